"""What the re-identification measures found (`anonguard.engine.reidentification` measures them): per key
set and file, the figures `audit.json`, the report, the verdict and the window read, and the per-record
register beside them. Kept apart from the measuring so that reading a result loads no model fitting."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np
import pandas as pd

ORIGINAL = "original"
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
    band: str  # "safe", "at-risk", "serious": no record above the threshold, some, at least the serious share
    household_expected: float | None = None
    matches_one: int | None = None  # release records whose key cells fit exactly one original record
    attackers: dict[str, float] = field(default_factory=dict)
    uniqueness: dict[str, Any] | None = None
    suda: dict[str, Any] | None = None
    diversity: dict[str, dict[str, Any]] = field(default_factory=dict)
    class_sizes: list[int] = field(default_factory=list)  # records per CLASS_SIZE_BUCKETS
    risk_counts: list[int] = field(default_factory=list)  # records per risk_edges interval, closed on the right
    risk_edges: list[float] = field(default_factory=lambda: list(RISK_EDGES))  # RISK_EDGES and the threshold
    register: pd.DataFrame | None = None  # per record; never serialised

    def to_dict(self) -> dict[str, Any]:
        data = {k: v for k, v in asdict(self).items() if k != "register"}
        data["keys"] = list(self.keys)
        data["violating"] = {str(k): v for k, v in self.violating.items()}
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "KeySetRisk":
        return cls(**{**data, "keys": tuple(data["keys"]), "violating": {int(k): v for k, v in data["violating"].items()}})


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
