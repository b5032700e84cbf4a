"""The Treatments page's preview: a treated release's chain applied to its source table, off the window's thread,
and one column read before and after (its values changed, cells suppressed and categories lost, and its
distribution on both sides). The chain runs exactly as the audit runs it (`apply_chain` with `made_treatment`, a
task with the audit's kinds, key variables, sensitive variables, seed and k: `task_of`), on the tables the window
read; a chain that stops says why in the engine's words instead of a preview.

`PreviewJob` takes what it needs from the draft on the window's thread, so the work reads nothing the window may
change meanwhile; `PreviewRunner` runs one job at a time in a thread (napari's way: the widget only shows what
comes back) and hands back the last one asked for, an older answer being dropped."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from anonguard.data.cells import Interval, parse_cell
from anonguard.data.counts import is_count_table
from anonguard.engine.spec import ORIGINAL, ComponentChoice
from anonguard.engine.treatment.chain import StepRecord, apply_chain, changed_shares, made_treatment
from anonguard.engine.settings import AuditSettings
from anonguard.engine.treatment.plan import key_variables, task_of
from anonguard.errors import AuditError, DataError
from anonguard.gui.draft import AuditDraft
from anonguard.gui.reading_status import Reading
from anonguard.gui.treatment_chains import treated
from anonguard.plugins.api import CATEGORICAL, TreatmentTask
from anonguard.plugins.manager import Catalog

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: TreatmentsPage)
BINS = 20  # of a continuous column's histogram
CATEGORIES = 12  # the most frequent values drawn of a categorical column; the rest are one bar


@dataclass(frozen=True)
class Histogram:
    """A continuous column on both sides, on the same bins. A band counts spread evenly over its width, an open
    code ('>=100000') at its threshold; a set of values or a suppressed cell is not a number and is not drawn."""

    edges: np.ndarray
    before: np.ndarray
    after: np.ndarray


@dataclass(frozen=True)
class Categories:
    """A categorical column's most frequent values on either side (then 'other' and the missing), with their
    counts before and after."""

    labels: list[str]
    before: list[int]
    after: list[int]


@dataclass(frozen=True)
class ColumnPreview:
    """One column before and after the chain, and what each step said."""

    column: str
    kind: str
    rows: int
    changed: int  # rows whose value is no longer what it was
    suppressed: int  # rows left without a value (missing, or '*') that held one
    lost: list[str]  # values of the column before that appear nowhere after, most frequent first
    distinct: tuple[int, int]  # distinct values before and after, a suppressed cell none
    steps: list[StepRecord]
    drawn: Histogram | Categories | None


@dataclass(frozen=True)
class PreviewFailed:
    """The chain could not be applied: why, in the engine's words."""

    message: str


@dataclass(frozen=True)
class PreviewJob:
    """Everything a preview reads: the table the chains start from, the chains from it to the treated release
    (the last is the release's own; those before make the release it is made from), the column, and the audit's
    kinds, key variables, sensitive variables and settings (its seed, and the k of its re-identification measures)."""

    table: pd.DataFrame
    chains: tuple[tuple[ComponentChoice, ...], ...]
    column: str
    kinds: dict[str, str]
    keys: tuple[str, ...]
    sensitive: tuple[str, ...]
    settings: AuditSettings
    catalog: Catalog = field(repr=False)

    def run(self) -> ColumnPreview | PreviewFailed:
        make = lambda step: made_treatment(self.catalog, step)  # noqa: E731
        try:
            before = self.table
            for steps in self.chains[:-1]:
                before, _ = apply_chain(before, steps, make, self._task)
            after, records = apply_chain(before, self.chains[-1], make, self._task)
        except (AuditError, DataError, ValueError) as exc:
            return PreviewFailed(str(exc))
        return column_preview(before[self.column], after[self.column], self.kinds.get(self.column, CATEGORICAL),
                              records)

    def _task(self, frame: pd.DataFrame) -> TreatmentTask:
        return task_of(frame, {c: k for c, k in self.kinds.items() if c in frame.columns}, list(self.keys),
                       list(self.sensitive), self.settings)


def preview_job(draft: AuditDraft, catalog: Catalog, label: str, column: str) -> PreviewJob:
    """The preview of the treated release `label`'s `column`; a ValueError says why there is none (its source
    is not a table of records the window holds, or lacks the column)."""
    chains = {chain.label: chain for chain in treated(draft)}
    steps, source = [tuple(chains[label].steps)], chains[label].source
    while source in chains:  # made from a treated release: its chain first
        steps.insert(0, tuple(chains[source].steps))
        source = chains[source].source
    table = source_table(draft, source)
    if column not in table.columns:
        raise ValueError(translate("TreatmentsPage", "'{source}' has no column '{column}'").format(
            source=source, column=column))
    secrets = tuple(c.name for c in draft.columns if c.role == "secret")
    try:  # the key variables the audit tells the treatments of, among the columns it audits
        spec = draft.to_spec()
        keys = tuple(key_variables(spec, [c for c in table.columns if c not in (*spec.ignore, spec.entity)]))
    except ValueError:  # the set-up is not complete yet: the columns marked as key variables
        keys = tuple(c.name for c in draft.columns if c.role == "known" and c.name in table.columns)
    return PreviewJob(table, tuple(steps), column, {c.name: c.kind for c in draft.columns}, keys, secrets,
                      AuditSettings.from_dict(draft.settings), catalog)


def source_table(draft: AuditDraft, source: str) -> pd.DataFrame:
    """The table a chain starts from, as the window read it: the original, or the release's one table of records."""
    if source == ORIGINAL:
        if draft.original is None:
            raise ValueError(translate("TreatmentsPage", "open the original on the Data page first"))
        return draft.original.frame
    records = [t.frame for t in draft.releases if t.release == source and not is_count_table(t.frame)]
    if len(records) != 1:
        raise ValueError(translate("TreatmentsPage", "release '{release}' holds {count} tables of records; a chain "
                                   "treats one table of records").format(release=source, count=len(records)))
    return records[0]


def column_preview(before: pd.Series, after: pd.Series, kind: str, steps: list[StepRecord]) -> ColumnPreview:
    """What the chain did to one column, counted, and its distribution on both sides."""
    name = str(before.name)
    rows = len(after)
    same_rows = len(before) == rows
    changed = round(changed_shares(before.to_frame(), after.to_frame())[name] * rows)
    blank_before, blank_after = _blank(before), _blank(after)
    suppressed = int((blank_after & ~blank_before).sum()) if same_rows else 0
    counts = before.dropna().astype(str).value_counts()
    left = set(after.dropna().astype(str))
    lost = [str(value) for value in counts.index if value not in left]
    distinct = (int(before[~blank_before].nunique()), int(after[~blank_after].nunique()))
    drawn = categories(before, after) if kind == CATEGORICAL else histogram(before, after)
    return ColumnPreview(name, kind, rows, changed, suppressed, lost, distinct, steps, drawn)


def _blank(series: pd.Series) -> np.ndarray:
    """Where a column holds no value: missing, or a cell standing for any value ('*', as suppression writes it)."""
    stars = series.astype("string").str.strip().str.fullmatch(r"\*+").fillna(False).to_numpy(dtype=bool)
    return series.isna().to_numpy() | stars


def categories(before: pd.Series, after: pd.Series, most: int = CATEGORIES) -> Categories:
    """The most frequent values on either side, 'other' for the rest and the missing last (when there are any)."""
    counted = [side.astype("string").value_counts() for side in (before, after)]
    biggest = pd.concat(counted, axis=1).fillna(0).max(axis=1).sort_values(ascending=False, kind="stable")
    shown = list(biggest.index[:most])
    labels = [*shown]
    values: list[list[int]] = [[int(c.get(v, 0)) for v in shown] for c in counted]
    rest = [int(c.sum()) - sum(v) for c, v in zip(counted, values)]
    missing = [int(side.isna().sum()) for side in (before, after)]
    for word, extra in ((translate("TreatmentsPage", "other"), rest), (translate("TreatmentsPage", "missing"), missing)):
        if any(extra):
            labels.append(word)
            for side, count in zip(values, extra):
                side.append(count)
    return Categories(labels, *values)


def _cells(series: pd.Series) -> tuple[np.ndarray, list[tuple[float, float, int]]]:
    """A column's exact numbers, and its bands as (low, high, count): an open code at its threshold (low = high)."""
    numbers = pd.to_numeric(series, errors="coerce")
    exact = numbers.dropna().to_numpy(dtype=float)
    bands = []
    for text, count in series[numbers.isna() & series.notna()].astype(str).value_counts().items():
        cell = parse_cell(text)
        if isinstance(cell, Interval):
            low, high = (cell.high, cell.high) if np.isinf(cell.low) else (cell.low, cell.low) if np.isinf(
                cell.high) else (cell.low, cell.high)
            bands.append((float(low), float(high), int(count)))
    return exact, bands


def histogram(before: pd.Series, after: pd.Series, bins: int = BINS) -> Histogram | None:
    """Both sides on the same bins (None: no number on either side)."""
    sides = [_cells(side) for side in (before, after)]
    ends = np.concatenate([np.concatenate([exact, [v for b in bands for v in b[:2]]]) for exact, bands in sides])
    if not ends.size:
        return None
    edges = np.histogram_bin_edges(ends, bins=bins)
    counts = []
    for exact, bands in sides:
        found = np.histogram(exact, edges)[0].astype(float)
        for low, high, count in bands:
            if high > low:  # spread over the bins the band covers
                found += count * np.clip(np.minimum(high, edges[1:]) - np.maximum(low, edges[:-1]), 0, None) / (
                    high - low)
            else:
                found[min(max(np.searchsorted(edges, low, side="right") - 1, 0), len(found) - 1)] += count
        counts.append(found)
    return Histogram(edges, *counts)


class PreviewRunner(QObject):
    """Runs one preview at a time off the window's thread; `done` gives the answer to the last one asked for.
    A job asked while another runs waits for it to end, in place of any job still waiting (only the last is
    wanted); a job that raises answers with its error in words, never a traceback."""

    done = Signal(object)  # a ColumnPreview or PreviewFailed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.running: Reading | None = None
        self.waiting: Callable[[], Any] | None = None
        self.poll = QTimer(self, interval=40)
        self.poll.timeout.connect(self._check)

    def ask(self, job: Callable[[], Any]) -> None:
        self.waiting = job
        if self.running is None:
            self._start()

    def _start(self) -> None:
        job, self.waiting = self.waiting, None
        self.running = Reading(job).start()
        self.poll.start()

    def _check(self) -> None:
        running = self.running
        if running is None or not running.done.is_set():
            return
        self.running = None
        if self.waiting is not None:  # asked again meanwhile: this answer is out of date
            self._start()
            return
        self.poll.stop()
        self.done.emit(running.result if running.error is None else PreviewFailed(str(running.error)))

