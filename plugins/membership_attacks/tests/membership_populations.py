"""Encoded records of one made-up population, tasks built from them, and the fake generators the tests use."""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.api import (
    GeneratedRelease,
    GenerationTask,
    Generator,
    MembershipTask,
    ReleaseRecipe,
    ReleaseTable,
)

KINDS = {"a": "categorical", "b": "categorical", "x": "continuous", "y": "continuous"}
COLUMNS = tuple(KINDS)


def population(n: int, seed: int) -> pd.DataFrame:
    """`n` encoded records: two categorical columns, two continuous ones (y missing one time in ten)."""
    rng = np.random.default_rng(seed)
    a = rng.choice(4, n, p=[0.4, 0.3, 0.2, 0.1])
    y = rng.uniform(0.0, 100.0, n)
    y[rng.random(n) < 0.1] = np.nan
    return pd.DataFrame({"a": a, "b": rng.integers(0, 3, n), "x": rng.normal(a * 2.0, 1.0), "y": y})


def membership_task(release: pd.DataFrame, reference: pd.DataFrame, training_size: int | None = None,
                    recipe: ReleaseRecipe | None = None, seed: int = 0) -> MembershipTask:
    return MembershipTask((ReleaseTable("release", release),), COLUMNS, KINDS, reference,
                          len(release) if training_size is None else training_size, seed, recipe)


def identity(frame: pd.DataFrame) -> pd.DataFrame:
    return frame.copy()


class CopyGenerator(Generator):
    """Publishes its input as it is: the release every membership attack should break."""

    id = "copy"
    title = "Copy"
    description = "Returns the input table."

    def generate(self, task: GenerationTask) -> GeneratedRelease:
        return GeneratedRelease(task.data.copy())


class IndependentGenerator(Generator):
    """Publishes fresh records of the population, as many as its input: nothing of the input leaks."""

    id = "independent"
    title = "Independent"
    description = "Returns population records unrelated to the input."

    def generate(self, task: GenerationTask) -> GeneratedRelease:
        return GeneratedRelease(population(len(task.data), 10_000 + task.seed))


class CountsGenerator(Generator):
    """Publishes count tables, like the DP-marginals generator."""

    id = "counts"
    title = "Counts"
    description = "Returns a count table."

    def generate(self, task: GenerationTask) -> GeneratedRelease:
        return GeneratedRelease(pd.DataFrame({
            "table": ["a×b"], "attribute": ["a"], "value": ["0"], "secret": ["b"], "secret_value": ["1"], "count": [3.0],
        }))


def recipe(generator: Generator) -> ReleaseRecipe:
    """The generator with identity converters: its input and output are already encoded."""
    return ReleaseRecipe(generator, KINDS, identity, identity)
