"""Measuring claims, whatever they are about: what attribute inference and the identity attacks share.

An attack's claims (a sensitive value, "this person is unique", "these two records are one person",
"this row is that person") and the same claims made from people the release says nothing about (the
non-member baseline) are measured alike: curves, cross-fitted operating points, ALC with its interval,
precision at equal coverage, the verdict (`measure_sides`); what the halting rule reads after each batch
(`halting_reading`); and what a finished run may claim (`settle_run`).
"""

from __future__ import annotations

from statistics import NormalDist

import numpy as np

from anonguard.engine.claims.decision import (
    SAFE, UNDETERMINED, attempts_that_matter, coverage_that_moves_alc, judge, min_significant_predictions,
    smallest_coverage_that_matters,
)
from anonguard.engine.claims.estimate import (
    Attempts, PooledPoint, alc_interval, folds_of, pooled_best, pooled_equal_coverage, thinned_equal_coverage,
)
from anonguard.engine.claims.halting import CANCELLED, MAX_ATTEMPTS, TIME_BUDGET, WORK_BUDGET, Reading
from anonguard.engine.claims.measures import alc, wilson_interval
from anonguard.engine.outcome import Status
from anonguard.engine.claims.results import OperatingPoint, ClaimsResult
from anonguard.engine.settings import AuditSettings, MeasureSettings
from anonguard.engine.claims.sweep import sweep
from anonguard.phrases import say


def halting_reading(result: ClaimsResult, settings: AuditSettings, done: int, elapsed: float) -> Reading:
    """What the halting rule looks at after a batch of `done` attempts measured into `result`."""
    decided = result.verdict not in (UNDETERMINED, None) and _settled(result, settings)
    return Reading(done, decided, attempts_that_matter(_coverage_that_matters(result, settings), settings.measures),
                   _best_prcs(result, settings.measures), elapsed)


def _settled(result: ClaimsResult, settings: AuditSettings) -> bool:
    """ALC's interval, read on [−1, 1] (below −1 only says 'no advantage'), is at most twice the halting
    tolerance wide: a halted ALC then lands near the converged one, not only in the same band."""
    if result.alc_ci is None:
        return False
    low, high = (min(max(v, -1.0), 1.0) for v in result.alc_ci)
    return high - low <= 2 * settings.halting.alc_tolerance


def _best_prcs(result: ClaimsResult, measures: MeasureSettings) -> tuple[float | None, float | None]:
    """Each side's in-sample best significant PRC (None while it has none): what rises as its small,
    sure groups become significant."""
    best = []
    for curve in (result.attack_curve, result.baseline_curve):
        index = curve.best_index(measures.max_ci_width) if curve is not None else None
        best.append(None if index is None else float(curve.prc[index]))
    return best[0], best[1]


def _coverage_that_matters(result: ClaimsResult, settings: AuditSettings) -> float | None:
    """The smallest group that could still change the verdict, or move ALC by more than the halting
    tolerance (`halting.alc_tolerance`): the run must have given it the chance to show."""
    measures = settings.measures
    if result.attack is None or result.baseline is None or result.verdict is None:
        return None
    pi_floor = measures.pi_min_coverage if measures.verdict_from == "worse" else None
    coverages = [smallest_coverage_that_matters(result.verdict, result.risk, result.attack.prc, result.baseline.prc,
                                                measures, pi_floor),
                 coverage_that_moves_alc(result.attack.prc, result.baseline.prc, measures,
                                         settings.halting.alc_tolerance)]
    coverages = [c for c in coverages if c is not None]
    return min(coverages) if coverages else None


def settle_run(result: ClaimsResult, settings: AuditSettings, claims: bool = False) -> None:
    """What the finished run can claim: nothing if the attack hardly predicted, no *safe* verdict from a
    run stopped before the smallest group that could overturn it had a chance to show, and none from a run
    the clock stopped (not the recorded answer). `claims`: the result is about identity claims, which an
    attack may rightly make none of."""
    floor = min_significant_predictions(settings.measures)
    made = int(result.attempts["attack_abstained"].eq(False).sum()) if result.attempts is not None else 0
    if made == 0 and claims and result.status == Status.OK:
        _nothing_to_claim(result, settings)
        _not_safe_by_the_clock(result)
        return
    if made < floor:
        result.status = Status.NOT_APPLICABLE if result.status == Status.OK else result.status
        result.problems.append(_too_few(claims, made, result.n_attempts, floor))
        result.clear_measures()
        return
    coverage = _coverage_that_matters(result, settings)
    needed = attempts_that_matter(coverage, settings.measures)
    if result.halt_reason == TIME_BUDGET:
        _not_safe_by_the_clock(result)
        return
    if result.verdict == SAFE and result.halt_reason in (WORK_BUDGET, MAX_ATTEMPTS, CANCELLED) and result.n_attempts < needed:
        result.verdict = UNDETERMINED
        result.attempts_to_decide = min(needed, result.n_targets_available)
        result.verdict_note = ((result.verdict_note + " ") if result.verdict_note else "") + say(
            "The run stopped after {attempts:,} attempts, too few for a group of {coverage:.2%} of the targets whose "
            "secrets the attacker learns every time to show up, and such a group would make the release at risk: safe "
            "cannot be claimed yet.", attempts=result.n_attempts, coverage=coverage)


def _too_few(claims: bool, made: int, attempts: int, floor: int) -> str:
    """Why a result whose attack hardly predicted (or claimed) is not applicable."""
    if claims and made == 0:
        return say("the attack made no claims in {attempts:,} attempts: at least {floor} are needed before any precision "
                   "can be measured; too few to measure how often they are right; they are kept in the attempts",
                   attempts=attempts, floor=floor)
    if claims:
        return say("the attack made only {made} claims in {attempts:,} attempts: at least {floor} are needed before any "
                   "precision can be measured; too few to measure how often they are right; they are kept in the "
                   "attempts", made=made, attempts=attempts, floor=floor)
    if made == 0:
        return say("the attack made no predictions in {attempts:,} attempts: at least {floor} are needed before any "
                   "precision can be measured; check that the release holds the known columns and codes them like the "
                   "original", attempts=attempts, floor=floor)
    return say("the attack made only {made} predictions in {attempts:,} attempts: at least {floor} are needed before any "
               "precision can be measured; check that the release holds the known columns and codes them like the "
               "original", made=made, attempts=attempts, floor=floor)


def _not_safe_by_the_clock(result: ClaimsResult) -> None:
    """A run the time limit stopped depends on the machine's speed: what it found stands, safe does not."""
    if result.verdict != SAFE or result.halt_reason != TIME_BUDGET:
        return
    result.verdict = UNDETERMINED
    result.verdict_note = ((result.verdict_note + " ") if result.verdict_note else "") + say(
        "The time limit stopped the run after {attempts:,} attempts, before those its work budget allows: this is not "
        "the recorded answer (a re-run may go further), so safe cannot be claimed from it; run it without the time "
        "limit (halting.time_limit_seconds).", attempts=result.n_attempts)


def _nothing_to_claim(result: ClaimsResult, settings: AuditSettings) -> None:
    """An identity attack that made no claim at all: nobody could be claimed in its attempts, but that says
    little after a few of them. The rule (docs/identity.md, "Nothing to claim"): claims always right about a
    share `c` of the people reach the at-risk band against a baseline that claims nothing (`c` follows from the
    bands and the PRC); safe only when the 95 % upper bound on the claim rate, 0 claims in n attempts, lies
    below `c`; otherwise undetermined, with the attempts that would decide it."""
    measures = settings.measures
    n = result.n_attempts
    _, most = wilson_interval(0, n, measures.confidence)
    matters = smallest_coverage_that_matters(SAFE, SAFE, 0.0, 0.0, measures, None)
    result.clear_measures()
    found = {"attempts": n, "most": _percent(float(most)), "confidence": measures.confidence}
    if matters is None or float(most) < matters:
        result.verdict = result.risk = SAFE
        result.verdict_note = say(
            "The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release "
            "fits one person, or no row agrees with both of anyone's views. At most {most} of the people could be "
            "claimed ({confidence:.0%} upper bound); claims always right about any share of them could not make the "
            "release at risk. There is no precision to measure.", **found) if matters is None else say(
            "The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release "
            "fits one person, or no row agrees with both of anyone's views. At most {most} of the people could be "
            "claimed ({confidence:.0%} upper bound); claims always right about {matters} of them would make the release "
            "at risk, so nothing that matters was missed. There is no precision to measure.", **found,
            matters=_percent(matters))
        return
    needed = attempts_to_rule_out(matters, measures.confidence)
    result.verdict, result.risk = UNDETERMINED, UNDETERMINED
    result.attempts_to_decide = needed
    result.verdict_note = say(
        "The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits "
        "one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed "
        "({confidence:.0%} upper bound); claims always right about {matters} of them would already make the release at "
        "risk, so safe cannot be claimed yet: {needed:,} attempts without a claim would decide it.", **found,
        matters=_percent(matters), needed=needed)


def attempts_to_rule_out(coverage: float, confidence: float) -> int:
    """The fewest attempts whose upper bound on the claim rate, when none of them made a claim, lies below
    `coverage`: Wilson's upper end for 0 in n is z² / (n + z²)."""
    z2 = NormalDist().inv_cdf(1 - (1 - confidence) / 2) ** 2
    return int(np.floor(z2 * (1 - coverage) / coverage)) + 1


def _percent(share: float) -> str:
    return f"{share:.1%}" if share >= 0.001 else f"{share:.3%}"


def measure_sides(result: ClaimsResult, attack: Attempts, baseline: Attempts, measures: MeasureSettings,
                  scale: float = 1.0) -> PooledPoint:
    """Fill `result`'s curves, cross-fitted operating points, ALC, equal-coverage comparison and verdict
    from both sides' attempts (in attack order); whatever the claims were about. Returns the baseline's
    pooled point (the open prediction is compared with it)."""
    done = len(attack)
    result.attack_curve = sweep(attack.correct, attack.score, attack.predicted, settings=measures, recall_scale=scale)
    result.baseline_curve = sweep(baseline.correct, baseline.score, baseline.predicted, settings=measures,
                                  recall_scale=scale)
    result.n_attempts = done
    in_sample = [OperatingPoint.of(c, measures.max_ci_width) for c in (result.baseline_curve, result.attack_curve)]
    result.alc_in_sample = float(alc(*(p.prc if p else 0.0 for p in in_sample), measures.alc_abs_weight))
    folds = folds_of(done, measures.cross_fit_folds)
    attack_point, base_point = (pooled_best(side, folds, measures, scale) for side in (attack, baseline))
    result.attack = OperatingPoint.pooled(attack_point, measures.max_ci_width)
    result.baseline = OperatingPoint.pooled(base_point, measures.max_ci_width)
    interval = alc_interval(base_point, attack_point, measures.alc_abs_weight)
    result.alc, result.alc_ci = interval.point, (interval.low, interval.high)
    result.equal_coverage = pooled_equal_coverage(attack, baseline, folds, measures, measures.pi_min_coverage,
                                                  min_significant_predictions(measures))
    result.equal_coverage_curve = thinned_equal_coverage(attack, baseline, measures)
    judged = judge(interval, result.equal_coverage, attack_point, base_point, done, measures, result.attack_curve)
    result.risk, result.pi_risk, result.verdict = judged.alc_band, judged.pi_band, judged.verdict
    result.verdict_note, result.attempts_to_decide = judged.note, judged.attempts_to_decide
    return base_point
