"""What one membership scenario produced: its ROC read at low FPR and at realistic skews."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from anonguard.engine.claims.measures import pr_at_skew
from anonguard.engine.outcome import Kind, Status
from anonguard.engine.result_fields import Count, Described, Share, result_field
from anonguard.engine.membership.roc import (
    Claim, Roc, auc, auc_interval, base_rate, likelihood_ratio, membership_alc, most_precise, roc_curve, skew_label,
)
from anonguard.engine.settings import MembershipSettings
from anonguard.fields import type_schema
from anonguard.phrases import say

MEMBER_ROW = "original row "  # how a membership claim names a member (data rows counted from 1)


@dataclass
class MembershipResult(Described):
    """One (release, membership attack) row of an audit: its ROC read at low false-positive rates and at
    realistic skews."""

    release: str = result_field("the release attacked")
    attack_id: str = result_field("the membership attack's plugin")
    attack_params: dict[str, Any] = result_field("the parameters it ran with")
    status: Status = result_field("how its run ended", Status.OK)
    error: str | None = result_field("why it failed", None)
    # halt_reason and seconds: checked by no earlier schema, so not now either (files hold a text and a number)
    halt_reason: str | None = result_field("'complete', or why fewer candidates were scored", say("complete"),
                                           schema={})
    seconds: float = result_field("how long it ran", 0.0, schema={})
    members: Count = result_field("members of the original scored", 0)
    non_members: Count = result_field("non-members scored", 0)
    auc: float | None = result_field("area under the ROC curve", None)
    auc_interval: tuple[float, float] | None = result_field("the AUC's interval", None)
    skews: list[float] = result_field("the non-members per member the precision is read at", factory=list,
                                      items={"exclusiveMinimum": 0})
    realistic_skew: float | None = result_field("the skew the audit file calls realistic", None)
    operating_points: list[dict[str, Any]] = result_field(
        "the best share of members found at each false-positive rate level", factory=list,
        items={"required": ["fpr_level", "resolved", "tp", "fp", "tpr", "fpr", "precision"]})
    by_skew: list[dict[str, Any]] = result_field(
        "per skew: its base rate, the ALC and the best precision", factory=list,
        items={"required": ["skew", "label", "base_rate", "alc", "best_precision", "best_precision_low",
                            "best_precision_high", "best_recall", "best_claims"],
               "properties": {"label": {"type": "string", "pattern": "^1:"}, "base_rate": type_schema(Share),
                              "alc_ci": type_schema(tuple[float | None, float | None] | None)}})
    curve: dict[str, list[float | None]] = result_field("the ROC's points (thinned), a list per measure",
                                                        factory=dict, key="roc")
    claims: list[dict[str, Any]] = result_field(
        "the most confident individual claims", factory=list, key="top_claims",
        items={"required": ["rank", "candidate", "score", "member", "claimed_with", "precision", "at_skew"]})

    kind = Kind.MEMBERSHIP

    def measure(self, scores: np.ndarray, is_member: np.ndarray, origin: np.ndarray, raw: pd.DataFrame | None,
                settings: MembershipSettings, realistic: float | None) -> None:
        """Fill the measures from the scores of the candidates that were scored."""
        self.members, self.non_members = int(is_member.sum()), int((~is_member).sum())
        if min(self.members, self.non_members) == 0:
            self.error = say("too few candidates were scored to measure anything")
            return
        roc = roc_curve(scores, is_member)
        self.auc = auc(scores, is_member)
        self.auc_interval = auc_interval(self.auc, self.members, self.non_members)
        self.realistic_skew = realistic
        self.skews = sorted({float(k) for k in settings.skews} | ({realistic} if realistic else set()))
        self.operating_points = [
            {"fpr_level": level, "resolved": self.non_members * level >= 1,
             **Claim.of(roc, roc.at_fpr(level)).describe(tuple(self.skews))}
            for level in settings.fpr_levels
        ]
        self.by_skew = [self._at_skew(roc, k) for k in self.skews]
        self.curve = _curve(roc, self.skews)
        self.claims = _claims(roc, scores, is_member, origin, raw, settings.top_claims, realistic or max(self.skews))

    def _at_skew(self, roc: Roc, skew: float) -> dict[str, Any]:
        claim = Claim.of(roc, most_precise(roc, skew))
        point, low, high = claim.precision(skew)
        return {
            "skew": skew, "label": skew_label(skew), "base_rate": base_rate(skew),
            "alc": membership_alc(claim, skew),
            "alc_ci": [membership_alc(claim, skew, precision=low), membership_alc(claim, skew, precision=high)],
            "best_precision": point, "best_precision_low": low, "best_precision_high": high,
            "best_recall": claim.tpr, "best_claims": claim.tp + claim.fp,
        }

    def tpr_at(self, fpr_level: float) -> float | None:
        """The share of members found at a false-positive rate of at most `fpr_level`, if it was read."""
        return next((p["tpr"] for p in self.operating_points if p["fpr_level"] == fpr_level), None)

    @property
    def headline(self) -> dict[str, Any] | None:
        """The reading at the realistic skew if one was stated, else at the most skewed one."""
        if not self.by_skew:
            return None
        target = self.realistic_skew or max(self.skews)
        return next(s for s in self.by_skew if s["skew"] == target)

    def operating_frame(self) -> pd.DataFrame:
        """One row per FPR level: the TPR reached, its likelihood ratio and the precision at every skew."""
        rows = []
        for point in self.operating_points:
            lr, lr_low = point["likelihood_ratio"], point["likelihood_ratio_low"]
            row = {
                "FPR at most": f"{point['fpr_level']:g}" + ("" if point["resolved"] else " (read at FPR 0)"),
                "TPR (recall)": _short(point["tpr"]), "FPR": _short(point["fpr"]), "claims": point["tp"] + point["fp"],
                "TPR/FPR": "∞" if lr is None and point["tp"] else _short(lr), "TPR/FPR at least": _short(lr_low),
            }
            for label, precision in point["precision"].items():
                value, low = precision["point"], precision["low"]
                row[f"P {label}"] = "-" if value is None else f"{value:.3f} (≥ {low:.3f})"
            rows.append(row)
        return pd.DataFrame(rows)

    def claims_frame(self) -> pd.DataFrame:
        """The most confident individual claims, with the record's values only if they were asked for."""
        rows = []
        for claim in self.claims:
            row = {"rank": claim["rank"], "candidate": claim["candidate"], "score": claim["score"],
                   "truly a member": "yes" if claim["member"] else "no", "claimed with": claim["claimed_with"],
                   f"precision {claim['at_skew']}": claim["precision"]}
            row.update(claim.get("values", {}))
            rows.append(row)
        return pd.DataFrame(rows)

    def to_dict(self, include_attempts: bool = False) -> dict[str, Any]:
        """The result as JSON; `include_attempts` is accepted like an attribute result's (scores are not kept)."""
        return {
            "kind": self.kind, "release": self.release, "attack_id": self.attack_id, "attack_params": self.attack_params,
            "status": self.status, "error": self.error, "halt_reason": self.halt_reason, "seconds": round(self.seconds, 3),
            "members": self.members, "non_members": self.non_members,
            "auc": self.auc, "auc_interval": None if self.auc_interval is None else list(self.auc_interval),
            "realistic_skew": self.realistic_skew, "skews": self.skews,
            "operating_points": self.operating_points, "by_skew": self.by_skew,
            "roc": self.curve, "top_claims": self.claims,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "MembershipResult":
        interval = data.get("auc_interval")
        return cls(
            data["release"], data["attack_id"], dict(data.get("attack_params", {})), status=Status(data["status"]),
            error=data.get("error"), halt_reason=data.get("halt_reason"), seconds=float(data.get("seconds", 0.0)),
            members=int(data.get("members", 0)), non_members=int(data.get("non_members", 0)), auc=data.get("auc"),
            auc_interval=None if interval is None else tuple(interval), skews=list(data.get("skews", [])),
            realistic_skew=data.get("realistic_skew"), operating_points=list(data.get("operating_points", [])),
            by_skew=list(data.get("by_skew", [])), curve=dict(data.get("roc", {})), claims=list(data.get("top_claims", [])),
        )


def _curve(roc: Roc, skews: list[float]) -> dict[str, list[float | None]]:
    kept = roc.thinned()
    tpr, fpr = roc.tpr[kept], roc.fpr[kept]
    curve: dict[str, list[float | None]] = {
        "threshold": _list(roc.threshold[kept]), "tpr": _list(tpr), "fpr": _list(fpr),
        "likelihood_ratio": _list(likelihood_ratio(tpr, fpr)),
    }
    for skew in skews:
        curve[f"precision {skew_label(skew)}"] = _list(pr_at_skew(tpr, fpr, 1.0, skew)[0])
    return curve


def _claims(roc: Roc, scores: np.ndarray, is_member: np.ndarray, origin: np.ndarray, raw: pd.DataFrame | None,
            count: int, skew: float) -> list[dict[str, Any]]:
    """The `count` highest-scoring candidates, each with what claiming down to its score is worth."""
    top = np.argsort(-scores, kind="stable")[:count]
    # the ROC point of each claim: all candidates scoring at least as high are claimed with it
    points = np.searchsorted(-roc.threshold, -scores[top], side="right") - 1
    claims = []
    for rank, (row, point) in enumerate(zip(top, points), start=1):
        claim = Claim.of(roc, int(point))
        lr, _ = claim.likelihood_ratio()
        entry = {
            "rank": rank, "candidate": str(origin[row]), "score": float(scores[row]), "member": bool(is_member[row]),
            "claimed_with": claim.tp + claim.fp, "likelihood_ratio": float(lr) if np.isfinite(lr) else None,
            "precision": claim.precision(skew)[0], "at_skew": skew_label(skew),
        }
        if raw is not None:
            entry["values"] = {str(k): _plain(v) for k, v in raw.iloc[row].items()}
        claims.append(entry)
    return claims


def _short(value: float | None) -> str:
    return "-" if value is None else f"{value:.4g}"


def _list(values: np.ndarray) -> list[float | None]:
    return [float(v) if np.isfinite(v) else None for v in np.asarray(values, dtype=float)]


def _plain(value: Any) -> Any:
    if value is None or (isinstance(value, float) and np.isnan(value)) or value is pd.NA:
        return None
    return value.item() if hasattr(value, "item") else value
