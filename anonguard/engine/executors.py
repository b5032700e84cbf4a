"""Where an audit's scenarios run: one after another in the audit's process, side by side in worker
processes of this machine, or on a Dask cluster (engine/cluster.py).

Scenarios are grouped by what they share: every attribute scenario of one secret and known set
uses one non-member baseline, so a group runs in one process and fits it once; a membership
scenario is a group of its own. Groups run in a process pool (`execution.workers`, default one per
core) as plain `Audit.run_scenarios` calls on a copy of the prepared audit, so a scenario computes
exactly what it would compute alone: the same seed gives the same results with one worker or many.
Every attack still runs in a process of its own under the audit's limits (engine/isolation.py).

Events stream back through a queue as they happen. Cancel reaches every worker through a shared
flag. A worker that dies (killed, out of memory) breaks the pool: the scenarios it and the others
had not finished run once more, each group in a pool of its own, and fail their rows if their
worker is lost again; what finished is kept.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from anonguard.engine.events import AuditEvent, ScenarioFinished, ScenarioSkipped
from anonguard.engine.library_warnings import add_once, captured
from anonguard.engine.outcome import Kind, Status
from anonguard.process_limits import end_with_parent, keep_freed_memory

POLL_SECONDS = 0.05
LOST = ("the worker process running it stopped before it finished (killed, or out of memory) in two tries; "
        "the other scenarios are kept: run it again alone, or with more memory")


def groups_of(scenarios: Sequence[Any]) -> list[list[int]]:
    """Indices of the scenarios that share their inputs, in the order they first appear."""
    groups: dict[tuple, list[int]] = {}
    for index, scenario in enumerate(scenarios):
        key = (scenario.secret, scenario.known) if scenario.kind == Kind.ATTRIBUTE else ("alone", index)
        groups.setdefault(key, []).append(index)
    return list(groups.values())


POOL_FROM_ROWS = 20_000  # below this, starting a worker (about 2 s of imports) costs more than a group gains


def worker_count(wanted: int | None, groups: int, rows: int) -> int:
    """Processes worth starting, never more than the groups: as many as asked; unasked (None), one per
    core once the original is large enough for a group's work to outweigh a worker's start."""
    if wanted is None:
        wanted = (os.cpu_count() or 1) if rows >= POOL_FROM_ROWS else 1
    return max(1, min(wanted, groups))


def execute(audit: Any, cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
    """Run every scenario of the prepared `audit`; yields their events, each ending in ScenarioFinished
    or ScenarioSkipped."""
    groups = groups_of(audit.scenarios)
    if audit.settings.execution.cluster:
        from anonguard.engine.cluster import on_cluster

        yield from on_cluster(audit, groups, audit.settings.execution.cluster, cancelled)
        return
    workers = worker_count(audit.settings.execution.workers, len(groups), len(audit.data.original))
    if workers == 1:
        yield from audit.run_scenarios(range(len(audit.scenarios)), cancelled)
    else:
        yield from _in_pool(audit, groups, workers, cancelled)


def _in_pool(audit: Any, groups: list[list[int]], workers: int, cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
    """All groups in one pool; then each group a lost worker left unfinished in a pool of its own, so a
    scenario that kills its worker again takes no other group down with it."""
    ctx = multiprocessing.get_context("spawn")  # a worker never inherits the parent's threads or locks
    stop = ctx.Event()
    payload = pickle.dumps(audit, protocol=pickle.HIGHEST_PROTOCOL)
    ended: set[int] = set()

    def run(batch: list[list[int]], processes: int) -> Iterator[AuditEvent]:
        # a fresh queue, so nothing a lost pool still had on its way arrives twice; a simple one, whose put
        # is written before it returns, so a worker killed right after a scenario ended does not lose it
        events = ctx.SimpleQueue()
        pool = ProcessPoolExecutor(processes, mp_context=ctx, initializer=_install, initargs=(payload, events, stop))
        running: dict[Future, list[int]] = {}
        try:
            running = {pool.submit(_run_group, group): group for group in batch}
            yield from _stream(running, events, stop, ended, cancelled, audit.warnings)
        finally:
            if _unfinished(running):  # the caller stopped listening (Ctrl-C, SIGTERM, a closed window)
                stop.set()
            pool.shutdown(wait=True, cancel_futures=True)

    yield from run(groups, workers)
    for group in groups:
        left = [index for index in group if index not in ended]
        if left:
            yield from run([left], 1)
    for index in sorted(set(range(len(audit.scenarios))) - ended):
        result = audit.scenarios[index].new_result()
        result.status, result.error = Status.FAILED, LOST
        yield ScenarioFinished(index, len(audit.scenarios), result)


def _stream(running: dict[Future, list[int]], events: Any, stop: Any, ended: set[int], cancelled: Callable[[], bool],
            warnings: list[str]) -> Iterator[AuditEvent]:
    """Events of the running groups until each has ended every scenario or its worker was lost."""
    waiting = {index for group in running.values() for index in group}
    while waiting:
        if cancelled():
            stop.set()
        if events.empty():
            waiting -= _lost(running)
            time.sleep(POLL_SECONDS)
            continue
        event = events.get()
        if isinstance(event, (ScenarioFinished, ScenarioSkipped)):
            ended.add(event.index)
            waiting.discard(event.index)
        yield event
    for future in running:  # the groups' warnings, in the order the groups were given
        if future.exception() is None:
            for line in future.result():
                add_once(warnings, line)


def _unfinished(running: dict[Future, list[int]]) -> bool:
    return any(not future.done() for future in running)


def _lost(running: dict[Future, list[int]]) -> set[int]:
    """Scenarios of groups whose worker died: their events will never come."""
    lost: set[int] = set()
    for future, group in running.items():
        if future.done() and isinstance(future.exception(), BrokenProcessPool):
            lost.update(group)
    return lost


# -- in a worker process ------------------------------------------------------------------------

_worker: dict[str, Any] = {}


def _install(payload: bytes, events: Any, stop: Any) -> None:
    end_with_parent()  # an audit process that is killed leaves no worker running on
    keep_freed_memory()
    _worker.update(audit=pickle.loads(payload), events=events, stop=stop)


def _run_group(indices: list[int]) -> list[str]:
    """Run one group in this worker, putting its events on the queue; returns the warnings raised."""
    audit, events, stop = _worker["audit"], _worker["events"], _worker["stop"]
    audit.warnings = []
    with captured(audit.warnings):
        for event in audit.run_scenarios(indices, stop.is_set, f"worker process {os.getpid()}"):
            events.put(event)
    return audit.warnings
