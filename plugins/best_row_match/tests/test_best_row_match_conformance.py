"""best-row-match keeps the plugin contract (anonguard.testing), with its defaults and a small batch memory."""

from anonguard.testing import check_attack
from anonguard_best_row_match.attack import BestRowMatch


def test_it_keeps_the_plugin_contract():
    check_attack(BestRowMatch)
    check_attack(BestRowMatch, {"memory_mb": 16})
