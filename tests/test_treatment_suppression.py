"""Local suppression: the conformance kit, k-anonymity counted independently of the treatment (numpy pairs
for the wildcard rule, a pandas group-by for the value rule, and AnonGuard's own count), and sdcMicro's
testdata2 side by side."""

import numpy as np
import pandas as pd
import pytest

from anonguard.api import TreatmentTask
from anonguard.data.encoding import encode_tables
from anonguard.engine.key_variables.key_risk import key_frequencies
from anonguard.testing import check_treatment, treatment_checks, treatment_task
from anonguard_treatments.suppression import LocalSuppression

KEYS = ["age", "sex", "region", "income"]


@pytest.mark.parametrize("check", treatment_checks(LocalSuppression), ids=str)
def test_conformance_default(check):
    check()


@pytest.mark.parametrize("params", [
    {"columns": "age, sex, region", "k": 5}, {"missing": "value"}, {"choose": "importance", "importance": "sex,region"},
])
def test_conformance_settings(params):
    check_treatment(LocalSuppression, params)


def blank(frame: pd.DataFrame) -> pd.DataFrame:
    """Where a key cell is suppressed or missing."""
    text = frame.astype("string")
    return text.isna() | text.apply(lambda column: column.str.strip().isin(["", "*"]))


def wildcard_counts(frame: pd.DataFrame) -> np.ndarray:
    """Per record, how many records share its combination when a blank matches anything: all pairs compared."""
    text, empty = frame.astype("string").fillna("").to_numpy(dtype=object), blank(frame).to_numpy()
    match = np.ones((len(frame), len(frame)), dtype=bool)
    for j in range(frame.shape[1]):
        match &= (text[:, j][:, None] == text[:, j][None, :]) | empty[:, j][:, None] | empty[:, j][None, :]
    return match.sum(axis=1)


def value_counts(frame: pd.DataFrame) -> np.ndarray:
    """Per record, its class size when a blank is a value of its own: a plain group-by."""
    text = frame.astype("string").where(~blank(frame), "*")
    return text.groupby(list(text.columns), dropna=False)[text.columns[0]].transform("size").to_numpy()


def only_suppressed(before: pd.DataFrame, after: pd.DataFrame) -> None:
    """Every cell is as it was, or '*'."""
    for column in before.columns:
        changed = before[column].astype("string").fillna("") != after[column].astype("string").fillna("")
        kept_number = pd.to_numeric(after[column], errors="coerce") == pd.to_numeric(before[column], errors="coerce")
        assert (after[column][changed & ~kept_number] == "*").all(), column


@pytest.mark.parametrize("k", [2, 3, 5])
def test_every_combination_holds_k_wildcard(k):
    task = treatment_task()
    treated = LocalSuppression(k=k).treat(task).data
    assert wildcard_counts(treated[KEYS]).min() >= k
    assert key_frequencies(treated[KEYS]).sample.min() >= k  # AnonGuard's own reading agrees
    only_suppressed(task.data, treated)
    assert treated["job"].equals(task.data["job"])


@pytest.mark.parametrize("k", [2, 3, 5])
def test_every_combination_holds_k_value_rule(k):
    task = treatment_task()
    treated = LocalSuppression(k=k, missing="value", columns="age,sex,region").treat(task).data
    assert value_counts(treated[["age", "sex", "region"]]).min() >= k
    assert wildcard_counts(treated[["age", "sex", "region"]]).min() >= k  # stricter: wildcard holds too
    only_suppressed(task.data, treated)


def test_importance_choice_also_reaches_k():
    task = treatment_task()
    treated = LocalSuppression(choose="importance", importance="sex, region").treat(task).data
    assert wildcard_counts(treated[KEYS]).min() >= 3


def test_notes_count_the_cells():
    task = treatment_task()
    found = LocalSuppression(k=3).treat(task)
    suppressed = (found.data[KEYS].astype("string") == "*").sum()
    assert f"{int(suppressed.sum())} key cells suppressed" in found.notes[0]
    assert f"of the {len(task.data) * len(KEYS)} key cells" in found.notes[0]
    for key, n in suppressed.items():
        if n:
            assert f"{key} {int(n)}" in found.notes[0]
    assert "at least 3 records" in found.notes[2]


def test_read_back_as_suppressed():
    task = treatment_task()
    treated = LocalSuppression(k=3, columns="age,sex,region").treat(task).data
    encoded = encode_tables(task.data, {"treated": [("treated", treated)]}, task.kinds)
    (table,) = encoded.releases["treated"]
    rows = np.flatnonzero(treated["region"].astype("string") == "*")
    assert rows.size
    regions = [encoded.codings["region"].code(f"R{i:02d}") for i in range(12)]
    members = table.generalized["region"].members[rows].toarray()
    assert (members[:, regions] == 1).all()  # a suppressed region stands for every region


def test_a_k_anonymous_table_is_left_alone():
    frame = pd.DataFrame({"a": ["x", "x", "y", "y"], "b": [1.0, 1.0, 2.0, 2.0]})
    found = LocalSuppression(k=2, columns="a,b").treat(TreatmentTask(frame, {"a": "categorical", "b": "continuous"}))
    assert found.data.equals(frame)
    assert "nothing suppressed" in found.notes[0]


def test_missing_values_and_bands_in_the_input():
    rows = 60
    rng = np.random.default_rng(3)
    frame = pd.DataFrame({
        "band": rng.choice(["[20-30)", "[30-40)", "[40-50)", None], rows),
        "sex": rng.choice(["f", "m", None], rows, p=[0.45, 0.45, 0.1]),
        "town": rng.choice([f"T{i}" for i in range(9)], rows),
    })
    task = TreatmentTask(frame, {"band": "categorical", "sex": "categorical", "town": "categorical"})
    treated = LocalSuppression(k=3, columns="band,sex,town").treat(task).data
    assert wildcard_counts(treated).min() >= 3
    assert treated["band"].isin(["[20-30)", "[30-40)", "[40-50)", "*"]).sum() == frame["band"].notna().sum()
    assert treated["sex"].isna().sum() == frame["sex"].isna().sum()  # a missing value stays missing


def test_hand_worked_case():
    # (a, x) twice, (a, y) once, (b, y) twice; k = 2. The lone (a, y) differs from (a, x) only in the second key
    # and from (b, y) only in the first: one cell suffices. The second key has more values (2 vs 2: a tie, so
    # the later column goes first), and blanking it gives (a, *), shared with (a, x) twice: f = 3.
    frame = pd.DataFrame({"k1": list("aaabb"), "k2": list("xxyyy")})
    found = LocalSuppression(k=2, columns="k1,k2").treat(TreatmentTask(frame, {"k1": "categorical",
                                                                               "k2": "categorical"}))
    assert (found.data == "*").sum().sum() == 1
    assert wildcard_counts(found.data).min() >= 2


@pytest.mark.parametrize("params, words", [
    ({"k": 500}, "more than the table's 400 records"),
    ({"importance": "job"}, "'job' is not one of the key variables"),
    ({"importance": "sex, sex"}, "named twice"),
    ({"columns": "age, colour"}, "no column 'colour'"),
])
def test_bad_parameters(params, words):
    with pytest.raises(ValueError, match=words):
        LocalSuppression(**params).treat(treatment_task())


def test_bad_choice_is_refused_when_made():
    with pytest.raises(ValueError, match="missing"):
        LocalSuppression(missing="sometimes")


# sdcMicro's testdata2 (data/testdata2.RData in github.com/sdcTools/sdcMicro, 93 records), its key variables
# urbrur, roof, walls, water, electcon, relat, sex: one record a line of seven digits. sdcMicro's own test
# (tests/testthat/test_localSuppression.R, "localSuppression for objects of data frame no stratification")
# runs localSuppression(inp, keyVars = 1:7) with its defaults (k = 2, importance from the number of
# categories, alpha = 1: a missing value matches any) and expects newSupps == 97. R is not on this machine;
# the 97 is that test's documented number.
TESTDATA2 = (
    "1231411 1233431 1233412 1234131 1234422 1421131 1421122 1423131 1423122 1424131 1424152 1425131 "
    "1425122 1431111 1431112 1433431 1433432 1434131 1434142 1491131 1491132 1521131 1521132 1523111 "
    "1523132 1631131 1631132 2224431 2224432 2227111 2227132 2231131 2231152 2232411 2232422 2233431 "
    "2233122 2234431 2234432 2235111 2235132 2237111 2237132 2239111 2239122 2293411 2293422 2294431 "
    "2294422 2421131 2421132 2422131 2422132 2423111 2423122 2424151 2424132 2425431 2425132 2427131 "
    "2427132 2431111 2431132 2432111 2432412 2433131 2433112 2434431 2434132 2435431 2435432 2436111 "
    "2436132 2439111 2439132 2493131 2493132 2494431 2494132 2523131 2523132 2633411 2633422 2634411 "
    "2634432 2635431 2635422 2933411 2933462 2935411 2935432 2939111 2939122 "

)
SDCMICRO_NEW_SUPPRESSIONS = 97


def sdcmicro_testdata2() -> pd.DataFrame:
    names = ["urbrur", "roof", "walls", "water", "electcon", "relat", "sex"]
    return pd.DataFrame([[int(d) for d in row] for row in TESTDATA2.split()], columns=names)


@pytest.mark.parametrize("choose, expected", [("fewest cells", 58), ("importance", 72)])
def test_sdcmicro_testdata2(choose, expected):
    frame = sdcmicro_testdata2()
    assert len(frame) == 93
    task = TreatmentTask(frame, {c: "categorical" for c in frame.columns}, tuple(frame.columns))
    found = LocalSuppression(k=2, choose=choose).treat(task)
    suppressed = int((found.data.astype("string") == "*").sum().sum())
    assert wildcard_counts(found.data).min() >= 2
    # both rules suppress fewer cells than sdcMicro's 97: a class is suppressed only while it still violates
    # (sdcMicro's pass goes on suppressing records an earlier suppression already brought to k)
    assert suppressed == expected < SDCMICRO_NEW_SUPPRESSIONS
    # sdcMicro's default importance: fewest categories kept longest (urbrur, electcon, sex, walls, roof, relat,
    # water), so water, with 8 categories, is suppressed first
    assert f"{suppressed} key cells suppressed" in found.notes[0]


def test_value_rule_tops_up_the_blank_class():
    # (x, p) four times and (y, q) once, k = 3. Wildcard: blanking (y, q) wholly makes it match all five: 2 cells.
    # Value rule: (y, q) shares a combination only with records blanked alike; taking two (x, p) records would
    # leave two behind, so every record ends blank (as it must: no other table is 3-anonymous under this rule).
    frame = pd.DataFrame({"a": list("xxxxy"), "b": list("ppppq")})
    task = TreatmentTask(frame, {"a": "categorical", "b": "categorical"})
    wildcard = LocalSuppression(k=3, columns="a,b").treat(task).data
    assert (wildcard == "*").sum().sum() == 2 and wildcard_counts(wildcard).min() >= 3
    value = LocalSuppression(k=3, columns="a,b", missing="value").treat(task).data
    assert (value == "*").all().all() and value_counts(value).min() >= 3
