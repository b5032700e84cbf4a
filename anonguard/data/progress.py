"""How far a long read has got, and a way to stop it, without a callback in every signature.

A window that reads a 2 GB export must show progress and offer Cancel. Readers (built in
or plugins) call `advance` as they go and loaders call `stage` to say what they are doing;
both go to the `Watcher` installed with `watching` in the current thread, and do nothing
when nobody watches (the CLI, the tests). A watcher that was asked to stop raises
`ReadCancelled` from the next `advance`, which unwinds the reader like any error.
"""

from __future__ import annotations

import gc
import io
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import BinaryIO, Generic, TypeVar

T = TypeVar("T")


class ReadCancelled(Exception):
    """The user cancelled the read; nothing was loaded."""


class Watcher:
    """What the reading thread reports: the stage, and the share done (None: not known)."""

    def __init__(self) -> None:
        self.stage = ""
        self.fraction: float | None = None
        self.stopping = threading.Event()

    def begin(self, stage: str) -> None:
        self.stage, self.fraction = stage, None

    def advance(self, done: float, total: float) -> None:
        if self.stopping.is_set():
            raise ReadCancelled("cancelled")
        self.fraction = min(max(done / total, 0.0), 1.0) if total > 0 else None


_watcher: ContextVar[Watcher | None] = ContextVar("anonguard_read_watcher", default=None)


@contextmanager
def watching(watcher: Watcher) -> Iterator[Watcher]:
    """Send this thread's `stage` and `advance` calls to `watcher` for the duration of the block."""
    token = _watcher.set(watcher)
    try:
        yield watcher
    finally:
        _watcher.reset(token)


def stage(text: str) -> None:
    """Say what is being read now (e.g. "Reading people.csv"); the share done is unknown until advanced."""
    watcher = _watcher.get()
    if watcher is not None:
        if watcher.stopping.is_set():
            raise ReadCancelled("cancelled")
        watcher.begin(text)


def advance(done: float, total: float) -> None:
    """`done` of `total` units (bytes, row groups...) read; raises ReadCancelled if the user cancelled."""
    watcher = _watcher.get()
    if watcher is not None:
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


_collector_lock = threading.Lock()
_collector_paused_by = 0  # Readings whose thread has not ended


class Reading(Generic[T]):
    """`job` run in a background thread under its own watcher, for a window to follow and cancel.

    The thread is a daemon: a read stuck in a format library that reports no progress
    cannot be interrupted, so Cancel lets the window go on and the result is dropped.

    Python collects reference cycles in whichever thread happens to allocate; in a reading
    thread that could destroy a Qt widget off the GUI thread, which crashes. So `start`
    collects on the calling thread and pauses the collector until the thread has ended
    (memory is still freed by reference counting meanwhile).
    """

    def __init__(self, job: Callable[[], T]) -> None:
        self.watcher = Watcher()
        self.result: T | None = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        self._job = job
        self._thread = threading.Thread(target=self._run, name="anonguard-reading", daemon=True)

    def start(self) -> "Reading[T]":
        global _collector_paused_by
        gc.collect()
        with _collector_lock:
            _collector_paused_by += 1
            gc.disable()
        self._thread.start()
        return self

    def cancel(self) -> None:
        self.watcher.stopping.set()

    @property
    def cancelled(self) -> bool:
        return self.watcher.stopping.is_set()

    def _run(self) -> None:
        with watching(self.watcher):
            try:
                self.result = self._job()
            except BaseException as exc:  # noqa: BLE001 - handed to the thread that waits for it
                self.error = exc
            finally:
                _resume_collector()
                self.done.set()


def _resume_collector() -> None:
    global _collector_paused_by
    with _collector_lock:
        _collector_paused_by -= 1
        if _collector_paused_by == 0:
            gc.enable()
