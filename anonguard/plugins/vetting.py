"""Plugins are imported first in a short-lived child process, so that one which crashes the
interpreter, hangs or ends the process while loading is reported by name instead of taking
every command down.

Why a child: a segfault, `os._exit` or an endless loop cannot be caught in the process that
runs it. One child imports every entry point still to be vetted in turn and calls the hooks it
implements, saying over a pipe before each step what it is about to do. When the child dies or
stops answering, the step it announced last names the plugin and what it was doing; a fresh
child carries on with the rest. Python exceptions are not the child's business: the catalog
reports them with their traceback when it imports the plugin itself. The child is started
with multiprocessing's "spawn" method, which also works in the frozen bundle
(packaging/entry.py calls `freeze_support`); like the audit's own child processes, it re-runs
the program's main module, so a script that uses AnonGuard as a library needs the usual
`if __name__ == "__main__":` guard. Its output, a plugin's prints included, goes to a log whose
end becomes the problem's detail (faulthandler writes a crash's traceback there). A plugin that
crashes later, from a thread its import started, is blamed on the step under way when it does.

Why a cache: a child costs an interpreter start and the plugins' imports, about as much as
starting AnonGuard. Verdicts are kept in the per-user data folder, each under what it depends
on: the Python and AnonGuard running, the distribution's version and the files its RECORD
names, and the source files of the entry point's top-level module (an editable install's
RECORD names only a .pth or finder, so a first-party plugin being edited is vetted again).
Failures are kept too, or a hanging plugin would cost the time limit at every start:
reinstalling or changing the plugin vets it again. A plugin whose import does something
different each time (crashes at random, or only on Tuesdays) is beyond what vetting can promise.

Only what passed is imported in the application's process, with its output sent to stderr:
stdout carries `anonguard plugins --json` and must stay clean.
"""

from __future__ import annotations

import contextlib
import faulthandler
import hashlib
import importlib.util
import json
import multiprocessing
import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from importlib.metadata import EntryPoint
from multiprocessing.connection import Connection, wait
from pathlib import Path

import pluggy

import anonguard
from anonguard.fileio import atomic_write_text
from anonguard.plugins import hookspecs
from anonguard.process_limits import signal_name
from anonguard.resources import user_data_dir

TIMEOUT_VARIABLE = "ANONGUARD_PLUGIN_VET_TIMEOUT"
DEFAULT_TIMEOUT = 20.0  # seconds one plugin may take to import and answer its hooks
STARTUP_SECONDS = 60.0  # for the child to start (it imports the libraries plugins build on)
CACHE_FORMAT = 1


@dataclass(frozen=True)
class Verdict:
    """Whether an entry point may be imported here; `problem` says why not."""

    problem: str | None = None
    detail: str = ""
    lasting: bool = True  # False when the check itself could not run: try again next time


_verdicts_here: dict[tuple[str, str], Verdict] = {}  # this process's verdicts, by slot and fingerprint


class _ChildFailed(Exception):
    """The vetting child failed outside any plugin's step."""


def vet(points: Sequence[EntryPoint]) -> list[Verdict]:
    """A verdict for each entry point: from this process's memory, the cache, or a child that imports it."""
    keys = [(_slot(point), _fingerprint(point)) for point in points]
    cached = _read_cache()
    verdicts = [_verdicts_here.get(key) or _cached(cached, *key) for key in keys]
    pending = [i for i, verdict in enumerate(verdicts) if verdict is None]
    if pending:
        for i, verdict in zip(pending, _vet_in_children([points[i] for i in pending])):
            verdicts[i] = verdict
        _write_cache({keys[i]: verdicts[i] for i in pending if verdicts[i].lasting})
    _verdicts_here.update((key, verdict) for key, verdict in zip(keys, verdicts) if verdict.lasting)
    return verdicts


@contextlib.contextmanager
def stdout_to_stderr() -> Iterator[None]:
    """Send what is printed meanwhile to stderr: Python's `sys.stdout` and, where the process has one,
    file descriptor 1 (what C code and `os.write(1, ...)` use)."""
    _flush(sys.stdout, sys.__stdout__)
    try:
        saved = os.dup(1)
        os.dup2(2, 1)
    except OSError:  # no usable descriptors (a windowed program on Windows)
        saved = None
    try:
        with contextlib.redirect_stdout(sys.stderr):
            yield
    finally:
        _flush(sys.stdout, sys.__stdout__, sys.stderr)  # what a plugin left in a buffer goes to stderr too
        if saved is not None:
            os.dup2(saved, 1)
            os.close(saved)


def _flush(*streams: object) -> None:
    for stream in streams:
        with contextlib.suppress(AttributeError, OSError, ValueError):  # None, or closed
            stream.flush()


def _timeout() -> float:
    """Seconds a plugin may take: $ANONGUARD_PLUGIN_VET_TIMEOUT, else 20."""
    try:
        return float(os.environ.get(TIMEOUT_VARIABLE, DEFAULT_TIMEOUT))
    except ValueError:
        return DEFAULT_TIMEOUT


# -- the cache -----------------------------------------------------------------------------------

def _cache_path() -> Path:
    """Beside the installed plugins and recovery journals, so ANONGUARD_DATA_DIR moves it too."""
    return user_data_dir() / "plugin-vetting.json"


def _slot(point: EntryPoint) -> str:
    """One cache entry per entry point of a distribution; a new version replaces the old one's verdict."""
    return f"{point.dist.name if point.dist is not None else '?'}:{point.name}"


def _fingerprint(point: EntryPoint) -> str:
    """What a verdict depends on; any change to it and the plugin is vetted again."""
    digest = hashlib.sha256()
    for part in (sys.version, sys.executable, anonguard.__version__, point.value, *_file_states(point)):
        digest.update(part.encode("utf-8", "surrogateescape") + b"\0")
    return digest.hexdigest()


def _file_states(point: EntryPoint) -> Iterator[str]:
    """The version and files of the plugin's distribution, and its module's source files."""
    if point.dist is not None:
        yield str(point.dist.version)
        try:
            files = point.dist.files or ()
        except Exception:  # noqa: BLE001 - a malformed RECORD: the module's own files still count
            files = ()
        yield from (_state(Path(str(file.locate()))) for file in files)
    top = point.value.partition(":")[0].strip().split(".")[0]
    yield from (_state(path) for path in _module_files(top))


def _state(path: Path) -> str:
    try:
        status = path.stat()
    except OSError:
        return f"{path} missing"
    return f"{path} {status.st_mtime_ns} {status.st_size}"


def _module_files(top: str) -> list[Path]:
    """The source files of module `top`, found without importing it (that would run the plugin's code)."""
    try:
        spec = importlib.util.find_spec(top) if top.isidentifier() else None
    except Exception:  # noqa: BLE001 - a finder that fails to look; importing will say more
        return []
    if spec is None:
        return []
    if spec.submodule_search_locations:
        return sorted(Path(folder) / name for location in spec.submodule_search_locations
                      for folder, dirs, files in os.walk(location) if "__pycache__" not in Path(folder).parts
                      for name in files)
    return [Path(spec.origin)] if spec.has_location and spec.origin else []


def _read_cache() -> dict:
    try:
        stored = json.loads(_cache_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return stored.get("verdicts", {}) if isinstance(stored, dict) and stored.get("format") == CACHE_FORMAT else {}


def _cached(stored: dict, slot: str, fingerprint: str) -> Verdict | None:
    entry = stored.get(slot)
    if not isinstance(entry, dict) or entry.get("fingerprint") != fingerprint:
        return None
    return Verdict(entry.get("problem"), entry.get("detail", ""))


def _write_cache(fresh: dict[tuple[str, str], Verdict]) -> None:
    """Add the fresh verdicts to the cache; a folder that cannot be written only costs the next start time."""
    if not fresh:
        return
    stored = _read_cache()
    for (slot, fingerprint), verdict in fresh.items():
        stored[slot] = {"fingerprint": fingerprint, "problem": verdict.problem, "detail": verdict.detail}
    with contextlib.suppress(OSError):
        atomic_write_text(_cache_path(), json.dumps({"format": CACHE_FORMAT, "verdicts": stored}, indent=1))


# -- the parent's side ---------------------------------------------------------------------------

def _vet_in_children(points: Sequence[EntryPoint]) -> list[Verdict]:
    """Vet every point, starting a fresh child after each one that took its child down."""
    if multiprocessing.current_process().daemon:  # a Dask worker as Dask starts it may start no child: its plugins
        return [Verdict(lasting=False)] * len(points)  # are imported unchecked; its nanny restarts it if one crashes it
    verdicts: list[Verdict | None] = [None] * len(points)
    limit = _timeout()
    while remaining := [i for i, verdict in enumerate(verdicts) if verdict is None]:
        try:
            reached = _run_child([points[i] for i in remaining], limit)
        except _ChildFailed as exc:
            for i in remaining:
                verdicts[i] = Verdict(f"could not be checked: the process importing plugins {exc}", lasting=False)
            break
        for position, verdict in reached.items():
            verdicts[remaining[position]] = verdict
    return verdicts


def _run_child(points: Sequence[EntryPoint], limit: float) -> dict[int, Verdict]:
    """Vet `points` in one child until all pass or one fails; the verdicts reached, by position."""
    context = multiprocessing.get_context("spawn")
    receiver, sender = context.Pipe(duplex=False)
    handle, log = tempfile.mkstemp(prefix="anonguard-vetting-", suffix=".log")
    os.close(handle)
    process = context.Process(target=_child, args=(sender, [(p.name, p.value, p.group) for p in points], log),
                              name="anonguard-plugin-vetting")
    try:
        try:
            process.start()
        except Exception as exc:  # e.g. started while this process is itself a child still starting
            raise _ChildFailed(f"did not start ({type(exc).__name__}: {exc})") from None
        finally:
            sender.close()
        return _follow(process, receiver, len(points), limit, Path(log))
    finally:
        receiver.close()
        if process.pid is not None:
            process.kill()
            process.join()
        with contextlib.suppress(OSError):
            os.unlink(log)


def _follow(process: multiprocessing.process.BaseProcess, receiver: Connection, count: int, limit: float,
            log: Path) -> dict[int, Verdict]:
    """Read the child's steps as they come; the first plugin it does not finish gets the blame."""
    verdicts: dict[int, Verdict] = {}
    position, stage = None, "starting"
    deadline = time.monotonic() + STARTUP_SECONDS
    while len(verdicts) < count:
        if not wait([receiver, process.sentinel], timeout=max(0.0, deadline - time.monotonic())):
            what = f"did not finish {stage} within {limit if position is not None else STARTUP_SECONDS:g} s"
            break
        if receiver.poll():
            try:
                step, index = receiver.recv()
            except EOFError:
                pass  # the child is gone: its exit code says how
            else:
                if step == "done":
                    verdicts[index], position = Verdict(), None
                elif index != position:
                    position, stage, deadline = index, step, time.monotonic() + limit
                else:
                    stage = step
                continue
        process.join(timeout=max(0.0, deadline - time.monotonic()))
        what = (_ending(process.exitcode, stage) if process.exitcode is not None
                else f"did not finish {stage} within {limit:g} s")
        break
    else:
        return verdicts
    if position is None:  # between two plugins: those done stand, the rest go to a fresh child
        if not verdicts:
            raise _ChildFailed(what)
        return verdicts
    verdicts[position] = Verdict(what, _tail(log))
    return verdicts


def _ending(code: int, stage: str) -> str:
    if code < 0:
        return f"crashed with {signal_name(-code)} while {stage}"
    return f"ended the process with exit code {code} while {stage}"


def _tail(log: Path, limit: int = 4000) -> str:
    """The end of what the child wrote: a crash's traceback, or what the plugin printed last. faulthandler's
    list of the extension modules loaded says nothing about the plugin and would push the crash out."""
    try:
        text = log.read_bytes().decode("utf-8", "replace")
    except OSError:
        return ""
    kept = [line for line in text.splitlines() if not line.startswith("Extension modules:")]
    return "\n".join(kept)[-limit:].strip()


# -- the child's side ----------------------------------------------------------------------------

def _child(sender: Connection, points: list[tuple[str, str, str]], log: str) -> None:
    """Import each plugin and call its hooks, announcing every step before taking it."""
    with open(log, "ab", buffering=0) as output:
        os.dup2(output.fileno(), 1)  # a plugin's prints, C code's included, go to the log
        os.dup2(output.fileno(), 2)
    faulthandler.enable(file=2)
    for index, (name, value, group) in enumerate(points):
        sender.send(("importing", index))
        for hook, function in _hooks(EntryPoint(name, value, group)):
            sender.send((f"calling {hook}", index))
            try:
                function()
            except BaseException:  # noqa: BLE001 - the catalog reports exceptions; only a dead process matters here
                pass
        sender.send(("done", index))
    sender.close()
    os._exit(0)  # skip the plugins' atexit handlers and threads: there is nothing to save


def _hooks(point: EntryPoint) -> Iterator[tuple[str, Callable[[], object]]]:
    """The hook functions a plugin implements, once imported; nothing if importing it raises."""
    manager = pluggy.PluginManager("anonguard")
    manager.add_hookspecs(hookspecs)
    try:
        manager.register(point.load(), name=point.name)
    except BaseException:  # noqa: BLE001 - as in _child
        return
    for name, caller in vars(manager.hook).items():
        if isinstance(caller, pluggy.HookCaller) and caller.has_spec():
            yield from ((name, impl.function) for impl in caller.get_hookimpls())
