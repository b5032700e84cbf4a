"""The search for risky key sets: a hand-built table whose riskiest combinations are known, every
combination's figures against a plain group-by and against `key_frequencies` (missing values, weights),
the budget, cancel and progress (driven by the callbacks, never by the clock), pruning, and bad input."""

import math
from itertools import combinations

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.key_variables.key_risk import KeyFrequencies, KeyRiskSummary, individual_risk, key_frequencies
from anonguard.engine.key_variables.key_search import search_key_sets

NO_LIMIT = math.inf  # tests that expect a complete search never depend on the machine's speed

# 8 people. By hand:
#   sex, region, age alone: two classes each, no unique          -> 0 uniques, 2 expected (1/f summed)
#   sex x age:    (F,1){1,3} (F,2){2,4} (M,1){5,6,7,8}           -> 0 uniques, 3 classes
#   sex x region: (F,N){1,2} (F,S){3,4} (M,N){5,6} (M,S){7,8}    -> 0 uniques, 4 classes
#   region x age: (N,1){1,5,6} (N,2){2} (S,1){3,7,8} (S,2){4}    -> 2 uniques (2, 4), 4 classes
#   all three: 1, 2, 3, 4 alone, {5,6} and {7,8}                 -> 4 uniques, 6 classes
PEOPLE = pd.DataFrame({"sex": list("FFFFMMMM"), "region": list("NNSSNNSS"), "age": [1, 2, 1, 2, 1, 1, 1, 1]})


def test_the_riskiest_pair_and_the_ranking_of_a_hand_built_table():
    found = search_key_sets(PEOPLE, ["sex", "region", "age"], max_size=3, budget_seconds=NO_LIMIT, top=10)
    assert [r.variables for r in found.ranked] == [
        ("sex", "region", "age"), ("region", "age"), ("sex", "region"), ("sex", "age"),
        ("sex",), ("region",), ("age",)]  # the single variables tie: candidates' order
    assert [r.sample_uniques for r in found.ranked] == [4, 2, 0, 0, 0, 0, 0]
    assert [r.expected_reidentifications for r in found.ranked] == [6, 4, 4, 3, 2, 2, 2]
    everything, pair = found.ranked[0], found.ranked[1]
    assert everything.violating == {2: 4, 3: 8, 5: 8} and everything.share == 6 / 8
    assert pair.violating == {2: 2, 3: 2, 5: 8} and pair.share == 4 / 8
    assert (found.tried, found.total, found.skipped, found.complete, found.stopped_by) == (7, 7, 0, True, None)

    pairs = search_key_sets(PEOPLE, ["sex", "region", "age"], max_size=2, budget_seconds=NO_LIMIT, top=1)
    assert [r.variables for r in pairs.ranked] == [("region", "age")]
    assert list(pairs.in_top.items()) == [("region", 1), ("age", 1), ("sex", 0)]
    top3 = search_key_sets(PEOPLE, ["sex", "region", "age"], budget_seconds=NO_LIMIT, top=3)
    assert list(top3.in_top.items()) == [("region", 3), ("sex", 2), ("age", 2)]  # recode region first


def test_weighted_risk_of_the_riskiest_pair_by_hand():
    # every weight 10: the uniques 2 and 4 have f = 1, F = 10, p = 0.1, r = p/(1-p) ln(1/p) = ln(10)/9;
    # the six others f = 3, F = 30, p = 0.1, r = p / (f - (1 - p)) = 0.1 / 2.1
    found = search_key_sets(PEOPLE, ["region", "age"], max_size=2, weights=np.full(8, 10.0),
                            budget_seconds=NO_LIMIT)
    pair = next(r for r in found.ranked if r.variables == ("region", "age"))
    assert pair.expected_reidentifications == pytest.approx(2 * math.log(10) / 9 + 6 * 0.1 / 2.1, rel=1e-12)


def _by_groupby(table, variables, weights):
    """The plain reference for complete keys: class sizes and weight sums from a pandas group-by."""
    grouped = table.assign(_w=weights).groupby(list(variables), sort=False)["_w"]
    frequencies = KeyFrequencies(grouped.transform("size").to_numpy(float), grouped.transform("sum").to_numpy())
    return KeyRiskSummary.of(frequencies, individual_risk(frequencies, weighted=True))


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_every_combination_equals_a_plain_group_by(seed):
    rng = np.random.default_rng(seed)
    n = 300
    table = pd.DataFrame({"a": rng.integers(0, 6, n), "b": rng.choice(["x", "y", "z"], n),
                          "c": rng.integers(0, 40, n).astype(float), "d": rng.integers(0, 2, n)})
    weights = rng.uniform(1, 50, n)
    found = search_key_sets(table, list("abcd"), max_size=4, weights=weights, budget_seconds=NO_LIMIT,
                            top=100, prune=False)
    assert len(found.ranked) == found.total == 15 and found.complete
    for result in found.ranked:
        expected = _by_groupby(table, result.variables, weights)
        assert (result.sample_uniques, result.violating) == (expected.sample_uniques, expected.violating)
        assert result.expected_reidentifications == pytest.approx(expected.expected_reidentifications, rel=1e-9)


def _random_table_with_missing(seed):
    rng = np.random.default_rng(seed)
    n = 200
    table = pd.DataFrame({"age": rng.integers(0, 8, n).astype(float),
                          "sex": rng.choice(["F", "M"], n).astype(object),
                          "region": rng.integers(0, 5, n).astype(float),
                          "job": rng.choice(list("pqrstu"), n).astype(object)})
    for column in table.columns:
        table.loc[rng.random(n) < 0.15, column] = np.nan if table[column].dtype == float else None
    table.loc[:3, :] = None  # a few records with every key missing: they match everyone
    return table, rng.uniform(1, 100, n)


@pytest.mark.parametrize("seed", [3, 4, 5, 6])
@pytest.mark.parametrize("weighted", [False, True])
def test_with_missing_values_every_combination_equals_key_frequencies(seed, weighted):
    table, weights = _random_table_with_missing(seed)
    weights = weights if weighted else None
    found = search_key_sets(table, ["age", "sex", "region", "job"], max_size=4, weights=weights,
                            budget_seconds=NO_LIMIT, top=100, prune=False)
    assert sorted(r.variables for r in found.ranked) == sorted(
        c for size in range(1, 5) for c in combinations(["age", "sex", "region", "job"], size))
    for result in found.ranked:
        frequencies = key_frequencies(table[list(result.variables)], weights)
        expected = KeyRiskSummary.of(frequencies, individual_risk(frequencies, weighted=weighted))
        assert (result.sample_uniques, result.violating) == (expected.sample_uniques, expected.violating)
        assert result.expected_reidentifications == pytest.approx(expected.expected_reidentifications, rel=1e-9)
        assert result.share == pytest.approx(expected.share, rel=1e-9)


def test_a_combined_key_too_large_for_int64_is_renumbered_not_wrapped():
    # five columns of exactly 2**16 values: the mixed-radix key u*2**64 + v*2**48 + ... would wrap in int64
    # and lose u, so the last record (record 0 with another u) would pass for record 0's twin
    n = 2**16
    rng = np.random.default_rng(7)
    table = pd.DataFrame({name: rng.permutation(n) for name in "uvwxy"})
    table = pd.concat([table, table.iloc[[0]].assign(u=table["u"].iloc[1])], ignore_index=True)
    assert all(table[name].nunique() == n for name in "uvwxy")
    found = search_key_sets(table, list("uvwxy"), max_size=5, budget_seconds=NO_LIMIT, top=100, prune=False)
    by_set = {r.variables: r for r in found.ranked}
    assert by_set[tuple("uvwxy")].sample_uniques == n + 1  # u tells the last record from record 0
    assert by_set[tuple("vwxy")].sample_uniques == n - 1  # without u they are twins


def test_budget_zero_tries_only_the_first_combination():
    """Documented: the first combination is always tried, the budget is looked at before each next one."""
    found = search_key_sets(PEOPLE, ["sex", "region", "age"], budget_seconds=0.0)
    assert (found.tried, found.complete, found.stopped_by) == (1, False, "budget")
    assert [r.variables for r in found.ranked] == [("sex",)]


def test_cancel_returns_the_part_done_and_says_so():
    reports = []
    found = search_key_sets(PEOPLE, ["sex", "region", "age"], budget_seconds=NO_LIMIT, progress=reports.append,
                            cancelled=lambda: len(reports) >= 3)
    assert (found.tried, found.complete, found.stopped_by) == (3, False, "cancelled")
    assert {r.variables for r in found.ranked} == {("sex",), ("region",), ("age",)}
    assert reports == [1 / 7, 2 / 7, 3 / 7]

    before = search_key_sets(PEOPLE, ["sex", "region", "age"], cancelled=lambda: True)
    assert (before.tried, before.ranked, before.complete, before.stopped_by) == (0, [], False, "cancelled")


def test_progress_rises_and_reaches_one():
    reports = []
    found = search_key_sets(PEOPLE, ["sex", "region", "age"], budget_seconds=NO_LIMIT, progress=reports.append)
    assert found.complete and len(reports) == 7
    assert reports == sorted(reports) and reports[-1] == 1.0


# i = 0..11: a = i % 3 and d = i % 4 tell all twelve apart (3 and 4 are coprime); b = i % 2 and
# c = i // 6 do not, alone or with each other, and (a, b, c) does (i % 6 and which half).
TWELVE = pd.DataFrame({"a": np.arange(12) % 3, "b": np.arange(12) % 2, "c": np.arange(12) // 6, "d": np.arange(12) % 4})


def test_supersets_of_an_all_unique_set_are_skipped_and_change_nothing():
    # in this order the triples come as (b,c,a), (b,c,d), then (b,a,d) and (c,a,d), supersets of (a,d)
    order, supersets = list("bcad"), {("b", "a", "d"), ("c", "a", "d")}
    reports = []
    pruned = search_key_sets(TWELVE, order, max_size=3, budget_seconds=NO_LIMIT, top=100, progress=reports.append)
    full = search_key_sets(TWELVE, order, max_size=3, budget_seconds=NO_LIMIT, top=100, prune=False)
    assert (pruned.total, pruned.tried, pruned.skipped, pruned.complete) == (14, 12, 2, True)
    listed = {r.variables for r in pruned.ranked}
    assert supersets.isdisjoint(listed) and {("a", "d"), ("b", "c", "a")} <= listed
    # unpruned, the two skipped sets are all unique too (they add nothing) and the rest is the same
    skipped = [r for r in full.ranked if r.variables in supersets]
    assert [r.sample_uniques for r in skipped] == [12, 12]
    assert [r for r in full.ranked if r not in skipped] == pruned.ranked
    assert reports == sorted(reports) and reports[-1] == 1.0  # reported although the last two were skipped
    assert len(reports) == 12 + 1


def test_max_size_beyond_the_candidates_is_clipped():
    found = search_key_sets(PEOPLE, ["sex", "age"], max_size=9, budget_seconds=NO_LIMIT)
    assert (found.total, found.tried, found.complete) == (3, 3, True)


@pytest.mark.parametrize("candidates, max_size, message", [
    (["sex", "income"], 2, r"'income' is not a column of the table: choose one of sex, region, age"),
    ([], 2, r"no candidate key variables: mark at least one column"),
    (["sex"], 0, r"max_size is 0: combine at least 1 variable"),
    (["sex", "sex"], 2, r"'sex' is named twice"),
    ("sex", 2, r"pass a list of column names"),
])
def test_bad_input_is_refused_in_one_line(candidates, max_size, message):
    with pytest.raises(ValueError, match=message) as refused:
        search_key_sets(PEOPLE, candidates, max_size=max_size)
    assert "\n" not in str(refused.value)


def test_weights_of_the_wrong_length_are_refused():
    with pytest.raises(ValueError, match=r"3 weights for 8 records: give one weight per record"):
        search_key_sets(PEOPLE, ["sex"], weights=np.ones(3))
