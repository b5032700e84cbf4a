"""Writing files so that a crash, a full disk, a failed or a cancelled export never leaves a
half-written one, and a folder never holds a silent mix of two runs' reports.

* One file (`write_file`): its content goes to a temporary file beside it, which is flushed and
  fsynced, then renamed over it with `os.replace`, then the folder is fsynced. A reader, or the
  folder after a crash or a power cut, has the old file or the new one: never a part, never none.
* A set of files (a report in several formats, `write_together`): every new file is staged and
  fsynced first; then a commit journal (`.anonguard-commit.json`) naming each file, its staged
  copy, its SHA-256 and a hard link to its previous content is written atomically; then the
  files are replaced one by one in a fixed order and the journal is removed. The layout stays
  `FOLDER/report.html`, `FOLDER/audit.json`, ... (people open them directly): each file is always
  whole, and only while the journal exists may the set be a mix. A failure in this process puts
  every previous file back; a crash leaves the journal, and the next AnonGuard to take the folder
  (`settle`, done by every export and command-line run under `folder_lock`) completes the set
  from the staged copies, or puts the previous one back if they are not all there. A journal is
  followed only if this user's AnonGuard wrote it (signed with a key kept owner-only in the
  per-user data folder) and it names plain files of its own folder: a folder someone sends you may
  hold a planted one, which would otherwise delete or write files anywhere.
* `folder_lock`: one AnonGuard run at a time writes into a folder (`FOLDER/.anonguard.lock`,
  held with `flock` on POSIX and `msvcrt.locking` on Windows; the kernel releases it when the
  process ends, however it ends, so a crash never leaves a stale lock).
"""

from __future__ import annotations

import errno
import functools
import hashlib
import hmac
import json
import os
import re
import secrets
import shutil
import stat
import threading
from collections.abc import Iterable
from pathlib import Path

from anonguard.resources import user_data_dir

_UMASK_LOCK = threading.Lock()


@functools.cache
def _umask() -> int:
    """The process's umask, so written files get the permissions an ordinary write would give them.

    Read from /proc where there is one; elsewhere set and restored once, on first use, under a lock
    (importing this module must not touch process-wide state)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    with _UMASK_LOCK:
        mask = os.umask(0o077)
        os.umask(mask)
    return mask

LOCK_NAME = ".anonguard.lock"
JOURNAL_NAME = ".anonguard-commit.json"
KEY_NAME = "commit-journal.key"  # in the per-user data folder: signs this user's commit journals
# the temporaries and kept previous contents of a write: `.NAME.ag<pid>-<random>.tmp|.previous`
_OURS = re.compile(r"^\..+\.ag(\d+)-[0-9a-f]{8}\.(tmp|previous)$")


# -- one file ----------------------------------------------------------------------------------

def write_file(path: str | Path, content: bytes, mode: int | None = None) -> None:
    """Replace `path` by `content` in one step (see the module's description).

    `mode`: the new file's permissions (0o600 for a file only its owner may read); by default those
    an ordinary write would give it."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = _stage(path, content, _tag(), mode)
    try:
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def atomic_write_text(path: str | Path, text: str, mode: int | None = None) -> None:
    """Write `text` (UTF-8) to `path` in one step: the old content or the new one, never a part."""
    write_file(path, text.encode("utf-8"), mode)


# -- a set of files ------------------------------------------------------------------------------

def write_together(files: dict[Path, bytes], remove: Iterable[Path] = (),
                   best_effort: bool = False) -> dict[Path, OSError]:
    """Replace the files of one folder as one set, in the order given; returns the files left out.

    `remove`: files of the folder's previous set that the new set has no version of; they go in the
    same commit. If anything fails, every file is put back as it was and the error raised.
    `best_effort`: a file after the first that cannot be written (a full disk) is left out of the
    set instead (its earlier version is removed with it: the folder never holds a file of the
    previous set beside the new one) and returned with its error; the first file is always required."""
    files = {Path(target): content for target, content in files.items()}
    remove = [Path(p) for p in remove]
    if not files:
        return {}
    if len(files) == 1 and not remove:  # one file is replaced in one step: no journal, no lock
        ((target, content),) = files.items()
        write_file(target, content)
        return {}
    folders = {target.parent for target in files} | {p.parent for p in remove}
    if len(folders) != 1:
        raise ValueError("write_together replaces files of one folder")
    (folder,) = folders
    with folder_lock(folder):
        settle(folder)
        return _write_set(folder, files, remove, best_effort)


def _write_set(folder: Path, files: dict[Path, bytes], remove: list[Path], best_effort: bool) -> dict[Path, OSError]:
    tag = _tag()
    staged: dict[Path, Path] = {}
    left_out: dict[Path, OSError] = {}
    try:
        for index, (target, content) in enumerate(files.items()):
            try:
                staged[target] = _stage(target, content, tag)
            except OSError as exc:
                if not best_effort or index == 0:
                    raise
                left_out[target] = exc
        gone = [p for p in dict.fromkeys([*remove, *left_out]) if p not in staged and os.path.lexists(p)]
        if len(staged) == 1 and not gone:
            ((target, temporary),) = staged.items()
            os.replace(temporary, target)
            _sync_folder(folder)
        else:
            hashes = {target: hashlib.sha256(files[target]).hexdigest() for target in staged}
            _commit(folder, tag, staged, gone, hashes)
    except BaseException:
        for temporary in staged.values():
            temporary.unlink(missing_ok=True)
        raise
    return left_out


def _commit(folder: Path, tag: str, staged: dict[Path, Path], gone: list[Path], hashes: dict[Path, str]) -> None:
    previous: dict[Path, Path] = {}
    try:
        for target in [*staged, *gone]:
            if target.exists():
                previous[target] = _keep_previous(target, tag)
        journal = {
            "format": "anonguard-commit", "version": 1, "pid": os.getpid(),
            "replace": [{"target": t.name, "staged": s.name, "sha256": hashes[t],
                         "previous": previous[t].name if t in previous else None} for t, s in staged.items()],
            "remove": [{"target": t.name, "previous": previous[t].name} for t in gone if t in previous],
        }
        key = _journal_key()
        if key is not None:  # unsigned (no per-user data folder to keep a key in), a crash leaves it unfollowed
            journal["signature"] = _signature(key, journal)
        _sync_folder(folder)  # the staged files and the previous contents are in the folder for good
        write_file(folder / JOURNAL_NAME, json.dumps(journal, indent=1).encode("utf-8"))
    except BaseException:
        for kept in previous.values():
            kept.unlink(missing_ok=True)
        raise
    try:
        for target, temporary in staged.items():
            os.replace(temporary, target)
        for target in gone:
            target.unlink(missing_ok=True)
        _sync_folder(folder)
    except BaseException:
        _roll_back(folder, journal)
        raise
    _finish(folder, journal)


def settle(folder: str | Path) -> str | None:
    """Complete (or undo) a set of files whose replacement a crash interrupted, and delete the
    temporaries of writers that are gone; says what it did, if anything. Only while holding the
    folder's lock (`folder_lock`): every commit holds it, so a journal found then is a crashed one's."""
    folder = Path(folder)
    said = None
    journal_path = folder / JOURNAL_NAME
    try:
        journal = json.loads(journal_path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        journal = None
    except (OSError, ValueError):
        journal = {}  # unreadable: written by no finished commit (the journal itself is written atomically)
    if journal is not None:  # every commit holds the lock: one left behind is a crashed one's
        if journal and not _written_here(journal):
            said = (f"ignored {journal_path}: a commit journal this user's AnonGuard did not write; nothing it names "
                    "was touched (delete it if you do not know where it comes from)")
        elif journal and _can_roll_forward(folder, journal):
            _roll_forward(folder, journal)
            said = (f"an earlier write into {folder} was interrupted while it replaced its files; "
                    f"it has been completed ({', '.join(e['target'] for e in journal['replace'])})")
        elif journal:
            _roll_back(folder, journal)
            said = (f"an earlier write into {folder} was interrupted while it replaced its files; "
                    "they were put back as they were")
        else:
            journal_path.unlink(missing_ok=True)
    for path in _listing(folder):
        found = _OURS.match(path.name)
        if found and not _alive(int(found.group(1))):
            path.unlink(missing_ok=True)
    return said


def _written_here(journal: object) -> bool:
    """Whether a journal found in a folder is one this user's AnonGuard wrote (its signature checks
    out) naming only plain files of that folder: nothing else is followed."""
    key = _journal_key()
    if key is None or not isinstance(journal, dict) or not isinstance(journal.get("signature"), str):
        return False
    unsigned = {name: value for name, value in journal.items() if name != "signature"}
    try:
        if not hmac.compare_digest(journal["signature"], _signature(key, unsigned)):
            return False
        entries = [*journal["replace"], *journal["remove"]]
        return all(_plain_name(entry["target"]) and all(
            entry.get(kept) is None or (_plain_name(entry[kept]) and _OURS.match(entry[kept]))
            for kept in ("staged", "previous")) for entry in entries)
    except (KeyError, TypeError, AttributeError):
        return False


def _plain_name(name: object) -> bool:
    """A file's name in its folder: no folder part, not the folder itself nor its parent."""
    return (isinstance(name, str) and name not in ("", ".", "..") and "/" not in name and "\\" not in name
            and Path(name).name == name)


def _signature(key: bytes, journal: dict) -> str:
    return hmac.new(key, json.dumps(journal, sort_keys=True).encode("utf-8"), hashlib.sha256).hexdigest()


def _journal_key() -> bytes | None:
    """This user's key for signing commit journals, made on first use (owner-only); None if the
    per-user data folder cannot hold it. Two first uses at once agree: the key is linked into place,
    never replaced."""
    path = user_data_dir() / KEY_NAME
    try:
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = _stage(path, secrets.token_bytes(32), _tag(), 0o600)
            try:
                os.link(temporary, path)
            except FileExistsError:
                pass
            finally:
                temporary.unlink(missing_ok=True)
        key = path.read_bytes()
    except OSError:
        return None
    return key if len(key) == 32 else None


def _can_roll_forward(folder: Path, journal: dict) -> bool:
    for entry in journal["replace"]:
        target, staged = folder / entry["target"], folder / entry["staged"]
        if not (_sha256(staged) == entry["sha256"] or _sha256(target) == entry["sha256"]):
            return False
    return True


def _roll_forward(folder: Path, journal: dict) -> None:
    for entry in journal["replace"]:
        staged = folder / entry["staged"]
        if staged.exists():
            os.replace(staged, folder / entry["target"])
    for entry in journal["remove"]:
        (folder / entry["target"]).unlink(missing_ok=True)
    _sync_folder(folder)
    _finish(folder, journal)


def _roll_back(folder: Path, journal: dict) -> None:
    """Every file as it was before the commit: its previous content back, a file it created gone."""
    for entry in [*journal["replace"], *journal["remove"]]:
        target = folder / entry["target"]
        kept = folder / entry["previous"] if entry.get("previous") else None
        if kept is not None and kept.exists():
            os.replace(kept, target)
            kept.unlink(missing_ok=True)  # a hard link renamed onto its own file stays: rename does nothing then
        elif kept is None and "sha256" in entry and _sha256(target) == entry["sha256"]:
            target.unlink()
        if entry.get("staged"):
            (folder / entry["staged"]).unlink(missing_ok=True)
    _sync_folder(folder)
    (folder / JOURNAL_NAME).unlink(missing_ok=True)
    _sync_folder(folder)


def _finish(folder: Path, journal: dict) -> None:
    (folder / JOURNAL_NAME).unlink(missing_ok=True)
    _sync_folder(folder)
    for entry in [*journal["replace"], *journal["remove"]]:
        if entry.get("previous"):
            (folder / entry["previous"]).unlink(missing_ok=True)


# -- one writer per folder ---------------------------------------------------------------------

class FolderInUse(Exception):
    """Another AnonGuard process holds the folder's lock."""

    def __init__(self, folder: Path, pid: int | None) -> None:
        super().__init__(f"{folder} is in use by another AnonGuard audit (pid {pid if pid else 'unknown'})")
        self.folder, self.pid = folder, pid


_HELD: dict[tuple[int, Path], list] = {}  # (thread, folder) -> [descriptor, depth]: locks held here (they nest)


class folder_lock:  # noqa: N801 (used as a context manager, like a function)
    """Hold `folder`'s lock while the block runs; raises FolderInUse at once if another process holds it.

    The lock file names the holder's pid and is removed when the lock is released. The folder is
    created if need be (an unwritable folder raises OSError). Nested locks of one thread are one."""

    def __init__(self, folder: str | Path) -> None:
        self.folder = Path(folder)

    def __enter__(self) -> "folder_lock":
        self.folder.mkdir(parents=True, exist_ok=True)
        self.key = (threading.get_ident(), self.folder.resolve())
        if self.key in _HELD:
            _HELD[self.key][1] += 1
            return self
        _HELD[self.key] = [_acquire(self.folder / LOCK_NAME), 1]
        return self

    def __exit__(self, *exc) -> None:
        held = _HELD[self.key]
        held[1] -= 1
        if held[1] == 0:
            del _HELD[self.key]
            _release(self.folder / LOCK_NAME, held[0])


def _acquire(path: Path) -> int:
    """Open and lock the lock file; one that is not AnonGuard's own (a link to a file elsewhere,
    which writing the pid would truncate) is removed, never followed."""
    while True:
        try:
            descriptor = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o666)
        except OSError as exc:
            if exc.errno != errno.ELOOP:
                raise
            path.unlink(missing_ok=True)  # a symbolic link: the link goes, what it points to stays
            continue
        if not own_file(os.fstat(descriptor)):
            os.close(descriptor)
            path.unlink(missing_ok=True)  # a second name of another file (a hard link) or not a file: only this name goes
            continue
        try:
            if not _try_lock(descriptor):
                raise FolderInUse(path.parent, _holder(descriptor))
            try:  # the holder before us may have removed the file between our open and our lock
                if os.path.samestat(os.fstat(descriptor), os.stat(path)):
                    os.ftruncate(descriptor, 0)
                    os.write(descriptor, f"{os.getpid()}\n".encode("ascii"))
                    return descriptor
            except FileNotFoundError:
                pass
        except BaseException:
            os.close(descriptor)
            raise
        os.close(descriptor)


def _release(path: Path, descriptor: int) -> None:
    if os.name == "nt":  # Windows cannot remove an open file: close, then remove if no one took it since
        os.close(descriptor)
        try:
            path.unlink()
        except OSError:
            pass
        return
    path.unlink(missing_ok=True)  # still locked: a process that opens it now retries on the new file
    os.close(descriptor)


if os.name == "nt":  # pragma: no cover - Windows
    import msvcrt

    _LOCK_OFFSET = 1 << 20  # a byte far past the pid, so others can still read it

    def _try_lock(descriptor: int) -> bool:
        os.lseek(descriptor, _LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        finally:
            os.lseek(descriptor, 0, os.SEEK_SET)
        return True
else:
    import fcntl

    def _try_lock(descriptor: int) -> bool:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        except OSError as exc:  # a file system without locks (some network shares): go on unlocked
            if exc.errno in (errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS, errno.EINVAL):
                return True
            raise
        return True


def _holder(descriptor: int) -> int | None:
    try:
        os.lseek(descriptor, 0, os.SEEK_SET)
        return int(os.read(descriptor, 32).decode("ascii").strip())
    except (OSError, ValueError):
        return None


# -- helpers ---------------------------------------------------------------------------------------

def own_file(found: str | Path | os.stat_result) -> bool:
    """Whether a file (or its `os.lstat`) found in a folder is a plain file of that folder: not a
    link to a file elsewhere (symbolic, or a hard link's second name), not a folder or device.
    Files AnonGuard finds in an output folder are read or written only then."""
    try:
        found = found if isinstance(found, os.stat_result) else os.lstat(found)
    except OSError:
        return False
    return stat.S_ISREG(found.st_mode) and found.st_nlink == 1


def _tag() -> str:
    return f"ag{os.getpid()}-{secrets.token_hex(4)}"


def _stage(target: Path, content: bytes, tag: str, mode: int | None = None) -> Path:
    """`content` in a new file beside `target`, flushed to the disk; removed again if anything fails."""
    temporary = target.with_name(f".{target.name}.{tag}.tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
    try:
        try:
            if hasattr(os, "fchmod"):  # the mode asked for, else what an ordinary write gives (a report for colleagues)
                os.fchmod(descriptor, mode if mode is not None else 0o666 & ~_umask())
            _write_content(descriptor, content, target)
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return temporary


def _write_content(descriptor: int, content: bytes, target: Path) -> None:
    """Every byte of `content` to `descriptor`, a temporary for `target` (the one place file contents
    are written: tests make it fail as a full disk would)."""
    view = memoryview(content)
    while view:
        view = view[os.write(descriptor, view):]


def _keep_previous(target: Path, tag: str) -> Path:
    """A second name for `target`'s current content (a hard link; a copy where links are not supported)."""
    kept = target.with_name(f".{target.name}.{tag}.previous")
    try:
        os.link(target, kept, follow_symlinks=False)  # a planted link is kept as a link, never followed
    except OSError:
        try:
            shutil.copyfile(target, kept, follow_symlinks=False)
            with open(kept, "rb+") as stream:
                os.fsync(stream.fileno())
        except BaseException:
            kept.unlink(missing_ok=True)
            raise
    return kept


def _sync_folder(folder: Path) -> None:
    """Make a folder's new names durable (POSIX); Windows has no way to, and needs none for NTFS."""
    if os.name == "nt":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:  # some file systems refuse to sync a folder
        pass
    finally:
        os.close(descriptor)


def _sha256(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def _listing(folder: Path) -> list[Path]:
    try:
        return list(folder.iterdir())
    except OSError:
        return []


def _alive(pid: int) -> bool:
    """Whether process `pid` runs (this one does)."""
    if pid == os.getpid():
        return True
    if pid <= 0:
        return False
    if os.name == "nt":  # pragma: no cover - Windows: no signal 0; never delete what may be in use
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # someone else's process
    return True
