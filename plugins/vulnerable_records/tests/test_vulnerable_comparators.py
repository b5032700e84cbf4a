"""The rare-value and log-likelihood comparators (001 §5.2) and the top-R cut, on hand-checkable tables."""

import numpy as np
import pandas as pd
import pytest

from anonguard.api import SelectionTask
from anonguard_vulnerable_records.comparators import log_likelihood, rarest_share
from anonguard_vulnerable_records.ranking import top_positions
from anonguard_vulnerable_records.selectors import LogLikelihood, RareValue

# 20 records. a: row 0 holds code 2 (share .05), rows 1-2 code 1 (share .10), the rest code 0 (.85).
# x = 1..20: its 80th percentile is 1 + .8·19 = 16.2, so rows 16-19 (x = 17..20) are above it,
# with shares of records at or above their value of .20, .15, .10, .05.
RARE = pd.DataFrame({"a": [2, 1, 1] + [0] * 17, "x": np.arange(1.0, 21.0)})
RARE_KINDS = {"a": "categorical", "x": "continuous"}


def task(frame, kinds, seed=0):
    return SelectionTask(frame, tuple(frame.columns[:-1]), frame.columns[-1], kinds, seed)


def test_rarest_share_by_hand():
    share = rarest_share(RARE, RARE_KINDS, max_share=0.12, percentile=80)
    expected = np.full(20, np.inf)
    expected[[0, 1, 2, 16, 17, 18, 19]] = [0.05, 0.10, 0.10, 0.20, 0.15, 0.10, 0.05]
    np.testing.assert_allclose(share, expected)


def test_rare_value_selects_the_rarest():
    selector = RareValue(max_share=0.12, percentile=80, top=2)
    assert sorted(selector.select(task(RARE, RARE_KINDS))) == [0, 19]
    everyone = RareValue(max_share=0.12, percentile=80, top=100).select(task(RARE, RARE_KINDS))
    assert sorted(everyone[:2]) == [0, 19] and sorted(everyone) == [0, 1, 2, 16, 17, 18, 19]
    # ties at the cut (rows 1, 2, 18 share .10) are drawn with the seed
    third = RareValue(max_share=0.12, percentile=80, top=3)
    drawn = {third.select(task(RARE, RARE_KINDS, seed))[-1] for seed in range(40)}
    assert drawn == {1, 2, 18}


def test_rare_value_refuses_when_nothing_is_rare():
    constant = pd.DataFrame({"a": [0] * 5, "x": [3.0] * 5})
    with pytest.raises(ValueError, match="no record has a rare value"):
        RareValue().select(task(constant, RARE_KINDS))


def test_rare_value_ignores_missing_continuous_values_and_a_zero_share():
    frame = pd.DataFrame({"a": [0, 0, 0, 0], "x": [1.0, np.nan, 2.0, 3.0]})
    share = rarest_share(frame, {"a": "categorical", "x": "continuous"}, max_share=0.0, percentile=60)
    # 60th percentile of 1, 2, 3 is 2.2: only x = 3 is above it, held at or above by 1 of 4 records
    np.testing.assert_allclose(share, [np.inf, np.inf, np.inf, 0.25])


# 5 records, bins = 2 over x's range 0..10: x = 0, 1, 2 in bin 0 (3/5), 10 in bin 1 (1/5), NaN its own bin (1/5).
LIKELY = pd.DataFrame({"a": [0, 0, 0, 1, 0], "x": [0.0, 1.0, 2.0, 10.0, np.nan]})
LIKELY_KINDS = {"a": "categorical", "x": "continuous"}


def test_log_likelihood_by_hand():
    expected = np.log([0.8 * 0.6, 0.8 * 0.6, 0.8 * 0.6, 0.2 * 0.2, 0.8 * 0.2])
    np.testing.assert_allclose(log_likelihood(LIKELY, LIKELY_KINDS, bins=2), expected)
    assert LogLikelihood(bins=2, top=2).select(task(LIKELY, LIKELY_KINDS)).tolist() == [3, 4]


def test_log_likelihood_constant_column_counts_nothing():
    frame = LIKELY.assign(c=7.0)
    np.testing.assert_allclose(
        log_likelihood(frame, {**LIKELY_KINDS, "c": "continuous"}, bins=2), log_likelihood(LIKELY, LIKELY_KINDS, bins=2)
    )


def test_known_scope_uses_only_the_scenario_columns():
    # b and c (outside the scenario) make row 0 the least likely, .48 · .2 · .2 < .04 · .8 · .8;
    # on a and x alone it is row 3
    frame = LIKELY.assign(b=[1, 0, 0, 0, 0], c=[1, 0, 0, 0, 0])
    scenario = SelectionTask(frame, ("a",), "x", LIKELY_KINDS)
    assert LogLikelihood(bins=2, top=1).select(scenario).tolist() == [0]
    assert LogLikelihood(bins=2, top=1, columns="known").select(scenario).tolist() == [3]


def test_top_positions_cut_and_tolerance():
    scores = np.array([0.5, 0.9, 0.5 + 1e-8, 0.1, 0.5])
    assert top_positions(scores, 10, seed=0).tolist() == [1, 2, 0, 4, 3]
    assert top_positions(scores, 2, seed=0).tolist() == [1, 2]  # without tolerance 0.5 + 1e-8 is above the rest
    drawn = {top_positions(scores, 2, seed, tie=1e-6)[1] for seed in range(30)}
    assert drawn == {0, 2, 4}  # with it, the three are tied at the cut
