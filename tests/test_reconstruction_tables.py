"""Published count tables read from a folder as an office writes it: a manifest, long and wide layouts,
suppression markers, rounding and noise declared, and the errors an officer meets, each naming the table and cell."""

import json
import re

import numpy as np
import pytest

from anonguard.data.published import CellRules, cell_bounds, ordered_categories
from anonguard.data.published_read import manifest_of, read_published
from anonguard.errors import DataError


def write(folder, manifest, files, toml=False):
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    if toml:
        (folder / "tables.toml").write_text(manifest, encoding="utf-8")
    else:
        (folder / "tables.json").write_text(json.dumps(manifest), encoding="utf-8")
    return folder


SEX_AGE = "block,sex,age,persons\n1,F,0-17,2\n1,F,18+,x\n1,M,0-17,0\n1,M,18+,3\n2,F,0-17,..\n2,F,18+,4\n2,M,18+,5\n"
RACE_WIDE = "block,White,Black,Total\n1,5,x,7\n2,10,0,11\n"


def test_long_and_wide_tables_with_markers_read_into_bounds(tmp_path):
    manifest = {"unit": "block", "suppressed_below": 3, "tables": [
        {"file": "sex_age.csv", "count": "persons", "name": "P12"},
        {"file": "race.csv", "layout": "wide", "variable": "race", "ignore": ["Total"]}]}
    found = read_published(write(tmp_path, manifest, {"sex_age.csv": SEX_AGE, "race.csv": RACE_WIDE}))
    assert found.unit == "block" and found.units == ("1", "2")
    assert found.categories == {"sex": ("F", "M"), "age": ("0-17", "18+"), "race": ("White", "Black")}
    assert found.person_types == 8
    p12 = found.tables[0]
    low, high, published, listed = found.bounds(p12)
    # unit 1: F 0-17 = 2, F 18+ suppressed (0 to 2), M 0-17 = 0, M 18+ = 3
    assert low[0].tolist() == [2, 0, 0, 3] and high[0].tolist() == [2, 2, 0, 3]
    # unit 2: F 0-17 suppressed, M 0-17 not listed: counted 0 (long files leave out empty cells)
    assert high[1].tolist() == [2, 4, 0, 5] and np.isnan(published[1, 0]) and published[1, 2] == 0
    assert listed.all() and found.tables[1].name == "race"


def test_a_toml_manifest_with_rounding_and_noise(tmp_path):
    manifest = '''unit = "area"
[[tables]]
file = "total.csv"
rounding_base = 5
rounding = "nearest"
[[tables]]
file = "sex.tsv"
noise_scale = 2.0
noise_bound = 6
'''
    folder = write(tmp_path, manifest, {"total.csv": "area,count\nA,10\nB,5\n",
                                        "sex.tsv": "area\tsex\tcount\nA\tF\t4.3\nA\tM\t-1.2\n"}, toml=True)
    assert manifest_of(folder).name == "tables.toml"
    found = read_published(folder)
    total, sex = found.tables
    assert total.rules == CellRules(rounding_base=5, rounding="nearest") and total.variables == ()
    assert total.cells["low"].tolist() == [8, 3] and total.cells["high"].tolist() == [12, 7]
    assert sex.cells["low"].tolist() == [0, 0] and sex.cells["high"].tolist() == [10, 4]


def test_the_bounds_of_each_kind_of_cell():
    assert cell_bounds(np.array([10.0]), CellRules(rounding_base=10))[0].tolist() == [1]  # up or down: 1 to 19
    assert cell_bounds(np.array([10.0]), CellRules(rounding_base=10))[1].tolist() == [19]
    low, high = cell_bounds(np.array([np.nan]), CellRules(suppressed_below=5))
    assert (low[0], high[0]) == (0, 4)
    assert np.isinf(cell_bounds(np.array([np.nan]), CellRules())[1][0])
    assert CellRules(noise_scale=1.0).slack == 7  # ln(1000) = 6.9: a Laplace count strays this far 1 in 1000
    assert ordered_categories(["85+", "10-14", "5-9", "0-4"]) == ("0-4", "5-9", "10-14", "85+")
    assert ordered_categories(["M", "F"]) == ("M", "F")


@pytest.mark.parametrize("files, manifest, words", [
    ({"a.csv": "block,sex,count\n1,F,3\n1,M,2\n", "b.csv": "block,count\n1,6\n"},
     {"unit": "block", "tables": [{"file": "a.csv"}, {"file": "b.csv"}]},
     "tables 'a' and 'b' disagree on block '1', its total: 5 people in 'a' and 6 in 'b'"),
    ({"a.csv": "block,sex,count\n1,F,3\n1,M,2\n", "b.csv": "block,sex,age,count\n1,F,old,1\n1,F,young,1\n"},
     {"unit": "block", "tables": [{"file": "a.csv"}, {"file": "b.csv"}]},
     "disagree on block '1', sex = 'F': 3 people in 'a' and 2 in 'b'"),
    ({"a.csv": "block,sex,count\n1,F,three\n"}, {"unit": "block", "tables": [{"file": "a.csv"}]},
     "table 'a', line 2: the count 'three' is neither a number nor a suppression marker"),
    ({"a.csv": "block,sex,count\n1,F,2.5\n"}, {"unit": "block", "tables": [{"file": "a.csv"}]},
     "table 'a', line 2: the count '2.5' is not a whole number of people"),
    ({"a.csv": "area,sex,count\n1,F,2\n"}, {"unit": "block", "tables": [{"file": "a.csv"}]},
     "table 'a': no column 'block' (the unit); its columns are area, sex, count"),
    ({"a.csv": "block,sex,n\n1,F,2\n"}, {"unit": "block", "tables": [{"file": "a.csv"}]},
     "no column 'count' (the count: name it with 'count' in the manifest)"),
    ({"a.csv": "block,sex,count\n1,F,2\n1,F,3\n"}, {"unit": "block", "tables": [{"file": "a.csv"}]},
     "table 'a', line 3: the cell block = '1', sex = 'F' is published twice"),
    ({"a.csv": "block,sex,count\n1,F,7\n"}, {"unit": "block", "tables": [{"file": "a.csv", "rounding_base": 5}]},
     "the count '7' is not a multiple of its rounding base 5"),
    ({}, {"unit": "block", "tables": [{"file": "gone.csv"}]}, "table 'gone': no file"),
    ({}, {"tables": [{"file": "a.csv"}]}, "name the unit column"),
])
def test_errors_name_the_table_and_the_cell(tmp_path, files, manifest, words):
    with pytest.raises(DataError, match=".*".join(map(_escaped, words.split(": ", 1)))):
        read_published(write(tmp_path, manifest, files))


def _escaped(text):
    return re.escape(text)


def test_a_folder_without_a_manifest_says_what_it_needs(tmp_path):
    with pytest.raises(DataError, match="no tables.json or tables.toml"):
        read_published(tmp_path)
    assert manifest_of(tmp_path / "nowhere") is None


def test_total_rows_and_columns_are_read_as_margins_and_checked(tmp_path):
    long = "block,sex,age,count\n1,F,young,1\n1,F,old,2\n1,M,young,0\n1,M,old,1\n1,Total,young,1\n1,Total,old,3\n" \
           "1,Total,Total,4\n"
    wide = "block,sex,young,old,Total\n1,F,1,2,3\n1,M,0,1,1\n"
    manifest = {"unit": "block", "tables": [{"file": "long.csv"}, {"file": "wide.csv", "layout": "wide",
                                                                     "variable": "age", "variables": ["sex"]}]}
    found = read_published(write(tmp_path, manifest, {"long.csv": long, "wide.csv": wide}))
    assert [(t.name, t.variables) for t in found.tables] == [
        ("long", ("sex", "age")), ("long (total over sex)", ("age",)), ("long (total over sex, age)", ()),
        ("wide", ("sex", "age")), ("wide (total over age)", ("sex",))]
    assert found.categories == {"sex": ("F", "M"), "age": ("young", "old")}
    bad = long.replace("1,Total,Total,4", "1,Total,Total,5")
    with pytest.raises(DataError, match="'long' and 'long \\(total over sex, age\\)' disagree on block '1', its total"):
        read_published(write(tmp_path, manifest, {"long.csv": bad, "wide.csv": wide}))
