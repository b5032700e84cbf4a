"""Attacks that learn the secret from the release itself (Cormode, 004), registered as a plugin."""

from anonguard.plugins import hookimpl

from anonguard_release_classifiers.attacks import GroupAttack, PublishedCountsNaiveBayes, ReleaseClassifier

__version__ = "0.1.0"


@hookimpl
def anonguard_attacks() -> list[type]:
    return [ReleaseClassifier, PublishedCountsNaiveBayes, GroupAttack]
