"""The membership results: a table of scenarios, the chosen one's log-log ROC, its precision
against recall at every skew, its operating points and its most confident claims (000 §5, 002)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel, QSplitter, QTableView, QTabWidget, QVBoxLayout, QWidget

from anonguard.engine.membership.result import MembershipResult
from anonguard.engine.outcome import Status
from anonguard.gui.engine_words import engine_text, failure_text
from anonguard.gui.models import FrameModel, ResultTableModel, status_text
from anonguard.gui.pages import fit_columns
from anonguard.gui.plots import PrecisionRecallCanvas, RocCanvas
from anonguard.gui.session import AuditSession

SHOWN_SKEWS = (1.0, 100.0, 1000.0)


class MembershipModel(ResultTableModel):
    """One row per (release, membership attack)."""

    COLUMNS = ("release", "attack_id", "members", "non_members", "auc", "tpr_at_fpr_0.001", "tpr_at_fpr_0.01",
               "precision_1", "precision_100", "precision_1000", "precision_realistic", "membership_alc", "status")
    PAGE = "membership"

    def _values(self, r: MembershipResult) -> list[Any]:
        precision = {s["skew"]: s["best_precision"] for s in r.by_skew}
        head = r.headline
        status = failure_text(r.error) if r.status == Status.FAILED else engine_text(r.halt_reason) \
            if r.status == Status.OK else status_text(r.status)
        return [
            r.release, r.attack_id, r.members, r.non_members, r.auc, r.tpr_at(0.001), r.tpr_at(0.01),
            *(precision.get(k) for k in SHOWN_SKEWS),
            precision.get(r.realistic_skew) if r.realistic_skew else None,
            head and head["alc"], status or "",
        ]


class MembershipPage(QWidget):
    """Sortable membership results over the chosen one's curves, operating points and claims."""

    def __init__(self, session: AuditSession | None = None) -> None:
        super().__init__()
        self.model = MembershipModel(session)
        self.proxy = QSortFilterProxyModel()
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(Qt.ItemDataRole.UserRole)
        self.table = table_view(self.proxy)
        self.table.setAccessibleName(self.tr("Membership results: one row per release and attack"))
        self.table.setSortingEnabled(True)
        self.table.selectionModel().currentRowChanged.connect(self._selected)
        self.roc, self.pr = RocCanvas(), PrecisionRecallCanvas()
        self.points_model = FrameModel(numbers=True)
        self.claims_model = FrameModel()  # row numbers and the people's own values, as stored
        self.claims_note = QLabel()
        self.claims_note.setWordWrap(True)
        claims = QWidget()
        claims_layout = QVBoxLayout(claims)
        claims_layout.addWidget(self.claims_note)
        claims_table = table_view(self.claims_model)
        claims_table.setAccessibleName(self.tr("The most confident membership claims"))
        claims_layout.addWidget(claims_table)
        points = table_view(self.points_model)
        points.setAccessibleName(self.tr("Operating points of the chosen membership result"))
        self.points_model.modelReset.connect(lambda: fit_columns(points))
        details = QTabWidget()
        details.setAccessibleName(self.tr("Details of the chosen membership result"))
        details.addTab(points, self.tr("Operating points"))
        details.addTab(claims, self.tr("Most confident claims"))
        plots = QSplitter()
        plots.addWidget(self.roc)
        plots.addWidget(self.pr)
        plots.setMinimumHeight(230)  # below this the charts' labels run into each other: the page scrolls instead
        details.setMinimumHeight(140)
        row = self.table.verticalHeader().defaultSectionSize()
        self.table.setMinimumHeight(row * 6)
        for fit in (self.model.modelReset, self.model.rowsInserted):  # headers and names shown whole
            fit.connect(lambda *_: fit_columns(self.table))
        splitter = QSplitter(Qt.Orientation.Vertical)
        for widget in (self.table, plots, details):
            splitter.addWidget(widget)
        splitter.setChildrenCollapsible(False)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 2)
        QVBoxLayout(self).addWidget(splitter)

    def _selected(self, current, _previous) -> None:
        if current.isValid():
            self.show_result(self.model.results[self.proxy.mapToSource(current).row()])

    def select_row(self, row: int) -> None:
        self.table.selectRow(row)
        self.show_result(self.model.results[self.proxy.mapToSource(self.proxy.index(row, 0)).row()])

    def show_result(self, result: MembershipResult) -> None:
        self.roc.show_result(result)
        self.pr.show_result(result)
        self.points_model.set_frame(result.operating_frame())
        self.claims_model.set_frame(result.claims_frame())
        hidden = bool(result.claims) and "values" not in result.claims[0]
        self.claims_note.setText(
            self.tr("One confident, correct claim about a single person is already a disclosure (002).") + " "
            + (self.tr("Their original values are hidden; turn on 'show values' in the membership settings to list "
                       "them.") if hidden else ""))


def table_view(model) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.horizontalHeader().setStretchLastSection(True)
    view.setWordWrap(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    return view
