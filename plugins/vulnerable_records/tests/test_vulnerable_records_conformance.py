"""Each selector keeps the plugin contract (anonguard.testing): distinct row positions of the table, the
same for the same seed, the table left as it was."""

import pytest

from anonguard.testing import check_selector
from anonguard_vulnerable_records.selectors import CustomFilter, DistanceVulnerability, LogLikelihood, RareValue


@pytest.mark.parametrize("cls, params", [
    (DistanceVulnerability, {}), (RareValue, {}), (LogLikelihood, {}), (CustomFilter, {"expression": "x > 40"}),
    (CustomFilter, {"expression": "a in [1, 2] and not s == 0"}),
])
def test_it_keeps_the_plugin_contract(cls, params):
    check_selector(cls, params)
