"""Which columns describe a record, what kind each is, and their values in a form ready to compute on."""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.api import CATEGORICAL, CONTINUOUS, SelectionTask

ALL, KNOWN = "all", "known"
SCOPES = (ALL, KNOWN)


def record_kinds(task: SelectionTask, scope: str) -> dict[str, str]:
    """The kind of every column in `scope`: "all" columns of the original, or the "known" ones and the secret.

    Kinds come from the task. A column it does not describe (outside the scenario) is
    continuous if stored as floats and categorical otherwise, which is how the encoding stores them.
    """
    if scope == KNOWN:
        names = list(dict.fromkeys((*task.known, task.secret)))
    else:
        names = list(task.data.columns)
    return {name: task.kinds.get(name) or _stored_kind(task.data[name]) for name in names}


def _stored_kind(column: pd.Series) -> str:
    return CONTINUOUS if pd.api.types.is_float_dtype(column) else CATEGORICAL


def category_codes(column: pd.Series) -> np.ndarray:
    """Codes 0..L-1 of a categorical column's values, a missing value being a value of its own."""
    return pd.factorize(column, use_na_sentinel=False)[0].astype(np.int64)


def continuous_values(column: pd.Series) -> np.ndarray:
    """A continuous column as float64, NaN for anything missing or not finite."""
    values = pd.to_numeric(column, errors="coerce").to_numpy(dtype=np.float64, na_value=np.nan, copy=True)
    values[~np.isfinite(values)] = np.nan
    return values
