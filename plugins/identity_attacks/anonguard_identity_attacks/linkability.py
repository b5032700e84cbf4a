"""Linkability: two partial views of the same people, linked through the rows of a table.

The attacker holds, for each person, a record with key columns A and a separate record with key
columns B, without knowing which B-record belongs with which A-record. A release row that agrees
with an A-record on A and with a B-record on B joins the two: the claim is "these two records are
the same person". Of the B-records an A-record can be joined to this way, the attacker picks one
from the combination held by the fewest rows; the rank score is minus the log of the number of
B-records it could have picked. A view shared by many people joins each A-record to many B-records,
and the score says so. A row agrees with a view when it holds the same values (a missing value
agrees with a missing value only).

anonymeter matches each view to its single nearest row and counts a link when the two rows are the
same; ties between equally near rows are then broken arbitrarily, so an exact copy reads almost no
risk once a view is shared by a few people (docs/identity.md).

A generalized release (intervals, value sets, suppression) agrees with a view where each cell holds
the record's value. Its rows are then compared one by one, in chunks, rather than joined: for each
A-record, the B-records sharing a row that agrees with both are counted by a product of the two
agreement matrices.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.api import LINKABILITY, Claims, IdentityAttack, IdentityTask

MISSING = -1e300  # a missing value joins only a missing value


class Linkability(IdentityAttack):
    id = "linkability"
    title = "Linkability"
    description = ("Links two partial views of the same people (key variables A and B) through the release: an "
                   "A-record and a B-record that one release row agrees with are claimed to be the same person.")
    claim = LINKABILITY

    ROW_CHUNK = 8192  # release rows per step of the generalized comparison

    def fit(self, task: IdentityTask) -> "Linkability":
        first, second = (list(v) for v in task.views)
        table = task.table()
        self.rng_ = np.random.default_rng([int(task.seed), 7])
        self.cells_ = table if any(c in table.generalized for c in first + second) else None
        if self.cells_ is not None:  # B-records × rows: does the row agree with the record's view?
            self.names_ = first, second
            self.b_agree_ = _agreement(self.cells_, task.other[second])
            return self
        # the keys by position (whole numbers), so no key's name meets the working columns' names
        self.names_ = first, second
        self.first_, self.second_ = list(range(len(first))), list(range(len(first), len(first) + len(second)))
        rows = _plain(task.table().data[first + second], self.first_ + self.second_)
        # each (A, B) combination the table holds, with how many rows hold it
        self.pairs_ = rows.value_counts(sort=False).rename("rows").reset_index()
        other = _plain(task.other[second], self.second_).reset_index(drop=True)
        other["record"] = np.arange(len(other))
        other = other.sort_values(self.second_ + ["record"], kind="stable")
        # the B-records of each B combination: a run of `records_`, from `start` for `count`
        groups = other.groupby(self.second_, sort=False, dropna=False)["record"]
        self.records_ = other["record"].to_numpy()
        self.groups_ = groups.size().rename("count").reset_index()
        self.groups_["start"] = np.r_[0, np.cumsum(self.groups_["count"].to_numpy())[:-1]]
        return self

    def claims(self, targets: pd.DataFrame) -> Claims:
        if self.cells_ is not None:
            return self._through_cells(targets)
        n = len(targets)
        asked = _plain(targets[self.names_[0]], self.first_).reset_index(drop=True)
        asked["target"] = np.arange(n)
        joined = asked.merge(self.pairs_, on=self.first_, how="inner").merge(self.groups_, on=self.second_, how="inner")
        link, score, made = np.full(n, -1), np.zeros(n), np.zeros(n, dtype=bool)
        if joined.empty:
            return Claims(score, ~made, link=link)
        possible = joined.groupby("target")["count"].sum()
        # the combination held by the fewest rows, among those joining the fewest B-records
        chosen = joined.sort_values(["target", "rows", "count"], kind="stable").drop_duplicates("target")
        pick = chosen["start"].to_numpy() + (self.rng_.random(len(chosen)) * chosen["count"].to_numpy()).astype(np.int64)
        who = chosen["target"].to_numpy()
        link[who] = self.records_[pick]
        made[who] = True
        score[who] = -np.log(possible.loc[who].to_numpy(dtype=float))
        return Claims(score, ~made, link=link)


    def _through_cells(self, targets: pd.DataFrame) -> Claims:
        """Links through a generalized release: B-records sharing an agreeing row with each A-record."""
        a_agree = _agreement(self.cells_, targets[self.names_[0]])
        shared = np.zeros((len(targets), self.b_agree_.shape[0]), dtype=np.float32)
        for start in range(0, a_agree.shape[1], self.ROW_CHUNK):
            part = slice(start, start + self.ROW_CHUNK)
            shared += a_agree[:, part].astype(np.float32) @ self.b_agree_[:, part].T.astype(np.float32)
        possible = (shared > 0).sum(axis=1)
        made = possible > 0
        noise = self.rng_.random(shared.shape)  # a guess among the B-records sharing the most rows
        link = np.where(made, np.argmax(np.where(shared > 0, shared + noise, -1.0), axis=1), -1)
        score = np.where(made, -np.log(np.maximum(possible, 1)), 0.0)
        return Claims(score, ~made, link=link)


def _agreement(table, records: pd.DataFrame) -> np.ndarray:
    """(records × rows) booleans: does each row agree with each record on every column of `records`? A
    generalized cell agrees when it holds the value; another cell when it equals it (missing with missing)."""
    agree = np.ones((len(records), len(table.data)), dtype=bool)
    for column in records.columns:
        values = records[column].to_numpy(dtype=float)
        cells = table.generalized.get(column)
        if cells is not None:
            agree &= cells.contains(values.astype(np.int64) if cells.categorical else values)
            continue
        held = table.data[column].to_numpy(dtype=float)
        agree &= (values[:, None] == held[None, :]) | (np.isnan(values)[:, None] & np.isnan(held)[None, :])
    return agree


def _plain(frame: pd.DataFrame, names: list[int]) -> pd.DataFrame:
    """Values ready to join on, under the keys' positions: floats, a missing value as a number of its own."""
    return pd.DataFrame(frame.to_numpy(dtype=float), columns=names).fillna(MISSING)
