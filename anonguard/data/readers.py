"""Readers for the table formats AnonGuard accepts, with errors that say what went wrong."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

import pandas as pd
import pyarrow

from anonguard.errors import DataError


def _read_csv(path: Path) -> pd.DataFrame:
    sep = "\t" if path.suffix.lower() == ".tsv" else ","
    # pandas renames a repeated header to "name.1"; read the header raw to catch it
    header = pd.read_csv(path, sep=sep, header=None, nrows=1, dtype=str).iloc[0].str.strip()
    repeated = header[header.duplicated()].tolist()
    if repeated:
        raise DataError(f"{path}: column {repeated[0]!r} appears more than once; rename one of them")
    return pd.read_csv(path, sep=sep, skipinitialspace=True)


def _read_parquet(path: Path) -> pd.DataFrame:
    return pd.read_parquet(path)


READERS: dict[str, Callable[[Path], pd.DataFrame]] = {
    ".csv": _read_csv,
    ".tsv": _read_csv,
    ".parquet": _read_parquet,
    ".pq": _read_parquet,
}


def read_table(path: str | Path) -> pd.DataFrame:
    """The table in `path`, or a DataError naming the file and what to do about it."""
    path = Path(path)
    if not path.is_file():
        raise DataError(f"{path}: no such file; check the path")
    reader = READERS.get(path.suffix.lower())
    if reader is None:
        raise DataError(
            f"{path}: unsupported file type {path.suffix or '(none)'!r}; use one of {', '.join(sorted(READERS))}"
        )
    try:
        frame = reader(path)
    except pd.errors.EmptyDataError:
        raise DataError(f"{path}: the file is empty; export the table again with a header row") from None
    except (pd.errors.ParserError, UnicodeDecodeError, ValueError, pyarrow.ArrowException, OSError) as exc:
        first_line = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise DataError(f"{path}: cannot be read as {path.suffix[1:].upper()} ({first_line})") from None
    if frame.shape[1] == 0:
        raise DataError(f"{path}: no columns found; the first line must name the columns")
    if frame.shape[0] == 0:
        raise DataError(f"{path}: has a header but no rows")
    frame.columns = [str(c).strip() for c in frame.columns]
    duplicated = frame.columns[frame.columns.duplicated()].tolist()
    if duplicated:
        raise DataError(f"{path}: column {duplicated[0]!r} appears more than once; rename one of them")
    return frame


def file_sha256(path: str | Path) -> str:
    """Hex SHA-256 of a file, read in chunks so large files do not fill memory."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()
