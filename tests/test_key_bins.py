"""The intruder model (anonguard/engine/key_variables/key_bins.py), against hand-computed tables: no key is binned unless
the officer says so; quantile edges taken from the original, rounding, their names, the user's settings, bad
settings, and generalized release cells turned into the bins they may fall in."""

import json

import numpy as np
import pandas as pd
import pytest

from anonguard.data.cells import Interval, parse_cell
from anonguard.engine.key_variables.key_bins import KeyBinning
from anonguard.engine.key_variables.key_risk import OVERLAP, WILDCARD, key_frequencies

# ages 10..59, one person each: with 5 quantile bins, edge i is the value of rank ⌊i·50/5⌋ = 0, 10, 20, 30,
# 40 and (the last) 49 among the sorted ages, i.e. 10, 20, 30, 40, 50 and 59, the last rounded outward to 60
ORIGINAL = pd.DataFrame({"age": np.arange(10, 60), "sex": ["F", "M"] * 25, "kids": np.arange(50) % 4})


def test_asked_quantile_bins_are_taken_from_the_original():
    binning = KeyBinning.choose(ORIGINAL, ORIGINAL.iloc[:5], ["age", "sex", "kids"], {"age": 5})
    assert binning.bins("age").edges == (10, 20, 30, 40, 50, 60)  # the last rounded outward
    assert binning.bins("age").labels == ("[10, 20)", "[20, 30)", "[30, 40)", "[40, 50)", "[50, 60]")
    assert binning.bins("sex") is None and binning.bins("kids") is None  # text; 4 values (≤ 20): as written
    cut = binning.apply(ORIGINAL)
    assert cut["age"].value_counts(sort=False).tolist() == [10, 10, 10, 10, 10]
    assert cut["age"].iloc[[0, 9, 10, 49]].tolist() == ["[10, 20)", "[10, 20)", "[20, 30)", "[50, 60]"]
    assert cut["sex"].equals(ORIGINAL["sex"]) and cut["kids"].equals(ORIGINAL["kids"])
    assert binning.describe() == {"age": "5 quantile bins of the original: [10, 20), [20, 30), [30, 40), "
                                         "[40, 50), [50, 60]"}


def test_without_a_setting_every_key_is_counted_as_published_however_many_values_it_holds():
    binning = KeyBinning.choose(None, pd.DataFrame({"x": np.arange(10_000)}), ["x"])
    assert binning.bins("x") is None and binning.empty and binning.name() is None and binning.describe() == {}
    values = pd.DataFrame({"x": np.arange(10_000)})
    assert binning.apply(values).equals(values)


def test_rounding_bins_centre_on_the_unit_s_multiples():
    # incomes 940..2,460 rounded to 1,000: 1,000 (from 500 to 1,500) and 2,000 (1,500 to 2,500)
    incomes = pd.DataFrame({"income": [940, 1_499, 1_500, 2_460]})
    binning = KeyBinning.choose(incomes, incomes, ["income"], {"income": "round 1000"})
    assert binning.bins("income").edges == (500, 1_500, 2_500)
    assert binning.apply(incomes)["income"].tolist() == ["[500, 1500)", "[500, 1500)", "[1500, 2500]", "[1500, 2500]"]
    assert binning.describe() == {"income": "rounded to the nearest 1000 (2 values)"}
    assert binning.name() == "intruder knows income rounded to 1000" and binning.name(["age"]) is None
    with pytest.raises(ValueError, match="give a coarser unit"):
        KeyBinning.choose(incomes, incomes, ["income"], {"income": "round 0.001"})
    with pytest.raises(ValueError, match="a positive number"):
        KeyBinning.choose(incomes, incomes, ["income"], {"income": "round -5"})


def test_tied_values_merge_bins_and_the_description_says_so():
    # 50 zeros then 1..30: ranks 0, 16, 32, 48, 64, 79 hold 0, 0, 0, 0, 15, 30, so only the edges 0, 15, 30 remain
    values = pd.DataFrame({"x": np.concatenate([np.zeros(50), np.arange(1, 31)])})
    binning = KeyBinning.choose(None, values, ["x"], {"x": 5})
    assert binning.bins("x").edges == (0, 15, 30)
    assert binning.describe()["x"] == "2 quantile bins of the release (5 asked; tied values merged the others): " \
                                      "[0, 15), [15, 30]"


def test_without_an_original_the_release_s_exact_numbers_give_the_quantiles():
    # intervals and suppression are left out of the quantiles; the 25 exact values 100..124 remain:
    # ranks ⌊i·25/5⌋ = 0, 5, 10, 15, 20 and 24 hold 100, 105, 110, 115, 120, 124
    release = pd.DataFrame({"x": [str(v) for v in range(100, 125)] + ["[0-500)", "*", ""]})
    assert KeyBinning.choose(None, release, ["x"], {"x": 5}).bins("x").edges == (100, 105, 110, 115, 120, 125)


def test_overrides_a_number_of_bins_explicit_edges_or_as_written():
    chosen = KeyBinning.choose(ORIGINAL, ORIGINAL, ["age", "kids", "sex"],
                               {"age": 2, "kids": [0, 1.5, 3], "sex": "as written"})
    assert chosen.bins("age").edges == (0, 36, 60)  # ranks 0, 25 and 49: 10, 35, 59 rounded
    assert chosen.bins("kids").labels == ("[0, 1.5)", "[1.5, 3]")
    assert chosen.describe() == {"age": "2 quantile bins of the original: [0, 36), [36, 60]",
                                 "kids": "2 bins at the edges set: [0, 1.5), [1.5, 3]"}
    assert chosen.apply(ORIGINAL)["kids"].iloc[:4].tolist() == ["[0, 1.5)", "[0, 1.5)", "[1.5, 3]", "[1.5, 3]"]
    assert KeyBinning.choose(ORIGINAL, ORIGINAL, ["age"], {"age": "as-written"}).bins("age") is None
    assert KeyBinning.choose(ORIGINAL, ORIGINAL, ["age"], {"age": np.int64(1)}).bins("age").edges == (0, 80)


@pytest.mark.parametrize("override, words", [
    ({"sex": 3}, "bins for 'sex': the column holds text, not numbers, so it cannot be cut into bins; set it to "
                 "'as written'"),
    ({"sex": [0, 1]}, "bins for 'sex': the column holds text"),
    ({"age": 0}, "bins for 'age': 0 bins; give a whole number of bins, at least 1, or 'as written'"),
    ({"age": -2}, "bins for 'age': -2 bins"),
    ({"age": 2.5}, "bins for 'age': 2.5 bins"),
    ({"age": [10, 5, 20]}, "bins for 'age': the edges 10, 5, 20 do not increase; give them in increasing order"),
    ({"age": [0, 18, 18]}, "the edges 0, 18, 18 do not increase"),
    ({"age": [18]}, "bins for 'age': give at least two finite edges"),
    ({"age": [0, np.inf]}, "give at least two finite edges"),
    ({"age": ["young", "old"]}, "bins for 'age': the edges ['young', 'old'] are not all numbers"),
    ({"age": "lots"}, "bins for 'age': 'lots' is not a setting; give a number of bins, increasing edges, "
                      "'round UNIT' or 'as written'"),
    ({"age": True}, "bins for 'age': True is not a setting"),
    ({"height": 4}, "bins for 'height': it is not a key variable; the key variables are age, sex"),
])
def test_bad_settings_are_refused_in_one_line_naming_the_column(override, words):
    with pytest.raises(ValueError) as refused:
        KeyBinning.choose(ORIGINAL, ORIGINAL, ["age", "sex"], override)
    assert words in str(refused.value) and "\n" not in str(refused.value)


def test_generalized_release_cells_become_the_bins_they_may_fall_in():
    binning = KeyBinning.choose(ORIGINAL, ORIGINAL, ["age"], {"age": [10, 20, 30, 40, 60]})
    release = pd.DataFrame({"age": ["12", "[20-30)", "[15-35]", "*", "", "65+", "<15", "{12,25}", "{12,55}", None,
                                    "5", "61.5"]})
    assert binning.apply(release)["age"].astype(object).where(lambda s: s.notna(), None).tolist() == [
        "[10, 20)",  # an exact value: its bin
        "[20, 30)",  # 20 ≤ x < 30 lies in one bin
        "[10, 40)",  # 15..35 crosses three bins: their union
        "*", "*",  # suppressed, and an empty cell of a generalized column
        "[40, 60]",  # 65 and above: beyond the last edge, in the last bin
        "[10, 20)",  # below 15: from the first bin (open end) to the one holding 14.99
        "[10, 30)",  # a set of 12 and 25: two adjacent bins
        "{12,55}",  # bins 1 and 4 are not adjacent: kept as written, still matching the bins of 12 and 55
        None,  # a missing value stays missing
        "[10, 20)", "[40, 60]"]  # exact values beyond the ends count in the end bins
    numeric = binning.apply(pd.DataFrame({"age": [12.0, np.nan, 60.0]}))["age"]
    assert numeric.tolist()[0] == "[10, 20)" and pd.isna(numeric.iloc[1]) and numeric.iloc[2] == "[40, 60]"


def test_bin_names_read_back_as_their_exact_edges():
    binning = KeyBinning.choose(None, pd.DataFrame({"x": [0.1, 0.2]}), ["x"], {"x": [0.1, 0.1 + 0.2, 1e-7 + 1, 7]})
    labels = binning.bins("x").labels
    assert labels == ("[0.1, 0.30000000000000004)", "[0.30000000000000004, 1.0000001)", "[1.0000001, 7]")
    edges = binning.bins("x").edges
    for i, label in enumerate(labels):
        last = i == len(labels) - 1
        assert parse_cell(label) == Interval(edges[i], edges[i + 1] if last else np.nextafter(edges[i + 1], -np.inf))


def test_the_binning_survives_json():
    binning = KeyBinning.choose(ORIGINAL, ORIGINAL, ["age", "sex", "kids"], {"kids": [0, 2, 3]})
    again = KeyBinning.from_json(json.loads(json.dumps(binning.to_json())))
    assert again == binning and again.describe() == binning.describe()
    assert list(binning.to_json()["columns"]) == ["age", "sex", "kids"]


def test_after_binning_a_union_of_bins_matches_each_of_its_bins():
    binning = KeyBinning.choose(ORIGINAL, ORIGINAL, ["age"], {"age": [10, 20, 30, 40, 60]})
    release = pd.DataFrame({"age": ["12", "18", "25", "[15-25]", "35", "50"]})
    cut = binning.apply(release)  # [10, 20), [10, 20), [20, 30), [10, 30), [30, 40), [40, 60]
    found = key_frequencies(cut)
    # the union [10, 30) matches the three records of its bins and itself; they each match it and their own bin
    assert found.sample.tolist() == [3, 3, 2, 4, 1, 1] and found.reading == OVERLAP
    # 25 and 29 lie in the same bin, so after binning they are one category (plain ages would tell them apart)
    assert key_frequencies(binning.apply(pd.DataFrame({"age": [25, 29, 31]}))).sample.tolist() == [2, 2, 1]
    assert key_frequencies(binning.apply(ORIGINAL[["age"]])).reading == WILDCARD  # bins never overlap
