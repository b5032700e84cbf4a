"""The audit: one object the CLI and the GUI both drive.

`Audit.prepare()` reads and checks every input; `Audit.run()` is a generator of events
(progress after every batch, a result after every scenario), so a caller can show live
results and cancel between any two batches. An attack that raises fails its own rows only.

The audit knows no kind of audit by name: it reads the tables, asks each registered kind
(`anonguard.engine.kinds`) that the audit file asks for to plan its part (`anonguard.engine.kind`),
encodes the tables, and runs what the plans measure and the scenarios they yield.
"""

from __future__ import annotations

import copy
import dataclasses
import datetime as dt
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import numpy as np
import pandas as pd

import anonguard
from anonguard.data.columns import column_kinds, named_as_original
from anonguard.data.counts import is_count_table
from anonguard.data.encoding import EncodedData, encode_tables
from anonguard.data.missing import declare_missing, word_notes
from anonguard.data.published_read import manifest_of
from anonguard.data.readers import release_unused_memory
from anonguard.data.recodes import ColumnRecodes, read_hierarchy, recode_releases
from anonguard.engine.running.cluster import reach
from anonguard.engine.events import AuditEvent, AuditFinished, ScenarioFinished, ScenarioSkipped, ScenarioStarted
from anonguard.engine.running.executors import execute
from anonguard.engine.claims.halting import CANCELLED, HALT_REASONS
from anonguard.engine.running.isolation import contained, preload, reusing_children
from anonguard.engine.kind import AuditKind, KindPlan, TablesRead
from anonguard.engine.kinds import audit_kinds
from anonguard.engine.library_warnings import captured
from anonguard.engine.outcome import Status
from anonguard.engine.attribute.secret import SecretCodec
from anonguard.engine.sources import MEMORY, FileSource, FrameSource, InputFile, TableSource
from anonguard.engine.spec import AuditSpec, ReleaseSpec, TableRef
from anonguard.errors import AuditError, DataError
from anonguard.phrases import say
from anonguard.plugins.hookspecs import CONTRACT_VERSION
from anonguard.plugins.manager import Catalog, CatalogEntry, load_catalog


class Audit:
    """An audit of one original and its releases, by every kind of audit its file asks for.

    The tables come from `source`: by default the files the spec names; `Audit.of_frames` audits
    frames already in memory. `prepare` leaves the spec it was given as it was and works on a
    resolved copy (`self.spec`: duplicates dropped, each table's SHA-256 recorded), which is what
    an audit file written after the run holds.
    """

    def __init__(self, spec: AuditSpec, catalog: Catalog | None = None, source: TableSource | None = None) -> None:
        self.spec = spec
        self.source = source if source is not None else FileSource(spec)
        self.catalog = catalog if catalog is not None else load_catalog()
        self.settings = spec.settings
        self.data: EncodedData | None = None
        self.inputs: list[InputFile] = []
        self.warnings: list[str] = []
        self.codecs: dict[str, SecretCodec] = {}  # how each sensitive variable is judged
        self.kinds: dict[str, AuditKind] = {}  # the kinds of audit the file asks for, by name
        self.plans: dict[str, KindPlan] = {}  # ... and each one's plan for this audit
        self.has_release = False  # whether a release is given or made here
        self.scenarios: list[Any] = []
        self.results: list[Any] = []
        self.measured: dict[str, Any] = {}  # what kinds measuring the whole audit found, by their section
        self.entity: np.ndarray | None = None
        self.original: pd.DataFrame | None = None  # as read, for selectors that filter on values
        self.splitting: Callable | None = None  # makes a scenario's attack split over a cluster (split_release.py)
        self.recodes: dict[str, tuple[ColumnRecodes, ...]] = {}  # per release: what its recoded values stand for

    @classmethod
    def of_frames(cls, original: pd.DataFrame, releases: Mapping[str, pd.DataFrame | Sequence[pd.DataFrame]],
                  secrets: Sequence[str], known_sets: Sequence[Sequence[str]] = (), catalog: Catalog | None = None,
                  non_members: pd.DataFrame | None = None, **spec_fields: Any) -> "Audit":
        """An audit of frames in memory: `releases` maps each release's label to its table (or tables).
        Other fields of the spec (attacks, kinds, ignore, entity, settings, membership) go by name;
        tables are named `memory:original`, `memory:LABEL` (`memory:LABEL#2` for a release's second).
        `non_members` is the membership audit's table of non-members (its `membership` spec names none)."""
        frames = {"original": original}
        if non_members is not None:
            membership = spec_fields.get("membership")
            if membership is None or membership.non_members is not None or membership.hold_back is not None:
                raise AuditError("non_members needs a membership spec that names no non-member table and holds "
                                 "nothing back")
            frames["non-members"] = non_members
            spec_fields["membership"] = dataclasses.replace(membership, non_members=TableRef(MEMORY + "non-members"))
        specs = []
        for label, tables in releases.items():
            tables = [tables] if isinstance(tables, pd.DataFrame) else list(tables)
            names = [label if i == 0 else f"{label}#{i + 1}" for i in range(len(tables))]
            frames.update(zip(names, tables))
            specs.append(ReleaseSpec(label, [TableRef(MEMORY + name) for name in names]))
        spec = AuditSpec(TableRef(MEMORY + "original"), specs, list(secrets), [list(k) for k in known_sets],
                         **spec_fields)
        return cls(spec, catalog, FrameSource(frames))

    # -- preparing ---------------------------------------------------------------------------

    def prepare(self) -> "Audit":
        """Read, hash, type and encode every input and check the scenario against them."""
        self.warnings = []
        with captured(self.warnings):
            return self._prepare()

    def _prepare(self) -> "Audit":
        spec = self.spec = copy.deepcopy(self.spec)  # the caller's spec stays as it was
        self.inputs, self.codecs = [], {}
        spec.secrets = list(dict.fromkeys(spec.secrets))
        spec.known_sets = [list(dict.fromkeys(known)) for known in spec.known_sets]
        kinds = [kind for kind in audit_kinds(self.catalog) if kind.asked(spec)]
        self.has_release = bool(spec.releases) or any(kind.makes_release(spec) for kind in kinds)
        if not self.has_release and all(kind.needs_release(spec) for kind in kinds):
            raise AuditError("no release to audit; add at least one release file")
        if not kinds:
            raise AuditError("no secret column chosen; name at least one column the attacker tries to learn, "
                             "describe a membership audit, or name key variables for the re-identification measures")
        self.kinds = {kind.name: kind for kind in kinds}
        if any(kind.uses_plugins(spec) for kind in kinds):
            self._start_plugin_processes()
        used = self._used_columns()
        original = self.original = self._read(spec.original, "original", None, used)
        releases = {r.label: [self._release_table(t, r.label, original.columns, used) for t in r.tables
                              if manifest_of(spec.resolve(t)) is None]  # a folder of published tables: its kind reads it
                    for r in spec.releases}
        releases = {label: tables for label, tables in releases.items() if tables}
        columns = self._columns(original)
        left_out = set(spec.ignore) | {spec.entity} | self._record_roles()
        typed = column_kinds(original[columns], {k: v for k, v in spec.kinds.items() if k not in left_out},
                             self.settings.max_categories, self.source.name(spec.original))
        hierarchies = {column: (self.source.name(ref), read_hierarchy(spec.resolve(ref)))
                       for column, ref in spec.hierarchies.items()}
        releases, self.recodes = recode_releases(original, releases, typed, spec.recodes, hierarchies)
        self.warnings.extend(say("release {release!r} {note}", release=label, note=note) for label, found in
                             self.recodes.items() for column in found for note in [*column.problems, *column.inferred()])
        self.plans = {kind.name: kind.plan(self) for kind in kinds}
        reading = TablesRead(original, columns, typed, releases, lambda ref, role: self._read(ref, role, None),
                          self.source.name)
        for plan in self.plans.values():
            plan.read(reading)
        self.data = encode_tables(original[columns], releases, typed, [c for c in original.columns if c not in columns],
                                  reading.others)
        self.warnings.extend(self.data.warnings)
        for plan in self.plans.values():
            plan.encoded()
        if spec.entity:
            # a row without an entity id is an entity of its own
            codes = pd.factorize(original[spec.entity])[0]
            unknown = codes < 0
            codes[unknown] = codes.max() + 1 + np.arange(unknown.sum())
            self.entity = codes
        self.scenarios = [scenario for plan in self.plans.values() for scenario in plan.scenarios()]
        if self.settings.targets.mode != "pre-targeted":  # only target selectors read the original as read
            self.original = None
        del original, releases, reading
        release_unused_memory()
        return self

    def _start_plugin_processes(self) -> None:
        """Without a cache of fitted baselines, start the plugins' fork server now, to import their libraries while
        this process reads the tables (a second of a small run); not for worker processes or a cluster, whose
        scheduler is asked instead whether it answers, before the tables are read (engine/cluster.py).

        A kind that makes releases runs its plugins while the tables are read, which starts the fork server: it is
        started here with every plugin's libraries, whatever the cache holds or the workers, since a fork server
        imports only once. Started by the first plugin instead, every later child would import the models'
        libraries itself (a second per hold-out block of the baseline)."""
        execution = self.settings.execution
        if execution.cluster:
            return reach(execution.cluster)
        making = any(kind.makes_release(self.spec) for kind in self.kinds.values())
        if not self.settings.limits.isolate or ((execution.workers or 1) > 1 or execution.cache) and not making:
            return None  # the baselines may be in the cache: run_scenarios decides what to import
        components = [entry for kind in self.kinds.values() for entry in kind.components(self.spec, self.catalog)]
        _preload(components)

    def _used_columns(self) -> list[str] | None:
        """The only columns an audit that names its known sets looks at (None: every column may be
        known). Reading just these makes a table of thousands of columns as cheap as a narrow one."""
        spec = self.spec
        wanted = [kind.columns(spec) for kind in self.kinds.values()]
        if not spec.known_sets or any(columns is None for columns in wanted):
            return None
        names = [*(c for columns in wanted for c in columns), *(c for known in spec.known_sets for c in known),
                 *spec.kinds, *spec.ignore]
        return list(dict.fromkeys(names + ([spec.entity] if spec.entity else [])))

    def _read(self, ref: TableRef, role: str, release: str | None, columns: list[str] | None = None) -> pd.DataFrame:
        """Each table is read once; the audit then works from memory."""
        loaded = self.source.load(ref, role, release, columns)
        if loaded.changed:
            self.warnings.append(say("{file}: the file changed since the audit was saved or the window loaded it "
                                     "(sha256 differs); the audit runs on its current content", file=loaded.record.path))
        ref.sha256 = loaded.record.sha256  # the audit file written after the run records the data it ran on
        self.inputs.append(loaded.record)
        if role == "original":
            self._check_declared(loaded.frame, ref, columns)
            self.warnings.extend(word_notes(loaded.frame, self.source.name(ref), self.spec.missing))
        return declare_missing(loaded.frame, self.spec.missing)

    def _release_table(self, ref: TableRef, label: str, names: Sequence[str], used: list[str] | None
                       ) -> tuple[str, pd.DataFrame]:
        """A release table with the original's column names (but for case and spacing), cut to the audit's
        columns (one sharing none of them is refused by name, with its columns); a count table keeps its layout."""
        frame, notes = named_as_original(self._read(ref, "release", label), names, self.source.name(ref))
        self.warnings.extend(notes)
        kept = [c for c in frame.columns if used is None or c in set(used)]
        return self.source.name(ref), frame if used is None or is_count_table(frame) or not kept else frame[kept]

    def _check_declared(self, original: pd.DataFrame, ref: TableRef, columns: list[str] | None) -> None:
        """Missing codes declared for a column the original lacks: a misspelt name, said rather than ignored.
        A column not read (the audit uses only some) is looked for among all of them."""
        unread = [c for c in self.spec.missing if c not in original.columns]
        present = list(original.columns) if columns is None or not unread else self.source.all_columns(ref)
        unknown = [c for c in unread if c not in present]
        if unknown:
            raise DataError(f"{self.source.name(ref)}: no column {unknown[0]!r} to declare missing codes for; "
                            f"columns are: {', '.join(map(str, present))}")

    def _columns(self, original: pd.DataFrame) -> list[str]:
        spec, source = self.spec, self.source.name(self.spec.original)
        for name, what in [(c, "secret") for c in spec.secrets] + [(c, "ignored") for c in spec.ignore] + (
            [(spec.entity, "entity id")] if spec.entity else []
        ):
            if name not in original.columns:
                present = self.source.all_columns(spec.original)  # all of them, not only those read
                raise DataError(f"{source}: no column {name!r} (named as {what}); columns are: {', '.join(map(str, present))}")
        overlap = set(spec.secrets) & (set(spec.ignore) | {spec.entity})
        if overlap:
            raise AuditError(f"column {sorted(overlap)[0]!r} cannot be both secret and ignored / entity id")
        roles = set(spec.ignore) | {spec.entity} | self._record_roles()
        return [c for c in original.columns if c not in roles]

    def _record_roles(self) -> set[str]:
        """The survey weight and the household id describe records, not people's attributes: no attack
        learns or guesses them."""
        return {column for kind in self.kinds.values() for column in kind.record_roles(self.spec)}

    def __getstate__(self) -> dict[str, Any]:
        """What a worker process or a cluster's worker receives: the prepared audit without the source its
        tables were read from (the window's tables, already read, would travel a second time), and the plans
        its scenarios need."""
        return {**self.__dict__, "source": None, "plans": {name: plan for name, plan in self.plans.items() if plan.travels}}

    def __setstate__(self, state: dict[str, Any]) -> None:
        """A copy of the audit (a worker's, or pickled with its tables staged) runs its scenarios by plans bound to it."""
        self.__dict__.update(state)
        self.plans = {name: plan.bound_to(self) for name, plan in self.plans.items()}

    @property
    def reidentification(self) -> Any:
        """What the key-variable measures found (a ReidentificationResult), once measured."""
        return self.measured.get("reidentification")

    def plan_of(self, kind: str) -> KindPlan:
        """The plan of one kind of this audit (for tests and tools that look inside it)."""
        return self.plans[kind]

    # -- running -----------------------------------------------------------------------------

    def run(self, cancelled: Callable[[], bool] = lambda: False) -> Iterator[AuditEvent]:
        """Run every scenario; yields events and leaves the results in `self.results`."""
        if self.data is None:
            self.prepare()
        with captured(self.warnings), reusing_children():
            yield from self._run(cancelled)

    def _run(self, cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
        # `results` holds what finished so far (a caller stopped midway keeps it), in scenario order at the end
        finished: dict[int, Any] = {}
        self.results = []
        for name, plan in self.plans.items():
            kind = self.kinds[name]
            for event in plan.measure(cancelled):
                if kind.whole_result is not None and isinstance(event, kind.whole_result):
                    self.measured[kind.section] = event
                yield event
        try:
            for event in execute(self, cancelled):
                if isinstance(event, (ScenarioFinished, ScenarioSkipped)):
                    finished[event.index] = event.result
                    self.results.append(event.result)
                if not isinstance(event, ScenarioSkipped):
                    yield event
        finally:  # also when the caller stopped midway: what finished, in scenario order
            self.results = [finished[index] for index in sorted(finished)]
        yield AuditFinished(self.results, cancelled())

    def run_scenarios(self, indices: Sequence[int], cancelled: Callable[[], bool], where: str = "") -> Iterator[AuditEvent]:
        """The scenarios at `indices`, one after another in this process, sharing their inputs (a sensitive
        variable's baseline serves every release and attack); each ends in ScenarioFinished (or
        ScenarioSkipped when cancelled before it started). Executors call it, here or in a worker
        (`where` names it in ScenarioStarted)."""
        with reusing_children():
            yield from self._run_here(indices, cancelled, where)

    def _run_here(self, indices: Sequence[int], cancelled: Callable[[], bool], where: str) -> Iterator[AuditEvent]:
        total = len(self.scenarios)
        shared: dict[str, Any] = {}  # what the scenarios run here share, by kind
        if self.settings.limits.isolate and indices:
            fitting = any(self.plans[self.scenarios[i].kind].fits_baselines(self.scenarios[i], shared) for i in indices)
            attacks = [self.scenarios[i].attack for i in indices if self.scenarios[i].attack is not None]
            _preload(attacks + (self.catalog.of_kind("baseline-model") if fitting else []))
        for index in indices:
            scenario = self.scenarios[index]
            result = scenario.new_result()
            if cancelled():
                result.status, result.halt_reason = Status.CANCELLED, CANCELLED
                yield ScenarioSkipped(index, result)
                continue
            yield ScenarioStarted(index, total, scenario, where)
            yield from self.plans[scenario.kind].run(index, total, scenario, result, shared, cancelled)
            yield ScenarioFinished(index, total, result)

    def contained(self, attack: Any, cancelled: Callable[[], bool]):
        """The attack in a process of its own under the limits, or as it is when isolation is off."""
        return contained(attack, self.settings.limits, say("the attack"), cancelled, self.warnings)

    # -- reporting ---------------------------------------------------------------------------

    def header(self) -> dict[str, Any]:
        """Everything of `audit.json` but the results: the provenance a report needs, known once prepared."""
        return {
            "tool": {"name": "anonguard", "version": anonguard.__version__, "plugin_contract": CONTRACT_VERSION},
            "created": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
            "inputs": [vars(f) for f in self.inputs],
            "settings": self.settings.to_dict(),
            "audit": self.spec.to_dict(),
            "kinds": dict(self.data.kinds) if self.data else {},
            "secrets": {name: codec.describe(self.data.original[name].to_numpy()) for name, codec in self.codecs.items()},
            "plugins": [
                {"name": p.name, "version": p.version, "hooks": list(p.hooks)} for p in self.catalog.plugins
            ],
            "plugin_problems": [p.describe() for p in self.catalog.problems],
            "halt_reasons": HALT_REASONS,
            "warnings": list(self.warnings),
            "rare_labels": self.data.rare_labels() if self.data else {},
        }

    def to_dict(self, include_attempts: bool = False) -> dict[str, Any]:
        """The machine-readable audit (`audit.json`)."""
        return audit_result(self.header(), self.results, include_attempts, self.measured)


def audit_result(header: dict[str, Any], results: list, include_attempts: bool = False,
                 measured: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """`audit.json` from an audit's header and its results, wherever they were gathered (the window
    receives them from the process that ran the audit); `measured`: the audit-wide results by section."""
    return {**header, "results": [r.to_dict(include_attempts) for r in results],
            **{section: found.to_dict() for section, found in (measured or {}).items() if found is not None}}


def _preload(components: Sequence[CatalogEntry]) -> None:
    """Start the fork server with the modules and libraries these plugins use already imported."""
    preload(name for entry in components for name in (entry.cls.__module__, *entry.cls.imports))
