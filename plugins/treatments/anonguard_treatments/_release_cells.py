"""How the recoding, top coding, rounding and suppression treatments read a column and write its cells.

A column reaches a treatment as an office holds it: numbers, text, missing values (None, NaN, an empty text),
and possibly cells an earlier step or the office wrote (`anonguard.api.parse_cell` spells them: "[20-25)",
"20-29", ">=100000", "<=500", "{a,b}", "*"). What a treatment writes back follows the same spellings, so that
AnonGuard reads the result as a release with generalized cells:

- a number as the shortest text that reads back as the same float, a whole number without ".0" ("3", not
  "3.0": AnonGuard compares a categorical column's values as text, and "3.0" would be a new category);
- a band as "[20-25)" (the low end included, the high end not, as offices write age bands), the open top
  band as ">=X", the bottom one as "<X" or "<=X";
- a set of categories as "{a,b}", a member holding a comma, a brace or a quote quoted as in CSV;
- a suppressed cell as "*".

One limit of the data layer, said where it matters (docs/treatments.md): in a column that holds any such cell,
AnonGuard reads an empty cell as suppressed (any value), so a value that was missing before the treatment reads
as "any value" after it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from anonguard.api import Suppressed, ValueSet, parse_cell

SUPPRESSED = "*"
EXACT, GENERALIZED, SUPPRESSED_CELL, MISSING = 0, 1, 2, 3  # what each cell of a read column is


def number_text(value: float) -> str:
    """A number as a release writes it: the shortest text giving the same float, "3" for 3.0."""
    value = float(value)
    if np.isfinite(value) and value == np.round(value) and abs(value) < 2 ** 53:
        return str(int(value))
    return np.format_float_positional(value, trim="-")


def band_text(low: float, high: float) -> str:
    """The band [low, high) as offices write it: "[20-25)"."""
    return f"[{number_text(low)}-{number_text(high)})"


def set_text(members: list[str] | tuple[str, ...]) -> str:
    """Categories as one cell: "{a,b}"; a member holding a comma, brace or quote is quoted as in CSV."""
    quoted = [f'"{m.replace(chr(34), chr(34) * 2)}"' if any(c in m for c in ',{}"') else m for m in members]
    return "{" + ",".join(quoted) + "}"


def optional_number(text: str, parameter: str) -> float | None:
    """A number typed as text ("" for none); a ValueError naming the parameter otherwise."""
    text = text.strip().replace("_", "")
    if not text:
        return None
    try:
        value = float(text)
    except ValueError:
        raise ValueError(f"{parameter}: {text!r} is not a number; write it like 100000 or 2.5 (or leave it empty)") \
            from None
    if not np.isfinite(value):
        raise ValueError(f"{parameter}: give a finite number, not {text!r}")
    return value


def missing_mask(series: pd.Series) -> np.ndarray:
    """Where a column holds no value: None, NaN, or empty text."""
    missing = series.isna().to_numpy().copy()
    if series.dtype == object or pd.api.types.is_string_dtype(series):
        missing |= series.astype("string").str.strip().fillna("").eq("").to_numpy()
    return missing


def as_text(series: pd.Series) -> pd.Series:
    """A column's values as text (numbers as `number_text` writes them); missing values stay missing (None)."""
    codes, distinct = pd.factorize(series, use_na_sentinel=True)
    labels = np.array([number_text(v) if isinstance(v, (int, float, np.number)) and not isinstance(v, bool)
                       else str(v).strip() for v in distinct] + [None], dtype=object)
    return pd.Series(labels[codes], index=series.index, dtype=object)


@dataclass(frozen=True)
class NumericColumn:
    """A column whose values are numbers, read cell by cell: `what` (EXACT, GENERALIZED, SUPPRESSED_CELL or
    MISSING), `value` (the number of an exact cell, else NaN), and `low` / `high` (what a generalized cell
    stands for, ends included, open ends infinite; an exact cell's value at both; NaN otherwise)."""

    what: np.ndarray
    value: np.ndarray
    low: np.ndarray
    high: np.ndarray
    text: pd.Series  # each cell as it was given (for cells a treatment keeps)


def read_numbers(series: pd.Series, column: str, parameter: str) -> NumericColumn:
    """A column of numbers, bands and top codes; a ValueError naming the column, the parameter and a value
    that is neither, with what to do. Each distinct text is parsed once."""
    rows = len(series)
    what = np.full(rows, EXACT, dtype=np.int8)
    missing = missing_mask(series)
    if pd.api.types.is_bool_dtype(series):
        raise ValueError(f"{parameter}: column {column!r} holds yes/no values, not numbers; choose a column of numbers")
    if pd.api.types.is_numeric_dtype(series):
        value = series.to_numpy(dtype=float, na_value=np.nan)
        value = np.where(np.isinf(value), np.nan, value)
        what[np.isnan(value)] = MISSING
        return NumericColumn(what, value, value.copy(), value.copy(), series)
    text = series.astype("string").str.strip()
    numbers = pd.to_numeric(text, errors="coerce").to_numpy(dtype=float, na_value=np.nan)
    value, low, high = numbers.copy(), numbers.copy(), numbers.copy()
    other = np.isnan(numbers) & ~missing
    what[missing] = MISSING
    if other.any():
        labels, inverse = np.unique(text[other].to_numpy(dtype=object).astype(str), return_inverse=True)
        cells = [parse_cell(label) for label in labels]
        for label, cell in zip(labels, cells):
            if cell is None or isinstance(cell, ValueSet):
                raise ValueError(f"{parameter}: column {column!r} holds {str(label)!r}, which is neither a number "
                                 "nor a band like '[20-25)', '>=100000' or '*'; choose a column of numbers, or recode "
                                 "that value first")
        ends = np.array([(-np.inf, np.inf) if isinstance(cell, Suppressed) else (cell.low, cell.high)
                         for cell in cells], dtype=float).reshape(-1, 2)
        kinds = np.array([SUPPRESSED_CELL if isinstance(cell, Suppressed) else GENERALIZED for cell in cells])
        where = np.flatnonzero(other)
        what[where] = kinds[inverse]
        low[where], high[where] = ends[inverse, 0], ends[inverse, 1]
    value[what != EXACT] = np.nan
    low[what >= SUPPRESSED_CELL], high[what >= SUPPRESSED_CELL] = np.nan, np.nan
    return NumericColumn(what, value, low, high, series)


def written(series: pd.Series, cells: np.ndarray, rows: np.ndarray) -> pd.Series:
    """`series` with `cells` (text) written at the positions `rows`, the other cells as text too, numbers as
    `number_text` writes them: a categorical column's 3.0 must stay "3" (AnonGuard compares categories as text,
    "3.0" would be a new one), and a continuous column's numbers read back as the same numbers."""
    if not len(rows):
        return series.copy()
    out = as_text(series)
    out.iloc[rows] = cells
    return out


def interval_inside(low: np.ndarray, high: np.ndarray, band_low: np.ndarray, band_high: np.ndarray) -> np.ndarray:
    """Whether each cell [low, high] lies inside its band [band_low, band_high) (a half-open band)."""
    return (low >= band_low) & (high < band_high)

