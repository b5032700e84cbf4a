"""Identity attacks on a release that publishes generalized cells (bands, top codes, sets of categories,
truncated codes read as sets): singling out's predicates are the cells' intervals and sets, and match the
people the cells were made from; record linkage reads a value inside a cell as agreeing with it. Every
count is told by hand on six rows."""

import numpy as np
import pandas as pd
import pytest
from identity_tables import LOWEST, cell_sets, draws

from anonguard.api import CATEGORICAL, CONTINUOUS, RECORD_LINKAGE, SINGLING_OUT, GeneralizedColumn, IdentityTask, \
    Predicates, ReleaseTable
from anonguard_identity_attacks import MultivariateSinglingOut, RecordLinkage, UnivariateSinglingOut
from anonguard_identity_attacks.nearest import GowerIndex

INF = np.inf
KINDS = {"area": CATEGORICAL, "age": CONTINUOUS}
# the original: district codes 0-3 (0, 1 in area A = code 4; 2, 3 in area B = code 5) and ages
ORIGINAL = pd.DataFrame({"area": [0, 1, 2, 3, 3, 2], "age": [21.0, 23.0, 37.0, 62.0, 88.0, 91.0]})
# the release, one row per person, in another order: areas as A / B, ages in bands 20-24, 35-39, 60-64, 85+
# release row:        0       1       2       3       4       5
# source person:      1       3       0       2       4       5
#      area           A       B       A       B       B       B
#      age          20-24   60-64   20-24   35-39    85+     85+
PUBLISHED_AREA = np.array([4, 5, 4, 5, 5, 5])
LOW = np.array([20.0, 60.0, 20.0, 35.0, 85.0, 85.0])
HIGH = np.array([24.0, 64.0, 24.0, 39.0, 99.0, 99.0])  # 85+ capped at the original's top, 91 (here 99 for the hand)
SOURCE = [1, 3, 0, 2, 4, 5]


def release() -> ReleaseTable:
    members = cell_sets(PUBLISHED_AREA, 6, {4: np.array([0, 1]), 5: np.array([2, 3])})
    data = pd.DataFrame({"area": PUBLISHED_AREA, "age": (LOW + HIGH) / 2})
    return ReleaseTable("release", data, {"area": GeneralizedColumn(members=members),
                                          "age": GeneralizedColumn(LOW, HIGH)})


def fitted(cls, **params):
    return cls(**params).fit(IdentityTask((release(),), ("area", "age"), KINDS, population=6, seed=3))


def test_univariate_claims_are_the_cells_no_other_row_fits():
    # area: A is held by rows 0, 2 and B by 1, 3, 4, 5: no set is alone. age: 60-64 (row 1) and 35-39 (row 3) are
    # alone; 20-24 twice, 85+ twice. The lowest cell 20-24 is reached by two rows, the highest 85+ by two: no
    # extreme. So two claims: 60 ≤ age ≤ 64 and 35 ≤ age ≤ 39, each held in the original by one person
    attack = fitted(UnivariateSinglingOut)
    claims = attack.claims(draws(5)).checked(5, "u", SINGLING_OUT, 0)
    made = np.flatnonzero(~claims.abstain)
    assert made.tolist() == [0, 1]
    cells = {(claims.predicates.low["age"][i], claims.predicates.high["age"][i]) for i in made}
    assert cells == {(60.0, 64.0), (35.0, 39.0)}
    counts, first = claims.predicates.matches(ORIGINAL)
    assert counts[made].tolist() == [1, 1] and {int(first[i]) for i in made} == {2, 3}


def test_a_set_alone_is_a_univariate_set_claim():
    # only row 0 publishes area A: the claim "area is one of {0, 1}" holds for persons 0 and 1 of the original
    # (two people: a wrong claim, as it should be when the set is alone in the release but not in the population)
    members = cell_sets(np.array([4, 5, 5]), 6, {4: np.array([0, 1]), 5: np.array([2, 3])})
    table = ReleaseTable("r", pd.DataFrame({"area": [4, 5, 5]}), {"area": GeneralizedColumn(members=members)})
    attack = UnivariateSinglingOut().fit(IdentityTask((table,), ("area",), {"area": CATEGORICAL}, 6, seed=1))
    claims = attack.claims(draws(2)).checked(2, "u", SINGLING_OUT, 0)
    assert claims.abstain.tolist() == [False, True] and np.isnan(claims.predicates.low["area"][0])
    assert claims.predicates.sets["area"][0].toarray().ravel().tolist() == [1, 1, 0, 0, 0, 0]
    counts, _ = claims.predicates.matches(ORIGINAL)
    assert counts[0] == 2


def test_multivariate_predicates_are_intervals_and_sets_that_match_their_source():
    # every predicate is built from one release row's cells, so its source person satisfies it: each claim made
    # matches at least one original person (with literal codes for "A" and midpoints for bands, none would)
    attack = fitted(MultivariateSinglingOut, columns=2)
    claims = attack.claims(draws(60)).checked(60, "m", SINGLING_OUT, 0)
    made = np.flatnonzero(~claims.abstain)
    # The band midpoints 22, 62, 22, 37, 92, 92 have the median 49.5: row 1 (B, 60-64) gives "age ≥ 60", which the
    # 85+ rows fit too, so it never fits one row; row 3 (B, 35-39) gives "age ≤ 39", which no other B row fits.
    # Rows 0 and 2 share both cells, rows 4 and 5 too. Only row 3's draws are claims, about person 2 (37, B)
    assert made.size > 0
    counts, first = claims.predicates.matches(ORIGINAL)
    assert (counts[made] == 1).all() and set(first[made].tolist()) == {2}
    areas = claims.predicates.sets["area"]
    for i in made:  # area B as the set of its districts {2, 3}; age as the half-line from the band's end
        assert areas[i].toarray().ravel().tolist() == [0, 0, 1, 1, 0, 0]
        assert (claims.predicates.low["age"][i], claims.predicates.high["age"][i]) == (LOWEST, 39.0)


def test_predicates_match_sets_of_codes_by_hand():
    # predicate 0: area in {0, 1}; predicate 1: area in {2, 3} and age ≥ 80; predicate 2: age ≤ 30 alone
    sets = {"area": cell_sets(np.array([4, 5, 6]), 7, {4: np.array([0, 1]), 5: np.array([2, 3]), 6: np.array([], int)})}
    low = pd.DataFrame({"area": [np.nan] * 3, "age": [np.nan, 80.0, LOWEST]})
    high = pd.DataFrame({"area": [np.nan] * 3, "age": [np.nan, INF, 30.0]})
    counts, first = Predicates(low, high, sets).matches(ORIGINAL)
    assert counts.tolist() == [2, 2, 2] and first.tolist() == [0, 4, 0]
    assert Predicates(low, high, sets).named().to_numpy().tolist() == [[True, False], [True, True], [False, True]]


def test_record_linkage_reads_a_value_inside_a_cell_as_agreeing():
    # person 4 (area code 3, age 88): rows 4 and 5 (B, 85+) hold both values: distance 0, two ties. Row 1 (B,
    # 60-64) is 24/span away on age. Spans: the age stand-ins range from 22 to 92, 70 years
    index = GowerIndex(release().data, ["area", "age"], KINDS, generalized=release().generalized)
    near = index.nearest(ORIGINAL.iloc[[4]], k=3)
    assert near.ties.tolist() == [2] and set(near.rows[0, :2].tolist()) == {4, 5}
    assert near.distance[0].tolist() == pytest.approx([0.0, 0.0, 24 / 70])
    # person 0 (area 0, age 21): rows 0 and 2 (A, 20-24) agree; a B row adds 1 for the area
    near = index.nearest(ORIGINAL.iloc[[0]], k=3)
    assert set(near.rows[0, :2].tolist()) == {0, 2} and near.distance[0, 2] >= 1.0
    attack = RecordLinkage().fit(IdentityTask((release(),), ("area", "age"), KINDS, population=6, seed=0))
    claims = attack.claims(ORIGINAL).checked(6, "rl", RECORD_LINKAGE, 6)
    # persons 2 and 3 each fit one row alone (35-39 and 60-64): linked to their own rows
    assert [SOURCE[r] for r in claims.link[[2, 3]]] == [2, 3]
