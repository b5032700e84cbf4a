"""The in-app manual: every page of anonguard/resources/manual opens offline, F1 opens the page for the page
of the window in use, and search finds words across pages. The manual names the window's pages by markers
that the window's page order resolves (no typed page number), and under German it is German."""

import os
import re
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from anonguard.gui import language, page_order  # noqa: E402
from anonguard.gui.manual import (  # noqa: E402
    FOR_PAGE, MARKER, ManualWindow, manual_folder, manual_pages, resolve, window_language,
)
from anonguard.gui.window import MainWindow  # noqa: E402
from anonguard.resources import resources_dir  # noqa: E402
from test_gui import isolated  # noqa: E402,F401 - QSettings in a temporary folder, no blocking dialogs


def test_every_page_has_a_title_and_every_f1_target_exists():
    pages = manual_pages()
    assert [p.name for p in pages][:3] == ["getting-started", "reading-results", "serious-results"]
    assert all(p.title and not p.title.startswith("#") and len(p.text) > 500 for p in pages)
    assert set(FOR_PAGE.values()) <= {p.name for p in pages}
    for page in pages:  # the manual never sends anyone to the network
        assert "http://" not in page.text and "https://" not in page.text


def test_f1_opens_the_page_for_what_is_in_use(qtbot, isolated):
    window = MainWindow()
    qtbot.addWidget(window)
    window.tabs.setCurrentWidget(window.results_page)
    manual = window.show_manual()
    assert manual.isVisible() and manual.current.name == "reading-results"
    assert "Anonymity Loss Coefficient" in manual.browser.toPlainText()
    window.tabs.setCurrentWidget(window.data_page)
    assert window.show_manual() is manual and manual.current.name == "getting-started"  # one window, reused
    window.tabs.setCurrentWidget(window.treatments_page)
    assert window.show_manual().current.name == "treatments" and "Values changed" in manual.browser.toPlainText()


def test_search_finds_words_on_other_pages_and_says_when_none_holds_them(qtbot):
    manual = ManualWindow()
    qtbot.addWidget(manual)
    manual.show_page("getting-started")
    manual.search.setText("epsilon")  # only on the page about serious results
    assert manual.find_next() and manual.current.name == "serious-results"
    assert manual.browser.textCursor().selectedText().lower() == "epsilon"
    manual.search.setText("no such words anywhere")
    assert not manual.find_next() and manual.found.text() == "not in the manual"


# -- the window's pages, named by generated references -----------------------------------------------------

MANUAL = resources_dir() / "manual"


def _sources() -> list[Path]:
    """Every page of the manual as written, English and German."""
    return sorted(MANUAL.glob("*.md")) + sorted(MANUAL.glob("de/*.md"))


def test_the_manual_names_pages_by_markers_that_all_resolve():
    assert {p.name for p in MANUAL.glob("de/*.md")} == {p.name for p in MANUAL.glob("*.md")}  # the same pages
    used = set()
    for path in _sources():
        text = path.read_text(encoding="utf-8")
        typed = re.findall(r"\b(?:page|pages|seite|seiten)\s+\d", text, flags=re.IGNORECASE)
        assert not typed, f"{path}: a page number typed, write {{page:KEY}}: {typed}"
        for kind, key in MARKER.findall(text):
            assert key in page_order.KEYS, f"{path}: {{{kind}:{key}}} names no page of the window"
            used.add(key)
        assert "{page:" not in resolve(text) and "{title:" not in resolve(text)
    assert used == set(page_order.KEYS)  # the manual explains every page
    assert set(FOR_PAGE) == set(page_order.KEYS)  # F1 answers on every page


def test_the_manual_gives_the_pages_the_numbers_and_titles_of_the_window(qtbot, isolated):
    window = MainWindow()
    qtbot.addWidget(window)
    for key in page_order.KEYS:  # the tabs are numbered as the manual numbers them
        assert window.tabs.tabText(window.tabs.indexOf(getattr(window, f"{key}_page"))).startswith(
            f"{page_order.number(key)}  {page_order.title(key)}")
    text = manual_pages(MANUAL)[0].text
    assert "**Results** (page 6)" in text and "**Verdict** (page 4)" in text and "**Data** (page 1)" in text
    assert "**Re-identification**\n   (page 8)" in text


def test_under_german_the_manual_is_german(qtbot, isolated):
    app = QApplication.instance()
    assert language.install(app, "de") == "de"
    try:
        assert window_language() == "de" and manual_folder() == MANUAL / "de"
        manual = ManualWindow()
        qtbot.addWidget(manual)
        assert manual.windowTitle() == "AnonGuard-Handbuch"
        assert [p.title for p in manual.pages] == [
            "Erste Schritte", "Die Ergebnisse lesen", "Was bei einem gefährdeten oder ernsten Ergebnis zu tun ist",
            "Eine Freigabe behandeln"]
        shown = manual.browser.toPlainText()
        assert manual.current.name == "getting-started" and "Die Demo Schritt für Schritt" in shown
        assert "Ergebnisse (Seite 6)" in shown and "Bewertung (Seite 4)" in shown
        assert manual.show_page("reading-results") and "Anonymitätsverlust-Koeffizient" in manual.browser.toPlainText()
    finally:
        assert language.install(app, "en") == "en"
    assert window_language() == "en" and ManualWindow().pages[0].title == "Getting started"
