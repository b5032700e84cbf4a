"""Generalized cells and published count tables, against hand-computed expectations."""

import numpy as np
import pandas as pd
import pytest

from anonguard.data.cells import ANY, Interval, ValueSet, parse_cell
from anonguard.data.encoding import encode_tables
from anonguard.engine.attribute.secret import SecretCodec
from anonguard.engine.settings import SecretSettings
from anonguard.errors import DataError

BELOW_30 = np.nextafter(30.0, -np.inf)


@pytest.mark.parametrize("text, cell", [
    ("[20-30)", Interval(20.0, BELOW_30)),
    ("[20, 30)", Interval(20.0, BELOW_30)),
    ("(20;30]", Interval(np.nextafter(20.0, np.inf), 30.0)),
    ("20-29", Interval(20.0, 29.0)),
    ("20..29", Interval(20.0, 29.0)),
    ("-5--1", Interval(-5.0, -1.0)),
    ("<20", Interval(-np.inf, np.nextafter(20.0, -np.inf))),
    ("<= 20", Interval(-np.inf, 20.0)),
    (">=65", Interval(65.0, np.inf)),
    ("≥65", Interval(65.0, np.inf)),
    ("65+", Interval(65.0, np.inf)),
    ("{a, b}", ValueSet(("a", "b"))),
    ("*", ANY),
    ("***", ANY),
])
def test_spellings(text, cell):
    assert parse_cell(text) == cell


@pytest.mark.parametrize("text", ["20", "-5", "abc", "30-20", "{}", "1e-5", "a-b"])
def test_plain_values_are_not_cells(text):
    assert parse_cell(text) is None


ORIGINAL = pd.DataFrame({
    "age": [19.0, 25.0, 34.0, 47.0, 68.0],
    "sex": ["M", "F", "M", "F", "M"],
    "kids": [0, 1, 2, 3, 1],
})
RELEASE = pd.DataFrame({
    "age": ["[20-30)", "30-39", ">=65", "*", None, "47"],
    "sex": ["M", "{M,F}", "*", "F", None, "M"],
    "kids": ["0", "1-2", ">=3", "{0,1}", "*", "2"],
})
KINDS = {"age": "continuous", "sex": "categorical", "kids": "categorical"}


def encoded_release():
    data = encode_tables(ORIGINAL, {"r": [("rel.csv", RELEASE)]}, KINDS)
    return data, data.releases["r"][0]


def test_continuous_cells_are_bounded_by_the_original_range():
    data, table = encoded_release()
    cells = table.generalized["age"]
    # open ends and suppression (*, and empty in a generalized column) take the original's range 19..68
    np.testing.assert_allclose(cells.low, [20, 30, 65, 19, 19, 47])
    np.testing.assert_allclose(cells.high, [30, 39, 68, 68, 68, 47])
    np.testing.assert_allclose(table.data["age"], [25, 34.5, 66.5, 43.5, 43.5, 47])  # midpoints stand in
    assert not data.warnings


def test_matching_rule_contains():
    data, table = encoded_release()
    targets = data.original["age"].to_numpy()  # 19, 25, 34, 47, 68
    inside = table.generalized["age"].contains(targets)
    assert inside.astype(int).tolist() == [
        [0, 0, 0, 1, 1, 0],
        [1, 0, 0, 1, 1, 0],
        [0, 1, 0, 1, 1, 0],
        [0, 0, 0, 1, 1, 1],
        [0, 0, 1, 1, 1, 0],
    ]
    sex = table.generalized["sex"].contains(data.original["sex"].to_numpy())
    # original M: rows M, {M,F}, *, empty (suppressed), M; F: {M,F}, *, F, empty
    assert sex.astype(int).tolist()[:2] == [[1, 1, 1, 0, 1, 1], [0, 1, 1, 1, 1, 0]]
    kids = table.generalized["kids"].contains(data.original["kids"].to_numpy())
    # kids 3 matches '>=3' and '*'; kids 1 matches '1-2', '{0,1}' and '*'
    assert kids[3].astype(int).tolist() == [0, 0, 1, 0, 1, 0]
    assert kids[1].astype(int).tolist() == [0, 1, 0, 1, 1, 0]


def test_expected_gower_distance_of_partial_matches():
    data, table = encoded_release()
    span = 68.0 - 19.0
    distance = table.generalized["age"].mismatch(np.array([25.0, 50.0]), span=span)
    # 25 in [20, 30): ((25-20)^2 + (30-25)^2) / (2 * 10) = 2.5; 25 vs 30..39: |25 - 34.5| = 9.5
    assert distance[0, 0] == pytest.approx(2.5 / span, rel=1e-6)
    assert distance[0, 1] == pytest.approx(9.5 / span)
    # 50 vs the exact 47: 3; 50 in the suppressed 19..68: (31^2 + 18^2) / (2 * 49)
    assert distance[1, 5] == pytest.approx(3 / span)
    assert distance[1, 3] == pytest.approx((31 ** 2 + 18 ** 2) / (2 * 49) / span)
    sex = table.generalized["sex"].mismatch(data.original["sex"].to_numpy()[:1])
    # M vs M, {M,F}, *, F: 0, 1 - 1/2, 1 - 1/2 (two values in the original), 1
    np.testing.assert_allclose(sex[0, :4], [0, 0.5, 0.5, 1])


def test_plain_release_columns_have_no_cells():
    data = encode_tables(ORIGINAL, {"r": [("rel.csv", ORIGINAL)]}, KINDS)
    assert data.releases["r"][0].generalized == {}


def test_a_set_naming_an_unknown_value_is_warned():
    release = pd.DataFrame({"sex": ["{M,X}"]})
    data = encode_tables(ORIGINAL[["sex"]], {"r": [("rel.csv", release)]}, {"sex": "categorical"})
    assert any("'X'" in w for w in data.warnings)
    assert data.releases["r"][0].generalized["sex"].sizes().tolist() == [1]


def test_top_coded_secret_spans_bins():
    original = np.arange(0, 101.0)
    codec = SecretCodec.build("income", "continuous", original, SecretSettings(bins=6))
    data = encode_tables(pd.DataFrame({"income": original}),
                         {"r": [("rel.csv", pd.DataFrame({"income": ["10", ">=60", "30-55"]}))]}, {"income": "continuous"})
    bins = codec.encode_cells(data.releases["r"][0].generalized["income"])
    # 101 values: the 10th smallest is 9 and the 10th largest 91, so 4 middle bins of (91 - 9) / 4 = 20.5
    # round down to a step of 20 and the edges are 20, 40, 60, 80 (an edge above 9, one at or below 91):
    # below 20 | [20,40) | [40,60) | [60,80) | 80 and above | missing
    # 10 -> bin 0; >=60 (up to the original's 100) -> bins 3, 4; 30-55 -> bins 1, 2
    assert bins.members.toarray().astype(int).tolist() == [[1, 0, 0, 0, 0, 0], [0, 0, 0, 1, 1, 0], [0, 1, 1, 0, 0, 0]]


COUNTS = pd.DataFrame({
    "Table": ["sex x s"] * 4 + ["age x s"] * 4,
    "attribute": ["sex"] * 4 + ["age"] * 4,
    "value": ["M", "M", "F", "Q", "[19-40)", "[19-40)", "[40-68]", "[40-68]"],
    "secret": ["s"] * 8,
    "secret_value": ["a", "b", "a", "a", "a", "b", "a", "b"],
    "count": [3.5, -1, 2, 1, 4, 0, 1, 2],
})


def test_count_tables_are_recognized_and_encoded():
    original = ORIGINAL.assign(s=["a", "b", "a", "b", "a"])
    data = encode_tables(original, {"dp": [("counts.csv", COUNTS)]}, {**KINDS, "s": "categorical"})
    assert data.releases["dp"] == ()
    (name, rows), = data.counts["dp"]
    assert name == "counts.csv"
    assert any("'Q'" in w for w in data.warnings)  # a value the original never holds is left out
    assert len(rows) == 7 and rows["count"].tolist()[:3] == [3.5, -1.0, 2.0]
    sex = data.codings["sex"]
    assert rows["low"].tolist()[:3] == [sex.code("M"), sex.code("M"), sex.code("F")]
    np.testing.assert_allclose(rows["high"].to_numpy()[3:], [np.nextafter(40.0, -np.inf)] * 2 + [68.0] * 2)


def test_a_count_that_is_not_a_number_is_a_clear_error():
    broken = COUNTS.assign(count=["1"] * 7 + ["many"])
    with pytest.raises(DataError, match=r"counts.csv.*line 9 has count 'many'"):
        encode_tables(ORIGINAL.assign(s="a"), {"dp": [("counts.csv", broken)]}, {**KINDS, "s": "categorical"})
