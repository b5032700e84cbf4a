"""Writing a report in the formats asked for, all or nothing.

Every format is rendered in memory first and the files are replaced together
(`anonguard.fileio.write_together`): a failure or a cancel at any point leaves the folder's
previous report exactly as it was.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from anonguard.fileio import write_together

if TYPE_CHECKING:  # the model draws with matplotlib: not loaded by a command line that only parses options
    from anonguard.report.model import Report

FORMATS = ("html", "pdf", "json", "csv")
FILE_NAMES = {"html": "report.html", "pdf": "report.pdf", "json": "audit.json", "csv": "results.csv"}
ATTEMPTS_FILE = "attempts.csv"


class ExportCancelled(Exception):
    """The export was cancelled; nothing was written."""


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
        from anonguard.report.pdf import PAGE_SIZES  # reportlab is loaded only when a PDF is wanted

        if self.page_size not in PAGE_SIZES:
            raise ValueError(f"unknown page size {self.page_size!r}; choose from {', '.join(PAGE_SIZES)}")

    @classmethod
    def parse(cls, formats: str, page_size: str = "A4", attempts: bool = False) -> "ExportOptions":
        """From a comma-separated list as typed on a command line (`html,pdf`)."""
        return cls(tuple(dict.fromkeys(f.strip().lower() for f in formats.split(",") if f.strip())), page_size, attempts)


def render(report: Report, options: ExportOptions, cancelled: Callable[[], bool] = lambda: False) -> dict[str, bytes]:
    """File name → content for every format asked for; raises ExportCancelled if `cancelled` says so.

    The renderers ask `cancelled` as they go and raise InterruptedError; this is the one place that
    turns any of those into ExportCancelled."""
    contents: dict[str, bytes] = {}
    try:
        for fmt in options.formats:
            if cancelled():
                raise InterruptedError
            contents[FILE_NAMES[fmt]] = _render(report, fmt, options, cancelled)
        if options.attempts:
            from anonguard.report.spreadsheet import attempts_frame

            contents[ATTEMPTS_FILE] = attempts_frame(report).to_csv(index=False).encode("utf-8")
    except InterruptedError:
        raise ExportCancelled("the report export was cancelled; no file was written") from None
    return contents


def _render(report: Report, fmt: str, options: ExportOptions, cancelled: Callable[[], bool]) -> bytes:
    if fmt == "html":
        from anonguard.report.html import render_html

        return render_html(report, cancelled).encode("utf-8")
    if fmt == "pdf":
        from anonguard.report.pdf import render_pdf

        return render_pdf(report, options.page_size, cancelled)
    if fmt == "json":
        return json.dumps(report.audit, indent=1, ensure_ascii=False).encode("utf-8")
    from anonguard.report.spreadsheet import results_frame

    return results_frame(report).to_csv(index=False).encode("utf-8")


def export(report: Report, folder: str | Path, options: ExportOptions | None = None,
           cancelled: Callable[[], bool] = lambda: False) -> list[Path]:
    """Write the report into `folder` (every format unless `options` says otherwise); returns the files written."""
    folder = Path(folder)
    contents = render(report, options or ExportOptions(), cancelled)
    files = {folder / name: content for name, content in contents.items()}
    write_together(files)
    return list(files)
