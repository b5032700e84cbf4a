"""While an audit runs, the status bar says where it is and about how long is left, and a menu's
status tip does not cover it; a re-run does not show the last run's curve."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QStatusTipEvent  # noqa: E402

from anonguard.gui.run_status import time_left  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from test_gui import isolated  # noqa: E402,F401


@pytest.mark.parametrize("elapsed, done, said", [
    (30, 0.5, " · about 30 s left"),
    (60, 0.25, " · about 3 min left"),
    (3600, 0.4, " · about 1 h 30 min left"),
    (2, 0.5, ""),  # too early to say
    (100, 0.01, ""),  # too little done to extrapolate
    (100, 1.0, ""),
])
def test_time_left_is_extrapolated_from_the_share_done(elapsed, done, said):
    assert time_left(elapsed, done) == said


def test_status_tips_wait_while_something_runs(qtbot, isolated):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.event(QStatusTipEvent("Run every chosen attack in the background"))
    assert window.statusBar().currentMessage() == "Run every chosen attack in the background"
    window.statusBar().clearMessage()
    window.reading = object()  # a table being read: the status bar shows its progress
    try:
        window.event(QStatusTipEvent("Start an empty audit"))
        assert window.statusBar().currentMessage() == ""
    finally:
        window.reading = None


def test_a_new_run_clears_the_last_run_s_curve_and_progress_moves_within_the_first_scenario(
        qtbot, isolated, monkeypatch, small_demo):
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_audit(small_demo)
    window.scenario_page.membership.setChecked(False)
    window.scenario_page.commit()
    window.draft.settings["halting"]["max_attempts"] = 100
    window.draft.settings["baseline"]["models"] = ["majority"]
    window.draft.settings["limits"]["isolate"] = False  # the attack in the audit's process: no fork server to start
    shown = []
    monkeypatch.setattr(window.results_page.curves, "show_result", shown.append)
    values = []  # the bar's values, in order
    window.progress.valueChanged.connect(values.append)
    with qtbot.waitSignal(window.run_finished, timeout=300_000):
        assert window.run()
        assert shown == [None]  # cleared as the run starts, before any result of it
    first = values[:next(i for i, v in enumerate(values) if v >= 1000)]  # while scenario 1 of 8 runs
    assert 250 in first  # the attack begins learning a quarter into it, after the baseline's fit
    assert any(300 < v < 1000 for v in first)  # the attempts fill the rest
