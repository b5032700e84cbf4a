"""Encoded tables and identity tasks the identity-attack tests share, built as the engine builds them
(anonguard.engine.identity.plan.identity_task): categorical keys hold integer codes, continuous keys floats,
NaN is a missing value."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
import pandas as pd
from scipy import sparse

from anonguard.api import CATEGORICAL, CONTINUOUS, IdentityTask, ReleaseTable

LOWEST = np.finfo(float).min  # the low end of an "at most" half-line (anything but a missing value)


def task(frame: pd.DataFrame, kinds: Mapping[str, str], population: int | None = None,
         views: tuple[Sequence[str], Sequence[str]] = ((), ()), other: pd.DataFrame | None = None,
         seed: int = 0, keys: Sequence[str] | None = None) -> IdentityTask:
    keys = tuple(keys or kinds)
    return IdentityTask((ReleaseTable("release", frame),), keys, dict(kinds),
                        len(frame) if population is None else population,
                        (tuple(views[0]), tuple(views[1])), other, seed)


def cell_sets(codes: np.ndarray, width: int, expansions: Mapping[int, np.ndarray]) -> sparse.csr_matrix:
    """What published set cells stand for, as the engine reads them (`GeneralizedColumn.members`): a rows × width
    0/1 matrix where a row whose code has an expansion holds those codes, and any other row its own code."""
    held = np.zeros((len(codes), width), dtype=np.float32)
    for row, code in enumerate(codes):
        held[row, list(expansions.get(int(code), [code]))] = 1.0
    return sparse.csr_matrix(held)


def draws(n: int, start: int = 0) -> pd.DataFrame:
    """What the engine hands a singling-out attack: one row per claim, its number in `draw`."""
    return pd.DataFrame({"draw": np.arange(start, start + n)})


def population(n: int, seed: int) -> tuple[pd.DataFrame, dict[str, str]]:
    """`n` random encoded records: two categorical keys, two continuous ones with missing values."""
    rng = np.random.default_rng(seed)
    x = rng.integers(18, 90, n).astype(float)
    x[rng.random(n) < 0.1] = np.nan
    y = rng.normal(50.0, 10.0, n).round(0)
    y[rng.random(n) < 0.05] = np.nan
    frame = pd.DataFrame({"a": rng.integers(0, 4, n), "b": rng.integers(0, 3, n), "x": x, "y": y})
    return frame, {"a": CATEGORICAL, "b": CATEGORICAL, "x": CONTINUOUS, "y": CONTINUOUS}


def conditions(predicates, i: int) -> dict[str, tuple[float, float]]:
    """Predicate i as {column: (low, high)}, the columns it puts no condition on left out."""
    low, high = predicates.low.iloc[i], predicates.high.iloc[i]
    return {c: (float(low[c]), float(high[c])) for c in predicates.low.columns if not np.isnan(low[c])}


def brute_force_count(frame: pd.DataFrame, where: dict[str, tuple[float, float]]) -> list[int]:
    """The rows of `frame` satisfying a predicate, row by row, read from its definition: a condition
    low = high = -inf holds for a missing value only; any other holds for a present value in [low, high]."""
    columns = {c: frame[c].to_numpy(dtype=float).tolist() for c in where}
    rows = []
    for r in range(len(frame)):
        ok = True
        for column, (low, high) in where.items():
            value = columns[column][r]
            if low == -np.inf and high == -np.inf:
                ok = ok and np.isnan(value)
            else:
                ok = ok and not np.isnan(value) and low <= value <= high
        if ok:
            rows.append(r)
    return rows
