"""The audit file's kind sections on the command line: `--set NAME=VALUE` sets a declared field of the membership,
identity or re-identification section as it sets a setting, read and refused by the field's declaration in the
settings' own words (`anonguard settings` lists them: tests/test_cli_settings.py)."""

import pytest
from conftest import run_here  # the command's work, in this process: its start-up is tested elsewhere

from anonguard.cli.identity_command import identity_spec_from_args
from anonguard.cli.main import spec_from_args
from anonguard.cli.parser import build_parser
from anonguard.engine.settings import setting_infos
from anonguard.engine.spec import AuditSpec, section_infos
from anonguard.errors import AuditError
from anonguard.resources import demo_audit_path


def _audit(*args: str) -> AuditSpec:
    return spec_from_args(build_parser().parse_args(["audit", "--demo", "--out", "x", *args]))


def _field(name: str):
    return next(info for info in section_infos() if info.name == name)


def test_a_section_field_set_lands_in_the_spec_beside_the_settings():
    spec = _audit("--set", "identity.errors=0.1", "--set", "identity.keys=age,sex", "--set", "identity.targets=50",
                  "--set", "membership.population=500000", "--set", "reidentification.weight=none",
                  "--set", "reidentification.population_size=2000000", "--set", "seed=3")
    assert (spec.identity.errors, spec.identity.keys, spec.identity.targets) == (0.1, ["age", "sex"], 50)
    assert spec.membership.population == 500_000 and spec.settings.seed == 3
    assert (spec.reidentification.weight, spec.reidentification.population_size) == (None, 2_000_000)
    assert spec.membership.attacks == _audit().membership.attacks  # the fields not named keep the file's


def test_a_list_or_an_object_is_given_as_json():
    spec = _audit("--set", 'reidentification.key_sets=[["age", "sex"]]', "--set", 'identity.row_ids={"copy": "id"}',
                  "--set", "identity.in_order=swap-weak")
    assert spec.reidentification.key_sets == [["age", "sex"]]
    assert (spec.identity.row_ids, spec.identity.in_order) == ({"copy": "id"}, ["swap-weak"])


def test_the_dedicated_flags_still_set_their_fields():
    spec = _audit("--errors", "0.2", "--identity-targets", "60", "--population-size", "3000000",
                  "--set", "reidentification.weight=none")
    assert (spec.identity.errors, spec.identity.targets, spec.reidentification.population_size) == (0.2, 60, 3_000_000)


def test_a_section_is_checked_whole_after_its_fields_are_set():
    # the demo's membership section names a population; a member fraction beside it contradicts it
    with pytest.raises(AuditError, match="give the population size or the member fraction, not both"):
        _audit("--set", "membership.member_fraction=0.1")
    assert _audit("--set", "membership.population=none", "--set", "membership.member_fraction=0.1") \
        .membership.member_fraction == 0.1


@pytest.mark.parametrize("given, name, typed", [
    ("identity.errors=1.5", "identity.errors", "1.5"),
    ("identity.targets=5", "identity.targets", "5"),
    ("membership.population=lots", "membership.population", "lots"),
    ("reidentification.population_size=0", "reidentification.population_size", "0"),
    ("membership.hold_back=1", "membership.hold_back", "1"),
])
def test_a_bad_field_is_one_line_naming_the_option_and_the_field(tmp_path, given, name, typed):
    done = run_here("audit", "--demo", "--set", given, "--out", tmp_path / "out")
    with pytest.raises(ValueError) as refused:  # the declaration's own words, as for a setting
        _field(name).read(typed)
    assert done.returncode == 2 and f"--set {given}: {refused.value}" in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and name in str(refused.value) and typed in str(refused.value)
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("given, words", [
    ("identity.error=0.1", "unknown setting 'identity.error' (did you mean identity.errors"),
    ("identity=0.1", "'identity' is a section of settings: name one of identity.attacks"),
])
def test_an_unknown_field_is_named_with_the_closest_ones(tmp_path, given, words):
    done = run_here("audit", "--demo", "--set", given, "--out", tmp_path / "out")
    assert done.returncode == 2 and words in done.stderr, done.stderr


def test_a_command_of_one_kind_takes_its_own_section_and_refuses_the_others(tmp_path):
    args = build_parser().parse_args(["identity", "--config", str(demo_audit_path()), "--out", "x",
                                      "--set", "identity.targets=70"])
    assert identity_spec_from_args(args, []).identity.targets == 70
    for command, given, kind in [("identity", "membership.population=10", "membership"),
                                 ("risk", "identity.errors=0.1", "identity")]:
        refused = run_here(command, "--config", demo_audit_path(), "--set", given, "--out", tmp_path / "out")
        assert refused.returncode == 2
        assert f"--set {given}: this command runs no {kind} audit" in refused.stderr, refused.stderr


def test_no_section_field_is_named_as_a_setting():
    assert not {info.name for info in section_infos()} & {info.name for info in setting_infos()}
