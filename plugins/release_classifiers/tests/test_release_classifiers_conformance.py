"""Each attack keeps the plugin contract (anonguard.testing), for every model it offers."""

import pytest

from anonguard.testing import check_attack
from anonguard_release_classifiers.attacks import GroupAttack, PublishedCountsNaiveBayes, ReleaseClassifier


@pytest.mark.parametrize("cls, params", [
    (ReleaseClassifier, {}), (ReleaseClassifier, {"n_estimators": 20, "min_samples_leaf": 5}),
    *((ReleaseClassifier, {"model": model}) for model in ReleaseClassifier.parameters[0].choices),
    (PublishedCountsNaiveBayes, {}), (GroupAttack, {}), (GroupAttack, {"fallback_open": True}),
])
def test_it_keeps_the_plugin_contract(cls, params):
    check_attack(cls, params)
