"""Column kinds: categorical or continuous, inferred from the original and overridable; and the
plain values (numbers, dates, text) every reader's columns are turned into first."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

import numpy as np
import pandas as pd

from anonguard.errors import DataError
from anonguard.phrases import say

CATEGORICAL = "categorical"
CONTINUOUS = "continuous"
KINDS = (CATEGORICAL, CONTINUOUS)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


# words that name a classification or area code: stored as numbers, read as categories (a ZIP code
# of 10115 is not "larger" than 01067); matched against the column name's words
CODE_WORDS = frozenset({
    "zip", "zipcode", "postcode", "postal", "plz", "npa", "nuts", "lau", "fips", "geo", "geocode",
    "isco", "isced", "isic", "nace", "naics", "sic", "soc", "cno", "icd", "icd10", "atc", "code", "codes",
    "id", "ident", "identifier", "key",
})
_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def is_code_name(name: object) -> bool:
    """True when a column's name says it holds codes: `zip`, `ZIPCode`, `nuts_2`, `isco08`, `person_id`."""
    words = {w.lower() for w in _WORD.findall(str(name))}
    text = re.sub(r"[^a-z0-9]", "", str(name).lower())
    return bool(words & CODE_WORDS) or any(text.startswith(w) and text[len(w):].isdigit()
                                             for w in ("isco", "isced", "isic", "nace", "naics", "nuts", "icd"))


def infer_kind(series: pd.Series, max_categories: int = 20) -> str:
    """Numbers with more than `max_categories` distinct values are continuous; all else categorical.

    A numeric code with few values (number of children, a region number) is a category, and so is
    any whole-number column whose name says it holds codes (ZIP, NUTS, ISCO, an id: `is_code_name`).
    """
    if pd.api.types.is_bool_dtype(series):
        return CATEGORICAL
    if pd.api.types.is_numeric_dtype(series) or pd.api.types.is_datetime64_any_dtype(series):
        if is_code_name(series.name) and _whole_numbers(series):
            return CATEGORICAL
        return CONTINUOUS if series.nunique(dropna=True) > max_categories else CATEGORICAL
    return CATEGORICAL


def _whole_numbers(series: pd.Series) -> bool:
    if pd.api.types.is_integer_dtype(series):
        return True
    if not pd.api.types.is_float_dtype(series):
        return False
    values = series.dropna().to_numpy()
    return bool(values.size) and bool(np.all(values == np.round(values)))


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


# -- plain values ----------------------------------------------------------------------------------

def plain_values(frame: pd.DataFrame) -> pd.DataFrame:
    """Every column as numbers, booleans, dates or text, whatever a reader handed over.

    Readers (built in or plugins) return what their library gives: bytes from Parquet's
    binary columns and SAS files, `Decimal`s, `datetime.date` objects, durations, float16,
    columns mixing numbers and text. Each becomes the plain form the audit compares
    (see `docs/robustness.md`); values no audit can compare (lists, records, complex
    numbers) raise ValueError naming the column and what to do. Columns already plain
    (numbers, text, categories of text) are not copied, so this costs little on wide tables.
    """
    for position, (column, dtype) in enumerate(zip(frame.columns, frame.dtypes)):
        if _plain_already(dtype):
            continue  # without taking the column out: ten thousand columns cost next to nothing
        series = frame.iloc[:, position]
        plain = _plain(series, str(column))
        if plain is not series:
            frame.isetitem(position, plain)
    return frame


def _plain_already(dtype) -> bool:
    if isinstance(dtype, np.dtype):
        return dtype.kind in "biuf" and dtype != np.float16 or dtype.kind == "M" and dtype == np.dtype("datetime64[ns]")
    return isinstance(dtype, pd.StringDtype)


def _plain(series: pd.Series, column: str) -> pd.Series:
    dtype = series.dtype
    if isinstance(dtype, pd.CategoricalDtype):
        categories = dtype.categories
        if categories.dtype == object and pd.api.types.infer_dtype(categories, skipna=True) != "string":
            text = _as_text(pd.Series(categories, dtype=object), column)
            if text.is_unique:
                return series.cat.rename_categories(text.tolist())
            return _as_text(series.astype(object), column)  # two spellings of one text
        return series
    if pd.api.types.is_complex_dtype(dtype):
        raise ValueError(_complex_message(column, series))
    if dtype == np.float16:
        return series.astype(np.float64)
    if pd.api.types.is_timedelta64_dtype(dtype):
        return series.dt.total_seconds()
    if pd.api.types.is_datetime64_any_dtype(dtype):
        return _nanosecond_dates(series)
    if isinstance(dtype, pd.api.extensions.ExtensionDtype) and pd.api.types.is_numeric_dtype(dtype) \
            and not pd.api.types.is_bool_dtype(dtype):  # nullable Int64, Float64...: plain numbers
        return series.astype(np.float64 if series.isna().any() else dtype.numpy_dtype)
    if dtype != object:
        return series
    found = pd.api.types.infer_dtype(series, skipna=True)
    if found in ("string", "empty", "boolean"):
        return series
    if found == "complex":
        raise ValueError(_complex_message(column, series))
    if found in ("floating", "mixed-integer-float", "decimal", "integer-na"):
        return series.map(float, na_action="ignore").astype(np.float64)
    if found == "integer":
        numbers = series.dropna()
        if numbers.map(lambda v: -(2**63) <= v < 2**63).all():
            return series.astype(np.int64) if len(numbers) == len(series) else series.astype(np.float64)
        return _as_text(series, column)  # beyond 64 bits: identifiers, kept exactly
    if found == "timedelta":
        return pd.to_timedelta(series).dt.total_seconds()
    if found in ("date", "datetime", "datetime64"):
        try:
            dates = pd.to_datetime(series, utc=_mixed_zones(series))
        except (ValueError, TypeError, OverflowError):  # dates pandas cannot hold, naive and aware mixed
            return _as_text(series, column)
        return _nanosecond_dates(dates)
    return _as_text(series, column)  # bytes, times, text mixed with numbers, anything else


def _mixed_zones(series: pd.Series) -> bool:
    zones = {str(getattr(v, "tzinfo", None)) for v in series.dropna()}
    return len(zones) > 1


def _nanosecond_dates(series: pd.Series) -> pd.Series:
    """Dates pandas can hold in nanoseconds as they are; a column with a date outside
    1677-2262 (SAS's 9999-12-31 for "open") as seconds since 1970, the number the audit
    compares dates by anyway."""
    try:
        return series.dt.as_unit("ns")
    except (OverflowError, ValueError):  # pandas' OutOfBoundsDatetime is a ValueError
        values = series.dt.tz_convert("UTC").dt.tz_localize(None) if series.dt.tz is not None else series
        seconds = values.to_numpy().astype("datetime64[s]").astype(np.int64).astype(np.float64)
        seconds[series.isna().to_numpy()] = np.nan
        return pd.Series(seconds, index=series.index, name=series.name)


def _as_text(series: pd.Series, column: str) -> pd.Series:
    """Values as text: bytes decoded (see `decode_bytes`), whole numbers without ".0", missing kept missing."""
    values = series.to_numpy(dtype=object)
    present = ~pd.isna(series).to_numpy()
    nested = next((v for v in values[present] if isinstance(v, (list, tuple, dict, set, frozenset, np.ndarray))), None)
    if nested is not None:
        what = "records (key-value pairs)" if isinstance(nested, dict) else "lists of values"
        shown = repr(nested if not isinstance(nested, np.ndarray) else nested.tolist())
        raise ValueError(
            f"column {column!r} holds {what} such as {shown[:40]}{'…' if len(shown) > 40 else ''}, not single "
            "values; flatten it into one column per value, or leave it out of the export"
        )
    raw = [v for v in values[present] if isinstance(v, (bytes, bytearray, memoryview))]
    decoded = dict(zip(map(bytes, raw), decode_bytes([bytes(v) for v in raw]))) if raw else {}
    text = np.full(len(values), np.nan, dtype=object)
    text[present] = [_text(v, decoded) for v in values[present]]
    return pd.Series(text, index=series.index, name=series.name, dtype=object)


def _text(value: object, decoded: dict[bytes, str]) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, (bytes, bytearray, memoryview)):
        return decoded[bytes(value)]
    if isinstance(value, (float, np.floating)) and float(value).is_integer():
        return str(int(value))
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return str(value)


def decode_bytes(values: list[bytes]) -> list[str]:
    """Byte strings as text, the same bytes always the same text.

    Each value is UTF-8 where it is valid UTF-8, else cp1252 (Windows' Western encoding, a
    superset of latin-1's letters). If any value is neither (or holds control characters
    other than tab and line breaks, as hashes and images do), the values are not text: every
    one of them is then written as hexadecimal digits, so they stay distinct and comparable.
    """
    text = []
    for value in values:
        try:
            decoded = value.decode("utf-8")
        except UnicodeDecodeError:
            try:
                decoded = value.decode("cp1252")
            except UnicodeDecodeError:
                return [v.hex() for v in values]
        if _CONTROL.search(decoded):
            return [v.hex() for v in values]
        text.append(decoded)
    return text


def _complex_message(column: str, series: pd.Series) -> str:
    example = series.dropna().iloc[0] if series.notna().any() else "?"
    return (f"column {column!r} holds complex numbers (e.g. {example}); store their real and imaginary parts "
            "as two columns of numbers")


def named_as_original(frame: pd.DataFrame, original: Sequence[str], where: str) -> tuple[pd.DataFrame, list[str]]:
    """A release table whose columns the original names the same but for case and spacing (`Age`, `age `) renamed
    to the original's names, and the notes saying so. A column with an exact match, or several close ones,
    stays as it is."""
    exact = set(original)
    by_key: dict[str, list[str]] = {}
    for name in original:
        by_key.setdefault(_column_key(name), []).append(name)
    renamed = {}
    for column in frame.columns:
        close = by_key.get(_column_key(column), [])
        if column not in exact and len(close) == 1 and close[0] not in frame.columns:
            renamed[column] = close[0]
    if not renamed:
        return frame, []
    shown = ", ".join(say("{spelled!r} as {value!r}", spelled=a, value=b) for a, b in list(renamed.items())[:4])
    return frame.rename(columns=renamed), [say("{where}: column(s) named as the original's but for case or spacing, "
                                               "read as the original's: {columns}", where=where, columns=shown)]


def _column_key(name: object) -> str:
    return re.sub(r"[\s_.-]+", "", str(name)).casefold()
