"""The order in which targets are attacked, and the hold-out blocks they leave the original in."""

from __future__ import annotations

import numpy as np

from anonguard.plugins.api import row_positions  # noqa: F401 - how the engine reads a selector's answer


def attack_order(
    candidates: np.ndarray, secret: np.ndarray, rng: np.random.Generator, max_dominant_fraction: float | None
) -> np.ndarray:
    """Shuffle the candidate rows; if one secret value dominates, thin its rows out.

    With a dominant value, an attack that always predicts it looks precise while learning
    nothing about anyone; holding its share of attempts to `max_dominant_fraction` keeps the
    measure informative about the other values (003 §5). The dropped rows are not attacked.
    """
    candidates = np.asarray(candidates)
    if max_dominant_fraction is not None and candidates.size:
        values, counts = np.unique(secret[candidates], return_counts=True)
        top = int(np.argmax(counts))
        share = counts[top] / candidates.size
        if share > max_dominant_fraction and share < 1.0:
            dominant = secret[candidates] == values[top]
            others = int((~dominant).sum())
            keep = int(np.floor(max_dominant_fraction / (1.0 - max_dominant_fraction) * others))
            kept = rng.choice(np.flatnonzero(dominant), size=min(keep, int(dominant.sum())), replace=False)
            candidates = np.concatenate([candidates[~dominant], candidates[kept]])
    return rng.permutation(candidates)


def block_size(n_rows: int, max_rows: int, max_fraction: float) -> int:
    """Rows per hold-out block: at most `max_rows` and at most `max_fraction` of the original."""
    return max(1, min(max_rows, int(max_fraction * n_rows)))
