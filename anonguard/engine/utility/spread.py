"""A generalized release's cells read over the original's grid (engine/utility/grid.py): each cell counted in
the grid cells it stands for, as the expected cells given what it says under the original's own distribution.

An interval is spread over the grid cells it overlaps in proportion to the original's values inside it; a set
of categories over its members in proportion to the original's shares. Spreading uniformly instead would charge
a band with a shape the original never had (a band 80-100 whose people are mostly 80-85 would read as people
moved to 95-100): a release that only banded a column would seem to have moved people it did not move. Read by
the original's own shape, a band keeps the column's distribution at the grid's resolution, and what banding
loses shows where it is lost: in the values changed (a person's value is now one of several) and in the pairs
(two columns' spreads are crossed independently within a row, so where a person sits inside a band relative
to their other values is gone).

A top or bottom code (`>=100000`, `85+`, `<18`: an interval open at one end) is read at its finite end, as the
same code written as a number is. It says where the tail begins, neither how far it reaches nor its shape;
read as the original's values inside it, it would hand the release the very tail it withholds, and the two
spellings of one top code would read a loss and none. A closed band names both ends and keeps the reading above.

A cell that stands for every value the original holds (a suppressed cell, '*', an interval over the whole
range, a set of every category) says nothing and is read as missing. An interval the original holds no one in
is read at its midpoint, a set the original holds no one in as a category of its own, as before.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
import pandas as pd
from scipy import sparse

from anonguard.data.cells import GeneralizedColumn


@dataclass(frozen=True)
class ReleaseCells:
    """What the cells of one generalized release column stand for: a continuous column's inclusive interval
    per row (low == high: an exact value; NaN: missing) and, where a row's was open at one end (a top or bottom
    code), its finite end (NaN elsewhere); or a categorical column's code and members per row (a rows × codes
    0/1 matrix), each code's label (None: missing) and which rows are plain (their own value)."""

    low: np.ndarray | None = None
    high: np.ndarray | None = None
    tail: np.ndarray | None = None
    members: sparse.csr_matrix | None = None
    labels: tuple[str | None, ...] = ()
    plain: np.ndarray | None = None
    codes: np.ndarray | None = None


def release_cells(column: GeneralizedColumn, codes: np.ndarray | None = None, categories: Sequence[str] = ()
                  ) -> ReleaseCells:
    """The encoding's cells of one release column; a categorical one needs the release's `codes` and the
    column's `categories` (code i is categories[i], the next code missing)."""
    if not column.categorical:
        return ReleaseCells(low=column.low, high=column.high, tail=column.tail)
    members = column.members.tocsr()
    held = np.diff(members.indptr)
    codes = np.asarray(codes, dtype=np.int64)
    first = members.indices[np.minimum(members.indptr[:-1], max(members.nnz - 1, 0))] if members.nnz else codes * 0 - 1
    return ReleaseCells(members=members, labels=(*categories, None), plain=(held == 1) & (first == codes),
                        codes=codes)


def table_cells(generalized: Mapping[str, GeneralizedColumn], codes: pd.DataFrame, codings: Mapping[str, Any]
                ) -> dict[str, ReleaseCells]:
    """Every generalized column of an encoded release table (`codes`: its data) as ReleaseCells."""
    return {column: release_cells(found, codes[column].to_numpy() if found.categorical else None,
                                  codings[column].categories if found.categorical else ())
            for column, found in generalized.items() if column in codes.columns}


@dataclass(frozen=True)
class Spread:
    """The generalized release rows by what they are read as: each spread a few (cell, weight) entries summing to
    1 (an interval's, a set's), each row the spread it is read by (-1: a row in one cell, read from the grid
    column's `release`). A million rows of a few dozen bands are a few dozen spreads, so every table of them is
    counted per spread, not per row. A continuous column also keeps, per release row, the value read exactly
    (NaN: missing, suppressed or spread) and the interval spread over the original's values (NaN elsewhere)."""

    pattern: np.ndarray
    starts: np.ndarray  # where each spread's entries begin, and one past the last
    cells: np.ndarray
    weights: np.ndarray
    values: np.ndarray | None = None
    low: np.ndarray | None = None
    high: np.ndarray | None = None

    @property
    def size(self) -> int:
        return self.starts.size - 1

    def settled(self, release: np.ndarray) -> "Spread":
        """The spreads of one cell dissolved into plain rows (a band inside one grid cell, a set with one member the
        original holds), written into `release` with that cell; every other spread row written there at its
        likeliest cell. The spreads kept are numbered afresh."""
        lengths = np.diff(self.starts)
        alone = np.flatnonzero(np.append(lengths == 1, False)[self.pattern])  # -1 reads the appended False
        release[alone] = self.cells[self.starts[self.pattern[alone]]]
        kept = lengths > 1
        number = np.full(self.size + 1, -1)
        number[:-1][kept] = np.arange(np.count_nonzero(kept))
        pattern = number[self.pattern]
        entries = np.repeat(kept, lengths)
        slim = replace(self, pattern=pattern, starts=np.r_[0, np.cumsum(lengths[kept])], cells=self.cells[entries],
                       weights=self.weights[entries])
        rows = np.flatnonzero(pattern >= 0)
        release[rows] = slim.likeliest()[pattern[rows]]
        return slim

    def likeliest(self) -> np.ndarray:
        """Per spread, the cell of its largest weight (the first such)."""
        if not self.size:
            return self.cells[:0]
        lengths = np.diff(self.starts)
        owner = np.repeat(np.arange(self.size), lengths)
        top = np.flatnonzero(self.weights == np.repeat(np.maximum.reduceat(self.weights, self.starts[:-1]), lengths))
        return self.cells[top[_starts(owner[top])]]

    def missing_at(self, cell: int) -> "Spread":
        """The same entries with the provisional missing cell (-1) numbered `cell`."""
        return replace(self, cells=np.where(self.cells < 0, cell, self.cells))


def _starts(rows: np.ndarray) -> np.ndarray:
    """Which entries of ascending `rows` begin a row's run."""
    return np.r_[True, rows[1:] != rows[:-1]] if rows.size else np.zeros(0, dtype=bool)


def _intervals(low: np.ndarray, high: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct (low, high) pairs (hashed, not sorted: a million rows of a few bands take milliseconds) and
    each row's among them."""
    low_codes, lows = pd.factorize(low)
    high_codes, highs = pd.factorize(high)
    which, pairs = pd.factorize(low_codes.astype(np.int64) * max(len(highs), 1) + high_codes)
    return np.column_stack([lows[pairs // max(len(highs), 1)], highs[pairs % max(len(highs), 1)]]).reshape(-1, 2), which


def _runs(known: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct values of sorted `known` and how many of each."""
    first = np.flatnonzero(_starts(known))
    return known[first], np.diff(np.r_[first, known.size])


def _grouped(owner: np.ndarray, cells: np.ndarray, weights: np.ndarray, size: int
             ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Entries ordered by their spread: the starts, cells and weights of `size` spreads."""
    order = np.argsort(owner, kind="stable")
    return np.r_[0, np.cumsum(np.bincount(owner, minlength=size))], cells[order], weights[order]


def categorical_spread(original: np.ndarray, known: int, cells: ReleaseCells, member_cells: np.ndarray
                       ) -> tuple[Spread, np.ndarray]:
    """The generalized rows (not `cells.plain`) read over the original's categories, one spread per code, and
    the rows read as a category of their own (a set the original holds no one in). `original`: its cell per row
    (-1 missing) of `known` cells; `member_cells`: the grid cell of each member code (-1 missing, -2 none).
    Missing cells come as -1."""
    counts = np.bincount(original + 1, minlength=known + 1).astype(np.float64)  # missing first, then each cell
    rows = np.flatnonzero(~cells.plain)
    codes, first, which = np.unique(cells.codes[rows], return_index=True, return_inverse=True)
    block = cells.members[rows[first]].tocoo()  # the members of each code's first row: every row of it has them
    cell = member_cells[block.col]
    valid = cell >= -1
    owner, cell = block.row[valid], cell[valid]
    base = counts[cell + 1]
    held = (cell >= 0) & (base > 0)
    covers = np.bincount(owner[held], minlength=codes.size) == np.count_nonzero(counts[1:])  # says nothing
    total = np.bincount(owner, weights=base, minlength=codes.size)
    fallback = ~covers & (total <= 0)
    keep = ~covers[owner] & ~fallback[owner] & (base > 0)
    said = np.flatnonzero(covers)
    starts, entry_cells, weights = _grouped(
        np.r_[owner[keep], said], np.r_[cell[keep], np.full(said.size, -1)],
        np.r_[base[keep] / np.where(total > 0, total, 1)[owner[keep]], np.ones(said.size)], codes.size)
    pattern = np.full(cells.plain.size, -1)
    pattern[rows] = np.where(fallback[which], -1, which)
    return Spread(pattern, starts, entry_cells, weights), rows[fallback[which]]


def continuous_spread(original: np.ndarray, low: np.ndarray, high: np.ndarray, cuts: np.ndarray,
                      code: Callable[[np.ndarray], np.ndarray], missing: int) -> Spread | None:
    """The rows whose interval is wider than a point, one spread per interval over the grid's bins between
    `cuts` (cells 1 ..) by the original's values inside it; None when every row is a value or missing. `code`
    numbers values."""
    generalized = np.isfinite(low) & np.isfinite(high) & (high > low)
    if not generalized.any():
        return None
    known = np.sort(original[np.isfinite(original)])
    rows = np.flatnonzero(generalized)
    bounds, which = _intervals(low[rows], high[rows])
    lower, upper = np.r_[-np.inf, cuts], np.r_[cuts, np.inf]
    start = np.searchsorted(known, np.maximum(bounds[:, :1], lower[None, :]), side="left")
    stop = np.minimum(np.searchsorted(known, upper, side="left")[None, :],
                      np.searchsorted(known, bounds[:, 1], side="right")[:, None])
    counts = np.maximum(stop - start, 0)
    mass = counts.sum(axis=1)
    whole = (bounds[:, 0] <= known[0]) & (bounds[:, 1] >= known[-1]) if known.size else np.zeros(len(bounds), bool)
    spreads = ~whole & (mass > 0)
    middle = bounds.mean(axis=1)
    interval, bin_ = np.nonzero(counts * spreads[:, None])
    single = np.flatnonzero(~spreads)
    starts, cells, weights = _grouped(
        np.r_[interval, single], np.r_[bin_ + 1, np.where(whole[single], missing, code(middle[single]))],
        np.r_[counts[interval, bin_] / np.maximum(mass[interval], 1), np.ones(single.size)], len(bounds))
    pattern = np.full(len(low), -1)
    pattern[rows] = which
    values = np.where(generalized, np.nan, low)
    alone = ~spreads[which] & ~whole[which]
    values[rows[alone]] = middle[which][alone]
    spread_low, spread_high = np.full(len(low), np.nan), np.full(len(low), np.nan)
    over = rows[spreads[which]]
    spread_low[over], spread_high[over] = low[over], high[over]
    return Spread(pattern, starts, cells, weights, values, spread_low, spread_high)


def tail_rows(original: np.ndarray, cells: ReleaseCells) -> np.ndarray:
    """The rows of a top or bottom code to read at its finite end: every one but a code that stands for every
    value the original holds (`>=` its minimum), which is read as missing like any such cell."""
    if cells.tail is None:
        return np.empty(0, dtype=np.int64)
    known = original[np.isfinite(original)]
    whole = (cells.low <= known.min()) & (cells.high >= known.max()) if known.size else False
    return np.flatnonzero(np.isfinite(cells.tail) & ~whole)


def _running(keys: np.ndarray, amounts: np.ndarray, points: np.ndarray) -> np.ndarray:
    """Σ amounts over the keys at or below each point."""
    order = np.argsort(keys)
    summed = np.r_[0.0, np.cumsum(amounts[order])]
    return summed[np.searchsorted(keys[order], points, side="right")]


def spread_distance(original: np.ndarray, spread: Spread) -> float:
    """The Kolmogorov-Smirnov distance between the original's values present and the release read as spread:
    its exact values, and each interval as the original's values inside it. Both distributions step only at
    the original's values and the release's exact ones, so the largest gap is found there."""
    values, counts = _runs(np.sort(original[np.isfinite(original)]))
    exact, times = _runs(np.sort(spread.values[np.isfinite(spread.values)]))
    over = np.isfinite(spread.low)
    bounds, which = _intervals(spread.low[over], spread.high[over])
    rows = np.bincount(which, minlength=len(bounds)).astype(np.float64)  # release rows per distinct interval
    known, total = counts.sum(), times.sum() + over.sum()
    if not known or not total:
        return float(known != total)
    below = np.r_[0, np.cumsum(counts)]  # the original's values below each distinct value, and all of them
    points = np.union1d(values, exact)
    at = below[np.searchsorted(values, points, side="right")]  # the original's values at or below each point
    before = below[np.searchsorted(values, bounds[:, 0], side="left")]
    mass = below[np.searchsorted(values, bounds[:, 1], side="right")] - before
    slope, shift = rows / mass, rows * before / mass
    low, high = bounds[:, 0], bounds[:, 1]
    ended = _running(high, rows, points)
    inside = at * (_running(low, slope, points) - _running(high, slope, points)) - (
        _running(low, shift, points) - _running(high, shift, points))
    release = (np.r_[0, np.cumsum(times)][np.searchsorted(exact, points, side="right")] + ended + inside) / total
    return float(np.abs(at / known - release).max())


def spread_changed(original: np.ndarray, spread: Spread, original_rows: np.ndarray, release_rows: np.ndarray
                   ) -> float:
    """The expected share of matched people whose value differs: 1 less the chance that the release's cell,
    read as the original's values inside it, holds the person's own value (a suppressed value is changed)."""
    values, counts = _runs(np.sort(original[np.isfinite(original)]))
    below = np.r_[0, np.cumsum(counts)]
    mine = original[original_rows]
    value, low, high = (side[release_rows] for side in (spread.values, spread.low, spread.high))
    same = (np.isclose(mine, value, rtol=1e-9, atol=0) | (np.isnan(mine) & np.isnan(value) & np.isnan(low))
            ).astype(np.float64)
    over = np.flatnonzero(np.isfinite(low))
    if over.size:
        bounds, which = _intervals(low[over], high[over])
        within = (below[np.searchsorted(values, bounds[:, 1], side="right")]
                  - below[np.searchsorted(values, bounds[:, 0], side="left")])[which]
        person = mine[over]
        at = np.minimum(np.searchsorted(values, person), values.size - 1)  # an interval spread holds values
        equal = np.where(values[at] == person, counts[at], 0)
        inside = (person >= low[over]) & (person <= high[over])
        same[over] = np.where(inside, equal / np.maximum(within, 1), 0.0)
    return float(np.mean(1 - same))
