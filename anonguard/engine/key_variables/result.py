"""What the re-identification measures found (`anonguard.engine.key_variables.plan` measures them): per key
set and file, the figures `audit.json`, the report, the verdict and the window read, and the per-record
register beside them. Kept apart from the measuring so that reading a result loads no model fitting."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

import numpy as np
import pandas as pd

from anonguard.engine.result_fields import Count, Described, Share, result_field, result_schema
from anonguard.fields import type_schema
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


Band = Literal["safe", "at-risk", "serious"]


@dataclass
class KeySetRisk(Described):
    """The classic re-identification measures of one key set on one file (docs/reidentification.md), with the
    per-record register beside them."""

    file: str = result_field("the file measured: the original or a release's table")
    keys: tuple[str, ...] = result_field("the key variables", extra={"minItems": 1})
    records: Count = result_field("records in the file")
    reading: str = result_field("how a key combination is counted (wildcards, overlap of generalized cells)")
    weighted: bool = result_field("whether a survey weight estimated the population's class sizes")
    sample_uniques: Count = result_field("records whose key combination no other record shares")
    violating: dict[int, Count] = result_field("per k: records in a combination shared by fewer than k")
    expected: float = result_field("expected re-identifications: the sum of the individual risks",
                                   extra={"minimum": 0})
    share: Share = result_field("the expected re-identifications' share of the records")
    above: Count = result_field("records whose individual risk exceeds the threshold")
    threshold: float = result_field("the individual-risk threshold")
    highest: Share = result_field("the highest individual risk")
    band: Band = result_field("the band of the reading `decided_by`")
    household_expected: float | None = result_field("expected re-identifications counting households", None,
                                                    required=False)
    matches_one: Count | None = result_field("release records whose key cells fit exactly one original record",
                                             None, required=False)
    attackers: dict[str, float] = result_field("ARX's prosecutor, journalist and marketer risk", factory=dict,
                                               required=False)
    uniqueness: dict[str, Any] | None = result_field("the estimate of the population's uniques", None,
                                                     required=False)
    suda: dict[str, Any] | None = result_field("SUDA's special uniques, when it ran", None, required=False)
    # the diversity's readings per sensitive variable: the schema has checked no more than an object
    diversity: dict[str, dict[str, Any]] = result_field("per sensitive variable: its l-diversity and t-closeness",
                                                        factory=dict, required=False, schema={"type": "object"})
    class_sizes: list[Count] = result_field("records per class-size bucket (`buckets`)", factory=list)
    risk_counts: list[Count] = result_field("records per `risk_edges` interval, closed on the right", factory=list)
    risk_edges: list[float] = result_field("RISK_EDGES and the threshold", factory=lambda: list(RISK_EDGES),
                                           required=False)
    model: str | None = result_field("the intruder model this reading assumes; null: keys as published", None,
                                     required=False)
    k: int = result_field("the k-anonymity threshold of the prosecutor reading", 3, required=False,
                          extra={"minimum": 1})
    below_k: Count = result_field("records in a key combination shared by fewer than k (prosecutor risk above 1/k)",
                                  0, required=False)
    scenario: Literal["membership-known", "membership-unknown"] = result_field(
        "the intruder's scenario chosen", MEMBERSHIP_KNOWN, required=False)
    decided_by: Literal["prosecutor", "individual", "synthetic"] = result_field(
        "the reading the band follows", PROSECUTOR, required=False)
    bands: dict[str, Band] = result_field("each reading's band (individual only with weights)", factory=dict,
                                          required=False)
    synthetic: bool = result_field("a synthetic release: its rows are nobody; read by the real people they fit",
                                   False, required=False)
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
    """The re-identification measures of the key variables, when the audit names them."""

    sets: list[KeySetRisk] = result_field("per key set and file, its measures", factory=list)
    bins: dict[str, str] = result_field("how each binned key was cut", factory=dict, required=False)
    search: dict[str, Any] | None = result_field("the key-set search, when it ran", None, required=False)
    notes: list[str] = result_field("what the measures note about the files", factory=list, required=False)
    status: Literal["ok", "cancelled"] = result_field("whether the measuring ran to its end", "ok")
    exposed: pd.Series | None = None  # per original record, the attacks that exposed it; never serialised
    claimed: dict[str, pd.Series] = field(default_factory=dict)  # per release row, who record linkage rightly named

    @classmethod
    def json_schema(cls) -> dict[str, Any]:
        """The fields' schema, and the names of the class-size buckets and the risk edges written beside them."""
        return result_schema(cls, {"buckets": (type_schema(list[str]), False),
                                   "risk_edges": (type_schema(list[float]), False)})

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
