"""Reconstruction of published count tables as a kind of audit (docs/reconstruction.md): a release that is a folder
of published tables (with its `tables.json` or `tables.toml`) is rebuilt into people, unit by unit, and what that
gives away is measured against the baselines. Other releases of the same audit are attacked as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from anonguard.engine.kind import AuditKind, KindPlan, PreparedAudit
from anonguard.engine.reconstruction.releases import published_releases
from anonguard.engine.reconstruction.result import ReconstructionResult

if TYPE_CHECKING:
    from anonguard.engine.spec import AuditSpec


class ReconstructionKind(AuditKind):
    """Asked for by any release that is a folder of published count tables."""

    name = "reconstruction"
    section = "reconstruction"
    whole_result = ReconstructionResult

    def asked(self, spec: "AuditSpec") -> bool:
        return bool(published_releases(spec))

    def uses_plugins(self, spec: "AuditSpec") -> bool:
        return False  # the solver runs in processes of its own, unit by unit

    def columns(self, spec: "AuditSpec") -> list[str] | None:
        return None  # the tables' variables are known once their manifests are read

    def plan(self, audit: PreparedAudit) -> KindPlan:
        from anonguard.engine.reconstruction.plan import ReconstructionPlan

        return ReconstructionPlan(audit)
