"""The attack loop of one scenario: attack and baseline predict the same targets, batch by batch.

The baseline's predictions depend only on the secret, the known columns and the target
order, so `BaselineBlocks` computes them once per block and every release and attack of
the audit shares them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np
import pandas as pd

from anonguard.engine.baseline import NonMemberBaseline
from anonguard.engine.isolation import AttackCancelled
from anonguard.engine.halting import CANCELLED, EARLY_SAFE, EARLY_SERIOUS, HaltMonitor
from anonguard.engine.measures import alc, precision_improvement
from anonguard.engine.results import OK, OperatingPoint, ScenarioResult, attempts_frame
from anonguard.engine.secret import SecretCodec
from anonguard.engine.settings import AuditSettings
from anonguard.engine.sweep import sweep
from anonguard.plugins.api import Attack, Predictions


class BaselineBlocks:
    """Baseline predictions for the targets in attack order, one hold-out block at a time."""

    def __init__(self, baseline: NonMemberBaseline, order: np.ndarray, block_rows: int) -> None:
        self.baseline = baseline
        self.order = order
        self.block_rows = block_rows
        self.blocks: list[Predictions] = []
        self.done = 0

    def upto(self, stop: int) -> Predictions:
        """Predictions for the first `stop` targets, fitting the blocks they fall in as needed."""
        while self.done < min(stop, self.order.size):
            block = self.order[self.done : self.done + self.block_rows]
            self.blocks.append(self.baseline.predict_block(block))
            self.done += block.size
        value, score, abstain = (np.concatenate([getattr(b, f) for b in self.blocks])[:stop]
                                 for f in ("value", "rank_score", "abstain"))
        return Predictions(value, score, abstain)


@dataclass(frozen=True)
class ScenarioProgress:
    """Reported after every batch; `alc` is the current estimate."""

    attempts: int
    available: int
    alc: float | None


@dataclass
class ScenarioInputs:
    """Everything the loop needs besides the fitted attack."""

    targets: pd.DataFrame  # known columns of the original, encoded
    truth: np.ndarray  # the secret as judged (codes, bins or numbers), for every original row
    order: np.ndarray  # target rows in attack order
    baseline: BaselineBlocks
    codec: SecretCodec
    recall_scale: float = 1.0  # N_targeted / N_all for population recall in pre-targeted mode


def run_scenario(
    result: ScenarioResult,
    attack: Attack,
    inputs: ScenarioInputs,
    settings: AuditSettings,
    cancelled: Callable[[], bool] = lambda: False,
) -> Iterator[ScenarioProgress]:
    """Attack targets batch by batch until a halting criterion holds; fill in `result`.

    A generator, so the caller sees progress after each batch and can stop it there.
    """
    started = time.perf_counter()
    measures = settings.measures
    monitor = HaltMonitor(settings)
    order, n = inputs.order, inputs.order.size
    batches: list[Predictions] = []
    result.n_targets_available = n
    done = 0
    records: dict[str, np.ndarray] = {}
    reason = None
    while reason is None:
        if cancelled():
            reason = CANCELLED
            break
        batch = order[done : done + min(settings.halting.batch_size, settings.halting.max_attempts - done)]
        source = f"attack {result.attack_id}"
        try:
            predicted = attack.predict(inputs.targets.iloc[batch].reset_index(drop=True)).checked(batch.size, source)
        except AttackCancelled:
            reason = CANCELLED
            break
        inputs.codec.check(predicted, source)
        if batches and (predicted.open_value is None) != (batches[0].open_value is None):
            raise ValueError(f"{source} gave open predictions for some batches only")
        batches.append(predicted)
        done += batch.size
        records = _measure(result, inputs, done, batches, measures)
        reason = monitor.check(result.attack_curve, result.baseline_curve, exhausted=done >= n)
        yield ScenarioProgress(done, n, result.alc)
    result.halt_reason = reason
    # an early halt is decided on intervals that already settle the risk band
    result.conclusive = result.conclusive or reason in (EARLY_SAFE, EARLY_SERIOUS)
    result.attempts = attempts_frame(records) if done else None
    result.status = CANCELLED if reason == CANCELLED else OK
    result.seconds = time.perf_counter() - started


def _measure(result: ScenarioResult, inputs: ScenarioInputs, done: int, batches: list[Predictions],
             measures) -> dict[str, np.ndarray]:
    """Update `result`'s curves and measures from the first `done` attempts; return the attempt records."""
    targets = inputs.order[:done]
    truth = inputs.truth[targets]
    attack_value, attack_score, attack_abstain = (np.concatenate([getattr(b, f) for b in batches])
                                                  for f in ("value", "rank_score", "abstain"))
    attack_score = np.where(attack_abstain, -np.inf, attack_score)
    attack_correct = inputs.codec.correct(attack_value, truth) & ~attack_abstain
    base = inputs.baseline.upto(done)
    base_correct = inputs.codec.correct(base.value, truth) & ~base.abstain

    result.attack_curve = sweep(attack_correct, attack_score, ~attack_abstain, settings=measures, recall_scale=inputs.recall_scale)
    result.baseline_curve = sweep(base_correct, base.rank_score, ~base.abstain, settings=measures, recall_scale=inputs.recall_scale)
    result.attack = OperatingPoint.of(result.attack_curve, measures.max_ci_width)
    result.baseline = OperatingPoint.of(result.baseline_curve, measures.max_ci_width)
    result.alc = _alc(result.baseline, result.attack, measures)
    result.risk = measures.bands.band(result.alc)
    result.conclusive = bool(result.attack and result.attack.significant and result.baseline and result.baseline.significant)
    result.n_attempts = done
    result.precision_improvement = None
    if result.attack is not None:
        # equal coverage: the baseline judged on exactly the targets the attack predicted for
        chosen = ~attack_abstain & (attack_score >= result.attack.threshold)
        if chosen.any():
            result.precision_improvement = float(
                precision_improvement(base_correct[chosen].mean(), attack_correct[chosen].mean())
            )
    records = dict(
        target=targets, truth=truth, attack_value=attack_value,
        attack_score=np.where(attack_abstain, np.nan, attack_score), attack_abstain=attack_abstain,
        attack_correct=attack_correct, base_value=base.value, base_score=base.rank_score, base_correct=base_correct,
    )
    if batches[0].open_value is not None:
        # the attacker's population-level guess for the same targets (004 §3: 'open' beside 'group')
        open_value = np.concatenate([b.open_value for b in batches])
        open_score = np.concatenate([b.open_score for b in batches])
        open_correct = inputs.codec.correct(open_value, truth)
        result.open_curve = sweep(open_correct, open_score, np.ones(done, dtype=bool), settings=measures,
                                  recall_scale=inputs.recall_scale)
        result.open = OperatingPoint.of(result.open_curve, measures.max_ci_width)
        result.open_alc = _alc(result.baseline, result.open, measures)
        records.update(open_value=open_value, open_score=open_score, open_correct=open_correct)
    for name in batches[0].details:
        records[f"detail_{name}"] = np.concatenate([b.details.get(name, np.full(b.value.shape, None)) for b in batches])
    return records


def _alc(baseline: OperatingPoint | None, attack: OperatingPoint | None, measures) -> float:
    return float(alc(baseline.prc if baseline else 0.0, attack.prc if attack else 0.0, measures.alc_abs_weight))
