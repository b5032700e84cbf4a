"""Within an audit's run, a plugin's process that finished cleanly serves the next plugin (engine/running/
isolation.py): one that failed, ran under other limits, or outlived the run is never reused."""

import os
from pathlib import Path

import pytest

from anonguard.engine.running.isolation import PluginFailure, contained, reusing_children
from anonguard.engine.settings import LimitSettings


class Where:
    """A plugin that tells which process it runs in, and what it was made with."""

    def __init__(self, tag: str = "") -> None:
        self.tag = tag

    def fit(self, *_):
        self.fitted_ = True
        return self

    def claims(self, _):
        return os.getpid(), self.tag, getattr(self, "fitted_", False)


class Fails(Where):
    def fit(self, *_):
        raise ValueError("this plugin fails on purpose")


def _run(component, limits=None):
    with contained(component, limits or LimitSettings(), "the attack") as plugin:
        return plugin.fit().claims(None)


def _ended(pid: int) -> bool:
    """Gone, or a zombie its fork server has yet to reap."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def test_a_clean_child_serves_the_next_plugin_with_that_plugin_alone():
    with reusing_children():
        first, second = _run(Where("first")), Where("second")
        second_pid, tag, fitted = _run(second)
    assert second_pid == first[0] != os.getpid()
    assert (tag, fitted) == ("second", True)  # the new plugin, fitted in the reused child
    assert not hasattr(second, "fitted_")  # still the audit's copy that was sent


def test_a_child_whose_plugin_failed_is_not_reused():
    with reusing_children():
        before = _run(Where())[0]
        with contained(Fails(), LimitSettings(), "the attack") as plugin, pytest.raises(PluginFailure, match="on purpose"):
            plugin.fit()
        after = _run(Where())[0]
    assert after != before  # the failed plugin took the kept child; the next one had to start afresh


def test_children_are_not_shared_across_memory_limits_or_outside_a_run():
    with reusing_children():
        default = _run(Where())[0]
        capped = _run(Where(), LimitSettings(memory_mb=4096))[0]
        assert capped != default
        assert _run(Where())[0] == default
    outside = [_run(Where())[0] for _ in range(2)]
    assert outside[0] != outside[1] and default not in outside


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads the process table from /proc")
def test_the_kept_children_end_with_the_run():
    with reusing_children():
        pids = {_run(Where())[0], _run(Where(), LimitSettings(memory_mb=4096))[0]}
        assert not any(_ended(pid) for pid in pids)
    assert all(_ended(pid) for pid in pids)
