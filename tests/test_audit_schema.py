"""audit.schema.json is generated whole from the code that writes audit.json (`anonguard.engine.audit_schema`):
each kind's results are checked by the shape its result type declares, field by field, a plugin kind's by what
every result has, and the header by what writes it. What an audit writes passes; what it never writes (a
result missing a field, a value of the wrong type) is refused, by the schema and by the report reader."""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass
from typing import Literal

import jsonschema
import pytest

from anonguard.engine.audit_schema import audit_schema
from anonguard.engine.claims.results import ClaimsResult
from anonguard.engine.identity.result import IdentityResult
from anonguard.engine.key_variables.result import KeySetRisk, ReidentificationResult
from anonguard.engine.kind import AuditKind
from anonguard.engine.kinds import audit_kinds
from anonguard.engine.membership.result import MembershipResult
from anonguard.engine.outcome import Status
from anonguard.engine.result_fields import Count, Described, result_field
from anonguard.errors import AuditError
from anonguard.fields import Name, type_schema
from anonguard.report.model import load_audit_result
from anonguard.report.privacy import Disclosure
from anonguard.resources import resources_dir
from test_writing import EMPTY_AUDIT

SCHEMA = json.loads((resources_dir() / "report" / "audit.schema.json").read_text(encoding="utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)
TOY = "row-copies"  # a kind a plugin adds


def _results() -> list[dict]:
    """One result of each built-in kind as a fresh scenario writes it, and as a measured one does."""
    attribute = ClaimsResult("r", "best-row-match", {}, "income", ("age", "sex"))
    identity = IdentityResult("r", "singling-out", {}, "singling out", ("age",), views=[["age"], ["sex"]])
    membership = MembershipResult("r", "distance", {"k": 1}, members=10, non_members=10, auc=0.5,
                                  auc_interval=(0.3, 0.7), skews=[1.0])
    return json.loads(json.dumps([attribute.to_dict(), identity.to_dict(), membership.to_dict()]))


def _audit(results: list[dict], **parts) -> dict:
    return {**copy.deepcopy(EMPTY_AUDIT), "results": results, **parts}


def _key_set() -> dict:
    return json.loads(json.dumps(KeySetRisk("original", ("age", "sex"), 100, "exact", False, 3, {3: 7}, 2.5, 0.025,
                                            1, 0.05, 0.5, "at-risk").to_dict()))


def test_what_each_kind_writes_passes():
    data = _audit(_results(), reidentification=ReidentificationResult([KeySetRisk.from_dict(_key_set())]).to_dict())
    assert list(VALIDATOR.iter_errors(data)) == []


@pytest.mark.parametrize("index, key", [
    (0, "alc_ci"), (0, "attack_precision"), (0, "precision_improvement"), (0, "known"),
    (1, "claim"), (1, "views"), (1, "n_attempts"),
    (2, "auc"), (2, "top_claims"), (2, "roc"),
])
def test_a_result_missing_a_field_its_kind_writes_is_refused(index, key):
    results = _results()
    del results[index][key]
    errors = list(VALIDATOR.iter_errors(_audit(results)))
    assert errors and all(e.validator == "required" and f"'{key}'" in e.message for e in errors)


@pytest.mark.parametrize("index, key, value", [
    (0, "alc", "high"), (0, "known", "age"), (0, "verdict", "fine"), (0, "n_attempts", -1), (0, "status", "done"),
    (0, "alc_ci", [0.1]), (0, "attack_curve", {"threshold": []}),
    (1, "claim", "guessing"), (1, "views", [["age", 3]]),
    (2, "members", 2.5), (2, "skews", [0]), (2, "auc_interval", [0.2, None]),
])
def test_a_result_field_of_the_wrong_type_is_refused(index, key, value):
    results = _results()
    results[index][key] = value
    assert not VALIDATOR.is_valid(_audit(results))


def test_a_result_of_an_unknown_kind_is_held_to_what_every_result_has():
    toy = {"kind": TOY, "release": "r", "attack_id": "exact copies", "status": "ok", "copies": 3}
    assert VALIDATOR.is_valid(_audit([toy]))
    for key in ("release", "attack_id", "status"):
        assert not VALIDATOR.is_valid(_audit([{k: v for k, v in toy.items() if k != key}])), key
    assert not VALIDATOR.is_valid(_audit([{**toy, "status": "done"}]))
    assert not VALIDATOR.is_valid(_audit([{**toy, "kind": ""}]))


def test_a_result_without_a_kind_is_checked_as_an_attribute_result():
    membership = _results()[2]
    del membership["kind"]
    said = [error.message for error in VALIDATOR.iter_errors(_audit([membership]))]
    assert "'secret' is a required property" in said  # the attribute shape's, not what every result has


@pytest.mark.parametrize("part, change", [
    ("reidentification", lambda r: r["sets"][0].update(band="unknown")),
    ("reidentification", lambda r: r["sets"][0].update(keys=[])),
    ("reidentification", lambda r: r["sets"][0].pop("records")),
    ("reidentification", lambda r: r.update(status="paused")),
    ("inputs", lambda i: i.append({"role": "original", "release": None, "path": "o.csv", "sha256": "abc", "rows": 1,
                                   "columns": []})),
    ("privacy", lambda p: p.update(min_count=0)),
    ("tool", lambda t: t.update(name="other")),
    ("settings", lambda s: s["measures"].update(confidence=2)),
])
def test_the_header_and_the_whole_results_are_checked_as_written(part, change):
    data = _audit([], reidentification=ReidentificationResult([KeySetRisk.from_dict(_key_set())]).to_dict())
    assert VALIDATOR.is_valid(data)
    change(data[part])
    assert not VALIDATOR.is_valid(data)


def test_the_report_reader_refuses_an_edited_result_naming_its_field(tmp_path):
    results = _results()
    results[2]["members"] = "ten"
    path = tmp_path / "audit.json"
    path.write_text(json.dumps(_audit(results)), encoding="utf-8")
    with pytest.raises(AuditError, match=r"results\[2\]\.members"):
        load_audit_result(path)


@dataclass
class ToyResult(Described):
    """A plugin kind's result that declares what it writes."""

    release: str = result_field("the release measured")
    attack_id: str = result_field("the measure")
    status: str = result_field("how it ended", "ok")
    copies: int = result_field("rows copied from the original", 0, extra={"minimum": 0})

    kind = TOY


class ToyKind(AuditKind):
    name = TOY
    result_type = ToyResult

    def asked(self, spec):
        return True

    def plan(self, audit):
        raise AssertionError("the schema is assembled from the kinds' declarations, without planning any kind")


def test_the_results_are_checked_by_every_registered_kind_none_named():
    schema = audit_schema([*audit_kinds(), ToyKind()], {"privacy": Disclosure.json_schema()})
    validator = jsonschema.Draft202012Validator(schema)
    written = {"kind": TOY, "release": "r", "attack_id": "copies", "status": "ok", "copies": 3}
    assert validator.is_valid(_audit([written, *_results()]))
    assert not validator.is_valid(_audit([{**written, "copies": -1}]))  # its own shape, not only every result's
    assert VALIDATOR.is_valid(_audit([{**written, "copies": -1}]))  # unknown to the stored schema: held to less
    assert set(schema["$defs"]) == {kind.name for kind in audit_kinds() if kind.result_type} | {TOY, "other_kind"}


@pytest.mark.parametrize("hint, schema", [
    (Literal["a", "b"] | None, {"enum": ["a", "b", None]}),
    (tuple[float | None, float | None], {"type": "array", "items": {"type": ["number", "null"]},
                                         "minItems": 2, "maxItems": 2}),
    (tuple[int, ...], {"type": "array", "items": {"type": "integer"}}),
    (Status, {"enum": [status.value for status in Status]}),
    (Name | None, {"type": ["string", "null"], "minLength": 1}),
    (dict[str, Count], {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}}),
    (int | str, {"anyOf": [{"type": "integer"}, {"type": "string"}]}),
])
def test_a_type_reads_the_same_in_a_setting_and_a_result(hint, schema):
    """One conversion makes the schema of a setting's, a section's, a parameter's and a result's type."""
    assert type_schema(hint) == schema
