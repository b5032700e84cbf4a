"""Records as vectors for the distance of Meeus et al. (001, Eq. 5), shared by target selectors and
membership attacks (public through `anonguard.api`):

    d(x_i, x_j) = 1 − (|F_cat| / F)·cos(h_i, h_j) − (|F_cont| / F)·cos(c_i, c_j)

with h the one-hot categorical values and c the min-max scaled continuous values. Each record
becomes one unit vector z with d = 1 − z_i·z_j = ‖z_i − z_j‖² / 2, so nearest records by d are
nearest by Euclidean distance and one matrix product gives every similarity:

* a record has exactly one 1 per categorical column, so (|F_cat| / F)·cos(h_i, h_j) = m / F
  with m the number of equal categorical values: one-hot blocks are scaled by 1 / √F;
* c is normalised to unit length and scaled by √(|F_cont| / F). An all-zero c (every
  continuous value at its column minimum) has no direction: it becomes a unit vector along
  an extra axis, which defines cos(0, 0) = 1 and cos(0, c ≠ 0) = 0.

Conventions: a missing categorical value is a value of its own; a missing continuous value
is imputed with the column minimum (scaled 0: no assumption beyond the observed range, and
the record's other continuous values alone give its direction); a constant column scales to 0.
All vectors are non-negative, so d lies within [0, 1]. Categorical columns with more than
`WIDE_LEVELS` values are compared code to code instead of one-hot (same result, fewer dimensions).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
import pandas as pd

from anonguard.data.columns import CATEGORICAL

WIDE_LEVELS = 48  # beyond this, equality tests on codes cost less than one-hot dimensions


@dataclass(frozen=True)
class RecordVectors:
    """Records embedded for Eq. 5: 1 − d = dense_i · dense_j + weight × (number of equal codes)."""

    dense: np.ndarray  # (n, D) float64: scaled one-hot blocks and the unit continuous direction
    codes: np.ndarray  # (n, W) codes of the categorical columns with many values
    weight: float  # 1 / F: what one equal categorical value adds to the similarity

    def distance(self, rows: np.ndarray, others: np.ndarray) -> np.ndarray:
        """Exact distance (float64) between each record of `rows` and the one at the same place in `others`."""
        similarity = np.einsum("ij,ij->i", self.dense[rows], self.dense[others])
        similarity += self.weight * (self.codes[rows] == self.codes[others]).sum(axis=1)
        return np.clip(1.0 - similarity, 0.0, 1.0)


def record_vectors(frame: pd.DataFrame, kinds: Mapping[str, str]) -> RecordVectors:
    """Embed the `kinds` columns of `frame` (encoded as the plugin API describes) for Eq. 5."""
    n, total = len(frame), len(kinds)
    if total == 0:
        return RecordVectors(np.zeros((n, 0)), np.zeros((n, 0), dtype=np.int64), 0.0)
    blocks, wide = [], []
    continuous = [name for name, kind in kinds.items() if kind != CATEGORICAL]
    for name in (name for name, kind in kinds.items() if kind == CATEGORICAL):
        codes = category_codes(frame[name])
        levels = int(codes.max()) + 1 if n else 0
        if levels > WIDE_LEVELS:
            wide.append(codes)
        else:
            one_hot = np.zeros((n, levels))
            one_hot[np.arange(n), codes] = 1.0
            blocks.append(one_hot / np.sqrt(total))
    if continuous:
        scaled = np.column_stack([_min_max(continuous_values(frame[name])) for name in continuous])
        blocks.append(_unit_directions(scaled) * np.sqrt(len(continuous) / total))
    dense = np.hstack(blocks) if blocks else np.zeros((n, 0))
    codes = np.column_stack(wide) if wide else np.zeros((n, 0), dtype=np.int64)
    return RecordVectors(dense, codes, 1.0 / total)


def _min_max(values: np.ndarray) -> np.ndarray:
    """Eq. 3; missing values and constant columns scale to 0."""
    finite = ~np.isnan(values)
    scaled = np.zeros_like(values)
    if finite.any():
        low, span = values[finite].min(), np.ptp(values[finite])
        if span > 0:
            scaled[finite] = (values[finite] - low) / span
    return scaled


def _unit_directions(scaled: np.ndarray) -> np.ndarray:
    """Each row normalised to unit length; an all-zero row becomes the unit vector of an extra axis."""
    norms = np.linalg.norm(scaled, axis=1)
    nonzero = norms > 0
    directions = np.zeros((scaled.shape[0], scaled.shape[1] + 1))
    directions[nonzero, :-1] = scaled[nonzero] / norms[nonzero, None]
    directions[~nonzero, -1] = 1.0
    return directions


def category_codes(column: pd.Series) -> np.ndarray:
    """Codes 0..L-1 of a categorical column's values, a missing value being a value of its own."""
    return pd.factorize(column, use_na_sentinel=False)[0].astype(np.int64)


def continuous_values(column: pd.Series) -> np.ndarray:
    """A continuous column as float64, NaN for anything missing or not finite."""
    values = pd.to_numeric(column, errors="coerce").to_numpy(dtype=np.float64, na_value=np.nan, copy=True)
    values[~np.isfinite(values)] = np.nan
    return values
