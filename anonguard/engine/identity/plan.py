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
  user sets) is linked to a row; right when that row was made from the member's record, which must be
  known (`anonguard.engine.identity.rows`: given ids, given order, or inferred from consistency). The
  baseline's rows are other people's, so every claim it makes is false: it gives the false-claim
  rate at each confidence.

Every attack reads the keys as published: exact values as they are (a published unique income isolates its
owner; top-coding and rounding exist to remove it), generalized cells as the sets of values they stand for
(`ReleaseTable.generalized`).
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import numpy as np
import pandas as pd

from anonguard.data.encoding import EncodedData
from anonguard.engine.identity import rows as identity_rows
from anonguard.engine.identity.result import IdentityResult
from anonguard.engine.identity.rows import RowSources
from anonguard.engine.outcome import Kind
from anonguard.engine.spec import AuditSpec, ComponentChoice, IdentitySpec
from anonguard.errors import AuditError, DataError, message
from anonguard.phrases import say
from anonguard.plugins.api import CATEGORICAL, LINKABILITY, RECORD_LINKAGE, ReleaseTable
from anonguard.plugins.manager import Catalog, CatalogEntry

EXHAUSTIVE_VIEWS = 10  # keys up to which every split into two views is tried


@dataclass(frozen=True)
class IdentityScenario:
    """One identity attack on one release (the scenario protocol: see `anonguard.engine.kind`)."""

    release: str
    attack: CatalogEntry
    params: dict[str, Any]
    claim: str
    keys: tuple[str, ...]
    views: tuple[tuple[str, ...], tuple[str, ...]]

    kind = Kind.IDENTITY
    group = None  # each identity scenario runs alone (its draws are shared through the inputs)

    def describe(self) -> str:
        return f"{self.attack.id} on {self.release}: {self.claim}"

    def new_result(self) -> IdentityResult:
        return IdentityResult(self.release, self.attack.id, dict(self.params), self.claim, self.keys,
                              views=[list(v) for v in self.views] if self.claim == LINKABILITY else [])


@dataclass(frozen=True)
class IdentityDraw:
    """What one seed draws: who the members and the others are, whom the attacks go after, and the
    record-linkage attacker's records."""

    members: np.ndarray  # original rows the claims are about
    others: np.ndarray  # original rows standing in for people the release says nothing about
    targets: np.ndarray  # members attacked, in attack order
    external: pd.DataFrame  # the records of the attacker's named file (record linkage), encoded
    named: np.ndarray  # the original row of each of them (-1: someone not in the original)
    pool: np.ndarray  # linkability: the target (index into `targets`) of each B-view record, as handed over


@dataclass(frozen=True)
class IdentityInputs:
    """What every identity scenario of an audit shares, whatever the seed."""

    keys: tuple[str, ...]
    kinds: dict[str, str]
    views: tuple[tuple[str, ...], tuple[str, ...]]
    original: pd.DataFrame  # the keys of every original record, encoded
    releases: dict[str, tuple[ReleaseTable, ...]]
    row_person: dict[str, RowSources]  # the original row each row of a release's key table was made from
    no_rows: dict[str, str]  # why record linkage cannot be judged on a release
    targets: int  # predicates drawn, or people attacked, at most
    errors: float  # share of the simulated named records with one key wrong
    named_file: pd.DataFrame | None = None  # the attacker's own named file (encoded), when given ...
    named_people: np.ndarray | None = None  # ... and the original row of each of its records (-1: none)
    notes: tuple[str, ...] = ()
    counts_only: dict[str, str] = field(default_factory=dict)  # releases of published counts only, and why not attacked
    synthetic: frozenset[str] = frozenset()  # releases whose rows are nobody: record linkage is ruled out by design

    def draw(self, seed: int) -> IdentityDraw:
        """The members, the others and the targets under `seed` (each repeat of an audit draws its own)."""
        n = len(self.original)
        rng = np.random.default_rng([seed, zlib.crc32(b"identity")])
        shuffled = rng.permutation(n)
        others, members = np.sort(shuffled[: n // 2]), np.sort(shuffled[n // 2:])
        targets = rng.permutation(members)[: self.targets]
        errors = np.random.default_rng([seed, zlib.crc32(b"external")])
        if self.named_file is None:  # the targets' own records, with errors at the rate asked
            named = targets
            external = with_errors(self.original.iloc[targets].reset_index(drop=True), self.kinds, self.errors,
                                   self.original, errors)
        else:  # the others' records are the baseline's table: no claim is made about them
            usable = np.flatnonzero(~np.isin(self.named_people, others))
            chosen = errors.permutation(usable)[: self.targets]
            named = self.named_people[chosen]
            external = self.named_file.iloc[chosen].reset_index(drop=True)
        return IdentityDraw(members, others, targets, external, named, rng.permutation(targets.size))


class IdentityPlan:
    """Checks an identity section against the data and builds its inputs and scenarios."""

    def __init__(self, section: IdentitySpec, spec: AuditSpec, catalog: Catalog, seed: int) -> None:
        section.check()
        self.section, self.spec, self.catalog, self.seed = section, spec, catalog, seed
        self.external_name: str | None = None  # the attacker's own named file, as the encoded data names it
        self.external_people: np.ndarray | None = None  # ... and the original row of each of its records
        self.given_rows: dict[str, dict[int, RowSources]] = {}  # per release, per table: sources read from ids
        self.notes: list[str] = []  # what the run's warnings should say about the section

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

    def read_row_ids(self, original: pd.DataFrame, releases: Mapping[str, Sequence[tuple[str, pd.DataFrame]]]) -> None:
        """The source of each row of the releases given an id column (`row_ids`), read from the tables as read:
        encoding keeps only the audited columns, and the ids are none."""
        entity = self.spec.entity
        for label, column in self.section.row_ids.items():
            if label not in releases:  # a release taken out of the audit since: said, not fatal
                self.notes.append(_no_release(label, say("given an id column ({column!r})", column=column), releases))
                continue
            tables = releases[label]
            found = {i: frame for i, (_, frame) in enumerate(tables) if column in frame.columns}
            if not found:
                name, frame = tables[0]
                raise DataError(f"{name}: no column {column!r} (named as the id column of release {label!r}); its "
                                f"columns are: {', '.join(map(str, frame.columns))}")
            source = entity if entity and entity in original.columns else column
            if source not in original.columns:
                raise AuditError(f"release {label!r}: its ids in column {column!r} are matched to the original's "
                                 "entity id; name the original's id column (--entity, or the role 'entity id' on "
                                 "the Data page)")
            self.given_rows[label] = {i: identity_rows.from_ids(frame[column], original[source], tables[i][0], column,
                                                                source) for i, frame in found.items()}

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
        releases, counts_only, positions = {}, {}, {}
        for label in dict.fromkeys([*data.releases, *data.counts]):
            tables = data.releases.get(label, ())
            positions[label] = next((i for i, t in enumerate(tables) if all(c in t.data.columns for c in keys)), None)
            table = None if positions[label] is None else tables[positions[label]]
            if table is None and not tables:  # published counts only: there is no record to attack
                counts_only[label] = say("release {release!r} publishes count tables, not records: the identity "
                                         "attacks single out, link and re-identify records; its counts are measured by "
                                         "the attribute attacks that read them", release=label)
                continue
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
        self.notes += [_no_release(label, say("said to be in the original's order"), releases)
                       for label in section.in_order if label not in releases]
        original = data.original[list(keys)].reset_index(drop=True)
        n = len(original)
        if n < 20:
            raise AuditError(f"the original has {n} records; the identity attacks need at least 20 to split into "
                             "members and others")
        views = tuple(tuple(v) for v in section.views) if section.views else choose_views(original, keys)
        row_person, no_rows = {}, {}
        linking = RECORD_LINKAGE in self._claims()
        notes = [say("identity attacks: {members} of the original's people are the members claims are about, {others} "
                     "stand in for people the release says nothing about (the baseline)", members=n - n // 2,
                     others=n // 2), *self.notes]
        for label, (table,) in releases.items():
            if not linking:
                continue
            sources = self._rows_of(label, table, positions[label], data)
            if isinstance(sources, str):
                no_rows[label] = sources
            else:
                row_person[label] = sources
                notes.append(say("record linkage on release {release!r}: {how}", release=label, how=sources.how))
        named_file = None if self.external_name is None else \
            data.others[self.external_name][list(keys)].reset_index(drop=True)
        return IdentityInputs(keys, kinds, views, original, releases, row_person, no_rows,
                              section.targets, section.errors, named_file, self.external_people, tuple(notes),
                              counts_only, frozenset(section.synthetic))

    def _rows_of(self, label: str, table: ReleaseTable, position: int, data: EncodedData) -> RowSources | str:
        """Which original record each row of the release was made from (`anonguard.engine.identity.rows`), or
        why record linkage cannot be judged on it."""
        if label in self.section.synthetic:
            return say("release {release!r} is synthetic: no row of it was made from one person's record, so no claim "
                       "that a row is a person can be right or wrong; its singling out and linkability are measured",
                       release=label)
        given = self.given_rows.get(label)
        if given is not None:
            if position not in given:
                raise DataError(f"{table.name}: no column {self.section.row_ids[label]!r}; the id column of release "
                                f"{label!r} must be in its table holding the identity attacks' key variables")
            return given[position]
        if label in self.section.in_order:
            return identity_rows.in_order(len(table.data), len(data.original), label)
        return identity_rows.inferred(data.original, table, {c: k.missing_code for c, k in data.codings.items()}, label)

    def _claims(self) -> set[str]:
        return {entry.cls.claim for entry, _ in self.chosen()}

    def chosen(self) -> list[tuple[CatalogEntry, dict[str, Any]]]:
        """The identity attacks to run, their parameters validated."""
        choices = self.section.attacks or [ComponentChoice(e.id) for e in self.catalog.of_kind("identity-attack")
                                           if e.cls.by_default]
        if not choices:
            unusable = "; ".join(f"{p.plugin}: {p.error}" for p in self.catalog.problems)
            raise AuditError("no identity attack plugin is installed and usable; install one (e.g. "
                             "anonguard-identity-attacks)" + (f" (plugins that could not be used: {unusable})"
                                                             if unusable else ""))
        chosen = []
        for choice in choices:
            try:
                entry = self.catalog.get("identity-attack", choice.id)
                choice.params = entry.create(choice.params).get_params()
            except (KeyError, ValueError) as exc:
                raise AuditError(message(exc)) from None
            chosen.append((entry, choice.params))
        return chosen

    def scenarios(self, inputs: IdentityInputs) -> list[IdentityScenario]:
        chosen = self.chosen()
        named = {choice.id for choice in self.section.attacks}
        linking = [e for e, _ in chosen if e.cls.claim == RECORD_LINKAGE and e.id in named]
        only_linking = len(linking) == len(chosen)
        if only_linking and inputs.releases and set(inputs.releases) <= set(self.section.synthetic):
            raise AuditError(f"record linkage ({linking[0].id}) was asked for, but " + "; ".join(inputs.no_rows.values())
                             + ". Leave the record-linkage attack out for synthetic releases")
        return [IdentityScenario(release, entry, params, entry.cls.claim, inputs.keys, inputs.views)
                for release in [*inputs.releases, *inputs.counts_only] for entry, params in chosen]


def _no_release(label: str, what: str, releases: Iterable[str]) -> str:
    return say("identity attacks: release {release!r} is {what}, but the audit has no release of that label (its "
               "releases: {releases}); left out", release=label, what=what, releases=", ".join(releases))


def choose_views(original: pd.DataFrame, keys: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Linkability's two views when none are named: the split of the keys whose *weaker* view leaves a
    person the fewest look-alikes (the expected number of records sharing a record's view; ties go to the
    split whose stronger view does), trying every split up to EXHAUSTIVE_VIEWS keys, else dealing the
    keys out by their number of values. A view shared by many people links nobody, whatever the release:
    that is why an unlucky split reads no risk even for an exact copy."""
    keys = list(keys)
    if len(keys) <= EXHAUSTIVE_VIEWS:
        codes = {key: pd.factorize(original[key], use_na_sentinel=False)[0] for key in keys}  # a missing value too
        best, best_score = None, None
        for size in range(1, len(keys) // 2 + 1):
            for first in combinations(keys, size):
                second = tuple(k for k in keys if k not in first)
                score = sorted((_look_alikes([codes[k] for k in first]), _look_alikes([codes[k] for k in second])),
                               reverse=True)
                if best_score is None or score < best_score:
                    best, best_score = (tuple(first), second), score
        return best
    ranked = sorted(keys, key=lambda k: -original[k].nunique())
    return tuple(ranked[0::2]), tuple(ranked[1::2])


def _look_alikes(codes: list[np.ndarray]) -> float:
    """How many records, on average, share a record's values of some columns (each given by its codes, one per
    record), itself included: 1 when each record is unique, n when all are alike."""
    if not len(codes[0]):
        return 0.0
    together = np.zeros(len(codes[0]), dtype=np.int64)
    for column in codes:  # the combination's code, renumbered after each column so that it never overflows
        together = np.unique(together * (int(column.max()) + 1) + column, return_inverse=True)[1]
    counts = np.bincount(together).astype(float)
    return float((counts ** 2).sum()) / max(len(together), 1)


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
