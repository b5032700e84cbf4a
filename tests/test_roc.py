"""ROC, AUC and the reading of a membership attack at realistic skews, against paper 000 and hand computation."""

import math

import numpy as np
import pytest

from anonguard.engine.membership.result import MembershipResult
from anonguard.engine.membership.roc import (
    Claim, auc, auc_interval, base_rate, likelihood_ratio, membership_alc, most_precise, realistic_skew, roc_curve,
)
from anonguard.engine.settings import MembershipSettings

# Figure 10 of paper 000: FPR and the TPR of Carlini et al.'s attack, read from its log-log ROC
FIGURE_10_FPR = [1e-5, 1e-4, 1e-3, 1e-2, 1e-1, 0.25, 1.0]
FIGURE_10_CARLINI_TPR = [0.1, 0.2, 0.35, 0.5, 0.75, 1.0, 1.0]


def test_base_rate_example_of_paper_000():
    # FPR 0.05, no false negatives. 1,000 members and 1,000 non-members: 1000 TP, 50 FP
    balanced = Claim(threshold=0.5, tp=1000, fp=50, members=1000, non_members=1000)
    assert balanced.precision(1.0)[0] == pytest.approx(1000 / 1050)
    assert round(balanced.precision(1.0)[0], 3) == 0.952
    # 1 % of 2,000 are members: 20 TP and 99 FP, precision about 0.17
    assert balanced.precision(1980 / 20)[0] == pytest.approx(20 / 119)
    assert round(balanced.precision(99.0)[0], 2) == 0.17
    # claiming everyone a member is only ever as precise as the base rate
    assert base_rate(99.0) == pytest.approx(0.01)
    assert base_rate(1.0) == 0.5


def _figure_10_scores(members: int = 10_000, non_members: int = 100_000) -> tuple[np.ndarray, np.ndarray]:
    """Scores whose empirical ROC passes exactly through Figure 10's (FPR, Carlini TPR) points."""
    fp = np.round(np.array(FIGURE_10_FPR) * non_members).astype(int)
    tp = np.round(np.array(FIGURE_10_CARLINI_TPR) * members).astype(int)
    levels = len(fp)
    # candidates first claimed at level i score levels − i
    member_scores = np.repeat(levels - np.arange(levels), np.diff(np.r_[0, tp]))
    non_member_scores = np.repeat(levels - np.arange(levels), np.diff(np.r_[0, fp]))
    scores = np.r_[member_scores, non_member_scores].astype(float)
    return scores, np.r_[np.ones(members, bool), np.zeros(non_members, bool)]


@pytest.mark.parametrize("skew, expected", [
    # precision = TPR / (TPR + k·FPR), computed by hand for each row of Figure 10
    (1, [0.1 / 0.10001, 0.2 / 0.2001, 0.35 / 0.351, 0.5 / 0.51, 0.75 / 0.85, 1 / 1.25, 0.5]),
    (30, [0.1 / 0.1003, 0.2 / 0.203, 0.35 / 0.38, 0.5 / 0.8, 0.75 / 3.75, 1 / 8.5, 1 / 31]),
    (240, [0.1 / 0.1024, 0.2 / 0.224, 0.35 / 0.59, 0.5 / 2.9, 0.75 / 24.75, 1 / 61, 1 / 241]),
])
def test_roc_to_precision_on_figure_10_of_paper_000(skew, expected):
    scores, is_member = _figure_10_scores()
    result = MembershipResult("release", "attack", {})
    result.measure(scores, is_member, np.array(["x"] * len(scores), dtype=object), None,
                   MembershipSettings(skews=(1, 30, 240)), None)
    curve = result.curve
    assert curve["fpr"][1:] == pytest.approx(FIGURE_10_FPR)
    assert curve["tpr"][1:] == pytest.approx(FIGURE_10_CARLINI_TPR)
    assert curve[f"precision 1:{skew}"][1:] == pytest.approx(expected)
    # at 1:240 the strong attack is 59 % precise at FPR 0.001, far from the 99.7 % a balanced test suggests
    if skew == 240:
        assert curve["precision 1:240"][3] == pytest.approx(0.593, abs=1e-3)
    # the operating point at FPR <= 0.001 is read off the same curve, with the same precision
    point = next(p for p in result.operating_points if p["fpr_level"] == 0.001)
    assert point["tpr"] == pytest.approx(0.35)
    assert point["precision"][f"1:{skew}"]["point"] == pytest.approx(expected[2])


def test_shokri_attack_reaches_only_40_percent_precision_at_1_to_30():
    # 000 §5: "Shokri et al. manage only 40% precision" (FPR 1e-4, TPR 0.002 at skew 1:30)
    claim = Claim(threshold=0.0, tp=20, fp=10, members=10_000, non_members=100_000)
    assert claim.precision(30.0)[0] == pytest.approx(0.4)


def test_roc_groups_tied_scores_and_auc_counts_ties_half():
    scores = np.array([3.0, 2.0, 2.0, 1.0])
    is_member = np.array([True, True, False, False])
    roc = roc_curve(scores, is_member)
    assert roc.threshold.tolist() == [np.inf, 3.0, 2.0, 1.0]
    assert roc.tp.tolist() == [0, 1, 2, 2]
    assert roc.fp.tolist() == [0, 0, 1, 2]
    # member-over-non-member pairs: 3>2, 3>1, 2=2 (half), 2>1 -> 3.5 of 4
    assert auc(scores, is_member) == pytest.approx(0.875)
    # the area under the step curve through the tied point agrees
    assert np.trapezoid(roc.tpr, roc.fpr) == pytest.approx(0.875)


def test_tpr_at_fpr_never_exceeds_the_level():
    scores = np.r_[np.arange(10, 0, -1), np.arange(10, 0, -1) - 0.5].astype(float)
    is_member = np.r_[np.ones(10, bool), np.zeros(10, bool)]
    roc = roc_curve(scores, is_member)
    index = roc.at_fpr(0.1)  # at most one of ten non-members wrongly claimed
    assert roc.fp[index] == 1 and roc.tp[index] == 2  # members 10 and 9, with non-member 9.5 between them
    assert roc.at_fpr(0.0) == 1 and roc.fp[1] == 0 and roc.tp[1] == 1


def test_likelihood_ratio_and_its_conservative_bound():
    assert likelihood_ratio(np.array([0.5, 0.5, 0.0]), np.array([0.05, 0.0, 0.0])).tolist()[:2] == [10.0, np.inf]
    assert math.isnan(likelihood_ratio(np.array([0.0]), np.array([0.0]))[0])
    claim = Claim(threshold=1.0, tp=500, fp=0, members=1000, non_members=3000)
    point, low = claim.likelihood_ratio()
    assert point == np.inf
    # Wilson: TPR >= 0.469, FPR <= 0.00128 with 0 of 3000 -> ratio at least about 367
    assert 300 < low < 400


def test_auc_interval_hanley_mcneil_by_hand():
    # AUC 0.8, 50 and 50: Q1 = 0.8/1.2, Q2 = 1.28/1.8, SE = 0.04450 -> 0.8 ± 1.96·SE
    low, high = auc_interval(0.8, 50, 50)
    assert low == pytest.approx(0.8 - 1.959964 * 0.044502, abs=1e-4)
    assert high == pytest.approx(0.8 + 1.959964 * 0.044502, abs=1e-4)


def test_membership_alc_is_zero_for_claiming_everyone_and_one_for_a_perfect_attack():
    is_member = np.r_[np.ones(100, bool), np.zeros(1000, bool)]
    perfect = roc_curve(is_member.astype(float), is_member)
    assert membership_alc(Claim.of(perfect, most_precise(perfect, 1000.0)), 1000.0) == pytest.approx(1.0)
    useless = roc_curve(np.zeros(1100), is_member)
    assert membership_alc(Claim.of(useless, most_precise(useless, 10.0)), 10.0) == pytest.approx(0.0)


def test_a_lucky_streak_at_tiny_recall_does_not_read_as_precision():
    # scores unrelated to membership; 4 members per non-member in the pool, so the top few
    # candidates are often all members: precision 1 at recall ~1e-3 by luck alone
    rng = np.random.default_rng(7)
    is_member = np.r_[np.ones(12_000, bool), np.zeros(3_000, bool)]
    scores = rng.random(is_member.size)
    order = np.argsort(-scores)
    scores[order[:15]], is_member[order[:15]] = scores[order[:15]], True  # a streak of 15 members on top
    roc = roc_curve(scores, is_member)
    point = most_precise(roc, 100.0)
    claim = Claim.of(roc, point)
    assert claim.precision(100.0)[0] < 0.05  # judged where the data can show it: near the base rate 0.0099
    assert membership_alc(claim, 100.0) < 0.05


def test_realistic_skew_from_population_or_member_fraction():
    assert realistic_skew(12_000, population=1_000_000) == pytest.approx(988_000 / 12_000)
    assert realistic_skew(12_000, member_fraction=0.01) == pytest.approx(99.0)
    assert realistic_skew(12_000) is None
    with pytest.raises(ValueError, match="larger than the 12000 members"):
        realistic_skew(12_000, population=10_000)


def test_stored_curve_keeps_the_low_fpr_end_exactly():
    rng = np.random.default_rng(0)
    scores = rng.random(20_000)
    roc = roc_curve(scores, rng.random(20_000) < 0.5)
    kept = roc.thinned(400)
    assert len(kept) <= 400
    assert kept[:200].tolist() == list(range(200))
    assert kept[-1] == len(roc) - 1
