"""sdcMicro's information-loss measures for continuous variables (its `dUtility`): IL1s and the
eigenvalue difference.

IL1s (Mateo-Sanz, Sebé & Domingo-Ferrer 2004; the SDC Practice Guide) is the mean, over the matched
people and the continuous variables, of |x − x'| / (√2·S), S the original variable's standard
deviation: 0 for an unchanged file, about 1 for values replaced by independent draws of the same
distribution. It needs each release row matched to its original row. sdcMicro's own code multiplies
by √2 where the definition divides, so its figures are twice these (docs/utility.md).

The eigenvalue difference compares the correlation structures: Σ |e − e'| / e over the eigenvalues of
the two files' correlation matrices (each standardised by its own spread, pairwise-complete), 0 when
the release keeps every correlation. It needs no matching.
"""

from __future__ import annotations

import math

import numpy as np


def il1s(original: np.ndarray, release: np.ndarray) -> float | None:
    """IL1s of matched rows: (people × variables) arrays of the same shape, NaN where missing; None when no
    variable has a spread or no cell is present in both."""
    spread = np.nanstd(original, axis=0, ddof=1)
    usable = np.isfinite(spread) & (spread > 0)
    if not usable.any():
        return None
    scaled = np.abs(original[:, usable] - release[:, usable]) / (math.sqrt(2) * spread[usable])
    present = np.isfinite(scaled)
    return float(scaled[present].mean()) if present.any() else None


def eigenvalue_difference(original: np.ndarray, release: np.ndarray) -> float | None:
    """Σ |e − e'| / e over the eigenvalues of the two files' correlation matrices; None with fewer than two
    variables that vary in both files."""
    keep = _varies(original) & _varies(release)
    if keep.sum() < 2:
        return None
    ours, theirs = (np.sort(np.linalg.eigvalsh(_correlations(m[:, keep])))[::-1] for m in (original, release))
    positive = ours > 1e-12
    return float((np.abs(ours - theirs)[positive] / ours[positive]).sum())


def _varies(values: np.ndarray) -> np.ndarray:
    with np.errstate(invalid="ignore"):
        spread = np.nanstd(values, axis=0)
    return np.isfinite(spread) & (spread > 0)


def _correlations(values: np.ndarray) -> np.ndarray:
    """The pairwise-complete correlation matrix (sdcMicro standardises each column over all its values before
    taking pairwise-complete covariances: the same where nothing is missing)."""
    columns = values.shape[1]
    matrix = np.eye(columns)
    for i in range(columns):
        for j in range(i + 1, columns):
            both = np.isfinite(values[:, i]) & np.isfinite(values[:, j])
            x, y = values[both, i], values[both, j]
            value = np.corrcoef(x, y)[0, 1] if len(x) > 2 and np.ptp(x) > 0 and np.ptp(y) > 0 else 0.0
            matrix[i, j] = matrix[j, i] = value
    return matrix
