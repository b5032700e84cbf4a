"""How faithfully a release keeps each variable and each pair of variables of the original.

Per variable: the distance between the two distributions of the values present (total variation for
a categorical variable, Kolmogorov-Smirnov and Hellinger for a continuous one), the values suppressed
(the share missing in the release beyond the original's own), the categories the release lost, and,
where the release's rows can be matched to the original's, the share of values changed. Per pair: the
total variation of the pair's cross-classification, and how the pair's association (Pearson's
correlation between two continuous variables, Cramér's V otherwise) moved. Everything works on the
cells of engine/utility/grid.py, counted with `np.bincount`: a million rows take a fraction of a second
per pair. A generalized release's row counts in every cell it stands for, with its weight there
(engine/utility/spread.py); its Kolmogorov-Smirnov distance and its values changed read an interval as the
original's values inside it. Correlations read an interval at its midpoint, as the attacks' stand-in does.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

import numpy as np

from anonguard.data.columns import CATEGORICAL
from anonguard.engine.result_fields import Described, Share, result_field
from anonguard.engine.utility.grid import GridColumn, joint, release_joint, release_shares, shares, total_variation
from anonguard.engine.utility.spread import spread_changed, spread_distance


@dataclass(frozen=True)
class VariableFidelity(Described):
    """How one variable of a release compares with the original's."""

    column: str = result_field("the variable")
    kind: str = result_field("categorical or continuous")
    distance: Share = result_field("total variation (categorical) or Kolmogorov-Smirnov distance (continuous) between "
                                   "the distributions of the values present; 0: the same")
    missing_original: Share = result_field("share of the original's values missing")
    missing_release: Share = result_field("share of the release's values missing")
    hellinger: Share | None = result_field("Hellinger distance over the original's quantile bins (continuous)", None)
    changed: Share | None = result_field("share of matched rows whose value changed; null: rows cannot be matched",
                                         None)
    categories_lost: list[str] = result_field("categories of the original the release no longer holds",
                                              factory=list)

    @property
    def suppressed(self) -> float:
        """The share of values the release suppressed beyond the original's own missing ones."""
        return max(0.0, self.missing_release - self.missing_original)

    def to_dict(self) -> dict:
        return {"column": self.column, "kind": self.kind, "distance": self.distance, "hellinger": self.hellinger,
                "missing_original": self.missing_original, "missing_release": self.missing_release,
                "changed": self.changed, "categories_lost": list(self.categories_lost)}

    @classmethod
    def from_dict(cls, data: dict) -> "VariableFidelity":
        return cls(**{**data, "categories_lost": list(data.get("categories_lost", []))})


@dataclass(frozen=True)
class PairFidelity(Described):
    """How one pair of variables of a release compares with the original's."""

    columns: tuple[str, str] = result_field("the two variables")
    distance: Share = result_field("total variation of the pair's cross-classification (the original's cells)")
    association: str = result_field("the association measured: correlation (two continuous variables) or "
                                    "Cramér's V")
    original: float | None = result_field("the association in the original; null: not defined (a constant)")
    release: float | None = result_field("the association in the release; null: not defined")

    @property
    def moved(self) -> float | None:
        """How far the association moved (release minus original)."""
        return None if self.original is None or self.release is None else self.release - self.original

    def to_dict(self) -> dict:
        return {"columns": list(self.columns), "distance": self.distance, "association": self.association,
                "original": self.original, "release": self.release}

    @classmethod
    def from_dict(cls, data: dict) -> "PairFidelity":
        return cls(**{**data, "columns": tuple(data["columns"])})


def variable_fidelity(column: GridColumn, matched: tuple[np.ndarray, np.ndarray] | None = None) -> VariableFidelity:
    """One variable's measures; `matched` gives the original's and the release's positions of the same people."""
    p, q = shares(column.original, column.cells), release_shares(column)
    present_p, present_q = _present(p), _present(q)
    hellinger = None
    if column.kind == CATEGORICAL:
        distance = total_variation(present_p, present_q)
        lost = [column.labels[i] for i in np.flatnonzero((p[:-1] > 0) & (q[:-1] == 0))]
    else:
        if column.spread is not None:
            distance = spread_distance(column.original_values, column.spread)
        else:
            from scipy.stats import ks_2samp  # here: scipy.stats costs every command half a second to import

            a, b = (v[np.isfinite(v)] for v in (column.original_values, column.release_values))
            distance = float(ks_2samp(a, b, method="asymp").statistic) if len(a) and len(b) else float(len(a) != len(b))
        hellinger = float(np.sqrt(max(0.0, 1 - np.sqrt(present_p * present_q).sum())))
        lost = []
    changed = None
    if matched is not None and len(matched[0]):
        changed = _changed(column, *matched)
    return VariableFidelity(column.name, column.kind, distance, float(p[-1]), float(q[-1]), hellinger, changed, lost)


def _present(p: np.ndarray) -> np.ndarray:
    """The distribution of the values present (the missing cell, the last, left out)."""
    kept = p[:-1]
    total = kept.sum()
    return kept / total if total > 0 else kept


def _changed(column: GridColumn, original_rows: np.ndarray, release_rows: np.ndarray) -> float:
    """The share of matched people whose value differs (a value suppressed counts as changed); a generalized
    cell holds the person's value with the chance its reading gives it."""
    if column.kind != CATEGORICAL:
        if column.spread is not None:
            return spread_changed(column.original_values, column.spread, original_rows, release_rows)
        a, b = column.original_values[original_rows], column.release_values[release_rows]
        same = np.isclose(a, b, rtol=1e-9, atol=0) | (np.isnan(a) & np.isnan(b))
        return float(np.mean(~same))
    if column.spread is None:
        return float(np.mean(column.original[original_rows] != column.release[release_rows]))
    patterns, starts, cells, weights = column.readings
    keys = np.repeat(np.arange(starts.size - 1), np.diff(starts)) * column.cells + cells  # (pattern, cell)
    order = np.argsort(keys, kind="stable")
    keys, weights = keys[order], weights[order]
    wanted = patterns[release_rows] * column.cells + column.original[original_rows]
    at = np.minimum(np.searchsorted(keys, wanted), keys.size - 1)
    return float(np.mean(1 - np.where(keys[at] == wanted, weights[at], 0.0)))


def pair_fidelity(a: GridColumn, b: GridColumn) -> PairFidelity:
    """One pair's measures."""
    size = a.cells * b.cells
    p = shares(joint(a.original, b.original, b.cells), size)
    q = release_joint(a, b)
    if a.kind != CATEGORICAL and b.kind != CATEGORICAL:
        words = "correlation"
        original = _correlation(a.original_values, b.original_values)
        release = _correlation(a.release_values, b.release_values)
    else:
        words = "Cramér's V"
        original = cramers_v(p.reshape(a.cells, b.cells))
        release = cramers_v(q.reshape(a.cells, b.cells))
    return PairFidelity((a.name, b.name), total_variation(p, q), words, original, release)


def _correlation(x: np.ndarray, y: np.ndarray) -> float | None:
    both = np.isfinite(x) & np.isfinite(y)
    if both.sum() < 3:
        return None
    x, y = x[both], y[both]
    if np.ptp(x) == 0 or np.ptp(y) == 0:
        return None
    return float(np.corrcoef(x, y)[0, 1])


def cramers_v(table: np.ndarray) -> float | None:
    """Cramér's V of a cross-classification given as shares (missing a category like any other)."""
    rows, columns = table.sum(axis=1), table.sum(axis=0)
    table = table[rows > 0][:, columns > 0]
    rows, columns = rows[rows > 0], columns[columns > 0]
    smaller = min(len(rows), len(columns)) - 1
    if smaller < 1:
        return None
    expected = np.outer(rows, columns)
    phi2 = float((table ** 2 / expected).sum() - 1)
    return float(np.sqrt(max(0.0, phi2) / smaller))


def pairs_of(columns: list[GridColumn], most: int, seed: int) -> tuple[list[tuple[int, int]], int]:
    """The pairs to measure (every pair, or a seeded sample of `most` of them) and how many there are."""
    every = list(combinations(range(len(columns)), 2))
    if len(every) <= most:
        return every, len(every)
    chosen = np.random.default_rng(seed).choice(len(every), size=most, replace=False)
    return [every[i] for i in sorted(chosen)], len(every)


@dataclass(frozen=True)
class Headline:
    """The few numbers a release's fidelity is read by, each 0 for a perfect copy (and scored for subsamples)."""

    variables: float  # the mean distance of the variables
    pairs: float | None  # the mean total variation of the pairs
    associations: float | None  # the mean absolute move of the pairs' associations

    def as_dict(self) -> dict[str, float | None]:
        return {"variables": self.variables, "pairs": self.pairs, "associations": self.associations}


def headline(variables: list[VariableFidelity], pairs: list[PairFidelity]) -> Headline:
    moved = [abs(p.moved) for p in pairs if p.moved is not None]
    return Headline(float(np.mean([v.distance for v in variables])) if variables else 0.0,
                    float(np.mean([p.distance for p in pairs])) if pairs else None,
                    float(np.mean(moved)) if moved else None)
