"""The density ratio follows where the release puts more mass than the population, and nothing else."""

import numpy as np
import pandas as pd
import pytest
from membership_populations import KINDS, IndependentGenerator, membership_task, population
from sklearn.metrics import roc_auc_score

from anonguard.api import GenerationTask, MembershipTask, ReleaseTable
from anonguard_membership_attacks.density_ratio import DensityRatio

REGION_KINDS = {"c": "categorical", "x": "continuous"}


def uniform(n: int, rng: np.random.Generator) -> pd.DataFrame:
    return pd.DataFrame({"c": rng.integers(0, 2, n), "x": rng.uniform(0.0, 1.0, n)})


def test_scores_follow_the_region_the_release_over_represents():
    rng = np.random.default_rng(0)
    reference = uniform(3000, rng)  # the population: c in {0, 1} evenly, x uniform on [0, 1]
    crowded = pd.DataFrame({"c": np.ones(2100, dtype=np.int64), "x": rng.uniform(0.0, 0.2, 2100)})
    release = pd.concat([crowded, uniform(900, rng)], ignore_index=True)  # 70 % in c = 1, x < 0.2
    task = MembershipTask((ReleaseTable("release", release),), ("c", "x"), REGION_KINDS, reference, len(release))
    inside = pd.DataFrame({"c": np.ones(200, dtype=np.int64), "x": rng.uniform(0.0, 0.2, 200)})
    outside = pd.DataFrame({"c": np.zeros(200, dtype=np.int64), "x": rng.uniform(0.5, 1.0, 200)})
    attack = DensityRatio().fit(task)
    # release density inside: 0.7 · 5 (x) · 1 (c = 1) + 0.3 · 1 · 1/2 = 3.65, population 1/2: log 7.3 ≈ 1.99
    # outside: 0.3 · 1 · 1/2 = 0.15 against 1/2: log 0.3 ≈ -1.20
    inside_scores, outside_scores = attack.score(inside), attack.score(outside)
    assert np.median(inside_scores) == pytest.approx(np.log(7.3), abs=0.5)
    assert np.median(outside_scores) == pytest.approx(np.log(0.3), abs=0.5)
    assert inside_scores.min() > outside_scores.max()


def test_a_release_unrelated_to_its_input_gives_chance_auc():
    members, non_members = population(1500, 1), population(1500, 2)
    release = IndependentGenerator().generate(GenerationTask(members, KINDS, seed=5)).data
    scores = DensityRatio().fit(membership_task(release, population(1500, 3))).score(
        pd.concat([members, non_members], ignore_index=True))
    assert np.isfinite(scores).all()
    assert abs(roc_auc_score(np.r_[np.ones(1500), np.zeros(1500)], scores) - 0.5) < 0.05


def test_the_same_seed_gives_the_same_scores():
    task = membership_task(population(500, 1), population(500, 2), seed=7)
    candidates = population(100, 3)
    np.testing.assert_array_equal(DensityRatio().fit(task).score(candidates), DensityRatio().fit(task).score(candidates))


def test_a_small_reference_is_a_clear_error():
    with pytest.raises(ValueError, match="at least 50 held-out records"):
        DensityRatio().fit(membership_task(population(500, 1), population(49, 2)))
