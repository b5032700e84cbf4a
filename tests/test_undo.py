"""Edit ▸ Undo and Redo cover the set-up: column roles and kinds, ticked attacks and settings; one
edit is one step however often the window looks, and a new edit clears what could be redone."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402

from anonguard.gui.window import MainWindow  # noqa: E402
from test_gui import attack_item, isolated  # noqa: E402,F401


def test_undo_and_redo_walk_back_and_forth_through_set_up_edits(qtbot, isolated):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_demo()
    assert not window.undo()  # a freshly opened audit has nothing to undo
    columns = window.data_page.columns_model
    names = [c.name for c in window.draft.columns]
    role = lambda name: window.draft.column(name).role  # noqa: E731

    assert columns.setData(columns.index(names.index("occupation"), 2), "known")
    assert columns.setData(columns.index(names.index("age"), 1), "categorical")
    window.tabs.setCurrentWidget(window.scenario_page)
    window.scenario_page.seed.setValue(4242)
    window.tabs.setCurrentWidget(window.attacks_page)  # leaving the page stores the seed: an edit
    ticked = attack_item(window, "best-row-match").checkState(0)
    attack_item(window, "best-row-match").setCheckState(
        0, Qt.CheckState.Unchecked if ticked == Qt.CheckState.Checked else Qt.CheckState.Checked)
    after = dict(window.draft.attacks)

    assert window.undo() and dict(window.draft.attacks) != after  # the tick
    assert window.undo() and window.draft.settings["seed"] != 4242  # the seed
    assert window.scenario_page.seed.value() == window.draft.settings["seed"]  # and the page shows it
    assert window.undo() and window.draft.column("age").kind == "continuous"  # the kind
    assert window.undo() and role("occupation") != "known"  # the role
    assert not window.undo()  # back where the audit was opened

    assert window.redo() and role("occupation") == "known"
    assert window.redo() and window.draft.column("age").kind == "categorical"
    assert columns.setData(columns.index(names.index("sex"), 2), "ignore")  # a new edit ...
    assert not window.redo()  # ... and what was undone cannot come back over it
    assert window.undo() and role("sex") != "ignore"
