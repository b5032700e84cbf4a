"""The Census Bureau's reconstruction as integer programs, one per geographic unit, solved by HiGHS (SciPy's milp).

Per unit, one whole-number variable per person type (one category of every variable of the tables) counts the
unit's people of that type. Every published cell is a constraint on the sum of the types it counts: equal to an
exact count, within the rounding base of a rounded one, within the noise bound of a noisy one, and between 0
and the suppression threshold less one for a suppressed cell. Noisy cells are also fitted: the first program
minimises the sum of each noisy cell's distance from its published count divided by the noise scale (the most
likely answer under Laplace noise); without noise any answer fitting every cell is taken.

A second program then looks for the fitting answer furthest from the first (the sum over person types of the
difference in people) and its proven bound: 0 proves the tables allow one answer only, so the unit's people
are determined by the tables alone. Distance from a fixed answer is maximised with one yes/no variable per
type the first answer holds (whether the second holds at least as many), which keeps the program small: a
unit of 100 people needs at most 100 of them.
"""

from __future__ import annotations

import os
import time
import warnings
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

import numpy as np
import pandas as pd
from scipy import sparse
from scipy.optimize import Bounds, LinearConstraint, milp

from anonguard.api import (
    NO_ANSWER, OPEN, OUT_OF_TIME, SOLVED, UNIT_COLUMNS, Parameter, PublishedTables, Reconstruction, ReconstructionAttack,
    ReconstructionTask, say,
)

_TOLERANCE = 1e-6


@dataclass(frozen=True)
class Units:
    """The programs of a batch of units: one constraint matrix (cells × person types, the same for every unit)
    and per unit the bounds of every cell, the noisy cells' published counts and weights (1 / scale)."""

    matrix: sparse.csr_matrix
    low: np.ndarray  # units × cells
    high: np.ndarray
    target: np.ndarray  # units × cells: the published count of a noisy cell, NaN elsewhere
    weight: np.ndarray  # cells: 1 / noise scale for a noisy cell, 0 elsewhere
    total: np.ndarray  # units: the most people the unit can hold (each table's cells' upper bounds summed)

    def __len__(self) -> int:
        return self.low.shape[0]

    def part(self, rows: np.ndarray) -> "Units":
        return Units(self.matrix, self.low[rows], self.high[rows], self.target[rows], self.weight, self.total[rows])


def unit_programs(tables: PublishedTables) -> Units:
    """Every unit's program, built for all units at once."""
    n_types = tables.person_types
    blocks, lows, highs, targets, weights = [], [], [], [], []
    total = np.full(len(tables.units), np.inf)
    for table in tables.tables:
        low, high, published, _ = tables.bounds(table)
        cells = tables.cell_of_types(table)
        blocks.append(sparse.csr_matrix((np.ones(n_types), (cells, np.arange(n_types))), shape=(low.shape[1], n_types)))
        lows.append(low)
        highs.append(high)
        total = np.minimum(total, high.sum(axis=1))
        noisy = table.rules.noise_scale > 0
        targets.append(np.where(noisy & ~np.isnan(published), published, np.nan))
        weights.append(np.full(low.shape[1], 1.0 / table.rules.noise_scale if noisy else 0.0))
    return Units(sparse.vstack(blocks, format="csr"), np.hstack(lows), np.hstack(highs), np.hstack(targets),
                 np.concatenate(weights), total)


@dataclass(frozen=True)
class Solved:
    """One unit's answer: people per person type (NaN when none was found) and the unit's row of `units`."""

    counts: np.ndarray
    row: tuple


def solve_unit(matrix: sparse.csr_matrix, low: np.ndarray, high: np.ndarray, target: np.ndarray, weight: np.ndarray,
               total: float, time_limit: float, prove: bool, gap: float = 0.05) -> Solved:
    """Reconstruct one unit, then bound how far another answer fitting its cells could differ."""
    n_types = matrix.shape[1]
    start = time.perf_counter()
    upper = _type_bounds(matrix, high, total)
    active = np.flatnonzero(upper > _TOLERANCE)
    counts = np.zeros(n_types)
    if np.isinf(upper[active]).any():  # nothing bounds some type's count: the tables leave the unit open
        return Solved(np.full(n_types, np.nan), (0, OPEN, False, np.nan, np.nan, 0.0, 0.0))
    if active.size == 0:  # no type can have anyone: an empty unit, if its cells allow one
        if (low > _TOLERANCE).any():
            return Solved(np.full(n_types, np.nan), (0, NO_ANSWER, False, np.nan, np.nan, 0.0, 0.0))
        return Solved(counts, (0, SOLVED, prove, 0.0 if prove else np.nan, 0.0 if prove else np.nan, 0.0, 0.0))
    a = matrix[:, active]
    noisy = np.flatnonzero(~np.isnan(target))
    found = _fit(a, low, high, target, weight, noisy, upper[active], time_limit)
    if found is None and noisy.size:  # a noisy count strayed beyond its bound: fit without the bounds
        found = _fit(a, np.where(np.isnan(target), low, 0.0), np.where(np.isnan(target), high, np.inf), target,
                     weight, noisy, upper[active], time_limit)
    solve_seconds = time.perf_counter() - start
    if found is None or isinstance(found, str):
        status = OUT_OF_TIME if found == OUT_OF_TIME else NO_ANSWER
        return Solved(np.full(n_types, np.nan), (0, status, False, np.nan, np.nan, solve_seconds, 0.0))
    counts[active] = found
    people = int(found.sum())
    if not prove:
        return Solved(counts, (people, SOLVED, False, np.nan, np.nan, solve_seconds, 0.0))
    start = time.perf_counter()
    fitted = a @ found  # a noisy cell's bounds widened to hold the first answer's count
    variability, bound = _furthest(a, np.minimum(low, fitted), np.maximum(high, fitted), found, upper[active],
                                   time_limit, gap)
    unique = bound < 1 - _TOLERANCE
    return Solved(counts, (people, SOLVED, bool(unique), variability, bound, solve_seconds,
                           time.perf_counter() - start))


def _type_bounds(matrix: sparse.csr_matrix, high: np.ndarray, total: float) -> np.ndarray:
    """The most people of each type: the smallest upper bound of a cell counting it, and the unit's total's."""
    coo = matrix.tocoo()
    upper = np.full(matrix.shape[1], float(total))
    np.minimum.at(upper, coo.col, high[coo.row])
    return np.floor(upper + _TOLERANCE)


def _fit(a: sparse.csr_matrix, low: np.ndarray, high: np.ndarray, target: np.ndarray, weight: np.ndarray,
         noisy: np.ndarray, upper: np.ndarray, time_limit: float) -> np.ndarray | str | None:
    """The first answer: whole counts within every cell's bounds, noisy cells fitted; None when none fits,
    OUT_OF_TIME when none was found in time."""
    n, k = a.shape[1], noisy.size
    # variables: x (n), then per noisy cell its count above and below the published one
    cost = np.concatenate([np.zeros(n), np.tile(weight[noisy], 2)])
    constraints = [LinearConstraint(sparse.hstack([a, sparse.csr_matrix((a.shape[0], 2 * k))]), low, high)]
    if k:
        fit = sparse.hstack([a[noisy], -sparse.identity(k), sparse.identity(k)])
        constraints.append(LinearConstraint(fit, target[noisy], target[noisy]))
    integrality = np.concatenate([np.ones(n), np.zeros(2 * k)])
    bounds = Bounds(np.zeros(n + 2 * k), np.concatenate([upper, np.full(2 * k, np.inf)]))
    result = milp(cost, integrality=integrality, bounds=bounds, constraints=constraints,
                  options={"time_limit": time_limit, "presolve": True})
    if result.x is None:
        return OUT_OF_TIME if result.status == 1 else None
    return np.round(result.x[:n])


def _furthest(a: sparse.csr_matrix, low: np.ndarray, high: np.ndarray, first: np.ndarray, upper: np.ndarray,
              time_limit: float, gap: float) -> tuple[float, float]:
    """The largest distance (people, summed over types) found from `first` to another fitting answer, and the
    proven most it can be. Distance = sum(x) + sum(first) - 2 sum(min(x, first)); each held type's minimum is
    a variable m >= min(x, first), chosen by a yes/no variable b: m >= x when b, m >= first when not.

    First, whether any answer lies at distance 1 or more: a search for one, which stops at the first found or
    proves there is none (the unit is then unique). Only then the furthest, to within `gap` times the unit's
    people of its bound."""
    n = a.shape[1]
    held = np.flatnonzero(first > 0)
    h = held.size
    total = first.sum()
    # variables: x (n), m (h), b (h); distance = total + sum(x) - 2 sum(m)
    distance = np.concatenate([np.ones(n), -2 * np.ones(h), np.zeros(h)])
    pick = sparse.csr_matrix((np.ones(h), (np.arange(h), held)), shape=(h, n))
    eye = sparse.identity(h, format="csr")
    rows = [
        LinearConstraint(sparse.hstack([a, sparse.csr_matrix((a.shape[0], 2 * h))]), low, high),
        # m - x - M b >= -M  (b = 1: m >= x)
        LinearConstraint(sparse.hstack([-pick, eye, -sparse.diags(upper[held])]), -upper[held], np.inf),
        # m + first b >= first  (b = 0: m >= first)
        LinearConstraint(sparse.hstack([sparse.csr_matrix((h, n)), eye, sparse.diags(first[held])]),
                         first[held], np.inf),
    ]
    integrality = np.concatenate([np.ones(n), np.zeros(h), np.ones(h)])
    bounds = Bounds(np.zeros(n + 2 * h), np.concatenate([upper, upper[held], np.ones(h)]))
    other = milp(np.zeros(n + 2 * h), integrality=integrality, bounds=bounds,
                 constraints=[*rows, LinearConstraint(distance[None, :], 1 - total, np.inf)],
                 options={"time_limit": time_limit, "presolve": True})
    if other.status == 2:  # no other answer: unique
        return 0.0, 0.0
    with warnings.catch_warnings():  # SciPy passes HiGHS's own option on, and warns that it does not know it
        warnings.filterwarnings("ignore", "Unrecognized options", RuntimeWarning)
        result = milp(-distance, integrality=integrality, bounds=bounds, constraints=rows,
                      options={"time_limit": time_limit, "presolve": True, "mip_abs_gap": max(gap * total, 0.99)})
    found = float(total - result.fun) if result.x is not None else 0.0
    if other.x is not None:
        found = max(found, float(total + distance @ other.x))
    dual = getattr(result, "mip_dual_bound", None)
    bound = float(np.floor(total - dual + _TOLERANCE)) if dual is not None and np.isfinite(dual) else float("inf")
    if other.x is None and bound < 1:  # the first search ran out of time; the second proved it unique
        return 0.0, 0.0
    return round(found, 6), max(bound, round(found, 6), 1.0)


def _solve_batch(units: Units, time_limit: float, prove: bool, gap: float) -> list[Solved]:
    return [solve_unit(units.matrix, units.low[i], units.high[i], units.target[i], units.weight, units.total[i],
                       time_limit, prove, gap)
            for i in range(len(units))]


def solve_all(units: Units, time_limit: float, prove: bool, workers: int, gap: float = 0.05) -> list[Solved]:
    """Every unit's answer, in order; units are independent tasks, shared among `workers` processes (the largest
    units first, so that none is left alone at the end)."""
    if workers <= 1 or len(units) < 2:
        return _solve_batch(units, time_limit, prove, gap)
    order = np.argsort(-units.total, kind="stable")
    parts = [order[i::4 * workers] for i in range(min(len(units), 4 * workers))]
    solved: list[Solved | None] = [None] * len(units)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        done = pool.map(_solve_batch, (units.part(p) for p in parts), [time_limit] * len(parts),
                        [prove] * len(parts), [gap] * len(parts))
        for rows, batch in zip(parts, done):
            for row, answer in zip(rows, batch):
                solved[row] = answer
    return solved


class IntegerProgram(ReconstructionAttack):
    """The Census Bureau's reconstruction: an integer program per unit, and a second one proving uniqueness."""

    id = "integer-program"
    title = "Reconstruction by integer programming"
    description = ("Rebuilds the people of each geographic unit from the published tables (one count per person "
                   "type, every published cell a constraint), then proves whether any other answer fits the tables.")
    parameters = (
        Parameter("time_limit", "float", 20.0, "Seconds each of a unit's two programs may take; a unit not proven "
                  "in time keeps the answer found and the proven bound reached.", minimum=0.1, unit="s"),
        Parameter("prove", "bool", True, "Also prove, per unit, how far another answer fitting the tables could "
                  "differ (0: the tables determine the unit's people)."),
        Parameter("gap", "float", 0.05, "How close to its proven bound the furthest other answer must be found "
                  "before the search stops, as a share of the unit's people; whether a unit is unique is always "
                  "proven exactly.",
                  minimum=0.0, maximum=1.0, advanced=True),
        Parameter("workers", "int", 0, "Processes solving units at once (0: one per core).", minimum=0,
                  advanced=True),
    )

    def reconstruct(self, task: ReconstructionTask) -> Reconstruction:
        tables = task.tables
        workers = self.params["workers"] or os.cpu_count() or 1
        solved = solve_all(unit_programs(tables), self.params["time_limit"], self.params["prove"], workers,
                           self.params["gap"])
        units = pd.DataFrame([(unit, *s.row) for unit, s in zip(tables.units, solved)], columns=list(UNIT_COLUMNS))
        counts = _counts(tables, [s.counts for s in solved])
        notes = tuple(_notes(units))
        return Reconstruction(counts, units, notes)


def _counts(tables: PublishedTables, per_unit: list[np.ndarray]) -> pd.DataFrame:
    """The reconstructed people as rows (unit, variables..., count), only types with people."""
    types = tables.types()
    columns = [tables.unit, *types.columns, "count"]
    if not per_unit:
        return pd.DataFrame(columns=columns)
    grid = np.nan_to_num(np.vstack(per_unit)).astype(np.int64)
    unit_rows, type_rows = np.nonzero(grid)
    found = types.iloc[type_rows].reset_index(drop=True)
    found.insert(0, tables.unit, np.asarray(tables.units, dtype=object)[unit_rows])
    found["count"] = grid[unit_rows, type_rows]
    return found[columns]


def _notes(units: pd.DataFrame) -> Iterator[str]:
    for status in (NO_ANSWER, OUT_OF_TIME, OPEN):
        chosen = units.loc[units["status"] == status, "unit"].astype(str).tolist()
        if not chosen:
            continue
        named = ", ".join(chosen[:10]) + (", ..." if len(chosen) > 10 else "")
        if status == NO_ANSWER:
            yield say("no answer fits the published cells of {count} unit(s) ({units})", count=len(chosen), units=named)
        elif status == OUT_OF_TIME:
            yield say("no answer was found in time for {count} unit(s) ({units})", count=len(chosen), units=named)
        else:
            yield say("nothing bounds how many people {count} unit(s) hold ({units}): their tables have suppressed "
                      "cells without a declared threshold and no published total; declare suppressed_below in the "
                      "manifest", count=len(chosen), units=named)
