"""Differentially private two-way marginals QI_i × secret, the release attacked in 004 §2.2.

One person is counted once in each of the m tables, so adding or removing a person changes
the whole release by at most m in L1: the sensitivity is m, and noise of scale m/ε on every
count gives ε-differential privacy (Laplace with scale m/ε, or two-sided geometric with
α = exp(−ε/m)). The secret's own marginal is not published: an attacker takes the prior
from the summed tables, which keeps the sensitivity at m rather than m + 1.

Every cell of the full domain is published, zero counts included, so which combinations
occur is hidden too. Continuous columns are cut into equal-width bins `[lo-hi)` (the last
closed, `[lo-hi]`); a missing value is a category of its own, written as an empty value.
"""

from __future__ import annotations

from itertools import pairwise

import numpy as np
import pandas as pd

from anonguard.api import CONTINUOUS, GeneratedRelease, GenerationTask, Generator, Parameter
from anonguard_anonymizers.columns import check_column, quasi_identifiers
from anonguard_anonymizers.values import is_numeric, number_label, ordered_values

COLUMNS = ("table", "attribute", "value", "secret", "secret_value", "count")
MISSING = ""


def equal_width_bins(values: np.ndarray, bins: int) -> tuple[np.ndarray, np.ndarray]:
    """Bin of every value (NaN: -1) and the bins' interval labels over the observed range.

    Inner edges are rounded to a thousandth of a bin's width, so labels stay readable; the
    rounded edges are the ones used, so every value lies in the interval its label names.
    """
    present = values[~np.isnan(values)]
    if present.size == 0:
        return np.full(values.size, -1), np.array([], dtype=object)
    low, high = float(present.min()), float(present.max())
    if low == high:
        edges = np.array([low, high])
    else:
        inner = np.linspace(low, high, bins + 1)[1:-1]
        decimals = max(0, 3 - int(np.floor(np.log10((high - low) / bins))))
        edges = np.concatenate([[low], np.round(inner, decimals), [high]])
    codes = np.searchsorted(edges[1:-1], values, side="right")
    codes = np.where(np.isnan(values), -1, codes)
    text = [number_label(e) for e in edges]
    labels = [f"[{a}-{b})" for a, b in pairwise(text[:-1])] + [f"[{text[-2]}-{text[-1]}]"]
    return codes, np.array(labels, dtype=object)


def domain(series: pd.Series, kind: str | None, bins: int) -> tuple[np.ndarray, np.ndarray]:
    """Every row's code in the column's full domain, and the domain's labels (missing last)."""
    if kind == CONTINUOUS:
        codes, labels = equal_width_bins(pd.to_numeric(series, errors="coerce").to_numpy(float, na_value=np.nan), bins)
        missing = codes < 0
    else:
        values = ordered_values(series, is_numeric(series, kind))
        codes, labels, missing = values.codes, values.labels, values.codes == values.missing_code
    if missing.any():
        codes = np.where(missing, len(labels), codes)
        labels = np.append(labels, MISSING)
    return codes, labels


def two_sided_geometric(rng: np.random.Generator, rate: float, size: int) -> np.ndarray:
    """Integers with P(z) ∝ α^|z|, α = exp(−rate): the difference of two geometric counts of
    failures with success probability 1 − α (computed as −expm1(−rate), exact for tiny rates)."""
    success = -np.expm1(-rate)
    return rng.geometric(success, size) - rng.geometric(success, size)


class DPMarginals(Generator):
    id = "dp-marginals"
    title = "Differentially private marginals"
    description = (
        "Publishes the two-way count tables of each quasi-identifier with the secret, every cell of the "
        "full domain with Laplace or two-sided geometric noise of scale m/ε (m tables: sensitivity m), "
        "in AnonGuard's long count-table format. The attack this invites is naive Bayes from the noisy "
        "counts (Cormode, 004 §2.2)."
    )
    parameters = (
        Parameter("secret", "str", "", "The column every table is crossed with (required).", label="Sensitive variable"),
        Parameter("quasi_identifiers", "str", "",
                  "Comma-separated columns to cross with the secret (empty: every other column).",
                  label="Key variables (quasi-identifiers)"),
        Parameter("mechanism", "choice", "laplace",
                  "laplace: continuous noise; geometric: integer two-sided geometric noise.",
                  choices=("laplace", "geometric")),
        Parameter("epsilon", "float", 1.0, "Privacy budget of the whole release (larger: less noise).",
                  minimum=1e-6, label="Privacy budget ε"),
        Parameter("bins", "int", 10, "Equal-width bins for continuous columns.", minimum=1, maximum=10_000),
    )

    def generate(self, task: GenerationTask) -> GeneratedRelease:
        frame, bins = task.data, self.params["bins"]
        secret, qis = self._columns(frame)
        secret_codes, secret_labels = domain(frame[secret], task.kinds.get(secret), bins)
        tables = [self._table(frame[c], task.kinds.get(c), bins, secret, secret_codes, secret_labels) for c in qis]
        counts = pd.concat(tables, ignore_index=True)
        m, epsilon = len(qis), self.params["epsilon"]
        rng = np.random.default_rng(task.seed)
        exact = counts["count"].to_numpy()
        if self.params["mechanism"] == "laplace":
            counts["count"] = exact + rng.laplace(0.0, m / epsilon, len(exact))
            noise = f"Laplace noise with scale m/ε = {m}/{epsilon:g} = {m / epsilon:g}"
        else:
            alpha = float(np.exp(-epsilon / m))
            counts["count"] = exact + two_sided_geometric(rng, epsilon / m, len(exact))
            noise = f"two-sided geometric noise with α = exp(−ε/m) = {alpha:.6g} (scale m/ε = {m / epsilon:g})"
        binned = [c for c in (*qis, secret) if task.kinds.get(c) == CONTINUOUS]
        return GeneratedRelease(counts, (
            (f"ε-differential privacy with ε = {epsilon:g} for the {m} table(s) QI × {secret!r}: sensitivity "
             f"m = {m} (a person is counted once in each table), {noise} on every count"),
            (f"all {len(counts)} cells of the full domain published, zero counts included; negative and "
             "fractional counts kept as drawn"),
            "the secret's own marginal is not released: the prior comes from the summed tables (004 §2.2)",
            (f"{', '.join(binned)} cut into {bins} equal-width bins over the observed range; " if binned else "")
            + "the domain (categories, minimum and maximum) is taken from the data and is not itself protected",
        ))

    def _columns(self, frame: pd.DataFrame) -> tuple[str, list[str]]:
        """The secret and the quasi-identifiers crossed with it, checked against the table."""
        secret = self.params["secret"].strip()
        if not secret:
            raise ValueError("the secret parameter is required: the column every table is crossed with")
        check_column(secret, frame, "secret")
        return secret, quasi_identifiers(self.params["quasi_identifiers"], frame, secret, "the secret",
                                         "cross with the secret")

    @staticmethod
    def _table(series: pd.Series, kind: str | None, bins: int, secret: str,
               secret_codes: np.ndarray, secret_labels: np.ndarray) -> pd.DataFrame:
        """The exact counts of one table QI × secret, one row per cell of the full domain."""
        codes, labels = domain(series, kind, bins)
        n_secret = len(secret_labels)
        cells = np.bincount(codes * n_secret + secret_codes, minlength=len(labels) * n_secret)
        return pd.DataFrame({
            "table": f"{series.name} x {secret}",
            "attribute": series.name,
            "value": np.repeat(labels, n_secret),
            "secret": secret,
            "secret_value": np.tile(secret_labels, len(labels)),
            "count": cells,
        }, columns=list(COLUMNS))
