"""The checks of attacks, baseline models, membership attacks, generators, selectors and utility measures."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd
from scipy import stats

from anonguard.data.counts import is_count_table
from anonguard.errors import AuditError
from anonguard.plugins.api import (
    CATEGORICAL, CONTINUOUS, Attack, BaselineModel, GeneratedRelease, Generator, MembershipAttack, TargetSelector,
    UtilityMeasure, UtilityTask, row_positions,
)
from anonguard.testing._checks import Check, check_predictions, checks, contract, fit_returns_itself, same_arrays
from anonguard.testing._tables import (
    generation_task, membership_task, records, selection_task, synthetic_targets, synthetic_task,
)

PREDICTED = ("value", "rank_score", "abstain")
LEARNING_PEOPLE = 400  # people the learning check attacks: enough for a clear verdict, few enough to be quick
CLEARLY = 1e-3  # how unlikely the attack's hits must be for a guess of the most common secret


# -- attribute-inference attacks ------------------------------------------------------------------

def attack_checks(cls: type[Attack], params: dict[str, Any] | None = None) -> list[Check]:
    """One check per promise the attack `cls` (made with `params`) keeps, for pytest to parametrize over."""
    return checks(cls, params, Attack, [("fit", _attack_fit), ("predictions", _attack_predictions),
                                        ("seeded", _attack_seeded), ("learns", _attack_learns)])


def _attack_fit(cls: type[Attack], params: dict[str, Any]) -> None:
    task = synthetic_task(tuple(cls.reads))
    before = [t.data.copy() for t in task.tables] + [c.rows.copy() for c in task.counts]
    attack = cls(**params)
    fit_returns_itself(cls, attack.fit(task), attack)
    after = [t.data for t in task.tables] + [c.rows for c in task.counts]
    assert all(a.equals(b) for a, b in zip(before, after)), f"{cls.id}.fit changed the release's tables"


def _attack_predictions(cls: type[Attack], params: dict[str, Any]) -> None:
    attack = cls(**params).fit(synthetic_task(tuple(cls.reads)))
    for n in (120, 1, 0):
        check_predictions(cls, attack.predict, n)


def _attack_seeded(cls: type[Attack], params: dict[str, Any]) -> None:
    first, again = (cls(**params).fit(synthetic_task(tuple(cls.reads))).predict(synthetic_targets()) for _ in "12")
    same_arrays(cls, first, again, PREDICTED)


def _attack_learns(cls: type[Attack], params: dict[str, Any]) -> None:
    """On a release whose secret follows key variable `a` four times in five (`a` and `b` known), the attack
    makes claims about other people of the same population, and is right among them clearly more often
    than a guess of the release's most common secret."""
    task = synthetic_task(tuple(cls.reads), known=("a", "b"))
    people = records(LEARNING_PEOPLE, 7)
    found = contract(cls(**params).fit(task).predict(people[["a", "b"]]).checked, len(people), cls.id)
    claimed = ~found.abstain.astype(bool)
    assert claimed.any(), (
        f"{cls.id} abstained on all {len(people)} people of a release whose secret follows key variable a four "
        "times in five: an attack must make claims where the release gives the secret away")
    hits, made = int((found.value[claimed] == people["s"].to_numpy()[claimed]).sum()), int(claimed.sum())
    chance = float(records(400, 0)["s"].value_counts(normalize=True).max())
    assert stats.binom.sf(hits - 1, made, chance) < CLEARLY, (
        f"{cls.id} was right on {hits} of its {made} claims ({hits / made:.0%}), not clearly better than a guess "
        f"of the most common secret ({chance:.0%}): on a release whose secret follows key variable a four times "
        "in five, an attack must learn it")


# -- baseline models ------------------------------------------------------------------------------

def baseline_model_checks(cls: type[BaselineModel], params: dict[str, Any] | None = None) -> list[Check]:
    """One check per promise the baseline model `cls` (made with `params`) keeps."""
    return checks(cls, params, BaselineModel, [("predictions", _model_predictions), ("seeded", _model_seeded)])


def _model_inputs() -> tuple[pd.DataFrame, np.ndarray, dict[str, str]]:
    frame = records(400, 0)
    return frame[["a", "b", "x"]], frame["s"].to_numpy(), {"a": CATEGORICAL, "b": CATEGORICAL, "x": CONTINUOUS}


def _model_predictions(cls: type[BaselineModel], params: dict[str, Any]) -> None:
    model = cls(**params)
    fit_returns_itself(cls, model.fit(*_model_inputs()), model)
    for n in (120, 1):
        check_predictions(cls, model.predict, n)


def _model_seeded(cls: type[BaselineModel], params: dict[str, Any]) -> None:
    first, again = (cls(**params).fit(*_model_inputs()).predict(synthetic_targets()) for _ in "12")
    same_arrays(cls, first, again, PREDICTED)


# -- membership attacks ---------------------------------------------------------------------------

def membership_attack_checks(cls: type[MembershipAttack], params: dict[str, Any] | None = None) -> list[Check]:
    """One check per promise the membership attack `cls` (made with `params`) keeps."""
    return checks(cls, params, MembershipAttack, [("batch-size", _batch_size), ("fit", _membership_fit),
                                                  ("scores", _membership_scores), ("seeded", _membership_seeded)])


def _batch_size(cls: type[MembershipAttack], params: dict[str, Any]) -> None:
    assert cls.batch_size is None or (isinstance(cls.batch_size, int) and cls.batch_size > 0), (
        f"{cls.id}.batch_size must be None or a positive number of candidates")


def _membership_fit(cls: type[MembershipAttack], params: dict[str, Any]) -> None:
    task = membership_task()
    before = [t.data.copy() for t in task.tables] + [task.reference.copy()]
    attack = cls(**params)
    fit_returns_itself(cls, attack.fit(task), attack)
    assert all(a.equals(b) for a, b in zip(before, [t.data for t in task.tables] + [task.reference])), (
        f"{cls.id}.fit changed the release or the reference records")


def _most_candidates(attack: MembershipAttack) -> int:
    return min(120, attack.max_candidates or 120)  # the engine gives it no more than it asks for


def _membership_scores(cls: type[MembershipAttack], params: dict[str, Any]) -> None:
    attack = cls(**params).fit(membership_task())
    for n in (_most_candidates(attack), 1, 0):
        candidates = records(n, 5).astype(float)
        kept = candidates.copy()
        scores = np.asarray(attack.score(candidates))
        assert scores.shape == (n,), f"{cls.id}.score must give one score per candidate: {scores.shape} for {n}"
        assert np.isfinite(scores.astype(float)).all(), f"{cls.id}.score gave a score that is not a finite number"
        assert candidates.equals(kept), f"{cls.id}.score changed the candidates it was given"


def _membership_seeded(cls: type[MembershipAttack], params: dict[str, Any]) -> None:
    most = _most_candidates(cls(**params))
    first, again = (cls(**params).fit(membership_task()).score(records(most, 5).astype(float)) for _ in "12")
    assert np.array_equal(np.asarray(first), np.asarray(again)), (
        f"{cls.id} gave different scores for the same task and seed: draw random numbers from task.seed")


# -- generators -----------------------------------------------------------------------------------

def generator_checks(cls: type[Generator], params: dict[str, Any] | None = None) -> list[Check]:
    """One check per promise the release generator `cls` (made with `params`) keeps."""
    return checks(cls, params, Generator, [("release", _release), ("seeded", _generator_seeded)])


def _release(cls: type[Generator], params: dict[str, Any]) -> None:
    task = generation_task()
    kept = task.data.copy()
    made = cls(**params).generate(task)
    assert isinstance(made, GeneratedRelease), f"{cls.id}.generate must return a GeneratedRelease"
    assert isinstance(made.data, pd.DataFrame) and len(made.data), f"{cls.id} made an empty release"
    assert task.data.equals(kept), f"{cls.id}.generate changed the table it was given"
    assert all(isinstance(note, str) for note in made.notes), f"{cls.id}: notes must be sentences (str)"
    if not is_count_table(made.data):
        unknown = sorted(set(map(str, made.data.columns)) - set(task.data.columns))
        assert not unknown, f"{cls.id} made a release with columns the input lacks: {unknown}"


def _generator_seeded(cls: type[Generator], params: dict[str, Any]) -> None:
    first, again = (cls(**params).generate(generation_task()) for _ in "12")
    assert first.data.equals(again.data), f"{cls.id} made different releases from the same table and seed"


# -- target selectors -----------------------------------------------------------------------------

def selector_checks(cls: type[TargetSelector], params: dict[str, Any] | None = None) -> list[Check]:
    """One check per promise the target selector `cls` (made with `params`) keeps."""
    return checks(cls, params, TargetSelector, [("rows", _rows), ("seeded", _selector_seeded)])


def _chosen(cls: type[TargetSelector], params: dict[str, Any]) -> tuple[np.ndarray, pd.DataFrame, pd.DataFrame]:
    """The rows `cls` picks, read as the engine reads them (positions or a mask, within the table); the
    table it was given, and a copy of it made before."""
    task = selection_task()
    kept = task.data.copy()
    try:
        return row_positions(cls(**params).select(task), len(task.data), cls.id), task.data, kept
    except AuditError as exc:
        raise AssertionError(str(exc)) from None


def _rows(cls: type[TargetSelector], params: dict[str, Any]) -> None:
    _, given, kept = _chosen(cls, params)
    assert given.equals(kept), f"{cls.id}.select changed the table it was given"


def _selector_seeded(cls: type[TargetSelector], params: dict[str, Any]) -> None:
    assert np.array_equal(_chosen(cls, params)[0], _chosen(cls, params)[0]), (
        f"{cls.id} chose different rows for the same table and seed")


# -- utility measures -----------------------------------------------------------------------------

def utility_measure_checks(cls: type[UtilityMeasure], params: dict[str, Any] | None = None) -> list[Check]:
    """One check per promise the utility measure `cls` (made with `params`) keeps."""
    return checks(cls, params, UtilityMeasure, [("scores", _utility_scores), ("copy", _utility_copy),
                                                ("seeded", _utility_seeded)])


def _utility_task(release: pd.DataFrame | None = None) -> UtilityTask:
    coded = records(300, 5)  # the kit's people as values: a category by its label, a number as it is
    original = coded.assign(**{c: "v" + coded[c].astype(str) for c in ("a", "b", "s")})
    weights = np.linspace(1.0, 3.0, len(original))
    kinds = {c: CONTINUOUS if c == "x" else CATEGORICAL for c in original.columns}
    chosen = original if release is None else release
    return UtilityTask(original, chosen, kinds, weights, weights[:len(chosen)], seed=3)


def _scores_of(cls: type[UtilityMeasure], params: dict[str, Any], task: UtilityTask) -> dict[str, float]:
    found = cls(**params).measure(task)
    assert hasattr(found, "items") and found, f"{cls.id}.measure must give named scores, got {found!r}"
    scores = {name: float(value) for name, value in found.items()}
    assert all(isinstance(name, str) and name for name in scores), f"{cls.id}: every score needs a name"
    assert all(np.isfinite(v) for v in scores.values()), f"{cls.id}: every score must be a finite number: {scores}"
    return scores


def _utility_scores(cls: type[UtilityMeasure], params: dict[str, Any]) -> None:
    """Named finite scores of a shuffled, half-sized release, its tables left as they were."""
    task = _utility_task()
    release = task.original.sample(frac=0.5, random_state=1).reset_index(drop=True)
    task = _utility_task(release)
    before = (task.original.copy(), task.release.copy())
    _scores_of(cls, params, task)
    assert before[0].equals(task.original) and before[1].equals(task.release), f"{cls.id}.measure changed the tables"


def _utility_copy(cls: type[UtilityMeasure], params: dict[str, Any]) -> None:
    """A release that is the original itself scores `perfect` on every score."""
    scores = _scores_of(cls, params, _utility_task())
    off = {name: value for name, value in scores.items() if not np.isclose(value, cls.perfect)}
    assert not off, f"{cls.id}: a copy of the original must score {cls.perfect:g} (its `perfect`), got {off}"


def _utility_seeded(cls: type[UtilityMeasure], params: dict[str, Any]) -> None:
    release = _utility_task().original.sample(frac=0.7, random_state=2).reset_index(drop=True)
    first, again = (_scores_of(cls, params, _utility_task(release)) for _ in "12")
    assert first == again, f"{cls.id}: the same task and seed gave {first}, then {again}"
