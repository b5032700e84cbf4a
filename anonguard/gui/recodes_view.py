"""The Data page's recodes: what each value a release writes differently from the original stands for.

An office's public-use file truncates codes, bands ages, rounds and top-codes incomes; AnonGuard reads
each such value as the set or range of original values it stands for (anonguard/data/recodes.py). The
officer sees every reading here, corrects one by typing the original's values it stands for (or nothing:
a value of its own), and can read a column through an ARX hierarchy file. What is typed is kept in the
audit file and used by every attack and measure.
"""

from __future__ import annotations

import csv

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView, QFileDialog, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QMessageBox, QPushButton,
    QTableView, QVBoxLayout,
)

from anonguard.data.cells import quoted_member
from anonguard.data.recodes import EMPTY, Recode
from anonguard.errors import DataError
from anonguard.gui.draft import AuditDraft
from anonguard.gui.engine_words import engine_text

STANDS_FOR = 3  # the editable column


class RecodesModel(QAbstractTableModel):
    """One row per recoded value of each release: release, column, as published, stands for, how read."""

    declared = Signal()  # the officer changed a reading

    HEADERS = (QT_TRANSLATE_NOOP("RecodesModel", "Release"), QT_TRANSLATE_NOOP("RecodesModel", "Column"),
               QT_TRANSLATE_NOOP("RecodesModel", "As published"), QT_TRANSLATE_NOOP("RecodesModel", "Stands for"),
               QT_TRANSLATE_NOOP("RecodesModel", "How it was read"))

    def __init__(self, draft: AuditDraft) -> None:
        super().__init__()
        self.draft = draft
        self.rows: list[tuple[str, Recode]] = []
        self.alike: list[int] = []  # per row, how many values it stands for (a rounded column's)

    def refresh(self) -> None:
        """One row per recoded value; a rounded column is one row (its values all read the same way)."""
        self.beginResetModel()
        self.rows, self.alike = [], []
        for release, found in self.draft.recodes_found():
            rounded = [r for r in found.recodes if r.how.startswith("rounded")]
            self.rows += [(release, r) for r in found.recodes if not r.how.startswith("rounded")]
            self.alike += [1] * (len(self.rows) - len(self.alike))
            if rounded:
                self.rows.append((release, rounded[len(rounded) // 2]))  # a typical value, not the smallest
                self.alike.append(len(rounded))
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.tr(self.HEADERS[section])
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        release, recode = self.rows[index.row()]
        if role == Qt.ItemDataRole.EditRole and index.column() == STANDS_FOR:
            return ", ".join(quoted_member(v) for v in recode.values)
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == STANDS_FOR:
            return self.tr("Double-click to correct: the original's values this stands for, separated by commas; "
                           "empty for a value of its own")
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        alike = self.alike[index.row()]
        shown = recode.label if recode.label != EMPTY else self.tr("(empty cells)")
        label = shown if alike == 1 else self.tr("{count} values, e.g. {value}").format(count=alike,
                                                                                              value=recode.label)
        return (release, recode.column, label, engine_text(recode.stands_for()), engine_text(recode.how))[index.column()]

    def flags(self, index):
        base = super().flags(index)
        editable = index.column() == STANDS_FOR and self.rows[index.row()][1].low is None
        return base | Qt.ItemFlag.ItemIsEditable if editable else base

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole):  # noqa: N802
        if role != Qt.ItemDataRole.EditRole or index.column() != STANDS_FOR:
            return False
        recode = self.rows[index.row()][1]
        values = [v.strip() for v in next(csv.reader([str(value)], skipinitialspace=True), []) if v.strip()]
        if list(recode.values) == values:
            return False
        self.draft.declare_recode(recode.column, recode.label, values)
        self.declared.emit()
        return True


class RecodesBox(QGroupBox):
    """The recodes table with its hint and its buttons (a hierarchy file; back to the inferred reading)."""

    changed = Signal()  # the readings changed: the page checks the releases again

    def __init__(self, draft: AuditDraft) -> None:
        super().__init__(self.tr("Recodes: values a release writes differently from the original"))
        self.draft = draft
        self.model = RecodesModel(draft)
        self.model.declared.connect(self.changed)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Recodes: what each published value stands for"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.hint = QLabel(self.tr(
            "A truncated code (LS for LS1…LS12), an age band, a rounded or top-coded income stands for several of "
            "the original's values; every attack and measure reads it so. Check each reading: double-click "
            "'Stands for' to correct one, or read a column through a hierarchy file (ARX's layout)."))
        self.hint.setWordWrap(True)
        hierarchy = QPushButton(self.tr("Hierarchy file for this column…"))
        hierarchy.clicked.connect(self._choose_hierarchy)
        inferred = QPushButton(self.tr("Back to the inferred reading"))
        inferred.clicked.connect(self._forget)
        buttons = QHBoxLayout()
        buttons.addWidget(hierarchy)
        buttons.addWidget(inferred)
        buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.table)
        layout.addLayout(buttons)

    def refresh(self, draft: AuditDraft | None = None) -> None:
        """Show the readings of `draft` (the window's current audit: it replaces the draft when one is opened)."""
        if draft is not None:
            self.draft = self.model.draft = draft
        self.model.refresh()
        self.setTitle(self.tr("Recodes: {count} values a release writes differently from the original").format(
            count=len(self.model.rows)) if self.model.rows else
            self.tr("Recodes: none (every release writes its values as the original does)"))

    def _selected(self) -> Recode | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.rows[rows[0].row()][1] if rows else None

    def _choose_hierarchy(self) -> None:
        recode = self._selected()
        if recode is None:
            QMessageBox.information(self, self.tr("Hierarchy file"), self.tr("Select a row of the column first."))
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Hierarchy file for {column}").format(
            column=recode.column), "", self.tr("Hierarchy files (*.csv *.txt);;All files (*)"))
        if path:
            self.use_hierarchy(recode.column, path)

    def use_hierarchy(self, column: str, path: str) -> bool:
        """Read `column` through the file at `path`; a bad file is said and changes nothing."""
        try:
            self.draft.use_hierarchy(column, path)
        except DataError as exc:
            QMessageBox.warning(self, self.tr("Cannot use the hierarchy file"), str(exc))
            return False
        self.changed.emit()
        return True

    def _forget(self) -> None:
        recode = self._selected()
        if recode is not None:
            self.draft.forget_recode(recode.column, recode.label)
            self.changed.emit()
