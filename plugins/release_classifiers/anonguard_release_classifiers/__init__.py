"""Attacks that learn the secret from the release itself (Cormode, 004), registered as a plugin."""

from anonguard.api import hookimpl

from anonguard_release_classifiers.attacks import GroupAttack, PublishedCountsNaiveBayes, ReleaseClassifier

__version__ = "0.1.0"
ANONGUARD_CONTRACT = 1  # the plugin contract (anonguard.api) this plugin is written for


@hookimpl
def anonguard_attacks() -> list[type]:
    return [ReleaseClassifier, PublishedCountsNaiveBayes, GroupAttack]
