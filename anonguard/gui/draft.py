"""The audit being put together in the window, as plain Python the tests can drive.

It holds what the user chose (files, column kinds and roles, attacks and their parameters,
settings) and turns it into the engine's `AuditSpec`, and back from a saved audit file.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Any, ClassVar

import pandas as pd
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from anonguard.data.columns import infer_kind
from anonguard.data.counts import is_count_table
from anonguard.data.encoding import encode_tables
from anonguard.data.missing import MissingCodes, declare_missing
from anonguard.data.published import PublishedTables
from anonguard.data.published_read import MANIFESTS, folder_sha256, manifest_of, read_published
from anonguard.data.recodes import ColumnRecodes, read_hierarchy, recode_releases
from anonguard.data.readers import file_sha256
from anonguard.plugins.tables import read_table
from anonguard.engine.destinations import destinations_named
from anonguard.engine.settings import AuditSettings
from anonguard.engine.sources import ReadTable
from anonguard.engine.spec import (
    AuditSpec, ComponentChoice, IdentitySpec, MembershipSpec, ReidentificationSpec, ReleaseSpec, TableRef,
    TreatmentsSpec, UtilitySpec, treated_releases,
)
from anonguard.engine.treatment.plan import inherit_row_order
from anonguard.errors import AuditError, DataError
from anonguard.plugins.api import COUNTS, MICRODATA
from anonguard.fileio import atomic_write_text
from anonguard.gui.likely_roles import likely_role

ROLES = ("known", "secret", "entity", "ignore", "weight", "household")
SINGLE_ROLES = ("entity", "weight", "household")  # one column at most holds each
translate = QCoreApplication.translate  # found by pyside6-lupdate (contexts: Checklist, DataPage)

# the roles as a disclosure-control office names them; the audit file keeps the short names. The words
# are English source texts: `role_word` shows them in the window's language (context "Roles")
ROLE_WORDS = {"known": QT_TRANSLATE_NOOP("Roles", "key variable (known)"),
              "secret": QT_TRANSLATE_NOOP("Roles", "sensitive (secret)"),
              "entity": QT_TRANSLATE_NOOP("Roles", "entity (person id)"),
              "ignore": QT_TRANSLATE_NOOP("Roles", "left out"),
              "weight": QT_TRANSLATE_NOOP("Roles", "survey weight"),
              "household": QT_TRANSLATE_NOOP("Roles", "household id")}


def role_word(role: str) -> str:
    """A role as shown to the user, in the window's language (an unknown role as it is)."""
    return translate("Roles", ROLE_WORDS[role]) if role in ROLE_WORDS else role


@dataclass(frozen=True)
class Step:
    """One step of the set-up checklist: whether it is done, what it asks, and the page it is done on."""

    done: bool
    text: str
    page: str  # "data", "attacks" or "scenario"


@dataclass
class Column:
    name: str
    kind: str
    role: str = "known"


@dataclass
class LoadedTable:
    path: Path
    frame: pd.DataFrame
    release: str | None = None  # None for the original
    sha256: str = ""
    saved_sha256: str | None = None  # the hash recorded in the audit file it was opened from
    sheet: str | None = None  # of a workbook; None for the first
    # columns of an original read as likely not knowledge, and the role given each (gui/likely_roles.py)
    recognised: dict[str, str] = field(default_factory=dict, compare=False)
    # the frame before the declared missing codes were made missing in it, and those codes (gui/missing_codes.py)
    as_read: pd.DataFrame | None = field(default=None, repr=False, compare=False)
    declared: dict[str, list[str]] = field(default_factory=dict, repr=False, compare=False)
    tables_folder: ClassVar[bool] = False  # a folder of published count tables (PublishedFolder), not records

    @classmethod
    def read(cls, path: str | Path, release: str | None = None, saved_sha256: str | None = None,
             sheet: str | None = None) -> "LoadedTable":
        table = cls(Path(path), read_table(path, sheet), release, file_sha256(path), saved_sha256, sheet)
        table.counts  # counted where the table is read (off the GUI thread in the window), not at its first paint
        return table

    def declare_missing(self, codes: MissingCodes) -> None:
        """Make `codes` missing in the table, starting from the table as read (a code no longer declared is a
        value again); the counts and checks made of the table before are forgotten if its values changed."""
        as_read = self.as_read = self.as_read if self.as_read is not None else self.frame
        relevant = {column: list(found) for column, found in codes.items() if found and column in as_read.columns}
        if relevant == self.declared:
            return
        changed = set(relevant) ^ set(self.declared) | {c for c in relevant if relevant[c] != self.declared.get(c)}
        self.declared = relevant
        frame = declare_missing(as_read, relevant)
        if frame is self.frame:
            return
        self.frame = frame
        self.__dict__.pop("_checks", None)
        counts = self.__dict__.get("counts")
        for column in changed if counts is not None else ():  # the other columns' counts still hold
            counts[column] = (int(frame[column].nunique()), int(frame[column].isna().sum()))

    @property
    def name(self) -> str:
        """The file's name, and the sheet if one was chosen."""
        return self.path.name + (f" ▸ {self.sheet}" if self.sheet else "")

    @property
    def ref(self) -> TableRef:
        return TableRef(str(self.path), self.sha256, self.sheet)

    @cached_property
    def counts(self) -> dict[str, tuple[int, int]]:
        """Distinct and missing values per column, counted once (the column panel repaints often)."""
        return {c: (int(self.frame[c].nunique()), int(self.frame[c].isna().sum())) for c in self.frame.columns}

    def checked_against(self, original: "LoadedTable", kinds: dict[str, str], left_out: tuple[str, ...],
                        recoding: "Recoding | None" = None) -> list[str]:
        """What the engine says when it reads this release beside `original` with these column kinds and
        recodes (values it reads as the original's despite their spelling, new values, codings or units that
        differ, columns left out): the window shows exactly the audit's own checks. Kept per set-up."""
        return self._checked(original, kinds, left_out, recoding or Recoding())[0]

    def recodes_found(self, original: "LoadedTable", kinds: dict[str, str], left_out: tuple[str, ...],
                      recoding: "Recoding | None" = None) -> tuple[ColumnRecodes, ...]:
        """What each recoded value of this release stands for, as the audit will read it."""
        return self._checked(original, kinds, left_out, recoding or Recoding())[1]

    def _checked(self, original: "LoadedTable", kinds: dict[str, str], left_out: tuple[str, ...],
                 recoding: "Recoding") -> tuple[list[str], tuple[ColumnRecodes, ...]]:
        key = self._check_key(original, kinds, left_out, recoding)
        cache = self.__dict__.setdefault("_checks", {})
        if key not in cache:
            shared = [c for c in kinds if c in self.frame.columns]
            found: tuple[ColumnRecodes, ...] = ()
            try:
                spelled, recodes = recode_releases(original.frame, {self.release: [(self.path.name, self.frame)]},
                                                   {c: kinds[c] for c in shared}, recoding.declared,
                                                   recoding.hierarchies)
                found = recodes[self.release]
                encoded = encode_tables(original.frame[shared], spelled, {c: kinds[c] for c in shared}, left_out)
                problems = [p for column in found for p in column.problems]
                cache[key] = (problems + list(encoded.warnings)
                              + list(encoded.mismatches.get(self.release, {}).values()), found)
            except (DataError, AuditError) as exc:
                cache[key] = ([str(exc)], found)
        return cache[key]

    def has_checked(self, original: "LoadedTable", kinds: dict[str, str], left_out: tuple[str, ...],
                    recoding: "Recoding | None" = None) -> bool:
        return self._check_key(original, kinds, left_out, recoding or Recoding()) in self.__dict__.get("_checks", {})

    @staticmethod
    def _check_key(original: "LoadedTable", kinds: dict[str, str], left_out: tuple[str, ...],
                   recoding: "Recoding") -> tuple:
        return (original.sha256 or id(original), original.sheet, tuple(kinds.items()), left_out, recoding.key)


@dataclass
class PublishedFolder(LoadedTable):
    """A release given as a folder of published count tables, with its manifest (`tables.json` or `tables.toml`,
    docs/reconstruction.md). Read and checked when it is added, so that a table or cell that cannot be true is said
    at once, naming it; the audit reconstructs the people behind it rather than attacking it as records, so it
    takes no part in the checks of record tables. Its frame lists the tables, for the Data page's preview."""

    published: PublishedTables | None = field(default=None, repr=False, compare=False)
    tables_folder: ClassVar[bool] = True

    @classmethod
    def read_folder(cls, path: str | Path, release: str | None = None,
                    saved_sha256: str | None = None) -> "PublishedFolder":
        published = read_published(path)
        return cls(Path(path), tables_frame(published), release, folder_sha256(path), saved_sha256, None,
                   published=published)

    def declare_missing(self, codes: MissingCodes) -> None:
        """Nothing to declare: the cells are counts, and a suppressed cell's marker is the manifest's to name."""

    @property
    def name(self) -> str:
        return self.path.name + "/"


def tables_frame(published: PublishedTables) -> pd.DataFrame:
    """One row per published table: what it counts people by, its cells and how they were protected."""
    def protection(table) -> str:
        rules = table.rules
        if rules.noise_scale > 0:
            return translate("DataPage", "noise of scale {scale}").format(scale=f"{rules.noise_scale:g}")
        if rules.rounding_base > 1:
            return translate("DataPage", "rounded to {base}").format(base=rules.rounding_base)
        return translate("DataPage", "exact")

    rows = [[t.name, " × ".join((published.unit, *t.variables)), len(t.cells), int(t.suppressed.sum()), protection(t)]
            for t in published.tables]
    return pd.DataFrame(rows, columns=[translate("DataPage", "Published table"), translate("DataPage", "Counts by"),
                                       translate("DataPage", "Cells"), translate("DataPage", "Suppressed"),
                                       translate("DataPage", "Counts")])


def read_release(path: str | Path, release: str | None = None, saved_sha256: str | None = None,
                 sheet: str | None = None) -> LoadedTable:
    """A release as the officer names it: a table file, or a folder of published tables (the folder, or its
    manifest)."""
    path = Path(path)
    if path.name in MANIFESTS and path.is_file():
        path = path.parent
    if path.is_dir() and manifest_of(path) is None:
        raise DataError(f"{path}: is a folder, not a table file; choose a file inside it, or describe the published "
                        f"tables in it with a {' or '.join(MANIFESTS)} (docs/reconstruction.md)")
    if path.is_dir():
        return PublishedFolder.read_folder(path, release, saved_sha256)
    return LoadedTable.read(path, release, saved_sha256, sheet)


@dataclass(frozen=True)
class Recoding:
    """The officer's recodes (column -> published value -> the original's values) and hierarchy files
    (column -> (file name, what each level's values stand for)), as the checks and the audit apply them."""

    declared: dict = field(default_factory=dict)
    hierarchies: dict = field(default_factory=dict)

    @property
    def key(self) -> str:
        return json.dumps([self.declared, sorted(self.hierarchies)], sort_keys=True)


@dataclass(frozen=True)
class ReleaseChecks:
    """The Data page's checks, as set up when they were asked for: messages known at once, and for
    each release the engine's own reading of it beside the original (`LoadedTable.checked_against`)."""

    quick: tuple[str, ...] = ()
    steps: tuple = ()  # a message, or (release, original, kinds, left-out columns, recoding) to check

    @property
    def ready(self) -> bool:
        """Whether every engine check was already made (they are kept per set-up): no need to wait."""
        return all(isinstance(step, str) or step[0].has_checked(*step[1:]) for step in self.steps)

    def run(self) -> list[str]:
        messages = list(self.quick)
        for step in self.steps:
            messages.extend([step] if isinstance(step, str) else step[0].checked_against(*step[1:]))
        return messages


@dataclass
class AuditDraft:
    original: LoadedTable | None = None
    releases: list[LoadedTable] = field(default_factory=list)
    columns: list[Column] = field(default_factory=list)
    attacks: dict[str, dict[str, Any]] = field(default_factory=dict)  # chosen attack id -> parameters
    extra_known_sets: list[list[str]] = field(default_factory=list)  # besides the one the roles define
    # with every non-secret column known, the attacker of each secret also knows the other secrets
    # (the engine's "every other column"), as the CLI does without --known
    others_known: bool = True
    settings: dict[str, Any] = field(default_factory=lambda: AuditSettings().to_dict())
    membership: MembershipSpec | None = None  # paths absolute
    reidentification: ReidentificationSpec | None = None  # the key variables' classic measures, when taken
    search_keys: bool = False  # also search combinations of the key variables (the sets are measured anyway)
    identity: IdentitySpec | None = None  # the identity attacks, when run (no keys: the role 'known' columns)
    utility: UtilitySpec | None = None  # the utility measures, as the audit file asks for them
    treatments: TreatmentsSpec | None = None  # releases made by treating another, as the audit file records them
    missing: dict[str, list[str]] = field(default_factory=dict)  # column -> codes declared missing in every table
    recodes: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # declared: column -> value -> originals
    hierarchies: dict[str, tuple[str, dict]] = field(default_factory=dict)  # column -> (path, read_hierarchy)
    # the places the opened audit file sends the original to (cluster, shared folder): asked before a run
    from_file: dict[str, str] = field(default_factory=dict)

    def places_to_confirm(self) -> dict[str, str]:
        """setting -> value for each place the original would be sent to because the opened audit file says so
        (a value typed on the Scenario page, or confirmed before a run, is the person's own)."""
        return {name: value for name, value in destinations_named(self.settings).items()
                if self.from_file.get(name) == value}

    # -- inputs ------------------------------------------------------------------------

    def load_original(self, path: str | Path, saved_sha256: str | None = None, sheet: str | None = None) -> LoadedTable:
        """Read the original and type its columns."""
        return self.use_original(LoadedTable.read(path, saved_sha256=saved_sha256, sheet=sheet))

    def use_original(self, table: LoadedTable, columns: list[Column] | None = None) -> LoadedTable:
        """Make `table` the original, its columns typed by `columns_of` unless given (the window types
        them where it read the table, off the GUI thread: seconds on millions of rows)."""
        table.declare_missing(self.missing)
        self.original = table
        self.extra_known_sets = []
        self.columns = columns if columns is not None else self.columns_of(table)
        return self.original

    def columns_of(self, table: LoadedTable) -> list[Column]:
        """The columns of an original, typed; its likely survey weight, household id and record ids are
        left out of the key variables (`likely_role`) and kept in `table.recognised` for the Data page."""
        table.declare_missing(self.missing)  # typed as the declared codes leave it
        frame = table.frame
        max_categories = self.settings.get("max_categories", 20)
        columns = [Column(c, infer_kind(frame[c], max_categories)) for c in frame.columns]
        table.recognised = {}
        for column in columns:
            role = likely_role(column.name, frame[column.name], column.kind)
            if role is not None and (role not in SINGLE_ROLES or role not in table.recognised.values()):
                column.role = table.recognised[column.name] = role
        return columns

    def add_release(self, path: str | Path, label: str | None = None, saved_sha256: str | None = None,
                    sheet: str | None = None) -> LoadedTable:
        """Read a release table, or a folder of published tables, and add it (see `add_table`)."""
        return self.add_table(read_release(path, None, saved_sha256, sheet), label)

    def release_kinds(self) -> set[str]:
        """What the attacks' releases hold: record tables (`MICRODATA`), published count tables (`COUNTS`) or both
        (a folder of published tables is reconstructed, not attacked)."""
        return {COUNTS if is_count_table(t.frame) else MICRODATA for t in self.releases if not t.tables_folder}

    @property
    def published(self) -> list["PublishedFolder"]:
        """The releases given as folders of published tables."""
        return [t for t in self.releases if t.tables_folder]

    def default_attacks(self, attacks) -> dict[str, dict[str, Any]]:
        """The attacks a new audit ticks among catalog `attacks`: those meant to run by default that learn
        from what these releases hold (all of them while no release is loaded)."""
        kinds = self.release_kinds()
        return {e.id: dict(self.attacks.get(e.id, {})) for e in attacks
                if e.cls.by_default and (not kinds or set(e.cls.reads) & kinds)}

    def add_table(self, table: LoadedTable, label: str | None = None) -> LoadedTable:
        """A release table read elsewhere; without a label it is a release of its own, named after its file."""
        if label is None:
            taken = {t.release for t in self.releases}
            label, stem, n = table.path.stem, table.path.stem, 1
            while label in taken:
                n += 1
                label = f"{stem} ({n})"
        table.declare_missing(self.missing)
        table.release = label
        self.releases.append(table)
        return table

    def rename_release(self, old: str, new: str) -> None:
        """Give the release labelled `old` (every table of it) the name `new`, as reports will call it; the treated
        releases made from it are then made from `new`."""
        new = new.strip()
        if not new:
            raise ValueError(translate("DataPage", "a release needs a name"))
        if new != old and any(t.release == new for t in self.releases):
            raise ValueError(translate("DataPage", "another release is already called {name}; choose another name, "
                                       "or give two tables one name on purpose by adding them with it")
                             .format(name=repr(new)))
        for table in self.releases:
            if table.release == old:
                table.release = new
        if self.treatments is not None:
            self.treatments = TreatmentsSpec(releases=[{**chain, "from": new if chain.get("from") == old else
                                                        chain.get("from")} for chain in self.treatments.releases])

    def remove_release(self, index: int) -> None:
        del self.releases[index]

    def column(self, name: str) -> Column:
        return next(c for c in self.columns if c.name == name)

    def set_role(self, name: str, role: str) -> None:
        if role not in ROLES:
            raise ValueError(f"role must be one of {', '.join(ROLES)}")
        if role in SINGLE_ROLES:
            for other in self.columns:
                if other.role == role:
                    other.role = "ignore"
            # an id or a weight is nobody's knowledge: drop it from the further attackers' sets and the key sets
            self.extra_known_sets = [k for k in ([c for c in known if c != name] for known in self.extra_known_sets) if k]
            if self.reidentification is not None:
                section = self.reidentification
                section.key_sets = [k for k in ([c for c in keys if c != name] for keys in section.key_sets) if k]
                section.candidates = [c for c in section.candidates if c != name]
        self.column(name).role = role

    def warnings(self) -> list[str]:
        """Where the releases and the original disagree, in words a custodian can act on."""
        return self.release_checks().run()

    def release_checks(self) -> "ReleaseChecks":
        """The checks of the releases against the original as set up now; running the engine's part of
        them may take seconds on a large table, so the window runs them off its own thread."""
        if self.original is None:
            return ReleaseChecks()
        quick = [
            translate("DataPage", "{file} changed since the audit was saved (its sha256 differs): results will "
                      "differ").format(file=t.path.name)
            for t in [self.original, *self.releases] if t.saved_sha256 and t.saved_sha256 != t.sha256
        ]
        audited = [c for c in self.columns if c.role in ("known", "secret")]
        kinds = {c.name: c.kind for c in audited}
        left_out = tuple(c for c in self.original.frame.columns if c not in kinds)
        steps: list = []
        for table in (t for t in self.releases if not t.tables_folder):  # a folder's tables were checked when read
            name = f"{table.path.name} ({table.release})"
            missing = [c for c in kinds if c not in table.frame.columns]
            if missing:
                steps.append(translate("DataPage", "{table} lacks column(s) {columns}")
                             .format(table=name, columns=", ".join(missing)))
            steps.append((table, self.original, kinds, left_out, self.recoding()))
        return ReleaseChecks(tuple(quick), tuple(steps))

    # -- recodes: what a release's values stand for ---------------------------------------

    def recoding(self) -> Recoding:
        return Recoding({c: {k: list(v) for k, v in m.items()} for c, m in self.recodes.items()},
                        {column: (Path(path).name, hierarchy) for column, (path, hierarchy) in self.hierarchies.items()})

    def recodes_found(self) -> list[tuple[str, ColumnRecodes]]:
        """Per release table already checked, what its recoded values were read as (release label first)."""
        checks = self.release_checks()
        return [(step[0].release, found) for step in checks.steps
                if not isinstance(step, str) and step[0].has_checked(*step[1:])
                for found in step[0].recodes_found(*step[1:])]

    def declare_recode(self, column: str, label: str, values: list[str]) -> None:
        """The officer's reading of a published value: the original's values it stands for (none: a value
        of its own)."""
        self.recodes.setdefault(column, {})[label] = list(values)

    def forget_recode(self, column: str, label: str) -> None:
        """Back to what AnonGuard infers for this value."""
        self.recodes.get(column, {}).pop(label, None)
        if column in self.recodes and not self.recodes[column]:
            del self.recodes[column]

    def use_hierarchy(self, column: str, path: str | Path | None) -> None:
        """Read `column`'s values through an ARX hierarchy file (None: no longer). DataError if unreadable."""
        if path is None:
            self.hierarchies.pop(column, None)
        else:
            self.hierarchies[column] = (str(Path(path).resolve()), read_hierarchy(path))

    # -- to and from the engine --------------------------------------------------------

    def tables_read(self) -> list[ReadTable]:
        """The original and release tables as the window read them, for the audit to use as they are."""
        tables = ([self.original] if self.original else []) + self.releases
        return [ReadTable(str(t.path), t.sheet, t.sha256, t.frame) for t in tables if not t.tables_folder]

    def checklist(self) -> list[Step]:
        """What an audit needs before it can run, in order, each step done or not."""
        made_here = self.membership is not None and self.membership.hold_back is not None
        secrets = [c.name for c in self.columns if c.role == "secret"]
        steps = [
            Step(self.original is not None, translate("Checklist", "Open the original: the confidential table the releases were made from"), "data"),
            Step(bool(self.releases) or made_here, translate("Checklist", "Add the release(s) made from it"), "data"),
            Step(bool(secrets) or self.membership is not None or self.reidentification is not None
                 or self.identity is not None or bool(self.published),
                 translate("Checklist", "Mark the sensitive variables (role 'secret': what an intruder tries to learn), or audit membership on the Scenario page"), "data"),
        ]
        if secrets:
            steps.append(Step(any(c.role == "known" for c in self.columns),
                              translate("Checklist", "Mark the key variables (role 'known', quasi-identifiers: what an intruder knows)"), "data"))
        if secrets and len(self.published) < max(len(self.releases), 1):  # published tables are reconstructed instead
            steps.append(Step(bool(self.attacks), translate("Checklist", "Tick at least one attack that fits these releases"), "attacks"))
        if self.membership is not None:
            try:
                self.membership.check()
                steps.append(Step(True, translate("Checklist", "Membership: the non-member table and the population size"), "scenario"))
            except AuditError as exc:
                steps.append(Step(False, translate("Checklist", "Membership: {problem}").format(problem=exc), "scenario"))
        return steps

    def to_spec(self) -> AuditSpec:
        """The engine's audit for these choices; ValueError says the first step still missing."""
        missing = next((step for step in self.checklist() if not step.done), None)
        if missing is not None:
            raise ValueError(missing.text)
        secrets = [c.name for c in self.columns if c.role == "secret"]
        known = [c.name for c in self.columns if c.role == "known"]
        candidates = [c.name for c in self.columns if c.role in ("known", "secret")]
        every_other = self.others_known and not self.extra_known_sets and set(known) == set(candidates) - set(secrets)
        # columns a further attacker or the identity attacker knows are audited, whatever their role
        in_extra_sets = {c for columns in self.extra_known_sets for c in columns} | set(
            self.identity.columns() if self.identity else ())
        releases: dict[str, ReleaseSpec] = {}
        for table in self.releases:
            releases.setdefault(table.release, ReleaseSpec(table.release, [])).tables.append(table.ref)
        entity = next((c.name for c in self.columns if c.role == "entity"), None)
        known_sets = [] if every_other else [known, *self.extra_known_sets]
        spec = AuditSpec(
            original=self.original.ref,
            releases=list(releases.values()),
            secrets=secrets,
            known_sets=known_sets,
            attacks=[ComponentChoice(i, dict(p)) for i, p in self.attacks.items()],
            kinds={c.name: c.kind for c in self.columns},
            missing={c: list(codes) for c, codes in self.missing.items() if c in self.original.frame.columns},
            ignore=[c.name for c in self.columns if c.name not in in_extra_sets and (
                c.role == "ignore" or (c.role in ("weight", "household") and self.reidentification is None))],
            entity=entity,
            settings=AuditSettings.from_dict(self.settings),
            membership=self.membership,
            reidentification=self._reidentification_spec([known, *self.extra_known_sets]),
            identity=None if self.identity is None else replace(self.identity, keys=self.identity.keys or known),
            utility=None if self.utility is None else replace(self.utility),
            treatments=self.treatments,
            recodes={c: {k: list(v) for k, v in m.items()} for c, m in self.recodes.items()},
            hierarchies={column: TableRef(path) for column, (path, _) in self.hierarchies.items()},
        )
        # a treated release is in its source's row order, as `anonguard treat` writes it (the sections are copies)
        inherit_row_order(spec, treated_releases(self.treatments.releases) if self.treatments else [])
        return spec

    def _reidentification_spec(self, known_sets: list[list[str]]) -> ReidentificationSpec | None:
        """The section as the roles make it: the weight and household columns, and the key sets a file
        named, else the attackers' known sets, always measured; with a search among the key variables besides."""
        if self.reidentification is None:
            return None
        section = replace(self.reidentification)
        role = {c.role: c.name for c in self.columns if c.role in ("weight", "household")}
        section.weight, section.household = role.get("weight"), role.get("household")
        if not section.key_sets:
            section.key_sets = [k for k in known_sets if k]
        section.candidates = (section.candidates or list(known_sets[0])) if self.search_keys else []
        return section

    @classmethod
    def from_spec(cls, spec: AuditSpec) -> "AuditDraft":
        draft = cls(settings=spec.settings.to_dict(), missing={c: list(codes) for c, codes in spec.missing.items()})
        draft.from_file = destinations_named(spec.settings)
        draft.load_original(spec.resolve(spec.original), spec.original.sha256, spec.original.sheet)
        for release in spec.releases:
            for table in release.tables:
                draft.add_release(spec.resolve(table), release.label, table.sha256, table.sheet)
        known_sets, section = spec.known_sets, spec.reidentification and replace(spec.reidentification)
        for column in draft.columns:
            column.kind = spec.kinds.get(column.name, column.kind)
            if column.name in spec.secrets:
                column.role = "secret"
            elif column.name == spec.entity:
                column.role = "entity"
            elif section is not None and column.name in (section.weight, section.household):
                column.role = "weight" if column.name == section.weight else "household"
            elif column.name in spec.ignore or (known_sets and column.name not in known_sets[0]):
                column.role = "ignore"
            else:
                column.role = "known"
        draft.attacks = {a.id: dict(a.params) for a in spec.attacks}
        draft.extra_known_sets = [list(k) for k in known_sets[1:]]
        draft.others_known = not known_sets
        draft.membership, draft.utility, draft.treatments = spec.membership, spec.utility, spec.treatments
        treated = {t.label for t in treated_releases(spec.treatments.releases)} if spec.treatments else set()
        if treated and draft.utility is not None:  # listed in their sources' row order by `to_spec` as they stand
            draft.utility = replace(draft.utility, in_order=[r for r in draft.utility.in_order if r not in treated])
        draft.search_keys = bool(section and section.candidates)
        if section is not None:  # the roles' sets, written out, follow the roles
            known = [c.name for c in draft.columns if c.role == "known"]
            if section.key_sets == [k for k in [known, *draft.extra_known_sets] if k]:
                section.key_sets = []
            if section.candidates == known:
                section.candidates = []
        draft.reidentification = section
        if spec.identity is not None:
            known = [c.name for c in draft.columns if c.role == "known"]
            draft.identity = replace(spec.identity, keys=[] if spec.identity.keys == known else spec.identity.keys,
                                     in_order=[r for r in spec.identity.in_order if r not in treated])
        draft.recodes = {c: {k: list(v) for k, v in m.items()} for c, m in spec.recodes.items()}
        for column, ref in spec.hierarchies.items():
            draft.use_hierarchy(column, spec.resolve(ref))
        if spec.membership is not None and spec.membership.non_members is not None:
            ref = spec.membership.non_members
            spec.membership.non_members = TableRef(str(spec.resolve(ref)), ref.sha256)
        return draft

    def add_known_set(self, columns: list[str]) -> None:
        """Another attacker: one who knows exactly `columns`."""
        usable = {c.name for c in self.columns if c.role != "entity"}
        if not columns or not set(columns) <= usable:
            raise ValueError(translate("ScenarioPage", "a known set needs at least one column of the original (not "
                                       "the entity id)"))
        if list(columns) not in self.extra_known_sets:
            self.extra_known_sets.append(list(columns))

    def save(self, path: str | Path, results: list[dict] | None = None, provenance: dict | None = None,
             history: list[dict] | None = None) -> None:
        """Write the audit file (and the results, if run, with the run's provenance so that a
        report can be exported after reopening it, and the run history) atomically."""
        path = Path(path)
        data = self.to_spec().to_dict(relative_to=path.resolve().parent)
        if results is not None:
            data["results"] = results
            if provenance is not None:
                data["provenance"] = provenance
        if history:
            data["history"] = history
        atomic_write_text(path, json.dumps(data, indent=1))
