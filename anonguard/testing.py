"""A conformance kit for plugin authors: `check_attack(MyAttack)` in your own tests.

As scikit-learn's `check_estimator` does for estimators, it runs an attack class through what
the engine relies on, on a small synthetic release whose secret follows a known column, and
raises AssertionError naming the broken promise:

- the class declares what the catalog needs (id, title, description, parameters that validate);
- a parameter outside its range, or one that is not declared, is refused when the class is made;
- an unfitted instance pickles (attacks run in worker processes);
- `fit` returns the instance and leaves the task's tables as they were;
- `predict` gives one value, rank score and abstain flag per target (`Predictions.checked`),
  values among the secret's codes, finite scores, works for any number of targets (none included)
  and leaves the targets as they were;
- the same task and seed give the same predictions.

`synthetic_task()` builds the task (microdata, and published counts for attacks that read
them), for tests of your own.
"""

from __future__ import annotations

import pickle
from typing import Any

import numpy as np
import pandas as pd

from anonguard.plugins.api import (
    CATEGORICAL, CONTINUOUS, COUNTS, MICRODATA, Attack, AttackTask, CountTable, Parameter, Predictions, ReleaseTable,
)

__all__ = ["check_attack", "synthetic_task", "synthetic_targets"]

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
    from anonguard.plugins.manager import _declaration_problem  # the catalog's own check

    problem = _declaration_problem(cls, Attack)
    assert problem is None, f"the catalog would refuse {cls.__name__}: {problem}"
    params = dict(params or {})
    _check_parameters(cls)
    assert pickle.loads(pickle.dumps(cls(**params))).get_params() == cls(**params).get_params(), (
        f"{cls.id}: an unfitted instance must pickle with its parameters (attacks run in worker processes)")
    task = synthetic_task(tuple(cls.reads))
    before = [t.data.copy() for t in task.tables] + [c.rows.copy() for c in task.counts]
    attack = cls(**params)
    assert attack.fit(task) is attack, f"{cls.id}.fit must return the instance itself"
    after = [t.data for t in task.tables] + [c.rows for c in task.counts]
    assert all(a.equals(b) for a, b in zip(before, after)), f"{cls.id}.fit changed the release's tables"
    for n in (120, 1, 0):
        targets = synthetic_targets(n)
        kept = targets.copy()
        predictions = attack.predict(targets)
        assert isinstance(predictions, Predictions), f"{cls.id}.predict must return Predictions"
        try:
            checked = predictions.checked(n, cls.id)
        except ValueError as exc:
            raise AssertionError(str(exc)) from None
        assert targets.equals(kept), f"{cls.id}.predict changed the targets it was given"
        made = ~checked.abstain.astype(bool)
        values = checked.value[made]
        assert np.isin(values, np.arange(SECRET_CODES)).all(), (
            f"{cls.id} predicted values that are not codes of the secret (0 to {SECRET_CODES - 1}): "
            f"{sorted(set(values.tolist()) - set(range(SECRET_CODES)))[:5]}")
    first = cls(**params).fit(synthetic_task(tuple(cls.reads))).predict(synthetic_targets())
    again = cls(**params).fit(synthetic_task(tuple(cls.reads))).predict(synthetic_targets())
    for name in ("value", "rank_score", "abstain"):
        assert np.array_equal(np.asarray(getattr(first, name)), np.asarray(getattr(again, name))), (
            f"{cls.id} gave different {name.replace('_', ' ')}s for the same task and seed: draw random "
            "numbers from task.seed")


def _check_parameters(cls: type[Attack]) -> None:
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
