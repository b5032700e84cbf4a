"""The release-learning attacks against hand-computed posteriors and small, checkable releases."""

import json

import numpy as np
import pandas as pd
import pytest

from anonguard.api import AttackTask, CountTable
from anonguard.testing import audit_frames, encode_release
from anonguard_release_classifiers.attacks import GroupAttack, PublishedCountsNaiveBayes, ReleaseClassifier
from anonguard_release_classifiers.naive_bayes import CountNaiveBayes

KINDS = {"sex": "categorical", "age": "continuous", "s": "categorical"}
M, F = 0, 1
A, B = 0, 1
BELOW_40 = np.nextafter(40.0, -np.inf)
# two published tables: sex x s and age x s, with noise (a negative and a fractional count)
COUNT_ROWS = pd.DataFrame({
    "marginal": ["sex x s"] * 4 + ["age x s"] * 4,
    "attribute": ["sex"] * 4 + ["age"] * 4,
    "low": [M, M, F, F, 0, 0, 40, 40],
    "high": [M, M, F, F, BELOW_40, BELOW_40, 100, 100],
    "secret": [A, B, A, B, A, B, A, B],
    "count": [3, -1, 1, 2, 4, 0, 0.5, 2],
})


def test_naive_bayes_posteriors_from_a_small_count_table():
    # corrected counts (max(0, c) + 1): sex  M: a 4, b 1; F: a 2, b 3  -> Pr[M|a] = 4/6, Pr[M|b] = 1/4
    #                                   age  young: a 5, b 1; old: a 1.5, b 3 -> Pr[young|a] = 5/6.5, Pr[young|b] = 1/4
    # prior from the summed tables: a 6 + 6.5 = 12.5, b 4 + 4 = 8
    task = AttackTask((), ("sex", "age"), "s", KINDS, counts=(CountTable("dp.csv", COUNT_ROWS),))
    attack = PublishedCountsNaiveBayes().fit(task)
    targets = pd.DataFrame({"sex": [M, F, F], "age": [30.0, 50.0, np.nan]})
    predicted = attack.predict(targets)
    young_man_a = 12.5 * (4 / 6) * (5 / 6.5)
    young_man_b = 8 * (1 / 4) * (1 / 4)
    old_woman_a = 12.5 * (2 / 6) * (1.5 / 6.5)
    old_woman_b = 8 * (3 / 4) * (3 / 4)
    woman_a, woman_b = 12.5 * (2 / 6), 8 * (3 / 4)  # age missing: no published cell, no evidence
    assert predicted.value.tolist() == [A, B, B]
    np.testing.assert_allclose(predicted.rank_score, [
        young_man_a / (young_man_a + young_man_b),
        old_woman_b / (old_woman_a + old_woman_b),
        woman_b / (woman_a + woman_b),
    ])


def test_naive_bayes_core_with_an_exact_prior():
    model = CountNaiveBayes([np.array([[3.0, 0.0], [1.0, 2.0]])], prior=np.array([1.0, 3.0]))
    # Pr[cell0|a] = 4/6, Pr[cell0|b] = 1/4; prior 1/4, 3/4
    expected = (0.25 * 4 / 6) / (0.25 * 4 / 6 + 0.75 * 1 / 4)
    assert model.posterior([np.array([0])])[0, 0] == pytest.approx(expected)


def test_without_counts_the_attack_says_what_it_needs():
    task = AttackTask((), ("sex",), "s", KINDS)
    with pytest.raises(ValueError, match="needs published counts"):
        PublishedCountsNaiveBayes().fit(task)


ORIGINAL = pd.DataFrame({
    "sex": ["M", "M", "F", "F", "M", "F", "M", "F"],
    "age": [23.0, 27.0, 24.0, 33.0, 36.0, 52.0, 58.0, 55.0],
    "s": ["flu", "flu", "cold", "flu", "cold", "cold", "hiv", "flu"],
})
# 2-anonymous and 2-diverse on (sex, age): classes {rows 0,1}? no -- class 1 mixes sexes
GENERALIZED = pd.DataFrame({
    "sex": ["M", "M", "*", "*", "{M,F}", "{M,F}", "*", "*"],
    "age": ["20-29", "20-29", "20-39", "20-39", "20-39", "20-39", "50-59", "50-59"],
    "s": ORIGINAL["s"],
})


def task_for(release: pd.DataFrame) -> tuple[AttackTask, pd.DataFrame]:
    original, tables = encode_release(ORIGINAL, release, KINDS)
    return AttackTask(tables, ("sex", "age"), "s", KINDS, seed=1), original


def test_group_attack_restricts_to_the_values_in_the_class():
    task, original = task_for(GENERALIZED)
    attack = GroupAttack(model="naive-bayes").fit(task)
    predicted = attack.predict(original[["sex", "age"]])
    codes = {label: code for code, label in enumerate(["cold", "flu", "hiv"])}
    # row 0 (M, 23) lies in '20-29' M (flu, flu) and in the '*'/'{M,F}' 20-39 classes (cold, flu, cold, cold)
    # row 6 (M, 58) lies only in the 50-59 class: hiv or flu
    assert predicted.details["values_in_class"].tolist()[6] == 2
    assert predicted.value[6] in (codes["hiv"], codes["flu"])
    assert not predicted.abstain.any()
    # the open prediction is the same classifier unrestricted
    np.testing.assert_array_equal(predicted.open_value, attack.population_.predict(original[["sex", "age"]]).value)
    # restricted scores renormalize the population posterior over the class's values
    probability = attack.population_.probabilities(original[["sex", "age"]].iloc[[6]])[0]
    present = [codes["flu"], codes["hiv"]]
    assert predicted.rank_score[6] == pytest.approx(probability[present].max() / probability[present].sum())


def test_group_attack_abstains_where_no_class_holds_the_target():
    task, original = task_for(GENERALIZED)
    outsider = pd.DataFrame({"sex": [original["sex"][0]], "age": [80.0]})
    predicted = GroupAttack().fit(task).predict(outsider)
    assert predicted.abstain.tolist() == [True]
    assert GroupAttack(fallback_open=True).fit(task).predict(outsider).abstain.tolist() == [False]


def test_a_homogeneous_class_gives_its_value_away():
    release = GENERALIZED.assign(s=["flu", "flu", "cold", "cold", "cold", "cold", "hiv", "hiv"],
                                 sex=["M", "M", "F", "F", "M", "F", "M", "F"],
                                 age=["20-29", "20-29", "20-39", "20-39", "30-39", "50-59", "50-59", "50-59"])
    task, original = task_for(release)
    predicted = GroupAttack(model="logistic-regression").fit(task).predict(original[["sex", "age"]].iloc[[0, 1]])
    assert predicted.value.tolist() == [1, 1]  # flu: the only value of its class
    np.testing.assert_allclose(predicted.rank_score, 1.0)


@pytest.mark.parametrize("model", ["naive-bayes", "random-forest", "logistic-regression"])
def test_classifier_learns_a_copy_and_a_generalized_release(model):
    rng = np.random.default_rng(0)
    n = 600
    sex = rng.choice(["M", "F"], n)
    age = rng.uniform(20, 70, n).round()
    s = np.where(age < 45, "young", "old")
    original = pd.DataFrame({"sex": sex, "age": age, "s": s})
    banded = pd.DataFrame({"sex": sex, "age": [f"{int(a // 10 * 10)}-{int(a // 10 * 10 + 9)}" for a in age], "s": s})
    for release in (original, banded):
        encoded, tables = encode_release(original, release, KINDS)
        task = AttackTask(tables, ("sex", "age"), "s", KINDS, seed=3)
        predicted = ReleaseClassifier(model=model).fit(task).predict(encoded[["sex", "age"]])
        accuracy = (predicted.value == encoded["s"].to_numpy()).mean()
        assert accuracy > 0.85, (model, accuracy)  # bands 40-49 straddle the 45 cut: at most ~10 % lost


def test_classifier_refuses_a_counts_only_release():
    task = AttackTask((), ("sex",), "s", KINDS, counts=(CountTable("dp.csv", COUNT_ROWS),))
    with pytest.raises(ValueError, match="naive-bayes-counts"):
        ReleaseClassifier().fit(task)


def test_an_audit_of_published_counts_runs_end_to_end():
    rng = np.random.default_rng(4)
    n = 1500
    sex = rng.choice(["M", "F"], n)
    s = np.where(rng.random(n) < np.where(sex == "M", 0.8, 0.3), "yes", "no")
    table = pd.crosstab(sex, s)
    published = pd.DataFrame([
        {"table": "sex x s", "attribute": "sex", "value": v, "secret": "s", "secret_value": w, "count": table.loc[v, w] + 0.5}
        for v in table.index for w in table.columns
    ])
    audit = audit_frames(pd.DataFrame({"sex": sex, "s": s}), {"dp": published}, ["s"],
                         attacks=["naive-bayes-counts", "release-classifier"], settings={"halting": {"max_attempts": 400}})
    counts, classifier = audit["results"]
    assert counts["status"] == "ok" and counts["n_attempts"] > 0
    # exact counts of the only known column: the attacker learns what the population shows, no more
    assert counts["attack_precision"] == pytest.approx(counts["baseline_precision"], abs=0.08)
    # microdata learners cannot read counts: not applicable, with the reason, rather than failed
    assert classifier["status"] == "not-applicable" and "published count tables" not in " ".join(classifier["problems"])
    assert "learns from records holding the secret, and release 'dp' has none" in " ".join(classifier["problems"])
    json.dumps(audit)
