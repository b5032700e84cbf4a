"""The non-member baseline, target order and halting."""

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.baseline import NonMemberBaseline
from anonguard.engine.halting import EARLY_SAFE, EARLY_SERIOUS, EXHAUSTED, SIGNIFICANT, HaltMonitor
from anonguard.engine.secret import SecretCodec
from anonguard.engine.settings import AuditSettings, BaselineSettings, SecretSettings
from anonguard.engine.sweep import sweep
from anonguard.engine.targets import attack_order, block_size
from anonguard.plugins.manager import load_catalog

CATALOG = load_catalog(entry_points=False)
MODELS = CATALOG.of_kind("baseline-model")


def make_baseline(features, truth, codec=None, entity=None, **baseline):
    settings = AuditSettings(baseline=BaselineSettings(**baseline))
    kinds = {c: "categorical" for c in features.columns}
    codec = codec or SecretCodec("s", "categorical")
    return NonMemberBaseline(features, truth, codec, kinds, MODELS, settings, entity)


def test_block_size_rule():
    assert block_size(100_000, 1000, 0.1) == 1000
    assert block_size(5000, 1000, 0.1) == 500
    assert block_size(5, 1000, 0.1) == 1


def test_targets_and_their_entities_leave_the_training_data():
    features = pd.DataFrame({"k": np.arange(10) % 3})
    entity = np.array([0, 0, 1, 1, 2, 2, 3, 3, 4, 4])
    baseline = make_baseline(features, np.zeros(10, int), entity=entity)
    assert baseline._training_rows(np.array([0, 4])).tolist() == [2, 3, 6, 7, 8, 9]


def test_duplicates_of_targets_can_be_dropped():
    features = pd.DataFrame({"k": [1, 1, 2, 2]})
    truth = np.array([5, 5, 5, 6])
    baseline = make_baseline(features, truth, drop_target_duplicates=True)
    assert baseline._training_rows(np.array([0])).tolist() == [2, 3]


def test_baseline_learns_a_deterministic_relation_and_picks_a_model_that_does():
    rng = np.random.default_rng(0)
    k = rng.integers(0, 8, 3000)
    features = pd.DataFrame({"k": k, "noise": rng.integers(0, 5, 3000)})
    truth = (k * 3) % 8  # the secret is a function of k
    baseline = make_baseline(features, truth)
    block = np.arange(300)
    predicted = baseline.predict_block(block)
    assert (predicted.value == truth[block]).all()
    assert baseline.chosen.id != "majority"
    assert {s.model for s in baseline.scores} == {m.id for m in MODELS}


def test_baseline_without_signal_is_no_better_than_the_majority_rate():
    rng = np.random.default_rng(1)
    features = pd.DataFrame({"k": rng.integers(0, 4, 4000)})
    truth = rng.integers(0, 2, 4000)
    predicted = make_baseline(features, truth).predict_block(np.arange(1000))
    assert abs((predicted.value == truth[:1000]).mean() - 0.5) < 0.06


def test_tolerance_secret_is_predicted_as_numbers():
    rng = np.random.default_rng(2)
    k = rng.integers(0, 4, 3000)
    truth = 1000.0 * (k + 1) + rng.normal(0, 5, 3000)
    codec = SecretCodec.build("s", "continuous", truth, SecretSettings(continuous="tolerance", tolerance=0.05))
    predicted = make_baseline(pd.DataFrame({"k": k}), truth, codec).predict_block(np.arange(200))
    assert codec.correct(predicted.value, truth[:200]).mean() > 0.95


def test_dominant_values_are_held_to_half_the_attempts():
    rng = np.random.default_rng(3)
    secret = np.where(rng.random(10_000) < 0.9, 7, rng.integers(0, 7, 10_000))
    order = attack_order(np.arange(10_000), secret, rng, 0.5)
    share = (secret[order] == 7).mean()
    assert share == pytest.approx(0.5, abs=0.01)
    assert len(set(order)) == len(order)
    unchanged = attack_order(np.arange(10_000), secret, rng, None)
    assert sorted(unchanged) == list(range(10_000))


def test_attack_order_is_deterministic_for_a_seed():
    secret = np.arange(100) % 3
    first = attack_order(np.arange(100), secret, np.random.default_rng(5), 0.5)
    second = attack_order(np.arange(100), secret, np.random.default_rng(5), 0.5)
    assert first.tolist() == second.tolist()


def curve(precision, n, score=None):
    correct = np.arange(n) < round(precision * n)
    return sweep(np.random.default_rng(0).permutation(correct), np.ones(n) if score is None else score)


def test_halting_early_safe_when_attack_is_no_better_than_baseline():
    monitor = HaltMonitor(AuditSettings())
    assert monitor.check(curve(0.3, 100), curve(0.6, 100), exhausted=False) == EARLY_SAFE


def test_halting_early_serious_when_attack_is_perfect_and_baseline_poor():
    monitor = HaltMonitor(AuditSettings())
    assert monitor.check(curve(1.0, 200), curve(0.1, 200), exhausted=False) == EARLY_SERIOUS


def test_halting_on_diminishing_returns_after_patience_checks():
    monitor = HaltMonitor(AuditSettings())
    reasons = [monitor.check(curve(0.7, 1000), curve(0.5, 1000), exhausted=False) for _ in range(4)]
    assert reasons == [None, None, None, SIGNIFICANT]


def test_halting_when_targets_run_out_or_limit_is_reached():
    monitor = HaltMonitor(AuditSettings())
    assert monitor.check(curve(0.7, 20), curve(0.5, 20), exhausted=True) == EXHAUSTED
    capped = HaltMonitor(AuditSettings.from_dict({"halting": {"max_attempts": 20}}))
    assert capped.check(curve(0.7, 20), curve(0.5, 20), exhausted=False) == "max-attempts"
