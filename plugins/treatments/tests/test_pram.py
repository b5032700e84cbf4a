"""PRAM: the conformance kit, the invariant matrix's known answers (p̂ᵀP = p̂; built as sdcMicro's pram builds it),
and the treated marginal within its expected spread over many seeds.

sdcMicro publishes no worked PRAM output to compare with (its tests/testthat/test_pram.R checks only that results
differ when pd or alpha change, and that an identity matrix changes nothing; its vignette and manual pages show no
printed output), and R is not on this machine: the matrix is compared with a loop-for-loop reading of sdcMicro's
R/pram.R (calcTransitionMatrix) instead, and the identity case is checked as its test does."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from anonguard.api import CATEGORICAL, CONTINUOUS, TreatmentTask
from anonguard.testing import check_treatment, treatment_checks
from anonguard_treatments._perturb import column_rng
from anonguard_treatments.pram import Pram, invariant_matrix


@pytest.mark.parametrize("check", treatment_checks(Pram) + treatment_checks(Pram, {"strata": "job", "alpha": 0.9}),
                         ids=str)
def test_pram_keeps_the_contract(check):
    check()


def test_check_treatment_passes():
    check_treatment(Pram, {"columns": "sex,region,job", "diagonal": 0.3})


def _as_sdcmicro(counts, diagonal, alpha, uniforms):
    """sdcMicro's calcTransitionMatrix (R/pram.R), loop for loop, given its runif(L, pd, 1) draws."""
    size = len(counts)
    p = np.asarray(counts, float) / np.sum(counts)
    first = np.empty((size, size))
    for i in range(size):
        first[i, :] = (1 - uniforms[i]) / (size - 1)
        first[i, i] = uniforms[i]
    backward = first.copy()
    for k in range(size):
        s = sum(p[j] * first[j, k] for j in range(size))
        for j in range(size):
            backward[k, j] = first[j, k] * p[j] / s
    return alpha * (first @ backward) + (1 - alpha) * np.eye(size)


COUNTS = [
    [300, 100], [60, 30, 9, 1], [1000, 500, 300, 150, 40, 9, 1], [5] * 12, list(range(1, 30)),
]


@pytest.mark.parametrize("counts", COUNTS, ids=lambda c: f"{len(c)} categories")
@pytest.mark.parametrize("diagonal, alpha", [(0.8, 0.5), (0.2, 1.0), (0.0, 0.3), (0.95, 0.9)])
def test_invariant_matrix_keeps_the_marginal(counts, diagonal, alpha):
    shares = np.asarray(counts, float) / np.sum(counts)
    for seed in range(20):
        matrix = invariant_matrix(np.asarray(counts), diagonal, alpha, np.random.default_rng(seed))
        assert np.abs(shares @ matrix - shares).max() < 1e-12  # p̂ᵀP = p̂
        assert np.abs(matrix.sum(axis=1) - 1).max() < 1e-12 and (matrix >= 0).all()
        assert np.diag(matrix).min() >= 1 - alpha - 1e-12  # each value kept with a chance of at least 1 − alpha
        uniforms = np.random.default_rng(seed).uniform(diagonal, 1.0, len(counts))
        assert (uniforms >= diagonal).all()  # the first step's diagonal lies between `diagonal` and 1
        assert np.allclose(matrix, _as_sdcmicro(counts, diagonal, alpha, uniforms), rtol=0, atol=1e-13)


def test_a_first_diagonal_of_one_or_alpha_zero_changes_nothing():
    assert np.array_equal(invariant_matrix(np.array([7, 3, 1]), 1.0, 0.5, np.random.default_rng(0)), np.eye(3))
    task = _task(_column([50, 30, 20]))
    for params in ({"diagonal": 1.0}, {"alpha": 0.0}):
        assert Pram(columns="c", **params).treat(task).data.equals(task.data)


def _column(counts, labels=None):
    labels = labels or [f"c{i:02d}" for i in range(len(counts))]
    return np.repeat(np.array(labels, dtype=object), counts)


def _task(column, seed=0, **more):
    data = pd.DataFrame({"c": column, **more})
    kinds = {name: CATEGORICAL for name in data.columns}
    return TreatmentTask(data, kinds, ("c",), (), seed=seed)


def _expected(counts, seed, diagonal=0.8, alpha=0.5):
    """Per category: the treated count's expectation and variance for this seed's matrix. Each category's treated
    count is a sum over the original categories i of independent binomial draws (n_i, P[i, j]), the rows of one
    multinomial draw per record: mean Σ_i n_i P[i, j], variance Σ_i n_i P[i, j] (1 − P[i, j])."""
    matrix = invariant_matrix(np.asarray(counts), diagonal, alpha, column_rng(seed, "pram", "c"))
    counts = np.asarray(counts, float)
    return counts @ matrix, counts @ (matrix * (1 - matrix))


def test_the_treated_marginal_stays_within_its_expected_spread():
    counts = [1000, 500, 300, 150, 40, 9, 1]
    seeds = range(200)
    observed, variances = [], []
    for seed in seeds:
        treated = Pram(columns="c").treat(_task(_column(counts), seed)).data["c"]
        found = treated.value_counts().reindex(sorted(set(treated) | {f"c{i:02d}" for i in range(7)}), fill_value=0)
        mean, variance = _expected(counts, seed)
        assert np.allclose(mean, counts, rtol=1e-12)  # invariant: the expected count is the original's
        observed.append(found.to_numpy(float))
        variances.append(variance)
    observed, variances = np.array(observed), np.array(variances)
    deviations = (observed - counts) / np.sqrt(variances)
    assert np.abs(deviations).max() < 4, f"a count beyond 4 standard deviations: {np.abs(deviations).max():.2f}"
    standard_error = np.sqrt(variances.sum(axis=0)) / len(seeds)  # of the mean count over the seeds
    assert (np.abs(observed.mean(axis=0) - counts) < 3 * standard_error).all(), (observed.mean(axis=0), counts)
    assert observed.sum(axis=1).tolist() == [sum(counts)] * len(seeds)  # no value lost or invented


def test_each_category_is_kept_with_its_diagonal_chance():
    counts = [600, 300, 80, 20]
    kept, expected, variance = np.zeros(4), np.zeros(4), np.zeros(4)
    for seed in range(100):
        task = _task(_column(counts), seed)
        treated = Pram(columns="c", diagonal=0.6, alpha=0.7).treat(task).data["c"].to_numpy()
        matrix = invariant_matrix(np.asarray(counts), 0.6, 0.7, column_rng(seed, "pram", "c"))
        same = treated == task.data["c"].to_numpy()
        for i in range(4):
            rows = task.data["c"].to_numpy() == f"c{i:02d}"
            kept[i] += same[rows].sum()
            expected[i] += counts[i] * matrix[i, i]
            variance[i] += counts[i] * matrix[i, i] * (1 - matrix[i, i])
    assert (np.abs(kept - expected) < 4 * np.sqrt(variance)).all(), (kept, expected)
    assert (kept / (100 * np.asarray(counts)) >= 1 - 0.7 - 0.02).all()  # the diagonal: at least 1 − alpha kept
    assert kept[3] / (100 * counts[3]) < kept[0] / (100 * counts[0])  # a rare category changes more often


def test_a_lower_diagonal_changes_more_values():
    task = _task(_column([400, 300, 200, 100]))
    changed = [int((Pram(columns="c", diagonal=d, alpha=1.0).treat(task).data["c"] != task.data["c"]).sum())
               for d in (0.95, 0.7, 0.3)]
    assert changed[0] < changed[1] < changed[2], changed


def test_strata_keep_each_group_to_its_own_categories():
    column = np.concatenate([_column([40, 30, 30], ["a", "b", "c"]), _column([50, 50], ["x", "y"])])
    group = np.repeat(["north", "south"], [100, 100])
    task = _task(column, region=group)
    treated = Pram(columns="c", strata="region", diagonal=0.1, alpha=1.0).treat(task)
    out = treated.data
    assert set(out["c"][group == "north"]) <= {"a", "b", "c"} and set(out["c"][group == "south"]) <= {"x", "y"}
    assert (out["c"] != task.data["c"]).sum() > 20
    assert "within each group of region" in treated.notes[0]


def test_missing_values_and_generalized_cells_are_left_as_written():
    column = np.array(["a", "b", None, "{a,b}", "*", "c", np.nan, "a", "b", "c"] * 30, dtype=object)
    task = _task(column)
    out = Pram(columns="c", diagonal=0.0, alpha=1.0).treat(task).data["c"]
    left = pd.isna(task.data["c"]) | task.data["c"].isin(["{a,b}", "*"])
    assert out[left].equals(task.data["c"][left])
    assert set(out[~left]) <= {"a", "b", "c"} and (out[~left] != task.data["c"][~left]).any()


def test_the_column_keeps_its_type():
    task = _task(pd.Categorical(_column([60, 40], ["p", "q"])), codes=np.repeat([1, 2], [50, 50]))
    out = Pram(columns="c,codes", alpha=1.0, diagonal=0.2).treat(task).data
    assert isinstance(out["c"].dtype, pd.CategoricalDtype) and out["codes"].dtype == np.int64
    assert set(out["codes"]) <= {1, 2}


def test_a_column_is_treated_the_same_whichever_columns_go_with_it():
    task = _task(_column([60, 30, 10]), other=_column([50, 50], ["u", "v"]))
    alone = Pram(columns="c").treat(task).data["c"]
    assert alone.equals(Pram(columns="c,other").treat(task).data["c"])
    assert not alone.equals(Pram(columns="c").treat(_task(_column([60, 30, 10]), seed=1)).data["c"])


def test_default_columns_are_the_categorical_key_variables():
    data = pd.DataFrame({"age": np.arange(200.0), "sex": _column([120, 80], ["f", "m"]), "job": "x"})
    task = TreatmentTask(data, {"age": CONTINUOUS, "sex": CATEGORICAL, "job": CATEGORICAL}, ("age", "sex"), ("job",))
    found = Pram(diagonal=0.0, alpha=1.0).treat(task)
    assert found.notes[0].startswith("PRAM on sex ") and found.data["age"].equals(data["age"])


def test_clear_errors():
    data = pd.DataFrame({"age": np.arange(50.0), "sex": _column([25, 25], ["f", "m"])})
    task = TreatmentTask(data, {"age": CONTINUOUS, "sex": CATEGORICAL}, ("age",), ())
    with pytest.raises(ValueError, match=r"pram.columns: age is a continuous column.*leave age out of columns"):
        Pram(columns="age,sex").treat(task)
    with pytest.raises(ValueError, match=r"pram.columns: the audit names no categorical key variable"):
        Pram().treat(task)
    with pytest.raises(ValueError, match=r"pram.strata: sex is also among the columns"):
        Pram(columns="sex", strata="sex").treat(task)
    with pytest.raises(ValueError, match=r"pram.columns: no column 'sx'"):
        Pram(columns="sx").treat(task)
    with pytest.raises(ValueError, match=r"pram.diagonal"):
        Pram(diagonal=1.5)
