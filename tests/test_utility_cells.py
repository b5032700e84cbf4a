"""The utility measures read a release through its cells (docs/utility.md): a generalized release's cells spread
over the original's grid, one binning rule for every measure, and a count table through the tables it publishes;
each against a case computed by hand."""

import math

import numpy as np
import pandas as pd
import pytest

from anonguard.data.encoding import encode_tables
from anonguard.engine.audit import Audit
from anonguard.engine.spec import AuditSpec
from anonguard.engine.utility.count_tables import compare_counts
from anonguard.engine.utility.fidelity import pair_fidelity, variable_fidelity
from anonguard.engine.utility.grid import on_grid, release_shares
from anonguard.engine.utility.plan import _decoded
from anonguard.engine.utility.spread import table_cells
from anonguard.engine.utility.whole_table import k_marginal, marginal_score

CAT, NUM = "categorical", "continuous"


def _grid(original, release, kinds, bins):
    """Both tables encoded as an audit encodes them, on the grid with the release's generalized cells."""
    data = encode_tables(original, {"r": [("r.csv", release)]}, kinds)
    (table,) = data.releases["r"]
    decoded = [_decoded(frame, data.kinds, data.codings) for frame in (data.original, table.data)]
    return on_grid(*decoded, data.kinds, bins, table_cells(table.generalized, table.data, data.codings))


def _in_order(rows):
    return np.arange(rows), np.arange(rows)


# ---------------------------------------------------------------------------------------------- generalized cells


def test_ages_banded_into_the_originals_own_bins_keep_their_distribution():
    # 0..99 in quarters: cuts 25, 50, 75 hold 0-24, 25-49, 50-74, 75-99; each band lies in one cell
    original = pd.DataFrame({"age": np.arange(100.0)})
    bands = np.array(["0-24", "25-49", "50-74", "75-99"])[np.arange(100) // 25]
    (age,) = _grid(original, pd.DataFrame({"age": bands}), {"age": NUM}, 4)
    found = variable_fidelity(age, _in_order(100))
    assert found.distance == pytest.approx(0, abs=1e-12) and found.hellinger == 0 and found.missing_release == 0
    assert found.changed == pytest.approx(1 - 1 / 25)  # each band holds the person's age as one of 25
    assert marginal_score([age], k=1).score == 1.0


def test_a_band_across_a_cut_spreads_in_the_originals_proportions():
    # cells cut at 30 (the value at the median's place): {10, 10, 10, 20} and {30, 40, 40, 40}; [10-30] holds 10,
    # 10, 10, 20 and 30, so a row of it counts 4/5 below the cut and 1/5 above: 5 rows give 4 and 1, the three 40s
    # 3 more
    original = pd.DataFrame({"x": [10.0, 10, 10, 20, 30, 40, 40, 40]})
    release = pd.DataFrame({"x": ["[10-30]"] * 5 + ["40"] * 3})
    (x,) = _grid(original, release, {"x": NUM}, 2)
    np.testing.assert_allclose(release_shares(x), [0, 0.5, 0.5, 0, 0])
    found = variable_fidelity(x, _in_order(8))
    assert found.distance == pytest.approx(0) and found.hellinger == pytest.approx(0)
    # the 10s are 3 of the band's 5 values, the 20 and the 30 one each; the 40s are unchanged
    assert found.changed == pytest.approx((3 * (1 - 3 / 5) + 2 * (1 - 1 / 5)) / 8)


def test_kolmogorov_smirnov_reads_an_interval_as_the_originals_values_inside_it():
    # [1-2] three times: 1 and 2 each half of each row, so the release's distribution function is 3/8 at 1,
    # 6/8 at 2 and at 3, 1 at 4; the original's 1/4, 2/4, 3/4, 1: the largest gap is 1/4, at 2
    original = pd.DataFrame({"x": [1.0, 2, 3, 4]})
    (x,) = _grid(original, pd.DataFrame({"x": ["[1-2]"] * 3 + ["4"]}), {"x": NUM}, 2)
    assert variable_fidelity(x).distance == pytest.approx(0.25)


def test_a_set_of_categories_spreads_in_the_originals_proportions():
    # A and B are held 3:1 (6 and 2 people), so {A,B} reads 3/4 A and 1/4 B: the release's shares are the original's
    original = pd.DataFrame({"c": ["A"] * 6 + ["B"] * 2 + ["C"] * 4})
    release = pd.DataFrame({"c": ["{A,B}"] * 8 + ["C"] * 4})
    (c,) = _grid(original, release, {"c": CAT}, 10)
    found = variable_fidelity(c, _in_order(12))
    assert found.distance == pytest.approx(0) and found.categories_lost == []
    # an A keeps its value with chance 3/4, a B with 1/4: 6 * 1/4 + 2 * 3/4 of 12 changed
    assert found.changed == pytest.approx((6 * 0.25 + 2 * 0.75) / 12)
    assert "{A,B}" not in c.labels  # a set is no category of its own


def test_a_closed_band_to_the_maximum_spreads_over_the_top_cells():
    # 1..100 in quarters (cuts 26, 51, 76); 60-100 holds 60..100: 16 values in the third quarter and 25
    # in the fourth, so each banded row counts 16/41 and 25/41 there, and the quarters stay a quarter each
    original = pd.DataFrame({"income": np.arange(1.0, 101)})
    release = pd.DataFrame({"income": [str(v) for v in range(1, 60)] + ["60-100"] * 41})
    (income,) = _grid(original, release, {"income": NUM}, 4)
    spread = income.spread
    (top,) = set(spread.pattern[59:])  # every banded row reads one spread
    assert (spread.pattern[:59] == -1).all()
    entries = slice(spread.starts[top], spread.starts[top + 1])
    assert spread.cells[entries].tolist() == [3, 4]
    np.testing.assert_allclose(spread.weights[entries], [16 / 41, 25 / 41])
    np.testing.assert_allclose(release_shares(income), [0, 0.25, 0.25, 0.25, 0.25, 0, 0])
    assert variable_fidelity(income).distance == pytest.approx(0)
    assert income.release_values[99] == 80  # IL1s and correlations still read the midpoint


def test_a_top_code_reads_at_its_finite_end_as_the_same_code_written_as_a_number():
    # >=60 says where the tail begins, not its shape: read as 60, the 41 rows join 51..59 in the third quarter
    # [51, 76), the fourth is empty; the distribution functions part most at 60: 0.6 against 1
    original = pd.DataFrame({"income": np.arange(1.0, 101)})
    spelled = pd.DataFrame({"income": [str(v) for v in range(1, 60)] + [">=60"] * 41})
    number = pd.DataFrame({"income": np.minimum(np.arange(1.0, 101), 60)})
    (income,) = _grid(original, spelled, {"income": NUM}, 4)
    (written,) = _grid(original, number, {"income": NUM}, 4)
    assert income.spread is None and income.release_values[99] == 60
    np.testing.assert_allclose(release_shares(income), [0, 0.25, 0.25, 0.5, 0, 0, 0])
    found, alike = variable_fidelity(income, _in_order(100)), variable_fidelity(written, _in_order(100))
    assert found.distance == pytest.approx(0.4) and found.changed == pytest.approx(40 / 100)  # 60 itself is kept
    assert found == alike
    bottom = _grid(original, pd.DataFrame({"income": ["<=10"] * 10 + [str(v) for v in range(11, 101)]}),
                   {"income": NUM}, 4)[0]
    assert bottom.release_values[0] == 10 and variable_fidelity(bottom).distance == pytest.approx(0.09)


def test_a_suppressed_cell_and_a_cell_standing_for_every_value_read_missing():
    original = pd.DataFrame({"c": ["A", "B", "A", "B"], "x": [1.0, 2, 3, 4]})
    release = pd.DataFrame({"c": ["A", "*", "{A,B}", "B"], "x": ["1", "*", "1-4", "4"]})
    c, x = _grid(original, release, {"c": CAT, "x": NUM}, 2)
    for column in (c, x):
        found = variable_fidelity(column, _in_order(4))
        assert found.missing_release == 0.5 and found.suppressed == 0.5
    # present: A and B once each, as the original's half and half; 1 and 4 against 1, 2, 3, 4: gap 1/4 at 1
    assert variable_fidelity(c).distance == 0
    assert variable_fidelity(x).distance == pytest.approx(0.25)
    assert variable_fidelity(c, _in_order(4)).changed == 0.5  # a suppressed value is changed


def test_an_interval_the_original_holds_no_one_in_is_read_at_its_midpoint():
    original = pd.DataFrame({"x": [1.0, 2, 9, 10]})
    (x,) = _grid(original, pd.DataFrame({"x": ["[4-6]", "2", "9", "10"]}), {"x": NUM}, 2)
    # the cut is 9 (the value at the median's place); the midpoint 5 lies below it, with 2 (cells: 0 below, 1, 2,
    # 3 above, 4 missing)
    np.testing.assert_allclose(release_shares(x), [0, 0.5, 0.5, 0, 0])
    assert variable_fidelity(x).distance == pytest.approx(0.25)  # 2, 5, 9, 10 against 1, 2, 9, 10


def test_a_pair_crosses_its_columns_spreads_row_by_row():
    # cells cut at the median 20: {10, 10} and {20, 20, 21}. [10-20] holds 10, 10, 20, 20, so each of its rows is
    # half in each cell whatever its c: the release's joint is (10, A) .2, (20, A) .2, (10, B) .2, (20, B) .4
    # against the original's (10, A) .4 and (20, B) .6
    original = pd.DataFrame({"x": [10.0, 10, 20, 20, 21], "c": ["A", "A", "B", "B", "B"]})
    release = pd.DataFrame({"x": ["[10-20]"] * 4 + ["21"], "c": ["A", "A", "B", "B", "B"]})
    x, c = _grid(original, release, {"x": NUM, "c": CAT}, 2)
    assert variable_fidelity(x).distance == pytest.approx(0, abs=1e-12)
    pair = pair_fidelity(x, c)
    assert pair.distance == pytest.approx(0.5 * (0.2 + 0.2 + 0.2 + 0.2))
    # Cramér's V of the release's table: phi² = .2²/.16 + 2 · .2²/.24 + .4²/.36 - 1 = 1/36
    assert pair.original == pytest.approx(1.0) and pair.release == pytest.approx(1 / 6)
    assert marginal_score([x, c], k=2).score == pytest.approx(0.6)
    assert marginal_score([x, c], k=1).score == pytest.approx(1.0)


# ---------------------------------------------------------------------------------------------- one binning rule


def test_values_beyond_the_originals_range_have_cells_of_their_own_in_every_measure():
    # 1..10 cut at 6 (the value at its median's place); 0 lies below the original's minimum and 20 above its
    # maximum: present shares p = (0, 1/2, 1/2, 0), q = (1/4, 1/4, 1/4, 1/4), where end bins would have hidden both
    original = pd.DataFrame({"x": np.arange(1.0, 11)})
    release = pd.DataFrame({"x": [0.0, 3, 7, 20]})
    (x,) = on_grid(original, release, {"x": NUM}, 2)
    assert x.release.tolist() == [0, 1, 2, 3] and set(x.original.tolist()) == {1, 2}
    assert variable_fidelity(x).hellinger == pytest.approx(math.sqrt(1 - 2 * math.sqrt(0.5 * 0.25)))
    assert k_marginal(original, release, {"x": NUM}, k=1, bins=2).score == pytest.approx(0.5)


# ---------------------------------------------------------------------------------------------- count tables


ORIGINAL = pd.DataFrame({"sex": list("MMMFFFMF"), "age": [20.0, 25, 35, 22, 41, 50, np.nan, 33],
                         "s": list("aabbabab")})
KINDS = {"sex": CAT, "age": NUM, "s": CAT}
# sex x s: the original's (M, a) 3, (M, b) 1, (F, a) 1, (F, b) 3; age x s: [20-30) 2 and 1, [30-50] 1 and 3,
# missing 1 and 0
COUNTS = pd.DataFrame({
    "table": ["sex x s"] * 4 + ["age x s"] * 6,
    "attribute": ["sex"] * 4 + ["age"] * 6,
    "value": ["M", "M", "F", "F", "[20-30)", "[20-30)", "[30-50]", "[30-50]", "", ""],
    "secret": ["s"] * 10,
    "secret_value": ["a", "b", "a", "b"] * 2 + ["a", "b"],
    "count": [3, 1, 1.5, -0.5, 2, 1, 1, 2, 0, 1],
})


def _counted(original, counts, kinds, seed=1):
    data = encode_tables(original, {"dp": [("c.csv", counts)]}, kinds)
    return compare_counts(data.original, data.counts["dp"], data.kinds, data.codings, data.spans, seed)


def test_each_published_table_beside_the_originals_by_hand():
    found = _counted(ORIGINAL, COUNTS, KINDS)
    sex, age = found.tables
    # -0.5 clipped: 3, 1, 1.5, 0 of 5.5 against 3, 1, 1, 3 of 8
    assert sex.distance == pytest.approx(0.5 * (abs(3 / 8 - 3 / 5.5) + abs(1 / 8 - 1 / 5.5) + abs(1 / 8 - 1.5 / 5.5)
                                                + 3 / 8))
    assert sex.attribute_distance == pytest.approx(abs(4 / 8 - 4 / 5.5))
    assert sex.secret_distance == pytest.approx(abs(4 / 8 - 4.5 / 5.5))
    assert sex.absolute_error == pytest.approx((0 + 0 + 0.5 + 3.5) / 4)
    assert (sex.published_total, sex.original_total, sex.negative) == (5.0, 8, 1)
    assert sex.total_error == pytest.approx(-3 / 8)
    assert age.distance == pytest.approx(0.5 * (abs(2 / 8 - 2 / 7) + abs(1 / 8 - 1 / 7) + abs(1 / 8 - 1 / 7)
                                                + abs(3 / 8 - 2 / 7) + 1 / 8 + 1 / 7))
    assert age.cells == 6 and age.absolute_error == pytest.approx((0 + 0 + 0 + 1 + 1 + 1) / 6)
    by_name = {v.column: v for v in found.variables}
    assert set(by_name) == {"sex", "s", "age"}  # s is published alike in both tables: one margin
    assert by_name["s"].distance == pytest.approx((abs(4 / 8 - 4.5 / 5.5) + abs(4 / 8 - 3 / 7)) / 2)
    assert by_name["age"].missing_original == 1 / 8 and by_name["age"].missing_release == pytest.approx(1 / 7)
    assert [p.columns for p in found.pairs] == [("sex", "s"), ("age", "s")]
    assert found.pairs[0].original == pytest.approx(0.5)  # a 3:1 against 1:3 table: V = |3·3 − 1·1| / 8
    assert found.rows == 6  # the tables' published totals, 5 and 7
    assert found.scores["pairs"] == pytest.approx((sex.distance + age.distance) / 2)
    assert "pairs" in found.equivalents and found.curves


def test_an_exact_count_table_reads_as_the_original():
    exact = COUNTS.assign(count=[3, 1, 1, 3, 2, 1, 1, 3, 1, 0])
    found = _counted(ORIGINAL, exact, KINDS)
    assert all(t.distance == 0 and t.absolute_error == 0 and t.total_error == 0 for t in found.tables)
    assert found.scores == {"variables": 0, "pairs": 0, "associations": 0}
    assert found.equivalents["pairs"].beyond == "above"


def test_original_rows_no_published_value_holds_are_lost_mass():
    # the table publishes [20-40] only: the 60 and the missing age fall in no published cell
    original = pd.DataFrame({"age": [20.0, 25, 35, 60, np.nan], "s": list("abaab")})
    counts = pd.DataFrame({"table": "age x s", "attribute": "age", "value": ["[20-40]"] * 2, "secret": "s",
                           "secret_value": ["a", "b"], "count": [2, 1]})
    (table,) = _counted(original, counts, {"age": NUM, "s": CAT}).tables
    assert table.distance == pytest.approx(2 / 5)  # the published cells are exact; 2 of 5 rows are outside them
    assert table.attribute_distance == 0 and table.total_error == pytest.approx(-2 / 5)


def test_an_audit_places_a_count_table_on_the_scale(tmp_path):
    rng = np.random.default_rng(3)
    original = pd.DataFrame({"sex": rng.choice(["F", "M"], 2000), "region": rng.choice(list("nsew"), 2000)})
    original.to_csv(tmp_path / "o.csv", index=False)
    exact = original.value_counts().rename("count").reset_index()
    noisy = exact.assign(table="sex x region", attribute="sex", value=exact["sex"], secret="region",
                         secret_value=exact["region"], count=exact["count"] + rng.laplace(0, 2, len(exact)))
    noisy[["table", "attribute", "value", "secret", "secret_value", "count"]].to_csv(tmp_path / "c.csv", index=False)
    spec = AuditSpec.from_dict({"format": "anonguard-audit", "version": 1, "original": {"path": "o.csv"},
                                "releases": [{"label": "dp", "tables": [{"path": "c.csv"}]}],
                                "utility": {"bins": 8}}, tmp_path)
    audit = Audit(spec).prepare()
    for _ in audit.run():
        pass
    (release,) = audit.measured["utility"].releases
    (table,) = release.count_tables
    assert table.cells == 8 and abs(release.rows - 2000) < 50
    assert 0 < release.scores["pairs"] < 0.05 and release.equivalents["pairs"].fraction > 0.1
    assert release.pairs[0].columns == ("sex", "region")
    from anonguard.engine.utility.result import UtilityResult

    assert UtilityResult.from_dict(audit.measured["utility"].to_dict()).releases[0].count_tables == [table]


def test_the_report_shows_each_published_table():
    from anonguard.engine.utility.result import ReleaseUtility
    from anonguard.report.utility_presenter import UtilityPresenter

    found = _counted(ORIGINAL, COUNTS, KINDS)
    release = ReleaseUtility("dp", found.rows, len(ORIGINAL), None, found.variables, found.pairs, len(found.pairs),
                             found.scores, found.equivalents, found.curves, notes=found.notes,
                             count_tables=found.tables)
    section = UtilityPresenter()._section(release, 1, 10)
    (table,) = [t for t in section.tables if t.title == "Published tables of 'dp'"]
    # sex x s: 4 cells, total variation 3/8, margins 5/22 and 7/22, mean absolute error 1, 5 of 8 (-37.5 %), one < 0
    assert table.rows[0] == ["sex x s", "sex × s", "4", "0.375", "0.227; 0.318", "1.00", "5 / 8 (-37.5%)", "1"]


def test_a_count_table_of_columns_the_original_lacks_says_so():
    counts = COUNTS.assign(attribute="height")  # a column the original does not hold: the encoding leaves it out
    found = _counted(ORIGINAL, counts, KINDS)
    assert found.tables == [] and found.scores == {} and found.equivalents == {}
    assert any("nothing to compare" in note for note in found.notes)
