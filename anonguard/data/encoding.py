"""Encoding the original and the releases into one shared code space.

Categorical columns become integer codes shared by the original and every release table
(a missing value is a category of its own, coded after the real ones); continuous columns
become floats with NaN for missing. Plugins and models only ever see this encoding.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from anonguard.errors import DataError
from anonguard.plugins.api import CATEGORICAL, ReleaseTable

MISSING_LABEL = "(missing)"


@dataclass(frozen=True)
class ColumnCoding:
    """How one categorical column's codes map back to values: code i is `categories[i]`."""

    name: str
    categories: tuple[str, ...]

    @property
    def missing_code(self) -> int:
        return len(self.categories)

    def label(self, code: int) -> str:
        return self.categories[code] if 0 <= code < len(self.categories) else MISSING_LABEL


@dataclass(frozen=True)
class EncodedData:
    original: pd.DataFrame
    releases: dict[str, tuple[ReleaseTable, ...]]
    kinds: dict[str, str]
    codings: dict[str, ColumnCoding]
    warnings: tuple[str, ...]


def encode_tables(
    original: pd.DataFrame,
    releases: Mapping[str, Sequence[tuple[str, pd.DataFrame]]],
    kinds: Mapping[str, str],
    left_out: Sequence[str] = (),
) -> EncodedData:
    """Encode the `kinds` columns of the original and of every release table.

    Release columns the original lacks are dropped with a warning (those in `left_out`, the
    original's ignored columns, silently); values a release holds
    that the original never does (new categories) get codes of their own, also warned.
    """
    warnings: list[str] = []
    encoded_original: dict[str, np.ndarray] = {}
    encoded_tables = {label: [dict() for _ in tables] for label, tables in releases.items()}
    codings: dict[str, ColumnCoding] = {}

    for column, kind in kinds.items():
        pieces = [(f"original column {column!r}", None, None, original[column])]
        for label, tables in releases.items():
            for index, (name, frame) in enumerate(tables):
                if column in frame.columns:
                    pieces.append((f"{name} (release {label!r}) column {column!r}", label, index, frame[column]))
        if kind == CATEGORICAL:
            coded, coding, new_values = _encode_categorical(column, [p[3] for p in pieces], [p[0] for p in pieces])
            codings[column] = coding
            for (where, _, _, _), values in zip(pieces[1:], new_values[1:]):
                if values:
                    warnings.append(f"{where}: {len(values)} value(s) not in the original, e.g. {values[0]!r}")
        else:
            coded = [_to_float(series, where) for where, _, _, series in pieces]
        encoded_original[column] = coded[0]
        for (_, label, index, _), values in zip(pieces[1:], coded[1:]):
            encoded_tables[label][index][column] = values

    result_releases = {}
    for label, tables in releases.items():
        encoded = []
        for (name, frame), columns in zip(tables, encoded_tables[label]):
            unknown = [c for c in frame.columns if c not in kinds and c not in left_out]
            if unknown:
                warnings.append(f"{name} (release {label!r}): column(s) the original lacks, left out: {', '.join(unknown)}")
            encoded.append(ReleaseTable(name, pd.DataFrame(columns, index=pd.RangeIndex(len(frame)))))
        result_releases[label] = tuple(encoded)
    return EncodedData(
        original=pd.DataFrame(encoded_original, index=pd.RangeIndex(len(original))),
        releases=result_releases,
        kinds=dict(kinds),
        codings=codings,
        warnings=tuple(warnings),
    )


def _encode_categorical(
    column: str, pieces: list[pd.Series], sources: list[str]
) -> tuple[list[np.ndarray], ColumnCoding, list[list[str]]]:
    # numbers compare as numbers (1 == 1.0) unless some file holds text there ("*", "[20-30)")
    numeric = all(_numeric_like(series) for series in pieces)
    canonical = [_to_float(series, where) if numeric else _to_text(series) for series, where in zip(pieces, sources)]
    codes, uniques = pd.factorize(np.concatenate(canonical), sort=True, use_na_sentinel=True)
    codes = np.where(codes < 0, len(uniques), codes).astype(np.int32)
    coding = ColumnCoding(column, tuple(_label(value) for value in uniques))
    bounds = np.cumsum([0] + [len(values) for values in canonical])
    coded = [codes[start:stop] for start, stop in zip(bounds[:-1], bounds[1:])]
    in_original = np.zeros(len(uniques) + 1, dtype=bool)
    in_original[coded[0]] = True
    new_values = [[coding.label(c) for c in np.unique(values) if not in_original[c]] for values in coded]
    return coded, coding, new_values


def _numeric_like(series: pd.Series) -> bool:
    if pd.api.types.is_bool_dtype(series):
        return False
    if pd.api.types.is_numeric_dtype(series):
        return True
    return bool(pd.to_numeric(series, errors="coerce").notna().sum() == series.notna().sum())


def _to_text(series: pd.Series) -> np.ndarray:
    """Stripped text; whole numbers written without a decimal part, so 1, 1.0 and "1" agree."""
    if pd.api.types.is_numeric_dtype(series) and not pd.api.types.is_bool_dtype(series):
        values = series.to_numpy(dtype=float)
        whole = np.isfinite(values) & (values == np.round(values))
        text = series.astype("string").to_numpy(dtype=object, na_value=None).copy()
        text[whole] = values[whole].astype(np.int64).astype(str)
        return text
    return series.astype("string").str.strip().to_numpy(dtype=object, na_value=None)


def _to_float(series: pd.Series, where: str) -> np.ndarray:
    """Numbers as floats, NaN for missing (and for infinities, which no distance can use)."""
    if pd.api.types.is_datetime64_any_dtype(series):
        epoch = pd.Timestamp(0, tz=series.dt.tz)
        return ((series - epoch) / pd.Timedelta(seconds=1)).to_numpy(dtype=float, na_value=np.nan)
    if pd.api.types.is_bool_dtype(series):
        return series.astype(float).to_numpy()
    converted = pd.to_numeric(series, errors="coerce")
    failed = converted.isna() & series.notna()
    if failed.any():
        example = series[failed].iloc[0]
        raise DataError(
            f"{where} holds {example!r}, which is not a number like the original's values; "
            "fix the value, or make the column categorical"
        )
    values = converted.to_numpy(dtype=float, na_value=np.nan)
    return np.where(np.isinf(values), np.nan, values)


def _label(value: object) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
