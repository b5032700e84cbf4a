"""The best-row-match attack, registered as a plugin exactly as a third party would."""

from anonguard.api import hookimpl

from anonguard_best_row_match.attack import BestRowMatch

__version__ = "0.1.0"
ANONGUARD_CONTRACT = 1  # the plugin contract (anonguard.api) this plugin is written for


@hookimpl
def anonguard_attacks() -> list[type]:
    return [BestRowMatch]
