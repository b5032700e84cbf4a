"""Swapping as a treatment: the kit's promises, each column keeps its values, the share of rows swapped, the same
swap for the same seed."""

import pytest

from anonguard.testing import check_treatment, treatment_checks, treatment_task
from anonguard_anonymizers.swap_treatment import SwapTreatment


@pytest.mark.parametrize("check", treatment_checks(SwapTreatment) + treatment_checks(SwapTreatment, {
    "columns": "income,job", "fraction": 0.5}), ids=str)
def test_the_kit(check):
    check()


def test_check_treatment_passes():
    check_treatment(SwapTreatment, {"fraction": 0.3})


def test_each_column_keeps_its_values_and_at_most_the_share_of_rows_moves():
    task = treatment_task(rows=400)
    found = SwapTreatment(columns="income", fraction=0.25).treat(task)
    before, after = task.data["income"], found.data["income"]
    assert sorted(before) == sorted(after)  # the marginal is kept
    moved = (before != after).sum()
    assert 0 < moved <= 100  # 100 rows take part; a row may draw its own value back
    assert found.data.drop(columns="income").equals(task.data.drop(columns="income"))
    assert SwapTreatment(columns="income", fraction=0.25).treat(task).data.equals(found.data)


def test_by_default_the_sensitive_variables_are_swapped():
    task = treatment_task()
    found = SwapTreatment(fraction=1.0).treat(task)
    assert not found.data["job"].equals(task.data["job"]) and found.data["age"].equals(task.data["age"])
    assert SwapTreatment().proposals(task) == [({"columns": "job", "fraction": 0.2},), ({"columns": "job",
                                                                                        "fraction": 0.5},)]
