"""Release generators for what-if audits: make a release from a table, then audit it; and swapping as a treatment,
a step of a chain that treats a release.

Registered through the `anonguard` entry-point group exactly as a third-party plugin is.
"""

from anonguard.api import hookimpl
from anonguard_anonymizers.dp_marginals import DPMarginals
from anonguard_anonymizers.independent import IndependentMarginals
from anonguard_anonymizers.mondrian import Mondrian
from anonguard_anonymizers.swap import Swap
from anonguard_anonymizers.swap_treatment import SwapTreatment

__version__ = "0.1.0"
ANONGUARD_CONTRACT = 1  # the plugin contract (anonguard.api) this plugin is written for


@hookimpl
def anonguard_generators() -> list[type]:
    return [Swap, Mondrian, DPMarginals, IndependentMarginals]


@hookimpl
def anonguard_treatments() -> list[type]:
    return [SwapTreatment]
