"""Target selectors for pre-targeted audits, registered as a plugin exactly as a third party would."""

from anonguard.api import hookimpl

from anonguard_vulnerable_records.selectors import (
    CustomFilter,
    DistanceVulnerability,
    LogLikelihood,
    RareValue,
)

__version__ = "0.1.0"
ANONGUARD_CONTRACT = 1  # the plugin contract (anonguard.api) this plugin is written for


@hookimpl
def anonguard_target_selectors() -> list[type]:
    return [DistanceVulnerability, RareValue, LogLikelihood, CustomFilter]
