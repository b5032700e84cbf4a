"""Every run is kept in the audit's history (the last ten, settings and results), saved with the audit
file, listed, restored and compared side by side."""

import json
import os

from anonguard.engine.spec import UtilitySpec

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from anonguard.gui.history import KEPT, RunHistory, compared  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from test_gui import isolated, only_attack, run_and_wait  # noqa: E402,F401


def test_history_keeps_restores_and_compares_runs(qtbot, isolated, tmp_path, small_demo):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_audit(small_demo)
    window.scenario_page.membership.setChecked(False)
    window.scenario_page.identity.setChecked(False)
    window.scenario_page.commit()
    window.draft.reidentification = None  # the history of every kind: the next test
    window.draft.settings["halting"]["max_attempts"] = 200
    window.draft.settings["baseline"]["models"] = ["majority"]
    window.draft.settings["limits"]["isolate"] = False  # the attack in the audit's process: no fork server to start
    for column in window.draft.columns:  # one secret keeps the runs short
        if column.name == "income":
            window.draft.set_role(column.name, "known")
    only_attack(window, "best-row-match")
    window.scenario_page.seed.setValue(1)
    run_and_wait(qtbot, window)
    first = [r.to_dict() for r in window.results_page.model.results]
    window.scenario_page.seed.setValue(2)
    qtbot.waitUntil(lambda: not window.running)  # the run's thread ends just after it reports
    run_and_wait(qtbot, window)
    assert [run.settings["seed"] for run in window.history.runs] == [2, 1]  # newest first, each with its settings

    dialog = window.show_history()
    assert dialog.list.count() == 2 and "seed 1" in dialog.list.item(1).text()
    dialog.list.item(0).setSelected(True)
    dialog.list.item(1).setSelected(True)
    assert dialog.compare_button.isEnabled() and not dialog.restore_button.isEnabled()
    dialog.compare()
    assert dialog.table.rowCount() == 4  # four releases, one secret, in both runs
    assert all(dialog.table.item(i, 1).text() != "—" and dialog.table.item(i, 2).text() != "—" for i in range(4))

    dialog.list.clearSelection()
    dialog.list.item(1).setSelected(True)  # the older run (seed 1)
    qtbot.waitUntil(lambda: not window.running)
    dialog.restore_button.click()
    assert [r.to_dict() for r in window.results_page.model.results] == first
    assert window.draft.settings["seed"] == 1 and window.scenario_page.seed.value() == 1

    path = tmp_path / "audit.json"  # saved with the audit file, and back when it is opened
    window.audit_path = path
    assert window.save_audit()
    other = MainWindow()
    qtbot.addWidget(other)
    assert other.open_audit(path)
    assert [run.to_dict() for run in other.history.runs] == [run.to_dict() for run in window.history.runs]
    other.new_audit()
    assert not other.history.runs


def test_only_the_last_runs_are_kept_and_a_damaged_history_is_left_out():
    history = RunHistory()
    for seed in range(KEPT + 3):
        history.add({"seed": seed}, [{"kind": "attribute", "release": "r", "attack_id": "a", "secret": "s",
                                      "known": ["k"], "alc": seed / 100, "verdict": "safe"}])
    assert len(history.runs) == KEPT and history.runs[0].settings["seed"] == KEPT + 2
    restored = RunHistory.from_list([*history.to_list(), {"finished": "x"}, "junk"])
    assert [r.to_dict() for r in restored.runs] == history.to_list()
    rows = compared(history.runs[1], history.runs[0])
    assert rows == [("r · a · s (1 key variables)", "0.11 safe", "0.12 safe")]
    assert RunHistory.from_list(None).runs == []


def test_a_restored_run_keeps_every_kind_of_result_and_saves_as_it_was(qtbot, isolated, tmp_path, small_demo):
    """Attribute, identity, membership, re-identification and utility results, and every other section of the run's
    audit.json, come back from the history and are saved again as they were (re-identification was lost)."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_audit(small_demo)
    window.draft.settings["halting"]["max_attempts"] = 100
    window.draft.settings["baseline"]["models"] = ["majority"]
    window.draft.settings["limits"]["isolate"] = False  # the attack in the audit's process: no fork server to start
    window.draft.utility = UtilitySpec(in_order=["copy"])  # as an audit file's utility section reaches the draft
    window.refresh()  # the Scenario page's utility box shows it (a run commits the pages into the draft)
    only_attack(window, "best-row-match")
    run_and_wait(qtbot, window)
    qtbot.waitUntil(lambda: not window.running)
    ran = window.outcome.audit(include_attempts=False)
    assert {r["kind"] for r in ran["results"]} == {"attribute", "identity", "membership"} and ran["reidentification"]
    assert [r["release"] for r in ran["utility"]["releases"]] == ["copy", "swap-weak", "swap-strong", "independent"]
    window.audit_path = tmp_path / "audit.json"
    assert window.save_audit()
    saved = json.loads(window.audit_path.read_text(encoding="utf-8"))

    with qtbot.waitSignal(window.run_finished, timeout=120_000):  # a later run, cancelled at once, shows its own
        assert window.run()
        window.cancel()
    qtbot.waitUntil(lambda: not window.running)
    assert window.outcome is None or window.outcome.audit(include_attempts=False) != ran

    window.restore_run(window.history.runs[-1])
    restored = window.outcome.audit(include_attempts=False)
    assert restored.keys() == ran.keys()
    for section in ran:  # one by one, so that a failure names the section lost
        assert restored[section] == ran[section], section
    assert window.reidentification_page.result is not None and window.reidentification_page.file.count() > 1
    assert window.save_audit()
    again = json.loads(window.audit_path.read_text(encoding="utf-8"))
    for section in saved.keys() - {"history"}:
        assert again[section] == saved[section], section
