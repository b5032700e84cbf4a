"""Column kinds: categorical or continuous, inferred from the original and overridable."""

from __future__ import annotations

from collections.abc import Mapping

import pandas as pd

from anonguard.errors import DataError
from anonguard.plugins.api import CATEGORICAL, CONTINUOUS

KINDS = (CATEGORICAL, CONTINUOUS)


def infer_kind(series: pd.Series, max_categories: int = 20) -> str:
    """Numbers with more than `max_categories` distinct values are continuous; all else categorical.

    A numeric code with few values (number of children, a region number) is a category.
    """
    if pd.api.types.is_bool_dtype(series):
        return CATEGORICAL
    if pd.api.types.is_numeric_dtype(series) or pd.api.types.is_datetime64_any_dtype(series):
        return CONTINUOUS if series.nunique(dropna=True) > max_categories else CATEGORICAL
    return CATEGORICAL


def column_kinds(
    frame: pd.DataFrame, overrides: Mapping[str, str] | None = None, max_categories: int = 20, source: str = "original"
) -> dict[str, str]:
    """The kind of every column of `frame`, with the user's overrides applied and checked."""
    overrides = dict(overrides or {})
    unknown = sorted(set(overrides) - set(frame.columns))
    if unknown:
        raise DataError(f"{source}: no column {unknown[0]!r} to set the kind of (columns: {', '.join(frame.columns)})")
    kinds = {}
    for column in frame.columns:
        kind = overrides.get(column) or infer_kind(frame[column], max_categories)
        if kind not in KINDS:
            raise DataError(f"column {column!r}: kind must be {' or '.join(KINDS)}, got {kind!r}")
        if kind == CONTINUOUS and not _numeric_like(frame[column]):
            example = frame[column].dropna().astype(str).iloc[0]
            raise DataError(
                f"{source}: column {column!r} holds text (e.g. {example!r}) and cannot be continuous; make it categorical"
            )
        kinds[column] = kind
    return kinds


def _numeric_like(series: pd.Series) -> bool:
    if pd.api.types.is_numeric_dtype(series) or pd.api.types.is_datetime64_any_dtype(series):
        return not pd.api.types.is_bool_dtype(series)
    converted = pd.to_numeric(series, errors="coerce")
    return bool(converted.notna().sum() == series.notna().sum())
