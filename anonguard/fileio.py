"""Writing files so that a crash, a failed or a cancelled export never leaves a half-written one."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

_UMASK = os.umask(0)  # read once: the files get the permissions an ordinary write would give them
os.umask(_UMASK)


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write `text` to a temporary file beside `path`, then rename it over `path`."""
    write_together({Path(path): text.encode("utf-8")})


def write_together(files: dict[Path, bytes]) -> None:
    """Write every file or none: each goes to a temporary file beside its target first, and the
    targets are replaced only once all are written. If a replacement fails, the files already
    replaced get their previous content back, so a set of files (a report in several formats)
    is never a mix of an old and a new run."""
    staged: dict[Path, Path] = {}
    replaced: list[tuple[Path, Path | None]] = []  # (target, its previous content moved aside)
    try:
        for target, content in files.items():
            staged[target] = _staged(target, content)
        for target, temporary in staged.items():
            previous = None
            if target.exists():
                previous = _aside(target)
                os.replace(target, previous)
            replaced.append((target, previous))
            os.replace(temporary, target)
    except BaseException:
        for target, previous in reversed(replaced):
            if previous is not None:
                os.replace(previous, target)
            else:
                target.unlink(missing_ok=True)
        for temporary in staged.values():
            temporary.unlink(missing_ok=True)
        raise
    for _, previous in replaced:
        if previous is not None:
            previous.unlink(missing_ok=True)


def _staged(target: Path, content: bytes) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        os.chmod(temporary, 0o666 & ~_UMASK)  # mkstemp's own 0600 would hide a report from colleagues
        with os.fdopen(handle, "wb") as stream:
            stream.write(content)
            stream.flush()
            os.fsync(stream.fileno())
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return Path(temporary)


def _aside(target: Path) -> Path:
    handle, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".previous", dir=target.parent)
    os.close(handle)
    return Path(name)
