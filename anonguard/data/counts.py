"""Published count tables (e.g. differentially private marginals) in AnonGuard's long format.

A count file has one row per published count, with the columns

    table          which published table the count belongs to (e.g. "age x income")
    attribute      the column the table crosses with the secret (a column of the original)
    value          that column's value: a category, a number or an interval ("[20-30)")
    secret         the secret column's name (one file may publish tables for several secrets)
    secret_value   the secret's value: a category, a number or an interval
    count          the count, possibly noisy: negative and fractional counts are kept as published

An empty value or secret_value stands for the missing value. Header names are matched
without regard to case or surrounding spaces; other columns are ignored.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import numpy as np
import pandas as pd

from anonguard.data.cells import ANY, Interval, parse_cell
from anonguard.errors import DataError
from anonguard.phrases import say

COLUMNS = ("table", "attribute", "value", "secret", "secret_value", "count")


def is_count_table(frame: pd.DataFrame) -> bool:
    """Whether `frame` is in the count-table format (it has every one of `COLUMNS`)."""
    return set(COLUMNS) <= {str(c).strip().lower() for c in frame.columns}


def _canonical(frame: pd.DataFrame, where: str) -> pd.DataFrame:
    renamed = frame.rename(columns={c: str(c).strip().lower() for c in frame.columns})[list(COLUMNS)]
    text = {c: renamed[c].astype("string").str.strip().fillna("") for c in COLUMNS[:-1]}
    counts = pd.to_numeric(renamed["count"], errors="coerce")
    bad = counts.isna() | np.isinf(counts)
    if bad.any():
        row = int(np.flatnonzero(bad.to_numpy())[0])
        raise DataError(f"{where}: line {row + 2} has count {renamed['count'].iloc[row]!r}, which is not a number; "
                        "every count must be a number (noisy, negative and fractional counts are fine)")
    return pd.DataFrame({**text, "count": counts.to_numpy(dtype=float)})


def encode_counts(
    frame: pd.DataFrame,
    where: str,
    kinds: Mapping[str, str],
    category_code: Callable[[str, pd.Series], np.ndarray],
    spans: Mapping[str, tuple[float, float]],
) -> tuple[pd.DataFrame, list[str]]:
    """The count rows with each attribute value encoded like the original, and warnings.

    Returns columns marginal, attribute, low, high (a category's code twice, or an
    interval's inclusive bounds), secret, secret_value (still text: how it is coded depends
    on how the scenario judges the secret) and count. `category_code(column, labels)` gives
    the original's codes for category labels (-1 where the original lacks the value).
    """
    rows = _canonical(frame, where)
    warnings = []
    unknown = sorted(set(rows["attribute"]) - set(kinds))
    if unknown:
        warnings.append(say("{where}: counts for column(s) the original lacks or the audit ignores, left out: {columns}",
                            where=where, columns=", ".join(unknown)))
    secrets = sorted(set(rows["secret"]) - set(kinds))
    if secrets:
        warnings.append(say("{where}: counts about secret(s) the original lacks, left out: {secrets}", where=where,
                            secrets=", ".join(secrets)))
    rows = rows[rows["attribute"].isin(list(kinds)) & rows["secret"].isin(list(kinds))].reset_index(drop=True)
    low = np.full(len(rows), np.nan)
    high = np.full(len(rows), np.nan)
    keep = np.ones(len(rows), dtype=bool)
    for attribute, group in rows.groupby("attribute", sort=False):
        index = group.index.to_numpy()
        if kinds[attribute] == "categorical":
            codes = category_code(attribute, group["value"]).astype(float)
            missing = codes < 0
            if missing.any():
                example = group["value"].to_numpy()[missing][0]
                warnings.append(say("{where}: {count} count(s) for values of {attribute!r} the original never holds "
                                    "(e.g. {example!r}), left out", where=where, count=int(missing.sum()),
                                    attribute=attribute, example=example))
            keep[index[missing]] = False
            low[index], high[index] = codes, codes
        else:
            bounds = numeric_bounds(group["value"], spans[attribute], f"{where}: column {attribute!r}")
            low[index], high[index] = bounds
    rows = rows.assign(low=low, high=high)[keep].reset_index(drop=True)
    return rows.rename(columns={"table": "marginal"})[
        ["marginal", "attribute", "low", "high", "secret", "secret_value", "count"]], warnings


def numeric_bounds(values: pd.Series, span: tuple[float, float], where: str) -> tuple[np.ndarray, np.ndarray]:
    """Inclusive bounds of numbers or intervals written as text; empty is missing (NaN)."""
    text = values.astype("string").str.strip().fillna("")
    numbers = pd.to_numeric(text.replace("", pd.NA), errors="coerce").to_numpy(dtype=float, na_value=np.nan)
    low, high = numbers.copy(), numbers.copy()
    other = np.isnan(numbers) & (text != "").to_numpy()
    for label in pd.unique(text[other]):
        cell = parse_cell(label)
        if cell is ANY:
            bounds = span
        elif isinstance(cell, Interval):
            bounds = (max(cell.low, span[0]) if np.isinf(cell.low) else cell.low,
                      min(cell.high, span[1]) if np.isinf(cell.high) else cell.high)
        else:
            raise DataError(f"{where} holds {label!r}, which is neither a number nor an interval like '[20-30)'")
        chosen = (text == label).to_numpy()
        low[chosen], high[chosen] = bounds
    return low, high
