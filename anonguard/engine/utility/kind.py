"""The utility measures as a kind of audit (docs/utility.md): how faithful each release is to the original,
variable by variable, pair by pair and as a whole, on the scale of the original's own random subsamples.

They measure the files as a whole, before any attack runs, and run no plugin.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from anonguard.engine.kind import AuditKind, KindPlan, PreparedAudit
from anonguard.engine.utility.result import UtilityResult

if TYPE_CHECKING:
    from anonguard.engine.spec import AuditSpec


class UtilityKind(AuditKind):
    """The utility measures, asked for by the audit file's utility section."""

    name = "utility"
    section = "utility"
    whole_result = UtilityResult

    def asked(self, spec: "AuditSpec") -> bool:
        return spec.utility is not None

    def uses_plugins(self, spec: "AuditSpec") -> bool:
        return False

    def columns(self, spec: "AuditSpec") -> list[str] | None:
        return None  # every audited variable is compared

    def record_roles(self, spec: "AuditSpec") -> set[str]:
        return {spec.utility.weight} if spec.utility.weight else set()

    def plan(self, audit: PreparedAudit) -> KindPlan:
        from anonguard.engine.utility.plan import UtilityPlan

        return UtilityPlan(audit)
