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
    # the attack's population-level ('open') prediction, when it gives one (004 §3)
    open: OperatingPoint | None = None
    open_alc: float | None = None
    open_curve: Curve | None = None
    attempts: pd.DataFrame | None = None
    seconds: float = 0.0

    kind = "attribute"

    def to_dict(self, include_attempts: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "kind": self.kind,
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
        for prefix, point in (("attack", self.attack), ("baseline", self.baseline)) + (
            (("open", self.open),) if self.open is not None else ()
        ):
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
        if self.open is not None:
            data["open_alc"] = _number(self.open_alc)
            data["open_curve"] = self.open_curve.to_dict() if self.open_curve is not None else None
        if include_attempts and self.attempts is not None:
            data["attempts"] = self.attempts.to_dict(orient="list")
        return data


def result_from_dict(data: dict[str, Any]) -> Any:
    """A result as its `to_dict` wrote it (attribute results without their per-attempt records)."""
    if data.get("kind") == "membership":
        from anonguard.engine.membership_result import MembershipResult  # it builds on this module

        return MembershipResult.from_dict(data)
    result = ScenarioResult(
        data["release"], data["attack_id"], dict(data.get("attack_params", {})), data["secret"], tuple(data["known"]),
        status=data["status"], error=data.get("error"), alc=data.get("alc"), risk=data.get("risk"),
        conclusive=bool(data.get("conclusive")), precision_improvement=data.get("precision_improvement"),
        baseline_model=data.get("baseline_model"), baseline_candidates=list(data.get("baseline_candidates", [])),
        n_attempts=int(data.get("n_attempts", 0)), n_targets_available=int(data.get("n_targets_available", 0)),
        halt_reason=data.get("halt_reason"), seconds=float(data.get("seconds", 0.0)),
    )
    result.open_alc = data.get("open_alc")
    for prefix in ("attack", "baseline", "open"):
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


ATTEMPT_COLUMNS = {
    "target": "target", "truth": "truth",
    "attack_value": "attack_prediction", "attack_score": "attack_rank_score",
    "attack_abstain": "attack_abstained", "attack_correct": "attack_correct",
    "base_value": "baseline_prediction", "base_score": "baseline_rank_score", "base_correct": "baseline_correct",
    "open_value": "open_prediction", "open_score": "open_rank_score", "open_correct": "open_correct",
}


def attempts_frame(records: dict[str, np.ndarray]) -> pd.DataFrame:
    """Per-attempt records kept for the report: who was attacked, what each side said, and if it was right.

    An attack's own per-target details (`detail_<name>`) follow the standard columns."""
    return pd.DataFrame({ATTEMPT_COLUMNS.get(name, name): values for name, values in records.items()})
