"""Three pages of the main window: data, attacks and results (the Scenario page has its own module). Views only."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pandas as pd
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QGroupBox, QHBoxLayout, QHeaderView, QInputDialog, QLabel, QListWidget, QMessageBox,
    QPushButton, QScrollArea, QSplitter, QStyledItemDelegate, QTableView, QTreeWidget, QTreeWidgetItem, QVBoxLayout,
    QWidget,
)

from anonguard.gui.draft import ROLES, AuditDraft, role_word
from anonguard.gui.engine_words import engine_texts
from anonguard.gui.models import ColumnsModel, FrameModel, ResultsModel, localized
from anonguard.gui.parameter_form import ParameterForm
from anonguard.gui.plots import CurveCanvas, OverviewCanvas
from anonguard.gui.recodes_view import RecodesBox
from anonguard.gui.session import AuditSession
from anonguard.plugins.api import COUNTS, MICRODATA
from anonguard.plugins.manager import Catalog


translate = QCoreApplication.translate  # found by pyside6-lupdate (context: AttacksPage)
HOLDS = {MICRODATA: QT_TRANSLATE_NOOP("AttacksPage", "records"),
         COUNTS: QT_TRANSLATE_NOOP("AttacksPage", "published count tables")}


def fits(reads, kinds: set[str]) -> bool:
    """Whether an attack that learns from `reads` fits releases holding `kinds` (any, while there is none)."""
    return not kinds or bool(set(reads) & kinds)


def fit_words(reads, kinds: set[str]) -> str:
    """Whether an attack that learns from `reads` fits releases holding `kinds`, and if not why."""
    if not kinds:
        return "—"  # no release yet
    if set(reads) & kinds:
        return translate("AttacksPage", "yes")
    needs = " {} ".format(translate("AttacksPage", "or")).join(translate("AttacksPage", HOLDS[r]) for r in reads)
    has = " {} ".format(translate("AttacksPage", "and")).join(translate("AttacksPage", HOLDS[k]) for k in sorted(kinds))
    return translate("AttacksPage", "no: learns from {needs}; these releases hold {has}").format(needs=needs, has=has)


def select_first(page) -> None:
    """A results page's first row, unless one is chosen already (its `model`, `table` and `select_row`)."""
    if page.model.results and not page.table.selectionModel().hasSelection():
        page.select_row(0)


def fit_columns(view: QTableView, most: int = 280) -> None:
    """Columns as wide as their header and cells, a long one (the key variables) no wider than `most`:
    the rest of its text is one drag of the column's edge away. The cells measured are the first 200 rows
    (Qt's default, 1,000, kept the window busy 0.2 s per refresh of a 12,000-record register)."""
    view.horizontalHeader().setResizeContentsPrecision(200)
    view.resizeColumnsToContents()
    for column in range(view.model().columnCount()):
        view.setColumnWidth(column, min(view.columnWidth(column), most))


class ChoiceDelegate(QStyledItemDelegate):
    """Edits a cell with a combo box of fixed choices."""

    def __init__(self, choices: tuple[str, ...], parent: QWidget, words: Callable[[str], str] | None = None) -> None:
        super().__init__(parent)
        self.choices = choices
        self.words = words or (lambda choice: choice)  # what each choice is called on screen

    def createEditor(self, parent, option, index):
        editor = QComboBox(parent)
        for choice in self.choices:
            editor.addItem(self.words(choice), choice)
        editor.activated.connect(lambda: self.commitData.emit(editor))
        return editor

    def setEditorData(self, editor, index):
        editor.setCurrentIndex(max(0, editor.findData(index.data(Qt.ItemDataRole.EditRole))))

    def setModelData(self, editor, model, index):
        model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)


class DataPage(QWidget):
    """Original and releases, a preview of the chosen table, and the column panel."""

    open_original = Signal()
    add_release = Signal(bool)  # a folder of published tables (True), or a table file
    remove_release = Signal(int)
    renamed = Signal()
    checks_done = Signal(int, list)  # (which request, messages): from the checking thread

    def __init__(self, draft: AuditDraft) -> None:
        super().__init__()
        self.draft = draft
        self._checks_asked = 0
        self.checks_done.connect(self._show_checks)
        self.original_label = QLabel(self.tr("No original yet: open one, or drop a file on the window."))
        self.original_label.setWordWrap(True)
        open_button = QPushButton(self.tr("Open original…"))
        open_button.clicked.connect(self.open_original)
        self.release_list = QListWidget()
        self.release_list.setToolTip(self.tr("The releases made from the original. Tables with the same label are one release. Double-click a release (or press F2) to rename it."))
        self.release_list.setAccessibleName(self.tr("Releases"))
        self.release_list.itemActivated.connect(lambda item: self.rename(self.release_list.row(item)))
        QShortcut(QKeySequence(Qt.Key.Key_F2), self.release_list, lambda: self.rename(self.release_list.currentRow()))
        add_button, remove_button = QPushButton(self.tr("Add release…")), QPushButton(self.tr("Remove"))
        add_button.clicked.connect(lambda: self.add_release.emit(False))
        folder_button = QPushButton(self.tr("Add published tables…"))
        folder_button.setToolTip(self.tr("A folder of published count tables with its tables.json or tables.toml: "
                                         "the audit rebuilds the people behind the counts and measures what that "
                                         "gives away (Reconstruction page)."))
        folder_button.clicked.connect(lambda: self.add_release.emit(True))
        remove_button.clicked.connect(lambda: self.release_list.currentRow() >= 0
                                      and self.remove_release.emit(self.release_list.currentRow()))
        inputs = QGroupBox(self.tr("Inputs"))
        layout = QVBoxLayout(inputs)
        layout.addWidget(QLabel(self.tr("<b>Original</b> (confidential)")))
        layout.addWidget(self.original_label)
        layout.addWidget(open_button)
        layout.addWidget(QLabel(self.tr("<b>Releases</b>")))
        layout.addWidget(self.release_list)
        buttons = QHBoxLayout()
        buttons.addWidget(add_button)
        buttons.addWidget(folder_button)
        buttons.addWidget(remove_button)
        layout.addLayout(buttons)

        self.preview_choice = QComboBox()
        self.preview_choice.currentIndexChanged.connect(self._show_preview)
        self.preview_model = FrameModel()
        self.preview = QTableView()
        self.preview.setModel(self.preview_model)
        self.preview.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        preview_box = QGroupBox(self.tr("Preview"))
        preview_layout = QVBoxLayout(preview_box)
        preview_layout.addWidget(self.preview_choice)
        preview_layout.addWidget(self.preview)

        self.columns_model = ColumnsModel(draft)
        self.columns = QTableView()
        self.columns.setModel(self.columns_model)
        self.columns.setItemDelegateForColumn(1, ChoiceDelegate(("categorical", "continuous"), self.columns))
        self.columns.setItemDelegateForColumn(2, ChoiceDelegate(ROLES, self.columns, role_word))
        self.columns.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.columns.horizontalHeader().setStretchLastSection(True)
        self.columns_model.dataChanged.connect(self.refresh_warnings)
        self.columns_model.dataChanged.connect(lambda _first, last: last.column() == ColumnsModel.CODES and  # declared
                                               self._show_preview(self.preview_choice.currentIndex()))  # missing codes
        self.warnings = QLabel()
        self.warnings.setWordWrap(True)
        self.warnings.setStyleSheet("color: #a0522d;")
        self.recognised = QLabel()  # the likely weight, household id and record ids, left out of the key variables
        self.recognised.setWordWrap(True)
        columns_box = QGroupBox(self.tr("Columns: kind and role. Key variables: what an intruder knows; sensitive: what must stay confidential (click a cell to change it)"))
        columns_layout = QVBoxLayout(columns_box)
        columns_layout.addWidget(self.recognised)
        columns_layout.addWidget(self.columns)
        columns_layout.addWidget(self.warnings)

        self.recodes = RecodesBox(draft)
        self.recodes.changed.connect(self.refresh_warnings)

        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(preview_box)
        right.addWidget(columns_box)
        right.addWidget(self.recodes)
        splitter = QSplitter()
        splitter.addWidget(inputs)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 3)
        QVBoxLayout(self).addWidget(splitter)

    def rename(self, row: int, name: str | None = None) -> bool:
        """Rename the release on `row`; without `name`, ask for it. A bad name is said and changes nothing."""
        if not 0 <= row < len(self.draft.releases):
            return False
        old = self.draft.releases[row].release
        if name is None:
            name, accepted = QInputDialog.getText(self, self.tr("Rename the release"),
                                                  self.tr("The release's name in results and reports:"), text=old)
            if not accepted:
                return False
        try:
            self.draft.rename_release(old, name)
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Cannot rename the release"), str(exc))
            return False
        self.refresh()
        self.renamed.emit()
        return True

    def refresh(self) -> None:
        draft = self.draft
        if draft.original is not None:
            o = draft.original
            self.original_label.setText(self.tr("{name} — {rows} rows × {columns} columns\n{folder}").format(
                name=o.name, rows=localized(f"{len(o.frame):,}"), columns=o.frame.shape[1], folder=o.path.parent))
        else:
            self.original_label.setText(self.tr("No original yet: open one, or drop a file on the window."))
            self.preview_model.set_frame(pd.DataFrame())  # never leave a previous audit's records on screen
        self.release_list.clear()
        for table in draft.releases:
            if table.tables_folder:
                self.release_list.addItem(self.tr("{release}: {name} ({tables} published tables, {units} units)")
                                          .format(release=table.release, name=table.name, tables=len(table.frame),
                                                  units=localized(f"{len(table.published.units):,}")))
                continue
            self.release_list.addItem(self.tr("{release}: {name} ({rows} rows)").format(
                release=table.release, name=table.name, rows=localized(f"{len(table.frame):,}")))
        self.preview_choice.blockSignals(True)
        self.preview_choice.clear()
        for table in ([draft.original] if draft.original else []) + draft.releases:
            self.preview_choice.addItem("{release}: {name}".format(
                release=self.tr("original") if table.release is None else table.release, name=table.name))
        self.preview_choice.blockSignals(False)
        self._show_preview(0)
        self.columns_model.refresh()
        self.refresh_warnings()

    def _show_preview(self, index: int) -> None:
        tables = ([self.draft.original] if self.draft.original else []) + self.draft.releases
        if 0 <= index < len(tables):
            self.preview_model.set_frame(tables[index].frame)

    def refresh_warnings(self) -> None:
        """Show the checks of the releases against the original; those not made yet for this set-up run
        in a thread (reading a census-sized release beside the original takes seconds) and are shown
        when they end, unless the set-up changed meanwhile."""
        self._show_recognised()
        checks = self.draft.release_checks()
        self._checks_asked += 1
        if checks.ready:
            self._show_checks(self._checks_asked, checks.run())
            return
        self.warnings.setText("\n".join([*(f"⚠ {m}" for m in engine_texts(checks.quick)),
                                         self.tr("Checking the releases against the original…")]))
        asked = self._checks_asked

        def check() -> None:
            messages = checks.run()
            try:
                self.checks_done.emit(asked, messages)
            except RuntimeError:  # the page was closed meanwhile
                pass

        threading.Thread(target=check, name="anonguard-data-checks", daemon=True).start()

    def _show_recognised(self) -> None:
        """Name the columns read as likely no intruder's knowledge that still have the role they were given."""
        original = self.draft.original
        roles = {c.name: c.role for c in self.draft.columns}
        named = [self.tr("{column} ({role})").format(column=name, role=self.tr("record id") if role == "ignore"
                                                       else role_word(role))
                 for name, role in (original.recognised.items() if original else ()) if roles.get(name) == role]
        self.recognised.setText(self.tr("Not key variables, as they are likely no intruder's knowledge: {columns}. "
                                        "If one is, choose its role below.").format(columns=", ".join(named))
                                if named else "")
        self.recognised.setVisible(bool(named))

    def _show_checks(self, asked: int, messages: list) -> None:
        if asked == self._checks_asked:  # not overtaken by a later set-up
            self.warnings.setText("\n".join(f"⚠ {m}" for m in engine_texts(messages)))
            self.recodes.refresh(self.draft)


class AttacksPage(QWidget):
    """The plugin catalog; attacks can be ticked and their parameters set."""

    KIND_TITLES = {"attack": QT_TRANSLATE_NOOP("AttacksPage", "Attacks"),
                   "selector": QT_TRANSLATE_NOOP("AttacksPage", "Target selectors"),
                   "baseline-model": QT_TRANSLATE_NOOP("AttacksPage", "Baseline models"),
                   "generator": QT_TRANSLATE_NOOP("AttacksPage", "Release generators")}

    def __init__(self, draft: AuditDraft, catalog: Catalog) -> None:
        super().__init__()
        self.draft, self.catalog = draft, catalog
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Plugin"), self.tr("Fits these releases"), self.tr("Kind"),
                                   self.tr("Version"), self.tr("From")])
        self.tree.setAccessibleName(self.tr("Plugin catalog: tick the attacks to run"))
        self.tree.itemChanged.connect(self._ticked)
        self.tree.currentItemChanged.connect(self._show)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.description.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.form_box = QGroupBox(self.tr("Settings of this attack"))
        self.form_layout = QVBoxLayout(self.form_box)
        self.form: ParameterForm | None = None
        self.current: str | None = None
        detail = QWidget()
        detail_layout = QVBoxLayout(detail)
        detail_layout.addWidget(self.description)
        detail_layout.addWidget(self.form_box)
        detail_layout.addStretch()
        scroll = QScrollArea()  # a long form scrolls on a small screen
        scroll.setAccessibleName(self.tr("The chosen plugin's description and settings"))
        scroll.setWidgetResizable(True)
        scroll.setWidget(detail)
        splitter = QSplitter()
        splitter.addWidget(self.tree)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        QVBoxLayout(self).addWidget(splitter)

    def refresh(self) -> None:
        self.tree.blockSignals(True)
        self.tree.clear()
        for kind, title in self.KIND_TITLES.items():
            group = QTreeWidgetItem(self.tree, [translate("AttacksPage", title)])
            group.setExpanded(True)
            for entry in self.catalog.of_kind(kind):
                fitting = kind == "attack" and fits(entry.cls.reads, self.draft.release_kinds())
                words = fit_words(entry.cls.reads, self.draft.release_kinds()) if kind == "attack" else ""
                item = QTreeWidgetItem(group, [entry.title, words, kind, entry.version, entry.plugin])
                item.setData(0, Qt.ItemDataRole.UserRole, (kind, entry.id))
                item.setToolTip(0, entry.description)
                item.setToolTip(1, words)
                if kind == "attack" and not fitting:
                    item.setForeground(0, Qt.GlobalColor.darkGray)
                if kind == "attack":
                    chosen = entry.id in self.draft.attacks
                    item.setCheckState(0, Qt.CheckState.Checked if chosen else Qt.CheckState.Unchecked)
        if self.catalog.problems:
            group = QTreeWidgetItem(self.tree, [self.tr("Plugins that failed to load")])
            group.setExpanded(True)
            for problem in self.catalog.problems:
                item = QTreeWidgetItem(group, [problem.plugin, "", self.tr("failed"), "", problem.error])
                item.setForeground(0, Qt.GlobalColor.darkRed)
                item.setToolTip(0, problem.error)
        self.tree.resizeColumnToContents(0)
        self.tree.setColumnWidth(1, min(self.tree.sizeHintForColumn(1) + 12, 260))  # the whole reason in the tooltip
        self.tree.blockSignals(False)
        self._store_ticks()

    def _store_ticks(self) -> None:
        ticked = {}
        for item in self._attack_items():
            attack_id = item.data(0, Qt.ItemDataRole.UserRole)[1]
            if item.checkState(0) == Qt.CheckState.Checked:
                ticked[attack_id] = self.draft.attacks.get(attack_id, {})
        self.draft.attacks = ticked

    def _attack_items(self) -> list[QTreeWidgetItem]:
        root = self.tree.topLevelItem(0)
        return [root.child(i) for i in range(root.childCount())] if root else []

    def _ticked(self, item: QTreeWidgetItem) -> None:
        if item.data(0, Qt.ItemDataRole.UserRole):
            self._store_ticks()

    @property
    def editors(self) -> dict[str, QWidget]:
        return self.form.editors if self.form is not None else {}

    def forget_form(self) -> None:
        """Drop the shown parameter form without storing it (its audit is being replaced)."""
        self.current = None
        self._drop_form()

    def _drop_form(self) -> None:
        if self.form is not None:
            self.form.setParent(None)  # gone from the page at once, not at the next event loop pass
            self.form.deleteLater()
            self.form = None

    def _show(self, item: QTreeWidgetItem | None) -> None:
        self._collect()
        self._drop_form()
        self.current = None
        data = item.data(0, Qt.ItemDataRole.UserRole) if item else None
        if not data:
            self.description.setText(item.toolTip(0) if item else "")
            self.form_box.setVisible(False)
            return
        kind, entry_id = data
        entry = self.catalog.get(kind, entry_id)
        self.description.setText(f"<b>{entry.title}</b> ({entry.id}, {entry.plugin} {entry.version})<p>{entry.description}</p>")
        self.form_box.setVisible(bool(entry.parameters) and kind == "attack")
        if kind != "attack":
            return
        self.current = entry_id
        self.form = ParameterForm(entry.parameters, self.draft.attacks.get(entry_id, {}))
        self.form_layout.addWidget(self.form)

    def _collect(self) -> None:
        """Store the shown attack's parameter values in the draft (only those off their default)."""
        if self.current is None or self.current not in self.draft.attacks or self.form is None:
            return
        entry = self.catalog.get("attack", self.current)
        defaults = {p.name: p.default for p in entry.parameters}
        self.draft.attacks[self.current] = {name: v for name, v in self.form.values().items() if v != defaults[name]}

    commit = _collect


class ResultsPage(QWidget):
    """Sortable results, and the curves of the selected one beside the ALC overview."""

    def __init__(self, session: AuditSession | None = None) -> None:
        super().__init__()
        self.model = ResultsModel(session)
        self.proxy = QSortFilterProxyModel()
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(Qt.ItemDataRole.UserRole)
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Results: one row per release, attack and sensitive variable, worst first"))
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.table.sortByColumn(ResultsModel.VERDICT, Qt.SortOrder.DescendingOrder)  # the worst verdict on top
        for fit in (self.model.modelReset, self.model.rowsInserted):
            fit.connect(lambda *_: fit_columns(self.table))
        self.table.selectionModel().currentRowChanged.connect(self._selected)
        self.curves = CurveCanvas()
        self.overview = OverviewCanvas()
        for canvas in (self.curves, self.overview):
            canvas.draw()  # the first draw loads fonts: pay for it at start-up, not during a run
        plots = QSplitter()
        plots.addWidget(self.curves)
        plots.addWidget(self.overview)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(plots)
        splitter.setStretchFactor(0, 1)  # the table and the charts share the height: a dozen rows show
        splitter.setStretchFactor(1, 1)
        self.table.setMinimumHeight(self.table.verticalHeader().defaultSectionSize() * 6)
        QVBoxLayout(self).addWidget(splitter)

    def _selected(self, current, _previous) -> None:
        if current.isValid():
            self.curves.show_result(self.model.results[self.proxy.mapToSource(current).row()])

    def select_row(self, row: int) -> None:
        self.table.selectRow(row)
        self.curves.show_result(self.model.results[self.proxy.mapToSource(self.proxy.index(row, 0)).row()])
