"""The promises a treatment keeps: the same columns back, the table it was given untouched, the same table for the
same seed, and a result AnonGuard reads as a release of the table it was made from (its generalized cells
included)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from anonguard.data.columns import CATEGORICAL, CONTINUOUS
from anonguard.plugins.api import COARSEN, FINISH, PERTURB, Treated, Treatment, TreatmentTask
from anonguard.testing._checks import Check, checks

KEYS = ("age", "sex", "region", "income")  # the kit's key variables; "job" is its sensitive variable


def treatment_task(rows: int = 400, seed: int = 0) -> TreatmentTask:
    """A small table as an office holds it: ages, sexes, regions, incomes and jobs, as values."""
    rng = np.random.default_rng(seed)
    age = rng.integers(16, 90, rows)
    data = pd.DataFrame({
        "age": age.astype(float), "sex": rng.choice(["f", "m"], rows),
        "region": rng.choice([f"R{i:02d}" for i in range(12)], rows, p=np.r_[[0.3, 0.2, 0.1], np.full(9, 0.4 / 9)]),
        "income": np.round(rng.lognormal(10, 0.8, rows), -2),
        "job": np.where(age > 60, "retired", rng.choice(["clerk", "driver", "nurse"], rows)),
    })
    kinds = {"age": CONTINUOUS, "sex": CATEGORICAL, "region": CATEGORICAL, "income": CONTINUOUS, "job": CATEGORICAL}
    return TreatmentTask(data, kinds, KEYS, ("job",), seed=7)


def treatment_checks(cls: type[Treatment], params: dict[str, Any] | None = None) -> list[Check]:
    """One check per promise the treatment `cls` (made with `params`) keeps, on the kit's table (key variables
    age, sex, region, income; sensitive variable job)."""
    return checks(cls, params, Treatment, [("columns", _columns), ("seeded", _seeded), ("readable", _readable),
                                           ("proposals", _proposals)])


def _treated(cls: type[Treatment], params: dict[str, Any], task: TreatmentTask) -> Treated:
    found = cls(**params).treat(task)
    assert isinstance(found, Treated), f"{cls.id}.treat must return a Treated, got {type(found).__name__}"
    assert isinstance(found.data, pd.DataFrame), f"{cls.id}: Treated.data must be a DataFrame"
    assert all(isinstance(note, str) for note in found.notes), f"{cls.id}: notes must be sentences (str)"
    return found


def _columns(cls: type[Treatment], params: dict[str, Any]) -> None:
    """The same columns in the same order, no more rows than given, and the given table left as it was."""
    task = treatment_task()
    kept = task.data.copy()
    found = _treated(cls, params, task)
    assert list(found.data.columns) == list(task.data.columns), (
        f"{cls.id} must give back the table's columns in their order: {list(task.data.columns)}, "
        f"got {list(found.data.columns)}")
    assert 0 < len(found.data) <= len(task.data), f"{cls.id} gave {len(found.data)} rows for {len(task.data)}"
    assert task.data.equals(kept), f"{cls.id}.treat changed the table it was given"


def _seeded(cls: type[Treatment], params: dict[str, Any]) -> None:
    first, again = (_treated(cls, params, treatment_task()).data for _ in "12")
    assert first.equals(again), f"{cls.id} made different tables from the same table, parameters and seed"


def _readable(cls: type[Treatment], params: dict[str, Any]) -> None:
    """AnonGuard reads the result as a release of the table it was made from, every column kept."""
    from anonguard.data.encoding import encode_tables
    from anonguard.errors import DataError

    task = treatment_task()
    found = _treated(cls, params, task)
    try:
        encoded = encode_tables(task.data, {"treated": [("treated", found.data)]}, task.kinds)
    except DataError as exc:
        raise AssertionError(f"{cls.id}'s result is not readable as a release: {exc}") from None
    (table,) = encoded.releases["treated"]
    assert set(task.kinds) <= set(table.data.columns), f"{cls.id}'s result lost columns when read as a release"


def _proposals(cls: type[Treatment], params: dict[str, Any]) -> None:
    """A frontier search can use what it proposes: a known stage, and proposals whose every step the treatment
    accepts and applies, one after another, to the kit's table."""
    assert cls.stage in ("", COARSEN, PERTURB, FINISH), (
        f"{cls.id}.stage must be '', COARSEN, PERTURB or FINISH (anonguard.api), not {cls.stage!r}")
    task = treatment_task()
    proposed = cls(**params).proposals(task)
    assert isinstance(proposed, list), f"{cls.id}.proposals must return a list, got {type(proposed).__name__}"
    assert not proposed or cls.stage, f"{cls.id} proposes settings but has no stage: a search would not place it"
    for steps in proposed:
        table = task.data
        for step in steps:
            assert isinstance(step, dict), f"{cls.id}: each proposal is a tuple of parameter dicts, got {step!r}"
            table = cls(**step).treat(TreatmentTask(table, task.kinds, task.keys, task.sensitive, task.seed,
                                                    task.k)).data
            assert list(table.columns) == list(task.data.columns), f"{cls.id}: proposal {steps} changed the columns"
