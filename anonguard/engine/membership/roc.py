"""What a membership attack's scores are worth to a real attacker (000 §5, 002).

A ROC curve alone hides risk: at a balanced 1:1 member / non-member ratio precision looks
far better than it is when non-members vastly outnumber members. So the curve is read at
low false-positive rates (on log axes) and converted to precision at realistic skews,
`precision = TPR·M / (TPR·M + FPR·N)` (000, Eq. 11), against the precision of claiming
"member" for everyone, the base rate `M / (M + N)`. The likelihood ratio `TPR / FPR` of a
threshold is what positive membership privacy bounds (002). Intervals come from Wilson
intervals on TPR and FPR, so a claim made on few non-members shows its uncertainty.
"""

from __future__ import annotations

from dataclasses import dataclass
from statistics import NormalDist

import numpy as np
import pandas as pd

from anonguard.engine.claims.measures import alc, pr_at_skew, prc, wilson_interval

STORED_POINTS = 400  # a stored curve keeps its low-FPR end exactly and thins the rest


@dataclass(frozen=True)
class Roc:
    """The ROC curve of scores, one point per distinct score: claiming "member" for every
    candidate scoring at least `threshold` gives `tp` true and `fp` false claims."""

    threshold: np.ndarray  # descending; the first point (+inf) claims nobody
    tp: np.ndarray
    fp: np.ndarray
    members: int
    non_members: int

    @property
    def tpr(self) -> np.ndarray:
        return self.tp / self.members

    @property
    def fpr(self) -> np.ndarray:
        return self.fp / self.non_members

    def __len__(self) -> int:
        return self.threshold.size

    def at_fpr(self, level: float) -> int:
        """The point with the highest TPR whose FPR is at most `level` (never interpolated)."""
        return int(np.searchsorted(self.fp, level * self.non_members, side="right") - 1)

    def thinned(self, points: int = STORED_POINTS) -> np.ndarray:
        """Positions of at most about `points` points: the first half exactly, the rest log-spaced."""
        n = len(self)
        if n <= points:
            return np.arange(n)
        head = points // 2
        tail = np.unique(np.geomspace(head, n - 1, points - head).astype(np.int64))
        return np.union1d(np.arange(head), tail)


def roc_curve(scores: np.ndarray, is_member: np.ndarray) -> Roc:
    """The ROC of `scores` (higher = more likely a member); tied scores form one point."""
    scores = np.asarray(scores, dtype=float)
    is_member = np.asarray(is_member, dtype=bool)
    members, non_members = int(is_member.sum()), int((~is_member).sum())
    if members == 0 or non_members == 0:
        raise ValueError(f"a ROC needs members and non-members, got {members} and {non_members}")
    order = np.argsort(-scores, kind="stable")
    ranked, truth = scores[order], is_member[order]
    last_of_score = np.flatnonzero(np.r_[ranked[1:] != ranked[:-1], True])
    tp = np.cumsum(truth)[last_of_score]
    fp = (last_of_score + 1) - tp
    return Roc(np.r_[np.inf, ranked[last_of_score]], np.r_[0, tp], np.r_[0, fp], members, non_members)


def auc(scores: np.ndarray, is_member: np.ndarray) -> float:
    """Area under the ROC: the chance a random member outscores a random non-member (ties count half)."""
    is_member = np.asarray(is_member, dtype=bool)
    m, n = int(is_member.sum()), int((~is_member).sum())
    ranks = pd.Series(np.asarray(scores, dtype=float)).rank(method="average").to_numpy()  # ties: mean rank
    return float((ranks[is_member].sum() - m * (m + 1) / 2) / (m * n))


def auc_interval(area: float, members: int, non_members: int, confidence: float = 0.95) -> tuple[float, float]:
    """Normal interval around an AUC with the standard error of Hanley & McNeil (1982)."""
    q1, q2 = area / (2 - area), 2 * area**2 / (1 + area)
    variance = (area * (1 - area) + (members - 1) * (q1 - area**2) + (non_members - 1) * (q2 - area**2)) / (
        members * non_members
    )
    half = NormalDist().inv_cdf(0.5 + confidence / 2) * np.sqrt(max(variance, 0.0))
    return max(0.0, area - half), min(1.0, area + half)


def likelihood_ratio(tpr: np.ndarray, fpr: np.ndarray) -> np.ndarray:
    """TPR / FPR: infinite where members are claimed with no false claim, NaN where nothing is claimed."""
    tpr, fpr = np.asarray(tpr, dtype=float), np.asarray(fpr, dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(fpr > 0, tpr / np.where(fpr > 0, fpr, 1.0), np.where(tpr > 0, np.inf, np.nan))


@dataclass(frozen=True)
class Claim:
    """Claiming "member" above one threshold: rates with their intervals, read at any skew."""

    threshold: float
    tp: int
    fp: int
    members: int
    non_members: int
    confidence: float = 0.95

    @classmethod
    def of(cls, roc: Roc, index: int, confidence: float = 0.95) -> "Claim":
        return cls(float(roc.threshold[index]), int(roc.tp[index]), int(roc.fp[index]), roc.members,
                   roc.non_members, confidence)

    @property
    def tpr(self) -> float:
        return self.tp / self.members

    @property
    def fpr(self) -> float:
        return self.fp / self.non_members

    def rate_intervals(self) -> tuple[tuple[float, float], tuple[float, float]]:
        return (wilson_interval(self.tp, self.members, self.confidence),
                wilson_interval(self.fp, self.non_members, self.confidence))

    def likelihood_ratio(self) -> tuple[float, float]:
        """The point estimate and a conservative lower bound (lowest TPR over highest FPR)."""
        (tpr_low, _), (_, fpr_high) = self.rate_intervals()
        return float(likelihood_ratio(self.tpr, self.fpr)), tpr_low / fpr_high

    def precision(self, skew: float) -> tuple[float, float, float]:
        """Precision at `skew` non-members per member, with its low and high bound."""
        (tpr_low, tpr_high), (fpr_low, fpr_high) = self.rate_intervals()
        point = float(pr_at_skew(self.tpr, self.fpr, 1.0, skew)[0])
        low = float(pr_at_skew(tpr_low, fpr_high, 1.0, skew)[0])
        high = float(pr_at_skew(tpr_high, fpr_low, 1.0, skew)[0])
        return point, low, high

    def describe(self, skews: tuple[float, ...]) -> dict:
        lr, lr_low = self.likelihood_ratio()
        return {
            "threshold": _number(self.threshold), "tp": self.tp, "fp": self.fp,
            "tpr": self.tpr, "fpr": self.fpr, "likelihood_ratio": _number(lr), "likelihood_ratio_low": _number(lr_low),
            "precision": {skew_label(k): dict(zip(("point", "low", "high"), map(_number, self.precision(k))))
                          for k in skews},
        }


def base_rate(skew: float) -> float:
    """The precision of claiming "member" for everyone: the share of members."""
    return 1.0 / (1.0 + skew)


def most_precise(roc: Roc, skew: float, confidence: float = 0.95) -> int:
    """The point whose precision at `skew` has the highest lower bound (the largest recall among ties).

    Judged by the bound, not the point estimate: a handful of members claimed before the
    first non-member would otherwise read as precision 1 at any skew, by luck alone.
    """
    tpr_low, _ = wilson_interval(roc.tp[1:], roc.members, confidence)
    _, fpr_high = wilson_interval(roc.fp[1:], roc.non_members, confidence)
    low = np.asarray(pr_at_skew(tpr_low, fpr_high, 1.0, skew)[0], dtype=float)
    low = np.nan_to_num(low, nan=0.0)
    return int(np.flatnonzero(low >= low.max() - 1e-12)[-1]) + 1


def membership_alc(claim: Claim, skew: float, alpha: float = 3.0, r_min: float = 1e-4, abs_weight: float = 0.0,
                   precision: float | None = None) -> float:
    """ALC of claiming "member" down to `claim` against claiming everyone (precision = base rate at recall 1);
    `precision` replaces the claim's own (an end of its interval). The base rate is known exactly."""
    attack = prc(claim.precision(skew)[0] if precision is None else precision, claim.tpr, alpha, r_min)
    return float(alc(prc(base_rate(skew), 1.0, alpha, r_min), attack, abs_weight))


def skew_label(skew: float) -> str:
    return f"1:{skew:.4g}"


def realistic_skew(members: int, population: int | None = None, member_fraction: float | None = None) -> float | None:
    """Non-members per member the user considers realistic, from a population size or a member fraction."""
    if population is not None:
        if population <= members:
            raise ValueError(f"the population ({population}) must be larger than the {members} members")
        return (population - members) / members
    if member_fraction is not None:
        if not 0 < member_fraction < 1:
            raise ValueError(f"the member fraction must lie strictly between 0 and 1, got {member_fraction}")
        return (1 - member_fraction) / member_fraction
    return None


def _number(value: float) -> float | None:
    """A float for JSON: infinities and NaN become null."""
    return float(value) if np.isfinite(value) else None
