"""An audit repeated under several seeds: how far its readings spread, and the verdict they support.

Targets, hold-out blocks, cross-fitting folds and the models' own randomness all follow the seed.
A verdict that changes with the seed is not a verdict: unless every seed gives the same band, the
result is *undetermined*.
"""

from __future__ import annotations

import numpy as np

from anonguard.engine.claims.decision import UNDETERMINED
from anonguard.engine.claims.results import ClaimsResult
from anonguard.phrases import say


def combine_repeats(result: ClaimsResult, runs: list[ClaimsResult], first_seed: int) -> None:
    """Give `result` (the first seed's run) the spread of every run and the verdict they agree on."""
    alcs = [r.alc for r in runs if r.alc is not None]
    verdicts = [r.verdict for r in runs]
    result.seed_spread = {
        "seeds": [first_seed + i for i in range(len(runs))],
        "alc": [None if r.alc is None else round(r.alc, 6) for r in runs],
        "alc_ci": [None if r.alc_ci is None else [round(v, 6) for v in r.alc_ci] for r in runs],
        "verdict": verdicts,
        "status": [r.status for r in runs],
        "n_attempts": [r.n_attempts for r in runs],
        "alc_min": None if not alcs else round(min(alcs), 6),
        "alc_max": None if not alcs else round(max(alcs), 6),
        "alc_sd": None if len(alcs) < 2 else round(float(np.std(alcs, ddof=1)), 6),
    }
    if len(set(verdicts)) > 1 and result.verdict is not None:
        seen = ", ".join(say("{verdict} (seed {seed})", verdict=v or r.status, seed=s)
                         for v, r, s in zip(verdicts, runs, result.seed_spread["seeds"]))
        result.verdict = UNDETERMINED
        note = say("The verdict differs between seeds: {verdicts}.", verdicts=seen)
        result.verdict_note = f"{result.verdict_note} {note}" if result.verdict_note else note
