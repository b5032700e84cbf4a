"""What each treatment proposes to a frontier search (`Treatment.proposals`): settings read off the table, mildest
first, for the key variables riskiest first, as sdcMicro's strategy loop tries recoding, top coding, PRAM, noise
and microaggregation before it finishes with local suppression.

The settings follow the table, not fixed numbers: bands about a tenth, then a fifth, of a variable's spread (its
1st to 99th percentile) wide, rounded to a width an office writes (1, 2, 2.5 or 5 times a power of ten); the rarest
categories merged (those under 5 %, then under 15 % of the records); top codes at the 99th, then 95th percentile.
"""

from __future__ import annotations

import math

import numpy as np
import pandas as pd

from anonguard.api import CATEGORICAL, TreatmentTask, parse_cell

MILD_BANDS, STRONG_BANDS = 10, 5  # about how many bands a recoded number keeps
RARE_SHARES = (0.05, 0.15)  # categories rarer than this share of the records are merged


def numbers_of(series: pd.Series) -> np.ndarray | None:
    """A column's values as numbers, or None where it is not plain numbers (text, or cells a release wrote)."""
    values = pd.to_numeric(series, errors="coerce").to_numpy(dtype=float)
    given = series.notna().to_numpy()
    if not given.any() or np.isnan(values[given]).any():
        return None
    return values[given]


def nice_width(values: np.ndarray, bands: int) -> float | None:
    """A band width an office writes (1, 2, 2.5 or 5 × 10^n) giving about `bands` bands over the 1st to 99th
    percentile; None when the values are too few to band."""
    if np.unique(values).size <= bands:
        return None
    low, high = np.percentile(values, [1, 99])
    raw = (high - low) / bands
    if raw <= 0:
        return None
    power = 10.0 ** math.floor(math.log10(raw))
    return min((m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw), default=10 * power)


def rare_merge(series: pd.Series, share: float) -> str:
    """global-recode's `merge` text joining the categories rarer than `share` into one group ('' if fewer than two
    are that rare, or the column holds cells a release wrote)."""
    shares = series.dropna().astype(str).value_counts(normalize=True)
    if any(parse_cell(v) is not None for v in shares.index):
        return ""
    rare = sorted(shares.index[shares < share])
    if len(rare) < 2:
        return ""
    return "+".join(f'"{v}"' if any(c in v for c in '+;="') else v for v in rare)


def key_recodes(task: TreatmentTask, strong: bool) -> dict[str, dict[str, object]]:
    """Per key variable (riskiest first), the global-recode parameters of a mild or a strong recoding of it: numbers
    (a count of years of schooling read as categories too) into bands, other categories by merging the rarest; a
    key with nothing to recode (few values, no rare categories) is left out."""
    found = {}
    for column in task.keys:
        series = task.data[column]
        numbers = numbers_of(series)
        if numbers is not None and (task.kinds.get(column) != CATEGORICAL or np.unique(numbers).size > MILD_BANDS):
            width = nice_width(numbers, STRONG_BANDS if strong else MILD_BANDS)
            if width:
                start = math.floor(np.min(numbers) / width) * width
                found[column] = {"column": column, "width": width, "start": start}
            continue
        merge = rare_merge(series, RARE_SHARES[strong])
        if merge:
            found[column] = {"column": column, "merge": merge}
    return found


def of_kind(task: TreatmentTask, columns: tuple[str, ...], categorical: bool) -> list[str]:
    """The columns among `columns` of one kind, in their order."""
    return [c for c in columns if (task.kinds.get(c) == CATEGORICAL) == categorical]
