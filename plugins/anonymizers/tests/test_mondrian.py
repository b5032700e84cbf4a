"""Mondrian against hand-worked partitions and independent checks of k, l and containment."""

import numpy as np
import pandas as pd
import pytest

from anonguard.api import GenerationTask, Interval, Suppressed, ValueSet, parse_cell
from anonguard_anonymizers.mondrian import Mondrian

AGES = [23, 25, 31, 38, 41, 44, 52, 58, 61, 67, 70, 75]
TABLE = pd.DataFrame({
    "age": AGES,
    "zip": ["1001", "1002", "1001", "1003", "1002", "1004", "1005", "1004", "1005", "1006", "1006", "1003"],
    "sex": list("FMFMFMFMFMFM"),
    "disease": ["flu", "cold", "flu", "hiv", "cold", "flu", "hiv", "flu", "cold", "hiv", "flu", "cold"],
    "row": range(12),
})
KINDS = {"age": "continuous", "zip": "categorical", "sex": "categorical", "disease": "categorical", "row": "continuous"}
QIS = ["age", "zip", "sex"]


def generate(table=TABLE, kinds=KINDS, **params):
    return Mondrian(**params).generate(GenerationTask(table, kinds))


def contains(cell_text, value) -> bool:
    if cell_text is None or (isinstance(cell_text, float) and np.isnan(cell_text)):
        return pd.isna(value)
    cell = parse_cell(str(cell_text))
    if cell is None:  # a plain value
        return str(cell_text) == str(value)
    if isinstance(cell, Suppressed):
        return True
    if isinstance(cell, Interval):
        return cell.low <= float(value) <= cell.high
    assert isinstance(cell, ValueSet)
    return str(value) in cell.values


def classes(frame, columns):
    return frame.groupby(columns, dropna=False)


def test_hand_worked_partition_of_one_numeric_column():
    table = pd.DataFrame({"x": [8, 1, 5, 2, 7, 3, 6, 4]})
    out = generate(table, {"x": "continuous"}, k=2).data
    # median splits of 1..8: {1-4 | 5-8}, then {1-2 | 3-4} and {5-6 | 7-8}; input order kept
    assert out["x"].tolist() == ["7-8", "1-2", "5-6", "1-2", "7-8", "3-4", "5-6", "3-4"]


def test_equal_values_stay_together():
    table = pd.DataFrame({"x": [1, 1, 1, 2, 2, 2, 3, 3]})
    out = generate(table, {"x": "continuous"}, k=2).data
    assert out["x"].tolist() == ["1", "1", "1", "2", "2", "2", "3", "3"]


def test_categorical_values_are_generalized_to_sets_in_sorted_order():
    table = pd.DataFrame({"c": ["d", "a", "c", "b", "a", "d"]})
    out = generate(table, {"c": "categorical"}, k=3).data
    # sorted a, a, b | c, d, d
    assert out["c"].tolist() == ["{c,d}", "{a,b}", "{c,d}", "{a,b}", "{a,b}", "{c,d}"]


@pytest.mark.parametrize("k", [2, 3, 4, 5])
def test_k_achieved_is_the_smallest_class_and_every_value_is_inside_its_cell(k):
    release = generate(k=k, quasi_identifiers="age,zip,sex")
    out = release.data
    smallest = classes(out, QIS).size().min()
    assert smallest >= k
    assert f"k achieved: {smallest} (required {k})" in release.notes[0]
    for column in QIS:
        assert all(contains(cell, value) for cell, value in zip(out[column], TABLE[column])), column
    assert out[["disease", "row"]].equals(TABLE[["disease", "row"]])  # other columns and row order kept


def test_default_quasi_identifiers_are_every_column_but_the_sensitive_one():
    out = generate(k=3, sensitive="disease").data
    assert out["disease"].equals(TABLE["disease"])
    assert out["row"].astype(str).tolist() != TABLE["row"].astype(str).tolist()  # row is a quasi-identifier now


@pytest.mark.parametrize("l", [2, 3])
def test_l_diversity_holds_in_every_class(l):
    release = generate(k=2, sensitive="disease", l=l, quasi_identifiers="age,zip,sex")
    distinct = classes(release.data, QIS)["disease"].nunique()
    assert distinct.min() >= l
    assert f"l achieved: {distinct.min()} (required {l}" in release.notes[0]


def test_bucketize_keeps_quasi_identifiers_and_publishes_sets_of_the_sensitive_value():
    release = generate(k=3, sensitive="disease", l=2, output="bucketize", quasi_identifiers="age,zip,sex")
    out = release.data
    assert out[QIS + ["row"]].equals(TABLE[QIS + ["row"]])
    cells = [parse_cell(text) for text in out["disease"]]
    assert all(isinstance(cell, ValueSet) and len(cell.values) >= 2 for cell in cells)
    assert all(contains(text, value) for text, value in zip(out["disease"], TABLE["disease"]))
    assert out.groupby("disease").size().min() >= 3
    assert "bucketize" in " ".join(release.notes)


def test_missing_values_are_suppressed_only_where_a_class_mixes_them():
    table = pd.DataFrame({"x": [1.0, 2.0, np.nan, np.nan, 5.0, 6.0], "c": ["a", None, "b", "b", "a", "a"],
                          "empty": [np.nan] * 6})
    out = generate(table, {"x": "continuous", "c": "categorical", "empty": "continuous"}, k=2).data
    for column in ("x", "c", "empty"):
        assert all(contains(cell, value) for cell, value in zip(out[column], table[column]))
    assert "*" in set(out["x"]) and "*" in set(out["c"]) and out["empty"].isna().all()
    assert classes(out, ["x", "c", "empty"]).size().min() >= 2


def test_impossible_requests_are_clear_errors():
    with pytest.raises(ValueError, match="only 12 rows"):
        generate(k=13)
    with pytest.raises(ValueError, match="only 3 distinct"):
        generate(sensitive="disease", l=4)
    with pytest.raises(ValueError, match="needs the sensitive parameter"):
        generate(output="bucketize")
    with pytest.raises(ValueError, match="cannot also be a quasi-identifier"):
        generate(sensitive="disease", quasi_identifiers="age,disease")
    with pytest.raises(ValueError, match="no column 'height'"):
        generate(quasi_identifiers="age,height")
    with pytest.raises(ValueError, match="'Smith, J.'.*comma"):
        generate(pd.DataFrame({"name": ["Smith, J.", "Doe"] * 3}), {"name": "categorical"}, k=2)
