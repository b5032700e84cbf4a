"""Every string of the window goes through Qt's translation system: the German catalogue holds every
string the code marks (none missing, none unfinished), its compiled form is up to date, and with it
loaded the main pages speak German."""

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QLocale  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from anonguard.gui import language  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from test_gui import isolated  # noqa: E402,F401

BIN = Path(sys.executable).parent


def _sources(ts: Path) -> dict[str, str | None]:
    return {m.find("source").text: (None if m.find("translation").get("type") == "unfinished"
                                    else m.find("translation").text) for m in ET.parse(ts).iter("message")
            if m.find("translation").get("type") != "vanished" and m.find("translation").get("type") != "obsolete"}


def test_the_catalogue_holds_every_marked_string_translated_and_compiled(tmp_path, repo_root):
    committed = repo_root / "resources" / "i18n" / "anonguard_de.ts"
    fresh = tmp_path / "anonguard_de.ts"
    shutil.copy(committed, fresh)
    gui = sorted(str(p) for p in (repo_root / "anonguard" / "gui").glob("*.py"))
    subprocess.run([BIN / "pyside6-lupdate", *gui, "-ts", fresh], check=True, capture_output=True)
    marked, stored = _sources(fresh), _sources(committed)
    assert set(marked) == set(stored), "run `make translations`: strings were marked or unmarked since"
    assert all(stored.values()), [s for s, t in stored.items() if not t]
    compiled = tmp_path / "anonguard_de.qm"
    subprocess.run([BIN / "pyside6-lrelease", committed, "-qm", compiled], check=True, capture_output=True)
    assert compiled.read_bytes() == (committed.parent / "anonguard_de.qm").read_bytes()


def test_the_main_pages_speak_german_with_the_german_catalogue(qtbot, isolated):
    app = QApplication.instance()
    assert language.install(app, "de") == "de" and "de" in language.available()
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        window.new_audit()
        menus = [a.text() for a in window.menuBar().actions()]
        assert menus == ["&Datei", "&Bearbeiten", "&Prüfung", "&Export", "&Hilfe"]
        assert [window.tabs.tabText(i) for i in range(3)] == ["1  Daten", "2  Angriffe", "3  Szenario"]
        assert window.checklist.label.text().startswith("Schritt 1 von 3: ✗ Original öffnen")
        assert window.run_action.text() == "&Ausführen"
    finally:
        assert language.install(app, "en") == "en"
    english = MainWindow()
    qtbot.addWidget(english)
    assert english.tabs.tabText(0) == "1  Data"  # back to the code's own language
    from anonguard.gui.models import shown_number

    assert shown_number(0.5) == QLocale.system().toString(0.5, "f", 3)  # German numbers went with German
