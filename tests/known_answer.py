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

Any baseline model, not only the majority: the secret is independent of the keys and every target is
held out of what its baseline learns from, so whatever class a model predicts for a target, and however
sure it says it is, the prediction is right with that class's share. No model's precision at any coverage
exceeds `max(SHARES)`, the majority reaches it at every coverage, and PRC at coverage r is at most the
precision: the true best baseline PRC is `max(SHARES)` whichever model the default selection picks
(`default_audit`; a model that picks worse makes the measured ALC too high, which calibration would show).

A continuous secret (`secret="continuous"`): each person falls in one of 20 five-wide intervals
[5b, 5b + 5) of [0, 100) with probability `BIN_SHARES[b]`, uniformly inside it (kept 0.5 from its
ends). The default judging of a number cuts it into bins on a round grid (anonguard/engine/attribute/secret.py,
`bin_edges`): the step is the round step at most (k-th largest − k-th smallest) / 18, k = the 1 % (at
least 10) smallest and largest values. Both tail intervals hold at least 3 % of people, so the k-th
smallest lies below 5 and the k-th largest above 95 (at 1,000 people, 30 expected where 10 are needed;
the chance of falling short is below 10⁻⁵), the step is 5 and the edges are 5, 10, …, 95: exactly the
design's intervals. A prediction is right when it lands in the person's interval, so the formulas above
hold with `BIN_SHARES` for `SHARES` (`true_measures(..., shares=BIN_SHARES)`).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.engine.claims.measures import alc, prc, precision_improvement

SHARES = np.array([0.45, 0.35, 0.2])
KEYS = ["k1", "k2", "k3", "k4"]
# the continuous secret's twenty 5-wide intervals of [0, 100) (module docstring); both tails hold 3 %
BIN_SHARES = np.array([0.03, 0.02, 0.03, 0.04, 0.06, 0.09, 0.12, 0.20, 0.11, 0.07,
                       0.05, 0.04, 0.03, 0.02, 0.02, 0.01, 0.01, 0.01, 0.01, 0.03])
BIN_WIDTH = 5.0
SECRETS = ("categorical", "continuous")


def true_measures(f: float, s: float, pi_min_coverage: float = 0.01, shares: np.ndarray = SHARES,
                  attempts: int | None = None) -> dict[str, float]:
    """True ALC and largest precision improvement (coverage ≥ `pi_min_coverage`) for copy share f, redraw share s;
    with `attempts`, what an audit of that many attempts can see (`best_prc`; improvements from the fewest
    predictions an equal-coverage comparison reads)."""
    q, base = float((shares**2).sum()), float(shares.max())
    p_copy = (1 - s) + s * q
    recall = np.linspace(max(f, 1e-9), 1.0, 100_001)  # recall[0] = f: the copies, right with p_copy
    precision = (f * p_copy + (recall - f) * q) / recall
    best = best_prc(precision, recall, attempts)
    floor = pi_min_coverage if attempts is None else max(pi_min_coverage, fewest_predictions() / attempts)
    improvements = precision_improvement(base, precision[recall >= floor])
    if f >= floor:
        improvements = np.r_[improvements, precision_improvement(base, p_copy)]
    base_prc = best_prc(np.array([base]), np.array([1.0]), attempts)
    return {"alc": float(alc(base_prc, best)), "pi": float(np.max(improvements, initial=-np.inf))}


def best_prc(precision: np.ndarray, recall: np.ndarray, attempts: int | None = None) -> float:
    """The best PRC of a true precision curve (recall rising; 0 if it has no point). With `attempts`, only over the
    points whose group, attempts × recall predictions at that precision, is significant (Wilson interval narrower
    than `max_ci_width`), and the last point (every prediction), as `estimate.choose_threshold` reads them: an
    audit never picks a group it cannot be sure of, so on a small table the truth it can reach is this one, not
    the whole curve's best."""
    from anonguard.engine.claims.measures import wilson_interval
    from anonguard.engine.settings import MeasureSettings

    value = np.asarray(prc(precision, recall), dtype=float)
    if attempts is not None:
        settings = MeasureSettings()
        n = np.asarray(recall, dtype=float) * attempts
        low, high = wilson_interval(np.asarray(precision) * n, n, settings.confidence)
        significant = np.atleast_1d(np.asarray(high) - np.asarray(low) < settings.max_ci_width)
        significant[-1] = True
        value = np.where(significant, value, -np.inf)
    return float(np.max(value, initial=0.0))


def fewest_predictions() -> int:
    """The fewest predictions an equal-coverage comparison reads (`decision.min_significant_predictions`)."""
    from anonguard.engine.claims.decision import min_significant_predictions
    from anonguard.engine.settings import MeasureSettings

    return min_significant_predictions(MeasureSettings())


def known_frames(n: int, f: float, s: float, seed: int, secret: str = "categorical") -> tuple[pd.DataFrame, pd.DataFrame]:
    """The original and its release (rows shuffled), the secret as the audit reads it: categories `v0`, `v1`, …
    or, for a continuous secret, numbers (module docstring)."""
    rng = np.random.default_rng(seed)
    shares = SHARES if secret == "categorical" else BIN_SHARES

    def secrets(size: int) -> np.ndarray:
        codes = rng.choice(len(shares), size, p=shares)
        return codes if secret == "categorical" else BIN_WIDTH * codes + rng.uniform(0.5, BIN_WIDTH - 0.5, size)

    draw = lambda size: pd.DataFrame({  # noqa: E731
        **{k: rng.uniform(0, 100, size).round(6) for k in KEYS}, "secret": secrets(size)})
    original = draw(n)
    copied = rng.random(n) < f
    copies = original[copied].copy()
    redrawn = rng.random(len(copies)) < s
    copies.loc[redrawn, "secret"] = secrets(int(redrawn.sum()))
    release = pd.concat([copies, draw(n - len(copies))], ignore_index=True).sample(frac=1, random_state=seed)
    if secret != "categorical":
        return original, release.reset_index(drop=True)
    labelled = lambda frame: frame.assign(secret=frame["secret"].map("v{}".format)).reset_index(drop=True)  # noqa: E731
    return labelled(original), labelled(release)


def known_audit(n: int, f: float, s: float, seed: int, secret: str = "categorical", models: tuple[str, ...] = ("majority",),
                work_budget: float | None = None):
    """The audit of the original and its release, frames in memory (`Audit.of_frames`): best row match
    against the baseline chosen among `models` (empty: every installed model, as users run it), in this
    process; every person attacked, or with `work_budget` 0 until the halting rule holds (what a run gets
    whose whole would not fit in its work budget)."""
    from anonguard.engine.audit import Audit
    from anonguard.engine.settings import AuditSettings
    from anonguard.engine.spec import ComponentChoice

    original, release = known_frames(n, f, s, seed, secret)
    settings = AuditSettings.from_dict({"seed": seed, "baseline": {"models": list(models)}, "limits": {"isolate": False},
                                        "halting": {"work_budget": work_budget}})
    return Audit.of_frames(original, {"known": release}, ["secret"], [KEYS], attacks=[ComponentChoice("best-row-match")],
                           kinds={**{k: "continuous" for k in KEYS}, **({"secret": "continuous"} if secret == "continuous" else {})},
                           settings=settings)


def default_audit(n: int, f: float, s: float, seed: int, secret: str = "categorical"):
    """`known_audit` as users run it: the baseline chosen among every installed model."""
    return known_audit(n, f, s, seed, secret, models=())
