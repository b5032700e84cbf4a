"""A grid over a large release table, so best row match scans for each target only the rows that
could be closest to it.

The rows are grouped into cells by the key variables with the fewest values and by coarse
quantile bins of continuous ones, at most one cell per `ROWS_PER_CELL` rows, and the table is
reordered cell by cell. Each cell keeps, for every key variable, what all its rows share (one
category) or the range of their values. From that, a lower bound of the Gower distance from a
target to any row of a cell costs a few operations per cell. A target's closest rows are then
found by scanning only the cells whose bound does not exceed the distance to a row already
found (the rows of its most promising cell): the answer is exactly the full scan's, while on a
census-sized release a target typically touches a few thousand rows instead of millions.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

INDEX_FROM = 200_000  # smaller tables are scanned whole: already fast, and their results never move
ROWS_PER_CELL = 512
BINS = 4  # quantile bins of a continuous key variable (and one for its missing values)
MARGIN = 1e-4  # float32 sums may fall below the exact distance by rounding; bounds give way by this much


@dataclass(frozen=True)
class Grid:
    """Cells of a reordered table: `starts[c]:starts[c + 1]` are cell c's rows."""

    starts: np.ndarray
    shared_codes: list[np.ndarray]  # per categorical key variable: the code all of a cell's rows hold, or -1
    low: list[np.ndarray]  # per continuous key variable: the smallest value of a cell's rows (NaN: none finite)
    high: list[np.ndarray]
    has_missing: list[np.ndarray]  # ... and whether a row of the cell misses it

    @property
    def cells(self) -> int:
        return self.starts.size - 1

    def lower_bounds(self, categorical: list[np.ndarray], continuous: list[tuple[np.ndarray, float]]) -> np.ndarray:
        """(targets × cells) bounds below the summed distance from each target to every row of each cell;
        `continuous` holds the targets' shifted values with each variable's inverse range."""
        n = (categorical or [values for values, _ in continuous])[0].size
        bound = np.zeros((n, self.cells), dtype=np.float32)
        for target, shared in zip(categorical, self.shared_codes):
            bound += (shared[None, :] >= 0) & (target[:, None] != shared[None, :])
        for (target, inverse_range), low, high, missing in zip(continuous, self.low, self.high, self.has_missing):
            with np.errstate(invalid="ignore"):
                gap = np.fmax(np.fmax(low[None, :] - target[:, None], target[:, None] - high[None, :]), 0.0)
            part = np.minimum(gap * inverse_range, 1.0)
            part[:, np.isnan(low)] = 1.0  # every row misses it: a target holding a value is 1 away
            absent = np.isnan(target)
            part[absent] = np.where(missing, 0.0, 1.0)[None, :]  # a missing value matches a missing one only
            bound += part
        return bound

    def rows_of(self, cells: np.ndarray) -> np.ndarray:
        """The rows of `cells`, in table order."""
        starts, stops = self.starts[cells], self.starts[cells + 1]
        sizes = stops - starts
        offsets = np.repeat(starts - np.concatenate([[0], np.cumsum(sizes)[:-1]]), sizes)
        return np.arange(sizes.sum()) + offsets


def build_grid(categorical: list[np.ndarray], continuous: list[np.ndarray], seed: int = 0) -> tuple[np.ndarray, Grid] | None:
    """The row order that makes each cell contiguous and the grid over it; None for a table too small
    or without a key variable to group by."""
    rows = (categorical or continuous)[0].size if (categorical or continuous) else 0
    if rows < INDEX_FROM:
        return None
    budget, cells, cell = max(1, rows // ROWS_PER_CELL), 1, np.zeros(rows, dtype=np.int64)
    for codes in sorted(categorical, key=lambda codes: int(codes.max()) + 1):
        width = int(codes.max()) + 1
        if cells * width <= budget:
            cell = cell * width + codes
            cells *= width
    sample = np.random.default_rng(seed).choice(rows, min(rows, 10_000), replace=False)
    for values in continuous:
        if cells * (BINS + 1) > budget:
            break
        present = values[sample][np.isfinite(values[sample])]
        edges = np.unique(np.quantile(present, np.linspace(0, 1, BINS + 1)[1:-1])) if present.size else np.empty(0)
        bins = np.where(np.isnan(values), BINS, np.searchsorted(edges, values, side="right"))
        cell = cell * (BINS + 1) + bins
        cells *= BINS + 1
    if cells == 1:
        return None
    order = np.argsort(cell, kind="stable")
    ordered = cell[order]
    starts = np.concatenate([[0], np.flatnonzero(np.diff(ordered)) + 1, [rows]])
    firsts = starts[:-1]
    shared_codes = []
    for codes in categorical:
        codes = codes[order]
        same = np.minimum.reduceat(codes, firsts) == np.maximum.reduceat(codes, firsts)
        shared_codes.append(np.where(same, codes[firsts], -1).astype(np.int64))
    low, high, missing = [], [], []
    for values in continuous:
        values = values[order]
        low.append(np.fmin.reduceat(values, firsts))
        high.append(np.fmax.reduceat(values, firsts))
        missing.append(np.logical_or.reduceat(np.isnan(values), firsts))
    return order, Grid(starts, shared_codes, low, high, missing)
