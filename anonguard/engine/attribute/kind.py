"""Attribute inference: a sensitive variable guessed from the key variables an attacker knows (papers 000-004).

Each scenario is one attack on one release, for one sensitive variable and one set of key variables; the
scenarios of one sensitive variable and key-variable set share their targets and their non-member
baseline (`GroupInputs`), fitted once and cached across runs (`baseline_cache`). The attack loop
(`attack_loop`) attacks the targets in batches and measures the claims (`claims`) until the halting rule
(`halting`) says the answer is settled.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import numpy as np

from anonguard.engine.attribute.loop import BaselineBlocks, ScenarioInputs, run_scenario
from anonguard.engine.attribute.baseline import NonMemberBaseline
from anonguard.engine.attribute.baseline_cache import StoredBaseline
from anonguard.engine.events import (
    BASELINE_STAGE, LEARNING_FROM, LEARNING_STAGE, AuditEvent, ScenarioAdvanced, ScenarioStage,
)
from anonguard.engine.attribute.group_inputs import GroupInputs
from anonguard.engine.claims.halting import CANCELLED
from anonguard.engine.running.isolation import AttackCancelled, contained, error_text
from anonguard.engine.running.executors import usable_cores
from anonguard.engine.kind import AuditKind, KindPlan, PreparedAudit, TablesRead
from anonguard.engine.library_warnings import add_once
from anonguard.engine.outcome import Kind, Status
from anonguard.engine.claims.repeats import combine_repeats
from anonguard.engine.claims.results import ClaimsResult
from anonguard.engine.attribute.secret import SecretCodec, secret_problem
from anonguard.engine.settings import AuditSettings
from anonguard.engine.attribute.setup_problems import learns_from, setup_problems
from anonguard.engine.attribute.targets import attack_order, block_size, row_positions
from anonguard.errors import AuditError, DataError, message
from anonguard.phrases import say
from anonguard.plugins.api import COUNTS, MICRODATA, AttackTask, CountTable, ReleaseTable, SelectionTask
from anonguard.plugins.manager import CatalogEntry

if TYPE_CHECKING:
    from anonguard.engine.spec import AuditSpec
    from anonguard.plugins.manager import Catalog

ATTRIBUTE = Kind.ATTRIBUTE


@dataclass(frozen=True)
class AttributeScenario:
    """One attribute-inference attack on one release, for one sensitive variable and one set of key variables."""

    release: str
    attack: CatalogEntry
    params: dict[str, Any]
    secret: str
    known: tuple[str, ...]
    alone: int | None = None  # set when its baseline is in the cache whole: the scenario is then a group of its own

    kind = ATTRIBUTE

    @property
    def group(self) -> tuple:
        """The scenarios of one sensitive variable and key-variable set share their targets and baseline: one process
        fits it once for them all. Once the cache holds it whole, each reads it there and runs where a worker is free."""
        return (self.secret, self.known) if self.alone is None else (self.secret, self.known, self.alone)

    def describe(self) -> str:
        return f"{self.attack.id} on {self.release}: {self.secret}"

    def new_result(self) -> ClaimsResult:
        return ClaimsResult(self.release, self.attack.id, dict(self.params), self.secret, self.known)


class AttributeKind(AuditKind):
    """Attribute inference, asked for by naming sensitive variables."""

    name = ATTRIBUTE
    result_type = ClaimsResult

    def asked(self, spec: "AuditSpec") -> bool:
        return bool(spec.secrets)

    def columns(self, spec: "AuditSpec") -> list[str] | None:
        return [*spec.secrets, *(c for known in spec.known_sets for c in known)] if spec.known_sets else None

    def components(self, spec: "AuditSpec", catalog: "Catalog") -> list[CatalogEntry]:
        named = {choice.id for choice in spec.attacks}
        attacks = [e for e in catalog.of_kind("attack") if (e.id in named if named else e.cls.by_default)]
        return attacks + catalog.of_kind("baseline-model")

    def exposed(self, result: ClaimsResult) -> tuple[np.ndarray, list[str]] | None:
        if result.attempts is None or result.attack is None:
            return None
        learnt = result.right_claims() & ~result.attempts["baseline_correct"].to_numpy(dtype=bool)
        found = result.attempts["target"].to_numpy()[learnt].astype(np.int64)
        return found, [f"{result.secret} by {result.attack_id} on {result.release}"] * found.size

    def plan(self, audit: PreparedAudit) -> "AttributePlan":
        return AttributePlan(audit)


class AttributePlan(KindPlan):
    """The attribute scenarios of one audit: one per sensitive variable, key-variable set, release and attack."""

    def __init__(self, audit: PreparedAudit) -> None:
        super().__init__(audit)
        self.columns: list[str] = []  # the original's audited columns, and their kinds as read
        self.kinds: dict[str, str] = {}
        self.secret_problems: dict[str, list[str]] = {}  # sensitive variables no attack can be measured on, and why

    def read(self, reading: TablesRead) -> None:
        self.columns, self.kinds = list(reading.columns), dict(reading.kinds)

    def fits_baselines(self, scenario: AttributeScenario, shared: dict[str, Any]) -> bool:
        """Not when the scenario's baseline is in the cache for as many targets as the run can attack: the
        inputs prepared to tell are kept in `shared`."""
        settings = self.audit.settings
        if not settings.execution.cache or settings.repeats > 1 or settings.targets.mode == "pre-targeted":
            return True  # (a selector runs in a plugin process: the fork server must be up to choose targets)
        if self._setup_problems(scenario):
            return False
        inputs = self._groups(shared).inputs(scenario, settings)
        return not isinstance(inputs, Exception) and not inputs.baseline.covers(settings.halting.max_attempts)

    def _groups(self, shared: dict[str, Any]) -> GroupInputs:
        """The inputs the scenarios of one run share, made once per group."""
        return shared.setdefault(ATTRIBUTE, GroupInputs(self._scenario_inputs))

    def scenarios(self) -> list[AttributeScenario]:
        spec, columns, kinds = self.audit.spec, self.columns, self.kinds
        known_sets = self._known_sets(columns)
        self.secret_problems = {}
        for secret in spec.secrets:
            values = self.audit.data.original[secret].to_numpy()
            problem = secret_problem(secret, kinds[secret], values, self.audit.data.codings.get(secret))
            if problem:
                self.secret_problems[secret] = [problem]
                values = np.zeros(1)  # the secret's scenarios do not run; its codec only describes it
            codec = SecretCodec.build(secret, kinds[secret], values, self.audit.settings.secret, self.audit.data.codings.get(secret))
            self.audit.codecs[secret] = codec
        attacks = self._attacks()
        self._check_components()
        labels = spec.release_labels
        fitting = {(label, e.id): self._fits(label, e) for label in labels for e, _ in attacks}
        published = {} if spec.known_sets else {label: self._default_known(label, columns) for label in labels}
        return self._cached_alone([
            AttributeScenario(label, entry, params, secret, tuple(c for c in known if c in published[label])
                     or known if published else known)
            for secret in spec.secrets
            for known in known_sets[secret]
            for label in labels
            for entry, params in attacks
            if fitting[label, entry.id]
        ])

    def _cached_alone(self, scenarios: list[AttributeScenario]) -> list[AttributeScenario]:
        """Each scenario whose group's baseline the cache holds for every attempt the run may make made a group of
        its own, so that the audit's workers share them out (a later round of the frontier search: its candidates
        all read the baseline the first round fitted)."""
        shared: dict[str, Any] = {}
        fits: dict[tuple, bool] = {}
        for scenario in scenarios:
            if not self._setup_problems(scenario):  # (one that cannot run reads no baseline)
                fits[scenario.group] = fits.get(scenario.group, False) or self.fits_baselines(scenario, shared)
        return [replace(s, alone=n) if fits.get(s.group) is False else s for n, s in enumerate(scenarios)]

    def _default_known(self, label: str, columns: list[str]) -> set[str]:
        """What the default attacker (no known sets given) knows against a release: the audited columns it
        publishes. A column the office dropped cannot be matched on; counting it as known left every result
        of the release not applicable."""
        held = self._release_columns(label)
        dropped = [c for c in columns if c not in held]
        if dropped and held & set(columns):
            self.audit.warnings.append(say("release {release!r} does not publish {columns}: with no known sets given, its "
                                     "attacker knows the audited columns it publishes", release=label,
                                     columns=", ".join(map(repr, dropped))))
        return held

    def _release_columns(self, label: str) -> set[str]:
        """The columns a release publishes, in its tables or its count tables."""
        counted = {column for _, rows in self.audit.data.counts.get(label, ()) for column in rows["attribute"]}
        return {column for table in self.audit.data.releases.get(label, ()) for column in table.data.columns} | counted

    def _fits(self, release: str, entry: CatalogEntry) -> bool:
        """Whether `entry` runs on `release`: an attack named by the audit always does (an unfit one is
        then *not applicable*, with why); one run because none was named only where the release holds
        what it learns from, so a default audit of record tables has no row a count attack cannot fill."""
        if self.audit.spec.attacks:
            return True
        holds = ({MICRODATA} if self.audit.data.releases.get(release) else set()) | (
            {COUNTS} if self.audit.data.counts.get(release) else set())
        if holds & set(entry.cls.reads):
            return True
        self.audit.warnings.append(say("{attack} was not run on release {release!r}: it learns from {needs}, which this release "
                                 "does not have (name it with --attack {attack} to run it all the same)",
                                 attack=entry.id, release=release, needs=learns_from(entry.cls.reads)))
        return False


    def _known_sets(self, columns: list[str]) -> dict[str, list[tuple[str, ...]]]:
        sets: dict[str, list[tuple[str, ...]]] = {}
        source = self.audit.source.name(self.audit.spec.original)
        for secret in self.audit.spec.secrets:
            if not self.audit.spec.known_sets:
                known = tuple(c for c in columns if c != secret)
                if not known:
                    raise AuditError(f"the original has no column besides the secret {secret!r} for the attacker to know")
                sets[secret] = [known]
                continue
            sets[secret] = []
            for known in self.audit.spec.known_sets:
                missing = [c for c in known if c not in columns]
                if missing:
                    raise DataError(f"{source}: known column {missing[0]!r} is not an audited column of the original")
                if not known:
                    raise AuditError("an empty known set was given; name at least one known column")
                if secret in known:
                    self.audit.warnings.append(say("known set {known} includes the secret {secret!r}; skipped for that secret",
                                             known=", ".join(known), secret=secret))
                    continue
                sets[secret].append(tuple(known))
            if not sets[secret]:
                raise AuditError(f"every known set includes the secret {secret!r}; give a known set without it")
        return sets

    def _attacks(self) -> list[tuple[CatalogEntry, dict[str, Any]]]:
        choices = self.audit.spec.attacks or [None]
        chosen = []
        for choice in choices:
            if choice is None:  # none named: every installed attack meant to run by default
                entries = [e for e in self.audit.catalog.of_kind("attack") if e.cls.by_default]
                if not entries:
                    raise AuditError("no attack plugins are installed; install one (e.g. anonguard-best-row-match)")
                chosen.extend((entry, {}) for entry in entries)
                continue
            try:
                entry = self.audit.catalog.get("attack", choice.id)
                params = entry.create(choice.params).get_params()  # validated before anything runs
            except (KeyError, ValueError) as exc:
                raise AuditError(message(exc)) from None
            except Exception as exc:  # a plugin whose constructor itself is broken
                raise AuditError(f"attack {choice.id} cannot be created: {type(exc).__name__}: {exc}") from None
            choice.params = params
            chosen.append((entry, params))
        return chosen

    def _check_components(self) -> None:
        """The selector and baseline models the settings name exist and accept their parameters."""
        targets, models = self.audit.settings.targets, self.audit.settings.baseline.models
        try:
            if targets.mode == "pre-targeted":
                self.audit.catalog.get("selector", targets.selector).create(targets.selector_params)
            for model in models:
                self.audit.catalog.get("baseline-model", model)
        except (KeyError, ValueError) as exc:
            raise AuditError(message(exc)) from None
        except Exception as exc:  # a plugin whose constructor itself is broken
            raise AuditError(f"selector {targets.selector} cannot be created: {type(exc).__name__}: {exc}") from None


    def run(self, index: int, total: int, scenario: AttributeScenario, result: ClaimsResult, shared: dict[str, Any],
            cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
        """An attribute scenario: not applicable as set up, or run under each seed and the runs combined."""
        groups = self._groups(shared)
        problems = self._setup_problems(scenario)
        if problems:
            result.status, result.problems = Status.NOT_APPLICABLE, problems
            return
        runs = []
        for repeat in range(self.audit.settings.repeats):
            settings = replace(self.audit.settings, seed=self.audit.settings.seed + repeat)
            one = result if repeat == 0 else scenario.new_result()
            yield from self._run_attribute(index, total, scenario, one, settings, groups, cancelled)
            runs.append(one)
            if one.status == Status.CANCELLED:
                break
        if len(runs) > 1:
            combine_repeats(result, runs, self.audit.settings.seed)

    def _run_attribute(self, index: int, total: int, scenario: AttributeScenario, result: ClaimsResult, settings: AuditSettings,
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
                add_once(self.audit.warnings, line)
        except AttackCancelled:  # while fitting
            result.status, result.halt_reason = Status.CANCELLED, CANCELLED
        except Exception as exc:  # one failing attack or scenario must not stop the audit
            result.status, result.error = Status.FAILED, error_text(exc)
        if result.status in (Status.FAILED, Status.NOT_APPLICABLE):
            result.clear_measures()

    def _setup_problems(self, scenario: AttributeScenario) -> list[str]:
        """Why a scenario's set-up cannot give a meaningful result: its result is then *not applicable*."""
        return setup_problems(scenario, self.audit.data, self.secret_problems.get(scenario.secret, ()),
                              self._release_columns(scenario.release))


    def _attack_for(self, scenario: AttributeScenario, cancelled: Callable[[], bool]):
        """The scenario's attack in a process of its own, or split over a cluster's workers."""
        if self.audit.splitting is not None:
            return self.audit.splitting(scenario, cancelled)
        return self.audit.contained(scenario.attack.create(scenario.params), cancelled)

    def _scenario_inputs(self, scenario: AttributeScenario, settings: AuditSettings) -> ScenarioInputs:
        data = self.audit.data
        codec = self.audit.codecs[scenario.secret]
        truth = codec.encode(data.original[scenario.secret].to_numpy())
        targets_frame = data.original[list(scenario.known)]
        # the targets of a (secret, known set) depend on nothing else, so re-runs match scenario by scenario
        stream = zlib.crc32("\x1f".join((scenario.secret, *scenario.known)).encode())
        rng = np.random.default_rng([settings.seed, stream])
        candidates = np.arange(len(truth))
        recall_scale = 1.0
        if settings.targets.mode == "pre-targeted":
            selector = self.audit.catalog.get("selector", settings.targets.selector).create(settings.targets.selector_params)
            # selectors see the original as stored, so every column has its stored kind (a binned secret too)
            task = SelectionTask(data.original, scenario.known, scenario.secret, dict(data.kinds), settings.seed, self.audit.original)
            what = say("the target selector {selector}", selector=settings.targets.selector)
            with contained(selector, settings.limits, what, warnings=self.audit.warnings) as isolated:
                chosen = isolated.select(task)
            candidates = row_positions(chosen, len(truth), settings.targets.selector)
            if settings.targets.recall_scope == "population":
                recall_scale = candidates.size / len(truth)
        order = attack_order(candidates, truth, rng, settings.targets.max_dominant_fraction)
        models = [self.audit.catalog.get("baseline-model", m) for m in settings.baseline.models] or self.audit.catalog.of_kind("baseline-model")
        known_kinds = {c: data.kinds[c] for c in scenario.known}
        baseline = NonMemberBaseline(targets_frame, truth, codec, known_kinds, models, settings, self.audit.entity)
        rows = block_size(len(truth), settings.baseline.block_size, settings.baseline.block_fraction)
        # the hold-out blocks are fitted as many at once as this process has cores: each model fits on one
        blocks = BaselineBlocks(baseline, order, rows, StoredBaseline.of(baseline, order, rows, settings),
                                width=usable_cores())
        return ScenarioInputs(targets_frame, truth, order, blocks, codec, recall_scale)

    def outline(self, scenario: AttributeScenario) -> AttackTask:
        tables = self.audit.data.releases[scenario.release]
        return AttackTask(tuple(ReleaseTable(t.name, t.data.iloc[:0]) for t in tables), scenario.known,
                          scenario.secret, self.task_kinds(scenario, self.audit.codecs[scenario.secret]))

    def task_kinds(self, scenario: AttributeScenario, codec: SecretCodec) -> dict[str, str]:
        """The kinds an attack sees: its key variables' and the secret as predicted."""
        kinds = {c: self.audit.data.kinds[c] for c in scenario.known}
        kinds[scenario.secret] = codec.task_kind
        return kinds

    def _attack_task(self, scenario: AttributeScenario, seed: int) -> AttackTask:
        codec, secret = self.audit.codecs[scenario.secret], scenario.secret
        counts = self._count_tables(scenario.release, secret, codec)
        if not counts and not any(secret in t.data.columns for t in self.audit.data.releases[scenario.release]):
            raise AuditError(say("release {release!r} has no table with the secret column {secret!r}",
                                 release=scenario.release, secret=secret))
        tables = []
        for table in self.audit.data.releases[scenario.release]:
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
        for name, rows in self.audit.data.counts.get(release, ()):
            rows = rows[rows["secret"] == secret]
            if rows.empty:
                continue
            codes = codec.encode_text(rows["secret_value"], self.audit.data.spans.get(secret, (0.0, 0.0)), f"{name}: secret {secret!r}")
            unknown = codes < 0 if codec.mode != "tolerance" else np.zeros(len(codes), dtype=bool)
            if unknown.any():
                example = rows["secret_value"].to_numpy()[unknown][0]
                message = say("{file}: counts for values of the secret {secret!r} the original never holds (e.g. "
                              "{example!r}), left out", file=name, secret=secret, example=example)
                if message not in self.audit.warnings:
                    self.audit.warnings.append(message)
            rows = rows.assign(secret=codes)[~unknown].drop(columns="secret_value").reset_index(drop=True)
            tables.append(CountTable(name, rows))
        return tuple(tables)
