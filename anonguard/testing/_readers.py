"""The checks of table readers, on a sample file of the format that the reader's author supplies."""

from __future__ import annotations

import hashlib
import inspect
import tempfile
from pathlib import Path
from typing import Any

from anonguard.data.progress import ReadCancelled, watching
from anonguard.data.readers import Reader, read_with
from anonguard.errors import DataError
from anonguard.plugins.api import TableReader
from anonguard.progress import Progress
from anonguard.testing._checks import Check, checks

NOT_A_COLUMN = "no column of any table is named this"


def reader_checks(cls: type[TableReader], sample: str | Path, params: dict[str, Any] | None = None) -> list[Check]:
    """One check per promise the reader `cls` (made with `params`) keeps, reading `sample`: a small file
    of its format holding a table of a few rows."""
    sample = Path(sample)

    def on_sample(promise):
        return lambda cls, params: promise(cls, params, sample)

    return checks(cls, params, TableReader, [("reads", on_sample(_reads)), ("columns", on_sample(_columns)),
                                             ("damaged", on_sample(_damaged)), ("cancel", on_sample(_cancel))])


def _reads(cls: type[TableReader], params: dict[str, Any], sample: Path) -> None:
    """AnonGuard reads the sample through the reader as it reads any file (the checks common to every format
    included), and the file is left as it was."""
    before = hashlib.sha256(sample.read_bytes()).hexdigest()
    reader = Reader(cls, cls.title, cls.id, "the plugin under test", any(p.name == "sheet" for p in cls.parameters),
                    in_process=True)
    try:
        read_with(reader, sample, params.get("sheet"))
    except DataError as exc:
        raise AssertionError(f"{cls.id} could not read {sample.name} as AnonGuard reads it: {exc}") from None
    assert hashlib.sha256(sample.read_bytes()).hexdigest() == before, f"{cls.id}.read changed the file it read"


def _columns(cls: type[TableReader], params: dict[str, Any], sample: Path) -> None:
    """A reader that takes `columns` gives those the file holds, as a whole read gives them, and leaves out
    those it lacks."""
    reader = cls(**params)
    if "columns" not in inspect.signature(reader.read).parameters:
        return
    whole = reader.read(sample)
    first = str(whole.columns[0])
    some = reader.read(sample, columns=[first, NOT_A_COLUMN])
    assert [str(c) for c in some.columns] == [first], (
        f"{cls.id}.read(path, columns=[{first!r}, <a name the file lacks>]) gave the columns "
        f"{[str(c) for c in some.columns]}: give those asked for that the file holds, and leave out the others")
    assert some.iloc[:, 0].reset_index(drop=True).equals(whole.iloc[:, 0].reset_index(drop=True)), (
        f"{cls.id} read column {first!r} differently when asked for it alone")


def _damaged(cls: type[TableReader], params: dict[str, Any], sample: Path) -> None:
    """On a damaged file (the sample cut in half; bytes of no format) the reader gives a table or raises
    ValueError with a reason a person can act on, never another error."""
    content = sample.read_bytes()
    with tempfile.TemporaryDirectory() as folder:
        for what, damaged in (("cut in half", content[: len(content) // 2]), ("of no format", bytes(range(256)) * 8)):
            path = Path(folder) / f"damaged{sample.suffix}"
            path.write_bytes(damaged)
            try:
                cls(**params).read(path)
            except ValueError:
                continue
            except Exception as exc:  # noqa: BLE001 - what the check is about
                raise AssertionError(
                    f"{cls.id} raised {type(exc).__name__} ({exc}) on a file {what}: raise ValueError with a reason "
                    "a person can act on (\"line 7 has 5 fields but the header names 4\")") from None


class _CancelledAtOnce(Progress):
    """A read cancelled before it began, which counts how often the reader looked."""

    def __init__(self) -> None:
        super().__init__()
        self.looked = 0

    @property
    def cancelled(self) -> bool:
        self.looked += 1
        return True


def _cancel(cls: type[TableReader], params: dict[str, Any], sample: Path) -> None:
    """A reader that reports progress (`anonguard.api.advance`, `open_counted`) lets the user's Cancel end
    the read: the `ReadCancelled` that `advance` raises passes through it."""
    watcher = _CancelledAtOnce()
    try:
        with watching(watcher):
            cls(**params).read(sample)
    except ReadCancelled:
        return
    except Exception as exc:  # noqa: BLE001 - what the check is about
        raise AssertionError(f"{cls.id} turned the user's Cancel into {type(exc).__name__} ({exc}): let the "
                             "ReadCancelled that advance raises pass") from None
    assert not watcher.looked, (
        f"{cls.id} reported progress but finished the read the user had cancelled: let the ReadCancelled that "
        "advance raises pass")
