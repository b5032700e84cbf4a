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
import traceback

from PySide6.QtCore import QObject, QThread, Signal, Slot

from anonguard.engine.audit import Audit, AuditFinished, ScenarioAdvanced, ScenarioFinished, ScenarioStarted
from anonguard.engine.spec import AuditSpec
from anonguard.errors import AuditError

CONTEXT = multiprocessing.get_context("spawn")  # never fork a process that runs Qt


def run_audit(spec: AuditSpec, events: multiprocessing.Queue, cancel) -> None:
    """The child process: run the audit and put its events on `events` as plain tuples."""
    try:
        audit = Audit(spec).prepare()
        events.put(("prepared", len(audit.scenarios)))
        for event in audit.run(cancel.is_set):
            if isinstance(event, ScenarioStarted):
                s = event.scenario
                events.put(("started", event.index, event.total, f"{s.attack.id} on {s.release}: {s.secret}"))
            elif isinstance(event, ScenarioAdvanced):
                events.put(("advanced", event.index, event.total, event.progress.attempts, event.progress.available))
            elif isinstance(event, ScenarioFinished):
                events.put(("result", event.result))
            elif isinstance(event, AuditFinished):
                events.put(("finished", event.results, audit.warnings, event.cancelled))
    except AuditError as exc:
        events.put(("failed", str(exc)))
    except Exception as exc:  # anything else is reported, never lost
        events.put(("failed", f"internal error: {type(exc).__name__}: {exc}\n\n{traceback.format_exc()}"))


class AuditWorker(QObject):
    prepared = Signal(int)  # number of scenarios
    scenario_started = Signal(int, int, str)  # index, total, description
    advanced = Signal(int, int, int, int)  # index, total, attempts, available targets
    result_ready = Signal(object)  # ScenarioResult
    finished = Signal(object, object, bool)  # results, warnings, cancelled
    failed = Signal(str)

    def __init__(self, spec: AuditSpec) -> None:
        super().__init__()
        self.spec = spec
        self._cancel = CONTEXT.Event()

    def cancel(self) -> None:
        self._cancel.set()

    @Slot()
    def run(self) -> None:
        events = CONTEXT.Queue()
        process = CONTEXT.Process(target=run_audit, args=(self.spec, events, self._cancel))
        try:
            process.start()
        except Exception as exc:
            self.failed.emit(f"the audit process could not start: {type(exc).__name__}: {exc}")
            return
        try:
            self._relay(events, process)
        finally:
            if process.is_alive():
                process.join(timeout=5)
            if process.is_alive():
                process.terminate()

    def _relay(self, events, process) -> None:
        while True:
            try:
                message = events.get(timeout=0.1)
            except queue.Empty:
                if not process.is_alive() and events.empty():
                    self.failed.emit(f"the audit process stopped unexpectedly (exit code {process.exitcode})")
                    return
                continue
            kind, *args = message
            if kind == "prepared":
                self.prepared.emit(*args)
            elif kind == "started":
                self.scenario_started.emit(*args)
            elif kind == "advanced":
                self.advanced.emit(*args)
            elif kind == "result":
                self.result_ready.emit(*args)
            elif kind == "finished":
                self.finished.emit(*args)
                return
            else:
                self.failed.emit(*args)
                return


def start(worker: AuditWorker) -> QThread:
    """Move `worker` to a new thread and run it; the thread quits and cleans up when done."""
    thread = QThread()
    worker.moveToThread(thread)
    thread.started.connect(worker.run)
    worker.finished.connect(thread.quit)
    worker.failed.connect(thread.quit)
    thread.finished.connect(worker.deleteLater)
    thread.start()
    return thread
