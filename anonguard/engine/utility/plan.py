"""The utility kind's work for one audit: every release compared with the original, variable by variable,
pair by pair and as a whole (propensity, k-marginal, information loss), each headline score placed on the scale
of the original's own subsamples; then the officer's analyses and the plugins' utility measures, each plugin in
a process of its own.

A generalized release is read through its cells (engine/utility/spread.py): an interval spread over the
original's grid cells it overlaps, in proportion to the original's values inside it, a set of categories over
its members in the original's proportions, a cell standing for every value as missing; the distributions,
pairs, k-marginal and values changed count those fractions, while correlations, IL1s, eigenvalues and the
propensity model read an interval at its midpoint, as the attacks' stand-in. A release of several tables is
compared through the table sharing most variables with the original. A count table is compared through the
tables it publishes (engine/utility/count_tables.py): each beside the same table counted from the original,
its margins as variables, the tables as pairs, on the same subsample scale. Row-level measures (values
changed, IL1s) need each release row matched to its person: by the entity id when the release keeps it, or
by position for a release the audit file lists in `utility.in_order`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pandas as pd

from anonguard.data.columns import CATEGORICAL
from anonguard.data.counts import is_count_table
from anonguard.engine.kind import KindPlan, PreparedAudit, TablesRead
from anonguard.engine.utility.baseline import FRACTIONS, REPEATS, subsample_curves
from anonguard.engine.utility.count_tables import compare_counts
from anonguard.engine.utility.fidelity import headline, pair_fidelity, pairs_of, variable_fidelity
from anonguard.engine.utility.grid import on_grid
from anonguard.engine.utility.information_loss import eigenvalue_difference, il1s
from anonguard.engine.utility.result import ReleaseUtility, UtilityProgress, UtilityResult
from anonguard.engine.utility.subsamples import subsample_scores
from anonguard.engine.utility.spread import table_cells, tail_rows
from anonguard.engine.utility.whole_table import marginal_score, propensity
from anonguard.engine.running.isolation import contained, error_text
from anonguard.engine.spec import ComponentChoice
from anonguard.errors import AuditError, DataError, message
from anonguard.phrases import say
from anonguard.plugins.api import UtilityTask


class UtilityPlan(KindPlan):
    """Measures every release of one audit; stays in the audit's own process."""

    travels = False

    def __init__(self, audit: PreparedAudit) -> None:
        super().__init__(audit)
        self.section = audit.spec.utility
        self.matches: dict[str, tuple[np.ndarray, np.ndarray] | None] = {}
        self.count_tables: set[str] = set()
        self.analyses: list[Any] = []
        self.weights: dict[str | None, np.ndarray | None] = {}  # None: the original's; else by release label
        self.estimates: list[list[Any]] = []  # per analysis, the original's
        self.levels: dict[str, list[str]] = {}
        self.measures = self._chosen_measures()

    def _chosen_measures(self) -> list[tuple[Any, dict[str, Any]]]:
        """The plugins' utility measures to run (catalog entry, parameters checked): those the section names, or
        every installed one meant to run by default."""
        catalog = self.audit.catalog
        choices = self.section.measures or [ComponentChoice(e.id) for e in catalog.of_kind("utility-measure")
                                            if e.cls.by_default]
        chosen = []
        for choice in choices:
            try:
                entry = catalog.get("utility-measure", choice.id)
                chosen.append((entry, entry.create(choice.params).get_params()))
            except (KeyError, ValueError) as exc:
                raise AuditError(f"utility.measures: {message(exc)}") from None
        return chosen

    def read(self, reading: TablesRead) -> None:
        entity, weight = self.audit.spec.entity, self.section.weight
        source = reading.name(self.audit.spec.original)
        if weight is not None:
            if weight not in reading.original.columns:
                raise DataError(f"{source}: no column {weight!r} (named as the survey weight of the utility "
                                f"measures); its columns are {', '.join(map(str, reading.original.columns))}")
            self.weights[None] = _weights(reading.original[weight])
        if self.section.analyses:
            from anonguard.engine.utility.analyses import check_analyses, parse_analyses

            self.analyses = parse_analyses(self.section.analyses)
            check_analyses(self.analyses, reading.columns, reading.kinds, source, reading.original)
        for label, tables in reading.releases.items():
            frames = [frame for _, frame in tables if not is_count_table(frame)]
            if not frames:
                self.count_tables.add(label)
                continue
            frame = max(frames, key=lambda f: len(set(f.columns) & set(reading.columns)))
            self.matches[label] = _matched(reading.original, frame, entity, label in self.section.in_order)
            self.weights[label] = _weights(frame[weight]) if weight in frame.columns else None

    def measure(self, cancelled: Callable[[], bool]) -> Iterator[Any]:
        data = self.audit.data
        original = _decoded(data.original, data.kinds, data.codings)
        result = UtilityResult(bins=self.section.bins, seed=self.audit.settings.seed)
        if self.analyses:  # the original's estimates, and its categories each release is coded by
            from anonguard.engine.utility.analyses import category_levels, estimate

            self.estimates = [estimate(a, original, data.kinds, self.weights.get(None), self.audit.settings.seed)
                              for a in self.analyses]
            self.levels = category_levels(original, data.kinds)
        labels = list(data.releases)
        for number, label in enumerate(labels):
            if cancelled():
                result.status = "cancelled"
                break
            yield UtilityProgress(say("utility: comparing {release}", release=label), number / len(labels))
            result.releases.append(self._release(label, original, data, cancelled))
        yield UtilityProgress(say("utility: done"), 1.0)
        yield result

    def _release(self, label: str, original: pd.DataFrame, data: Any, cancelled: Callable[[], bool]) -> ReleaseUtility:
        if label in self.count_tables:
            return self._count_table(label, data)
        table = max(data.releases[label], key=lambda t: len(set(t.data.columns) & set(original.columns)))
        release = _decoded(table.data, data.kinds, data.codings)
        if release.empty:
            return ReleaseUtility(label, len(release), len(original), notes=[say(
                "the release has no rows: nothing to compare")])
        cells = table_cells(table.generalized, table.data, data.codings)
        release = _at_tail_ends(original, release, cells)
        columns = on_grid(original, release, data.kinds, self.section.bins, cells)
        matched = self.matches.get(label)
        notes = [] if matched is not None else [say(
            "rows cannot be matched to the original's (no entity id in the release, and it is not listed in "
            "utility.in_order): values changed and IL1s are not measured")]
        if table.generalized:
            notes.append(say("generalized columns ({columns}) are read over the original's cells: a band as the "
                             "original's values inside it, a top or bottom code (>=x, <x) at its end x, a set of "
                             "categories in the original's proportions, a cell standing for every value as missing; "
                             "correlations, IL1s, eigenvalues and propensity read a band at its midpoint",
                             columns=", ".join(sorted(table.generalized))))
        chosen, total = pairs_of(columns, self.section.max_pairs, self.audit.settings.seed)
        variables = [variable_fidelity(c, matched) for c in columns]
        pairs = [pair_fidelity(columns[i], columns[j]) for i, j in chosen]
        scores = headline(variables, pairs).as_dict()
        curves = subsample_curves(subsample_scores(columns, chosen, FRACTIONS, REPEATS, self.audit.settings.seed))
        equivalents = {c.score: c.equivalent(scores[c.score]) for c in curves if scores.get(c.score) is not None}
        continuous = [c for c in columns if c.kind != CATEGORICAL]
        values = [np.column_stack([getattr(c, side) for c in continuous]) if continuous else None
                  for side in ("original_values", "release_values")]
        loss = None
        if continuous and matched is not None and len(matched[0]):
            loss = il1s(values[0][matched[0]], values[1][matched[1]])
        eigen = eigenvalue_difference(values[0], values[1]) if continuous else None
        if self.section.weight and self.weights.get(label) is None and self.analyses:
            notes.append(say("the release has no survey weight column {weight!r}: its analyses are unweighted",
                             weight=self.section.weight))
        compared = self._analyses(release, data.kinds, self.weights.get(label))
        shared = [c.name for c in columns]
        section, seed = self.section, self.audit.settings.seed
        told = propensity(original[shared], release[shared], data.kinds, model=section.propensity_model,
                          max_rows=section.max_rows, seed=seed) if shared else None
        marginal = marginal_score(columns, k=section.k, max_marginals=section.max_pairs, seed=seed) if shared else None
        task = UtilityTask(original[shared], release[shared], {c: data.kinds[c] for c in shared},
                           self.weights.get(None), self.weights.get(label), seed)
        plugins = {entry.id: self._plugin_scores(entry, params, task, notes) for entry, params in self.measures}
        return ReleaseUtility(label, len(release), len(original), None if matched is None else len(matched[0]),
                              variables, pairs, total, scores, equivalents, curves, loss, eigen, notes, told,
                              marginal, compared, {k: v for k, v in plugins.items() if v is not None})

    def _count_table(self, label: str, data: Any) -> ReleaseUtility:
        """A count-table release through the tables it publishes (engine/utility/count_tables.py)."""
        found = compare_counts(data.original, data.counts.get(label, ()), data.kinds, data.codings, data.spans,
                               self.audit.settings.seed)
        return ReleaseUtility(label, found.rows, len(data.original), None, found.variables, found.pairs,
                              len(found.pairs), found.scores, found.equivalents, found.curves, notes=found.notes,
                              count_tables=found.tables)

    def _plugin_scores(self, entry: Any, params: dict[str, Any], task: UtilityTask, notes: list[str]
                       ) -> dict[str, float] | None:
        """A plugin's scores of the release, in a process of its own; a failure is noted, and costs only them."""
        what = say("the utility measure {measure}", measure=entry.id)
        try:
            with contained(entry.create(params), self.audit.settings.limits, what,
                           warnings=self.audit.warnings) as measure:
                found = measure.measure(task)
            scores = {str(name): float(value) for name, value in dict(found).items()}
            if not all(math.isfinite(v) for v in scores.values()):
                raise ValueError(say("a score is not a finite number: {scores}", scores=scores))
            return scores
        except Exception as exc:  # a plugin's failure is its own: the others and AnonGuard's measures stand
            notes.append(say("{what} failed: {error}", what=what, error=error_text(exc)))
            return None

    def _analyses(self, release: pd.DataFrame, kinds: dict[str, str], weights: np.ndarray | None) -> list[Any]:
        """Each analysis on the release beside the original's."""
        from anonguard.engine.utility.analyses import compare, estimate

        seed = self.audit.settings.seed
        return [row for analysis, original in zip(self.analyses, self.estimates)
                for row in compare(original, estimate(analysis, release, kinds, weights, seed, self.levels))]


def _weights(column: pd.Series) -> np.ndarray:
    """A survey weight as numbers; a missing or unreadable weight counts as 0 (the row stands for no one)."""
    return np.nan_to_num(pd.to_numeric(column, errors="coerce").to_numpy(dtype=np.float64), nan=0.0)


def _decoded(frame: pd.DataFrame, kinds: dict[str, str], codings: dict[str, Any]) -> pd.DataFrame:
    """An encoded table's audited columns as values: a category's label (missing: None), a number as it is."""
    out = {}
    for column in frame.columns:
        if column not in kinds:
            continue
        if kinds[column] == CATEGORICAL:
            coding = codings[column]
            labels = np.array([*coding.categories, None], dtype=object)
            codes = frame[column].to_numpy(dtype=np.int64)
            out[column] = labels[np.clip(codes, 0, len(labels) - 1)]
        else:
            out[column] = frame[column].to_numpy(dtype=np.float64)
    return pd.DataFrame(out)


def _at_tail_ends(original: pd.DataFrame, release: pd.DataFrame, cells: dict[str, Any]) -> pd.DataFrame:
    """The release with each top or bottom code at its finite end (engine/utility/spread.py), as the measures
    that take one number per row read it: propensity, the analyses and the plugins' measures, like the grid's."""
    for column, found in cells.items():
        if found.tail is None or column not in release.columns:
            continue
        rows = tail_rows(original[column].to_numpy(dtype=np.float64), found)
        if rows.size:
            values = release[column].to_numpy(dtype=np.float64, copy=True)
            values[rows] = found.tail[rows]
            release[column] = values
    return release


def _matched(original: pd.DataFrame, release: pd.DataFrame, entity: str | None, in_order: bool
             ) -> tuple[np.ndarray, np.ndarray] | None:
    """The original's and the release's row positions of the same people, or None when they cannot be told."""
    if entity and entity in release.columns and entity in original.columns:
        ids = pd.Index(original[entity].astype("string"))
        if ids.is_unique:
            found = ids.get_indexer(release[entity].astype("string"))
            kept = np.flatnonzero(found >= 0)
            return found[kept], kept
    if in_order:
        rows = np.arange(min(len(original), len(release)))
        return rows, rows
    return None
