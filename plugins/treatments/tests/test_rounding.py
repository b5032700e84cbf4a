"""Rounding: the conformance kit, multiples of the base within half a base, random rounding unbiased and
reproducible from the seed, cells already banded kept, and the errors an officer meets."""

import numpy as np
import pandas as pd
import pytest

from anonguard.api import TreatmentTask
from anonguard.testing import check_treatment, treatment_checks, treatment_task
from anonguard_treatments.rounding import Rounding


@pytest.mark.parametrize("check", treatment_checks(Rounding, {"columns": "income", "base": 1000}), ids=str)
def test_conformance(check):
    check()


def test_conformance_random():
    check_treatment(Rounding, {"base": 5, "method": "random"})


def test_nearest_multiples_within_half_a_base():
    task = treatment_task()
    found = Rounding(columns="age,income", base=5).treat(task)
    for column in ("age", "income"):
        rounded, original = found.data[column], task.data[column]
        assert (rounded % 5 == 0).all()
        assert (np.abs(rounded - original) <= 2.5).all()
    assert Rounding(columns="age", base=10).treat(TreatmentTask(
        pd.DataFrame({"age": [14.0, 15.0, 25.0, -15.0, np.nan]}), {"age": "continuous"})).data["age"].tolist()[:4] \
        == [10.0, 20.0, 30.0, -10.0]  # halves up


def test_fractional_base_writes_clean_numbers():
    frame = pd.DataFrame({"x": [0.3, 0.26, 1.04, 7.0]})
    rounded = Rounding(columns="x", base=0.1).treat(TreatmentTask(frame, {"x": "continuous"})).data["x"]
    assert rounded.tolist() == [0.3, 0.3, 1.0, 7.0]


def test_random_rounding_is_unbiased_and_seeded():
    frame = pd.DataFrame({"x": np.full(40_000, 1234.0)})
    task = TreatmentTask(frame, {"x": "continuous"}, seed=11)
    rounded = Rounding(columns="x", base=1000, method="random").treat(task).data["x"]
    assert set(rounded) == {1000.0, 2000.0}
    # P(up) = 0.234, so the mean is 1234 within its standard error 1000·sqrt(0.234·0.766 / 40000) ≈ 2.1
    assert abs(rounded.mean() - 1234) < 4 * 1000 * np.sqrt(0.234 * 0.766 / 40_000)
    again = Rounding(columns="x", base=1000, method="random").treat(task).data["x"]
    other = Rounding(columns="x", base=1000, method="random").treat(
        TreatmentTask(frame, {"x": "continuous"}, seed=12)).data["x"]
    assert rounded.equals(again) and not rounded.equals(other)


def test_random_rounding_leaves_multiples_alone():
    frame = pd.DataFrame({"x": [1000.0, 2000.0, 0.0]})
    rounded = Rounding(columns="x", base=1000, method="random").treat(TreatmentTask(frame, {"x": "continuous"}))
    assert rounded.data["x"].tolist() == [1000.0, 2000.0, 0.0]


def test_banded_cells_are_kept():
    frame = pd.DataFrame({"pay": [1234.0, "[20000-25000)", "*", None, "987"]})
    found = Rounding(columns="pay", base=100).treat(TreatmentTask(frame, {"pay": "continuous"}))
    assert found.data["pay"].tolist() == ["1200", "[20000-25000)", "*", None, "1000"]
    assert any("1 banded cells kept" in note for note in found.notes)


@pytest.mark.parametrize("params, words", [
    ({"base": 0}, "base: give a positive number"),
    ({"columns": "sex"}, "column 'sex' holds 'f'"),
    ({"method": "up"}, "method"),
])
def test_bad_parameters(params, words):
    with pytest.raises(ValueError, match=words):
        Rounding(**params).treat(treatment_task())
