"""An audit's prepared tables in a folder its cluster's workers share, as partitioned Parquet.

Sending a census-sized release through the Dask scheduler costs this machine a pickled copy of it
and every worker a copy in transit. With `execution.shared_folder`, the original and every release
table, as encoded, are written once under `<folder>/<key>/` as Parquet files of at most
`PART_ROWS` rows each, the key being the SHA-256 of their content; the audit then travels without
them, and each worker reads them from the folder the first time it runs a group of that audit,
keeping them for its later groups. They are the original, encoded: readable by their owner alone
(files 0600, folders 0700, as the workers run as the same user) and removed when the run ends
(`unstage`), so a shared folder never keeps a copy of the original for others to read.
"""

from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
import os
import shutil
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from anonguard.errors import AuditError

PART_ROWS = 1_000_000
DONE = "complete.json"  # written last: a folder without it is a write that did not finish


@dataclass(frozen=True)
class StagedFrame:
    """Stands in for a table written to the shared folder: where it is and what it was."""

    folder: str
    columns: tuple  # the frame's column labels (Parquet names them c0, c1, ...)
    rows: int


def stage(audit: Any, folder: str | Path) -> Any:
    """A copy of the prepared audit whose tables are in `folder` (written unless already there)."""
    data = audit.data
    frames = {"original": data.original}
    frames.update({f"release-{i}-{j}": table.data for i, tables in enumerate(data.releases.values())
                   for j, table in enumerate(tables)})
    root = Path(folder) / _key(frames)
    if not (root / DONE).exists():
        try:
            _owner_only_folder(root)
            for name, frame in frames.items():
                _write(frame, root / name)
            _owner_only_file(root / DONE).write_text(json.dumps({name: len(frame) for name, frame in frames.items()}))
        except OSError as exc:
            raise AuditError(f"the prepared tables could not be written to the shared folder {folder} ({exc}): "
                             "choose a folder this machine can write (execution.shared_folder)") from None
    staged = {name: StagedFrame(str(root / name), tuple(frame.columns), len(frame)) for name, frame in frames.items()}
    releases = {label: tuple(dataclasses.replace(table, data=staged[f"release-{i}-{j}"]) for j, table in enumerate(tables))
                for i, (label, tables) in enumerate(data.releases.items())}
    shipped = copy.copy(audit)
    shipped.data = dataclasses.replace(data, original=staged["original"], releases=releases)
    return shipped


def unstage(audit: Any) -> None:
    """Remove a staged audit's tables from the shared folder (at the end of its run, however it ends)."""
    folder = staged_folder(audit)
    if folder is not None:
        shutil.rmtree(folder, ignore_errors=True)


def staged_folder(audit: Any) -> str | None:
    """The folder of a staged audit's tables (None when they travel with it)."""
    original = audit.data.original
    return str(Path(original.folder).parent) if isinstance(original, StagedFrame) else None


def readable(folder: str) -> bool:
    """On a worker: whether the staged tables are there, complete."""
    return (Path(folder) / DONE).is_file()


def check_readable(found: dict[str, bool], folder: str) -> None:
    """An AuditError naming every worker that cannot read the staged tables."""
    blind = sorted(worker for worker, sees in found.items() if not sees)
    if blind:
        raise AuditError(f"the cluster's worker(s) {', '.join(blind)} cannot read the shared folder {folder}: "
                         "execution.shared_folder must be a folder this machine and every worker see at the same "
                         "path (e.g. on NFS), or leave it empty to send the tables to the workers")


_read_here: dict[str, Any] = {}  # on a worker: the last staged audit's tables, read once
_reading = threading.Lock()


def attached(audit: Any) -> Any:
    """On a worker: the audit with its staged tables read back (once per worker and audit)."""
    folder = staged_folder(audit)
    if folder is None:
        return audit
    with _reading:
        if folder not in _read_here:
            _read_here.clear()  # one audit's tables at a time
            data = audit.data
            releases = {label: tuple(dataclasses.replace(table, data=_read(table.data)) for table in tables)
                        for label, tables in data.releases.items()}
            _read_here[folder] = dataclasses.replace(data, original=_read(data.original), releases=releases)
        data = _read_here[folder]
    audit = copy.copy(audit)
    audit.data = data
    return audit


def _key(frames: dict[str, pd.DataFrame]) -> str:
    digest = hashlib.sha256()
    for name, frame in frames.items():
        digest.update(json.dumps([name, [str(c) for c in frame.columns], [str(t) for t in frame.dtypes]]).encode())
        digest.update(pd.util.hash_pandas_object(frame, index=False).to_numpy().tobytes())
    return digest.hexdigest()


def _owner_only_folder(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    os.chmod(folder, 0o700)


def _owner_only_file(path: Path) -> Path:
    """`path` made empty and readable by its owner alone before any row is written into it."""
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600))
    os.chmod(path, 0o600)
    return path


def _write(frame: pd.DataFrame, folder: Path) -> None:
    _owner_only_folder(folder)
    plain = frame.set_axis([f"c{i}" for i in range(frame.shape[1])], axis=1).reset_index(drop=True)
    for part, start in enumerate(range(0, max(len(plain), 1), PART_ROWS)):
        temporary = _owner_only_file(folder / f".part-{part:05d}.parquet.tmp")
        plain.iloc[start : start + PART_ROWS].to_parquet(temporary, index=False)
        os.replace(temporary, folder / f"part-{part:05d}.parquet")


def _read(staged: StagedFrame) -> pd.DataFrame:
    parts = sorted(Path(staged.folder).glob("part-*.parquet"))
    try:
        frame = pd.concat([pd.read_parquet(part) for part in parts], ignore_index=True) if parts else None
    except (OSError, ValueError) as exc:
        raise AuditError(f"the shared table {staged.folder} could not be read ({exc})") from None
    if frame is None or len(frame) != staged.rows:
        raise AuditError(f"the shared table {staged.folder} is incomplete ({0 if frame is None else len(frame)} of "
                         f"{staged.rows} rows): run the audit again")
    frame.columns = list(staged.columns)
    return frame
