"""The API the identity attacks build on: Predicates.matches against hand counts and a row-by-row loop,
and the contract errors of Claims.checked."""

import numpy as np
import pandas as pd
import pytest
from identity_tables import LOWEST, brute_force_count, conditions

from anonguard.api import LINKABILITY, RECORD_LINKAGE, SINGLING_OUT, Claims, Predicates

INF, NAN = np.inf, np.nan

# c categorical (codes), x and y continuous (NaN = missing)
FRAME = pd.DataFrame({"c": [0, 1, 1, 2, 1], "x": [1.0, 5.0, NAN, 7.0, 5.0], "y": [NAN, 2.0, 3.0, NAN, NAN]})

# (low, high) of c, x, y per predicate; NaN in both: no condition on that column
HAND = [
    # condition                    c            x              y              rows      count first
    ("c = 1",                      (1, 1),      (NAN, NAN),    (NAN, NAN)),   # 1, 2, 4   3     1
    ("x at least 5",               (NAN, NAN),  (5, INF),      (NAN, NAN)),   # 1, 3, 4   3     1 (row 2 is missing)
    ("x at most 5",                (NAN, NAN),  (LOWEST, 5),   (NAN, NAN)),   # 0, 1, 4   3     0 (row 2 is missing)
    ("y missing",                  (NAN, NAN),  (NAN, NAN),    (-INF, -INF)), # 0, 3, 4   3     0
    ("c = 1 and y missing",        (1, 1),      (NAN, NAN),    (-INF, -INF)), # 4         1     4
    ("c = 1 and x at least 6",     (1, 1),      (6, INF),      (NAN, NAN)),   # none      0    -1
    ("no condition",               (NAN, NAN),  (NAN, NAN),    (NAN, NAN)),   # all       5     0
    ("x missing and c = 1",        (1, 1),      (-INF, -INF),  (NAN, NAN)),   # 2         1     2
    ("c = 2 and x at most 7",      (2, 2),      (LOWEST, 7),   (NAN, NAN)),   # 3         1     3
    ("y in [2, 3] and x at least 5", (NAN, NAN), (5, INF),     (2, 3)),       # 1         1     1
]
HAND_COUNTS = [3, 3, 3, 3, 1, 0, 5, 1, 1, 1]
HAND_FIRST = [1, 1, 0, 0, 4, -1, 0, 2, 3, 1]


def hand_predicates() -> Predicates:
    low = pd.DataFrame([[c[0], x[0], y[0]] for _, c, x, y in HAND], columns=["c", "x", "y"], dtype=float)
    high = pd.DataFrame([[c[1], x[1], y[1]] for _, c, x, y in HAND], columns=["c", "x", "y"], dtype=float)
    return Predicates(low, high)


@pytest.mark.parametrize("chunk_cells", [1 << 24, 1, 7])  # one chunk; one predicate per chunk; a ragged last chunk
def test_matches_counts_and_first_rows_by_hand(chunk_cells):
    counts, first = hand_predicates().matches(FRAME, chunk_cells=chunk_cells)
    assert counts.tolist() == HAND_COUNTS
    assert first.tolist() == HAND_FIRST


def test_matches_ignores_columns_of_the_frame_no_predicate_names():
    predicates = hand_predicates()
    wider = FRAME.assign(extra=[9.0, 9.0, 9.0, 9.0, 9.0])
    counts, first = predicates.matches(wider)
    assert counts.tolist() == HAND_COUNTS and first.tolist() == HAND_FIRST
    # a column named by no predicate (y only in some rows) needs no value in the frame when none names it
    only_c = Predicates(predicates.low.iloc[[0]].reset_index(drop=True), predicates.high.iloc[[0]].reset_index(drop=True))
    assert only_c.matches(FRAME.drop(columns=["y"]))[0].tolist() == [3]


def test_matches_on_an_empty_frame_finds_nobody():
    # the docstring: how many rows satisfy each predicate, and the first of them (-1 if none)
    empty = FRAME.iloc[:0]
    counts, first = hand_predicates().matches(empty)
    assert counts.tolist() == [0] * len(HAND)
    assert first.tolist() == [-1] * len(HAND)


def test_no_predicates_give_empty_answers():
    none = Predicates(pd.DataFrame(columns=["c", "x"], dtype=float), pd.DataFrame(columns=["c", "x"], dtype=float))
    counts, first = none.matches(FRAME)
    assert counts.shape == (0,) and first.shape == (0,)


def random_predicates(frame: pd.DataFrame, n: int, rng: np.random.Generator) -> Predicates:
    """Conditions of every form the attacks write, drawn from the frame's own values (so many hold)."""
    low = np.full((n, frame.shape[1]), np.nan)
    high = np.full((n, frame.shape[1]), np.nan)
    for j, column in enumerate(frame.columns):
        values = frame[column].to_numpy(dtype=float)
        present = values[~np.isnan(values)]
        form = rng.integers(0, 6, n)  # none, equal, at least, at most, missing, interval
        v = rng.choice(present, n)
        w = rng.choice(present, n)
        low[form == 1, j] = high[form == 1, j] = v[form == 1]
        low[form == 2, j], high[form == 2, j] = v[form == 2], np.inf
        low[form == 3, j], high[form == 3, j] = LOWEST, v[form == 3]
        low[form == 4, j] = high[form == 4, j] = -np.inf
        low[form == 5, j], high[form == 5, j] = np.minimum(v, w)[form == 5], np.maximum(v, w)[form == 5]
    return Predicates(pd.DataFrame(low, columns=frame.columns), pd.DataFrame(high, columns=frame.columns))


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4])
def test_matches_agrees_with_a_row_by_row_loop(seed):
    rng = np.random.default_rng(seed)
    rows = 60
    frame = pd.DataFrame({"c": rng.integers(0, 3, rows).astype(float), "x": rng.integers(0, 6, rows).astype(float),
                          "y": rng.integers(0, 4, rows).astype(float)})
    frame.loc[rng.random(rows) < 0.2, "x"] = np.nan
    frame.loc[rng.random(rows) < 0.3, "y"] = np.nan
    predicates = random_predicates(frame, 80, rng)
    expected = [brute_force_count(frame, conditions(predicates, i)) for i in range(len(predicates))]
    for chunk_cells in (1 << 24, 3 * rows + 5):  # one chunk, then chunks of 3 predicates
        counts, first = predicates.matches(frame, chunk_cells=chunk_cells)
        assert counts.tolist() == [len(r) for r in expected]
        assert first.tolist() == [r[0] if r else -1 for r in expected]
    assert (counts == 0).any() and (counts == 1).any() and (counts > 1).any()  # the draw covers every case


# -- Claims.checked: the contract the engine holds every identity attack to --------------------------


def links(link, abstain=None, score=None):
    n = len(link)
    return Claims(np.zeros(n) if score is None else np.asarray(score, float),
                  np.zeros(n, bool) if abstain is None else np.asarray(abstain), link=np.asarray(link))


@pytest.mark.parametrize("claims, n, message", [
    (Claims(np.zeros(3), np.zeros(3, bool), link=np.zeros(3, int)), 4,
     r"attack x returned \(3,\) rank scores and \(3,\) abstain flags for 4 targets"),
    (Claims(np.zeros(4), np.zeros(3, bool), link=np.zeros(4, int)), 4,
     r"attack x returned \(4,\) rank scores and \(3,\) abstain flags for 4 targets"),
    (Claims(np.zeros((4, 1)), np.zeros(4, bool), link=np.zeros(4, int)), 4, r"returned \(4, 1\) rank scores"),
    (links([0, 1, 2], score=[0.0, np.nan, 1.0]), 3, "attack x returned a rank score that is NaN or infinite"),
    (links([0, 1, 2], score=[0.0, -np.inf, 1.0]), 3, "attack x returned a rank score that is NaN or infinite"),
    (Claims(np.zeros(2), np.zeros(2, bool), link=np.zeros(2, int)), 3,
     r"attack x returned \(2,\) rank scores and \(2,\) abstain flags for 3 targets"),
    (Claims(np.zeros(3), np.zeros(3, bool), link=np.zeros(2, int)), 3, r"attack x returned \(2,\) links for 3 targets"),
    (links([0, 3, 1]), 3, r"attack x claimed a link to a record that does not exist \(0 to 2\)"),
    (links([0, -1, 1]), 3, r"attack x claimed a link to a record that does not exist \(0 to 2\)"),
    (Claims(np.zeros(3), np.zeros(3, bool)), 3, r"claimed a link to a record that does not exist"),  # no links at all
])
def test_checked_refuses_broken_claims_with_a_clear_message(claims, n, message):
    for claim in (LINKABILITY, RECORD_LINKAGE):
        with pytest.raises(ValueError, match=message):
            claims.checked(n, "attack x", claim, 3)


def test_checked_forgives_what_abstentions_hold_and_writes_their_links_as_minus_one():
    claims = links([2, 99, -5], abstain=[False, True, True], score=[-0.5, np.nan, np.inf])
    checked = claims.checked(3, "attack x", LINKABILITY, 3)
    assert checked.link.tolist() == [2, -1, -1]
    assert checked.abstain.tolist() == [False, True, True]
    assert checked.rank_score[0] == -0.5
    nobody = Claims(np.full(2, np.nan), np.ones(2, bool))  # all abstain, no links given
    assert nobody.checked(2, "attack x", RECORD_LINKAGE, 5).link.tolist() == [-1, -1]


def test_checked_wants_one_predicate_per_draw_for_singling_out():
    two = Predicates(pd.DataFrame({"c": [1.0, 2.0]}), pd.DataFrame({"c": [1.0, 2.0]}))
    ok = Claims(np.zeros(2), np.zeros(2, bool), predicates=two).checked(2, "attack x", SINGLING_OUT, 0)
    assert len(ok.predicates) == 2 and ok.link is None
    for broken in (Claims(np.zeros(2), np.zeros(2, bool)),  # no predicates
                   Claims(np.zeros(3), np.zeros(3, bool), predicates=two),  # 2 predicates for 3 draws
                   Claims(np.zeros(2), np.zeros(2, bool), predicates=Predicates(two.low, two.high.iloc[:1]))):
        n = len(broken.rank_score)
        with pytest.raises(ValueError, match=rf"attack x must return one predicate per draw \({n}\)"):
            broken.checked(n, "attack x", SINGLING_OUT, 0)
    with pytest.raises(ValueError, match="NaN or infinite"):
        Claims(np.array([0.0, np.nan]), np.zeros(2, bool), predicates=two).checked(2, "attack x", SINGLING_OUT, 0)
