"""When an attack scenario has made enough attempts (003 §5.1).

Attempts continue until the best PRC of attack and baseline both rest on significant
(P, R) pairs and more attempts stop improving them (diminishing returns), or stop early when
the answer is already clear: even an ALC that favours the attack (attack interval top vs
baseline interval bottom) is clearly safe, or even one that favours privacy is clearly serious.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from anonguard.engine.measures import alc, prc
from anonguard.engine.settings import AuditSettings
from anonguard.engine.sweep import Curve

SIGNIFICANT = "significant"
EARLY_SAFE = "early-safe"
EARLY_SERIOUS = "early-serious"
EXHAUSTED = "exhausted"
MAX_ATTEMPTS = "max-attempts"
CANCELLED = "cancelled"

HALT_REASONS = {
    SIGNIFICANT: "attack and baseline were significant and more attempts stopped improving them",
    EARLY_SAFE: "even the ALC most favourable to the attack was clearly safe",
    EARLY_SERIOUS: "even the ALC least favourable to the attack was clearly serious",
    EXHAUSTED: "every available target was attacked",
    MAX_ATTEMPTS: "the attempt limit was reached",
    CANCELLED: "the run was cancelled",
}


def _bounded_best_prc(curve: Curve, precision: np.ndarray, max_width: float, alpha: float, r_min: float) -> float | None:
    usable = curve.within_width(max_width)
    if not usable.any():
        return None
    return float(np.max(prc(precision[usable], curve.recall[usable], alpha, r_min)))


@dataclass
class HaltMonitor:
    """Decides, after each batch, whether the scenario should stop and why."""

    settings: AuditSettings
    history: list[tuple[float, float]] = field(default_factory=list)

    def check(self, attack: Curve, baseline: Curve, exhausted: bool) -> str | None:
        halting, measures = self.settings.halting, self.settings.measures
        early = self._early(attack, baseline)
        if early:
            return early
        a, b = attack.best_index(measures.max_ci_width), baseline.best_index(measures.max_ci_width)
        if a is not None and b is not None:
            self.history.append((float(attack.prc[a]), float(baseline.prc[b])))
            if len(self.history) > halting.patience:
                then, now = np.array(self.history[-halting.patience - 1]), np.array(self.history[-1])
                if np.all(now - then < halting.min_gain):
                    return SIGNIFICANT
        else:
            self.history.clear()
        if exhausted:
            return EXHAUSTED
        if attack.n_attempts >= halting.max_attempts:
            return MAX_ATTEMPTS
        return None

    def _early(self, attack: Curve, baseline: Curve) -> str | None:
        halting, m = self.settings.halting, self.settings.measures
        width, alpha, r_min = halting.early_halt_width, m.prc_alpha, m.prc_r_min
        attack_high = _bounded_best_prc(attack, attack.ci_high, width, alpha, r_min)
        attack_low = _bounded_best_prc(attack, attack.ci_low, width, alpha, r_min)
        base_high = _bounded_best_prc(baseline, baseline.ci_high, width, alpha, r_min)
        base_low = _bounded_best_prc(baseline, baseline.ci_low, width, alpha, r_min)
        if None in (attack_high, attack_low, base_high, base_low):
            return None
        if alc(base_low, attack_high, m.alc_abs_weight) < halting.early_safe_alc:
            return EARLY_SAFE
        if alc(base_high, attack_low, m.alc_abs_weight) > halting.early_serious_alc:
            return EARLY_SERIOUS
        return None
