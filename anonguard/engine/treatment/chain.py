"""The chain of treatments that makes a treated release, step by step, and what each step changed.

The audit file's `treatments` section (`anonguard.engine.spec.TreatmentsSpec`) lists releases made by treating
another: each has a label, the release it is made from (`"from"`: a release label, or `"original"` for the
original itself) and its steps, each a treatment plugin's id and parameters:

    "treatments": {"releases": [
        {"label": "puf-treated", "from": "puf",
         "steps": [{"id": "top-bottom-coding", "params": {"columns": "income", "top_quantile": 0.95}},
                   {"id": "local-suppression", "params": {"k": 3}}]}]}

The audit makes the release again from these each time it runs, with the audit's seed, so next year's file is
treated and audited the same way; the files on disk are never changed.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from anonguard.engine.running.isolation import contained, error_text
from anonguard.engine.spec import ComponentChoice
from anonguard.errors import AuditError, message
from anonguard.phrases import say
from anonguard.plugins.api import TreatmentTask


@dataclass(frozen=True)
class StepRecord:
    """What one step did: its treatment and parameters (as checked), its notes, the values it changed per column
    (the share of rows whose value is no longer what it was) and its time."""

    id: str
    params: dict[str, Any]
    notes: tuple[str, ...]
    changed: dict[str, float]
    seconds: float

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "params": dict(self.params), "notes": list(self.notes), "changed": dict(self.changed),
                "seconds": self.seconds}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "StepRecord":
        return cls(data["id"], dict(data.get("params", {})), tuple(data.get("notes", ())),
                   {k: float(v) for k, v in data.get("changed", {}).items()}, float(data.get("seconds", 0.0)))


def changed_shares(before: pd.DataFrame, after: pd.DataFrame) -> dict[str, float]:
    """Per column, the share of rows whose value differs (missing against missing is no change); a step that
    dropped rows is compared on its row count alone (every row counts as changed where they differ)."""
    if len(before) != len(after):
        return {column: 1.0 for column in after.columns}
    shares = {}
    for column in after.columns:
        old, new = before[column].astype("string"), after[column].astype("string")
        same = (old == new).fillna(False).to_numpy(dtype=bool) | (old.isna() & new.isna()).to_numpy()
        shares[str(column)] = float(np.mean(~same)) if len(same) else 0.0
    return shares


def apply_chain(table: pd.DataFrame, steps: Sequence[ComponentChoice], make: Callable[[ComponentChoice], Any],
                task: Callable[[pd.DataFrame], TreatmentTask], run: Callable[[Any, str], Any] | None = None,
                ) -> tuple[pd.DataFrame, list[StepRecord]]:
    """`table` through each step in turn: `make` gives a step's treatment (its parameters checked), `task` the
    task of a table, `run(treatment, what)` a context in which it works (a process of its own). A step that
    fails or gives back another table's columns raises AuditError naming the step."""
    records = []
    for number, step in enumerate(steps, start=1):
        what = say("step {number} ({treatment})", number=number, treatment=step.id)
        treatment = make(step)
        started = time.perf_counter()
        try:
            with (run or _here)(treatment, what) as working:
                done = working.treat(task(table))
        except Exception as exc:  # the plugin's failure, said with the step: the chain cannot go on without it
            raise AuditError(say("the treatment chain stopped at {what}: {error}", what=what,
                                 error=error_text(exc))) from None
        treated = done.data
        if list(treated.columns) != list(table.columns):
            raise AuditError(say("the treatment chain stopped at {what}: it gave back the columns {got}, not the "
                                 "table's ({wanted})", what=what, got=", ".join(map(str, treated.columns)),
                                 wanted=", ".join(map(str, table.columns))))
        records.append(StepRecord(step.id, treatment.get_params(), tuple(done.notes), changed_shares(table, treated),
                                  time.perf_counter() - started))
        table = treated.reset_index(drop=True)
    return table, records


def _here(treatment: Any, what: str) -> Any:
    """The treatment working in this process (isolation off)."""
    return nullcontext(treatment)


def made_treatment(catalog: Any, step: ComponentChoice) -> Any:
    """The installed treatment a step names, made with its parameters; an AuditError names what is installed."""
    try:
        return catalog.get("treatment", step.id).create(step.params)
    except KeyError:
        installed = ", ".join(e.id for e in catalog.of_kind("treatment")) or "none"
        raise AuditError(say("no treatment {treatment!r} is installed (installed: {installed})",
                             treatment=step.id, installed=installed)) from None
    except ValueError as exc:
        raise AuditError(say("treatment {treatment!r}: {problem}", treatment=step.id, problem=message(exc))) from None


def isolated_runner(limits: Any, warnings: list[str]) -> Callable[[Any, str], Any]:
    """Each step in a process of its own under the audit's limits (a crashing plugin costs only its chain)."""
    return lambda treatment, what: contained(treatment, limits, what, warnings=warnings)
