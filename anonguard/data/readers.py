"""Reading a table by its file extension, with errors that say what went wrong.

Formats come from the catalog's `reader` entries (built-in ones and plugins alike), looked
up once per process. Whatever a reader does, the caller gets a frame or a DataError naming
the file and what to do; checks that hold for every format (empty, no rows, repeated
column names) are made here.
"""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path

import pandas as pd

from anonguard.data.progress import ReadCancelled, advance, stage
from anonguard.errors import DataError
from anonguard.plugins.manager import DEFAULT_PLUGINS, CatalogEntry, load_catalog


@functools.cache
def _readers() -> dict[str, CatalogEntry]:
    """Extension -> reader; a plugin's reader wins over a built-in one for the same extension."""
    built_in = {module.__name__ for module in DEFAULT_PLUGINS}
    by_extension: dict[str, CatalogEntry] = {}
    for entry in sorted(load_catalog().of_kind("reader"), key=lambda e: e.plugin in built_in):
        for extension in entry.cls.extensions:
            by_extension.setdefault(extension, entry)
    return by_extension


def supported_extensions() -> list[str]:
    """The file extensions `read_table` accepts, e.g. for a file dialog's filter."""
    return sorted(_readers())


def sheet_names(path: str | Path) -> list[str]:
    """The sheets of a workbook, in order; empty for a file without sheets or one that cannot be opened."""
    entry = _readers().get(Path(path).suffix.lower())
    if entry is None or not hasattr(entry.cls, "sheet_names"):
        return []
    stage(f"Opening {Path(path).name}")
    try:
        return list(entry.cls.sheet_names(Path(path)))
    except Exception:  # noqa: BLE001 - reading the table itself will say what is wrong
        return []


def read_table(path: str | Path, sheet: str | None = None) -> pd.DataFrame:
    """The table in `path` (the named sheet of a workbook), or a DataError naming the file and what to do."""
    path = Path(path)
    if not path.is_file():
        raise DataError(f"{path}: no such file; check the path")
    entry = _readers().get(path.suffix.lower())
    if entry is None:
        raise DataError(
            f"{path}: unsupported file type {path.suffix or '(none)'!r}; use one of {', '.join(supported_extensions())}"
        )
    if path.stat().st_size == 0:
        raise DataError(f"{path}: the file is empty; export the table again with a header row")
    takes_sheet = any(p.name == "sheet" for p in entry.parameters)
    if sheet and not takes_sheet:
        raise DataError(f"{path}: a sheet ({sheet!r}) was named, but {entry.title} files have no sheets; drop '#{sheet}'")
    stage(f"Reading {path.name}" + (f" ▸ {sheet}" if sheet else ""))
    try:
        frame = entry.create({"sheet": sheet} if sheet else {}).read(path)
    except ReadCancelled:
        raise
    except ValueError as exc:  # the reader's own reason
        raise DataError(f"{path}: {_first_line(exc)}") from None
    except OSError as exc:
        raise DataError(f"{path}: cannot be opened ({exc.strerror or exc}); check that you may read it") from None
    except Exception as exc:  # noqa: BLE001 - a reader plugin's bug must not take the caller down
        raise DataError(
            f"{path}: cannot be read as {entry.title} ({type(exc).__name__}: {_first_line(exc)}); "
            f"check that the file is complete, or export it again"
        ) from None
    if not isinstance(frame, pd.DataFrame):
        raise DataError(f"{path}: reader {entry.id!r} ({entry.plugin}) returned no table; report this to its author")
    if frame.shape[1] == 0:
        raise DataError(f"{path}: no columns found; the first line must name the columns")
    if frame.shape[0] == 0:
        raise DataError(f"{path}: has a header but no rows")
    frame.columns = [str(c).strip() for c in frame.columns]
    duplicated = frame.columns[frame.columns.duplicated()].tolist()
    if duplicated:
        raise DataError(f"{path}: column {duplicated[0]!r} appears more than once; rename one of them")
    return frame


def _first_line(exc: Exception) -> str:
    message = str(exc).strip()
    return message.splitlines()[0] if message else type(exc).__name__


def file_sha256(path: str | Path) -> str:
    """Hex SHA-256 of a file, read in chunks so large files do not fill memory."""
    path = Path(path)
    stage(f"Checking {path.name} (SHA-256)")
    digest, total, done = hashlib.sha256(), path.stat().st_size, 0
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 22), b""):
            digest.update(chunk)
            done += len(chunk)
            advance(done, total)
    return digest.hexdigest()
