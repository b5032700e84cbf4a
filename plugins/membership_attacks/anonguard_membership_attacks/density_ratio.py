"""Density ratio: a release over-represents the neighbourhoods of the records it was made from.

score = log(p_release(x) / p_reference(x)), the DOMIAS idea (van Breugel et al., 2023): dividing
by the population density (fitted on the reference, records known not to be in the release)
keeps common records from scoring high just for being common.

Estimator: the classifier trick. A probabilistic classifier telling release rows (1) from
reference rows (0), each class carrying half the total weight, estimates P(1 | x) = r / (1 + r)
with r the density ratio, so its log-odds is log r — one model, no density estimated alone.
Gradient-boosted trees (scikit-learn's HistGradientBoostingClassifier) suit mixed records:
categories split natively (a missing code is a category, a missing number its own branch),
with no distance or bandwidth to choose across column types, and splits follow the joint
combinations that single out records, which a product of per-column histograms would miss
and a full joint histogram would have too few rows to fill. Early stopping on held-out
log-loss sets how closely the trees follow the release, so the log-odds stays an estimate
rather than a memorized label. Deterministic for a given `task.seed`; one OpenMP thread.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
from threadpoolctl import threadpool_limits

from anonguard.api import CATEGORICAL, MembershipAttack, MembershipTask, Parameter
from anonguard_membership_attacks.release import codes, numbers, release_rows

MIN_REFERENCE = 50  # fewer reference records cannot describe a population density
NATIVE_CATEGORIES = 255  # HistGradientBoosting's most categories per column; wider columns split as numbers


class DensityRatio(MembershipAttack):
    id = "density-ratio"
    title = "Release / reference density ratio"
    description = (
        "Scores each candidate by the log ratio of the release's density to the population's at "
        "that record (DOMIAS, van Breugel et al. 2023): a generator that overfits its input places "
        "extra mass near its members. Both densities come from one gradient-boosted classifier "
        "telling release rows from the reference records (known non-members), whose log-odds is "
        "the log density ratio. Needs no knowledge of how the release was made. Cost: one model "
        "fit on release + reference rows (seconds for tens of thousands of rows); scoring is cheap."
    )
    imports = ("sklearn.ensemble",)
    parameters = (
        Parameter("max_iter", "int", 200, "Most boosting rounds (early stopping usually uses fewer).",
                  minimum=10, maximum=5000, label="Boosting rounds at most", unit="rounds", advanced=True),
        Parameter("learning_rate", "float", 0.1, "How much each boosting round may change the model.",
                  minimum=1e-4, maximum=1.0, label="Learning rate", advanced=True),
        Parameter("min_samples_leaf", "int", 20, "Fewest rows per leaf; larger smooths the densities.",
                  minimum=1, maximum=10_000, label="Fewest rows per leaf", unit="rows", advanced=True),
    )

    def fit(self, task: MembershipTask) -> "DensityRatio":
        if len(task.reference) < MIN_REFERENCE:
            raise ValueError(
                f"{self.id} estimates the population density from the reference records (known non-members), "
                f"and there are {len(task.reference)}: supply at least {MIN_REFERENCE} held-out records"
            )
        release = release_rows(task)
        self.columns_ = list(release.columns)
        self.kinds_ = {c: task.kinds[c] for c in self.columns_}
        features = np.vstack([self._features(release), self._features(task.reference)])
        is_release = np.r_[np.ones(len(release)), np.zeros(len(task.reference))]
        native = np.array([
            self.kinds_[c] == CATEGORICAL and np.unique(features[:, j]).size <= NATIVE_CATEGORIES
            for j, c in enumerate(self.columns_)
        ])
        from sklearn.ensemble import HistGradientBoostingClassifier  # see `imports`

        self.model_ = HistGradientBoostingClassifier(
            max_iter=self.params["max_iter"],
            learning_rate=self.params["learning_rate"],
            min_samples_leaf=self.params["min_samples_leaf"],
            l2_regularization=1.0,
            categorical_features=native if native.any() else None,
            class_weight="balanced",
            early_stopping=True,
            random_state=task.seed,
        )
        with threadpool_limits(1, user_api="openmp"):
            self.model_.fit(features, is_release)
        return self

    def score(self, candidates: pd.DataFrame) -> np.ndarray:
        if len(candidates) == 0:
            return np.zeros(0)
        with threadpool_limits(1, user_api="openmp"):
            return self.model_.decision_function(self._features(candidates)).astype(np.float64)

    def _features(self, frame: pd.DataFrame) -> np.ndarray:
        return np.column_stack([
            codes(frame[c]).astype(np.float64) if self.kinds_[c] == CATEGORICAL else numbers(frame[c])
            for c in self.columns_
        ])
