"""The original and a release put on one grid of cells, column by column, so that every distribution
measure compares like with like and a subsample of the original is a subset of the original's cells.

A categorical column's cells are the categories of the original and the release together; a continuous
column's are cut at the original's quantiles (`bins` of them, fewer where values repeat), so a release
that shifts or coarsens values moves them between the original's own cells. Missing is a cell of its
own in both. A generalized release reaches here as the attacks read it: a continuous cell by its
interval's midpoint, a categorical set by the category it stands for (engine/utility/plan.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

import numpy as np
import pandas as pd

from anonguard.data.columns import CATEGORICAL


@dataclass(frozen=True)
class GridColumn:
    """One column of the original and of the release as cell numbers 0 .. cells-1 (the last: missing)."""

    name: str
    kind: str
    original: np.ndarray  # cell per original row
    release: np.ndarray  # cell per release row
    cells: int  # the missing cell included
    labels: tuple[str, ...]  # what each cell but the missing one stands for
    original_values: np.ndarray | None = None  # a continuous column's values (NaN: missing), for Kolmogorov-Smirnov
    release_values: np.ndarray | None = None

    @property
    def missing(self) -> int:
        return self.cells - 1


def on_grid(original: pd.DataFrame, release: pd.DataFrame, kinds: Mapping[str, str], bins: int) -> list[GridColumn]:
    """Every column the two tables share, in the original's order, on one grid."""
    shared = [c for c in original.columns if c in release.columns and c in kinds]
    return [_column(c, original[c], release[c], kinds[c], bins) for c in shared]


def _column(name: str, original: pd.Series, release: pd.Series, kind: str, bins: int) -> GridColumn:
    if kind == CATEGORICAL:
        return _categorical(name, original, release)
    return _continuous(name, original, release, bins)


def _categorical(name: str, original: pd.Series, release: pd.Series) -> GridColumn:
    texts = [s.astype("string") for s in (original, release)]
    labels = pd.Index(pd.unique(pd.concat([t.dropna() for t in texts], ignore_index=True)))
    cells = len(labels) + 1
    coded = [np.where(t.isna().to_numpy(), cells - 1, labels.get_indexer(t.fillna(""))) for t in texts]
    return GridColumn(name, CATEGORICAL, coded[0].astype(np.int64), coded[1].astype(np.int64), cells,
                      tuple(str(label) for label in labels))


def _continuous(name: str, original: pd.Series, release: pd.Series, bins: int) -> GridColumn:
    values = [pd.to_numeric(s, errors="coerce").to_numpy(dtype=np.float64) for s in (original, release)]
    present = values[0][np.isfinite(values[0])]
    edges = np.unique(np.quantile(present, np.linspace(0, 1, bins + 1)[1:-1])) if len(present) else np.array([])
    cells = len(edges) + 2  # the bins between the edges, and missing
    coded = [np.where(np.isfinite(v), np.searchsorted(edges, v, side="right"), cells - 1) for v in values]
    bounds = [-np.inf, *edges, np.inf]
    labels = tuple(f"[{low:g}, {high:g})" for low, high in zip(bounds[:-1], bounds[1:]))
    return GridColumn(name, "continuous", coded[0].astype(np.int64), coded[1].astype(np.int64), cells, labels,
                      values[0], values[1])


def shares(cells: np.ndarray, size: int, weights: np.ndarray | None = None) -> np.ndarray:
    """Each cell's share of the rows (of the weights, when given)."""
    counts = np.bincount(cells, weights=weights, minlength=size).astype(np.float64)
    total = counts.sum()
    return counts / total if total > 0 else counts


def joint(a: np.ndarray, b: np.ndarray, size_b: int) -> np.ndarray:
    """The cell of each row in the two columns' cross-classification."""
    return a * size_b + b


def total_variation(p: np.ndarray, q: np.ndarray) -> float:
    """½ Σ |p − q|: the share of the mass that must move to turn one distribution into the other."""
    return float(0.5 * np.abs(p - q).sum())
