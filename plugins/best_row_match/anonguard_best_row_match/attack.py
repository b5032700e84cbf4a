"""Best row match (003 §5.2): predict the secret from the release rows closest to the target.

For each target, the Gower distance to every row of every release table holding the secret
and at least one known column is computed; the prediction is the modal secret among the rows
at the minimum distance, with rank_score = (1 − d_min) · modal_fraction.

Gower distance here: a categorical column contributes 0 if equal, else 1; a continuous one
|a − b| / range (range over the release table, capped at 1; a missing value on one side
counts 1, on both sides 0); a known column the table lacks contributes `missing_column_penalty`.
The distance is the mean contribution over the known columns. A generalized cell (an
interval, a set, a suppressed value) contributes its expected distance if the hidden value
were spread uniformly over the cell (see `anonguard.data.cells`), so a partial match counts
partly. A generalized secret (a bucket's set of values) votes for each of its values in
proportion. Each prediction records the release table(s) its closest rows came from.

Everything is vectorized over release rows in chunks sized to `memory_mb`, so memory stays
bounded for large releases and no Python loop runs per release row.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd
from scipy import sparse

from anonguard.api import CATEGORICAL, Attack, AttackTask, GeneralizedColumn, Parameter, Predictions
from anonguard_best_row_match.grid import MARGIN, Grid, build_grid

TIE = 1e-6  # distances this close are the same distance
REMEMBERED = 200_000  # combinations of known values whose predictions are kept between batches


@dataclass(frozen=True)
class _Table:
    """One release table reduced to what the distance needs."""

    name: str
    categorical: list[tuple[str, np.ndarray]]
    continuous: list[tuple[str, np.ndarray, float, float]]  # values − offset (float32), offset, 1 / range
    generalized: list[tuple[str, GeneralizedColumn, float]]  # cells and the column's range
    penalty: float  # summed contribution of the known columns this table lacks
    secret: np.ndarray
    votes: sparse.csr_matrix | None = None  # rows × classes: what each row's secret cell stands for
    grid: Grid | None = None  # a large table's cells, its rows reordered cell by cell (see grid.py)

    @property
    def rows(self) -> int:
        return self.secret.size


class BestRowMatch(Attack):
    id = "best-row-match"
    title = "Best row match (Gower)"
    description = (
        "Finds the release rows closest to the target on the known columns (Gower distance, across "
        "all release tables) and predicts their most common secret value; confidence grows with the "
        "closeness of the match and the agreement among the closest rows. A generic attack any "
        "recipient of microdata or synthetic data could run (Francis et al., 003 §5.2)."
    )
    parameters = (
        Parameter(
            "missing_column_penalty", "float", 0.5,
            "Distance a known column adds when a release table lacks it (0 = ignore, 1 = full mismatch).",
            minimum=0.0, maximum=1.0, label="Distance for a key variable the release lacks", unit="0 to 1",
        ),
        Parameter("memory_mb", "int", 256, "Working memory per batch of targets; larger is faster on big releases.",
                  minimum=16, maximum=16384, label="Working memory", unit="MB", advanced=True),
    )

    def fit(self, task: AttackTask) -> "BestRowMatch":
        self.task_ = task
        tables = [t for t in task.tables_with(task.secret) if len(t.data) and any(c in t.data.columns for c in task.known)]
        if not tables:
            raise ValueError(f"{self.id} matches release rows, and this release has no table holding the secret "
                             f"{task.secret!r} and a known column")
        self.n_classes_ = 0
        if task.kinds[task.secret] == CATEGORICAL:
            self.n_classes_ = 1 + max(max(int(t.data[task.secret].max()),
                                          t.generalized[task.secret].members.shape[1] - 1 if task.secret in t.generalized else 0)
                                      for t in tables)
        self.tables_ = [self._prepare(t, task) for t in tables]
        self.answered_: dict[bytes, tuple] = {}  # known values -> their prediction (see predict)
        return self

    def _prepare(self, table, task: AttackTask) -> _Table:
        data = table.data
        categorical, continuous, generalized, missing = [], [], [], 0
        for column in task.known:
            if column not in data.columns:
                missing += 1
            elif column in table.generalized:
                cells = table.generalized[column]
                span = 1.0 if cells.categorical else float(np.nanmax(cells.high) - np.nanmin(cells.low))
                generalized.append((column, cells, span))
            elif task.kinds[column] == CATEGORICAL:
                categorical.append((column, data[column].to_numpy(dtype=np.int32)))
            else:
                values = data[column].to_numpy(dtype=np.float64)
                present = np.isfinite(values).any()
                # a part of a table split over workers measures against the whole table's range
                low, high = table.ranges.get(column) or ((float(np.nanmin(values)), float(np.nanmax(values)))
                                                         if present else (0.0, 0.0))
                offset, span = low, high - low
                # float32 halves the scan's memory traffic; shifting first keeps large values precise
                continuous.append((column, (values - offset).astype(np.float32), offset, 1.0 / span if span > 0 else 1.0))
        secret = data[task.secret].to_numpy()
        votes = None
        if self.n_classes_:
            secret = secret.astype(np.int64)
            cells = table.generalized.get(task.secret)
            if cells is not None and cells.categorical:
                members = cells.members.astype(np.float32)
                votes = (sparse.diags(1.0 / np.maximum(cells.sizes(), 1)).astype(np.float32) @ members).tocsr()
                votes.resize((secret.size, self.n_classes_))
            else:
                votes = sparse.csr_matrix((np.ones(secret.size, np.float32), (np.arange(secret.size), secret)),
                                          shape=(secret.size, self.n_classes_))
        else:
            secret = secret.astype(np.float64)
        penalty = missing * self.params["missing_column_penalty"]
        built = None if generalized else build_grid([codes for _, codes in categorical],
                                                    [values for _, values, _, _ in continuous], task.seed)
        if built is None:
            return _Table(table.name, categorical, continuous, generalized, penalty, secret, votes)
        order, grid = built
        return _Table(table.name, [(c, codes[order]) for c, codes in categorical],
                      [(c, values[order], offset, inverse) for c, values, offset, inverse in continuous], generalized,
                      penalty, secret[order], None if votes is None else votes[order], grid)

    def predict(self, targets: pd.DataFrame) -> Predictions:
        """Each target's prediction depends on its known values alone, so targets that share them (people alike on
        the key variables: 28,155 people of a labour-force survey hold 3,625 combinations of four) are scanned once,
        and a combination met in an earlier batch is not scanned again: the answers are exactly the full scan's."""
        known = [c for c in self.task_.known if c in targets.columns]
        rows = [row.tobytes() for row in targets[known].to_numpy(dtype=np.float64)]
        new = list(dict.fromkeys(r for r in rows if r not in self.answered_))
        if len(self.answered_) + len(new) > REMEMBERED:  # a census of distinct people: memory before speed
            self.answered_ = {}
            new = list(dict.fromkeys(rows))
        if new:
            first: dict[bytes, int] = {}
            for position, row in enumerate(rows):
                first.setdefault(row, position)
            found = self._predict_all(targets.iloc[[first[row] for row in new]])
            for i, row in enumerate(new):
                self.answered_[row] = (found.value[i], found.rank_score[i], found.abstain[i],
                                       found.details["matched_table"][i])
        answers = [self.answered_[r] for r in rows]
        value = np.array([a[0] for a in answers])
        return Predictions(value if len(value) else np.zeros(0), np.array([a[1] for a in answers], dtype=np.float64),
                           np.array([a[2] for a in answers], dtype=bool),
                           details={"matched_table": np.array([a[3] for a in answers], dtype=object)})

    def _predict_all(self, targets: pd.DataFrame) -> Predictions:
        # a categorical secret is counted per target and class: slice the targets so that the
        # counts stay within memory_mb however many values the secret has (an id-like column)
        step = max(1, (self.params["memory_mb"] << 20) // (32 * max(self.n_classes_, 1)))
        if len(targets) <= step:
            return self._predict(targets)
        parts = [self._predict(targets.iloc[start:start + step]) for start in range(0, len(targets), step)]
        return Predictions(np.concatenate([p.value for p in parts]), np.concatenate([p.rank_score for p in parts]),
                           np.concatenate([p.abstain for p in parts]),
                           details={"matched_table": np.concatenate([p.details["matched_table"] for p in parts])})

    def _predict(self, targets: pd.DataFrame) -> Predictions:
        n = len(targets)
        if n == 0:
            return Predictions(np.zeros(0), np.zeros(0), np.zeros(0, dtype=bool))
        self.source_ = np.zeros(n, dtype=np.int64)  # bit t set: table t holds a closest row
        if self.n_classes_:
            best, counts = self._scan(targets, self._count_classes, np.zeros((n, self.n_classes_), np.float64))
            return self._by_counts(best, counts, self.source_, [t.name for t in self.tables_], len(self.task_.known))
        best, sums = self._scan(targets, self._sum_values, np.zeros((n, 2), np.float64))
        with np.errstate(invalid="ignore", divide="ignore"):
            value = sums[:, 0] / sums[:, 1]
        _, close = self._scan(targets, self._count_close(value), np.zeros((n, 2), np.float64), best)
        share = np.where(close[:, 1] > 0, close[:, 0] / np.maximum(close[:, 1], 1), 0.0)
        distance = best / len(self.task_.known)
        # a numeric secret missing in every closest row leaves nothing to predict
        return Predictions(value, (1.0 - distance) * share, ~np.isfinite(value),
                           details={"matched_table": _table_names(self.source_, [t.name for t in self.tables_])})

    def _by_counts(self, best: np.ndarray, counts: np.ndarray, source: np.ndarray, names: list[str],
                   known: int) -> Predictions:
        """A categorical secret's predictions: the modal class of the closest rows."""
        n = best.size
        value = counts.argmax(axis=1)
        share = counts[np.arange(n), value] / counts.sum(axis=1)
        return Predictions(value, (1.0 - best / known) * share, np.zeros(n, dtype=bool),
                           details={"matched_table": _table_names(source, names)})

    # -- a release split over a cluster's workers (anonguard.api.Attack.splits) ------------

    def splits(self, task: AttackTask) -> bool:
        """The closest rows of the whole release are the closest rows of its parts, and a categorical
        secret's counts at them add up (a numeric secret would need a third round: not split)."""
        return task.kinds[task.secret] == CATEGORICAL

    def split_minimum(self, targets: pd.DataFrame) -> np.ndarray:
        self._split_mins: dict = {}  # kept for split_collect of the same targets: it then skips chunks
        best = np.full(len(targets), np.inf)
        self._pass(targets, best, self._split_mins)
        return best

    def split_collect(self, targets: pd.DataFrame, minimum: np.ndarray) -> dict:
        self.source_ = np.zeros(len(targets), dtype=np.int64)
        counts = np.zeros((len(targets), self.n_classes_))
        self._pass(targets, np.asarray(minimum, dtype=np.float64).copy(), getattr(self, "_split_mins", {}),
                   self._count_classes, counts)
        return {"counts": counts, "source": self.source_, "tables": [t.name for t in self.tables_],
                "known": len(self.task_.known)}

    def split_predict(self, parts: Sequence[dict], minimum: np.ndarray) -> Predictions:
        n = len(minimum)
        names = list(dict.fromkeys(name for part in parts for name in part["tables"]))
        counts = np.zeros((n, max(part["counts"].shape[1] for part in parts)))
        source = np.zeros(n, dtype=np.int64)
        for part in parts:
            counts[:, : part["counts"].shape[1]] += part["counts"]
            for i, name in enumerate(part["tables"]):
                source |= np.where(part["source"] >> i & 1, 1 << names.index(name), 0)
        return self._by_counts(np.asarray(minimum, dtype=np.float64), counts, source, names, parts[0]["known"])

    # -- the scan over release rows --------------------------------------------------------

    def _scan(self, targets: pd.DataFrame, collect, accumulator: np.ndarray,
              best: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """Minimum summed distance per target over the whole release, and `collect`'s statistics of
        the rows within TIE of it.

        Two passes: the first finds each target's minimum (skipped when `best` is given), the second
        collects the rows at it, so which rows count depends neither on the order of the rows nor on
        the chunks they are scanned in. `collect(at_min, table, rows, which)` returns one row of
        statistics per target `which`. A large table's grid narrows each target's scan to the cells
        that could hold its closest rows; the rest are scanned in chunks, and the second pass
        recomputes only the chunks that hold a target's closest rows.
        """
        n = len(targets)
        mins: dict[tuple[int, int], np.ndarray] = {}  # the first pass's minimum per chunk and target
        if best is None:
            best = np.full(n, np.inf)
            self._pass(targets, best, mins)
        self._pass(targets, best, mins, collect, accumulator)
        return best, accumulator

    def _pass(self, targets: pd.DataFrame, best: np.ndarray, mins: dict, collect=None,
              accumulator: np.ndarray | None = None) -> None:
        """One pass over every table: without `collect`, lower `best` to each target's minimum;
        with it, add up `collect`'s statistics of the rows within TIE of `best`."""
        n = len(targets)
        for index, table in enumerate(self.tables_):
            wanted = self._target_columns(targets, table)
            everyone = np.arange(n)
            if table.grid is not None:
                everyone = self._pass_cells(wanted, table, index, best, collect, accumulator)
            chunk = max(1, (self.params["memory_mb"] << 20) // (max(everyone.size, 1) * 16))
            for start in range(0, table.rows if everyone.size else 0, chunk):
                rows = slice(start, min(start + chunk, table.rows))
                if collect is None:
                    low = np.full(n, np.inf)
                    low[everyone] = self._distances(_pick(wanted, everyone), table, rows).min(axis=1)
                    mins[index, start] = low
                    np.minimum(best, low, out=best)
                    continue
                chunk_min = mins.get((index, start))
                hit = everyone if chunk_min is None else everyone[chunk_min[everyone] <= best[everyone] + TIE]
                if hit.size:
                    self._collect(self._distances(_pick(wanted, hit), table, rows), hit, table, index, rows, best,
                                  collect, accumulator)

    def _pass_cells(self, wanted, table: _Table, index: int, best: np.ndarray, collect,
                    accumulator: np.ndarray | None) -> np.ndarray:
        """Each target against the rows of the cells that could hold its closest rows: in the first
        pass those whose lower bound is within reach of the best row of its most promising cell, in
        the second those within reach of its minimum. Returns the targets for which that would be a
        large part of the table anyway: they are scanned whole."""
        categorical, continuous, _ = wanted
        bounds = table.grid.lower_bounds(categorical, [(values, inverse) for values, (_, _, _, inverse)
                                                       in zip(continuous, table.continuous)]) + table.penalty
        whole = []
        for target, bound in enumerate(bounds):
            one = _pick(wanted, np.array([target]))
            reach = best[target]
            if collect is None:
                first = table.grid.rows_of(np.array([bound.argmin()]))
                reach = min(float(self._distances(one, table, first).min()), reach)
            rows = table.grid.rows_of(np.flatnonzero(bound <= reach + TIE + MARGIN))
            if rows.size > table.rows // 4:
                whole.append(target)
            elif rows.size and collect is None:
                best[target] = min(best[target], float(self._distances(one, table, rows).min()))
            elif rows.size:
                self._collect(self._distances(one, table, rows), np.array([target]), table, index, rows, best,
                              collect, accumulator)
        return np.array(whole, dtype=np.int64)

    def _collect(self, distance: np.ndarray, targets: np.ndarray, table: _Table, index: int, rows, best: np.ndarray,
                 collect, accumulator: np.ndarray) -> None:
        """Add the statistics of the rows within TIE of each target's minimum (`targets`: one row of
        `distance` each)."""
        at_min = distance <= best[targets, None] + TIE
        near = np.flatnonzero(at_min.any(axis=1))
        if not near.size:
            return
        which = targets[near]
        accumulator[which] += collect(at_min[near], table, rows, which)
        self.source_[which] |= 1 << index

    @staticmethod
    def _target_columns(targets: pd.DataFrame, table: _Table):
        categorical = [targets[c].to_numpy(dtype=np.int32) for c, _ in table.categorical]
        continuous = [(targets[c].to_numpy(dtype=np.float64) - offset).astype(np.float32) for c, _, offset, _ in table.continuous]
        generalized = [targets[c].to_numpy() for c, _, _ in table.generalized]
        return categorical, continuous, generalized

    @staticmethod
    def _distances(wanted, table: _Table, rows: slice) -> np.ndarray:
        categorical, continuous, generalized = wanted
        n = (categorical or continuous or generalized)[0].size
        width = rows.stop - rows.start if isinstance(rows, slice) else rows.size
        total = np.full((n, width), table.penalty, dtype=np.float32)
        for target, (_, cells, span) in zip(generalized, table.generalized):
            total += cells.mismatch(target, rows, span).astype(np.float32)
        for target, (_, release) in zip(categorical, table.categorical):
            total += target[:, None] != release[None, rows]
        scratch = np.empty((n, width), dtype=np.float32)
        for target, (_, release, _, inverse_range) in zip(continuous, table.continuous):
            part = release[rows]
            np.subtract(target[:, None], part[None, :], out=scratch)
            np.abs(scratch, out=scratch)
            scratch *= inverse_range
            np.fmin(scratch, 1.0, out=scratch)  # fmin turns NaN (one side missing) into 1
            total += scratch
            target_nan, release_nan = np.isnan(target), np.isnan(part)
            if target_nan.any() and release_nan.any():
                total -= target_nan[:, None] & release_nan[None, :]  # both missing: a match
        return total

    @staticmethod
    def _count_classes(at_min: np.ndarray, table: _Table, rows: slice, which: np.ndarray) -> np.ndarray:
        votes = table.votes[rows]
        if 8 * np.count_nonzero(at_min) < at_min.size:  # few rows at the minimum: count just those
            target, row = np.nonzero(at_min)
            hits = sparse.csr_matrix((np.ones(target.size, np.float32), (target, row)), shape=at_min.shape)
            return (hits @ votes).toarray()
        return np.asarray(votes.T @ at_min.T.astype(np.float32)).T

    @staticmethod
    def _sum_values(at_min: np.ndarray, table: _Table, rows: slice, which: np.ndarray) -> np.ndarray:
        secret = table.secret[rows]
        present = np.isfinite(secret)
        weights = at_min[:, present].astype(np.float64)
        return np.column_stack([weights @ secret[present], weights.sum(axis=1)])

    def _count_close(self, value: np.ndarray):
        """Statistics for the second pass of a numeric secret: rows at the minimum within tolerance."""
        tolerance = self.task_.tolerance or 0.0

        def collect(at_min: np.ndarray, table: _Table, rows: slice, which: np.ndarray) -> np.ndarray:
            secret, predicted = table.secret[rows], value[which, None]
            with np.errstate(invalid="ignore"):
                close = np.abs(secret[None, :] - predicted) <= tolerance * np.abs(predicted)
            return np.column_stack([(at_min & close).sum(axis=1), at_min.sum(axis=1)])

        return collect


def _pick(wanted, targets: np.ndarray):
    """The target columns of `targets` only."""
    return tuple([values[targets] for values in group] for group in wanted)


def _table_names(source: np.ndarray, names: list[str]) -> np.ndarray:
    """Each target's tables holding its closest rows, joined by '+', from their bits in `source`."""
    joined = {mask: "+".join(name for i, name in enumerate(names) if mask >> i & 1) for mask in np.unique(source)}
    return pd.Series(source).map(joined).to_numpy(dtype=object)
