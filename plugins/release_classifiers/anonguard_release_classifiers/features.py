"""Release rows and targets as 'soft one-hot' features, so one learner handles plain and generalized cells.

Every known column becomes a block of indicator columns: a categorical column one per
code, a continuous column one per quantile bin of the release plus one for missing. A
plain cell puts 1 in its indicator; a generalized cell spreads 1 uniformly over what it
stands for (a set over its members, an interval over the bins it overlaps, in proportion
to the overlap), the same uniform-within-cell reading the engine's matching rule uses.
Targets hold raw values, so their rows are plain one-hots; a value the release never
shows gives an all-zero block: no evidence either way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd
from scipy import sparse

from anonguard.api import CATEGORICAL, ReleaseTable


@dataclass(frozen=True)
class Block:
    column: str
    offset: int
    width: int
    inner_edges: np.ndarray | None = None  # continuous columns: bin edges between the end bins

    @property
    def categorical(self) -> bool:
        return self.inner_edges is None


class ReleaseFeatures:
    """Learns the indicator layout from the release tables, then encodes release rows and targets."""

    def __init__(self, known: Sequence[str], kinds: Mapping[str, str], bins: int = 20) -> None:
        self.known, self.kinds, self.bins = tuple(known), kinds, bins

    def fit(self, tables: Sequence[ReleaseTable]) -> "ReleaseFeatures":
        self.blocks_: list[Block] = []
        offset = 0
        for column in self.known:
            holding = [t for t in tables if column in t.data.columns and len(t.data)]
            if not holding:
                continue
            if self.kinds[column] == CATEGORICAL:
                width = max(t.generalized[column].members.shape[1] if column in t.generalized
                            else int(t.data[column].max()) + 1 for t in holding)
                block = Block(column, offset, width)
            else:
                values = np.concatenate([t.data[column].to_numpy(dtype=float) for t in holding])
                values = values[np.isfinite(values)]
                quantiles = np.quantile(values, np.linspace(0, 1, self.bins + 1)) if values.size else np.array([])
                inner = np.unique(quantiles)[1:-1]
                block = Block(column, offset, inner.size + 2, inner)  # bins, then missing
            self.blocks_.append(block)
            offset += block.width
        self.width_ = offset
        return self

    def bin_indices(self, targets: pd.DataFrame) -> list[np.ndarray]:
        """Per block, the indicator each target's raw value falls in (−1: the release never shows it)."""
        indices = []
        for block in self.blocks_:
            if block.column not in targets.columns:
                indices.append(np.full(len(targets), -1))
            elif block.categorical:
                codes = targets[block.column].to_numpy(dtype=np.int64)
                indices.append(np.where((codes >= 0) & (codes < block.width), codes, -1))
            else:
                values = targets[block.column].to_numpy(dtype=float)
                bins = np.searchsorted(block.inner_edges, values, side="right")
                indices.append(np.where(np.isnan(values), block.width - 1, bins))
        return indices

    def targets(self, targets: pd.DataFrame) -> sparse.csr_matrix:
        """Targets as one-hot rows."""
        rows, columns = [], []
        for block, index in zip(self.blocks_, self.bin_indices(targets)):
            seen = np.flatnonzero(index >= 0)
            rows.append(seen)
            columns.append(block.offset + index[seen])
        rows, columns = np.concatenate(rows or [[]]), np.concatenate(columns or [[]])
        return sparse.csr_matrix((np.ones(rows.size), (rows, columns)), shape=(len(targets), self.width_))

    def release(self, table: ReleaseTable) -> sparse.csr_matrix:
        """A release table's rows, generalized cells spread over what they stand for."""
        parts = []
        n = len(table.data)
        for block in self.blocks_:
            if block.column not in table.data.columns:
                parts.append(sparse.csr_matrix((n, block.width)))
            elif block.categorical:
                parts.append(self._categorical(table, block))
            else:
                parts.append(self._continuous(table, block))
        return sparse.hstack(parts, format="csr") if parts else sparse.csr_matrix((n, 0))

    @staticmethod
    def _categorical(table: ReleaseTable, block: Block) -> sparse.csr_matrix:
        cells = table.generalized.get(block.column)
        if cells is None:
            codes = table.data[block.column].to_numpy(dtype=np.int64)
            return sparse.csr_matrix((np.ones(codes.size), (np.arange(codes.size), codes)), shape=(codes.size, block.width))
        members = cells.members.astype(float)
        spread = sparse.diags(1.0 / np.maximum(cells.sizes(), 1)) @ members
        spread.resize((spread.shape[0], block.width))
        return spread.tocsr()

    @staticmethod
    def _continuous(table: ReleaseTable, block: Block) -> sparse.csr_matrix:
        values = table.data[block.column].to_numpy(dtype=float)
        n, missing = values.size, block.width - 1
        cells = table.generalized.get(block.column)
        low, high = (values, values) if cells is None else (cells.low, cells.high)
        spread_rows = np.flatnonzero(high > low)
        point = np.setdiff1d(np.arange(n), spread_rows)
        point_bins = np.where(np.isnan(low[point]), missing, np.searchsorted(block.inner_edges, low[point], side="right"))
        rows, columns, weights = [point], [point_bins], [np.ones(point.size)]
        if spread_rows.size:
            edges = np.concatenate([[-np.inf], block.inner_edges, [np.inf]])
            lo, hi = low[spread_rows, None], high[spread_rows, None]
            overlap = np.clip(np.minimum(hi, edges[None, 1:]) - np.maximum(lo, edges[None, :-1]), 0, None) / (hi - lo)
            r, c = np.nonzero(overlap)
            rows.append(spread_rows[r])
            columns.append(c)
            weights.append(overlap[r, c])
        return sparse.csr_matrix((np.concatenate(weights), (np.concatenate(rows), np.concatenate(columns))),
                                 shape=(n, block.width))


def secret_spread(table: ReleaseTable, secret: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(row, secret code, weight) triples: a plain secret cell once with weight 1, a generalized
    one (a bucket's set of values, a top-coded range of bins) once per value with weight 1 / size."""
    cells = table.generalized.get(secret)
    if cells is None or not cells.categorical:
        codes = table.data[secret].to_numpy(dtype=np.int64)
        return np.arange(codes.size), codes, np.ones(codes.size)
    members = cells.members.tocoo()
    sizes = np.maximum(cells.sizes(), 1)
    return members.row.astype(np.int64), members.col.astype(np.int64), 1.0 / sizes[members.row]
