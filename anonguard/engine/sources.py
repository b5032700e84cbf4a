"""Where an audit's tables come from: files (read once, hashed, checked for change while read) or
frames already in memory (a notebook, a test, an experiment, a caller that read them itself).

Either way the audit gets each table with an `InputFile` record, its provenance in the report:
the name it goes by, a SHA-256 of its content, its rows and columns. A file's digest is of its
bytes; a frame's is of its column names and values (pandas' row hashes), so the same frame gives
the same digest in every run.
"""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import pandas as pd

from anonguard.data.readers import file_sha256
from anonguard.engine.result_fields import Count, result_field
from anonguard.engine.spec import AuditSpec, TableRef
from anonguard.errors import DataError
from anonguard.plugins.tables import read_table

MEMORY = "memory:"  # the prefix of a table reference that names a frame, not a file


@dataclass(frozen=True)
class InputFile:
    """One table the audit read: its role, the release it belongs to, and what it held."""

    role: Literal["original", "release", "non-members", "population"] = result_field(
        "what the audit read the table as")
    release: str | None = result_field("the release it belongs to")
    path: str = result_field("the file, or the name a frame in memory goes by")
    sha256: str = result_field("a digest of its content", extra={"pattern": "^[0-9a-f]{64}$"})
    rows: Count = result_field("its rows")
    columns: list[str] = result_field("its columns")
    sheet: str | None = result_field("the spreadsheet's sheet it was read from", None, required=False)


@dataclass(frozen=True)
class Loaded:
    frame: pd.DataFrame
    record: InputFile
    changed: bool = False  # the content differs from the digest the reference carried


class TableSource(ABC):
    """Gives the audit the tables its spec names."""

    @abstractmethod
    def name(self, ref: TableRef) -> str:
        """How the table is named in messages and in the report (a file's path)."""

    @abstractmethod
    def load(self, ref: TableRef, role: str, release: str | None, columns: list[str] | None = None) -> Loaded:
        """The table (only `columns`, when given and the source can skip the others), with its record."""

    @abstractmethod
    def all_columns(self, ref: TableRef) -> list[str]:
        """Every column of the table, for an error that lists them."""


@dataclass(frozen=True)
class ReadTable:
    """A table a caller has already read from its file (the window, which shows it), with its digest."""

    path: str
    sheet: str | None
    sha256: str
    frame: pd.DataFrame


class FileSource(TableSource):
    """Tables read from the files the spec names, relative to its folder; a file `already_read` is
    taken as it was read (the window hands over what it shows, instead of the audit reading and
    hashing every table again)."""

    def __init__(self, spec: AuditSpec, already_read: Iterable[ReadTable] = ()) -> None:
        self.spec = spec
        self.already_read = {(_where(table.path), table.sheet): table for table in already_read}

    def name(self, ref: TableRef) -> str:
        return str(self.spec.resolve(ref))

    def load(self, ref: TableRef, role: str, release: str | None, columns: list[str] | None = None) -> Loaded:
        """Read once; the audit then works from memory, so the file may go or change while it runs."""
        path = self.spec.resolve(ref)
        held = self.already_read.get((_where(path), ref.sheet))
        if held is not None:
            frame = _only(held.frame, columns)
            record = InputFile(role, release, str(path), held.sha256, len(frame), list(frame.columns), ref.sheet)
            return Loaded(frame.copy(), record, changed=bool(ref.sha256) and ref.sha256 != held.sha256)
        before = _signature(path)
        frame = read_table(path, ref.sheet, columns=columns)
        digest = file_sha256(path) if path.is_file() else None
        if digest is None or _signature(path) != before:
            raise DataError(f"{path}: the file changed or went away while it was being read; wait until whatever "
                            "writes it has finished, then run the audit again")
        record = InputFile(role, release, str(path), digest, len(frame), list(frame.columns), ref.sheet)
        return Loaded(frame, record, changed=bool(ref.sha256) and ref.sha256 != digest)

    def all_columns(self, ref: TableRef) -> list[str]:
        return list(read_table(self.spec.resolve(ref), ref.sheet).columns)


class FrameSource(TableSource):
    """Frames held in memory, named by the spec as `memory:NAME`."""

    def __init__(self, frames: Mapping[str, pd.DataFrame]) -> None:
        self.frames = dict(frames)

    def name(self, ref: TableRef) -> str:
        return ref.path

    def load(self, ref: TableRef, role: str, release: str | None, columns: list[str] | None = None) -> Loaded:
        frame = _only(self._frame(ref), columns)
        digest = frame_sha256(self._frame(ref))
        record = InputFile(role, release, ref.path, digest, len(frame), [str(c) for c in frame.columns], None)
        return Loaded(frame.copy(), record, changed=bool(ref.sha256) and ref.sha256 != digest)

    def all_columns(self, ref: TableRef) -> list[str]:
        return [str(c) for c in self._frame(ref).columns]

    def _frame(self, ref: TableRef) -> pd.DataFrame:
        name = ref.path.removeprefix(MEMORY)
        if name not in self.frames:
            raise DataError(f"{ref.path}: no table of that name was given to the audit "
                            f"(given: {', '.join(self.frames) or 'none'})")
        return self.frames[name]


def frame_sha256(frame: pd.DataFrame) -> str:
    """A digest of a frame's column names and values, the same in every run and on every machine."""
    digest = hashlib.sha256()
    digest.update("\x1f".join(map(str, frame.columns)).encode())
    digest.update(pd.util.hash_pandas_object(frame, index=False).to_numpy().tobytes())
    return digest.hexdigest()


def _only(frame: pd.DataFrame, columns: list[str] | None) -> pd.DataFrame:
    """`frame` cut to `columns` in its own order (those it lacks left out), as a reader would read them."""
    if columns is None:
        return frame
    wanted = set(columns)
    return frame[[c for c in frame.columns if c in wanted]]


def _where(path: str | Path) -> str:
    """A file's path as the same string however it was named (relative, with .., a link)."""
    try:
        return str(Path(path).resolve())
    except (OSError, ValueError):
        return str(path)


def _signature(path: Path) -> tuple[int, int] | None:
    """Size and modification time: enough to see a file change while it is read, without reading it again."""
    try:
        status = path.stat()
    except (OSError, ValueError):  # ValueError: a NUL in the path
        return None
    return status.st_size, status.st_mtime_ns
