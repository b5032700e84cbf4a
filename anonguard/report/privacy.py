"""Keeping the report from becoming a disclosure itself.

An audit's results can carry original values: a target's true secret and what each side
predicted for it, the values of the records a membership attack claims most confidently, the
names of categories only a few people hold (in tables, and quoted in warnings, errors and
notes), and the exact smallest and largest value of a continuous secret (the outer edges of
the bins of audits made before bins were put on a round grid). By default a report withholds all of them;
an explicit option keeps them, and the report says so on its first page.
"""

from __future__ import annotations

import math
import pickle
from dataclasses import dataclass
from typing import Annotated, Any

from anonguard.data.encoding import MISSING_LABEL
from anonguard.data.encoding import RARE_LIMIT
from anonguard.engine.result_fields import Described, result_field

# per-attempt columns that never hold an original value: which row, the scores, right or wrong
SAFE_ATTEMPT_COLUMNS = (
    "target", "attack_rank_score", "attack_abstained", "attack_correct", "baseline_rank_score", "baseline_correct",
    "open_rank_score", "open_correct",
)
EDGE_DIGITS = 3  # significant digits bin edges are shown with when values are withheld


@dataclass(frozen=True)
class Disclosure(Described):
    """What original values a report may show (`redact` records it in the audit.json it writes)."""

    include_values: bool = result_field("whether original values are kept", False)
    min_count: Annotated[int, ("minimum", 1)] = result_field("a category held by fewer original rows is not named",
                                                             10)

    def __post_init__(self) -> None:
        if not 1 <= self.min_count <= RARE_LIMIT:
            raise ValueError(f"the smallest count a category may be named at must lie between 1 and {RARE_LIMIT}, "
                             f"got {self.min_count}")

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
    out = pickle.loads(pickle.dumps(audit, protocol=pickle.HIGHEST_PROTOCOL))  # a deep copy; 3-4x faster than deepcopy
    effective = disclosure if held.include_values else Disclosure(False, max(held.min_count, disclosure.min_count))
    if not effective.include_values:
        rare = out.pop("rare_labels", None) or {}
        out["secrets"] = {name: _redact_secret(secret, effective) for name, secret in out.get("secrets", {}).items()}
        for result in out.get("results", []):
            _redact_result(result)
        withheld = {label for label, count in rare.items() if count < effective.min_count}
        if withheld:
            out = _scrub(out, withheld, effective.withheld_label())
    out["privacy"] = effective.to_dict()
    return out


def _scrub(value: Any, withheld: set[str], replacement: str) -> Any:
    """`value` with every quoted category in `withheld` replaced, in every text of it: warnings,
    errors, notes and whatever a plugin wrote (they quote values as Python does, 'like this')."""
    if isinstance(value, str):
        return _scrub_text(value, withheld, replacement)
    if isinstance(value, dict):
        return {key: _scrub(item, withheld, replacement) for key, item in value.items()}
    if isinstance(value, list):
        return [_scrub(item, withheld, replacement) for item in value]
    return value


def _scrub_text(text: str, withheld: set[str], replacement: str) -> str:
    """Every stretch between two equal quote marks that is a withheld label, replaced. Any pair is
    tried, not only the next mark: an apostrophe in "the original's" must not hide 'a value'."""
    marks = [i for i, c in enumerate(text) if c in "'\""]
    found, after = [], -1
    for n, start in enumerate(marks):
        if start <= after:
            continue
        end = next((e for e in marks[n + 1:] if text[e] == text[start] and text[start + 1:e] in withheld), None)
        if end is not None:
            found.append((start, end))
            after = end
    for start, end in reversed(found):
        text = text[:start] + replacement + text[end + 1:]
    return text


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
