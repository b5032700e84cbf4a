"""Identity attacks (singling out, linkability, record linkage), registered as a plugin exactly as a third party would."""

from anonguard.api import hookimpl

from anonguard_identity_attacks.linkability import Linkability
from anonguard_identity_attacks.record_linkage import RecordLinkage
from anonguard_identity_attacks.singling_out import MultivariateSinglingOut, UnivariateSinglingOut

__version__ = "0.1.0"
ANONGUARD_CONTRACT = 1  # the plugin contract (anonguard.api) this plugin is written for


@hookimpl
def anonguard_identity_attacks() -> list[type]:
    return [MultivariateSinglingOut, UnivariateSinglingOut, Linkability, RecordLinkage]
