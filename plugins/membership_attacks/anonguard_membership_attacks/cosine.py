"""The smallest Meeus et al. distance (001, Eq. 5) from every candidate to a table's rows.

`record_vectors` embeds records so that 1 − d = z_i · z_j (plus equal codes of wide categorical
columns); candidates and rows are embedded together so that they share the min-max scaling.
The largest similarity per candidate then comes from one matrix product per chunk of candidates.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import pandas as pd

from anonguard.api import record_vectors

# unit vectors dotted with themselves give 1 only up to rounding: closer than this is the same record
SAME_RECORD = 1e-12


def nearest_cosine(candidates: pd.DataFrame, rows: pd.DataFrame, kinds: Mapping[str, str], memory_bytes: int) -> np.ndarray:
    """Per candidate, the distance to the closest of `rows` over the `kinds` columns, in [0, 1]."""
    n = len(candidates)
    both = pd.concat([rows[list(kinds)], candidates[list(kinds)]], ignore_index=True)
    vectors = record_vectors(both, kinds)
    theirs, mine = slice(0, len(rows)), slice(len(rows), len(both))
    other_dense, other_codes = vectors.dense[theirs].T.copy(), vectors.codes[theirs].T
    chunk = int(np.clip(memory_bytes // (16 * max(len(rows), 1)), 1, max(n, 1)))
    similarity = np.empty(n)
    for start in range(0, n, chunk):
        stop = min(start + chunk, n)
        block = vectors.dense[mine][start:stop] @ other_dense
        for own, other in zip(vectors.codes[mine][start:stop].T, other_codes):
            block += vectors.weight * (own[:, None] == other[None, :])
        similarity[start:stop] = block.max(axis=1)
    distance = np.clip(1.0 - similarity, 0.0, 1.0)
    distance[distance < SAME_RECORD] = 0.0
    return distance
