"""Treatments an officer applies to a release before auditing it again (docs/treatments.md): the methods of
statistical disclosure control sdcMicro's users know, each a step of a chain that an audit file records and makes
again from its parameters and seed.

Registered through the `anonguard` entry-point group exactly as a third-party plugin is.
"""

from anonguard.api import hookimpl

__version__ = "0.1.0"
ANONGUARD_CONTRACT = 1  # the plugin contract (anonguard.api) this plugin is written for


@hookimpl
def anonguard_treatments() -> list[type]:
    # imported when the catalog asks, so that a module (and its test) stands on its own
    from anonguard_treatments.microaggregation import Microaggregation
    from anonguard_treatments.noise import AdditiveNoise, CorrelatedNoise
    from anonguard_treatments.pram import Pram
    from anonguard_treatments.recoding import GlobalRecode
    from anonguard_treatments.rounding import Rounding
    from anonguard_treatments.suppression import LocalSuppression
    from anonguard_treatments.top_coding import TopBottomCoding

    return [GlobalRecode, TopBottomCoding, Rounding, LocalSuppression, Pram, AdditiveNoise, CorrelatedNoise,
            Microaggregation]
