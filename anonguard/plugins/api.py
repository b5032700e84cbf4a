"""The classes a plugin builds on: declared parameters, and fit / predict on batches.

Conventions follow scikit-learn: the constructor only stores (validated) parameters, `fit`
learns, `predict` works on a whole frame of targets at once, learned state ends with `_`.
All frames handed to plugins are *encoded*: a categorical column holds integer codes (a
missing value is a code of its own), a continuous column holds floats (NaN = missing).
"""

from __future__ import annotations

import functools
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Literal

import numpy as np
import pandas as pd
from scipy import sparse

# re-exported: what plugins receive, part of the public API (anonguard.api)
from anonguard.data.cells import GeneralizedColumn  # noqa: F401
from anonguard.data.columns import CATEGORICAL, CONTINUOUS  # noqa: F401
from anonguard.data.encoding import ReleaseTable
from anonguard.data.published import CellRules, PublishedTable, PublishedTables  # noqa: F401
from anonguard.errors import AuditError
from anonguard.fields import Range, SettingInfo
from anonguard.phrases import say

ParamType = Literal["int", "float", "bool", "str", "choice"]


@dataclass(frozen=True)
class Parameter:
    """One setting of a plugin, declared so a GUI can build its form and a CLI can parse it.

    `name` is what audit files and the command line use; `label` and `unit` are what an officer
    reads in the window (the label defaults to the name in words). An `advanced` setting sits in
    the form's collapsed "Advanced" section, its default explained; `applies_when` names another
    parameter of the same plugin and the values of it under which this one matters, so a form can
    hide it otherwise (a forest's trees under naive Bayes).

    It is a field of the one schema the engine's settings are declared in (`info`): its values are
    read, checked, described and shown in the window by the settings' code, so a plugin's parameter and
    a setting with the same range refuse the same value in the same words.
    """

    name: str
    type: ParamType
    default: Any
    help: str
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[str, ...] = ()
    label: str = ""
    unit: str = ""
    advanced: bool = False
    applies_when: tuple[str, tuple[str, ...]] | None = None

    @property
    def title(self) -> str:
        """The label an officer reads: the declared one, else the name in words."""
        return self.label or self.name.replace("_", " ").capitalize()

    @functools.cached_property
    def info(self) -> SettingInfo:
        """This parameter as a field of the settings' schema; a ValueError for a type it does not know."""
        hints = {"int": int, "float": float, "bool": bool, "str": str}
        if self.type == "choice":
            hint = Literal[tuple(self.choices)]
        elif self.type in hints:
            hint = hints[self.type]
        else:
            raise ValueError(f"{self.name} has type {self.type!r}, not one of int, float, bool, str, choice")
        bounds = None if self.minimum is None and self.maximum is None else Range(self.minimum, self.maximum)
        return SettingInfo((self.name,), self.title, self.help, self.unit, "", bounds if hint in (int, float) else None,
                           tuple(self.choices) if self.type == "choice" else (), self.default, hint,
                           self.advanced, self.applies_when)

    def applies(self, values: Mapping[str, Any]) -> bool:
        """Whether this setting matters, given the plugin's other settings."""
        if self.applies_when is None:
            return True
        other, wanted = self.applies_when
        return values.get(other) in wanted

    def coerce(self, value: Any, where: str = "") -> Any:
        """The value as this parameter's type, checked against its range and choices; text is parsed as a
        command line's is. A ValueError names `where` (else the parameter), what it must be and what was given."""
        return self.info.read(value, where or self.name)

    def describe(self) -> dict[str, Any]:
        """The declaration as plugin listings show it, with its JSON Schema (made as the settings' are)."""
        return {
            "name": self.name, "type": self.type, "default": self.default, "help": self.help,
            "minimum": self.minimum, "maximum": self.maximum, "choices": list(self.choices),
            "label": self.title, "unit": self.unit, "advanced": self.advanced,
            "applies_when": None if self.applies_when is None else {self.applies_when[0]: list(self.applies_when[1])},
            "schema": self.info.schema(),
        }


class Component(ABC):
    """What every plugin class declares: an id, a title, a description and its parameters."""

    id: ClassVar[str]
    title: ClassVar[str]
    description: ClassVar[str]
    kind: ClassVar[str]
    parameters: ClassVar[tuple[Parameter, ...]] = ()
    # modules imported only when the component runs (e.g. "sklearn.ensemble"), so that listing the
    # catalog stays fast; an audit imports them once, ahead of the isolated runs, not in every run
    imports: ClassVar[tuple[str, ...]] = ()
    # run when an audit names none of its kind (False for examples and specialised components)
    by_default: ClassVar[bool] = True

    def __init__(self, **params: Any) -> None:
        declared = {p.name: p for p in self.parameters}
        unknown = sorted(set(params) - set(declared))
        if unknown:
            raise ValueError(
                f"{self.id} has no parameter {unknown[0]!r} (its parameters: {', '.join(declared) or 'none'})"
            )
        owner = getattr(self, "id", type(self).__name__)
        self.params = {name: p.coerce(params.get(name, p.default), f"{owner}.{name}")
                       for name, p in declared.items()}

    def get_params(self) -> dict[str, Any]:
        return dict(self.params)


@dataclass(frozen=True)
class Predictions:
    """A batch of predictions: one value, rank score and abstain flag per target.

    Higher rank scores mean more confident; scores are only compared with each other.
    Where `abstain` is true the value and score are ignored.

    An attack that narrows its guess with what the release says about the target itself
    (its equivalence class, its matched row) may also give `open_value` / `open_score`: what
    it would predict from population statistics alone. The engine measures both, so a report
    can tell personal loss from population inference (004 §3). `details` are extra
    per-target columns kept with the attempts (e.g. which release table a match came from).
    """

    value: np.ndarray
    rank_score: np.ndarray
    abstain: np.ndarray
    open_value: np.ndarray | None = None
    open_score: np.ndarray | None = None
    details: Mapping[str, np.ndarray] = field(default_factory=dict)

    def checked(self, n: int, source: str) -> "Predictions":
        """This batch, or a ValueError saying how `source` broke the contract."""
        value, score, abstain = np.asarray(self.value), np.asarray(self.rank_score, float), np.asarray(self.abstain)
        if value.shape != (n,):
            raise ValueError(say("{what} returned {shape} values for {n} targets", what=source, shape=value.shape, n=n))
        if score.shape != (n,):
            raise ValueError(say("{what} returned {shape} rank scores for {n} targets", what=source, shape=score.shape, n=n))
        if abstain.shape != (n,):
            raise ValueError(say("{what} returned {shape} abstain flags for {n} targets", what=source, shape=abstain.shape,
                                 n=n))
        abstain = abstain.astype(bool)
        if not np.isfinite(score[~abstain]).all():
            raise ValueError(say("{what} returned a rank score that is NaN or infinite", what=source))
        open_value = open_score = None
        if self.open_value is not None:
            open_value = np.asarray(self.open_value)
            open_score = np.asarray(self.open_score if self.open_score is not None else np.zeros(n), float)
            if open_value.shape != (n,) or open_score.shape != (n,) or not np.isfinite(open_score).all():
                raise ValueError(say("{what} returned open predictions that do not match its {n} targets", what=source,
                                     n=n))
        details = {}
        for name, column in self.details.items():
            column = np.asarray(column)
            if column.shape != (n,):
                raise ValueError(say("{what} returned {shape} values of detail {detail!r} for {n} targets", what=source,
                                     shape=column.shape, detail=name, n=n))
            details[str(name)] = column
        return Predictions(value, score, abstain, open_value, open_score, details)


@dataclass(frozen=True)
class CountTable:
    """Published counts of (attribute value, secret value) pairs, e.g. differentially private marginals.

    `rows` has one row per published count: `marginal` (which table), `attribute` (a known
    column), `low` / `high` (the attribute's code, number or interval, inclusive), `secret`
    (the secret's code, as the attack predicts it) and `count` (possibly noisy: negative or
    fractional). Only counts about the scenario's secret reach an attack.
    """

    name: str
    rows: pd.DataFrame


@dataclass(frozen=True)
class AttackTask:
    """What the attacker has: the release's tables and which columns are known and secret.

    `kinds` maps every known column and the secret to "categorical" or "continuous". A
    continuous secret is judged by relative `tolerance`; otherwise (categorical, or a
    continuous secret split into bins, whose codes the tables then hold) by equality.
    """

    tables: tuple[ReleaseTable, ...]
    known: tuple[str, ...]
    secret: str
    kinds: Mapping[str, str]
    tolerance: float | None = None
    seed: int = 0  # the audit's seed, for attacks that draw random numbers
    counts: tuple[CountTable, ...] = ()  # published count tables about this secret

    def tables_with(self, *columns: str) -> tuple[ReleaseTable, ...]:
        return tuple(t for t in self.tables if all(c in t.data.columns for c in columns))


MICRODATA, COUNTS = "microdata", "counts"


class Attack(Component):
    """An attribute-inference attack on a release.

    `reads` says what of a release it learns from: record tables holding the secret
    (`MICRODATA`), published count tables (`COUNTS`), or either. On a release without it the
    scenario is *not applicable*, with the reason, rather than failed."""

    kind: ClassVar[str] = "attack"
    reads: ClassVar[tuple[str, ...]] = (MICRODATA,)

    @abstractmethod
    def fit(self, task: AttackTask) -> "Attack":
        """Learn whatever the attack needs from the release; return self."""

    @abstractmethod
    def predict(self, targets: pd.DataFrame) -> Predictions:
        """Predict the secret for every row of `targets` (the targets' known columns)."""

    # A release too large for one worker's memory can be split over a cluster's workers for an
    # attack whose predictions are a minimum and a sum over the release's rows (nearest rows and
    # what they hold). Each worker fits the attack on a part of the rows (`ReleaseTable.ranges`
    # then gives the whole table's ranges); for each batch of targets, every part gives its
    # minimum, then its statistics at the smallest of those minima, and `split_predict` on an
    # unfitted copy of the attack makes the predictions from them. Most attacks do not split.

    def splits(self, task: AttackTask) -> bool:
        """Whether, on `task`, this attack can be fitted on parts of the release's rows (`split_*`)."""
        return False

    def split_minimum(self, targets: pd.DataFrame) -> np.ndarray:
        """Per target, fitted on a part: the smallest value over this part's rows."""
        raise NotImplementedError

    def split_collect(self, targets: pd.DataFrame, minimum: np.ndarray) -> Any:
        """Per target, fitted on a part: what this part's rows at `minimum` (the smallest over all
        parts) hold, in a form `split_predict` adds up."""
        raise NotImplementedError

    def split_predict(self, parts: Sequence[Any], minimum: np.ndarray) -> Predictions:
        """The predictions over the whole release, from every part's `split_collect`."""
        raise NotImplementedError


class BaselineModel(Component):
    """A candidate model for the non-member baseline, fitted on the original minus the targets.

    The secret it predicts is always categorical (class codes); its class probability is
    the rank score.
    """

    kind: ClassVar[str] = "baseline-model"

    @abstractmethod
    def fit(self, features: pd.DataFrame, secret: np.ndarray, kinds: Mapping[str, str]) -> "BaselineModel":
        """Learn to predict the secret codes from the known columns; return self."""

    @abstractmethod
    def predict(self, features: pd.DataFrame) -> Predictions:
        """Predicted secret codes, with the class probability as rank score."""


@dataclass(frozen=True)
class SelectionTask:
    """What a target selector sees: the encoded original with the kind of every column, the
    scenario's columns, and the original as read (`raw`) for selectors that filter on values."""

    data: pd.DataFrame
    known: tuple[str, ...]
    secret: str
    kinds: Mapping[str, str]
    seed: int = 0
    raw: pd.DataFrame | None = None


class TargetSelector(Component):
    """Chooses the individuals a pre-targeted attacker goes after (003 §3.2, 001)."""

    kind: ClassVar[str] = "selector"

    @abstractmethod
    def select(self, task: SelectionTask) -> np.ndarray:
        """The targeted individuals: row positions into `task.data`, or a boolean mask over its rows."""


def row_positions(selected: object, n_rows: int, selector: str) -> np.ndarray:
    """A selector's answer as sorted unique row positions: a boolean mask or integer positions."""
    selected = np.asarray(selected)
    if selected.dtype == bool:
        if selected.shape != (n_rows,):
            raise AuditError(say("selector {selector} returned a mask of {count} values for {rows} rows",
                                 selector=selector, count=selected.size, rows=n_rows))
        return np.flatnonzero(selected)
    if selected.size and not np.issubdtype(selected.dtype, np.integer):
        raise AuditError(say("selector {selector} must return integer row positions or a boolean mask, not {dtype}",
                             selector=selector, dtype=selected.dtype))
    positions = np.unique(selected.astype(np.int64))
    if positions.size and (positions[0] < 0 or positions[-1] >= n_rows):
        raise AuditError(say("selector {selector} returned row positions outside the {rows} records it was given (0 to "
                             "{last})", selector=selector, rows=n_rows, last=n_rows - 1))
    return positions


@dataclass(frozen=True)
class GenerationTask:
    """What a release generator gets: the table to protect, as read, with its column kinds."""

    data: pd.DataFrame
    kinds: Mapping[str, str]
    seed: int = 0


@dataclass(frozen=True)
class GeneratedRelease:
    """A generator's output: microdata, or published counts in the long format of `CountTable`
    files (columns table, attribute, value, secret, secret_value, count); `notes` say what
    was guaranteed (k achieved, noise scale and sensitivity)."""

    data: pd.DataFrame
    notes: tuple[str, ...] = ()


class Generator(Component):
    """Makes a release from a table: an anonymizer or synthesizer, for what-if audits and tests."""

    kind: ClassVar[str] = "generator"

    @abstractmethod
    def generate(self, task: GenerationTask) -> GeneratedRelease:
        """The release made from `task.data`; the same seed gives the same release."""


@dataclass(frozen=True)
class UtilityTask:
    """What a utility measure compares: the original and one release as values (a category's label, a number;
    missing as None or NaN), the kind of every column they share, each table's survey weight per row (None:
    every row weighs 1) and the audit's seed."""

    original: pd.DataFrame
    release: pd.DataFrame
    kinds: Mapping[str, str]
    original_weights: np.ndarray | None = None
    release_weights: np.ndarray | None = None
    seed: int = 0


class UtilityMeasure(Component):
    """A measure of what a release is still good for, beside AnonGuard's own (docs/utility.md): a domain's
    indicator (a poverty rate, a regional total) computed on the original and the release and compared."""

    kind: ClassVar[str] = "utility-measure"
    perfect: ClassVar[float] = 0.0  # what every score reads for a release that is the original itself

    @abstractmethod
    def measure(self, task: UtilityTask) -> Mapping[str, float]:
        """Named scores of the release against the original, each a finite number; `perfect` for an exact copy.
        The same task and seed give the same scores; the tables are left as they were."""


@dataclass(frozen=True)
class TreatmentTask:
    """What a treatment changes: a table as an office holds it, as values (a category's label, a number; missing
    as None or NaN; a generalized cell as the text a release writes: "[20-25)", ">=100000", "{a,b}"), the kind of
    every column, the audit's key variables (quasi-identifiers) and sensitive variables, and the seed."""

    data: pd.DataFrame
    kinds: Mapping[str, str]
    keys: tuple[str, ...] = ()
    sensitive: tuple[str, ...] = ()
    seed: int = 0
    k: int = 3  # the fewest records a key combination should hold: the audit's re-identification k
    # every column an attacker of the audit knows (its attribute attackers' known sets, its identity attacks' keys):
    # one outside the key variables still finds a person's row, so a search may propose to perturb it too
    known: tuple[str, ...] = ()

    def columns(self, text: str, parameter: str, default: Sequence[str] | None = None) -> list[str]:
        """The columns a comma-separated parameter names, in the table's order; `default` (the key variables
        unless given) when it names none. A ValueError names the parameter, the unknown column and the
        table's columns: the officer's spelling mistake, said before any work."""
        names = [name.strip() for name in text.split(",") if name.strip()]
        if not names:
            names = list(self.keys if default is None else default)
        unknown = [name for name in names if name not in self.data.columns]
        if unknown:
            raise ValueError(say("{parameter}: no column {column!r} (the columns: {columns})", parameter=parameter,
                                 column=unknown[0], columns=", ".join(map(str, self.data.columns))))
        wanted = set(names)
        return [column for column in self.data.columns if column in wanted]


@dataclass(frozen=True)
class Treated:
    """A treatment's result: the table with the same columns (values and generalized cells as a release writes
    them, which AnonGuard reads as any release), and notes saying what was done in numbers ("412 cells of age,
    sex suppressed; every key combination now holds at least 3 records")."""

    data: pd.DataFrame
    notes: tuple[str, ...] = ()


class Treatment(Component):
    """One step an officer applies to a release to lower its risk (docs/treatments.md): recoding, top coding,
    local suppression, PRAM, noise, microaggregation, swapping. Applied in a chain, each step to the last one's
    result; the same parameters and seed give the same table, so an audit file can make it again."""

    kind: ClassVar[str] = "treatment"
    by_default: ClassVar[bool] = False  # applied only where an officer names it
    # Where a frontier search places it in a chain (`anonguard treat --search`): COARSEN steps first (recoding, top
    # coding), then PERTURB (PRAM, noise, microaggregation), then one FINISH step (local suppression to k); a
    # treatment with no stage is applied only where an officer names it.
    stage: ClassVar[str] = ""

    @abstractmethod
    def treat(self, task: TreatmentTask) -> Treated:
        """The treated table: the same columns in the same order; the task's table left as it was."""

    def proposals(self, task: TreatmentTask) -> list[tuple[dict[str, Any], ...]]:
        """What a frontier search should try of this treatment on the task's table, mildest first: each proposal
        the parameters of one or more steps applied in turn (recode age, then region). The task's key variables
        come riskiest first (SUDA's "recode first"), so a proposal that treats few of them treats those. None by
        default."""
        return []


COARSEN, PERTURB, FINISH = "coarsen", "perturb", "finish"  # a treatment's stage in a searched chain


@dataclass(frozen=True)
class ReleaseRecipe:
    """How a release was made, when the auditor knows it: what shadow modelling needs (001 §2.3).

    `generator` is created with the release's own parameters; it takes records as read
    (`decode` turns encoded records back into such values, with `kinds`) and its output
    becomes encoded like the release again with `encode`. A value the original never held
    (e.g. a generalized cell) encodes as missing.
    """

    generator: "Generator"
    kinds: Mapping[str, str]
    decode: Callable[[pd.DataFrame], pd.DataFrame]
    encode: Callable[[pd.DataFrame], pd.DataFrame]


@dataclass(frozen=True)
class MembershipTask:
    """What a membership attacker has (000 §5, 001): the release, and records of the same
    population known *not* to be in it (`reference`, the attacker's auxiliary data; never
    among the candidates scored). `training_size` is the number of records the release was
    made from; `recipe` is present when the release's generator is known.
    """

    tables: tuple[ReleaseTable, ...]
    columns: tuple[str, ...]  # the columns of every candidate record
    kinds: Mapping[str, str]
    reference: pd.DataFrame
    training_size: int
    seed: int = 0
    recipe: ReleaseRecipe | None = None


class MembershipAttack(Component):
    """Scores candidate records: the higher the score, the more likely the record was in the
    data the release was made from. Scores are only compared with each other.

    `batch_size` is how many candidates one `score` call should get: the engine reports
    progress and honors cancel between calls (None: all candidates at once). An attack whose
    cost grows per candidate sets `max_candidates`: the engine then scores a random sample of
    at most that many, half members and half non-members where it can.
    """

    kind: ClassVar[str] = "membership-attack"
    batch_size: ClassVar[int | None] = None
    max_candidates: int | None = None
    # needs to know how the release was made (`task.recipe`): left out of a default audit without one
    needs_recipe: ClassVar[bool] = False

    @abstractmethod
    def fit(self, task: MembershipTask) -> "MembershipAttack":
        """Learn whatever the attack needs from the release and the reference; return self."""

    @abstractmethod
    def score(self, candidates: pd.DataFrame) -> np.ndarray:
        """One finite membership score per row of `candidates` (encoded, `task.columns`)."""


class TableReader(Component):
    """Reads one file format into a frame: how SPSS, Stata, SAS, Excel or odd CSV files get in.

    `extensions` are the file suffixes it claims, lower case with the dot (".sav", ".zsav");
    a third-party reader takes precedence over a built-in one for the same suffix. `read`
    returns the table as found in the file, one column per variable: value labels applied,
    missing values as NaN, text as str. For a file it cannot make sense of it raises
    `ValueError` with a reason a person can act on (e.g. "line 7 has 5 fields but the header
    names 4"); the caller adds the file name. An empty file, a table without rows and
    repeated column names are checked by the caller for every format (a reader whose library
    renames repeated names, as pandas' CSV parser does, checks them itself).

    A reader may also accept `read(path, columns=None)`: given a list, it parses only those
    columns (those the file lacks are left out), which makes a wide table cheap for an audit
    that uses a few of them. Whatever it returns is then made plain by the caller: numbers,
    dates or text, bytes decoded.
    """

    kind: ClassVar[str] = "reader"
    extensions: ClassVar[tuple[str, ...]] = ()

    @abstractmethod
    def read(self, path: Path) -> pd.DataFrame:
        """The table in `path`; ValueError with a person-readable reason if its content is bad."""


SINGLING_OUT, LINKABILITY, RECORD_LINKAGE = "singling out", "linkability", "record linkage"


@dataclass(frozen=True)
class IdentityTask:
    """What an identity attacker has: a table of records to learn from and the key variables it reads.

    For the attack the table is the release; for the non-member baseline the engine fits the same
    attack on records of other people, so both sides make their claims the same way (000). `views`
    are the linkability attacker's two partial views (key columns A and B) of the same people, and
    `other` the B-view records it holds, in an order that gives nobody away. `population` is how
    many people the claims are about.
    """

    tables: tuple[ReleaseTable, ...]
    keys: tuple[str, ...]
    kinds: Mapping[str, str]
    population: int
    views: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    other: pd.DataFrame | None = None
    seed: int = 0

    def table(self) -> ReleaseTable:
        """The first table holding every key variable (the engine checks there is one)."""
        return next(t for t in self.tables if all(c in t.data.columns for c in self.keys))


@dataclass(frozen=True)
class Predicates:
    """Conjunctions of conditions on key variables, one per row: a record satisfies predicate i when
    every column's value lies in [low, high] of row i (a categorical code: low == high == the code).
    NaN in both means no condition on that column; a condition on a missing value is written
    low = high = -inf for a continuous column (missing holds it) and the missing code for a categorical one.

    `sets` (optional) holds, per categorical column, a predicates × codes 0/1 matrix (scipy sparse): where
    row i names codes, predicate i also requires the record's code to be one of them. This is how a
    predicate reads a generalized cell as published (`{LS1,…,LS12}`, a truncated code `LS`): the set of the
    original's values it stands for, not a value of its own. An interval cell (`20-24`, `>=100000`) is
    written with low and high."""

    low: pd.DataFrame
    high: pd.DataFrame
    sets: Mapping[str, sparse.spmatrix] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.low)

    def named(self) -> pd.DataFrame:
        """(predicates × columns) booleans: does predicate i set a condition on the column?"""
        named = self.low.notna()
        for column, members in self.sets.items():
            held = np.asarray(members.sum(axis=1)).ravel() > 0
            named[column] = (named[column].to_numpy() if column in named else False) | held
        return named

    def matches(self, frame: pd.DataFrame, chunk_cells: int = 1 << 24) -> tuple[np.ndarray, np.ndarray]:
        """Per predicate: how many rows of `frame` (encoded like the predicates) satisfy it, and the first
        of them (-1 if none). Vectorized over rows, in chunks of predicates of about `chunk_cells` cells;
        each predicate costs one pass per column it names."""
        n, rows = len(self), len(frame)
        counts, first = np.zeros(n, dtype=np.int64), np.full(n, -1, dtype=np.int64)
        if rows == 0:
            return counts, first
        columns = [c for c in self.low.columns if self.low[c].notna().any()]
        values = {c: np.nan_to_num(frame[c].to_numpy(dtype=float), nan=-np.inf) for c in columns}
        bounds = {c: (self.low[c].to_numpy(dtype=float), self.high[c].to_numpy(dtype=float)) for c in columns}
        sets = {c: sparse.csr_matrix(m) for c, m in self.sets.items() if m.nnz}
        codes = {c: frame[c].to_numpy(dtype=float) for c in sets}
        step = max(1, chunk_cells // max(rows, 1))
        for start in range(0, n, step):
            part = slice(start, min(start + step, n))
            holds = np.ones((part.stop - part.start, rows), dtype=bool)
            for column in columns:
                low, high = bounds[column][0][part], bounds[column][1][part]
                named = np.flatnonzero(~np.isnan(low))
                if named.size:
                    x = values[column]
                    holds[named] &= (x >= low[named, None]) & (x <= high[named, None])
            for column, members in sets.items():
                block = members[part]
                named = np.flatnonzero(np.diff(block.indptr) > 0)
                if named.size:
                    holds[named] &= _in_sets(block[named].toarray() > 0, codes[column])
            counts[part] = holds.sum(axis=1)
            found = holds.any(axis=1)
            first[part] = np.where(found, holds.argmax(axis=1), -1)
        return counts, first


def _in_sets(members: np.ndarray, codes: np.ndarray) -> np.ndarray:
    """(sets × records) booleans: is each record's code one of each set's codes (a code beyond them: no)?"""
    inside = np.isfinite(codes) & (codes >= 0) & (codes < members.shape[1])
    return members[:, np.where(inside, codes, 0).astype(np.int64)] & inside[None, :]


@dataclass(frozen=True)
class Claims:
    """A batch of identity claims, one per target, with rank scores (higher: surer) and abstentions.

    Singling out gives `predicates` ("exactly one person satisfies row i"); linkability gives `link`,
    the position in `task.other` of the B-record claimed to be the same person as target i; record
    linkage gives `link`, the row of `task.table()` claimed to be made from target i's record.
    """

    rank_score: np.ndarray
    abstain: np.ndarray
    predicates: Predicates | None = None
    link: np.ndarray | None = None

    def checked(self, n: int, source: str, claim: str, limit: int) -> "Claims":
        """This batch, or a ValueError saying how `source` broke the contract."""
        score, abstain = np.asarray(self.rank_score, float), np.asarray(self.abstain).astype(bool)
        if score.shape != (n,) or abstain.shape != (n,):
            raise ValueError(say("{what} returned {shape} rank scores and {flags} abstain flags for {n} targets",
                                 what=source, shape=score.shape, flags=abstain.shape, n=n))
        if not np.isfinite(score[~abstain]).all():
            raise ValueError(say("{what} returned a rank score that is NaN or infinite", what=source))
        if claim == SINGLING_OUT:
            if self.predicates is None or len(self.predicates) != n or len(self.predicates.high) != n or any(
                    m.shape[0] != n for m in self.predicates.sets.values()):
                raise ValueError(say("{what} must return one predicate per draw ({n})", what=source, n=n))
            return Claims(score, abstain, self.predicates)
        link = np.asarray(self.link if self.link is not None else np.full(n, -1))
        if link.shape != (n,):
            raise ValueError(say("{what} returned {shape} links for {n} targets", what=source, shape=link.shape, n=n))
        link = np.where(abstain, -1, link).astype(np.int64)
        if ((link[~abstain] < 0) | (link[~abstain] >= limit)).any():
            raise ValueError(say("{what} claimed a link to a record that does not exist (0 to {last})", what=source,
                                 last=limit - 1))
        return Claims(score, abstain, None, link)


class IdentityAttack(Component):
    """An identity attack (Article 29 Working Party: singling out, linkability; and record linkage).

    `claim` says which claim it makes. `claims` gets, per claim type:

    - singling out: a frame with one column `draw` (the claim's number; a deterministic attack
      derives its randomness from it and `task.seed`): one predicate per draw;
    - linkability: the A-view of each target (columns `task.views[0]`);
    - record linkage: each target's record in the attacker's identified external file (key columns,
      possibly with errors).
    """

    kind: ClassVar[str] = "identity-attack"
    claim: ClassVar[str]

    @abstractmethod
    def fit(self, task: IdentityTask) -> "IdentityAttack":
        """Learn whatever the attack needs from the task's table; return self."""

    @abstractmethod
    def claims(self, targets: pd.DataFrame) -> Claims:
        """One claim (or abstention) per row of `targets`."""
