"""What the utility kind found: per release, how faithful it is to the original, on the subsample scale."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from anonguard.engine.result_fields import Count, Described, result_field
from anonguard.engine.utility.baseline import Equivalent, SubsampleCurve
from anonguard.engine.utility.count_tables import CountTableFidelity
from anonguard.engine.utility.fidelity import PairFidelity, VariableFidelity

SCORE_WORDS = {
    "variables": "mean distance of the variables",
    "pairs": "mean total variation of the pairs",
    "associations": "mean move of the pairs' associations",
}


@dataclass
class ReleaseUtility(Described):
    """One release compared with the original."""

    release: str = result_field("the release's label")
    rows: Count = result_field("the release's rows (a count table's: its published total)")
    original_rows: Count = result_field("the original's rows")
    matched: Count | None = result_field("people whose release row is matched to their original row; null: none "
                                         "can be (row-level measures are then not measured)", None)
    variables: list[VariableFidelity] = result_field("per variable", factory=list)
    pairs: list[PairFidelity] = result_field("per pair measured", factory=list)
    pairs_total: Count = result_field("pairs of variables there are (a seeded sample is measured beyond the limit)", 0)
    scores: dict[str, float | None] = result_field("the headline scores, 0 for a perfect copy: " + "; ".join(
        f"{k}: {v}" for k, v in SCORE_WORDS.items()), factory=dict)
    equivalents: dict[str, Equivalent] = result_field("per headline score, the subsample fraction as faithful",
                                                      factory=dict)
    curves: list[SubsampleCurve] = result_field("the headline scores of the original's own subsamples", factory=list)
    il1s: float | None = result_field("sdcMicro's IL1s over the matched people's continuous variables", None)
    eigenvalues: float | None = result_field("sdcMicro's eigenvalue difference of the continuous variables", None)
    notes: list[str] = result_field("what could not be measured, and why", factory=list)
    propensity: Any = result_field("can a classifier tell the release from the original: pMSE, its ratio to "
                                   "the null expectation, SPECKS", None, schema={"type": ["object", "null"]})
    k_marginal: Any = result_field("the k-marginal score (SDNist's, divided by 1000): mean 1 - total variation over "
                                   "every k columns", None, schema={"type": ["object", "null"]})
    analyses: list[Any] = result_field("per term of the officer's analyses: original and release with their 95 % "
                                       "intervals, bias and interval overlap (Karr et al.)", factory=list,
                                       schema={"type": "array", "items": {"type": "object"}})
    plugins: dict[str, dict[str, float]] = result_field("per plugin utility measure, its named scores",
                                                        factory=dict, required=False)
    count_tables: list[CountTableFidelity] = result_field(
        "a count-table release: each published table beside the same table counted from the original (its pairs "
        "and variables above are these tables and their margins)", factory=list, required=False)

    def to_dict(self) -> dict[str, Any]:
        return {"release": self.release, "rows": self.rows, "original_rows": self.original_rows,
                "matched": self.matched, "variables": [v.to_dict() for v in self.variables],
                "pairs": [p.to_dict() for p in self.pairs], "pairs_total": self.pairs_total,
                "scores": dict(self.scores), "equivalents": {k: e.to_dict() for k, e in self.equivalents.items()},
                "curves": [c.to_dict() for c in self.curves], "il1s": self.il1s, "eigenvalues": self.eigenvalues,
                "notes": list(self.notes), "analyses": [c.to_dict() for c in self.analyses],
                "propensity": None if self.propensity is None else self.propensity.to_dict(),
                "k_marginal": None if self.k_marginal is None else self.k_marginal.to_dict(),
                "plugins": {k: dict(v) for k, v in self.plugins.items()},
                "count_tables": [t.to_dict() for t in self.count_tables]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ReleaseUtility":
        from anonguard.engine.utility.analyses import Comparison
        from anonguard.engine.utility.whole_table import KMarginal, Propensity

        propensity, marginal = data.get("propensity"), data.get("k_marginal")
        return cls(data["release"], data["rows"], data["original_rows"], data.get("matched"),
                   [VariableFidelity.from_dict(v) for v in data.get("variables", [])],
                   [PairFidelity.from_dict(p) for p in data.get("pairs", [])], data.get("pairs_total", 0),
                   dict(data.get("scores", {})),
                   {k: Equivalent.from_dict(e) for k, e in data.get("equivalents", {}).items()},
                   [SubsampleCurve.from_dict(c) for c in data.get("curves", [])], data.get("il1s"),
                   data.get("eigenvalues"), list(data.get("notes", [])),
                   None if propensity is None else Propensity.from_dict(propensity),
                   None if marginal is None else KMarginal.from_dict(marginal),
                   [Comparison.from_dict(c) for c in data.get("analyses", [])],
                   {k: dict(v) for k, v in data.get("plugins", {}).items()},
                   [CountTableFidelity.from_dict(t) for t in data.get("count_tables", [])])

    def worst_pairs(self, count: int = 5) -> list[PairFidelity]:
        """The pairs furthest from the original's, by the total variation of their cross-classification."""
        return sorted(self.pairs, key=lambda p: p.distance, reverse=True)[:count]


@dataclass
class UtilityResult(Described):
    """How useful each release still is, measured against the original and on the subsample scale."""

    releases: list[ReleaseUtility] = result_field("per release", factory=list)
    bins: int = result_field("quantile bins a continuous variable is cut into for distributions and pairs", 10)
    seed: int = result_field("the seed of the subsamples and of any sampled pairs", 0)
    status: Literal["ok", "cancelled"] = result_field("whether the measuring ran to its end", "ok")

    def to_dict(self) -> dict[str, Any]:
        return {"releases": [r.to_dict() for r in self.releases], "bins": self.bins, "seed": self.seed,
                "status": self.status}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "UtilityResult":
        return cls([ReleaseUtility.from_dict(r) for r in data.get("releases", [])], data.get("bins", 10),
                   data.get("seed", 0), data.get("status", "ok"))

    def of_release(self, label: str) -> ReleaseUtility | None:
        return next((r for r in self.releases if r.release == label), None)


@dataclass(frozen=True)
class UtilityProgress:
    stage: str
    done: float  # share of the utility work done
