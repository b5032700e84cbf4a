"""Closest distance against hand-computed Gower distances, a plain copy and a release unrelated to its input."""

import numpy as np
import pandas as pd
import pytest
from membership_populations import COLUMNS, KINDS, IndependentGenerator, membership_task, population
from sklearn.metrics import roc_auc_score

from anonguard.api import GenerationTask, MembershipTask, ReleaseTable
from anonguard_membership_attacks import gower
from anonguard_membership_attacks.closest_distance import ClosestDistance

HAND_KINDS = {"c": "categorical", "x": "continuous", "y": "continuous"}
MAIN = pd.DataFrame({"c": [0, 1], "x": [0.0, 4.0], "y": [10.0, np.nan]})
SIDE = pd.DataFrame({"c": [2], "x": [8.0]})  # lacks y
REFERENCE = pd.DataFrame({"c": [0], "x": [10.0], "y": [20.0]})
CANDIDATES = pd.DataFrame({"c": [0, 1, 2], "x": [1.0, 4.0, 7.0], "y": [12.0, np.nan, 30.0]})


def hand_task() -> MembershipTask:
    tables = (ReleaseTable("main", MAIN), ReleaseTable("side", SIDE))
    return MembershipTask(tables, ("c", "x", "y"), HAND_KINDS, REFERENCE, training_size=3)


def test_gower_distances_computed_by_hand():
    # ranges over release, candidates and reference: x 0..10 (10), y 10..30 (20); 3 columns
    # candidate 0 to main row 0: c equal 0, x |1 - 0| / 10 = 0.1, y |12 - 10| / 20 = 0.1 -> 0.2 / 3
    #   (main row 1: 1 + 0.3 + 1 (y missing on one side) = 2.3; side: 1 + 0.7 + 0.5 (no y) = 2.2)
    # candidate 1 to main row 1: c 0, x 0, y missing on both sides 0 -> 0
    # candidate 2 to the side row: c 0, x |7 - 8| / 10 = 0.1, y lacking 0.5 -> 0.6 / 3 = 0.2
    #   (main row 0: 1 + 0.7 + 1 = 2.7; main row 1: 1 + 0.3 + 1 = 2.3)
    scores = ClosestDistance().fit(hand_task()).score(CANDIDATES)
    np.testing.assert_allclose(-scores, [0.2 / 3, 0.0, 0.2], atol=1e-6)


def brute_force_gower(candidates: pd.DataFrame, release: pd.DataFrame, reference: pd.DataFrame) -> np.ndarray:
    """Gower by its definition, every pair at once (fine for small frames)."""
    total = 0.0
    for column, kind in KINDS.items():
        a, b = candidates[column].to_numpy(float)[:, None], release[column].to_numpy(float)[None, :]
        if kind == "categorical":
            total = total + (a != b)
        else:
            values = np.concatenate([candidates[column], release[column], reference[column]])
            part = np.abs(a - b) / (np.nanmax(values) - np.nanmin(values))
            total = total + np.where(np.isnan(a) & np.isnan(b), 0.0, np.where(np.isnan(a) | np.isnan(b), 1.0, part))
    return total.min(axis=1) / len(KINDS)


def test_tiles_of_any_size_agree_with_the_definition(monkeypatch):
    release, reference, candidates = population(150, 1), population(50, 2), population(200, 3)
    expected = brute_force_gower(candidates, release, reference)
    task = membership_task(release, reference)
    np.testing.assert_allclose(-ClosestDistance().fit(task).score(candidates), expected, atol=1e-6)
    monkeypatch.setattr(gower, "TILE_WIDTH", 7)  # rows cut into tiles of 7 ...
    monkeypatch.setattr(gower, "TILE_ELEMENTS", 7 * 3)  # ... and candidates into blocks of 3
    np.testing.assert_allclose(-ClosestDistance().fit(task).score(candidates), expected, atol=1e-6)


def test_a_plain_copy_puts_every_member_at_distance_zero():
    members, non_members = population(1000, 1), population(1000, 2)
    task = membership_task(members, population(500, 3))
    candidates = pd.concat([members, non_members], ignore_index=True)
    is_member = np.r_[np.ones(1000), np.zeros(1000)]
    gower_scores = ClosestDistance().fit(task).score(candidates)
    assert (gower_scores[:1000] == 0.0).all()
    assert (gower_scores[1000:] < 0.0).all()  # continuous values: no non-member repeats a member
    assert roc_auc_score(is_member, gower_scores) == 1.0
    # cosine compares only the direction of the continuous values (a missing y is imputed by its
    # minimum), so some non-members are at 0 too; members still all are
    cosine_scores = ClosestDistance(distance="cosine").fit(task).score(candidates)
    assert (cosine_scores[:1000] == 0.0).all()
    assert roc_auc_score(is_member, cosine_scores) > 0.9


def test_a_release_unrelated_to_its_input_gives_chance_auc():
    members, non_members = population(1500, 1), population(1500, 2)
    release = IndependentGenerator().generate(GenerationTask(members, KINDS, seed=5)).data
    task = membership_task(release, population(1500, 3))
    candidates = pd.concat([members, non_members], ignore_index=True)
    is_member = np.r_[np.ones(1500), np.zeros(1500)]
    for distance in ("gower", "cosine"):
        auc = roc_auc_score(is_member, ClosestDistance(distance=distance).fit(task).score(candidates))
        assert abs(auc - 0.5) < 0.05, (distance, auc)


def test_cosine_distance_follows_equation_5():
    # one categorical and one continuous column (F = 2), x scaled over release and candidates (0..4):
    # candidate (c=0, x=2) and row (c=0, x=4): d = 1 - 1/2 (equal category) - 1/2 cos(0.5, 1) = 0
    # candidate (c=1, x=2) and row (c=0, x=4): d = 1 - 0 - 1/2 = 1/2;
    # candidate (c=0, x=0): its scaled x is 0, which has no direction: cos = 0, d = 1/2
    kinds = {"c": "categorical", "x": "continuous"}
    task = MembershipTask((ReleaseTable("r", pd.DataFrame({"c": [0], "x": [4.0]})),), ("c", "x"), kinds,
                          pd.DataFrame({"c": [0], "x": [1.0]}), training_size=1)
    candidates = pd.DataFrame({"c": [0, 1, 0], "x": [2.0, 2.0, 0.0]})
    scores = ClosestDistance(distance="cosine").fit(task).score(candidates)
    np.testing.assert_allclose(-scores, [0.0, 0.5, 0.5], atol=1e-12)


def test_a_release_sharing_no_column_is_a_clear_error():
    task = MembershipTask((ReleaseTable("counts", pd.DataFrame({"z": [1]})),), COLUMNS, KINDS,
                          population(10, 1), training_size=10)
    with pytest.raises(ValueError, match="no release table shares a column"):
        ClosestDistance().fit(task)
