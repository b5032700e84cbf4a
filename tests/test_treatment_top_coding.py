"""Top and bottom coding: the conformance kit, no value left beyond a threshold, the cells read back by
AnonGuard as the open intervals written, which threshold wins, and the errors an officer meets."""

import numpy as np
import pandas as pd
import pytest

from anonguard.api import TreatmentTask
from anonguard.data.encoding import encode_tables
from anonguard.testing import check_treatment, treatment_checks, treatment_task
from anonguard_treatments.top_coding import TopBottomCoding


@pytest.mark.parametrize("check", treatment_checks(TopBottomCoding, {"top_quantile": 0.95}), ids=str)
def test_conformance_quantile(check):
    check()


@pytest.mark.parametrize("params", [
    {"columns": "income", "top": "100000", "bottom": "3000"},
    {"columns": "income", "top": "100000", "write": "value"},
    {"columns": "age", "bottom_quantile": 0.05},
])
def test_conformance_settings(params):
    check_treatment(TopBottomCoding, params)


def generalized(task, treated, column):
    encoded = encode_tables(task.data, {"treated": [("treated", treated)]}, task.kinds)
    (table,) = encoded.releases["treated"]
    return table.generalized[column]


def test_top_code_at_a_value_leaves_no_value_above_it():
    task = treatment_task()
    income = task.data["income"]
    found = TopBottomCoding(columns="income", top="60000").treat(task)
    treated = found.data["income"]
    numbers = pd.to_numeric(treated, errors="coerce")
    assert (numbers.dropna() < 60000).all()
    coded = (income >= 60000).to_numpy()
    assert coded.sum() == 27  # counted on the kit's table
    assert treated[coded].eq(">=60000").all() and numbers[~coded].eq(income[~coded]).all()
    assert found.notes == ("income: 27 values at or above 60000 written as '>=60000' (top code: the top value)",)
    cells = generalized(task, found.data, "income")
    assert (cells.low[coded] == 60000).all() and (cells.high[coded] == income.max()).all()
    assert (cells.low[~coded] == income[~coded]).all()


def test_bottom_code_is_read_back():
    task = treatment_task()
    age = task.data["age"]
    treated = TopBottomCoding(columns="age", bottom="20").treat(task).data
    low = (age <= 20).to_numpy()
    assert treated["age"][low].eq("<=20").all()
    assert (pd.to_numeric(treated["age"], errors="coerce").dropna() > 20).all()
    cells = generalized(task, treated, "age")  # anonguard/data/cells.py reads "<=20" as [-inf, 20]
    assert (cells.high[low] == 20).all() and (cells.low[low] == age.min()).all()


def test_value_mode_replaces_by_the_threshold():
    task = treatment_task()
    treated = TopBottomCoding(columns="income", top="60000", bottom="3000", write="value").treat(task).data
    income = treated["income"]
    assert pd.api.types.is_float_dtype(income)
    assert income.max() == 60000 and income.min() == 3000
    assert (income == 60000).sum() == (task.data["income"] >= 60000).sum()


def test_the_stricter_threshold_wins():
    task = treatment_task()
    income = task.data["income"]
    q90 = float(np.quantile(income, 0.9))
    found = TopBottomCoding(columns="income", top="100000", top_quantile=0.9).treat(task)
    assert (found.data["income"] == f">={q90:.12g}").sum() == (income >= q90).sum()
    assert "stricter than the top value 100000" in found.notes[0]
    found = TopBottomCoding(columns="income", top="20000", top_quantile=0.9).treat(task)
    assert (found.data["income"] == ">=20000").sum() == (income >= 20000).sum()
    assert "the top value, stricter than the 0.9 quantile" in found.notes[0]
    found = TopBottomCoding(columns="income", bottom="1000", bottom_quantile=0.1).treat(task)
    q10 = float(np.quantile(income, 0.1))
    assert (found.data["income"] == f"<={q10:.12g}").sum() == (income <= q10).sum()


def test_default_columns_are_the_continuous_keys():
    task = treatment_task()
    found = TopBottomCoding(top_quantile=0.99).treat(task)
    assert [note.split(":")[0] for note in found.notes] == ["age", "income"]


def test_bands_missing_and_suppressed_cells():
    frame = pd.DataFrame({"pay": [1000.0, "[90000-110000)", "[120000-150000)", "*", None, 250000, ">=200000"]})
    task = TreatmentTask(frame, {"pay": "continuous"})
    treated = TopBottomCoding(columns="pay", top="100000").treat(task).data["pay"].tolist()
    assert treated[:4] == ["1000", "[90000-110000)", ">=100000", "*"]  # a band straddling 100000 is kept
    assert treated[4] is None and treated[5:] == [">=100000", ">=100000"]


@pytest.mark.parametrize("params, words", [
    ({}, "give a top or bottom value"),
    ({"top": "lots"}, "top: 'lots' is not a number"),
    ({"columns": "income", "top": "3000", "bottom": "5000"}, "does not lie above the bottom threshold 5000"),
    ({"columns": "sex", "top": "1"}, "column 'sex' holds 'f'"),
    ({"columns": "salary", "top": "1"}, "no column 'salary'"),
    ({"top_quantile": 1.0}, "1 would code nothing"),
])
def test_bad_parameters(params, words):
    with pytest.raises(ValueError, match=words):
        TopBottomCoding(**params).treat(treatment_task())


def test_no_continuous_key_to_default_to():
    frame = pd.DataFrame({"a": ["x", "y"]})
    with pytest.raises(ValueError, match="name the columns to top- or bottom-code"):
        TopBottomCoding(top="1").treat(TreatmentTask(frame, {"a": "categorical"}, ("a",)))
