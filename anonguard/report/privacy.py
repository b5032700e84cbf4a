"""Keeping the report from becoming a disclosure itself.

An audit's results can carry original values: a target's true secret and what each side
predicted for it, the values of the records a membership attack claims most confidently, the
names of categories only a few people hold, and the exact smallest and largest value of a
continuous secret (the outer edges of its bins). By default a report withholds all of them;
an explicit option keeps them, and the report says so on its first page.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass
from typing import Any

from anonguard.data.encoding import MISSING_LABEL

# per-attempt columns that never hold an original value: which row, the scores, right or wrong
SAFE_ATTEMPT_COLUMNS = (
    "target", "attack_rank_score", "attack_abstained", "attack_correct", "baseline_rank_score", "baseline_correct",
    "open_rank_score", "open_correct",
)
EDGE_DIGITS = 3  # significant digits bin edges are shown with when values are withheld


@dataclass(frozen=True)
class Disclosure:
    """What original values a report may show."""

    include_values: bool = False
    min_count: int = 10  # a category held by fewer original rows is not named

    def __post_init__(self) -> None:
        if self.min_count < 1:
            raise ValueError(f"the smallest count a category may be named at must be at least 1, got {self.min_count}")

    def to_dict(self) -> dict[str, Any]:
        return {"include_values": self.include_values, "min_count": self.min_count}

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> "Disclosure":
        """What a saved audit says it holds; one written before the option existed may hold everything."""
        if data is None:
            return cls(include_values=True)
        return cls(bool(data.get("include_values", False)), int(data.get("min_count", 10)))

    def withheld_label(self) -> str:
        return f"(withheld: fewer than {self.min_count} rows)"


def redact(audit: dict[str, Any], disclosure: Disclosure) -> dict[str, Any]:
    """A copy of a machine-readable audit (`audit.json`) that shows only what `disclosure` allows.

    Redacting an already redacted audit changes nothing, and asking for values that an audit no
    longer holds cannot bring them back: the copy records the stricter of the two policies."""
    held = Disclosure.from_dict(audit.get("privacy"))
    out = copy.deepcopy(audit)
    effective = disclosure if held.include_values else Disclosure(False, max(held.min_count, disclosure.min_count))
    if not effective.include_values:
        out["secrets"] = {name: _redact_secret(secret, effective) for name, secret in out.get("secrets", {}).items()}
        for result in out.get("results", []):
            _redact_result(result)
    out["privacy"] = effective.to_dict()
    return out


def _redact_secret(secret: dict[str, Any], disclosure: Disclosure) -> dict[str, Any]:
    labels, counts = list(secret.get("labels", [])), secret.get("counts")
    if secret.get("mode") == "bins" and secret.get("bin_edges"):
        inner = [_rounded(e) for e in secret["bin_edges"][1:-1]]  # the outer edges are the original's extremes
        labels = [*_open_ended_bins(inner), MISSING_LABEL][:len(labels)]
        secret["bin_edges"] = [None, *inner, None]
    if counts is None:  # no counts to tell rare from common: name nothing but the missing value
        secret["labels"] = [label if label == MISSING_LABEL else disclosure.withheld_label() for label in labels]
    else:
        secret["labels"] = [
            label if label == MISSING_LABEL or count >= disclosure.min_count else disclosure.withheld_label()
            for label, count in zip(labels, counts)
        ]
    return secret


def _open_ended_bins(inner: list[float]) -> list[str]:
    """Bin labels from the inner edges alone: the first bin is 'below', the last 'and above'."""
    if not inner:
        return ["any value"]
    middle = [f"[{_short(low)}, {_short(high)})" for low, high in zip(inner, inner[1:])]
    return [f"below {_short(inner[0])}", *middle, f"{_short(inner[-1])} and above"]


def _redact_result(result: dict[str, Any]) -> None:
    attempts = result.get("attempts")
    if attempts is not None:
        result["attempts"] = {name: values for name, values in attempts.items() if name in SAFE_ATTEMPT_COLUMNS}
    for claim in result.get("top_claims", []):
        claim.pop("values", None)


def _rounded(value: float | None) -> float | None:
    if value is None or not math.isfinite(value) or value == 0:
        return value
    return round(value, EDGE_DIGITS - 1 - math.floor(math.log10(abs(value))))


def _short(value: float) -> str:
    return f"{value:.{EDGE_DIGITS}g}" if abs(value) < 10 ** EDGE_DIGITS else f"{value:,.0f}"
