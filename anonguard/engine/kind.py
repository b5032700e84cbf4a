"""The protocol every kind of audit keeps: what the audit asks of attribute inference, membership, the
identity attacks, the key-variable measures, and of any kind a plugin adds.

The audit (`anonguard.engine.audit.Audit`) knows no kind by name. It asks each registered kind
(`anonguard.engine.kinds`) whether the audit file asks for it; each kind asked makes a `KindPlan` for the
audit, which reads what it needs before the tables are encoded, builds its inputs after, measures what it
measures of the audit as a whole, yields its scenarios and runs each one. A scenario keeps a small protocol
of its own: its `kind` (the kind's name), the `release` it runs on, the `attack` (a catalog entry, with its
`params`) that runs (None for a measure that runs no plugin), `group` (the inputs it shares with other scenarios, None for none), `describe()` for
progress and `new_result()`, the empty result it fills.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np
import pandas as pd

if TYPE_CHECKING:
    from anonguard.engine.settings import AuditSettings
    from anonguard.engine.sources import TableSource
    from anonguard.engine.spec import AuditSpec
    from anonguard.plugins.manager import Catalog, CatalogEntry


class PreparedAudit(Protocol):
    """What a kind's plan sees of its audit (`anonguard.engine.audit.Audit`, which imports the kinds)."""

    spec: "AuditSpec"
    settings: "AuditSettings"
    catalog: "Catalog"
    source: "TableSource"
    data: Any  # the encoded tables (EncodedData), once encoded
    warnings: list[str]
    codecs: dict[str, Any]  # how each sensitive variable is judged
    entity: np.ndarray | None
    original: pd.DataFrame | None
    splitting: Any
    has_release: bool

    def contained(self, attack: Any, cancelled: Callable[[], bool]) -> Any:
        """The attack in a process of its own under the audit's limits."""


@dataclass
class TablesRead:
    """What the audit has read when the kinds' plans look at the tables, before encoding: the original
    as read, its audited columns and their kinds, and the releases (label -> [(name, frame)]). A plan may
    add a release it makes (`releases`) or a table to encode beside the original (`others`)."""

    original: pd.DataFrame
    columns: list[str]
    kinds: dict[str, str]
    releases: dict[str, list[tuple[str, pd.DataFrame]]]
    read: Callable[[Any, str], pd.DataFrame]  # (table reference, its role) -> the table as read
    name: Callable[[Any], str]  # a table reference -> the name messages give it
    others: dict[str, pd.DataFrame] = field(default_factory=dict)


class KindPlan:
    """One kind's part of one audit (made by `AuditKind.plan`, it knows its audit). Every step is optional:
    a kind measuring the audit as a whole implements `measure`, a kind of scenarios `scenarios` and `run`.

    The prepared audit travels to worker processes and cluster workers with its plans (`travels`); a plan
    that only measures before the scenarios stays behind. A copy of the audit (a worker's, or one whose tables
    are staged in a shared folder) holds copies of its plans bound to it (`bound_to`)."""

    travels = True

    def __init__(self, audit: PreparedAudit) -> None:
        self.audit = audit

    def bound_to(self, audit: PreparedAudit) -> "KindPlan":
        """This plan for a copy of its audit, sharing its own state (the inputs its scenarios read)."""
        twin = copy.copy(self)
        twin.audit = audit
        return twin

    def read(self, reading: TablesRead) -> None:
        """Read and check what the kind needs from the tables as read (before they are encoded)."""

    def encoded(self) -> None:
        """Build the inputs the kind's scenarios share, from the encoded tables (the audit's `data`)."""

    def scenarios(self) -> list[Any]:
        """The kind's scenarios, in the order they run and are reported."""
        return []

    def measure(self, cancelled: Callable[[], bool]) -> Iterator[Any]:
        """Measure the audit as a whole, before any scenario runs: progress events, and at the end the
        result (of the kind's `whole_result` type), which the audit keeps under the kind's section."""
        return iter(())

    def fits_baselines(self, scenario: Any, shared: Any) -> bool:
        """Whether running `scenario` here fits a non-member baseline model (so the plugin processes must
        import the models' libraries)."""
        return False

    def outline(self, scenario: Any) -> Any:
        """The attack task of `scenario` without its rows (an `AttackTask`), when its attack may split the
        release over a cluster's workers; None: the scenario's attack always runs whole."""
        return None

    def run(self, index: int, total: int, scenario: Any, result: Any, shared: Any,
            cancelled: Callable[[], bool]) -> Iterator[Any]:
        """Run one scenario, filling `result` and yielding the audit's events (`anonguard.engine.events`).
        `shared` holds what the scenarios of one `Audit.run_scenarios` call share, by the kind's name."""
        return iter(())


class AuditKind(ABC):
    """A kind of audit. Subclasses set the class attributes and implement `asked` and `plan`.

    `name` is what results and their files call the kind (each result's "kind"); `section` the audit file's
    section describing it, if it has one; `result_type` the class of its scenarios' results (with
    `from_dict`), `whole_result` that of its audit-wide result, kept in `audit.json` under `section`. A result
    class with `json_schema()` (`anonguard.engine.result_fields`) says what its `to_dict` writes: audit.schema.json
    checks the kind's results by it, and a kind's results without one by what every result has."""

    name: str = ""
    section: str | None = None
    result_type: type | None = None
    whole_result: type | None = None

    @abstractmethod
    def asked(self, spec: "AuditSpec") -> bool:
        """Whether the audit file asks for this kind."""

    @abstractmethod
    def plan(self, audit: PreparedAudit) -> KindPlan:
        """This kind's plan for `audit` (its section checked against the audit)."""

    def needs_release(self, spec: "AuditSpec") -> bool:
        """Whether there is nothing to measure without a release to audit."""
        return True

    def makes_release(self, spec: "AuditSpec") -> bool:
        """Whether the kind makes a release of its own (a generator run on part of the original)."""
        return False

    def uses_plugins(self, spec: "AuditSpec") -> bool:
        """Whether the kind runs plugins (attacks, models), whose processes are then started early."""
        return True

    def columns(self, spec: "AuditSpec") -> list[str] | None:
        """The original's columns the kind reads (None: every column may matter)."""
        return []

    def record_roles(self, spec: "AuditSpec") -> set[str]:
        """Columns describing records rather than people (a survey weight), which no attack learns or guesses."""
        return set()

    def components(self, spec: "AuditSpec", catalog: "Catalog") -> list["CatalogEntry"]:
        """The plugins the kind will run, whose modules the plugin processes import while the tables are read."""
        return []

    def exposed(self, result: Any) -> tuple[np.ndarray, list[str]] | None:
        """The original's rows (positions) one of the kind's results exposed, with the words naming the
        exposure of each (the person-level register); None when the kind exposes no one by row."""
        return None


def chosen_once(kinds: Sequence[AuditKind]) -> list[AuditKind]:
    """The kinds by name, the first of each name kept: a plugin cannot replace a kind already registered."""
    seen: dict[str, AuditKind] = {}
    for kind in kinds:
        seen.setdefault(kind.name, kind)
    return list(seen.values())
