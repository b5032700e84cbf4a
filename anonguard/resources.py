"""Where the bundled resources (demo data, templates, icons) and the user's own data live."""

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


def user_data_dir() -> Path:
    """The per-user data folder (installed plugins, recovery journals): $ANONGUARD_DATA_DIR, else
    the platform's usual place."""
    override = os.environ.get("ANONGUARD_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / "AnonGuard"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "AnonGuard"
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "anonguard"
