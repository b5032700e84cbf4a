"""Candidate models for the non-member baseline (003 §3.4, §3.7).

All are fitted on the original without the targets; the baseline engine keeps the one
with the best PRC. Tree models use anti-overfitting settings because duplicated or related
records would otherwise inflate the baseline (003 §3.7, Figure 3). scikit-learn is imported
when a model is built, not when the catalog is listed: every command line start lists it.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping

import numpy as np
import pandas as pd
from threadpoolctl import threadpool_limits

from anonguard.plugins import hookimpl
from anonguard.plugins.api import CATEGORICAL, BaselineModel, Parameter, Predictions


def _modal_counts(secret: np.ndarray) -> tuple[int, float]:
    values, counts = np.unique(secret, return_counts=True)
    best = int(np.argmax(counts))
    return int(values[best]), counts[best] / counts.sum()


def _confident(values: np.ndarray, scores: np.ndarray) -> Predictions:
    return Predictions(values, scores.astype(float), np.zeros(len(values), dtype=bool))


class MajorityModel(BaselineModel):
    id = "majority"
    title = "Majority value"
    description = "Predicts the most frequent secret value for everyone; the floor any model must beat."

    def fit(self, features: pd.DataFrame, secret: np.ndarray, kinds: Mapping[str, str]) -> "MajorityModel":
        self.value_, self.share_ = _modal_counts(secret)
        return self

    def predict(self, features: pd.DataFrame) -> Predictions:
        n = len(features)
        return _confident(np.full(n, self.value_), np.full(n, self.share_))


class ColumnMappingModel(BaselineModel):
    id = "column-mapping"
    title = "Mapping from the most associated column"
    description = (
        "Maps each value of the single known categorical column that best predicts the secret to "
        "that value's most frequent secret; catches one-to-one relations (code and label, region "
        "and district) that general models can blur."
    )

    def fit(self, features: pd.DataFrame, secret: np.ndarray, kinds: Mapping[str, str]) -> "ColumnMappingModel":
        self.default_, share = _modal_counts(secret)
        self.default_score_ = share
        self.column_, self.table_, best_hits = None, None, -1
        for column in (c for c in features.columns if kinds[c] == CATEGORICAL):
            counts = pd.crosstab(features[column].to_numpy(), secret)
            hits = int(counts.max(axis=1).sum())
            if hits > best_hits:
                self.column_, best_hits = column, hits
                # add-one smoothing: a value seen once is not a certainty
                self.table_ = pd.DataFrame(
                    {"value": counts.idxmax(axis=1), "score": counts.max(axis=1) / (counts.sum(axis=1) + 1)}
                )
        return self

    def predict(self, features: pd.DataFrame) -> Predictions:
        n = len(features)
        if self.column_ is None:
            return _confident(np.full(n, self.default_), np.full(n, self.default_score_))
        looked_up = self.table_.reindex(features[self.column_].to_numpy())
        seen = looked_up["value"].notna().to_numpy()
        values = np.where(seen, looked_up["value"].fillna(self.default_).to_numpy(), self.default_)
        scores = np.where(seen, looked_up["score"].fillna(0.0).to_numpy(), 0.0)
        return _confident(values.astype(np.int64), scores)


class _SklearnModel(BaselineModel):
    """A scikit-learn classifier whose largest class probability is the rank score."""

    @abstractmethod
    def _estimator(self, features: pd.DataFrame, kinds: Mapping[str, str]):
        """The unfitted scikit-learn estimator for these features."""

    openmp_threads: int | None = None  # None: scikit-learn's default
    imports = ("sklearn.compose", "sklearn.impute", "sklearn.linear_model", "sklearn.pipeline", "sklearn.preprocessing",
               "sklearn.ensemble")

    def fit(self, features: pd.DataFrame, secret: np.ndarray, kinds: Mapping[str, str]) -> "_SklearnModel":
        estimator = self._estimator(features, kinds)  # first: it loads the OpenMP runtime that the limit applies to
        with threadpool_limits(self.openmp_threads, user_api="openmp"):
            self.estimator_ = estimator.fit(features, secret)
        return self

    def predict(self, features: pd.DataFrame) -> Predictions:
        with threadpool_limits(self.openmp_threads, user_api="openmp"):
            proba = self.estimator_.predict_proba(features)
        best = proba.argmax(axis=1)
        return _confident(self.estimator_.classes_[best], proba[np.arange(len(best)), best])


class LogisticModel(_SklearnModel):
    id = "logistic-regression"
    title = "Regularized logistic regression"
    description = "Multinomial logistic regression on one-hot categories and standardized numbers (L2)."
    parameters = (
        Parameter("C", "float", 1.0, "Inverse regularization strength; smaller is smoother.", minimum=1e-6, maximum=1e6),
        Parameter("max_iter", "int", 300, "Solver iterations.", minimum=10, maximum=10_000),
    )

    def _estimator(self, features: pd.DataFrame, kinds: Mapping[str, str]):
        from sklearn.compose import ColumnTransformer
        from sklearn.impute import SimpleImputer
        from sklearn.linear_model import LogisticRegression
        from sklearn.pipeline import make_pipeline
        from sklearn.preprocessing import OneHotEncoder, StandardScaler

        categorical = [c for c in features.columns if kinds[c] == CATEGORICAL]
        continuous = [c for c in features.columns if kinds[c] != CATEGORICAL]
        columns = ColumnTransformer([
            ("categories", OneHotEncoder(handle_unknown="ignore", min_frequency=5), categorical),
            ("numbers", make_pipeline(SimpleImputer(strategy="median", add_indicator=True), StandardScaler()), continuous),
        ])
        return make_pipeline(columns, LogisticRegression(C=self.params["C"], max_iter=self.params["max_iter"]))


class RandomForestModel(_SklearnModel):
    id = "random-forest"
    title = "Random forest (anti-overfitting)"
    description = (
        "Random forest with large leaves (003 §3.7: min_samples_split and min_samples_leaf of 10) so "
        "that duplicated or related records do not inflate the baseline."
    )
    parameters = (
        Parameter("n_estimators", "int", 100, "Number of trees.", minimum=10, maximum=2000),
        Parameter("min_samples_leaf", "int", 10, "Smallest leaf; larger resists memorizing records.", minimum=1, maximum=1000),
        Parameter("max_samples", "float", 0.5, "Share of the rows each tree is grown on.", minimum=0.01, maximum=1.0),
    )

    def _estimator(self, features: pd.DataFrame, kinds: Mapping[str, str]):
        from sklearn.ensemble import RandomForestClassifier

        return RandomForestClassifier(
            n_estimators=self.params["n_estimators"],
            min_samples_leaf=self.params["min_samples_leaf"],
            min_samples_split=2 * self.params["min_samples_leaf"],
            max_samples=self.params["max_samples"],
            n_jobs=-1,
            random_state=0,
        )


class GradientBoostingModel(_SklearnModel):
    id = "gradient-boosting"
    title = "Histogram gradient boosting"
    description = "Gradient-boosted trees with native categories, L2 regularization and early stopping."
    parameters = (
        Parameter("max_iter", "int", 100, "Boosting rounds (early stopping may use fewer).", minimum=10, maximum=2000),
        Parameter("learning_rate", "float", 0.1, "Shrinkage per round.", minimum=1e-4, maximum=1.0),
    )
    # on a busy machine, spin-waiting OpenMP threads made fitting a hundred times slower
    openmp_threads = 1

    def _estimator(self, features: pd.DataFrame, kinds: Mapping[str, str]):
        from sklearn.ensemble import HistGradientBoostingClassifier

        # native categories need codes below the number of bins; wider ones are used as numbers
        native = [kinds[c] == CATEGORICAL and features[c].max() < 250 for c in features.columns]
        return HistGradientBoostingClassifier(
            max_iter=self.params["max_iter"],
            learning_rate=self.params["learning_rate"],
            l2_regularization=1.0,
            min_samples_leaf=20,
            early_stopping=True,
            categorical_features=native if any(native) else None,
            random_state=0,
        )


@hookimpl
def anonguard_baseline_models() -> list[type]:
    return [MajorityModel, ColumnMappingModel, LogisticModel, RandomForestModel, GradientBoostingModel]
