"""Plugins' work runs in a process of its own, so a plugin that raises, hangs, exhausts memory
or kills the interpreter fails its own result row (or, for a baseline model, its own candidacy)
and nothing else.

`Isolated` stands in for a plugin object (an attack, a baseline model): `fit`, `predict`, `score`
and `claims` are sent through a pipe to a child process that holds the real object; plain attributes
(`id`, `batch_size`, `get_params`) are read from the local copy. The parent waits on the pipe in short slices, so a
Cancel, the time limit or the child's death is noticed within a twentieth of a second, even
while the plugin is deep in native code.

Children come from a fork server on POSIX (cheap to start, and never a fork of a process that
already runs OpenMP or BLAS threads) and are spawned on Windows. Within `reusing_children()` (an
audit's run), a child whose plugin finished without a fault drops it and serves the next plugin:
an audit of forty attacks starts a few processes instead of forty, and the libraries a child
imported on its first fit stay imported. A child that failed, was stopped or died is never reused.

A daemon process may not start processes (Python forbids it): a Dask worker as Dask and cluster
managers start it by default. There each call runs in a thread of the process itself, on copies of
the plugin and its arguments made as the pipe would make them, so it computes exactly what a child
would. The caller waits in the same short slices and keeps what limits a thread allows: at Cancel,
the time limit, or the process's memory grown by more than the memory limit during the call, it
stops waiting (the row fails or is cancelled as in a child) and raises an exception in the plugin's
thread, which ends it at its next Python instruction; a call deep in native code runs on to its end
in the background. Dask's nanny restarts a worker the plugin crashes, and ends one that goes beyond
its `--memory-limit`.
"""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import pickle
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from anonguard.engine.library_warnings import add_once, captured
from anonguard.engine.settings import LimitSettings
from anonguard.phrases import say
from anonguard.process_limits import confine, three_quarters_of_memory

POLL_SECONDS = 0.05
ADOPT, RELEASE = "__adopt__", "__release__"  # what a reused child is told besides the plugin's own calls
IDLE_CHILDREN = 2  # children kept waiting for the next plugin, at most


class PluginFailure(Exception):
    """A plugin failed in its own process; the message is complete as it stands."""


class AttackCancelled(Exception):
    """The user cancelled while the attack was working."""


def error_text(exc: BaseException) -> str:
    """What a failed result row says: a contained plugin's message is already complete; another exception is
    named by its type, its text (a plugin's own words, or a message of AnonGuard's) as it is."""
    return str(exc) if isinstance(exc, PluginFailure) else named(exc)


def named(exc: BaseException) -> str:
    """An exception as a message: its type's name, then its text as it is (a plugin's own words)."""
    return say("{kind}: {error}", kind=type(exc).__name__, error=str(exc))


def context() -> multiprocessing.context.BaseContext:
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


def may_start_processes() -> bool:
    """Whether this process may start processes of its own: a daemon (a Dask worker as Dask starts it) may not."""
    return not multiprocessing.current_process().daemon


def preload(modules: Iterable[str]) -> None:
    """Start the fork server, importing the attacks' modules there once rather than in every child.

    Every child also re-runs the program's main module, so what that imports (the application's
    own modules) is preloaded too: a child then starts in milliseconds. Not the main module itself
    (`python -m anonguard.cli.main`): runpy would warn, in every child, that it ran it again.
    """
    ctx = context()
    if ctx.get_start_method() != "forkserver" or not may_start_processes():  # (a daemon's plugins run in it)
        return
    main = getattr(sys.modules.get("__main__"), "__spec__", None)
    # the report's and the window's modules (Matplotlib, ReportLab, Qt) are never needed by plugins:
    # importing them would only make the fork server ready a second later
    ours = {name for name in sys.modules if name.split(".")[0] == "anonguard"
            and not name.startswith(("anonguard.report", "anonguard.gui"))} - {getattr(main, "name", None)}
    ctx.set_forkserver_preload(sorted({*ours, *modules}))
    from multiprocessing import forkserver

    forkserver.ensure_running()  # it imports while the audit reads its data


def memory_limit_bytes(limits: LimitSettings) -> int | None:
    """The child's address-space limit: the setting, or three quarters of the machine's memory."""
    if limits.memory_mb == 0:
        return None
    if limits.memory_mb is not None:
        return limits.memory_mb * 2**20
    return three_quarters_of_memory()


class Isolated:
    """A plugin object whose work happens in a child process under the audit's limits.

    `what` names the plugin in messages ('the attack', 'the baseline model gradient-boosting'), made by say."""

    def __init__(self, component: Any, limits: LimitSettings, cancelled: Callable[[], bool] = lambda: False,
                 what: str | None = None) -> None:
        self._component = component
        self._limits = limits
        self._cancelled = cancelled
        self._what = what or say("the attack")
        self._process = None
        self._conn = None
        self._reusable = False  # the child answered every call so far: it may serve the next plugin
        self._in_place = not may_start_processes()
        self._here: Any = None  # in place: this call's copy of the component, as a child would hold it
        self.seconds = 0.0  # time the attack has worked so far, counted against the limit
        self.warnings: list[str] = []  # what the libraries warned in the child, once each

    def __getattr__(self, name: str) -> Any:
        return getattr(self._component, name)

    def fit(self, *args: Any) -> "Isolated":
        self._call("fit", *args)
        return self

    def predict(self, targets: Any) -> Any:
        return self._call("predict", targets)

    def score(self, candidates: Any) -> Any:
        return self._call("score", candidates)

    def claims(self, targets: Any) -> Any:
        return self._call("claims", targets)

    def select(self, task: Any) -> Any:
        return self._call("select", task)

    def generate(self, task: Any) -> Any:
        return self._call("generate", task)

    def measure(self, task: Any) -> Any:
        return self._call("measure", task)

    def treat(self, task: Any) -> Any:
        return self._call("treat", task)

    def split_minimum(self, targets: Any) -> Any:
        return self._call("split_minimum", targets)

    def split_collect(self, targets: Any, minimum: Any) -> Any:
        return self._call("split_collect", targets, minimum)

    def __enter__(self) -> "Isolated":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Hand a sound child to the run's idle children, or end it; it holds nothing worth waiting for."""
        self._here = None
        process, conn, self._process, self._conn = self._process, self._conn, None, None
        if process is None:
            return
        if not (self._reusable and _kept_idle(process, conn, memory_limit_bytes(self._limits))):
            _end(process, conn)

    # -- the parent's side of the pipe -------------------------------------------------------

    def _start(self) -> None:
        idle = _idle_child(memory_limit_bytes(self._limits))
        if idle is not None:
            self._process, self._conn = idle
            try:
                self._conn.send((ADOPT, (self._component, self._what)))
            except Exception as exc:  # the object cannot be sent to another process
                self.close()
                raise self._unsendable(exc) from None
            return
        ctx = context()
        parent, child = ctx.Pipe()
        process = ctx.Process(target=_serve, args=(child, self._component, memory_limit_bytes(self._limits), self._what),
                              name=f"anonguard {getattr(self._component, 'id', '')}", daemon=True)
        try:
            with _stops_held():
                process.start()
        except Exception as exc:  # the object cannot be sent to another process
            parent.close()
            raise self._unsendable(exc) from None
        finally:
            child.close()
        self._process, self._conn = process, parent

    def _unsendable(self, exc: Exception) -> PluginFailure:
        return PluginFailure(say(
            "{what} cannot run in a process of its own ({error}); define its class at module level, or turn off "
            "limits.isolate to run it inside the audit's process", what=self._what, error=named(exc)))

    def _call(self, method: str, *args: Any) -> Any:
        if self._in_place:
            return self._call_in_place(method, args)
        if self._process is None:
            self._start()
        started = time.monotonic()
        self._reusable = False  # until the child has answered
        try:
            self._conn.send((method, args))
            while not self._conn.poll(POLL_SECONDS):
                self._check(started)
            kind, value, warned = self._conn.recv()
        except (EOFError, BrokenPipeError, ConnectionResetError):
            raise self._death() from None
        finally:
            self.seconds += time.monotonic() - started
        for line in warned:
            add_once(self.warnings, line)
        if kind == "error":
            raise PluginFailure(value)
        self._reusable = True
        return self if kind == "self" else value

    def _check(self, started: float) -> None:
        """Between two looks at the pipe: cancelled, over time, or dead?"""
        reason = self._over(started)
        if reason is not None:
            self.close()
            raise reason
        if not self._process.is_alive():
            raise self._death()

    def _over(self, started: float, grown: int = 0) -> Exception | None:
        """Why the work must stop now (cancelled, over time, or in place over memory), or None."""
        if self._cancelled():
            return AttackCancelled()
        limit = self._limits.attack_seconds
        if limit is not None and self.seconds + time.monotonic() - started > limit:
            return PluginFailure(say("{what} exceeded its time limit of {limit:g} s and was stopped (setting "
                                     "limits.attack_seconds)", what=self._what, limit=limit))
        memory = memory_limit_bytes(self._limits)
        if memory is not None and grown > memory:
            return PluginFailure(say("{what} grew its Dask worker's memory beyond its limit of {limit:,.0f} MB and was "
                                     "stopped (setting limits.memory_mb)", what=self._what, limit=memory / 2**20))
        return None

    def _call_in_place(self, method: str, args: tuple) -> Any:
        """The call in this process (a daemon may start none) on copies made as the pipe would make them, in a
        thread of its own: the caller stops waiting at Cancel or a limit even if the plugin cannot be stopped."""
        started, before = time.monotonic(), _resident()
        try:
            if self._here is None:
                self._here = _copy(self._component, self._what)
            work = _Work(getattr(self._here, method), _copy(args, self._what))
            while not work.done.wait(POLL_SECONDS):
                reason = self._over(started, _resident() - before)
                if reason is not None:
                    work.stop()
                    self._here = None  # dropped with its half-done work, as a stopped child is
                    raise reason
            if work.error is not None:  # a plugin's own exit is its failure, as in a child
                raise PluginFailure(_describe(work.error, memory_limit_bytes(self._limits), self._what))
            return self if work.value is self._here else _copy(work.value, self._what)
        finally:
            self.seconds += time.monotonic() - started

    def _death(self) -> PluginFailure:
        self._process.join(timeout=1)
        code = self._process.exitcode
        self.close()
        if code is not None and code < 0:
            name = signal.Signals(-code).name
            if -code == getattr(signal, "SIGKILL", None):
                return PluginFailure(say("{what}'s process was killed ({signal}), most likely by the system for "
                                         "running out of memory; lower limits.memory_mb to have it stopped sooner",
                                         what=self._what, signal=name))
            return PluginFailure(say("{what}'s process crashed ({signal}): a fault in native code", what=self._what,
                                     signal=name))
        return PluginFailure(say("{what}'s process ended abruptly with exit code {code} (the plugin ended its own "
                                 "process, e.g. with os._exit)", what=self._what, code=code))


STOPS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))


@contextmanager
def _stops_held() -> Iterator[None]:
    """Ctrl-C, SIGTERM and SIGHUP held back while a child starts, and acted on once it has: a stop in the middle
    of `Process.start()` left the child reading half its start-up data, and it printed multiprocessing's
    traceback (EOFError) on the officer's terminal. Python runs signal handlers in the main thread only, so a
    child started from another thread is never interrupted; in the main thread the handlers are swapped for
    ones that only note the signal, and the first noted is handed to the handler it was meant for."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    noted: list[int] = []
    meant = {stop: signal.signal(stop, lambda signum, frame: noted.append(signum)) for stop in STOPS}
    try:
        yield
    finally:
        for stop, handler in meant.items():
            signal.signal(stop, handler if handler is not None else signal.SIG_DFL)
        if noted and callable(meant[noted[0]]):
            meant[noted[0]](noted[0], None)  # KeyboardInterrupt, or the audit's Stopped, raised here
        elif noted and meant[noted[0]] == signal.SIG_DFL:
            os.kill(os.getpid(), noted[0])  # the system's default, as if it came now


@contextmanager
def contained(component: Any, limits: LimitSettings, what: str, cancelled: Callable[[], bool] = lambda: False,
              warnings: list[str] | None = None) -> Iterator[Any]:
    """`component` working in a process of its own under `limits` (or as it is when isolation is
    off); what the libraries warned there is added to `warnings` once the work ends."""
    if not limits.isolate:
        yield component
        return
    with Isolated(component, limits, cancelled, what) as isolated:
        try:
            yield isolated
        finally:
            if warnings is not None:
                for line in isolated.warnings:
                    add_once(warnings, line)


# -- children kept for the next plugin of a run ------------------------------------------------

class _IdleChildren(threading.local):
    """This thread's run's idle children (None outside `reusing_children`): (memory limit, process, pipe)."""

    kept: list[tuple[int | None, Any, Any]] | None = None


_IDLE = _IdleChildren()


@contextmanager
def reusing_children() -> Iterator[None]:
    """Within it, a child whose plugin finished cleanly waits to serve the next one (under the same memory
    limit); they are ended when it closes. Nested, the outermost decides."""
    if _IDLE.kept is not None:
        yield
        return
    kept: list[tuple[int | None, Any, Any]] = []
    _IDLE.kept = kept
    try:
        yield
    finally:
        if _IDLE.kept is kept:
            _IDLE.kept = None
        while kept:
            _, process, conn = kept.pop()
            _end(process, conn)


def _idle_child(memory_bytes: int | None) -> tuple[Any, Any] | None:
    """A waiting child started under `memory_bytes`, still alive, taken from the idle ones."""
    for item in list(_IDLE.kept or ()):
        limit, process, conn = item
        if limit == memory_bytes:
            _IDLE.kept.remove(item)
            if process.is_alive():
                return process, conn
            _end(process, conn)
    return None


def _kept_idle(process: Any, conn: Any, memory_bytes: int | None) -> bool:
    """Whether the child, told to drop its plugin and answering that it did, joined the idle ones."""
    if _IDLE.kept is None or not process.is_alive():
        return False
    try:
        conn.send((RELEASE, ()))
        if not conn.poll(5) or conn.recv()[0] != "ok":
            return False
    except (OSError, EOFError):
        return False
    _IDLE.kept.append((memory_bytes, process, conn))
    while len(_IDLE.kept) > IDLE_CHILDREN:
        _, oldest, its_conn = _IDLE.kept.pop(0)
        _end(oldest, its_conn)
    return True


def _end(process: Any, conn: Any) -> None:
    conn.close()
    process.join(timeout=0.5)
    if process.is_alive():
        process.kill()
        process.join()
    process.close()


# -- in place, in a daemon process ----------------------------------------------------------------

class _Stopped(BaseException):
    """Raised in a plugin's thread to stop it: a BaseException, so a plugin's `except Exception` lets it by."""


class _Work:
    """A plugin's call in a thread of its own, which `stop` ends at its next Python instruction (a call deep
    in native code, e.g. a wait or one large array operation, runs on to its end and is then dropped)."""

    def __init__(self, call: Callable[..., Any], args: tuple) -> None:
        self.done, self._lock, self._stopping = threading.Event(), threading.Lock(), False
        self.value: Any = None
        self.error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(call, args), daemon=True, name="anonguard-plugin")
        self._thread.start()

    def _run(self, call: Callable[..., Any], args: tuple) -> None:
        try:
            try:
                self.value = call(*args)
            except BaseException as exc:  # noqa: BLE001 - what the plugin raised is its failure
                self.error = exc
            with self._lock:
                self.done.set()
        except _Stopped:  # arrived after the work itself ended: nothing left to stop
            pass

    def stop(self) -> None:
        with self._lock:
            if not self.done.is_set() and self._thread.ident is not None:
                ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(self._thread.ident), ctypes.py_object(_Stopped))


def _copy(value: Any, what: str) -> Any:
    """`value` as a child process would receive it (or send it back): through pickle."""
    try:
        return pickle.loads(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
    except Exception as exc:
        raise PluginFailure(say("{what} or what it works on cannot be copied ({error}); define its class at module "
                                "level, or turn off limits.isolate", what=what, error=named(exc))) from None


def _resident() -> int:
    """This process's resident memory in bytes (0 where the system does not say: no memory check)."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        return 0


# -- the child ---------------------------------------------------------------------------------

def _serve(conn, component: Any, memory_bytes: int | None, what: str) -> None:
    """Answer method calls on `component` until the parent hangs up."""
    for stop in STOPS:  # sent to the whole process group: the parent decides
        signal.signal(stop, signal.SIG_IGN)
    confine(memory_bytes)
    while True:
        try:
            method, args = conn.recv()
        except (EOFError, OSError):
            return
        if method == ADOPT:  # a reused child: the next plugin, answered at its first call
            component, what = args
            continue
        if method == RELEASE:  # the plugin and what it held are gone before the next one comes (a full
            component = None  # collection here cost 80 ms a time: cycles wait for Python's own collector)
            if not _send(conn, ("ok", None, [])):
                return
            continue
        warned: list[str] = []
        try:
            with captured(warned):
                value = getattr(component, method)(*args)
            sent = _send(conn, ("self", None, warned) if value is component else ("ok", value, warned))
        except BaseException as exc:  # a plugin's own exit (or an answer that cannot be sent) is its failure
            sent = _send(conn, ("error", _describe(exc, memory_bytes, what), warned))
        if not sent:
            return


def _send(conn, message: tuple) -> bool:
    """Send an answer; False if the parent no longer listens (it cancelled, or was interrupted)."""
    try:
        conn.send(message)
    except OSError:
        return False
    return True


def _describe(exc: BaseException, memory_bytes: int | None, what: str) -> str:
    """What the plugin raised (its own words), with the memory limit it ran into named."""
    text = named(exc)
    if isinstance(exc, MemoryError) and memory_bytes:
        return say("{error} ({what} ran out of memory: its limit of {limit:,.0f} MB; setting limits.memory_mb)",
                   error=text, what=what, limit=memory_bytes / 2**20)
    if isinstance(exc, MemoryError):
        return say("{error} ({what} ran out of memory: the machine's memory; setting limits.memory_mb)", error=text,
                   what=what)
    return text
