"""Linkability on hand-made releases: a copy whose views are unique links everyone right for sure; a view
shared by two people halves the confidence; a combination the release does not hold links nobody."""

import numpy as np
import pandas as pd
import pytest
from identity_tables import task

from anonguard.api import CATEGORICAL, LINKABILITY
from anonguard_identity_attacks import Linkability

KINDS = {"a": CATEGORICAL, "b": CATEGORICAL}
VIEWS = (("a",), ("b",))


def link(original: pd.DataFrame, release: pd.DataFrame, order, seed=0, targets=None, kinds=KINDS, views=VIEWS):
    """Linkability fitted on `release`, asked about each original person's A-view; the attacker's B-records
    are the original's B-views in `order` (position p holds person order[p])."""
    other = original[list(views[1])].iloc[list(order)].reset_index(drop=True)
    attack = Linkability().fit(task(release, kinds, len(original), views, other, seed))
    asked = original[list(views[0])] if targets is None else targets
    return attack.claims(asked.reset_index(drop=True)).checked(len(asked), "linkability", LINKABILITY, len(other))


def position_of(order):
    """The position in the B-records of each person's own record."""
    return np.argsort(order)


def test_a_copy_with_unique_views_links_everyone_right_with_score_zero():
    original = pd.DataFrame({"a": [0, 1, 2, 3, 4, np.nan], "b": [10, 11, 12, 13, 14, 15]})
    order = [3, 0, 5, 4, 1, 2]
    claims = link(original, original.copy(), order)
    assert not claims.abstain.any()
    assert claims.link.tolist() == position_of(order).tolist()  # precision 1, the missing A-view included
    assert claims.rank_score.tolist() == [0.0] * 6  # -log 1: one B-record could be picked


def test_two_people_sharing_view_b_are_linked_with_score_minus_log_two():
    # persons 0 and 1 share b = 10: each A-view joins a row holding b = 10, and two B-records hold 10
    original = pd.DataFrame({"a": [0, 1, 2, 3, 4], "b": [10, 10, 12, 13, 14]})
    order = [4, 1, 3, 0, 2]  # b = 10 records at positions 1 (person 1) and 3 (person 0)
    picked = set()
    for seed in range(12):
        claims = link(original, original.copy(), order, seed=seed)
        assert not claims.abstain.any()
        np.testing.assert_allclose(claims.rank_score, [-np.log(2), -np.log(2), 0.0, 0.0, 0.0])
        assert claims.link[0] in (1, 3) and claims.link[1] in (1, 3)
        assert claims.link[2:].tolist() == position_of(order)[2:].tolist()
        picked.add(int(claims.link[0]))
    assert picked == {1, 3}  # a guess between the two, drawn from the seed


def test_an_a_view_shared_by_two_rows_joins_both_b_records():
    # persons 0 and 1 share a = 0 (b differ): their A-view joins rows (0, 10) and (0, 11), one B-record each
    original = pd.DataFrame({"a": [0, 0, 2, 3], "b": [10, 11, 12, 13]})
    claims = link(original, original.copy(), [0, 1, 2, 3])
    np.testing.assert_allclose(claims.rank_score, [-np.log(2), -np.log(2), 0.0, 0.0])
    assert set(claims.link[:2].tolist()) <= {0, 1} and claims.link[2:].tolist() == [2, 3]


def test_the_combination_held_by_the_fewest_rows_is_chosen():
    # a = 0 appears with b = 10 in one row and with b = 11 in three: the rarer combination (0, 10) is the
    # pick, though two B-records hold 10 and one holds 11
    release = pd.DataFrame({"a": [0, 0, 0, 0], "b": [11, 10, 11, 11]})
    other = pd.DataFrame({"b": [10, 11, 10]})
    picked = set()
    for seed in range(12):
        attack = Linkability().fit(task(release, KINDS, 4, VIEWS, other, seed))
        claims = attack.claims(pd.DataFrame({"a": [0.0]})).checked(1, "linkability", LINKABILITY, 3)
        picked.add(int(claims.link[0]))
        np.testing.assert_allclose(claims.rank_score, [-np.log(3)])  # it could have joined any of 3 B-records
    assert picked == {0, 2}  # the B-records holding 10


def test_an_a_view_the_release_does_not_hold_is_no_claim():
    original = pd.DataFrame({"a": [0, 1, 2], "b": [10, 11, 12]})
    release = original.iloc[[0, 1]].reset_index(drop=True)  # person 2 is not in the release
    claims = link(original, release, [2, 1, 0])
    assert claims.abstain.tolist() == [False, False, True]
    assert claims.link.tolist() == [2, 1, -1]
    # a B-view no B-record holds joins nothing either: here person 2's (12); person 1's is held twice
    claims = link(original, original.copy(), [0, 1, 1])
    assert claims.abstain.tolist() == [False, False, True]
    assert claims.link[0] == 0 and claims.link[1] in (1, 2)
    np.testing.assert_allclose(claims.rank_score[:2], [0.0, -np.log(2)])


def test_views_of_several_columns_and_missing_values_join_as_equal():
    kinds = {"a": CATEGORICAL, "b": CATEGORICAL, "c": CATEGORICAL, "d": CATEGORICAL}
    views = (("a", "b"), ("c", "d"))
    # (a, b) and (c, d) each unique, though no single column is; a missing value joins only a missing one
    original = pd.DataFrame({"a": [0, 0, 1, 1], "b": [0, 1, 0, np.nan], "c": [5, 5, 6, 6], "d": [np.nan, 7, 7, 8]})
    order = [2, 3, 1, 0]
    claims = link(original, original.copy(), order, kinds=kinds, views=views)
    assert not claims.abstain.any()
    assert claims.link.tolist() == position_of(order).tolist() and claims.rank_score.tolist() == [0.0] * 4


@pytest.mark.parametrize("names", [("count", "b"), ("a", "rows"), ("start", "record"), ("target", "b")], ids="-".join)
def test_key_variables_may_have_any_name(names):
    # a data set may well have a column named count, rows, start, record or target: a copy with unique views
    # must still link everyone right
    first, second = names
    original = pd.DataFrame({first: [20, 21, 22, 23], second: [10, 11, 12, 13]})
    order = [1, 3, 0, 2]
    claims = link(original, original.copy(), order, kinds={first: CATEGORICAL, second: CATEGORICAL},
                  views=((first,), (second,)))
    assert not claims.abstain.any() and claims.link.tolist() == position_of(order).tolist()
