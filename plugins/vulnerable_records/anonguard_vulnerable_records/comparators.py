"""The two baselines Meeus et al. compare their selector with (001 §5.2), as per-record scores.

Rare value (Groundhog, Stadler et al.): a record is a candidate if one of its categorical
values is held by a share of records below `max_share`, or one of its continuous values lies
above the column's `percentile`-th percentile. Its score is its rarest such value's share:
the value's own share for a categorical column, the share of records with a value at least
as large for a continuous one (an upper-tail share). Lower is rarer.

Log-likelihood (TAPAS, Houssiau et al.): the log-likelihood of a record whose attributes are
drawn independently from their empirical distributions. A categorical value has the
probability of its share; a continuous value that of its bin in an equal-width histogram.
Meeus et al. discretise by percentiles, but equally filled bins are equally likely and would
make continuous columns count for nothing; equal-width bins keep the sparse tails unlikely.

Missing values: a missing categorical value is a value of its own (encoded so); for the
log-likelihood a missing continuous value falls in a bin of its own; it is never above a percentile.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import pandas as pd

from anonguard.api import CATEGORICAL, category_codes, continuous_values


def rarest_share(frame: pd.DataFrame, kinds: Mapping[str, str], max_share: float, percentile: float) -> np.ndarray:
    """Each record's smallest share among its rare values; +inf for a record with none."""
    n = len(frame)
    rarest = np.full(n, np.inf)
    for name, kind in kinds.items():
        if kind == CATEGORICAL:
            codes = category_codes(frame[name])
            share = np.bincount(codes)[codes] / n if n else np.zeros(0)
            rare = share < max_share
        else:
            values = continuous_values(frame[name])
            known = np.sort(values[~np.isnan(values)])
            if known.size == 0:
                continue
            with np.errstate(invalid="ignore"):  # NaN is never above the percentile
                rare = values > np.percentile(known, percentile)
            share = np.zeros(n)
            share[rare] = (known.size - np.searchsorted(known, values[rare], side="left")) / n
        rarest[rare] = np.minimum(rarest[rare], share[rare])
    return rarest


def log_likelihood(frame: pd.DataFrame, kinds: Mapping[str, str], bins: int) -> np.ndarray:
    """Each record's log-likelihood under independent empirical marginals (natural log, ≤ 0)."""
    total = np.zeros(len(frame))
    for name, kind in kinds.items():
        if kind == CATEGORICAL:
            cells = category_codes(frame[name])
        else:
            cells = _histogram_bins(continuous_values(frame[name]), bins)
        total += np.log(np.bincount(cells)[cells] / len(frame))
    return total


def _histogram_bins(values: np.ndarray, bins: int) -> np.ndarray:
    """Equal-width bin 0..bins-1 of each value over its column's range (the maximum in the last), missing → bins."""
    cells = np.full(values.size, bins, dtype=np.int64)
    known = ~np.isnan(values)
    if known.any():
        low, span = values[known].min(), np.ptp(values[known])
        position = (values[known] - low) / span * bins if span > 0 else np.zeros(known.sum())
        cells[known] = np.minimum(position.astype(np.int64), bins - 1)
    return cells
