"""Reconstruction attacks on published count tables (docs/reconstruction.md): the US Census Bureau's integer
program per geographic unit, with a second program proving whether the tables allow another answer.

Registered through the `anonguard` entry-point group exactly as a third-party plugin is.
"""

from anonguard.api import hookimpl

__version__ = "0.1.0"
ANONGUARD_CONTRACT = 1  # the plugin contract (anonguard.api) this plugin is written for


@hookimpl
def anonguard_reconstruction_attacks() -> list[type]:
    # imported when the catalog asks, so that listing the catalog does not import the solver
    from anonguard_reconstruction.integer_program import IntegerProgram

    return [IntegerProgram]
