"""A plugin's parameter is a field of the settings' schema: one declaration, read, checked and described by
the same code, so a parameter and a setting declared alike accept and refuse alike, in the same words."""

import jsonschema
import pytest

from anonguard.engine.settings import AuditSettings, setting_info, settings_schema, with_setting
from anonguard.fields import Range, parse_text
from anonguard.plugins.api import Parameter
from anonguard.plugins.manager import load_catalog

# declared as the settings `repeats` and `measures.confidence` are
REPEATS = Parameter("repeats", "int", 1, setting_info(("repeats",)).help, minimum=1, maximum=100,
                    label="Repeat under seeds")
CONFIDENCE = Parameter("confidence", "float", 0.95, setting_info(("measures", "confidence")).help, minimum=0.5,
                       maximum=0.9999, label="Confidence of the intervals")


def _setting_refusal(name: str, value) -> str:
    with pytest.raises(ValueError) as refused:
        with_setting(AuditSettings(), name, value)
    return str(refused.value).removeprefix("settings.")


@pytest.mark.parametrize("parameter, name, value, words", [
    (REPEATS, "repeats", 101, "repeats must lie between 1 and 100, got 101"),
    (REPEATS, "repeats", "0", "repeats must lie between 1 and 100, got 0"),
    (REPEATS, "repeats", "many", "repeats must be a whole number, got 'many'"),
    (REPEATS, "repeats", 2.5, "repeats must be a whole number, got 2.5"),
    (CONFIDENCE, "measures.confidence", "1.5", "measures.confidence must lie between 0.5 and 0.9999, got 1.5"),
    (CONFIDENCE, "measures.confidence", "high", "measures.confidence must be a number, got 'high'"),
])
def test_a_parameter_and_a_setting_declared_alike_refuse_alike_in_the_same_words(parameter, name, value, words):
    with pytest.raises(ValueError) as refused:
        parameter.coerce(value, name)
    assert str(refused.value) == words == _setting_refusal(name, value)


def test_a_parameter_and_a_setting_read_typed_text_alike():
    assert REPEATS.coerce("7") == with_setting(AuditSettings(), "repeats", "7").repeats == 7
    assert CONFIDENCE.coerce("0.99") == with_setting(AuditSettings(), "measures.confidence", "0.99").measures.confidence
    ticked = Parameter("narrow", "bool", False, "")
    for text, value in (("yes", True), ("off", False), ("1", True), ("false", False)):
        assert ticked.coerce(text) is value
        assert with_setting(AuditSettings(), "execution.cache", text).execution.cache is value
    with pytest.raises(ValueError, match="narrow must be true or false, got 'perhaps'"):
        ticked.coerce("perhaps")


def test_text_stays_text_and_none_is_null_only_where_null_is_allowed():
    assert Parameter("expression", "str", "", "").coerce("5") == "5"
    assert Parameter("scaling", "choice", "none", "", choices=("none", "standard")).coerce("none") == "none"
    assert parse_text("none", int | None) is None and parse_text("none", str) == "none"
    with pytest.raises(ValueError, match="scaling must be one of 'none', 'standard', got 'robust'"):
        Parameter("scaling", "choice", "none", "", choices=("none", "standard")).coerce("robust")


def test_a_parameter_is_described_with_the_schema_a_setting_of_the_same_declaration_has():
    described = CONFIDENCE.describe()
    setting = settings_schema()["properties"]["measures"]["properties"]["confidence"]
    assert described["schema"] == setting
    assert {"name", "type", "default", "help", "minimum", "maximum", "choices", "label", "unit", "advanced",
            "applies_when"} <= described.keys()  # the listing's keys, as before
    assert described["schema"] == CONFIDENCE.info.schema()
    assert CONFIDENCE.info.range == Range(0.5, 0.9999) and REPEATS.info.hint is int


def test_every_installed_parameter_s_schema_accepts_its_default_and_refuses_what_coerce_refuses():
    for entry in load_catalog().entries.values():
        for parameter in entry.parameters:
            validator = jsonschema.Draft202012Validator(parameter.describe()["schema"])
            assert validator.is_valid(parameter.default), (entry.id, parameter.name)
            bounds = parameter.info.range
            for wrong in (None if bounds is None or bounds.low is None else bounds.low - 1,
                          None if bounds is None or bounds.high is None else bounds.high + 1):
                if wrong is not None:
                    assert not validator.is_valid(wrong)
                    with pytest.raises(ValueError, match=f"{entry.id}.{parameter.name} "):
                        parameter.coerce(wrong, f"{entry.id}.{parameter.name}")


def test_a_component_names_its_parameter_by_id_and_name():
    entry = load_catalog().get("attack", "best-row-match")
    with pytest.raises(ValueError, match=r"^best-row-match\.memory_mb must lie between 16 and 16,384, got 1$"):
        entry.create({"memory_mb": "1"})
    assert entry.create({"memory_mb": "512"}).get_params()["memory_mb"] == 512
