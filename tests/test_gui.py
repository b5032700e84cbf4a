"""The real window, driven offscreen with pytest-qt."""

import hashlib
import os

import numpy as np
import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from anonguard.engine.events import ScenarioFinished  # noqa: E402
from anonguard.gui.models import ResultsModel  # noqa: E402
from anonguard.gui.scenario_page import choose  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402

HALTED = ResultsModel.COLUMNS.index("halt_reason")
from conftest import offline_env, run_cli, small_demo_set  # noqa: E402
from test_plugins import install_throwaway_plugins  # noqa: E402


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch, frozen_heap):
    """Keep QSettings in a temporary folder and record message boxes instead of blocking on them."""
    QCoreApplication.setOrganizationName("AnonGuardTest")
    QCoreApplication.setApplicationName("AnonGuardTest")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append((title, text)))
    return shown


def _demo_window(qtbot, small_demo):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    assert w.open_audit(small_demo)
    # the window is under test, not convergence or the choice of baseline model: a short run on the demo's first
    # 2,000 people (tests/conftest.py: make_small_demo) with the quickest baseline model (a forest took most of a run)
    w.draft.settings["halting"]["max_attempts"] = 200
    w.draft.settings["baseline"]["models"] = ["majority"]
    w.draft.settings["limits"]["isolate"] = False  # the attack in the audit's process: no fork server to start (the
    # tests of Cancel and of closing during a run, and of plugins that crash, keep the default)
    w.draft.identity = None  # the identity attacks have their own window tests (test_identity_gui.py)
    w.draft.reidentification = None  # and so have the key variables' measures (test_reidentification_gui.py)
    for column in w.draft.columns:  # without them the survey weight and household id are left out, as a saved file says
        if column.role in ("weight", "household"):
            w.draft.set_role(column.name, "ignore")
    w.scenario_page.refresh()
    return w


@pytest.fixture
def window(qtbot, small_demo):
    """The demo audit's attribute scenarios; membership has a test of its own (membership_window)."""
    w = _demo_window(qtbot, small_demo)
    w.scenario_page.membership.setChecked(False)
    w.scenario_page.commit()
    assert w.draft.membership is None
    return w


@pytest.fixture
def membership_window(qtbot, small_demo):
    return _demo_window(qtbot, small_demo)


def attack_item(window, attack_id):
    return next(i for i in window.attacks_page._attack_items() if i.data(0, Qt.ItemDataRole.UserRole)[1] == attack_id)


def only_attack(window, attack_id):
    for item in window.attacks_page._attack_items():
        wanted = item.data(0, Qt.ItemDataRole.UserRole)[1] == attack_id
        item.setCheckState(0, Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)


def run_and_wait(qtbot, window, timeout=180_000):
    with qtbot.waitSignal(window.run_finished, timeout=timeout) as blocker:
        assert window.run()
    return blocker.args[0]


def test_full_point_and_click_audit(qtbot, window):
    columns = window.data_page.columns_model
    names = [c.name for c in window.draft.columns]
    assert "person_id" in names and window.draft.column("person_id").role == "entity"
    # change a role: marital status becomes a secret too, then back to ignored
    row = names.index("marital_status")
    assert columns.setData(columns.index(row, 2), "secret")
    assert window.draft.column("marital_status").role == "secret"
    assert columns.setData(columns.index(row, 2), "ignore")
    assert not columns.setData(columns.index(names.index("sex"), 1), "continuous")  # text cannot be continuous

    only_attack(window, "best-row-match")
    window.attacks_page.tree.setCurrentItem(attack_item(window, "best-row-match"))
    editor = window.attacks_page.editors["missing_column_penalty"]
    editor.setValue(1.0)
    window.scenario_page.seed.setValue(7)
    window.tabs.setCurrentWidget(window.scenario_page)  # leaving the attacks page stores the form

    assert run_and_wait(qtbot, window) is False
    model = window.results_page.model
    assert window.draft.attacks == {"best-row-match": {"missing_column_penalty": 1.0}}
    assert len(model.results) == 8 and all(r.status == "ok" for r in model.results)
    assert all(r.attack_params["missing_column_penalty"] == 1.0 for r in model.results)
    verdicts = {model.data(model.index(i, model.VERDICT)) for i in range(model.rowCount())}
    assert "■■ serious risk" in verdicts and verdicts <= {"■■ serious risk", "■ at risk", "✓ safe", "? undetermined"}
    # the table sorts by severity, not by the verdict's text; ALC sorts by the number
    proxy = window.results_page.proxy
    severity = [proxy.data(proxy.index(i, model.VERDICT), Qt.ItemDataRole.UserRole) for i in range(proxy.rowCount())]
    assert severity == sorted(severity, reverse=True)
    proxy.sort(4, Qt.SortOrder.DescendingOrder)
    alcs = [proxy.data(proxy.index(i, 4), Qt.ItemDataRole.UserRole) for i in range(proxy.rowCount())]
    assert alcs == sorted(alcs, reverse=True)
    window.results_page.select_row(1)
    assert window.results_page.curves.axes.get_title().startswith("best-row-match")


def test_cancel_stops_the_run_and_keeps_finished_results(qtbot, window):
    """How fast Cancel takes effect is measured by `make bench` (bench/bench_window.py), not asserted
    here: on a busy machine any bound is a guess. What must hold is that it stops the run."""
    only_attack(window, "best-row-match")
    window.draft.settings["halting"].update({"work_budget": None, "max_attempts": 12_000})
    window.draft.settings["limits"]["isolate"] = True  # the default: the attack in a process of its own
    window.scenario_page.refresh()
    seen = []
    with qtbot.waitSignal(window.run_finished, timeout=600_000) as blocker:
        window.run()
        window.worker.event.connect(lambda event: isinstance(event, ScenarioFinished) and seen.append(event.result))
        qtbot.waitUntil(lambda: len(seen) >= 1, timeout=600_000)
        window.cancel()
    assert blocker.args[0] is True
    results = window.results_page.model.results
    assert results[0].status == "ok"  # finished before Cancel: kept
    assert any(r.status == "cancelled" for r in results)
    assert window.worker is None and window.run_action.isEnabled()


def test_window_handles_the_user_while_running(qtbot, window):
    """The run is worked off the window's thread: a click made while it runs is handled while it runs.
    How long the event loop ever waits is measured by `make bench`, not asserted here."""
    only_attack(window, "best-row-match")
    handled = []

    def click_while_running():
        if window.worker is None:  # not started yet, or already over: look again
            QTimer.singleShot(5, click_while_running)
            return
        window.tabs.setCurrentWidget(window.results_page)
        handled.append(window.worker is not None and window.tabs.currentWidget() is window.results_page)

    QTimer.singleShot(0, click_while_running)
    assert run_and_wait(qtbot, window) is False
    assert handled == [True]


def test_plugins_raising_or_ending_their_process_fail_only_their_rows(qtbot, tmp_path, monkeypatch, small_demo):
    # installed through entry-point metadata, so the audit's own process finds it too
    env = install_throwaway_plugins(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", env["PYTHONPATH"])
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_audit(small_demo)
    # containment is under test, not convergence: a short run of one secret, attacks on attributes alone
    w.draft.identity = w.draft.reidentification = None
    w.draft.settings["halting"]["max_attempts"] = 500
    w.draft.settings["baseline"]["models"] = ["majority"]
    w.draft.set_role("income", "ignore")
    for item in w.attacks_page._attack_items():
        wanted = item.data(0, Qt.ItemDataRole.UserRole)[1] in ("flaky", "crasher", "tiny-majority")
        item.setCheckState(0, Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)
    run_and_wait(qtbot, w)
    results = w.results_page.model.results
    flaky = [r for r in results if r.attack_id == "flaky"]
    crasher = [r for r in results if r.attack_id == "crasher"]
    others = [r for r in results if r.attack_id == "tiny-majority"]
    assert flaky and all(r.status == "failed" and "flaky attack failed on purpose" in r.error for r in flaky)
    assert crasher and all(r.status == "failed" and "exit code 7" in r.error for r in crasher)
    assert others and all(r.status == "ok" for r in others)
    row = results.index(flaky[0])
    assert "flaky attack failed on purpose" in w.results_page.model.data(w.results_page.model.index(row, HALTED))
    broken = [i for i in range(w.attacks_page.tree.topLevelItemCount())
              if w.attacks_page.tree.topLevelItem(i).text(0) == "Plugins that failed to load"]
    assert broken, "the catalog page lists the plugins that failed to load"


def test_save_and_reopen_an_audit(qtbot, window, tmp_path):
    window.draft.set_role("marital_status", "secret")
    only_attack(window, "best-row-match")
    window.scenario_page.seed.setValue(99)
    window.draft.settings["halting"]["max_attempts"] = 100
    run_and_wait(qtbot, window)
    ran = [r.to_dict() for r in window.results_page.model.results]
    path = tmp_path / "my audit.json"
    window.audit_path = path
    assert window.save_audit()
    other = MainWindow()
    qtbot.addWidget(other)
    assert other.open_audit(path)
    assert [(c.name, c.kind, c.role) for c in other.draft.columns] == [(c.name, c.kind, c.role) for c in window.draft.columns]
    assert other.draft.attacks == {"best-row-match": {}}
    assert other.draft.settings["seed"] == 99 and other.scenario_page.seed.value() == 99
    assert other.draft.warnings() == window.draft.warnings()
    reopened = [r.to_dict() for r in other.results_page.model.results]
    assert len(reopened) == len(ran) == 12 and reopened == ran


def test_bad_files_are_reported_and_nothing_is_lost(qtbot, window, tmp_path, isolated):
    before = [t.path for t in window.draft.releases]
    broken = tmp_path / "broken.parquet"
    broken.write_bytes(b"not parquet")
    assert not window.load_release(broken)
    assert isolated and "broken.parquet" in isolated[-1][1]
    assert [t.path for t in window.draft.releases] == before
    assert not window.open_audit(tmp_path / "missing.json")
    assert "missing.json" in isolated[-1][1]


def test_smoke_mode_runs_the_demo_and_writes_a_screenshot(tmp_path, small_demo):
    picture = tmp_path / "results.png"
    offline, network_log = offline_env(tmp_path)  # the window never reaches for a network either
    # the small demo with the quickest baseline: the window's run and its picture are under test, not the figures
    audit = small_demo_set(small_demo, tmp_path / "audit", baseline__models=["majority"])
    done = run_cli("gui", audit, "--run", "--screenshot", picture, "--quit", "--max-attempts", "400",
                   env_extra={"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path), **offline})
    assert done.returncode == 0, done.stderr
    assert not network_log.exists(), network_log.read_text()
    assert picture.stat().st_size > 20_000
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_several_attackers_and_the_last_settings(qtbot, window):
    only_attack(window, "best-row-match")
    window.tabs.setCurrentWidget(window.scenario_page)
    page = window.scenario_page
    for i in range(page.pick.count()):
        if page.pick.item(i).text() in ("age", "sex"):
            page.pick.item(i).setCheckState(Qt.CheckState.Checked)
    page._add_set()
    assert window.draft.extra_known_sets == [["age", "sex"]]
    assert window.draft.to_spec().known_sets == [["age", "sex", "region", "children", "hours_per_week"], ["age", "sex"]]
    page.seed.setValue(321)
    window.draft.settings["halting"]["max_attempts"] = 100
    run_and_wait(qtbot, window)
    knowns = {r.known for r in window.results_page.model.results}
    assert ("age", "sex") in knowns and len(window.results_page.model.results) == 16
    fresh = MainWindow()
    qtbot.addWidget(fresh)
    fresh.new_audit()
    assert fresh.draft.original is None and fresh.draft.settings["seed"] == 321


def test_tables_dropped_on_the_window_are_loaded(qtbot, tmp_path, repo_root):
    from PySide6.QtCore import QMimeData, QPointF, QUrl
    from PySide6.QtGui import QDropEvent

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    demo = repo_root / "anonguard" / "resources" / "demo"
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(demo / "population.csv")), QUrl.fromLocalFile(str(demo / "release_copy.csv"))])
    event = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    w.dropEvent(event)
    assert w.draft.original.path.name == "population.csv"
    assert [t.path.name for t in w.draft.releases] == ["release_copy.csv"]
    assert w.data_page.release_list.count() == 1


def test_a_million_row_preview_is_lazy(qtbot):
    import pandas as pd

    from anonguard.gui.models import FrameModel

    frame = pd.DataFrame({f"c{i}": np.arange(1_000_000) * (i + 1) for i in range(10)})
    from PySide6.QtWidgets import QTableView

    view = QTableView()
    qtbot.addWidget(view)
    model = FrameModel()
    view.setModel(model)
    view.show()
    model.set_frame(frame)  # how long this takes is measured by `make bench` (bench/bench_window.py)
    qtbot.wait(1)
    view.scrollToBottom()
    qtbot.wait(1)
    assert model.rowCount() == 1_000_000
    assert model.data(model.index(999_999, 9)) == str(999_999 * 10)


def test_closing_during_a_run_ends_the_audit_process(qtbot, window):
    only_attack(window, "best-row-match")
    window.draft.settings["halting"].update({"work_budget": None, "max_attempts": 12_000})
    window.draft.settings["limits"]["isolate"] = True  # the default: the attack in a process of its own
    window.scenario_page.refresh()
    assert window.run()
    assert not window.data_page.isEnabled() and not window.editing_actions[1].isEnabled()  # no opening another audit
    worker = window.worker
    qtbot.waitUntil(lambda: worker.process is not None and worker.process.is_alive(), timeout=30_000)
    process = worker.process
    window.close()  # returns only once the audit's process has ended
    assert not process.is_alive() and process.exitcode is not None


def test_viewing_the_scenario_page_does_not_round_settings(qtbot, window):
    window.draft.settings["measures"].update({"confidence": 0.99995, "prc_alpha": 3.0004})
    window.draft.settings["seed"] = 3_000_000_000
    window.scenario_page.refresh()
    window.tabs.setCurrentWidget(window.scenario_page)
    window.tabs.setCurrentWidget(window.data_page)
    assert window.draft.settings["measures"]["confidence"] == 0.99995
    assert window.draft.settings["measures"]["prc_alpha"] == 3.0004
    assert window.draft.settings["seed"] == 3_000_000_000


def test_audit_files_keep_their_meaning_through_the_window(repo_root):
    from anonguard.engine.audit import Audit
    from anonguard.engine.spec import AuditSpec
    from anonguard.gui.draft import AuditDraft

    spec = AuditSpec.load(repo_root / "anonguard" / "resources" / "demo" / "demo_audit.json")
    spec.known_sets = []  # every other column, the other secret included
    assert AuditDraft.from_spec(spec).to_spec().known_sets == []
    spec.known_sets = [["age", "sex"], ["region", "occupation"]]
    again = AuditDraft.from_spec(spec).to_spec()
    assert again.known_sets == spec.known_sets and "region" not in again.ignore
    Audit(again).prepare()


def test_smoke_mode_reports_a_missing_audit_instead_of_hanging(tmp_path):
    done = run_cli("gui", str(tmp_path / "missing.json"), "--quit",
                   env_extra={"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)})
    assert done.returncode == 2 and "missing.json" in done.stderr  # bad input: the exit-status contract's 2
    nowhere = tmp_path / "no such folder" / "shot.png"
    done = run_cli("gui", "--demo", "--screenshot", nowhere, "--quit",
                   env_extra={"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)})
    assert done.returncode == 2 and str(nowhere) in done.stderr, done.stderr


def test_selector_parameters_are_edited_on_the_scenario_page(window):
    page = window.scenario_page
    choose(page.mode, "pre-targeted")
    choose(page.selector, "rare-known-combination")
    page.selector_editors["max_count"].setValue(3)
    page.commit()
    targets = window.draft.settings["targets"]
    assert targets["selector"] == "rare-known-combination" and targets["selector_params"] == {"max_count": 3, "bins": 10}
    page.refresh()  # shown again from the audit, not from the defaults
    assert page.selector_editors["max_count"].value() == 3
    choose(page.mode, "random")
    page.commit()
    assert window.draft.settings["targets"]["selector_params"] == {}


def test_membership_results_page_and_setup(qtbot, membership_window, tmp_path):
    window = membership_window
    box = window.scenario_page.membership
    window.tabs.setCurrentWidget(window.scenario_page)
    assert box.isChecked() and box.path.text().endswith("non_members.csv") and box.population.value() == 202_000
    ticked = [box.attacks.item(i).data(Qt.ItemDataRole.UserRole) for i in range(box.attacks.count())
              if box.attacks.item(i).checkState() == Qt.CheckState.Checked]
    assert ticked == ["closest-distance", "density-ratio"]
    # membership only: no secret, the demo's non-member table
    for column in window.draft.columns:
        if column.role == "secret":
            window.draft.set_role(column.name, "known")
    run_and_wait(qtbot, window)
    page = window.membership_page
    assert not window.results_page.model.results and len(page.model.results) == 8
    assert window.tabs.tabText(6) == "7  Membership (8)"
    window.tabs.setCurrentWidget(page)
    copy_row = next(i for i, r in enumerate(page.model.results) if (r.release, r.attack_id) == ("copy", "closest-distance"))
    page.show_result(page.model.results[copy_row])
    assert page.roc.axes.get_xscale() == page.roc.axes.get_yscale() == "log"
    assert [line.get_label() for line in page.roc.axes.lines][:2] == ["chance (independent release)",
                                                                      "closest-distance (AUC 1.000)"]
    # the seven standard skews; the realistic 1:100 (202,000 people, 2,000 members) is one of them
    assert [t.get_text() for t in page.pr.axes.get_legend().get_texts()][5] == "1:100 (realistic)"
    assert len(page.pr.axes.get_legend().get_texts()) == 7
    assert page.points_model.rowCount() == 3 and page.claims_model.rowCount() == 20
    assert "hidden" in page.claims_note.text()
    # unticking the box leaves a plain attribute audit behind
    window.tabs.setCurrentWidget(window.scenario_page)
    box.setChecked(False)
    window.scenario_page.commit()
    assert window.draft.membership is None
    # saved results come back on the right page
    path = tmp_path / "membership audit.json"
    window.audit_path = path
    box.setChecked(True)
    box.path.setText(str(window.draft.original.path.parent / "non_members.csv"))
    window.scenario_page.commit()
    assert window.save_audit()
    other = MainWindow()
    qtbot.addWidget(other)
    assert other.open_audit(path)
    assert [r.to_dict() for r in other.membership_page.model.results] == [r.to_dict() for r in page.model.results]
    assert other.draft.membership.population == 202_000  # the box writes back what it shows
    assert [a.id for a in other.draft.membership.attacks] == ["closest-distance", "density-ratio"]


def test_the_attack_time_limit_is_a_setting_of_the_scenario_page(window):
    page = window.scenario_page
    page.refresh()
    label, field = page.fields[("limits", "attack_seconds")]
    assert field.value() == 1800 and window.draft.settings["limits"]["attack_seconds"] == 1800
    field.setValue(90)
    page.commit()
    assert window.draft.to_spec().settings.limits.attack_seconds == 90
    field.setValue(0)
    assert field.text() == "no limit"
    page.commit()
    assert window.draft.to_spec().settings.limits.attack_seconds is None
    page.refresh()
    assert field.text() == "no limit"


def test_the_scenario_page_sets_where_the_audit_runs(window):
    page = window.scenario_page
    workers = page.fields[("execution", "workers")][1]
    assert workers.value() == workers.minimum() and workers.specialValueText().startswith("one per core")
    workers.setValue(3)
    page.cluster.setText("  tcp://10.0.0.5:8786 ")
    page.shared_folder.setText("/shared/anonguard ")
    page.commit()
    execution = window.draft.to_spec().settings.execution
    assert (execution.workers, execution.cluster, execution.shared_folder) == (3, "tcp://10.0.0.5:8786",
                                                                                "/shared/anonguard")
    page.cluster.clear()
    page.shared_folder.clear()
    workers.setValue(workers.minimum())  # the lowest value reads "one per core ...": unset
    page.commit()
    execution = window.draft.to_spec().settings.execution
    assert (execution.workers, execution.cluster, execution.shared_folder) == (None, None, None)


def test_the_scenario_page_keeps_baselines_or_not_and_clears_those_kept(window, tmp_path, monkeypatch):
    monkeypatch.setenv("ANONGUARD_CACHE_DIR", str(tmp_path))
    kept = tmp_path / "baselines"
    kept.mkdir()
    for name in ("a", "b"):  # entries are named by their inputs' SHA-256: the cache touches no other file
        (kept / f"{hashlib.sha256(name.encode()).hexdigest()}.npz").write_bytes(b"x" * 2**20)
    page = window.scenario_page
    page.refresh()
    assert page.keep_cache.isChecked() and page.clear_cache.isEnabled()
    assert page.clear_cache.text() == "Clear kept baselines (2, 2.0 MB)"
    page.keep_cache.setChecked(False)
    page.commit()
    assert window.draft.to_spec().settings.execution.cache is False
    page.clear_cache.click()
    assert not list(kept.iterdir()) and not page.clear_cache.isEnabled()
    assert page.clear_cache.text() == "Clear kept baselines (0, 0.0 MB)"
