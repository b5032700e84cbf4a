"""How much a reconstruction gives away, measured as every attack in AnonGuard is: against a baseline.

Two readings. *Agreement*: the share of the original's people a reconstructed record matches exactly (per unit,
person type by person type), and within one category of an ordered variable (an age band either way).
*Inference*: an intruder knows a person's key variables (their unit, sex and age, from a commercial list) and
looks them up among the reconstructed records of the unit; the sensitive variable most of the matching records
hold is the guess. The same guess is made by two baselines that need no reconstruction: the modal value of the
person's unit (and key categories) read off the published tables themselves (the Census Bureau's comparison),
and the non-member baseline's majority guess, from the other people of the original sharing the person's key
variables (the person left out; the unit alone when nobody else shares them). The reconstruction's gain over the
non-member baseline is ALC, from the shared cross-fitted measures (engine/claims/estimate.py). The Census lesson
is in the splits: people in units whose reconstruction is proven unique, and people who do not hold their unit's
modal value.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from anonguard.data.published import PublishedTables, category_start, is_ordered
from anonguard.engine.claims.estimate import Attempts, alc_interval, folds_of, pooled_best
from anonguard.engine.claims.measures import wilson_interval
from anonguard.engine.settings import MeasureSettings
from anonguard.errors import AuditError

RECONSTRUCTION, PUBLISHED_MODAL, NON_MEMBER = "reconstruction", "published modal", "non-member baseline"
GROUPS = ("everyone", "unique units", "other units", "modal people", "non-modal people",
          "non-modal people in unique units")


@dataclass(frozen=True)
class Grids:
    """People per unit and person type (units × types), of the original and of the reconstruction."""

    truth: np.ndarray
    rebuilt: np.ndarray
    person_unit: np.ndarray  # per person of the original: the unit's position
    person_type: np.ndarray  # ... and the person type's


def grids(tables: PublishedTables, people: pd.DataFrame, counts: pd.DataFrame) -> Grids:
    """The original's people (their values as the tables' categories) and the reconstruction, on one grid."""
    coded = _type_numbers(tables, as_categories(people, tables))
    unit, kind = coded
    n_units, n_types = len(tables.units), tables.person_types
    known = (unit >= 0) & (kind >= 0)
    truth = np.bincount(unit[known] * n_types + kind[known], minlength=n_units * n_types).reshape(n_units, n_types)
    rebuilt_unit, rebuilt_type = _type_numbers(tables, counts)
    rebuilt = np.bincount(rebuilt_unit * n_types + rebuilt_type, weights=counts["count"].to_numpy(dtype=float),
                          minlength=n_units * n_types).reshape(n_units, n_types)
    return Grids(truth.astype(float), rebuilt, unit, kind)


def _type_numbers(tables: PublishedTables, frame: pd.DataFrame) -> tuple[np.ndarray, np.ndarray]:
    """Per row: the unit's position among the tables' units and the person type's number (-1: unknown)."""
    unit = pd.Index(tables.units).get_indexer(frame[tables.unit].astype(str))
    number = np.zeros(len(frame), dtype=np.int64)
    bad = unit < 0
    for variable, categories in tables.categories.items():
        codes = pd.Index(categories).get_indexer(frame[variable].astype(str))
        bad |= codes < 0
        number = number * len(categories) + codes
    return unit, np.where(bad, -1, number)


def as_categories(people: pd.DataFrame, tables: PublishedTables) -> pd.DataFrame:
    """The original's unit and variables as the tables' category labels: as they are when the labels match,
    a number in the band holding it when the tables publish bands (an age of 23 in "20-24")."""
    missing = [c for c in (tables.unit, *tables.variables) if c not in people.columns]
    if missing:
        raise AuditError(f"the original has no column {missing[0]!r}, which the published tables count by")
    out = {tables.unit: _labels(people[tables.unit])}
    for variable, categories in tables.categories.items():
        text = _labels(people[variable])
        numbers = pd.to_numeric(people[variable], errors="coerce").to_numpy(dtype=float)
        if not text.isin(categories).all() and is_ordered(categories) and not np.isnan(numbers).all():
            starts = np.array([category_start(c) for c in categories])  # ordered: each band runs to the next one's start
            band = np.searchsorted(starts, numbers, side="right") - 1
            inside = ~np.isnan(numbers) & (band >= 0)
            text = pd.Series(np.where(inside, np.asarray(categories, dtype=object)[band.clip(0)], text), index=text.index)
        out[variable] = text
    return pd.DataFrame(out)


def _labels(column: pd.Series) -> pd.Series:
    """Values as the tables write them: text, a whole number without its decimals (a code 1 read as 1.0)."""
    text = column.astype(str).str.strip()
    numbers = pd.to_numeric(column, errors="coerce").to_numpy(dtype=float)
    whole = np.isfinite(numbers) & (numbers == np.round(numbers))
    if whole.any():
        text = text.where(~whole, pd.Series(numbers, index=column.index).round().astype("Int64").astype(str))
    return text


def agreement(tables: PublishedTables, found: Grids, ordered: str | None) -> tuple[float, float | None]:
    """The share of the original's people matched by a reconstructed record exactly, and within one category of
    the `ordered` variable (each person matched once, the nearest first)."""
    total = found.truth.sum()
    matched = np.minimum(found.truth, found.rebuilt)
    exact = float(matched.sum() / total) if total else 0.0
    if ordered is None:
        return exact, None
    sizes = [len(c) for c in tables.categories.values()]
    axis = 1 + list(tables.categories).index(ordered)
    left = np.moveaxis((found.truth - matched).reshape(-1, *sizes), axis, -1).reshape(-1, sizes[axis - 1])
    spare = np.moveaxis((found.rebuilt - matched).reshape(-1, *sizes), axis, -1).reshape(-1, sizes[axis - 1]).copy()
    near = 0.0
    for k in range(left.shape[1]):  # the lower neighbour first: no later category can use it
        need = left[:, k].copy()
        for j in (k - 1, k + 1):
            if 0 <= j < left.shape[1]:
                taken = np.minimum(need, spare[:, j])
                spare[:, j] -= taken
                need -= taken
                near += taken.sum()
    return exact, float((matched.sum() + near) / total) if total else 0.0


@dataclass(frozen=True)
class Guesses:
    """One predictor's guess of every person's sensitive value: predicted (else abstained), right, how sure."""

    predicted: np.ndarray
    correct: np.ndarray
    score: np.ndarray


def _guess(counts: np.ndarray, truth: np.ndarray, bonus: np.ndarray | float = 0.0) -> Guesses:
    """The modal value of each person's counts (people × values); no counts, no guess."""
    total = counts.sum(axis=1)
    best = counts.argmax(axis=1)
    predicted = total > 0
    share = np.where(predicted, counts.max(axis=1) / np.where(predicted, total, 1), 0.0)
    return Guesses(predicted, predicted & (best == truth), share + bonus)


def inference(tables: PublishedTables, found: Grids, keys: tuple[str, ...], sensitive: str, unique: np.ndarray
              ) -> tuple[dict[str, Guesses], dict[str, np.ndarray]]:
    """Each predictor's guesses of every (known) person's sensitive value, and the groups people fall in."""
    names = list(tables.categories)
    sizes = [len(tables.categories[v]) for v in names]
    people = found.person_type >= 0
    unit, codes = found.person_unit[people], np.array(np.unravel_index(found.person_type[people], sizes))
    values = codes[names.index(sensitive)]
    key_axes = [names.index(k) for k in keys]
    s_axis = names.index(sensitive)

    def by_key(grid: np.ndarray, axes: list[int]) -> np.ndarray:
        """(units, key categories..., values) counts, read at every person: people × values."""
        shaped = grid.reshape(-1, *sizes)
        others = tuple(1 + a for a in range(len(names)) if a not in axes and a != s_axis)
        summed = shaped.sum(axis=others)
        kept = sorted([*axes, s_axis])
        summed = np.moveaxis(summed, 1 + kept.index(s_axis), -1)
        index = (unit, *(codes[a] for a in sorted(axes)))
        return summed[index]

    rebuilt = _guess(by_key(found.rebuilt, key_axes), values, unique[unit].astype(float))
    own = np.eye(sizes[s_axis])[values]
    fellows = by_key(found.truth, key_axes) - own
    in_unit = by_key(found.truth, []) - own
    non_member = _guess(np.where(fellows.sum(axis=1, keepdims=True) > 0, fellows, in_unit), values)
    modal = _guess(_published_modal(tables, keys, sensitive, unit, codes, names), values)
    unit_modal = by_key(found.truth, []).argmax(axis=1)
    holds_modal = values == unit_modal
    in_unique = unique[unit]
    groups = {"everyone": np.ones(unit.size, dtype=bool), "unique units": in_unique, "other units": ~in_unique,
              "modal people": holds_modal, "non-modal people": ~holds_modal,
              "non-modal people in unique units": ~holds_modal & in_unique}
    return {RECONSTRUCTION: rebuilt, PUBLISHED_MODAL: modal, NON_MEMBER: non_member}, groups


def _published_modal(tables: PublishedTables, keys: tuple[str, ...], sensitive: str, unit: np.ndarray,
                     codes: np.ndarray, names: list[str]) -> np.ndarray:
    """Per person, the published counts of the sensitive variable in their unit and in the key categories the
    table holding it crosses it with (the table sharing most key variables; suppressed cells count 0)."""
    holding = [t for t in tables.tables if sensitive in t.variables]
    table = max(holding, key=lambda t: len(set(t.variables) & set(keys)))
    _, _, published, _ = tables.bounds(table)
    sizes = [len(tables.categories[v]) for v in table.variables]
    shaped = np.nan_to_num(published).clip(min=0).reshape(-1, *sizes)
    others = tuple(1 + i for i, v in enumerate(table.variables) if v != sensitive and v not in keys)
    kept = [v for v in table.variables if v == sensitive or v in keys]
    summed = np.moveaxis(shaped.sum(axis=others), 1 + kept.index(sensitive), -1)
    return summed[(unit, *(codes[names.index(v)] for v in kept if v != sensitive))]


def scored(guesses: dict[str, Guesses], groups: dict[str, np.ndarray], settings: MeasureSettings, seed: int
           ) -> tuple[list[dict[str, Any]], Any]:
    """Per group and predictor: people, predictions, right ones, precision with its interval and coverage; and
    the reconstruction's ALC against the non-member baseline over everyone, with its interval."""
    rows = []
    for group in GROUPS:
        chosen = groups[group]
        for side, found in guesses.items():
            made = int(found.predicted[chosen].sum())
            right = int(found.correct[chosen].sum())
            low, high = wilson_interval(right, made, settings.confidence)
            rows.append({"group": group, "predictor": side, "people": int(chosen.sum()), "predictions": made,
                         "correct": right, "precision": right / made if made else None,
                         "precision_ci": [round(float(low), 6), round(float(high), 6)],
                         "coverage": made / chosen.sum() if chosen.any() else 0.0})
    order = np.random.default_rng(seed).permutation(groups["everyone"].size)
    folds = folds_of(order.size, settings.cross_fit_folds)
    points = {side: pooled_best(Attempts.of(g.predicted[order], g.score[order], g.correct[order]), folds, settings)
              for side, g in guesses.items() if side in (RECONSTRUCTION, NON_MEMBER)}
    return rows, alc_interval(points[NON_MEMBER], points[RECONSTRUCTION], settings.alc_abs_weight)
