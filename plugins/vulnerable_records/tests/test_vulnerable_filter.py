"""The custom filter: its grammar, missing values, and every way an expression can be refused."""

import re

import numpy as np
import pandas as pd
import pytest

from anonguard.api import SelectionTask
from anonguard_vulnerable_records.filter import filter_mask
from anonguard_vulnerable_records.selectors import CustomFilter

RAW = pd.DataFrame({
    "sex": ["F", "M", "F", None, "M", "F"],
    "age": [70, 34, 65, 80, 17, 29],
    "income": [250_000.0, 40_000.0, np.nan, 310_000.0, 0.0, 55_000.0],
    "region": ["North", "South", "Islands", "North", "East", "Capital"],
    "home region": ["North", "North", "South", "East", "East", "Islands"],
    "member": [True, False, True, False, False, True],
})


def rows(expression):
    return np.flatnonzero(filter_mask(RAW, expression)).tolist()


@pytest.mark.parametrize(("expression", "expected"), [
    ("income > 200000", [0, 3]),
    ('sex == "F" and age >= 65', [0, 2]),
    ("region in ['North', 'Islands']", [0, 2, 3]),
    ('region not in ("North", "Islands")', [1, 4, 5]),
    ("`home region` == 'East' or `home region` == \"Islands\"", [3, 4, 5]),
    ('(age < 30) | (sex == "M") & ~(income > 1000)', [4, 5]),
    ("not age >= 18", [4]),
    ("18 <= age < 66", [1, 2, 5]),
    ("income / 12 - 1000 > 19000 * 1", [0, 3]),  # 19,833 and 24,833
    ("age > -1 and member", [0, 2, 5]),
    ("age == 70.0", [0]),
])
def test_valid_expressions(expression, expected):
    assert rows(expression) == expected


def test_missing_values_never_match():
    assert rows("income != 0") == [0, 1, 3, 5]  # row 2's income is missing
    assert rows('sex != "M"') == [0, 2, 5]  # row 3's sex is missing
    assert rows("sex not in ['M']") == [0, 2, 5]
    assert rows("not (income > 100000)") == [1, 2, 4, 5]  # a negated test does include it


def test_backticks_inside_text_are_text():
    raw = pd.DataFrame({"note": ["a`b", "c"], "x y": [1, 2]})
    assert np.flatnonzero(filter_mask(raw, 'note == "a`b" and `x y` < 2')).tolist() == [0]


@pytest.mark.parametrize(("expression", "message"), [
    ("salary > 5", "no column 'salary'; the columns are: sex, age, income, region, home region, member"),
    ("home region == 'East'", "not a valid expression"),
    ("age >", "not a valid expression"),
    ("`home region == 'x'", "never closes"),
    ("__import__('os').system('echo hacked')", "function calls"),
    ("age.real > 1", "attribute access"),
    ("income ** 2 > 1", "**"),
    ("age is 70", "`is`"),
    ("(lambda: 1)()", "function calls"),
    ("[x for x in age]", "comprehensions"),
    ("age", "not a true/false test"),
    ("age + 1", "not a true/false test"),
    ("age > 1 & income < 2", "binds tighter"),
    ("(age > 1) > 0", "cannot be compared with >"),
    ("sex > 3", "compares text with a number"),
    ("age in ['old']", "compares text with a number"),
    ("region in 'North'", "needs a list"),
    ("age > [1, 2]", "may only follow `in`"),
    ("sex + 1 > 2", "arithmetic needs numbers"),
    ("age == None", "None"),
    ("1 < 2", "tests no column"),
    ("age > 1000", "matches none of the 6 records"),
    ("   ", "empty"),
])
def test_refusals(expression, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        filter_mask(RAW, expression)


def test_selector_reads_the_raw_values():
    encoded = pd.DataFrame({"sex": [0, 1, 0, 2, 1, 0], "age": RAW["age"].astype(float)})
    task = SelectionTask(encoded, ("age",), "sex", {"age": "continuous", "sex": "categorical"}, 0, RAW)
    mask = CustomFilter(expression='sex == "F"').select(task)
    assert mask.dtype == bool and np.flatnonzero(mask).tolist() == [0, 2, 5]
    with pytest.raises(ValueError, match="original as read"):
        CustomFilter(expression='sex == "F"').select(SelectionTask(encoded, ("age",), "sex", {}, 0))
