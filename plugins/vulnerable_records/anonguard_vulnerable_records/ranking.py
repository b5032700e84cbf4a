"""Taking the top-R records by a score, with a seeded draw among those tied at the cut (001 §4)."""

from __future__ import annotations

import numpy as np


def top_positions(scores: np.ndarray, top: int, seed: int, tie: float = 0.0) -> np.ndarray:
    """Positions of the `top` highest scores, highest first.

    Scores within `tie` of the last score taken count as equal to it. When those equal
    scores straddle the cut, a random subset drawn with `seed` fills the remaining places,
    as Meeus et al. do, so the choice never depends on row order.
    """
    scores = np.asarray(scores, dtype=np.float64)
    order = np.argsort(-scores, kind="stable")
    if top >= scores.size:
        return order
    cut = scores[order[top - 1]]
    above = order[scores[order] > cut + tie]
    tied = np.flatnonzero(np.abs(scores - cut) <= tie)
    drawn = np.random.default_rng(seed).choice(tied, top - above.size, replace=False)
    return np.concatenate([above, drawn])
