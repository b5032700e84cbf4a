"""The officer's own analyses (anonguard/engine/utility/analyses.py): weighted indicators and a regression on
the original and on a release, with 95 % intervals, compared by bias and Karr et al.'s interval overlap.

Expected numbers are worked out here by hand (the arithmetic is written out) or by the textbook formula
written anew in the test, never read back from what the module printed. t quantiles are from a t table:
t(3) = 3.182446, t(4) = 2.776445, t(9) = 2.262157, t(19) = 2.093024 (two-sided 95 %)."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest

from anonguard.data.columns import CATEGORICAL, CONTINUOUS
from anonguard.engine.utility import analyses as module
from anonguard.engine.utility.analyses import (
    Analysis, Comparison, Estimate, category_levels, check_analyses, ci_overlap, compare, estimate, gini_coefficient,
    linearized_mean, parse_analyses,
)
from anonguard.errors import DataError

T3, T4, T9, T19 = 3.182446305, 2.776445105, 2.262157163, 2.093024054


def _one(analysis: Analysis, frame: pd.DataFrame, weights=None, **kinds) -> Estimate:
    kinds = {c: CATEGORICAL if frame[c].dtype == object or pd.api.types.is_string_dtype(frame[c]) else CONTINUOUS
             for c in frame.columns} | kinds
    [found] = estimate(analysis, frame, kinds, weights)
    return found


# -- weighted mean and share --------------------------------------------------------------------------------

def test_weighted_mean_and_its_linearization_interval_by_hand():
    frame = pd.DataFrame({"y": [2.0, 4.0, np.nan, 6.0, 10.0]})
    w = np.array([1.0, 2.0, 9.0, 1.0, 4.0])  # the missing row's weight must not count
    found = _one(Analysis("mean", "y"), frame, w)
    # sum w = 1+2+1+4 = 8; sum w·y = 2+8+6+40 = 56; mean 7
    # w·(y−7) = −5, −6, −1, 12; squares 25+36+1+144 = 206; v = 4/3 · 206/64 = 4.2916667
    se = math.sqrt(4 / 3 * 206 / 64)
    assert found.value == pytest.approx(7.0)
    assert (found.low, found.high) == pytest.approx((7 - T3 * se, 7 + T3 * se))
    assert found.n == 4 and found.term == "mean(y)" and found.analysis == "mean(y)"


def test_unweighted_mean_is_the_ordinary_t_interval():
    frame = pd.DataFrame({"y": [2.0, 4.0, 6.0, 10.0]})
    found = _one(Analysis("mean", "y"), frame)
    # mean 5.5; s² = (12.25+2.25+0.25+20.25)/3 = 35/3; se = √(35/3/4)
    se = math.sqrt(35 / 3 / 4)
    assert (found.value, found.low, found.high) == pytest.approx((5.5, 5.5 - T3 * se, 5.5 + T3 * se))


def test_linearization_variance_is_the_textbook_formula():
    rng = np.random.default_rng(3)
    y, w = rng.normal(50, 10, 37), rng.uniform(0.2, 5, 37)
    mean, se = linearized_mean(y, w)
    # v(ȳ_w) = n/(n−1) · Σ w_i² (y_i − ȳ_w)² / (Σ w_i)², ȳ_w = Σ w_i y_i / Σ w_i, term by term
    total, weighted_sum = 0.0, 0.0
    for yi, wi in zip(y, w):
        total += wi
        weighted_sum += wi * yi
    textbook_mean = weighted_sum / total
    squares = sum(wi ** 2 * (yi - textbook_mean) ** 2 for yi, wi in zip(y, w))
    assert mean == pytest.approx(textbook_mean)
    assert se ** 2 == pytest.approx(37 / 36 * squares / total ** 2)
    assert linearized_mean(y, np.ones(37))[1] == pytest.approx(np.std(y, ddof=1) / math.sqrt(37))  # s/√n


def test_weighted_share_by_hand():
    frame = pd.DataFrame({"sex": ["F", "M", "F", None, "M", "M", "F", "M", "M", "M", "M"]})
    w = np.array([1.0, 1.0, 2.0, 7.0, 1.0, 3.0, 1.0, 1.0, 2.0, 2.0, 2.0])
    found = _one(Analysis("share", "sex", value="F"), frame, w)
    # 10 rows with a value; weight 16 in all, 4 of it F: p = 0.25
    # w·(1{F} − 0.25): F rows 0.75, 1.5, 0.75; M rows −0.25, −0.25, −0.75, −0.25, −0.5, −0.5, −0.5
    squares = 0.5625 + 2.25 + 0.5625 + 0.0625 + 0.0625 + 0.5625 + 0.0625 + 0.25 + 0.25 + 0.25  # = 4.875
    se = math.sqrt(10 / 9 * squares / 16 ** 2)
    assert found.value == pytest.approx(0.25) and found.n == 10 and found.term == "share(sex = F)"
    assert (found.low, found.high) == pytest.approx((max(0.0, 0.25 - T9 * se), 0.25 + T9 * se))


def test_unweighted_share_is_the_wald_interval_cut_to_zero():
    frame = pd.DataFrame({"sex": ["F"] * 3 + ["M"] * 7})
    found = _one(Analysis("share", "sex", value="F"), frame)
    # p = 0.3, se = √(0.3·0.7/9) = 0.152753; 0.3 − 2.262157·0.152753 < 0: cut to 0
    assert found.value == pytest.approx(0.3)
    assert (found.low, found.high) == pytest.approx((0.0, 0.3 + T9 * math.sqrt(0.21 / 9)))
    absent = _one(Analysis("share", "sex", value="X"), frame)
    assert (absent.value, absent.low, absent.high) == (0.0, 0.0, 0.0)


# -- quantile ---------------------------------------------------------------------------------------------

def test_unweighted_median_and_woodruff_interval_by_hand():
    frame = pd.DataFrame({"y": np.arange(1.0, 11.0)})
    found = _one(Analysis("quantile", "y", q=0.5), frame)
    # cumulative counts 1..10; 0.5·10 = 5 hits the 5th exactly: (5 + 6)/2 = 5.5, the ordinary median
    # F(5.5) = 0.5, se = √(10/9 · 10·0.05²) = 1/6; p ± 2.262157/6 = 0.12297, 0.87703
    # 1.2297 lies between cumulative 1 and 2: the 2nd value; 8.7703 between 8 and 9: the 9th
    assert (found.value, found.low, found.high) == (5.5, 2.0, 9.0)
    assert found.term == "quantile(y, 0.5)"


def test_weighted_quantile_and_woodruff_interval_by_hand():
    frame = pd.DataFrame({"y": np.arange(1.0, 21.0)})
    w = np.array([1.0] * 10 + [3.0] * 10)
    found = _one(Analysis("quantile", "y", q=0.5), frame, w)
    # W = 40, half of it 20; cumulative weights 1..10, then 13, 16, 19, 22, ...: 20 falls in the 14th value
    # F(14) = (10 + 4·3)/40 = 0.55; w·(1{y ≤ 14} − 0.55)/40: ten of 0.01125, four of 0.03375, six of −0.04125
    squares = 10 * 0.01125 ** 2 + 4 * 0.03375 ** 2 + 6 * 0.04125 ** 2  # 0.01603125
    half = T19 * math.sqrt(20 / 19 * squares)  # 0.27189
    assert half == pytest.approx(0.27189, abs=1e-5)
    # 40·(0.5 − half) = 9.12: between cumulative 9 and 10, the 10th value;
    # 40·(0.5 + half) = 30.88: under 31, the 17th
    assert (found.value, found.low, found.high) == (14.0, 10.0, 17.0)


def test_weighted_quantile_points():
    frame = pd.DataFrame({"y": [1.0, 2.0, 3.0, 4.0, 5.0]})
    w = np.array([1.0, 1.0, 1.0, 1.0, 4.0])
    # cumulative weights 1, 2, 3, 4, 8: q·8 = 4 hits the 4th (mean of 4 and 5), 4.8 falls in the 5th, 2.4 in the 3rd
    for q, expected in ((0.5, 4.5), (0.6, 5.0), (0.3, 3.0)):
        assert _one(Analysis("quantile", "y", q=q), frame, w).value == expected


# -- Gini -------------------------------------------------------------------------------------------------

def test_gini_by_hand_with_and_without_weights():
    # [1, 2, 3, 4]: |differences| over pairs 1+2+3+1+2+1 = 10, both orders 20; n² = 16, mean 2.5:
    # 20/(2·16·2.5) = 0.25
    plain = _one(Analysis("gini", "y"), pd.DataFrame({"y": [3.0, 1.0, 4.0, 2.0]}))
    assert plain.value == pytest.approx(0.25) and plain.low < 0.25 < plain.high
    # [1, 3] weighing 3 and 1: Σ w_i w_j |y_i − y_j| = 2·3·1·2 = 12; W² = 16, mean (3+3)/4 = 1.5:
    # 12/(2·16·1.5) = 0.25, as for the rows [1, 1, 1, 3]
    weighted = _one(Analysis("gini", "y"), pd.DataFrame({"y": [3.0, 1.0]}), np.array([1.0, 3.0]))
    assert weighted.value == pytest.approx(0.25)
    # [0, 0, 0, 10]: pairs 3·10 = 30, both orders 60; n² = 16, mean 2.5: 60/80 = 0.75
    assert _one(Analysis("gini", "y"), pd.DataFrame({"y": [0.0, 10.0, 0.0, 0.0]})).value == pytest.approx(0.75)


def test_gini_one_pass_formula_is_the_double_sum():
    rng = np.random.default_rng(5)
    y, w = np.sort(rng.lognormal(0, 1, 60)), rng.uniform(0.5, 4, 60)
    double_sum = (w[:, None] * w[None, :] * np.abs(y[:, None] - y[None, :])).sum()
    mean = (w * y).sum() / w.sum()
    assert gini_coefficient(y, w) == pytest.approx(double_sum / (2 * w.sum() ** 2 * mean))


def test_gini_bootstrap_standard_error_matches_the_spread_across_samples():
    rng = np.random.default_rng(11)
    spread = np.std([gini_coefficient(np.sort(rng.exponential(1, 400)), np.ones(400)) for _ in range(400)])
    found = _one(Analysis("gini", "y"), pd.DataFrame({"y": rng.exponential(1, 400)}))
    se = (found.high - found.low) / (2 * 1.959964)
    assert 0.75 < se / spread < 1.33, (se, spread)


def test_gini_bootstrap_on_a_subsample_is_scaled_to_the_whole(monkeypatch):
    frame = pd.DataFrame({"y": np.random.default_rng(2).exponential(1, 20_000)})
    whole = _one(Analysis("gini", "y"), frame)
    monkeypatch.setattr(module, "BOOTSTRAP_ROWS", 4_000)
    sub = _one(Analysis("gini", "y"), frame)
    assert sub.value == whole.value  # the estimate itself is always on every row
    # unscaled, the subsample's width would be √5 ≈ 2.2 times the whole's
    assert 0.8 < (sub.high - sub.low) / (whole.high - whole.low) < 1.25
    again = _one(Analysis("gini", "y"), frame)
    assert (again.low, again.high) == (sub.low, sub.high)  # seeded


def test_gini_of_a_total_that_is_not_positive_cannot_be_estimated():
    found = _one(Analysis("gini", "y"), pd.DataFrame({"y": [-3.0, 1.0, 2.0]}))
    assert math.isnan(found.value) and "not positive" in found.note


# -- regression -------------------------------------------------------------------------------------------

def _survey(n: int = 2000, seed: int = 0) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 1, n)
    sex = rng.choice(["F", "M"], n)
    y = 2 + 3 * x + 1.5 * (sex == "M") + rng.normal(0, 1, n)
    return pd.DataFrame({"y": y, "x": x, "sex": pd.Series(sex, dtype=object)})


KINDS = {"y": CONTINUOUS, "x": CONTINUOUS, "sex": CATEGORICAL}


def test_regression_recovers_known_coefficients_named_as_statsmodels_names_them():
    frame = _survey()
    frame.loc[:9, "x"] = np.nan  # ten rows left out
    found = estimate(Analysis("regression", "y ~ x + C(sex)"), frame, KINDS, None)
    assert [e.term for e in found] == ["Intercept", "C(sex)[T.M]", "x"]
    truth = {"Intercept": 2.0, "C(sex)[T.M]": 1.5, "x": 3.0}
    for e in found:
        assert e.low < truth[e.term] < e.high, e
        assert e.high - e.low < 0.3 and e.n == 1990 and e.analysis == "y ~ x + C(sex)"
    bare = estimate(Analysis("regression", "y ~ x + sex"), frame, KINDS, None)  # text enters as categories
    assert [e.term for e in bare] == ["Intercept", "sex[T.M]", "x"]
    assert [e.value for e in bare] == pytest.approx([e.value for e in found])


def test_weighted_regression_is_wls_with_sandwich_intervals_by_hand():
    x, y = np.array([0.0, 1.0, 2.0, 3.0, 4.0, 5.0]), np.array([1.0, 3.0, 2.0, 5.0, 4.0, 7.0])
    w = np.array([1.0, 2.0, 3.0, 1.0, 2.0, 5.0])
    frame = pd.DataFrame({"y": y, "x": x})
    found = estimate(Analysis("regression", "y ~ x"), frame, {"y": CONTINUOUS, "x": CONTINUOUS}, w)
    design = np.column_stack([np.ones(6), x])
    beta = np.linalg.lstsq(np.sqrt(w)[:, None] * design, np.sqrt(w) * y, rcond=None)[0]
    plain = np.linalg.lstsq(design, y, rcond=None)[0]
    assert [e.value for e in found] == pytest.approx(beta)
    assert not np.allclose(beta, plain, atol=1e-3)  # the weights do move the line
    # HC1 with survey weights: (X'WX)⁻¹ · Σ w_i² e_i² x_i x_i' · (X'WX)⁻¹ · n/(n − k), t with n − k = 4
    bread = np.linalg.inv(design.T @ (w[:, None] * design))
    e = y - design @ beta
    meat = (design * (w * e)[:, None]).T @ (design * (w * e)[:, None])
    se = np.sqrt(np.diag(bread @ meat @ bread) * 6 / 4)
    assert [f.low for f in found] == pytest.approx(beta - T4 * se)
    assert [f.high for f in found] == pytest.approx(beta + T4 * se)


def test_a_column_name_with_spaces_works_in_a_regression():
    frame = _survey().rename(columns={"y": "monthly income", "x": "age in years", "sex": "sex code"})
    frame["sex code"] = frame["sex code"].astype("str")  # pandas' text dtype, as a reader may give it
    kinds = {"monthly income": CONTINUOUS, "age in years": CONTINUOUS, "sex code": CATEGORICAL}
    analysis = parse_analyses([{"regression": "Q('monthly income') ~ Q('age in years') + C(Q('sex code'))"}])[0]
    check_analyses([analysis], list(frame.columns), kinds, "original.csv")
    found = {e.term: e for e in estimate(analysis, frame, kinds, None)}
    assert set(found) == {"Intercept", "C(Q('sex code'))[T.M]", "Q('age in years')"}
    assert found["Q('age in years')"].low < 3 < found["Q('age in years')"].high


def test_a_formula_may_use_the_documented_functions():
    frame = _survey().assign(y=lambda f: np.exp(f.y / 10))
    found = estimate(Analysis("regression", "log(y) ~ x"), frame, KINDS, None)
    assert found[1].low < 0.3 < found[1].high  # log(y) = y/10: slope 3/10


# -- comparing ----------------------------------------------------------------------------------------------

ALL = parse_analyses([{"regression": "y ~ x + C(sex)", "name": "model"}, {"mean": "y"}, {"share": "sex", "value": "F"},
                      {"quantile": "y", "q": 0.9}, {"gini": "y"}])


def _estimates(frame: pd.DataFrame, weights=None, **extra) -> list[Estimate]:
    kinds = {**KINDS, **{c: CATEGORICAL for c in frame.columns if c not in KINDS}}
    return [e for analysis in ALL for e in estimate(analysis, frame, kinds, weights, **extra)]


def test_a_copy_has_no_bias_and_full_overlap():
    frame = _survey(500).assign(y=lambda f: f.y + 20)
    w = np.random.default_rng(1).uniform(1, 3, 500)
    compared = compare(_estimates(frame, w), _estimates(frame.copy(), w.copy()))
    assert len(compared) == 7 and {c.analysis for c in compared} == {a.name for a in ALL}
    for c in compared:
        assert c.bias == 0 and c.relative_bias == 0 and c.overlap == 1 and c.note is None, c


def test_a_shifted_release_shows_the_shift_as_bias():
    frame = _survey(500)
    compared = {(c.analysis, c.term): c for c in compare(_estimates(frame), _estimates(frame.assign(y=frame.y + 5)))}
    for key in (("model", "Intercept"), ("mean(y)", "mean(y)"), ("quantile(y, 0.9)", "quantile(y, 0.9)")):
        assert compared[key].bias == pytest.approx(5.0), key
        assert compared[key].relative_bias == pytest.approx(5.0 / abs(compared[key].original))
        assert compared[key].overlap < 1
    for key in (("model", "x"), ("model", "C(sex)[T.M]"), ("share(sex = F)", "share(sex = F)")):
        assert compared[key].bias == pytest.approx(0.0, abs=1e-9) and compared[key].overlap == pytest.approx(1.0)


def test_interval_overlap_by_hand():
    assert ci_overlap(0, 2, 0, 2) == 1.0
    assert ci_overlap(0, 2, 1, 3) == pytest.approx(0.5)  # common [1, 2]: ½(1/2 + 1/2)
    assert ci_overlap(0, 4, 1, 2) == pytest.approx(0.625)  # common [1, 2]: ½(1/4 + 1/1)
    assert ci_overlap(0, 1, 2, 3) == 0.0  # disjoint: 0, not Karr's ½(−1/1 − 1/1) = −1
    assert ci_overlap(0, 1, 1, 2) == 0.0  # touching: a common part of width 0
    assert ci_overlap(1, 1, 1, 1) == 1.0  # equal points
    assert ci_overlap(1, 1, 0, 2) == pytest.approx(0.5)  # a point inside: ½(1 + 0/2)
    assert ci_overlap(3, 3, 0, 2) == 0.0  # a point outside


def test_disjoint_intervals_compare_with_overlap_zero():
    [c] = compare([Estimate("m", "mean(y)", 10.0, 9.0, 11.0, 50)], [Estimate("m", "mean(y)", 14.0, 13.0, 15.0, 50)])
    assert (c.bias, c.relative_bias, c.overlap, c.note) == (4.0, 0.4, 0.0, None)
    [down] = compare([Estimate("m", "x", 10.0, 9.0, 11.0, 50)], [Estimate("m", "x", 6.0, 5.0, 7.0, 50)])
    assert (down.bias, down.relative_bias) == (-4.0, 0.4)  # |−4| / |10|
    [up] = compare([Estimate("m", "x", -10.0, -11.0, -9.0, 50)], [Estimate("m", "x", -8.0, -9.0, -7.0, 50)])
    assert (up.bias, up.relative_bias, up.overlap) == (2.0, 0.2, 0.0)  # |2| / |−10|; touching: 0
    [zero] = compare([Estimate("m", "x", 0.0, -1.0, 1.0, 50)], [Estimate("m", "x", 0.5, -0.5, 1.5, 50)])
    assert zero.relative_bias is None and zero.overlap == pytest.approx(0.75)  # common [−0.5, 1]: ½(1.5/2 + 1.5/2)


def _three_sexes(n: int = 600) -> pd.DataFrame:
    frame = _survey(n)
    frame.loc[frame.index % 3 == 0, "sex"] = "X"
    return frame


def test_a_release_lacking_a_category_reports_the_term_with_a_note():
    original = _three_sexes()
    release = original[original.sex != "X"]
    analysis = Analysis("regression", "y ~ x + C(sex)")
    before = estimate(analysis, original, KINDS, None)
    levels = category_levels(original, KINDS)
    assert levels == {"sex": ["F", "M", "X"]}
    coded = estimate(analysis, release, KINDS, None, levels=levels)
    lacking = {e.term: e for e in coded}["C(sex)[T.X]"]
    assert math.isnan(lacking.value) and lacking.note == "has no row with sex = X"
    for after in (coded, estimate(analysis, release, KINDS, None)):  # coded as the original's, or not
        compared = {c.term: c for c in compare(before, after)}
        assert compared["C(sex)[T.X]"].overlap == 0 and compared["C(sex)[T.X]"].release is None
        assert compared["C(sex)[T.X]"].note == "the release has no row with sex = X: the term cannot be estimated"
        assert compared["x"].overlap > 0.5 and compared["x"].note is None


def test_a_release_lacking_the_reference_category_keeps_the_original_coding():
    original = _three_sexes()
    release = original[original.sex != "F"]
    analysis = Analysis("regression", "y ~ x + C(sex)")
    before = estimate(analysis, original, KINDS, None)
    compared = {c.term: c for c in compare(before, estimate(analysis, release, KINDS, None,
                                                             levels=category_levels(original, KINDS)))}
    # without F, "M compared with F" means nothing: the release must not pass off "X compared with M" as it
    for term in ("Intercept", "C(sex)[T.M]", "C(sex)[T.X]"):
        assert compared[term].overlap == 0 and "cannot tell this term apart" in compared[term].note
    assert compared["x"].overlap > 0.5


def test_a_category_only_the_release_holds_leaves_the_original_reference_and_terms_alone():
    original = _survey(600)
    release = original.copy()
    release.loc[release.index % 4 == 0, "sex"] = "A"  # a label the original lacks, sorting before its reference F
    analysis = Analysis("regression", "y ~ x + C(sex)")
    coded = estimate(analysis, release, KINDS, None, levels=category_levels(original, KINDS))
    assert [e.term for e in coded] == ["Intercept", "C(sex)[T.M]", "C(sex)[T.A]", "x"]  # F stays the reference
    compared = compare(estimate(analysis, original, KINDS, None), coded)
    assert [c.term for c in compared] == ["Intercept", "C(sex)[T.M]", "x"]  # the release's own term is left out
    assert all(c.overlap > 0.3 for c in compared)


def test_a_term_the_original_cannot_estimate_has_nothing_to_compare():
    frame = pd.DataFrame({"y": [-3.0, 1.0, 2.0]})
    gini = Analysis("gini", "y")
    [c] = compare(estimate(gini, frame, {"y": CONTINUOUS}, None), estimate(gini, frame.abs(), {"y": CONTINUOUS}, None))
    assert math.isnan(c.overlap) and c.bias is None and c.release == pytest.approx(2 / 9)  # 1, 2, 3: pairs 1+2+1 = 4,
    # both orders 8, n² = 9, mean 2: 8/(2·9·2) = 2/9
    assert c.note == ("the original has a total of y that is not positive (a Gini coefficient needs a positive one): "
                      "there is nothing to compare")


def test_a_release_without_usable_rows_cannot_estimate_anything():
    release = _survey(50).assign(y=np.nan)
    compared = [c for c in compare(_estimates(_survey(50)), _estimates(release)) if c.analysis != "share(sex = F)"]
    assert len(compared) == 6 and all(c.overlap == 0 and c.release is None for c in compared)
    assert {c.note for c in compared if c.analysis == "mean(y)"} == {
        "the release has no row with a value of y: the term cannot be estimated"}
    assert {c.note for c in compared if c.analysis == "model"} == {
        "the release has no row with a value in every column the analysis uses: the term cannot be estimated"}


# -- the audit file's entries ----------------------------------------------------------------------------------

def test_the_accepted_forms_are_read():
    found = parse_analyses([{"regression": "income ~ age + C(sex)", "name": "wage model"}, {"mean": "income"},
                            {"share": "sex", "value": "F"}, {"quantile": "income", "q": 0.9}, {"gini": "income"},
                            {"share": "children", "value": 2}])
    assert found == [Analysis("regression", "income ~ age + C(sex)", name="wage model"), Analysis("mean", "income"),
                     Analysis("share", "sex", value="F"), Analysis("quantile", "income", q=0.9),
                     Analysis("gini", "income"), Analysis("share", "children", value="2")]
    assert [a.name for a in found] == ["wage model", "mean(income)", "share(sex = F)", "quantile(income, 0.9)",
                                       "gini(income)", "share(children = 2)"]


@pytest.mark.parametrize("entry, words", [
    ("income", ["is a mapping"]),
    ({"median": "income"}, ["names no analysis"]),
    ({"mean": "income", "gini": "income"}, ["names mean and gini", "one analysis per entry"]),
    ({"mean": "income", "q": 0.5}, ["a mean takes no 'q'", "'mean', 'name'"]),
    ({"mean": ""}, ["'mean' must be a column written as text"]),
    ({"regression": 3}, ["'regression' must be a formula written as text"]),
    ({"share": "sex"}, ["a share needs the category", '"value"']),
    ({"share": "sex", "value": True}, ["a share needs the category"]),
    ({"quantile": "income"}, ["a quantile needs \"q\"", "between 0 and 1"]),
    ({"quantile": "income", "q": 1.5}, ["between 0 and 1", "got 1.5"]),
    ({"quantile": "income", "q": True}, ["between 0 and 1"]),
    ({"gini": "income", "name": 7}, ["'name' must be a name written as text"]),
])
def test_a_malformed_entry_is_refused_naming_where_what_and_the_forms(entry, words):
    with pytest.raises(ValueError) as error:
        parse_analyses([{"mean": "a"}, {"mean": "b"}, entry])
    text = str(error.value)
    assert text.startswith("utility.analyses[2]: "), text
    assert all(word in text for word in words), text
    assert '{"regression": "income ~ age + C(sex)"}' in text and '{"quantile": "income", "q": 0.9}' in text


def test_a_list_is_required_and_names_must_differ():
    with pytest.raises(ValueError, match=r"utility.analyses: must be a list of analyses"):
        parse_analyses({"mean": "income"})
    with pytest.raises(ValueError, match=r"utility.analyses\[1\]: the name 'mean\(income\)' is already that of "
                                         r"utility.analyses\[0\]; give each analysis its own \"name\""):
        parse_analyses([{"mean": "income"}, {"mean": "income"}])


# -- checked against the table --------------------------------------------------------------------------------

COLUMNS = ["income", "age", "sex", "region code"]
TABLE_KINDS = {"income": CONTINUOUS, "age": CONTINUOUS, "sex": CATEGORICAL, "region code": CATEGORICAL}


@pytest.mark.parametrize("entry, words", [
    ({"mean": "wage"}, ["the analysis 'mean(wage)' uses the column 'wage', which the table does not have",
                        "income, age, sex, region code"]),
    ({"regression": "income ~ age + Q('region')", "name": "m"}, ["the regression 'm' uses the column 'region'",
                                                                "income, age, sex, region code", "Q('...')"]),
    ({"regression": "income ~ region code", "name": "m"}, ["cannot read", "invalid syntax",
                                                           "Q('...') around a column"]),
    ({"regression": "income ~ age in years", "name": "m"}, ["uses the column 'years'", "Q('...')"]),
    ({"mean": "sex"}, ["the mean of 'sex', a categorical column", "needs a continuous column", '{"share": "sex"']),
    ({"gini": "region code"}, ["the gini of 'region code', a categorical column"]),
    ({"quantile": "sex", "q": 0.5}, ["the quantile of 'sex', a categorical column"]),
    ({"share": "income", "value": "3"}, ["a share of 'income', a continuous column", "ask for its mean"]),
    ({"share": "sex", "value": "W"}, ["the share of sex = 'W', a value the original never holds", "'F', 'M'",
                                      "write one of these values"]),
    ({"regression": "income ~ age +", "name": "m"}, ["the regression 'm' has a formula patsy cannot read",
                                                     "'income ~ age +'", "expected a noun", "Q('...')"]),
    ({"regression": "income ~ (age", "name": "m"}, ["Unmatched '('"]),
    ({"regression": "~ age", "name": "m"}, ["exactly one outcome"]),
    ({"regression": "income ~ cube(age)", "name": "m"}, ["calls 'cube', which a formula does not know", "log"]),
    ({"regression": "sex ~ age", "name": "m"}, ["the categorical column 'sex' as its outcome", "must be continuous"]),
])
def test_an_analysis_the_table_cannot_answer_is_refused(entry, words):
    original = pd.DataFrame({"income": [1.0, 2.0], "age": [30.0, 40.0], "sex": ["F", "M"], "region code": ["1", "2"]})
    with pytest.raises(DataError) as error:
        check_analyses(parse_analyses([entry]), COLUMNS, TABLE_KINDS, "original.csv", original)
    text = str(error.value)
    assert text.startswith("original.csv: "), text
    assert all(word in text for word in words), text


def test_answerable_analyses_pass_the_check():
    original = pd.DataFrame({"income": [1.0, 2.0], "age": [30.0, 40.0], "sex": ["F", "M"], "region code": ["1", "2"]})
    check_analyses(parse_analyses([
        {"regression": "np.log(income) ~ age + I(age ** 2) + C(sex, Treatment('M')) + Q('region code')"},
        {"share": "region code", "value": 2}, {"mean": "income"}, {"quantile": "age", "q": 0.25}]),
        COLUMNS, TABLE_KINDS, "original.csv", original)


# -- round trips ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("analysis", [
    Analysis("regression", "y ~ x", name="wage model"), Analysis("regression", "y ~ x"), Analysis("mean", "y"),
    Analysis("share", "sex", value="F", name="women"), Analysis("quantile", "y", q=0.9), Analysis("gini", "y"),
])
def test_an_analysis_round_trips(analysis):
    assert Analysis.from_dict(analysis.to_dict()) == analysis
    assert parse_analyses([analysis.to_dict()]) == [analysis]


def test_the_audit_file_form_leaves_out_a_default_name():
    assert Analysis("mean", "y").to_dict() == {"mean": "y"}
    assert Analysis("quantile", "y", q=0.9, name="top decile").to_dict() == {"quantile": "y", "q": 0.9,
                                                                            "name": "top decile"}
    assert Analysis("share", "sex", value="F").to_dict() == {"share": "sex", "value": "F"}


def test_a_comparison_round_trips():
    full = Comparison("m", "x", 1.0, 0.5, 1.5, 1.2, 0.6, 1.8, 0.2, 0.2, 0.8)
    lacking = Comparison("m", "C(sex)[T.X]", 1.0, 0.5, 1.5, None, None, None, None, None, 0.0,
                         "the release has no row with sex = X: the term cannot be estimated")
    for one in (full, lacking):
        assert Comparison.from_dict(one.to_dict()) == one
    unknown = Comparison("m", "gini(y)", math.nan, math.nan, math.nan, 0.3, 0.2, 0.4, None, None, math.nan, "why")
    written = unknown.to_dict()
    assert written["original"] is None and written["overlap"] is None  # JSON has no NaN
    back = Comparison.from_dict(written)
    assert math.isnan(back.original) and math.isnan(back.overlap) and back.release == 0.3 and back.note == "why"
