"""Scenarios run side by side in worker processes give exactly the results of one process; a worker
that dies is replaced, its scenarios run again, and what finished is kept."""

import json
import os
import signal
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.audit import Audit
from anonguard.engine.running.executors import LOST, groups_of, shared_limits, worker_count
from anonguard.engine.outcome import Kind
from anonguard.engine.settings import AuditSettings, LimitSettings, with_settings
from anonguard.engine.spec import AuditSpec, ComponentChoice
from anonguard.plugins import hookimpl
from anonguard.plugins.manager import load_catalog
from test_faults import Majority
from test_in_memory import _results


class KillsItsWorker(Majority):
    """Kills the process it runs in: once if $KILL_ONCE names a file not yet made, else always."""

    id = "kills-its-worker"

    def fit(self, task):
        once = os.environ.get("KILL_ONCE")
        if once is None or not Path(once).exists():
            if once is not None:
                Path(once).touch()
            os.kill(os.getpid(), signal.SIGKILL)
        return super().fit(task)


class Unsendable(Majority):
    """Its parameters cannot be pickled, so its result cannot leave the worker: an error outside the attack."""

    id = "unsendable"

    def get_params(self):  # once fitted (in the worker), a value no pickle can carry back
        return {"how": lambda: None} if hasattr(self, "value_") else {}


class _Plugin:
    @staticmethod
    @hookimpl
    def anonguard_attacks():
        return [Majority, KillsItsWorker, Unsendable]


class _S:
    def __init__(self, kind, secret=None, known=()):
        self.kind, self.secret, self.known = kind, secret, known
        self.group = (secret, known) if kind == Kind.ATTRIBUTE else None


def test_scenarios_sharing_a_baseline_form_one_group():
    a, b, m = _S(Kind.ATTRIBUTE, "income", ("age",)), _S(Kind.ATTRIBUTE, "sex", ("age",)), _S(Kind.MEMBERSHIP)
    scenarios = [a, b, a, m, b, m, _S(Kind.ATTRIBUTE, "income", ("age", "sex"))]
    assert groups_of(scenarios) == [[0, 2], [1, 4], [3], [5], [6]]
    assert worker_count(8, 3, 100) == 3 and worker_count(2, 5, 100) == 2 and worker_count(None, 1, 10**6) == 1
    assert worker_count(None, 1000, 10**6) == len(os.sched_getaffinity(0))  # unasked: one per core on a large table
    assert worker_count(None, 1000, 1000) == 1  # a small one runs in the audit's process


def test_the_demo_gives_the_same_results_with_one_worker_and_with_two(demo_results_in_one_process, small_demo):
    catalog = load_catalog()
    spec = AuditSpec.load(small_demo)  # the demo on its first 2,000 people
    spec.settings = with_settings(spec.settings, [("execution.workers", 2), ("halting.max_attempts", 400)])
    two = _results(Audit(spec, catalog).prepare())
    assert json.dumps(two, default=str) == demo_results_in_one_process  # one worker's, run once for the session
    assert len(two) == 28 and all(r["status"] == "ok" for r in two)  # identity results too


@pytest.fixture(scope="module")
def frames():
    rng = np.random.default_rng(5)
    n = 400
    original = pd.DataFrame({"a": rng.integers(0, 6, n), "s": rng.integers(0, 3, n), "t": rng.integers(0, 2, n)})
    return original, {"copy": original.copy()}


def _killing_audit(frames, attacks):
    original, releases = frames
    settings = AuditSettings.from_dict({"execution": {"workers": 2}, "limits": {"isolate": False},
                                        "baseline": {"models": ["majority"]}})
    catalog = load_catalog(extra_plugins=[("killers", _Plugin)], entry_points=False)
    return Audit.of_frames(original, releases, ["s", "t"], [["a"]], catalog=catalog, settings=settings,
                           attacks=[ComponentChoice(a) for a in attacks]).prepare()


def test_a_worker_killed_once_is_replaced_and_its_scenarios_run_again(frames, tmp_path, monkeypatch):
    monkeypatch.setenv("KILL_ONCE", str(tmp_path / "killed"))
    got = _results(_killing_audit(frames, ["majority", "kills-its-worker"]))
    assert (tmp_path / "killed").exists()  # it did kill a worker
    assert [(r["secret"], r["attack_id"], r["status"]) for r in got] == [
        ("s", "majority", "ok"), ("s", "kills-its-worker", "ok"), ("t", "majority", "ok"), ("t", "kills-its-worker", "ok")]
    for secret in ("s", "t"):  # run again, it predicts as the majority attack does: the same measures
        same = [r for r in got if r["secret"] == secret]
        assert same[0]["alc"] == same[1]["alc"] and same[0]["n_attempts"] == same[1]["n_attempts"]


def test_a_scenario_that_kills_every_worker_fails_its_rows_and_keeps_the_others(frames, monkeypatch):
    monkeypatch.delenv("KILL_ONCE", raising=False)
    got = _results(_killing_audit(frames, ["majority", "kills-its-worker"]))
    by = {(r["secret"], r["attack_id"]): r for r in got}
    for secret in ("s", "t"):
        assert by[(secret, "majority")]["status"] == "ok" and by[(secret, "majority")]["alc"] is not None
        killed = by[(secret, "kills-its-worker")]
        assert killed["status"] == "failed" and killed["error"] == LOST


def test_an_error_outside_any_scenario_fails_its_group_s_rows_and_ends_the_run(frames):
    got = _results(_killing_audit(frames, ["majority", "unsendable"]))
    by = {(r["secret"], r["attack_id"]): r for r in got}
    for secret in ("s", "t"):
        assert by[(secret, "majority")]["status"] == "ok"
        failed = by[(secret, "unsendable")]
        assert failed["status"] == "failed" and failed["error"].startswith("its worker failed outside the attack: ")
        assert "pickle" in failed["error"].lower()


def test_workers_share_the_machine_s_memory_unless_a_limit_is_set():
    machine = 12 * 2**30  # three quarters of a 16 GB machine
    assert shared_limits(LimitSettings(), 4, machine).memory_mb == 3 * 1024
    assert shared_limits(LimitSettings(memory_mb=500), 4, machine).memory_mb == 500  # set: kept
    assert shared_limits(LimitSettings(memory_mb=0), 4, machine).memory_mb == 0  # no limit: kept
    assert shared_limits(LimitSettings(), 1, machine).memory_mb is None  # one process: the default as it is
    assert shared_limits(LimitSettings(), 4, None).memory_mb is None  # a system that does not say
