"""The in-app manual: every page of anonguard/resources/manual opens offline, F1 opens the page for the page
of the window in use, and search finds words across pages."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from anonguard.gui.manual import FOR_PAGE, ManualWindow, manual_pages  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
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


def test_search_finds_words_on_other_pages_and_says_when_none_holds_them(qtbot):
    manual = ManualWindow()
    qtbot.addWidget(manual)
    manual.show_page("getting-started")
    manual.search.setText("epsilon")  # only on the page about serious results
    assert manual.find_next() and manual.current.name == "serious-results"
    assert manual.browser.textCursor().selectedText().lower() == "epsilon"
    manual.search.setText("no such words anywhere")
    assert not manual.find_next() and manual.found.text() == "not in the manual"
