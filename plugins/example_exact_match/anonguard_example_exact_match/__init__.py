"""Example AnonGuard plugin: the exact-match attack.

The classic record-linkage attack: look for release rows that agree with the target on
every known column and predict the most common secret among them. It abstains when too
few rows match, and its rank score is the share of matching rows holding that secret.
It is deliberately small: a template showing every part of the plugin contract.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.api import Attack, AttackTask, Parameter, Predictions, hookimpl

__version__ = "0.1.0"
ANONGUARD_CONTRACT = 1  # the plugin contract (anonguard.api) this plugin is written for


class ExactMatch(Attack):
    # What the catalog shows; `id` is what audits and the CLI's --attack refer to.
    id = "exact-match"
    by_default = False  # an example for plugin authors: run it by naming it (--attack exact-match)
    title = "Exact match (example plugin)"
    description = (
        "Predicts the most common secret among release rows identical to the target on every known "
        "column; abstains when fewer than `min_matches` rows match."
    )
    # Declared parameters become a validated form in the GUI and --param on the CLI.
    parameters = (
        Parameter("min_matches", "int", 1, "Fewest matching release rows needed to predict.", minimum=1, maximum=10_000,
                  label="Matching release rows needed", unit="rows"),
    )

    def fit(self, task: AttackTask) -> "ExactMatch":
        """Tabulate, per combination of known values, the modal secret and its share."""
        known = list(task.known)
        tables = task.tables_with(task.secret, *known)
        if not tables:
            raise ValueError("no release table holds the secret and every known column; exact match needs them all")
        rows = pd.concat([t.data[known + [task.secret]] for t in tables])
        counts = rows.groupby(known + [task.secret], dropna=False).size().rename("n").reset_index()
        totals = counts.groupby(known, dropna=False)["n"].transform("sum")
        counts = counts.assign(share=counts["n"] / totals, total=totals)
        self.known_ = known
        self.secret_ = task.secret
        # the first row of each group after sorting by count is its modal secret value
        self.lookup_ = counts.sort_values("n", ascending=False, kind="stable").drop_duplicates(known)
        return self

    def predict(self, targets: pd.DataFrame) -> Predictions:
        """One row per target in, one prediction per target out, in the same order."""
        matched = targets[self.known_].merge(self.lookup_, on=self.known_, how="left")
        enough = matched["total"].fillna(0).to_numpy() >= self.params["min_matches"]
        value = matched[self.secret_].to_numpy()
        score = matched["share"].fillna(0.0).to_numpy(dtype=float)
        return Predictions(np.where(enough, value, 0), score, ~enough)


@hookimpl
def anonguard_attacks() -> list[type]:
    """The hook AnonGuard calls to learn which attacks this plugin provides."""
    return [ExactMatch]
