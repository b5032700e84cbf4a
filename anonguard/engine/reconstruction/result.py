"""What the reconstruction kind found, per count-table release: the units, the agreement with the original and
the inferences made through the reconstruction beside the baselines'."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from anonguard.engine.result_fields import Count, Described, result_field

_ROWS = {"type": "array", "items": {"type": "object"}}


@dataclass
class Inference(Described):
    """Guesses of one sensitive variable from the key variables, through the reconstruction and by the baselines."""

    sensitive: str = result_field("the sensitive variable guessed")
    keys: list[str] = result_field("what the intruder knows of each person besides the unit")
    rows: list[dict[str, Any]] = result_field(
        "per group of people (everyone, unique units, other units, modal people, non-modal people, non-modal people "
        "in unique units) and predictor (reconstruction, published modal, non-member baseline): people, predictions, "
        "correct, precision with its interval, coverage", factory=list, schema=_ROWS)
    alc: float | None = result_field("the reconstruction's ALC against the non-member baseline (cross-fitted best "
                                     "PRCs)", None)
    alc_ci: list[float] = result_field("its interval", factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"sensitive": self.sensitive, "keys": list(self.keys), "rows": [dict(r) for r in self.rows],
                "alc": self.alc, "alc_ci": list(self.alc_ci)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Inference":
        return cls(data["sensitive"], list(data["keys"]), [dict(r) for r in data.get("rows", [])], data.get("alc"),
                   list(data.get("alc_ci", [])))

    def row(self, group: str, predictor: str) -> dict[str, Any] | None:
        return next((r for r in self.rows if r["group"] == group and r["predictor"] == predictor), None)


@dataclass
class TablesReconstruction(Described):
    """One count-table release reconstructed."""

    release: str = result_field("the release's label")
    attack: str = result_field("the reconstruction attack's id")
    tables: list[str] = result_field("the published tables, by name")
    variables: list[str] = result_field("the variables the tables count people by")
    person_types: Count = result_field("combinations of one category of every variable")
    people: Count = result_field("people reconstructed")
    original_people: Count | None = result_field("people of the original in the tables' units (null: no original "
                                                 "to compare with)", None)
    units: list[dict[str, Any]] = result_field("per unit: unit, people, status, unique, variability, "
                                               "variability_bound, solve_seconds, prove_seconds", factory=list,
                                               schema=_ROWS)
    exact: float | None = result_field("share of the original's people a reconstructed record matches exactly", None)
    within_one: float | None = result_field("the same, allowing one category of the ordered variable either way", None)
    ordered: str | None = result_field("the ordered variable (an age band) of `within_one`", None)
    inferences: list[Inference] = result_field("per sensitive variable", factory=list)
    seconds: float = result_field("the reconstruction's wall-clock time", 0.0)
    notes: list[str] = result_field("what could not be done, and why", factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"release": self.release, "attack": self.attack, "tables": list(self.tables),
                "variables": list(self.variables), "person_types": self.person_types, "people": self.people,
                "original_people": self.original_people, "units": [dict(u) for u in self.units],
                "exact": self.exact, "within_one": self.within_one, "ordered": self.ordered,
                "inferences": [i.to_dict() for i in self.inferences], "seconds": self.seconds,
                "notes": list(self.notes)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "TablesReconstruction":
        return cls(data["release"], data["attack"], list(data["tables"]), list(data["variables"]),
                   data["person_types"], data["people"], data.get("original_people"),
                   [dict(u) for u in data.get("units", [])], data.get("exact"), data.get("within_one"),
                   data.get("ordered"), [Inference.from_dict(i) for i in data.get("inferences", [])],
                   data.get("seconds", 0.0), list(data.get("notes", [])))

    @property
    def unique_units(self) -> int:
        return sum(1 for u in self.units if u.get("unique"))

    def unique_people(self) -> int:
        """People reconstructed in units the tables determine."""
        return sum(int(u.get("people") or 0) for u in self.units if u.get("unique"))


@dataclass
class ReconstructionResult(Described):
    """Every count-table release of the audit reconstructed."""

    releases: list[TablesReconstruction] = result_field("per count-table release", factory=list)
    status: Literal["ok", "cancelled"] = result_field("whether the reconstruction ran to its end", "ok")

    def to_dict(self) -> dict[str, Any]:
        return {"releases": [r.to_dict() for r in self.releases], "status": self.status}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ReconstructionResult":
        return cls([TablesReconstruction.from_dict(r) for r in data.get("releases", [])], data.get("status", "ok"))


@dataclass(frozen=True)
class ReconstructionProgress:
    stage: str
    done: float  # share of the reconstruction work done
