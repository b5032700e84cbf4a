"""A setting's range is declared once, on the engine's field: the engine's checks, the window's fields
and the audit.json schema all follow it, so none accepts what another refuses."""

import json
import os
import re

import jsonschema
import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from anonguard.engine.settings import (  # noqa: E402
    AuditSettings, Range, range_of, setting_infos, settings_schema, with_setting,
)
from anonguard.gui.scenario_page import SETTINGS  # noqa: E402
from anonguard.resources import resources_dir  # noqa: E402


def _nested(path: tuple[str, ...], value) -> dict:
    data = value
    for part in reversed(path):
        data = {part: data}
    return data


# the bands' ends relate to each other: the other one is set out of the way
COMPANION = {"at_risk_from": {"serious_from": 1}, "serious_from": {"at_risk_from": -1}}


def _accepted(path: tuple[str, ...], value) -> bool:
    data = _nested(path, value)
    data.get("measures", {}).update(COMPANION.get(path[-1], {}))
    try:
        AuditSettings.from_dict(data)
    except ValueError:
        return False
    return True


@pytest.mark.parametrize("field", SETTINGS, ids=lambda f: ".".join(f.key))
def test_each_window_field_accepts_exactly_what_the_engine_accepts(field):
    lowest = field.low + (field.step if field.unset else 0)  # below it: the word for a null setting
    assert _accepted(field.key, lowest / field.scale) and _accepted(field.key, field.high / field.scale)
    below = (lowest - field.step) / field.scale
    assert not _accepted(field.key, below) or (field.unset and _accepted(field.key, None))
    bounds = range_of(field.key)
    if bounds.high is not None and (field.cap is None or field.cap >= bounds.high * field.scale):
        assert not _accepted(field.key, (field.high + field.step) / field.scale)


def test_the_confidence_reads_the_same_in_the_window_and_the_engine():
    confidence = next(f for f in SETTINGS if f.key == ("measures", "confidence"))
    assert (confidence.low, confidence.high) == (50, 99.99)  # per cent; the engine: 0.5 to 0.9999
    assert not _accepted(("measures", "confidence"), 0.3)


@pytest.mark.parametrize("bounds, value, holds, words", [
    (Range(0, 1, low_open=True, high_open=True), 0.0, False, "must lie strictly between 0 and 1"),
    (Range(0, 1, low_open=True), 1.0, True, "must lie in (0, 1]"),
    (Range(1, 100), 100, True, "must lie between 1 and 100"),
    (Range(0, low_open=True), 0, False, "must be positive"),
    (Range(0), -1, False, "must not be negative"),
    (Range(20), 19, False, "must be at least 20"),
])
def test_a_range_holds_and_is_said_as_declared(bounds, value, holds, words):
    assert bounds.holds(value) is holds and bounds.words() == words


BAD = [
    {"measures": {"confidence": 1.0}}, {"measures": {"max_ci_width": 0}}, {"repeats": 101}, {"seed": -1},
    {"halting": {"work_budget": -5}}, {"halting": {"max_attempts": 0}}, {"secret": {"bins": 1001}},
    {"limits": {"attack_seconds": 0}}, {"membership": {"reference_fraction": 1}}, {"measures": {"verdict_from": "x"}},
    {"measures": {"nonsense": 1}}, {"halting": {"batch_size": 1.5}}, {"targets": {"mode": "everyone"}},
]
GOOD = [
    {}, {"halting": {"work_budget": None, "max_attempts": 5}}, {"measures": {"confidence": 0.99}},
    {"halting": {"patience": 3}},  # retired: an old audit file still opens
    {"limits": {"memory_mb": 0, "attack_seconds": None}}, {"seed": 2**63 - 1},
]


@pytest.mark.parametrize("data", BAD + GOOD)
def test_the_schema_refuses_what_the_engine_refuses(data):
    validator = jsonschema.Draft202012Validator(settings_schema())
    full = AuditSettings().to_dict()
    for section, values in data.items():
        full[section] = {**full[section], **values} if isinstance(values, dict) else values
    assert validator.is_valid(full) == (data in GOOD)
    assert _engine_accepts(data) == (data in GOOD)


def _engine_accepts(data: dict) -> bool:
    try:
        AuditSettings.from_dict(data)
    except ValueError:
        return False
    return True


def _make_docs():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "docs"))
    try:
        import make_docs
    finally:
        sys.path.pop(0)
    return make_docs


def test_the_audit_json_schema_is_written_whole_from_the_code_and_carries_the_settings_schema():
    stored = (resources_dir() / "report" / "audit.schema.json").read_text(encoding="utf-8")
    assert stored == _make_docs().audit_json_schema(), "run `make docs`"
    assert json.loads(stored)["properties"]["settings"]["properties"]["measures"]["properties"]["confidence"] == {
        "title": "Confidence of the intervals",
        "description": "Every precision and ALC is given with an interval at this confidence.",
        "type": "number", "minimum": 0.5, "maximum": 0.9999, "default": 0.95}


def test_the_window_marks_the_engines_words_for_translation():
    make_docs = _make_docs()
    marked = make_docs.marked_words()  # collected once: it reads every module's say() templates
    assert make_docs.WORDS.read_text(encoding="utf-8") == marked, "run `make docs`"
    for field in SETTINGS:
        assert f"# {'.'.join(field.key)}\n    QT_TRANSLATE_NOOP(\"Settings\", {json.dumps(field.label, ensure_ascii=False)})" in marked


def test_every_setting_is_worded_for_the_officer():
    for info in setting_infos():
        assert info.label and info.help.endswith((".", ")")), info.name
        assert info.null or type(None) not in getattr(info.hint, "__args__", ()), f"{info.name}: say what null means"


@pytest.mark.parametrize("name, text, expected", [
    ("measures.confidence", "0.99", 0.99), ("halting.max_attempts", "none", None), ("halting.max_attempts", "7", 7),
    ("membership.skews", "1,3", (1.0, 3.0)), ("membership.skews", "[2]", (2.0,)), ("targets.recall_scope", "population",
                                                                                   "population"),
    ("limits.isolate", "false", False), ("seed", "12", 12),
])
def test_a_setting_is_set_from_text_as_typed(name, text, expected):
    settings = with_setting(AuditSettings(), name, text)
    value = settings
    for part in name.split("."):
        value = getattr(value, part)
    assert value == expected and type(value) is type(expected)
    assert settings == AuditSettings.from_dict(settings.to_dict())


@pytest.mark.parametrize("name, text, words", [
    ("measures.confidence", "1.5", "measures.confidence must lie between 0.5 and 0.9999"),
    ("halting.max_attempts", "many", "halting.max_attempts must be a whole number, got 'many'"),
    ("confidence", "0.9", "did you mean measures.confidence?"),
    ("measures", "0.9", "'measures' is a section of settings"),
    ("targets.mode", "all", "targets.mode must be one of 'random', 'pre-targeted'"),
    ("measures.at_risk_from", "0.9", "measures.at_risk_from must not exceed serious_from"),
])
def test_a_bad_setting_is_refused_with_its_name(name, text, words):
    with pytest.raises(ValueError, match=re.escape(words)):
        with_setting(AuditSettings(), name, text)
