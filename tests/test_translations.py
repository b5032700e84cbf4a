"""Every string of the window goes through Qt's translation system.

- The committed catalogues (German `anonguard_de.ts`, English `anonguard_en.ts`) hold exactly the
  strings the code marks today: `pyside6-lupdate` over the code adds none and drops none.
- German is finished for every context, the secondary windows' too (a string left unfinished fails),
  keeps every `{placeholder}` and accelerator of its source, and the committed `.qm` is the compiled
  `.ts`; the English catalogue is complete (every translation its source, none unfinished).
- With the German catalogue the main pages, the export dialog and the manual speak German; back in
  English they speak English.
- No user-visible literal is left unmarked: the GUI modules' source is searched with `ast` for a text
  handed to a widget without tr/translate, and the window is built under a pseudo-translation in
  which every marked string is bracketed, so that any text on screen outside the brackets was never
  marked (however it reached the widget: a constant, a variable, a table model's header).
"""

import ast
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt, QTranslator  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton, QAbstractSpinBox, QApplication, QComboBox, QGroupBox, QLabel, QLineEdit, QTabWidget, QTreeWidget,
    QMessageBox, QWidget,
)

from anonguard.gui import language  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from test_gui import isolated  # noqa: E402,F401

BIN = Path(sys.executable).parent
ROOT = Path(__file__).resolve().parent.parent
GUI = ROOT / "anonguard" / "gui"
I18N = ROOT / "anonguard" / "resources" / "i18n"
FILLERS = ROOT / "packaging" / "i18n"  # the scripts that fill the catalogues

# German must be finished for every string of every context: the window's pages, the secondary windows (the
# export dialog, the run history, the manual) and the message printed before the window opens alike
# contexts that must be there, so that a renamed or lost one is noticed rather than passed
CONTEXTS = {
    "Menus", "Checklist", "SetupChecklist", "FileDialogs", "Pages",  # the menus, checklist and the pages' titles
    "MainWindow", "ReadingStatus", "RunStatus", "Questions", "Recovery",  # the status bar, messages and questions
    "DataPage", "ColumnsModel", "Roles", "MissingCodes", "RecodesBox", "RecodesModel",  # the Data page
    "AttacksPage",  # the Attacks page
    "ScenarioPage", "Settings", "ParameterForm", "MembershipBox",  # the Scenario page, with its forms' fixed texts
    "ReidentificationBox", "ReidentificationPage",  # re-identification: the Scenario page's box and its own page
    "VerdictPage", "Bands",  # the Verdict page, and the bands' words shown there and on the Results page
    "ResultsPage", "ResultsModel", "ResultWords",  # the Results page and its columns
    "ExportDialog", "ReportJobs", "HistoryDialog", "ManualWindow", "MembershipPage",  # the secondary windows
    "PlatformCheck",  # printed before the window opens
    "TreatmentsPage", "FrontierView",  # the Treatments page: the chains, the preview and the frontier
}

# the modules whose every user-visible string is marked
MODULES = ("window", "pages", "scenario_page", "verdict_page", "parameter_form", "membership_setup", "membership_view",
           "models", "history", "export_dialog", "recovery", "questions", "manual", "checklist", "draft",
           "reading_status", "run_status", "file_dialogs", "window_layout", "plugin_install", "report_jobs", "platform_check", "app",
           "menus", "page_tabs", "marked_words", "drops", "reidentification_page", "reidentification_setup",
           "missing_codes", "recodes_view", "page_order", "treatments_page", "treatment_chains", "treatment_preview",
           "frontier_view")


# -- the catalogues ---------------------------------------------------------------------------------

def _messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """(context, source) -> the <translation> element, for the catalogue's live messages."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation.get("type") not in ("vanished", "obsolete"):
                found[(name, message.findtext("source"))] = translation
    return found


def _finished(translation: ET.Element) -> bool:
    return translation.get("type") is None and bool(translation.text)


def _lupdate(ts: Path, *options: str) -> None:
    gui = sorted(str(p) for p in GUI.glob("*.py"))
    subprocess.run([BIN / "pyside6-lupdate", *gui, *options, "-ts", ts], check=True, capture_output=True)


@pytest.mark.parametrize("name", ["anonguard_de.ts", "anonguard_en.ts"])
def test_the_catalogues_hold_exactly_the_strings_the_code_marks(tmp_path, name):
    committed = I18N / name
    fresh = tmp_path / name
    shutil.copy(committed, fresh)
    _lupdate(fresh, "-no-obsolete")
    marked, stored = set(_messages(fresh)), set(_messages(committed))
    assert not marked - stored, f"run `make translations`: newly marked strings {sorted(marked - stored)[:10]}"
    assert not stored - marked, f"run `make translations`: no longer marked {sorted(stored - marked)[:10]}"
    assert len(marked) > 300  # every module's strings, not a handful


def _unfinished(ts: Path) -> list[tuple[str, str]]:
    """(context, source) of every string German leaves unfinished."""
    return [(c, s) for (c, s), t in _messages(ts).items() if not _finished(t)]


def test_german_is_finished_for_every_window_and_compiled(tmp_path):
    messages = _messages(I18N / "anonguard_de.ts")
    contexts = {context for context, _ in messages}
    assert CONTEXTS <= contexts, f"a context was renamed or lost: {CONTEXTS - contexts}"
    unfinished = _unfinished(I18N / "anonguard_de.ts")
    assert not unfinished, f"add them to packaging/i18n/fill_de.py (or a german_*.py beside it): {unfinished}"
    compiled = tmp_path / "anonguard_de.qm"
    subprocess.run([BIN / "pyside6-lrelease", I18N / "anonguard_de.ts", "-qm", compiled], check=True, capture_output=True)
    assert compiled.read_bytes() == (I18N / "anonguard_de.qm").read_bytes(), "run `make translations`"


def _accelerator(text: str) -> bool:
    return bool(re.search(r"&[^&\s]", text.replace("&&", "")))


def test_every_german_translation_keeps_its_placeholders_and_accelerators():
    for (context, source), translation in _messages(I18N / "anonguard_de.ts").items():
        if not translation.text:
            continue
        fields = lambda text: sorted(re.findall(r"\{\w*\}", text))  # noqa: E731
        assert fields(translation.text) == fields(source), (context, source, translation.text)
        assert _accelerator(translation.text) == _accelerator(source), (context, source, translation.text)
        for tag in ("<b>", "<h2>", "<h3>", "<small>", "<br>", "<p>", "<ul>"):
            assert translation.text.count(tag) == source.count(tag), (context, source, tag)


def test_the_english_catalogue_is_complete_for_a_translator_to_start_from():
    root = ET.parse(I18N / "anonguard_en.ts").getroot()
    assert root.get("language") == "en" and root.get("sourcelanguage") == "en"
    messages = _messages(I18N / "anonguard_en.ts")
    assert set(messages) == set(_messages(I18N / "anonguard_de.ts"))
    wrong = [(c, s) for (c, s), t in messages.items() if not _finished(t) or t.text != s]
    assert not wrong, wrong[:10]
    assert "en" not in language.available()  # English is the code's own: no catalogue is loaded for it


def test_fill_de_marks_a_draft_unfinished_and_a_translation_finished(tmp_path):
    sys.path.insert(0, str(FILLERS))
    try:
        import fill_de
    finally:
        sys.path.remove(str(FILLERS))
    ts = tmp_path / "x.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="de_DE"><context><name>C</name>'
                  '<message><source>One</source><translation type="unfinished"></translation></message>'
                  '<message><source>Two</source><translation type="unfinished"></translation></message>'
                  '<message><source>Three</source><translation>Drei</translation></message>'
                  '<message><source>Four</source><translation type="unfinished"></translation></message>'
                  '</context></TS>', encoding="utf-8")
    done, left, stale = fill_de.fill(ts, {"One": "Eins", "Two": fill_de.unfinished("Zwei?"), "Gone": "Weg"})
    assert (done, left, stale) == (2, 2, ["Gone"])  # Three was finished in Qt Linguist: kept
    messages = {source: t for (_, source), t in _messages(ts).items()}
    assert _finished(messages["One"]) and messages["One"].text == "Eins"
    assert messages["Two"].get("type") == "unfinished" and messages["Two"].text == "Zwei?"
    assert _finished(messages["Three"]) and not _finished(messages["Four"])


def test_the_band_words_shown_are_the_reports_words():
    """The window translates the report's band words and advice; they are marked in models.py."""
    from anonguard.gui.models import BAND_SOURCES
    from anonguard.report.verdict import ADVICE, BAND_WORDS

    assert set(BAND_SOURCES) == set(BAND_WORDS.values()) | set(ADVICE.values())


# -- German on screen ---------------------------------------------------------------------------------

def test_the_check_finds_a_string_left_unfinished_in_a_secondary_window(tmp_path):
    tree = ET.parse(I18N / "anonguard_de.ts")
    context = next(c for c in tree.getroot().iter("context") if c.findtext("name") == "ExportDialog")
    context.find("message/translation").set("type", "unfinished")  # as lupdate leaves a newly marked string
    tree.write(tmp_path / "anonguard_de.ts", encoding="utf-8", xml_declaration=True)
    assert [c for c, _ in _unfinished(tmp_path / "anonguard_de.ts")] == ["ExportDialog"]


def test_the_windows_speak_german_with_the_german_catalogue(qtbot, isolated):
    app = QApplication.instance()
    assert language.install(app, "de") == "de" and "de" in language.available()
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        window.new_audit()
        menus = [a.text() for a in window.menuBar().actions()]
        assert menus == ["&Datei", "&Bearbeiten", "&Ansicht", "&Prüfung", "&Export", "&Hilfe"]
        assert [window.tabs.tabText(i) for i in range(7)] == [
            "1  Daten", "2  Angriffe", "3  Szenario", "4  Bewertung", "5  Nutzen", "6  Ergebnisse", "7  Mitgliedschaft"]
        assert window.checklist.label.text().startswith("Schritt 1 von 3: ✗ Original öffnen")
        assert window.checklist.button.text() == "Dorthin"
        assert window.run_action.text() == "&Ausführen"
        assert window.status.text() == "Neue Prüfung: Öffnen Sie das Original und fügen Sie seine Freigaben hinzu."
        assert window.windowTitle() == "Unbenannte Prüfung[*] — AnonGuard"
        # the Data page
        data = window.data_page
        assert data.findChild(QGroupBox).title() == "Eingaben"
        assert data.columns_model.headerData(2, Qt.Orientation.Horizontal) == "Rolle"
        # the Scenario page: a group, a setting's label and its help with the default
        scenario = window.scenario_page
        titles = {box.title() for box in scenario.findChildren(QGroupBox)}
        assert "Wer wird angegriffen" in titles
        labels = {label.text() for label in scenario.findChildren(QLabel)}
        assert "Zeitlimit je Angriff (Sekunden)" in labels
        assert any(text.startswith("Ein Angriff, der nach dieser Zeit") and text.endswith("Standard: 1.800 Sekunden.")
                   for text in labels), sorted(labels)
        assert scenario.mode.currentText() == "jede Person kann angegriffen werden (zufällige Ziele)"
        assert scenario.advanced.toggle.text() == "Erweitert: wie die Maße gelesen werden (Vorgaben der Fachartikel)"
        # the Results page: its headers and their tooltips
        model = window.results_page.model
        assert model.headerData(2, Qt.Orientation.Horizontal) == "Sensible Variable"
        assert model.headerData(3, Qt.Orientation.Horizontal) == "Bekannte Schlüsselvariablen"
        assert model.headerData(4, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole).startswith(
            "Anonymity Loss Coefficient (Anonymitätsverlust-Koeffizient)")
        # the Verdict page
        verdict = window.verdict_page
        assert verdict.band.text() == "<h2>Noch keine Bewertung</h2>"
        assert verdict.export_button.text() == "Bericht exportieren…"
        assert verdict.table.horizontalHeaderItem(1).text() == "Bewertung"
        from anonguard.gui.models import band_text

        assert band_text("serious") == "■■ ernstes Risiko"
        # Qt's own buttons, as the question before discarding results shows them
        box = QMessageBox()
        qtbot.addWidget(box)
        buttons = (QMessageBox.StandardButton.Save, QMessageBox.StandardButton.Discard, QMessageBox.StandardButton.Cancel)
        box.setStandardButtons(buttons[0] | buttons[1] | buttons[2])
        assert [box.button(b).text() for b in buttons] == ["Speichern", "Verwerfen", "Abbrechen"]
        # a secondary window: the export dialog
        from anonguard.gui.export_dialog import ExportDialog
        from anonguard.gui.report_jobs import AuditOutcome

        export = ExportDialog(AuditOutcome({"privacy": {}}, [], []), None, window)
        qtbot.addWidget(export)
        try:
            assert export.windowTitle() == "Risikobericht exportieren"
            assert export.export_button.text() == "Exportieren"
            assert {b.title() for b in export.findChildren(QGroupBox)} >= {"Zielordner", "Formate"}
            assert export.include_values.text() == "Originalwerte der Datensätze aufnehmen"
        finally:
            export.stop()
    finally:
        assert language.install(app, "en") == "en"
    english = MainWindow()
    qtbot.addWidget(english)
    assert english.tabs.tabText(0) == "1  Data"  # back to the code's own language
    assert english.results_page.model.headerData(2, Qt.Orientation.Horizontal) == "Sensitive variable"
    from anonguard.gui.models import shown_number

    assert shown_number(0.5) == language.system_locale().toString(0.5, "f", 3)  # German numbers went with German


# -- nothing left unmarked ------------------------------------------------------------------------------

# calls that put their text arguments on screen (methods by name, and widget classes)
SHOWN_BY = {
    "setText", "setToolTip", "setStatusTip", "setWhatsThis", "setWindowTitle", "setPlaceholderText",
    "setAccessibleName", "setAccessibleDescription", "setTitle", "addRow", "addTab", "insertTab", "setTabText",
    "addItem", "addItems", "insertItem", "setItemText", "setHorizontalHeaderLabels", "setVerticalHeaderLabels",
    "setHeaderLabels", "setSpecialValueText", "setSuffix", "setPrefix", "setInformativeText", "addButton",
    "addMenu", "addToolBar", "showMessage", "getText", "getItem", "getInt", "getDouble", "getOpenFileName",
    "getSaveFileName", "getExistingDirectory", "about", "warning", "information", "critical", "question",
    # the window's own helpers that show their arguments
    "_warn", "_say", "_stop", "_ask", "_row", "may_discard", "add_page", "action", "with_default",
}
WIDGETS = {"QLabel", "QPushButton", "QGroupBox", "QCheckBox", "QRadioButton", "QToolButton", "QAction", "QMessageBox",
           "QTreeWidgetItem", "QListWidgetItem", "QTableWidgetItem", "QFileDialog", "Collapsible", "QMenu"}
MARKS = {"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}

# literals shown as they are, on purpose; each with its reason
EXEMPT: dict[str, str] = {}


def _name(func: ast.expr) -> str:
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def _literal_text(node: ast.expr) -> str | None:
    """The text of a string literal (an f-string's placeholders as "{}"), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


# a shortcut in QKeySequence's portable form ("Ctrl+Shift+O", "Esc", f"Ctrl+{n}"): Qt shows it in the
# platform's own words, it is never translated by the application
KEYS = re.compile(r"(?:(?:Ctrl|Shift|Alt|Meta)\+)*(?:[A-Z0-9]|F\d{1,2}|Esc|Del|\{\})")


def _words(text: str) -> bool:
    """Whether a literal says something in words: letters once placeholders and file patterns are gone
    (a keyboard shortcut says nothing to translate)."""
    if KEYS.fullmatch(text):
        return False
    text = re.sub(r"\{[^{}]*\}", "", text)
    text = re.sub(r"\*\.\w+", "", text)  # a file filter's pattern
    return re.search(r"[^\W\d_]{2,}", text) is not None


def _unmarked(node: ast.expr):
    """The literals with words among what `node` shows, unless wrapped in tr/translate."""
    text = _literal_text(node)
    if text is not None:
        if _words(text):
            yield text
        return
    if isinstance(node, ast.Call):
        if _name(node.func) in MARKS:
            return
        if _name(node.func) in ("format", "join") and isinstance(node.func, ast.Attribute):
            yield from _unmarked(node.func.value)  # "literal {x}".format(…): the literal is what shows
        return
    if isinstance(node, (ast.List, ast.Tuple)):
        for element in node.elts:
            yield from _unmarked(element)
    elif isinstance(node, ast.IfExp):
        yield from _unmarked(node.body)
        yield from _unmarked(node.orelse)
    elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        yield from _unmarked(node.left)
        yield from _unmarked(node.right)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from _unmarked(value)


def _findings(source: str, where: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        if name in SHOWN_BY or name in WIDGETS or (isinstance(node.func, ast.Attribute)
                                                   and _name(node.func.value) == "QMessageBox"):
            for argument in [*node.args, *(k.value for k in node.keywords)]:
                found += [f"{where}:{node.lineno}: {text!r}" for text in _unmarked(argument) if text not in EXEMPT]
    return found


def test_the_guard_finds_an_unmarked_literal():
    """The guard itself: each way of showing an unmarked text is caught, each marked one let through."""
    caught = _findings('''
label = QLabel("Open the original")
self.status.setText(f"Saved {path}")
box.addItems(["Seed", "Repeat under seeds"])
self._warn("Cannot save", str(exc))
self.status.setText("Opened {file}".format(file=name))
QMessageBox.about(self, "About AnonGuard", text)
item = QTreeWidgetItem(group, ["Plugins that failed"])
toggle = QToolButton(text="Advanced settings")
self.status.setText("x" if a else "Reading cancelled")
''', "example")
    assert len(caught) == 10, caught
    assert not _findings('''
label = QLabel(self.tr("Open the original"))
self.status.setText(self.tr("Saved {file}").format(file=path))
self.setWindowTitle(translate("MainWindow", "{audit}[*] — AnonGuard").format(audit=name))
self.warnings.setText("\\n".join(f"⚠ {m}" for m in messages))
self.status.setText(f"{self.counts} · {elapsed:.0f} s")
self.found.setText("")
box.addItem(entry.title, entry.id)
path = self._ask(title, "{words} (*.json);;{rest}".format(words=words, rest=rest))
''', "example")


def test_no_user_visible_literal_is_left_unmarked():
    found = []
    for module in MODULES:
        path = GUI / f"{module}.py"
        found += _findings(path.read_text(encoding="utf-8"), path.name)
    assert not found, "wrap in self.tr(...) or QCoreApplication.translate(...):\n" + "\n".join(found)


# -- the window under a pseudo-translation --------------------------------------------------------------

OPEN, CLOSE = "⟦", "⟧"
# texts Qt's own widgets show, translated by Qt's catalogues rather than the application's
QT_OWN = {"Scroll Left": "the page tabs' scroll buttons (QTabBar)", "Scroll Right": "the page tabs' scroll buttons (QTabBar)"}


def _pseudo_catalogue(folder: Path) -> Path:
    """Every marked string translated to itself in brackets: ⟦Open original…⟧."""
    ts = folder / "pseudo.ts"
    _lupdate(ts, "-no-obsolete")
    tree = ET.parse(ts)
    for message in tree.iter("message"):
        translation = message.find("translation")
        translation.text = OPEN + message.findtext("source") + CLOSE
        translation.attrib.pop("type", None)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    qm = folder / "pseudo.qm"
    subprocess.run([BIN / "pyside6-lrelease", ts, "-qm", qm], check=True, capture_output=True)
    return qm


def _outside_brackets(text: str) -> str:
    """`text` without its bracketed (translated) parts, nested ones included."""
    while True:
        shorter = re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", "", text)
        if shorter == text:
            return text
        text = shorter


def _shown_texts(window: MainWindow) -> list[tuple[str, str]]:
    """(where, text) for the texts the window and its pages put on screen, as far as a test can read them."""
    shown = [("window title", window.windowTitle())]
    for menu_action in window.menuBar().actions():
        shown.append(("menu", menu_action.text()))
        for item in menu_action.menu().actions():
            shown += [("menu item", item.text()), ("status tip", item.statusTip())]
    for widget in [window, *window.findChildren(QWidget)]:
        kind = type(widget).__name__
        shown += [(f"{kind} tooltip", widget.toolTip()), (f"{kind} accessible name", widget.accessibleName()),
                  (f"{kind} accessible description", widget.accessibleDescription())]
        if isinstance(widget, (QLabel, QAbstractButton)):
            shown.append((f"{kind} text", widget.text()))
        if isinstance(widget, QGroupBox):
            shown.append(("group box title", widget.title()))
        if isinstance(widget, QLineEdit):
            shown.append(("placeholder", widget.placeholderText()))
        if isinstance(widget, QAbstractSpinBox):
            shown += [("special value", widget.specialValueText()), ("suffix", getattr(widget, "suffix", str)())]
        if isinstance(widget, QComboBox):
            shown += [("combo item", widget.itemText(i)) for i in range(widget.count())]
        if isinstance(widget, QTabWidget):
            shown += [("tab", widget.tabText(i)) for i in range(widget.count())]
        if isinstance(widget, QTreeWidget):
            header = widget.headerItem()
            shown += [("tree header", header.text(i)) for i in range(header.columnCount())]
            shown += [("tree group", widget.topLevelItem(i).text(0)) for i in range(widget.topLevelItemCount())]
    for page in (window.results_page, window.membership_page, window.data_page):
        model = page.model if hasattr(page, "model") else page.columns_model
        for section in range(model.columnCount()):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                shown.append(("table header", model.headerData(section, Qt.Orientation.Horizontal, role) or ""))
    table = window.verdict_page.table
    shown += [("verdict header", table.horizontalHeaderItem(i).text()) for i in range(table.columnCount())]
    return shown


def _plugin_texts(window: MainWindow) -> set[str]:
    """What the plugins say of themselves: their titles, descriptions and parameters are theirs to translate."""
    texts = set()
    for entry in window.catalog.entries.values():
        texts |= {entry.title, entry.description, entry.id, entry.plugin}
        for parameter in entry.parameters:
            texts |= {parameter.title, parameter.help, parameter.unit or "", *map(str, parameter.choices or ())}
    return texts


def test_every_text_on_the_pages_was_marked_for_translation(qtbot, isolated, tmp_path):
    app = QApplication.instance()
    translator = QTranslator(app)
    assert translator.load(str(_pseudo_catalogue(tmp_path)))
    app.installTranslator(translator)
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        window.new_audit()
        window.tabs.setCurrentWidget(window.attacks_page)  # the catalogue's tree
        plugins = _plugin_texts(window)
        left = set()
        for where, text in _shown_texts(window):
            for part in filter(None, re.split(r"[\n]", _outside_brackets(text))):
                if part.strip() in plugins or part in QT_OWN or not _words(part):
                    continue
                if any(word in plugins for word in re.split(r"\s*[:(),]\s*", part)) and not _words(
                        re.sub("|".join(map(re.escape, sorted(plugins, key=len, reverse=True))), "", part)):
                    continue  # a plugin's title with its unit or id
                left.add((where, text))
        assert not left, "shown but never marked for translation:\n" + "\n".join(map(str, sorted(left)))
    finally:
        app.removeTranslator(translator)
        translator.deleteLater()
