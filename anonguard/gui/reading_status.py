"""Reading a table off the window's thread while the status bar shows its stage and progress, with
Cancel. The window stays responsive (a nested event loop) with everything that would change the
audit locked; small files finish before any progress is shown, so nothing flickers."""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from anonguard.data.progress import ReadCancelled, watching
from anonguard.progress import Progress

if TYPE_CHECKING:
    from anonguard.gui.run_status import RunStatus

T = TypeVar("T")
translate = QCoreApplication.translate  # found by pyside6-lupdate (context: ReadingStatus)


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
        self.watcher = Progress()
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
        self.watcher.cancel()

    @property
    def cancelled(self) -> bool:
        return self.watcher.cancelled

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


class ReadingHost(Protocol):
    """What a read needs of the window: somewhere to hold it (so that Cancel reaches it and nothing starts
    meanwhile), the status bar to show its progress in, and a lock on whatever would change the audit."""

    reading: Reading | None
    run_status: RunStatus

    def lock(self, running: bool) -> None: ...


def read_off_thread(window: ReadingHost, job: Callable[[], T]) -> T:
    """`job`'s result; ReadCancelled if the user cancelled, or the job's own error."""
    window.reading = Reading(job).start()
    try:
        if not window.reading.done.wait(0.1):  # small files: no flicker of the progress bar
            _follow(window, window.reading)
        if window.reading.cancelled:
            window.reading.done.wait(0.5)  # a reader that reports progress stops at once
            raise ReadCancelled("cancelled")
        if window.reading.error is not None:
            raise window.reading.error
        return window.reading.result
    finally:
        window.reading = None


def _follow(window: ReadingHost, reading: Reading) -> None:
    loop = QEventLoop()
    poll = QTimer(interval=50)

    def show() -> None:
        if reading.done.is_set() or reading.cancelled:
            loop.quit()
            return
        watcher = reading.watcher
        share = "" if watcher.fraction is None else f" — {watcher.fraction:.0%}"
        stage = watcher.stage or translate("ReadingStatus", "Reading")
        window.run_status.show_share(watcher.fraction, translate("ReadingStatus", "{stage}…{share} · Esc cancels").format(
            stage=stage, share=share))

    poll.timeout.connect(show)
    window.run_status.busy()
    show()
    window.lock(True)
    poll.start()
    try:
        loop.exec()
    finally:
        poll.stop()
        window.run_status.stop()  # the reading's last stage ("Checking… 100 %") is over
        window.lock(False)
