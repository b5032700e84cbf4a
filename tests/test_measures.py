"""The measures against the papers' worked examples and hand-computed values."""

import math

import numpy as np
import pytest

from anonguard.engine.claims.measures import (
    RiskBands, alc, pr_at_skew, prc, precision_improvement, probabilistic_precision, risk_band, wilson_interval,
)


def test_alc_at_full_recall_matches_paper_003():
    # 003 §4.2: at recall 1, P_base 0.05 and P_atk 0.525 give ALC 0.5
    value = alc(prc(0.05, 1.0), prc(0.525, 1.0))
    assert value == pytest.approx(0.5, abs=0.01)


def test_alc_at_low_recall_matches_paper_003():
    # 003 appendix A.3: at recall 1/1000 for both, P_base 0.2 and P_atk 0.96 give ALC about 0.5
    value = alc(prc(0.2, 0.001), prc(0.96, 0.001))
    assert value == pytest.approx(0.5, abs=0.01)
    # by hand: the recall factor is 1 - (3/4)^3 = 0.578125
    assert prc(0.96, 0.001) == pytest.approx(0.96 * 0.578125)


def test_precision_improvement_examples_of_paper_000():
    assert precision_improvement(0.5, 0.75) == pytest.approx(0.5)
    assert precision_improvement(0.94, 0.97) == pytest.approx(0.5)


def test_base_rate_example_of_paper_000():
    # FPR 0.05, FNR 0: 1000 members of 2000 -> 1000 TP, 50 FP -> 0.952
    precision, recall = pr_at_skew(1.0, 0.05, members=1000, non_members=1000)
    assert precision == pytest.approx(1000 / 1050)
    assert round(precision, 3) == 0.952
    assert recall == 1.0
    # 1 % members of 2000: 20 TP, 99 FP -> about 0.17
    precision, _ = pr_at_skew(1.0, 0.05, members=20, non_members=1980)
    assert precision == pytest.approx(20 / 119)
    assert round(precision, 2) == 0.17


def test_pr_at_skew_is_vectorized_and_undefined_without_predictions():
    precision, _ = pr_at_skew(np.array([0.0, 0.5]), np.array([0.0, 0.5]), members=1, non_members=1)
    assert math.isnan(precision[0])
    assert precision[1] == pytest.approx(0.5)


@pytest.mark.parametrize(
    "successes, n, low, high",
    [
        (8, 10, 0.490162, 0.943318),  # by hand from the Wilson formula, z = 1.959964
        (0, 10, 0.0, 0.277533),
        (10, 10, 0.722467, 1.0),
        (50, 100, 0.403832, 0.596168),
    ],
)
def test_wilson_interval_against_hand_computed_values(successes, n, low, high):
    got_low, got_high = wilson_interval(successes, n)
    assert got_low == pytest.approx(low, abs=1e-5)
    assert got_high == pytest.approx(high, abs=1e-5)


def test_wilson_midpoint_is_the_probabilistic_precision():
    low, high = wilson_interval(8, 10)
    assert probabilistic_precision(8, 10) == pytest.approx((low + high) / 2)
    # the midpoint pulls extreme precisions towards 1/2: 10 of 10 is not certainty
    assert probabilistic_precision(10, 10) < 1.0


def test_wilson_interval_narrows_with_confidence_and_n():
    assert np.diff(wilson_interval(80, 100, 0.90)) < np.diff(wilson_interval(80, 100, 0.99))
    assert np.diff(wilson_interval(800, 1000)) < np.diff(wilson_interval(80, 100))
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_prc_shape():
    assert prc(0.8, 1.0) == pytest.approx(0.8)
    assert prc(0.8, 1e-4) == 0.0  # at R_min recall is worthless
    assert prc(0.8, 1e-5) == 0.0
    # recall 1/100 is half way to R_min on the log scale: factor 1 - 0.5^3
    assert prc(0.8, 0.01) == pytest.approx(0.8 * 0.875)
    # a sharper knee (larger alpha) keeps more of the precision
    assert prc(0.8, 0.01, alpha=6) > prc(0.8, 0.01, alpha=3)
    assert prc(0.8, 0.01, r_min=1e-6) > prc(0.8, 0.01)


def test_alc_forms():
    assert alc(0.5, 0.5) == 0.0
    assert alc(0.5, 1.0) == 1.0
    assert alc(0.6, 0.3) < 0
    assert alc(0.2, 0.6, abs_weight=1.0) == pytest.approx(0.4)
    assert alc(0.2, 0.6, abs_weight=0.5) == pytest.approx(0.5 * 0.5 + 0.5 * 0.4)
    assert alc(1.0, 1.0) == 0.0  # a perfect baseline leaves no room and no loss


def test_risk_bands():
    assert risk_band(0.49) == "safe"
    assert risk_band(0.5) == "at-risk"
    assert risk_band(0.69) == "at-risk"
    assert risk_band(0.7) == "serious"
    assert risk_band(-3.0) == "safe"
    assert RiskBands(0.3, 0.4).band(0.35) == "at-risk"
    with pytest.raises(ValueError):
        RiskBands(0.8, 0.5)
    with pytest.raises(ValueError):
        risk_band(float("nan"))
