"""What one attack scenario produced: its measures, curves and per-attempt records."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from anonguard.engine.sweep import Curve, curve_from_dict

OK, FAILED, CANCELLED = "ok", "failed", "cancelled"


@dataclass(frozen=True)
class OperatingPoint:
    """The chosen (P, R) pair of a curve: its best significant PRC, or its widest pair if none is."""

    threshold: float
    recall: float
    precision: float
    prob_precision: float
    ci_low: float
    ci_high: float
    prc: float
    n_predictions: int
    significant: bool

    @classmethod
    def of(cls, curve: Curve, max_width: float) -> "OperatingPoint | None":
        index = curve.best_index(max_width)
        significant = index is not None
        if index is None:
            if len(curve) == 0:
                return None
            index = len(curve) - 1
        return cls(
            float(curve.threshold[index]), float(curve.recall[index]), float(curve.precision[index]),
            float(curve.prob_precision[index]), float(curve.ci_low[index]), float(curve.ci_high[index]),
            float(curve.prc[index]), int(curve.n_predictions[index]), significant,
        )


@dataclass
class ScenarioResult:
    """One (release, attack, secret, known set) row of an audit."""

    release: str
    attack_id: str
    attack_params: dict[str, Any]
    secret: str
    known: tuple[str, ...]
    status: str = OK
    error: str | None = None
    alc: float | None = None
    risk: str | None = None
    conclusive: bool = False  # attack and baseline points are both significant
    attack: OperatingPoint | None = None
    baseline: OperatingPoint | None = None
    precision_improvement: float | None = None
    baseline_model: str | None = None
    baseline_candidates: list[dict] = field(default_factory=list)
    n_attempts: int = 0
    n_targets_available: int = 0
    halt_reason: str | None = None
    attack_curve: Curve | None = None
    baseline_curve: Curve | None = None
    attempts: pd.DataFrame | None = None
    seconds: float = 0.0

    def to_dict(self, include_attempts: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "release": self.release,
            "attack_id": self.attack_id,
            "attack_params": self.attack_params,
            "secret": self.secret,
            "known": list(self.known),
            "status": self.status,
            "error": self.error,
            "alc": _number(self.alc),
            "risk": self.risk,
            "conclusive": self.conclusive,
        }
        for prefix, point in (("attack", self.attack), ("baseline", self.baseline)):
            data.update({
                f"{prefix}_precision": _number(point and point.precision),
                f"{prefix}_prob_precision": _number(point and point.prob_precision),
                f"{prefix}_precision_ci": None if point is None else [_number(point.ci_low), _number(point.ci_high)],
                f"{prefix}_recall": _number(point and point.recall),
                f"{prefix}_prc": _number(point and point.prc),
                f"{prefix}_threshold": _number(point and point.threshold),
                f"{prefix}_significant": None if point is None else point.significant,
            })
        data.update({
            "precision_improvement": _number(self.precision_improvement),
            "baseline_model": self.baseline_model,
            "baseline_candidates": self.baseline_candidates,
            "n_attempts": self.n_attempts,
            "n_targets_available": self.n_targets_available,
            "halt_reason": self.halt_reason,
            "seconds": round(self.seconds, 3),
            "attack_curve": self.attack_curve.to_dict() if self.attack_curve is not None else None,
            "baseline_curve": self.baseline_curve.to_dict() if self.baseline_curve is not None else None,
        })
        if include_attempts and self.attempts is not None:
            data["attempts"] = self.attempts.to_dict(orient="list")
        return data


def result_from_dict(data: dict[str, Any]) -> ScenarioResult:
    """A result as `ScenarioResult.to_dict` wrote it, without its per-attempt records."""
    result = ScenarioResult(
        data["release"], data["attack_id"], dict(data.get("attack_params", {})), data["secret"], tuple(data["known"]),
        status=data["status"], error=data.get("error"), alc=data.get("alc"), risk=data.get("risk"),
        conclusive=bool(data.get("conclusive")), precision_improvement=data.get("precision_improvement"),
        baseline_model=data.get("baseline_model"), baseline_candidates=list(data.get("baseline_candidates", [])),
        n_attempts=int(data.get("n_attempts", 0)), n_targets_available=int(data.get("n_targets_available", 0)),
        halt_reason=data.get("halt_reason"), seconds=float(data.get("seconds", 0.0)),
    )
    for prefix in ("attack", "baseline"):
        curve = data.get(f"{prefix}_curve")
        if curve:
            setattr(result, f"{prefix}_curve", curve_from_dict(curve, result.n_attempts))
        if data.get(f"{prefix}_prc") is not None:
            low, high = data[f"{prefix}_precision_ci"]
            setattr(result, prefix, OperatingPoint(
                data[f"{prefix}_threshold"], data[f"{prefix}_recall"], data[f"{prefix}_precision"],
                data[f"{prefix}_prob_precision"], low, high, data[f"{prefix}_prc"],
                round(data[f"{prefix}_recall"] * result.n_attempts), bool(data[f"{prefix}_significant"]),
            ))
    return result


def _number(value: Any) -> float | None:
    if value is None:
        return None
    value = float(value)
    return round(value, 6) if math.isfinite(value) else None


def attempts_frame(
    target: np.ndarray, truth: np.ndarray, attack_value: np.ndarray, attack_score: np.ndarray,
    attack_abstain: np.ndarray, attack_correct: np.ndarray, base_value: np.ndarray, base_score: np.ndarray,
    base_correct: np.ndarray,
) -> pd.DataFrame:
    """Per-attempt records kept for the report: who was attacked, what each side said, and if it was right."""
    return pd.DataFrame({
        "target": target, "truth": truth,
        "attack_prediction": attack_value, "attack_rank_score": attack_score,
        "attack_abstained": attack_abstain, "attack_correct": attack_correct,
        "baseline_prediction": base_value, "baseline_rank_score": base_score, "baseline_correct": base_correct,
    })
