"""Estimates a release board can act on: operating points chosen on some attempts, measured on others.

The best PRC of a curve is a maximum over thresholds. Read on the attempts that chose it, it is
biased upward: the threshold that looks best is partly the one that got lucky. Cross-fitting
removes that bias: the attempts are split into folds by their position in the (random) attack
order; every fold is measured at the threshold chosen on the *other* folds, and the folds' counts
are pooled. Given its threshold, a fold's predictions are fresh draws, so the pooled precision is
an honest binomial proportion and its Wilson interval means what it says. The same is done for
attack and baseline alike, and for paper 000's precision improvement at equal coverage.

Uncertainty is carried from the counts to ALC by recovering each side's variance from its own
interval (MOVER, Zou & Donner 2008), on the scale of the final measure: each side's interval end is
pushed through ALC with the other side held at its estimate, and the two deviations are combined
in quadrature. Attack and baseline are measured on the same targets and are positively correlated,
so treating them as independent errs towards wider intervals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from anonguard.engine.claims.measures import alc, prc, precision_improvement, probabilistic_precision, wilson_interval
from anonguard.engine.settings import MeasureSettings


@dataclass(frozen=True)
class Attempts:
    """One predictor's attempts in attack order: did it predict, how sure was it, was it right."""

    predicted: np.ndarray
    score: np.ndarray
    correct: np.ndarray

    @classmethod
    def of(cls, predicted: np.ndarray, score: np.ndarray, correct: np.ndarray) -> "Attempts":
        predicted = np.asarray(predicted, dtype=bool)
        score = np.where(predicted, np.asarray(score, dtype=float), -np.inf)
        return cls(predicted, score, np.asarray(correct, dtype=bool) & predicted)

    def __len__(self) -> int:
        return self.predicted.size


@dataclass(frozen=True)
class Interval:
    point: float
    low: float
    high: float

    def to_list(self) -> list[float]:
        return [round(float(self.low), 6), round(float(self.high), 6)]


@dataclass(frozen=True)
class PooledPoint:
    """A cross-fitted operating point: the pooled counts of every fold at its own chosen threshold."""

    n_correct: int
    n_predictions: int
    n_attempts: int
    recall_scale: float
    prc: Interval
    precision: Interval  # measured precision with its Wilson interval
    prob_precision: float  # the Wilson midpoint PRC is computed from
    thresholds: tuple[float, ...]  # per fold

    @property
    def recall(self) -> float:
        return self.n_predictions / max(self.n_attempts, 1) * self.recall_scale


@dataclass(frozen=True)
class EqualCoverage:
    """Paper 000's comparison: attack and baseline precision on the same predicted targets."""

    coverage: float
    attack_precision: Interval
    baseline_precision: Interval
    improvement: Interval
    n_predictions: int

    def to_dict(self) -> dict:
        return {"coverage": round(self.coverage, 6), "n_predictions": self.n_predictions,
                "attack_precision": round(self.attack_precision.point, 6), "attack_precision_ci": self.attack_precision.to_list(),
                "baseline_precision": round(self.baseline_precision.point, 6),
                "baseline_precision_ci": self.baseline_precision.to_list(),
                "improvement": round(self.improvement.point, 6), "improvement_ci": self.improvement.to_list()}

    @staticmethod
    def json_schema() -> dict[str, Any]:
        """What `to_dict` writes: every key it writes is there."""
        return {"type": "object", "required": ["coverage", "n_predictions", "attack_precision", "attack_precision_ci",
                                               "baseline_precision", "baseline_precision_ci", "improvement",
                                               "improvement_ci"]}

    @classmethod
    def from_dict(cls, data: dict | None) -> "EqualCoverage | None":
        if not data:
            return None
        interval = lambda name: Interval(data[name], *data[f"{name}_ci"])  # noqa: E731
        return cls(data["coverage"], interval("attack_precision"), interval("baseline_precision"),
                   interval("improvement"), int(data["n_predictions"]))


def folds_of(n: int, k: int) -> np.ndarray:
    """Fold of every attempt: its position in the attack order modulo k (the order is random)."""
    return np.arange(n) % k


def _ranked_counts(score: np.ndarray, hits: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray, list[np.ndarray]]:
    """Thresholds (each run of equal scores, best first), predictions made down to each, and the
    cumulative sum of every array in `hits` there. Only finite-score (predicted) attempts count."""
    keep = np.isfinite(score)
    order = np.argsort(-score[keep], kind="stable")
    ranked = score[keep][order]
    ends = np.flatnonzero(np.r_[ranked[1:] != ranked[:-1], True]) if ranked.size else np.empty(0, int)
    sums = [np.cumsum(h[keep][order])[ends].astype(float) if ranked.size else np.empty(0) for h in hits]
    return ranked[ends], (ends + 1).astype(float), sums


def _significant(successes: np.ndarray, n: np.ndarray, settings: MeasureSettings) -> np.ndarray:
    low, high = wilson_interval(successes, n, settings.confidence)
    return (np.asarray(high) - np.asarray(low)) < settings.max_ci_width


def choose_threshold(attempts: Attempts, rows: np.ndarray, scale: float, settings: MeasureSettings,
                     recall_scale: float = 1.0) -> float:
    """The threshold with the best PRC on `rows` among the significant ones and every prediction (-inf),
    judged as if `scale` times as many attempts backed it (the pooled estimate will have them).

    Every prediction is always a candidate, significant or not: it chooses no threshold, so it cannot have
    got lucky, and its interval carries its uncertainty. Read only when no point was significant, it made
    the estimate jump: a significant group of low precision (significant because a precision near 0 is
    narrow) won over all predictions whose PRC was higher, and on a few hundred claims whether such a
    group shows up is chance (docs/measures.md, *Calibration*)."""
    thresholds, n_pred, (n_true,) = _ranked_counts(attempts.score[rows], [attempts.correct[rows]])
    if thresholds.size == 0:
        return -np.inf
    n_pred, n_true = n_pred * scale, n_true * scale
    ok = _significant(n_true, n_pred, settings)
    ok[-1] = True
    value = prc(probabilistic_precision(n_true, n_pred, settings.confidence), n_pred / (rows.size * scale) * recall_scale,
                settings.prc_alpha, settings.prc_r_min)
    best = int(np.argmax(np.where(ok, value, -np.inf)))
    return -np.inf if best == thresholds.size - 1 else float(thresholds[best])


def pooled_best(attempts: Attempts, folds: np.ndarray, settings: MeasureSettings, recall_scale: float = 1.0) -> PooledPoint:
    """The cross-fitted best-PRC operating point of one predictor.

    Each fold's precision and coverage are measured at its own threshold and the folds averaged with
    equal weights: pooling their counts would weight a fold by how many predictions its threshold
    lets through, which depends on the other folds' luck (they chose it)."""
    k = int(folds.max()) + 1 if folds.size else 1
    precisions, predictions, sizes, thresholds = [], [], [], []
    for fold in range(k):
        held = folds == fold
        train = np.flatnonzero(~held)
        if train.size == 0:  # a single fold: nothing to choose on, so everything is predicted
            threshold = -np.inf
        else:
            threshold = choose_threshold(attempts, train, folds.size / train.size, settings, recall_scale)
        chosen = held & attempts.predicted & (attempts.score >= threshold)
        thresholds.append(threshold)
        sizes.append(held.sum())
        predictions.append(chosen.sum())
        if chosen.any():
            precisions.append(attempts.correct[chosen].mean())
    n = int(folds.size)
    if not precisions:
        return _point(0.0, 0.0, n, recall_scale, tuple(thresholds), settings)
    effective = _effective_count(np.array([p for p in predictions if p > 0], dtype=float))
    recall = float(np.mean(np.divide(predictions, sizes)))
    return _point(float(np.mean(precisions)) * effective, effective, n, recall_scale, tuple(thresholds), settings,
                  recall * n)


def _point(n_true: float, n_pred: float, n: int, recall_scale: float, thresholds: tuple[float, ...],
           settings: MeasureSettings, predicted: float | None = None) -> PooledPoint:
    """An operating point from `n_true` right of `n_pred` predictions (the precision's count) and
    `predicted` predictions in `n` attempts (the coverage's; the same unless given)."""
    predicted = n_pred if predicted is None else predicted
    c = settings.confidence
    p_low, p_high = wilson_interval(n_true, n_pred, c)
    r_low, r_high = wilson_interval(predicted, n, c)
    centre = probabilistic_precision(n_true, n_pred, c) if n_pred else 0.0
    recall = predicted / max(n, 1) * recall_scale
    args = settings.prc_alpha, settings.prc_r_min
    point = float(prc(centre, recall, *args)) if n_pred else 0.0
    low = float(prc(p_low, r_low * recall_scale, *args)) if n_pred else 0.0
    high = float(prc(p_high, r_high * recall_scale, *args))
    observed = n_true / n_pred if n_pred else float("nan")
    return PooledPoint(round(n_true), round(predicted), n, recall_scale, Interval(point, min(low, point), max(high, point)),
                       Interval(observed, float(p_low), float(p_high)), float(centre), thresholds)


def combined_interval(measure: Callable[[float, float], float], base: Interval, attack: Interval) -> Interval:
    """`measure(base, attack)` with an interval recovered from both sides' intervals (MOVER).

    The measure rises with the attack and falls with the baseline; each side's interval end is
    pushed through it with the other side at its estimate, and the deviations add in quadrature.
    """
    point = measure(base.point, attack.point)
    down = np.hypot(point - measure(base.point, attack.low), point - measure(base.high, attack.point))
    up = np.hypot(measure(base.point, attack.high) - point, measure(base.low, attack.point) - point)
    ceiling = max(point, measure(base.low, attack.high))  # no deviation can take it past both ends at once
    return Interval(point, float(point - down), float(min(point + up, ceiling)))


def alc_interval(base: PooledPoint, attack: PooledPoint, abs_weight: float) -> Interval:
    return combined_interval(lambda b, a: float(alc(b, a, abs_weight)), base.prc, attack.prc)


def equal_coverage_curve(attack: Attempts, baseline: Attempts, rows: np.ndarray | None = None) -> dict[str, np.ndarray]:
    """Attack and baseline precision on the attack's predictions down to each attack threshold.

    The baseline is judged on exactly the targets the attack predicted for (000 §4.3); its own
    abstentions there count as no prediction."""
    rows = np.arange(len(attack)) if rows is None else rows
    thresholds, n_pred, (a_true, b_true, b_pred) = _ranked_counts(
        attack.score[rows], [attack.correct[rows], baseline.correct[rows], baseline.predicted[rows]])
    return {"threshold": thresholds, "n": n_pred, "coverage": n_pred / max(rows.size, 1),
            "attack_true": a_true, "base_true": b_true, "base_n": b_pred}


def _improvement_bounds(curve: dict[str, np.ndarray], scale: float, confidence: float) -> tuple[np.ndarray, np.ndarray]:
    """Precision improvement down to each threshold and its lower bound, as if `scale` times the counts backed it."""
    n, b_n = curve["n"] * scale, curve["base_n"] * scale
    a_true, b_true = curve["attack_true"] * scale, curve["base_true"] * scale
    p_attack, p_base = a_true / np.maximum(n, 1), b_true / np.maximum(b_n, 1)
    a_low, _ = wilson_interval(a_true, n, confidence)
    _, b_high = wilson_interval(b_true, b_n, confidence)
    gain = np.asarray(precision_improvement(p_base, p_attack), dtype=float)
    drop = np.hypot(gain - precision_improvement(p_base, a_low), gain - precision_improvement(b_high, p_attack))
    return gain, gain - drop


def pooled_equal_coverage(attack: Attempts, baseline: Attempts, folds: np.ndarray, settings: MeasureSettings,
                          min_coverage: float, min_predictions: int = 1) -> EqualCoverage | None:
    """The largest precision improvement at equal coverage one can be sure of, cross-fitted like the best PRC.

    Each fold is measured at the attack threshold whose improvement had the highest lower bound on
    the other folds, among coverages of at least `min_coverage` and `min_predictions` predictions:
    a large improvement on a group too small to be sure of does not win over a sure one. The folds'
    precisions are averaged with equal weights: the chosen coverages differ widely between folds, and
    weighting a fold by its predictions would tie its weight to the other folds' luck."""
    k = int(folds.max()) + 1 if folds.size else 1
    measured = []  # per fold: attack precision, predictions, baseline precision, baseline predictions
    for fold in range(k):
        held = folds == fold
        train = np.flatnonzero(~held) if k > 1 else np.flatnonzero(held)
        scale = folds.size / max(train.size, 1)
        curve = equal_coverage_curve(attack, baseline, train)
        eligible = (curve["coverage"] >= min_coverage) & (curve["n"] * scale >= min_predictions) & (curve["base_n"] > 0)
        if not eligible.any():
            continue
        _, low = _improvement_bounds(curve, scale, settings.confidence)
        threshold = curve["threshold"][int(np.argmax(np.where(eligible, low, -np.inf)))]
        chosen = held & attack.predicted & (attack.score >= threshold)
        judged = chosen & baseline.predicted
        if judged.any():
            measured.append((attack.correct[chosen].mean(), chosen.sum(), baseline.correct[judged].mean(), judged.sum()))
    if not measured:
        return None
    p_attack, n, p_base, b_n = (np.array(column, dtype=float) for column in zip(*measured))
    c = settings.confidence
    p_attack = _averaged(p_attack, n, c)
    p_base = _averaged(p_base, b_n, c)
    gain = combined_interval(lambda b, a: float(precision_improvement(b, a)), p_base, p_attack)
    return EqualCoverage(float(n.sum()) / len(attack), p_attack, p_base, gain, int(n.sum()))


def _effective_count(counts: np.ndarray) -> float:
    """The count whose binomial variance an equally weighted mean of proportions over `counts` has
    (k² / Σ 1/nᵢ: the harmonic mean times k)."""
    return counts.size**2 / float(np.sum(1.0 / counts))


def _averaged(precisions: np.ndarray, counts: np.ndarray, confidence: float) -> Interval:
    """The mean of the folds' precisions with a Wilson interval at their effective number of predictions."""
    mean = float(precisions.mean())
    effective = _effective_count(counts)
    low, high = wilson_interval(mean * effective, effective, confidence)
    return Interval(mean, float(low), float(high))


def thinned_equal_coverage(attack: Attempts, baseline: Attempts, settings: MeasureSettings,
                           points: int = 120) -> dict[str, list[float]]:
    """The equal-coverage curve for plots and reports: at most `points` coverages, log-spaced."""
    curve = equal_coverage_curve(attack, baseline)
    if curve["n"].size == 0:
        return {}
    grid = np.unique(np.geomspace(1, curve["n"][-1], points).round())
    keep = np.unique(np.minimum(np.searchsorted(curve["n"], grid), curve["n"].size - 1))
    c = settings.confidence
    n, a_true, b_true, b_n = curve["n"][keep], curve["attack_true"][keep], curve["base_true"][keep], curve["base_n"][keep]
    a_low, a_high = wilson_interval(a_true, n, c)
    b_low, b_high = wilson_interval(b_true, b_n, c)
    gain, gain_low = _improvement_bounds({"n": n, "base_n": b_n, "attack_true": a_true, "base_true": b_true}, 1.0, c)
    rounded = lambda values: [round(float(v), 6) for v in np.asarray(values, dtype=float)]  # noqa: E731
    return {"coverage": rounded(curve["coverage"][keep]), "n_predictions": rounded(n),
            "attack_precision": rounded(a_true / np.maximum(n, 1)), "attack_low": rounded(a_low), "attack_high": rounded(a_high),
            "baseline_precision": rounded(b_true / np.maximum(b_n, 1)), "baseline_low": rounded(b_low),
            "baseline_high": rounded(b_high), "improvement": rounded(gain), "improvement_low": rounded(gain_low)}
