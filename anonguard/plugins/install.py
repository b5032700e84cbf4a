"""Installing a third-party plugin wheel on a machine without a network.

A wheel is a zip archive laid out to be unpacked as it is; AnonGuard unpacks it into a
per-user plugin folder that the catalog puts on the import path, so no package index, no
pip and no administrator rights are needed. What the wheel depends on must already be
installed: the check names what is missing instead of failing later on import.

A wheel is untrusted input, so installing one never writes or deletes a path outside the
plugin folder, and never another plugin's files:

- member names that are absolute, climb out with `..`, name a drive or are symbolic links are
  refused, and so are duplicated members and members the wheel's RECORD does not list (RECORD
  is what a later upgrade removes, so it must be exact);
- an upgrade removes only the files the previous version's RECORD names inside the folder
  that no other installed distribution claims (a RECORD is plain text anyone can edit);
- a wheel may not ship a top-level name (module, package, `.pth`, dist-info, `.data`) another
  distribution in the folder owns, nor a module or distribution the application already
  imports from elsewhere (`anonguard`, `numpy`, a first-party plugin);
- the archive's declared sizes are checked before anything is unpacked, so a zip bomb is
  refused (zipfile never unpacks more than a member declares);
- the wheel is unpacked into a staging folder beside the plugins and checked against the
  hashes its RECORD gives; only then are the previous version's files moved aside and the
  new ones moved in, and a failure at any step puts everything back as it was.

Every refusal is an `AuditError` naming the wheel and what to do: the command line shows it
as one line with exit status 2, the window in a message box.
"""

from __future__ import annotations

import base64
import csv
import email.message
import email.parser
import hashlib
import importlib.machinery
import importlib.util
import os
import shutil
import stat
import sys
import tempfile
import zipfile
import zlib
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from packaging.requirements import InvalidRequirement, Requirement
from packaging.tags import sys_tags
from packaging.utils import canonicalize_name, parse_wheel_filename
from packaging.version import InvalidVersion, Version

from anonguard.errors import AuditError
from anonguard.resources import user_data_dir

GROUP = "anonguard"
MAX_MEMBERS = 10_000
MAX_UNPACKED_BYTES = 512 * 2**20
MAX_RATIO = 100  # uncompressed : compressed, for members over RATIO_FLOOR (text compresses 3-10:1)
RATIO_FLOOR = 2**20
HASHES = hashlib.algorithms_guaranteed - {"md5", "sha1", "shake_128", "shake_256"}
DAMAGED = (zipfile.BadZipFile, zipfile.LargeZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError)


@dataclass(frozen=True)
class InstalledPlugin:
    name: str
    version: str
    entry_points: tuple[str, ...]
    folder: Path


@dataclass(frozen=True)
class _Installed:
    """A distribution already in the plugin folder and the paths its RECORD claims inside it."""

    name: str
    info: Path
    claims: frozenset[Path]

    def top_level(self, root: Path) -> set[str]:
        """The names it owns, as `_top_key` gives them."""
        parts = [path.relative_to(root).parts for path in self.claims]
        return {_top_key(p[0], len(p) > 1) for p in parts} | {_top_key(self.info.name, True)}


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
    name, version = _wheel_name(wheel)
    try:
        with _reading(wheel):
            archive = zipfile.ZipFile(wheel)
    except OSError as exc:
        raise AuditError(f"{wheel}: cannot be read ({exc.strerror}); check the file and its permissions") from None
    with archive:
        members = _members(archive, wheel)
        info = _dist_info(members, name, version, wheel)
        record = _record(archive, f"{info}/RECORD", members, wheel)
        entry_points = _entry_points(_text(archive, f"{info}/entry_points.txt", wheel) or "", wheel)
        _check_metadata(_text(archive, f"{info}/METADATA", wheel), name, wheel)
        folder = plugin_dir()
        folder.mkdir(parents=True, exist_ok=True)
        root = folder.resolve()
        installed = _installed(root)
        previous = [d for d in installed if d.name == canonicalize_name(name)]
        others = [d for d in installed if d.name != canonicalize_name(name)]
        _check_ownership(members, others, root, wheel)
        _check_shadowing(members, name, root, wheel)
        try:
            with tempfile.TemporaryDirectory(dir=root, prefix=".installing-") as staging:
                _stage(archive, members, record, Path(staging), wheel)
                _switch(Path(staging), root, list(members), _leaving(previous, others, root), wheel)
        except OSError as exc:
            raise AuditError(f"{wheel}: could not be installed into {folder} ({exc}); check the free space and "
                             "permissions there and install again (any earlier version is unchanged)") from None
    return InstalledPlugin(str(name), str(version), entry_points, folder)


# -- the wheel as an archive ---------------------------------------------------------------------

def _wheel_name(wheel: Path) -> tuple[str, Version]:
    """The distribution name and version the file name gives, once the file is known to suit this Python."""
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
    return str(name), version


@contextmanager
def _reading(wheel: Path) -> Iterator[None]:
    """A damaged archive (bad CRC, truncated, encrypted, unknown compression) is the wheel's fault, in one line."""
    try:
        yield
    except DAMAGED as exc:
        raise AuditError(f"{wheel}: damaged ({exc}); download or build it again") from None


def _text(archive: zipfile.ZipFile, member: str, wheel: Path) -> str | None:
    """A metadata file as text, or None if the wheel has none."""
    try:
        with _reading(wheel):
            raw = archive.read(member)
    except KeyError:
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise AuditError(f"{wheel}: {member} is not UTF-8 text ({exc.reason} at byte {exc.start}); "
                         "build the wheel again with a current build backend") from None


def _members(archive: zipfile.ZipFile, wheel: Path) -> dict[str, zipfile.ZipInfo]:
    """The wheel's files by name, checked from the archive's directory before anything is unpacked."""
    infos = archive.infolist()
    if len(infos) > MAX_MEMBERS:
        raise AuditError(f"{wheel}: holds {len(infos)} files, more than the {MAX_MEMBERS} a plugin may have; "
                         "it is not installed")
    members: dict[str, zipfile.ZipInfo] = {}
    seen: set[str] = set()
    for info in infos:
        problem = _unsafe(info)
        if problem:
            raise AuditError(f"{wheel}: member {info.filename!r} {problem}; a plugin's files must stay inside "
                             "the plugin folder, so this wheel is not installed")
        key = info.filename.rstrip("/").casefold()
        if key in seen:
            raise AuditError(f"{wheel}: member {info.filename!r} appears twice; build the wheel again")
        seen.add(key)
        if info.file_size > RATIO_FLOOR and info.file_size > MAX_RATIO * max(info.compress_size, 1):
            raise AuditError(f"{wheel}: {info.filename} would unpack from {info.compress_size} bytes to "
                             f"{info.file_size} (over {MAX_RATIO}:1, the mark of a zip bomb); it is not installed")
        if not info.is_dir():
            members[info.filename] = info
    unpacked = sum(info.file_size for info in infos)
    if unpacked > MAX_UNPACKED_BYTES:
        raise AuditError(f"{wheel}: would unpack to {unpacked / 2**20:.0f} MB, more than the "
                         f"{MAX_UNPACKED_BYTES // 2**20} MB a plugin may take; it is not installed")
    return members


def _unsafe(info: zipfile.ZipInfo) -> str | None:
    """Why a member could land outside the folder it is unpacked into, if it could."""
    name = info.filename
    parts = name.rstrip("/").split("/")
    if stat.S_ISLNK(info.external_attr >> 16):
        return "is a symbolic link"
    if name.startswith("/"):
        return "is an absolute path"
    if "\\" in name or any(":" in part for part in parts):
        return "names a drive or uses a backslash"
    if any(part in ("", ".", "..") for part in parts):
        return "climbs out of its folder ('..') or has an empty part"
    return None


def _dist_info(members: Iterable[str], name: str, version: Version, wheel: Path) -> str:
    """The wheel's one dist-info folder; it and any `.data` folder must be the wheel's own."""
    top = {member.split("/")[0] for member in members}
    infos = sorted(t for t in top if t.endswith(".dist-info"))
    if len(infos) != 1 or not _names(infos[0], ".dist-info", name, version):
        raise AuditError(f"{wheel}: must hold one dist-info folder for {name} {version} (it holds "
                         f"{', '.join(infos) or 'none'}); build the wheel again")
    foreign = sorted(t for t in top if t.endswith(".data") and not _names(t, ".data", name, version))
    if foreign:
        raise AuditError(f"{wheel}: ships {foreign[0]}, which belongs to another distribution; build the wheel again")
    return infos[0]


def _names(folder: str, suffix: str, name: str, version: Version) -> bool:
    dist, _, text = folder.removesuffix(suffix).rpartition("-")
    try:
        return canonicalize_name(dist) == canonicalize_name(name) and Version(text) == version
    except InvalidVersion:
        return False


def _record(archive: zipfile.ZipFile, member: str, members: dict[str, zipfile.ZipInfo], wheel: Path) -> dict[str, str]:
    """RECORD as file -> hash; it must list exactly the wheel's files, since an upgrade removes what it lists."""
    text = _text(archive, member, wheel)
    if text is None:
        raise AuditError(f"{wheel}: has no RECORD (the list of its files); it is not a complete wheel, build it again")
    try:
        hashes = {row[0]: (row[1] if len(row) > 1 else "") for row in csv.reader(text.splitlines()) if row}
    except csv.Error as exc:
        raise AuditError(f"{wheel}: {member} cannot be read ({exc}); build the wheel again") from None
    unlisted = sorted(set(members) - set(hashes) - {f"{member}.jws", f"{member}.p7s"})
    if unlisted:
        raise AuditError(f"{wheel}: holds {unlisted[0]}, which its RECORD does not list; a plugin's RECORD must "
                         "list exactly its files (an upgrade removes what it lists), build the wheel again")
    absent = sorted(set(hashes) - set(members))
    if absent:
        raise AuditError(f"{wheel}: its RECORD lists {absent[0]}, which the wheel does not hold; a plugin's RECORD "
                         "must list exactly its files, build the wheel again")
    return hashes


def _entry_points(text: str, wheel: Path) -> tuple[str, ...]:
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


def _check_metadata(text: str | None, name: str, wheel: Path) -> None:
    """METADATA must name the wheel's own distribution, and what it requires must be installed."""
    if text is None:
        raise AuditError(f"{wheel}: has no METADATA; it is not a complete wheel")
    headers = email.parser.Parser().parsestr(text)
    declared = str(headers.get("Name", ""))
    if canonicalize_name(declared) != canonicalize_name(name):
        raise AuditError(f"{wheel}: its METADATA names {declared!r}, not {name}; build the wheel again")
    _check_requirements(headers, wheel)


def _check_requirements(headers: email.message.Message, wheel: Path) -> None:
    """Refuse a plugin whose dependencies are not installed: it could only fail on import."""
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


# -- what is installed already -------------------------------------------------------------------

def _installed(root: Path) -> list[_Installed]:
    """The distributions in the plugin folder, each with the paths inside it that its RECORD claims."""
    found = []
    for info in sorted(root.glob("*.dist-info")):
        stem = info.name.removesuffix(".dist-info")
        try:
            text = (info / "RECORD").read_text(encoding="utf-8", errors="replace")
        except OSError:
            text = ""
        claims = {path for entry in _record_paths(text) if (path := _inside(root, entry)) is not None}
        found.append(_Installed(canonicalize_name(stem.rpartition("-")[0] or stem), info, frozenset(claims)))
    return found


def _record_paths(text: str) -> list[str]:
    """The paths an installed RECORD names, however malformed it is."""
    try:
        return [row[0] for row in csv.reader(text.splitlines()) if row]
    except csv.Error:
        return [line.split(",")[0] for line in text.splitlines()]


def _inside(root: Path, entry: str) -> Path | None:
    """A RECORD path as a path in `root`, or None if it leads outside (absolute, a drive, `..`, a link)."""
    parts = entry.replace("\\", "/").split("/")
    if entry.startswith(("/", "\\")) or any(":" in part or part == ".." for part in parts):
        return None
    parts = [part for part in parts if part not in ("", ".")]
    if not parts:
        return None
    path = root.joinpath(*parts)
    try:
        located = path.parent.resolve() / path.name
    except (OSError, RuntimeError):
        return None
    return located if root in located.parents else None


def _check_ownership(members: Iterable[str], others: list[_Installed], root: Path, wheel: Path) -> None:
    """Refuse a wheel that would replace a top-level name another plugin in the folder owns."""
    shipped = _top_level(members)
    for other in others:
        taken = other.top_level(root)
        clash = sorted(top for top, is_folder in shipped.items() if _top_key(top, is_folder) in taken)
        if clash:
            raise AuditError(f"{wheel}: ships {clash[0]}, which the installed plugin {other.info.name} owns; "
                             "a plugin may not replace another's files (rename its module, or remove the other "
                             "plugin first)")


def _top_level(members: Iterable[str]) -> dict[str, bool]:
    """The wheel's top-level names, each saying whether it is a folder."""
    found: dict[str, bool] = {}
    for member in members:
        top, _, rest = member.partition("/")
        found[top] = found.get(top, False) or bool(rest)
    return found


def _top_key(top: str, is_folder: bool) -> str:
    """What a top-level name is compared by: `x.py`, `x/` and `x.cpython-311-x86_64-linux-gnu.so` are all
    the module `x`, and `X.py` is `x.py` on a file system that ignores case."""
    return (_module_name(top, is_folder) or top).casefold()


def _check_shadowing(members: Iterable[str], name: str, root: Path, wheel: Path) -> None:
    """Refuse a wheel that ships a module or distribution the application already has from elsewhere."""
    for top, is_folder in sorted(_top_level(members).items()):
        module = _module_name(top, is_folder)
        where = module and _importable_elsewhere(module, root)
        if where:
            raise AuditError(f"{wheel}: ships the module {module!r}, which the application already imports from "
                             f"{where}; a plugin may not replace it (rename the plugin's module)")
    for dist in metadata.distributions(name=name):
        where = Path(str(dist.locate_file(""))).resolve()
        if where != root:
            raise AuditError(f"{wheel}: {name} is already installed with the application (in {where}); "
                             "update it there rather than as a plugin")


def _module_name(top: str, is_folder: bool) -> str | None:
    """The module a top-level folder or file would be imported as, if any."""
    if is_folder:
        return top if top.isidentifier() else None
    for suffix in sorted(importlib.machinery.all_suffixes(), key=len, reverse=True):
        if top.endswith(suffix) and top.removesuffix(suffix).isidentifier():
            return top.removesuffix(suffix)
    return None


def _importable_elsewhere(module: str, root: Path) -> str | None:
    """Where `module` is imported from if not from the plugin folder (found without running it)."""
    if module in sys.builtin_module_names:
        return "Python itself"
    try:
        spec = importlib.util.find_spec(module)
    except Exception:  # noqa: BLE001 - a finder that fails to look is not an answer either way
        return None
    if spec is None:
        return None
    places = [spec.origin] if spec.has_location and spec.origin else []
    places += list(spec.submodule_search_locations or [])
    if not places:
        return "Python itself"
    outside = [place for place in places if root not in Path(place).resolve().parents]
    return outside[0] if outside else None


# -- staging and switching -----------------------------------------------------------------------

def _stage(archive: zipfile.ZipFile, members: dict[str, zipfile.ZipInfo], record: dict[str, str],
           staging: Path, wheel: Path) -> None:
    """Unpack every file into `staging`, checking it against the hash RECORD gives."""
    for member, info in members.items():
        algorithm, expected = _expected_hash(record[member], member, wheel)
        digest = hashlib.new(algorithm or "sha256")
        target = staging.joinpath(*member.split("/"))
        target.parent.mkdir(parents=True, exist_ok=True)
        with _reading(wheel), archive.open(info) as source, open(target, "xb") as sink:
            while chunk := source.read(2**20):  # zipfile stops at the declared size, then checks the CRC
                digest.update(chunk)
                sink.write(chunk)
        if algorithm and base64.urlsafe_b64encode(digest.digest()).rstrip(b"=").decode() != expected:
            raise AuditError(f"{wheel}: {member} does not match the hash its RECORD gives (the wheel was altered "
                             "or damaged); download or build it again")


def _expected_hash(entry: str, member: str, wheel: Path) -> tuple[str | None, str]:
    """RECORD's `algorithm=digest` for a file; none for RECORD itself (and a hand-made wheel's files)."""
    if not entry:
        return None, ""
    algorithm, _, expected = entry.partition("=")
    if algorithm not in HASHES:
        raise AuditError(f"{wheel}: RECORD gives {member} a hash of kind {algorithm!r}, which cannot be checked; "
                         "build the wheel again")
    return algorithm, expected


def _leaving(previous: list[_Installed], others: list[_Installed], root: Path) -> list[Path]:
    """The previous version's files an upgrade removes: in the folder, and claimed by no other distribution."""
    claimed = {str(path).casefold() for other in others for path in other.claims}
    foreign = [other.info.resolve() for other in others]
    paths = set()
    for old in previous:
        paths |= old.claims | set(_files_of(old.info))
    return sorted(path for path in paths
                  if str(path).casefold() not in claimed and not any(info in path.parents for info in foreign)
                  and (path.is_symlink() or path.is_file()))


def _files_of(info: Path) -> Iterator[Path]:
    """Every file of a dist-info folder (INSTALLER and the like are not always in RECORD), links not followed."""
    if info.is_symlink():
        yield info
        return
    for folder, dirs, files in os.walk(info):
        yield from (Path(folder) / name for name in files)
        yield from (Path(folder) / name for name in dirs if (Path(folder) / name).is_symlink())


def _switch(staging: Path, root: Path, members: list[str], leaving: list[Path], wheel: Path) -> None:
    """Move what leaves and what is in the way aside, move the staged files in, and only then delete
    what was set aside; if any step fails, everything is put back."""
    arriving = [root.joinpath(*member.split("/")) for member in members]
    _check_destinations(arriving, root, wheel)
    backup = Path(tempfile.mkdtemp(dir=root, prefix=".replaced-"))
    moved: list[tuple[Path, Path]] = []
    placed: list[Path] = []
    try:
        for path in sorted({*leaving, *(p for p in arriving if p.is_symlink() or p.exists())}):
            aside = backup / str(len(moved))
            os.replace(path, aside)
            moved.append((path, aside))
        for member, path in zip(members, arriving):
            path.parent.mkdir(parents=True, exist_ok=True)
            os.replace(staging.joinpath(*member.split("/")), path)
            placed.append(path)
    except BaseException:
        _undo(placed, moved, root)
        backup.rmdir()  # empty again; if putting back failed, what it holds is kept
        raise
    shutil.rmtree(backup, ignore_errors=True)
    _prune(leaving, root)


def _undo(placed: list[Path], moved: list[tuple[Path, Path]], root: Path) -> None:
    """Take the new files out again and put back what was moved aside, newest first."""
    for path in reversed(placed):
        path.unlink(missing_ok=True)
    for path, aside in reversed(moved):
        path.parent.mkdir(parents=True, exist_ok=True)
        os.replace(aside, path)
    _prune(placed, root)


def _check_destinations(paths: list[Path], root: Path, wheel: Path) -> None:
    """Refuse, before moving anything, a file that would land on a folder or pass through a link or a file."""
    for path in paths:
        blocking = [p for p in path.parents if root in p.parents and (p.is_symlink() or (p.exists() and not p.is_dir()))]
        if path.is_dir() and not path.is_symlink():
            blocking.append(path)
        if blocking:
            raise AuditError(f"{wheel}: cannot install {path.relative_to(root)}: {blocking[0]} is in the way "
                             "(a link, a file or a folder); move it away and install again")


def _prune(paths: Iterable[Path], root: Path) -> None:
    """Remove the folders a switch left empty; a `__pycache__` left alone in one counts as empty."""
    for folder in sorted({path.parent for path in paths}, key=lambda p: len(p.parts), reverse=True):
        while root in folder.parents and folder.is_dir() and not folder.is_symlink():
            cache = folder / "__pycache__"
            if [entry.name for entry in folder.iterdir()] == ["__pycache__"] and not cache.is_symlink():
                shutil.rmtree(cache, ignore_errors=True)
            try:
                folder.rmdir()
            except OSError:
                break
            folder = folder.parent
