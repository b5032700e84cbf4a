"""A count-table release (anonguard/data/counts.py) compared with the original through the tables it publishes.

Each published table (an attribute crossed with a secret) is set beside the same table counted from the
original's rows in the published cells: a category by its label, a number in the published interval that
holds it (the intervals read as a partition: of overlapping ones, the one starting last below the value), a
missing value in the published missing cell. An original row that no published value holds counts in a cell
of its own, which the release counts as 0: what a table leaves out is lost.

Noisy counts: a share cannot be negative, so a negative count is clipped at 0 before a table is normalized,
and the published total (the counts summed as published, negatives included) is set beside the original's
rows separately, as its relative error. The count cells' mean absolute error compares the counts as published.

Per table: the total variation between the two normalized tables (a pair's distance), each of its margins'
total variation over the published cells (a variable's: a margin several tables publish alike is one variable,
its distance their mean), and Cramér's V in both. The subsample scale is every release's: the original's random
subsamples counted in the same cells and scored alike, so a count table reads "as faithful as a 30 % subsample"
of the original and takes its place on the risk-utility map by its pairs like any release. A count table has
no rows of its own: its size (`rows`) is its published total, the mean over its tables; the subsample
fractions are, as for every release, fractions of the original's rows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from anonguard.data.columns import CATEGORICAL
from anonguard.data.counts import numeric_bounds
from anonguard.engine.result_fields import Count, Described, Share, result_field
from anonguard.engine.utility.baseline import FRACTIONS, REPEATS, Equivalent, SubsampleCurve, subsample_curves
from anonguard.engine.utility.fidelity import PairFidelity, VariableFidelity, cramers_v, headline
from anonguard.engine.utility.grid import GridColumn, total_variation
from anonguard.engine.utility.subsamples import subsample_scores
from anonguard.errors import DataError
from anonguard.phrases import say


@dataclass(frozen=True)
class CountTableFidelity(Described):
    """One published table of a count-table release beside the same table counted from the original."""

    table: str = result_field("the published table")
    attribute: str = result_field("the column it crosses with the secret")
    secret: str = result_field("the secret")
    cells: Count = result_field("count cells published")
    distance: Share = result_field("total variation between the two tables normalized (negative counts clipped at "
                                   "0), the original's rows no published cell holds in a cell of their own")
    attribute_distance: Share = result_field("total variation of the attribute's margin over its published values")
    secret_distance: Share = result_field("total variation of the secret's margin over its published values")
    absolute_error: float = result_field("the count cells' mean absolute error, counts as published")
    published_total: float = result_field("the counts summed as published (negatives included)")
    original_total: Count = result_field("the original's rows")
    negative: Count = result_field("count cells published below 0 (clipped at 0 before normalizing)")

    @property
    def total_error(self) -> float | None:
        """The published total's relative error against the original's rows."""
        return None if not self.original_total else (self.published_total - self.original_total) / self.original_total

    def to_dict(self) -> dict:
        return {"table": self.table, "attribute": self.attribute, "secret": self.secret, "cells": self.cells,
                "distance": self.distance, "attribute_distance": self.attribute_distance,
                "secret_distance": self.secret_distance, "absolute_error": self.absolute_error,
                "published_total": self.published_total, "original_total": self.original_total,
                "negative": self.negative}

    @classmethod
    def from_dict(cls, data: dict) -> "CountTableFidelity":
        return cls(**data)


@dataclass
class CountComparison:
    """What a count-table release's comparison gives its ReleaseUtility."""

    rows: int = 0
    variables: list[VariableFidelity] = field(default_factory=list)
    pairs: list[PairFidelity] = field(default_factory=list)
    tables: list[CountTableFidelity] = field(default_factory=list)
    scores: dict[str, float | None] = field(default_factory=dict)
    equivalents: dict[str, Equivalent] = field(default_factory=dict)
    curves: list[SubsampleCurve] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass
class _Margin:
    """One variable's published values and the original's rows in them (shared by the tables publishing it)."""

    column: GridColumn
    missing_value: int | None = None  # the published value that is the missing value, if one is
    distances: list[float] = field(default_factory=list)
    missing: list[float] = field(default_factory=list)  # per table, the published missing value's share
    lost: set[str] = field(default_factory=set)


def compare_counts(original: pd.DataFrame, tables: Sequence[tuple[str, pd.DataFrame]], kinds: Mapping[str, str],
                   codings: Mapping[str, Any], spans: Mapping[str, tuple[float, float]], seed: int) -> CountComparison:
    """Every published table of a count-table release (its files' rows as the encoding gives them) beside the
    original's (encoded), with the subsample scale."""
    found = CountComparison(notes=[say("a count table: each published table is compared with the same table "
                                       "counted from the original's rows (negative counts clipped at 0 before "
                                       "normalizing); its size is its published total")])
    margins: dict[tuple, _Margin] = {}
    pairs: list[tuple[int, int]] = []
    totals = []
    for name, rows in tables:
        for (table, attribute, secret), group in rows.groupby(["marginal", "attribute", "secret"], sort=False):
            where = say("{file}: table {table!r}", file=name, table=table)
            try:
                secret_bounds = _secret_bounds(group["secret_value"], secret, kinds, codings, spans, where)
            except DataError as exc:
                found.notes.append(say("{problem}: the table is not compared", problem=exc))
                continue
            sides = [_side(original, attribute, (group["low"].to_numpy(float), group["high"].to_numpy(float)),
                           kinds, codings, margins), _side(original, secret, secret_bounds, kinds, codings, margins)]
            measured, pair = _table(table, attribute, secret, sides, group["count"].to_numpy(float), len(original))
            found.tables.append(measured)
            found.pairs.append(pair)
            totals.append(measured.published_total)
            pairs.append((list(margins.values()).index(sides[0][0]), list(margins.values()).index(sides[1][0])))
    if not found.tables:
        found.notes.append(say("no published table crosses two columns the original holds: nothing to compare"))
        return found
    listed = list(margins.values())
    found.variables = [_variable(m, original, kinds, codings) for m in listed]
    found.rows = max(0, int(round(float(np.mean(totals)))))
    found.scores = headline(found.variables, found.pairs).as_dict()
    found.curves = subsample_curves(subsample_scores([m.column for m in listed], pairs, FRACTIONS, REPEATS, seed))
    found.equivalents = {c.score: c.equivalent(found.scores[c.score]) for c in found.curves
                         if found.scores.get(c.score) is not None}
    return found


def _secret_bounds(values: pd.Series, secret: str, kinds: Mapping[str, str], codings: Mapping[str, Any],
                   spans: Mapping[str, tuple[float, float]], where: str) -> tuple[np.ndarray, np.ndarray]:
    """The secret's published values as bounds: a category's code twice (-1: the original never holds it), an
    interval's inclusive bounds, missing NaN (a categorical's missing code)."""
    if kinds[secret] == CATEGORICAL:
        codes = codings[secret].codes(values).astype(float)
        return codes, codes
    return numeric_bounds(values, spans[secret], say("{where}: secret {secret!r}", where=where, secret=secret))


def _side(original: pd.DataFrame, column: str, bounds: tuple[np.ndarray, np.ndarray], kinds: Mapping[str, str],
          codings: Mapping[str, Any], margins: dict[tuple, _Margin]) -> tuple[_Margin, np.ndarray]:
    """One side of a table: its margin (added to `margins` when new) and each count row's published value."""
    low, high = (np.where(np.isnan(b), np.inf, b) for b in bounds)  # missing sorts last, as one value
    values, which = np.unique(np.column_stack([low, high]), axis=0, return_inverse=True)
    key = (column, values.tobytes())
    if key not in margins:
        categorical = kinds[column] == CATEGORICAL
        cells = _original_cells(original[column].to_numpy(), values, categorical)
        if categorical:
            coding = codings[column]
            labels = tuple(coding.label(int(v)) if v >= 0 else "?" for v in values[:, 0])
            missing = np.flatnonzero(values[:, 0] == coding.missing_code)
        else:
            labels = tuple("missing" if np.isinf(v) else f"[{v:g}, {w:g}]" for v, w in values)
            missing = np.flatnonzero(np.isinf(values[:, 0]))
        margins[key] = _Margin(GridColumn(column, CATEGORICAL, cells, np.zeros(0, np.int64), len(values) + 1, labels),
                               int(missing[0]) if missing.size else None)
    return margins[key], np.asarray(which).ravel()


def _original_cells(values: np.ndarray, published: np.ndarray, categorical: bool) -> np.ndarray:
    """The published value holding each original row; the number of published values where none does."""
    unheld = len(published)
    if categorical:
        codes = values.astype(np.int64)
        lookup = np.full(int(codes.max(initial=0)) + 1, unheld, dtype=np.int64)
        own = published[:, 0]
        usable = np.isfinite(own) & (own >= 0) & (own < lookup.size)
        lookup[own[usable].astype(np.int64)] = np.flatnonzero(usable)
        return lookup[codes]
    values = values.astype(np.float64)
    finite = np.flatnonzero(np.isfinite(published[:, 0]))
    low, high = published[finite, 0], published[finite, 1]
    at = np.searchsorted(low, values, side="right") - 1
    held = (at >= 0) & (values <= high[np.maximum(at, 0)])
    cells = np.where(held, finite[np.maximum(at, 0)] if finite.size else unheld, unheld)
    missing = np.flatnonzero(~np.isfinite(published[:, 0]))
    return np.where(np.isnan(values), missing[0] if missing.size else unheld, cells).astype(np.int64)


def _table(table: str, attribute: str, secret: str, sides: list[tuple[_Margin, np.ndarray]], counts: np.ndarray,
           rows: int) -> tuple[CountTableFidelity, PairFidelity]:
    """One table's measures, its margins' distances added to their margins."""
    (first, values_a), (second, values_b) = sides
    size_a, size_b = first.column.missing, second.column.missing  # the values published
    width = size_b + 1
    cells = values_a * width + values_b
    shape = (size_a + 1) * width
    published = np.bincount(cells, weights=counts, minlength=shape)
    said = np.bincount(cells, minlength=shape) > 0
    original = np.bincount(first.column.original * width + second.column.original, minlength=shape)
    kept = np.maximum(published, 0)
    p, q = (t.reshape(size_a + 1, width) for t in (original.astype(float), kept))
    distances = []
    for margin, axis, size in ((first, 1, size_a), (second, 0, size_b)):
        mine, theirs = p.sum(axis=axis)[:size], q.sum(axis=axis)[:size]
        distances.append(_distance(mine, theirs))
        margin.distances.append(distances[-1])
        at = margin.missing_value
        margin.missing.append(float(theirs[at] / theirs.sum()) if at is not None and theirs.sum() > 0 else 0.0)
        margin.lost.update(margin.column.labels[i] for i in np.flatnonzero((mine > 0) & (theirs <= 0)) if i != at)
    fidelity = CountTableFidelity(
        table, attribute, secret, int(said.sum()), _distance(original.astype(float), kept), *distances,
        float(np.abs(published - original)[said].mean()), float(counts.sum()), rows, int((counts < 0).sum()))
    pair = PairFidelity((attribute, secret), fidelity.distance, "Cramér's V", cramers_v(p / max(p.sum(), 1)),
                        cramers_v(q / q.sum()) if q.sum() > 0 else None)
    return fidelity, pair


def _distance(mine: np.ndarray, theirs: np.ndarray) -> float:
    """The total variation of two tables of counts, each normalized; 1 when only one holds anything."""
    if mine.sum() <= 0 or theirs.sum() <= 0:
        return float(mine.sum() > 0 or theirs.sum() > 0)
    return total_variation(mine / mine.sum(), theirs / theirs.sum())


def _variable(margin: _Margin, original: pd.DataFrame, kinds: Mapping[str, str], codings: Mapping[str, Any]
              ) -> VariableFidelity:
    """A margin as a variable: its distance the mean over the tables publishing it; categories lost those the
    original holds that a table does not count (left out, or counted at 0 or below)."""
    name = margin.column.name
    values = original[name].to_numpy()
    coding = codings.get(name)
    if kinds[name] == CATEGORICAL:
        missing = float(np.mean(values == coding.missing_code))
        unheld = np.unique(values[margin.column.original == margin.column.missing])
        lost = sorted(margin.lost | {coding.label(int(c)) for c in unheld if c != coding.missing_code})
    else:
        missing, lost = float(np.mean(np.isnan(values.astype(float)))), []
    return VariableFidelity(name, kinds[name], float(np.mean(margin.distances)), missing,
                            float(np.mean(margin.missing)), None, None, lost)
