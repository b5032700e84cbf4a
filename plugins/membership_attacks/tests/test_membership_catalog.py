"""The attacks are found through the entry point, and their parameters are checked before they run."""

import pytest

from anonguard.testing import load_catalog
from anonguard_membership_attacks import ClosestDistance, DensityRatio, ShadowModel


def test_every_attack_is_discovered_through_the_entry_point():
    catalog = load_catalog()
    for cls in (ClosestDistance, DensityRatio, ShadowModel):
        entry = catalog.get("membership-attack", cls.id)
        assert entry.cls is cls and entry.plugin == "membership_attacks" and entry.version == "0.1.0"
    assert not [p for p in catalog.problems if "membership" in p.plugin]


def test_defaults_and_batching():
    assert ShadowModel().get_params() == {"n_shadows": 32, "n_queries": 200, "tolerance": 0.02, "max_targets": 200}
    assert ShadowModel(max_targets=10).max_candidates == 10  # the engine scores at most this many
    assert ShadowModel.batch_size == 1 and ClosestDistance.batch_size is None
    assert ClosestDistance().get_params()["distance"] == "gower"


@pytest.mark.parametrize("cls, params, message", [
    (ShadowModel, {"n_shadows": 1}, "shadow-model.n_shadows must lie between 4 and 100,000, got 1"),
    (ShadowModel, {"tolerance": -0.1}, "shadow-model.tolerance must lie between 0 and 1, got -0.1"),
    (ClosestDistance, {"distance": "euclidean"}, "closest-distance.distance must be one of 'gower', 'cosine', got 'euclidean'"),
    (ClosestDistance, {"memory_mb": 1}, "closest-distance.memory_mb must lie between 16 and 16,384, got 1"),
    (DensityRatio, {"learning_rate": 0}, "density-ratio.learning_rate must lie between 0.0001 and 1, got 0"),
    (DensityRatio, {"depth": 3}, "has no parameter 'depth'"),
])
def test_bad_parameters_are_rejected(cls, params, message):
    with pytest.raises(ValueError, match=message):
        cls(**params)
