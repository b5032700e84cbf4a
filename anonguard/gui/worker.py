"""Runs an audit in a child process, watched from a QThread that relays its events as signals.

A separate process keeps the window responsive (the audit's number crunching never
competes with the event loop for Python's GIL) and isolates it: an audit or a plugin that
crashes the interpreter ends that process, not the application. The engine's generator
checks the shared cancel flag between batches, so Cancel takes effect within one batch
and the results finished so far are kept.
"""

from __future__ import annotations

import multiprocessing
import queue
import time
import traceback
from collections.abc import Sequence

from PySide6.QtCore import QObject, QThread, Signal, Slot

from anonguard.engine.audit import Audit
from anonguard.engine.events import AuditFinished, ScenarioAdvanced, ScenarioFinished, ScenarioStage, ScenarioStarted
from anonguard.engine.reidentification_result import ReidentificationProgress, ReidentificationResult
from anonguard.process_limits import end_with_parent, keep_freed_memory
from anonguard.engine.sources import FileSource, ReadTable
from anonguard.progress import Progress
from anonguard.engine.spec import AuditSpec
from anonguard.errors import AuditError

CONTEXT = multiprocessing.get_context("spawn")  # never fork a process that runs Qt


GRACE_SECONDS = 2.0  # after Cancel, how long the child may take to reach the end of a batch


def run_audit(spec: AuditSpec, events: multiprocessing.Queue, progress: Progress,
              already_read: Sequence[ReadTable] = ()) -> None:
    """The child process: run the audit on the tables the window read (others from their files) and
    put its events on `events` as plain tuples."""
    end_with_parent()  # a window that crashed leaves no audit running on
    keep_freed_memory()
    try:
        audit = Audit(spec, source=FileSource(spec, already_read)).prepare()
        # the report's provenance, and what each scenario is
        events.put(("prepared", len(audit.scenarios), audit.header(), [s.describe() for s in audit.scenarios]))
        for event in audit.run(progress):
            if isinstance(event, ScenarioStarted):
                events.put(("started", event.index, event.total, event.scenario.describe(), event.where))
            elif isinstance(event, ScenarioStage):
                events.put(("stage", event.index, event.total, event.stage, event.done))
            elif isinstance(event, ScenarioAdvanced):
                events.put(("advanced", event.index, event.total, event.progress.attempts, event.progress.available))
            elif isinstance(event, ScenarioFinished):
                events.put(("result", event.index, event.result))
            elif isinstance(event, ReidentificationProgress):
                events.put(("reid-stage", event.stage, event.done))
            elif isinstance(event, ReidentificationResult):
                events.put(("reidentified", event))
            elif isinstance(event, AuditFinished):
                events.put(("finished", event.results, audit.warnings, event.cancelled))
    except AuditError as exc:
        events.put(("failed", str(exc)))
    except Exception as exc:  # anything else is reported, never lost
        events.put(("failed", f"internal error: {type(exc).__name__}: {exc}\n\n{traceback.format_exc()}"))


class AuditWorker(QObject):
    prepared = Signal(int, object, object)  # number of scenarios, the audit's header (`Audit.header()`), descriptions
    scenario_started = Signal(int, int, str, str)  # index, total, description, the worker running it ("": the audit's)
    stage = Signal(int, int, str, float)  # index, total, what the scenario is doing, share of it done
    advanced = Signal(int, int, int, int)  # index, total, attempts, available targets
    scenario_finished = Signal(int, object)  # index, its result
    result_ready = Signal(object)  # ScenarioResult or MembershipResult
    reid_stage = Signal(str, float)  # what the re-identification measures are doing, share done
    reidentified = Signal(object)  # the ReidentificationResult, with its per-record register
    finished = Signal(object, object, bool)  # results, warnings, cancelled
    failed = Signal(str)

    def __init__(self, spec: AuditSpec, already_read: Sequence[ReadTable] = ()) -> None:
        super().__init__()
        self.spec, self.already_read = spec, tuple(already_read)
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
        self._cancelled_at = time.monotonic() - GRACE_SECONDS
        _end(self.process)

    @Slot()
    def run(self) -> None:
        results: list = []
        try:
            events = CONTEXT.Queue()
            self.process = CONTEXT.Process(target=run_audit, args=(self.spec, events, self.progress, self.already_read))
            self.process.start()
            self._relay(events, self.process, results)
        except Exception as exc:  # the window must never be left waiting
            self.failed.emit(f"the audit could not be followed: {type(exc).__name__}: {exc}")
        finally:
            _end(self.process)

    def _relay(self, events, process, results: list) -> None:
        while True:
            try:
                message = events.get(timeout=0.1)
            except queue.Empty:
                if self._cancelled_at is not None and time.monotonic() - self._cancelled_at >= GRACE_SECONDS:
                    _end(process)  # busy between batches (fitting, reading): stop it the hard way
                    self.finished.emit(results, ["the audit was stopped while it was busy"], True)
                    return
                if not process.is_alive() and events.empty():
                    self.failed.emit(f"the audit process stopped unexpectedly (exit code {process.exitcode})")
                    return
                continue
            kind, *args = message
            if kind == "prepared":
                self.prepared.emit(*args)
            elif kind == "started":
                self.scenario_started.emit(*args)
            elif kind == "stage":
                self.stage.emit(*args)
            elif kind == "advanced":
                self.advanced.emit(*args)
            elif kind == "reid-stage":
                self.reid_stage.emit(*args)
            elif kind == "reidentified":
                self.reidentified.emit(*args)
            elif kind == "result":
                index, result = args
                results.append(result)
                self.scenario_finished.emit(index, result)
                self.result_ready.emit(result)
            elif kind == "finished":  # its results in scenario order, whatever order they finished in
                self.finished.emit(*args)
                return
            else:
                self.failed.emit(*args)
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
    worker.finished.connect(thread.quit)
    worker.failed.connect(thread.quit)
    thread.finished.connect(worker.deleteLater)
    thread.start()
    return thread
