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
            table, hits = _mapping(features[column].to_numpy(), secret)
            if hits > best_hits:
                self.column_, self.table_, best_hits = column, table, hits
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


def _mapping(values: np.ndarray, secret: np.ndarray) -> tuple[pd.DataFrame, int]:
    """Each value's most frequent secret (the smallest code on a tie) with its add-one smoothed
    share (a value seen once is not a certainty), and how many rows that mapping gets right.
    Counted pair by pair, never as a values × classes table: an id-like secret has as many
    classes as rows."""
    pairs = pd.DataFrame({"value": values, "secret": secret}).value_counts(sort=False).rename("n").reset_index()
    totals = pairs.groupby("value")["n"].transform("sum")
    pairs = pairs.assign(score=pairs["n"] / (totals + 1))
    best = pairs.sort_values(["value", "n", "secret"], ascending=[True, False, True]).drop_duplicates("value")
    return best.set_index("value")[["secret", "score"]].rename(columns={"secret": "value"}), int(best["n"].sum())


OTHER = -1  # the class the rare secret values are learned as; a prediction of it is an abstention


def _learnable(secret: np.ndarray, limit: int) -> np.ndarray:
    """The secret with every value but the `limit` most frequent ones held by two rows or more
    replaced by OTHER. A model's memory and time grow with rows × classes: an id-like secret
    would need gigabytes, and a value held by one row cannot be predicted confidently anyway."""
    values, counts = np.unique(secret, return_counts=True)
    keep = values[np.argsort(-counts, kind="stable")[:limit]]
    keep = keep[counts[np.searchsorted(values, keep)] >= 2]
    return np.where(np.isin(secret, keep), secret, OTHER)


def _finite(features: pd.DataFrame) -> pd.DataFrame:
    """±inf in a number column read as missing: scikit-learn's scalers and trees refuse infinities."""
    numbers = features.select_dtypes("number")
    infinite = np.isinf(numbers.to_numpy(dtype=float))
    if not infinite.any():
        return features
    cleaned = features.copy()
    cleaned[numbers.columns] = numbers.mask(infinite)
    return cleaned


class _SklearnModel(BaselineModel):
    """A scikit-learn classifier whose largest class probability is the rank score.

    It learns at most `max_classes` secret values (rarer ones are one class, on which it
    abstains) and predicts in slices, so its memory stays bounded whatever the secret."""

    max_classes: int = 100  # a forest's leaves hold a probability per class: memory is nodes × trees × classes
    predict_rows: int = 20_000
    openmp_threads: int | None = None  # None: scikit-learn's default
    imports = ("sklearn.compose", "sklearn.impute", "sklearn.linear_model", "sklearn.pipeline", "sklearn.preprocessing",
               "sklearn.ensemble")

    @abstractmethod
    def _estimator(self, features: pd.DataFrame, target: np.ndarray, kinds: Mapping[str, str]):
        """The unfitted scikit-learn estimator for these features and classes."""

    def fit(self, features: pd.DataFrame, secret: np.ndarray, kinds: Mapping[str, str]) -> "_SklearnModel":
        target = _learnable(np.asarray(secret), self.max_classes)
        classes = np.unique(target)
        self.estimator_ = None
        if len(classes) < 2:  # nothing to tell apart: every prediction is that one class
            self.only_, self.only_share_ = int(classes[0]) if len(classes) else OTHER, 1.0
            return self
        features = _finite(features)
        estimator = self._estimator(features, target, kinds)  # first: it loads the OpenMP runtime that the limit applies to
        with threadpool_limits(self.openmp_threads, user_api="openmp"):
            self.estimator_ = estimator.fit(features, target)
        return self

    def predict(self, features: pd.DataFrame) -> Predictions:
        n = len(features)
        if self.estimator_ is None:
            values, scores = np.full(n, self.only_), np.full(n, self.only_share_)
        else:
            features = _finite(features)
            values, scores = np.empty(n, dtype=np.int64), np.empty(n)
            with threadpool_limits(self.openmp_threads, user_api="openmp"):
                for start in range(0, n, self.predict_rows):
                    part = slice(start, start + self.predict_rows)
                    proba = self.estimator_.predict_proba(features.iloc[part])
                    best = proba.argmax(axis=1)
                    values[part], scores[part] = self.estimator_.classes_[best], proba[np.arange(len(best)), best]
        return Predictions(values, scores.astype(float), values == OTHER)


class LogisticModel(_SklearnModel):
    id = "logistic-regression"
    title = "Regularized logistic regression"
    description = "Multinomial logistic regression on one-hot categories and standardized numbers (L2)."
    parameters = (
        Parameter("C", "float", 1.0, "Inverse regularization strength; smaller is smoother.", minimum=1e-6, maximum=1e6,
                  label="Inverse regularization (C)"),
        Parameter("max_iter", "int", 300, "Solver iterations.", minimum=10, maximum=10_000,
                  label="Solver iterations at most", unit="iterations", advanced=True),
    )

    def _estimator(self, features: pd.DataFrame, target: np.ndarray, kinds: Mapping[str, str]):
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
        Parameter("n_estimators", "int", 100, "Number of trees.", minimum=10, maximum=2000,
                  label="Trees in the forest", unit="trees"),
        Parameter("min_samples_leaf", "int", 10, "Smallest leaf; larger resists memorizing records.", minimum=1, maximum=1000,
                  label="Fewest rows per leaf", unit="rows"),
        Parameter("max_samples", "float", 0.5, "Share of the rows each tree is grown on.", minimum=0.01, maximum=1.0,
                  label="Share of rows per tree", unit="0 to 1", advanced=True),
    )

    def _estimator(self, features: pd.DataFrame, target: np.ndarray, kinds: Mapping[str, str]):
        from sklearn.ensemble import RandomForestClassifier

        return RandomForestClassifier(
            n_estimators=self.params["n_estimators"],
            min_samples_leaf=self.params["min_samples_leaf"],
            min_samples_split=2 * self.params["min_samples_leaf"],
            max_samples=self.params["max_samples"],
            n_jobs=-1,
            random_state=0,
        )

    def fit(self, features: pd.DataFrame, secret: np.ndarray, kinds: Mapping[str, str]) -> "RandomForestModel":
        super().fit(features, secret, kinds)
        if self.estimator_ is not None:
            # trees are grown on every core; their probabilities are summed on one, in tree order, so the
            # same seed gives the same rank scores to the last bit (threads add them in any order)
            self.estimator_.n_jobs = 1
        return self


class GradientBoostingModel(_SklearnModel):
    id = "gradient-boosting"
    title = "Histogram gradient boosting"
    description = "Gradient-boosted trees with native categories, L2 regularization and early stopping."
    parameters = (
        Parameter("max_iter", "int", 100, "Boosting rounds (early stopping may use fewer).", minimum=10, maximum=2000,
                  label="Boosting rounds at most", unit="rounds"),
        Parameter("learning_rate", "float", 0.1, "How much each boosting round may change the model.",
                  minimum=1e-4, maximum=1.0, label="Learning rate", advanced=True),
    )
    # on a busy machine, spin-waiting OpenMP threads made fitting a hundred times slower
    openmp_threads = 1

    def _estimator(self, features: pd.DataFrame, target: np.ndarray, kinds: Mapping[str, str]):
        from sklearn.ensemble import HistGradientBoostingClassifier

        # native categories need codes below the number of bins; wider ones are used as numbers
        native = [kinds[c] == CATEGORICAL and features[c].max() < 250 for c in features.columns]
        return HistGradientBoostingClassifier(
            max_iter=self.params["max_iter"],
            learning_rate=self.params["learning_rate"],
            l2_regularization=1.0,
            min_samples_leaf=20,
            early_stopping=_can_stop_early(target, VALIDATION_FRACTION),
            validation_fraction=VALIDATION_FRACTION,
            categorical_features=native if any(native) else None,
            random_state=0,
        )


VALIDATION_FRACTION = 0.1


def _can_stop_early(target: np.ndarray, fraction: float) -> bool:
    """Early stopping holds out a stratified share of the rows, which needs every class twice and
    room for every class on both sides; otherwise the model fits all its rounds (no error)."""
    counts = np.unique(target, return_counts=True)[1]
    held_out = int(np.ceil(fraction * len(target)))
    return counts.min() >= 2 and len(counts) <= min(held_out, len(target) - held_out)


@hookimpl
def anonguard_baseline_models() -> list[type]:
    return [MajorityModel, ColumnMappingModel, LogisticModel, RandomForestModel, GradientBoostingModel]
