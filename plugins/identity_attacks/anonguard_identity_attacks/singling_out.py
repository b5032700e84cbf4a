"""Singling out: predicates drawn from a table, claimed to hold for exactly one person.

Every key is read as published. An exact value is a condition as it stands: a unique income in a copy
isolates its owner, which is what top-coding and rounding exist to prevent. A generalized cell
(`ReleaseTable.generalized`) is the set of values it stands for: a band `20-24` or a top code `>=100000`
gives the interval condition "20 ≤ age ≤ 24", a set `{LS1,…,LS12}` or a truncated code `LS` the set
condition "district is one of LS1 … LS12" (`Predicates.sets`). A row of the table *fits* a predicate when
its cells could hold values satisfying it (its cell overlaps each condition): a suppressed cell fits any.

Multivariate (after anonymeter's multivariate mode, extended): each draw takes a random row of the table
and a random order of the key variables. The row's cell of each key gives a condition: its category or
set of categories, or for a numeric key a half-line pointing away from the table's median ("age ≥ 70"
for a row in the band 70-74). The first `columns` conditions are always taken; further ones are added,
in the draw's order, until the predicate fits that row alone in the table, as an intruder keeps
narrowing a description until it fits one record. A predicate that never narrows to one row is no claim.

Univariate: a cell no other row of the table fits ("region = X", "income = 54,772", "age 95-99"), or a
numeric key's lowest or highest cell when no other row reaches it; one such predicate per draw, in a
shuffled order, until they run out.

The rank score is minus the log of the number of *other* people expected to satisfy the predicate if its
conditions were independent: the claim's population size times the product of the shares of the table's
rows fitting each condition. A predicate built of rare conditions ranks first.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
from scipy import sparse

from anonguard.api import CATEGORICAL, SINGLING_OUT, Claims, IdentityAttack, IdentityTask, Parameter, Predicates

LOWEST = np.finfo(float).min  # the low end of "at most v": below it lie only missing values (written -inf)


class _SinglingOut(IdentityAttack):
    claim = SINGLING_OUT

    def fit(self, task: IdentityTask) -> "_SinglingOut":
        table = task.table()
        self.keys_ = list(task.keys)
        self.kinds_ = dict(task.kinds)
        self.frame_ = table.data[self.keys_].reset_index(drop=True)
        rows, keys = len(self.frame_), len(self.keys_)
        values = self.frame_.to_numpy(dtype=float) if keys else np.zeros((rows, 0))
        # each cell as [low, high] (an exact value: low == high; missing: -inf); categorical cells of a
        # generalized column as sets of codes instead
        self.low_, self.high_ = np.nan_to_num(values, nan=-np.inf), np.nan_to_num(values, nan=-np.inf)
        self.sets_: dict[int, _Cells] = {}
        for j, column in enumerate(self.keys_):
            cells = table.generalized.get(column)
            if cells is not None and cells.categorical:
                self.sets_[j] = _Cells(sparse.csr_matrix(cells.members, dtype=bool), values[:, j])
            elif cells is not None:
                self.low_[:, j] = np.nan_to_num(cells.low, nan=-np.inf)
                self.high_[:, j] = np.nan_to_num(cells.high, nan=-np.inf)
        self.numeric_ = np.array([self.kinds_[c] != CATEGORICAL for c in self.keys_], dtype=bool)
        middle = np.where(np.isfinite(self.low_), (self.low_ + self.high_) / 2, np.nan)
        self.medians_ = np.array([np.nanmedian(middle[:, j]) if self.numeric_[j] and np.isfinite(middle[:, j]).any()
                                  else np.nan for j in range(keys)])
        self.population_ = max(int(task.population), 2)
        self.seed_ = int(task.seed)
        return self

    def _conditions(self, rows: np.ndarray, j: int) -> tuple[np.ndarray, np.ndarray]:
        """Low and high of the condition the cells of `rows` give on key `j` (a set key: NaN, see `_sets`)."""
        low, high = self.low_[rows, j].copy(), self.high_[rows, j].copy()
        if j in self.sets_:
            return np.full(rows.size, np.nan), np.full(rows.size, np.nan)
        if self.numeric_[j]:
            present = np.isfinite(low)
            above = present & ((low + high) / 2 > self.medians_[j])
            high[above] = np.inf
            low[present & ~above] = LOWEST
        return low, high

    def _fits(self, rows: np.ndarray, j: int, low: np.ndarray, high: np.ndarray) -> np.ndarray:
        """(conditions × table rows) booleans: could each row's cell hold a value meeting the condition (on
        key `j`) of each of `rows`?"""
        if j in self.sets_:
            return self.sets_[j].overlap(rows)
        return (self.high_[:, j][None, :] >= low[:, None]) & (self.low_[:, j][None, :] <= high[:, None])

    def _predicates(self, low: np.ndarray, high: np.ndarray, sources: dict[int, np.ndarray]) -> Predicates:
        """The predicates, with the set of codes the cell of row `sources[j][i]` holds where it is >= 0."""
        sets = {self.keys_[j]: self.sets_[j].chosen(rows) for j, rows in sources.items()}
        return Predicates(pd.DataFrame(low, columns=self.keys_), pd.DataFrame(high, columns=self.keys_), sets)


class _Cells:
    """A categorical key published as sets of codes: which rows' sets overlap, and how often."""

    def __init__(self, members: sparse.csr_matrix, codes: np.ndarray) -> None:
        self.members = members
        # rows with the same published code have the same set: overlaps are computed between distinct codes
        distinct, self.kind, self.count = np.unique(codes, return_inverse=True, return_counts=True)
        first = np.unique(self.kind, return_index=True)[1]
        cells = members[first].astype(np.float32)
        self.touching = sparse.csr_matrix((cells @ cells.T) > 0)  # distinct × distinct: do the two sets overlap?
        self.fitting = np.asarray(self.touching.astype(np.int64) @ self.count).ravel()  # per set: rows overlapping it

    def overlap(self, rows: np.ndarray) -> np.ndarray:
        """(rows × table rows) booleans: does each table row's set overlap the set of each of `rows`?"""
        return self.touching[self.kind[rows]].toarray()[:, self.kind]

    def share(self, rows: np.ndarray) -> np.ndarray:
        """The share of the table's rows whose set overlaps that of each of `rows`."""
        return self.fitting[self.kind[rows]] / max(self.kind.size, 1)

    def chosen(self, rows: np.ndarray) -> sparse.csr_matrix:
        """(len(rows) × codes) the set of each of `rows` (no set where a row is -1)."""
        picked = np.flatnonzero(rows >= 0)
        choose = sparse.csr_matrix((np.ones(picked.size, dtype=bool), (picked, rows[picked])),
                                   shape=(rows.size, self.members.shape[0]))
        return sparse.csr_matrix(choose.astype(np.float32) @ self.members.astype(np.float32) > 0)


class MultivariateSinglingOut(_SinglingOut):
    id = "singling-out"
    title = "Singling out (multivariate)"
    description = ("Builds descriptions of one record from the release's rows (a category or set of categories, or "
                   "'at least' / 'at most' a number, key variable after key variable) and claims each describes "
                   "exactly one person of the original. Right when exactly one original record fits it.")
    parameters = (
        Parameter("columns", "int", 3, "Conditions every predicate starts with; more are added until it fits one row "
                  "of the release.", minimum=1, maximum=50, label="Conditions at least"),
        Parameter("narrow", "bool", True, "Add conditions until the predicate fits one row of the release; off: "
                  "exactly the first conditions, as anonymeter does.", advanced=True),
    )
    CHUNK_CELLS = 1 << 23

    def claims(self, targets: pd.DataFrame) -> Claims:
        draws = targets["draw"].to_numpy(dtype=np.int64)
        n, keys = draws.size, len(self.keys_)
        rng = np.random.default_rng([self.seed_, int(draws[0]) if n else 0, n])
        rows = rng.integers(0, len(self.frame_), n)
        order = np.argsort(rng.random((n, keys)), axis=1)  # each draw's order of the keys
        first = min(self.params["columns"], keys)
        last = keys if self.params["narrow"] else first
        low, high = np.full((n, keys), np.nan), np.full((n, keys), np.nan)
        named = np.zeros((n, keys), dtype=bool)
        unique = np.zeros(n, dtype=bool)
        step = max(1, self.CHUNK_CELLS // max(len(self.frame_), 1))
        for start in range(0, n, step):
            part = np.arange(start, min(start + step, n))
            holds = np.ones((part.size, len(self.frame_)), dtype=bool)
            done = np.zeros(part.size, dtype=bool)
            for position in range(last):
                columns = order[part, position]
                live = ~done
                for j in np.unique(columns[live]):
                    pick = np.flatnonzero(live & (columns == j))
                    c_low, c_high = self._conditions(rows[part[pick]], j)
                    low[part[pick], j], high[part[pick], j] = c_low, c_high
                    named[part[pick], j] = True
                    holds[pick] &= self._fits(rows[part[pick]], j, c_low, c_high)
                if position + 1 >= first:
                    count = holds[live].sum(axis=1)
                    now = np.flatnonzero(live)[count == 1]
                    unique[part[now]] = True
                    done[now] = True
                if done.all():
                    break
        shares = np.ones((n, keys))
        for j in range(keys):
            on = np.flatnonzero(named[:, j])
            if on.size and j in self.sets_:
                shares[on, j] = self.sets_[j].share(rows[on])
            elif on.size:
                shares[on, j] = self._fits(rows[on], j, low[on, j], high[on, j]).mean(axis=1)
        expected = (self.population_ - 1) * np.prod(np.maximum(shares, 1e-300), axis=1)
        sources = {j: np.where(named[:, j], rows, -1) for j in self.sets_}
        return Claims(-np.log(expected), ~unique, self._predicates(low, high, sources))


class UnivariateSinglingOut(_SinglingOut):
    id = "singling-out-univariate"
    title = "Singling out (one variable)"
    description = ("Claims that a value or cell no other row of the release fits (a rare category, a unique number, "
                   "the lowest or highest) is held by exactly one person of the original.")

    def fit(self, task: IdentityTask) -> "UnivariateSinglingOut":
        super().fit(task)
        found = [self._candidates(j) for j in range(len(self.keys_))]
        columns = [np.full(low.size, j) for j, (low, _, _) in enumerate(found)]
        shuffled = np.random.default_rng([self.seed_, 1]).permutation(sum(c.size for c in columns))
        self.columns_, self.lows_, self.highs_, self.rows_ = (
            np.concatenate(a)[shuffled] if a else np.zeros(0)
            for a in (columns, [f[0] for f in found], [f[1] for f in found], [f[2] for f in found]))
        self.columns_, self.rows_ = self.columns_.astype(np.int64), self.rows_.astype(np.int64)
        return self

    def _candidates(self, j: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Key `j`'s claims: low, high and (for a set) the row whose set it is (-1 otherwise)."""
        if j in self.sets_:  # a set no other row's set overlaps
            cells = self.sets_[j]
            alone = np.flatnonzero(cells.fitting[cells.kind] == 1)
            return np.full(alone.size, np.nan), np.full(alone.size, np.nan), alone
        low, high = self.low_[:, j], self.high_[:, j]
        present = np.isfinite(low)
        lows, highs = np.sort(low[present]), np.sort(high[present])
        cells = np.unique(np.column_stack([low[present], high[present]]), axis=0)
        # rows whose cell overlaps [a, b]: those starting at or below b, less those ending below a
        fitting = np.searchsorted(lows, cells[:, 1], "right") - np.searchsorted(highs, cells[:, 0], "left")
        alone = cells[fitting == 1]
        claims = [alone]
        if self.numeric_[j] and lows.size > 1:  # the lowest and highest cells, when no other row reaches them
            if np.searchsorted(lows, highs[0], "right") == 1:
                claims.append(np.array([[LOWEST, highs[0]]]))
            if lows.size - np.searchsorted(highs, lows[-1], "left") == 1:
                claims.append(np.array([[lows[-1], np.inf]]))
        if (~present).sum() == 1:  # the one row without a value
            claims.append(np.array([[-np.inf, -np.inf]]))
        claims = np.concatenate(claims)
        return claims[:, 0], claims[:, 1], np.full(len(claims), -1)

    def claims(self, targets: pd.DataFrame) -> Claims:
        draws = targets["draw"].to_numpy(dtype=np.int64)
        n, keys = draws.size, len(self.keys_)
        low, high = np.full((n, keys), np.nan), np.full((n, keys), np.nan)
        made = np.flatnonzero(draws < self.columns_.size)
        picked = draws[made]
        low[made, self.columns_[picked]] = self.lows_[picked]
        high[made, self.columns_[picked]] = self.highs_[picked]
        sources = {}
        for j in self.sets_:
            rows = np.full(n, -1)
            mine = self.columns_[picked] == j
            rows[made[mine]] = self.rows_[picked[mine]]
            sources[j] = rows
        expected = (self.population_ - 1) / max(len(self.frame_), 1)
        abstain = np.ones(n, dtype=bool)
        abstain[made] = False
        return Claims(np.full(n, -np.log(expected)), abstain, self._predicates(low, high, sources))
