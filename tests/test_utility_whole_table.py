"""The whole-table utility measures against answers known without running them: pMSE, its null and
SPECKS from fitted probabilities worked out by hand, TVDs from cell probabilities written out, and the
null's own law (a release drawn from the original has a pMSE ratio of 1 on average)."""

from __future__ import annotations

import itertools
import json
import math

import numpy as np
import pandas as pd
import pytest

from anonguard.data.columns import CATEGORICAL, CONTINUOUS
from anonguard.engine.utility.whole_table import (
    KMarginal, Propensity, _column_sets, _unrank, k_marginal, propensity,
)
from anonguard.errors import DataError


def _associated(rows: int, seed: int) -> tuple[pd.DataFrame, dict[str, str]]:
    """Two categoricals that nearly determine each other, two continuous ones correlated at 0.95 (with
    a few missing) and a third categorical cut from the first continuous one."""
    rng = np.random.default_rng(seed)
    a = rng.integers(0, 6, rows)
    b = (a + (rng.random(rows) < 0.1)) % 6
    z = rng.standard_normal(rows)
    w = z + 0.3 * rng.standard_normal(rows)
    w[rng.random(rows) < 0.05] = np.nan
    table = pd.DataFrame({"a": _labels("a", a), "b": _labels("b", b), "z": z, "w": w,
                          "band": np.where(z > 0.5, "high", np.where(z < -0.5, "low", None))})
    return table, {"a": CATEGORICAL, "b": CATEGORICAL, "z": CONTINUOUS, "w": CONTINUOUS, "band": CATEGORICAL}


def _labels(prefix: str, codes: np.ndarray) -> np.ndarray:
    return np.array([f"{prefix}{c}" for c in codes], dtype=object)


def _shuffled(table: pd.DataFrame, seed: int) -> pd.DataFrame:
    """Each column permuted on its own: every margin kept, every association between columns gone."""
    rng = np.random.default_rng(seed)
    return pd.DataFrame({c: table[c].to_numpy()[rng.permutation(len(table))] for c in table.columns})


# ---------------------------------------------------------------------------------------------- exact copy


def test_an_exact_copy_is_indistinguishable():
    table, kinds = _associated(3000, seed=1)
    result = propensity(table, table.copy(), kinds)
    assert result.pmse == pytest.approx(0, abs=1e-9)
    assert result.specks == 0
    assert result.ratio == pytest.approx(0, abs=1e-4)
    for k in (1, 2, 3):
        marginal = k_marginal(table, table.copy(), kinds, k=k)
        assert marginal.score == 1 and marginal.worst[1] == 0
        assert marginal.sets_used == marginal.sets_total == math.comb(5, k)


# ---------------------------------------------------------------------------------------------- shuffled columns


def test_shuffled_columns_keep_every_one_way_marginal_and_lose_the_joint_ones():
    table, kinds = _associated(5000, seed=2)
    release = _shuffled(table, seed=3)
    assert k_marginal(table, release, kinds, k=1).score == 1.0  # the same counts in every cell, exactly
    two, three = k_marginal(table, release, kinds, k=2), k_marginal(table, release, kinds, k=3)
    # a and b agree on 90 % of the rows in the original and on 1/6 of them once shuffled: their TVD is
    # about 0.9 - 1/6 = 0.73, and z against band about 0.6
    assert two.worst[0] == ("a", "b") and two.worst[1] == pytest.approx(0.9 - 1 / 6, abs=0.03)
    assert two.score < 0.85
    assert three.score < two.score


def test_the_tree_sees_a_destroyed_association_that_the_main_effects_logistic_cannot():
    table, kinds = _associated(5000, seed=4)
    release = _shuffled(table, seed=5)
    assert propensity(table, release, kinds, model="tree").ratio > 5
    # with every margin kept, p = c solves the main-effects model's score equations exactly: the default
    # model's documented blind spot, which this pins down (an interaction term would make it fail)
    logistic = propensity(table, release, kinds)
    assert logistic.pmse == pytest.approx(0, abs=1e-9)


# ---------------------------------------------------------------------------------------------- the null


def _many_parameters(rows: int) -> tuple[pd.DataFrame, dict[str, str]]:
    """Four 12-level categoricals and two continuous variables: k - 1 = 4 * 11 + 2 * 2 = 48 parameters
    besides the intercept, so that one pMSE ratio under the null has a standard deviation of
    sqrt(2 / 48) = 0.20 (it is a chi-square with k - 1 degrees of freedom over k - 1)."""
    rng = np.random.default_rng(6)
    table = pd.DataFrame({f"c{i}": _labels("v", rng.integers(0, 12, rows)) for i in range(4)})
    table["x"] = rng.standard_normal(rows)
    table["y"] = rng.gamma(2.0, size=rows)
    return table, {**{f"c{i}": CATEGORICAL for i in range(4)}, "x": CONTINUOUS, "y": CONTINUOUS}


def test_a_release_drawn_from_the_original_has_a_ratio_near_one():
    table, kinds = _many_parameters(20_000)
    results = [propensity(table, table.sample(10_000, replace=True, random_state=s), kinds) for s in range(5)]
    assert {r.rows_used for r in results} == {(20_000, 10_000)}
    assert results[0].null_pmse == pytest.approx(48 * (2 / 3) ** 2 * (1 / 3) / 30_000)
    # the mean of five ratios has a standard deviation of 0.20 / sqrt(5) = 0.09: 1 +- 0.3 is 3.3 of them
    assert np.mean([r.ratio for r in results]) == pytest.approx(1, abs=0.3)
    assert max(r.specks for r in results) < _null_specks_bound(48, 20_000, 10_000)


def _null_specks_bound(parameters: int, originals: int, releases: int) -> float:
    """What SPECKS reaches under the null: the fit itself pulls the release's scores up by about
    pMSE / (c (1 - c)) on a spread of sqrt(pMSE), a KS distance of about sqrt((k-1)(1-c) / (c N)) / sqrt(2 pi)
    for pMSE at its null; on top, two samples of one distribution differ by up to 1.95 sqrt(1/n + 1/m)
    (the KS test's 0.1 % critical value)."""
    rows = originals + releases
    c = releases / rows
    fitted = math.sqrt(parameters * (1 - c) / (c * rows)) / math.sqrt(2 * math.pi)
    return fitted + 1.95 * math.sqrt(1 / originals + 1 / releases)


def test_a_half_subsample_of_the_original_reads_near_one_half():
    """The original's own rows vary less around it than a fresh draw does: each cell's count in a
    sample without replacement has the finite-population variance, 1 - n/N = 1/2 of the multinomial's,
    and so has the pMSE, hence a ratio near 1/2 (standard deviation 0.5 * 0.09 = 0.045 for five)."""
    table, kinds = _many_parameters(20_000)
    results = [propensity(table, table.sample(frac=0.5, random_state=s), kinds) for s in range(5)]
    assert np.mean([r.ratio for r in results]) == pytest.approx(0.5, abs=0.15)
    assert max(r.specks for r in results) < _null_specks_bound(48, 20_000, 10_000)


def test_the_tree_null_is_the_mean_over_releases_drawn_from_the_original():
    # the tree's null is the mean pMSE over five releases drawn exactly like these, so observed and null
    # pMSE have one expectation; one tree's pMSE varies by about 20 % (measured over 12 seeds), so the
    # ratio of four observed to four nulls (themselves means of five) by about 11 %: 1 +- 0.35 is 3 of them
    table, kinds = _many_parameters(10_000)
    results = [propensity(table, table.sample(5_000, replace=True, random_state=s), kinds, model="tree", seed=s)
               for s in range(4)]
    assert sum(r.pmse for r in results) / sum(r.null_pmse for r in results) == pytest.approx(1, abs=0.35)


# ---------------------------------------------------------------------------------------------- by hand


def test_pmse_its_null_and_specks_where_the_fitted_propensities_are_the_cells_release_shares():
    # x = "a": 30 original rows and 30 release rows, so p = 1/2; x = "b": 70 and 20, so p = 2/9
    original = pd.DataFrame({"x": ["a"] * 30 + ["b"] * 70})
    release = pd.DataFrame({"x": ["a"] * 30 + ["b"] * 20})
    c = 50 / 150
    pmse = (60 * (1 / 2 - c) ** 2 + 90 * (2 / 9 - c) ** 2) / 150
    null = (2 - 1) * (1 - c) ** 2 * c / 150  # k = 2: the intercept and one dummy
    result = propensity(original, release, {"x": CATEGORICAL})
    assert result.pmse == pytest.approx(pmse, abs=1e-7)
    assert result.null_pmse == pytest.approx(null, rel=1e-12)
    assert result.ratio == pytest.approx(pmse / null, rel=1e-5)
    # the scores' CDFs at 2/9: 70/100 of the original's rows, 20/50 of the release's
    assert result.specks == pytest.approx(0.7 - 0.4, abs=1e-12)


def test_a_separating_variable_gives_the_largest_pmse():
    # p = 0 for every original row and 1 for every release row: pMSE = (1 - c) c^2 + c (1 - c)^2 = c (1 - c)
    original, release = pd.DataFrame({"x": ["a"] * 100}), pd.DataFrame({"x": ["b"] * 50})
    result = propensity(original, release, {"x": CATEGORICAL})
    assert result.pmse == pytest.approx(2 / 9, abs=1e-5)
    assert result.specks == 1


def test_the_null_counts_independent_parameters_not_columns():
    # a region inside a country: the country's dummy is the sum of two region dummies, so the model has
    # k = 4 parameters (intercept, three region dummies), not 5
    regions = ["r1", "r2", "r3", "r4"] * 25
    original = pd.DataFrame({"region": regions, "country": [{"r1": "A", "r2": "A"}.get(r, "B") for r in regions]})
    release = original.iloc[:60]
    result = propensity(original, release, {"region": CATEGORICAL, "country": CATEGORICAL})
    c = 60 / 160
    assert result.null_pmse == pytest.approx((4 - 1) * (1 - c) ** 2 * c / 160, rel=1e-12)


def test_a_continuous_variable_brings_its_value_square_and_missing_indicator():
    rng = np.random.default_rng(8)
    values = rng.standard_normal(200)
    values[:20] = np.nan
    original = pd.DataFrame({"x": values})
    result = propensity(original, original.iloc[:100], {"x": CONTINUOUS})
    c = 100 / 300
    assert result.null_pmse == pytest.approx((4 - 1) * (1 - c) ** 2 * c / 300, rel=1e-12)


def test_one_and_two_way_tvd_written_out():
    # original: (a,x) (a,y) (b,x) (b,y), a quarter each; release: (a,x) (b,x) (b,y) (b,y)
    original = pd.DataFrame({"A": ["a", "a", "b", "b"], "B": ["x", "y", "x", "y"]})
    release = pd.DataFrame({"A": ["a", "b", "b", "b"], "B": ["x", "x", "y", "y"]})
    kinds = {"A": CATEGORICAL, "B": CATEGORICAL}
    tvd_a = 0.5 * (abs(0.5 - 0.25) + abs(0.5 - 0.75))  # 0.25
    tvd_b = 0.5 * (abs(0.5 - 0.5) + abs(0.5 - 0.5))  # 0
    tvd_ab = 0.5 * (abs(0.25 - 0.25) + abs(0.25 - 0) + abs(0.25 - 0.25) + abs(0.25 - 0.5))  # 0.25
    one = k_marginal(original, release, kinds, k=1)
    assert one.score == pytest.approx(1 - (tvd_a + tvd_b) / 2)
    assert one.worst == (("A",), pytest.approx(tvd_a))
    two = k_marginal(original, release, kinds, k=2)
    assert two.score == pytest.approx(1 - tvd_ab) and two.sets_total == 1


def test_continuous_cells_are_the_originals_quantile_bins_and_its_range():
    # 1..10 in two bins, cut at 6 (the value at the median's place); the release has one value below the
    # original's minimum, one in each bin and one above its maximum: p = (0, 1/2, 1/2, 0), q = (1/4, 1/4, 1/4, 1/4)
    original = pd.DataFrame({"x": np.arange(1.0, 11.0)})
    release = pd.DataFrame({"x": [0.0, 3.0, 7.0, 20.0]})
    result = k_marginal(original, release, {"x": CONTINUOUS}, k=1, bins=2)
    assert result.score == pytest.approx(1 - 0.5 * (0.25 + 0.25 + 0.25 + 0.25))


def test_a_value_on_a_cut_goes_to_the_bin_above():
    # the original's median is 2, so the cut is at 2 and its cells hold {1} and {2, 2, 3}: p = (1/4, 3/4);
    # the release's single 1 is all in the lower cell, TVD = 3/4 (it would be 1/4 if the 2s went below)
    original, release = pd.DataFrame({"x": [1.0, 2.0, 2.0, 3.0]}), pd.DataFrame({"x": [1.0]})
    assert k_marginal(original, release, {"x": CONTINUOUS}, k=1, bins=2).score == pytest.approx(0.25)


def test_missing_is_a_cell_of_its_own():
    original = pd.DataFrame({"c": ["a", None], "x": [1.0, np.nan]})
    release = pd.DataFrame({"c": ["a", "a"], "x": [1.0, 1.0]})
    result = k_marginal(original, release, {"c": CATEGORICAL, "x": CONTINUOUS}, k=1, bins=2)
    assert result.score == pytest.approx(0.5)  # each column: half the original's rows missing, none of the release's


# ---------------------------------------------------------------------------------------------- sampling


def test_rows_are_sampled_past_max_rows_and_the_result_says_so():
    table, kinds = _associated(5000, seed=9)
    release = _shuffled(table, seed=10).iloc[:3000]
    assert propensity(table, release, kinds, max_rows=1000).rows_used == (1000, 1000)
    partly = propensity(table, release, kinds, max_rows=4000)
    assert partly.rows_used == (4000, 3000) and partly.sampled
    whole = propensity(table, release, kinds, max_rows=10_000)
    assert whole.rows_used == (5000, 3000) and not whole.sampled
    for model in ("logistic", "tree"):
        first = propensity(table, release, kinds, model=model, max_rows=1000, seed=3)
        assert first.sampled and first == propensity(table, release, kinds, model=model, max_rows=1000, seed=3)
        assert first.pmse != propensity(table, release, kinds, model=model, max_rows=1000, seed=4).pmse


def test_column_sets_are_sampled_past_max_marginals():
    rng = np.random.default_rng(11)
    table = pd.DataFrame({f"c{i}": _labels("v", rng.integers(0, 3, 400)) for i in range(10)})
    kinds = {c: CATEGORICAL for c in table.columns}
    release = _shuffled(table, seed=12)
    result = k_marginal(table, release, kinds, k=3, max_marginals=50, seed=1)
    assert (result.sets_used, result.sets_total) == (50, 120)
    assert result == k_marginal(table, release, kinds, k=3, max_marginals=50, seed=1)
    assert result.score != k_marginal(table, release, kinds, k=3, max_marginals=50, seed=2).score
    assert k_marginal(table, release, kinds, k=3, max_marginals=120).sets_used == 120


def test_sampled_column_sets_are_distinct_subsets():
    assert [_unrank(r, 7, 3) for r in range(35)] == list(itertools.combinations(range(7), 3))
    sets = _column_sets(30, 3, 200, seed=0)
    assert len(set(sets)) == 200 and all(len(set(s)) == 3 and max(s) < 30 for s in sets)


# ---------------------------------------------------------------------------------------------- awkward tables


def test_categories_only_in_the_release():
    original = pd.DataFrame({"x": ["a", "b"] * 50})
    release = pd.DataFrame({"x": ["a", "b", "c", "c"] * 25})
    assert k_marginal(original, release, {"x": CATEGORICAL}, k=1).score == pytest.approx(1 - 0.5)
    result = propensity(original, release, {"x": CATEGORICAL})
    # p = 1 where x = "c" (50 rows) and 1/3 elsewhere (150 rows), c = 1/2
    assert result.pmse == pytest.approx((50 * 0.25 + 150 * (1 / 3 - 0.5) ** 2) / 200, abs=1e-5)
    assert 1 < result.ratio < math.inf


def test_all_missing_columns_add_nothing():
    table, kinds = _associated(2000, seed=13)
    release = _shuffled(table, seed=14)
    padded = {**kinds, "none": CATEGORICAL, "nan": CONTINUOUS}
    original_padded = table.assign(none=None, nan=np.nan)
    release_padded = release.assign(none=None, nan=np.nan)
    for model in ("logistic", "tree"):
        assert (propensity(original_padded, release_padded, padded, model=model)
                == propensity(table, release, kinds, model=model))
    assert k_marginal(original_padded, release_padded, padded, k=1).score == 1.0


def test_a_variable_missing_only_in_the_original_separates():
    original = pd.DataFrame({"x": [np.nan] * 100})
    release = pd.DataFrame({"x": np.linspace(0, 1, 50)})
    result = propensity(original, release, {"x": CONTINUOUS})
    assert result.pmse == pytest.approx(2 / 9, abs=1e-5) and result.specks == 1
    assert k_marginal(original, release, {"x": CONTINUOUS}, k=1).score == 0


def test_a_single_column():
    original = pd.DataFrame({"x": ["a", "b", "b"] * 20})
    release = pd.DataFrame({"x": ["a", "a", "b"] * 10})
    result = k_marginal(original, release, {"x": CATEGORICAL})  # k = 3 asked, one column there
    assert (result.k, result.sets_total) == (1, 1)
    assert result.score == pytest.approx(1 - (2 / 3 - 1 / 3))
    assert 0 < propensity(original, release, {"x": CATEGORICAL}).specks < 1


def test_mismatched_inputs_are_refused():
    table = pd.DataFrame({"x": ["a"]})
    with pytest.raises(DataError):
        k_marginal(table, pd.DataFrame({"y": ["a"]}), {"x": CATEGORICAL, "y": CATEGORICAL})
    with pytest.raises(DataError):
        propensity(table, table, {"x": "ordinal"})
    with pytest.raises(DataError):
        propensity(table, table.iloc[:0], {"x": CATEGORICAL})
    with pytest.raises(ValueError):
        propensity(table, table, {"x": CATEGORICAL}, model="forest")
    with pytest.raises(ValueError):
        k_marginal(table, table, {"x": CATEGORICAL}, k=4)


# ---------------------------------------------------------------------------------------------- round trips


@pytest.mark.parametrize("ratio", [2.5, math.inf])
def test_propensity_round_trips_through_json(ratio):
    result = Propensity(model="tree", pmse=0.01, null_pmse=0.004, ratio=ratio, specks=0.2, rows_used=(10, 7),
                        sampled=True)
    assert Propensity.from_dict(json.loads(json.dumps(result.to_dict(), allow_nan=False))) == result


def test_k_marginal_round_trips_through_json():
    table, kinds = _associated(500, seed=15)
    result = k_marginal(table, _shuffled(table, seed=16), kinds, k=2)
    assert KMarginal.from_dict(json.loads(json.dumps(result.to_dict()))) == result
