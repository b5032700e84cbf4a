"""Rounding of continuous variables to a base: deterministic, or random and unbiased.

Rounding to a base b (100, 5, 0.5) writes every value as a multiple of b, so values that differ by less than b
look alike. Deterministic rounding takes the nearest multiple (halves up). Random rounding takes the multiple
below x with probability 1 − r and the one above with probability r, r = (x − the one below) / b: the rounded
value is x on average (unbiased), the means and totals of the release stay those of the original in
expectation, and an attacker who knows the rule cannot undo it (deterministic rounding is known to lie within
b/2 of the truth; random rounding within b, either side). The draw is the seed's, per column, so the same
parameters and seed give the same table.

sdcMicro rounds published tables, not microdata; this is the microdata counterpart, written here (a few
vectorized lines per column) rather than taken from a library.
"""

from __future__ import annotations

import zlib

import numpy as np
import pandas as pd

from anonguard.api import Parameter, Treated, Treatment, TreatmentTask
from anonguard.api import say
from anonguard_treatments._release_cells import (
    EXACT, GENERALIZED, SUPPRESSED_CELL, as_text, number_text, read_numbers,
)
from anonguard_treatments.top_coding import continuous_keys


class Rounding(Treatment):
    id = "rounding"
    title = "Rounding"
    description = (
        "Rounds continuous variables to a base (to the nearest 100, 5, 0.5 …), so that records whose values "
        "differ by less than the base look alike and an exact value no longer picks out its record. 'nearest' "
        "rounds to the closest multiple; 'random' rounds up or down at random, with the chances set so that "
        "every value is kept on average (means and totals stay unbiased), reproducible from the seed. By "
        "default the key variables (quasi-identifiers) that are continuous are rounded.")
    parameters = (
        Parameter("columns", "str", "", "Comma-separated columns to round (empty: the continuous key variables).",
                  label="Columns"),
        Parameter("base", "float", 10.0, "Round to multiples of this number, e.g. 100 for incomes, 5 for ages.",
                  minimum=0.0, label="Base"),
        Parameter("method", "choice", "nearest",
                  "nearest: the closest multiple of the base (halves up); random: the multiple below or above at "
                  "random, each value kept on average (unbiased), drawn from the seed.",
                  choices=("nearest", "random"), label="Rounding"),
    )

    def treat(self, task: TreatmentTask) -> Treated:
        base, method = self.params["base"], self.params["method"]
        if base <= 0:
            raise ValueError("base: give a positive number to round to (e.g. 100 or 5), not 0")
        places = len(number_text(base).partition(".")[2])
        data, notes = task.data.copy(), []
        for column in continuous_keys(task, self.params["columns"], "columns", "round"):
            cells = read_numbers(task.data[column], column, "columns")
            exact = cells.what == EXACT
            if not exact.any():
                raise ValueError(f"columns: column {column!r} holds no numbers to round")
            x = cells.value[exact]
            steps = x / base
            nearest = np.round(steps)
            on_grid = np.abs(steps - nearest) < 1e-9 * np.maximum(1.0, np.abs(steps))  # 0.3 / 0.1 is 2.9999999999999996
            if method == "nearest":
                chosen = np.floor(steps + 0.5)
            else:
                below = np.floor(steps)
                rng = np.random.default_rng([task.seed, zlib.crc32(str(column).encode())])
                chosen = below + (rng.random(x.size) < steps - below)
            chosen = np.where(on_grid, nearest, chosen)
            rounded = np.round(chosen * base, places)
            if not np.isin(cells.what, (GENERALIZED, SUPPRESSED_CELL)).any():
                values = cells.value.copy()
                values[exact] = rounded
                data[column] = pd.Series(values, index=task.data.index, name=column)
            else:  # bands and "*" stay as they are: the numbers are written as text beside them
                mixed = task.data[column].astype(object).copy()
                mixed.iloc[np.flatnonzero(exact)] = rounded
                data[column] = as_text(mixed)
            moved = np.abs(rounded - x)
            largest = number_text(np.round(moved.max(), places + 6))
            notes.append(say("{column}: {changed} of {count} values rounded to multiples of {base} ({method}); "
                             "largest change {largest}, mean change {mean:+.3g}", column=column,
                             changed=int((moved > 0).sum()), count=x.size, base=number_text(base), method=method,
                             largest=largest, mean=np.mean(rounded - x)))
            kept = int((cells.what == GENERALIZED).sum())
            if kept:
                notes.append(say("{column}: {count} banded cells kept as they were (a band is no finer than a rounded "
                                 "value)", column=column, count=kept))
        return Treated(data, tuple(notes))
