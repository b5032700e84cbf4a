"""What a reconstruction attack is given and returns (the `anonguard_reconstruction_attacks` hook).

A reconstruction attack rebuilds the people behind published count tables (the US Census Bureau's attack on
its 2010 tables): per geographic unit, how many people of each person type (one category of every variable)
there are, consistent with every published cell. It also says, per unit, how far any other consistent answer
could lie from its own: 0 means the tables allow no other answer, so every reconstructed person of that unit
is determined by the tables alone.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass
from typing import ClassVar

import pandas as pd

from anonguard.data.published import PublishedTables
from anonguard.plugins.api import Component

UNIT_COLUMNS = ("unit", "people", "status", "unique", "variability", "variability_bound", "solve_seconds",
                "prove_seconds")
SOLVED, NO_ANSWER, OUT_OF_TIME, OPEN = "solved", "no answer", "out of time", "open"  # a unit's status


@dataclass(frozen=True)
class ReconstructionTask:
    """The published tables of the units to reconstruct (all of them, or one batch) and the audit's seed."""

    tables: PublishedTables
    seed: int = 0


@dataclass(frozen=True)
class Reconstruction:
    """The reconstructed people and, per unit, how sure the reconstruction is.

    `counts`: one row per unit and person type with people in it: the unit column, every variable (category
    labels) and `count`. `units`: one row per unit (`UNIT_COLUMNS`): `people` reconstructed; `status` (SOLVED,
    NO_ANSWER when the cells contradict each other, OUT_OF_TIME when no answer was found in the time limit, OPEN
    when nothing bounds how many people some type has: suppressed cells without a threshold and no total);
    `unique`, proven that no other answer fits the cells; `variability`, the largest number of people
    (summed over person types, |other - this|) found by which another fitting answer differs, and
    `variability_bound`, the most it can be (equal when proven; NaN when not looked for)."""

    counts: pd.DataFrame
    units: pd.DataFrame
    notes: tuple[str, ...] = ()


class ReconstructionAttack(Component):
    """Rebuilds the people behind published count tables, unit by unit, and bounds how far another answer could
    differ. Units are independent tasks: the engine may give an attack all units at once or in batches."""

    kind: ClassVar[str] = "reconstruction-attack"

    @abstractmethod
    def reconstruct(self, task: ReconstructionTask) -> Reconstruction:
        """The people of every unit of `task.tables`, one row per unit in `units` (in the tables' order)."""
