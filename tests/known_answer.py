"""Releases whose true attack and baseline precision are known analytically (calibration).

Every person has four continuous key variables drawn uniformly (so nobody shares a key combination
with anyone else, and no two release rows are ever equally near a person) and a sensitive variable drawn from `SHARES`, independently of the
keys. The best baseline therefore predicts the largest class for everybody: precision
`max(SHARES)` at every coverage, and PRC `max(SHARES)`.

The release holds, for each person with probability `f`, an exact copy of their record, whose
sensitive value is redrawn from `SHARES` with probability `s`; every other release row is an
independent draw. Best row match finds a copy at distance 0 (rank score 1) and is then right with
probability `1 - s + s·q`, q = Σ share², the chance that a value drawn from `SHARES` is the
person's; for everyone else its nearest row belongs to somebody else, right with probability q.
So the attack's precision at coverage r is `(f·p_copy + (r − f)·q) / r` for r ≥ f, and the true
best PRC, ALC and precision improvement follow.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.engine.measures import alc, prc, precision_improvement

SHARES = np.array([0.45, 0.35, 0.2])
KEYS = ["k1", "k2", "k3", "k4"]


def true_measures(f: float, s: float, pi_min_coverage: float = 0.01) -> dict[str, float]:
    """True ALC and largest precision improvement (coverage ≥ `pi_min_coverage`) for copy share f, redraw share s."""
    q, base = float((SHARES**2).sum()), float(SHARES.max())
    p_copy = (1 - s) + s * q
    recall = np.linspace(max(f, 1e-9), 1.0, 100_001)
    precision = (f * p_copy + (recall - f) * q) / recall
    best = max(float(prc(p_copy, f)) if f > 0 else 0.0, float(np.max(prc(precision, recall))))
    improvements = precision_improvement(base, precision[recall >= pi_min_coverage])
    if f >= pi_min_coverage:
        improvements = np.r_[improvements, precision_improvement(base, p_copy)]
    return {"alc": float(alc(prc(base, 1.0), best)), "pi": float(np.max(improvements))}


def known_audit(n: int, f: float, s: float, seed: int):
    """The audit of the original and its release, frames in memory (`Audit.of_frames`): best row match
    against the majority baseline, every person attacked."""
    from anonguard.engine.audit import Audit
    from anonguard.engine.settings import AuditSettings
    from anonguard.engine.spec import ComponentChoice

    rng = np.random.default_rng(seed)
    draw = lambda size: pd.DataFrame({  # noqa: E731
        **{k: rng.uniform(0, 100, size).round(6) for k in KEYS}, "secret": rng.choice(len(SHARES), size, p=SHARES)})
    original = draw(n)
    copied = rng.random(n) < f
    copies = original[copied].copy()
    redrawn = rng.random(len(copies)) < s
    copies.loc[redrawn, "secret"] = rng.choice(len(SHARES), int(redrawn.sum()), p=SHARES)
    release = pd.concat([copies, draw(n - len(copies))], ignore_index=True).sample(frac=1, random_state=seed)
    labelled = lambda frame: frame.assign(secret=frame["secret"].map("v{}".format)).reset_index(drop=True)  # noqa: E731
    settings = AuditSettings.from_dict({"seed": seed, "baseline": {"models": ["majority"]}, "limits": {"isolate": False},
                                        "halting": {"time_budget_seconds": None}})
    return Audit.of_frames(labelled(original), {"known": labelled(release)}, ["secret"], [KEYS],
                           attacks=[ComponentChoice("best-row-match")], kinds={k: "continuous" for k in KEYS},
                           settings=settings)
