"""While scenarios run side by side, the status bar's bar sums their shares, and the Scenarios window
lists every scenario with its state and the worker running it; after a run every row says how it
ended."""

import os
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QStatusBar  # noqa: E402

from anonguard.engine.outcome import Status  # noqa: E402
from anonguard.gui.run_status import STEPS, RunStatus  # noqa: E402
from anonguard.gui.scenario_states import ScenarioStates  # noqa: E402
from test_gui import isolated, run_and_wait, window  # noqa: E402,F401


def _column(model, column):
    return [model.data(model.index(row, column)) for row in range(model.rowCount())]


def test_each_scenario_s_state_follows_its_events():
    model = ScenarioStates()
    model.reset(["a on x: s", "b on x: s", "a on y: s"])
    assert _column(model, 1) == ["queued"] * 3
    model.started(2, 3, "a on y: s", "worker process 41")
    model.started(0, 3, "a on x: s", "")
    model.stage(2, 3, "the attack learns from the release", 0.25)
    model.attempts(0, 1200, 5000)
    assert _column(model, 1) == ["running: 1,200 of 5,000 attempts", "queued",
                                 "running: the attack learns from the release"]
    assert _column(model, 2) == ["the audit's process", "", "worker process 41"]
    model.finished(0, SimpleNamespace(status=Status.OK, error=None))
    model.finished(2, SimpleNamespace(status=Status.FAILED, error="KeyError: 'x'"))
    assert _column(model, 1) == ["done", "queued", "failed: KeyError: 'x'"]
    assert model.counts() == {"done": 1, "queued": 1, "failed": 1}
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Scenario" and model.headerData(1, Qt.Orientation.Vertical) == "2"


def test_the_bar_sums_the_shares_of_scenarios_running_side_by_side(qtbot):
    bar = QStatusBar()
    qtbot.addWidget(bar)
    status = RunStatus(bar, "")
    status.prepared(4)
    status.scenario_started(0, 4, "a", "worker process 1")
    status.scenario_started(1, 4, "b", "worker process 2")
    status.stage(0, 4, "fitting", 0.5)
    status.attempts(1, 50, 100)  # 0.3 + 0.7 × 0.5 = 0.65 of scenario 1
    assert status.progress.value() == int((0.5 + 0.65) * STEPS)
    assert status.doing == "2 scenarios running side by side, 0 of 4 done"
    status.scenario_finished(0)
    assert status.progress.value() == int((1 + 0.65) * STEPS) and status.doing.startswith("scenario 2 of 4: b · worker")
    status.stage(0, 4, "late event of a finished scenario", 0.25)  # never moves it back
    assert status.progress.value() == int((1 + 0.65) * STEPS)


def test_the_scenarios_window_shows_how_every_scenario_of_a_run_ended(qtbot, window):
    window.draft.settings["halting"]["max_attempts"] = 100  # how each scenario ended is under test, not its figures
    run_and_wait(qtbot, window)
    assert window.run_status.states_button.isVisible()
    window.show_scenario_states()
    model = window.states_window.view.model()
    assert model.rowCount() == len(window.results_page.model.results) > 0
    assert set(_column(model, 1)) == {"done"} and set(_column(model, 2)) == {"the audit's process"}
