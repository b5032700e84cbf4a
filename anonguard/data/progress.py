"""How far a long read has got, and a way to stop it, without a callback in every signature.

A window that reads a 2 GB export must show progress and offer Cancel. Readers (built in
or plugins) call `advance` as they go and loaders call `stage` to say what they are doing;
both go to the `Progress` token installed with `watching` in the current thread, and do nothing
when nobody watches (the tests). A token that was asked to stop raises `ReadCancelled` from the
next `stage` or `advance`, which unwinds the reader like any error.

`apart` runs a library call in a helper process, for libraries in native code that can crash
the interpreter on a damaged file: the crash is then a `ReaderCrashed` error, and Cancel ends
the helper at once instead of leaving the read behind.
"""

from __future__ import annotations

import io
import multiprocessing
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import BinaryIO, TypeVar

from anonguard.progress import Cancelled, Progress
from anonguard.process_limits import confine, signal_name, three_quarters_of_memory

T = TypeVar("T")


class ReadCancelled(Cancelled):
    """The user cancelled the read; nothing was loaded."""


class ReaderCrashed(Exception):
    """The helper process that ran a library call ended without an answer (a crash in native code)."""


class ReaderFailed(Exception):
    """The library call raised in the helper process; the message is its own."""


_watcher: ContextVar[Progress | None] = ContextVar("anonguard_read_watcher", default=None)


@contextmanager
def watching(watcher: Progress) -> Iterator[Progress]:
    """Send this thread's `stage` and `advance` calls to `watcher` (`anonguard.progress.Progress`, the
    token the window's Cancel writes to) for the duration of the block."""
    token = _watcher.set(watcher)
    try:
        yield watcher
    finally:
        _watcher.reset(token)


def stage(text: str) -> None:
    """Say what is being read now (e.g. "Reading people.csv"); the share done is unknown until advanced."""
    watcher = _watcher.get()
    if watcher is not None:
        if watcher.cancelled:
            raise ReadCancelled("cancelled")
        watcher.begin(text)


def advance(done: float, total: float) -> None:
    """`done` of `total` units (bytes, row groups...) read; raises ReadCancelled if the user cancelled."""
    watcher = _watcher.get()
    if watcher is not None:
        if watcher.cancelled:
            raise ReadCancelled("cancelled")
        watcher.advance(done, total)


class _CountingRaw(io.RawIOBase):
    """A file's raw bytes, reporting how many have been read so far (and showing each chunk to `check`)."""

    def __init__(self, path: Path, check: Callable[[bytes, int], None] | None = None, drop_final: bytes = b"") -> None:
        self._file = open(path, "rb", buffering=0)  # noqa: SIM115 - closed with this object
        self._size = path.stat().st_size
        self._total = max(self._size, 1)
        self._done = 0
        self._check = check
        self._drop_final = drop_final

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        count = self._file.readinto(buffer) or 0
        if self._check is not None and count:
            self._check(bytes(memoryview(buffer)[:count]), self._done)
        self._done += count
        advance(self._done, self._total)
        if self._drop_final and count and self._done >= self._size and \
                bytes(memoryview(buffer)[:count]).endswith(self._drop_final):
            count -= len(self._drop_final)  # (a chunk of the mark alone reads as the end of the file)
        return count

    def close(self) -> None:
        self._file.close()
        super().close()


def open_counted(path: str | Path, check: Callable[[bytes, int], None] | None = None,
                 drop_final: bytes = b"") -> BinaryIO:
    """`path` opened for binary reading; every megabyte read advances the current watcher.

    Pass it to a parser that takes a file object (pandas' `read_csv` does, decoding it
    itself when given an `encoding`): one pass, one copy, and progress by bytes. `check`,
    if given, sees every chunk with its offset in the file before the parser does, and may
    raise to stop the read (the text reader refuses NUL bytes so). `drop_final` is left out
    if the file ends with it (the text reader drops DOS's end-of-file mark, Ctrl-Z).
    """
    return io.BufferedReader(_CountingRaw(Path(path), check, drop_final), buffer_size=1 << 20)


# -- reading apart --------------------------------------------------------------------------------

_POLL_SECONDS = 0.05
_helper_lock = threading.Lock()
_helper: tuple[multiprocessing.Process, object] | None = None  # the process and our end of its pipe


def apart(function: Callable[..., T], *args, **kwargs) -> T:
    """`function(*args, **kwargs)` run in a helper process, its result sent back.

    For format libraries in native code that crash the interpreter on some damaged files
    (pyreadstat does on broken SPSS files): the crash ends the helper, not the window or the
    command line, and becomes `ReaderCrashed`; what the call raises becomes `ReaderFailed`
    with its message. The helper is spawned once (about a second) and reused; while it works,
    `advance` is called so that Cancel ends it at once. `function` and its arguments must be
    picklable (a module-level function). In a daemon process (which may start none) the call
    runs in place.
    """
    global _helper
    if multiprocessing.current_process().daemon:  # a plugin's own process: it may start none
        return function(*args, **kwargs)
    with _helper_lock:
        if _helper is None or not _helper[0].is_alive():
            _helper = _start_helper()
        process, conn = _helper
        answer = None
        try:
            conn.send((function, args, kwargs))
            while not conn.poll(_POLL_SECONDS):
                if not process.is_alive():
                    break
                advance(0, 0)  # the share is unknown; raises ReadCancelled if the user cancelled
            if conn.poll(0):
                answer = conn.recv()
        except (EOFError, OSError):  # the helper went while answering
            pass
        except BaseException:  # Cancel, or an answer too large for memory: the helper goes
            _stop_helper()
            raise
        if answer is None:
            process.join(1)
            code = process.exitcode
            _stop_helper()
            raise ReaderCrashed(_ending(code))
    ok, value = answer
    if not ok:
        raise ReaderFailed(value)
    return value


def _start_helper() -> tuple[multiprocessing.Process, object]:
    ctx = multiprocessing.get_context("spawn")  # never a fork of a process that runs Qt or BLAS threads
    ours, theirs = ctx.Pipe()
    process = ctx.Process(target=_serve, args=(theirs,), name="anonguard-reader", daemon=True)
    process.start()
    theirs.close()
    return process, ours


def _stop_helper() -> None:
    global _helper
    if _helper is not None:
        process, conn = _helper
        if process.is_alive():
            process.kill()
        process.join(5)
        conn.close()
        _helper = None


def _serve(conn) -> None:
    """The helper: answer calls until the parent closes the pipe (it ends, or goes). It ends with its
    parent and works under the cap plugins' processes have (three quarters of the machine's memory)."""
    confine(three_quarters_of_memory())
    while True:
        try:
            function, args, kwargs = conn.recv()
        except (EOFError, OSError):
            return
        try:
            answer = (True, function(*args, **kwargs))
        except Exception as exc:  # noqa: BLE001 - sent back as the message the caller shows
            answer = (False, str(exc).strip() or type(exc).__name__)
        try:
            conn.send(answer)
        except Exception as exc:  # noqa: BLE001 - an answer that does not pickle
            conn.send((False, f"the result could not be sent back ({type(exc).__name__}: {exc})"))


def _ending(code: int | None) -> str:
    if code is not None and code < 0:
        return f"its reading library crashed ({signal_name(-code)})"
    return f"its reading library ended abruptly (exit code {code})"
