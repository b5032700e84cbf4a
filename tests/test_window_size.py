"""The window fits a small screen (at 1280×720 the status bar with progress and Cancel is on screen and
every control of every page can be scrolled into view) and never discards results without asking."""

import json
import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QScrollArea  # noqa: E402

from anonguard.gui.parameter_form import Collapsible  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from anonguard.gui.window_layout import MINIMUM_SIZE, splitters  # noqa: E402
from test_gui import isolated  # noqa: E402,F401 - QSettings in a temporary folder, no blocking dialogs

CONTROLS = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit)


@pytest.fixture
def window(qtbot, small_demo):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    assert w.open_audit(small_demo)
    return w


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_every_control_is_reachable_on_a_small_screen(qtbot, window, size):
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0] and window.size().height() == size[1])
    bar = window.statusBar()
    assert bar.isVisible() and window.rect().contains(bar.geometry())  # progress and Cancel live here
    checked = 0
    for index in range(window.tabs.count()):
        page = window.tabs.page(index)
        window.tabs.setCurrentIndex(index)
        area = window.tabs.area(page)
        for section in page.findChildren(Collapsible):  # the advanced settings too, once opened
            section.set_open(True)
        controls = [c for kind in CONTROLS for c in page.findChildren(kind)
                    if c.isVisibleTo(page) and not c.objectName().startswith("qt_")]  # Qt's own parts of a view
        checked += len(controls)
        for control in controls:
            holder = control.parentWidget()
            while holder is not page:  # a scroll area of its own inside the page (the Treatments page's chains)
                if isinstance(holder, QScrollArea):
                    holder.ensureWidgetVisible(control)
                holder = holder.parentWidget()
            area.ensureWidgetVisible(control)
            qtbot.wait(1)
            assert not control.visibleRegion().isEmpty(), (window.tabs.tabText(index), control.objectName() or control)
            hint = control.minimumSizeHint()
            assert control.height() >= min(hint.height(), 16), control  # not squashed flat
    assert checked > 20  # the Scenario page alone has more


def test_the_window_is_never_larger_than_its_screen_nor_smaller_than_usable(qtbot, window):
    room = window.screen().availableGeometry()
    assert window.width() <= room.width() and window.height() <= room.height()
    window.resize(200, 200)
    assert window.width() >= MINIMUM_SIZE.width() and window.height() >= MINIMUM_SIZE.height()


def _ran(qtbot, window):
    """The window after a short run of one attack on one secret: results not saved yet. Unsaved results of any
    kind are asked about alike: the identity attacks and the key variables' measures stay out of the run."""
    window.draft.settings["halting"]["max_attempts"] = 200
    window.draft.settings["baseline"]["models"] = ["majority"]
    window.draft.settings["limits"]["isolate"] = False  # the attack in the audit's process: no fork server to start
    window.draft.set_role("income", "ignore")  # one secret is enough to have results
    window.draft.releases = window.draft.releases[:1]
    window.draft.membership = window.draft.identity = window.draft.reidentification = None
    for item in window.attacks_page._attack_items():
        wanted = item.data(0, Qt.ItemDataRole.UserRole)[1] == "best-row-match"
        item.setCheckState(0, Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)
    window.scenario_page.refresh()
    with qtbot.waitSignal(window.run_finished, timeout=600_000):
        assert window.run()
    qtbot.waitUntil(lambda: not window.running, timeout=60_000)
    assert window.results_page.model.results and window.isWindowModified()
    assert window.windowTitle() == "demo_audit.json[*] — AnonGuard"


@pytest.mark.parametrize("discard_path", ["new", "open", "run", "quit"])
def test_every_path_that_would_discard_results_asks_and_cancel_keeps_them(qtbot, window, monkeypatch, discard_path):
    _ran(qtbot, window)
    asked = []
    monkeypatch.setattr(window, "_ask_keep", lambda doing: asked.append(doing) or "cancel")
    kept = window.results_page.model.results
    if discard_path == "new":
        window.new_audit()
    elif discard_path == "open":
        assert not window.open_demo()
    elif discard_path == "run":
        assert not window.run()
    else:
        assert not window.close() and window.isVisible()
    assert len(asked) == 1 and window.results_page.model.results == kept and window.journal is not None
    # Discard lets it go ahead, and the results go with their journal
    monkeypatch.setattr(window, "_ask_keep", lambda doing: "discard")
    window.new_audit()
    assert window.results_page.model.results == [] and window.journal is None and not window.isWindowModified()


def test_saving_when_asked_keeps_the_results_in_the_audit_file(qtbot, window, monkeypatch, tmp_path):
    _ran(qtbot, window)
    target = tmp_path / "kept.json"
    monkeypatch.setattr(window, "_ask", lambda *a, **k: str(target))
    monkeypatch.setattr(window, "_ask_keep", lambda doing: "save")
    window.audit_path = None  # the demo's own file is not overwritten: Save asks where
    window.new_audit()
    saved = json.loads(target.read_text())
    assert saved["results"] and window.journal is None
    assert window.open_audit(target) and window.results_page.model.results
    assert window.windowTitle() == "kept.json[*] — AnonGuard" and not window.isWindowModified()


def test_splitters_remember_where_the_user_left_them(qtbot, isolated):
    first = MainWindow()
    qtbot.addWidget(first)
    first.show()
    key = "splitters/DataPage/1"  # the table preview above the column panel
    splitter = dict(splitters(first._split_pages()))[key]
    total, default = sum(splitter.sizes()), splitter.sizes()
    first_size = total // 6 if default[0] > total // 3 else total * 3 // 5  # well away from where it starts
    rest = len(default) - 1  # the preview, the column panel and the recodes
    splitter.setSizes([first_size] + [(total - first_size) // rest] * rest)
    wanted = splitter.sizes()
    assert abs(wanted[0] - default[0]) > total // 8
    first.close()
    second = MainWindow()
    qtbot.addWidget(second)
    restored = dict(splitters(second._split_pages()))[key]
    second.show()
    assert abs(restored.sizes()[0] - wanted[0]) <= 2


def test_the_results_table_shows_a_dozen_rows_on_a_full_hd_screen(qtbot, window):
    window.resize(1920, 1080)
    window.tabs.setCurrentWidget(window.results_page)
    table = window.results_page.table
    qtbot.waitUntil(lambda: window.size().height() == 1080)
    window.results_page.layout().activate()  # lay the page out at this size now, not at the next paint
    assert table.viewport().height() // table.verticalHeader().defaultSectionSize() >= 12


def test_every_dialog_fits_a_1366_by_768_screen_with_a_panel(qtbot, window):
    """The Export dialog opened 780 px high: on a 768 px screen its buttons sat under a window manager's panel."""
    from PySide6.QtCore import QSize

    from anonguard.gui.export_dialog import ExportDialog
    from anonguard.gui.history import HistoryDialog, RunHistory
    from anonguard.gui.manual import ManualWindow
    from anonguard.gui.report_jobs import AuditOutcome
    from anonguard.gui.scenario_states import ScenarioStates, ScenarioStatesWindow

    room = QSize(1366, 700)
    export = ExportDialog(AuditOutcome({"privacy": {}}, [], []), None, window)
    export.include_values.setChecked(True)  # its warning is the tallest the options get
    dialogs = [export, HistoryDialog(RunHistory(), lambda run: None, window), ManualWindow(window),
               ScenarioStatesWindow(ScenarioStates(), window)]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        for size in (dialog.size(), dialog.sizeHint(), dialog.minimumSizeHint()):
            assert size.width() <= room.width() and size.height() <= room.height(), (type(dialog).__name__, size)
    export.stop()
