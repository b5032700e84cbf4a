"""Where the bundled resources (demo data, report templates, schema, icons, manual, catalogues)
and the user's own data live.

The resources are this package's own files, so that a wheel carries them and an installed
AnonGuard finds them wherever it is installed (`importlib.resources`); the frozen bundle keeps
them at the same place under its folder. The scripts that make them (packaging/demo/generate.py,
packaging/i18n/fill_*.py) and the translators' .ts sources stay out of the wheel and the bundle.
"""

from __future__ import annotations

import os
import sys
from importlib.resources import files
from pathlib import Path


def resources_dir() -> Path:
    """The resources folder: $ANONGUARD_RESOURCES, a frozen bundle's, or this package's."""
    override = os.environ.get("ANONGUARD_RESOURCES")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "anonguard" / "resources"
    return Path(str(files(__name__)))  # a folder: AnonGuard is never imported from a zip


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


def user_cache_dir() -> Path:
    """The per-user cache folder (fitted baselines; anything in it can be deleted at any time):
    $ANONGUARD_CACHE_DIR, else the platform's usual place."""
    override = os.environ.get("ANONGUARD_CACHE_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        return Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local") / "AnonGuard" / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "AnonGuard"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "anonguard"
