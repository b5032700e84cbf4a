"""The non-member baseline, target order and halting."""

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.attribute.baseline import NonMemberBaseline
from anonguard.engine.claims.halting import (
    DECIDED, EXHAUSTED, MAX_ATTEMPTS, TIME_BUDGET, WORK_BUDGET, HaltMonitor, Reading, plan_work,
)
from anonguard.engine.attribute.secret import SecretCodec
from anonguard.engine.settings import AuditSettings, BaselineSettings, SecretSettings
from anonguard.engine.attribute.targets import attack_order, block_size
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


def reading(attempts, decided=True, matter=0, prcs=(0.7, 0.5), elapsed=1.0):
    return Reading(attempts, decided, matter, prcs, elapsed)


def monitor(available=10_000, cells=1e6, **halting):
    """A monitor whose every attempt costs `cells` (a million by default: a work budget of 60 pays for 60)."""
    settings = AuditSettings.from_dict({"halting": halting}).halting
    return HaltMonitor(settings, available, plan_work(settings, available, cells))


def test_every_target_is_attacked_when_the_budget_allows_or_always():
    always = monitor(work_budget=None)
    assert all(always.check(reading(n, elapsed=1e9)) is None for n in (50, 500, 5000))
    assert always.check(reading(10_000)) == EXHAUSTED
    fits = monitor(work_budget=60, cells=6000)
    assert fits.check(reading(1000)) is None  # decided, but every target fits the budget


def test_adaptive_halting_waits_for_a_decided_band_enough_attempts_and_no_rising_side():
    m = monitor(work_budget=0)
    assert m.check(reading(100)) is None  # nothing at half as many attempts yet: too early to tell
    assert m.check(reading(200, decided=False)) is None
    assert m.check(reading(400, matter=1000)) is None  # a group that could change the band cannot show yet
    assert m.check(reading(800, prcs=(0.7, 0.53))) is None  # the baseline rose 0.03 since 400 attempts
    assert m.check(reading(1600, prcs=(0.705, 0.535))) == DECIDED


def test_a_side_without_a_significant_point_keeps_the_run_going():
    m = monitor(work_budget=0)
    assert all(m.check(reading(n, prcs=(None, 0.4))) is None for n in (50, 100, 200, 400))
    assert m.check(reading(800, prcs=(0.5, 0.4))) is None  # significant now, but not at 400
    assert m.check(reading(1600, prcs=(0.5, 0.4))) == DECIDED


def test_a_slowly_rising_baseline_keeps_the_run_going():
    m = monitor(work_budget=0, batch_size=500)
    reasons = [m.check(reading(n, prcs=(0.75, 0.40 + 0.03 * n / 500))) for n in range(500, 10_000, 500)]
    assert all(r is None for r in reasons)


def test_the_work_budget_the_time_limit_and_the_attempt_limit_stop_a_run():
    m = monitor(work_budget=60)
    assert (m.next_batch(50), m.check(reading(60, decided=False))) == (10, WORK_BUDGET)
    clock = monitor(work_budget=None, time_limit_seconds=60)
    assert clock.check(reading(1000, elapsed=59)) is None and clock.check(reading(1050, elapsed=61)) == TIME_BUDGET
    assert monitor(max_attempts=20).check(reading(20, decided=False)) == MAX_ATTEMPTS


def test_batches_grow_with_the_attempts_made_and_stop_at_the_limit():
    m = monitor(available=10_000, batch_size=50, max_attempts=3000)
    assert [m.next_batch(d) for d in (0, 50, 400, 2000, 2900)] == [50, 50, 100, 500, 100]
