"""What one attack scenario produced: its measures, curves and per-attempt records."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np
import pandas as pd

from anonguard.engine.claims.estimate import EqualCoverage, PooledPoint
from anonguard.engine.outcome import Kind, Status
from anonguard.engine.claims.sweep import Curve, curve_from_dict
from anonguard.engine.result_fields import Count, Written, result_field, result_schema
from anonguard.fields import type_schema

Band = Literal["safe", "at-risk", "serious", "undetermined"]  # a result's risk and verdict (claims/decision.py)


@dataclass(frozen=True)
class OperatingPoint:
    """An operating point of a predictor: its precision (with interval), coverage and PRC (with interval).

    The points a result reports are cross-fitted (`anonguard.engine.claims.estimate`); a curve's own best
    point (`of`) is the in-sample maximum the paper reads, kept for comparison."""

    threshold: float
    recall: float
    precision: float
    prob_precision: float
    ci_low: float
    ci_high: float
    prc: float
    n_predictions: int
    significant: bool
    prc_low: float | None = None
    prc_high: float | None = None

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

    @classmethod
    def pooled(cls, point: PooledPoint, max_width: float) -> "OperatingPoint":
        finite = [t for t in point.thresholds if np.isfinite(t)]
        return cls(
            float(np.median(finite)) if finite else -np.inf, point.recall, point.precision.point,
            point.prob_precision,
            point.precision.low, point.precision.high, point.prc.point, point.n_predictions,
            bool(point.n_predictions and point.precision.high - point.precision.low < max_width),
            point.prc.low, point.prc.high,
        )

    def to_dict(self, prefix: str) -> dict[str, Any]:
        return {
            f"{prefix}_precision": _number(self.precision),
            f"{prefix}_prob_precision": _number(self.prob_precision),
            f"{prefix}_precision_ci": [_number(self.ci_low), _number(self.ci_high)],
            f"{prefix}_recall": _number(self.recall),
            f"{prefix}_prc": _number(self.prc),
            f"{prefix}_prc_ci": None if self.prc_low is None else [_number(self.prc_low), _number(self.prc_high)],
            f"{prefix}_threshold": _number(self.threshold),
            f"{prefix}_predictions": self.n_predictions,
            f"{prefix}_significant": self.significant,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], prefix: str, attempts: int) -> "OperatingPoint | None":
        if data.get(f"{prefix}_prc") is None:
            return None
        low, high = data[f"{prefix}_precision_ci"]
        prc_ci = data.get(f"{prefix}_prc_ci") or [None, None]
        threshold = data.get(f"{prefix}_threshold")
        return cls(
            -np.inf if threshold is None else threshold, data[f"{prefix}_recall"], data[f"{prefix}_precision"],
            data[f"{prefix}_prob_precision"], low, high, data[f"{prefix}_prc"],
            int(data.get(f"{prefix}_predictions", round((data[f"{prefix}_recall"] or 0) * attempts))),
            bool(data[f"{prefix}_significant"]), prc_ci[0], prc_ci[1],
        )

    @staticmethod
    def json_properties(prefix: str) -> dict[str, Written]:
        """The keys of a point `to_dict` writes that a file's schema checks (null when there is no point), and
        whether every file holds them."""
        number, interval = type_schema(float | None), type_schema(tuple[float | None, float | None] | None)
        return {f"{prefix}_precision": (number, True), f"{prefix}_precision_ci": (interval, False),
                f"{prefix}_recall": (number, True), f"{prefix}_prc": (number, True),
                f"{prefix}_prc_ci": (interval, False), f"{prefix}_predictions": (type_schema(Count | None), False)}


@dataclass
class ClaimsResult:
    """One (release, attack, sensitive variable, key-variable set) row of an audit, measured as claims: attribute
    inference's result, and the identity attacks' (`IdentityResult`, whose `secret` is the claim made).

    `alc` is cross-fitted and comes with `alc_ci`; `risk` is the band that interval decides,
    `pi_risk` the band of the equal-coverage precision improvement, and `verdict` the worse of the
    two (or ALC's alone, if the settings say so). A failed or not applicable result has none."""

    release: str = result_field("the release attacked")
    attack_id: str = result_field("the attack's plugin")
    attack_params: dict[str, Any] = result_field("the parameters it ran with")
    secret: str = result_field("the sensitive variable guessed (an identity result: the claim made)")
    known: tuple[str, ...] = result_field("the columns the attacker knows")
    status: Status = result_field("how its run ended", Status.OK)
    error: str | None = result_field("why it failed", None)
    problems: list[str] = result_field("why the set-up leaves the result without a meaning (status not-applicable)",
                                       factory=list)
    # not applicable by the release's nature (published counts; record linkage on a synthetic release), not
    # because of how the audit was set up: it leaves the release judgeable (written only when true)
    by_design: bool = False
    alc: float | None = result_field("cross-fitted ALC; raw, may lie far below -1", None)
    alc_ci: tuple[float, float] | None = result_field("the ALC's interval, at the settings' confidence", None,
                                                      items={"type": ["number", "null"]})  # null: not finite
    alc_in_sample: float | None = result_field("best against best PRC on the attempts that chose them (paper 003)",
                                               None)
    risk: Band | None = result_field("the band the ALC interval alone decides", None)
    verdict: Band | None = result_field("the band decided from the intervals: the worse of ALC and the precision "
                                        "improvement unless settings.measures.verdict_from is 'alc'", None)
    verdict_note: str | None = result_field("notes qualifying the verdict", None)
    attempts_to_decide: Count | None = result_field(
        "attempts in all that would likely decide an undetermined interval", None)
    # the operating points are written flat, under their prefix (`OperatingPoint.json_properties`)
    attack: OperatingPoint | None = None
    baseline: OperatingPoint | None = None
    equal_coverage: EqualCoverage | None = result_field(
        "attack and baseline precision on the same predicted targets", None)
    pi_risk: Band | None = result_field("the band of the equal-coverage precision improvement", None)
    equal_coverage_curve: dict[str, list] = result_field(
        "attack and baseline precision on the attack's predictions down to each threshold (thinned)", factory=dict,
        required=False, schema={"type": ["object", "null"]})
    seed_spread: dict[str, Any] | None = result_field(
        "other seeds' readings when the audit was repeated", None, required=False,
        extra={"required": ["seeds", "alc", "alc_ci", "verdict", "status", "n_attempts"]})
    baseline_model: str | None = result_field("the baseline model chosen", None)
    baseline_candidates: list[dict] = result_field("every baseline model tried, with its PRC", factory=list,
                                                   items={"required": ["model", "prc", "error"]})
    n_attempts: Count = result_field("targets attacked", 0)
    n_targets_available: Count = result_field("targets the attack could have been given", 0)
    halt_reason: str | None = result_field("why the attack stopped (`halt_reasons` words it)", None)
    attack_curve: Curve | None = result_field("the attack's operating points", None)
    baseline_curve: Curve | None = result_field("the baseline's operating points", None)
    # the attack's population-level ('open') prediction, when it gives one (004 §3)
    open: OperatingPoint | None = None
    open_alc: float | None = None
    open_curve: Curve | None = None
    attempts: pd.DataFrame | None = result_field(
        "per-attempt records, a list per column, when the audit keeps them", None, required=False,
        schema={"type": "object", "additionalProperties": {"type": "array"}})
    seconds: float = result_field("how long it ran", 0.0, extra={"minimum": 0})

    kind = Kind.ATTRIBUTE

    @property
    def precision_improvement(self) -> float | None:
        return None if self.equal_coverage is None else self.equal_coverage.improvement.point

    def right_claims(self) -> np.ndarray:
        """Which attempts made their claim at the result's operating point, and were right."""
        attempts = self.attempts
        score = attempts["attack_rank_score"].to_numpy(dtype=float)
        claimed = ~attempts["attack_abstained"].to_numpy(dtype=bool) & (score >= self.attack.threshold)
        return claimed & attempts["attack_correct"].to_numpy(dtype=bool)

    def clear_measures(self) -> None:
        """A failed or not applicable result carries no ALC, no band and no verdict."""
        self.alc = self.alc_ci = self.alc_in_sample = self.risk = self.verdict = self.pi_risk = None
        self.verdict_note = self.attempts_to_decide = self.equal_coverage = self.open_alc = None

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
            "problems": list(self.problems),
            **({"not_applicable_by_design": True} if self.by_design else {}),
            "alc": _number(self.alc),
            "alc_ci": None if self.alc_ci is None else [_number(v) for v in self.alc_ci],
            "alc_in_sample": _number(self.alc_in_sample),
            "risk": self.risk,
            "precision_improvement": _number(self.precision_improvement),
            "pi_risk": self.pi_risk,
            "equal_coverage": None if self.equal_coverage is None else self.equal_coverage.to_dict(),
            "verdict": self.verdict,
            "verdict_note": self.verdict_note,
            "attempts_to_decide": self.attempts_to_decide,
            "seed_spread": self.seed_spread,
        }
        for prefix, point in (("attack", self.attack), ("baseline", self.baseline)) + (
            (("open", self.open),) if self.open is not None else ()
        ):
            data.update(point.to_dict(prefix) if point is not None else {
                f"{prefix}_{name}": None for name in ("precision", "prob_precision", "precision_ci", "recall", "prc",
                                                      "prc_ci", "threshold", "predictions", "significant")})
        data.update({
            "baseline_model": self.baseline_model,
            "baseline_candidates": self.baseline_candidates,
            "n_attempts": self.n_attempts,
            "n_targets_available": self.n_targets_available,
            "halt_reason": self.halt_reason,
            "seconds": round(self.seconds, 3),
            "attack_curve": self.attack_curve.to_dict() if self.attack_curve is not None else None,
            "baseline_curve": self.baseline_curve.to_dict() if self.baseline_curve is not None else None,
            "equal_coverage_curve": self.equal_coverage_curve or None,
        })
        if self.open is not None:
            data["open_alc"] = _number(self.open_alc)
            data["open_curve"] = self.open_curve.to_dict() if self.open_curve is not None else None
        if include_attempts and self.attempts is not None:
            data["attempts"] = self.attempts.to_dict(orient="list")
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ClaimsResult":
        """The result as `to_dict` wrote it (without its per-attempt records)."""
        ci = data.get("alc_ci")
        result = cls(
            data["release"], data["attack_id"], dict(data.get("attack_params", {})), data["secret"],
            tuple(data["known"]), status=Status(data["status"]), error=data.get("error"),
            problems=list(data.get("problems") or []), by_design=bool(data.get("not_applicable_by_design")),
            alc=data.get("alc"), alc_ci=None if ci is None else tuple(ci),
            alc_in_sample=data.get("alc_in_sample"), risk=data.get("risk"), verdict=data.get("verdict"),
            verdict_note=data.get("verdict_note"), attempts_to_decide=data.get("attempts_to_decide"),
            pi_risk=data.get("pi_risk"), equal_coverage=EqualCoverage.from_dict(data.get("equal_coverage")),
            equal_coverage_curve=dict(data.get("equal_coverage_curve") or {}), seed_spread=data.get("seed_spread"),
            baseline_model=data.get("baseline_model"), baseline_candidates=list(data.get("baseline_candidates", [])),
            n_attempts=int(data.get("n_attempts", 0)), n_targets_available=int(data.get("n_targets_available", 0)),
            halt_reason=data.get("halt_reason"), seconds=float(data.get("seconds", 0.0)),
        )
        result.open_alc = data.get("open_alc")
        for prefix in ("attack", "baseline", "open"):
            curve = data.get(f"{prefix}_curve")
            if curve:
                setattr(result, f"{prefix}_curve", curve_from_dict(curve, result.n_attempts))
            setattr(result, prefix, OperatingPoint.from_dict(data, prefix, result.n_attempts))
        return result

    @classmethod
    def json_schema(cls) -> dict[str, Any]:
        """What `to_dict` writes: the fields, the attack's and the baseline's operating points written flat,
        and what is computed from them."""
        return result_schema(cls, cls.written_beside_fields())

    @classmethod
    def written_beside_fields(cls) -> dict[str, Written]:
        """The keys `to_dict` writes that no field declares, with their schema and whether every file holds them."""
        return {**OperatingPoint.json_properties("attack"), **OperatingPoint.json_properties("baseline"),
                "precision_improvement": (type_schema(float | None), True)}


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
