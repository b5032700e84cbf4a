"""Risk bands decided from intervals, not read from points, and what it takes to decide an open one.

A band is claimed only when the interval supports it: *serious* or *at risk* when the interval's
lower end lies in the band, *safe* when its upper end lies below the at-risk threshold; otherwise
the result is *undetermined*. ALC and paper 000's precision improvement at equal coverage are
decided alike; the verdict takes the worse of the two unless the settings ask for ALC alone.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from statistics import NormalDist

import numpy as np

from anonguard.engine.claims.estimate import EqualCoverage, Interval, PooledPoint
from anonguard.engine.claims.measures import RiskBands, alc, wilson_interval
from anonguard.engine.settings import MeasureSettings
from anonguard.engine.claims.sweep import Curve
from anonguard.phrases import say

SAFE, AT_RISK, SERIOUS = "safe", "at-risk", "serious"
UNDETERMINED, NOT_APPLICABLE = "undetermined", "not-applicable"
# a release some of whose results could not be measured: never safe, though nothing measured says it is at risk
CANNOT_JUDGE = "cannot-be-judged"
SEVERITY = {NOT_APPLICABLE: -1, SAFE: 0, UNDETERMINED: 1, CANNOT_JUDGE: 2, AT_RISK: 3, SERIOUS: 4}


def decide(interval: Interval, bands: RiskBands) -> str:
    """The band an interval settles, or `undetermined` when it straddles the at-risk threshold."""
    if not (np.isfinite(interval.low) and np.isfinite(interval.high)):
        return UNDETERMINED
    if interval.low >= bands.serious_from:
        return SERIOUS
    if interval.low >= bands.at_risk_from:
        return AT_RISK
    if interval.high < bands.at_risk_from:
        return SAFE
    return UNDETERMINED


def worse(first: Interval, second: Interval | None) -> Interval:
    """The interval of the larger of two risk measures: the worse reading of both."""
    if second is None:
        return first
    return Interval(max(first.point, second.point), max(first.low, second.low), max(first.high, second.high))


def attempts_to_decide(interval: Interval, attempts: int, bands: RiskBands) -> int | None:
    """Attempts in all that would likely decide an undetermined interval, as intervals narrow with
    the square root of the attempts; None if the estimate sits on the threshold itself."""
    threshold, point = bands.at_risk_from, interval.point
    if point >= threshold:
        gap, spread = point - threshold, point - interval.low
    else:
        gap, spread = threshold - point, interval.high - point
    if gap <= 1e-9 or not np.isfinite(spread):
        return None
    return max(attempts + 1, math.ceil(attempts * (spread / gap) ** 2))


def min_significant_predictions(settings: MeasureSettings) -> int:
    """The fewest predictions, all correct, whose precision is significant: no smaller group can count."""
    return _fewest_significant(settings.confidence, settings.max_ci_width)


@functools.lru_cache(maxsize=32)
def _fewest_significant(confidence: float, max_ci_width: float) -> int:
    """Kept per setting pair: every result's halting and verdict asks it again (100,000 intervals each time)."""
    n = np.arange(1, 100_000)
    low, high = wilson_interval(n, n, confidence)
    ok = np.flatnonzero((np.asarray(high) - np.asarray(low)) < max_ci_width)
    return int(n[ok[0]]) if ok.size else 100_000


def recall_for_prc(target: float, settings: MeasureSettings) -> float | None:
    """The recall at which a perfectly precise predictor reaches PRC `target`; None if none can."""
    if target >= 1.0:
        return None
    if target <= 0.0:
        return settings.prc_r_min
    return settings.prc_r_min ** ((1.0 - target) ** (1.0 / settings.prc_alpha))


def _solve(measure, target: float, rising: bool) -> float | None:
    """The x in [0, 1] where the monotone `measure(x)` reaches `target`, by bisection; None if never."""
    low, high = 0.0, 1.0
    at_low, at_high = measure(low), measure(high)
    if rising and not at_low <= target <= at_high or not rising and not at_high <= target <= at_low:
        return None
    for _ in range(60):
        middle = (low + high) / 2
        if (measure(middle) < target) == rising:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def smallest_coverage_that_matters(verdict: str, alc_band: str, attack_prc: float, base_prc: float,
                                   settings: MeasureSettings, pi_min_coverage: float | None) -> float | None:
    """The smallest share of targets whose perfectly predicted group could still change `verdict`.

    A *safe* verdict could be overturned by an attack that is always right about a small group; an
    ALC-decided *at-risk* or *serious* one by a baseline that is always right about a small group.
    Groups need a minimum number of predictions to be significant at all, so this coverage fixes
    how many attempts a halted run must have made before it may claim the verdict.
    """
    bands, weight = settings.bands, settings.alc_abs_weight
    if verdict == SAFE:
        needed = _solve(lambda a: float(alc(base_prc, a, weight)), bands.at_risk_from, rising=True)
        coverage = None if needed is None else recall_for_prc(needed, settings)
        if pi_min_coverage is not None:
            coverage = pi_min_coverage if coverage is None else min(coverage, pi_min_coverage)
        return coverage
    if verdict in (AT_RISK, SERIOUS) and alc_band == verdict:
        floor = bands.serious_from if verdict == SERIOUS else bands.at_risk_from
        needed = _solve(lambda b: float(alc(b, attack_prc, weight)), floor, rising=False)
        return None if needed is None else recall_for_prc(needed, settings)
    return None


def coverage_that_moves_alc(attack_prc: float, base_prc: float, settings: MeasureSettings,
                            tolerance: float) -> float | None:
    """The smallest share of targets whose perfectly predicted group, on either side, could still move
    ALC by more than `tolerance`: until such groups could have shown, the ALC is not converged."""
    weight, now = settings.alc_abs_weight, float(alc(base_prc, attack_prc, settings.alc_abs_weight))
    raised = _solve(lambda a: float(alc(base_prc, a, weight)), now + tolerance, rising=True)
    lowered = _solve(lambda b: float(alc(b, attack_prc, weight)), now - tolerance, rising=False)
    needed = [recall_for_prc(target, settings) for target in (raised, lowered) if target is not None]
    needed = [r for r in needed if r is not None]
    return min(needed) if needed else None


def attempts_that_matter(coverage: float | None, settings: MeasureSettings) -> int:
    """Attempts needed before a group of `coverage` could show up as significant (0 if none matters)."""
    if coverage is None:
        return 0
    return math.ceil(min_significant_predictions(settings) / max(coverage, 1e-12))


def _share(value: float) -> str:
    return f"{value:.0%}" if value >= 0.095 else f"{value:.1%}" if value >= 0.00095 else f"{value:.2%}"


def _alc_value(value: float) -> str:
    return say("ALC below −1") if value < -1 else say("ALC {alc:.2f}", alc=value)


def alc_words(value: float) -> str:
    """ALC as a person reads it: far below −1 only says the attack had no advantage."""
    return say("no advantage (below −1)") if value < -1 else f"{value:.2f}"


@dataclass(frozen=True)
class Judgement:
    alc_band: str
    pi_band: str | None
    verdict: str
    note: str | None
    attempts_to_decide: int | None


def judge(alc_interval: Interval, equal: EqualCoverage | None, attack: PooledPoint, baseline: PooledPoint,
          attempts: int, settings: MeasureSettings, attack_curve: Curve | None = None) -> Judgement:
    """The verdict of a result: ALC's band and the equal-coverage improvement's, the worse of the two
    unless the settings take ALC alone, a sentence where they disagree, and what would decide it.

    *Safe* also needs the attack's curve to hold no group large enough to measure whose precision,
    though not yet significant, would make the release at risk: such a group leaves it undetermined."""
    bands = settings.bands
    alc_band = decide(alc_interval, bands)
    pi_band = None if equal is None else decide(equal.improvement, bands)
    use_pi = settings.verdict_from == "worse" and equal is not None
    combined = worse(alc_interval, equal.improvement if use_pi else None)
    verdict = decide(combined, bands)
    note = None
    if equal is not None and pi_band != alc_band:
        note = _disagreement(alc_interval, alc_band, equal, pi_band, attack, baseline)
        if not use_pi:
            note += " " + say("The verdict follows ALC alone, as the settings ask.")
    undecided = [i for i, band in ((alc_interval, alc_band), (equal and equal.improvement, pi_band if use_pi else None))
                 if band == UNDETERMINED]
    needed = [attempts_to_decide(i, attempts, bands) for i in undecided] if verdict == UNDETERMINED else []
    needed = [n for n in needed if n is not None]
    group = None if verdict != SAFE or attack_curve is None else unsettled_group(attack_curve, baseline.prc.point, settings)
    if group is not None:
        verdict = UNDETERMINED
        index, more = group
        words = say("The attacker is right {precision:.0%} of the time for {predictions:,} of the targets ({share}): "
                    "too few to be sure of, but enough to make the release at risk if it holds; about {more:,} attempts "
                    "would settle it.", precision=attack_curve.precision[index],
                    predictions=int(attack_curve.n_predictions[index]), share=_share(attack_curve.recall[index]),
                    more=more)
        note = f"{note} {words}" if note else words
        needed = [more]
    return Judgement(alc_band, pi_band, verdict, note, min(needed) if needed else None)


def unsettled_group(curve: Curve, base_prc: float, settings: MeasureSettings) -> tuple[int, int] | None:
    """The largest group on the attack's curve not yet significant whose measured PRC would put ALC in the
    at-risk band, with the attempts that would make it significant.

    Groups too small for any precision to be significant count too: 10 claims all right in 500 attempts
    are too few to measure, yet the PRC deems a group that size always right a risk, and reading the
    release safe past them would be safe by accident."""
    if len(curve) == 0:
        return None
    value = np.asarray(alc(base_prc, curve.prc, settings.alc_abs_weight), dtype=float)
    open_points = (curve.n_predictions > 0) & ~curve.within_width(settings.max_ci_width)
    risky = np.flatnonzero(open_points & (value >= settings.at_risk_from))
    if risky.size == 0:
        return None
    index = int(risky[-1])
    p = float(curve.precision[index])
    z = NormalDist().inv_cdf(0.5 + settings.confidence / 2)
    predictions = max(min_significant_predictions(settings),
                      (2 * z) ** 2 * max(p * (1 - p), 1e-3) / settings.max_ci_width ** 2)
    return index, math.ceil(curve.n_attempts * predictions / curve.n_predictions[index])


def _disagreement(alc_interval: Interval, alc_band: str, equal: EqualCoverage, pi_band: str,
                  attack: PooledPoint, baseline: PooledPoint) -> str:
    same_people = say("the attacker is right for {share} of people {attack:.0%} of the time, against {baseline:.0%} "
                      "for the baseline on the same people (precision improvement {improvement:.2f}, {band})",
                      share=_share(equal.coverage), attack=equal.attack_precision.point,
                      baseline=equal.baseline_precision.point, improvement=equal.improvement.point, band=pi_band)
    if SEVERITY[pi_band] > SEVERITY[alc_band]:
        return say("At equal coverage {same_people}; ALC reads {band} ({alc}) because the baseline's best point, "
                   "{precision:.0%} right for {share} of people, scores about as high on PRC as the attack's.",
                   same_people=same_people, band=alc_band, alc=_alc_value(alc_interval.point),
                   precision=baseline.precision.point, share=_share(baseline.recall))
    return say("ALC reads {band} ({alc}) from the attack's best point, {precision:.0%} right for {share} of people; at "
               "equal coverage {same_people}.", band=alc_band, alc=_alc_value(alc_interval.point),
               precision=attack.precision.point, share=_share(attack.recall), same_people=same_people)
