"""The identity attacks as a kind of audit: singling out, linkability and record linkage, each against the same
claims about people the release says nothing about (`identity` plans them, `identity_run` runs one)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import numpy as np

from anonguard.engine.claims.decision import SAFE
from anonguard.engine.events import AuditEvent
from anonguard.engine.identity.plan import IdentityInputs, IdentityPlan, IdentityScenario
from anonguard.engine.identity.result import IdentityResult
from anonguard.engine.identity.run import identity_scenario
from anonguard.engine.kind import AuditKind, KindPlan, PreparedAudit, TablesRead
from anonguard.engine.outcome import Kind
from anonguard.errors import AuditError
from anonguard.plugins.api import LINKABILITY, RECORD_LINKAGE, SINGLING_OUT

if TYPE_CHECKING:
    from anonguard.engine.spec import AuditSpec
    from anonguard.plugins.manager import Catalog, CatalogEntry

CLAIM_WORDS = {SINGLING_OUT: "singled out", LINKABILITY: "linked", RECORD_LINKAGE: "re-identified"}


class IdentityKind(AuditKind):
    """The identity attacks, asked for by the audit file's identity section."""

    name = Kind.IDENTITY
    section = "identity"
    result_type = IdentityResult

    def asked(self, spec: "AuditSpec") -> bool:
        return spec.identity is not None

    def columns(self, spec: "AuditSpec") -> list[str] | None:
        named = spec.identity.columns()
        return named + list(spec.identity.row_ids.values()) if named else None

    def components(self, spec: "AuditSpec", catalog: "Catalog") -> list["CatalogEntry"]:
        return catalog.of_kind("identity-attack")

    def exposed(self, result: IdentityResult) -> tuple[np.ndarray, list[str]] | None:
        if result.attempts is None or result.attack is None or result.verdict == SAFE:
            return None  # a safe result's right claims are what chance gives any such file
        subject = "target" if result.secret != SINGLING_OUT else "attack_prediction"
        found = result.attempts[subject].to_numpy()[result.right_claims()].astype(np.int64)
        return found, [f"{CLAIM_WORDS[result.secret]} by {result.attack_id} on {result.release}"] * found.size

    def plan(self, audit: PreparedAudit) -> "IdentityKindPlan":
        return IdentityKindPlan(audit)


class IdentityKindPlan(KindPlan):
    """One audit's identity scenarios: one per release and identity attack."""

    def __init__(self, audit: PreparedAudit) -> None:
        spec = audit.spec
        if not audit.has_release:
            raise AuditError("the identity attacks need a release to attack; add at least one release file")
        super().__init__(audit)
        self.plan: IdentityPlan | None = IdentityPlan(spec.identity, spec, audit.catalog, audit.settings.seed)
        self.inputs: IdentityInputs | None = None  # what the identity attacks share
        self.columns: list[str] = []

    def read(self, reading: TablesRead) -> None:
        reading.others.update(self.plan.tables(reading.original, reading.columns,
                                               lambda ref: reading.read(ref, "external file"), reading.name))
        self.plan.read_row_ids(reading.original, reading.releases)  # the releases' id columns, which encoding leaves out
        self.columns = list(reading.columns)

    def encoded(self) -> None:
        audit = self.audit
        self.inputs = self.plan.inputs(audit.data, self.columns, audit.source.name(audit.spec.original),
                                       {r.label: audit.source.name(r.tables[0]) for r in audit.spec.releases})

    def scenarios(self) -> list[IdentityScenario]:
        scenarios, self.plan = self.plan.scenarios(self.inputs), None
        self.audit.warnings.extend(self.inputs.notes)
        return scenarios

    def run(self, index: int, total: int, scenario: IdentityScenario, result: IdentityResult, shared: Any,
            cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
        yield from identity_scenario(index, total, scenario, result, self.inputs, self.audit.settings,
                                     self.audit.contained, cancelled)
