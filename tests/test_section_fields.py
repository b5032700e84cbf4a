"""The audit file's sections of the kinds (membership, identity, re-identification) are declared once, field by
field: the reader, the writer and the JSON Schema come from that one declaration, so the schema refuses what the
reader refuses and a section written and read again is the section it was."""

import json
from pathlib import Path

import jsonschema
import pytest

from anonguard.engine.spec import SECTIONS, AuditSpec
from anonguard.errors import AuditError
from anonguard.resources import resources_dir

DEMO = resources_dir() / "demo" / "demo_audit.json"
SCHEMA = json.loads((resources_dir() / "report" / "audit.schema.json").read_text(encoding="utf-8"))


def _audit_file() -> dict:
    return json.loads(DEMO.read_text(encoding="utf-8"))


def test_the_demo_s_sections_are_read_and_written_as_they_were():
    data = _audit_file()
    spec = AuditSpec.from_dict(data, DEMO.parent)
    written = spec.to_dict(DEMO.parent)
    for name in SECTIONS:
        assert data[name] is not None
        assert {key: value for key, value in written[name].items() if key in data[name]} == data[name], name
        again = AuditSpec.from_dict({**data, name: written[name]}, DEMO.parent)
        assert getattr(again, name) == getattr(spec, name)
    jsonschema.validate(written, SCHEMA["properties"]["audit"])


@pytest.mark.parametrize("section, field, value, words", [
    ("identity", "targets", 5, "from 10 to 1,000,000 targets"),  # below the declared range
    ("identity", "keys", "age,sex", "must be a list"),  # a text where a list of names belongs
    ("identity", "errors", True, "must be a number"),
    ("membership", "hold_bak", 0.2, "unknown field membership.hold_bak"),  # a misspelt field
    ("membership", "population", 0, "from 1 to"),
    ("reidentification", "key_sets", [["age", ""]], "non-empty string"),
    ("reidentification", "weight", 7, "non-empty string"),
])
def test_what_the_reader_refuses_the_schema_refuses(section, field, value, words):
    data = _audit_file()
    data[section] = {**data[section], field: value}
    with pytest.raises(AuditError, match=words):
        AuditSpec.from_dict(data, DEMO.parent)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, SCHEMA["properties"]["audit"])


def test_the_stored_schema_holds_every_declared_field_with_its_words():
    for name, cls in SECTIONS.items():
        described = SCHEMA["properties"]["audit"]["properties"][name]["anyOf"][0]["properties"]
        assert list(described) == list(cls.__dataclass_fields__), name
        assert all(described[field]["title"] and described[field]["description"] for field in described), name
