"""Counting queries on a target's values (Houssiau et al., 001 §5.1), all answered by one matrix product.

Q^A(x_T) = the share of rows equal to the target on every column of the subset A. With
`match` (rows × columns) telling which row equals the target on which column and `subsets`
(queries × columns) the columns of each query, a row answers a query when it mismatches none
of the query's columns: (~match) @ subsets.T == 0.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import pandas as pd

from anonguard.api import CATEGORICAL
from anonguard_membership_attacks.release import codes, numbers


def query_subsets(n_columns: int, n_queries: int, seed: int) -> np.ndarray:
    """Attribute subsets A as a boolean (queries × columns) matrix, drawn uniformly among the non-empty ones.

    When there are no more non-empty subsets than `n_queries`, every one of them is used once.
    """
    if n_columns < 63 and 2**n_columns - 1 <= n_queries:
        every = np.arange(1, 2**n_columns)
        return (every[:, None] >> np.arange(n_columns) & 1).astype(bool)
    rng = np.random.default_rng(seed)
    subsets = rng.random((n_queries, n_columns)) < 0.5
    while (empty := ~subsets.any(axis=1)).any():
        subsets[empty] = rng.random((int(empty.sum()), n_columns)) < 0.5
    return subsets


def query_answers(
    rows: pd.DataFrame, target: pd.Series, kinds: Mapping[str, str], tolerances: Mapping[str, float], subsets: np.ndarray
) -> np.ndarray:
    """Share of `rows` matching `target` on each subset of the `kinds` columns (in that order).

    A continuous value matches within its column's tolerance, a missing one matches a missing
    one; a column `rows` lacks never matches.
    """
    match = np.zeros((len(rows), len(kinds)), dtype=bool)
    for j, (column, kind) in enumerate(kinds.items()):
        if column not in rows.columns:
            continue
        if kind == CATEGORICAL:
            match[:, j] = codes(rows[column]) == int(target[column])
        else:
            values, wanted = numbers(rows[column]), float(target[column])
            match[:, j] = np.isnan(values) if np.isnan(wanted) else np.abs(values - wanted) <= tolerances[column]
    answering = ((~match).astype(np.int32) @ subsets.T.astype(np.int32)) == 0
    return answering.sum(axis=0) / max(len(rows), 1)
