"""Whose row is whose (anonguard/engine/identity/rows.py), on six people told by hand: ids read from a
release column, rows stated to be in order, and sources inferred from consistency for a release that only
generalizes and suppresses; refused, with what to give, when a row fits no one or too many pairs."""

import re

import numpy as np
import pandas as pd
import pytest

from anonguard.data.encoding import encode_tables
from anonguard.engine.identity import rows as identity_rows
from anonguard.errors import DataError

ORIGINAL = pd.DataFrame({"zone": ["a1", "a2", "b1", "b2", "b1", "a1"], "age": [21, 23, 37, 62, 88, 91],
                         "job": ["x", "y", "x", "z", "y", "x"]})
KINDS = {"zone": "categorical", "age": "continuous", "job": "categorical"}


def sources(release: pd.DataFrame):
    data = encode_tables(ORIGINAL, {"r": [("r.csv", release)]}, KINDS)
    missing = {c: coding.missing_code for c, coding in data.codings.items()}
    return identity_rows.inferred(data.original, data.releases["r"][0], missing, "r")


def test_a_shuffled_generalized_release_is_matched_to_the_people_it_was_made_from():
    # release rows made from people 3, 0, 5, 1, 2, 4: zones as sets, ages in bands, job as it is
    release = pd.DataFrame({"zone": ["{b1,b2}", "{a1,a2}", "{a1,a2}", "{a1,a2}", "{b1,b2}", "{b1,b2}"],
                            "age": ["60-64", "20-24", "90-94", "20-24", "35-39", "85-89"],
                            "job": ["z", "x", "x", "y", "x", "y"]})
    # row 1 (a, 20-24, x) fits person 0 only: person 1 is a job y; row 3 (a, 20-24, y) fits person 1 only
    found = sources(release)
    assert found.complete and found.person.tolist() == [3, 0, 5, 1, 2, 4]
    assert "each of its 6 rows fits exactly one original record" in found.how


def test_rows_fitting_several_people_are_left_unjudged_and_a_suppressed_cell_holds_anything():
    # rows 0 and 1 are one k = 2 class (a, 20-24, *) fitting persons 0 and 1; the others fit one person each;
    # row 5's age is suppressed (empty in a generalized column): it still fits person 4 alone
    release = pd.DataFrame({"zone": ["{a1,a2}", "{a1,a2}", "b2", "b1", "a1", "b1"],
                            "age": ["20-24", "20-24", "60-64", "35-39", "90-94", ""],
                            "job": ["*", "*", "z", "x", "x", "y"]})
    found = sources(release)
    assert not found.complete and found.person.tolist() == [-1, -1, 3, 2, 5, 4]
    assert "for 4 of its 6 rows" in found.how and "the other 2 fit several" in found.how
    # persons 0 and 1 may have rows 0 and 1: their claims cannot be judged; anyone else's can
    assert found.judged(np.array([0, 1, 2, 3, 4, 5, -1])).tolist() == [False, False, True, True, True, True, True]


def test_a_row_that_fits_no_one_stops_the_inference_and_says_what_to_give():
    release = ORIGINAL.assign(age=[21, 23, 37, 62, 88, 90])  # person 5's age published as 90: it fits no one
    reason = sources(release)
    assert isinstance(reason, str)
    assert reason.startswith("1 of the 6 rows of r.csv (release 'r') fit no original record on every column")
    assert "values no original record holds are in age (17% of its values)" in reason
    assert "record linkage needs the release rows' ids" in reason and "--row-ids LABEL=COLUMN" in reason


def test_every_row_fitting_several_people_and_too_many_pairs_are_refused(monkeypatch):
    everyone = pd.DataFrame({"zone": ["*"] * 6, "age": ["*"] * 6, "job": ["*"] * 6})
    assert "every row of r.csv (release 'r') fits several original records" in sources(everyone)
    monkeypatch.setattr(identity_rows, "PAIR_LIMIT", 30)  # no column published exactly: 6 × 6 pairs
    assert "would compare 36 pairs of release and original rows" in sources(everyone)


def test_ids_read_from_a_release_column_by_hand():
    original = pd.Series(["p0", "p1", "p2", "p2", "p4"])  # p2 held twice: its rows are not known
    release = pd.Series(["p4", "p9", None, "p0", "p2"])
    found = identity_rows.from_ids(release, original, "r.csv", "pid", "person_id")
    # p4 -> 4, p9 is no one of the original, a missing id and p2 are not known
    assert found.person.tolist() == [4, -1, -1, 0, -1] and not found.complete
    assert "2 of its 5 rows are people of the original" in found.how and "2 rows have no id" in found.how
    complete = identity_rows.from_ids(pd.Series(["p1", "p9"]), original, "r.csv", "pid", "person_id")
    assert complete.complete and complete.person.tolist() == [1, -1]  # p9: a row of no one, every claim on it wrong
    with pytest.raises(DataError, match="r.csv: none of the values of its column 'pid' .* is an id of the original's "
                                        "column 'person_id'"):
        identity_rows.from_ids(pd.Series(["x", "y"]), original, "r.csv", "pid", "person_id")


def test_rows_said_to_be_in_order_must_be_as_many_as_the_original_s():
    assert identity_rows.in_order(4, 4, "r").person.tolist() == [0, 1, 2, 3]
    reason = identity_rows.in_order(3, 4, "r")  # record linkage not applicable on it; the audit runs on
    assert isinstance(reason, str) and re.search("release .r. has 3 rows and the original 4: .*--row-ids", reason)
