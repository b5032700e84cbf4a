"""The independent-marginals synthesizer keeps each column's distribution and nothing else."""

import numpy as np
import pandas as pd

from anonguard.api import GenerationTask
from anonguard_anonymizers.independent import IndependentMarginals

N = 20_000
RNG = np.random.default_rng(1)
X = RNG.normal(50.0, 10.0, N)
TABLE = pd.DataFrame({
    "x": X,
    "y": 2 * X + RNG.normal(0.0, 1.0, N),  # correlation ~0.999 with x
    "group": np.where(X > 55, "high", np.where(X > 45, "mid", "low")).astype(object),
    "n": RNG.integers(0, 4, N),
})
KINDS = {"x": "continuous", "y": "continuous", "group": "categorical", "n": "categorical"}


def generate(seed=0, **params):
    return IndependentMarginals(**params).generate(GenerationTask(TABLE, KINDS, seed))


def test_marginals_are_kept_approximately():
    out = generate().data
    assert len(out) == N and list(out.columns) == list(TABLE.columns)
    assert (out.dtypes == TABLE.dtypes).all()
    for column in ("group", "n"):
        frequencies = pd.concat([TABLE[column].value_counts(normalize=True),
                                 out[column].value_counts(normalize=True)], axis=1).fillna(0)
        assert (frequencies.iloc[:, 0] - frequencies.iloc[:, 1]).abs().max() < 0.02
    assert abs(out["x"].mean() - TABLE["x"].mean()) < 0.5 and abs(out["x"].std() - TABLE["x"].std()) < 0.5
    assert set(out["x"]) <= set(TABLE["x"])  # observed values, resampled


def test_correlation_is_broken():
    out = generate().data
    assert TABLE["x"].corr(TABLE["y"]) > 0.99
    assert abs(out["x"].corr(out["y"])) < 0.05
    assert pd.crosstab(out["group"], out["x"] > 55).min().min() > 0  # group no longer follows x


def test_rows_and_seed():
    assert len(generate(rows=123).data) == 123
    assert generate(seed=3).data.equals(generate(seed=3).data)
    assert not generate(seed=3).data.equals(generate(seed=4).data)
