"""The measures of the non-member framework (papers 000 and 003; DESIGN.md, "Measures").

Every function accepts scalars or NumPy arrays, so the threshold sweep can score all
operating points of a curve in one call.
"""

from __future__ import annotations

from dataclasses import dataclass
from statistics import NormalDist

import numpy as np

ArrayLike = float | np.ndarray


def _z(confidence: float) -> float:
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must lie strictly between 0 and 1, got {confidence}")
    return NormalDist().inv_cdf(1.0 - (1.0 - confidence) / 2.0)


def _wilson(successes: ArrayLike, n: ArrayLike, confidence: float) -> tuple[np.ndarray, np.ndarray]:
    """Centre and half-width of the Wilson score interval; n = 0 gives the whole [0, 1]."""
    z = _z(confidence)
    successes = np.asarray(successes, dtype=float)
    n = np.asarray(n, dtype=float)
    safe_n = np.where(n > 0, n, 1.0)
    p = successes / safe_n
    z2n = z * z / safe_n
    denom = 1.0 + z2n
    centre = (p + z2n / 2.0) / denom
    half = z * np.sqrt(p * (1.0 - p) / safe_n + z2n / (4.0 * safe_n)) / denom
    empty = n <= 0
    return np.where(empty, 0.5, centre), np.where(empty, 0.5, half)


def _scalar_or_array(value: np.ndarray) -> ArrayLike:
    return float(value) if np.ndim(value) == 0 else value


def wilson_interval(successes: ArrayLike, n: ArrayLike, confidence: float = 0.95) -> tuple[ArrayLike, ArrayLike]:
    """Wilson score interval (low, high) for a precision of `successes` out of `n` predictions."""
    centre, half = _wilson(successes, n, confidence)
    # the interval always holds the observed precision; rounding must not push an end past it (0 of n)
    n = np.asarray(n, dtype=float)
    observed = np.where(n > 0, np.asarray(successes, dtype=float) / np.where(n > 0, n, 1.0), 0.5)
    low = np.clip(np.minimum(centre - half, observed), 0.0, 1.0)
    high = np.clip(np.maximum(centre + half, observed), 0.0, 1.0)
    return _scalar_or_array(low), _scalar_or_array(high)


def probabilistic_precision(successes: ArrayLike, n: ArrayLike, confidence: float = 0.95) -> ArrayLike:
    """Midpoint of the Wilson interval: the precision PRC uses (003 §3.5, eq. 2).

    It damps ALC's sensitivity to tiny differences between very high precisions.
    """
    centre, _ = _wilson(successes, n, confidence)
    return _scalar_or_array(centre)


def prc(precision: ArrayLike, recall: ArrayLike, alpha: float = 3.0, r_min: float = 1e-4) -> ArrayLike:
    """Precision-recall coefficient: P · (1 − (log10 R / log10 R_min)^α) for R > R_min, else 0.

    Precision dominates until recall gets very low; below `r_min` an attack is worth nothing.
    """
    if not 0.0 < r_min < 1.0:
        raise ValueError(f"r_min must lie strictly between 0 and 1, got {r_min}")
    if alpha <= 0:
        raise ValueError(f"alpha must be positive, got {alpha}")
    precision = np.asarray(precision, dtype=float)
    recall = np.asarray(recall, dtype=float)
    above = recall > r_min
    ratio = np.log10(np.where(above, np.minimum(recall, 1.0), 1.0)) / np.log10(r_min)
    value = np.where(above, precision * (1.0 - ratio**alpha), 0.0)
    return _scalar_or_array(value)


def alc(prc_base: ArrayLike, prc_attack: ArrayLike, abs_weight: float = 0.0) -> ArrayLike:
    """Anonymity loss coefficient: how much better the attack does than the baseline.

    Relative form (default) `(PRC_atk − PRC_base) / (1 − PRC_base)`; `abs_weight` mixes in the
    absolute form `PRC_atk − PRC_base` (1.0 = absolute only). A perfect baseline leaves no room
    for loss, so the relative form falls back to the absolute difference there.
    """
    if not 0.0 <= abs_weight <= 1.0:
        raise ValueError(f"abs_weight must lie in [0, 1], got {abs_weight}")
    base = np.asarray(prc_base, dtype=float)
    attack = np.asarray(prc_attack, dtype=float)
    absolute = attack - base
    room = 1.0 - base
    relative = np.where(room > 0, absolute / np.where(room > 0, room, 1.0), absolute)
    return _scalar_or_array((1.0 - abs_weight) * relative + abs_weight * absolute)


def precision_improvement(p_base: ArrayLike, p_attack: ArrayLike) -> ArrayLike:
    """Precision Improvement (000): the share of the possible improvement the attack achieves.

    Meaningful at equal coverage: both precisions measured on the same predicted targets.
    """
    return alc(p_base, p_attack)


def pr_at_skew(tpr: ArrayLike, fpr: ArrayLike, members: float, non_members: float) -> tuple[ArrayLike, ArrayLike]:
    """Precision and recall of a membership attack at a skew of `members : non_members` (000 §5).

    precision = TPR·M / (TPR·M + FPR·N), recall = TPR; NaN where nothing is predicted.
    """
    if members <= 0 or non_members < 0:
        raise ValueError(f"need members > 0 and non_members >= 0, got {members} and {non_members}")
    tpr = np.asarray(tpr, dtype=float)
    fpr = np.asarray(fpr, dtype=float)
    positives = tpr * members + fpr * non_members
    precision = np.where(positives > 0, tpr * members / np.where(positives > 0, positives, 1.0), np.nan)
    return _scalar_or_array(precision), _scalar_or_array(tpr)


@dataclass(frozen=True)
class RiskBands:
    """ALC below `at_risk_from` is safe, from `serious_from` on serious (003 §4.2)."""

    at_risk_from: float = 0.5
    serious_from: float = 0.7

    def __post_init__(self) -> None:
        if not self.at_risk_from <= self.serious_from:
            raise ValueError("risk bands need at_risk_from <= serious_from")

    def band(self, alc_value: float) -> str:
        if not np.isfinite(alc_value):
            raise ValueError(f"cannot band a non-finite ALC ({alc_value})")
        if alc_value >= self.serious_from:
            return "serious"
        if alc_value >= self.at_risk_from:
            return "at-risk"
        return "safe"


def risk_band(alc_value: float, bands: RiskBands = RiskBands()) -> str:
    """The risk band (`safe`, `at-risk`, `serious`) an ALC falls in."""
    return bands.band(alc_value)
