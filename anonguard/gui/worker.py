"""Runs an audit in a child process, watched from a QThread that relays its events as one signal.

A separate process keeps the window responsive (the audit's number crunching never
competes with the event loop for Python's GIL) and isolates it: an audit or a plugin that
crashes the interpreter ends that process, not the application. The engine's generator
checks the shared cancel flag between batches, so Cancel takes effect within one batch
and the results finished so far are kept.

The engine's events (`anonguard.engine.events`, the re-identification stages and result) cross the
process boundary and reach the window unchanged; the worker adds only what a run in another process
needs besides (`RunPrepared`, `RunWarned`, `RunFailed`, in `anonguard.gui.session`). Receivers
dispatch on the event's type.
"""

from __future__ import annotations

import multiprocessing
import queue
import time
import traceback
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QThread, Signal, Slot

from anonguard.engine.audit import Audit
from anonguard.engine.events import AuditFinished, ScenarioFinished
from anonguard.engine.sources import FileSource, ReadTable
from anonguard.engine.spec import AuditSpec
from anonguard.errors import AuditError
from anonguard.gui.session import RunFailed, RunPrepared, RunWarned
from anonguard.process_limits import end_with_parent, keep_freed_memory
from anonguard.progress import Progress

CONTEXT = multiprocessing.get_context("spawn")  # never fork a process that runs Qt


GRACE_SECONDS = 2.0  # after Cancel, how long the child may take to reach the end of a batch


def audit_in_child(spec: AuditSpec, events: multiprocessing.Queue, progress: Progress,
              already_read: Sequence[ReadTable] = ()) -> None:
    """The child process: run the audit on the tables the window read (others from their files) and
    put its events on `events` as the engine made them."""
    end_with_parent()  # a window that crashed leaves no audit running on
    keep_freed_memory()
    try:
        audit = Audit(spec, source=FileSource(spec, already_read)).prepare()
        # the report's provenance, and what each scenario is
        events.put(RunPrepared(len(audit.scenarios), audit.header(), [s.describe() for s in audit.scenarios]))
        for event in audit.run(progress):
            if isinstance(event, AuditFinished):
                events.put(RunWarned(list(audit.warnings)))
            events.put(event)
    except AuditError as exc:
        events.put(RunFailed(str(exc)))
    except Exception as exc:  # anything else is reported, never lost
        events.put(RunFailed(f"internal error: {type(exc).__name__}: {exc}\n\n{traceback.format_exc()}"))


class AuditWorker(QObject):
    event = Signal(object)  # every event of the run, in the order it happened; the last is AuditFinished or RunFailed
    ended = Signal()  # after the last event: the thread may quit

    def __init__(self, spec: AuditSpec, already_read: Sequence[ReadTable] = (), target: Callable = audit_in_child,
                 more: tuple = (), last: tuple[type, ...] = (AuditFinished, RunFailed), grace: float = GRACE_SECONDS
                 ) -> None:
        """`target(spec, events, progress, already_read, *more)` runs in the child and puts its events on `events`;
        an event of a `last` type ends the run (a frontier search ends with its own: gui/frontier_search.py); after
        Cancel the child has `grace` seconds to get there."""
        super().__init__()
        self.spec, self.already_read = spec, tuple(already_read)
        self.target, self.more, self.last, self.grace = target, tuple(more), last, grace
        self.progress = Progress(CONTEXT.Event())  # its flag reaches the audit's process
        self._cancelled_at: float | None = None
        self.process = None

    def cancel(self) -> None:
        """Ask the audit to stop after its batch; if it has not within the grace period, it is ended."""
        self.progress.cancel()
        if self._cancelled_at is None:
            self._cancelled_at = time.monotonic()

    def stop_now(self) -> None:
        """End the child process at once (closing the window)."""
        self.cancel()
        self._cancelled_at = time.monotonic() - self.grace
        _end(self.process)

    @Slot()
    def run(self) -> None:
        try:
            events = CONTEXT.Queue()
            self.process = CONTEXT.Process(target=self.target, args=(self.spec, events, self.progress, self.already_read,
                                                                     *self.more))
            self.process.start()
            self._relay(events, self.process)
        except Exception as exc:  # the window must never be left waiting
            self.event.emit(RunFailed(f"the audit could not be followed: {type(exc).__name__}: {exc}"))
        finally:
            _end(self.process)
            self.ended.emit()

    def _relay(self, events, process) -> None:
        finished: list = []  # the results so far, should the run have to be stopped the hard way
        while True:
            try:
                event = events.get(timeout=0.1)
            except queue.Empty:
                if self._cancelled_at is not None and time.monotonic() - self._cancelled_at >= self.grace:
                    _end(process)  # busy between batches (fitting, reading): stop it the hard way
                    self.event.emit(RunWarned(["the audit was stopped while it was busy"]))
                    self.event.emit(AuditFinished(finished, True))
                    return
                if not process.is_alive() and events.empty():
                    self.event.emit(RunFailed(f"the audit process stopped unexpectedly (exit code {process.exitcode})"))
                    return
                continue
            if isinstance(event, ScenarioFinished):
                finished.append(event.result)
            self.event.emit(event)
            if isinstance(event, self.last):
                return


def _end(process) -> None:
    """Make sure a child process is gone and reaped."""
    if process is None or process.pid is None:
        return
    process.join(timeout=1)
    if process.is_alive():
        process.terminate()
        process.join(timeout=2)
    if process.is_alive():
        process.kill()
        process.join()


_LIVE: set[QThread] = set()  # Qt aborts the process if a QThread is destroyed while it runs


def start(worker: AuditWorker) -> QThread:
    """Move `worker` to a new thread and run it; the thread quits and cleans up when done.

    The thread is kept referenced here until it has finished, so a window that is closed or
    collected while its audit winds down cannot take the running thread with it.
    """
    thread = QThread()
    _LIVE.add(thread)
    thread.finished.connect(lambda: _LIVE.discard(thread))
    worker.moveToThread(thread)
    thread.started.connect(worker.run)
    worker.ended.connect(thread.quit)
    thread.finished.connect(worker.deleteLater)
    thread.start()
    return thread
