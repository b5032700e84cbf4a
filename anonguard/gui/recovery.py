"""A journal of the run the window is showing, so that a crash loses none of its finished results.

While a run goes on (and until its results are saved, replaced or the window closes normally)
the window keeps an audit file in the per-user `recovery` folder, rewritten atomically after
every result. A journal whose window is gone, with its process, was left by a crash: the next
start offers to open it like any saved audit, results and report provenance included.

A journal holds every value the run produced (no disclosure policy applies to it): only its user
may read it (the folder 0700, each journal 0600).
"""

from __future__ import annotations

import datetime as dt
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from anonguard.fileio import atomic_write_text
from anonguard.report.journal import ResultsJournal
from anonguard.resources import user_data_dir

PRIVATE_FILE, PRIVATE_FOLDER = 0o600, 0o700  # a journal, and the folder of journals: their user's alone
translate = QCoreApplication.translate  # found by pyside6-lupdate (context: Recovery)


def recovery_dir() -> Path:
    return user_data_dir() / "recovery"


def _private_folder(folder: Path) -> None:
    """Make the recovery folder if need be, readable by its user alone (also one an older version made)."""
    folder.mkdir(parents=True, exist_ok=True, mode=PRIVATE_FOLDER)
    if os.name != "nt":
        os.chmod(folder, PRIVATE_FOLDER)


@dataclass
class RunJournal:
    """The journal of one run: the audit as it was run, its finished results and their provenance."""

    path: Path
    audit: dict[str, Any]  # the audit file's content, with absolute paths
    saved_as: str | None  # the audit file the run was started from, if any
    started: str
    _file: ResultsJournal = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._file = ResultsJournal(self.path, mode=PRIVATE_FILE)

    @classmethod
    def begin(cls, audit: dict[str, Any], saved_as: Path | None) -> "RunJournal":
        started = dt.datetime.now().astimezone()
        path = recovery_dir() / f"run-{started:%Y%m%d-%H%M%S}-{os.getpid()}.json"
        return cls(path, audit, None if saved_as is None else str(saved_as), started.isoformat(timespec="seconds"))

    def record(self, header: dict[str, Any] | None, results: list) -> None:
        """Rewrite the journal with every result finished so far; a failed write never stops the run.
        It runs on the window's thread after every result (`ResultsJournal` serializes each once)."""
        recovery = {"pid": os.getpid(), "started": self.started, "saved_as": self.saved_as}
        try:
            _private_folder(self.path.parent)
            self._file.record({**self.audit, "provenance": header, "recovery": recovery}, results)
        except OSError:
            pass

    def discard(self) -> None:
        self._file.discard()


@dataclass(frozen=True)
class Interrupted:
    """A journal left behind by a window that is no longer running."""

    path: Path
    started: str
    saved_as: str | None
    results: int

    def claim(self) -> RunJournal:
        """The journal, now of this process: shown here, it is no longer offered elsewhere."""
        content = json.loads(self.path.read_text(encoding="utf-8"))
        content["recovery"]["pid"] = os.getpid()
        atomic_write_text(self.path, json.dumps(content), mode=PRIVATE_FILE)
        return RunJournal(self.path, {}, self.saved_as, self.started)

    def describe(self) -> str:
        name = Path(self.saved_as).name if self.saved_as else translate("Recovery", "an unsaved audit")
        # a strftime format: the translation may reorder its fields (%d day, %b month, %Y year, %H:%M time)
        when = dt.datetime.fromisoformat(self.started).strftime(translate("Recovery", "%d %b %Y at %H:%M"))
        said = (translate("Recovery", "{count} finished results of {audit}, run on {when}") if self.results != 1
                else translate("Recovery", "{count} finished result of {audit}, run on {when}"))
        return said.format(count=self.results, audit=name, when=when)


def interrupted() -> list[Interrupted]:
    """Journals whose process has ended, newest first; unreadable ones are skipped, not deleted."""
    found = []
    for path in sorted(recovery_dir().glob("run-*.json"), reverse=True):
        try:
            content = json.loads(path.read_text(encoding="utf-8"))
            about = content["recovery"]
            if _alive(int(about["pid"])) or not content.get("results"):
                continue
            found.append(Interrupted(path, about["started"], about.get("saved_as"), len(content["results"])))
        except (OSError, ValueError, KeyError, TypeError):
            continue
    return found


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # someone else's process, or a platform that cannot tell: leave its journal alone
    return True
