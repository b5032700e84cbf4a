"""A conformance kit for plugin authors: `check_attack(MyAttack)` in your own tests, and a check for every
other kind (`check_membership_attack`, `check_identity_attack`, `check_generator`, `check_selector`,
`check_baseline_model`, `check_reader`, `check_utility_measure`, `check_treatment`).

As scikit-learn's `check_estimator` does for estimators, each runs a class through what the engine relies
on, on a small synthetic table whose secret follows a known column, and raises AssertionError naming the
broken promise. As its `parametrize_with_checks` does, `attack_checks(MyAttack)` and its siblings give one
`Check` per promise, so that each failure is a test of its own:

    @pytest.mark.parametrize("check", attack_checks(MyAttack), ids=str)
    def test_my_attack(check):
        check()

Every kind: the class declares what the catalog needs, refuses parameters it does not declare or outside
their range, pickles unfitted (plugins run in worker processes), leaves what it is given as it was, and
gives the same output for the same seed. Besides:

- attacks give one value, rank score and abstain flag per target (`Predictions.checked`), values among the
  secret's codes, for any number of targets (none included); and they learn: on a release whose secret
  follows key variable `a` four times in five, they make claims about people of the same population and
  are right among them clearly more often than a guess of the most common secret;
- identity attacks declare their `claim` and make one claim per target that the engine can judge
  (`Claims.checked`), singling-out predicates on key variables only;
- membership attacks give one finite score per candidate, whatever their number (up to the
  `max_candidates` they ask for); generators a release (records named as the input's columns, or published
  counts); selectors rows of the table (positions or a mask); baseline models predictions among the
  secret's codes;
- readers read a sample file of their format as AnonGuard reads any file, give the columns asked for, raise
  ValueError (a reason a person can act on) on a damaged file, and let the user's Cancel end a read;
- treatments give back the table's columns in their order, no more rows than given, and a table AnonGuard
  reads as a release of the one they were given (generalized cells written as releases write them).

`synthetic_task()`, `synthetic_targets()`, `synthetic_identity_task()`, `synthetic_claim_targets()` and
`treatment_task()` build
the inputs, for tests of your own; `encode_release` encodes tables as the engine hands them to a plugin,
`audit_frames` runs a whole audit of frames in memory, and `load_catalog` lists what is installed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from anonguard.plugins.api import (
    Attack, BaselineModel, Generator, IdentityAttack, MembershipAttack, TableReader, TargetSelector, Treatment,
    UtilityMeasure,
)
from anonguard.plugins.manager import load_catalog
from anonguard.testing._checks import Check, run_all
from anonguard.testing._harness import audit_frames, encode_release
from anonguard.testing._identity import identity_attack_checks
from anonguard.testing._kinds import (
    attack_checks, baseline_model_checks, generator_checks, membership_attack_checks, selector_checks,
    utility_measure_checks,
)
from anonguard.testing._readers import reader_checks
from anonguard.testing._treatments import treatment_checks, treatment_task
from anonguard.testing._tables import (
    synthetic_claim_targets, synthetic_identity_task, synthetic_targets, synthetic_task,
)

__all__ = [
    # every promise of a class, stopping at the first broken one
    "check_attack", "check_membership_attack", "check_identity_attack", "check_generator", "check_selector",
    "check_baseline_model", "check_reader", "check_utility_measure", "check_treatment",
    # one Check per promise, for pytest to parametrize over
    "Check", "attack_checks", "membership_attack_checks", "identity_attack_checks", "generator_checks",
    "selector_checks", "baseline_model_checks", "reader_checks", "utility_measure_checks", "treatment_checks",
    # inputs and harnesses for tests of your own
    "synthetic_task", "synthetic_targets", "synthetic_identity_task", "synthetic_claim_targets", "treatment_task",
    "encode_release",
    "audit_frames", "load_catalog",
]


def check_attack(cls: type[Attack], params: dict[str, Any] | None = None) -> None:
    """Raise AssertionError if the attack `cls` (made with `params`) breaks what the engine relies on."""
    run_all(attack_checks(cls, params))


def check_membership_attack(cls: type[MembershipAttack], params: dict[str, Any] | None = None) -> None:
    """Raise AssertionError if the membership attack `cls` (made with `params`) breaks what the engine relies on."""
    run_all(membership_attack_checks(cls, params))


def check_identity_attack(cls: type[IdentityAttack], params: dict[str, Any] | None = None) -> None:
    """Raise AssertionError if the identity attack `cls` (made with `params`) breaks what the engine relies on."""
    run_all(identity_attack_checks(cls, params))


def check_generator(cls: type[Generator], params: dict[str, Any] | None = None) -> None:
    """Raise AssertionError if the release generator `cls` (made with `params`) breaks what the engine
    relies on. Give it the parameters it needs for the synthetic table (key variables a, b, x; the
    sensitive variable s)."""
    run_all(generator_checks(cls, params))


def check_selector(cls: type[TargetSelector], params: dict[str, Any] | None = None) -> None:
    """Raise AssertionError if the target selector `cls` (made with `params`) breaks what the engine relies on."""
    run_all(selector_checks(cls, params))


def check_baseline_model(cls: type[BaselineModel], params: dict[str, Any] | None = None) -> None:
    """Raise AssertionError if the baseline model `cls` (made with `params`) breaks what the engine relies on."""
    run_all(baseline_model_checks(cls, params))


def check_reader(cls: type[TableReader], sample: str | Path, params: dict[str, Any] | None = None) -> None:
    """Raise AssertionError if the table reader `cls` (made with `params`) breaks what AnonGuard relies on,
    reading `sample`: a small file of its format holding a table of a few rows."""
    run_all(reader_checks(cls, sample, params))


def check_utility_measure(cls: type[UtilityMeasure], params: dict[str, Any] | None = None) -> None:
    """Raise AssertionError if the utility measure `cls` (made with `params`) breaks what AnonGuard relies on:
    named finite scores, `perfect` for a copy of the original, the same scores for the same seed."""
    run_all(utility_measure_checks(cls, params))


def check_treatment(cls: type[Treatment], params: dict[str, Any] | None = None) -> None:
    """Raise AssertionError if the treatment `cls` (made with `params`) breaks what AnonGuard relies on: the
    table's columns back in their order, the given table untouched, the same table for the same seed, a result
    read as a release. Give it the parameters it needs for the kit's table (`treatment_task()`: key variables
    age, sex, region, income; sensitive variable job)."""
    run_all(treatment_checks(cls, params))
