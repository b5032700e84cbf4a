"""Installing a third-party plugin wheel on a machine without a network.

A wheel is a zip archive laid out to be unpacked as it is; AnonGuard unpacks it into a
per-user plugin folder that the catalog puts on the import path, so no package index, no
pip and no administrator rights are needed. What the wheel depends on must already be
installed: the check names what is missing instead of failing later on import.
"""

from __future__ import annotations

import email.parser
import os
import shutil
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from packaging.requirements import InvalidRequirement, Requirement
from packaging.tags import sys_tags
from packaging.utils import canonicalize_name, parse_wheel_filename

from anonguard.errors import AuditError
from anonguard.resources import user_data_dir

GROUP = "anonguard"


@dataclass(frozen=True)
class InstalledPlugin:
    name: str
    version: str
    entry_points: tuple[str, ...]
    folder: Path


def plugin_dir() -> Path:
    """$ANONGUARD_PLUGIN_DIR, else `plugins` in the per-user data folder."""
    override = os.environ.get("ANONGUARD_PLUGIN_DIR")
    return Path(override) if override else user_data_dir() / "plugins"


def add_plugin_dir_to_path() -> None:
    """Make plugins installed here importable and their entry points visible to the catalog."""
    folder = str(plugin_dir())
    if Path(folder).is_dir() and folder not in sys.path:
        sys.path.append(folder)


def install_wheel(wheel: str | Path) -> InstalledPlugin:
    """Unpack `wheel` into the plugin folder, replacing an earlier version of the same plugin."""
    wheel = Path(wheel)
    if not wheel.is_file():
        raise AuditError(f"{wheel}: no such file; give the path of a plugin wheel (.whl)")
    try:
        name, version, _, tags = parse_wheel_filename(wheel.name)
    except Exception:
        raise AuditError(f"{wheel}: not a wheel file name (NAME-VERSION-TAGS.whl); build the plugin with "
                         "'python -m build --wheel'") from None
    if not set(tags) & set(sys_tags()):
        raise AuditError(f"{wheel}: built for {', '.join(sorted(map(str, tags)))}, not for this Python and system; "
                         "ask for a wheel built for it (or a pure-Python one)")
    try:
        archive = zipfile.ZipFile(wheel)
    except zipfile.BadZipFile:
        raise AuditError(f"{wheel}: damaged (not a zip archive); download or build it again") from None
    with archive:
        info = f"{name.replace('-', '_')}-{version}.dist-info"
        info = next((n.split("/")[0] for n in archive.namelist() if n.split("/")[0].lower() == info.lower()), info)
        entry_points = _entry_points(archive, f"{info}/entry_points.txt", wheel)
        _check_requirements(archive, f"{info}/METADATA", wheel)
        folder = plugin_dir()
        folder.mkdir(parents=True, exist_ok=True)
        _remove_previous(folder, canonicalize_name(name))
        with tempfile.TemporaryDirectory(dir=folder, prefix=".installing-") as staging:
            archive.extractall(staging)
            for item in Path(staging).iterdir():
                target = folder / item.name
                if target.exists():
                    shutil.rmtree(target) if target.is_dir() else target.unlink()
                item.rename(target)
    return InstalledPlugin(str(name), str(version), entry_points, folder)


def _entry_points(archive: zipfile.ZipFile, member: str, wheel: Path) -> tuple[str, ...]:
    try:
        text = archive.read(member).decode("utf-8")
    except KeyError:
        text = ""
    points = [point for point in _parse_entry_points(text) if point.group == GROUP]
    if not points:
        raise AuditError(f"{wheel}: not an AnonGuard plugin (it registers nothing in the {GROUP!r} entry-point group)")
    return tuple(p.name for p in points)


def _parse_entry_points(text: str) -> list[metadata.EntryPoint]:
    group, points = None, []
    for line in (raw.strip() for raw in text.splitlines()):
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1].strip()
        elif "=" in line and group and not line.startswith(("#", ";")):
            key, _, value = line.partition("=")
            points.append(metadata.EntryPoint(key.strip(), value.strip(), group))
    return points


def _check_requirements(archive: zipfile.ZipFile, member: str, wheel: Path) -> None:
    """Refuse a plugin whose dependencies are not installed: it could only fail on import."""
    try:
        headers = email.parser.Parser().parsestr(archive.read(member).decode("utf-8"))
    except KeyError:
        raise AuditError(f"{wheel}: has no METADATA; it is not a complete wheel") from None
    missing = []
    for line in headers.get_all("Requires-Dist") or []:
        try:
            requirement = Requirement(line)
        except InvalidRequirement:
            continue
        if requirement.marker is not None and not requirement.marker.evaluate({"extra": ""}):
            continue
        try:
            installed = metadata.version(requirement.name)
        except metadata.PackageNotFoundError:
            missing.append(f"{requirement} (not installed)")
            continue
        if requirement.specifier and not requirement.specifier.contains(installed, prereleases=True):
            missing.append(f"{requirement} (installed: {installed})")
    if missing:
        raise AuditError(f"{wheel}: needs {'; '.join(missing)}; install those wheels first, then this one")


def _remove_previous(folder: Path, name: str) -> None:
    """Delete the files an earlier version of the same plugin installed (its RECORD lists them)."""
    for info in folder.glob("*.dist-info"):
        if canonicalize_name(info.name.removesuffix(".dist-info").rsplit("-", 1)[0]) != name:
            continue
        record = info / "RECORD"
        if record.is_file():
            for line in record.read_text(encoding="utf-8").splitlines():
                path = folder / line.split(",")[0]
                if path.is_file():
                    path.unlink()
        shutil.rmtree(info, ignore_errors=True)
