"""Global recoding: the conformance kit, bands and sets read back by AnonGuard as what they were written to
stand for, hierarchies from a file, cells already generalized, and the errors an officer meets."""

import numpy as np
import pandas as pd
import pytest

from anonguard.api import TreatmentTask
from anonguard.data.encoding import encode_tables
from anonguard.testing import check_treatment, treatment_checks, treatment_task
from anonguard_treatments.recoding import GlobalRecode

BANDS = {"column": "age", "width": 5, "top": "85"}


@pytest.mark.parametrize("check", treatment_checks(GlobalRecode, BANDS), ids=str)
def test_conformance_bands(check):
    check()


@pytest.mark.parametrize("params", [
    {"column": "income", "breaks": "10000, 20000, 50000"},
    {"column": "region", "merge": "R03+R04; R05+R06+R07"},
    {"column": "age", "width": 10, "start": 5, "bottom": "25", "top": "75"},
])
def test_conformance_settings(params):
    check_treatment(GlobalRecode, params)


def test_conformance_hierarchy(tmp_path):
    path = tmp_path / "regions.csv"
    path.write_text("value,level1,level2\n" + "".join(f"R{i:02d},{'North' if i < 6 else 'South'},*\n"
                                                        for i in range(12)))
    check_treatment(GlobalRecode, {"column": "region", "hierarchy": str(path)})


def read_back(task, treated):
    encoded = encode_tables(task.data, {"treated": [("treated", treated)]}, task.kinds)
    assert not [w for w in encoded.warnings if "none of its values" in w or "not in the original" in w], \
        encoded.warnings
    (table,) = encoded.releases["treated"]
    return encoded, table


def test_bands_are_read_back_as_the_intervals_written():
    task = treatment_task()
    treated = GlobalRecode(**BANDS).treat(task).data
    _, table = read_back(task, treated)
    cells = table.generalized["age"]
    age = task.data["age"].to_numpy()
    young = age < 85
    # [20-25): 20 included, 25 not; by hand: the band of 37 is [35-40)
    assert (cells.low[young] == 5 * np.floor(age[young] / 5)).all()
    assert (cells.high[young] < 5 * np.floor(age[young] / 5) + 5).all()
    assert (cells.high[young] > 5 * np.floor(age[young] / 5) + 5 - 1e-9).all()
    assert treated["age"][age == 37].eq("[35-40)").all() and (age == 37).any()
    # the open top band: from 85 up to the original's largest age (AnonGuard bounds open ends by the range)
    assert treated["age"][~young].eq(">=85").all()
    assert (cells.low[~young] == 85).all() and (cells.high[~young] == age.max()).all()


def test_cut_points_with_open_ends():
    task = treatment_task()
    treated = GlobalRecode(column="income", breaks="10000, 20000, 50000").treat(task).data
    income = task.data["income"]
    expected = np.select([income < 10000, income < 20000, income < 50000],
                         ["<10000", "[10000-20000)", "[20000-50000)"], ">=50000")
    assert (treated["income"].to_numpy() == expected).all()
    _, table = read_back(task, treated)
    cells = table.generalized["income"]
    assert ((cells.low <= income) & (income <= cells.high)).all()


def test_negative_and_fractional_bands():
    frame = pd.DataFrame({"x": [-7.0, -0.5, 0.3, 0.25, 2.0, np.nan]})
    task = TreatmentTask(frame, {"x": "continuous"})
    treated = GlobalRecode(column="x", width=0.5).treat(task).data
    assert treated["x"].tolist()[:5] == ["[-7--6.5)", "[-0.5-0)", "[0-0.5)", "[0-0.5)", "[2-2.5)"]
    assert pd.isna(treated["x"].iloc[5])
    treated = GlobalRecode(column="x", width=0.1).treat(task).data
    assert treated["x"].iloc[2] == "[0.3-0.4)"  # 0.3 / 0.1 is 2.9999999999999996 in floats: still [0.3-0.4)
    _, table = read_back(task, treated)
    cells = table.generalized["x"]
    inside = frame["x"].notna().to_numpy()
    assert ((cells.low[inside] <= frame["x"][inside]) & (frame["x"][inside] <= cells.high[inside])).all()


def test_merged_categories_are_read_back_as_sets():
    task = treatment_task()
    found = GlobalRecode(column="region", merge="R03+R04; R05 + R06 + R07").treat(task)
    region = task.data["region"]
    treated = found.data["region"]
    assert treated[region.isin(["R03", "R04"])].eq("{R03,R04}").all()
    assert treated[region.isin(["R05", "R06", "R07"])].eq("{R05,R06,R07}").all()
    assert treated[~region.isin(["R03", "R04", "R05", "R06", "R07"])].equals(
        region[~region.isin(["R03", "R04", "R05", "R06", "R07"])].astype(object))
    encoded, table = read_back(task, found.data)
    coding = encoded.codings["region"]
    rows = np.flatnonzero(region.isin(["R03", "R04"]).to_numpy())
    members = table.generalized["region"].members[rows].toarray()
    stands_for = sorted(coding.categories[c] for c in np.flatnonzero(members[0]))
    assert stands_for == ["R03", "R04"]
    assert (members == members[0]).all()
    assert "5 categories merged" in found.notes[0]


def test_labels_when_asked():
    task = treatment_task()
    found = GlobalRecode(column="region", merge='R03+R04=North; "R05"+R06', write="label").treat(task)
    region, treated = task.data["region"], found.data["region"]
    assert treated[region.isin(["R03", "R04"])].eq("North").all()
    assert treated[region.isin(["R05", "R06"])].eq("R05+R06").all()
    assert any("tell the audit what each stands for" in note for note in found.notes)


def test_a_numeric_categorical_column_keeps_its_spelling():
    frame = pd.DataFrame({"roof": [1.0, 2.0, 3.0, 4.0, 2.0, np.nan]})
    task = TreatmentTask(frame, {"roof": "categorical"})
    treated = GlobalRecode(column="roof", merge="3+4").treat(task).data
    assert treated["roof"].tolist()[:5] == ["1", "2", "{3,4}", "{3,4}", "2"]
    encoded, _ = read_back(task, treated)
    assert "{3,4}" in encoded.codings["roof"].categories


def test_hierarchy_levels(tmp_path):
    path = tmp_path / "regions.csv"  # ARX's layout: no header, ';' between fields
    path.write_text("".join(f"R{i:02d};{'N' if i < 4 else 'S'}{i // 2};{'North' if i < 4 else 'South'}\n"
                            for i in range(12)))
    task = treatment_task()
    region = task.data["region"]
    first = GlobalRecode(column="region", hierarchy=str(path), level=1).treat(task).data["region"]
    assert first[region == "R05"].eq("{R04,R05}").all()
    second = GlobalRecode(column="region", hierarchy=str(path), level=2).treat(task).data["region"]
    assert second[region == "R01"].eq("{R00,R01,R02,R03}").all()
    labels = GlobalRecode(column="region", hierarchy=str(path), level=2, write="label").treat(task).data["region"]
    assert set(labels) == {"North", "South"}
    read_back(task, second.to_frame().join(task.data.drop(columns="region"))[task.data.columns])


def test_a_hierarchy_can_suppress(tmp_path):
    path = tmp_path / "h.csv"
    path.write_text("".join(f"R{i:02d},{'*' if i == 11 else 'all'}\n" for i in range(12)))
    task = treatment_task()
    treated = GlobalRecode(column="region", hierarchy=str(path)).treat(task).data["region"]
    assert treated[task.data["region"] == "R11"].eq("*").all()


def test_already_banded_cells():
    frame = pd.DataFrame({"age": ["[20-30)", "[20-25)", "31", "*", None, ">=90", "20-24"]})
    task = TreatmentTask(frame, {"age": "continuous"})
    found = GlobalRecode(column="age", width=10).treat(task)
    assert found.data["age"].tolist()[:4] == ["[20-30)", "[20-30)", "[30-40)", "*"]
    assert pd.isna(found.data["age"].iloc[4])
    assert found.data["age"].tolist()[5:] == [">=90", "[20-30)"]  # an open cell beyond every band stays as it is
    finer = GlobalRecode(column="age", width=5).treat(task).data["age"]
    assert finer.tolist()[:3] == ["[20-30)", "[20-25)", "[30-35)"]  # a band straddling two new ones is kept
    assert any("kept as they were" in note for note in GlobalRecode(column="age", width=5).treat(task).notes)


def test_already_merged_sets_widen():
    frame = pd.DataFrame({"r": ["{a,b}", "c", "d", "{c,e}", "*"]})
    task = TreatmentTask(frame, {"r": "categorical"})
    treated = GlobalRecode(column="r", merge="a+c").treat(task).data["r"].tolist()
    assert treated == ["{a,c,b}", "{a,c}", "d", "{a,c,e}", "*"]


@pytest.mark.parametrize("params, words", [
    ({"column": "age"}, "give exactly one of width, breaks, merge or hierarchy \\(none given\\)"),
    ({"column": "age", "width": 5, "breaks": "20"}, "\\(given: width, breaks\\)"),
    ({"column": ""}, "name the column to recode"),
    ({"column": "age, sex", "width": 5}, "name one column"),
    ({"column": "agee", "width": 5}, "no column 'agee'"),
    ({"column": "age", "breaks": "20, 18"}, "18 comes after 20"),
    ({"column": "age", "breaks": "20, x"}, "'x' is not a number"),
    ({"column": "age", "breaks": "20", "top": "80"}, "top and bottom go with width"),
    ({"column": "age", "width": 5, "top": "20", "bottom": "30"}, "must lie above bottom"),
    ({"column": "sex", "width": 5}, "column 'sex' holds 'f'"),
    ({"column": "income", "merge": "1+2"}, "'income' is continuous"),
    ({"column": "region", "merge": "R03+R99"}, "'R99' is not a category of 'region' \\(its categories: R00, R01"),
    ({"column": "region", "merge": "R03+R04; R04+R05"}, "'R04' is named in two groups"),
    ({"column": "region", "merge": "R03"}, "holds one category"),
    ({"column": "region", "hierarchy": "/nowhere/h.csv"}, "cannot read '/nowhere/h.csv'"),
])
def test_bad_parameters(params, words):
    with pytest.raises(ValueError, match=words):
        GlobalRecode(**params).treat(treatment_task())


def test_hierarchy_errors(tmp_path):
    path = tmp_path / "h.csv"
    path.write_text("R00;North\nR01;North\n")
    with pytest.raises(ValueError, match="has no row for 'R02'"):
        GlobalRecode(column="region", hierarchy=str(path)).treat(treatment_task())
    with pytest.raises(ValueError, match="level: 2 asked, but .* has 1 level"):
        GlobalRecode(column="region", hierarchy=str(path), level=2).treat(treatment_task())
