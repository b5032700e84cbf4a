"""The non-member baseline: predictions about targets from the original *without* them.

Targets leave the original in hold-out blocks; candidate models are compared once per
scenario on a validation split of the remaining rows, and the best-PRC one is refitted for
each block. Because no target is ever in the data its prediction was learned from, what the
baseline achieves is statistical inference, not a privacy loss (000, 003 §3.4).
"""

from __future__ import annotations

import importlib
import os
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, replace
from functools import cached_property

import numpy as np
import pandas as pd

from anonguard.engine.running.isolation import contained, named
from anonguard.engine.attribute.secret import SecretCodec
from anonguard.engine.settings import AuditSettings
from anonguard.engine.claims.sweep import sweep
from anonguard.engine.library_warnings import add_once
from anonguard.errors import AuditError
from anonguard.phrases import say
from anonguard.plugins.api import Predictions
from anonguard.plugins.manager import CatalogEntry

TOLERANCE_CLASSES = 50


@dataclass(frozen=True)
class CandidateScore:
    """How one candidate model did on the validation split (or why it could not be fitted)."""

    model: str
    prc: float | None
    error: str | None = None

    def describe(self) -> dict:
        return {"model": self.model, "prc": None if self.prc is None else round(self.prc, 6), "error": self.error}


class NonMemberBaseline:
    """Predicts the secret of blocks of targets from the original minus those targets."""

    def __init__(
        self,
        features: pd.DataFrame,
        truth: np.ndarray,
        codec: SecretCodec,
        kinds: Mapping[str, str],
        candidates: Sequence[CatalogEntry],
        settings: AuditSettings,
        entity: np.ndarray | None = None,
    ) -> None:
        if not candidates:
            raise AuditError(say("no baseline models are installed or enabled; enable at least one in the settings"))
        self.features = features
        self.truth = truth
        self.codec = codec
        self.kinds = dict(kinds)
        self.candidates = list(candidates)
        self.settings = settings
        self.entity = entity
        self.rng = np.random.default_rng(settings.seed)
        self.chosen: CatalogEntry | None = None
        self.scores: list[CandidateScore] = []
        self._failed: set[str] = set()
        self.warnings: list[str] = []  # what the libraries warned in the models' processes

    def predict_blocks(self, blocks: Sequence[np.ndarray], width: int = 1) -> list[tuple[Predictions, float]]:
        """Each block's predictions from every row outside it (and outside its targets' entities), with the seconds
        its fit took: `width` blocks fitted at once, each model in a process of its own.

        The answers are those of fitting the blocks one after another: the training rows are drawn in block order
        from the one random stream, the first block chooses the model, and when the chosen model fails on a block,
        that block and those after it are fitted again, one by one, by the next best candidate."""
        done: list[tuple[Predictions, float]] = []
        blocks = list(blocks)
        if blocks and self.chosen is None:  # the comparison of the candidates draws from the stream after block 1
            done.append(self._fitted(blocks.pop(0)))
        drawn = [(block, self._training_rows(block)) for block in blocks]
        if width > 1 and len(drawn) > 1:
            with ThreadPoolExecutor(min(width, len(drawn)), thread_name_prefix="baseline-block") as pool:
                tried = list(pool.map(lambda item: self._attempt(self.chosen, *item), drawn))
            ok = next((i for i, (answer, _) in enumerate(tried) if isinstance(answer, Exception)), len(tried))
            for answer, warned in tried[:ok]:
                done.append(answer)
                self._warned(warned)
            drawn = drawn[ok:]
        done.extend(self._fitted(block, train) for block, train in drawn)
        return done

    def predict_block(self, block: np.ndarray) -> Predictions:
        """Fit on every row outside `block` (and outside its targets' entities), predict `block`."""
        return self._fitted(block)[0]

    def _fitted(self, block: np.ndarray, train: np.ndarray | None = None) -> tuple[Predictions, float]:
        """The block's predictions by the chosen model (chosen now for the first block), the next best candidate
        taking over where it fails."""
        train = self._training_rows(block) if train is None else train
        if self.chosen is None:
            self._choose(train, *self._classes(train))
        while True:
            answer, warned = self._attempt(self.chosen, block, train)
            self._warned(warned)
            if not isinstance(answer, Exception):
                return answer
            self._give_way(answer)

    def _attempt(self, entry: CatalogEntry, block: np.ndarray, train: np.ndarray
                 ) -> tuple[tuple[Predictions, float] | Exception, list[str]]:
        """One fit of `entry` for the block (its predictions and seconds, or why it failed) and what the libraries
        warned, kept apart so that blocks fitted at once add their warnings in block order."""
        started, warned = time.perf_counter(), []
        labels, decode = self._classes(train)
        try:
            with self._contained(entry, warned) as model:
                model.fit(self.features.iloc[train], labels[train], self.kinds)
                predicted = model.predict(self.features.iloc[block]).checked(len(block), f"baseline model {entry.id}")
        except Exception as exc:  # noqa: BLE001 - a model that cannot fit this block gives way to the next best
            return exc, warned
        answer = Predictions(decode(predicted.value), predicted.rank_score, predicted.abstain)
        return (answer, time.perf_counter() - started), warned

    def _warned(self, lines: list[str]) -> None:
        for line in lines:
            add_once(self.warnings, line)

    def state(self) -> dict:
        """What a later run needs to go on exactly where this one stopped (as JSON): the candidates'
        comparison, the models given up, what the libraries warned, and the random stream's position."""
        return {"chosen": self.chosen.id if self.chosen else None, "scores": [asdict(s) for s in self.scores],
                "failed": sorted(self._failed), "warnings": list(self.warnings), "rng": self.rng.bit_generator.state}

    def resume(self, state: Mapping) -> None:
        """Go on from a `state()` of the same inputs and settings."""
        self.chosen = next((c for c in self.candidates if c.id == state["chosen"]), None)
        self.scores = [CandidateScore(**score) for score in state["scores"]]
        self._failed = set(state["failed"])
        self.warnings = list(state["warnings"])
        self.rng.bit_generator.state = state["rng"]

    def _contained(self, entry: CatalogEntry, warnings: list[str] | None = None):
        """A fresh model of `entry`, working in a process of its own under the audit's time and memory
        limits (as attacks do), so a model that exhausts memory or crashes only loses its candidacy; what the
        libraries warned goes to `warnings` (the baseline's own list unless given)."""
        return contained(entry.create(), self.settings.limits, say("the baseline model {model}", model=entry.id),
                         warnings=self.warnings if warnings is None else warnings)

    def _give_way(self, exc: Exception) -> None:
        """The chosen model failed on a hold-out block: record why, and use the next best candidate
        for this block and the ones after it. Only when none is left does the scenario fail."""
        failed = self.chosen.id
        self.scores = [replace(s, error=say("chosen, but could not be refitted on a hold-out block ({error}); the next "
                                            "best candidate was used from then on", error=named(exc)))
                       if s.model == failed else s for s in self.scores]
        self._failed.add(failed)
        usable = [(s.prc, -i) for i, s in enumerate(self.scores) if s.prc is not None and s.model not in self._failed]
        if not usable:
            raise AuditError(say("no baseline model could be fitted on the hold-out blocks (last: {model}: {error})",
                                 model=failed, error=named(exc))) from exc
        self.chosen = next(c for c in self.candidates if c.id == self.scores[-max(usable)[1]].model)

    def _training_rows(self, block: np.ndarray) -> np.ndarray:
        keep = np.ones(len(self.truth), dtype=bool)
        keep[block] = False
        if self.entity is not None:
            keep &= ~np.isin(self.entity, self.entity[block])
        if self.settings.baseline.drop_target_duplicates:
            keep &= ~np.isin(self._row_hashes, self._row_hashes[block])
        rows = np.flatnonzero(keep)
        if rows.size == 0:
            raise AuditError(say("no rows are left to fit the baseline once the targets are held out; the original is "
                                 "too small"))
        limit = self.settings.baseline.max_train_rows
        return np.sort(self.rng.choice(rows, limit, replace=False)) if rows.size > limit else rows

    @cached_property
    def _row_hashes(self) -> np.ndarray:
        """One hash per original row over the known columns and the secret, to spot duplicates."""
        return pd.util.hash_pandas_object(self.features.assign(_secret=self.truth), index=False).to_numpy()

    def _classes(self, rows: np.ndarray) -> tuple[np.ndarray, Callable[[np.ndarray], np.ndarray]]:
        """Class labels to learn, and how a predicted label maps back to a secret value.

        Models only classify; a secret judged by tolerance is learned as quantile classes
        and predicted as the median of the predicted class.
        """
        if self.codec.mode != "tolerance":
            return self.truth, lambda values: values
        values = self.truth.astype(float)
        present = values[rows][np.isfinite(values[rows])]
        edges = np.unique(np.quantile(present, np.linspace(0, 1, TOLERANCE_CLASSES + 1)[1:-1])) if present.size else np.empty(0)
        labels = np.where(np.isnan(values), len(edges) + 1, np.searchsorted(edges, values, side="right"))
        medians = np.full(len(edges) + 2, np.nan)
        for label in np.unique(labels[rows]):
            members = values[rows][labels[rows] == label]
            medians[label] = np.median(members) if label <= len(edges) else np.nan
        return labels, lambda predicted: medians[np.asarray(predicted, dtype=int)]

    def _choose(self, train: np.ndarray, labels: np.ndarray, decode: Callable[[np.ndarray], np.ndarray]) -> None:
        sample = self.rng.permutation(train)[: self.settings.baseline.selection_rows]
        cut = max(1, int(0.75 * len(sample)))
        fit_rows, check_rows = sample[:cut], sample[cut:]
        if check_rows.size == 0:  # too few rows to compare: the candidates in their catalog order
            self.scores = [CandidateScore(entry.id, 0.0) for entry in self.candidates]
            self.chosen = self.candidates[0]
            return
        # candidates fit side by side, each in its own process; run in this one (isolation off), the
        # libraries they load lazily are loaded here first, as two threads importing one module can
        # see it half made
        if not self.settings.limits.isolate:
            for name in {name for entry in self.candidates for name in entry.cls.imports}:
                try:
                    importlib.import_module(name)
                except Exception:  # noqa: BLE001 - the candidate that needs it fails on its own, with the reason
                    pass
        with ThreadPoolExecutor(max_workers=min(len(self.candidates), os.cpu_count() or 1)) as pool:
            scores = list(pool.map(lambda entry: self._validate(entry, fit_rows, check_rows, labels, decode), self.candidates))
        self.scores = scores
        usable = [(s.prc, i) for i, s in enumerate(scores) if s.prc is not None]
        if not usable:
            reasons = "; ".join(say("{model}: {error}", model=s.model, error=s.error) for s in scores)
            raise AuditError(say("no baseline model could be fitted ({reasons})", reasons=reasons))
        self.chosen = self.candidates[max(usable, key=lambda item: (item[0], -item[1]))[1]]

    def _validate(self, entry: CatalogEntry, fit_rows: np.ndarray, check_rows: np.ndarray, labels: np.ndarray,
                  decode: Callable[[np.ndarray], np.ndarray]) -> CandidateScore:
        """The candidate's best PRC on the validation rows, or why it could not be fitted."""
        try:
            with self._contained(entry) as model:
                model.fit(self.features.iloc[fit_rows], labels[fit_rows], self.kinds)
                predicted = model.predict(self.features.iloc[check_rows]).checked(len(check_rows), entry.id)
        except Exception as exc:  # one failing candidate must not stop the baseline
            return CandidateScore(entry.id, None, named(exc))
        measures = self.settings.measures
        correct = self.codec.correct(decode(predicted.value), self.truth[check_rows])
        curve = sweep(correct, predicted.rank_score, ~predicted.abstain, settings=measures)
        index = curve.best_index(measures.max_ci_width)
        return CandidateScore(entry.id, float(curve.prc[index] if index is not None else (curve.prc[-1] if len(curve) else 0.0)))
