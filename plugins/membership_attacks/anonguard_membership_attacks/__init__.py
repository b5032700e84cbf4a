"""Membership-inference attacks, registered as a plugin exactly as a third party would."""

from anonguard.api import hookimpl

from anonguard_membership_attacks.closest_distance import ClosestDistance
from anonguard_membership_attacks.density_ratio import DensityRatio
from anonguard_membership_attacks.shadow_model import ShadowModel

__version__ = "0.1.0"
ANONGUARD_CONTRACT = 1  # the plugin contract (anonguard.api) this plugin is written for


@hookimpl
def anonguard_membership_attacks() -> list[type]:
    return [ClosestDistance, DensityRatio, ShadowModel]
