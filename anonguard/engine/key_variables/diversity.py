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
Only the (class, value) pairs that occur are counted, so the work grows with the records, not with
classes × values: a numeric sensitive variable of thousands of values costs no more than a category.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd


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
    # the (class, value) pairs that occur, sorted by class then value, with their counts
    pairs, counts = np.unique(classes.astype(np.int64) * n_values + values, return_counts=True)
    of_class, value = pairs // max(n_values, 1), pairs % max(n_values, 1)
    share = counts / np.bincount(classes, minlength=n_classes)[of_class]
    distinct = np.bincount(of_class, minlength=n_classes).astype(float)
    entropy = np.exp(-np.bincount(of_class, weights=share * np.log(share), minlength=n_classes))
    if ordered:
        closeness = _ordered_distance(of_class, value, share, overall, n_classes)
    else:  # half the absolute differences: over the class's values, plus the file's share of the values it lacks
        held = np.bincount(of_class, weights=np.abs(share - overall[value]) - overall[value], minlength=n_classes)
        closeness = (held + 1.0) / 2
    return Diversity(distinct, entropy, np.maximum(closeness, 0.0), ordered)


def _ordered_distance(of_class: np.ndarray, value: np.ndarray, share: np.ndarray, overall: np.ndarray,
                      n_classes: int) -> np.ndarray:
    """Per class, sum over j < m − 1 of |P(j) − Q(j)| / (m − 1), P and Q the class's and the file's cumulative
    shares. P is constant between the class's own values, and Q rises, so each stretch's sum follows from
    prefix sums of Q split where Q passes P: n log m work for n records, whatever the number m of values."""
    m = overall.size
    if m < 2:
        return np.zeros(n_classes)
    cumulative = np.cumsum(overall)[: m - 1]  # Q(j) for j = 0 .. m − 2
    prefix = np.concatenate([[0.0], np.cumsum(cumulative)])
    level = np.cumsum(share)  # running within a class once the class's own start is taken off
    starts = np.flatnonzero(np.r_[True, of_class[1:] != of_class[:-1]])
    level -= np.repeat(np.r_[0.0, level[starts[1:] - 1]], np.diff(np.r_[starts, of_class.size]))
    last = np.r_[of_class[1:] != of_class[:-1], True]
    until = np.where(last, m - 1, np.r_[value[1:], 0])  # each value's stretch ends at the class's next value
    # before a class's first value its cumulative share is 0: the stretch [0, first value)
    stretches = np.concatenate([np.zeros(starts.size, np.int64), value]), np.concatenate([value[starts], until])
    levels = np.concatenate([np.zeros(starts.size), np.minimum(level, 1.0)])
    owners = np.concatenate([of_class[starts], of_class])
    low, high = (np.minimum(bound, m - 1) for bound in stretches)
    split = np.clip(np.searchsorted(cumulative, levels, side="left"), low, high)
    below = levels * (split - low) - (prefix[split] - prefix[low])
    above = (prefix[high] - prefix[split]) - levels * (high - split)
    return np.bincount(owners, weights=below + above, minlength=n_classes) / (m - 1)
