"""Singling out: predicates drawn from a table, claimed to hold for exactly one person.

Multivariate (after anonymeter's multivariate mode, extended): each draw takes a random row of the
table and a random order of the key variables. The row's value of each key gives a condition: the
same category (a continuous key with many values arrives in bins, as categories), or for a numeric
key a half-line pointing away from the table's median ("age ≥ 71" for an old person). The first
`columns` conditions are always taken; further ones are added, in the draw's order, until the
predicate holds for that row alone in the table, as an intruder keeps narrowing a description
until it fits one record. A predicate that never narrows to one row is no claim.

Univariate: a value held by exactly one row of the table ("region = X"), or a numeric key's
smallest or largest value when one row holds it; one such predicate per draw, in a shuffled order,
until they run out.

The rank score is minus the log of the number of *other* people expected to satisfy the predicate
if its conditions were independent: the claim's population size times the product of the shares
of the table's rows meeting each condition. A predicate built of rare conditions ranks first.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.api import CATEGORICAL, SINGLING_OUT, Claims, IdentityAttack, IdentityTask, Parameter, Predicates

LOWEST = np.finfo(float).min  # the low end of "at most v": below it lie only missing values (written -inf)


class _SinglingOut(IdentityAttack):
    claim = SINGLING_OUT

    def fit(self, task: IdentityTask) -> "_SinglingOut":
        table = task.table()
        self.keys_ = list(task.keys)
        self.kinds_ = dict(task.kinds)
        self.frame_ = table.data[self.keys_].reset_index(drop=True)
        self.values_ = np.column_stack([self.frame_[c].to_numpy(dtype=float) for c in self.keys_]) \
            if self.keys_ else np.zeros((len(self.frame_), 0))
        self.numeric_ = np.array([self.kinds_[c] != CATEGORICAL for c in self.keys_], dtype=bool)
        self.medians_ = np.array([np.nanmedian(self.values_[:, j]) if self.numeric_[j] and np.isfinite(self.values_[:, j]).any()
                                  else np.nan for j in range(len(self.keys_))])
        self.population_ = max(int(task.population), 2)
        self.seed_ = int(task.seed)
        return self

    def _conditions(self, rows: np.ndarray, columns: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(draws,) low and high of the condition row `rows[i]`'s value of key `columns[i]` gives."""
        values = self.values_[rows, columns]
        low, high = values.copy(), values.copy()
        missing = np.isnan(values)
        numeric = self.numeric_[columns]
        above = numeric & ~missing & (values > self.medians_[columns])
        below = numeric & ~missing & ~above
        high[above] = np.inf
        low[below] = LOWEST
        low[missing], high[missing] = -np.inf, -np.inf
        return low, high

    def _share(self, low: np.ndarray, high: np.ndarray, columns: np.ndarray) -> np.ndarray:
        """The share of the table's rows meeting each condition."""
        values = np.nan_to_num(self.values_[:, columns].T, nan=-np.inf)  # (draws, rows)
        return ((values >= low[:, None]) & (values <= high[:, None])).mean(axis=1)

    def _predicates(self, low: np.ndarray, high: np.ndarray) -> Predicates:
        return Predicates(pd.DataFrame(low, columns=self.keys_), pd.DataFrame(high, columns=self.keys_))


class MultivariateSinglingOut(_SinglingOut):
    id = "singling-out"
    title = "Singling out (multivariate)"
    description = ("Builds descriptions of one record from the release's rows (a category, or 'at least' / 'at most' a "
                   "number, key variable after key variable) and claims each describes exactly one person of the "
                   "original. Right when exactly one original record fits it.")
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
        used = np.full(n, first)
        unique = np.zeros(n, dtype=bool)
        values = np.nan_to_num(self.values_, nan=-np.inf)
        step = max(1, self.CHUNK_CELLS // max(len(self.frame_), 1))
        for start in range(0, n, step):
            part = np.arange(start, min(start + step, n))
            holds = np.ones((part.size, len(self.frame_)), dtype=bool)
            done = np.zeros(part.size, dtype=bool)
            for position in range(last):
                columns = order[part, position]
                c_low, c_high = self._conditions(rows[part], columns)
                live = ~done
                low[part[live], columns[live]] = c_low[live]
                high[part[live], columns[live]] = c_high[live]
                for j in np.unique(columns[live]):
                    pick = np.flatnonzero(live & (columns == j))
                    holds[pick] &= (values[:, j] >= c_low[pick, None]) & (values[:, j] <= c_high[pick, None])
                if position + 1 >= first:
                    count = holds[live].sum(axis=1)
                    now = np.flatnonzero(live)[count == 1]
                    unique[part[now]] = True
                    used[part[live]] = position + 1
                    done[now] = True
                if done.all():
                    break
        shares = np.where(np.isnan(low), 1.0, 0.0)
        for j in range(keys):
            named = np.flatnonzero(~np.isnan(low[:, j]))
            if named.size:
                shares[named, j] = self._share(low[named, j], high[named, j], np.full(named.size, j))
        expected = (self.population_ - 1) * np.prod(np.maximum(shares, 1e-300), axis=1)
        return Claims(-np.log(expected), ~unique, self._predicates(low, high))


class UnivariateSinglingOut(_SinglingOut):
    id = "singling-out-univariate"
    title = "Singling out (one variable)"
    description = ("Claims that a value held by one row of the release (a rare category, the smallest or largest "
                   "number) is held by exactly one person of the original.")

    def fit(self, task: IdentityTask) -> "UnivariateSinglingOut":
        super().fit(task)
        columns, lows, highs = [], [], []
        for j in range(len(self.keys_)):
            values = self.values_[:, j]
            distinct, counts = np.unique(values[~np.isnan(values)], return_counts=True)
            single = distinct[counts == 1]
            low, high = [single], [single]
            if self.numeric_[j] and distinct.size > 1:  # an extreme held by one row
                ends = [(LOWEST, distinct[0])] if counts[0] == 1 else []
                ends += [(distinct[-1], np.inf)] if counts[-1] == 1 else []
                low.append(np.array([e[0] for e in ends]))
                high.append(np.array([e[1] for e in ends]))
            if np.isnan(values).sum() == 1:  # the one row without a value
                low.append(np.array([-np.inf]))
                high.append(np.array([-np.inf]))
            low, high = np.concatenate(low), np.concatenate(high)
            columns.append(np.full(low.size, j))
            lows.append(low)
            highs.append(high)
        shuffled = np.random.default_rng([self.seed_, 1]).permutation(sum(c.size for c in columns))
        self.columns_, self.lows_, self.highs_ = (np.concatenate(a)[shuffled] if a else np.zeros(0)
                                                  for a in (columns, lows, highs))
        self.columns_ = self.columns_.astype(np.int64)
        return self

    def claims(self, targets: pd.DataFrame) -> Claims:
        draws = targets["draw"].to_numpy(dtype=np.int64)
        n, keys = draws.size, len(self.keys_)
        low, high = np.full((n, keys), np.nan), np.full((n, keys), np.nan)
        made = np.flatnonzero(draws < self.columns_.size)
        picked = draws[made]
        low[made, self.columns_[picked]] = self.lows_[picked]
        high[made, self.columns_[picked]] = self.highs_[picked]
        expected = (self.population_ - 1) / max(len(self.frame_), 1)
        abstain = np.ones(n, dtype=bool)
        abstain[made] = False
        return Claims(np.full(n, -np.log(expected)), abstain, self._predicates(low, high))
