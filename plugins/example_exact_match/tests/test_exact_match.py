"""The example plugin, tested as a plugin author would: the conformance kit, then a hand-computed case."""

import pandas as pd

from anonguard.api import AttackTask, ReleaseTable
from anonguard.testing import check_attack
from anonguard_example_exact_match import ExactMatch


def test_it_keeps_the_plugin_contract():
    check_attack(ExactMatch)
    check_attack(ExactMatch, {"min_matches": 3})


def test_the_modal_secret_of_the_exactly_matching_rows():
    release = pd.DataFrame({"a": [0, 0, 0, 1], "b": [1, 1, 1, 0], "s": [2, 2, 1, 0]})
    task = AttackTask((ReleaseTable("r", release),), ("a", "b"), "s", {"a": "categorical", "b": "categorical",
                                                                          "s": "categorical"})
    targets = pd.DataFrame({"a": [0, 1, 1], "b": [1, 0, 1]})
    predicted = ExactMatch(min_matches=1).fit(task).predict(targets)
    # (0, 1): rows 0-2, secrets 2, 2, 1 -> 2 with share 2/3; (1, 0): row 3 -> 0; (1, 1): no row -> abstain
    assert predicted.value[:2].tolist() == [2, 0] and predicted.abstain.tolist() == [False, False, True]
    assert predicted.rank_score[:2].tolist() == [2 / 3, 1.0]
    fewer = ExactMatch(min_matches=2).fit(task).predict(targets)
    assert fewer.abstain.tolist() == [False, True, True]  # one matching row is not enough
