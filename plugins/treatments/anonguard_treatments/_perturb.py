"""What the perturbative treatments (PRAM, noise, microaggregation) share: a column's own random stream, and a
continuous column read as exact numbers beside the cells they leave as written (missing values, and generalized
cells such as "[20-25)", ">=100000" or "*" that an earlier step or the release wrote)."""

from __future__ import annotations

import zlib
from dataclasses import dataclass

import numpy as np
import pandas as pd

from anonguard.api import CATEGORICAL, CONTINUOUS, Interval, Suppressed, TreatmentTask, parse_cell
from anonguard.api import say


def column_rng(seed: int, treatment: str, column: str) -> np.random.Generator:
    """A random stream of one column under one treatment: the same seed gives the same draws for `column`
    whichever other columns are treated with it."""
    salt = zlib.crc32(f"{treatment}:{column}".encode())
    return np.random.default_rng(np.random.SeedSequence([int(seed) % 2**64, salt]))


def chosen_columns(task: TreatmentTask, text: str, parameter: str, kind: str, purpose: str, advice: str) -> list[str]:
    """The columns `text` names (empty: the key variables of `kind`, CATEGORICAL or CONTINUOUS), in the table's order.
    A ValueError when there are none (saying they are wanted `purpose`), or naming the first column of another kind
    with `advice` saying what to do instead."""
    columns = task.columns(text, parameter, [c for c in task.keys if task.kinds.get(c) == kind])
    if not columns:
        raise ValueError(f"{parameter}: the audit names no {kind} key variable; name the {kind} columns {purpose}")
    for column in columns:
        found = task.kinds.get(column)
        if found != kind:
            what = {CATEGORICAL: "a categorical", CONTINUOUS: "a continuous"}.get(found, "an unknown kind of")
            raise ValueError(f"{parameter}: {column} is {what} column, and this treatment works on {kind} columns "
                             f"only: leave {column} out of {parameter.split('.')[-1]} ({advice})")
    return columns


@dataclass(frozen=True)
class Numbers:
    """A continuous column as numbers: `values` holds the exact numbers, NaN where the cell is missing or
    generalized; `generalized` marks the generalized cells (left as written)."""

    values: np.ndarray
    generalized: np.ndarray

    @property
    def exact(self) -> np.ndarray:
        return np.isfinite(self.values)


def exact_numbers(series: pd.Series, parameter: str) -> Numbers:
    """The column's exact numbers and which cells are generalized; a ValueError naming the column and the value
    for a cell that is neither a number nor a generalized cell of numbers."""
    if pd.api.types.is_bool_dtype(series) or pd.api.types.is_numeric_dtype(series):
        values = series.to_numpy(dtype=float, na_value=np.nan)
        return Numbers(np.where(np.isfinite(values), values, np.nan), np.zeros(len(series), dtype=bool))
    text = series.astype("string").str.strip()
    numbers = pd.to_numeric(text, errors="coerce").to_numpy(dtype=float, na_value=np.nan)
    written = text.notna().to_numpy() & (text.fillna("") != "").to_numpy()
    unread = written & np.isnan(numbers)
    for label in pd.unique(text[unread].to_numpy(dtype=object)):
        if not isinstance(parse_cell(label), (Interval, Suppressed)):
            raise ValueError(f"{parameter}: {series.name} holds {label!r}, which is neither a number nor a generalized "
                             f"cell of numbers such as '[20-25)', '>=65' or '*': name continuous columns only, or "
                             f"declare what {label!r} means on the Data page")
    return Numbers(np.where(np.isfinite(numbers), numbers, np.nan), unread)


def written_back(series: pd.Series, numbers: Numbers, treated: np.ndarray) -> pd.Series:
    """The column with its exact numbers replaced by `treated` (same length; read only where a number was exact):
    missing and generalized cells as they were written, a column of numbers kept a column of floats."""
    exact = numbers.exact
    if not numbers.generalized.any() and (pd.api.types.is_numeric_dtype(series)
                                          and not pd.api.types.is_bool_dtype(series)):
        return pd.Series(np.where(exact, treated, numbers.values), index=series.index, name=series.name)
    cells = series.to_numpy(dtype=object, copy=True)
    cells[exact] = np.asarray(treated, dtype=float)[exact]
    return pd.Series(cells, index=series.index, name=series.name, dtype=object)


def left_as_written(name: str, numbers: Numbers) -> str:
    """A note on the cells a treatment left alone in one column ("" when none)."""
    generalized = int(numbers.generalized.sum())
    missing = int((~numbers.exact & ~numbers.generalized).sum())
    cells = (say("{count} generalized cell", count=generalized) if generalized == 1 else
             say("{count} generalized cells", count=generalized))
    values = (say("{count} missing value", count=missing) if missing == 1 else
              say("{count} missing values", count=missing))
    if generalized and missing:
        return say("{column}: {what} and {how} left as written", column=name, what=cells, how=values)
    if generalized or missing:
        return say("{column}: {what} left as written", column=name, what=cells if generalized else values)
    return ""
