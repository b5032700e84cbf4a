"""The audit: one object the CLI and the GUI both drive.

`Audit.prepare()` reads and checks every input; `Audit.run()` is a generator of events
(progress after every batch, a result after every scenario), so a caller can show live
results and cancel between any two batches. An attack that raises fails its own rows only.
"""

from __future__ import annotations

import copy
import dataclasses
import datetime as dt
import time
import zlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
import pandas as pd

import anonguard
from anonguard.data.columns import column_kinds, named_as_original
from anonguard.data.counts import is_count_table
from anonguard.data.encoding import EncodedData, encode_tables
from anonguard.data.missing import declare_missing, word_notes
from anonguard.data.recodes import ColumnRecodes, read_hierarchy, recode_releases
from anonguard.engine.attack_loop import BaselineBlocks, ScenarioInputs, run_scenario
from anonguard.data.readers import release_unused_memory
from anonguard.engine.baseline import NonMemberBaseline
from anonguard.engine.baseline_cache import StoredBaseline
from anonguard.engine.cluster import reach
from anonguard.engine.executors import execute
from anonguard.engine.group_inputs import GroupInputs
from anonguard.engine.halting import CANCELLED, HALT_REASONS
from anonguard.engine.library_warnings import add_once, captured
from anonguard.engine.isolation import AttackCancelled, contained, error_text, preload
from anonguard.engine.membership import MembershipInputs, MembershipPlan, MembershipScenario, membership_task, run_membership
from anonguard.engine.membership_result import MembershipResult
from anonguard.engine.identity import IdentityInputs, IdentityPlan, IdentityScenario
from anonguard.engine.identity_run import identity_scenario
from anonguard.engine.identity_result import IdentityResult
from anonguard.engine.outcome import Kind, Status
from anonguard.engine.reidentification_result import ReidentificationResult
from anonguard.engine.repeats import combine_repeats
from anonguard.engine.results import ScenarioResult
from anonguard.engine.settings import AuditSettings
from anonguard.engine.setup_problems import learns_from, setup_problems
from anonguard.engine.secret import SecretCodec, secret_problem
from anonguard.engine.sources import MEMORY, FileSource, FrameSource, InputFile, TableSource
from anonguard.engine.spec import AuditSpec, ReleaseSpec, TableRef
from anonguard.engine.events import (
    BASELINE_STAGE, LEARNING_FROM, LEARNING_STAGE, AuditEvent, AuditFinished, ScenarioAdvanced,
    ScenarioFinished, ScenarioSkipped, ScenarioStage, ScenarioStarted,
)
from anonguard.engine.targets import attack_order, block_size, row_positions
from anonguard.errors import AuditError, DataError
from anonguard.phrases import say
from anonguard.plugins.api import COUNTS, MICRODATA, AttackTask, CountTable, ReleaseTable, SelectionTask
from anonguard.plugins.hookspecs import CONTRACT_VERSION

from anonguard.plugins.manager import Catalog, CatalogEntry, load_catalog



@dataclass(frozen=True)
class Scenario:
    """One attribute-inference attack on one release, for one secret and one known set.

    Every kind of scenario keeps one protocol: its `kind`, the `release` and `attack` (with its
    `params`) it runs, `describe()` for progress, and `new_result()`, the empty result it fills.
    The audit runs each through the runner registered for its kind (`Audit._runners`), which
    yields the scenario's events; a new kind of attack adds a scenario class and a runner."""

    release: str
    attack: CatalogEntry
    params: dict[str, Any]
    secret: str
    known: tuple[str, ...]

    kind = Kind.ATTRIBUTE

    def describe(self) -> str:
        return f"{self.attack.id} on {self.release}: {self.secret}"

    def new_result(self) -> ScenarioResult:
        return ScenarioResult(self.release, self.attack.id, dict(self.params), self.secret, self.known)




class Audit:
    """An audit of one original and its releases: attribute inference and, if described, membership.

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
        self.codecs: dict[str, SecretCodec] = {}
        self.scenarios: list[Scenario] = []
        self.results: list[ScenarioResult] = []
        self.entity: np.ndarray | None = None
        self.original: pd.DataFrame | None = None  # as read, for selectors that filter on values
        self.membership: MembershipInputs | None = None
        self.secret_problems: dict[str, list[str]] = {}  # secrets no attack can be measured on, and why
        self.splitting: Callable | None = None  # makes a scenario's attack split over a cluster (split_release.py)
        self.reidentification_plan = None  # the key-variable measures to take (a ReidentificationPlan)
        self.reidentification: ReidentificationResult | None = None  # ... and what they found
        self.identity: IdentityInputs | None = None  # what the identity attacks share
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
        made_here = spec.membership is not None and spec.membership.hold_back is not None
        if not spec.releases and not made_here and spec.reidentification is None and spec.identity is None:
            raise AuditError("no release to audit; add at least one release file")
        if not spec.secrets and spec.membership is None and spec.reidentification is None and spec.identity is None:
            raise AuditError("no secret column chosen; name at least one column the attacker tries to learn, "
                             "describe a membership audit, or name key variables for the re-identification measures")
        if not spec.releases and spec.identity is not None and not made_here:
            raise AuditError("the identity attacks need a release to attack; add at least one release file")
        if spec.secrets or spec.membership is not None or spec.identity is not None:  # (the re-identification measures need none)
            self._start_plugin_processes()
        used = self._used_columns()
        original = self.original = self._read(spec.original, "original", None, used)
        releases = {r.label: [self._release_table(t, r.label, original.columns, used) for t in r.tables]
                    for r in spec.releases}
        columns = self._columns(original)
        left_out = set(spec.ignore) | {spec.entity} | self._record_roles()
        kinds = column_kinds(original[columns], {k: v for k, v in spec.kinds.items() if k not in left_out},
                             self.settings.max_categories, self.source.name(spec.original))
        hierarchies = {column: (self.source.name(ref), read_hierarchy(spec.resolve(ref)))
                       for column, ref in spec.hierarchies.items()}
        releases, self.recodes = recode_releases(original, releases, kinds, spec.recodes, hierarchies)
        self.warnings.extend(say("release {release!r} {note}", release=label, note=note) for label, found in
                             self.recodes.items() for column in found for note in [*column.problems, *column.inferred()])
        plan, others = None, {}
        if spec.membership is not None:
            plan = MembershipPlan(spec.membership, self.settings.membership, self.settings.seed, self.catalog,
                                  self.settings.limits)
            made, others = plan.tables(original, columns, kinds, lambda ref: self._read(ref, "non-members", None),
                                       self.source.name)
            releases.update(made)
        identity = None if spec.identity is None else IdentityPlan(spec.identity, spec, self.catalog, self.settings.seed)
        others.update(identity.tables(original, columns, lambda ref: self._read(ref, "external file", None),
                                      self.source.name) if identity else {})
        if identity:  # the releases' id columns, which encoding leaves out
            identity.read_row_ids(original, releases)
        if spec.reidentification is not None:  # its models (SciPy's optimizers) are loaded only when asked for
            from anonguard.engine.reidentification import ReidentificationPlan
        self.reidentification_plan = None if spec.reidentification is None else ReidentificationPlan.of_audit(
            spec, self.settings.reidentification, original, releases, self.source.name,
            lambda ref: self._read(ref, "population", None), self.warnings)
        self.data = encode_tables(original[columns], releases, kinds, [c for c in original.columns if c not in columns],
                                  others)
        self.warnings.extend(self.data.warnings)
        self.membership = None if plan is None else plan.inputs(self.data, original, columns)
        self.identity = None if identity is None else identity.inputs(
            self.data, columns, self.source.name(spec.original), {r.label: self.source.name(r.tables[0]) for r in spec.releases})
        self.warnings.extend(self.membership.notes if self.membership else ())
        self.warnings.extend(plan.warnings if plan else ())
        if spec.entity:
            # a row without an entity id is an entity of its own
            codes = pd.factorize(original[spec.entity])[0]
            unknown = codes < 0
            codes[unknown] = codes.max() + 1 + np.arange(unknown.sum())
            self.entity = codes
        self.scenarios = self._attribute_scenarios(columns, kinds) if spec.secrets else []
        self.scenarios += plan.scenarios(self.membership) if plan else []
        self.scenarios += identity.scenarios(self.identity) if identity else []
        self.warnings.extend(self.identity.notes if self.identity else ())
        if self.settings.targets.mode != "pre-targeted":  # only target selectors read the original as read
            self.original = None
        del original, releases
        release_unused_memory()
        return self

    def _start_plugin_processes(self) -> None:
        """Without a cache of fitted baselines, start the plugins' fork server now, to import their libraries while
        this process reads the tables (a second of a small run); not for worker processes or a cluster, whose
        scheduler is asked instead whether it answers, before the tables are read (engine/cluster.py)."""
        execution = self.settings.execution
        if not self.settings.limits.isolate or execution.cluster or (execution.workers or 1) > 1:
            return reach(execution.cluster) if execution.cluster else None
        if execution.cache:  # the baselines may be in the cache: run_scenarios decides what to import
            return
        named = {choice.id for choice in self.spec.attacks}
        components = [e for e in self.catalog.of_kind("attack") if (e.id in named if named else e.cls.by_default)]
        components += self.catalog.of_kind("baseline-model")
        if self.spec.membership is not None:
            components += self.catalog.of_kind("membership-attack")
        if self.spec.identity is not None:
            components += self.catalog.of_kind("identity-attack")
        _preload(components)

    def _attribute_scenarios(self, columns: list[str], kinds: dict[str, str]) -> list[Scenario]:
        spec = self.spec
        known_sets = self._known_sets(columns)
        self.secret_problems = {}
        for secret in spec.secrets:
            values = self.data.original[secret].to_numpy()
            problem = secret_problem(secret, kinds[secret], values, self.data.codings.get(secret))
            if problem:
                self.secret_problems[secret] = [problem]
                values = np.zeros(1)  # the secret's scenarios do not run; its codec only describes it
            codec = SecretCodec.build(secret, kinds[secret], values, self.settings.secret, self.data.codings.get(secret))
            self.codecs[secret] = codec
        attacks = self._attacks()
        self._check_components()
        fitting = {(r.label, e.id): self._fits(r.label, e) for r in spec.releases for e, _ in attacks}
        published = {} if spec.known_sets else {r.label: self._default_known(r.label, columns) for r in spec.releases}
        return [
            Scenario(release.label, entry, params, secret, tuple(c for c in known if c in published[release.label])
                     or known if published else known)
            for secret in spec.secrets
            for known in known_sets[secret]
            for release in spec.releases
            for entry, params in attacks
            if fitting[release.label, entry.id]
        ]

    def _default_known(self, label: str, columns: list[str]) -> set[str]:
        """What the default attacker (no known sets given) knows against a release: the audited columns it
        publishes. A column the office dropped cannot be matched on; counting it as known left every result
        of the release not applicable."""
        held = self._release_columns(label)
        dropped = [c for c in columns if c not in held]
        if dropped and held & set(columns):
            self.warnings.append(say("release {release!r} does not publish {columns}: with no known sets given, its "
                                     "attacker knows the audited columns it publishes", release=label,
                                     columns=", ".join(map(repr, dropped))))
        return held

    def _release_columns(self, label: str) -> set[str]:
        """The columns a release publishes, in its tables or its count tables."""
        counted = {column for _, rows in self.data.counts.get(label, ()) for column in rows["attribute"]}
        return {column for table in self.data.releases.get(label, ()) for column in table.data.columns} | counted

    def _fits(self, release: str, entry: CatalogEntry) -> bool:
        """Whether `entry` runs on `release`: an attack named by the audit always does (an unfit one is
        then *not applicable*, with why); one run because none was named only where the release holds
        what it learns from, so a default audit of record tables has no row a count attack cannot fill."""
        if self.spec.attacks:
            return True
        holds = ({MICRODATA} if self.data.releases.get(release) else set()) | (
            {COUNTS} if self.data.counts.get(release) else set())
        if holds & set(entry.cls.reads):
            return True
        self.warnings.append(say("{attack} was not run on release {release!r}: it learns from {needs}, which this release "
                                 "does not have (name it with --attack {attack} to run it all the same)",
                                 attack=entry.id, release=release, needs=learns_from(entry.cls.reads)))
        return False

    def _used_columns(self) -> list[str] | None:
        """The only columns an audit that names its known sets looks at (None: every column may be
        known). Reading just these makes a table of thousands of columns as cheap as a narrow one."""
        spec = self.spec
        if not spec.known_sets or spec.membership is not None or (spec.identity and not spec.identity.columns()):
            return None
        names = [*spec.secrets, *(c for known in spec.known_sets for c in known), *spec.kinds, *spec.ignore,
                 *(spec.reidentification.columns() if spec.reidentification else ()),
                 *(spec.identity.columns() + list(spec.identity.row_ids.values()) if spec.identity else ())]
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
        section = self.spec.reidentification
        return {c for c in (section.weight, section.household) if c} if section else set()

    def _known_sets(self, columns: list[str]) -> dict[str, list[tuple[str, ...]]]:
        sets: dict[str, list[tuple[str, ...]]] = {}
        source = self.source.name(self.spec.original)
        for secret in self.spec.secrets:
            if not self.spec.known_sets:
                known = tuple(c for c in columns if c != secret)
                if not known:
                    raise AuditError(f"the original has no column besides the secret {secret!r} for the attacker to know")
                sets[secret] = [known]
                continue
            sets[secret] = []
            for known in self.spec.known_sets:
                missing = [c for c in known if c not in columns]
                if missing:
                    raise DataError(f"{source}: known column {missing[0]!r} is not an audited column of the original")
                if not known:
                    raise AuditError("an empty known set was given; name at least one known column")
                if secret in known:
                    self.warnings.append(say("known set {known} includes the secret {secret!r}; skipped for that secret",
                                             known=", ".join(known), secret=secret))
                    continue
                sets[secret].append(tuple(known))
            if not sets[secret]:
                raise AuditError(f"every known set includes the secret {secret!r}; give a known set without it")
        return sets

    def _attacks(self) -> list[tuple[CatalogEntry, dict[str, Any]]]:
        choices = self.spec.attacks or [None]
        chosen = []
        for choice in choices:
            if choice is None:  # none named: every installed attack meant to run by default
                entries = [e for e in self.catalog.of_kind("attack") if e.cls.by_default]
                if not entries:
                    raise AuditError("no attack plugins are installed; install one (e.g. anonguard-best-row-match)")
                chosen.extend((entry, {}) for entry in entries)
                continue
            try:
                entry = self.catalog.get("attack", choice.id)
                params = entry.create(choice.params).get_params()  # validated before anything runs
            except (KeyError, ValueError) as exc:
                raise AuditError(str(exc).strip("'\"")) from None
            except Exception as exc:  # a plugin whose constructor itself is broken
                raise AuditError(f"attack {choice.id} cannot be created: {type(exc).__name__}: {exc}") from None
            choice.params = params
            chosen.append((entry, params))
        return chosen

    def _check_components(self) -> None:
        """The selector and baseline models the settings name exist and accept their parameters."""
        targets, models = self.settings.targets, self.settings.baseline.models
        try:
            if targets.mode == "pre-targeted":
                self.catalog.get("selector", targets.selector).create(targets.selector_params)
            for model in models:
                self.catalog.get("baseline-model", model)
        except (KeyError, ValueError) as exc:
            raise AuditError(str(exc).strip("'\"")) from None
        except Exception as exc:  # a plugin whose constructor itself is broken
            raise AuditError(f"selector {targets.selector} cannot be created: {type(exc).__name__}: {exc}") from None

    def __getstate__(self) -> dict[str, Any]:
        """What a worker process or a cluster's worker receives: the prepared audit without the source its
        tables were read from (the window's tables, already read, would travel a second time)."""
        return {**self.__dict__, "source": None, "reidentification_plan": None}  # (measured here, before)

    # -- running -----------------------------------------------------------------------------

    def run(self, cancelled: Callable[[], bool] = lambda: False) -> Iterator[AuditEvent]:
        """Run every scenario; yields events and leaves the results in `self.results`."""
        if self.data is None:
            self.prepare()
        with captured(self.warnings):
            yield from self._run(cancelled)

    def _run(self, cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
        # `results` holds what finished so far (a caller stopped midway keeps it), in scenario order at the end
        finished: dict[int, ScenarioResult | MembershipResult] = {}
        self.results = []
        if self.reidentification_plan is not None:
            for event in self.reidentification_plan.run(cancelled):
                if isinstance(event, ReidentificationResult):
                    self.reidentification = event
                    self.warnings.extend(n for n in self.reidentification_plan.notes if n not in event.notes)
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
        """The scenarios at `indices`, one after another in this process, sharing their inputs (a
        secret's baseline serves every release and attack); each ends in ScenarioFinished (or
        ScenarioSkipped when cancelled before it started). Executors call it, here or in a worker
        (`where` names it in ScenarioStarted)."""
        total = len(self.scenarios)
        shared = GroupInputs(self._scenario_inputs)
        if self.settings.limits.isolate and indices:
            fitting = self._fits_baselines(indices, shared)
            _preload([self.scenarios[i].attack for i in indices] + (self.catalog.of_kind("baseline-model") if fitting else []))
        runners = {Kind.ATTRIBUTE: self._run_attribute_scenario, Kind.MEMBERSHIP: self._run_membership,
                   Kind.IDENTITY: self._run_identity}
        for index in indices:
            scenario = self.scenarios[index]
            result = scenario.new_result()
            if cancelled():
                result.status, result.halt_reason = Status.CANCELLED, CANCELLED
                yield ScenarioSkipped(index, result)
                continue
            yield ScenarioStarted(index, total, scenario, where)
            yield from runners[scenario.kind](index, total, scenario, result, shared, cancelled)
            yield ScenarioFinished(index, total, result)

    def _fits_baselines(self, indices: Sequence[int], shared: "GroupInputs") -> bool:
        """Whether a scenario here will fit a baseline model: not when every group's baseline is in the
        cache for as many targets as the run can attack, and then the fork server need not import the
        models' libraries (most of a re-run's start-up). The inputs prepared to tell are kept in `shared`."""
        settings = self.settings
        if not settings.execution.cache or settings.repeats > 1 or settings.targets.mode == "pre-targeted":
            return True  # (a selector runs in a plugin process: the fork server must be up to choose targets)
        for index in indices:
            scenario = self.scenarios[index]
            if scenario.kind != Kind.ATTRIBUTE or self._setup_problems(scenario):
                continue
            inputs = shared.inputs(scenario, settings)
            if not isinstance(inputs, Exception) and not inputs.baseline.covers(settings.halting.max_attempts):
                return True
        return False

    def _run_attribute_scenario(self, index: int, total: int, scenario: Scenario, result: ScenarioResult,
                                shared: "GroupInputs", cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
        """An attribute scenario: not applicable as set up, or run under each seed and the runs combined."""
        problems = self._setup_problems(scenario)
        if problems:
            result.status, result.problems = Status.NOT_APPLICABLE, problems
            return
        runs = []
        for repeat in range(self.settings.repeats):
            settings = replace(self.settings, seed=self.settings.seed + repeat)
            one = result if repeat == 0 else scenario.new_result()
            yield from self._run_attribute(index, total, scenario, one, settings, shared, cancelled)
            runs.append(one)
            if one.status == Status.CANCELLED:
                break
        if len(runs) > 1:
            combine_repeats(result, runs, self.settings.seed)

    def _run_attribute(self, index: int, total: int, scenario: Scenario, result: ScenarioResult, settings: AuditSettings,
                       shared: "GroupInputs", cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
        """One attribute scenario under one seed; its inputs are shared with every scenario of that secret,
        known set and seed."""
        try:
            if shared.first_of_group(scenario, settings):
                yield ScenarioStage(index, total, BASELINE_STAGE, 0.0)
            inputs = shared.inputs(scenario, settings)
            if isinstance(inputs, Exception):
                raise inputs
            if inputs.order.size == 0:
                raise AuditError(say("no targets to attack: the selector chose nobody"))
            yield ScenarioStage(index, total, LEARNING_STAGE, LEARNING_FROM)
            with self._attack_for(scenario, cancelled) as attack:
                attack.fit(task := self._attack_task(scenario, settings.seed))
                result.attack_params = attack.get_params()
                for progress in run_scenario(result, attack, inputs, settings, task, cancelled):
                    yield ScenarioAdvanced(index, total, progress)
            baseline = inputs.baseline.baseline
            result.baseline_model = baseline.chosen.id if baseline.chosen else None
            result.baseline_candidates = [s.describe() for s in baseline.scores]
            for line in baseline.warnings:
                add_once(self.warnings, line)
        except AttackCancelled:  # while fitting
            result.status, result.halt_reason = Status.CANCELLED, CANCELLED
        except Exception as exc:  # one failing attack or scenario must not stop the audit
            result.status, result.error = Status.FAILED, error_text(exc)
        if result.status in (Status.FAILED, Status.NOT_APPLICABLE):
            result.clear_measures()

    def _setup_problems(self, scenario: Scenario) -> list[str]:
        """Why a scenario's set-up cannot give a meaningful result: its result is then *not applicable*."""
        return setup_problems(scenario, self.data, self.secret_problems.get(scenario.secret, ()),
                              self._release_columns(scenario.release))

    def _run_membership(self, index: int, total: int, scenario: MembershipScenario, result: MembershipResult,
                        shared: "GroupInputs", cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
        started = time.perf_counter()
        yield ScenarioStage(index, total, LEARNING_STAGE, LEARNING_FROM)
        try:
            with self._contained(scenario.attack.create(scenario.params), cancelled) as attack:
                attack.fit(membership_task(self.membership, scenario.release, self.settings.seed))
                result.attack_params = attack.get_params()
                for progress in run_membership(result, attack, self.membership, self.settings.membership,
                                               self.settings.seed, cancelled):
                    yield ScenarioAdvanced(index, total, progress)
        except AttackCancelled:  # while fitting
            result.status, result.halt_reason = Status.CANCELLED, CANCELLED
        except Exception as exc:  # one failing attack must not stop the audit
            result.status, result.error = Status.FAILED, error_text(exc)
        result.seconds = time.perf_counter() - started

    def _run_identity(self, index: int, total: int, scenario: IdentityScenario, result: IdentityResult,
                      shared: GroupInputs, cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
        yield from identity_scenario(index, total, scenario, result, self.identity, self.settings, self._contained,
                                     cancelled)

    def _attack_for(self, scenario: Scenario, cancelled: Callable[[], bool]):
        """The scenario's attack in a process of its own, or split over a cluster's workers."""
        if self.splitting is not None:
            return self.splitting(scenario, cancelled)
        return self._contained(scenario.attack.create(scenario.params), cancelled)

    def _contained(self, attack: Any, cancelled: Callable[[], bool]):
        """The attack in a process of its own under the limits, or as it is when isolation is off."""
        return contained(attack, self.settings.limits, say("the attack"), cancelled, self.warnings)

    def _scenario_inputs(self, scenario: Scenario, settings: AuditSettings) -> ScenarioInputs:
        data = self.data
        codec = self.codecs[scenario.secret]
        truth = codec.encode(data.original[scenario.secret].to_numpy())
        targets_frame = data.original[list(scenario.known)]
        # the targets of a (secret, known set) depend on nothing else, so re-runs match scenario by scenario
        stream = zlib.crc32("\x1f".join((scenario.secret, *scenario.known)).encode())
        rng = np.random.default_rng([settings.seed, stream])
        candidates = np.arange(len(truth))
        recall_scale = 1.0
        if settings.targets.mode == "pre-targeted":
            selector = self.catalog.get("selector", settings.targets.selector).create(settings.targets.selector_params)
            # selectors see the original as stored, so every column has its stored kind (a binned secret too)
            task = SelectionTask(data.original, scenario.known, scenario.secret, dict(data.kinds), settings.seed, self.original)
            what = say("the target selector {selector}", selector=settings.targets.selector)
            with contained(selector, settings.limits, what, warnings=self.warnings) as isolated:
                chosen = isolated.select(task)
            candidates = row_positions(chosen, len(truth), settings.targets.selector)
            if settings.targets.recall_scope == "population":
                recall_scale = candidates.size / len(truth)
        order = attack_order(candidates, truth, rng, settings.targets.max_dominant_fraction)
        models = [self.catalog.get("baseline-model", m) for m in settings.baseline.models] or self.catalog.of_kind("baseline-model")
        known_kinds = {c: data.kinds[c] for c in scenario.known}
        baseline = NonMemberBaseline(targets_frame, truth, codec, known_kinds, models, settings, self.entity)
        rows = block_size(len(truth), settings.baseline.block_size, settings.baseline.block_fraction)
        blocks = BaselineBlocks(baseline, order, rows, StoredBaseline.of(baseline, order, rows, settings))
        return ScenarioInputs(targets_frame, truth, order, blocks, codec, recall_scale)

    def task_kinds(self, scenario: Scenario, codec: SecretCodec) -> dict[str, str]:
        """The kinds an attack sees: its key variables' and the secret as predicted."""
        kinds = {c: self.data.kinds[c] for c in scenario.known}
        kinds[scenario.secret] = codec.task_kind
        return kinds

    def _attack_task(self, scenario: Scenario, seed: int) -> AttackTask:
        codec, secret = self.codecs[scenario.secret], scenario.secret
        counts = self._count_tables(scenario.release, secret, codec)
        if not counts and not any(secret in t.data.columns for t in self.data.releases[scenario.release]):
            raise AuditError(say("release {release!r} has no table with the secret column {secret!r}",
                                 release=scenario.release, secret=secret))
        tables = []
        for table in self.data.releases[scenario.release]:
            frame, cells = table.data, dict(table.generalized)
            if secret in frame.columns:
                frame = frame.assign(**{secret: codec.encode(frame[secret].to_numpy())})
                if secret in cells:
                    cells[secret] = codec.encode_cells(cells[secret])
            tables.append(ReleaseTable(table.name, frame, cells))
        return AttackTask(tuple(tables), scenario.known, secret, self.task_kinds(scenario, codec),
                          codec.tolerance if codec.mode == "tolerance" else None, seed, counts)

    def _count_tables(self, release: str, secret: str, codec: SecretCodec) -> tuple[CountTable, ...]:
        """The release's published counts about `secret`, its values coded as the attack predicts them."""
        tables = []
        for name, rows in self.data.counts.get(release, ()):
            rows = rows[rows["secret"] == secret]
            if rows.empty:
                continue
            codes = codec.encode_text(rows["secret_value"], self.data.spans.get(secret, (0.0, 0.0)), f"{name}: secret {secret!r}")
            unknown = codes < 0 if codec.mode != "tolerance" else np.zeros(len(codes), dtype=bool)
            if unknown.any():
                example = rows["secret_value"].to_numpy()[unknown][0]
                message = say("{file}: counts for values of the secret {secret!r} the original never holds (e.g. "
                              "{example!r}), left out", file=name, secret=secret, example=example)
                if message not in self.warnings:
                    self.warnings.append(message)
            rows = rows.assign(secret=codes)[~unknown].drop(columns="secret_value").reset_index(drop=True)
            tables.append(CountTable(name, rows))
        return tuple(tables)

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
        return audit_result(self.header(), self.results, include_attempts, self.reidentification)


def audit_result(header: dict[str, Any], results: list, include_attempts: bool = False,
                 reidentification: ReidentificationResult | None = None) -> dict[str, Any]:
    """`audit.json` from an audit's header and its results, wherever they were gathered (the window
    receives them from the process that ran the audit)."""
    return {**header, "results": [r.to_dict(include_attempts) for r in results],
            **({"reidentification": reidentification.to_dict()} if reidentification is not None else {})}


def _preload(components: Sequence[CatalogEntry]) -> None:
    """Start the fork server with the modules and libraries these plugins use already imported."""
    preload(name for entry in components for name in (entry.cls.__module__, *entry.cls.imports))
