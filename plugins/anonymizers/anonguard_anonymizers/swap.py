"""Within-column swapping: the classic perturbation of statistical disclosure control.

Each column draws its own rows and permutes their values among themselves, so a row ends
up holding values of different people while every column keeps its multiset of values
(its marginal). The demo data's swapped and independent releases are made here too.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import pandas as pd

from anonguard.api import GeneratedRelease, GenerationTask, Generator, Parameter
from anonguard_anonymizers.columns import chosen_columns


def swap_within_columns(frame: pd.DataFrame, fraction: float, seed: int | np.random.Generator,
                        columns: Iterable[str] | None = None) -> pd.DataFrame:
    """Per column (those in `columns`, default all, taken in the table's order), permute the
    values of round(fraction · n) random rows among themselves.

    With fraction 1 every column is simply permuted: all dependence between columns is gone.
    Unselected cells, dtypes and the row order are untouched.
    """
    if not 0.0 <= fraction <= 1.0:
        raise ValueError(f"fraction must lie in [0, 1], got {fraction}")
    rng = np.random.default_rng(seed)
    n = len(frame)
    k = round(fraction * n)
    chosen = set(frame.columns if columns is None else columns)
    out = frame.copy()
    for name in (c for c in frame.columns if c in chosen):
        out[name] = frame[name].iloc[_swap_order(rng, n, k)].set_axis(frame.index)
    return out


def _swap_order(rng: np.random.Generator, n: int, k: int) -> np.ndarray:
    """Row order of one column after k of its n rows swapped their values."""
    if k == n:  # every row takes part: which rows is moot, the column is permuted
        return rng.permutation(n)
    rows = rng.choice(n, size=k, replace=False)
    order = np.arange(n)
    order[rows] = rng.permutation(rows)
    return order


class Swap(Generator):
    id = "swap"
    title = "Within-column swapping"
    description = (
        "For each chosen column on its own, a random `fraction` of the rows get their values permuted "
        "among themselves. Every column keeps its values and their frequencies; the links between "
        "columns are partly broken. No formal privacy guarantee."
    )
    parameters = (
        Parameter("fraction", "float", 0.2, "Share of the rows whose values are swapped, per column.",
                  minimum=0.0, maximum=1.0, label="Share of rows swapped", unit="0 to 1"),
        Parameter("columns", "str", "", "Comma-separated columns to swap (empty: every column)."),
    )

    def generate(self, task: GenerationTask) -> GeneratedRelease:
        frame, fraction = task.data, self.params["fraction"]
        columns = chosen_columns(self.params["columns"], frame, list(frame.columns), "columns")
        swapped = round(fraction * len(frame))
        return GeneratedRelease(swap_within_columns(frame, fraction, task.seed, columns), (
            (f"within-column swapping: in each of {len(columns)} column(s) ({', '.join(map(str, columns))}), "
             f"{swapped} of {len(frame)} rows ({fraction:.0%}) had their values permuted, each column on its own"),
            ("guaranteed: every column keeps its multiset of values (its marginal) and the row order is kept; "
             "no formal privacy guarantee (rows left unswapped are published as they are)"),
        ))
