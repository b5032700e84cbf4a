"""The membership part of an audit: who is a member, who is not, and what each attack scores.

Members are the original's rows the release was made from. Non-members come from a table of
people of the same population, or are rows the tool holds back when it makes the release
itself with a generator plugin. The non-members are split: `reference_fraction` of them is
the attacker's auxiliary data (reference densities, shadow training data) and is never
scored; the rest are the non-member candidates. Candidates are scored in a shuffled order,
so a cancelled run still measures an unbiased sample of them.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from anonguard.data.counts import is_count_table
from anonguard.data.encoding import EncodedData
from anonguard.engine.events import ScenarioProgress
from anonguard.engine.claims.halting import CANCELLED
from anonguard.engine.running.isolation import AttackCancelled, contained
from anonguard.engine.membership.result import MembershipResult
from anonguard.engine.outcome import Kind, Status
from anonguard.engine.membership.roc import realistic_skew
from anonguard.engine.settings import LimitSettings, MembershipSettings
from anonguard.engine.spec import ComponentChoice, MembershipSpec
from anonguard.engine.attribute.targets import row_positions
from anonguard.errors import AuditError, DataError, message
from anonguard.phrases import say
from anonguard.plugins.api import (
    CATEGORICAL, GenerationTask, Generator, MembershipAttack, MembershipTask, ReleaseRecipe, ReleaseTable,
    SelectionTask,
)
from anonguard.plugins.manager import Catalog, CatalogEntry



@dataclass(frozen=True)
class MembershipScenario:
    """One membership attack on one release (the scenario protocol: see `anonguard.engine.kind`)."""

    release: str
    attack: CatalogEntry
    params: dict[str, Any]

    kind = Kind.MEMBERSHIP
    group = None  # each membership scenario runs alone

    def describe(self) -> str:
        return f"{self.attack.id} on {self.release}: membership"

    def new_result(self) -> MembershipResult:
        return MembershipResult(self.release, self.attack.id, dict(self.params))


@dataclass(frozen=True)
class MembershipInputs:
    """What every membership scenario of an audit shares."""

    columns: tuple[str, ...]
    kinds: dict[str, str]
    candidates: pd.DataFrame  # encoded, members first
    is_member: np.ndarray
    origin: np.ndarray  # where each candidate comes from, e.g. "original row 17" (data rows counted from 1)
    raw: pd.DataFrame  # the candidates as read, for the claims' values when asked for
    reference: pd.DataFrame  # encoded non-members given to the attacker, never scored
    training_size: int
    releases: dict[str, tuple[ReleaseTable, ...]]
    recipe: ReleaseRecipe | None
    realistic_skew: float | None
    notes: tuple[str, ...]


class MembershipPlan:
    """Reads a membership section's inputs before encoding and builds its scenarios after."""

    def __init__(self, section: MembershipSpec, settings: MembershipSettings, seed: int, catalog: Catalog,
                 limits: LimitSettings = LimitSettings()) -> None:
        section.check()
        self.section, self.settings, self.seed, self.catalog = section, settings, seed, catalog
        self.limits = limits  # the generator and the selector work under the attacks' limits
        self.warnings: list[str] = []  # what the libraries warned in the generator's and selector's processes
        self.generator: Generator | None = None
        self.kept: np.ndarray | None = None  # hold-back: the original's rows the release was made from
        self.non_member_frame: pd.DataFrame | None = None
        self.non_member_name: str | None = None  # the non-member table, as the encoded data names it
        self.made_label: str | None = None

    def tables(self, original: pd.DataFrame, columns: list[str], kinds: dict[str, str],
               read: Callable[[Any], pd.DataFrame], source: Callable[[Any], str],
               ) -> tuple[dict[str, list[tuple[str, pd.DataFrame]]], dict[str, pd.DataFrame]]:
        """What to encode with the original: the release made here (a release like the others), or the
        non-member table (no release: encoded like the original, by its name)."""
        section = self.section
        if section.generator is not None:
            self.generator = self._create("generator", section.generator)
        if section.non_members is not None:
            frame, where = read(section.non_members), source(section.non_members)
            missing = [c for c in columns if c not in frame.columns]
            if missing:
                raise DataError(f"{where}: no column {missing[0]!r}; the non-member table needs every audited column "
                                f"of the original ({', '.join(columns)})")
            if len(frame) < 4:
                raise DataError(f"{where}: {len(frame)} rows; a membership audit needs at least 4 non-members")
            self.non_member_frame, self.non_member_name = frame[columns].reset_index(drop=True), where
            return {}, {where: self.non_member_frame}
        rng = np.random.default_rng([self.seed, zlib.crc32(b"hold-back")])
        held = np.zeros(len(original), dtype=bool)
        held[rng.choice(len(original), round(section.hold_back * len(original)), replace=False)] = True
        if held.sum() < 4 or (~held).sum() < 2:
            raise AuditError(f"holding back {section.hold_back:.0%} of {len(original)} rows leaves too few members or "
                             "non-members; use a larger original or another share")
        self.kept = np.flatnonzero(~held)
        members = original.iloc[self.kept][columns].reset_index(drop=True)
        try:
            with contained(self.generator, self.limits, say("the generator {generator}", generator=self.generator.id),
                           warnings=self.warnings) as generator:
                made = generator.generate(GenerationTask(members, kinds, self.seed))
        except Exception as exc:
            raise AuditError(f"generator {self.generator.id} could not make the release: {type(exc).__name__}: {exc}") from None
        if is_count_table(made.data):
            raise AuditError(f"generator {self.generator.id} publishes count tables; a membership audit needs a release "
                             "of records (e.g. swap or independent-marginals)")
        self.made_label = f"{self.generator.id} (made here, {section.hold_back:.0%} held back)"
        return {self.made_label: [(self.made_label, made.data)]}, {}

    def inputs(self, data: EncodedData, original: pd.DataFrame, columns: list[str]) -> MembershipInputs:
        """Split the encoded data into members, scored non-members and the attacker's reference."""
        settings, kinds = self.settings, {c: data.kinds[c] for c in columns}
        rng = np.random.default_rng([self.seed, zlib.crc32(b"membership")])
        notes = []
        if self.kept is not None:
            members = np.zeros(len(original), dtype=bool)
            members[self.kept] = True
            member_rows, non_rows = np.flatnonzero(members), np.flatnonzero(~members)
            encoded_non, raw_non = data.original.iloc[non_rows], original.iloc[non_rows][columns]
            non_origin = _row_labels("original", non_rows)
            releases = {self.made_label: data.releases[self.made_label]}
            notes.append(say("release made here by {generator} from {members} rows; {others} rows held back as "
                             "non-members", generator=self.generator.id, members=member_rows.size, others=non_rows.size))
        else:
            member_rows = np.arange(len(original))
            encoded_non, raw_non = data.others[self.non_member_name], self.non_member_frame
            non_origin = _row_labels("non-member", np.arange(len(raw_non)))
            releases = dict(data.releases)
        encoded_non, raw_non = encoded_non.reset_index(drop=True), raw_non.reset_index(drop=True)
        shuffled = rng.permutation(len(encoded_non))
        n_reference = int(round(settings.reference_fraction * len(encoded_non)))
        n_reference = min(max(n_reference, 1), len(encoded_non) - 1)
        reference, scored = shuffled[:n_reference], np.sort(shuffled[n_reference:])
        candidates = pd.concat([data.original.iloc[member_rows][columns].reset_index(drop=True),
                                encoded_non.iloc[scored][columns].reset_index(drop=True)], ignore_index=True)
        raw = pd.concat([original.iloc[member_rows][columns].reset_index(drop=True),
                         raw_non.iloc[scored].reset_index(drop=True)], ignore_index=True)
        is_member = np.r_[np.ones(member_rows.size, dtype=bool), np.zeros(scored.size, dtype=bool)]
        origin = np.r_[_row_labels("original", member_rows), non_origin[scored]]
        chosen = self._targets(candidates, raw, is_member, kinds, rng)
        notes.append(say("{count} non-members given to the attacker as reference data, never scored", count=n_reference))
        recipe = None if self.generator is None else _recipe(self.generator, data, kinds)
        section = self.section
        try:
            skew = realistic_skew(member_rows.size, section.population, section.member_fraction)
        except ValueError as exc:
            raise AuditError(str(exc)) from None
        return MembershipInputs(
            tuple(columns), kinds, candidates.iloc[chosen].reset_index(drop=True), is_member[chosen], origin[chosen],
            raw.iloc[chosen].reset_index(drop=True), encoded_non.iloc[reference][columns].reset_index(drop=True),
            member_rows.size, releases, recipe, skew, tuple(notes),
        )

    def _targets(self, candidates: pd.DataFrame, raw: pd.DataFrame, is_member: np.ndarray, kinds: dict[str, str],
                 rng: np.random.Generator) -> np.ndarray:
        settings = self.settings
        if settings.targets == "all":
            return np.arange(len(candidates))
        if settings.targets == "random":
            members, non_members = np.flatnonzero(is_member), np.flatnonzero(~is_member)
            return np.sort(np.r_[rng.choice(members, min(settings.count, members.size), replace=False),
                                 rng.choice(non_members, min(settings.count, non_members.size), replace=False)])
        selector = self._create("selector", ComponentChoice(settings.selector, settings.selector_params))
        columns = list(candidates.columns)
        task = SelectionTask(candidates, tuple(columns[:-1]), columns[-1], kinds, self.seed, raw)
        try:
            with contained(selector, self.limits, say("the target selector {selector}", selector=settings.selector),
                           warnings=self.warnings) as isolated:
                answer = isolated.select(task)
        except Exception as exc:
            raise AuditError(f"selector {settings.selector} failed on the membership candidates: {exc}") from None
        chosen = row_positions(answer, len(candidates), settings.selector)
        found = int(is_member[chosen].sum()), int((~is_member[chosen]).sum())
        if min(found) == 0:
            raise AuditError(f"selector {settings.selector} chose {found[0]} members and {found[1]} non-members; "
                             "a membership audit needs both: let it choose more records")
        return chosen

    def _create(self, kind: str, choice: ComponentChoice) -> Any:
        try:
            return self.catalog.get(kind, choice.id).create(choice.params)
        except (KeyError, ValueError) as exc:
            raise AuditError(message(exc)) from None

    def scenarios(self, inputs: MembershipInputs) -> list[MembershipScenario]:
        choices = self.section.attacks
        if not choices:  # none named: those meant to run by default that this audit can serve
            entries = [e for e in self.catalog.of_kind("membership-attack")
                       if e.cls.by_default and (inputs.recipe is not None or not e.cls.needs_recipe)]
            if not entries:
                raise AuditError("no membership attack plugins are installed; install one (e.g. anonguard-membership-attacks)")
            choices = [ComponentChoice(e.id) for e in entries]
        chosen = []
        for choice in choices:
            choice.params = self._create("membership-attack", choice).get_params()  # validated before anything runs
            chosen.append((self.catalog.get("membership-attack", choice.id), choice.params))
        return [MembershipScenario(release, entry, params) for release in inputs.releases for entry, params in chosen]


def run_membership(result: MembershipResult, attack: MembershipAttack, inputs: MembershipInputs,
                   settings: MembershipSettings, seed: int, cancelled: Callable[[], bool]) -> Iterator[ScenarioProgress]:
    """Score the candidates in batches (shuffled), then measure what was scored."""
    order = np.random.default_rng([seed, zlib.crc32(result.attack_id.encode())]).permutation(len(inputs.candidates))
    if attack.max_candidates is not None and order.size > attack.max_candidates:
        order = _balanced(order, inputs.is_member, attack.max_candidates)
        result.halt_reason = say("sampled {count} of {total} candidates", count=order.size, total=len(inputs.candidates))
    n = order.size
    batch = attack.batch_size or n
    scores = np.full(len(inputs.candidates), np.nan)
    done = 0
    while done < n:
        if cancelled():
            result.status, result.halt_reason = Status.CANCELLED, CANCELLED
            break
        rows = order[done:done + batch]
        try:
            values = np.asarray(attack.score(inputs.candidates.iloc[rows].reset_index(drop=True)), dtype=float)
        except AttackCancelled:
            result.status, result.halt_reason = Status.CANCELLED, CANCELLED
            break
        if values.shape != (rows.size,) or not np.isfinite(values).all():
            raise ValueError(say("{attack} returned {shape} scores for {count} candidates, or a score that is NaN or "
                                 "infinite", attack=attack.id, shape=values.shape, count=rows.size))
        scores[rows] = values
        done += rows.size
        yield ScenarioProgress(done, n, None)
    scored = order[:done]
    result.measure(scores[scored], inputs.is_member[scored], inputs.origin[scored],
                   inputs.raw.iloc[scored] if settings.show_values else None, settings, inputs.realistic_skew)


def _row_labels(table: str, rows: np.ndarray) -> np.ndarray:
    """Where candidates come from, e.g. "original row 17" (data rows counted from 1)."""
    return (f"{table} row " + pd.Series(rows + 1, dtype="int64").astype(str)).to_numpy(dtype=object)


def _balanced(order: np.ndarray, is_member: np.ndarray, size: int) -> np.ndarray:
    """The first `size` of a shuffled order, half members and half non-members where there are enough."""
    members, non_members = order[is_member[order]], order[~is_member[order]]
    take = min(members.size, max(size // 2, size - non_members.size))
    return order[np.isin(order, np.r_[members[:take], non_members[:size - take]])]  # still shuffled


def membership_task(inputs: MembershipInputs, release: str, seed: int) -> MembershipTask:
    return MembershipTask(inputs.releases[release], inputs.columns, inputs.kinds, inputs.reference,
                          inputs.training_size, seed, inputs.recipe)


def _recipe(generator: Generator, data: EncodedData, kinds: dict[str, str]) -> ReleaseRecipe:
    """The generator with converters between the plugins' codes and the values it takes."""
    coder = _Coder(data, kinds)
    return ReleaseRecipe(generator, dict(kinds), coder.decode, coder.encode)


class _Coder:
    """Plugin codes to the values a generator takes and back; a class, so an isolated attack can receive it."""

    def __init__(self, data: EncodedData, kinds: dict[str, str]) -> None:
        self.kinds = dict(kinds)
        self.codings = {c: data.codings[c] for c, k in kinds.items() if k == CATEGORICAL}
        self.labels = {c: np.array([*coding.categories, None], dtype=object) for c, coding in self.codings.items()}
        self.code_of = {c: {label: code for code, label in enumerate(coding.categories)} for c, coding in self.codings.items()}

    def decode(self, frame: pd.DataFrame) -> pd.DataFrame:
        out = {}
        for column in frame.columns:
            if column in self.labels:
                labels = self.labels[column]
                codes = frame[column].to_numpy(dtype=np.int64)
                out[column] = labels[np.clip(codes, 0, labels.size - 1)]
            else:
                out[column] = frame[column].to_numpy(dtype=float)
        return pd.DataFrame(out)

    def encode(self, frame: pd.DataFrame) -> pd.DataFrame:
        out = {}
        for column in (c for c in self.kinds if c in frame.columns):
            if column in self.labels:
                missing = self.labels[column].size - 1
                values = frame[column]
                if values.dtype != object:  # a generator that wrote numbers: compare them as the original's labels
                    values = pd.Series(self.codings[column].codes(values))
                    out[column] = np.where(values < 0, missing, values)
                    continue
                out[column] = values.map(self.code_of[column]).fillna(missing).to_numpy(dtype=np.int64)
            else:
                out[column] = pd.to_numeric(frame[column], errors="coerce").to_numpy(dtype=float, na_value=np.nan)
        return pd.DataFrame(out)
