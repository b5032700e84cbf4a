"""Naive Bayes from count tables (004 §2.2), the one learner behind the microdata and published-counts attacks.

For each attribute i with cells t and each secret value s, a count c(t, s) (exact, or noisy
when published under differential privacy). Following 004:

    Pr[t | s] = (1 + max(0, c(t, s))) / Σ_t' (1 + max(0, c(t', s)))
    Pr[s]     ∝ Σ_i Σ_t (1 + max(0, c(t, s)))            (the secret's prior from the summed tables)
    ŝ(x)      = argmax_s  log Pr[s] + Σ_i log Pr[x_i | s]

Negative noisy counts are clamped to 0 and the 1 is Laplace's correction. An attribute
whose cell for the target is unknown contributes nothing. Scores are normalized into a
posterior; its maximum is the rank score.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np


class CountNaiveBayes:
    """Naive Bayes over per-attribute count tables (cells × secret values)."""

    def __init__(self, tables: Sequence[np.ndarray], prior: np.ndarray | None = None) -> None:
        """`tables[i][t, s]` is the count of cell t of attribute i with secret value s.

        `prior` gives the secret's counts directly (exact microdata); otherwise the prior
        comes from the summed, corrected tables as 004 prescribes for noisy counts.
        """
        corrected = [1.0 + np.maximum(np.asarray(t, dtype=float), 0.0) for t in tables]
        self.log_conditional = [np.log(c / c.sum(axis=0, keepdims=True)) for c in corrected]
        totals = np.asarray(prior, dtype=float) if prior is not None else sum(c.sum(axis=0) for c in corrected)
        self.log_prior = np.log(totals / totals.sum())

    @property
    def n_classes(self) -> int:
        return self.log_prior.size

    def log_joint(self, cells: Sequence[np.ndarray]) -> np.ndarray:
        """(targets × secret values) log Pr[s] + Σ log Pr[x_i | s]; `cells[i]` is each target's cell (−1 unknown)."""
        n = cells[0].size if cells else 0
        joint = np.tile(self.log_prior, (n, 1))
        for table, index in zip(self.log_conditional, cells):
            known = index >= 0
            joint[known] += table[index[known]]
        return joint

    def posterior(self, cells: Sequence[np.ndarray]) -> np.ndarray:
        joint = self.log_joint(cells)
        joint -= joint.max(axis=1, keepdims=True)
        probability = np.exp(joint)
        return probability / probability.sum(axis=1, keepdims=True)
