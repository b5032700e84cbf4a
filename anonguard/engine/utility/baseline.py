"""A scale for every fidelity score: the same score for random subsamples of the original.

A distance of 0.04 between two distributions means little on its own. The original's own random
subsamples give it a scale, in the spirit of the non-member baseline of the attacks: a subsample is the
most faithful release of its size there can be (it changes nothing, it only leaves people out), so
its score is what sampling alone costs. For fractions from 1 % to 90 % of the original, each drawn
`REPEATS` times without replacement (seeded; within one repeat the smaller subsamples are parts of the
larger), every headline score is computed exactly as for a release. A release's score then reads "as
faithful as a 30 % subsample": the fraction whose mean score it equals (interpolated on a log scale),
with the range read on the band one more subsample's score falls in 95 times in 100 (the repeats' mean
± t · sd · √(1 + 1/n), Student's prediction interval for n repeats): a random 30 % sample of the original
reads a range that holds 30 % about 95 times in 100. Scores worse than the 1 % subsample's read
"less faithful than a 1 % subsample"; better than the 90 % subsample's, "more faithful than a 90 %
subsample" (only a copy, or a release of nearly every person unchanged, gets there).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from anonguard.engine.result_fields import Described, result_field

FRACTIONS = (0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9)
REPEATS = 5
BAND = 0.95  # how often one more subsample's score falls in the band the range is read on


@dataclass(frozen=True)
class Equivalent(Described):
    """Where a release's score falls on the subsample scale."""

    fraction: float = result_field("the subsample fraction whose mean score equals the release's")
    low: float = result_field("the same, read on the low end of the subsamples' 95 % prediction band")
    high: float = result_field("the same, read on its high end")
    beyond: str | None = result_field("'below' the smallest fraction or 'above' the largest; null: within", None)

    def to_dict(self) -> dict:
        return {"fraction": self.fraction, "low": self.low, "high": self.high, "beyond": self.beyond}

    @classmethod
    def from_dict(cls, data: dict) -> "Equivalent":
        return cls(**data)


@dataclass(frozen=True)
class SubsampleCurve(Described):
    """One score of the original's random subsamples, per fraction of the original."""

    score: str = result_field("the score measured")
    fractions: list[float] = result_field("fractions of the original's rows", factory=list)
    mean: list[float] = result_field("the score's mean over the repeats, per fraction", factory=list)
    lowest: list[float] = result_field("the low end of the band one more subsample's score falls in 95 times in 100 "
                                       "(mean - t sd sqrt(1 + 1/n), at least 0)", factory=list)
    highest: list[float] = result_field("its high end (mean + t sd sqrt(1 + 1/n))", factory=list)
    repeats: int = result_field("subsamples drawn per fraction", REPEATS)

    def to_dict(self) -> dict:
        return {"score": self.score, "fractions": list(self.fractions), "mean": list(self.mean),
                "lowest": list(self.lowest), "highest": list(self.highest), "repeats": self.repeats}

    @classmethod
    def from_dict(cls, data: dict) -> "SubsampleCurve":
        return cls(**data)

    def equivalent(self, value: float) -> Equivalent:
        """The fraction of the original a subsample would need to score `value` (lower scores: more faithful)."""
        middle, beyond = _crossing(self.fractions, self.mean, value)
        return Equivalent(middle, _crossing(self.fractions, self.lowest, value)[0],
                          _crossing(self.fractions, self.highest, value)[0], beyond)


def _crossing(fractions: Sequence[float], scores: Sequence[float], value: float) -> tuple[float, str | None]:
    """The fraction at which the (falling) scores reach `value`, on a log scale between the two fractions
    around it; the end fraction and 'below' / 'above' outside them."""
    scores = np.minimum.accumulate(np.asarray(scores, dtype=float))  # sampling noise must not make it rise
    if value >= scores[0]:
        return float(fractions[0]), "below" if value > scores[0] else None
    if value <= scores[-1]:
        return float(fractions[-1]), "above" if value < scores[-1] else None
    i = int(np.flatnonzero(scores <= value)[0])  # the first fraction at least as faithful
    left, right = np.log(fractions[i - 1]), np.log(fractions[i])
    span = scores[i - 1] - scores[i]
    share = (scores[i - 1] - value) / span if span > 0 else 1.0
    return float(np.exp(left + share * (right - left))), None


def subsample_curves(scores: dict[str, list[list[float | None]]], fractions: Sequence[float] = FRACTIONS
                     ) -> list[SubsampleCurve]:
    """The curves of the subsamples' scores (per score, per fraction, one value per repeat); a score that is
    not defined for some subsample (None) has no curve."""
    curves = []
    for name, per_fraction in scores.items():
        if any(v is None for values in per_fraction for v in values) or any(not v for v in per_fraction):
            continue
        values = [np.asarray(v, dtype=float) for v in per_fraction]
        means = [float(v.mean()) for v in values]
        spread = [prediction_half_width(v) for v in values]
        curves.append(SubsampleCurve(name, list(fractions), means, [max(m - h, 0.0) for m, h in zip(means, spread)],
                                     [m + h for m, h in zip(means, spread)], len(values[0])))
    return curves


def prediction_half_width(values: np.ndarray, share: float = BAND) -> float:
    """Half the width of the band one more draw falls in `share` of the time, from `values` drawn alike:
    t(share, n − 1) · sd · √(1 + 1/n) (Student's prediction interval); 0 for fewer than two draws."""
    n = len(values)
    if n < 2:
        return 0.0
    from scipy import stats  # here: importing it costs every command half a second, and only utility reads it

    return float(stats.t.ppf(0.5 + share / 2, n - 1) * values.std(ddof=1) * np.sqrt(1 + 1 / n))
