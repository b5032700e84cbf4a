"""Verdicts with their uncertainty: cross-fitted estimates, ALC intervals, bands decided from them.

The simulations draw attempts whose true precision at every coverage is known (a share f of targets
the attacker always finds, of whom a share s have a redrawn secret; the others guessed from the
marginal), so the true ALC and precision improvement are known analytically (tests/known_answer.py).
"""

import numpy as np
import pytest

from anonguard.engine.claims.decision import (
    AT_RISK, SAFE, SERIOUS, UNDETERMINED, attempts_that_matter, attempts_to_decide, coverage_that_moves_alc, decide,
    judge, min_significant_predictions, recall_for_prc, smallest_coverage_that_matters,
)
from anonguard.engine.claims.estimate import (
    Attempts, EqualCoverage, Interval, alc_interval, folds_of, pooled_best, pooled_equal_coverage,
)
from anonguard.engine.claims.measures import RiskBands, alc, prc
from anonguard.engine.settings import MeasureSettings
from anonguard.engine.claims.sweep import sweep
from known_answer import SHARES, true_measures

SETTINGS = MeasureSettings()
Q, BASE = float((SHARES**2).sum()), float(SHARES.max())


def simulate(f: float, s: float, n: int, rng: np.random.Generator) -> tuple[Attempts, Attempts]:
    """Attempts of the known-answer release: copies found with rank score 1, everyone else below."""
    found = rng.random(n) < f
    score = np.where(found, 1.0, rng.uniform(0, 0.9, n))
    right = np.where(found, (rng.random(n) > s) | (rng.random(n) < Q), rng.random(n) < Q)
    # the majority baseline: right for the largest class, its scores noise the model reads into it
    return (Attempts.of(np.ones(n, bool), score, right),
            Attempts.of(np.ones(n, bool), rng.random(n), rng.random(n) < BASE))


def measured(attack: Attempts, baseline: Attempts, settings: MeasureSettings = SETTINGS):
    folds = folds_of(len(attack), settings.cross_fit_folds)
    a, b = pooled_best(attack, folds, settings), pooled_best(baseline, folds, settings)
    equal = pooled_equal_coverage(attack, baseline, folds, settings, settings.pi_min_coverage,
                                  min_significant_predictions(settings))
    curve = sweep(attack.correct, attack.score, attack.predicted, settings=settings)
    interval = alc_interval(b, a, 0.0)
    return interval, equal, judge(interval, equal, a, b, len(attack), settings, curve)


# (f, s): true ALC safe near 0.3, just below the at-risk threshold, at risk, serious
CASES = [(0.2, 0.6), (0.2, 0.45), (0.1, 0.3), (0.05, 0.0)]


def test_intervals_hold_the_true_alc_and_improvement_at_close_to_the_nominal_rate():
    rng = np.random.default_rng(2026)
    held_alc = held_pi = total = below_ceiling = 0
    for f, s in CASES:
        truth = true_measures(f, s)
        case_held = 0
        for _ in range(120):
            interval, equal, _ = measured(*simulate(f, s, 8000, rng))
            inside = interval.low <= truth["alc"] <= interval.high
            case_held += inside
            held_alc += inside
            total += 1
            if truth["pi"] < 0.98:  # at the ceiling of 1 a few wrong predictions above the threshold miss it
                held_pi += equal is not None and equal.improvement.low <= truth["pi"] <= equal.improvement.high
                below_ceiling += 1
        assert case_held / 120 >= 0.85, (f, s, case_held)
    # nominal 95 %; with this seed the ALC intervals hold the truth 95.2 % of the time, the
    # improvement's 92.8 % (docs/measures.md, "Calibration")
    assert 0.91 <= held_alc / total <= 0.99
    assert 0.90 <= held_pi / below_ceiling <= 0.99


def test_decided_verdicts_never_contradict_the_truth_even_on_small_tables():
    rng = np.random.default_rng(7)
    bands = RiskBands()
    for f, s in [(0.0, 0.0), (0.2, 0.6), (0.1, 0.3), (0.05, 0.1), (0.02, 0.0), (0.3, 0.2)]:
        truth = decide(Interval(*(3 * [true_measures(f, s)["alc"]])), bands)
        for n in (2000, 8000):
            verdicts = {measured(*simulate(f, s, n, rng))[2].verdict for _ in range(40)}
            if truth in (AT_RISK, SERIOUS):
                assert SAFE not in verdicts, (f, s, n, verdicts)
            if truth == SAFE:
                assert not verdicts & {AT_RISK, SERIOUS}, (f, s, n, verdicts)


def test_cross_fitting_removes_the_lucky_maximum_of_the_best_prc():
    """Predictions right half the time whatever their score: every threshold's true PRC is at most 0.5."""
    rng = np.random.default_rng(3)
    in_sample, crossed = [], []
    for _ in range(60):
        n = 3000
        attempts = Attempts.of(np.ones(n, bool), rng.random(n), rng.random(n) < 0.5)
        curve = sweep(attempts.correct, attempts.score, settings=SETTINGS)
        in_sample.append(curve.prc[curve.best_index(SETTINGS.max_ci_width)])
        crossed.append(pooled_best(attempts, folds_of(n, 5), SETTINGS).prc.point)
    assert np.mean(in_sample) - np.mean(crossed) > 0.01  # the maximum of noise
    assert np.mean(crossed) == pytest.approx(0.5, abs=0.005)


def test_bands_are_decided_from_the_interval():
    bands = RiskBands()
    assert decide(Interval(0.8, 0.72, 0.9), bands) == SERIOUS
    assert decide(Interval(0.8, 0.6, 0.9), bands) == AT_RISK  # at least at risk
    assert decide(Interval(0.3, 0.1, 0.49), bands) == SAFE
    assert decide(Interval(0.45, 0.3, 0.55), bands) == UNDETERMINED
    assert decide(Interval(0.55, 0.45, 0.65), bands) == UNDETERMINED


def test_attempts_to_decide_follow_the_square_root_of_the_attempts():
    # estimate 0.6, lower end 0.4 after 1000 attempts: the lower end must rise to 0.5, half the spread
    assert attempts_to_decide(Interval(0.6, 0.4, 0.8), 1000, RiskBands()) == 4000
    # estimate 0.3, upper end 0.6: the upper end must come down to 0.5, 2/3 of the spread
    assert attempts_to_decide(Interval(0.3, 0.0, 0.6), 900, RiskBands()) == 2025
    assert attempts_to_decide(Interval(0.5, 0.4, 0.6), 900, RiskBands()) is None


def test_the_smallest_group_that_counts_and_the_coverage_that_matters():
    # Wilson at 95 %: all n right is significant at width 0.1 once z²/(n + z²) < 0.1, from n = 35
    assert min_significant_predictions(SETTINGS) == 35
    r = recall_for_prc(0.75, SETTINGS)
    assert prc(1.0, r) == pytest.approx(0.75)
    # safe against a baseline of PRC 0.5: a perfectly predicted group reaching ALC 0.5 needs PRC 0.75
    assert smallest_coverage_that_matters(SAFE, SAFE, 0.3, 0.5, SETTINGS, None) == pytest.approx(r, rel=1e-6)
    # the equal-coverage reading counts groups from 1 % of the targets on
    assert smallest_coverage_that_matters(SAFE, SAFE, 0.3, 0.5, SETTINGS, 0.01) == pytest.approx(min(r, 0.01))
    # at risk with attack PRC 0.9: a baseline group with PRC 0.8 brings ALC down to 0.5
    assert smallest_coverage_that_matters(AT_RISK, AT_RISK, 0.9, 0.4, SETTINGS, None) == pytest.approx(
        recall_for_prc(0.8, SETTINGS), rel=1e-6)


def test_groups_that_could_move_alc_by_the_tolerance_set_the_attempts_a_halted_run_needs():
    # ALC 0.5 between attack PRC 0.75 and baseline PRC 0.5: ALC 0.6 needs the attack at 0.8, ALC 0.4 the
    # baseline at 0.5833; the smaller of the two perfect groups reaching them decides
    coverage = coverage_that_moves_alc(0.75, 0.5, SETTINGS, 0.1)
    attack_target = recall_for_prc(0.8, SETTINGS)
    base_target = recall_for_prc(1 - 0.25 / 0.6, SETTINGS)  # (0.75 - b) / (1 - b) = 0.4
    assert coverage == pytest.approx(min(attack_target, base_target), rel=1e-6)
    assert attempts_that_matter(coverage, SETTINGS) == int(np.ceil(35 / coverage))


def _point(precision: float, recall: float, n: int = 4000):
    from anonguard.engine.claims.estimate import _point
    predictions = round(recall * n)
    return _point(round(precision * predictions), predictions, n, 1.0, (0.5,), SETTINGS)


def test_the_verdict_takes_the_worse_reading_and_says_why():
    """The issue's case: the attacker is right 75 % of the time for 43 % of people where the baseline
    manages 40 % on them, yet ALC is low because the baseline is very sure about a 1.5 % group."""
    attack, baseline = _point(0.75, 0.43), _point(0.94, 0.015, 10_000)
    interval = alc_interval(baseline, attack, 0.0)
    assert interval.high < 0.5  # ALC alone reads safe
    equal = EqualCoverage(0.43, Interval(0.75, 0.72, 0.78), Interval(0.40, 0.37, 0.43), Interval(0.583, 0.53, 0.63), 1720)
    judged = judge(interval, equal, attack, baseline, 4000, SETTINGS)
    assert (judged.alc_band, judged.pi_band, judged.verdict) == (SAFE, AT_RISK, AT_RISK)
    assert "43% of people 75% of the time, against 40% for the baseline" in judged.note
    assert "1.5% of people" in judged.note
    alone = judge(interval, equal, attack, baseline, 4000, MeasureSettings(verdict_from="alc"))
    assert alone.verdict == SAFE and "ALC alone" in alone.note


def test_a_measurable_but_unsettled_group_keeps_a_safe_verdict_open():
    """Forty people found exactly, right 90 % of the time, among 5,000 attacked: not significant at
    width 0.1 (36 of 40), but at that precision the release would be at risk (ALC alone is read)."""
    rng = np.random.default_rng(1)
    n = 5000
    found = np.zeros(n, bool)
    found[:40] = True
    right = np.where(found, np.arange(n) % 10 != 0, rng.random(n) < 0.3)
    attack = Attempts.of(np.ones(n, bool), np.where(found, 1.0, rng.uniform(0, 0.9, n)), right)
    baseline = Attempts.of(np.ones(n, bool), rng.random(n), rng.random(n) < 0.45)
    interval, equal, judged = measured(attack, baseline, MeasureSettings(verdict_from="alc"))
    assert decide(interval, RiskBands()) == SAFE
    assert judged.verdict == UNDETERMINED and "too few to be sure of, but enough to make the release at risk" in judged.note
    assert judged.attempts_to_decide > n


@pytest.mark.parametrize("sure, verdict", [(10, UNDETERMINED), (1, SAFE)])
def test_a_sure_group_too_small_to_measure_keeps_a_safe_verdict_open(sure, verdict):
    """Record linkage on a release with 2 % exact copies, all 500 members attacked: the 10 copies are linked
    with certainty and first, everyone else is linked to a random row (right 1 time in 1,000); the baseline
    is never right. Ten claims are fewer than the 35 a precision needs before it counts, so the ALC read from
    the significant points is near 0 and its interval says safe, but ten claims always right in 500 (PRC
    from their shrunk precision) would make the release at risk: safe is not claimed. The largest such group
    is named, and at least 500 · 35 / 10 = 1,750 attempts are needed to settle it (more where the group
    named is less precise). A single right claim is no such group."""
    rng = np.random.default_rng(7)
    n = 500
    copied = np.arange(n) < sure
    attack = Attempts.of(np.ones(n, bool), np.where(copied, 0.0, -rng.uniform(0.01, 1, n)),
                         copied | (rng.random(n) < 0.001))
    baseline = Attempts.of(np.ones(n, bool), -rng.uniform(0.01, 1, n), np.zeros(n, bool))
    interval, _, judged = measured(attack, baseline, MeasureSettings(verdict_from="alc"))
    assert decide(interval, RiskBands()) == SAFE and interval.point < 0.1
    assert judged.verdict == verdict
    if verdict == UNDETERMINED:
        assert "too few to be sure of, but enough to make the release at risk" in judged.note
        assert judged.attempts_to_decide >= n * min_significant_predictions(SETTINGS) / sure == 1750


def test_alc_interval_is_the_mover_combination_of_both_sides():
    attack, baseline = _point(0.8, 0.5), _point(0.5, 1.0)
    interval = alc_interval(baseline, attack, 0.0)
    a, b = attack.prc, baseline.prc
    down = np.hypot(alc(b.point, a.point) - alc(b.point, a.low), alc(b.point, a.point) - alc(b.high, a.point))
    assert interval.point == pytest.approx(alc(b.point, a.point))
    assert interval.low == pytest.approx(interval.point - down)
    assert interval.low < interval.point < interval.high
