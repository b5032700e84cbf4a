"""Where the bundled resources (demo data, templates, icons) live."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def resources_dir() -> Path:
    """The resources folder: $ANONGUARD_RESOURCES, a frozen bundle's, or the source tree's."""
    override = os.environ.get("ANONGUARD_RESOURCES")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def demo_audit_path() -> Path:
    return resources_dir() / "demo" / "demo_audit.json"
