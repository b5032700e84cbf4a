"""The utility grid's tails (docs/utility.md, "How the tables are compared"): a top or bottom code moves values
inside the original's top or bottom decile, where deciles alone read it as a copy; with the end bins halved toward
the extremes the pairs read it in proportion to the share coded, written as a number or as `>=x` alike. Repeated
values leave no cell empty, and a band at the original's own cuts still keeps its distribution. Every number is
worked out by hand in the comments."""

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.audit import Audit
from anonguard.engine.spec import AuditSpec
from anonguard.engine.utility.fidelity import variable_fidelity
from anonguard.engine.utility.grid import cell_rule, quantile_levels
from anonguard.report.risk_utility import _utility

from test_utility_cells import _grid, _in_order

DECILES = [i / 10 for i in range(1, 10)]


def test_the_end_bins_are_halved_while_a_tail_cell_holds_fifty_values():
    # 1,000 values: 5 % is 50 values, 2.5 % only 25; 2,000: 2.5 % is 50, 1.25 % 25
    assert quantile_levels(10, 1000) == pytest.approx([0.05, *DECILES, 0.95])
    assert quantile_levels(10, 2000) == pytest.approx([0.025, 0.05, *DECILES, 0.95, 0.975])
    assert quantile_levels(4, 100) == pytest.approx([0.25, 0.5, 0.75])  # an eighth of 100 is 12.5 values


def test_repeated_values_leave_no_cell_empty():
    # ages 20..29, 200 each: the values at the shares' places (1,999 q, rounded up) are 20 at 2.5 % and 5 %, 21 at
    # 10 % ... 29 at 90 %, 95 % and 97.5 %: cuts 21..29 (20 is the minimum), ten cells of 200. Interpolated, the
    # 90 % cut would be 28.1, and [28.1, 29) a cell no one is in
    ages = np.repeat(np.arange(20.0, 30.0), 200)
    code, cuts, size = cell_rule(ages, 10)
    assert cuts.tolist() == list(range(21, 30)) and size == 9 + 4
    assert np.bincount(code(ages), minlength=size).tolist() == [0] + [200] * 10 + [0, 0]


def test_ages_banded_at_the_originals_own_cuts_keep_their_distribution_across_the_tail_cells():
    # ages 0..99, 80 each (8,000): the deciles' cuts are 10, 20 .. 90, the bands' own edges; the tails (5 %, 2.5 %,
    # 1.25 %; 0.625 % is 50 values but falls on the minimum, 0) add 1, 2, 5 and 95, 97, 98, 99. The band 0-9 is
    # spread over [0, 1), [1, 2), [2, 5), [5, 10) as 1 : 1 : 3 : 5, the original's own counts
    ages = np.repeat(np.arange(100.0), 80)
    bands = np.array([f"{10 * b}-{10 * b + 9}" for b in range(10)])[ages.astype(int) // 10]
    (age,) = _grid(pd.DataFrame({"age": ages}), pd.DataFrame({"age": bands}), {"age": "continuous"}, 10)
    assert age.labels[1:5] == ("[-inf, 1)", "[1, 2)", "[2, 5)", "[5, 10)")
    assert age.labels[-6:-1] == ("[90, 95)", "[95, 97)", "[97, 98)", "[98, 99)", "[99, inf)")
    found = variable_fidelity(age, _in_order(8000))
    assert found.distance == pytest.approx(0, abs=1e-12) and found.hellinger == pytest.approx(0, abs=1e-7)
    assert found.changed == pytest.approx(0.9)  # a band holds the person's age as one of ten


N = 40_000
X = np.arange(1.0, N + 1)
# 40,000 values: the tails go down to 1/640 (62.5 values). The cut at share q is the value at place 39,999 q rounded
# up, plus 1: 95 % -> 38,001; 97.5 % -> 39,001; 98.75 % -> 39,501; 99.375 % -> 39,751 ... and 5 % -> 2,001;
# 2.5 % -> 1,001; 1.25 % -> 501; 0.625 % -> 251. The 95th and 99th percentiles held are 38,001 and 39,601, the 5th
# and 1st (rounded down) 2,000 and 400.
CODES = {"top-95": (">=", 38_001), "top-99": (">=", 39_601), "bottom-5": ("<=", 2_000), "bottom-1": ("<=", 400)}
# what leaves its cell: 38,001 stays in [38,001, 39,001), the 1,000 values from 39,001 up leave; 39,601 in
# [39,501, 39,751) sends the 250 from 39,751 up; 2,000 in [1,001, 2,001) takes the 1,000 below 1,001; 400 in
# [251, 501) the 250 below 251
MOVED = {"top-95": 1000 / N, "top-99": 250 / N, "bottom-5": 1000 / N, "bottom-1": 250 / N}


def _coded(label: str, spelled: bool) -> pd.Series:
    sign, code = CODES[label]
    coded = X >= code if sign == ">=" else X <= code
    if not spelled:
        return pd.Series(np.where(coded, code, X))
    return pd.Series(np.where(coded, f"{sign}{code}", X.astype(int).astype(str)))


@pytest.fixture(scope="module")
def coded_audit(tmp_path_factory):
    """One audit of the copy and of every code, as a number and as `>=x` / `<=x`, beside a category y that the
    codes leave alone (so a pair's total variation is the share of x that left its cell)."""
    folder = tmp_path_factory.mktemp("tails")
    original = pd.DataFrame({"x": X, "y": np.where(X % 3 == 0, "a", "b")})
    original.to_csv(folder / "o.csv", index=False)
    releases = {"copy": original}
    for label in CODES:
        for spelled in (False, True):
            releases[label + ("-spelled" if spelled else "")] = original.assign(x=_coded(label, spelled))
    for label, frame in releases.items():
        frame.to_csv(folder / f"{label}.csv", index=False)
    spec = AuditSpec.from_dict({"format": "anonguard-audit", "version": 1, "original": {"path": "o.csv"},
                                "releases": [{"label": label, "tables": [{"path": f"{label}.csv"}]}
                                             for label in releases],
                                "utility": {"in_order": list(releases)}}, folder)
    audit = Audit(spec).prepare()
    for _ in audit.run():
        pass
    return {r.release: r for r in audit.measured["utility"].releases}


@pytest.mark.parametrize("label", list(CODES))
def test_a_top_or_bottom_code_reads_the_share_it_moved_out_of_its_cells_in_both_spellings(coded_audit, label):
    number, spelled, copy = coded_audit[label], coded_audit[label + "-spelled"], coded_audit["copy"]
    assert copy.scores["pairs"] == 0 and _utility(copy.equivalents["pairs"]) == 1.0
    assert number.scores["pairs"] == pytest.approx(MOVED[label])  # one pair, x × y
    assert number.k_marginal.score == pytest.approx(1 - MOVED[label])  # k = 2 of two columns: the same pair
    x = {v.column: v for v in number.variables}["x"]
    changed = 1999 / N if label.endswith("5") else 399 / N  # 38,002..40,000 (or 1..1,999) written as the code
    assert x.distance == pytest.approx(changed) and x.changed == pytest.approx(changed)
    assert _utility(number.equivalents["pairs"]) < 0.9  # below the copy's 1 on the map
    assert spelled.scores == number.scores and spelled.equivalents == number.equivalents
    assert spelled.variables == number.variables and spelled.il1s == pytest.approx(number.il1s)
    assert spelled.propensity.ratio == pytest.approx(number.propensity.ratio)  # its stand-in is the code too


@pytest.mark.parametrize("twentieth, hundredth", [("top-95", "top-99"), ("bottom-5", "bottom-1")])
def test_coding_a_twentieth_loses_more_than_coding_a_hundredth(coded_audit, twentieth, hundredth):
    more, less = coded_audit[twentieth], coded_audit[hundredth]
    assert more.scores["pairs"] == pytest.approx(4 * less.scores["pairs"])  # 1,000 values leave their cells, 250
    assert _utility(more.equivalents["pairs"]) < _utility(less.equivalents["pairs"])


def test_a_code_that_holds_every_value_reads_missing_not_at_its_end():
    # >=1 on 1..4 stands for every value the original holds: suppressed, as '*' is
    original, release = pd.DataFrame({"x": [1.0, 2, 3, 4]}), pd.DataFrame({"x": [">=1", "2", "3", "4"]})
    (x,) = _grid(original, release, {"x": "continuous"}, 2)
    assert variable_fidelity(x).missing_release == 0.25
