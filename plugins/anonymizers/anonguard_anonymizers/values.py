"""A column's values as sorted codes, with the text a release writes for each value.

Numbers are written so AnonGuard's readers compare them as numbers: the shortest text
that reads back as the same float, whole numbers without a decimal part ("3", not "3.0").
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from anonguard.api import CONTINUOUS


def number_label(value: float) -> str:
    return np.format_float_positional(float(value), trim="-")


def is_numeric(series: pd.Series, kind: str | None) -> bool:
    """Whether a column's values are numbers: continuous, or a numeric (not boolean) dtype."""
    if kind == CONTINUOUS:
        return True
    return pd.api.types.is_numeric_dtype(series) and not pd.api.types.is_bool_dtype(series)


@dataclass(frozen=True)
class OrderedValues:
    """Codes 0 … len(labels) − 1 in sorted value order; a missing value gets `missing_code`."""

    codes: np.ndarray
    labels: np.ndarray  # text of each distinct value (object array)
    numbers: np.ndarray | None  # each distinct value as a number, for numeric columns

    @property
    def missing_code(self) -> int:
        return len(self.labels)

    @property
    def has_missing(self) -> bool:
        return bool((self.codes == self.missing_code).any())


def ordered_values(series: pd.Series, numeric: bool) -> OrderedValues:
    """Numbers sorted as numbers, anything else as text (so mixed types still sort)."""
    if numeric:
        values = pd.to_numeric(series, errors="coerce").to_numpy(dtype=float, na_value=np.nan)
        codes, uniques = pd.factorize(values, sort=True)
        numbers = np.asarray(uniques, dtype=float)
        labels = np.array([number_label(v) for v in numbers], dtype=object)
    else:
        codes, uniques = pd.factorize(series.astype("string"), sort=True)
        numbers = None
        labels = np.asarray(uniques, dtype=object)
    codes = np.where(codes < 0, len(uniques), codes).astype(np.int64)
    return OrderedValues(codes, labels, numbers)
