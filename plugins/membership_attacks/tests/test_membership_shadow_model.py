"""Shadow modelling finds the members of a copied release and refuses what it cannot attack."""

import numpy as np
import pandas as pd
import pytest
from membership_populations import (
    COLUMNS,
    KINDS,
    CopyGenerator,
    CountsGenerator,
    IndependentGenerator,
    membership_task,
    population,
    recipe,
)
from sklearn.metrics import roc_auc_score

from anonguard_membership_attacks.queries import query_answers, query_subsets
from anonguard_membership_attacks.shadow_model import ShadowModel

SMALL = {"n_shadows": 8, "n_queries": 50}


def test_members_of_a_copied_release_score_higher():
    training = population(200, 1)
    candidates = pd.concat([training.iloc[:20], population(20, 2)], ignore_index=True)
    task = membership_task(training, population(400, 3), recipe=recipe(CopyGenerator()))
    scores = ShadowModel(**SMALL).fit(task).score(candidates)
    assert scores.shape == (40,) and ((scores >= 0) & (scores <= 1)).all()
    assert roc_auc_score(np.r_[np.ones(20), np.zeros(20)], scores) >= 0.9


def test_scores_do_not_depend_on_batching_or_order():
    task = membership_task(population(100, 1), population(100, 3), recipe=recipe(IndependentGenerator()))
    candidates = population(3, 2)
    attack = ShadowModel(n_shadows=4, n_queries=20).fit(task)
    together = attack.score(candidates)
    one_by_one = [attack.score(candidates.iloc[[i]])[0] for i in (2, 1, 0)][::-1]
    np.testing.assert_array_equal(together, one_by_one)


def test_queries_count_the_share_of_rows_matching_each_subset():
    rows = pd.DataFrame({"a": [1, 1, 2, 1], "b": [0, 0, 0, 2], "x": [5.0, 5.5, 5.0, np.nan], "y": [1.0, 2.0, 3.0, np.nan]})
    target = pd.Series({"a": 1, "b": 0, "x": 5.2, "y": np.nan})
    subsets = np.array([[1, 0, 0, 0], [1, 1, 0, 0], [0, 0, 1, 0], [1, 0, 1, 0], [0, 0, 0, 1]], dtype=bool)
    # a = 1: rows 0, 1, 3; a and b: rows 0, 1; x within 0.3 of 5.2: rows 0 (5.0), 1 (5.5), 2 (5.0);
    # a and x: rows 0, 1; y missing like the target's: row 3
    answers = query_answers(rows, target, KINDS, {"x": 0.3, "y": 0.0}, subsets)
    np.testing.assert_allclose(answers, [3 / 4, 2 / 4, 3 / 4, 2 / 4, 1 / 4])


def test_every_subset_once_when_there_are_few():
    subsets = query_subsets(3, 200, seed=0)
    assert subsets.shape == (7, 3) and len({tuple(s) for s in subsets}) == 7 and subsets.any(axis=1).all()
    drawn = query_subsets(10, 50, seed=0)
    assert drawn.shape == (50, 10) and drawn.any(axis=1).all()
    np.testing.assert_array_equal(drawn, query_subsets(10, 50, seed=0))


def test_without_a_recipe_it_names_the_generator_setting():
    with pytest.raises(ValueError, match=r"name its generator in the membership settings \(e.g. --generator swap\)"):
        ShadowModel().fit(membership_task(population(50, 1), population(100, 2)))


def test_a_generator_publishing_counts_is_a_clear_error():
    task = membership_task(population(50, 1), population(100, 2), recipe=recipe(CountsGenerator()))
    with pytest.raises(ValueError, match="generator 'counts' publishes count tables"):
        ShadowModel(**SMALL).fit(task)


def test_a_small_reference_is_a_clear_error():
    task = membership_task(population(50, 1), population(19, 2), recipe=recipe(CopyGenerator()))
    with pytest.raises(ValueError, match="at least 20 held-out records"):
        ShadowModel(**SMALL).fit(task)


def test_the_shadow_sets_hold_the_training_size_and_the_target_half_of_the_time():
    seen = []

    class Recording(CopyGenerator):
        def generate(self, task):
            seen.append(task.data)
            return super().generate(task)

    reference, target = population(60, 3), population(1, 2)
    task = membership_task(population(30, 1), reference, training_size=30, recipe=recipe(Recording()))
    ShadowModel(n_shadows=6, n_queries=10).fit(task).score(target)
    shadows = seen[1:]  # the first run is fit's check of the generator
    assert len(shadows) == 6 and all(len(s) == 30 for s in shadows)
    holds_target = [bool((s[list(COLUMNS)] == target.iloc[0]).all(axis=1).any()) for s in shadows]
    assert holds_target == [True, False] * 3
