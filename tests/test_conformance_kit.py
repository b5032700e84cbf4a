"""The conformance kit catches each broken promise it names, and passes the core's own components
(every first-party plugin runs it in its own tests, as a third party would)."""

import re

import numpy as np
import pandas as pd
import pytest

from anonguard.plugins.api import (
    Attack, GeneratedRelease, Generator, MembershipAttack, Parameter, Predictions, TargetSelector,
)
from anonguard.plugins.defaults import baseline_models, selectors
from anonguard.plugins.manager import load_catalog
from anonguard.testing import (
    check_attack, check_baseline_model, check_generator, check_membership_attack, check_selector, synthetic_task,
)


class Modal(Attack):
    """A correct attack: the release's most frequent secret for everybody."""

    id, title, description = "modal", "Modal", "Predicts the most frequent secret."
    parameters = (Parameter("share", "float", 0.5, "A share.", minimum=0.0, maximum=1.0),)

    def fit(self, task):
        self.mode_ = int(task.tables[0].data[task.secret].mode()[0])
        return self

    def predict(self, targets):
        n = len(targets)
        return Predictions(np.full(n, self.mode_), np.ones(n), np.zeros(n, dtype=bool))


class WrongShape(Modal):
    id = "wrong-shape"

    def predict(self, targets):
        return Predictions(np.zeros(len(targets) + 1), np.ones(len(targets)), np.zeros(len(targets), dtype=bool))


class NotACode(Modal):
    id = "not-a-code"

    def predict(self, targets):
        n = len(targets)
        return Predictions(np.full(n, 7), np.ones(n), np.zeros(n, dtype=bool))


class Unseeded(Modal):
    id = "unseeded"

    def predict(self, targets):
        n = len(targets)
        return Predictions(np.random.default_rng().integers(0, 3, n), np.ones(n), np.zeros(n, dtype=bool))


class Mutating(Modal):
    id = "mutating"

    def predict(self, targets):
        targets["a"] = 0
        return super().predict(targets)


class FitReturnsNothing(Modal):
    id = "fit-returns-nothing"

    def fit(self, task):
        super().fit(task)


class Lax(Modal):
    id = "lax"

    def __init__(self, **params):
        self.params = params  # skips the declared checks


class Undeclared(Modal):
    id = ""


@pytest.mark.parametrize("cls, said", [
    (WrongShape, "returned (121,) values for 120 targets"),
    (NotACode, "not codes of the secret"),
    (Unseeded, "same task and seed"),
    (Mutating, "changed the targets"),
    (FitReturnsNothing, "must return the instance"),
    (Lax, "does not declare"),
    (Undeclared, "the catalog would refuse"),
])
def test_each_broken_promise_is_named(cls, said):
    with pytest.raises(AssertionError, match=re.escape(said)):
        check_attack(cls)


def test_a_correct_attack_passes():
    check_attack(Modal)


def test_the_core_s_own_baseline_models_and_selectors_pass():
    catalog = load_catalog(entry_points=False)
    models = [e.cls for e in catalog.of_kind("baseline-model") if e.plugin == baseline_models.__name__]
    chosen = [e.cls for e in catalog.of_kind("selector") if e.plugin == selectors.__name__]
    assert len(models) >= 4 and chosen
    for cls in models:
        check_baseline_model(cls)
    for cls in chosen:
        check_selector(cls)


class Near(MembershipAttack):
    id, title, description = "near", "Near", "Scores by closeness of x to the release's mean."

    def fit(self, task):
        self.mean_ = float(task.tables[0].data["x"].mean())
        return self

    def score(self, candidates):
        return -np.abs(candidates["x"].to_numpy() - self.mean_)


class OneScoreShort(Near):
    id = "one-score-short"

    def score(self, candidates):
        return super().score(candidates)[1:]


class NotFinite(Near):
    id = "not-finite"

    def score(self, candidates):
        return np.full(len(candidates), np.nan)


class Copy(Generator):
    id, title, description = "copy", "Copy", "Publishes the table."

    def generate(self, task):
        return GeneratedRelease(task.data.copy())


class Renaming(Copy):
    id = "renaming"

    def generate(self, task):
        return GeneratedRelease(task.data.rename(columns={"a": "age_group"}))


class Scribbling(Copy):
    id = "scribbling"

    def generate(self, task):
        task.data.loc[0, "x"] = -1.0
        return super().generate(task)


class Everyone(TargetSelector):
    id, title, description = "everyone", "Everyone", "Targets every record."

    def select(self, task):
        return np.arange(len(task.data))


class OffTheEnd(Everyone):
    id = "off-the-end"

    def select(self, task):
        return np.arange(len(task.data) + 1)


class Drifting(Everyone):
    id = "drifting"

    def select(self, task):
        return np.random.default_rng().choice(len(task.data), 10, replace=False)


@pytest.mark.parametrize("check, cls, said", [
    (check_membership_attack, OneScoreShort, "one score per candidate"),
    (check_membership_attack, NotFinite, "not a finite number"),
    (check_generator, Renaming, "columns the input lacks: ['age_group']"),
    (check_generator, Scribbling, "changed the table it was given"),
    (check_selector, OffTheEnd, "outside the 400 records"),
    (check_selector, Drifting, "different rows for the same table and seed"),
])
def test_each_broken_promise_of_the_other_kinds_is_named(check, cls, said):
    with pytest.raises(AssertionError, match=re.escape(said)):
        check(cls)


def test_correct_components_of_the_other_kinds_pass():
    check_membership_attack(Near)
    check_generator(Copy)
    check_selector(Everyone)


def test_the_synthetic_secret_follows_a_known_column():
    frame = synthetic_task().tables[0].data
    assert ((frame["a"] % 3) == frame["s"]).mean() == pytest.approx(0.8 + 0.2 / 3, abs=0.05)
    counts = synthetic_task(("counts",)).counts[0].rows
    assert counts.loc[counts["attribute"] == "a", "count"].sum() == len(frame)
    assert isinstance(frame, pd.DataFrame) and not synthetic_task(("counts",)).tables
