"""The best-row-match attack, registered as a plugin exactly as a third party would."""

from anonguard.plugins import hookimpl

from anonguard_best_row_match.attack import BestRowMatch

__version__ = "0.1.0"


@hookimpl
def anonguard_attacks() -> list[type]:
    return [BestRowMatch]
