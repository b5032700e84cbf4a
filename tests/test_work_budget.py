"""Work budgets, not clocks, decide the answer (issue 32): how many people a scenario attacks is planned
from counts before it runs, so the same audit gives byte-identical results on an idle and on a loaded
machine, and an audit file re-run reproduces them; a time limit may stop a run, but its result says so
and never reads safe."""

import json
import multiprocessing

import numpy as np
import pandas as pd

from anonguard.engine.audit import Audit
from anonguard.engine.claims.halting import CELLS, DECIDED, TIME_BUDGET, WORK_BUDGET, attribute_cells, plan_work
from anonguard.engine.settings import AuditSettings
from anonguard.engine.spec import ComponentChoice
from conftest import run_cli
from known_answer import KEYS, known_frames

VOLATILE = {"seconds", "attempts"}  # wall-clock time; per-attempt records are written only on request


def _halting(**values):
    return AuditSettings.from_dict({"halting": values}).halting


def test_the_plan_follows_from_counts_alone():
    demo = attribute_cells(release_rows=12_000, known=5, train_rows=11_000, block_rows=1000)
    assert plan_work(_halting(), 12_000, demo).attack_all  # the demo's scenarios: every person, by default
    census = attribute_cells(release_rows=1_000_000, known=5, train_rows=100_000, block_rows=1000)
    plan = plan_work(_halting(), 1_000_000, census)
    assert not plan.attack_all and plan.affordable == int(20_000 * CELLS // census)
    assert plan_work(_halting(work_budget=None), 1_000_000, census).attack_all
    assert plan_work(_halting(work_budget=0), 50, 1.0).affordable is None  # the halting rule alone
    assert plan_work(_halting(max_attempts=100), 1_000_000, census).attack_all  # the capped attempts fit


def test_an_old_audit_files_time_budget_keeps_the_words_that_did_not_depend_on_the_machine():
    assert AuditSettings.from_dict({"halting": {"time_budget_seconds": None}}).halting.work_budget is None
    assert AuditSettings.from_dict({"halting": {"time_budget_seconds": 0}}).halting.work_budget == 0
    assert AuditSettings.from_dict({"halting": {"time_budget_seconds": 300}}).halting == _halting()


def _known(f: float, s: float, seed: int, **halting) -> Audit:
    """Best row match on 3,000 people of whom a share f is copied into the release (tests/known_answer.py),
    in this process, under the `halting` settings given."""
    original, release = known_frames(3000, f, s, seed)
    settings = AuditSettings.from_dict({"seed": seed, "baseline": {"models": ["majority"]}, "limits": {"isolate": False},
                                        "halting": halting})
    return Audit.of_frames(original, {"known": release}, ["secret"], [KEYS], attacks=[ComponentChoice("best-row-match")],
                           kinds={k: "continuous" for k in KEYS}, settings=settings)


def _busy() -> None:
    while True:
        pass


def _results(audit) -> list[dict]:
    list(audit.run())
    return [{k: v for k, v in r.to_dict().items() if k not in VOLATILE} for r in audit.results]


def test_a_loaded_machine_gives_the_same_results_as_an_idle_one():
    # a budget that pays for some of the 3,000 people only: the halting rule and the budget decide, as a
    # time budget did on a large table, and the loaded run must stop where the idle one did
    idle = _results(_known(0.3, 0.2, 5, work_budget=20))
    hogs = [multiprocessing.get_context("spawn").Process(target=_busy, daemon=True) for _ in range(2)]
    for hog in hogs:
        hog.start()
    try:
        loaded = _results(_known(0.3, 0.2, 5, work_budget=20))
    finally:
        for hog in hogs:
            hog.terminate()
            hog.join()
    assert idle[0]["halt_reason"] in (DECIDED, WORK_BUDGET) and idle[0]["n_attempts"] < 3000
    assert json.dumps(loaded, sort_keys=True) == json.dumps(idle, sort_keys=True)


def test_a_run_the_clock_stopped_says_so_and_never_reads_safe():
    converged = _known(0.0, 0.0, 3, batch_size=2000)
    list(converged.run())
    assert converged.results[0].verdict == "safe"
    clocked = _known(0.0, 0.0, 3, batch_size=2000, time_limit_seconds=1e-9)
    list(clocked.run())
    result = clocked.results[0]
    assert (result.halt_reason, result.n_attempts, result.verdict) == (TIME_BUDGET, 2000, "undetermined")
    assert "not the recorded answer" in result.verdict_note


def test_the_audit_file_records_the_work_budget_and_a_rerun_reproduces(tmp_path):
    rng = np.random.default_rng(2)
    original = pd.DataFrame({"a": rng.integers(0, 30, 2000), "b": rng.integers(0, 4, 2000), "s": rng.integers(0, 3, 2000)})
    release = original.assign(s=np.where(rng.random(2000) < 0.5, original["s"], rng.integers(0, 3, 2000)))
    original.to_csv(tmp_path / "o.csv", index=False)
    release.to_csv(tmp_path / "r.csv", index=False)
    run_cli("audit", "--original", tmp_path / "o.csv", "--release", tmp_path / "r.csv", "--secret", "s", "--known",
            "a,b", "--attack", "best-row-match", "--work-budget", "2", "--format", "json", "--out", tmp_path / "first",
            check_exit=0)
    saved = json.loads((tmp_path / "first" / "audit.anonguard.json").read_text())
    assert saved["settings"]["halting"]["work_budget"] == 2 and saved["settings"]["halting"]["time_limit_seconds"] is None
    run_cli("audit", "--config", tmp_path / "first" / "audit.anonguard.json", "--format", "json",
            "--out", tmp_path / "again", check_exit=0)
    first, again = ([{k: v for k, v in r.items() if k not in VOLATILE}
                     for r in json.loads((tmp_path / folder / "audit.json").read_text())["results"]]
                    for folder in ("first", "again"))
    assert first[0]["n_attempts"] < 2000 and first[0]["halt_reason"] in (DECIDED, WORK_BUDGET)
    assert json.dumps(again, sort_keys=True) == json.dumps(first, sort_keys=True)
