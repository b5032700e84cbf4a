"""Where an audit's scenarios run: one after another in the audit's process, side by side in worker
processes of this machine, or on a Dask cluster (engine/cluster.py).

Scenarios are grouped by what they share: every attribute scenario of one secret and known set
uses one non-member baseline, so a group runs in one process and fits it once; a membership
scenario is a group of its own. Groups run in a process pool (`execution.workers`, default one per
core) as plain `Audit.run_scenarios` calls on a copy of the prepared audit, so a scenario computes
exactly what it would compute alone: the same seed gives the same results with one worker or many.
Every attack still runs in a process of its own under the audit's limits (engine/isolation.py); with
the memory limit unset, the machine's default is shared among the workers (`shared_limits`).

Events stream back through a queue as they happen. Cancel reaches every worker through a shared
flag. A worker that dies (killed, out of memory) breaks the pool: the scenarios it and the others
had not finished run once more, each group in a pool of its own, and fail their rows if their
worker is lost again; what finished is kept. An error outside any scenario fails its group's
rows with that error, and is not run again.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import queue
import signal
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import replace
from typing import Any

from anonguard.engine.events import AuditEvent, ScenarioFinished, ScenarioSkipped
from anonguard.engine.running.isolation import named
from anonguard.engine.library_warnings import add_once, captured
from anonguard.engine.outcome import Status
from anonguard.engine.settings import LimitSettings
from anonguard.phrases import say
from anonguard.process_limits import end_with_parent, keep_freed_memory, three_quarters_of_memory

POLL_SECONDS = 0.05
GRACE_SECONDS = 5.0  # a worker asked to stop has this long before it is ended
LOST = say("the worker process running it stopped before it finished (killed, or out of memory) in two tries; the "
           "other scenarios are kept: run it again alone, or with more memory")


def groups_of(scenarios: Sequence[Any]) -> list[list[int]]:
    """Indices of the scenarios that share their inputs, in the order they first appear."""
    groups: dict[tuple, list[int]] = {}
    for index, scenario in enumerate(scenarios):
        group = getattr(scenario, "group", None)
        key = ("alone", index) if group is None else (scenario.kind, group)
        groups.setdefault(key, []).append(index)
    return list(groups.values())


POOL_FROM_ROWS = 20_000  # below this, starting a worker (about 2 s of imports) costs more than a group gains


def worker_count(wanted: int | None, groups: int, rows: int) -> int:
    """Processes worth starting, never more than the groups: as many as asked; unasked (None), one per
    core once the original is large enough for a group's work to outweigh a worker's start."""
    if wanted is None:
        wanted = usable_cores() if rows >= POOL_FROM_ROWS else 1
    return max(1, min(wanted, groups))


def usable_cores() -> int:
    """The cores this process may use (its affinity, where the system says; a container's limit)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on every system
        return os.cpu_count() or 1


def execute(audit: Any, cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
    """Run every scenario of the prepared `audit`; yields their events, each ending in ScenarioFinished
    or ScenarioSkipped."""
    groups = groups_of(audit.scenarios)
    if audit.settings.execution.cluster:
        from anonguard.engine.running.cluster import on_cluster

        yield from on_cluster(audit, groups, audit.settings.execution.cluster, cancelled)
        return
    workers = worker_count(audit.settings.execution.workers, len(groups), len(audit.data.original))
    payload = _pickled(audit) if workers > 1 else None
    if payload is None:
        yield from audit.run_scenarios(range(len(audit.scenarios)), cancelled)
    else:
        yield from _in_pool(audit, payload, groups, workers, cancelled)


def _pickled(audit: Any) -> bytes | None:
    """The audit as a worker receives it; None (and a warning) when something in it cannot travel, e.g.
    a plugin's parameter that is a function: then it runs in this process."""
    try:
        return pickle.dumps(audit, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception as exc:
        add_once(audit.warnings, say("the scenarios ran one after another in the audit's process: the audit could not "
                                     "be sent to worker processes ({kind}: {problem})", kind=type(exc).__name__,
                                     problem=exc))
        return None


def _in_pool(audit: Any, payload: bytes, groups: list[list[int]], workers: int,
             cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
    """All groups in one pool; then each group a lost worker left unfinished in a pool of its own, so a
    scenario that kills its worker again takes no other group down with it."""
    ctx = multiprocessing.get_context("spawn")  # a worker never inherits the parent's threads or locks
    stop = ctx.Event()
    ended: set[int] = set()
    failures: dict[int, str] = {}
    # events travel through a manager's queues: a put is complete once it returns (a worker killed right
    # after a scenario ended loses nothing, and none can leave half a message), and never blocks on a
    # reader that has stopped reading
    with ctx.Manager() as manager:

        def run(batch: list[list[int]], processes: int) -> Iterator[AuditEvent]:
            events = manager.Queue()  # a fresh one: nothing a lost pool still had on its way arrives twice
            pool = ProcessPoolExecutor(processes, mp_context=ctx, initializer=_install,
                                       initargs=(payload, events, stop, processes))
            running: dict[Future, list[int]] = {}
            heard_all = False
            try:
                running = {pool.submit(_run_group, group): group for group in batch}
                yield from _stream(running, events, stop, ended, failures, cancelled, audit.warnings)
                heard_all = True
            finally:
                _close(pool, running, stop, stopped_listening=not heard_all)

        yield from run(groups, workers)
        for group in groups:
            left = [index for index in group if index not in ended and index not in failures]
            if left:
                yield from run([left], 1)
    for index in sorted(set(range(len(audit.scenarios))) - ended):
        result = audit.scenarios[index].new_result()
        result.status, result.error = Status.FAILED, failures.get(index, LOST)
        yield ScenarioFinished(index, len(audit.scenarios), result)


def _stream(running: dict[Future, list[int]], events: Any, stop: Any, ended: set[int], failures: dict[int, str],
            cancelled: Callable[[], bool], warnings: list[str]) -> Iterator[AuditEvent]:
    """Events of the running groups until each has ended every scenario, or its task ended without: its
    worker lost (run again later) or an error outside any scenario (its rows fail with it)."""
    waiting = {index for group in running.values() for index in group}
    while waiting:
        if cancelled():
            stop.set()
        try:
            event = pickle.loads(events.get(timeout=POLL_SECONDS))
        except queue.Empty:
            waiting -= _ended_without_events(running, events, failures)
            continue
        if isinstance(event, (ScenarioFinished, ScenarioSkipped)):
            ended.add(event.index)
            waiting.discard(event.index)
        yield event
    for future in running:  # the groups' warnings, in the order the groups were given
        if future.done() and future.exception() is None:
            for line in future.result():
                add_once(warnings, line)


def _ended_without_events(running: dict[Future, list[int]], events: Any, failures: dict[int, str]) -> set[int]:
    """Scenarios of tasks that are over while nothing is left on the queue: their events will never come."""
    over: set[int] = set()
    for future, group in running.items():
        if future.done() and events.empty():
            error = future.exception()
            if error is not None and not isinstance(error, BrokenProcessPool):
                for index in group:
                    failures.setdefault(index, say("its worker failed outside the attack: {error}", error=named(error)))
            over.update(group)
    return over


def _close(pool: ProcessPoolExecutor, running: dict[Future, list[int]], stop: Any, stopped_listening: bool) -> None:
    """End the pool. When the caller stopped listening midway (Ctrl-C, SIGTERM, a closed window) the
    workers are asked to stop, given a moment to, and then ended; otherwise every scenario has ended
    and a task still finishing (its last event came before its return) is waited for."""
    if stopped_listening and any(not future.done() for future in running):
        stop.set()
        wait(running, timeout=GRACE_SECONDS)
        for process in list(getattr(pool, "_processes", {}).values()):  # the pool offers no public way
            if process.is_alive():
                process.terminate()
    pool.shutdown(wait=True, cancel_futures=True)


# -- in a worker process ------------------------------------------------------------------------

_worker: dict[str, Any] = {}


def shared_limits(limits: LimitSettings, workers: int, machine: int | None) -> LimitSettings:
    """The limits of an attack in one of `workers` processes: unset, the memory default (three quarters of
    the `machine`'s, in bytes) is shared among them, since as many attacks may run at once."""
    if limits.memory_mb is not None or machine is None or workers <= 1:
        return limits
    return replace(limits, memory_mb=max(machine // workers // 2**20, 1))


def _install(payload: bytes, events: Any, stop: Any, workers: int) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the audit's to handle: it stops the workers
    end_with_parent()  # an audit process that is killed leaves no worker running on
    keep_freed_memory()
    audit = pickle.loads(payload)
    limits = shared_limits(audit.settings.limits, workers, three_quarters_of_memory())
    audit.settings = replace(audit.settings, limits=limits)
    _worker.update(audit=audit, events=events, stop=stop)


def _run_group(indices: list[int]) -> list[str]:
    """Run one group in this worker, putting its events on the queue; returns the warnings raised."""
    audit, events, stop = _worker["audit"], _worker["events"], _worker["stop"]
    audit.warnings = []
    with captured(audit.warnings):
        for event in audit.run_scenarios(indices, stop.is_set, f"worker process {os.getpid()}"):
            # as bytes: the manager's process only passes them on, and never imports a plugin to read one (two of
            # its threads importing the same plugin at once can end in Python's import-deadlock error)
            events.put(pickle.dumps(event, protocol=pickle.HIGHEST_PROTOCOL))
    return audit.warnings
