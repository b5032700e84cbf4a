"""The pieces a report is made of (plots, tables, sections) and how their cells print numbers: shared by the
report's own parts and by each kind's presenter (`anonguard.report.presenters`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from anonguard.engine.claims.decision import alc_words

if TYPE_CHECKING:
    from matplotlib.figure import Figure


def figures():
    """The plotting module, imported when a figure is drawn: audit.json and the CSV files alone do not
    pay for Matplotlib."""
    from anonguard.report import figures as plotting

    return plotting


@dataclass(frozen=True)
class Plot:
    caption: str
    make: Callable[[], Figure]


@dataclass
class Table:
    """Text cells ready to print; `bands` colours rows by risk band where a row has one."""

    title: str
    columns: list[str]
    rows: list[list[str]]
    bands: list[str | None] = field(default_factory=list)
    note: str = ""


@dataclass
class Section:
    """One result: what it means, its numbers, its tables and its plots."""

    anchor: str
    title: str
    band: str | None
    summary: str
    facts: list[tuple[str, str]]
    tables: list[Table] = field(default_factory=list)
    plots: list[Plot] = field(default_factory=list)
    badge: str = "failed"  # the word in place of a band, for a section without one


def alc_interval_text(value: float | None, interval) -> str:
    """An ALC with its interval, as the tables print it; far below −1 it only says 'no advantage'."""
    if value is None:
        return "-"
    if value < -1:
        return alc_words(value)
    return f"{value:.2f}" + (f" [{max(interval[0], -1):.2f}, {interval[1]:.2f}]" if interval else "")


LISTED = 40  # values named in a report's cell at most: beyond, a summary (audit.json has every one)


def listed(values: list[str]) -> str:
    """`values` joined, or the first `LISTED` and how many more: a sensitive variable of 15,000 values made one
    table cell that ReportLab split page by page in quadratic time (46 s for the PDF; 50,000: over 15 minutes)."""
    if len(values) <= LISTED:
        return ", ".join(values) or "-"
    return f"{', '.join(values[:LISTED])} … and {len(values) - LISTED:,} more (every one in audit.json)"


def num(value: float | None, digits: int) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def params(params: dict[str, Any]) -> list[tuple[str, str]]:
    return [("Parameters", ", ".join(f"{k}={v}" for k, v in params.items()))] if params else []


def frame_table(title: str, frame, note: str = "") -> Table:
    return Table(title, [str(c) for c in frame.columns],
                 [[cell(v) for v in row] for row in frame.itertuples(index=False)], note=note)


def cell(value: Any) -> str:
    if isinstance(value, float):  # whole numbers in full (an income is a value, not a measure); + 0.0 drops -0
        return f"{value + 0.0:.0f}" if value.is_integer() and abs(value) < 1e15 else f"{value + 0.0:.6g}"
    return "-" if value is None else str(value)
