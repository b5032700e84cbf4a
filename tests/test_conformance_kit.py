"""The conformance kit catches each broken promise it names, and passes every first-party attack."""

import re

import numpy as np
import pandas as pd
import pytest

from anonguard.plugins.api import Attack, Parameter, Predictions
from anonguard.plugins.manager import load_catalog
from anonguard.testing import check_attack, synthetic_task


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


def test_every_first_party_attack_passes():
    for entry in load_catalog().of_kind("attack"):
        check_attack(entry.cls)


def test_the_synthetic_secret_follows_a_known_column():
    frame = synthetic_task().tables[0].data
    assert ((frame["a"] % 3) == frame["s"]).mean() == pytest.approx(0.8 + 0.2 / 3, abs=0.05)
    counts = synthetic_task(("counts",)).counts[0].rows
    assert counts.loc[counts["attribute"] == "a", "count"].sum() == len(frame)
    assert isinstance(frame, pd.DataFrame) and not synthetic_task(("counts",)).tables
