"""The report export's logic, apart from its dialog: what a run left to report on, and the slow work.

Rendering a report is pure Python (reportlab, matplotlib) and takes seconds, so it runs on a
thread of its own (`Job`) and checks a cancel flag between sections: a stale preview or a
cancelled export stops early and the dialog never freezes.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium
from PySide6.QtCore import QCoreApplication, QObject, QSettings, QThread, Signal
from PySide6.QtGui import QImage

from anonguard.engine.audit import audit_result
from anonguard.fileio import FolderInUse
from anonguard.progress import Progress
from anonguard.report.export import FORMATS, ExportCancelled, ExportIncomplete, ExportOptions, export
from anonguard.report.model import Report
from anonguard.report.pdf import render_pdf
from anonguard.report.privacy import Disclosure

FOLDER_KEY = "export/folder"
# one render at a time: under the GIL two are no faster than one after the other, and pdfium is not thread-safe
_RENDERING = threading.Lock()
_IMAGE_FORMATS = {"RGBX": QImage.Format.Format_RGBX8888, "RGBA": QImage.Format.Format_RGBA8888}

Cancelled = Callable[[], bool]
translate = QCoreApplication.translate  # found by pyside6-lupdate (context: ReportJobs)


@dataclass(frozen=True)
class AuditOutcome:
    """What a run left the window: the header its process sent, its results and its warnings."""

    header: dict[str, Any]
    results: list
    warnings: list[str]
    measured: dict[str, Any] = field(default_factory=dict)  # the whole-audit measures, by their section

    def audit(self, include_attempts: bool) -> dict[str, Any]:
        """The run's `audit.json`, as the command line would have written it."""
        # the run's warnings extend those of preparing; a run stopped the hard way sends only its own
        warnings = list(dict.fromkeys([*self.header.get("warnings", []), *self.warnings]))
        return audit_result({**self.header, "warnings": warnings}, self.results, include_attempts,
                            self.measured)

    def provenance(self) -> dict[str, Any]:
        """The run's `audit.json` but its results: what an audit file and the run history keep beside them."""
        return {k: v for k, v in self.audit(include_attempts=False).items() if k != "results"}


@dataclass(frozen=True)
class ExportChoices:
    """Everything the dialog asks, but the folder."""

    formats: tuple[str, ...] = FORMATS
    page_size: str = "A4"
    attempts: bool = False
    include_values: bool = False
    min_count: int = 10

    def disclosure(self) -> Disclosure:
        return Disclosure(self.include_values, self.min_count)

    def options(self) -> ExportOptions:
        return ExportOptions(self.formats, self.page_size, self.attempts)


def default_folder(settings: QSettings, audit_path: Path | None) -> str:
    """The folder exported to last, else the saved audit's folder, else home."""
    remembered = settings.value(FOLDER_KEY, "", type=str)
    if remembered:
        return remembered
    return str(audit_path.parent if audit_path is not None else Path.home())


def preview_pages(outcome: AuditOutcome, choices: ExportChoices, width: int, cancelled: Cancelled) -> list[QImage]:
    """The report's PDF pages as images `width` pixels wide."""
    # the PDF shows no per-attempt rows, so the preview leaves them out of the audit it renders
    report = Report.from_audit(outcome.audit(include_attempts=False), choices.disclosure())
    with _rendering(cancelled):
        return rasterize(render_pdf(report, choices.page_size, cancelled), width, cancelled)


def rasterize(pdf: bytes, width: int, cancelled: Cancelled = lambda: False) -> list[QImage]:
    """Every page of `pdf` as an image `width` pixels wide; raises InterruptedError if cancelled.

    Every pdfium object is closed here, in the rendering thread: pdfium is not thread-safe, and one
    left to the garbage collector could be freed on the GUI thread while another render runs."""
    document = pdfium.PdfDocument(pdf)
    images = []
    try:
        for index in range(len(document)):
            if cancelled():
                raise InterruptedError("preview cancelled")
            page = document[index]
            try:
                bitmap = page.render(scale=width / page.get_width(), rev_byteorder=True, prefer_bgrx=True)
                try:
                    image = QImage(bytes(bitmap.buffer), bitmap.width, bitmap.height, bitmap.stride,
                                   _IMAGE_FORMATS[bitmap.mode])
                    images.append(image.copy())  # detached from the buffer pdfium frees
                finally:
                    bitmap.close()
            finally:
                page.close()
    finally:
        document.close()
    return images


def export_report(outcome: AuditOutcome, choices: ExportChoices, folder: Path, cancelled: Cancelled) -> list[Path]:
    """Write the report into `folder`; returns the files written.

    The files are replaced together, audit.json first. A format that cannot be drawn or written
    does not stop the others: `ExportIncomplete` then says which, and which were written."""
    report = Report.from_audit(outcome.audit(include_attempts=choices.attempts), choices.disclosure())
    with _rendering(cancelled):
        return export(report, folder, choices.options(), cancelled, keep_going=True)


def failure_message(error: Exception, folder: Path) -> str:
    """What went wrong, for a person: the folder, the reason and what to do, never a traceback."""
    if isinstance(error, ExportIncomplete):
        advice = " " + (translate("ReportJobs", "Free some disk space and export again.") if error.disk_full
                        else translate("ReportJobs", "Export the missing format again once the cause is fixed, or "
                                       "report the problem."))
        problems = error.problems[0].upper() + error.problems[1:]
        done = (translate("ReportJobs", "Wrote {files} to {folder}.").format(
                    files=", ".join(path.name for path in error.written), folder=folder) if error.written
                else translate("ReportJobs", "Nothing was written to {folder}.").format(folder=folder))
        return f"{problems}. {done}{advice}"
    if isinstance(error, FolderInUse):
        return translate("ReportJobs", "{folder} is in use by another AnonGuard audit (process {process}); nothing "
                         "was written. Wait for it to finish, or choose another folder.").format(
            folder=folder, process=error.pid or translate("ReportJobs", "unknown"))
    if isinstance(error, OSError):
        reason = error.strerror or str(error)
        where = f" ({error.filename})" if error.filename and Path(error.filename) != folder else ""
        return translate("ReportJobs", "Could not write the report to {folder}: {reason}. Nothing was written, and a "
                         "report already there is unchanged. Choose a folder you can write to (or free some disk "
                         "space) and export again.").format(folder=folder, reason=f"{reason}{where}")
    return translate("ReportJobs", "Could not export the report: {error}. Nothing was written to {folder}.").format(
        error=error, folder=folder)


@contextmanager
def _rendering(cancelled: Cancelled) -> Iterator[None]:
    """Hold the render lock, giving up as soon as the work is cancelled while waiting for it."""
    while not _RENDERING.acquire(timeout=0.05):
        if cancelled():
            raise InterruptedError("cancelled while waiting for another render")
    try:
        yield
    finally:
        _RENDERING.release()


class Job(QThread):
    """One slow piece of work on a thread of its own; `work` gets a callable that says whether to stop.

    `ended` carries the job itself, so a receiver can tell a stale job's end from the current one's."""

    ended = Signal(object)

    def __init__(self, work: Callable[[Cancelled], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._work = work
        self.progress = Progress()
        self.value: Any = None
        self.error: Exception | None = None
        self.was_cancelled = False
        self.written: list[Path] = []

    def cancel(self) -> None:
        self.progress.cancel()

    def run(self) -> None:
        try:
            self.value = self._work(self.progress)
        except (ExportCancelled, InterruptedError) as cancel:
            self.was_cancelled = True
            self.written = getattr(cancel, "written", [])  # the cheap formats, written before the PDF
        except Exception as exc:  # shown in the dialog, never lost with the thread
            self.error = exc
        self.ended.emit(self)
