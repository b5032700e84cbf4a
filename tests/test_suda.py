"""SUDA2 against hand-worked and published figures, against the definition applied record by record
(bench/suda_reference.py) on random tables, and properties that must always hold.

Sources of the expected numbers, all in docs/research/arx_suda.md: §4 (a six-record example worked by
hand, its DIS-SUDA also from sdcMicro 5.8.1's compiled Suda2), §3.7 (a) (the SDC Practice Guide's
ten-row example, ihsn/SDCPractice docs/measure_risk.rst 882-918 and 970-981), §3.7 (b) (Templ 2017's
book example, in sdcMicro tests/testthat/test_suda2.R 67-74), §3.4 (sdcMicro's own contributions
check, test_suda2.R 27-35) and §3.6 (the hash-collision example with its correct values).
"""

import importlib.util
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.key_variables.suda import SudaCancelled, msu_rows, msu_weights, suda
from anonguard.progress import Cancelled

_spec = importlib.util.spec_from_file_location(
    "suda_reference", Path(__file__).resolve().parent.parent / "bench" / "suda_reference.py")
reference = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(reference)

# §4.1: the six records
SIX = pd.DataFrame({"Age": ["30-39"] * 5 + ["40-49"], "Sex": ["M", "M", "F", "F", "F", "M"],
                    "Region": ["North"] * 4 + ["South", "East"],
                    "Job": ["Clerk", "Clerk", "Clerk", "Nurse", "Clerk", "Nurse"]})

# §3.7 (a): SDC Practice Guide, "Calculating SUDA scores – a simplified example"
GUIDE = pd.DataFrame(
    [("Urban", "Female", "Secondary incomplete", "Employed"), ("Urban", "Female", "Secondary incomplete", "Employed"),
     ("Urban", "Female", "Primary incomplete", "Non-LF"), ("Urban", "Male", "Secondary complete", "Employed"),
     ("Rural", "Female", "Secondary complete", "Unemployed"), ("Urban", "Male", "Secondary complete", "Employed"),
     ("Urban", "Female", "Primary complete", "Non-LF"), ("Urban", "Male", "Post-secondary", "Unemployed"),
     ("Urban", "Female", "Secondary incomplete", "Non-LF"), ("Urban", "Female", "Secondary incomplete", "Non-LF")],
    columns=["Residence", "Gender", "Education", "Labor"])

# §3.7 (b): Templ (2017), the book example
BOOK = pd.DataFrame(
    [("20s", "male", "50k+", "highschool")] * 2 + [("20s", "male", "50k-", "highschool")] * 2
    + [("20s", "female", "50k-", "university"), ("20s", "female", "50k-", "highschool"),
       ("20s", "female", "50k-", "middleschool"), ("60s", "male", "50k-", "university")],
    columns=["age", "gender", "income", "education"])


def _msus_by_record(keys: pd.DataFrame, max_size: int = 3) -> list[set[frozenset]]:
    found = [set() for _ in range(len(keys))]
    for variables, rows in msu_rows(keys, max_size).items():
        for row in rows:
            found[row].add(frozenset(variables))
    return found


# --- the six-record example, §4 -------------------------------------------------------------------

def test_six_records_msus_worked_by_hand():
    """§4.2: r1, r2 none; r3 {Sex, Region, Job}; r4 {Age, Job}, {Sex, Job}, {Region, Job}; r5 {Region};
    r6 {Age}, {Region}, {Sex, Job}."""
    expected = [set(), set(), {frozenset({"Sex", "Region", "Job"})},
                {frozenset({"Age", "Job"}), frozenset({"Sex", "Job"}), frozenset({"Region", "Job"})},
                {frozenset({"Region"})}, {frozenset({"Age"}), frozenset({"Region"}), frozenset({"Sex", "Job"})}]
    assert _msus_by_record(SIX) == expected
    result = suda(SIX)
    # §4.2 "MSU totals": size 1: 3, size 2: 4, size 3: 1
    assert result.msu_counts.tolist() == [[0, 0, 0], [0, 0, 0], [0, 0, 1], [0, 3, 0], [1, 0, 0], [2, 1, 0]]
    assert result.summary().msus_by_size == {1: 3, 2: 4, 3: 1}


def test_six_records_scores_and_dis_suda():
    """§4.3: weights 6, 2, 1 (ATT = 4) and scores 0, 0, 1, 6, 6, 14; §4.4: U = 4, P = 2,
    Dis = 0.04 / 2.02 and DIS-SUDA from sdcMicro's compiled code (tolerance 1e-6, as §4.6 advises)."""
    result = suda(SIX)
    assert result.weights.tolist() == [6, 2, 1, 1]
    assert result.score.tolist() == [0, 0, 1, 6, 6, 14]
    assert (result.sample_uniques, result.pair_records) == (4, 2)
    assert result.dis == pytest.approx(0.0198019802, rel=1e-9)
    assert result.dis_score[:2].tolist() == [0, 0]
    assert result.dis_score[2:] == pytest.approx([0.006398581, 0.052393913, 0.052393913, 0.132573795], rel=1e-6)
    assert result.summary().special_uniques == 4


def test_six_records_other_settings():
    """§4.4 "Other settings" (compiled sdcMicro): IHSN weights and DisFraction 0.1; §4.3 IHSN scores."""
    ihsn = suda(SIX, scores="ihsn")
    assert ihsn.score == pytest.approx([0, 0, 0.25, 1.5, 1.75, 4.0])
    assert ihsn.dis_score[2:] == pytest.approx([0.006269384, 0.051384030, 0.061186183, 0.149480490], rel=1e-6)
    tenth = suda(SIX, dis_fraction=0.1)
    assert tenth.dis_score[2:] == pytest.approx([0.06615162, 0.37818639, 0.37818639, 0.62703184], rel=1e-6)
    # §4.5: with IHSN weights the contributions are 30, 16.67, 56.67, 30
    assert ihsn.contributions[["Age", "Sex", "Region", "Job"]].tolist() == pytest.approx(
        [30.0, 16.666667, 56.666667, 30.0], rel=1e-6)


def test_six_records_contributions():
    """§4.5: raw C(r, v), sdcMicro's per-record shares, and attribute contributions 8/27, 5/27, 15/27,
    9/27 in %, Region first (what to recode first)."""
    result = suda(SIX)
    assert result.record_contributions.tolist() == [[0, 0, 0, 0], [0, 0, 0, 0], [0, 1, 1, 1], [2, 2, 2, 6],
                                                   [0, 0, 6, 0], [6, 2, 6, 2]]
    shares = result.contribution_shares()
    assert shares.iloc[3].tolist() == pytest.approx([1 / 3, 1 / 3, 1 / 3, 1])
    assert shares.iloc[5].tolist() == pytest.approx([0.428571, 0.142857, 0.428571, 0.142857], rel=1e-5)
    assert list(result.contributions.index) == ["Region", "Job", "Age", "Sex"]
    assert result.contributions.tolist() == pytest.approx([55.55556, 33.33333, 29.62963, 18.51852], rel=1e-6)


def test_six_records_order_does_not_matter():
    """§4.6: neither the record order nor the variable order changes the figures."""
    order = [5, 2, 0, 4, 1, 3]
    shuffled = SIX.iloc[order][["Job", "Region", "Age", "Sex"]].reset_index(drop=True)
    result = suda(shuffled)
    assert result.score.tolist() == [14, 1, 0, 6, 0, 6]
    assert result.contributions.to_dict() == pytest.approx(suda(SIX).contributions.to_dict())


# --- published examples, §3.7 and §3.4 ------------------------------------------------------------

def test_practice_guide_example():
    """§3.7 (a): MSUs as the guide lists them, scores 6, 12, 6, 10 for records 3, 5, 7, 8 (the others 0),
    and DIS-SUDA from the compiled sdcMicro (U = 4, P = 6)."""
    found = _msus_by_record(GUIDE)
    assert found[2] == {frozenset({"Education"})}
    assert found[4] == {frozenset({"Residence"}), frozenset({"Education", "Labor"}), frozenset({"Gender", "Labor"}),
                        frozenset({"Gender", "Education"})}
    assert found[6] == {frozenset({"Education"})}
    assert found[7] == {frozenset({"Education"}), frozenset({"Residence", "Labor"}), frozenset({"Gender", "Labor"})}
    assert all(not found[i] for i in (0, 1, 3, 5, 8, 9))
    result = suda(GUIDE)
    assert result.score.tolist() == [0, 0, 6, 0, 12, 0, 6, 10, 0, 0]
    assert (result.sample_uniques, result.pair_records) == (4, 6)
    assert result.dis_score[[2, 4, 6, 7]] == pytest.approx([0.004986798, 0.011383007, 0.004986798, 0.009166679],
                                                           rel=1e-6)


def test_practice_guide_listing_with_legacy_scores():
    """§3.7 (a): the guide's sdcMicro listing (measure_risk.rst 970-981) shows the legacy scores 1.75,
    3.25, 1.75, 2.75 with DIS-SUDA 0.005120313, 0.010702061, 0.005120313, 0.008775093."""
    result = suda(GUIDE, scores="ihsn")
    assert result.score[[2, 4, 6, 7]] == pytest.approx([1.75, 3.25, 1.75, 2.75])
    assert result.dis_score[[2, 4, 6, 7]] == pytest.approx([0.005120313, 0.010702061, 0.005120313, 0.008775093],
                                                           rel=1e-6)


def test_templ_book_example():
    """§3.7 (b): scores 0, 0, 0, 0, 4, 2, 6, 8, DIS-SUDA of rows 5-8 from the compiled sdcMicro, and the
    MSUs r5 {female, university}, {20s, university}; r6 {female, highschool}; r7 {middleschool};
    r8 {60s}, {male, university}."""
    result = suda(BOOK)
    assert result.score.tolist() == [0, 0, 0, 0, 4, 2, 6, 8]
    assert result.dis_score[4:] == pytest.approx([0.01085909, 0.00475586, 0.01754517, 0.02460106], rel=1e-6)
    found = _msus_by_record(BOOK)
    assert found[4:] == [{frozenset({"gender", "education"}), frozenset({"age", "education"})},
                         {frozenset({"gender", "education"})}, {frozenset({"education"})},
                         {frozenset({"age"}), frozenset({"gender", "education"})}]


def test_sdcmicro_contributions_check():
    """§3.4: sdcMicro's test_suda2.R 27-35, a = (2, 1, 1), b = (0, 3, 0), c = (0, 6, 0): scores 2, 4, 2
    and attribute contributions 50, 37.5, 37.5."""
    result = suda(pd.DataFrame({"a": [2, 1, 1], "b": [0, 3, 0], "c": [0, 6, 0]}))
    assert result.score.tolist() == [2, 4, 2]
    assert result.contributions[["a", "b", "c"]].tolist() == pytest.approx([50, 37.5, 37.5])


def test_uniques_counted_where_sdcmicro_hashes_collide():
    """§3.6: rows (1,1,3), (1,2,1), (2,2,2), (2,2,2): SUDA 4, 3, 0, 0 (as sdcMicro), and with U = 2
    counted correctly DIS-SUDA 0.012137536, 0.008502609, 0, 0 (sdcMicro gives NaN there)."""
    result = suda(pd.DataFrame([(1, 1, 3), (1, 2, 1), (2, 2, 2), (2, 2, 2)], columns=["x", "y", "z"]))
    assert result.score.tolist() == [4, 3, 0, 0]
    assert result.sample_uniques == 2
    assert result.dis_score == pytest.approx([0.012137536, 0.008502609, 0, 0], rel=1e-6)


def test_weights():
    """§3.2: (ATT − k)! and the IHSN (2^(ATT−k) − 1) / C(ATT, k); ATT = 4: 6, 2, 1, 1 and 1.75, 0.5, 0.25, 0."""
    assert msu_weights(4).tolist() == [6, 2, 1, 1]
    assert msu_weights(4, "ihsn").tolist() == [1.75, 0.5, 0.25, 0]


# --- the definition, record by record -------------------------------------------------------------

def _random_keys(seed: int) -> pd.DataFrame:
    """A small table with repeated rows, few values per variable and some missing ones."""
    rng = np.random.default_rng(seed)
    n, variables = int(rng.integers(8, 60)), int(rng.integers(2, 7))
    columns = {}
    for v in range(variables):
        values = rng.integers(0, int(rng.integers(2, 6)), n).astype(object)
        if v % 2:
            values = np.array([f"v{x}" for x in values], dtype=object)
        values[rng.random(n) < 0.1] = None if v % 2 else np.nan
        columns[f"k{v}"] = values
    frame = pd.DataFrame(columns)
    repeated = rng.integers(0, n, n // 4)
    return pd.concat([frame, frame.iloc[repeated]], ignore_index=True).sample(frac=1, random_state=seed)


@pytest.mark.parametrize("seed", range(12))
def test_agrees_with_the_definition(seed):
    keys = _random_keys(seed)
    rows = list(keys.itertuples(index=False, name=None))
    for max_size in range(1, keys.shape[1] + 1):
        expected = reference.reference_suda(rows, max_size=max_size, dis_fraction=0.05)
        result = suda(keys, max_size=max_size, dis_fraction=0.05)
        names = list(keys.columns)
        assert _msus_by_record(keys, max_size) == [{frozenset(names[v] for v in s) for s in mine}
                                                   for mine in expected["msus"]]
        assert result.score.tolist() == expected["score"]
        assert result.dis_score == pytest.approx(expected["dis_score"], rel=1e-12, abs=1e-15)
        assert result.record_contributions.tolist() == expected["raw"]
        assert result.contributions[names].tolist() == pytest.approx(expected["contributions"], rel=1e-12)
        assert (result.sample_uniques, result.pair_records) == (expected["uniques"], expected["pairs"])


def test_a_missing_value_never_singles_out():
    """Record 0 is unique on the full key only by its missing value, so it has no MSU, and record 4's
    missing value is no part of its MSUs. A missing value is still a value of its own when records are
    compared (not a wildcard): record 3's "c" and record 0's full key are unique."""
    keys = pd.DataFrame({"x": ["a"] * 5, "y": [None, "b", "b", "c", None], "z": [1, 1, 1, 2, 3]})
    result = suda(keys, dis_fraction=0.5)
    assert result.msu_counts.sum(axis=1).tolist() == [0, 0, 0, 2, 1]
    assert {k: v.tolist() for k, v in msu_rows(keys).items()} == {("y",): [3], ("z",): [3, 4]}
    assert (result.sample_uniques, result.pair_records) == (3, 2)


# --- properties -----------------------------------------------------------------------------------

def test_an_identifier_gives_everyone_a_size_one_msu():
    rng = np.random.default_rng(3)
    keys = pd.DataFrame({"id": rng.permutation(200), "a": rng.integers(0, 3, 200), "b": rng.integers(0, 4, 200)})
    result = suda(keys)
    assert (result.msu_counts[:, 0] >= 1).all()
    assert msu_rows(keys)[("id",)].tolist() == list(range(200))


def test_a_file_of_duplicates_has_no_msus():
    rng = np.random.default_rng(4)
    half = pd.DataFrame({c: rng.integers(0, 50, 100) for c in "abcde"})
    result = suda(pd.concat([half, half], ignore_index=True))
    assert result.msu_counts.sum() == 0
    assert (result.score == 0).all() and (result.dis_score == 0).all()
    assert (result.contributions == 0).all()
    assert result.sample_uniques == 0


def test_larger_msus_only_count_up_to_the_limit():
    """Record 0 is unique only on all four variables together: each triple of its values is shared with
    the pair that differs from it on the fourth variable."""
    units = [(1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1)]
    keys = pd.DataFrame([(0, 0, 0, 0)] + units + units, columns=list("abcd"))
    assert suda(keys).score[0] == 0
    assert suda(keys, max_size=4).score[0] == 1  # (ATT − 4)! = 0! = 1
    assert suda(keys, max_size=4).msu_counts[0].tolist() == [0, 0, 0, 1]


def test_cancel_stops_between_subsets():
    asked = []

    def cancelled():
        asked.append(1)
        return len(asked) > 5

    fractions = []
    with pytest.raises(SudaCancelled) as raised:
        suda(SIX, progress=fractions.append, cancelled=cancelled)
    assert isinstance(raised.value, Cancelled)
    assert len(asked) == 6 and len(fractions) == 5 and max(fractions) < 1


def test_progress_reaches_one():
    fractions = []
    suda(GUIDE, progress=fractions.append)
    assert fractions[-1] == 1.0
    assert fractions == sorted(fractions) and 0 <= fractions[0]
    assert len(fractions) == 4 + 6 + 4 + 1 + 1  # each subset of ≤ 3 of 4 variables, the full key, the end


def test_limits_and_their_messages():
    with pytest.raises(ValueError, match="at least 1"):
        suda(SIX, max_size=0)
    with pytest.raises(ValueError, match="at least one key variable"):
        suda(SIX[[]])
    with pytest.raises(ValueError, match=r"\(0, 1\]"):
        suda(SIX, dis_fraction=0)
    with pytest.raises(ValueError, match="'elliot' or 'ihsn'"):
        suda(SIX, scores="other")
    clipped = suda(SIX, max_size=9)
    assert clipped.max_size == 4 and "lowered to 4" in clipped.notes[0]
    assert clipped.score.tolist() == suda(SIX, max_size=4).score.tolist()


def test_an_empty_file():
    result = suda(SIX.iloc[:0])
    assert result.score.size == 0 and result.msu_counts.shape == (0, 3)
    assert result.summary().share == 0.0
