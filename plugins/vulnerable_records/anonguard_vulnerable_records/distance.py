"""The vulnerability score V_k of Meeus et al. (001, Definition 2) on the distance of Eq. 5.

The distance, and the embedding of records that gives every similarity by one matrix product, are
AnonGuard's (`anonguard.api.record_vectors`): membership attacks measure with the same distance.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import pandas as pd

from anonguard.api import record_vectors
from anonguard_vulnerable_records.neighbors import most_similar


def vulnerability(frame: pd.DataFrame, kinds: Mapping[str, str], k: int) -> np.ndarray:
    """V_k of every record (001, Definition 2): its mean distance to the k nearest other records.

    With fewer than k + 1 records, k is the number of other records; a lone record scores 0.
    """
    n = len(frame)
    k = min(k, n - 1)
    if k < 1:
        return np.zeros(n)
    vectors = record_vectors(frame, kinds)
    nearest = most_similar(vectors.dense, vectors.codes, vectors.weight, k + 1)
    rows = np.arange(n)
    distances = np.column_stack([vectors.distance(rows, nearest[:, j]) for j in range(k + 1)])
    # the k + 1 most similar records hold the record itself or, when a duplicate displaced it,
    # k + 1 others: dropping itself, or else the farthest, leaves exactly the k nearest others
    distances[nearest == rows[:, None]] = np.inf
    return np.sort(distances, axis=1)[:, :k].mean(axis=1)
