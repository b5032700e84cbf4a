"""An audit as a file: inputs with their hashes, column choices, attacks and settings.

The same file drives the CLI and the GUI, and re-runs identically anywhere: paths are
stored relative to the file when they can be, and every setting and the seed are in it.
"""

from __future__ import annotations

import functools
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Literal, Self

from anonguard.engine.key_variables.key_bins import MOST_BINS, parse_override
from anonguard.fields import Name, SettingInfo, build, check_fields, dump, infos, object_schema, setting, unknown_name
from anonguard.engine.settings import AuditSettings, setting_infos, with_settings
from anonguard.errors import AuditError

FORMAT = "anonguard-audit"
FORMAT_VERSION = 1
# ranges checked before any work: beyond them a value is a typing mistake that would otherwise end, after the
# tables were read, in a MemoryError, an overflow or hours of work on nothing (issue 32)
MOST_PEOPLE = 10**10  # more than live on Earth: a population (or a sum of survey weights) beyond is a mistake
MOST_IDENTITY_TARGETS = 1_000_000  # predicates drawn, or people attacked, by the identity attacks


@dataclass
class TableRef:
    path: str
    sha256: str | None = None
    sheet: str | None = None  # of a workbook; None for its first sheet (or a file without sheets)

    @classmethod
    def from_json(cls, value: Any, where: str) -> "TableRef":
        return _table_ref(value, where)

    def to_json(self, write: Callable[["TableRef"], dict[str, Any]]) -> dict[str, Any]:
        return write(self)

    @staticmethod
    def json_schema() -> dict[str, Any]:
        text = {"type": "string", "minLength": 1}
        return {"type": "object", "required": ["path"], "additionalProperties": False,
                "properties": {"path": text, "sha256": {"type": ["string", "null"]}, "sheet": {"type": ["string", "null"]}}}

    @classmethod
    def parse(cls, value: str) -> "TableRef":
        """A table named on the command line: PATH, or WORKBOOK#SHEET when PATH itself is no file."""
        path, mark, sheet = value.rpartition("#")
        if mark and path and sheet and not Path(value).exists():
            return cls(path, sheet=sheet)
        return cls(value)


@dataclass
class ReleaseSpec:
    """One release; several tables when an office publishes several tables from one original."""

    label: str
    tables: list[TableRef]


@dataclass
class ComponentChoice:
    """A plugin component (attack, generator) by id, with its parameters."""

    id: str
    params: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "params": dict(self.params)}

    @classmethod
    def from_json(cls, value: Any, where: str) -> "ComponentChoice":
        return _choice(value, where)

    def to_json(self, write: Callable[[TableRef], dict[str, Any]]) -> dict[str, Any]:
        return self.to_dict()

    @staticmethod
    def json_schema() -> dict[str, Any]:
        return {"type": "object", "required": ["id"], "additionalProperties": False,
                "properties": {"id": {"type": "string", "minLength": 1}, "params": {"type": "object"}}}


class Section:
    """A kind's section of the audit file (membership, re-identification, identity), its fields declared with
    `setting()`. `check` holds it to those declarations, in the words `--set` and `anonguard settings` use, then to
    the rules that relate several of its fields (`check_related`): one check wherever a section comes from."""

    name: ClassVar[str]  # its key in the audit file

    def check(self) -> None:
        """Raise AuditError if a field lies outside its declared range or choices, or the section contradicts itself."""
        try:
            check_fields(self, (self.name,))
        except ValueError as exc:
            raise AuditError(str(exc)) from None
        self.check_related()

    def check_related(self) -> None:
        """Raise AuditError if fields of the section contradict one another."""

    def to_dict(self, where: Callable[[TableRef], dict[str, Any]]) -> dict[str, Any]:
        return dump(self, where)

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        """The section from the audit file's object, read as its fields declare, then checked."""
        section = build(cls, data, cls.name, {}, noun="field")
        section.check()
        return section


@dataclass
class MembershipSpec(Section):
    """A membership audit (000 §5): who the non-members are, how the release was made, which attacks.

    Non-members are either a table of people from the same population who are not in the
    original (`non_members`), or a share of the original the tool holds back (`hold_back`)
    when it makes the release itself with `generator`. The attacker's realistic odds come
    from `population` (people the attacker could be asking about) or `member_fraction`.
    """

    name = "membership"

    non_members: TableRef | None = setting(None, "Non-member table", "People of the same population who are not in "
                                           "the original.", null="the original's rows held back are the non-members")
    hold_back: float | None = setting(None, "Hold-back share", "The share of the original held back as non-members "
                                      "when AnonGuard makes the release itself.", null="a non-member table is given",
                                      low=0, high=1, low_open=True, high_open=True)
    generator: ComponentChoice | None = setting(None, "Generator", "How the release was made: holding rows back and "
                                                "shadow modelling need it.", null="not known")
    attacks: list[ComponentChoice] = setting(list, "Membership attacks", "The attacks to run; none named: every "
                                             "installed membership attack meant to run by default.")
    population: int | None = setting(None, "Population", "People the attacker could be asking about: the realistic "
                                     "odds of members to non-members.", unit="people", null="read at the largest odds",
                                     low=1, high=MOST_PEOPLE)
    member_fraction: float | None = setting(None, "Member fraction", "The share of the people asked about who are "
                                            "members, instead of the population.", null="see the population",
                                            low=0, high=1, low_open=True)

    def check_related(self) -> None:
        """Raise AuditError if the section cannot describe a membership audit."""
        if (self.non_members is None) == (self.hold_back is None):
            raise AuditError("a membership audit needs either a non-member table or a hold-back share, not both or neither")
        if self.hold_back is not None and self.generator is None:
            raise AuditError("holding rows back means the tool makes the release: name the generator (e.g. swap)")
        if self.population is not None and self.member_fraction is not None:
            raise AuditError("give the population size or the member fraction, not both")


@dataclass
class ReidentificationSpec(Section):
    """The classic re-identification measures (docs/reidentification.md): which key variables
    (quasi-identifiers) an intruder may know from outside, and what the file says about its population.

    Key sets named here are measured; with none, the audit's known sets are; with neither, combinations
    of the `candidates` are searched for the riskiest. `bins` cut a numeric key into categories: a
    number of quantile bins, explicit edges, or "as written"."""

    name = "reidentification"

    key_sets: list[list[Name]] = setting(list, "Key sets", "Sets of key variables (quasi-identifiers) an intruder "
                                         "may know from outside the file; none: the attackers' known sets.")
    candidates: list[Name] = setting(list, "Possible key variables", "Columns among whose combinations the riskiest "
                                     "key sets are searched.")
    weight: Name | None = setting(None, "Survey weight", "How many people of the population a record stands for.",
                                  null="no survey weight: individual risk is 1 / class size")
    household: Name | None = setting(None, "Household id", "The column naming each record's household: household "
                                     "risk.", null="no household risk")
    population: TableRef | None = setting(None, "Population table", "A table of the population: journalist risk "
                                          "against it.", null="none")
    population_size: int | None = setting(None, "Population size", "How many people the file was drawn from: "
                                          "population uniqueness.", unit="people", null="not stated", low=1,
                                          high=MOST_PEOPLE)
    bins: dict[str, Any] = setting(dict, "Intruder model (bins)", "Per numeric key: a number of quantile bins, "
                                   "explicit edges or \"as written\"; an intruder who knows less, measured beside "
                                   "the as-published reading.")
    sensitive: list[Name] = setting(list, "Sensitive variables", "l-diversity and t-closeness of these; none: the "
                                    "audit's sensitive variables.")
    synthetic: list[Name] = setting(list, "Synthetic releases", "Releases whose rows are nobody: read by the rows "
                                    "that fit exactly one real person.", omit_empty=True)

    def columns(self) -> list[str]:
        """Every column the section names in the files."""
        named = [c for keys in self.key_sets for c in keys] + self.candidates + [self.weight, self.household] + self.sensitive
        return list(dict.fromkeys(c for c in named if c))

    def check_related(self) -> None:
        """Raise AuditError if the section contradicts itself."""
        for keys in self.key_sets:
            if not keys:
                raise AuditError("an empty key set was given; name at least one key variable (e.g. age, sex, region)")
            twice = next((k for k in keys if keys.count(k) > 1), None)
            if twice is not None:
                raise AuditError(f"key variable {twice!r} is named twice in the key set {', '.join(keys)}; name it once")
        for column, value in self.bins.items():
            problem = bins_problem(value)
            if problem is not None:
                raise AuditError(f"bins for {column!r}: {problem}")
        roles = [(self.weight, "survey weight"), (self.household, "household id")]
        for column, role in roles:
            if column and any(column in keys for keys in self.key_sets):
                raise AuditError(f"column {column!r} is the {role} and a key variable; a column has one role")
        if self.population is not None and self.population_size is not None:
            raise AuditError("give a population table or a population size, not both")


@dataclass
class IdentitySpec(Section):
    """The identity attacks (docs/identity.md): singling out, linkability and record linkage.

    `keys` are the key variables the attacker reads (none: the re-identification section's first key
    set, else the first known set, else every audited column). `views` are linkability's two
    disjoint partial views (none: AnonGuard splits the keys so that each view identifies as many
    people as it can). `errors` is the share of the record-linkage attacker's external records with
    a realistic error in one key; `external` is the attacker's own named file instead (its records
    name people by the audit's entity id). Releases named in `synthetic` have no row made from one
    person's record: record linkage says so instead of scoring them. Record linkage judges a claim "row r
    is person X" only when it knows whose row r is: `row_ids` names, per release label, a column of the
    release holding the original's entity id (kept in a copy before it was dropped); `in_order` lists
    releases whose rows are in the original's order; otherwise it is inferred from consistency, or record
    linkage is not applicable (anonguard/engine/identity/rows.py)."""

    name = "identity"

    attacks: list[ComponentChoice] = setting(list, "Identity attacks", "The attacks to run; none named: every "
                                             "installed identity attack meant to run by default.")
    keys: list[Name] = setting(list, "Key variables", "The key variables the attacker reads.")
    views: list[list[Name]] = setting(list, "Linkability's views", "Two disjoint partial views of the same people; "
                                      "none: AnonGuard splits the keys.")
    errors: float = setting(0.0, "Errors in the named file", "Share of the record-linkage attacker's named records "
                            "with one key wrong (a year off, a moved region).", low=0, high=1, high_open=True)
    synthetic: list[Name] = setting(list, "Synthetic releases", "Releases with no row made from one person's record: "
                                    "record linkage says so instead of scoring them.")
    targets: int = setting(1000, "Claims per attack", "Descriptions drawn, or people attacked, at most per release "
                           "and attack.", low=10, high=MOST_IDENTITY_TARGETS)
    external: TableRef | None = setting(None, "Attacker's named file", "The record-linkage attacker's own file of "
                                        "named people (by the entity id).", null="records of the original with errors")
    row_ids: dict[Name, Name] = setting(dict, "Release id columns", "Per release label: its column holding the "
                                        "original's entity ids.")
    in_order: list[Name] = setting(list, "Releases in the original's order", "Releases whose row i was made from "
                                   "original row i.")

    def columns(self) -> list[str]:
        """Every column the section names (none: the attacker's keys come from elsewhere in the audit)."""
        return list(dict.fromkeys(self.keys + [c for view in self.views for c in view]))

    def check_related(self) -> None:
        """Raise AuditError if the section contradicts itself."""
        twice = next((k for k in self.keys if self.keys.count(k) > 1), None)
        if twice is not None:
            raise AuditError(f"key variable {twice!r} is named twice among the identity attacks' keys; name it once")
        if self.views:
            if len(self.views) != 2 or not all(self.views):
                raise AuditError("linkability needs two views, each naming at least one key variable "
                                 "(e.g. --views 'age,sex|region,education')")
            shared = sorted(set(self.views[0]) & set(self.views[1]))
            if shared:
                raise AuditError(f"the two linkability views overlap in {', '.join(map(repr, shared))}: the attacker's "
                                 "two views must share no column; move each column to one view")
        both = sorted(set(self.row_ids) & set(self.in_order))
        if both:
            raise AuditError(f"release {both[0]!r} is given both an id column ({self.row_ids[both[0]]!r}) and 'rows "
                             "in the original's order'; give one way to tell whose row is whose")


@dataclass
class UtilitySpec(Section):
    """How useful each release still is (docs/utility.md): every variable, pair and whole-table score against the
    original's, read on the scale of the original's own random subsamples."""

    name = "utility"

    weight: Name | None = setting(None, "Survey weight", "How many people of the population a record stands for: "
                                  "the officer's indicators and regression are weighted by it.",
                                  null="the re-identification section's weight, else none")
    in_order: list[Name] = setting(list, "Releases in the original's order", "Releases whose row i was made from "
                                   "original row i: their changed values and IL1s are measured.")
    bins: int = setting(10, "Bins of a continuous variable", "Quantile bins of the original a continuous variable "
                        "is cut into for its distribution and its pairs.", low=2, high=1000)
    max_pairs: int = setting(500, "Pairs measured at most", "Beyond this many pairs of variables, a seeded sample "
                             "of them is measured (the result says how many there are).", low=1, high=1_000_000)
    propensity_model: Literal["logistic", "tree"] = setting("logistic", "Propensity model", "The classifier that "
                                                            "tries to tell the release from the original (pMSE, "
                                                            "SPECKS): logistic sees each variable's distribution, "
                                                            "tree also links between variables, at ten times the time.")
    max_rows: int = setting(100_000, "Rows the propensity model sees", "Of each table, a seeded random sample of at "
                            "most this many rows (the result says when it sampled).", unit="rows", low=100,
                            high=100_000_000)
    k: int = setting(3, "Columns per marginal", "The k of the k-marginal score: how many variables are compared "
                     "together.", low=1, high=3)
    measures: list[ComponentChoice] = setting(list, "Plugins' utility measures", "The utility measures of plugins "
                                              "to run beside AnonGuard's own; none named: every installed one meant "
                                              "to run by default.")
    analyses: list[dict[str, Any]] = setting(list, "The officer's analyses", "A regression (its formula) and weighted "
                                             "indicators (mean, share, quantile, Gini), each compared on the original "
                                             "and every release by bias and interval overlap.")

    def check_related(self) -> None:
        """Raise AuditError for an analysis written in a form AnonGuard does not read (its columns are checked
        against the original once it is read)."""
        if self.analyses:
            from anonguard.engine.utility.analyses import parse_analyses  # statsmodels: only when asked for

            try:
                parse_analyses(self.analyses)
            except ValueError as exc:
                raise AuditError(str(exc)) from None


ORIGINAL = "original"  # a treated release's source that names the original itself


@dataclass
class TreatedRelease:
    """A release made by a chain of treatments from `source` (a release label, or ORIGINAL)."""

    label: str
    source: str
    steps: list[ComponentChoice] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"label": self.label, "from": self.source, "steps": [s.to_dict() for s in self.steps]}


def treated_releases(items: Sequence[Any]) -> list[TreatedRelease]:
    """The section's releases as written; a ValueError says which entry is wrong and how to write it."""
    found, labels = [], set()
    for number, item in enumerate(items):
        where = f"treatments.releases[{number}]"
        if not isinstance(item, dict) or not isinstance(item.get("label"), str) or not item["label"].strip():
            raise ValueError(f"{where} needs a \"label\": the treated release's name, e.g. "
                             "{\"label\": \"puf-treated\", \"from\": \"puf\", \"steps\": [...]}")
        label = item["label"].strip()
        source = item.get("from")
        if not isinstance(source, str) or not source.strip():
            raise ValueError(f"{where} ({label!r}) needs \"from\": the label of the release it is made from, or "
                             f"\"{ORIGINAL}\" for the original itself")
        steps = item.get("steps")
        if not isinstance(steps, list) or not steps:
            raise ValueError(f"{where} ({label!r}) needs \"steps\": a list of treatments, each "
                             "{\"id\": ..., \"params\": {...}}")
        if label in labels:
            raise ValueError(f"{where}: two treated releases are labelled {label!r}; give each its own label")
        labels.add(label)
        found.append(TreatedRelease(label, source.strip(), [ComponentChoice.from_json(s, f"{where}.steps[{i}]")
                                                            for i, s in enumerate(steps)]))
    return found


@dataclass
class TreatmentsSpec(Section):
    """Releases the audit makes by treating another (docs/treatments.md), each a chain of treatment plugins applied
    to a release of the audit or to the original, made again from the file each time the audit runs."""

    name = "treatments"

    releases: list[dict[str, Any]] = setting(list, "Treated releases", "Each a release made by a chain of "
                                             "treatments: its label, the release it is made from (from: a label, or "
                                             "'original') and its steps, each a treatment's id and parameters.")
    skip_failing: bool = setting(False, "Leave out a chain that fails", "A treated release whose chain fails is "
                                 "left out, with a warning naming it, instead of stopping the audit (as the frontier "
                                 "search does with the candidates it proposes).", omit_empty=True)
    only_as_sources: list[str] = setting(list, "Releases read only to treat", "Releases the audit reads only to make "
                                         "its treated releases from, without auditing them again (the frontier "
                                         "search's later rounds: the first audited them).", omit_empty=True)

    def check_related(self) -> None:
        """Raise AuditError for a treated release written in a form AnonGuard does not read."""
        try:
            treated_releases(self.releases)
        except ValueError as exc:
            raise AuditError(str(exc)) from None


SECTIONS: dict[str, type[Section]] = {cls.name: cls for cls in (MembershipSpec, ReidentificationSpec, IdentitySpec,
                                                                UtilitySpec, TreatmentsSpec)}


@functools.cache
def section_infos() -> tuple[SettingInfo, ...]:
    """Every declared field of the kinds' sections, named as `--set` and `anonguard settings` name it
    (membership.population, identity.errors); none is named as a setting is."""
    return tuple(info for name, cls in SECTIONS.items() for info in infos(cls, (name,)))


def section_info(name: str) -> SettingInfo:
    """The section field `name` (identity.errors); a KeyError names an unknown one."""
    found = next((info for info in section_infos() if info.name == name), None)
    if found is None:
        raise KeyError(name)
    return found


def with_fields(spec: "AuditSpec", changes: list[tuple[str, Any]]) -> None:
    """Set each (dotted name, value) on `spec`, a value given as text as a command line types it: a setting
    (`with_settings`: the settings checked once, as a whole), or a field of a kind's section, read and checked
    by its declaration (`SettingInfo.read`, the settings' own words) and its section then checked whole; a
    section the spec lacks is begun. A ValueError (an AuditError for a section that contradicts itself) names
    the field."""
    declared = {info.name: info for info in section_infos()}
    known = [info.name for info in setting_infos()]
    settings: list[tuple[str, Any]] = []
    touched: dict[str, Any] = {}
    for name, value in changes:
        info = declared.get(name.strip())
        if info is None:
            if name.strip() not in known:
                raise ValueError(unknown_name(name.strip(), known + list(declared)))
            settings.append((name, value))
            continue
        kind, field_name = info.path
        section = touched.setdefault(kind, getattr(spec, kind) or SECTIONS[kind]())
        setattr(section, field_name, info.read(value))
    spec.settings = with_settings(spec.settings, settings)
    for kind, section in touched.items():
        section.check()
        setattr(spec, kind, section)


def sections_schema() -> dict[str, Any]:
    """The JSON Schema of the kinds' sections of an audit file, from their declarations."""
    return {name: {"description": " ".join((cls.__doc__ or "").split()), "anyOf": [object_schema(cls, {}),
                                                                                    {"type": "null"}]}
            for name, cls in SECTIONS.items()}


@dataclass
class AuditSpec:
    original: TableRef
    releases: list[ReleaseSpec]
    secrets: list[str]  # empty for a membership-only audit
    known_sets: list[list[str]] = field(default_factory=list)  # empty: every other column
    attacks: list[ComponentChoice] = field(default_factory=list)  # empty: every installed attack
    kinds: dict[str, str] = field(default_factory=dict)  # overrides of the inferred kinds
    missing: dict[str, list[str]] = field(default_factory=dict)  # column -> codes declared missing in every table
    ignore: list[str] = field(default_factory=list)
    entity: str | None = None
    settings: AuditSettings = field(default_factory=AuditSettings)
    membership: MembershipSpec | None = None
    reidentification: ReidentificationSpec | None = None
    identity: IdentitySpec | None = None
    utility: UtilitySpec | None = None
    treatments: TreatmentsSpec | None = None
    # what a release value stands for, as the officer confirmed or declared it: column -> value -> the
    # original's values (an empty list: a value of its own); anonguard/data/recodes.py infers the rest
    recodes: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    hierarchies: dict[str, TableRef] = field(default_factory=dict)  # column -> an ARX hierarchy file
    base_dir: Path = field(default_factory=Path.cwd)  # relative paths are relative to this

    @property
    def release_labels(self) -> list[str]:
        """Every release the audit attacks: those it reads, then those its treatments make from them."""
        treated = treated_releases(self.treatments.releases) if self.treatments is not None else []
        unaudited = set(self.treatments.only_as_sources) if self.treatments is not None else set()
        return [r.label for r in self.releases if r.label not in unaudited] + [t.label for t in treated]

    def without_reidentification(self) -> None:
        """Drop the re-identification section, keeping the survey weight and household id it names out of
        every attack (they describe records, not people)."""
        if self.reidentification is not None:
            record = [c for c in (self.reidentification.weight, self.reidentification.household) if c]
            self.ignore = list(dict.fromkeys(self.ignore + record))
        self.reidentification = None

    def resolve(self, ref: TableRef) -> Path:
        path = Path(ref.path)
        return path if path.is_absolute() else self.base_dir / path

    def to_dict(self, relative_to: Path | None = None) -> dict[str, Any]:
        def where(ref: TableRef) -> dict[str, Any]:
            path = self.resolve(ref).resolve()
            if relative_to is not None and path.anchor == Path(relative_to).anchor:  # not across Windows drives
                path = Path(os.path.relpath(path, relative_to))
            return {"path": path.as_posix(), "sha256": ref.sha256, **({"sheet": ref.sheet} if ref.sheet else {})}

        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "original": where(self.original),
            "releases": [{"label": r.label, "tables": [where(t) for t in r.tables]} for r in self.releases],
            "secrets": list(self.secrets),
            "known_sets": [list(k) for k in self.known_sets],
            "attacks": [a.to_dict() for a in self.attacks],
            "kinds": dict(self.kinds),
            **({"missing": {c: list(codes) for c, codes in self.missing.items()}} if self.missing else {}),
            "ignore": list(self.ignore),
            "entity": self.entity,
            "settings": self.settings.to_dict(),
            "membership": None if self.membership is None else self.membership.to_dict(where),
            "reidentification": None if self.reidentification is None else self.reidentification.to_dict(where),
            "identity": None if self.identity is None else self.identity.to_dict(where),
            **({"utility": self.utility.to_dict(where)} if self.utility is not None else {}),
            **({"treatments": self.treatments.to_dict(where)} if self.treatments is not None else {}),
            **({"recodes": {c: {k: list(v) for k, v in m.items()} for c, m in self.recodes.items()}}
               if self.recodes else {}),
            **({"hierarchies": {c: where(t) for c, t in self.hierarchies.items()}} if self.hierarchies else {}),
        }

    @classmethod
    def from_dict(cls, data: Any, base_dir: Path) -> "AuditSpec":
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise AuditError("not an AnonGuard audit file (its 'format' is not 'anonguard-audit')")
        version = data.get("version", 0)
        if not isinstance(version, int) or version > FORMAT_VERSION:
            raise AuditError(f"audit file version {version!r} is not one this AnonGuard reads ({FORMAT_VERSION}); update AnonGuard")
        try:
            return cls(
                original=_table_ref(data["original"], "original"),
                releases=[
                    ReleaseSpec(_text(r["label"], "release label"), [_table_ref(t, "release table") for t in _list(r["tables"], "tables")])
                    for r in _list(data["releases"], "releases")
                ],
                secrets=_names(data.get("secrets", []), "secrets"),
                known_sets=[_names(k, "known set") for k in _list(data.get("known_sets", []), "known_sets")],
                attacks=[_choice(a, "attack") for a in _list(data.get("attacks", []), "attacks")],
                kinds={_text(k, "kinds"): _text(v, "kind") for k, v in dict(data.get("kinds", {})).items()},
                missing=_missing_codes(data.get("missing", {})),
                ignore=_names(data.get("ignore", []), "ignore"),
                entity=None if data.get("entity") is None else _text(data["entity"], "entity"),
                settings=AuditSettings.from_dict(data.get("settings")),
                membership=None if data.get("membership") is None else MembershipSpec.from_dict(data["membership"]),
                reidentification=None if data.get("reidentification") is None
                else ReidentificationSpec.from_dict(data["reidentification"]),
                identity=None if data.get("identity") is None else IdentitySpec.from_dict(data["identity"]),
                utility=None if data.get("utility") is None else UtilitySpec.from_dict(data["utility"]),
                treatments=None if data.get("treatments") is None else TreatmentsSpec.from_dict(data["treatments"]),
                recodes=_recodes(data.get("recodes", {})),
                hierarchies={_text(c, "hierarchies"): _table_ref(t, f"hierarchy of {c!r}")
                             for c, t in _mapping(data.get("hierarchies", {}), "hierarchies").items()},
                base_dir=base_dir,
            )
        except KeyError as exc:
            raise AuditError(f"audit file is missing the field {exc}") from None
        except (TypeError, ValueError, AttributeError) as exc:
            raise AuditError(f"audit file is malformed: {exc}") from None

    @classmethod
    def load(cls, path: str | Path) -> "AuditSpec":
        path = Path(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise AuditError(f"{path}: no such audit file") from None
        except IsADirectoryError:
            raise AuditError(f"{path}: a folder, not an audit file; give the path of an .anonguard.json file") from None
        except OSError as exc:
            raise AuditError(f"{path}: cannot be read ({exc.strerror or exc}); check the file and its permissions") from None
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise AuditError(f"{path}: not a readable audit file ({exc})") from None
        except (ValueError, RecursionError) as exc:  # a NUL in the path, nesting too deep for JSON
            raise AuditError(f"{str(path)!r}: not a readable audit file ({type(exc).__name__}: {exc}); "
                             "check the path and the file") from None
        try:
            return cls.from_dict(data, path.resolve().parent)
        except AuditError as exc:  # named: an audit file may come from elsewhere, and the fix is in it
            raise AuditError(f"{path}: {exc}") from None


def bins_problem(value: Any) -> str | None:
    """Why `value` cannot cut a numeric key into bins (None if it can): a whole number of quantile bins
    from 1 to MOST_BINS, at most MOST_BINS + 1 edges, 'round UNIT' or 'as written'. Checked before the
    tables are read: 10⁹ bins ended in a MemoryError after them."""
    if isinstance(value, str):
        try:
            value = parse_override(value)
        except ValueError as exc:
            return str(exc)
    words = f"give a whole number of bins from 1 to {MOST_BINS:,}, edges (e.g. 0;18;65), 'round UNIT' or 'as written'"
    if isinstance(value, bool) or not isinstance(value, (int, float, str, list, tuple)):
        return f"{value!r} is not a bin setting; {words}"
    if isinstance(value, (int, float)) and not (float(value).is_integer() and 1 <= value <= MOST_BINS):
        return f"{format(value, ',') if isinstance(value, int) else format(value, 'g')} bins; {words}"
    if isinstance(value, (list, tuple)) and len(value) > MOST_BINS + 1:
        return f"{len(value):,} edges; {words}"
    return None


def column_list(value: str) -> list[str]:
    """COL,COL,... as a person writes it (on the command line, in a field of the window)."""
    return [c.strip() for c in value.split(",") if c.strip()]


def _list(value: Any, where: str) -> list:
    if not isinstance(value, list):
        raise ValueError(f"{where} must be a list, got {value!r}")
    return value


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value:
        raise ValueError(f"{where} must be a non-empty string, got {value!r}")
    return value


def _missing_codes(value: Any) -> dict[str, list[str]]:
    """column -> the codes declared missing in it, as text (a number written as one, -9, is its text "-9")."""
    if not isinstance(value, dict):
        raise ValueError(f"missing must be an object of column: [codes], e.g. {{\"income\": [\"-9\", \"NA\"]}}, "
                         f"got {value!r}")
    codes = {}
    for column, listed in value.items():
        for code in _list(listed, f"missing codes of {column!r}"):
            if isinstance(code, bool) or not isinstance(code, (str, int, float)):
                raise ValueError(f"missing codes of {column!r} must be texts or numbers, got {code!r}")
        codes[_text(column, "missing")] = [str(int(code)) if isinstance(code, float) and code.is_integer() else str(code)
                                           for code in listed]
    return codes


def _choice(value: Any, where: str) -> ComponentChoice:
    if not isinstance(value, dict):
        raise ValueError(f"{where} must be an object with an id, got {value!r}")
    params = value.get("params", {})
    if not isinstance(params, dict):
        raise ValueError(f"{where} params must be an object, got {params!r}")
    return ComponentChoice(_text(value.get("id"), f"{where} id"), dict(params))


def _whole(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not float(value).is_integer():
        raise ValueError(f"{where} must be a whole number, got {value!r}")
    return int(value)


def _mapping(value: Any, where: str) -> dict:
    if not isinstance(value, dict):
        raise ValueError(f"{where} must be an object, got {value!r}")
    return value


def _recodes(value: Any) -> dict[str, dict[str, list[str]]]:
    """column -> published value -> the original's values it stands for (texts)."""
    return {_text(column, "recodes"): {_text(label, f"recodes of {column!r}"): [str(v) for v in _list(values, f"recode {label!r}")]
                                        for label, values in _mapping(labels, f"recodes of {column!r}").items()}
            for column, labels in _mapping(value, "recodes").items()}


def _names(value: Any, where: str) -> list[str]:
    return [_text(v, where) for v in _list(value, where)]


def _table_ref(value: Any, where: str) -> TableRef:
    if not isinstance(value, dict):
        raise ValueError(f"{where} must be an object with a path, got {value!r}")
    sha, sheet = value.get("sha256"), value.get("sheet")
    if "\x00" in str(value.get("path")):
        raise ValueError(f"{where} path {value.get('path')!r} holds a NUL character, which no file name can; correct the path")
    return TableRef(_text(value.get("path"), f"{where} path"), None if sha is None else _text(sha, f"{where} sha256"),
                    None if sheet is None else _text(sheet, f"{where} sheet"))
