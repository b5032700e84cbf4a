"""Qt table models over the draft's frames, its columns and the audit's results.

Models, never a widget per cell: a view asks only for the cells it shows, so a
1,000,000-row table previews as fast as a small one.
"""

from __future__ import annotations

from typing import Any

import pandas as pd
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from anonguard.engine.results import ScenarioResult
from anonguard.gui.draft import ROLES, AuditDraft

Index = QModelIndex | QPersistentModelIndex
RISK_COLORS = {"safe": "#d8f0d8", "at-risk": "#fff0c0", "serious": "#f6c6c0"}
FAILED_COLOR = "#e0e0e0"
RISK_ORDER = {"failed": 0, "cancelled": 1, "safe": 2, "at-risk": 3, "serious": 4}


class FrameModel(QAbstractTableModel):
    """A read-only view of a DataFrame; cells are formatted only when shown."""

    def __init__(self, frame: pd.DataFrame | None = None) -> None:
        super().__init__()
        self._frame = frame if frame is not None else pd.DataFrame()

    def set_frame(self, frame: pd.DataFrame) -> None:
        self.beginResetModel()
        self._frame = frame
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._frame)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else self._frame.shape[1]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        value = self._frame.iat[index.row(), index.column()]
        return "" if pd.isna(value) else str(value)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return str(self._frame.columns[section])
        return str(section + 1)


class ColumnsModel(QAbstractTableModel):
    """The original's columns with their kind and role; both editable."""

    HEADERS = ("Column", "Kind", "Role", "Distinct values", "Missing")

    def __init__(self, draft: AuditDraft) -> None:
        super().__init__()
        self.draft = draft

    def refresh(self) -> None:
        self.beginResetModel()
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.draft.columns)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.HEADERS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column = self.draft.columns[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if index.column() >= 3:
                return f"{self.draft.original.counts[column.name][index.column() - 3]:,}"
            return (column.name, column.kind, column.role)[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == 2:
            return ("known: the attacker knows it · secret: what the attacker tries to learn · "
                    "entity: identifies a person owning several rows · ignore: left out")
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        return flags | Qt.ItemFlag.ItemIsEditable if index.column() in (1, 2) else flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() not in (1, 2):
            return False
        column = self.draft.columns[index.row()]
        if index.column() == 1:
            if value not in ("categorical", "continuous"):
                return False
            if value == "continuous" and not pd.api.types.is_numeric_dtype(self.draft.original.frame[column.name]):
                return False
            column.kind = value
        else:
            if value not in ROLES:
                return False
            self.draft.set_role(column.name, value)  # may move the entity role: the whole column changes
            self.dataChanged.emit(self.index(0, 2), self.index(self.rowCount() - 1, 2))
            return True
        self.dataChanged.emit(index, index)
        return True

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.HEADERS[section]
        return None


class ResultTableModel(QAbstractTableModel):
    """One row per finished scenario; sortable through a proxy (UserRole: numbers sort as numbers).

    Subclasses give the columns (`HEADERS`, `TIPS`), each row's `_values` and its `_color`.
    """

    HEADERS: tuple[str, ...] = ()
    TIPS: dict[str, str] = {}

    def __init__(self) -> None:
        super().__init__()
        self.results: list = []

    def set_results(self, results: list) -> None:
        self.beginResetModel()
        self.results = list(results)
        self.endResetModel()

    def add(self, result) -> None:
        self.beginInsertRows(QModelIndex(), len(self.results), len(self.results))
        self.results.append(result)
        self.endInsertRows()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.results)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.HEADERS)

    def _values(self, result) -> list[Any]:
        raise NotImplementedError

    def _color(self, result) -> str | None:
        return None if result.status == "ok" else FAILED_COLOR

    def _sort_key(self, result, column: int, value: Any) -> Any:
        return value if value is not None else float("-inf")

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        result = self.results[index.row()]
        value = self._values(result)[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{value:.3f}" if isinstance(value, float) else ("" if value is None else str(value))
        if role == Qt.ItemDataRole.UserRole:
            return self._sort_key(result, index.column(), value)
        if role == Qt.ItemDataRole.BackgroundRole:
            color = self._color(result)
            return QBrush(QColor(color)) if color else None
        if role == Qt.ItemDataRole.ToolTipRole and result.status == "failed":
            return result.error
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.HEADERS[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.TIPS.get(self.HEADERS[section])
        return None


class ResultsModel(ResultTableModel):
    """One row per attribute scenario, colored by risk; risk sorts by severity."""

    HEADERS = ("Release", "Attack", "Secret", "Known", "ALC", "Risk", "Open ALC", "Attack P", "Attack cov.",
               "Baseline P", "Baseline cov.", "Baseline model", "Attempts", "Halted because")
    TIPS = {
        "ALC": "Anonymity Loss Coefficient: how much better the attack predicts the secret than a model that never "
               "saw these people. It compares their PRCs (precision, discounted only when coverage gets very "
               "small). 0 = no better; 1 = perfect where the baseline is not. Below 0.5 is safe.",
        "Open ALC": "For attacks that also guess from population statistics alone (the group attack's 'open' "
                    "prediction): its ALC. Well below ALC means the risk is personal, what the release shows about "
                    "the person; close to ALC means the attack mostly learned what is true of everyone.",
        "Attack P": "Precision: the share of the attack's predictions that are right.",
        "Attack cov.": "Coverage (recall): the share of attacked people the attack dares to predict for.",
        "Baseline P": "Precision of the privacy-neutral baseline: a model trained on the original without the targets.",
        "Baseline cov.": "Coverage of the baseline at its best operating point.",
    }

    def _values(self, r: ScenarioResult) -> list[Any]:
        a, b = r.attack, r.baseline
        risk = r.risk if r.status == "ok" else r.status
        if r.status == "ok" and not r.conclusive:
            risk += " (not significant)"
        return [
            r.release, r.attack_id, r.secret, ", ".join(r.known), r.alc, risk, r.open_alc,
            a and a.precision, a and a.recall, b and b.precision, b and b.recall,
            r.baseline_model or "", r.n_attempts, r.error if r.status == "failed" else (r.halt_reason or ""),
        ]

    def _sort_key(self, result: ScenarioResult, column: int, value: Any) -> Any:
        if column == 5:  # risk by severity
            return RISK_ORDER.get(result.risk if result.status == "ok" else result.status, -1)
        return super()._sort_key(result, column, value)

    def _color(self, result: ScenarioResult) -> str | None:
        return RISK_COLORS.get(result.risk) if result.status == "ok" else FAILED_COLOR
