"""Running an identity scenario: both sides' claims, batch by batch, judged and measured.

The attack is fitted on the release and the baseline, the same attack, on the others' records of the
seed's draw (`IdentityInputs.draw`); both answer the same units (draws, A-records, named records),
the engine judges every claim, and the attribute attacks' measures (`measure_sides`), halting and
settling fill the result (docs/identity.md)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
import pandas as pd

from anonguard.engine.claims.sides import halting_reading, measure_sides, settle_run
from anonguard.engine.events import ScenarioProgress
from anonguard.engine.claims.decision import SAFE, UNDETERMINED
from anonguard.engine.claims.estimate import Attempts
from anonguard.engine.events import LEARNING_FROM, LEARNING_STAGE, AuditEvent, ScenarioAdvanced, ScenarioStage
from anonguard.engine.claims.halting import CANCELLED, EXHAUSTED, HaltMonitor, identity_cells, plan_work
from anonguard.engine.identity.plan import IdentityDraw, IdentityInputs, IdentityScenario
from anonguard.engine.identity.result import IdentityResult
from anonguard.engine.running.isolation import AttackCancelled, error_text
from anonguard.engine.outcome import Status
from anonguard.engine.claims.repeats import combine_repeats
from anonguard.engine.claims.results import attempts_frame
from anonguard.engine.settings import AuditSettings
from anonguard.phrases import say
from anonguard.plugins.api import (
    CATEGORICAL, LINKABILITY, RECORD_LINKAGE, SINGLING_OUT, Claims, IdentityAttack, IdentityTask, ReleaseTable,
)


@dataclass
class _Side:
    """One side's claims so far: rank scores, abstentions, whether right, and who a right claim named."""

    score: list[np.ndarray] = field(default_factory=list)
    abstain: list[np.ndarray] = field(default_factory=list)
    correct: list[np.ndarray] = field(default_factory=list)
    named: list[np.ndarray] = field(default_factory=list)
    keys: list[np.ndarray] = field(default_factory=list)  # singling out: the keys each predicate names

    def add(self, claims: Claims, correct: np.ndarray, named: np.ndarray) -> None:
        self.score.append(np.where(claims.abstain, -np.inf, claims.rank_score))
        self.abstain.append(claims.abstain)
        self.correct.append(correct & ~claims.abstain)
        self.named.append(np.where(claims.abstain, -1, named))
        if claims.predicates is not None:
            self.keys.append(claims.predicates.named().to_numpy())

    def attempts(self) -> Attempts:
        abstain = np.concatenate(self.abstain)
        return Attempts.of(~abstain, np.concatenate(self.score), np.concatenate(self.correct))

    def column(self, name: str) -> np.ndarray:
        return np.concatenate(getattr(self, name))


def identity_scenario(index: int, total: int, scenario: IdentityScenario, result: IdentityResult,
                      inputs: IdentityInputs, settings: AuditSettings, contained: Callable[[Any, Callable], Any],
                      cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
    """An identity scenario under each seed of the audit, the runs combined: the attack fitted on the release
    and, as its baseline, on the others' records of the seed's draw, each in a process of its own
    (`contained`). One failing attack fails its own row only."""
    linkage = scenario.claim == RECORD_LINKAGE
    unscored = inputs.counts_only.get(scenario.release) or (inputs.no_rows.get(scenario.release) if linkage else None)
    if unscored:
        # published counts and a synthetic release's record linkage are ruled out by the release's nature; rows
        # whose people are unknown (no ids given, none inferred) are a set-up problem: the release is not judged
        by_design = scenario.release in inputs.counts_only or (linkage and scenario.release in inputs.synthetic)
        result.status, result.problems, result.by_design = Status.NOT_APPLICABLE, [unscored], by_design
        return
    runs = []
    for repeat in range(settings.repeats):
        seed = settings.seed + repeat
        one = result if repeat == 0 else scenario.new_result()
        yield ScenarioStage(index, total, LEARNING_STAGE, LEARNING_FROM)
        try:
            draw = inputs.draw(seed)
            with contained(scenario.attack.create(scenario.params), cancelled) as attack, \
                    contained(scenario.attack.create(scenario.params), cancelled) as baseline:
                attack.fit(identity_task(inputs, draw, scenario, inputs.releases[scenario.release][0], seed))
                baseline.fit(identity_task(inputs, draw, scenario, baseline_table(inputs, draw), seed))
                one.attack_params = attack.get_params()
                for progress in run_identity(one, attack, baseline, inputs, draw, scenario,
                                             replace(settings, seed=seed), cancelled):
                    yield ScenarioAdvanced(index, total, progress)
        except AttackCancelled:  # while fitting
            one.status, one.halt_reason = Status.CANCELLED, CANCELLED
        except Exception as exc:  # one failing attack must not stop the audit
            one.status, one.error = Status.FAILED, error_text(exc)
        if one.status in (Status.FAILED, Status.NOT_APPLICABLE):
            one.clear_measures()
        runs.append(one)
        if one.status == Status.CANCELLED:
            break
    if len(runs) > 1:
        combine_repeats(result, runs, settings.seed)


def identity_task(inputs: IdentityInputs, draw: IdentityDraw, scenario: IdentityScenario, table: ReleaseTable,
                  seed: int) -> IdentityTask:
    """What the attack (on the release's table) or the baseline (on the others' records) is fitted on."""
    other = None
    if scenario.claim == LINKABILITY:
        other = inputs.original.iloc[draw.targets[draw.pool]][list(inputs.views[1])].reset_index(drop=True)
    population = len(inputs.original) if table.name != OTHERS else draw.members.size
    return IdentityTask((table,), inputs.keys, inputs.kinds, population, inputs.views, other, seed)


OTHERS = "others (the baseline's records)"
BASELINE = "the same attack on the others' records"


def baseline_table(inputs: IdentityInputs, draw: IdentityDraw) -> ReleaseTable:
    """The baseline's table: the others' records, as an attack is given a release."""
    return ReleaseTable(OTHERS, inputs.original.iloc[draw.others].reset_index(drop=True))


def run_identity(result: IdentityResult, attack: IdentityAttack, baseline: IdentityAttack, inputs: IdentityInputs,
                 draw: IdentityDraw, scenario: IdentityScenario, settings: AuditSettings,
                 cancelled: Callable[[], bool]) -> Iterator[ScenarioProgress]:
    """Claims from both sides, batch by batch, until the halting rule holds; fills `result` as an
    attribute result is filled."""
    sources = inputs.row_person.get(scenario.release) if scenario.claim == RECORD_LINKAGE else None
    # the units attacked, in order: every draw or target; for record linkage, the named records whose claims
    # can be judged (all of them, unless only some release rows' sources are known)
    units = len(draw.external) if scenario.claim == RECORD_LINKAGE else draw.targets.size
    order = np.arange(units) if sources is None else np.flatnonzero(sources.judged(draw.named))
    n = order.size
    result.n_targets_available = n
    result.baseline_model = BASELINE
    sides = (_Side(), _Side())
    tables = (inputs.releases[scenario.release][0], baseline_table(inputs, draw))
    cells = identity_cells(len(tables[0].data), len(tables[1].data), len(inputs.keys))
    monitor = HaltMonitor(settings.halting, n, plan_work(settings.halting, n, cells))
    row_person = (None if sources is None else sources.person, draw.others)
    done, reason = 0, None
    started = time.perf_counter()
    while reason is None:
        if cancelled():
            reason = CANCELLED
            break
        batch = order[done:done + monitor.next_batch(done)]
        try:
            for side, fitted, table, rows in zip(sides, (attack, baseline), tables, row_person):
                claims = fitted.claims(_units(inputs, draw, scenario, batch)).checked(
                    batch.size, say("identity attack {attack}", attack=result.attack_id), scenario.claim,
                    len(table.data) if scenario.claim == RECORD_LINKAGE else draw.targets.size)
                side.add(claims, *_judge(inputs, draw, scenario, claims, batch, rows, table is tables[1]))
        except AttackCancelled:
            reason = CANCELLED
            break
        done += batch.size
        measure_sides(result, sides[0].attempts(), sides[1].attempts(), settings.measures)
        reason = monitor.check(halting_reading(result, settings, done, time.perf_counter() - started))
        yield ScenarioProgress(done, n, result.alc)
    result.halt_reason = reason
    result.status = Status.CANCELLED if reason == CANCELLED else Status.OK
    if done:
        attack_side, base_side = sides
        result.attempts = attempts_frame(dict(
            target=_subjects(draw, scenario, order[:done], attack_side), truth=np.full(done, scenario.claim, dtype=object),
            attack_value=attack_side.column("named"), attack_score=_scores(attack_side),
            attack_abstain=attack_side.column("abstain"), attack_correct=attack_side.column("correct"),
            base_value=base_side.column("named"), base_score=_scores(base_side), base_correct=base_side.column("correct")))
        settle_run(result, settings, claims=True)
        if scenario.claim == SINGLING_OUT:
            _name_remedy(result, inputs, attack_side)
        if result.verdict == UNDETERMINED and result.attempts_to_decide and (result.alc is None or reason == EXHAUSTED):
            _more_attempts(result, draw.members.size)
    if sources is not None and not sources.complete:  # say which people the reading is about
        result.verdict_note = " ".join(filter(None, [result.verdict_note, sources.how[0].upper() + sources.how[1:] + "."]))
    result.seconds = time.perf_counter() - started


def _scores(side: _Side) -> np.ndarray:
    score = side.column("score")
    return np.where(np.isfinite(score), score, np.nan)


def _units(inputs: IdentityInputs, draw: IdentityDraw, scenario: IdentityScenario, batch: np.ndarray) -> pd.DataFrame:
    """What each claim of the batch is asked about."""
    if scenario.claim == SINGLING_OUT:
        return pd.DataFrame({"draw": batch})
    if scenario.claim == LINKABILITY:
        return inputs.original.iloc[draw.targets[batch]][list(inputs.views[0])].reset_index(drop=True)
    return draw.external.iloc[batch].reset_index(drop=True)


def _judge(inputs: IdentityInputs, draw: IdentityDraw, scenario: IdentityScenario, claims: Claims, batch: np.ndarray,
           row_person: np.ndarray | None, baseline: bool) -> tuple[np.ndarray, np.ndarray]:
    """Whether each claim is right, and what it names (-1: none): the original row a predicate singled
    out, the person whose B-record was linked, the release row claimed to be the target."""
    if scenario.claim == SINGLING_OUT:
        checked = inputs.original.iloc[draw.members] if baseline else inputs.original
        counts, first = claims.predicates.matches(checked)
        rows = checked.index.to_numpy()
        return counts == 1, np.where(counts == 1, rows[np.maximum(first, 0)], -1)
    link = np.maximum(claims.link, 0)
    targets = draw.named[batch] if scenario.claim == RECORD_LINKAGE else draw.targets[batch]
    if scenario.claim == LINKABILITY:
        named = draw.targets[draw.pool[link]]
        return (named == targets) & ~claims.abstain, np.where(claims.abstain, -1, named)
    return (row_person[link] == targets) & ~claims.abstain, np.where(claims.abstain, -1, link)


def _subjects(draw: IdentityDraw, scenario: IdentityScenario, units: np.ndarray, attack: _Side) -> np.ndarray:
    """The person each attempt was about: the target; for singling out, the person a right claim singled out."""
    if scenario.claim == SINGLING_OUT:
        return attack.column("named")
    return draw.named[units] if scenario.claim == RECORD_LINKAGE else draw.targets[units]


def _name_remedy(result: IdentityResult, inputs: IdentityInputs, side: _Side) -> None:
    """A singling-out finding names the key variables its right claims go through and what removes them: a
    published unique value or extreme of a number is what top-coding, rounding and banding exist for; a rare
    category is merged with others."""
    if result.verdict == SAFE or not side.keys:
        return
    used = np.concatenate(side.keys)[side.column("correct")].sum(axis=0)
    ranked = [(key, int(count)) for count, key in sorted(zip(used, inputs.keys), key=lambda c: -c[0]) if count][:4]
    if not ranked:
        return
    numbers = [k for k, _ in ranked if inputs.kinds[k] != CATEGORICAL]
    categories = [k for k, _ in ranked if inputs.kinds[k] == CATEGORICAL]
    keys = ", ".join(f"{k} ({n:,})" for k, n in ranked)
    if numbers and categories:
        sentence = say("The right claims single people out through {keys}: top-code, round or band {numbers}; merge "
                       "the rare categories of {categories}.", keys=keys, numbers=_listed(numbers),
                       categories=_listed(categories))
    elif numbers:
        sentence = say("The right claims single people out through {keys}: top-code, round or band {numbers}.",
                       keys=keys, numbers=_listed(numbers))
    else:
        sentence = say("The right claims single people out through {keys}: merge the rare categories of "
                       "{categories}.", keys=keys, categories=_listed(categories))
    if result.status == Status.NOT_APPLICABLE and result.problems:
        result.problems[-1] = f"{result.problems[-1]}. {sentence}"
    else:
        result.verdict_note = " ".join(filter(None, [result.verdict_note, sentence]))


def _listed(names: list[str]) -> str:
    """a, b and c"""
    return names[0] if len(names) == 1 else say("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def _more_attempts(result: IdentityResult, members: int) -> None:
    """How the attempts that would decide an attack with nothing to claim, or one that attacked every target it
    was given, can be made: more claims per attack, up to the members of the original; past them, this
    original cannot show the release safe."""
    needed = result.attempts_to_decide
    advice = say("Raise the claims per attack (--identity-targets, 'Claims per attack' in the window) to {needed:,}.",
                 needed=needed) if needed <= members else say(
        "The original's {members:,} members allow no more attempts than that: on an original of this size this attack "
        "cannot show the release safe.", members=members)
    result.verdict_note = " ".join(filter(None, [result.verdict_note, advice]))
