"""Each generator keeps the plugin contract (anonguard.testing), with its defaults and with the settings
an office would use on the kit's table (key variables a, b, x; sensitive variable s)."""

import pytest

from anonguard.testing import check_generator
from anonguard_anonymizers import DPMarginals, IndependentMarginals, Mondrian, Swap


@pytest.mark.parametrize("cls, params", [
    (Swap, {}), (Swap, {"fraction": 1.0, "columns": "a,s"}),
    (Mondrian, {}), (Mondrian, {"quasi_identifiers": "a,b,x", "k": 3, "sensitive": "s", "l": 2}),
    (IndependentMarginals, {}), (IndependentMarginals, {"rows": 50}),
    (DPMarginals, {"secret": "s"}), (DPMarginals, {"secret": "s", "quasi_identifiers": "a,x", "epsilon": 0.5}),
])
def test_it_keeps_the_plugin_contract(cls, params):
    check_generator(cls, params)
