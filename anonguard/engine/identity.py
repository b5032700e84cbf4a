"""The identity part of an audit: singling out, linkability and record linkage under the non-member framework.

The original is split once, at random, in two halves. The *members* are the people the attacks
make claims about; the *others* stand in for people of the same population the release says
nothing about. Each attack is fitted twice: on the release (the attack) and on the others' records
(the baseline), and both make the same kind of claim about the same members:

- singling out: predicates drawn from the table the side was fitted on. The attack's claim "exactly
  one person of the original satisfies P" is checked against the whole original; the baseline's,
  drawn from the others, against the members (a table of the same size as the one it was drawn
  from, as the release and the original are);
- linkability: each member's two partial views (key columns A and B) are linked through the nearest
  rows of the table; right when both views are the same person;
- record linkage: each member's record in an identified external file (with errors at a rate the
  user sets) is linked to a row; right when that row was made from the member's record. The
  baseline's rows are other people's, so every claim it makes is false: it gives the false-claim
  rate at each confidence.

Continuous key variables are judged in bins for singling out and linkability (an exact income is no predicate an
intruder writes, and a shuffled column keeps its exact values); distances use them as they are.
"""

from __future__ import annotations

import time
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import numpy as np
import pandas as pd

from anonguard.data.encoding import EncodedData
from anonguard.engine.attack_loop import ScenarioProgress, halting_reading, measure_sides, settle_run
from anonguard.engine.estimate import Attempts
from anonguard.engine.halting import CANCELLED, HaltMonitor
from anonguard.engine.identity_result import IdentityResult
from anonguard.engine.isolation import AttackCancelled
from anonguard.engine.outcome import Kind, Status
from anonguard.engine.results import attempts_frame
from anonguard.engine.settings import AuditSettings
from anonguard.engine.spec import AuditSpec, ComponentChoice, IdentitySpec
from anonguard.errors import AuditError, DataError
from anonguard.plugins.api import (
    CATEGORICAL, CONTINUOUS, LINKABILITY, RECORD_LINKAGE, SINGLING_OUT, Claims, IdentityAttack, IdentityTask, ReleaseTable,
)
from anonguard.plugins.manager import Catalog, CatalogEntry

BIN_LIMIT = 100  # a continuous key with more distinct values than this is compared in quantile bins (an age is not)
BINS = 10
EXHAUSTIVE_VIEWS = 10  # keys up to which every split into two views is tried


@dataclass(frozen=True)
class IdentityScenario:
    """One identity attack on one release (the scenario protocol: see `anonguard.engine.audit.Scenario`)."""

    release: str
    attack: CatalogEntry
    params: dict[str, Any]
    claim: str
    keys: tuple[str, ...]
    views: tuple[tuple[str, ...], tuple[str, ...]]

    kind = Kind.IDENTITY

    def describe(self) -> str:
        return f"{self.attack.id} on {self.release}: {self.claim}"

    def new_result(self) -> IdentityResult:
        return IdentityResult(self.release, self.attack.id, dict(self.params), self.claim, self.keys,
                              views=[list(v) for v in self.views] if self.claim == LINKABILITY else [])


@dataclass(frozen=True)
class IdentityInputs:
    """What every identity scenario of an audit shares."""

    keys: tuple[str, ...]
    kinds: dict[str, str]
    views: tuple[tuple[str, ...], tuple[str, ...]]
    original: pd.DataFrame  # the keys of every original record, encoded
    binned: pd.DataFrame  # ... with continuous keys in bins (singling out, linkability)
    bins: dict[str, np.ndarray]  # the bins' inner edges per binned key
    members: np.ndarray  # original rows the claims are about
    others: np.ndarray  # original rows standing in for people the release says nothing about
    targets: np.ndarray  # members attacked, in attack order
    external: pd.DataFrame  # the records of the attacker's named file (record linkage), encoded
    named: np.ndarray  # the original row of each of them (-1: someone not in the original)
    pool: np.ndarray  # linkability: the target (index into `targets`) of each B-view record, as handed over
    releases: dict[str, tuple[ReleaseTable, ...]]
    row_person: dict[str, np.ndarray | None]  # the original row each row of a release's key table was made from
    no_rows: dict[str, str]  # why a release has no rows made from one person's record
    notes: tuple[str, ...] = ()


class IdentityPlan:
    """Checks an identity section against the data and builds its inputs and scenarios."""

    def __init__(self, section: IdentitySpec, spec: AuditSpec, catalog: Catalog, seed: int) -> None:
        section.check()
        self.section, self.spec, self.catalog, self.seed = section, spec, catalog, seed
        self.external_name: str | None = None  # the attacker's own named file, as the encoded data names it
        self.external_people: np.ndarray | None = None  # ... and the original row of each of its records

    def tables(self, original: pd.DataFrame, columns: Sequence[str], read: Callable[[Any], pd.DataFrame],
               name: Callable[[Any], str]) -> dict[str, pd.DataFrame]:
        """The attacker's own named file, to be encoded like the original (nothing without one): its records
        name people by the audit's entity id."""
        section, entity = self.section, self.spec.entity
        if section.external is None:
            return {}
        where = name(section.external)
        if not entity:
            raise AuditError(f"{where}: an external file names its people by the entity id; name the original's id "
                             "column (--entity, or the role 'entity id' on the Data page)")
        frame, keys = read(section.external), self.keys(columns)
        missing = [c for c in (entity, *keys) if c not in frame.columns]
        if missing:
            raise DataError(f"{where}: no column {', '.join(map(repr, missing))}; the external file needs the entity id "
                            f"{entity!r} and the attacker's key variables ({', '.join(keys)}); its columns are: "
                            f"{', '.join(map(str, frame.columns))}")
        rows = pd.Series(np.arange(len(original)), index=original[entity].astype(str).to_numpy())
        rows = rows[~rows.index.duplicated()]
        self.external_people = rows.reindex(frame[entity].astype(str).to_numpy()).fillna(-1).to_numpy(dtype=np.int64)
        self.external_name = where
        return {where: frame[list(keys)]}

    def keys(self, columns: Sequence[str]) -> tuple[str, ...]:
        """The attacker's key variables: named, else the re-identification section's first key set, else the
        first known set, else every audited column."""
        spec, section = self.spec, self.section
        named = list(section.keys) or (list(spec.reidentification.key_sets[0]) if spec.reidentification
                                       and spec.reidentification.key_sets else []) or (
            list(spec.known_sets[0]) if spec.known_sets else [])
        named = named + [c for view in section.views for c in view if c not in named]
        return tuple(named or columns)

    def inputs(self, data: EncodedData, columns: Sequence[str], original_name: str,
               release_names: dict[str, str]) -> IdentityInputs:
        section = self.section
        keys = self.keys(columns)
        missing = [c for c in keys if c not in columns]
        if missing:
            raise DataError(f"{original_name}: no audited column {', '.join(map(repr, missing))} of the identity attacks' "
                            f"key variables; the original's columns are: {', '.join(columns)}")
        if len(keys) < 2 and LINKABILITY in self._claims():
            raise AuditError("linkability needs at least two key variables, one for each view")
        kinds = {c: data.kinds[c] for c in keys}
        releases = {}
        for label, tables in data.releases.items():
            table = next((t for t in tables if all(c in t.data.columns for c in keys)), None)
            if table is None:
                held = {c for t in tables for c in t.data.columns}
                absent = [c for c in keys if c not in held]
                raise DataError(f"{release_names.get(label, label)}: release {label!r} has no column "
                                f"{', '.join(map(repr, absent))} of the identity attacks' key variables "
                                f"({', '.join(keys)}); name key variables the release holds (--identity-keys, or "
                                "the Identity attacks box of the Scenario page)")
            releases[label] = (table,)
        unknown = [label for label in section.synthetic if label not in releases]
        if unknown:
            raise AuditError(f"release {unknown[0]!r} is named synthetic, but the audit has no release of that label "
                             f"(its releases: {', '.join(releases)}); name a release by its label")
        original = data.original[list(keys)].reset_index(drop=True)
        n = len(original)
        if n < 20:
            raise AuditError(f"the original has {n} records; the identity attacks need at least 20 to split into "
                             "members and others")
        rng = np.random.default_rng([self.seed, zlib.crc32(b"identity")])
        shuffled = rng.permutation(n)
        others, members = np.sort(shuffled[: n // 2]), np.sort(shuffled[n // 2:])
        targets = rng.permutation(members)[: section.targets]
        binned, bins = _binned(original, kinds)
        views = tuple(tuple(v) for v in section.views) if section.views else choose_views(binned, keys)
        if self.external_name is None:  # the targets' own records, with errors at the rate asked
            named = targets
            external = with_errors(original.iloc[targets].reset_index(drop=True), kinds, section.errors, original,
                                   np.random.default_rng([self.seed, zlib.crc32(b"external")]))
        else:  # the others' records are the baseline's table: no claim is made about them
            usable = np.flatnonzero(~np.isin(self.external_people, others))
            chosen = np.random.default_rng([self.seed, zlib.crc32(b"external")]).permutation(usable)[: section.targets]
            named = self.external_people[chosen]
            external = data.others[self.external_name].iloc[chosen][list(keys)].reset_index(drop=True)
        pool = rng.permutation(targets.size)
        row_person, no_rows = {}, {}
        for label, (table,) in releases.items():
            row_person[label], reason = self._rows_of(label, table, n)
            if reason:
                no_rows[label] = reason
        notes = (f"identity attacks: {members.size} of the original's people are the members claims are about, "
                 f"{others.size} stand in for people the release says nothing about (the baseline)",)
        return IdentityInputs(keys, kinds, views, original, binned, bins, members, others, targets, external, named,
                              pool, releases, row_person, no_rows, notes)

    def _rows_of(self, label: str, table: ReleaseTable, n: int) -> tuple[np.ndarray | None, str | None]:
        """Which original record each row of the release was made from, when that is known."""
        if label in self.section.synthetic:
            return None, (f"release {label!r} is synthetic: no row of it was made from one person's record, so "
                          "no claim that a row is a person can be right or wrong; its singling out and linkability "
                          "are measured")
        if len(table.data) != n:
            return None, (f"release {label!r} has {len(table.data):,} rows and the original {n:,}: no row is known to be "
                          "made from one person's record (rows were dropped, added or synthesized), so record "
                          "linkage cannot be scored; its singling out and linkability are measured")
        return np.arange(n), None

    def _claims(self) -> set[str]:
        return {entry.cls.claim for entry, _ in self.chosen()}

    def chosen(self) -> list[tuple[CatalogEntry, dict[str, Any]]]:
        """The identity attacks to run, their parameters validated."""
        choices = self.section.attacks or [ComponentChoice(e.id) for e in self.catalog.of_kind("identity-attack")
                                           if e.cls.by_default]
        if not choices:
            raise AuditError("no identity attack plugins are installed; install one (e.g. anonguard-identity-attacks)")
        chosen = []
        for choice in choices:
            try:
                entry = self.catalog.get("identity-attack", choice.id)
                choice.params = entry.create(choice.params).get_params()
            except (KeyError, ValueError) as exc:
                raise AuditError(str(exc).strip("'\"")) from None
            chosen.append((entry, choice.params))
        return chosen

    def scenarios(self, inputs: IdentityInputs) -> list[IdentityScenario]:
        chosen = self.chosen()
        named = {choice.id for choice in self.section.attacks}
        linking = [e for e, _ in chosen if e.cls.claim == RECORD_LINKAGE and e.id in named]
        only_linking = len(linking) == len(chosen)
        if only_linking and inputs.releases and len(inputs.no_rows) == len(inputs.releases):
            raise AuditError(f"record linkage ({linking[0].id}) was asked for, but " + "; ".join(inputs.no_rows.values())
                             + ". Leave the record-linkage attack out for synthetic releases")
        return [IdentityScenario(release, entry, params, entry.cls.claim, inputs.keys, inputs.views)
                for release in inputs.releases for entry, params in chosen]


def choose_views(original: pd.DataFrame, keys: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Linkability's two views when none are named: the split of the keys whose *weaker* view leaves a
    person the fewest look-alikes (the expected number of records sharing a record's view; ties go to the
    split whose stronger view does), trying every split up to EXHAUSTIVE_VIEWS keys, else dealing the
    keys out by their number of values. A view shared by many people links nobody, whatever the release:
    that is why an unlucky split reads no risk even for an exact copy."""
    keys = list(keys)
    if len(keys) <= EXHAUSTIVE_VIEWS:
        best, best_score = None, None
        for size in range(1, len(keys) // 2 + 1):
            for first in combinations(keys, size):
                second = tuple(k for k in keys if k not in first)
                score = sorted((_look_alikes(original, first), _look_alikes(original, second)), reverse=True)
                if best_score is None or score < best_score:
                    best, best_score = (tuple(first), second), score
        return best
    ranked = sorted(keys, key=lambda k: -original[k].nunique())
    return tuple(ranked[0::2]), tuple(ranked[1::2])


def _look_alikes(frame: pd.DataFrame, columns: Sequence[str]) -> float:
    """How many records, on average, share a record's values of `columns` (itself included): 1 when each
    record is unique, n when all are alike."""
    counts = frame[list(columns)].value_counts(dropna=False).to_numpy(dtype=float)
    return float((counts ** 2).sum()) / max(len(frame), 1)


def _binned(original: pd.DataFrame, kinds: dict[str, str]) -> tuple[pd.DataFrame, dict[str, np.ndarray]]:
    """The keys as singling out judges them: continuous ones with many values in quantile bins of the original."""
    binned, bins = original.copy(), {}
    for column, kind in kinds.items():
        values = original[column].to_numpy(dtype=float)
        if kind == CONTINUOUS and np.unique(values[np.isfinite(values)]).size > BIN_LIMIT:
            edges = np.unique(np.nanquantile(values, np.linspace(0, 1, BINS + 1)[1:-1]))
            bins[column] = edges
            binned[column] = bin_values(values, edges)
    return binned, bins


def bin_values(values: np.ndarray, edges: np.ndarray) -> np.ndarray:
    """The bin of each value (NaN stays missing)."""
    values = np.asarray(values, dtype=float)
    return np.where(np.isnan(values), np.nan, np.searchsorted(edges, values, side="right").astype(float))


def with_errors(records: pd.DataFrame, kinds: dict[str, str], rate: float, original: pd.DataFrame,
                rng: np.random.Generator) -> pd.DataFrame:
    """The attacker's external file: each record, with probability `rate`, has one key wrong in a realistic
    way: a number off by one unit of its column (an age a year off), a category replaced by another
    the original holds (a moved region, a typo that reads as another value)."""
    out = records.copy()
    if rate <= 0 or records.empty:
        return out
    wrong = np.flatnonzero(rng.random(len(records)) < rate)
    which = rng.integers(0, records.shape[1], wrong.size)
    for position, column in enumerate(records.columns):
        rows = wrong[which == position]
        if rows.size == 0:
            continue
        values = out[column].to_numpy(copy=True)
        if kinds[column] == CATEGORICAL:
            present = np.unique(original[column].to_numpy())
            shift = rng.integers(1, max(present.size, 2), rows.size)
            index = np.searchsorted(present, values[rows])
            values[rows] = present[(index + shift) % present.size] if present.size > 1 else values[rows]
        else:
            values = values.astype(float)
            finite = original[column].to_numpy(dtype=float)
            step = _unit(finite[np.isfinite(finite)])
            values[rows] = values[rows] + rng.choice([-step, step], rows.size)
        out[column] = values
    return out


def _unit(values: np.ndarray) -> float:
    """One unit of a numeric column: 1 for whole numbers (ages, years), else a hundredth of its spread."""
    if values.size == 0:
        return 1.0
    if np.allclose(values, np.round(values)):
        return 1.0
    return float(np.std(values) / 100) or 1.0


# -- running ---------------------------------------------------------------------------------


@dataclass
class _Side:
    """One side's claims so far: rank scores, abstentions, whether right, and who a right claim named."""

    score: list[np.ndarray] = field(default_factory=list)
    abstain: list[np.ndarray] = field(default_factory=list)
    correct: list[np.ndarray] = field(default_factory=list)
    named: list[np.ndarray] = field(default_factory=list)

    def add(self, claims: Claims, correct: np.ndarray, named: np.ndarray) -> None:
        self.score.append(np.where(claims.abstain, -np.inf, claims.rank_score))
        self.abstain.append(claims.abstain)
        self.correct.append(correct & ~claims.abstain)
        self.named.append(np.where(claims.abstain, -1, named))

    def attempts(self) -> Attempts:
        abstain = np.concatenate(self.abstain)
        return Attempts.of(~abstain, np.concatenate(self.score), np.concatenate(self.correct))

    def column(self, name: str) -> np.ndarray:
        return np.concatenate(getattr(self, name))


def identity_task(inputs: IdentityInputs, scenario: IdentityScenario, table: ReleaseTable, seed: int) -> IdentityTask:
    """What the attack (on the release's table) or the baseline (on the others' records) is fitted on."""
    in_bins = scenario.claim in (SINGLING_OUT, LINKABILITY)  # compared as categories, continuous keys in bins
    frame = table.data[list(inputs.keys)]
    if in_bins:  # a generalized cell by its stand-in
        frame = frame.assign(**{c: bin_values(frame[c].to_numpy(dtype=float), e) for c, e in inputs.bins.items()})
        table = ReleaseTable(table.name, frame)
    kinds = {c: (CATEGORICAL if c in inputs.bins and in_bins else k) for c, k in inputs.kinds.items()}
    other = None
    if scenario.claim == LINKABILITY:
        other = inputs.binned.iloc[inputs.targets[inputs.pool]][list(inputs.views[1])].reset_index(drop=True)
    population = len(inputs.original) if table.name != OTHERS else inputs.members.size
    return IdentityTask((table,), inputs.keys, kinds, population, inputs.views, other, seed)


OTHERS = "others (the baseline's records)"
BASELINE = "the same attack on the others' records"


def baseline_table(inputs: IdentityInputs) -> ReleaseTable:
    return ReleaseTable(OTHERS, inputs.original.iloc[inputs.others].reset_index(drop=True))


def run_identity(result: IdentityResult, attack: IdentityAttack, baseline: IdentityAttack, inputs: IdentityInputs,
                 scenario: IdentityScenario, settings: AuditSettings,
                 cancelled: Callable[[], bool]) -> Iterator[ScenarioProgress]:
    """Claims from both sides, batch by batch, until the halting rule holds; fills `result` as an
    attribute result is filled."""
    n = len(inputs.external) if scenario.claim == RECORD_LINKAGE else inputs.targets.size
    result.n_targets_available = n
    result.baseline_model = BASELINE
    monitor = HaltMonitor(settings.halting, n)
    sides = (_Side(), _Side())
    tables = (inputs.releases[scenario.release][0], baseline_table(inputs))
    row_person = (inputs.row_person.get(scenario.release), inputs.others)
    done, reason = 0, None
    started = time.perf_counter()
    while reason is None:
        if cancelled():
            reason = CANCELLED
            break
        size = monitor.next_batch(done)
        batch = np.arange(done, min(done + size, n))
        try:
            for side, fitted, table, rows in zip(sides, (attack, baseline), tables, row_person):
                claims = fitted.claims(_units(inputs, scenario, batch)).checked(
                    batch.size, f"identity attack {result.attack_id}", scenario.claim,
                    len(table.data) if scenario.claim == RECORD_LINKAGE else inputs.targets.size)
                side.add(claims, *_judge(inputs, scenario, claims, batch, rows, table is tables[1]))
        except AttackCancelled:
            reason = CANCELLED
            break
        done += batch.size
        measure_sides(result, sides[0].attempts(), sides[1].attempts(), settings.measures)
        reason = monitor.check(halting_reading(result, settings, done, time.perf_counter() - started, 0.0))
        yield ScenarioProgress(done, n, result.alc)
    result.halt_reason = reason
    result.status = Status.CANCELLED if reason == CANCELLED else Status.OK
    if done:
        attack_side, base_side = sides
        result.attempts = attempts_frame(dict(
            target=_subjects(inputs, scenario, done, attack_side), truth=np.full(done, scenario.claim, dtype=object),
            attack_value=attack_side.column("named"), attack_score=_scores(attack_side),
            attack_abstain=attack_side.column("abstain"), attack_correct=attack_side.column("correct"),
            base_value=base_side.column("named"), base_score=_scores(base_side), base_correct=base_side.column("correct")))
        settle_run(result, settings)
    result.seconds = time.perf_counter() - started


def _scores(side: _Side) -> np.ndarray:
    score = side.column("score")
    return np.where(np.isfinite(score), score, np.nan)


def _units(inputs: IdentityInputs, scenario: IdentityScenario, batch: np.ndarray) -> pd.DataFrame:
    """What each claim of the batch is asked about."""
    if scenario.claim == SINGLING_OUT:
        return pd.DataFrame({"draw": batch})
    if scenario.claim == LINKABILITY:
        return inputs.binned.iloc[inputs.targets[batch]][list(inputs.views[0])].reset_index(drop=True)
    return inputs.external.iloc[batch].reset_index(drop=True)


def _judge(inputs: IdentityInputs, scenario: IdentityScenario, claims: Claims, batch: np.ndarray,
           row_person: np.ndarray | None, baseline: bool) -> tuple[np.ndarray, np.ndarray]:
    """Whether each claim is right, and what it names (-1: none): the original row a predicate singled
    out, the person whose B-record was linked, the release row claimed to be the target."""
    if scenario.claim == SINGLING_OUT:
        checked = inputs.binned.iloc[inputs.members] if baseline else inputs.binned
        counts, first = claims.predicates.matches(checked)
        rows = checked.index.to_numpy()
        return counts == 1, np.where(counts == 1, rows[np.maximum(first, 0)], -1)
    link = np.maximum(claims.link, 0)
    targets = inputs.named[batch] if scenario.claim == RECORD_LINKAGE else inputs.targets[batch]
    if scenario.claim == LINKABILITY:
        named = inputs.targets[inputs.pool[link]]
        return (named == targets) & ~claims.abstain, np.where(claims.abstain, -1, named)
    return (row_person[link] == targets) & ~claims.abstain, np.where(claims.abstain, -1, link)


def _subjects(inputs: IdentityInputs, scenario: IdentityScenario, done: int, attack: _Side) -> np.ndarray:
    """The person each attempt was about: the target; for singling out, the person a right claim singled out."""
    if scenario.claim == SINGLING_OUT:
        return attack.column("named")
    return inputs.named[:done] if scenario.claim == RECORD_LINKAGE else inputs.targets[:done]
