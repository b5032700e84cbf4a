"""Benchmark: every utility measure (docs/utility.md) of a 1,000,000-row release of 10 variables, through the
audit object as `anonguard utility` runs it, with the time each part takes.

The original (fixed seed) holds five categorical variables (2 to 50 categories, 2 % missing) and five
continuous ones tied to each other (5 % missing); the release rounds the continuous values, swaps a
categorical variable between 10 % of the rows and suppresses 1 % of another, in the original's row order
(so IL1s and values changed are measured too). The issue's bar: under 30 s on 2 cores.

    python bench/bench_utility.py [--rows 1000000]

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import time
from contextlib import contextmanager

import numpy as np
import pandas as pd

from anonguard.engine.audit import Audit
from anonguard.engine.spec import UtilitySpec
from anonguard.engine.utility import plan

TIMES: dict[str, float] = {}


def tables(rows: int) -> tuple[pd.DataFrame, pd.DataFrame]:
    rng = np.random.default_rng(0)
    base = rng.normal(size=rows)
    original = pd.DataFrame({f"x{i}": np.round(base * (i + 1) + rng.normal(size=rows) * 10, 2) for i in range(5)})
    for i, size in enumerate((2, 5, 12, 30, 50)):
        original[f"c{i}"] = rng.choice([f"v{j}" for j in range(size)], rows)
    for column in original.columns:
        share = 0.02 if column.startswith("c") else 0.05
        original.loc[rng.random(rows) < share, column] = None
    release = original.copy()
    for i in range(5):
        release[f"x{i}"] = release[f"x{i}"].round(-1)
    swapped = rng.random(rows) < 0.1
    release.loc[swapped, "c2"] = rng.permutation(release.loc[swapped, "c2"].to_numpy())
    release.loc[rng.random(rows) < 0.01, "c3"] = None
    return original, release


@contextmanager
def timed(name: str):
    started = time.perf_counter()
    yield
    TIMES[name] = TIMES.get(name, 0.0) + time.perf_counter() - started


def _wrap(module, name: str, label: str) -> None:
    """Time every call of `module.name` under `label` (the plan calls them through its own imports)."""
    function = getattr(module, name)

    def wrapper(*args, **kwargs):
        with timed(label):
            return function(*args, **kwargs)

    setattr(module, name, wrapper)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    args = parser.parse_args()
    original, release = tables(args.rows)
    for module, name, label in ((plan, "on_grid", "cells of both tables"),
                                (plan, "variable_fidelity", "per variable"), (plan, "pair_fidelity", "per pair"),
                                (plan, "subsample_scores", "subsample scale"), (plan, "propensity", "propensity"),
                                (plan, "marginal_score", "k-marginal"), (plan, "il1s", "IL1s"),
                                (plan, "eigenvalue_difference", "eigenvalues")):
        _wrap(module, name, label)
    audit = Audit.of_frames(original, {"release": release}, [], utility=UtilitySpec(in_order=["release"]))
    with timed("reading and encoding"):
        audit.prepare()
    with timed("the utility measures, in all"):
        for _ in audit.run():
            pass
    found = audit.measured["utility"].releases[0]
    print(f"utility of a {args.rows:,}-row release of {len(original.columns)} variables "
          f"({found.pairs_total} pairs; the propensity model on {found.propensity.rows_used[0]:,} rows of each)")
    for name, seconds in TIMES.items():
        print(f"  {name:<32} {seconds:6.1f} s")
    total = TIMES["the utility measures, in all"]
    print(f"  bar: under 30 s on 2 cores -> {'met' if total < 30 else 'NOT met'} ({total:.1f} s)")
    print(f"  readings: pairs {found.scores['pairs']:.4f}, pMSE ratio {found.propensity.ratio:.2f}, "
          f"k-marginal {found.k_marginal.score:.3f}, IL1s {found.il1s:.3f}")


if __name__ == "__main__":
    main()
