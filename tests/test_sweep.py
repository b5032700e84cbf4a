"""The threshold sweep against a brute-force reference, and its tie rule."""

import numpy as np
import pytest

from anonguard.engine.claims.measures import prc, probabilistic_precision
from anonguard.engine.settings import MeasureSettings
from anonguard.engine.claims.sweep import sweep


def brute_force(correct, score, predicted, recall_scale=1.0):
    """One threshold per distinct score of a prediction, counted directly."""
    rows = []
    for threshold in sorted(set(score[predicted]), reverse=True):
        chosen = predicted & (score >= threshold)
        n, t = chosen.sum(), (correct & chosen).sum()
        recall = n / correct.size * recall_scale
        rows.append((threshold, n, t, t / n, recall, prc(probabilistic_precision(t, n), recall)))
    return np.array(rows)


@pytest.mark.parametrize("seed", range(8))
def test_sweep_equals_brute_force_on_random_data(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(1, 400))
    score = np.round(rng.random(n), int(rng.integers(1, 3)))  # coarse scores: many ties
    correct = rng.random(n) < score
    predicted = rng.random(n) < 0.8
    scale = float(rng.choice([1.0, 0.25]))
    curve = sweep(correct, score, predicted, recall_scale=scale)
    expected = brute_force(correct, score, predicted, scale)
    if expected.size == 0:
        assert len(curve) == 0
        return
    got = np.column_stack([curve.threshold, curve.n_predictions, curve.n_correct, curve.precision, curve.recall, curve.prc])
    np.testing.assert_allclose(got, expected, rtol=1e-12)


def test_ties_are_never_split():
    curve = sweep(np.array([True, False, True]), np.array([0.9, 0.9, 0.5]))
    assert curve.n_predictions.tolist() == [2, 3]
    assert curve.precision.tolist() == [0.5, pytest.approx(2 / 3)]


def test_abstentions_lower_recall_but_not_precision():
    correct = np.array([True, True, False, False])
    curve = sweep(correct, np.ones(4), np.array([True, True, False, False]))
    assert curve.recall.tolist() == [0.5]
    assert curve.precision.tolist() == [1.0]


def test_best_index_needs_a_significant_pair():
    # 30 of 30 right at the top, then noise: the top pair is too small to be significant at width 0.1
    score = np.r_[np.full(30, 0.9), np.linspace(0.5, 0.1, 970)]
    correct = np.r_[np.ones(30, bool), np.arange(970) % 2 == 0]
    curve = sweep(correct, score, settings=MeasureSettings(max_ci_width=0.1))
    best = curve.best_index(0.1)
    assert best is not None
    assert curve.ci_high[best] - curve.ci_low[best] < 0.1
    assert curve.n_predictions[best] > 30
    assert sweep(correct[:5], score[:5]).best_index(0.1) is None


def test_nan_rank_scores_are_rejected():
    with pytest.raises(ValueError, match="NaN"):
        sweep(np.array([True]), np.array([np.nan]))
