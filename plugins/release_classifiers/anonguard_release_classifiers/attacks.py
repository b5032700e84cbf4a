"""Three attacks that learn the secret from what was released (Cormode, 004)."""

from __future__ import annotations

import numpy as np
import pandas as pd
from scipy import sparse

from anonguard.api import CATEGORICAL, COUNTS, Attack, AttackTask, Parameter, Predictions, ReleaseTable
from anonguard_release_classifiers.features import ReleaseFeatures, secret_spread
from anonguard_release_classifiers.naive_bayes import CountNaiveBayes

MODELS = ("naive-bayes", "random-forest", "logistic-regression")
MODEL = Parameter("model", "choice", "random-forest", "What the attacker learns from the release.", choices=MODELS,
                  label="Classifier")
MAX_CLASSES = Parameter("max_classes", "int", 100, "Secret values learned at most (the most frequent); the model "
                        "abstains for a target it places among the rarer ones. Memory grows with this.",
                        minimum=2, maximum=10_000, label="Sensitive values learned", unit="values", advanced=True)
BINS = Parameter("bins", "int", 20, "A numeric key variable is cut into this many bins of equal counts.",
                 minimum=2, maximum=1000, label="Bins for numeric key variables", unit="bins", advanced=True)
FOREST = ("model", ("random-forest",))


def _categorical_secret(task: AttackTask, attack: str) -> None:
    if task.kinds[task.secret] != CATEGORICAL:
        raise ValueError(f"{attack} predicts classes; judge the continuous secret {task.secret!r} by bins, not by tolerance")


def _best(probability: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    value = probability.argmax(axis=1)
    return value, probability[np.arange(value.size), value]


class ReleaseClassifier(Attack):
    id = "release-classifier"
    title = "Classifier trained on the release"
    description = (
        "Trains a classifier on the released microdata, known columns as features and the secret as "
        "label, and predicts each target's secret; the class probability is the confidence (Stadler et "
        "al.; Cormode, 004). Generalized cells (intervals, sets, suppression) are spread over the values "
        "they stand for, so k-anonymous and l-diverse releases are learned from too."
    )
    imports = ("sklearn.ensemble", "sklearn.linear_model")
    parameters = (
        MODEL, BINS,
        Parameter("n_estimators", "int", 100, "More trees give steadier confidences and take longer.",
                  minimum=10, maximum=2000, label="Trees in the forest", unit="trees", applies_when=FOREST),
        Parameter("min_samples_leaf", "int", 1, "Fewest release rows a leaf of a tree may hold; 1 lets the forest "
                  "memorize the release, as an attacker would.", minimum=1, maximum=1000,
                  label="Fewest rows per leaf", unit="rows", advanced=True, applies_when=FOREST),
        Parameter("max_train_rows", "int", 200_000, "The classifier learns from at most this many release rows "
                  "(a sample drawn with the audit's seed beyond).", minimum=100, maximum=100_000_000,
                  label="Release rows learned from", unit="rows", advanced=True),
        MAX_CLASSES,
    )

    def fit(self, task: AttackTask) -> "ReleaseClassifier":
        _categorical_secret(task, self.id)
        tables = [t for t in task.tables_with(task.secret) if len(t.data)]
        if not tables:
            raise ValueError(f"{self.id} learns from microdata, and this release has no table holding the secret "
                             f"{task.secret!r}; for published counts use naive-bayes-counts")
        self.features_ = ReleaseFeatures(task.known, task.kinds, self.params["bins"]).fit(tables)
        features, labels, weights = _training_rows(self.features_, tables, task.secret)
        if labels.size > self.params["max_train_rows"]:
            chosen = np.random.default_rng(task.seed).choice(labels.size, self.params["max_train_rows"], replace=False)
            features, labels, weights = features[chosen], labels[chosen], weights[chosen]
        self.n_classes_ = int(labels.max()) + 1
        self.learned_ = _most_frequent(labels, weights, self.params["max_classes"])
        labels = _relabel(labels, self.learned_)  # the rarer values are one class, len(learned_)
        n_learned = len(self.learned_) + 1
        model = self.params["model"]
        if model == "naive-bayes":
            onehot = sparse.csr_matrix((weights, (np.arange(labels.size), labels)), shape=(labels.size, n_learned))
            joint = (features.T @ onehot).toarray()
            tables_ = [joint[b.offset : b.offset + b.width] for b in self.features_.blocks_]
            self.model_ = CountNaiveBayes(tables_, prior=np.bincount(labels, weights, n_learned) + 1.0)
        elif model == "random-forest":
            from sklearn.ensemble import RandomForestClassifier  # see `imports`

            self.model_ = RandomForestClassifier(
                n_estimators=self.params["n_estimators"], min_samples_leaf=self.params["min_samples_leaf"],
                n_jobs=-1, random_state=task.seed,
            ).fit(features, labels, sample_weight=weights)
            # trees are fitted on every core; their probabilities are summed on one, in tree order, so
            # the same seed gives the same rank scores to the last bit (threads add them in any order)
            self.model_.n_jobs = 1
        else:
            from sklearn.linear_model import LogisticRegression

            self.model_ = LogisticRegression(max_iter=500).fit(features, labels, sample_weight=weights)
        return self

    def learned_probabilities(self, targets: pd.DataFrame) -> np.ndarray:
        """(targets × learned values, then 'a rarer value') class probabilities of the learned model."""
        if isinstance(self.model_, CountNaiveBayes):
            return self.model_.posterior(self.features_.bin_indices(targets))
        probability = np.zeros((len(targets), len(self.learned_) + 1))
        if len(targets):  # scikit-learn refuses an empty batch
            probability[:, self.model_.classes_] = self.model_.predict_proba(self.features_.targets(targets))
        return probability

    def probabilities(self, targets: pd.DataFrame) -> np.ndarray:
        """(targets × secret codes) class probabilities; the rarer values share theirs equally."""
        learned = self.learned_probabilities(targets)
        rarer = self.n_classes_ - len(self.learned_)
        probability = np.repeat(learned[:, -1:] / max(rarer, 1), self.n_classes_, axis=1)
        probability[:, self.learned_] = learned[:, :-1]
        return probability

    def predict(self, targets: pd.DataFrame) -> Predictions:
        value, score = _best(self.learned_probabilities(targets))
        rarer = value == len(self.learned_)
        return Predictions(self.learned_[np.minimum(value, len(self.learned_) - 1)], score, rarer)


def _most_frequent(labels: np.ndarray, weights: np.ndarray, limit: int) -> np.ndarray:
    """The codes of the `limit` most frequent secret values (by weight), in code order."""
    totals = np.bincount(labels, weights)
    present = np.flatnonzero(totals > 0)
    return np.sort(present[np.argsort(-totals[present], kind="stable")[:limit]])


def _relabel(labels: np.ndarray, learned: np.ndarray) -> np.ndarray:
    """Codes as positions among the learned values; the rarer values all become len(learned)."""
    position = np.full(int(labels.max()) + 1, len(learned))
    position[learned] = np.arange(len(learned))
    return position[labels]


def _training_rows(features: ReleaseFeatures, tables: list[ReleaseTable], secret: str):
    """Stacked feature rows with one (label, weight) per value a secret cell stands for."""
    matrices, rows_all, labels, weights = [], [], [], []
    start = 0
    for table in tables:
        matrices.append(features.release(table))
        rows, codes, weight = secret_spread(table, secret)
        rows_all.append(rows + start)
        labels.append(codes)
        weights.append(weight)
        start += len(table.data)
    stacked = sparse.vstack(matrices, format="csr")
    return stacked[np.concatenate(rows_all)], np.concatenate(labels), np.concatenate(weights)


class PublishedCountsNaiveBayes(Attack):
    id = "naive-bayes-counts"
    reads = (COUNTS,)
    title = "Naive Bayes from published counts"
    description = (
        "Builds a naive Bayes classifier from published two-way tables of a known column by the secret, "
        "such as differentially private marginals: negative counts clamped to 0, one added to every "
        "count, normalized per attribute, the secret's prior from the summed tables (Cormode, 004 §2.2). "
        "Needs a release with a count table (see the documented long format)."
    )

    def fit(self, task: AttackTask) -> "PublishedCountsNaiveBayes":
        _categorical_secret(task, self.id)
        rows = pd.concat([t.rows for t in task.counts], ignore_index=True) if task.counts else pd.DataFrame()
        rows = rows[rows["attribute"].isin(task.known)] if len(rows) else rows
        if rows.empty:
            raise ValueError(f"{self.id} needs published counts of a known column by the secret {task.secret!r}; "
                             "this release has none (add a count table, or use release-classifier on microdata)")
        n_classes = int(rows["secret"].max()) + 1
        self.marginals_, tables = [], []
        for (_, attribute), group in rows.groupby(["marginal", "attribute"], sort=True):
            cells, cell = np.unique(group[["low", "high"]].to_numpy(dtype=float), axis=0, return_inverse=True)
            counts = np.zeros((len(cells), n_classes))
            np.add.at(counts, (cell.ravel(), group["secret"].to_numpy(dtype=np.int64)), group["count"].to_numpy())
            self.marginals_.append((attribute, task.kinds[attribute] == CATEGORICAL, cells))
            tables.append(counts)
        self.model_ = CountNaiveBayes(tables)
        return self

    def cells(self, targets: pd.DataFrame) -> list[np.ndarray]:
        """Per published table, the cell holding each target's value (−1: none does)."""
        found = []
        for attribute, categorical, cells in self.marginals_:
            values = targets[attribute].to_numpy(dtype=float)[:, None]
            low, high = cells[None, :, 0], cells[None, :, 1]
            if categorical:
                inside = values == low
            else:
                inside = ((values >= low) & (values <= high)) | (np.isnan(values) & np.isnan(low))
            found.append(np.where(inside.any(axis=1), inside.argmax(axis=1), -1))
        return found

    def predict(self, targets: pd.DataFrame) -> Predictions:
        value, score = _best(self.model_.posterior(self.cells(targets)))
        return Predictions(value, score, np.zeros(value.size, dtype=bool))


class GroupAttack(Attack):
    id = "group-attack"
    title = "Group attack on l-diverse and bucketized releases"
    description = (
        "Locates the target's equivalence class (the release rows whose generalized known cells hold the "
        "target's values) and lets a classifier learned from the whole release choose only among the "
        "secret values present in that class: the 'group' method of Cormode (004 §3). Its 'open' "
        "prediction, the same classifier unrestricted, is reported beside it, so population inference "
        "can be told from what the release gives away about the person."
    )
    parameters = (
        Parameter("model", "choice", "naive-bayes", "The classifier learned from the release.", choices=MODELS,
                  label="Classifier"),
        BINS,
        Parameter("fallback_open", "bool", False, "When no release group holds the person's key variables, "
                  "guess from the whole release instead of making no claim.",
                  label="Guess when the person's group is not found"),
    )

    def fit(self, task: AttackTask) -> "GroupAttack":
        self.population_ = ReleaseClassifier(model=self.params["model"], bins=self.params["bins"]).fit(task)
        self.known_ = task.known
        self.n_classes_ = self.population_.n_classes_
        self.groups_ = [self._groups(t, task) for t in task.tables_with(task.secret) if len(t.data)]
        return self

    def _groups(self, table: ReleaseTable, task: AttackTask):
        """One representative row per equivalence class, and each class's secret values."""
        columns = [c for c in task.known if c in table.data.columns]
        signature = {}
        for column in columns:
            cells = table.generalized.get(column)
            if cells is not None and not cells.categorical:
                signature[f"{column}.low"], signature[f"{column}.high"] = cells.low, cells.high
            else:
                signature[column] = table.data[column].to_numpy()
        group = (pd.DataFrame(signature).groupby(list(signature), dropna=False, sort=False).ngroup().to_numpy()
                 if signature else np.zeros(len(table.data), dtype=np.int64))
        n_groups = int(group.max()) + 1
        representative = np.zeros(n_groups, dtype=np.int64)
        representative[group[::-1]] = np.arange(group.size)[::-1]
        rows, codes, weights = secret_spread(table, task.secret)
        values = sparse.csr_matrix((weights, (group[rows], codes)), shape=(n_groups, max(self.n_classes_, int(codes.max()) + 1)))
        values = values[:, : self.n_classes_]
        return table, columns, representative, values

    def predict(self, targets: pd.DataFrame) -> Predictions:
        probability = self.population_.probabilities(targets)
        present = np.zeros_like(probability)
        for table, columns, representative, values in self.groups_:
            inside = np.ones((len(targets), representative.size), dtype=bool)
            for column in columns:
                inside &= _contains(table, column, targets[column].to_numpy(), representative)
            present += (sparse.csr_matrix(inside, dtype=float) @ values).toarray()
        located = present.sum(axis=1) > 0
        restricted = probability * (present > 0)
        open_value, open_score = _best(probability)
        value, best = _best(restricted)
        total = restricted.sum(axis=1)
        score = np.divide(best, total, out=np.zeros_like(best), where=total > 0)
        abstain = ~located
        if self.params["fallback_open"]:
            value, score = np.where(located, value, open_value), np.where(located, score, open_score)
            abstain = np.zeros_like(located)
        return Predictions(value, score, abstain, open_value, open_score,
                           details={"values_in_class": (present > 0).sum(axis=1)})


def _contains(table: ReleaseTable, column: str, values: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """(targets × rows): does each row's cell hold each target's raw value?"""
    cells = table.generalized.get(column)
    if cells is not None:
        return cells.contains(values, rows)
    released = table.data[column].to_numpy()[rows]
    values = np.asarray(values)
    equal = values[:, None] == released[None, :]
    if released.dtype.kind == "f":
        equal |= np.isnan(values.astype(float))[:, None] & np.isnan(released)[None, :]
    return equal
