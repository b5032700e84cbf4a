"""Every audit setting can be set from the command line with the engine's own checks and words:
`--set NAME=VALUE`, the flags of their own for the common ones, and `anonguard settings` listing them."""

import json

import pytest
from conftest import run_here  # the command's work, in this process: its start-up is tested elsewhere

from anonguard.cli.main import membership_spec_from_args, spec_from_args
from anonguard.cli.parser import AUDIT_SHORTCUTS, MEMBERSHIP_SHORTCUTS, UsageError, build_parser
from anonguard.engine.settings import AuditSettings, setting_infos
from anonguard.engine.spec import section_infos


def _audit(*args: str) -> AuditSettings:
    return spec_from_args(build_parser().parse_args(["audit", "--demo", "--out", "x", *args])).settings


def test_set_reaches_any_setting_and_later_ones_win():
    settings = _audit("--set", "measures.confidence=0.99", "--set", "baseline.models=knn,naive-bayes",
                      "--set", "limits.memory_mb=512", "--max-attempts", "40", "--set", "halting.max_attempts=none")
    assert settings.measures.confidence == 0.99
    assert settings.baseline.models == ("knn", "naive-bayes")
    assert settings.limits.memory_mb == 512
    assert settings.halting.max_attempts is None  # given last
    assert settings.seed == _audit().seed != AuditSettings().seed  # the others keep the audit file's


def test_the_shortcuts_are_settings_with_the_engines_words():
    settings = _audit("--seed", "7", "--repeats", "3", "--work-budget", "all", "--mode", "random")
    assert (settings.seed, settings.repeats, settings.halting.work_budget) == (7, 3, None)
    names = {info.name: info for info in setting_infos()}
    for shortcut in AUDIT_SHORTCUTS + MEMBERSHIP_SHORTCUTS:
        info = names[shortcut.name]
        assert shortcut.help().startswith(f"{info.label}: {info.help}") and f"setting {info.name}" in shortcut.help()


def test_settings_are_checked_together_as_an_audit_file_is():
    # the bands' ends relate: set in either order, only the final pair is judged
    settings = _audit("--set", "measures.at_risk_from=0.8", "--set", "measures.serious_from=0.9")
    assert (settings.measures.at_risk_from, settings.measures.serious_from) == (0.8, 0.9)
    with pytest.raises(UsageError, match="at_risk_from must not exceed serious_from"):
        _audit("--set", "measures.at_risk_from=0.8")


def test_membership_flags_are_settings_too():
    args = build_parser().parse_args(["membership", "--demo", "--out", "x", "--skews", "1,4", "--count", "50",
                                      "--targets", "random", "--set", "membership.top_claims=3"])
    ms = membership_spec_from_args(args).settings.membership
    assert (ms.skews, ms.count, ms.targets, ms.top_claims) == ((1.0, 4.0), 50, "random", 3)


@pytest.mark.parametrize("args, message", [
    (["--set", "measures.confidence=2"], "--set measures.confidence=2: measures.confidence must lie between 0.5 and 0.9999"),
    (["--max-attempts", "0"], "--max-attempts 0: halting.max_attempts must be at least 1 (or none: no limit)"),
    (["--work-budget", "soon"], "--work-budget soon: halting.work_budget must be a number, got 'soon'"),
    (["--set", "confidence=0.9"], "unknown setting 'confidence' (did you mean measures.confidence?)"),
    (["--set", "measures=1"], "'measures' is a section of settings"),
    (["--set", "seed"], "expected NAME=VALUE"),
    (["--mode", "everyone"], "invalid choice: 'everyone'"),
])
def test_a_bad_setting_is_one_line_naming_the_option(tmp_path, args, message):
    done = run_here("audit", "--demo", *args, "--out", tmp_path / "out")
    assert done.returncode == 2 and message in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert not (tmp_path / "out").exists()


def test_anonguard_settings_lists_every_setting_with_its_default():
    done = run_here("settings")
    assert done.returncode == 0, done.stderr
    for info in (*setting_infos(), *section_infos()):  # the audit file's kind sections' fields too
        assert f"  {info.name} = " in done.stdout
    assert "  measures.confidence = 0.95    (number; must lie between 0.5 and 0.9999)" in done.stdout
    assert "  identity.errors = 0    (number; must lie in [0, 1))" in done.stdout
    schema = json.loads(run_here("settings", "--json").stdout)
    assert schema["properties"]["halting"]["properties"]["max_attempts"]["description"].endswith("Null: no limit.")
