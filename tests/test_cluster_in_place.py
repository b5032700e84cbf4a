"""Inside a daemon process (a Dask worker as Dask starts it), which may start no process, plugins run in a
thread of the process itself: they compute what a process of their own computes, fail their own row, and
are still stopped at Cancel and at the time limit."""

import threading

import pytest

from anonguard.engine.running.isolation import Isolated, PluginFailure
from anonguard.engine.settings import LimitSettings
from test_faults import Majority, audit, catalog, folder, statuses, stuck_marker  # noqa: F401  (fixtures)


@pytest.fixture(autouse=True)
def a_daemon(monkeypatch):
    monkeypatch.setattr("anonguard.engine.running.isolation.may_start_processes", lambda: False)


def test_failures_and_the_time_limit_stay_on_their_own_rows(folder, catalog):  # noqa: F811
    # what works finishes within the limit however busy the machine
    found = statuses(audit(folder, catalog, ["raises", "majority", "sleeps", "majority"], attack_seconds=3))
    assert found["raises"] == ("failed", "KeyError: 'a column this attack expected'")
    assert found["sleeps"][0] == "failed" and "exceeded its time limit of 3 s" in found["sleeps"][1]
    assert found["majority"] == ("ok", None)


def test_cancel_stops_waiting_for_an_attack_stuck_in_native_code(folder, catalog):  # noqa: F811
    marker = stuck_marker()
    marker.unlink(missing_ok=True)
    found = statuses(audit(folder, catalog, ["sleeps", "majority"], attack_seconds=None), cancelled=marker.exists)
    marker.unlink(missing_ok=True)
    assert found["sleeps"][0] == "cancelled" and found["majority"][0] == "cancelled"


class Spins(Majority):
    """Works in Python for good: the exception raised in its thread ends it (its `finally` runs)."""

    id = "spins"
    ended = threading.Event()

    def fit(self, task):
        try:
            while True:
                pass
        finally:
            Spins.ended.set()


def test_a_plugin_working_in_python_is_ended_not_only_left_behind():
    with Isolated(Spins(), LimitSettings(attack_seconds=0.5)) as attack, pytest.raises(PluginFailure, match="time limit"):
        attack.fit(None)
    assert Spins.ended.wait(60)


class Keeps(Majority):
    """Changes what it is given and keeps a reference to it."""

    id = "keeps"

    def fit(self, task):
        task.append("seen")
        self.task_ = task
        return self

    def predict(self, targets):
        return self.task_


def test_the_plugin_works_on_copies_as_in_a_process_of_its_own():
    original, task = Keeps(), ["given"]
    with Isolated(original, LimitSettings()) as attack:
        assert attack.fit(task) is attack
        answer = attack.predict(None)
    assert answer == ["given", "seen"] and task == ["given"] and not hasattr(original, "task_")
