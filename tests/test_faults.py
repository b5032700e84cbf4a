"""Fault isolation: attacks that raise, overrun their time, exhaust memory or kill their own process
fail their own rows; the audit and the other attacks carry on, and Cancel always works."""

import ctypes
import multiprocessing
import os
import sys
import tempfile
import threading
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.audit import Audit
from anonguard.engine.running.isolation import Isolated, PluginFailure
from anonguard.engine.settings import AuditSettings, LimitSettings
from anonguard.engine.spec import AuditSpec, ComponentChoice, ReleaseSpec, TableRef
from anonguard.plugins import hookimpl
from anonguard.plugins.api import Attack, Predictions
from anonguard.plugins.manager import load_catalog


class Majority(Attack):
    id, title, description = "majority", "Majority", "The release's most common secret for everyone."

    def fit(self, task):
        values = np.concatenate([t.data[task.secret].to_numpy() for t in task.tables_with(task.secret)])
        uniques, counts = np.unique(values, return_counts=True)
        self.value_ = uniques[counts.argmax()]
        return self

    def predict(self, targets):
        n = len(targets)
        return Predictions(np.full(n, self.value_), np.full(n, 0.5), np.zeros(n, bool))


class Raises(Majority):
    id = "raises"

    def fit(self, task):
        raise KeyError("a column this attack expected")


def stuck_marker() -> Path:
    """A file a stuck attack makes once it is stuck, named after the audit's process (this test's)."""
    parent = multiprocessing.parent_process()
    return Path(tempfile.gettempdir()) / f"anonguard-stuck-{parent.pid if parent else os.getpid()}"


class Sleeps(Majority):
    id = "sleeps"

    def predict(self, targets):
        stuck_marker().touch()
        threading.Event().wait(3600)  # stuck for good: the audit ends only if the attack is stopped


class Exits(Majority):
    id = "exits"

    def predict(self, targets):
        os._exit(7)


class Segfaults(Majority):
    id = "segfaults"

    def fit(self, task):
        ctypes.string_at(0)  # reads address 0: a fault in native code


class Hogs(Majority):
    id = "hogs"

    def fit(self, task):
        self.hoard_ = np.ones(2**31)  # 16 GB
        return self


class _Plugin:
    @staticmethod
    @hookimpl
    def anonguard_attacks():
        return [Majority, Raises, Sleeps, Exits, Segfaults, Hogs]


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("faults")
    rng = np.random.default_rng(3)
    frame = pd.DataFrame({"a": rng.integers(0, 5, 600), "b": rng.integers(0, 3, 600), "s": rng.integers(0, 2, 600)})
    frame.to_csv(folder / "original.csv", index=False)
    frame.to_csv(folder / "release.csv", index=False)
    return folder


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(extra_plugins=[("faults", _Plugin)], entry_points=False)


def audit(folder, catalog, attacks, **limits):
    spec = AuditSpec(TableRef("original.csv"), [ReleaseSpec("release", [TableRef("release.csv")])], ["s"],
                     attacks=[ComponentChoice(a) for a in attacks], base_dir=folder,
                     settings=AuditSettings.from_dict({"limits": limits}))
    return Audit(spec, catalog).prepare()


def statuses(audit, cancelled=lambda: False):
    for _ in audit.run(cancelled):
        pass
    return {r.attack_id: (r.status, r.error) for r in audit.results}


def test_every_kind_of_failure_stays_on_its_own_row(folder, catalog):
    found = statuses(audit(folder, catalog, ["raises", "majority", "sleeps", "exits", "segfaults", "majority"],
                           attack_seconds=6))  # what works must finish within it however busy the machine
    assert found["raises"] == ("failed", "KeyError: 'a column this attack expected'")
    assert found["sleeps"][0] == "failed" and "exceeded its time limit of 6 s" in found["sleeps"][1]
    assert found["exits"][0] == "failed" and "exit code 7" in found["exits"][1]
    assert found["segfaults"][0] == "failed" and "crashed (SIGSEGV)" in found["segfaults"][1]
    assert found["majority"] == ("ok", None)  # both majority rows, one before and one after the failures


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the memory cap uses Linux's RLIMIT_AS")
def test_an_attack_that_exhausts_memory_fails_with_the_limit_named(folder, catalog):
    found = statuses(audit(folder, catalog, ["hogs", "majority"], memory_mb=1500))
    status, error = found["hogs"]
    assert status == "failed" and "MemoryError: Unable to allocate 16.0 GiB" in error
    assert "ran out of memory: its limit of 1,500 MB; setting limits.memory_mb" in error
    assert found["majority"] == ("ok", None)


def test_cancel_stops_an_attack_stuck_in_its_own_code(folder, catalog):
    """Cancel is asked once the attack is stuck (an hour's wait): that the audit returns at all shows
    the attack was stopped. How soon is measured by `make bench` (bench/bench_window.py)."""
    marker = stuck_marker()
    marker.unlink(missing_ok=True)
    the_audit = audit(folder, catalog, ["sleeps", "majority"], attack_seconds=None)
    found = statuses(the_audit, cancelled=marker.exists)
    marker.unlink(missing_ok=True)
    assert found["sleeps"][0] == "cancelled" and found["majority"][0] == "cancelled"


def test_without_isolation_attacks_run_in_the_audits_process(folder, catalog):
    found = statuses(audit(folder, catalog, ["raises", "majority"], isolate=False))
    assert found == {"raises": ("failed", "KeyError: 'a column this attack expected'"), "majority": ("ok", None)}


def test_the_isolated_and_the_in_process_run_measure_the_same(folder):
    catalog = load_catalog()
    isolated, direct = (audit(folder, catalog, ["best-row-match"], isolate=flag) for flag in (True, False))
    statuses(isolated), statuses(direct)
    (a,), (b,) = isolated.results, direct.results
    assert a.status == b.status == "ok"
    assert (a.alc, a.n_attempts, a.attack.precision) == (b.alc, b.n_attempts, b.attack.precision)


def test_an_attack_that_cannot_be_sent_to_a_process_says_what_to_do(folder):
    class Local(Majority):  # defined in a function: it cannot be pickled
        id = "local"

    with Isolated(Local(), LimitSettings()) as attack, pytest.raises(PluginFailure, match="define its class at module level"):
        attack.fit(None)


def test_limit_settings_are_checked():
    with pytest.raises(ValueError, match="limits.attack_seconds must be positive"):
        AuditSettings.from_dict({"limits": {"attack_seconds": 0}})
    with pytest.raises(ValueError, match="limits.memory_mb must lie between 0 and"):
        AuditSettings.from_dict({"limits": {"memory_mb": -1}})
