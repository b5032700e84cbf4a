"""Every scenario of a run and where it stands: queued, running (on which worker, doing what),
done, failed or cancelled. Scenarios run side by side in worker processes or on a cluster, so one
progress bar cannot say which is where; this table can. The model is plain Qt model logic, fed by
the window from the audit worker's events; the window shows it in a window of its own (Scenarios…
in the status bar) while a run goes on and after it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractTableModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import QDialog, QHeaderView, QTableView, QVBoxLayout, QWidget

from anonguard.engine.events import ScenarioFinished, ScenarioStage, ScenarioStarted
from anonguard.engine.outcome import Status
from anonguard.gui.engine_words import failure_text
from anonguard.gui.models import localized
from anonguard.gui.session import RunPrepared

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: ScenarioStates)

HEADERS = (QT_TRANSLATE_NOOP("ScenarioStates", "Scenario"), QT_TRANSLATE_NOOP("ScenarioStates", "State"),
           QT_TRANSLATE_NOOP("ScenarioStates", "Where"))
ENDED = {Status.OK: QT_TRANSLATE_NOOP("ScenarioStates", "done"),
         Status.FAILED: QT_TRANSLATE_NOOP("ScenarioStates", "failed"),
         Status.CANCELLED: QT_TRANSLATE_NOOP("ScenarioStates", "cancelled"),
         Status.NOT_APPLICABLE: QT_TRANSLATE_NOOP("ScenarioStates", "not applicable")}


class ScenarioStates(QAbstractTableModel):
    """One row per scenario of the run: what it is, its state and the worker running it."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []

    def take(self, event: object) -> None:
        """One event of the run, by its type (the attempts made come through `attempts`: the window knows the cap)."""
        if isinstance(event, RunPrepared):
            self.reset(event.descriptions)
        elif isinstance(event, ScenarioStarted):
            self.started(event.index, event.total, event.scenario.describe(), event.where)
        elif isinstance(event, ScenarioStage):
            self.stage(event.index, event.total, event.stage, event.done)
        elif isinstance(event, ScenarioFinished):
            self.finished(event.index, event.result)

    def reset(self, descriptions: list[str]) -> None:
        """A new run of these scenarios: every one queued."""
        self.beginResetModel()
        self.rows = [[what, translate("ScenarioStates", "queued"), ""] for what in descriptions]
        self.endResetModel()

    def started(self, index: int, _total: int, _what: str, where: str) -> None:
        self._set(index, translate("ScenarioStates", "running"),
                  where or translate("ScenarioStates", "the audit's process"))

    def stage(self, index: int, _total: int, stage: str, _done: float) -> None:
        self._set(index, translate("ScenarioStates", "running: {stage}").format(stage=stage))

    def attempts(self, index: int, attempts: int, planned: int) -> None:
        self._set(index, translate("ScenarioStates", "running: {attempts} of {planned} attempts").format(
            attempts=localized(f"{attempts:,}"), planned=localized(f"{planned:,}")))

    def finished(self, index: int, result: Any) -> None:
        words = translate("ScenarioStates", ENDED.get(result.status, result.status))
        self._set(index, f"{words}: {failure_text(result.error)}" if result.status == Status.FAILED and result.error
                  else words)

    def counts(self) -> dict[str, int]:
        """How many scenarios are in each state (its first word), for a summary."""
        found: dict[str, int] = {}
        for _, state, _ in self.rows:
            word = state.split(":")[0]
            found[word] = found.get(word, 0) + 1
        return found

    def _set(self, index: int, state: str, where: str | None = None) -> None:
        if not 0 <= index < len(self.rows):
            return
        self.rows[index][1] = state
        if where is not None:
            self.rows[index][2] = where
        self.dataChanged.emit(self.index(index, 1), self.index(index, 2))

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(HEADERS)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if index.isValid() and role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.rows[index.row()][index.column()]
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return translate("ScenarioStates", HEADERS[section])
        return str(section + 1)


class ScenarioStatesWindow(QDialog):
    """The table of the run's scenarios, beside the main window (not modal)."""

    def __init__(self, model: ScenarioStates, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Scenarios of the run"))
        self.setModal(False)
        self.view = QTableView()
        self.view.setModel(model)
        self.view.setAccessibleName(self.tr("Every scenario of the run and its state"))
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setStretchLastSection(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        self.resize(900, 480)
