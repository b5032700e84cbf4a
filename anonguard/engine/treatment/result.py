"""What the treatment kind did: per treated release, its chain step by step and what it changed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from anonguard.engine.result_fields import Count, Described, result_field
from anonguard.engine.treatment.chain import StepRecord


@dataclass
class TreatedOutcome(Described):
    """One treated release: where it came from, each step, and the values the whole chain changed."""

    release: str = result_field("the treated release's label")
    source: str = result_field("the release it was made from ('original': the original itself)")
    rows_before: Count = result_field("rows of the release it was made from")
    rows: Count = result_field("rows of the treated release")
    steps: list[StepRecord] = result_field("each step: its treatment, parameters, notes, the share of values it "
                                           "changed per column and its seconds", factory=list,
                                           schema={"type": "array", "items": {"type": "object"}})
    changed: dict[str, float] = result_field("per column, the share of rows whose value the chain changed",
                                             factory=dict)
    suppressed: dict[str, float] = result_field("per column, the share of rows the chain left missing that were "
                                                "not", factory=dict)
    keys: list[str] = result_field("the key variables the treatments were told of", factory=list)

    @property
    def key_cells_suppressed(self) -> float:
        """The share of the key variables' cells the chain suppressed (sdcMicro's headline figure)."""
        return sum(self.suppressed.get(k, 0.0) for k in self.keys) / len(self.keys) if self.keys else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"release": self.release, "source": self.source, "rows_before": self.rows_before, "rows": self.rows,
                "steps": [s.to_dict() for s in self.steps], "changed": dict(self.changed),
                "suppressed": dict(self.suppressed), "keys": list(self.keys)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "TreatedOutcome":
        return cls(data["release"], data["source"], data["rows_before"], data["rows"],
                   [StepRecord.from_dict(s) for s in data.get("steps", [])], dict(data.get("changed", {})),
                   dict(data.get("suppressed", {})), list(data.get("keys", [])))


@dataclass
class TreatmentResult(Described):
    """The treated releases the audit made, in the order the audit file lists them."""

    releases: list[TreatedOutcome] = result_field("per treated release", factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"releases": [r.to_dict() for r in self.releases]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "TreatmentResult":
        return cls([TreatedOutcome.from_dict(r) for r in data.get("releases", [])])
