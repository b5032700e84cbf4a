"""The attack loop of one attribute scenario: attack and baseline predict the same targets, batch by batch,
measured as claims (`claims`) after each.

The baseline's predictions depend only on the secret, the known columns and the target
order, so `BaselineBlocks` computes them once per block and every release and attack of
the audit shares them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np
import pandas as pd

from anonguard.engine.attribute.baseline import NonMemberBaseline
from anonguard.engine.attribute.baseline_cache import StoredBaseline
from anonguard.engine.claims.sides import halting_reading, measure_sides, settle_run
from anonguard.engine.claims.estimate import Attempts, alc_interval, folds_of, pooled_best
from anonguard.engine.events import ScenarioProgress
from anonguard.engine.claims.halting import CANCELLED, HaltMonitor, attribute_cells, plan_work
from anonguard.engine.running.isolation import AttackCancelled
from anonguard.engine.outcome import Status
from anonguard.engine.claims.results import OperatingPoint, ClaimsResult, attempts_frame
from anonguard.engine.attribute.secret import SecretCodec
from anonguard.engine.settings import AuditSettings, MeasureSettings
from anonguard.engine.claims.sweep import sweep
from anonguard.phrases import say
from anonguard.plugins.api import Attack, AttackTask, Predictions


class BaselineBlocks:
    """Baseline predictions for the targets in attack order, one hold-out block at a time."""

    def __init__(self, baseline: NonMemberBaseline, order: np.ndarray, block_rows: int,
                 stored: StoredBaseline | None = None, width: int = 1) -> None:
        self.baseline = baseline
        self.order = order
        self.block_rows = block_rows
        self.width = width  # blocks fitted at once, each model in a process of its own
        self.blocks: list[Predictions] = []
        self.seconds: list[float] = []  # fitting and predicting each block: the cache entry's format holds them
        self.stored = stored
        loaded = stored.load() if stored else None
        if loaded:  # an earlier run's blocks: go on after them
            state, self.blocks, self.seconds = loaded
            baseline.resume(state)
        self.done = sum(len(block.value) for block in self.blocks)

    def upto(self, stop: int) -> Predictions:
        """Predictions for the first `stop` targets, fitting the blocks they fall in as needed: at least `width`
        blocks at a time while any are left (the next ones are needed by the next batch, or by a later release)."""
        if self.done < min(stop, self.order.size):
            needed = -(-(min(stop, self.order.size) - self.done) // self.block_rows)
            starts = range(self.done, self.order.size, self.block_rows)[:max(needed, self.width)]
            fitted = self.baseline.predict_blocks([self.order[at : at + self.block_rows] for at in starts], self.width)
            for predictions, seconds in fitted:
                self.blocks.append(predictions)
                self.seconds.append(seconds)
                self.done += predictions.value.size
            if self.stored:
                self.stored.save(self.baseline.state(), self.blocks, self.seconds)
        value, score, abstain = (np.concatenate([getattr(b, f) for b in self.blocks])[:stop]
                                 for f in ("value", "rank_score", "abstain"))
        return Predictions(value, score, abstain)

    def covers(self, attempts: int | None) -> bool:
        """Whether the blocks already predicted (from the cache) serve this many attempts (None: every target)."""
        return self.done >= min(self.order.size, self.order.size if attempts is None else attempts)


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
    result: ClaimsResult,
    attack: Attack,
    inputs: ScenarioInputs,
    settings: AuditSettings,
    task: AttackTask,
    cancelled: Callable[[], bool] = lambda: False,
) -> Iterator[ScenarioProgress]:
    """Attack targets batch by batch until a halting criterion holds; fill in `result`. How many may be
    attacked is planned first, from the sizes of `inputs` and of the release in `task` the attack was fitted on.

    A generator, so the caller sees progress after each batch and can stop it there.
    """
    started = time.perf_counter()
    order, n = inputs.order, inputs.order.size
    monitor = HaltMonitor(settings.halting, n, plan_work(settings.halting, n, cells_per_attempt(inputs, task, settings)))
    batches: list[Predictions] = []
    result.n_targets_available = n
    done = 0
    records: dict[str, np.ndarray] = {}
    reason = None
    # the baseline's hold-out blocks are fitted while the attack predicts (in its own process, or
    # releasing the GIL): the two largest costs of a run overlap
    ahead = ThreadPoolExecutor(1, thread_name_prefix="baseline-blocks")
    try:
        while reason is None:
            if cancelled():
                reason = CANCELLED
                break
            batch = order[done : done + monitor.next_batch(done)]
            source = say("attack {attack}", attack=result.attack_id)
            fitting = ahead.submit(inputs.baseline.upto, done + batch.size)
            try:
                predicted = attack.predict(inputs.targets.iloc[batch].reset_index(drop=True)).checked(batch.size, source)
            except AttackCancelled:
                reason = CANCELLED
                break
            fitting.result()
            inputs.codec.check(predicted, source)
            if batches and (predicted.open_value is None) != (batches[0].open_value is None):
                raise ValueError(say("{what} gave open predictions for some batches only", what=source))
            batches.append(predicted)
            done += batch.size
            records = _measure(result, inputs, done, batches, settings.measures)
            reason = monitor.check(halting_reading(result, settings, done, time.perf_counter() - started))
            yield ScenarioProgress(done, n, result.alc)
    finally:
        # a cancelled run does not wait for a block being fitted; otherwise the blocks, which later
        # scenarios share, are left whole
        ahead.shutdown(wait=reason != CANCELLED)
    result.halt_reason = reason
    result.attempts = attempts_frame(records) if done else None
    result.status = Status.CANCELLED if reason == CANCELLED else Status.OK
    if done:
        settle_run(result, settings)
    result.seconds = time.perf_counter() - started


def cells_per_attempt(inputs: ScenarioInputs, task: AttackTask, settings: AuditSettings) -> float:
    """The work one attempt costs (`attribute_cells`), from counts known before the run: the release's rows
    holding the secret, the known columns, and the rows each hold-out block's baseline is fitted on."""
    release_rows = sum(len(table.data) for table in task.tables_with(task.secret))
    block = inputs.baseline.block_rows
    train = min(max(inputs.truth.size - block, 0), settings.baseline.max_train_rows)
    return attribute_cells(release_rows, inputs.targets.shape[1], train, block)


def _measure(result: ClaimsResult, inputs: ScenarioInputs, done: int, batches: list[Predictions],
             measures: MeasureSettings) -> dict[str, np.ndarray]:
    """Update `result`'s curves, estimates and verdict from the first `done` attempts; return the attempt records."""
    targets = inputs.order[:done]
    truth = inputs.truth[targets]
    attack_value, attack_score, attack_abstain = (np.concatenate([getattr(b, f) for b in batches])
                                                  for f in ("value", "rank_score", "abstain"))
    attack_score = np.where(attack_abstain, -np.inf, attack_score)
    attack_correct = inputs.codec.correct(attack_value, truth) & ~attack_abstain
    base = inputs.baseline.upto(done)
    base_correct = inputs.codec.correct(base.value, truth) & ~base.abstain
    scale = inputs.recall_scale
    attack = Attempts.of(~attack_abstain, attack_score, attack_correct)
    baseline = Attempts.of(~base.abstain, base.rank_score, base_correct)
    base_point = measure_sides(result, attack, baseline, measures, scale)
    records = dict(
        target=targets, truth=truth, attack_value=attack_value,
        attack_score=np.where(attack_abstain, np.nan, attack_score), attack_abstain=attack_abstain,
        attack_correct=attack_correct, base_value=base.value, base_score=base.rank_score, base_correct=base_correct,
    )
    if batches[0].open_value is not None:
        # the attacker's population-level guess for the same targets (004 §3: 'open' beside 'group')
        folds = folds_of(done, measures.cross_fit_folds)
        open_value = np.concatenate([b.open_value for b in batches])
        open_score = np.concatenate([b.open_score for b in batches])
        open_correct = inputs.codec.correct(open_value, truth)
        result.open_curve = sweep(open_correct, open_score, np.ones(done, dtype=bool), settings=measures, recall_scale=scale)
        open_point = pooled_best(Attempts.of(np.ones(done, dtype=bool), open_score, open_correct), folds, measures, scale)
        result.open = OperatingPoint.pooled(open_point, measures.max_ci_width)
        result.open_alc = alc_interval(base_point, open_point, measures.alc_abs_weight).point
        records.update(open_value=open_value, open_score=open_score, open_correct=open_correct)
    for name in batches[0].details:
        records[f"detail_{name}"] = np.concatenate([b.details.get(name, np.full(b.value.shape, None)) for b in batches])
    return records
