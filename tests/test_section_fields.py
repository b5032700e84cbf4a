"""The audit file's sections of the kinds (membership, identity, re-identification) are declared once, field by
field: the reader, the writer and the JSON Schema come from that one declaration, so the schema refuses what the
reader refuses and a section written and read again is the section it was."""

import json

import jsonschema
import pytest
from conftest import run_here  # the command's work, in this process

from anonguard.engine.spec import SECTIONS, AuditSpec, section_info
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
    # the demo treats no release (tests/test_treatment_kind.py reads and writes that section)
    assert {name for name in SECTIONS if data.get(name) is None} == {"treatments"}
    for name in (name for name in SECTIONS if name != "treatments"):
        assert {key: value for key, value in written[name].items() if key in data[name]} == data[name], name
        again = AuditSpec.from_dict({**data, name: written[name]}, DEMO.parent)
        assert getattr(again, name) == getattr(spec, name)
    jsonschema.validate(written, SCHEMA["properties"]["audit"])


@pytest.mark.parametrize("section, field, value, words", [
    ("identity", "targets", 5, r"^identity\.targets must lie between 10 and 1,000,000, got 5$"),  # below its range
    ("identity", "keys", "age,sex", "must be a list"),  # a text where a list of names belongs
    ("identity", "errors", True, "must be a number"),
    ("membership", "hold_bak", 0.2, "unknown field membership.hold_bak"),  # a misspelt field
    ("membership", "population", 0, "membership.population must lie between 1 and 10,000,000,000"),
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


@pytest.mark.parametrize("name, value, command, flag", [
    ("membership.population", 0, ["membership", "--demo", "--population", "0"], "--population 0"),
    ("membership.member_fraction", 1.5, ["membership", "--demo", "--member-fraction", "1.5"], "--member-fraction 1.5"),
    ("membership.hold_back", 1.5, ["membership", "--original", DEMO.parent / "population.csv", "--hold-back", "1.5",
                                   "--generator", "swap"], "--hold-back 1.5"),
    ("reidentification.population_size", 0, ["risk", "--config", DEMO, "--population-size", "0"],
     "--population-size 0"),
    ("identity.errors", 1.5, ["identity", "--config", DEMO, "--errors", "1.5"], "--errors 1.5"),
    ("identity.targets", 5, ["audit", "--demo", "--identity-targets", "5"], "--identity-targets 5"),
])
def test_a_field_beyond_its_declared_range_is_refused_in_its_declaration_s_words_wherever_it_is_given(
        tmp_path, name, value, command, flag):
    with pytest.raises(ValueError) as declared:
        section_info(name).check(value)
    words = str(declared.value)
    assert words.startswith(f"{name} must") and words.endswith(f"got {value}")
    kind, field = name.split(".")
    data = AuditSpec.load(DEMO).to_dict(tmp_path)
    data[kind] = {**data[kind], field: value}
    (tmp_path / "audit.json").write_text(json.dumps(data), encoding="utf-8")
    for given, said in ((["audit", "--config", tmp_path / "audit.json"], f"audit.json: {words}"),
                        (["audit", "--demo", "--set", f"{name}={value}"], f"--set {name}={value}: {words}"),
                        (command, f"{flag}: {words}")):
        done = run_here(*given, "--out", tmp_path / "out")
        assert done.returncode == 2 and said in done.stderr, (given, done.stderr)
        assert len(done.stderr.strip().splitlines()) == 1 and not (tmp_path / "out").exists()
