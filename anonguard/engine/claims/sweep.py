"""The rank-score threshold sweep: every operating point of a predictor in O(n log n).

Attempts are sorted once by rank score; cumulative counts at the end of each run of equal
scores give the (precision, recall) of "predict when rank_score >= threshold". A run of equal
scores is never split, because the predictor cannot tell those predictions apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from anonguard.engine.claims.measures import prc, probabilistic_precision, wilson_interval
from anonguard.engine.settings import MeasureSettings


@dataclass(frozen=True)
class Curve:
    """All operating points of one predictor, from the highest threshold to the lowest."""

    threshold: np.ndarray
    n_predictions: np.ndarray
    n_correct: np.ndarray
    recall: np.ndarray
    precision: np.ndarray  # measured T / (T + F)
    prob_precision: np.ndarray  # Wilson midpoint, used for PRC
    ci_low: np.ndarray
    ci_high: np.ndarray
    prc: np.ndarray
    n_attempts: int

    def __len__(self) -> int:
        return len(self.threshold)

    def within_width(self, max_width: float) -> np.ndarray:
        return (self.ci_high - self.ci_low) < max_width

    def best_index(self, max_width: float) -> int | None:
        """The point with the largest PRC among those whose interval is narrower than `max_width`."""
        candidates = np.flatnonzero(self.within_width(max_width))
        if candidates.size == 0:
            return None
        return int(candidates[np.argmax(self.prc[candidates])])

    def to_dict(self, most: int = 400) -> dict[str, list[float]]:
        """The curve for plots and reports: at most about `most` points, log-spaced in coverage (the
        scale it is drawn on), both ends always among them."""
        keep = np.arange(len(self))
        if len(self) > most:
            grid = np.geomspace(self.n_predictions[0], self.n_predictions[-1], most)
            keep = np.unique(np.r_[0, len(self) - 1, np.minimum(np.searchsorted(self.n_predictions, grid), len(self) - 1)])
        return {
            "threshold": _rounded(self.threshold[keep]),
            "n_predictions": self.n_predictions[keep].astype(int).tolist(),
            "recall": _rounded(self.recall[keep]),
            "precision": _rounded(self.precision[keep]),
            "prob_precision": _rounded(self.prob_precision[keep]),
            "ci_low": _rounded(self.ci_low[keep]),
            "ci_high": _rounded(self.ci_high[keep]),
            "prc": _rounded(self.prc[keep]),
        }

    @staticmethod
    def json_schema() -> dict[str, Any]:
        """What `to_dict` writes: a list per measure, null where a value is not finite."""
        return {"type": "object", "required": ["threshold", "recall", "precision", "ci_low", "ci_high", "prc"],
                "additionalProperties": {"type": "array", "items": {"type": ["number", "null"]}}}


def curve_from_dict(data: dict[str, list[float]], n_attempts: int) -> Curve:
    """A curve as `Curve.to_dict` wrote it (to show a saved audit without re-running it)."""
    array = {key: np.asarray(values, dtype=float) for key, values in data.items()}
    return Curve(
        threshold=array["threshold"], n_predictions=array["n_predictions"],
        n_correct=np.round(array["precision"] * array["n_predictions"]), recall=array["recall"],
        precision=array["precision"], prob_precision=array["prob_precision"], ci_low=array["ci_low"],
        ci_high=array["ci_high"], prc=array["prc"], n_attempts=n_attempts,
    )


def _rounded(values: np.ndarray) -> list[float]:
    return [round(float(v), 6) for v in values]


def sweep(
    correct: np.ndarray,
    rank_score: np.ndarray,
    predicted: np.ndarray | None = None,
    *,
    settings: MeasureSettings = MeasureSettings(),
    recall_scale: float = 1.0,
) -> Curve:
    """Score every threshold of one predictor's attempts.

    `correct[i]` says whether attempt i's prediction was right, `predicted[i]` whether it
    predicted at all (abstentions never count as predictions); recall is the share of all
    attempts predicted at the threshold, times `recall_scale` (pre-targeted population recall).
    """
    correct = np.asarray(correct, dtype=bool)
    rank_score = np.asarray(rank_score, dtype=float)
    n_attempts = correct.size
    if rank_score.shape != correct.shape:
        raise ValueError("correct and rank_score must have the same length")
    if predicted is None:
        predicted = np.ones(n_attempts, dtype=bool)
    predicted = np.asarray(predicted, dtype=bool)
    scores = rank_score[predicted]
    hits = correct[predicted]
    if np.isnan(scores).any():
        raise ValueError("rank scores of predictions must not be NaN")

    order = np.argsort(-scores, kind="stable")
    scores, hits = scores[order], hits[order]
    run_ends = np.flatnonzero(np.r_[scores[1:] != scores[:-1], True]) if scores.size else np.empty(0, int)
    n_pred = (run_ends + 1).astype(float)
    n_true = np.cumsum(hits)[run_ends].astype(float)
    recall = n_pred / max(n_attempts, 1) * recall_scale
    prob = np.asarray(probabilistic_precision(n_true, n_pred, settings.confidence), dtype=float)
    low, high = wilson_interval(n_true, n_pred, settings.confidence)
    return Curve(
        threshold=scores[run_ends],
        n_predictions=n_pred,
        n_correct=n_true,
        recall=recall,
        precision=n_true / np.where(n_pred > 0, n_pred, 1.0),
        prob_precision=prob,
        ci_low=np.asarray(low, dtype=float),
        ci_high=np.asarray(high, dtype=float),
        prc=np.asarray(prc(prob, recall, settings.prc_alpha, settings.prc_r_min), dtype=float),
        n_attempts=n_attempts,
    )
