"""The built-in target selector for pre-targeted audits."""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.plugins import hookimpl
from anonguard.plugins.api import CATEGORICAL, Parameter, SelectionTask, TargetSelector


class RareKnownCombination(TargetSelector):
    id = "rare-known-combination"
    title = "Rare combinations of known values"
    description = (
        "Targets the individuals whose combination of known values is shared by at most `max_count` "
        "records of the original: the outliers an attacker holding those attributes would pick first. "
        "Continuous known columns are compared after cutting them into equal-width bins."
    )
    parameters = (
        Parameter("max_count", "int", 1, "Largest group size still counted as rare (1 = unique).", minimum=1, maximum=1000,
                  label="Rare up to this many people sharing the combination", unit="people"),
        Parameter("bins", "int", 10, "Equal-width bins for continuous known columns.", minimum=2, maximum=1000,
                  label="Bins for numeric key variables", unit="bins", advanced=True),
    )

    def select(self, task: SelectionTask) -> np.ndarray:
        keys = {}
        for column in task.known:
            values = task.data[column]
            if task.kinds[column] == CATEGORICAL:
                keys[column] = values
            else:
                keys[column] = pd.cut(values, self.params["bins"], labels=False).fillna(-1)
        if not keys:
            return np.arange(len(task.data))
        frame = pd.DataFrame(keys)
        group = frame.groupby(list(frame.columns), dropna=False, sort=False).ngroup().to_numpy()
        sizes = np.bincount(group)[group]
        return np.flatnonzero(sizes <= self.params["max_count"])


@hookimpl
def anonguard_target_selectors() -> list[type]:
    return [RareKnownCombination]
