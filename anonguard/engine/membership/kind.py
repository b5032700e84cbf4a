"""Membership inference as a kind of audit (paper 000 §5): who was in the original, told from the release.

`membership.MembershipPlan` reads the section's non-members (or makes the release from part of the
original); this kind hands its inputs to the scenarios and runs each membership attack on its release.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import numpy as np

from anonguard.engine.events import LEARNING_FROM, LEARNING_STAGE, AuditEvent, ScenarioAdvanced, ScenarioStage
from anonguard.engine.claims.halting import CANCELLED
from anonguard.engine.running.isolation import AttackCancelled, error_text
from anonguard.engine.kind import AuditKind, KindPlan, PreparedAudit, TablesRead
from anonguard.engine.membership.plan import (
    MembershipInputs, MembershipPlan, MembershipScenario, membership_task, run_membership,
)
from anonguard.engine.membership.result import MEMBER_ROW, MembershipResult
from anonguard.engine.outcome import Kind, Status

if TYPE_CHECKING:
    from anonguard.engine.spec import AuditSpec
    from anonguard.plugins.manager import Catalog, CatalogEntry


class MembershipKind(AuditKind):
    """Membership inference, asked for by the audit file's membership section."""

    name = Kind.MEMBERSHIP
    section = "membership"
    result_type = MembershipResult

    def asked(self, spec: "AuditSpec") -> bool:
        return spec.membership is not None

    def needs_release(self, spec: "AuditSpec") -> bool:
        return spec.membership.hold_back is None

    def makes_release(self, spec: "AuditSpec") -> bool:
        return spec.membership.hold_back is not None

    def columns(self, spec: "AuditSpec") -> list[str] | None:
        return None  # members and non-members are compared on every audited column

    def components(self, spec: "AuditSpec", catalog: "Catalog") -> list["CatalogEntry"]:
        return catalog.of_kind("membership-attack")

    def exposed(self, result: MembershipResult) -> tuple[np.ndarray, list[str]] | None:
        members = [int(c["candidate"][len(MEMBER_ROW):]) - 1 for c in result.claims
                   if c["member"] and str(c["candidate"]).startswith(MEMBER_ROW)]
        return np.asarray(members, dtype=np.int64), [f"membership by {result.attack_id} on {result.release}"] * len(members)

    def plan(self, audit: PreparedAudit) -> "MembershipKindPlan":
        return MembershipKindPlan(audit)


class MembershipKindPlan(KindPlan):
    """One audit's membership scenarios: one per release and membership attack."""

    def __init__(self, audit: PreparedAudit) -> None:
        settings = audit.settings
        super().__init__(audit)
        self.plan: MembershipPlan | None = MembershipPlan(audit.spec.membership, settings.membership, settings.seed,
                                                          audit.catalog, settings.limits)
        self.inputs: MembershipInputs | None = None  # what every membership scenario shares
        self._read: TablesRead | None = None

    def read(self, reading: TablesRead) -> None:
        made, others = self.plan.tables(reading.original, reading.columns, reading.kinds,
                                        lambda ref: reading.read(ref, "non-members"), reading.name)
        reading.releases.update(made)
        reading.others.update(others)
        self._read = reading

    def encoded(self) -> None:
        reading, self._read = self._read, None
        self.inputs = self.plan.inputs(self.audit.data, reading.original, reading.columns)
        self.audit.warnings.extend(self.inputs.notes)
        self.audit.warnings.extend(self.plan.warnings)

    def scenarios(self) -> list[MembershipScenario]:
        scenarios, self.plan = self.plan.scenarios(self.inputs), None  # the section's tables stay here
        return scenarios

    def run(self, index: int, total: int, scenario: MembershipScenario, result: MembershipResult, shared: Any,
            cancelled: Callable[[], bool]) -> Iterator[AuditEvent]:
        settings = self.audit.settings
        started = time.perf_counter()
        yield ScenarioStage(index, total, LEARNING_STAGE, LEARNING_FROM)
        try:
            with self.audit.contained(scenario.attack.create(scenario.params), cancelled) as attack:
                attack.fit(membership_task(self.inputs, scenario.release, settings.seed))
                result.attack_params = attack.get_params()
                for progress in run_membership(result, attack, self.inputs, settings.membership, settings.seed,
                                               cancelled):
                    yield ScenarioAdvanced(index, total, progress)
        except AttackCancelled:  # while fitting
            result.status, result.halt_reason = Status.CANCELLED, CANCELLED
        except Exception as exc:  # one failing attack must not stop the audit
            result.status, result.error = Status.FAILED, error_text(exc)
        result.seconds = time.perf_counter() - started
