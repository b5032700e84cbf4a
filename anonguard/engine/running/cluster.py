"""An audit's scenario groups on a Dask distributed cluster (`execution.cluster`, `--cluster ADDRESS`).

Dask runs the cluster: `dask scheduler` and `dask worker ADDRESS` start one by hand, dask-jobqueue
or the Kubernetes operator in an office's batch system, and this module only connects to its
scheduler. The prepared audit is sent to every worker once; each group of scenarios (those sharing
a baseline, as in engine/executors.py) is one Dask task that runs `Audit.run_scenarios` there, one
group at a time per worker process, and puts its events on a Dask queue this process reads. A
worker lost mid-task makes Dask run the task again elsewhere (events of scenarios already finished
are not repeated); a task that fails again fails its scenarios' rows, and what finished is kept.

Before the tables are read, the scheduler is asked what it is (`reach`): an address where none answers
fails in one line within seconds. Before anything runs, every worker is asked which plugins it has: a
worker that lacks one of the audit's components, or has another version of it, stops the audit with a
line naming the distribution to install and the workers. Workers that are daemon processes (as Dask
starts them by default) may start no process: the attacks then run inside them (engine/isolation.py),
with the same results. With `execution.shared_folder`, the tables go through that folder instead of
the scheduler (engine/shared_tables.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import importlib.metadata
import pickle
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

from anonguard.engine.events import AuditEvent, ScenarioFinished, ScenarioSkipped
from anonguard.engine.running.isolation import may_start_processes, named
from anonguard.engine.library_warnings import add_once, captured
from anonguard.engine.outcome import Status
from anonguard.engine.running.shared_tables import attached, check_readable, readable, stage, staged_folder, unstage
from anonguard.engine.running.split_release import SplitAttacks, scenarios_to_split
from anonguard.errors import AuditError
from anonguard.phrases import say
from anonguard.plugins.manager import ENTRY_POINT_GROUP, Catalog

POLL_SECONDS = 0.1
STOP_POLL_SECONDS = 0.5  # how often a worker asks whether the audit was cancelled
CONNECT_SECONDS = 10  # a scheduler that is up answers at once; Dask retries until then
REACH_SECONDS = 5  # a scheduler answers in milliseconds: this long without an answer, none will come
RESEND_LIMIT = 3  # groups sent again because every worker holding the audit was lost
IN_WORKER = say("the cluster's workers are daemon processes, which may start no process: the attacks ran inside "
                "them, each stopped at Cancel, its time limit or its memory limit as far as a thread can be "
                "(docs/cluster.md)")


def on_cluster(audit: Any, groups: list[list[int]], address: str, cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
    """Run the groups on the cluster whose scheduler is at `address`; yields the scenarios' events."""
    reach(address)  # (asked already while the audit was prepared; again, as that may be a while ago)
    from distributed import Client, Queue, Variable

    try:
        client = Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
    except Exception as exc:  # e.g. the scheduler went away since it answered
        raise AuditError(f"no Dask scheduler answers at {address} ({type(exc).__name__}: {exc}): start one with "
                         f"'dask scheduler' and workers with 'dask worker {address}', or leave execution.cluster "
                         "empty") from None
    with client, contextlib.ExitStack() as staged:
        try:
            found = client.run(installed_components)
        except Exception as exc:  # a worker without AnonGuard cannot even answer
            raise AuditError(f"the cluster's workers could not list their plugins ({type(exc).__name__}: {exc}): "
                             "install AnonGuard and the same plugins on every worker (docs/cluster.md)") from None
        needed = needed_components(audit)
        check_workers(found, needed)
        token = uuid.uuid4().hex
        events, stop = Queue(f"anonguard-events-{token}", client=client), Variable(f"anonguard-stop-{token}", client=client)
        stop.set(False)
        shipped = copy.copy(audit)  # with only the components it runs: a worker need not have the others
        shipped.catalog = Catalog({key: entry for key, entry in audit.catalog.entries.items()
                                   if f"{entry.kind} {entry.id}" in needed})
        split: list[int] = []
        if audit.settings.execution.shared_folder:  # the tables wait there; the audit travels without them
            shipped = stage(shipped, audit.settings.execution.shared_folder)
            staged.callback(unstage, shipped)  # the encoded original is kept no longer than the run
            check_readable(client.run(readable, staged_folder(shipped)), staged_folder(shipped))
            workers = client.scheduler_info()["workers"]
            split = scenarios_to_split(audit, [info.get("memory_limit", 0) for info in workers.values()])
            groups = [kept for kept in ([i for i in group if i not in split] for group in groups) if kept]
        try:
            submit = _Submitter(client, shipped, events.name, stop.name, token)
            yield from _stream(submit(groups), events, stop, audit, cancelled, submit)
        finally:
            events.close()
            stop.delete()
        if split:  # run here, their attacks' work on the release's rows done by the workers
            here = copy.copy(audit)
            here.splitting = SplitAttacks(client, shipped.data.releases, sorted(workers), audit)
            yield from here.run_scenarios(split, cancelled, f"this machine, release split over {len(workers)} workers")


def reach(address: str) -> None:
    """An AuditError of one line, within REACH_SECONDS, unless a Dask scheduler answers at `address`. Dask's
    own client waits its whole timeout on a closed port, forever on a listener that says nothing, and answers
    an address it cannot use with a traceback."""
    try:
        from distributed.comm import get_address_host_port, parse_address
        from distributed.comm.registry import get_backend
        from distributed.security import Security
    except ImportError:
        raise AuditError("running on a cluster needs the Dask 'distributed' package: install it with "
                         "'pip install distributed', or leave execution.cluster empty") from None
    usage = "give the address 'dask scheduler' prints, e.g. tcp://HOST:8786, or leave execution.cluster empty"
    try:
        scheme = parse_address(address, strict=False)[0]
        get_backend(scheme).get_connector()
        host, port = get_address_host_port(address) if scheme != "inproc" else (None, None)
    except Exception as exc:  # e.g. http://, no port, or UCX without distributed-ucxx
        extra = " (UCX needs the 'distributed-ucxx' package)" if address.lower().startswith("ucx") else ""
        raise AuditError(f"{address!r} is not a Dask scheduler address this machine can use ({exc}){extra}: "
                         f"{usage}") from None
    security = Security().get_connection_args("client")
    if scheme in ("tls", "wss") and security.get("ssl_context") is None:
        raise AuditError(f"{address} needs TLS certificates, and Dask's configuration names none: set "
                         "distributed.comm.tls.ca-file, .client.cert and .client.key (docs/cluster.md), or "
                         f"{usage}")
    answer: list = []

    def ask() -> None:
        try:
            if host is not None:  # at once when refused, rather than after Dask's retries
                socket.create_connection((host, port), timeout=REACH_SECONDS).close()
        except OSError as exc:
            answer.append(exc)
            return
        try:
            answer.append(asyncio.run(_identity(address, security)))
        except Exception as exc:  # (a web server's or a proxy's reply, read as Dask's, may be a frame of exabytes)
            answer.append(exc if host is None else "something listens there, but not as a Dask scheduler does")

    threading.Thread(target=ask, daemon=True, name="anonguard-reach").start()
    deadline = time.monotonic() + REACH_SECONDS
    while not answer and time.monotonic() < deadline:
        time.sleep(POLL_SECONDS)
    found = answer[0] if answer else None
    if isinstance(found, dict) and found.get("type") == "Scheduler":
        return
    if found is None:
        why = f"nothing answered within {REACH_SECONDS} s: a firewall drops what is sent, or it is not a Dask scheduler"
    elif isinstance(found, ConnectionRefusedError):
        why = "nothing listens there"
    elif isinstance(found, str):
        why = found
    elif isinstance(found, Exception):
        why = " ".join(f"{type(found).__name__}: {found}".split())
    else:
        why = f"it is a Dask {found.get('type', 'program').lower()}, not the scheduler"
    raise AuditError(f"no Dask scheduler answers at {address} ({why}): start one with 'dask scheduler' and "
                     f"workers with 'dask worker ADDRESS', or {usage}")


async def _identity(address: str, security: dict) -> Any:
    """What the program at `address` says it is, asked as Dask's client asks."""
    from distributed.comm import connect

    comm = await connect(address, timeout=REACH_SECONDS, **security)
    try:
        await comm.write({"op": "identity"})
        return await comm.read()
    finally:
        comm.abort()


class _Submitter:
    """Sends groups of scenarios to the cluster as tasks, and the audit to every worker before them: again
    when the workers that held it are all gone (a cluster of one worker that died keeps nothing)."""

    def __init__(self, client: Any, audit: Any, events: str, stop: str, token: str) -> None:
        self.client, self.audit, self.events, self.stop, self.token = client, audit, events, stop, token
        self.shared, self.sent = None, 0
        self.needs: dict[Any, Any] = {}  # each group's task: the audit it was sent with

    def __call__(self, groups: list[list[int]]) -> dict:
        if self.shared is None or self.shared.status != "finished":
            [self.shared] = self.client.scatter([self.audit], broadcast=True, hash=False)
        futures = {}
        for group in groups:
            self.sent += 1
            future = self.client.submit(run_group_on_worker, self.shared, group, self.events, self.stop, pure=False,
                                        key=f"anonguard-group-{self.sent}-{self.token}")
            futures[future], self.needs[future] = group, self.shared
        return futures

    def lost_audit(self, future: Any) -> bool:
        """Whether the task failed for want of the audit: every worker that held it was lost."""
        return self.needs[future].status != "finished"


def _stream(futures: dict, events: Any, stop: Any, audit: Any, cancelled: Callable[[], bool],
            submit: _Submitter) -> Iterator[AuditEvent]:
    total = len(audit.scenarios)
    waiting = {index for group in futures.values() for index in group}
    ended: set[int] = set()
    failures: dict[int, str] = {}
    sent_again = 0
    try:
        while waiting:
            if cancelled():
                stop.set(True)
            arrived = [pickle.loads(raw) for raw in events.get(batch=True)]  # what is there now, without waiting
            if not arrived:
                for future, group in list(futures.items()):
                    if future.status not in ("error", "cancelled", "lost"):
                        continue
                    del futures[future]
                    left = sorted(set(group) & waiting)
                    if left and submit.lost_audit(future) and sent_again < RESEND_LIMIT:
                        sent_again += 1  # the audit went down with the last worker holding it: send both again
                        futures.update(submit([left]))
                        continue
                    for index in left:
                        failures[index] = say("its task failed on the cluster: {error}", error=_reason(future))
                    waiting -= set(group)
                time.sleep(POLL_SECONDS)
                continue
            for event in arrived:
                index = getattr(event, "index", None)
                if index in ended:  # a task run again after a lost worker repeats what had finished
                    continue
                if isinstance(event, (ScenarioFinished, ScenarioSkipped)):
                    ended.add(index)
                    waiting.discard(index)
                yield event
    finally:
        if waiting:
            stop.set(True)
    for future in futures:  # the groups' warnings, in the order the groups were given
        if future.status == "finished":
            for line in future.result():
                add_once(audit.warnings, line)
    for index in sorted(failures):
        result = audit.scenarios[index].new_result()
        result.status, result.error = Status.FAILED, failures[index]
        yield ScenarioFinished(index, total, result)


def _reason(future: Any) -> str:
    try:
        exc = future.exception(timeout=1)
    except Exception as error:  # the future itself could not be asked
        exc = error
    return named(exc) if exc is not None else future.status


def needed_components(audit: Any) -> dict[str, tuple[str, str]]:
    """What the audit runs, as 'kind id' -> (plugin, version) on this machine: the scenarios' attacks, the
    baseline models, and the selectors and generator its settings name."""
    entries = [s.attack for s in audit.scenarios if s.attack is not None] + audit.catalog.of_kind("baseline-model")
    settings, membership = audit.settings, audit.spec.membership
    named = [("selector", settings.targets.selector), ("selector", settings.membership.selector),
             ("generator", membership.generator.id if membership is not None and membership.generator else None)]
    entries += [audit.catalog.entries[(kind, name)] for kind, name in named if (kind, name) in audit.catalog.entries]
    return {f"{entry.kind} {entry.id}": (entry.plugin, entry.version) for entry in entries}


def installed_components() -> dict[str, tuple[str, str]]:
    """On a worker: every component its plugins provide, as needed_components names them."""
    from anonguard.plugins.manager import load_catalog

    catalog = load_catalog()
    return {f"{entry.kind} {entry.id}": (entry.plugin, entry.version) for entry in catalog.entries.values()}


def check_workers(found: dict[str, dict[str, tuple[str, str]]], needed: dict[str, tuple[str, str]]) -> None:
    """An AuditError of one line naming, for each plugin distribution the workers lack or have in another
    version, the workers and what to install."""
    if not found:
        raise AuditError(say("the Dask cluster has no workers: start some with 'dask worker ADDRESS'"))
    problems: dict[tuple[str, str], tuple[dict, dict]] = {}  # (package, theirs) -> its components, the workers
    for worker, has in sorted(found.items()):
        for component, (plugin, version) in sorted(needed.items()):
            theirs = has.get(component)
            if theirs is None or tuple(theirs) != (plugin, version):
                other = None if theirs is None else theirs[1]
                components, workers = problems.setdefault((f"{distribution(plugin)}=={version}", other), ({}, {}))
                components[component], workers[worker] = None, None
    if problems:
        lacking = "; ".join(
            say("{package} ({components}) on {workers}", package=package, components=", ".join(components),
                workers=", ".join(workers)) if other is None else
            say("{package} ({components}; they have {version}) on {workers}", package=package,
                components=", ".join(components), version=other, workers=", ".join(workers))
            for (package, other), (components, workers) in problems.items())
        raise AuditError(say("the cluster's workers lack the plugins this audit runs: {lacking}. Install the same "
                             "versions on every worker with pip (docs/cluster.md)", lacking=lacking))


def distribution(plugin: str) -> str:
    """The package that installs `plugin` on this machine: its entry point's distribution, AnonGuard itself
    for the built-in plugins, the plugin's own name for one registered otherwise."""
    if plugin.split(".")[0] == "anonguard":
        return "anonguard"
    for point in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
        if point.name == plugin and point.dist is not None:
            return point.dist.name
    return plugin


# -- on a worker --------------------------------------------------------------------------------

_ONE_GROUP_AT_A_TIME = threading.Lock()  # a worker's threads share its warnings filters and fork server


def run_group_on_worker(audit: Any, indices: list[int], events_name: str, stop_name: str) -> list[str]:
    """A Dask task: run one group here, putting its events on the audit's queue; returns its warnings."""
    from distributed import Queue, Variable, get_client, get_worker

    with _ONE_GROUP_AT_A_TIME:
        client = get_client()
        events = Queue(events_name, client=client)
        stopped = _StopFlag(Variable(stop_name, client=client))
        try:
            audit = copy.copy(attached(audit))  # its own warnings; the data stays shared with the worker's copy
            audit.warnings = []
            where = f"cluster worker {get_worker().address}"
            if audit.settings.limits.isolate and not may_start_processes():
                audit.warnings.append(IN_WORKER)
                where += ", attacks inside it"
            with captured(audit.warnings):
                for event in audit.run_scenarios(indices, stopped.is_set, where):
                    events.put(pickle.dumps(event, protocol=pickle.HIGHEST_PROTOCOL))
            return audit.warnings
        finally:
            stopped.close()
            events.close()


class _StopFlag:
    """The audit's stop variable, read by a thread every STOP_POLL_SECONDS rather than at every check."""

    def __init__(self, variable: Any) -> None:
        self._variable, self._set, self._closed = variable, threading.Event(), threading.Event()
        if variable.get(timeout=STOP_POLL_SECONDS * 20):  # a task that starts after Cancel does nothing
            self._set.set()
            return
        threading.Thread(target=self._watch, daemon=True, name="anonguard-stop-watch").start()

    def _watch(self) -> None:
        while not self._closed.wait(STOP_POLL_SECONDS):
            try:
                if self._variable.get(timeout=STOP_POLL_SECONDS * 4):
                    self._set.set()
                    return
            except Exception:  # the scheduler is busy or briefly away: ask again
                continue

    def is_set(self) -> bool:
        return self._set.is_set()

    def close(self) -> None:
        self._closed.set()
