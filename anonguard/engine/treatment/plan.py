"""The treatment kind's work for one audit: each treated release made from its source as read (after the
release's codes were read as the original's), step by step, each step in a process of its own; the result is
added to the audit's releases before any other kind reads them."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np
import pandas as pd

from anonguard.data.counts import is_count_table
from anonguard.engine.kind import KindPlan, PreparedAudit, TablesRead
from anonguard.engine.library_warnings import add_once
from anonguard.engine.running.executors import usable_cores
from anonguard.engine.spec import ORIGINAL, TreatedRelease, treated_releases
from anonguard.engine.treatment.chain import apply_chain, changed_shares, isolated_runner, made_treatment
from anonguard.engine.treatment.result import TreatedOutcome, TreatmentResult
from anonguard.errors import AuditError, DataError
from anonguard.phrases import say
from anonguard.plugins.api import TreatmentTask


class TreatmentPlan(KindPlan):
    travels = False

    def __init__(self, audit: PreparedAudit) -> None:
        super().__init__(audit)
        self.treated = treated_releases(audit.spec.treatments.releases)
        self.made: dict[str, pd.DataFrame] = {}  # label -> the treated table, as a release writes it
        self.tasks: dict[str, TreatmentTask] = {}  # label -> what its chain started from (a search proposes from it)
        self.outcomes: list[TreatedOutcome] = []
        self.failed: dict[str, str] = {}  # label -> why its chain failed (when the section skips failing chains)
        clashes = [t.label for t in self.treated if t.label in {r.label for r in audit.spec.releases}]
        if clashes:
            raise AuditError(say("treated release {release!r} has the label of a release the audit reads; give it a "
                                 "label of its own", release=clashes[0]))

    def read(self, reading: TablesRead) -> None:
        """Each chain made from its source, in waves: the chains whose source is at hand (the original, a release
        read, a release an earlier wave made) side by side, one per core, each step in a process of its own; then
        each result added in the section's order, so the audit is the same whichever chain ends first."""
        keys = key_variables(self.audit.spec, reading.columns)
        known = attackers_know(self.audit.spec, reading.columns)
        waiting = list(self.treated)
        while waiting:
            labels = {t.label for t in waiting}
            wave = [t for t in waiting if t.source not in labels] or waiting[:1]  # a source never made: it says so
            waiting = [t for t in waiting if t not in wave]
            with ThreadPoolExecutor(max(1, min(len(wave), usable_cores()))) as pool:
                made = list(pool.map(lambda treated: self._made(treated, reading, keys, known), wave))
            for treated, (table, source_name, answer, warned) in zip(wave, made):
                for line in warned:
                    add_once(self.audit.warnings, line)
                self._add(treated, table, source_name, answer, reading, keys)
        for label in self.audit.spec.treatments.only_as_sources:  # read to be treated, not to be audited again
            reading.releases.pop(label, None)

    def _made(self, treated: TreatedRelease, reading: TablesRead, keys: list[str], known: list[str]
              ) -> tuple[pd.DataFrame, str, tuple[pd.DataFrame, list[Any]] | AuditError, list[str]]:
        """One chain applied to its source: the source, its name, the treated table and its steps (or why the
        chain failed), and what the libraries warned while it ran."""
        spec, settings, warned = self.audit.spec, self.audit.settings, []
        table, source_name = self._source(treated.source, treated.label, reading)
        kinds = {c: reading.kinds[c] for c in table.columns if c in reading.kinds}
        self.tasks[treated.label] = task_of(table, kinds, keys, spec.secrets, settings, known)
        try:
            answer = apply_chain(table, treated.steps, lambda step: made_treatment(self.audit.catalog, step),
                                 lambda frame: task_of(frame, kinds, keys, spec.secrets, settings, known),
                                 isolated_runner(settings.limits, warned))
        except AuditError as exc:
            answer = exc
        return table, source_name, answer, warned

    def _add(self, treated: TreatedRelease, table: pd.DataFrame, source_name: str,
             answer: tuple[pd.DataFrame, list[Any]] | AuditError, reading: TablesRead, keys: list[str]) -> None:
        """The treated release joins the audit's releases, or, when its chain failed, is left out (the section
        skips failing chains) or stops the audit."""
        spec = self.audit.spec
        if isinstance(answer, AuditError):
            if not spec.treatments.skip_failing:
                raise AuditError(say("treated release {release!r}: {problem}", release=treated.label,
                                     problem=str(answer))) from None
            self.failed[treated.label] = str(answer)
            self.audit.warnings.append(say("treated release {release!r} left out: {problem}",
                                           release=treated.label, problem=str(answer)))
            return
        made, steps = answer
        self.made[treated.label] = made
        reading.releases[treated.label] = [(say("{release} (treated {source})", release=treated.label,
                                                source=source_name), made)]
        self.outcomes.append(TreatedOutcome(
            treated.label, treated.source, len(table), len(made), steps, changed_shares(table, made),
            _suppressed(table, made), [k for k in keys if k in made.columns]))

    def _source(self, source: str, label: str, reading: TablesRead) -> tuple[pd.DataFrame, str]:
        """The table a chain starts from: the original's audited columns, or a release's one table of records
        (a release made earlier in the section included)."""
        if source == ORIGINAL:
            return reading.original[reading.columns].reset_index(drop=True), ORIGINAL
        tables = reading.releases.get(source)
        if tables is None:
            known = ", ".join([ORIGINAL, *reading.releases]) or ORIGINAL
            raise AuditError(say("treated release {release!r} is made from {source!r}, which the audit does not "
                                 "have (it has: {known})", release=label, source=source, known=known))
        records = [(name, frame) for name, frame in tables if not is_count_table(frame)]
        if len(records) != 1:
            raise DataError(say("treated release {release!r}: release {source!r} holds {count} tables of records; a "
                                "chain treats one table of records (count tables are not treated)", release=label,
                                source=source, count=len(records)))
        name, frame = records[0]
        return frame.reset_index(drop=True), name

    def measure(self, cancelled: Callable[[], bool]) -> Iterator[Any]:
        yield TreatmentResult(list(self.outcomes))


def inherit_row_order(spec: Any, treated: Sequence[TreatedRelease]) -> None:
    """A treated release keeps its source's rows in order (a treatment changes values, not rows): one made from the
    original, or from a release listed in the utility or identity section's `in_order`, is listed there too."""
    for section in (spec.utility, spec.identity):
        if section is not None:
            section.in_order = list(dict.fromkeys([*section.in_order, *(
                t.label for t in treated if t.source == ORIGINAL or t.source in section.in_order)]))


def task_of(table: pd.DataFrame, kinds: dict[str, str], keys: list[str], secrets: list[str], settings: Any,
            known: Sequence[str] = ()) -> TreatmentTask:
    """A step's task: the table, its columns' kinds, the key and sensitive variables it holds, the seed, the k
    the re-identification measures read, and the columns the audit's attackers know."""
    held = lambda columns: tuple(c for c in columns if c in table.columns)  # noqa: E731
    return TreatmentTask(table, kinds, held(keys), held(secrets), settings.seed, settings.reidentification.k,
                         held(known))


def attackers_know(spec: Any, columns: list[str]) -> list[str]:
    """Every column an attacker of the audit knows: its attribute attackers' known sets (none named: every column but
    the sensitive variables), and its identity attacks' keys."""
    known = [c for keys in spec.known_sets for c in keys] if spec.known_sets and spec.secrets else (
        [c for c in columns if c not in spec.secrets] if spec.secrets else [])
    if spec.identity is not None:
        known += list(spec.identity.keys or columns)
    return list(dict.fromkeys(known))


def key_variables(spec: Any, columns: list[str]) -> list[str]:
    """The key variables a treatment is told of: the attacker's first known set, else the re-identification
    section's first key set, else the identity attacks' keys, else every audited column but the secrets."""
    for found in (spec.known_sets[:1], (spec.reidentification.key_sets[:1] if spec.reidentification else []),
                  ([spec.identity.keys] if spec.identity and spec.identity.keys else [])):
        if found and found[0]:
            return [c for c in found[0] if c in columns]
    return [c for c in columns if c not in spec.secrets]


def _suppressed(before: pd.DataFrame, after: pd.DataFrame) -> dict[str, float]:
    """Per column, the share of rows suppressed by the chain: missing, or written as a suppressed cell ("*", which
    local suppression writes), where a value was held before."""
    if len(before) != len(after):
        return {}
    return {str(c): float((_blank(after[c]) & ~_blank(before[c])).mean()) for c in after.columns}


def _blank(column: pd.Series) -> np.ndarray:
    """Missing cells, and cells a release writes for "any value" ("*", "**")."""
    text = column.astype("string")
    return (column.isna() | text.str.fullmatch(r"\*+").fillna(False)).to_numpy(dtype=bool)
