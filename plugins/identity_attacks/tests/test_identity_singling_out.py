"""Singling out on tables small enough to tell by hand which rows can be singled out, which predicates a
row gives, and how rare each condition is; then the same promises on random tables."""

import numpy as np
import pandas as pd
import pytest
from identity_tables import LOWEST, brute_force_count, conditions, draws, population, task

from anonguard.api import CATEGORICAL, CONTINUOUS, SINGLING_OUT
from anonguard_identity_attacks import MultivariateSinglingOut, UnivariateSinglingOut
from anonguard_identity_attacks import singling_out

INF = np.inf
KINDS = {"c": CATEGORICAL, "g": CATEGORICAL, "x": CONTINUOUS}
TABLE = pd.DataFrame({"c": [0, 0, 0, 1, 1, 2], "g": [0, 0, 1, 1, 1, 0], "x": [1.0, 2.0, 3.0, 4.0, 4.0, np.nan]})
POPULATION = 100

# The median of x over its present values (1, 2, 3, 4, 4) is 3: a value above it gives "x at least v",
# one at or below it "x at most v" (low = the lowest float, so a missing x is not included), a missing
# value "x missing" (-inf, -inf). The conditions each row gives:
ROW_CONDITIONS = {
    0: {"c": (0, 0), "g": (0, 0), "x": (LOWEST, 1)},
    1: {"c": (0, 0), "g": (0, 0), "x": (LOWEST, 2)},  # x <= 2 holds for row 0 too: row 1 cannot be singled out
    2: {"c": (0, 0), "g": (1, 1), "x": (LOWEST, 3)},  # only row 2 has c = 0 and g = 1
    3: {"c": (1, 1), "g": (1, 1), "x": (4, INF)},  # rows 3 and 4 are the same record
    4: {"c": (1, 1), "g": (1, 1), "x": (4, INF)},
    5: {"c": (2, 2), "g": (0, 0), "x": (-INF, -INF)},  # c = 2 alone, and the only missing x
}
SINGLED_OUT = {0, 2, 5}
# the share of the six rows meeting each condition
SHARE = {("c", 0, 0): 3 / 6, ("c", 1, 1): 2 / 6, ("c", 2, 2): 1 / 6, ("g", 0, 0): 3 / 6, ("g", 1, 1): 3 / 6,
         ("x", LOWEST, 1): 1 / 6, ("x", LOWEST, 2): 2 / 6, ("x", LOWEST, 3): 3 / 6, ("x", 4, INF): 2 / 6,
         ("x", -INF, -INF): 1 / 6}


def multivariate(n=300, seed=0, **params):
    attack = MultivariateSinglingOut(**params).fit(task(TABLE, KINDS, POPULATION, seed=seed))
    return attack.claims(draws(n)).checked(n, "singling-out", SINGLING_OUT, 0)


def hand_score(where):
    """-log of the number of other people expected to satisfy the predicate, its conditions independent."""
    return -np.log((POPULATION - 1) * np.prod([SHARE[(c, *bounds)] for c, bounds in where.items()]))


@pytest.mark.parametrize("columns", [1, 2, 3])
def test_each_claim_fits_exactly_one_row_and_only_the_rows_told_by_hand_are_singled_out(columns):
    claims = multivariate(columns=columns)
    counts, first = claims.predicates.matches(TABLE)
    made = ~claims.abstain
    assert (counts[made] == 1).all()
    assert {int(r) for r in first[made]} == SINGLED_OUT
    for i in np.flatnonzero(made):
        where = conditions(claims.predicates, i)
        assert brute_force_count(TABLE, where) == [first[i]]
        assert len(where) >= columns
        assert where.items() <= ROW_CONDITIONS[int(first[i])].items()  # conditions the row itself gives
        assert claims.rank_score[i] == pytest.approx(hand_score(where), abs=1e-12)
    # a draw of row 1, 3 or 4 narrows through every key and still fits two rows: no claim
    assert claims.abstain.any()
    for i in np.flatnonzero(claims.abstain):
        where = conditions(claims.predicates, i)
        assert where in (ROW_CONDITIONS[1], ROW_CONDITIONS[3]) and counts[i] == 2


def test_the_rank_score_of_a_full_predicate_by_hand():
    claims = multivariate(narrow=False, columns=3)
    found = [i for i in range(len(claims.predicates)) if conditions(claims.predicates, i) == ROW_CONDITIONS[5]]
    assert found and not claims.abstain[found].any()
    # c = 2 (1 row of 6), g = 0 (3 of 6), x missing (1 of 6): 99 * 1/6 * 3/6 * 1/6 = 99/72 other people
    np.testing.assert_allclose(claims.rank_score[found], -np.log(99 / 72), rtol=1e-12)
    row0 = [i for i in range(len(claims.predicates)) if conditions(claims.predicates, i) == ROW_CONDITIONS[0]]
    assert row0  # c = 0 (3/6), g = 0 (3/6), x <= 1 (1/6): 99/24
    np.testing.assert_allclose(claims.rank_score[row0], -np.log(99 / 24), rtol=1e-12)


@pytest.mark.parametrize("columns", [1, 2, 3, 5])
def test_without_narrowing_a_predicate_has_exactly_the_first_conditions(columns):
    claims = multivariate(narrow=False, columns=columns)
    named = claims.predicates.low.notna().sum(axis=1).to_numpy()
    assert (named == min(columns, 3)).all()  # no more conditions than keys
    assert claims.predicates.high.notna().sum(axis=1).tolist() == named.tolist()
    counts, first = claims.predicates.matches(TABLE)
    assert (claims.abstain == (counts != 1)).all()  # a claim exactly when those conditions fit one row
    for i in range(len(counts)):  # the conditions of a row the predicate fits (a claim: the row it fits)
        where = conditions(claims.predicates, i)
        assert any(where.items() <= ROW_CONDITIONS[r].items() for r in brute_force_count(TABLE, where))
        if not claims.abstain[i]:
            assert where.items() <= ROW_CONDITIONS[int(first[i])].items()


def test_the_same_seed_and_draws_give_the_same_predicates():
    first, again = multivariate(seed=7), multivariate(seed=7)
    pd.testing.assert_frame_equal(first.predicates.low, again.predicates.low)
    pd.testing.assert_frame_equal(first.predicates.high, again.predicates.high)
    assert np.array_equal(first.rank_score, again.rank_score) and np.array_equal(first.abstain, again.abstain)
    other = multivariate(seed=8)
    assert not other.predicates.low.equals(first.predicates.low)  # the seed is what the draws come from


def test_predicates_do_not_depend_on_how_draws_are_chunked(monkeypatch):
    whole = multivariate(n=50)
    monkeypatch.setattr(MultivariateSinglingOut, "CHUNK_CELLS", 3 * len(TABLE))  # three draws at a time
    chunked = multivariate(n=50)
    pd.testing.assert_frame_equal(whole.predicates.low, chunked.predicates.low)
    pd.testing.assert_frame_equal(whole.predicates.high, chunked.predicates.high)
    assert np.array_equal(whole.abstain, chunked.abstain) and np.array_equal(whole.rank_score, chunked.rank_score)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_on_random_tables_claims_fit_one_row_and_scores_follow_the_shares(seed):
    frame, kinds = population(150, seed)
    attack = MultivariateSinglingOut(columns=2).fit(task(frame, kinds, 1000, seed=seed))
    claims = attack.claims(draws(60)).checked(60, "singling-out", SINGLING_OUT, 0)
    assert (~claims.abstain).sum() > 10 and claims.abstain.any()
    for i in range(60):
        where = conditions(claims.predicates, i)
        rows = brute_force_count(frame, where)
        if claims.abstain[i]:  # narrowed through every key, still more than one row
            assert len(where) == 4 and len(rows) > 1
            continue
        assert len(rows) == 1 and len(where) >= 2
        shares = [len(brute_force_count(frame, {c: b})) / len(frame) for c, b in where.items()]
        assert claims.rank_score[i] == pytest.approx(-np.log(999 * np.prod(shares)), rel=1e-9)
        for column, (low, high) in where.items():  # each condition is the row's own value, or a half-line from it
            value = frame[column].iloc[rows[0]]
            if np.isnan(value):
                assert (low, high) == (-INF, -INF)
            elif kinds[column] == CATEGORICAL:
                assert low == high == value
            else:
                assert (low, high) in ((value, INF), (LOWEST, value))
                assert (high == INF) == (value > np.nanmedian(frame[column]))


# -- univariate ------------------------------------------------------------------------------------

UNI_KINDS = {"c": CATEGORICAL, "g": CATEGORICAL, "x": CONTINUOUS, "y": CONTINUOUS}
UNI_TABLE = pd.DataFrame({"c": [0, 0, 0, 1, 1, 2], "g": [0, 0, 1, 1, 1, np.nan],
                          "x": [1.0, 2.0, 3.0, 4.0, 4.0, np.nan], "y": [10.0, 10.0, 20.0, 20.0, 20.0, 50.0]})
# c: 2 is held by one row (a category: its largest code is no extreme); g: one row is missing;
# x: 1, 2 and 3 are held by one row each, the smallest (1) is held by one row, one row is missing;
# y: 50 is held by one row and is the largest. 4 in x and 10, 20 in y are shared; the largest x is not unique.
CANDIDATES = {("c", 2, 2), ("g", -INF, -INF), ("x", 1, 1), ("x", 2, 2), ("x", 3, 3), ("x", LOWEST, 1),
              ("x", -INF, -INF), ("y", 50, 50), ("y", 50, INF)}


def univariate(n, start=0, seed=0):
    attack = UnivariateSinglingOut().fit(task(UNI_TABLE, UNI_KINDS, POPULATION, seed=seed))
    return attack.claims(draws(n, start)).checked(n, "singling-out-univariate", SINGLING_OUT, 0)


def test_univariate_candidates_are_the_values_one_row_holds_and_unique_extremes():
    claims = univariate(12)
    assert claims.abstain.tolist() == [False] * 9 + [True] * 3
    made = [conditions(claims.predicates, i) for i in range(9)]
    assert all(len(where) == 1 for where in made)
    assert {(c, low, high) for where in made for c, (low, high) in where.items()} == CANDIDATES
    counts, _ = claims.predicates.matches(UNI_TABLE)
    assert counts[:9].tolist() == [1] * 9
    # every claim: 99 other people, each holding the value with the share of one row in six
    np.testing.assert_allclose(claims.rank_score[:9], -np.log(99 / 6), rtol=1e-12)


def test_univariate_draws_beyond_the_candidates_abstain_without_conditions():
    claims = univariate(5, start=7)  # draws 7 to 11: two candidates left
    assert claims.abstain.tolist() == [False, False, True, True, True]
    assert claims.predicates.low.iloc[2:].isna().all().all() and claims.predicates.high.iloc[2:].isna().all().all()


def test_univariate_draws_are_the_same_whatever_the_batches():
    whole = univariate(9)
    parts = [univariate(4), univariate(5, start=4)]
    pd.testing.assert_frame_equal(whole.predicates.low, pd.concat([p.predicates.low for p in parts], ignore_index=True))
    pd.testing.assert_frame_equal(whole.predicates.high,
                                  pd.concat([p.predicates.high for p in parts], ignore_index=True))
    other = univariate(9, seed=3)  # another seed: the same candidates in another order
    assert {tuple(sorted(conditions(other.predicates, i).items())) for i in range(9)} == \
        {tuple(sorted(conditions(whole.predicates, i).items())) for i in range(9)}


def test_lowest_is_the_low_end_of_an_at_most_condition():
    assert singling_out.LOWEST == LOWEST and LOWEST > -INF
