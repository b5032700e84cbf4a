"""Reading a table with a chosen reader, with errors that say what went wrong.

Which reader reads which file extension is the plugins' business (`anonguard.plugins.tables`
looks it up in the catalog); whatever the reader does, the caller gets a frame or a DataError
naming the file and what to do. Checks that hold for every format (a path that names no file,
empty, no rows, repeated or missing column names, values that are not plain numbers, dates or
text) are made here.
"""

from __future__ import annotations

import hashlib
import inspect
import stat
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from anonguard.data.columns import plain_values
from anonguard.data.progress import ReadCancelled, ReaderCrashed, ReaderFailed, advance, apart, stage
from anonguard.data.sniff import first_repeated
from anonguard.errors import DataError


@dataclass(frozen=True)
class Reader:
    """A reader chosen for a file: its class, how to name it in an error, and where it runs."""

    cls: type
    title: str  # "Excel workbook"
    id: str
    origin: str  # the plugin that brings it
    takes_sheet: bool
    in_process: bool  # built in: runs here; a third party's runs in a helper process under the plugins' memory cap


def _read_with(cls: type, params: dict, path: Path, columns: list[str] | None) -> pd.DataFrame:
    """What one reader makes of `path` (only `columns`, if it can skip the others)."""
    reader = cls(**params)
    if columns is not None and "columns" in inspect.signature(reader.read).parameters:
        return reader.read(path, columns=columns)
    return reader.read(path)


def sheets_of(path: str | Path, reader: Reader | None) -> list[str]:
    """The sheets of a workbook, in order; empty for a file without sheets or one that cannot be opened."""
    if reader is None or not hasattr(reader.cls, "sheet_names"):
        return []
    stage(f"Opening {Path(path).name}")
    try:
        return list(reader.cls.sheet_names(Path(path)))
    except Exception:  # noqa: BLE001 - reading the table itself will say what is wrong
        return []


def read_with(reader: Reader, path: str | Path, sheet: str | None = None,
              columns: Iterable[str] | None = None) -> pd.DataFrame:
    """The table `reader` finds in `path` (the named sheet of a workbook), or a DataError naming the
    file and what to do.

    `columns`: read only these (those the file lacks are left out, not an error); a reader whose
    `read` takes a `columns` argument (every built-in one does) skips the others while parsing,
    which makes a wide table cheap. Every column read is made plain (`plain_values`): numbers,
    dates or text, whatever the reader's library gave.
    """
    path = checked_path(path)
    if path.stat().st_size == 0:
        raise DataError(f"{path}: the file is empty; export the table again with a header row")
    if sheet and not reader.takes_sheet:
        raise DataError(f"{path}: a sheet ({sheet!r}) was named, but {reader.title} files have no sheets; "
                        f"drop '#{sheet}'")
    wanted = None if columns is None else list(dict.fromkeys(str(c) for c in columns))
    stage(f"Reading {path.name}" + (f" ▸ {sheet}" if sheet else ""))
    try:
        params = {"sheet": sheet} if sheet else {}
        if reader.in_process:
            frame = _read_with(reader.cls, params, path, wanted)
        else:
            frame = apart(_read_with, reader.cls, params, path, wanted)
        if isinstance(frame, pd.DataFrame):
            frame = _named_columns(frame, wanted)
            plain_values(frame)
    except ReadCancelled:
        raise
    except (ValueError, ReaderFailed) as exc:  # the reader's own reason
        raise DataError(f"{path}: {_first_line(exc)}") from None
    except ReaderCrashed as exc:
        raise DataError(f"{path}: cannot be read by {reader.title} ({exc}); check that the file is complete, "
                        f"or report it to the reader's author ({reader.origin})") from None
    except OSError as exc:
        raise DataError(f"{path}: cannot be opened ({exc.strerror or exc}); check that you may read it") from None
    except MemoryError:
        raise DataError(f"{path}: the table does not fit in this computer's memory; read fewer columns "
                        "(name known columns), or audit a sample of its rows") from None
    except Exception as exc:  # noqa: BLE001 - a reader plugin's bug must not take the caller down
        raise DataError(
            f"{path}: cannot be read as {reader.title} ({type(exc).__name__}: {_first_line(exc)}); "
            f"check that the file is complete, or export it again"
        ) from None
    if not isinstance(frame, pd.DataFrame):
        raise DataError(f"{path}: reader {reader.id!r} ({reader.origin}) returned no table; report this to its author")
    if frame.shape[1] == 0:
        if wanted is not None:
            return frame  # none of the columns asked for: the caller names what it missed
        raise DataError(f"{path}: no columns found; the first line must name the columns")
    if frame.shape[0] == 0:
        raise DataError(f"{path}: has a header but no rows")
    return frame


def checked_path(path: str | Path) -> Path:
    """`path` if it names a regular file; otherwise a DataError saying what it names instead."""
    if "\x00" in str(path):
        raise DataError(f"{str(path)!r}: the path holds a NUL character (\\x00), which no file name can; check the path")
    path = Path(path)
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise DataError(f"{path}: no such file; check the path") from None
    except OSError as exc:
        raise DataError(f"{path}: cannot be opened ({exc.strerror or exc}); check the path and that you may read it") from None
    if stat.S_ISDIR(mode):
        raise DataError(f"{path}: is a folder, not a table file; choose a file inside it")
    if not stat.S_ISREG(mode):
        raise DataError(f"{path}: is not a regular file (a device, pipe or socket); save the table to a file first")
    return path


LONGEST_NAME = 1_000  # characters of a column's name: any real label fits; it is printed on every page


def _named_columns(frame: pd.DataFrame, wanted: list[str] | None) -> pd.DataFrame:
    """Names stripped and checked; unnamed empty columns (a trailing delimiter) dropped; `wanted` kept."""
    attrs = dict(frame.attrs)  # a reader's sheet and value codes stay with the columns kept
    if not isinstance(frame.index, pd.RangeIndex) or frame.index.start != 0 or frame.index.step != 1:
        # pandas keeps a frame's index in Parquet: a named one ("person_id") is a column of the table
        frame = frame.reset_index(drop=all(name is None for name in frame.index.names))
    names = [str(c).strip().lstrip("\ufeff").strip() for c in frame.columns]  # a second byte-order mark
    keep = []
    for position, name in enumerate(names):
        if name:
            keep.append(position)
            continue
        values = frame.iloc[:, position]
        present = values.dropna()
        present = present[present.astype(str).str.strip() != ""]
        if len(present) and wanted is None:
            example = present.iloc[0]
            example = example.item() if hasattr(example, "item") else example  # 2, not np.int64(2)
            raise ValueError(f"column {position + 1} has no name but holds values (e.g. {example!r}); "
                             "name it in the header row, or delete the column")
    too_long = next((position for position, name in enumerate(names) if len(name) > LONGEST_NAME), None)
    if too_long is not None:  # a megabyte-long name took every page of the report past minutes to lay out
        name = names[too_long]
        raise ValueError(f"column {too_long + 1}'s name is {len(name):,} characters long (it begins {name[:30]!r}); "
                         f"names of at most {LONGEST_NAME:,} are read: shorten it in the header row")
    frame.columns = names
    if len(keep) < len(names):
        frame = frame.iloc[:, keep]
    repeated = first_repeated(frame.columns)
    if repeated is not None:
        raise ValueError(f"column {repeated!r} appears more than once; rename one of them")
    if wanted is not None:
        chosen = set(wanted)
        selected = [position for position, name in enumerate(frame.columns) if name in chosen]
        if len(selected) < frame.shape[1]:
            frame = frame.iloc[:, selected]
    frame.attrs = attrs
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


def release_unused_memory() -> None:
    """Hand back to the system what Arrow's memory pool kept of tables read and since dropped.

    Parquet is read through Arrow, and pandas keeps text in Arrow arrays; the pool keeps freed
    memory for reuse, and for a census-sized table that is gigabytes the rest of an audit never
    reuses (a 10-million-row original and release: 2.4 GB held after reading, 1.0 GB once released).
    """
    import pyarrow

    pyarrow.default_memory_pool().release_unused()
