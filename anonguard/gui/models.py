"""Qt table models over the draft's frames, its columns and the audit's results.

Models, never a widget per cell: a view asks only for the cells it shows, so a
1,000,000-row table previews as fast as a small one.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP, QAbstractTableModel, QCoreApplication, QLocale, QModelIndex, QPersistentModelIndex, Qt,
)
from PySide6.QtGui import QBrush, QColor

from anonguard.engine.outcome import Status
from anonguard.engine.claims.results import ClaimsResult
from anonguard.gui.draft import ROLES, AuditDraft, role_word
from anonguard.gui.engine_words import engine_text, engine_texts, failure_text, localized
from anonguard.gui.missing_codes import declare, missing_cell
from anonguard.gui.kind_views import view_of
from anonguard.gui.session import AuditSession
from anonguard.report.result_words import header, meaning
from anonguard.report.verdict import ADVICE, BAND_WORDS

Index = QModelIndex | QPersistentModelIndex
RISK_COLORS = {"safe": "#d8f0d8", "at-risk": "#fff0c0", "serious": "#f6c6c0", "undetermined": "#ead7f2",
               "not-applicable": "#d6d6d6", "cannot-be-judged": "#f3d9c4"}
FAILED_COLOR = "#e0e0e0"
# a symbol beside each band's words: the band is never told by colour alone
SYMBOLS = {"serious": "■■", "at-risk": "■", "undetermined": "?", "safe": "✓", "not-applicable": "–",
           "cannot-be-judged": "⚠"}
RISK_ORDER = {Status.FAILED: 0, Status.CANCELLED: 1, Status.NOT_APPLICABLE: 2,
              "safe": 3, "undetermined": 4, "cannot-be-judged": 5, "at-risk": 6, "serious": 7}

translate = QCoreApplication.translate  # found by pyside6-lupdate
# The report's words for the bands and their advice (anonguard.report.verdict: BAND_WORDS, ADVICE), marked
# here so that pyside6-lupdate collects them: the window shows them in its language (context "Bands").
# tests/test_translations.py checks that these are exactly the report's words.
BAND_SOURCES = (
    QT_TRANSLATE_NOOP("Bands", "serious risk"), QT_TRANSLATE_NOOP("Bands", "at risk"),
    QT_TRANSLATE_NOOP("Bands", "safe"), QT_TRANSLATE_NOOP("Bands", "undetermined"),
    QT_TRANSLATE_NOOP("Bands", "not applicable"), QT_TRANSLATE_NOOP("Bands", "cannot be judged"),
    QT_TRANSLATE_NOOP("Bands", "The audit cannot call this safe: some results could not be measured (the reasons are "
                               "listed); fix them and run again."),
    QT_TRANSLATE_NOOP("Bands", "Do not publish as it stands."),
    QT_TRANSLATE_NOOP("Bands", "Publish only after the board has weighed the risks below."),
    QT_TRANSLATE_NOOP("Bands", "The risk is not settled yet: the results below say what would settle it."),
    QT_TRANSLATE_NOOP("Bands", "No attack did meaningfully better than the statistical baseline."),
)


CLAIM_SOURCES = (  # the identity attacks' claims, as the engine names them (anonguard.api)
    QT_TRANSLATE_NOOP("Claims", "singling out"), QT_TRANSLATE_NOOP("Claims", "linkability"),
    QT_TRANSLATE_NOOP("Claims", "record linkage"),
)


def _measured(point, name: str) -> float | None:
    """A side's precision or coverage at its operating point; none where it made no claim (no precision)."""
    value = None if point is None else getattr(point, name)
    return None if value is None or value != value else value


def band_advice(band: str) -> str:
    """What the report advises for `band`, in the window's language ("" for a band without advice)."""
    return translate("Bands", ADVICE[band]) if band in ADVICE else ""


class FrameModel(QAbstractTableModel):
    """A read-only view of a DataFrame; cells are formatted only when shown."""

    def __init__(self, frame: pd.DataFrame | None = None, numbers: bool = False) -> None:
        """With `numbers`, counts and measures read in the user's locale; without, cells are shown as
        stored (a table's own values: a ZIP code 10115 must not read 10,115)."""
        super().__init__()
        self._frame = frame if frame is not None else pd.DataFrame()
        self._numbers = numbers

    def set_frame(self, frame: pd.DataFrame) -> None:
        self.beginResetModel()
        self._frame = frame
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._frame)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else self._frame.shape[1]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.UserRole and index.isValid():  # what a proxy sorts by: numbers as numbers
            value = self._frame.iat[index.row(), index.column()]
            return None if pd.isna(value) else value.item() if hasattr(value, "item") else value
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        value = self._frame.iat[index.row(), index.column()]
        if pd.isna(value):
            return ""
        if self._numbers and isinstance(value, (float, np.floating)) and not isinstance(value, bool):
            return QLocale().toString(float(value), "g", 4)
        return shown_number(value) if self._numbers else str(value)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return str(self._frame.columns[section])
        return str(section + 1)


class ColumnsModel(QAbstractTableModel):
    """The original's columns with their kind and role; both editable."""

    CONTEXT = "ColumnsModel"  # of the headers and tooltips, for translation
    HEADERS = (QT_TRANSLATE_NOOP("ColumnsModel", "Column"), QT_TRANSLATE_NOOP("ColumnsModel", "Kind"),
               QT_TRANSLATE_NOOP("ColumnsModel", "Role"), QT_TRANSLATE_NOOP("ColumnsModel", "Distinct values"),
               QT_TRANSLATE_NOOP("ColumnsModel", "Missing"), QT_TRANSLATE_NOOP("ColumnsModel", "Declared missing"))
    CODES = 5  # where the officer types the codes declared missing (gui/missing_codes.py)

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
        if index.column() >= 4:
            return missing_cell(self.draft, column.name, index.column() - 4, role)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if index.column() == 3:
                return shown_number(self.draft.original.counts[column.name][0])
            shown_role = role_word(column.role) if role == Qt.ItemDataRole.DisplayRole else column.role
            return (column.name, column.kind, shown_role)[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == 2:
            return translate("ColumnsModel", "Key variable (quasi-identifier): what an intruder can know about a "
                             "person from outside · sensitive: what the intruder tries to learn · entity: identifies "
                             "a person owning several rows · left out: not part of the audit")
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        return flags | Qt.ItemFlag.ItemIsEditable if index.column() in (1, 2, self.CODES) else flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() not in (1, 2, self.CODES):
            return False
        column = self.draft.columns[index.row()]
        if index.column() == self.CODES:  # the column's kind, counts and codes may all change
            if declare(self.draft, column.name, str(value)):
                self.dataChanged.emit(self.index(index.row(), 1), self.index(index.row(), self.CODES))
            return True
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
            return translate(self.CONTEXT, self.HEADERS[section])
        return None


class ResultTableModel(QAbstractTableModel):
    """One row per finished scenario; sortable through a proxy (UserRole: numbers sort as numbers).

    Subclasses give the columns (`COLUMNS`: keys of `anonguard.report.result_words`, whose headers and
    meanings every view of a result shares, shown in the window's language), each row's `_values` and
    its `_color`.
    """

    COLUMNS: tuple[str, ...] = ()
    PAGE = "results"  # which of the session's result pages the model shows

    def __init__(self, session: AuditSession | None = None) -> None:
        """A view over `session`'s results (a session of its own where none is given)."""
        super().__init__()
        self.session = session if session is not None else AuditSession()

    @property
    def results(self) -> list:
        return self.session.shown(self.PAGE)

    def add(self, result) -> None:
        """A finished scenario's result, added to the session under the view's eyes."""
        self.beginInsertRows(QModelIndex(), len(self.results), len(self.results))
        self.session.add(result)
        self.endInsertRows()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.results)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def _values(self, result) -> list[Any]:
        raise NotImplementedError

    def _color(self, result) -> str | None:
        return None if result.status == Status.OK else FAILED_COLOR

    def _sort_key(self, result, column: int, value: Any) -> Any:
        return value if value is not None else float("-inf")

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        result = self.results[index.row()]
        value = self._values(result)[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return shown_number(value)
        if role == Qt.ItemDataRole.UserRole:
            return self._sort_key(result, index.column(), value)
        if role == Qt.ItemDataRole.BackgroundRole:
            color = self._color(result)
            return QBrush(QColor(color)) if color else None
        if role == Qt.ItemDataRole.ToolTipRole and result.status == Status.FAILED:
            return failure_text(result.error)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        key = self.COLUMNS[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return translate("ResultWords", header(key))
        if role == Qt.ItemDataRole.ToolTipRole:
            return translate("ResultWords", meaning(key)) if meaning(key) else None
        return None


def shown_number(value: Any) -> str:
    """A cell's text: numbers in the user's locale (12,000 or 12.000; 0.751 or 0,751)."""
    if isinstance(value, bool) or value is None:
        return "" if value is None else str(value)
    if isinstance(value, (int, np.integer)):
        return QLocale().toString(int(value))
    if isinstance(value, (float, np.floating)):
        return QLocale().toString(float(value), "f", 3)
    return str(value)


def band_text(band: str) -> str:
    """A band as read in a table: its symbol and its words ("■ at risk"), in the window's language."""
    words = translate("Bands", BAND_WORDS[band]) if band in BAND_WORDS else band
    return f"{SYMBOLS.get(band, '')} {words}".strip()


def status_text(status: str) -> str:
    """A result's status where it has no band (failed, cancelled, not applicable), in the window's language."""
    if status in BAND_WORDS:
        return band_text(status)
    return translate("ResultsModel", "failed") if status == Status.FAILED else engine_text(status)


def interval_words(interval) -> str:
    """An ALC interval as read: below −1 only 'no advantage' is meant, so it is not spelled out."""
    low, high = interval
    if high < -1:
        return translate("ResultsModel", "below −1")
    return translate("ResultsModel", "{low} to {high}").format(low=localized(f"{max(low, -1):.2f}"),
                                                               high=localized(f"{high:.2f}"))


class ResultsModel(ResultTableModel):
    """One row per attribute scenario, colored by its verdict; the verdict sorts by severity."""

    COLUMNS = ("release", "attack_id", "secret", "known", "alc", "alc_interval", "verdict", "precision_improvement",
               "attack_precision", "attack_recall", "baseline_precision", "baseline_recall", "open_alc",
               "baseline_model", "n_attempts", "halt_reason")
    VERDICT, ALC = COLUMNS.index("verdict"), COLUMNS.index("alc")

    def _values(self, r: ClaimsResult) -> list[Any]:
        a, b, equal = r.attack, r.baseline, r.equal_coverage
        measured = r.alc is not None and r.verdict is not None
        verdict = band_text(r.verdict) if r.verdict else status_text(r.status)
        interval = interval_words(r.alc_ci) if measured and r.alc_ci else None
        alc = r.alc if not measured or r.alc >= -1 else translate("ResultsModel", "no advantage (< −1)")
        improvement = None if equal is None else translate("ResultsModel", "{improvement} for {share}").format(
            improvement=localized(f"{equal.improvement.point:.2f}"), share=f"{equal.coverage:.0%}")
        if r.status == Status.FAILED:
            why = failure_text(r.error)
        elif r.status == Status.NOT_APPLICABLE:
            why = "; ".join(engine_texts(r.problems))
        else:
            why = engine_text(r.halt_reason)
        what = view_of(r.kind).subject(r)
        return [
            r.release, r.attack_id, what, ", ".join(r.known), alc, interval, verdict, improvement,
            *(_measured(side, name) for side in (a, b) for name in ("precision", "recall")), r.open_alc,
            r.baseline_model or "", r.n_attempts, why,
        ]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and index.isValid():
            result = self.results[index.row()]
            told = [engine_text(result.verdict_note), "; ".join(engine_texts(result.problems))]
            if result.attempts_to_decide:
                told.append(translate("ResultsModel", "About {count} attempts would decide it.")
                            .format(count=localized(f"{result.attempts_to_decide:,}")))
            text = " ".join(t for t in told if t)
            if text:
                return text
        return super().data(index, role)

    def _sort_key(self, result: ClaimsResult, column: int, value: Any) -> Any:
        if column == self.VERDICT:  # by severity
            return RISK_ORDER.get(result.verdict if result.verdict else result.status, -1)
        if column == self.ALC:
            return result.alc if result.alc is not None else float("-inf")
        return super()._sort_key(result, column, value)

    def _color(self, result: ClaimsResult) -> str | None:
        if result.status == Status.NOT_APPLICABLE:
            return RISK_COLORS["not-applicable"]
        return RISK_COLORS.get(result.verdict) if result.verdict else FAILED_COLOR
