"""The nearest rows of a table to each query record, by Gower distance over some key variables.

Gower: a categorical key adds 0 when the codes are equal and 1 otherwise; a numeric one adds
|a − b| divided by the key's range (capped at 1); a missing value adds 1 against a present one and
0 against a missing one. A generalized cell (an interval, a set of categories, suppression) is read as
what it says about the person: a value inside it adds 0 (the row could be theirs), a category outside
a set 1, a number outside an interval its distance to the nearer end over the range. (The expected
distance to a value spread over the cell, `GeneralizedColumn.mismatch`, would put a person aged 85 in
the band `85+` nearer to another row's `80-84` than to their own.) The distances of a chunk of queries to every row are one
numpy pass per key, the chunk small enough (about CHUNK_CELLS pairs) for memory to stay bounded on any table;
no loop runs over queries or rows one at a time.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from anonguard.api import CATEGORICAL, GeneralizedColumn

CHUNK_CELLS = 1 << 22


@dataclass(frozen=True)
class Neighbours:
    """Per query: its `k` nearest rows (nearest first), their distances, and how many rows lie at the nearest distance."""

    rows: np.ndarray  # (queries, k) row positions
    distance: np.ndarray  # (queries, k)
    ties: np.ndarray  # (queries,) rows at the smallest distance


class GowerIndex:
    """A table's key columns, ready for nearest-row look-ups; ties between equally near rows are broken
    by a seeded shuffle of the rows, never by their order in the file."""

    def __init__(self, table: pd.DataFrame, columns: Sequence[str], kinds: Mapping[str, str],
                 ranges: Mapping[str, tuple[float, float]] | None = None, seed: int = 0,
                 generalized: Mapping[str, GeneralizedColumn] | None = None) -> None:
        self.columns = list(columns)
        self.cells = {c: cells for c, cells in (generalized or {}).items() if c in self.columns}
        self.kinds = {c: kinds[c] for c in self.columns}
        self.order = np.random.default_rng(seed).permutation(len(table))
        self.values = {c: table[c].to_numpy(dtype=float)[self.order] for c in self.columns}
        self.spans = {}
        for column in self.columns:
            if self.kinds[column] != CATEGORICAL:
                low, high = (ranges or {}).get(column, (np.nanmin(self.values[column], initial=np.inf),
                                                        np.nanmax(self.values[column], initial=-np.inf)))
                self.spans[column] = float(high - low) if np.isfinite(high - low) and high > low else 1.0

    def __len__(self) -> int:
        return self.order.size

    def nearest(self, queries: pd.DataFrame, k: int = 1) -> Neighbours:
        n, rows = len(queries), len(self)
        k = max(1, min(k, rows))
        found = np.zeros((n, k), dtype=np.int64)
        distance = np.zeros((n, k))
        ties = np.zeros(n, dtype=np.int64)
        asked = {c: queries[c].to_numpy(dtype=float) for c in self.columns}
        step = max(1, CHUNK_CELLS // max(rows, 1))
        for start in range(0, n, step):
            part = slice(start, min(start + step, n))
            total = np.zeros((part.stop - part.start, rows), dtype=np.float32)
            for column in self.columns:
                total += self._distance(column, asked[column][part])
            nearest = np.argpartition(total, k - 1, axis=1)[:, :k] if k < rows else np.tile(np.arange(rows), (total.shape[0], 1))
            near = np.take_along_axis(total, nearest, axis=1)
            by_distance = np.argsort(near, axis=1, kind="stable")
            found[part] = np.take_along_axis(nearest, by_distance, axis=1)
            distance[part] = np.take_along_axis(near, by_distance, axis=1)
            ties[part] = (total <= distance[part, :1].astype(np.float32)).sum(axis=1)
        return Neighbours(self.order[found], distance, ties)

    def _distance(self, column: str, asked: np.ndarray) -> np.ndarray:
        if column in self.cells:
            return self._to_cell(self.cells[column], column, asked)
        values = self.values[column]
        a, b = asked[:, None], values[None, :]
        if self.kinds[column] == CATEGORICAL:  # a missing value is a code of its own
            return (a != b).astype(np.float32)
        with np.errstate(invalid="ignore"):
            differ = np.minimum(np.abs(a - b) / self.spans[column], 1.0).astype(np.float32)
        if np.isnan(asked).any() or np.isnan(values).any():
            missing_a, missing_b = np.isnan(a), np.isnan(b)
            differ = np.where(missing_a | missing_b, (missing_a != missing_b).astype(np.float32), differ)
        return differ

    def _to_cell(self, cells: GeneralizedColumn, column: str, asked: np.ndarray) -> np.ndarray:
        """(queries × rows) distances of each query's value to each row's cell: 0 inside it."""
        if cells.categorical:
            return (~cells.contains(asked, self.order)).astype(np.float32)
        a = asked[:, None]
        low, high = cells.low[self.order][None, :], cells.high[self.order][None, :]
        with np.errstate(invalid="ignore"):
            outside = np.maximum(np.maximum(low - a, a - high), 0.0) / self.spans.get(column, 1.0)
        missing_a, missing_b = np.isnan(a), np.isnan(low)
        return np.where(missing_a | missing_b, (missing_a != missing_b), np.minimum(outside, 1.0)).astype(np.float32)
