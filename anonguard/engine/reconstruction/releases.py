"""Which releases of an audit are folders of published count tables (a manifest in them), not tables of records."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from anonguard.data.published_read import manifest_of

if TYPE_CHECKING:
    from anonguard.engine.spec import AuditSpec


def published_releases(spec: "AuditSpec") -> dict[str, list[Path]]:
    """The releases given as folders of published tables: label -> their folders."""
    found: dict[str, list[Path]] = {}
    for release in spec.releases:
        for ref in release.tables:
            path = spec.resolve(ref)
            if manifest_of(path) is not None:
                found.setdefault(release.label, []).append(path)
    return found
