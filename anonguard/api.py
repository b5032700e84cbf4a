"""The public plugin API: everything a plugin may import from AnonGuard, and nothing else.

A plugin imports from here only (`from anonguard.api import Attack, AttackTask, Parameter,
Predictions, hookimpl`); every other module of `anonguard` is private and may change in any
release. What is here changes only with `CONTRACT_VERSION`: a new version of the contract is a
new number, and the catalog refuses a plugin written for another one with a message saying what
to install, instead of failing later inside an audit.

A plugin states the contract it was written for in the module its entry point names:

    ANONGUARD_CONTRACT = 1

A plugin that states none is taken to be written for the current contract.
"""

from anonguard.data.cells import GeneralizedColumn, Interval, Suppressed, ValueSet, parse_cell
from anonguard.data.published import published_tables
from anonguard.data.published_read import table_from_frame
from anonguard.data.progress import ReadCancelled, advance, open_counted, watching
from anonguard.data.record_vectors import RecordVectors, category_codes, continuous_values, record_vectors
from anonguard.plugins import hookimpl
from anonguard.plugins.api import (
    CATEGORICAL, CellRules, PublishedTable, PublishedTables, COARSEN, CONTINUOUS, COUNTS, FINISH, LINKABILITY, PERTURB, MICRODATA, RECORD_LINKAGE, SINGLING_OUT, Attack, AttackTask,
    BaselineModel, Claims, Component, CountTable, GeneratedRelease, GenerationTask, Generator, IdentityAttack,
    IdentityTask, MembershipAttack, MembershipTask, Parameter, Predicates, Predictions, ReleaseRecipe, ReleaseTable,
    SelectionTask, TableReader, TargetSelector, Treated, Treatment, TreatmentTask, UtilityMeasure, UtilityTask,
    row_positions,
)
from anonguard.phrases import say
from anonguard.plugins.hookspecs import CONTRACT_VERSION
from anonguard.plugins.reconstruction import (
    NO_ANSWER, OPEN, OUT_OF_TIME, SOLVED, UNIT_COLUMNS, Reconstruction, ReconstructionAttack, ReconstructionTask,
)
from anonguard.progress import Progress

__all__ = [
    "CONTRACT_VERSION", "hookimpl",
    # the bases a plugin's classes build on, one per hook
    "Attack", "MembershipAttack", "IdentityAttack", "TargetSelector", "BaselineModel", "Generator", "TableReader",
    "UtilityMeasure", "Treatment", "ReconstructionAttack", "Component",
    # what they are given and what they return
    "Parameter", "AttackTask", "ReleaseTable", "CountTable", "GeneralizedColumn", "Predictions",
    "MembershipTask", "IdentityTask", "Claims", "Predicates", "SelectionTask", "GenerationTask", "GeneratedRelease", "ReleaseRecipe",
    "UtilityTask", "TreatmentTask", "Treated",
    # published count tables of geographic units, and what a reconstruction attack makes of them
    "PublishedTables", "PublishedTable", "CellRules", "ReconstructionTask", "Reconstruction", "UNIT_COLUMNS",
    "SOLVED", "NO_ANSWER", "OUT_OF_TIME", "OPEN", "published_tables", "table_from_frame",
    # column kinds and what an attack reads
    "CATEGORICAL", "CONTINUOUS", "MICRODATA", "COUNTS",
    # a treatment's stage in a searched chain
    "COARSEN", "PERTURB", "FINISH",
    # the claims an identity attack makes
    "SINGLING_OUT", "LINKABILITY", "RECORD_LINKAGE",
    # how the engine reads a selector's answer
    "row_positions",
    # how a plugin makes its notes, so that the window can say them in its language
    "say",
    # how the engine reads a generalized cell (`20-29`, `{a,b}`, `*`): what a generator writes, an attack reads
    "parse_cell", "Interval", "ValueSet", "Suppressed",
    # what a table reader reports its progress with, and the token the window's Cancel writes to
    "advance", "open_counted", "ReadCancelled", "Progress", "watching",
    # the record distance of Meeus et al. (001, Eq. 5), which selectors and membership attacks share
    "record_vectors", "RecordVectors", "category_codes", "continuous_values",
]
