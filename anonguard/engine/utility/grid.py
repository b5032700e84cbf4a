"""The original and a release put on one grid of cells, column by column, so that every distribution
measure compares like with like and a subsample of the original is a subset of the original's cells.

A categorical column's cells are the categories of the original and the release together; a continuous
column's are cut at the original's quantiles (`bins` of them, fewer where values repeat), so a release
that shifts or coarsens values moves them between the original's own cells. The two end bins are halved
again and again toward the extremes (with deciles: 5 %, 2.5 %, 1.25 % ... and 95 %, 97.5 % ...) while a
tail cell still holds MIN_TAIL_ROWS of the original's values. A top code pulls the values above it onto one
value; inside the top decile, deciles alone read that as a copy. With halved tails, a top code of any share
(down to the finest tail cell) moves about half to all of the values it replaced out of their cells (those
above the next cut above it), so the pairs and k-marginal read it in proportion to the share coded; a bottom
code alike. One binning rule serves the per-variable, pair and k-marginal measures: a value below the
original's minimum and one above its maximum each have a cell of their own, so a value moved out of the
original's range does not hide in an end bin. Missing is a cell of its own in both tables.

A generalized release's cell is read over the cells it stands for (engine/utility/spread.py): a plain
row keeps one cell, a generalized row is read by a spread, a few (cell, weight) entries; a top or bottom code
(`>=100000`, `<18`) is read at its finite end, as the same code written as a number. The shares and
joint tables below count rows by what they are read as, then spread the counts, with `np.bincount`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Mapping

import numpy as np
import pandas as pd

from anonguard.data.columns import CATEGORICAL
from anonguard.engine.utility.spread import ReleaseCells, Spread, categorical_spread, continuous_spread, tail_rows

Entries = tuple[np.ndarray, np.ndarray, np.ndarray]  # units (ascending: rows, or combinations), cells, weights
Readings = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]  # patterns per row; per pattern: starts, cells, weights
_MAX_DENSE_CELLS = 1 << 22  # beyond this many combinations, keys are renumbered rather than counted densely
MIN_TAIL_ROWS = 50  # the finest tail cell holds at least this many of the original's values


@dataclass(frozen=True)
class GridColumn:
    """One column of the original and of the release as cell numbers 0 .. cells-1 (the last: missing)."""

    name: str
    kind: str
    original: np.ndarray  # cell per original row
    release: np.ndarray  # cell per release row (a generalized row: its likeliest cell; `spread` has them all)
    cells: int  # the missing cell included
    labels: tuple[str, ...]  # what each cell but the missing one stands for
    original_values: np.ndarray | None = None  # a continuous column's values (NaN: missing), for Kolmogorov-Smirnov
    release_values: np.ndarray | None = None  # (a generalized row: its interval's midpoint, as the attacks read it)
    spread: Spread | None = None  # the generalized release rows' cells and weights

    @property
    def missing(self) -> int:
        return self.cells - 1

    @cached_property
    def readings(self) -> Readings:
        """What each release row is read as, made once (every pair and k-marginal reads it): per row its pattern
        (a cell 0 .. cells-1, or cells + a spread), and per pattern where its entries start (one more: the end),
        their cells and weights."""
        return _readings(self)


def on_grid(original: pd.DataFrame, release: pd.DataFrame, kinds: Mapping[str, str], bins: int,
            generalized: Mapping[str, ReleaseCells] | None = None) -> list[GridColumn]:
    """Every column the two tables share, in the original's order, on one grid; `generalized` says what the
    release's generalized columns' cells stand for."""
    shared = [c for c in original.columns if c in release.columns and c in kinds]
    cells = generalized or {}
    return [_column(c, original[c], release[c], kinds[c], bins, cells.get(c)) for c in shared]


def _column(name: str, original: pd.Series, release: pd.Series, kind: str, bins: int,
            cells: ReleaseCells | None) -> GridColumn:
    if kind == CATEGORICAL:
        return _categorical(name, original, release, cells)
    return _continuous(name, original, release, bins, cells)


def _categorical(name: str, original: pd.Series, release: pd.Series, cells: ReleaseCells | None) -> GridColumn:
    texts = [s.astype("string") for s in (original, release)]
    plain = np.ones(len(release), dtype=bool) if cells is None or cells.members is None else cells.plain
    labels = pd.Index(pd.unique(pd.concat([texts[0].dropna(), texts[1][plain].dropna()], ignore_index=True)))
    coded = [np.where(t.isna().to_numpy(), -1, labels.get_indexer(t.fillna(""))) for t in texts]
    spread = None
    if not plain.all():
        member_cells = labels.get_indexer(pd.Index(cells.labels[:-1], dtype=object))
        member_cells = np.append(np.where(member_cells < 0, -2, member_cells), -1)  # -2: no cell; -1: missing
        spread, fallback = categorical_spread(coded[0], len(labels), cells, member_cells)
        if fallback.size:  # a set the original holds no one in: a category of its own, as before
            own = texts[1].iloc[fallback]
            labels = labels.append(pd.Index(pd.unique(own.dropna())).difference(labels, sort=False))
            coded[1][fallback] = np.where(own.isna().to_numpy(), -1, labels.get_indexer(own.fillna("")))
    size = len(labels) + 1
    coded = [np.where(c < 0, size - 1, c).astype(np.int64) for c in coded]
    if spread is not None:
        spread = spread.missing_at(size - 1).settled(coded[1])
    return GridColumn(name, CATEGORICAL, coded[0], coded[1], size, tuple(str(label) for label in labels),
                      spread=spread)


def quantile_levels(bins: int, known: int) -> np.ndarray:
    """The shares of the original's `known` values below each cut: the `bins`-quantiles, and each end bin halved
    again and again while the tail cell keeps MIN_TAIL_ROWS values. Halving, not fixed percentiles: above a top
    code of any share there is then a cut with about half that share or more above it (down to the finest tail
    cell), whatever `bins` and the table's size."""
    tails, share = [], 1 / bins
    while (share := share / 2) * known >= MIN_TAIL_ROWS:
        tails.append(share)
    halved = np.array(tails[::-1])
    return np.r_[halved, np.arange(1, bins) / bins, 1 - halved[::-1]]


def cell_rule(original: np.ndarray, bins: int) -> tuple[Callable[[np.ndarray], np.ndarray], np.ndarray, int]:
    """The one binning rule of a continuous column: cell 0 below the original's minimum, 1 .. m + 1 between its
    cuts at `quantile_levels` (a value on a cut goes up), m + 2 above its maximum, m + 3 missing. Gives the rule,
    the cuts and the number of cells; with an original all missing, every known value is in cell 1.

    Each cut is the value the original holds at or above its quantile: it parts the original's values as the
    interpolated quantile would, but where values repeat (ages) no cut falls in the gap before a value that holds
    the next cut, which would bound a cell no one is in. Repeated values merge cuts; none is kept on the minimum."""
    known = original[np.isfinite(original)]
    low, high = (known.min(), known.max()) if known.size else (-np.inf, np.inf)
    levels = quantile_levels(bins, known.size)
    cuts = np.unique(np.quantile(known, levels, method="higher")) if known.size else np.empty(0)
    cuts = cuts[cuts > low]  # ages whose youngest hold a tail's share: the cuts below it all fall on the minimum

    def code(values: np.ndarray) -> np.ndarray:
        cell = np.searchsorted(cuts, values, side="right") + 1
        cell[values < low] = 0
        cell[values > high] = cuts.size + 2
        cell[~np.isfinite(values)] = cuts.size + 3
        return cell.astype(np.int64)

    return code, cuts, cuts.size + 4


def _continuous(name: str, original: pd.Series, release: pd.Series, bins: int, cells: ReleaseCells | None
                ) -> GridColumn:
    values = [pd.to_numeric(s, errors="coerce").to_numpy(dtype=np.float64) for s in (original, release)]
    code, cuts, size = cell_rule(values[0], bins)
    low, high = (None, None) if cells is None else (cells.low, cells.high)
    ends = tail_rows(values[0], cells) if low is not None else np.empty(0, dtype=np.int64)
    if ends.size:  # a top or bottom code: its finite end, as the value written there
        low, high, values[1] = low.copy(), high.copy(), values[1].copy()
        low[ends] = high[ends] = values[1][ends] = cells.tail[ends]
    coded = [code(v) for v in values]
    spread = None
    if low is not None:
        spread = continuous_spread(values[0], low, high, cuts, code, size - 1)
        if spread is not None:
            spread = spread.settled(coded[1])
    bounds = [-np.inf, *cuts, np.inf]
    labels = ("below the original's range", *(f"[{a:g}, {b:g})" for a, b in zip(bounds[:-1], bounds[1:])),
              "above the original's range")
    return GridColumn(name, "continuous", coded[0], coded[1], size, labels, values[0], values[1], spread)


def shares(cells: np.ndarray, size: int, weights: np.ndarray | None = None) -> np.ndarray:
    """Each cell's share of the rows (of the weights, when given)."""
    counts = np.bincount(cells, weights=weights, minlength=size).astype(np.float64)
    total = counts.sum()
    return counts / total if total > 0 else counts


def joint(a: np.ndarray, b: np.ndarray, size_b: int) -> np.ndarray:
    """The cell of each row in the two columns' cross-classification."""
    return a * size_b + b


def crossed(a: Entries, b: Entries, size_b: int, units: int) -> Entries:
    """Two columns' entries crossed unit by unit (each of a unit's cells in one with each in the other, weights
    multiplied): the cells of the cross-classification, the columns' spreads taken independent within a row."""
    if a[0].size == units and b[0].size == units:  # one cell a unit in both
        return a[0], a[1] * size_b + b[1], a[2] * b[2]
    count_a, count_b = np.bincount(a[0], minlength=units), np.bincount(b[0], minlength=units)
    start_a, start_b = np.cumsum(count_a) - count_a, np.cumsum(count_b) - count_b
    per = count_a * count_b
    unit = np.repeat(np.arange(units), per)
    offset = np.arange(unit.size) - np.repeat(np.cumsum(per) - per, per)
    width = count_b[unit]
    at_a, at_b = start_a[unit] + offset // width, start_b[unit] + offset % width
    return unit, a[1][at_a] * size_b + b[1][at_b], a[2][at_a] * b[2][at_b]


def release_shares(column: GridColumn) -> np.ndarray:
    """Each cell's share of the release, a generalized row counted over the cells it stands for."""
    if column.spread is None:
        return shares(column.release, column.cells)
    patterns, starts, cells, weights = column.readings
    counts = np.bincount(patterns, minlength=starts.size - 1)
    return shares(cells, column.cells, weights * np.repeat(counts, np.diff(starts)))


def release_joint(a: GridColumn, b: GridColumn) -> np.ndarray:
    """The release's shares of the two columns' cross-classification."""
    size = a.cells * b.cells
    if a.spread is None and b.spread is None:
        return shares(joint(a.release, b.release, b.cells), size)
    keys, weights = spread_keys([a, b])
    return shares(keys, size, weights)


def spread_keys(columns: Sequence[GridColumn]) -> tuple[np.ndarray, np.ndarray]:
    """The release's cross-classification of `columns` as cell keys (mixed radix over their cells) and weights.
    Rows are first counted by the combination of what each column reads them as (a cell, or a spread), so only
    the few distinct combinations are crossed, spread by spread."""
    readings = [c.readings for c in columns]
    key, size = readings[0][0].astype(np.int64), readings[0][1].size - 1
    for patterns, starts, _, _ in readings[1:]:
        if size * (starts.size - 1) > _MAX_DENSE_CELLS:
            _, key = np.unique(key, return_inverse=True)
            size = int(key.max()) + 1
        key, size = key * (starts.size - 1) + patterns, size * (starts.size - 1)
    if size <= _MAX_DENSE_CELLS:
        counts = np.bincount(key, minlength=size)
        combinations = np.flatnonzero(counts)
        first = np.empty(size, dtype=np.int64)
        first[key[::-1]] = np.arange(key.size - 1, -1, -1)
        rows, counts = first[combinations], counts[combinations]
    else:
        _, rows, counts = np.unique(key, return_index=True, return_counts=True)
    found = _expanded(readings[0], readings[0][0][rows])
    for column, reading in zip(columns[1:], readings[1:]):
        found = crossed(found, _expanded(reading, reading[0][rows]), column.cells, rows.size)
    return found[1], found[2] * counts[found[0]]


def _expanded(reading: Readings, patterns: np.ndarray) -> Entries:
    """Each unit's entries, by the pattern it reads: (unit, cell, weight), units ascending."""
    _, starts, cells, weights = reading
    lengths = np.diff(starts)[patterns]
    unit = np.repeat(np.arange(patterns.size), lengths)
    at = np.repeat(starts[patterns], lengths) + np.arange(unit.size) - np.repeat(np.cumsum(lengths) - lengths, lengths)
    return unit, cells[at], weights[at]


def _readings(column: GridColumn) -> Readings:
    size = column.cells
    if column.spread is None:
        return column.release, np.arange(size + 1), np.arange(size), np.ones(size)
    spread = column.spread
    return (np.where(spread.pattern < 0, column.release, size + spread.pattern), np.r_[np.arange(size), size + spread.starts],
            np.r_[np.arange(size), spread.cells], np.r_[np.ones(size), spread.weights])


def total_variation(p: np.ndarray, q: np.ndarray) -> float:
    """½ Σ |p − q|: the share of the mass that must move to turn one distribution into the other."""
    return float(0.5 * np.abs(p - q).sum())
