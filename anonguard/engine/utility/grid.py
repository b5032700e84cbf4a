"""The original and a release put on one grid of cells, column by column, so that every distribution
measure compares like with like and a subsample of the original is a subset of the original's cells.

A categorical column's cells are the categories of the original and the release together; a continuous
column's are cut at the original's quantiles (`bins` of them, fewer where values repeat), so a release
that shifts or coarsens values moves them between the original's own cells. One binning rule serves the
per-variable, pair and k-marginal measures alike: a value below the original's minimum and one above its
maximum each have a cell of their own, so a value moved out of the original's range does not hide in an
end bin. Missing is a cell of its own in both tables.

A generalized release's cell is read over the cells it stands for (engine/utility/spread.py): a plain
row keeps one cell, a generalized row becomes (row, cell, weight) entries. The shares and joint tables
below count both, with `np.bincount` and weights.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Mapping

import numpy as np
import pandas as pd

from anonguard.data.columns import CATEGORICAL
from anonguard.engine.utility.spread import ReleaseCells, Spread, categorical_spread, continuous_spread

Entries = tuple[np.ndarray, np.ndarray, np.ndarray]  # release rows (ascending), their cells, the cells' weights


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
    def entries(self) -> Entries:
        """Every release row's cells and weights (see `entries`), made once: every pair and k-marginal reads them."""
        return _entries(self)


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
        spread, fallback = categorical_spread(coded[0], len(labels), cells.members, member_cells, ~plain)
        if fallback.size:  # a set the original holds no one in: a category of its own, as before
            own = texts[1].iloc[fallback]
            labels = labels.append(pd.Index(pd.unique(own.dropna())).difference(labels, sort=False))
            coded[1][fallback] = np.where(own.isna().to_numpy(), -1, labels.get_indexer(own.fillna("")))
    size = len(labels) + 1
    coded = [np.where(c < 0, size - 1, c).astype(np.int64) for c in coded]
    if spread is not None:
        spread = _placed(spread.missing_at(size - 1), coded[1])
    return GridColumn(name, CATEGORICAL, coded[0], coded[1], size, tuple(str(label) for label in labels),
                      spread=spread)


def cell_rule(original: np.ndarray, bins: int) -> tuple[Callable[[np.ndarray], np.ndarray], np.ndarray, int]:
    """The one binning rule of a continuous column: cell 0 below the original's minimum, 1 .. m + 1 between its
    `bins`-quantile cuts (a value on a cut goes up), m + 2 above its maximum, m + 3 missing. Gives the rule,
    the cuts and the number of cells; with an original all missing, every known value is in cell 1."""
    known = original[np.isfinite(original)]
    cuts = np.unique(np.quantile(known, np.arange(1, bins) / bins)) if known.size else np.empty(0)
    low, high = (known.min(), known.max()) if known.size else (-np.inf, np.inf)

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
    coded = [code(v) for v in values]
    spread = None
    if cells is not None and cells.low is not None:
        spread = continuous_spread(values[0], cells.low, cells.high, cuts, code, size - 1)
        if spread is not None:
            spread = _placed(spread, coded[1])
    bounds = [-np.inf, *cuts, np.inf]
    labels = ("below the original's range", *(f"[{low:g}, {high:g})" for low, high in zip(bounds[:-1], bounds[1:])),
              "above the original's range")
    return GridColumn(name, "continuous", coded[0], coded[1], size, labels, values[0], values[1], spread)


def _placed(spread: Spread, release: np.ndarray) -> Spread:
    """The rows read in one cell written into `release` as plain rows; the rest spread, each written at its
    likeliest cell."""
    spread, alone, cells = spread.parted()
    release[alone] = cells
    release[spread.firsts()] = spread.likeliest()
    return spread


def shares(cells: np.ndarray, size: int, weights: np.ndarray | None = None) -> np.ndarray:
    """Each cell's share of the rows (of the weights, when given)."""
    counts = np.bincount(cells, weights=weights, minlength=size).astype(np.float64)
    total = counts.sum()
    return counts / total if total > 0 else counts


def joint(a: np.ndarray, b: np.ndarray, size_b: int) -> np.ndarray:
    """The cell of each row in the two columns' cross-classification."""
    return a * size_b + b


def entries(column: GridColumn) -> Entries:
    """Every release row's cells and weights, rows ascending: a plain row its one cell at weight 1."""
    return column.entries


def _entries(column: GridColumn) -> Entries:
    rows = len(column.release)
    if column.spread is None or not column.spread.rows.size:
        return np.arange(rows), column.release, np.ones(rows)
    spread = column.spread
    per = np.ones(rows, dtype=np.int64)
    per[spread.firsts()] = np.bincount(spread.rows, minlength=rows)[spread.firsts()]
    start = np.cumsum(per) - per
    plain = per.astype(bool)
    plain[spread.rows] = False
    cells, weights = np.empty(per.sum(), dtype=np.int64), np.ones(per.sum())
    cells[start[plain]] = column.release[plain]
    at = start[spread.rows] + np.arange(spread.rows.size) - np.repeat(
        np.cumsum(per[spread.firsts()]) - per[spread.firsts()], per[spread.firsts()])
    cells[at], weights[at] = spread.cells, spread.weights
    return np.repeat(np.arange(rows), per), cells, weights


def crossed(a: Entries, b: Entries, size_b: int, rows: int) -> Entries:
    """Two columns' entries crossed row by row (each of a row's cells in one with each in the other, weights
    multiplied): the cells of the cross-classification, the columns' spreads taken independent within a row."""
    if a[0].size == rows and b[0].size == rows:  # one cell a row in both
        return a[0], a[1] * size_b + b[1], a[2] * b[2]
    count_a, count_b = np.bincount(a[0], minlength=rows), np.bincount(b[0], minlength=rows)
    start_a, start_b = np.cumsum(count_a) - count_a, np.cumsum(count_b) - count_b
    per = count_a * count_b
    row = np.repeat(np.arange(rows), per)
    offset = np.arange(row.size) - np.repeat(np.cumsum(per) - per, per)
    width = count_b[row]
    at_a, at_b = start_a[row] + offset // width, start_b[row] + offset % width
    return row, a[1][at_a] * size_b + b[1][at_b], a[2][at_a] * b[2][at_b]


def release_shares(column: GridColumn) -> np.ndarray:
    """Each cell's share of the release, a generalized row counted over the cells it stands for."""
    if column.spread is None:
        return shares(column.release, column.cells)
    _, cells, weights = entries(column)
    return shares(cells, column.cells, weights)


def release_joint(a: GridColumn, b: GridColumn) -> np.ndarray:
    """The release's shares of the two columns' cross-classification."""
    size = a.cells * b.cells
    if a.spread is None and b.spread is None:
        return shares(joint(a.release, b.release, b.cells), size)
    _, cells, weights = crossed(entries(a), entries(b), b.cells, len(a.release))
    return shares(cells, size, weights)


def total_variation(p: np.ndarray, q: np.ndarray) -> float:
    """½ Σ |p − q|: the share of the mass that must move to turn one distribution into the other."""
    return float(0.5 * np.abs(p - q).sum())
