"""The treatment kind: releases an audit makes by treating another, asked for by the audit file's `treatments`
section. It measures nothing itself: it makes the treated releases while the tables are read (first of the
kinds, so every other kind audits them), and records what each chain changed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from anonguard.engine.kind import AuditKind, KindPlan, PreparedAudit
from anonguard.engine.treatment.result import TreatmentResult

if TYPE_CHECKING:
    from anonguard.engine.spec import AuditSpec
    from anonguard.plugins.manager import Catalog, CatalogEntry


class TreatmentKind(AuditKind):
    name = "treatment"
    section = "treatments"
    whole_result = TreatmentResult

    def asked(self, spec: "AuditSpec") -> bool:
        return spec.treatments is not None and bool(spec.treatments.releases)

    def needs_release(self, spec: "AuditSpec") -> bool:
        return False  # a chain may treat the original itself

    def makes_release(self, spec: "AuditSpec") -> bool:
        return True

    def columns(self, spec: "AuditSpec") -> list[str] | None:
        return None

    def components(self, spec: "AuditSpec", catalog: "Catalog") -> list["CatalogEntry"]:
        from anonguard.engine.spec import treated_releases

        ids = {step.id for release in treated_releases(spec.treatments.releases) for step in release.steps}
        return [entry for entry in catalog.of_kind("treatment") if entry.id in ids]

    def plan(self, audit: PreparedAudit) -> KindPlan:
        from anonguard.engine.treatment.plan import TreatmentPlan

        return TreatmentPlan(audit)
