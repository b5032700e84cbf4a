"""The independent-marginals synthesizer: the weakest useful synthetic data, and a reference.

Every column is drawn on its own, with replacement, from its empirical distribution: a
categorical column by its value frequencies, a continuous one by resampling its observed
values (missing values included, at their rate). Both are one operation, drawing row
positions per column. Marginals survive; all dependence between columns is gone, so an
attack doing better than the baseline here points at a flaw in the audit, not the release.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.api import GeneratedRelease, GenerationTask, Generator, Parameter


def sample_marginals(frame: pd.DataFrame, rows: int, seed: int | np.random.Generator) -> pd.DataFrame:
    """`rows` rows, each column drawn independently from `frame`'s values (dtypes kept)."""
    rng = np.random.default_rng(seed)
    n = len(frame)
    return pd.DataFrame(
        {name: frame[name].iloc[rng.integers(0, n, rows)].reset_index(drop=True) for name in frame.columns},
        columns=frame.columns,
    )


class IndependentMarginals(Generator):
    id = "independent-marginals"
    title = "Independent marginals (synthesizer)"
    description = (
        "Synthetic rows with every column sampled independently from its empirical distribution: "
        "marginals kept, all relations between columns destroyed. A reference release an attack "
        "should not beat the baseline on."
    )
    parameters = (
        Parameter("rows", "int", 0, "Rows to generate (0: as many as the input).", minimum=0, maximum=100_000_000,
                  label="Rows generated", unit="rows"),
    )

    def generate(self, task: GenerationTask) -> GeneratedRelease:
        rows = self.params["rows"] or len(task.data)
        return GeneratedRelease(sample_marginals(task.data, rows, task.seed), (
            (f"{rows} synthetic rows, every column drawn independently (with replacement) from its empirical "
             f"distribution over the {len(task.data)} input rows"),
            ("guaranteed: no dependence between columns beyond chance, marginals kept in expectation; no formal "
             "privacy guarantee (rare values and outliers of the input can reappear as they are)"),
        ))
