"""Record linkage and the Gower index under it: distances by hand on three rows, then the k nearest rows
against a brute-force distance matrix on random tables."""

import numpy as np
import pandas as pd
import pytest

from anonguard.api import CATEGORICAL, CONTINUOUS, RECORD_LINKAGE, IdentityTask, ReleaseTable
from anonguard_identity_attacks import RecordLinkage, nearest
from anonguard_identity_attacks.nearest import GowerIndex

KINDS = {"c": CATEGORICAL, "x": CONTINUOUS}
TABLE = pd.DataFrame({"c": [0, 1, 0], "x": [10.0, np.nan, 30.0]})  # x ranges over 10..30: a span of 20
QUERIES = pd.DataFrame({"c": [0, 1, 0, 2, 1], "x": [15.0, np.nan, 20.0, 100.0, 12.0]})
# Gower, summed over the keys: c adds 0 when equal, else 1; x adds |a - b| / 20, at most 1, and 1 when
# exactly one side is missing.
#               row 0                 row 1              row 2                nearest  distance  ties
# query 0:  0 + 5/20 = 0.25       1 + 1 = 2          0 + 15/20 = 0.75       0        0.25      1
# query 1:  1 + 1 = 2             0 + 0 = 0          1 + 1 = 2              1        0         1
# query 2:  0 + 10/20 = 0.5       1 + 1 = 2          0 + 10/20 = 0.5        0 or 2   0.5       2
# query 3:  1 + min(4.5, 1) = 2   1 + 1 = 2          1 + min(3.5, 1) = 2    any      2         3
# query 4:  1 + 2/20 = 1.1        0 + 1 = 1          1 + 18/20 = 1.9        1        1         1
HAND_DISTANCES = np.array([[0.25, 2, 0.75], [2, 0, 2], [0.5, 2, 0.5], [2, 2, 2], [1.1, 1, 1.9]])
HAND_NEAREST = [{0}, {1}, {0, 2}, {0, 1, 2}, {1}]
HAND_DISTANCE = [0.25, 0.0, 0.5, 2.0, 1.0]
HAND_TIES = [1, 1, 2, 3, 1]


def linkage(seed=0, tables=None):
    tables = tables or (ReleaseTable("release", TABLE),)
    attack = RecordLinkage().fit(IdentityTask(tables, ("c", "x"), KINDS, population=3, seed=seed))
    return attack.claims(QUERIES).checked(len(QUERIES), "record-linkage", RECORD_LINKAGE, len(TABLE))


def test_gower_distances_nearest_rows_and_ties_by_hand():
    near = GowerIndex(TABLE, ["c", "x"], KINDS).nearest(QUERIES, k=3)
    np.testing.assert_allclose(near.distance, np.sort(HAND_DISTANCES, axis=1), atol=1e-6)
    assert near.ties.tolist() == HAND_TIES
    for q in range(len(QUERIES)):
        assert int(near.rows[q, 0]) in HAND_NEAREST[q]
        assert sorted(near.rows[q].tolist()) == [0, 1, 2]
        np.testing.assert_allclose(HAND_DISTANCES[q, near.rows[q]], near.distance[q], atol=1e-6)


def test_a_given_range_scales_the_numbers():
    # with x said to range over 0..40: query 0 is 5/40 from row 0, 15/40 from row 2, 1 + 1 from row 1;
    # query 4 is 1 + 2/40 from row 0, 0 + 1 from row 1, 1 + 18/40 from row 2
    near = GowerIndex(TABLE, ["c", "x"], KINDS, ranges={"x": (0.0, 40.0)}).nearest(QUERIES, k=3)
    np.testing.assert_allclose(near.distance[0], [0.125, 0.375, 2.0], atol=1e-6)
    np.testing.assert_allclose(near.distance[4], [1.0, 1.05, 1.45], atol=1e-6)


def test_record_linkage_links_the_nearest_row_with_score_minus_distance_minus_log_ties():
    claims = linkage()
    assert not claims.abstain.any()
    for q in range(len(QUERIES)):
        assert int(claims.link[q]) in HAND_NEAREST[q]
    expected = -np.array(HAND_DISTANCE) - np.log(HAND_TIES)  # 0.25; 0; 0.5 + log 2; 2 + log 3; 1
    np.testing.assert_allclose(claims.rank_score, expected, atol=1e-6)


def test_ties_are_broken_by_the_seed_not_by_the_order_of_rows():
    picked = {int(linkage(seed).link[2]) for seed in range(20)}
    assert picked == {0, 2}
    first, again = linkage(5), linkage(5)
    assert first.link.tolist() == again.link.tolist()


def test_the_first_table_holding_every_key_is_used():
    side = ReleaseTable("side", pd.DataFrame({"c": [1, 1]}))  # lacks x
    claims = linkage(tables=(side, ReleaseTable("release", TABLE)))
    assert int(claims.link[0]) == 0 and int(claims.link[4]) == 1


def random_table(n: int, rng: np.random.Generator, extreme: bool) -> pd.DataFrame:
    """Keys whose Gower distances are sums of multiples of 1/16 and 1/8: exact in float32, so ties are exact.
    A table (extreme) holds both ends of each number's range, 0..16 and 0..8."""
    x = rng.integers(0, 17, n).astype(float) if extreme else rng.integers(-4, 21, n).astype(float)  # beyond: capped
    y = rng.integers(0, 9, n).astype(float)
    x[rng.random(n) < 0.15] = np.nan
    y[rng.random(n) < 0.1] = np.nan
    if extreme:
        x[:2], y[:2] = [0.0, 16.0], [8.0, 0.0]
    return pd.DataFrame({"a": rng.integers(0, 3, n), "b": rng.integers(0, 2, n), "x": x, "y": y})


RANDOM_KINDS = {"a": CATEGORICAL, "b": CATEGORICAL, "x": CONTINUOUS, "y": CONTINUOUS}


def brute_force(queries: pd.DataFrame, table: pd.DataFrame) -> np.ndarray:
    """Gower by its definition, one pair at a time."""
    spans = {"x": 16.0, "y": 8.0}
    out = np.zeros((len(queries), len(table)))
    for q, asked in enumerate(queries.itertuples(index=False)):
        for r, row in enumerate(table.itertuples(index=False)):
            total = 0.0
            for column, kind in RANDOM_KINDS.items():
                a, b = getattr(asked, column), getattr(row, column)
                if kind == CATEGORICAL:
                    total += float(a != b)
                elif np.isnan(a) or np.isnan(b):
                    total += float(np.isnan(a) != np.isnan(b))
                else:
                    total += min(abs(a - b) / spans[column], 1.0)
            out[q, r] = total
    return out


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
@pytest.mark.parametrize("chunk_cells", [nearest.CHUNK_CELLS, 50])
def test_k_nearest_rows_agree_with_a_brute_force_distance_matrix(seed, chunk_cells, monkeypatch):
    monkeypatch.setattr(nearest, "CHUNK_CELLS", chunk_cells)  # 50 cells: one query at a time
    rng = np.random.default_rng(seed)
    table, queries = random_table(40, rng, extreme=True), random_table(25, rng, extreme=False)
    matrix = brute_force(queries, table)
    index = GowerIndex(table, list(RANDOM_KINDS), RANDOM_KINDS, seed=seed)
    for k in (1, 4, 40, 60):  # 60 > rows: every row, nearest first
        near = index.nearest(queries, k)
        kept = min(k, len(table))
        assert near.rows.shape == near.distance.shape == (len(queries), kept)
        np.testing.assert_array_equal(near.distance, np.sort(matrix, axis=1)[:, :kept])
        np.testing.assert_array_equal(np.take_along_axis(matrix, near.rows, axis=1), near.distance)
        assert all(len(set(r)) == kept for r in near.rows.tolist())  # no row twice
        np.testing.assert_array_equal(near.ties, (matrix == matrix.min(axis=1, keepdims=True)).sum(axis=1))
    assert (near.ties > 1).any()  # the case ties are about does occur
