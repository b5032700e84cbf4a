"""The audit's run history: the last runs' settings and results, kept with the audit file, listed,
restored and compared side by side. A release board asks "what changed since last time?": after
coarsening a key variable, after a new seed, after another attack was ticked."""

from __future__ import annotations

import copy
import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QListWidget, QPushButton, QTableWidget, QTableWidgetItem,
    QVBoxLayout,
)

from anonguard.engine.claims.decision import CANNOT_JUDGE, SEVERITY
from anonguard.engine.outcome import leaves_unjudged
from anonguard.engine.kinds import saved_kind
from anonguard.engine.spec import TreatmentsSpec

if TYPE_CHECKING:
    from anonguard.gui.draft import AuditDraft

KEPT = 10  # runs kept per audit: enough to trace a release's revisions, small enough for the file
translate = QCoreApplication.translate  # found by pyside6-lupdate (context: HistoryDialog)


@dataclass
class Run:
    """One finished (or cancelled) run: when, under which settings, its results as saved, and the rest of
    its audit.json (inputs, warnings, the key variables' re-identification measures): without them a
    restored run lost its re-identification results, and saving it stored the file without them."""

    finished: str  # ISO time, local
    settings: dict[str, Any]
    results: list[dict[str, Any]]
    cancelled: bool = False
    provenance: dict[str, Any] | None = None  # None for runs kept before it was (they restore their results only)

    def summary(self) -> str:
        verdicts = [r.get("verdict") or r.get("risk") for r in self.results]
        # a result that could not be measured leaves its release unjudged: never "worst: safe" beside it
        verdicts += [CANNOT_JUDGE for r in self.results
                     if leaves_unjudged(r.get("status"), bool(r.get("not_applicable_by_design")), r.get("verdict"))]
        worst = max((v for v in verdicts if v in SEVERITY), key=SEVERITY.get,
                    default=translate("HistoryDialog", "none decided"))
        when = self.finished.replace("T", " ")[:16]
        text = translate("HistoryDialog", "{when} · seed {seed} · {count} results · worst: {worst}").format(
            when=when, seed=self.settings.get("seed"), count=len(self.results), worst=worst)
        return text + (" · " + translate("HistoryDialog", "cancelled") if self.cancelled else "")

    def restore_setup(self, draft: AuditDraft) -> None:
        """Put back into `draft` what this run ran under: its settings, and the chains that made its treated
        releases (their results are this run's: kept beside another chain, the audit file would pair them wrongly).
        A run kept before its provenance was leaves the chains as they are."""
        draft.settings = copy.deepcopy(self.settings)
        audit = (self.provenance or {}).get("audit")
        if isinstance(audit, dict):
            section = audit.get("treatments")
            draft.treatments = None if section is None else TreatmentsSpec.from_dict(section)

    def to_dict(self) -> dict[str, Any]:
        return {"finished": self.finished, "settings": self.settings, "results": self.results, "cancelled": self.cancelled,
                **({"provenance": self.provenance} if self.provenance is not None else {})}


@dataclass
class RunHistory:
    """The last `KEPT` runs, newest first."""

    runs: list[Run] = field(default_factory=list)

    def add(self, settings: dict[str, Any], results: list[dict[str, Any]], cancelled: bool = False,
            provenance: dict[str, Any] | None = None) -> Run:
        run = Run(dt.datetime.now().isoformat(timespec="seconds"), settings, results, cancelled, provenance)
        self.runs = [run, *self.runs][:KEPT]
        return run

    def to_list(self) -> list[dict[str, Any]]:
        return [run.to_dict() for run in self.runs]

    @classmethod
    def from_list(cls, stored: Any) -> "RunHistory":
        """What an audit file holds; anything malformed is left out rather than failing the open."""
        runs = []
        for item in stored if isinstance(stored, list) else []:
            try:
                provenance = item.get("provenance")
                runs.append(Run(str(item["finished"]), dict(item["settings"]), list(item["results"]),
                                bool(item.get("cancelled", False)), None if provenance is None else dict(provenance)))
            except (AttributeError, KeyError, TypeError, ValueError):
                continue
        return cls(runs[:KEPT])


def _key(result: dict[str, Any]) -> tuple:
    return (saved_kind(result), result.get("release"), result.get("attack_id"), result.get("secret") or "",
            tuple(result.get("known") or ()))


def _reading(result: dict[str, Any] | None) -> str:
    if result is None:
        return "—"
    alc, interval = result.get("alc"), result.get("alc_ci")
    verdict = result.get("verdict") or result.get("risk") or result.get("status")
    if not isinstance(alc, (int, float)):
        return str(verdict)
    spread = f" [{max(interval[0], -1):.2f}, {interval[1]:.2f}]" if interval else ""  # the board reads the interval too
    return f"{alc:.2f}{spread} {verdict}"


def compared(older: Run, newer: Run) -> list[tuple[str, str, str]]:
    """One row per result of either run: what it is, and its ALC and verdict in each (— if absent)."""
    before = {_key(r): r for r in older.results}
    after = {_key(r): r for r in newer.results}
    rows = []
    for key in dict.fromkeys([*before, *after]):
        kind, release, attack, secret, known = key
        what = " · ".join((str(release), str(attack), secret or translate("HistoryDialog", "membership")))
        if known:
            what += " " + translate("HistoryDialog", "({count} key variables)").format(count=len(known))
        rows.append((what, _reading(before.get(key)), _reading(after.get(key))))
    return rows


class HistoryDialog(QDialog):
    """The runs, newest first: show one's results (with its settings) in the window, or compare two."""

    def __init__(self, history: RunHistory, restore: Callable[[Run], None], parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Run history"))
        self.history = history
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Runs, newest first"))
        self.list.addItems([run.summary() for run in history.runs])
        self.list.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([self.tr("Result"), self.tr("Older run: ALC [95% interval], verdict"),
                                              self.tr("Newer run: ALC [95% interval], verdict")])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setAccessibleName(self.tr("The two selected runs side by side"))
        self.restore_button = QPushButton(self.tr("Show this run's results"))
        self.restore_button.clicked.connect(lambda: self.selected() and restore(self.selected()[0]))
        self.compare_button = QPushButton(self.tr("Compare the two selected runs"))
        self.compare_button.clicked.connect(self.compare)
        self.list.itemSelectionChanged.connect(self._selection_changed)
        buttons = QHBoxLayout()
        buttons.addWidget(self.restore_button)
        buttons.addWidget(self.compare_button)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("The last {count} runs of this audit are kept in its file. Select one to show "
                                        "its results again, or two (Ctrl+click) to compare them.").format(count=KEPT)))
        layout.addWidget(self.list)
        layout.addLayout(buttons)
        layout.addWidget(self.table, 1)
        layout.addWidget(close)
        self._selection_changed()
        self.resize(820, 560)

    def selected(self) -> list[Run]:
        rows = sorted(self.list.row(item) for item in self.list.selectedItems())
        return [self.history.runs[row] for row in rows]

    def _selection_changed(self) -> None:
        self.restore_button.setEnabled(len(self.selected()) == 1)
        self.compare_button.setEnabled(len(self.selected()) == 2)

    def compare(self) -> None:
        newer, older = self.selected()  # the list is newest first
        rows = compared(older, newer)
        self.table.setRowCount(len(rows))
        for i, row in enumerate(rows):
            for j, text in enumerate(row):
                self.table.setItem(i, j, QTableWidgetItem(text))
        self.table.resizeColumnToContents(0)
