"""Which columns describe a record, and what kind each is (their values as codes and numbers: `anonguard.api`)."""

from __future__ import annotations

import pandas as pd

from anonguard.api import CATEGORICAL, CONTINUOUS, SelectionTask

ALL, KNOWN = "all", "known"
SCOPES = (ALL, KNOWN)


def record_kinds(task: SelectionTask, scope: str) -> dict[str, str]:
    """The kind of every column in `scope`: "all" columns of the original, or the "known" ones and the secret.

    Kinds come from the task. A column it does not describe (outside the scenario) is
    continuous if stored as floats and categorical otherwise, which is how the encoding stores them.
    """
    if scope == KNOWN:
        names = list(dict.fromkeys((*task.known, task.secret)))
    else:
        names = list(task.data.columns)
    return {name: task.kinds.get(name) or _stored_kind(task.data[name]) for name in names}


def _stored_kind(column: pd.Series) -> str:
    return CONTINUOUS if pd.api.types.is_float_dtype(column) else CATEGORICAL

