"""What is read as missing: only what the file says is missing, and what the officer declares.

A value is missing where the file leaves the field empty, where its format marks it missing (SPSS
user- and system-missing values, Stata's and SAS's `.` and `.a`–`.z`, a Parquet or Excel null), or
where the officer declared its code missing for that column (`-9`, `NA`, `Unknown`). Words such as
"None", "NA", "null", "NaN" or "-" are values otherwise: in a survey "None" is the category "no
diagnosis", and reading it as missing would drop thousands of answers and make each a wildcard that
matches every key. Declared codes are applied to every table of an audit (original and releases
alike), after reading and before the column kinds are inferred, so that a column of numbers with a
declared `-9` or `NA` is a column of numbers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
import pandas as pd

from anonguard.phrases import say

MissingCodes = Mapping[str, Sequence[str]]  # column -> the codes the officer declared missing in it
_MOST_WORDS = 5  # a column of numbers with more words than this is a column of text
_LOOKED_AT = 1000  # values looked at first to tell whether a text column mostly writes numbers


def codes_from_text(text: str) -> list[str]:
    """CODE,CODE,... as a person writes it (on the command line, in a cell of the window): stripped, empty
    ones and repeats dropped (an empty field is missing anyway)."""
    return list(dict.fromkeys(code.strip() for code in str(text).split(",") if code.strip()))


def declare_missing(frame: pd.DataFrame, codes: MissingCodes) -> pd.DataFrame:
    """`frame` with each column's declared codes made missing; the same frame if none occurs.

    A code matches a value written the same way (spaces around it aside); in a column of numbers or
    dates it matches the same number or date (`-9` matches -9.0). A column of text left holding only
    numbers becomes a column of numbers, as the reader would have read it without the codes (with the
    file's decimal comma, which a text reader notes in `frame.attrs["decimal"]`). Columns the frame
    lacks are skipped (a release may leave a column out); unchanged columns are shared, not copied.
    """
    changed = {}
    for column, declared in codes.items():
        if column not in frame.columns or not declared:
            continue
        series = frame[column]
        if isinstance(series.dtype, pd.CategoricalDtype):
            categories = pd.Series(series.cat.categories)
            matched = categories[_matches(categories, declared)]
            if len(matched):
                changed[column] = series.cat.remove_categories(matched.tolist())
            continue
        mask = _matches(series, declared)
        if mask.any():
            changed[column] = _numbers_if_all(series.mask(mask), frame.attrs.get("decimal", "."))
    if not changed:
        return frame
    result = frame.copy(deep=False)
    for column, values in changed.items():
        result[column] = values
    result.attrs = dict(frame.attrs)
    return result


def _matches(series: pd.Series, declared: Sequence[str]) -> np.ndarray:
    """Which values of `series` are one of the `declared` codes."""
    codes = pd.Series([str(code).strip() for code in declared], dtype=object)
    if pd.api.types.is_bool_dtype(series):
        return np.zeros(len(series), dtype=bool)
    if pd.api.types.is_numeric_dtype(series):
        return series.isin(pd.to_numeric(codes, errors="coerce").dropna().to_numpy()).to_numpy()
    if pd.api.types.is_datetime64_any_dtype(series):
        dates = pd.to_datetime(codes, errors="coerce").dropna()
        return series.isin(dates.to_numpy()).to_numpy() if len(dates) else np.zeros(len(series), dtype=bool)
    return series.astype("string").str.strip().isin(codes).to_numpy(dtype=bool, na_value=False)


def _as_numbers(values: pd.Series, decimal: str) -> pd.Series:
    """Text values as the numbers they write (NaN where one writes none), read with the file's decimal mark."""
    text = values.astype(str).str.strip()
    return pd.to_numeric(text.str.replace(",", ".", regex=False) if decimal == "," else text, errors="coerce")


def _numbers_if_all(series: pd.Series, decimal: str) -> pd.Series:
    """A text column as numbers when every value left in it writes one; else as it is."""
    present = series.dropna()
    if pd.api.types.is_numeric_dtype(series) or pd.api.types.is_datetime64_any_dtype(series) or present.empty:
        return series
    numbers = _as_numbers(present, decimal)
    if numbers.isna().any():
        return series
    result = pd.Series(np.nan, index=series.index, name=series.name, dtype=np.float64)
    result[present.index] = numbers.astype(np.float64)
    return result


def words_among_numbers(series: pd.Series, decimal: str = ".") -> dict[str, int]:
    """The words in a column of text that otherwise holds numbers, with how many rows hold each (most
    first); empty if it holds none, or too many to be codes. These are what an officer may mean as
    missing (`NA`, `-`, `nan`), and what keeps the column from being read as numbers."""
    if isinstance(series.dtype, pd.CategoricalDtype) or not pd.api.types.is_string_dtype(series):
        return {}
    head = series.dropna().head(_LOOKED_AT)  # a column of names or ids is told apart without counting it all
    if head.empty or _as_numbers(head, decimal).isna().mean() > 0.5:
        return {}
    counts = series.value_counts(dropna=True)
    words = counts[_as_numbers(pd.Series(counts.index, dtype=object), decimal).isna().to_numpy()]
    if words.empty or len(words) > _MOST_WORDS or words.sum() * 2 > counts.sum():
        return {}
    return {str(word): int(count) for word, count in words.items()}


def word_notes(frame: pd.DataFrame, source: str, declared: MissingCodes) -> list[str]:
    """For each column of numbers held back as text by a few words not declared missing, what to do about
    it: an audit's warning (the window's Data page shows the same words beside the column)."""
    notes = []
    for column in frame.columns:
        words = {} if column in declared else words_among_numbers(frame[column], frame.attrs.get("decimal", "."))
        if words:
            shown = ", ".join(say("{word!r} ({count:,} row)", word=word, count=count) if count == 1 else
                              say("{word!r} ({count:,} rows)", word=word, count=count) for word, count in words.items())
            notes.append(say("{source}: column {column!r} holds numbers and the word(s) {words}, so it is read as "
                             "categories; if they mean missing, declare them missing (on the Data page, or --missing "
                             "{column}={codes})", source=source, column=column, words=shown, codes=",".join(words)))
    return notes
