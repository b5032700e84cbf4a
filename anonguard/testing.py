"""A conformance kit for plugin authors: `check_attack(MyAttack)` in your own tests, and
`check_membership_attack`, `check_generator`, `check_selector`, `check_baseline_model` for the
other kinds.

As scikit-learn's `check_estimator` does for estimators, each runs a class through what the
engine relies on, on a small synthetic table whose secret follows a known column, and raises
AssertionError naming the broken promise. Every kind: the class declares what the catalog
needs, refuses parameters it does not declare or outside their range, pickles unfitted (plugins
run in worker processes), leaves what it is given as it was, and gives the same output for the
same seed. For attacks:

- the class declares what the catalog needs (id, title, description, parameters that validate);
- a parameter outside its range, or one that is not declared, is refused when the class is made;
- an unfitted instance pickles (attacks run in worker processes);
- `fit` returns the instance and leaves the task's tables as they were;
- `predict` gives one value, rank score and abstain flag per target (`Predictions.checked`),
  values among the secret's codes, finite scores, works for any number of targets (none included)
  and leaves the targets as they were;
- the same task and seed give the same predictions.

Membership attacks give one finite score per candidate, whatever their number (up to the
`max_candidates` they ask for); generators a
release (records named as the input's columns, or published counts); selectors rows of the
table (positions or a mask); baseline models predictions among the secret's codes.

`synthetic_task()` builds the task (microdata, and published counts for attacks that read
them), for tests of your own.
"""

from __future__ import annotations

import pickle
from typing import Any

import numpy as np
import pandas as pd

from anonguard.data.counts import is_count_table
from anonguard.plugins.api import (
    CATEGORICAL, CONTINUOUS, COUNTS, MICRODATA, Attack, AttackTask, BaselineModel, Component, CountTable,
    GeneratedRelease, GenerationTask, Generator, MembershipAttack, MembershipTask, Parameter, Predictions,
    ReleaseRecipe, ReleaseTable, SelectionTask, TargetSelector, row_positions,
)
from anonguard.errors import AuditError

__all__ = ["check_attack", "check_baseline_model", "check_generator", "check_membership_attack", "check_selector",
           "synthetic_task", "synthetic_targets"]

SECRET_CODES = 3


def synthetic_task(reads: tuple[str, ...] = (MICRODATA,), rows: int = 400, seed: int = 0) -> AttackTask:
    """A release of `rows` records: key variables `a` (5 codes), `b` (3 codes), `x` (a number) and the
    secret `s` (3 codes), which follows `a` four times in five; with `COUNTS` in `reads`, the
    published counts of (a, s) and (b, s) too."""
    frame = _records(rows, seed)
    tables = (ReleaseTable("release", frame),) if MICRODATA in reads else ()
    counts = (CountTable("counts", _counts(frame)),) if COUNTS in reads else ()
    kinds = {"a": CATEGORICAL, "b": CATEGORICAL, "x": CONTINUOUS, "s": CATEGORICAL}
    return AttackTask(tables, ("a", "b", "x"), "s", kinds, seed=seed, counts=counts)


def synthetic_targets(n: int = 120, seed: int = 1) -> pd.DataFrame:
    """`n` people to attack, with the key variables of `synthetic_task` (a NaN among the numbers)."""
    targets = _records(n, seed)[["a", "b", "x"]]
    if n:
        targets.loc[targets.index[0], "x"] = np.nan
    return targets


def check_attack(cls: type[Attack], params: dict[str, Any] | None = None) -> None:
    """Raise AssertionError if `cls` (made with `params`) breaks what the engine relies on."""
    params = _check_declaration(cls, Attack, params)
    task = synthetic_task(tuple(cls.reads))
    before = [t.data.copy() for t in task.tables] + [c.rows.copy() for c in task.counts]
    attack = cls(**params)
    assert attack.fit(task) is attack, f"{cls.id}.fit must return the instance itself"
    after = [t.data for t in task.tables] + [c.rows for c in task.counts]
    assert all(a.equals(b) for a, b in zip(before, after)), f"{cls.id}.fit changed the release's tables"
    for n in (120, 1, 0):
        _check_predictions(cls, attack.predict, n)
    first = cls(**params).fit(synthetic_task(tuple(cls.reads))).predict(synthetic_targets())
    again = cls(**params).fit(synthetic_task(tuple(cls.reads))).predict(synthetic_targets())
    _same_predictions(cls, first, again)


def check_membership_attack(cls: type[MembershipAttack], params: dict[str, Any] | None = None) -> None:
    """Raise AssertionError if the membership attack `cls` (made with `params`) breaks what the engine relies on."""
    params = _check_declaration(cls, MembershipAttack, params)
    assert cls.batch_size is None or (isinstance(cls.batch_size, int) and cls.batch_size > 0), (
        f"{cls.id}.batch_size must be None or a positive number of candidates")
    task = _membership_task()
    before = [t.data.copy() for t in task.tables] + [task.reference.copy()]
    attack = cls(**params)
    assert attack.fit(task) is attack, f"{cls.id}.fit must return the instance itself"
    assert all(a.equals(b) for a, b in zip(before, [t.data for t in task.tables] + [task.reference])), (
        f"{cls.id}.fit changed the release or the reference records")
    most = min(120, attack.max_candidates or 120)  # the engine gives it no more than it asks for
    for n in (most, 1, 0):
        candidates = _records(n, 5).astype(float)
        kept = candidates.copy()
        scores = np.asarray(attack.score(candidates))
        assert scores.shape == (n,), f"{cls.id}.score must give one score per candidate: {scores.shape} for {n}"
        assert np.isfinite(scores.astype(float)).all(), f"{cls.id}.score gave a score that is not a finite number"
        assert candidates.equals(kept), f"{cls.id}.score changed the candidates it was given"
    first = cls(**params).fit(_membership_task()).score(_records(most, 5).astype(float))
    again = cls(**params).fit(_membership_task()).score(_records(most, 5).astype(float))
    assert np.array_equal(np.asarray(first), np.asarray(again)), (
        f"{cls.id} gave different scores for the same task and seed: draw random numbers from task.seed")


def check_generator(cls: type[Generator], params: dict[str, Any] | None = None) -> None:
    """Raise AssertionError if the release generator `cls` (made with `params`) breaks what the engine
    relies on. Give it the parameters it needs for the synthetic table (key variables a, b, x; the
    sensitive variable s)."""
    params = _check_declaration(cls, Generator, params)
    task = _generation_task()
    kept = task.data.copy()
    made = cls(**params).generate(task)
    assert isinstance(made, GeneratedRelease), f"{cls.id}.generate must return a GeneratedRelease"
    assert isinstance(made.data, pd.DataFrame) and len(made.data), f"{cls.id} made an empty release"
    assert task.data.equals(kept), f"{cls.id}.generate changed the table it was given"
    assert all(isinstance(note, str) for note in made.notes), f"{cls.id}: notes must be sentences (str)"
    if not is_count_table(made.data):
        unknown = sorted(set(map(str, made.data.columns)) - set(task.data.columns))
        assert not unknown, f"{cls.id} made a release with columns the input lacks: {unknown}"
    again = cls(**params).generate(_generation_task())
    assert made.data.equals(again.data), f"{cls.id} made different releases from the same table and seed"


def check_selector(cls: type[TargetSelector], params: dict[str, Any] | None = None) -> None:
    """Raise AssertionError if the target selector `cls` (made with `params`) breaks what the engine relies on."""
    params = _check_declaration(cls, TargetSelector, params)
    task = _selection_task()
    kept = task.data.copy()
    try:  # read as the engine reads it: positions or a mask, within the table
        chosen = row_positions(cls(**params).select(task), len(task.data), cls.id)
        again = row_positions(cls(**params).select(_selection_task()), len(task.data), cls.id)
    except AuditError as exc:
        raise AssertionError(str(exc)) from None
    assert task.data.equals(kept), f"{cls.id}.select changed the table it was given"
    assert np.array_equal(chosen, again), f"{cls.id} chose different rows for the same table and seed"


def check_baseline_model(cls: type[BaselineModel], params: dict[str, Any] | None = None) -> None:
    """Raise AssertionError if the baseline model `cls` (made with `params`) breaks what the engine relies on."""
    params = _check_declaration(cls, BaselineModel, params)
    frame = _records(400, 0)
    features, secret = frame[["a", "b", "x"]], frame["s"].to_numpy()
    kinds = {"a": CATEGORICAL, "b": CATEGORICAL, "x": CONTINUOUS}
    model = cls(**params)
    assert model.fit(features, secret, kinds) is model, f"{cls.id}.fit must return the instance itself"
    for n in (120, 1):
        _check_predictions(cls, model.predict, n)
    _same_predictions(cls, cls(**params).fit(features, secret, kinds).predict(synthetic_targets()),
                      cls(**params).fit(features, secret, kinds).predict(synthetic_targets()))


def _check_declaration(cls: type[Component], base: type, params: dict[str, Any] | None) -> dict[str, Any]:
    """The catalog's own check of the class, its parameters' ranges, and pickling; the parameters to use."""
    from anonguard.plugins.manager import _declaration_problem

    problem = _declaration_problem(cls, base)
    assert problem is None, f"the catalog would refuse {cls.__name__}: {problem}"
    params = dict(params or {})
    _check_parameters(cls)
    assert pickle.loads(pickle.dumps(cls(**params))).get_params() == cls(**params).get_params(), (
        f"{cls.id}: an unfitted instance must pickle with its parameters (plugins run in worker processes)")
    return params


def _check_predictions(cls: type[Component], predict: Any, n: int) -> None:
    """`predict` on `n` targets: one value, rank score and abstain flag each, the values made among the
    secret's codes, the targets left as they were."""
    targets = synthetic_targets(n)
    kept = targets.copy()
    predictions = predict(targets)
    assert isinstance(predictions, Predictions), f"{cls.id}.predict must return Predictions"
    try:
        checked = predictions.checked(n, cls.id)
    except ValueError as exc:
        raise AssertionError(str(exc)) from None
    assert targets.equals(kept), f"{cls.id}.predict changed the targets it was given"
    values = checked.value[~checked.abstain.astype(bool)]
    assert np.isin(values, np.arange(SECRET_CODES)).all(), (
        f"{cls.id} predicted values that are not codes of the secret (0 to {SECRET_CODES - 1}): "
        f"{sorted(set(values.tolist()) - set(range(SECRET_CODES)))[:5]}")


def _same_predictions(cls: type[Component], first: Predictions, again: Predictions) -> None:
    for name in ("value", "rank_score", "abstain"):
        assert np.array_equal(np.asarray(getattr(first, name)), np.asarray(getattr(again, name))), (
            f"{cls.id} gave different {name.replace('_', ' ')}s for the same task and seed: draw random "
            "numbers from task.seed")


def _membership_task(seed: int = 0) -> MembershipTask:
    """A release of 300 records and 200 reference records known not to be in it; a copy's recipe."""
    members, reference = _records(300, 2).astype(float), _records(200, 3).astype(float)
    kinds = {"a": CATEGORICAL, "b": CATEGORICAL, "x": CONTINUOUS, "s": CATEGORICAL}
    recipe = ReleaseRecipe(_Copy(), kinds, lambda frame: frame.copy(), lambda frame: frame.copy())
    return MembershipTask((ReleaseTable("release", members),), tuple(members.columns), kinds, reference,
                          len(members), seed=seed, recipe=recipe)


def _generation_task() -> GenerationTask:
    frame = _records(300, 4)
    frame["b"] = frame["b"].map({0: "north", 1: "south", 2: "east"})
    return GenerationTask(frame, {"a": CATEGORICAL, "b": CATEGORICAL, "x": CONTINUOUS, "s": CATEGORICAL}, seed=0)


def _selection_task() -> SelectionTask:
    raw = _records(400, 6)
    return SelectionTask(raw.astype(float), ("a", "b", "x"), "s",
                         {"a": CATEGORICAL, "b": CATEGORICAL, "x": CONTINUOUS, "s": CATEGORICAL}, seed=0, raw=raw)


class _Copy(Generator):
    """The recipe of a release that copies its input, for attacks that need to know how it was made."""

    id, title, description = "copy", "Copy", "Publishes the table as it is."

    def generate(self, task: GenerationTask) -> GeneratedRelease:
        return GeneratedRelease(task.data.copy())


def _check_parameters(cls: type[Component]) -> None:
    try:
        cls(not_a_parameter_of_any_plugin=1)
    except ValueError:
        pass
    else:
        raise AssertionError(f"{cls.id} accepted a parameter it does not declare")
    for parameter in cls.parameters:
        for wrong in _out_of_range(parameter):
            try:
                cls(**{parameter.name: wrong})
            except ValueError:
                continue
            raise AssertionError(f"{cls.id} accepted {parameter.name}={wrong!r}, outside what it declares")


def _out_of_range(parameter: Parameter) -> list[Any]:
    if parameter.type in ("int", "float"):
        step = 1 if parameter.type == "int" else 1e-3
        wrong = [v for v in (None if parameter.minimum is None else parameter.minimum - step,
                             None if parameter.maximum is None else parameter.maximum + step) if v is not None]
        return wrong + ["not a number"]
    if parameter.type == "choice":
        return ["not one of the choices"]
    if parameter.type == "bool":
        return ["perhaps"]
    return []


def _records(rows: int, seed: int) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    a = rng.integers(0, 5, rows)
    follows = rng.random(rows) < 0.8
    return pd.DataFrame({
        "a": a, "b": rng.integers(0, 3, rows), "x": rng.normal(40, 12, rows).round(1),
        "s": np.where(follows, a % SECRET_CODES, rng.integers(0, SECRET_CODES, rows)),
    })


def _counts(frame: pd.DataFrame) -> pd.DataFrame:
    parts = []
    for attribute in ("a", "b"):
        table = frame.groupby([attribute, "s"]).size().reset_index(name="count")
        parts.append(pd.DataFrame({"marginal": f"{attribute} x s", "attribute": attribute,
                                   "low": table[attribute].astype(float), "high": table[attribute].astype(float),
                                   "secret": table["s"], "count": table["count"].astype(float)}))
    return pd.concat(parts, ignore_index=True)
