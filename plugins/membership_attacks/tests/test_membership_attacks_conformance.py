"""Each membership attack keeps the plugin contract (anonguard.testing): one finite score per candidate,
whatever their number, the same scores for the same seed, inputs left as they were."""

import pytest

from anonguard.testing import check_membership_attack
from anonguard_membership_attacks import ClosestDistance, DensityRatio, ShadowModel


@pytest.mark.parametrize("cls, params", [
    (ClosestDistance, {}), (ClosestDistance, {"distance": "cosine"}), (DensityRatio, {}),
    (ShadowModel, {"n_shadows": 4, "n_queries": 20, "max_targets": 6}),
])
def test_it_keeps_the_plugin_contract(cls, params):
    check_membership_attack(cls, params)
