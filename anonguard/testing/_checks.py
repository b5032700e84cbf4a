"""One check per promise, and the promises every kind of plugin class keeps.

A check is a name and a function of no arguments that raises AssertionError naming the broken promise,
so that a plugin author can parametrize pytest over them (scikit-learn's `parametrize_with_checks`) and
see each failure as its own named test.
"""

from __future__ import annotations

import math
import pickle
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, NamedTuple

import numpy as np

from anonguard.plugins.api import Component, Parameter, Predictions
from anonguard.testing._tables import SECRET_CODES, synthetic_targets

Promise = Callable[[type, dict[str, Any]], None]  # a check of one class made with its parameters


class Check(NamedTuple):
    """One promise of the plugin contract: `check()` raises AssertionError if the class breaks it;
    `str(check)` is its name (`pytest.mark.parametrize("check", attack_checks(MyAttack), ids=str)`)."""

    name: str
    run: Callable[[], None]

    def __call__(self) -> None:
        self.run()

    def __str__(self) -> str:
        return self.name


def checks(cls: type, params: dict[str, Any] | None, base: type,
           promises: Sequence[tuple[str, Promise]]) -> list[Check]:
    """The checks of `cls` made with `params`: the ones every kind keeps, then `promises`, each named after
    the class's id and what it checks."""
    made = dict(params or {})
    every = [("declaration", partial(_declared, base=base)), ("parameters", _refuses_bad_parameters),
             ("pickles", _pickles)]
    name = getattr(cls, "id", "") or cls.__name__
    return [Check(f"{name}-{what}", partial(promise, cls, made)) for what, promise in [*every, *promises]]


def run_all(found: list[Check]) -> None:
    """Run `found` in order: the first broken promise raises."""
    for check in found:
        check()


def _declared(cls: type, params: dict[str, Any], base: type) -> None:
    """The catalog's own check of the class: its base, its methods, its declaration and its parameters."""
    from anonguard.plugins.manager import _declaration_problem

    problem = _declaration_problem(cls, base)
    assert problem is None, f"the catalog would refuse {cls.__name__}: {problem}"


def _refuses_bad_parameters(cls: type[Component], params: dict[str, Any]) -> None:
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
    """Values the parameter's declaration (its `info`: the range and choices every front end reads) refuses:
    the nearest value beyond each end of its range (the end itself where it is open), a word among none of
    its choices, and text of no value for a number or a yes-or-no parameter."""
    info = parameter.info
    wrong: list[Any] = []
    if info.range is not None:
        for end, is_open, away in ((info.range.low, info.range.low_open, -math.inf),
                                   (info.range.high, info.range.high_open, math.inf)):
            if end is not None:
                wrong.append(_beyond(end, is_open, away, info.hint is int))
    if info.choices:
        wrong.append("not " + "/".join(map(str, info.choices)))  # longer than any choice: none of them
    if info.hint in (int, float, bool):
        wrong.append("perhaps")
    return wrong


def _beyond(end: float, is_open: bool, away: float, whole: bool) -> float:
    """The value nearest `end` on its far side (towards `away`) that a range ending there refuses."""
    if whole:
        if away < 0:
            return math.floor(end) if is_open else math.ceil(end) - 1
        return math.ceil(end) if is_open else math.floor(end) + 1
    return end if is_open else math.nextafter(end, away)


def _pickles(cls: type[Component], params: dict[str, Any]) -> None:
    assert pickle.loads(pickle.dumps(cls(**params))).get_params() == cls(**params).get_params(), (
        f"{cls.id}: an unfitted instance must pickle with its parameters (plugins run in worker processes)")


def fit_returns_itself(cls: type[Component], fitted: Any, made: Any) -> None:
    assert fitted is made, f"{cls.id}.fit must return the instance itself"


def check_predictions(cls: type[Component], predict: Callable, n: int) -> Predictions:
    """`predict` on `n` targets: one value, rank score and abstain flag each, the values made among the
    secret's codes, the targets left as they were; the checked predictions."""
    targets = synthetic_targets(n)
    kept = targets.copy()
    predictions = predict(targets)
    assert isinstance(predictions, Predictions), f"{cls.id}.predict must return Predictions"
    checked = contract(predictions.checked, n, cls.id)
    assert targets.equals(kept), f"{cls.id}.predict changed the targets it was given"
    values = checked.value[~checked.abstain.astype(bool)]
    assert np.isin(values, np.arange(SECRET_CODES)).all(), (
        f"{cls.id} predicted values that are not codes of the secret (0 to {SECRET_CODES - 1}): "
        f"{sorted(set(values.tolist()) - set(range(SECRET_CODES)))[:5]}")
    return checked


def contract(check: Callable, *args: Any) -> Any:
    """What the engine's own check of a plugin's answer gives; its ValueError as the broken promise."""
    try:
        return check(*args)
    except ValueError as exc:
        raise AssertionError(str(exc)) from None


def same_arrays(cls: type[Component], first: Any, again: Any, names: Sequence[str]) -> None:
    """The fields `names` of two answers to the same task and seed are equal."""
    for name in names:
        assert np.array_equal(np.asarray(getattr(first, name)), np.asarray(getattr(again, name))), (
            f"{cls.id} gave different {name.replace('_', ' ')}s for the same task and seed: draw random "
            "numbers from task.seed")
