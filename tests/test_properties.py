"""Properties the measures and the sweep must have for every input, checked by hypothesis."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from anonguard.engine.claims.measures import alc, pr_at_skew, prc, wilson_interval
from anonguard.engine.claims.sweep import sweep

unit = st.floats(0.0, 1.0, allow_nan=False)
recall = st.floats(1e-6, 1.0, allow_nan=False)


@given(p1=unit, p2=unit, r=recall)
def test_prc_is_monotone_in_precision(p1, p2, r):
    low, high = sorted((p1, p2))
    assert prc(low, r) <= prc(high, r) + 1e-12


@given(p=unit, r1=recall, r2=recall)
def test_prc_is_monotone_in_recall_and_never_above_precision(p, r1, r2):
    low, high = sorted((r1, r2))
    assert prc(p, low) <= prc(p, high) + 1e-12
    assert 0.0 <= prc(p, high) <= p + 1e-12


@given(base=unit, weight=unit)
def test_alc_is_zero_when_attack_and_baseline_are_identical(base, weight):
    assert abs(alc(base, base, weight)) < 1e-12


@given(base=st.floats(0.0, 0.999, allow_nan=False), a1=unit, a2=unit)
def test_alc_grows_with_the_attack_and_is_one_at_perfection(base, a1, a2):
    low, high = sorted((a1, a2))
    assert alc(base, low) <= alc(base, high) + 1e-12
    assert abs(alc(base, 1.0) - 1.0) < 1e-12
    assert alc(base, high) <= 1.0 + 1e-12


@given(n=st.integers(1, 10_000), data=st.data())
def test_wilson_interval_holds_the_observed_precision(n, data):
    successes = data.draw(st.integers(0, n))
    low, high = wilson_interval(successes, n)
    assert 0.0 <= low <= successes / n <= high <= 1.0


@given(tpr=unit, fpr=st.floats(1e-6, 1.0, allow_nan=False), k1=st.floats(1.0, 1e4), k2=st.floats(1.0, 1e4))
def test_precision_at_skew_falls_as_non_members_grow(tpr, fpr, k1, k2):
    small, large = sorted((k1, k2))
    if tpr == 0:
        return
    assert pr_at_skew(tpr, fpr, 1.0, large)[0] <= pr_at_skew(tpr, fpr, 1.0, small)[0] + 1e-12


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_sweep_equals_brute_force(data):
    n = data.draw(st.integers(1, 60))
    correct = data.draw(arrays(bool, n))
    # few distinct scores, so ties (which must never be split) are common
    scores = data.draw(arrays(float, n, elements=st.sampled_from([0.0, 0.25, 0.5, 0.75, 1.0])))
    predicted = data.draw(arrays(bool, n))
    curve = sweep(correct, scores, predicted)
    thresholds = sorted(set(scores[predicted]), reverse=True)
    assert list(curve.threshold) == thresholds
    for i, threshold in enumerate(thresholds):
        chosen = predicted & (scores >= threshold)
        assert curve.n_predictions[i] == chosen.sum()
        assert curve.n_correct[i] == (correct & chosen).sum()
        assert abs(curve.recall[i] - chosen.sum() / n) < 1e-12
        assert abs(curve.precision[i] - (correct & chosen).sum() / chosen.sum()) < 1e-12
    assert np.all(np.diff(curve.recall) > 0)
