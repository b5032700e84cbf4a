"""MDAV microaggregation: the conformance kit, worked answers by hand, the groups of a plain reading of the algorithm,
and what it guarantees counted independently on the treated table: every group of k to 2k − 1 records, every treated
value its group's mean, each column's mean kept exactly.

sdcMicro publishes no worked MDAV output to compare with (tests/testthat/test_microaggregation.R checks only the
shape of the result; the vignette and manual pages print none), and R is not on this machine: the groups are
compared with a plain loop-for-loop reading of the algorithm (Domingo-Ferrer & Torra 2005's description, which
sdcMicro's src/Mdav.cpp follows: standardized columns, squared Euclidean distance) instead."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from anonguard.api import CATEGORICAL, CONTINUOUS, TreatmentTask
from anonguard.testing import check_treatment, treatment_checks
from anonguard_treatments.microaggregation import Microaggregation, mdav


@pytest.mark.parametrize("check", treatment_checks(Microaggregation)
                         + treatment_checks(Microaggregation, {"k": 5, "aggregate": "median"}), ids=str)
def test_microaggregation_keeps_the_contract(check):
    check()


def test_check_treatment_passes():
    check_treatment(Microaggregation, {"columns": "age", "k": 4})


def _partition(labels: np.ndarray) -> set[frozenset[int]]:
    return {frozenset(np.flatnonzero(labels == g).tolist()) for g in np.unique(labels)}


def test_one_column_by_hand():
    # 1..9, k = 3: the centroid is 5; 1 and 9 are farthest (1 first), so {1, 2, 3}; then 9, farthest from 1:
    # {7, 8, 9}; 3 records are left, fewer than 2k: {4, 5, 6}
    values = np.arange(1.0, 10.0)
    assert _partition(mdav(values[:, None], 3)) == {frozenset({0, 1, 2}), frozenset({6, 7, 8}), frozenset({3, 4, 5})}
    task = TreatmentTask(pd.DataFrame({"x": values}), {"x": CONTINUOUS}, ("x",), ())
    assert Microaggregation().treat(task).data["x"].tolist() == [2.0] * 3 + [5.0] * 3 + [8.0] * 3


def test_two_columns_by_hand():
    # 7 records, k = 3: fewer than 3k, so the record farthest from the centroid (37/7, 37/7) — A at (0, 0), squared
    # distance 55.9, beside E and F at 54.9 — takes its 2 nearest, B and C; the other 4 (k to 2k − 1) are the last
    # group
    points = np.array([[0, 0], [1, 0], [0, 1], [10, 10], [11, 10], [10, 11], [5, 5]], dtype=float)
    assert _partition(mdav(points, 3)) == {frozenset({0, 1, 2}), frozenset({3, 4, 5, 6})}


def _reference(points: np.ndarray, k: int) -> set[frozenset[int]]:
    """MDAV read plainly, one record at a time, ties to the earlier record."""
    def gap(i, centre):
        return sum((points[i][j] - centre[j]) ** 2 for j in range(points.shape[1]))

    def group_of(first, pool):
        return sorted(pool, key=lambda i: (-1.0 if i == first else gap(i, points[first]), i))[:k]

    left, groups = list(range(len(points))), []
    while len(left) >= 2 * k:
        centre = [sum(points[i][j] for i in left) / len(left) for j in range(points.shape[1])]
        r = max(left, key=lambda i: (gap(i, centre), -i))
        s = max(left, key=lambda i: (gap(i, points[r]), -i))
        for first in ((r, s) if len(left) >= 3 * k else (r,)):
            chosen = group_of(first, left)
            groups.append(frozenset(chosen))
            left = [i for i in left if i not in chosen]
    return groups and set(groups) | ({frozenset(left)} if left else set())


@pytest.mark.parametrize("rows, columns, k", [(200, 3, 3), (150, 2, 4), (61, 4, 3), (97, 1, 5)])
def test_the_groups_are_mdavs(rows, columns, k):
    points = np.random.default_rng(rows).normal(size=(rows, columns)) * [10.0 ** j for j in range(columns)]
    assert _partition(mdav(points, k)) == _reference(points, k)


def _table(rows: int, seed: int = 0) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    age = rng.integers(16, 90, rows).astype(float)
    return pd.DataFrame({"age": age, "income": np.round(rng.lognormal(10, 0.8, rows) * (1 + age / 100), -1),
                         "hours": rng.normal(38, 9, rows).round(1), "sex": rng.choice(["f", "m"], rows)})


def _task(data: pd.DataFrame) -> TreatmentTask:
    kinds = {c: CATEGORICAL if c == "sex" else CONTINUOUS for c in data.columns}
    return TreatmentTask(data, kinds, ("age", "income", "hours", "sex"), (), seed=3)


@pytest.mark.parametrize("k", [3, 5, 10])
def test_groups_hold_k_to_2k_minus_1_records_whose_mean_is_the_treated_value(k):
    data = _table(2000)
    columns = ["age", "income", "hours"]
    out = Microaggregation(k=k).treat(_task(data)).data
    groups = out.groupby(columns).groups  # counted on the treated table: records with the same treated values
    sizes = np.array([len(rows) for rows in groups.values()])
    assert sizes.min() >= k and sizes.max() <= 2 * k - 1 and (sizes > k).sum() <= 1, np.bincount(sizes)
    for treated, rows in groups.items():
        assert np.allclose(data.loc[rows, columns].mean().to_numpy(), treated, rtol=1e-12)
    assert np.allclose(out[columns].mean(), data[columns].mean(), rtol=1e-12, atol=0)  # the means kept exactly
    assert out["sex"].equals(data["sex"])
    assert out[columns].var().lt(data[columns].var()).all()  # spreads shrink


def test_the_median_replaces_each_value_by_its_groups_median():
    data = _table(600)
    out = Microaggregation(columns="income,hours", k=4, aggregate="median").treat(_task(data)).data
    for treated, rows in out.groupby(["income", "hours"]).groups.items():
        assert len(rows) >= 4 and np.allclose(data.loc[rows, ["income", "hours"]].median().to_numpy(), treated)


def test_missing_values_stay_missing_and_records_group_with_their_like():
    data = _table(300)
    data.loc[10:39, "income"] = np.nan  # 30 records without income: a pattern of their own
    data.loc[50, "age"] = np.nan  # one record without age: too few to group alone, joins the nearest group
    found = Microaggregation(columns="age,income", k=3).treat(_task(data))
    out = found.data
    assert out["income"][10:40].isna().all() and np.isnan(out.loc[50, "age"]) and not np.isnan(out.loc[50, "income"])
    for column in ("age", "income"):
        assert out[column].value_counts().min() >= 3  # every published number is shared by at least k records
        assert np.isclose(out[column].mean(), data[column].mean(), rtol=1e-12)
    # grouped among records also without income: each of their ages is shared by at least k of them
    assert out["age"][10:40].value_counts().min() >= 3
    assert "30 records with no number in some of these columns grouped among" in " ".join(found.notes)
    assert "1 record whose pattern of numbers fewer than 3 records share joined the nearest group" in found.notes


def test_a_cell_no_group_can_cover_is_emptied():
    data = pd.DataFrame({"a": [1.0, 2.0] + [float(i) for i in range(10)] + [np.nan] * 10,
                         "b": [5.0, 6.0] + [np.nan] * 10 + [float(i) for i in range(10)]})
    found = Microaggregation(columns="a,b", k=3).treat(TreatmentTask(data, {"a": CONTINUOUS, "b": CONTINUOUS}, (), ()))
    out = found.data
    assert out.notna().sum().sum() == data.notna().sum().sum() - 2  # the two complete records lose one number each
    assert out["a"].value_counts().min() >= 3 and out["b"].value_counts().min() >= 3
    assert any("2 cells emptied" in note for note in found.notes)


def test_generalized_cells_are_left_as_written():
    data = _table(90)
    data["age"] = data["age"].astype(object)
    data.loc[0, "age"], data.loc[1, "age"] = "[20-30)", "*"
    out = Microaggregation(columns="age,income").treat(_task(data)).data
    assert out.loc[0, "age"] == "[20-30)" and out.loc[1, "age"] == "*"
    assert pd.to_numeric(out["age"][2:]).value_counts().min() >= 3


def test_clear_errors():
    data = _table(4)
    with pytest.raises(ValueError, match=r"microaggregation.columns: sex is a categorical column.*leave sex out"):
        Microaggregation(columns="age,sex").treat(_task(data))
    with pytest.raises(ValueError, match=r"microaggregation.k: groups of at least 5 records, but only 4 record"):
        Microaggregation(k=5).treat(_task(data))
    with pytest.raises(ValueError, match=r"microaggregation.k"):
        Microaggregation(k=1)
    task = TreatmentTask(data, {c: CATEGORICAL for c in data.columns}, ("sex",), ())
    with pytest.raises(ValueError, match=r"microaggregation.columns: the audit names no continuous key variable"):
        Microaggregation().treat(task)
