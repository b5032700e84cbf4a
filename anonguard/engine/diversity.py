"""How varied a sensitive variable is within the key-variable classes of a file, whoever made the file:
l-diversity (distinct and entropy) and t-closeness (equal and ordered distance).

A class is the set of records sharing a key combination (a missing value counts as a value of its own).
- Distinct l: the number of different values of the sensitive variable in a class; the file's l is
  its smallest class's, so an intruder who finds a person's class is left with at least l values.
- Entropy l: e raised to the Shannon entropy of the class's values (sdcMicro's `ldiversity`
  "Entropy"): equal to the distinct l when the values are equally frequent, smaller when one dominates.
- t-closeness: how far a class's distribution of the sensitive variable lies from the whole file's,
  as the earth mover's distance of Li, Li and Venkatasubramanian (2007): with equal distances between
  values, half the sum of the absolute differences; with ordered values (numbers, ordered categories),
  the sum of the absolute cumulative differences over (number of values − 1). The file's t is its
  farthest class's.
Counts are taken per class and value with bincounts, in blocks of classes so that memory stays bounded.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

BLOCK_CELLS = 20_000_000  # classes × values counted at once


@dataclass(frozen=True)
class Diversity:
    """Per class (in order of first appearance) and for the file as a whole."""

    distinct: np.ndarray
    entropy: np.ndarray
    closeness: np.ndarray  # the class's distance to the file's distribution
    ordered: bool  # whether closeness used the ordered distance

    @property
    def distinct_l(self) -> int:
        return int(self.distinct.min()) if self.distinct.size else 0

    @property
    def entropy_l(self) -> float:
        return float(self.entropy.min()) if self.entropy.size else 0.0

    @property
    def t(self) -> float:
        return float(self.closeness.max()) if self.closeness.size else 0.0


def diversity(keys: pd.DataFrame, secret: pd.Series, ordered: bool = False) -> Diversity:
    """l-diversity and t-closeness of `secret` over the classes of `keys`. With `ordered`, the secret's
    values are ordered as they sort (numbers by value) and t uses the ordered distance."""
    classes = keys.groupby(list(keys.columns), sort=False, dropna=False).ngroup().to_numpy()
    values = pd.factorize(secret, sort=ordered, use_na_sentinel=False)[0]
    n_classes, n_values = int(classes.max()) + 1 if classes.size else 0, int(values.max()) + 1 if values.size else 0
    overall = np.bincount(values, minlength=n_values) / max(values.size, 1)
    distinct, entropy, closeness = (np.zeros(n_classes) for _ in range(3))
    step = max(1, BLOCK_CELLS // max(n_values, 1))
    order = np.argsort(classes, kind="stable")
    bounds = np.searchsorted(classes[order], np.arange(0, n_classes + step, step))
    for block, (start, stop) in enumerate(zip(bounds[:-1], bounds[1:])):
        if start == stop:
            continue
        first = block * step
        rows = order[start:stop]
        local = classes[rows] - first
        width = min(step, n_classes - first)
        counts = np.bincount(local * n_values + values[rows], minlength=width * n_values).reshape(width, n_values)
        share = counts / counts.sum(axis=1, keepdims=True)
        distinct[first:first + width] = (counts > 0).sum(axis=1)
        with np.errstate(divide="ignore", invalid="ignore"):
            entropy[first:first + width] = np.exp(-np.where(share > 0, share * np.log(share), 0.0).sum(axis=1))
        if ordered:
            spread = np.abs(np.cumsum(share - overall, axis=1)).sum(axis=1) / max(n_values - 1, 1)
        else:
            spread = np.abs(share - overall).sum(axis=1) / 2
        closeness[first:first + width] = spread
    return Diversity(distinct, entropy, closeness, ordered)
