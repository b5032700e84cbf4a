"""The key-variable measures as a kind of audit (docs/reidentification.md): sample uniques, k-anonymity,
individual risk, expected re-identifications and SUDA, per key set on the original and every release.

They measure the files as a whole, before any attack runs, and run no plugin; the measuring modules
(SciPy's optimizers among them) are imported only when an audit asks for them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from anonguard.engine.kind import AuditKind, KindPlan, PreparedAudit, TablesRead
from anonguard.engine.key_variables.result import ReidentificationResult

if TYPE_CHECKING:
    from anonguard.engine.spec import AuditSpec


class KeyVariablesKind(AuditKind):
    """The key-variable measures, asked for by the audit file's re-identification section."""

    name = "key-variables"
    section = "reidentification"
    whole_result = ReidentificationResult

    def asked(self, spec: "AuditSpec") -> bool:
        return spec.reidentification is not None

    def needs_release(self, spec: "AuditSpec") -> bool:
        return False  # the original's own uniques are worth knowing before any release is made

    def uses_plugins(self, spec: "AuditSpec") -> bool:
        return False

    def columns(self, spec: "AuditSpec") -> list[str] | None:
        return spec.reidentification.columns()

    def record_roles(self, spec: "AuditSpec") -> set[str]:
        section = spec.reidentification
        return {c for c in (section.weight, section.household) if c}

    def plan(self, audit: PreparedAudit) -> "KeyVariablesPlan":
        return KeyVariablesPlan(audit)


class KeyVariablesPlan(KindPlan):
    """Measures every key set on every file of one audit; stays in the audit's own process."""

    travels = False

    def __init__(self, audit: PreparedAudit) -> None:
        super().__init__(audit)
        self.measures = None  # a ReidentificationPlan, once the tables are read

    def read(self, reading: TablesRead) -> None:
        from anonguard.engine.key_variables.plan import ReidentificationPlan

        audit = self.audit
        self.measures = ReidentificationPlan.of_audit(audit.spec, audit.settings.reidentification, reading.original,
                                                      reading.releases, reading.name,
                                                      lambda ref: reading.read(ref, "population"), audit.warnings)

    def measure(self, cancelled: Callable[[], bool]) -> Iterator[Any]:
        for event in self.measures.run(cancelled):
            if isinstance(event, ReidentificationResult):
                self.audit.warnings.extend(n for n in self.measures.notes if n not in event.notes)
            yield event
