"""Which release rows a membership attack compares candidates with, and column values ready to compute on."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import pandas as pd

from anonguard.api import MembershipTask, ReleaseTable

# the long format of published counts (`GeneratedRelease`): no records to compare with
COUNT_COLUMNS = frozenset({"table", "attribute", "value", "secret", "secret_value", "count"})


def tables_sharing_columns(task: MembershipTask) -> list[tuple[ReleaseTable, list[str]]]:
    """Every release table with rows and a candidate column, with the candidate columns it holds."""
    shared = [(t, [c for c in task.columns if c in t.data.columns]) for t in task.tables]
    shared = [(t, columns) for t, columns in shared if columns]
    if not shared:
        held = "; ".join(f"{t.name}: {', '.join(map(str, t.data.columns)) or 'no columns'}" for t in task.tables)
        raise ValueError(
            f"no release table shares a column with the candidate records ({', '.join(task.columns)}); "
            f"release tables hold {held or 'nothing'}. Check that the release names its columns as the original does."
        )
    filled = [(t, columns) for t, columns in shared if len(t.data)]
    if not filled:
        raise ValueError("the release tables sharing columns with the candidates have no rows: "
                         "there is nothing to compare candidates with; check the release files")
    return filled


def release_rows(task: MembershipTask) -> pd.DataFrame:
    """The release as one table of candidate columns.

    Every table holding all candidate columns, stacked; if none does, the first table holding
    the most of them, with those columns only.
    """
    shared = tables_sharing_columns(task)
    complete = [t.data[list(task.columns)] for t, columns in shared if len(columns) == len(task.columns)]
    if complete:
        return pd.concat(complete, ignore_index=True)
    table, columns = max(shared, key=lambda item: len(item[1]))
    return table.data[columns].reset_index(drop=True)


def is_count_table(frame: pd.DataFrame) -> bool:
    """Whether `frame` is published counts (the long format of count tables) rather than records."""
    return COUNT_COLUMNS <= set(frame.columns)


def codes(column: pd.Series) -> np.ndarray:
    """A categorical column's codes (the encoding gives missing a code of its own)."""
    return np.asarray(column, dtype=np.int64)


def numbers(column: pd.Series) -> np.ndarray:
    """A continuous column as float64, NaN for anything missing or not finite."""
    values = pd.to_numeric(column, errors="coerce").to_numpy(dtype=np.float64, na_value=np.nan, copy=True)
    values[~np.isfinite(values)] = np.nan
    return values


def value_bounds(frames: Iterable[pd.DataFrame], column: str) -> tuple[float, float]:
    """Smallest and largest value of a continuous column over the frames holding it; (0, 0) if none has one."""
    low, high = np.inf, -np.inf
    for frame in frames:
        if column in frame.columns:
            values = numbers(frame[column])
            if not np.isnan(values).all():
                low, high = min(low, np.nanmin(values)), max(high, np.nanmax(values))
    return (float(low), float(high)) if low <= high else (0.0, 0.0)
