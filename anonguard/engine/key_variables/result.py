"""What the re-identification measures found (`anonguard.engine.key_variables.plan` measures them): per key
set and file, the figures `audit.json`, the report, the verdict and the window read, and the per-record
register beside them. Kept apart from the measuring so that reading a result loads no model fitting."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from anonguard.phrases import say

ORIGINAL = "original"
# the intruder's scenario: what they can know about who is in the file (docs/reidentification.md)
MEMBERSHIP_KNOWN = "membership-known"  # census, register extract, a clinic's file, a published sample: prosecutor
MEMBERSHIP_UNKNOWN = "membership-unknown"  # a sample whose members are not known: weighted individual risk
# the readings a key set's band can follow
PROSECUTOR, INDIVIDUAL, SYNTHETIC = "prosecutor", "individual", "synthetic"
READINGS = {PROSECUTOR: say("who is in the file can be known (prosecutor: k-anonymity)"),
            INDIVIDUAL: say("a sample whose members are not known (weighted individual risk)"),
            SYNTHETIC: say("synthetic rows that fit exactly one real person")}
# the SDC Practice Guide's release types (ihsn/SDCPractice, measure_risk.rst: "typically required thresholds
# for k-anonymity are 3 and 5"; an individual-risk threshold "e.g. 0.05 or 5%"): the settings each one fixes
SCENARIO_PRESETS: dict[str, dict[str, Any]] = {
    "public-use file": {"scenario": MEMBERSHIP_KNOWN, "k": 3},
    "public-use file, strict": {"scenario": MEMBERSHIP_KNOWN, "k": 5},
    "scientific-use file": {"scenario": MEMBERSHIP_UNKNOWN, "threshold": 0.05},
}


def preset_of(settings: dict[str, Any]) -> str | None:
    """The preset whose settings `settings` (the reidentification section) hold, or None: own thresholds."""
    return next((name for name, fixed in SCENARIO_PRESETS.items()
                 if all(settings.get(key) == value for key, value in fixed.items())), None)


CLASS_SIZE_BUCKETS = ((1, 1), (2, 2), (3, 4), (5, 9), (10, 19), (20, 49), (50, None))
RISK_EDGES = (0.0, 0.001, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0)  # ARX's risk-distribution view, coarser


@dataclass
class KeySetRisk:
    """Every classic measure of one key set on one file, with the per-record register beside it."""

    file: str
    keys: tuple[str, ...]
    records: int
    reading: str  # how a key combination is counted (wildcards, overlap of generalized cells)
    weighted: bool
    sample_uniques: int
    violating: dict[int, int]
    expected: float  # expected re-identifications: the sum of the individual risks
    share: float
    above: int  # records whose individual risk exceeds the threshold
    threshold: float
    highest: float
    band: str  # the band of the reading `decided_by`: "safe", "at-risk" or "serious"
    household_expected: float | None = None
    matches_one: int | None = None  # release records whose key cells fit exactly one original record
    attackers: dict[str, float] = field(default_factory=dict)
    uniqueness: dict[str, Any] | None = None
    suda: dict[str, Any] | None = None
    diversity: dict[str, dict[str, Any]] = field(default_factory=dict)
    class_sizes: list[int] = field(default_factory=list)  # records per CLASS_SIZE_BUCKETS
    risk_counts: list[int] = field(default_factory=list)  # records per risk_edges interval, closed on the right
    risk_edges: list[float] = field(default_factory=lambda: list(RISK_EDGES))  # RISK_EDGES and the threshold
    model: str | None = None  # the intruder model this reading assumes (who knows less); None: keys as published
    k: int = 3  # the k-anonymity threshold of the prosecutor reading
    below_k: int = 0  # records in a key combination shared by fewer than k records (prosecutor risk above 1/k)
    scenario: str = MEMBERSHIP_KNOWN  # the intruder's scenario chosen
    decided_by: str = PROSECUTOR  # the reading the band follows: PROSECUTOR, INDIVIDUAL or SYNTHETIC
    bands: dict[str, str] = field(default_factory=dict)  # each reading's band (INDIVIDUAL only with weights)
    synthetic: bool = False  # a synthetic release: its rows are nobody; read by the real people they fit
    register: pd.DataFrame | None = None  # per record; never serialised

    @property
    def label(self) -> str:
        """The file, and the intruder model when the reading assumes one."""
        return self.file if self.model is None else f"{self.file} ({self.model})"

    @property
    def at_risk(self) -> int:
        """The records at risk under the reading the band follows."""
        if self.decided_by == SYNTHETIC:
            return self.matches_one or 0
        return self.above if self.decided_by == INDIVIDUAL else self.below_k

    def scenario_words(self) -> str:
        """The intruder's scenario the band follows, named as every headline that uses it names it."""
        if self.decided_by == SYNTHETIC:
            return say("a synthetic release: read by the real people its rows fit")
        if self.decided_by == INDIVIDUAL:
            return say("the intruder cannot know who is in the sample (weighted individual risk above {threshold:g})",
                       threshold=self.threshold)
        if self.scenario == MEMBERSHIP_UNKNOWN:
            return say("no survey weight, so the intruder's file is its own population (prosecutor, k = {k})", k=self.k)
        return say("the intruder can know who is in the file (prosecutor, k = {k})", k=self.k)

    def at_risk_text(self) -> str:
        """How many records the reading the band follows puts at risk, in a clause: "230 of 12,000 records
        (1.9%) are in a key combination shared by fewer than 3"."""
        said = {"count": self.at_risk, "records": self.records, "share": self.at_risk / max(self.records, 1)}
        if self.decided_by == SYNTHETIC:
            return say("{count:,} of {records:,} synthetic rows ({share:.1%}) fit exactly one real person of the "
                       "original", **said)
        if self.decided_by == INDIVIDUAL:
            return say("{count:,} of {records:,} records ({share:.1%}) have an individual risk above {threshold:g}",
                       **said, threshold=self.threshold)
        return say("{count:,} of {records:,} records ({share:.1%}) are in a key combination shared by fewer than {k}",
                   **said, k=self.k)

    def to_dict(self) -> dict[str, Any]:
        data = {k: v for k, v in asdict(self).items() if k != "register"}
        data["keys"] = list(self.keys)
        data["violating"] = {str(k): v for k, v in self.violating.items()}
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "KeySetRisk":
        # a result saved before the scenario was chosen: its band followed the weighted individual risk
        legacy = {} if "decided_by" in data else {"decided_by": INDIVIDUAL, "scenario": MEMBERSHIP_UNKNOWN}
        return cls(**{**legacy, **data, "keys": tuple(data["keys"]),
                      "violating": {int(k): v for k, v in data["violating"].items()}})


@dataclass
class ReidentificationResult:
    """The re-identification part of an audit."""

    sets: list[KeySetRisk] = field(default_factory=list)
    bins: dict[str, str] = field(default_factory=dict)  # how each binned key was cut
    search: dict[str, Any] | None = None  # the key-set search, when it ran
    notes: list[str] = field(default_factory=list)
    status: str = "ok"  # "ok", "cancelled"
    exposed: pd.Series | None = None  # per original record, the attacks that exposed it; never serialised
    claimed: dict[str, pd.Series] = field(default_factory=dict)  # per release row, who record linkage rightly named

    def to_dict(self) -> dict[str, Any]:
        return {"sets": [s.to_dict() for s in self.sets], "bins": dict(self.bins), "search": self.search,
                "notes": list(self.notes), "status": self.status, "buckets": _bucket_names(),
                "risk_edges": list(RISK_EDGES)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ReidentificationResult":
        return cls([KeySetRisk.from_dict(s) for s in data.get("sets", [])], dict(data.get("bins", {})),
                   data.get("search"), list(data.get("notes", [])), data.get("status", "ok"))

    def of_file(self, name: str) -> list[KeySetRisk]:
        return [s for s in self.sets if s.file == name]

    def register(self, file: str) -> pd.DataFrame | None:
        """The per-record risk register of one file over its key sets: one row per record (data rows counted
        from 1), and for the original the attacks that exposed each person, once they are known."""
        measured = [s for s in self.of_file(file) if s.register is not None]
        if not measured:
            return None
        parts = []
        for one in measured:  # several key sets: each column says whose it is
            parts.append(one.register.add_suffix("" if len(measured) == 1 else f" ({'+'.join(one.keys)})"))
        table = pd.concat([pd.DataFrame({"row": np.arange(1, measured[0].records + 1)})] + parts, axis=1)
        if file == ORIGINAL and self.exposed is not None and len(self.exposed) == len(table):
            table["exposed by"] = self.exposed.to_numpy()
        claimed = self.claimed.get(file)
        if claimed is not None and len(claimed) == len(table):
            table["re-identified as"] = claimed.to_numpy()
        return table

    def register_table(self) -> pd.DataFrame:
        """Every file's register in one table (`risk_register.csv`), a column naming the file."""
        files = [(file, self.register(file)) for file in dict.fromkeys(s.file for s in self.sets)]
        return pd.concat([table.assign(file=file)[["file", *table.columns]] for file, table in files
                          if table is not None], ignore_index=True)


@dataclass(frozen=True)
class ReidentificationProgress:
    stage: str
    done: float  # share of the re-identification work done


def _bucket_names() -> list[str]:
    return [str(low) if high == low else f"{low}+" if high is None else f"{low}–{high}" for low, high in CLASS_SIZE_BUCKETS]
