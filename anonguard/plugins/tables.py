"""Which installed reader reads a file: the catalog's `reader` entries, by file extension.

A plugin's reader wins over a built-in one for the same extension. The lookup is made once per
process and made again after a plugin is installed (`forget_readers`, which the installer calls),
so a reader installed from the window is used at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pandas as pd

from anonguard.data.readers import Reader, checked_path, read_with, sheets_of
from anonguard.errors import DataError
from anonguard.plugins.manager import DEFAULT_PLUGINS, CatalogEntry, load_catalog

_by_extension: dict[str, Reader] | None = None


def readers() -> dict[str, Reader]:
    """Extension (".csv") -> the reader used for it."""
    global _by_extension
    if _by_extension is None:
        built_in = {module.__name__ for module in DEFAULT_PLUGINS}
        found: dict[str, Reader] = {}
        for entry in sorted(load_catalog().of_kind("reader"), key=lambda e: e.plugin in built_in):
            for extension in entry.cls.extensions:
                found.setdefault(extension, _reader(entry, entry.plugin in built_in))
        _by_extension = found
    return _by_extension


def forget_readers() -> None:
    """Look the readers up again at the next read (a plugin was installed or removed)."""
    global _by_extension
    _by_extension = None


def _reader(entry: CatalogEntry, built_in: bool) -> Reader:
    return Reader(entry.cls, entry.title, entry.id, entry.plugin, any(p.name == "sheet" for p in entry.parameters),
                  in_process=built_in)


def supported_extensions() -> list[str]:
    """The file extensions `read_table` accepts, e.g. for a file dialog's filter."""
    return sorted(readers())


def sheet_names(path: str | Path) -> list[str]:
    """The sheets of a workbook, in order; empty for a file without sheets or one that cannot be opened."""
    return sheets_of(path, readers().get(Path(path).suffix.lower()))


def read_table(path: str | Path, sheet: str | None = None, columns: Iterable[str] | None = None) -> pd.DataFrame:
    """The table in `path`, read by the reader for its extension (`anonguard.data.readers.read_with`
    says what is checked); a DataError naming the file and the formats there are if none reads it."""
    path = checked_path(path)
    reader = readers().get(path.suffix.lower())
    if reader is None:
        raise DataError(
            f"{path}: unsupported file type {path.suffix or '(none)'!r}; use one of {', '.join(supported_extensions())}"
        )
    return read_with(reader, path, sheet, columns)
