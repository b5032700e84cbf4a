"""Writing a report in the formats asked for.

Formats are rendered in memory, then their files are replaced together as one set
(`anonguard.fileio.write_together`), `audit.json` first: a crash while writing leaves every file whole
and the set completed by the next write into the folder.

What a format that fails or is slow does depends on `keep_going`:

* `False` (the library's default): all or nothing; every format is drawn, then all are written; an
  error is raised and a cancel writes nothing, leaving the folder as it was.
* `True` (the command line and the window): a slow format costs only itself. The cheap formats
  (`audit.json`, the CSVs, the HTML report) are written first, as one set that also removes the
  folder's earlier PDF; the PDF is drawn and written after them. A cancel while the PDF is drawn keeps
  the set already written (`ExportCancelled.written`). A format that fails does not stop the others:
  `ExportIncomplete` then names each that could not be drawn (its renderer failed) or written (a full
  disk); the folder's earlier file of such a format is removed, so it is never taken for this report.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from anonguard.fileio import folder_lock, write_together

if TYPE_CHECKING:  # the model draws with matplotlib: not loaded by a command line that only parses options
    from anonguard.report.model import Report

FORMATS = ("html", "pdf", "json", "csv")
FILE_NAMES = {"html": "report.html", "pdf": "report.pdf", "json": "audit.json", "csv": "results.csv"}
ATTEMPTS_FILE = "attempts.csv"
# the result first (it alone can render every other format again), then the others cheapest first
WRITING_ORDER = ("json", "csv", "html", "pdf")
FORMAT_WORDS = {"report.html": "the HTML report", "report.pdf": "the PDF", "audit.json": "audit.json",
                "results.csv": "results.csv", ATTEMPTS_FILE: "attempts.csv"}


# drawn after the other formats are on disk when the export keeps going: the PDF's layout is the slow part
DRAWN_LAST = ("report.pdf",)


class ExportCancelled(Exception):
    """The export was cancelled; `written` (none unless the cheap formats were written before the PDF) are."""

    def __init__(self, message: str, written: list[Path] | None = None) -> None:
        super().__init__(message)
        self.written = written or []


@dataclass(frozen=True)
class FormatFailure:
    """One file of a report that could not be drawn (its renderer failed) or written."""

    file: str
    drawing: bool
    error: BaseException

    def describe(self) -> str:
        what = FORMAT_WORDS.get(self.file, self.file)
        if not self.drawing and isinstance(self.error, OSError):
            return f"{what} could not be written: {self.error.strerror or self.error}"
        text = " ".join(str(self.error).split())
        text = text if len(text) <= 240 else text[:239] + "…"
        return f"{what} could not be {'drawn' if self.drawing else 'written'}: {type(self.error).__name__}" + (
            f": {text}" if text else "")


class ExportIncomplete(Exception):
    """Some files of the report could not be drawn or written; `written` were."""

    def __init__(self, written: list[Path], failures: list[FormatFailure]) -> None:
        self.written, self.failures = written, failures
        names = ", ".join(p.name for p in written)
        others = (f"the other formats were written ({names})" if written else "nothing was written")
        super().__init__(f"{self.problems}; {others}")

    @property
    def problems(self) -> str:
        """What could not be drawn or written, and why."""
        return "; ".join(f.describe() for f in self.failures)

    @property
    def disk_full(self) -> bool:
        """Whether a file was left out for want of space (or another writing error), not for a renderer's fault."""
        return any(not f.drawing for f in self.failures)


PAGE_SIZES = ("A4", "Letter")  # named here, so that checking options does not load ReportLab (a second)


@dataclass(frozen=True)
class ExportOptions:
    formats: tuple[str, ...] = FORMATS
    page_size: str = "A4"
    attempts: bool = False  # also attempts.csv, one row per attempt (needs an audit that kept them)

    def __post_init__(self) -> None:
        unknown = [f for f in self.formats if f not in FORMATS]
        if unknown or not self.formats:
            raise ValueError(f"unknown report format {unknown[0]!r}; choose from {', '.join(FORMATS)}" if unknown
                             else "choose at least one report format")
        if self.page_size not in PAGE_SIZES:
            raise ValueError(f"unknown page size {self.page_size!r}; choose from {', '.join(PAGE_SIZES)}")

    @classmethod
    def parse(cls, formats: str, page_size: str = "A4", attempts: bool = False) -> "ExportOptions":
        """From a comma-separated list as typed on a command line (`html,pdf`)."""
        return cls(tuple(dict.fromkeys(f.strip().lower() for f in formats.split(",") if f.strip())), page_size, attempts)

    def file_names(self) -> list[str]:
        """The files these options write, in the order they are written."""
        names = [FILE_NAMES[f] for f in WRITING_ORDER if f in self.formats]
        return names + ([ATTEMPTS_FILE] if self.attempts else [])


def render(report: Report, options: ExportOptions, cancelled: Callable[[], bool] = lambda: False) -> dict[str, bytes]:
    """File name → content for every format asked for; raises ExportCancelled if `cancelled` says so,
    and a renderer's error as it is."""
    contents, failures = render_each(report, options, cancelled, keep_going=False)
    return contents


def render_each(report: Report, options: ExportOptions, cancelled: Callable[[], bool] = lambda: False,
                keep_going: bool = True, names: list[str] | None = None) -> tuple[dict[str, bytes], list[FormatFailure]]:
    """File name → content for every format that could be drawn (of `names`, else all the options ask for), in
    writing order, and what failed.

    The renderers ask `cancelled` as they go and raise InterruptedError; this is the one place that
    turns any of those into ExportCancelled."""
    contents: dict[str, bytes] = {}
    failures: list[FormatFailure] = []
    for name in options.file_names() if names is None else names:
        if cancelled():
            raise ExportCancelled("the report export was cancelled; no file was written")
        try:
            contents[name] = _render_file(report, name, options, cancelled)
        except InterruptedError:
            raise ExportCancelled("the report export was cancelled; no file was written") from None
        except Exception as exc:  # a renderer's fault (a ReportLab LayoutError, a bug): the others go on
            if not keep_going:
                raise
            failures.append(FormatFailure(name, True, exc))
    return contents, failures


def _render_file(report: Report, name: str, options: ExportOptions, cancelled: Callable[[], bool]) -> bytes:
    if name == ATTEMPTS_FILE:
        from anonguard.report.spreadsheet import attempts_table, csv_bytes

        return csv_bytes(attempts_table(report))
    return _render(report, next(f for f, n in FILE_NAMES.items() if n == name), options, cancelled)


def _render(report: Report, fmt: str, options: ExportOptions, cancelled: Callable[[], bool]) -> bytes:
    if fmt == "html":
        from anonguard.report.html import render_html

        return render_html(report, cancelled).encode("utf-8")
    if fmt == "pdf":
        from anonguard.report.pdf import render_pdf

        return render_pdf(report, options.page_size, cancelled)
    if fmt == "json":  # with the verdict the report's first page reads, for a machine to act on
        return json.dumps({**report.audit, "verdict": report.verdict.to_dict(), **report.summaries()}, indent=1,
                          ensure_ascii=False).encode("utf-8")
    from anonguard.report.spreadsheet import csv_bytes, results_frame

    return csv_bytes(results_frame(report))


def export(report: Report, folder: str | Path, options: ExportOptions | None = None,
           cancelled: Callable[[], bool] = lambda: False, keep_going: bool = False) -> list[Path]:
    """Write the report into `folder` (every format unless `options` says otherwise); returns the files written.

    With `keep_going`, the cheap formats are written before the PDF is drawn, and a format that cannot be
    drawn or written does not stop the others: they are written, then `ExportIncomplete` says what is
    missing. An error writing the first file (`audit.json` when asked for) is raised as it is, and leaves
    the folder as it was; so is `FolderInUse` when another AnonGuard process holds the folder."""
    folder = Path(folder)
    options = options or ExportOptions()
    names = options.file_names()
    stages = [[n for n in names if n not in DRAWN_LAST], [n for n in names if n in DRAWN_LAST]] if keep_going \
        else [names]
    stages = [stage for stage in stages if stage]
    written: list[Path] = []
    failures: list[FormatFailure] = []
    for number, stage in enumerate(stages):
        try:
            contents, failed = render_each(report, options, cancelled, keep_going, stage)
        except ExportCancelled as cancel:
            if not written:
                raise
            raise ExportCancelled(f"the report export was cancelled while {FORMAT_WORDS[stage[0]]} was drawn: "
                                  f"{', '.join(p.name for p in written)} were written, it was not", written) from cancel
        failures += failed
        later = [folder / name for rest in stages[number + 1:] for name in rest]  # never left beside a newer set
        files = {folder / name: content for name, content in contents.items()}
        with folder_lock(folder):  # FolderInUse while another AnonGuard run writes there
            left_out = write_together(files, remove=[folder / f.file for f in failed] + later, best_effort=keep_going)
        failures += [FormatFailure(target.name, False, error) for target, error in left_out.items()]
        written += [target for target in files if target not in left_out]
    if failures or not written:
        raise ExportIncomplete(written, failures)
    return written
