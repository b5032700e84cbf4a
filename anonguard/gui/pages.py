"""The four pages of the main window: data, attacks, scenario and results. Views only."""

from __future__ import annotations

from typing import Any

import pandas as pd
from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView, QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QGroupBox, QHBoxLayout, QHeaderView,
    QInputDialog, QLabel, QLineEdit, QListWidget, QListWidgetItem, QMessageBox, QPushButton, QSpinBox, QSplitter,
    QStyledItemDelegate,
    QTableView, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget,
)

from anonguard.gui.draft import ROLE_WORDS, ROLES, AuditDraft
from anonguard.gui.membership_setup import MembershipBox
from anonguard.gui.models import ColumnsModel, FrameModel, ResultsModel
from anonguard.gui.plots import CurveCanvas, OverviewCanvas
from anonguard.plugins.api import Parameter
from anonguard.plugins.manager import Catalog


class ChoiceDelegate(QStyledItemDelegate):
    """Edits a cell with a combo box of fixed choices."""

    def __init__(self, choices: tuple[str, ...], parent: QWidget, words: dict[str, str] | None = None) -> None:
        super().__init__(parent)
        self.choices = choices
        self.words = words or {}  # what each choice is called on screen

    def createEditor(self, parent, option, index):
        editor = QComboBox(parent)
        for choice in self.choices:
            editor.addItem(self.words.get(choice, choice), choice)
        editor.activated.connect(lambda: self.commitData.emit(editor))
        return editor

    def setEditorData(self, editor, index):
        editor.setCurrentIndex(max(0, editor.findData(index.data(Qt.ItemDataRole.EditRole))))

    def setModelData(self, editor, model, index):
        model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)


class DataPage(QWidget):
    """Original and releases, a preview of the chosen table, and the column panel."""

    open_original = Signal()
    add_release = Signal()
    remove_release = Signal(int)
    renamed = Signal()

    def __init__(self, draft: AuditDraft) -> None:
        super().__init__()
        self.draft = draft
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
        add_button.clicked.connect(self.add_release)
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
        self.columns.setItemDelegateForColumn(2, ChoiceDelegate(ROLES, self.columns, ROLE_WORDS))
        self.columns.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.columns.horizontalHeader().setStretchLastSection(True)
        self.columns_model.dataChanged.connect(self.refresh_warnings)
        self.warnings = QLabel()
        self.warnings.setWordWrap(True)
        self.warnings.setStyleSheet("color: #a0522d;")
        columns_box = QGroupBox(self.tr("Columns: kind and role. Key variables: what an intruder knows; sensitive: what must stay confidential (click a cell to change it)"))
        columns_layout = QVBoxLayout(columns_box)
        columns_layout.addWidget(self.columns)
        columns_layout.addWidget(self.warnings)

        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(preview_box)
        right.addWidget(columns_box)
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
            name, accepted = QInputDialog.getText(self, "Rename the release", "The release's name in results and "
                                                  "reports:", text=old)
            if not accepted:
                return False
        try:
            self.draft.rename_release(old, name)
        except ValueError as exc:
            QMessageBox.warning(self, "Cannot rename the release", str(exc))
            return False
        self.refresh()
        self.renamed.emit()
        return True

    def refresh(self) -> None:
        draft = self.draft
        if draft.original is not None:
            o = draft.original
            self.original_label.setText(f"{o.name} — {len(o.frame):,} rows × {o.frame.shape[1]} columns\n{o.path.parent}")
        else:
            self.original_label.setText(self.tr("No original yet: open one, or drop a file on the window."))
            self.preview_model.set_frame(pd.DataFrame())  # never leave a previous audit's records on screen
        self.release_list.clear()
        for table in draft.releases:
            self.release_list.addItem(f"{table.release}: {table.name} ({len(table.frame):,} rows)")
        self.preview_choice.blockSignals(True)
        self.preview_choice.clear()
        for table in ([draft.original] if draft.original else []) + draft.releases:
            self.preview_choice.addItem(f"{'original' if table.release is None else table.release}: {table.name}")
        self.preview_choice.blockSignals(False)
        self._show_preview(0)
        self.columns_model.refresh()
        self.refresh_warnings()

    def _show_preview(self, index: int) -> None:
        tables = ([self.draft.original] if self.draft.original else []) + self.draft.releases
        if 0 <= index < len(tables):
            self.preview_model.set_frame(tables[index].frame)

    def refresh_warnings(self) -> None:
        messages = self.draft.warnings()
        self.warnings.setText("\n".join(f"⚠ {m}" for m in messages))


def parameter_editor(parameter: Parameter, value: Any) -> QWidget:
    """A form field for one declared parameter, limited to its range."""
    if parameter.type == "bool":
        editor = QCheckBox()
        editor.setChecked(bool(value))
    elif parameter.type == "int":
        editor = QSpinBox()
        editor.setRange(int(parameter.minimum if parameter.minimum is not None else -10**9),
                        int(parameter.maximum if parameter.maximum is not None else 10**9))
        editor.setValue(int(value))
    elif parameter.type == "float":
        editor = QDoubleSpinBox()
        editor.setDecimals(6)
        editor.setRange(parameter.minimum if parameter.minimum is not None else -1e12,
                        parameter.maximum if parameter.maximum is not None else 1e12)
        editor.setSingleStep(0.05)
        editor.setValue(float(value))
    elif parameter.type == "choice":
        editor = QComboBox()
        editor.addItems(parameter.choices)
        editor.setCurrentText(str(value))
    else:
        editor = QLineEdit(str(value))
    editor.setToolTip(parameter.help)
    editor.setObjectName(f"param-{parameter.name}")
    return editor


def editor_value(editor: QWidget) -> Any:
    if isinstance(editor, QCheckBox):
        return editor.isChecked()
    if isinstance(editor, (QSpinBox, QDoubleSpinBox)):
        return editor.value()
    if isinstance(editor, QComboBox):
        return editor.currentText()
    return editor.text()


class AttacksPage(QWidget):
    """The plugin catalog; attacks can be ticked and their parameters set."""

    KIND_TITLES = {"attack": "Attacks", "selector": "Target selectors", "baseline-model": "Baseline models",
                   "generator": "Release generators"}

    def __init__(self, draft: AuditDraft, catalog: Catalog) -> None:
        super().__init__()
        self.draft, self.catalog = draft, catalog
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(["Plugin", "Kind", "Version", "From"])
        self.tree.itemChanged.connect(self._ticked)
        self.tree.currentItemChanged.connect(self._show)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.form_box = QGroupBox("Parameters")
        self.form = QFormLayout(self.form_box)
        self.editors: dict[str, QWidget] = {}
        self.current: str | None = None
        detail = QWidget()
        detail_layout = QVBoxLayout(detail)
        detail_layout.addWidget(self.description)
        detail_layout.addWidget(self.form_box)
        detail_layout.addStretch()
        splitter = QSplitter()
        splitter.addWidget(self.tree)
        splitter.addWidget(detail)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        QVBoxLayout(self).addWidget(splitter)

    def refresh(self) -> None:
        self.tree.blockSignals(True)
        self.tree.clear()
        for kind, title in self.KIND_TITLES.items():
            group = QTreeWidgetItem(self.tree, [title])
            group.setExpanded(True)
            for entry in self.catalog.of_kind(kind):
                item = QTreeWidgetItem(group, [entry.title, kind, entry.version, entry.plugin])
                item.setData(0, Qt.ItemDataRole.UserRole, (kind, entry.id))
                item.setToolTip(0, entry.description)
                if kind == "attack":
                    chosen = entry.id in self.draft.attacks
                    item.setCheckState(0, Qt.CheckState.Checked if chosen else Qt.CheckState.Unchecked)
        if self.catalog.problems:
            group = QTreeWidgetItem(self.tree, ["Plugins that failed to load"])
            group.setExpanded(True)
            for problem in self.catalog.problems:
                item = QTreeWidgetItem(group, [problem.plugin, "failed", "", problem.error])
                item.setForeground(0, Qt.GlobalColor.darkRed)
                item.setToolTip(0, problem.error)
        self.tree.resizeColumnToContents(0)
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

    def forget_form(self) -> None:
        """Drop the shown parameter form without storing it (its audit is being replaced)."""
        self.current, self.editors = None, {}
        while self.form.rowCount():
            self.form.removeRow(0)

    def _show(self, item: QTreeWidgetItem | None) -> None:
        self._collect()
        while self.form.rowCount():
            self.form.removeRow(0)
        self.editors, self.current = {}, None
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
        values = self.draft.attacks.get(entry_id, {})
        for parameter in entry.parameters:
            try:
                value = parameter.coerce(values.get(parameter.name, parameter.default))
            except ValueError:
                value = parameter.default  # an invalid saved value: the engine would refuse it too
            editor = parameter_editor(parameter, value)
            self.editors[parameter.name] = editor
            self.form.addRow(parameter.name, editor)

    def _collect(self) -> None:
        """Store the shown attack's parameter values in the draft (only those off their default)."""
        if self.current is None or self.current not in self.draft.attacks:
            return
        entry = self.catalog.get("attack", self.current)
        defaults = {p.name: p.default for p in entry.parameters}
        values = {name: editor_value(editor) for name, editor in self.editors.items()}
        self.draft.attacks[self.current] = {name: v for name, v in values.items() if v != defaults[name]}

    commit = _collect


class ScenarioPage(QWidget):
    """Who is attacked and how the measures are set."""

    def __init__(self, draft: AuditDraft, catalog: Catalog) -> None:
        super().__init__()
        self.draft, self.catalog = draft, catalog
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.mode = QComboBox()
        self.mode.addItems(["random", "pre-targeted"])
        self.mode.setToolTip("Random: everyone may be attacked. Pre-targeted: only the individuals a selector picks.")
        self.selector = QComboBox()
        self.selector.addItems([e.id for e in catalog.of_kind("selector")])
        self.scope = QComboBox()
        self.scope.addItems(["targets", "population"])
        self.scope.setToolTip("Pre-targeted coverage relative to the targeted group or to the whole population.")
        self.verdict_from = QComboBox()
        self.verdict_from.addItem("the worse of ALC and equal coverage", "worse")
        self.verdict_from.addItem("ALC alone", "alc")
        self.verdict_from.setToolTip(
            "ALC compares each side's best operating point wherever it lies (paper 003); the precision improvement "
            "compares attack and baseline on the same people (paper 000). They can disagree: by default the verdict "
            "takes the worse reading.")
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.selector_box = QGroupBox("Selector settings")
        self.selector_form = QFormLayout(self.selector_box)
        self.selector_editors: dict[str, QWidget] = {}
        self.selector.currentTextChanged.connect(lambda _: self._show_selector_params())
        self.mode.currentTextChanged.connect(self._mode_changed)
        self.fields = {  # (group, setting): (label, editor)
            ("measures", "confidence"): ("Confidence level", self._double(0.5, 0.9999, 0.01, "Confidence of the interval around every precision.", decimals=4)),
            ("measures", "max_ci_width"): ("Significant below interval width", self._double(0.001, 1.0, 0.01, "A precision counts once its interval is narrower than this.", decimals=4)),
            ("measures", "prc_alpha"): ("PRC α (knee sharpness)", self._double(0.1, 20, 0.5, "PRC: how sharply low coverage starts to count against precision.")),
            ("measures", "prc_r_min"): ("PRC minimum coverage", self._double(1e-12, 0.5, 1e-4, "PRC: coverage below this is worth nothing.", decimals=12)),
            ("measures", "at_risk_from"): ("At risk from ALC", self._double(-1, 1, 0.05, "ALC from which a result is at risk.")),
            ("measures", "serious_from"): ("Serious from ALC", self._double(-1, 1, 0.05, "ALC from which a result is serious.")),
            ("halting", "time_budget_seconds"): ("Time budget per scenario (s)", self._double(
                -1, 7 * 86400, 60, "Every eligible target is attacked when that fits in this time (projected after "
                "the first attempts): the converged answer, with no halting error. Otherwise the run stops once the "
                "risk band is decided and settled, or when the budget is spent. 0: never attack every target.",
                decimals=0, unset="every target, always")),
            ("halting", "max_attempts"): ("Most attempts per scenario", self._int(
                0, 10**7, "Most targets attacked per scenario.", unset="no limit")),
            ("repeats",): ("Repeat under seeds", self._int(
                1, 50, "Run the audit under this many seeds (the seed, the seed + 1, ...) and report how far the "
                "readings spread; a verdict that changes with the seed is undetermined.")),
            ("secret", "bins"): ("Bins for a continuous secret", self._int(2, 1000, "Equal-width bins a continuous secret is cut into.")),
            ("limits", "attack_seconds"): ("Time limit per attack (s)", self._double(
                0, 7 * 86400, 60, "Seconds an attack may work on one scenario; past them it is stopped and its row "
                "fails, the others carry on.", decimals=0, unset="no limit")),
        }
        form = QFormLayout()
        form.addRow("Targets", self.mode)
        form.addRow("Selector (pre-targeted)", self.selector)
        form.addRow("Coverage relative to", self.scope)
        form.addRow("Verdict from", self.verdict_from)
        form.addRow("Seed", self.seed)
        for label, widget in self.fields.values():
            form.addRow(label, widget)
        box = QGroupBox("Settings")
        box.setLayout(form)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self._knowledge_box())
        layout.addWidget(box)
        layout.addWidget(self.selector_box)
        self.membership = MembershipBox(catalog)
        layout.addWidget(self.membership)
        layout.addStretch()

    def _knowledge_box(self) -> QGroupBox:
        """Further attackers, each knowing a chosen set of columns, audited beside the roles' one."""
        box = QGroupBox("More attackers: each knows another set of columns")
        self.sets = QListWidget()
        self.sets.setMaximumHeight(90)
        self.pick = QListWidget()
        self.pick.setMaximumHeight(90)
        self.pick.setFlow(QListWidget.Flow.LeftToRight)
        self.pick.setWrapping(True)
        add, remove = QPushButton("Add a set of the ticked columns"), QPushButton("Remove the selected set")
        add.clicked.connect(self._add_set)
        remove.clicked.connect(self._remove_set)
        buttons = QHBoxLayout()
        buttons.addWidget(add)
        buttons.addWidget(remove)
        layout = QVBoxLayout(box)
        layout.addWidget(self.sets)
        layout.addWidget(QLabel("Columns:"))
        layout.addWidget(self.pick)
        layout.addLayout(buttons)
        return box

    def _add_set(self) -> None:
        ticked = [self.pick.item(i).text() for i in range(self.pick.count())
                  if self.pick.item(i).checkState() == Qt.CheckState.Checked]
        try:
            self.draft.add_known_set(ticked)
        except ValueError:
            return
        self.refresh()

    def _remove_set(self) -> None:
        row = self.sets.currentRow()
        if 0 <= row < len(self.draft.extra_known_sets):
            del self.draft.extra_known_sets[row]
            self.refresh()

    def _mode_changed(self, mode: str) -> None:
        for widget in (self.selector, self.scope, self.selector_box):
            widget.setEnabled(mode == "pre-targeted")

    def _show_selector_params(self) -> None:
        """The chosen selector's parameters, with the audit's values where it has them for this selector."""
        while self.selector_form.rowCount():
            self.selector_form.removeRow(0)
        self.selector_editors = {}
        targets = self.draft.settings["targets"]
        chosen = self.selector.currentText()
        try:
            entry = self.catalog.get("selector", chosen)
        except KeyError:
            self.selector_box.setVisible(False)
            return
        saved = targets.get("selector_params", {}) if targets.get("selector") == chosen else {}
        for parameter in entry.parameters:
            value = saved.get(parameter.name, parameter.default)
            try:
                value = parameter.coerce(value)
            except ValueError:
                value = parameter.default
            editor = parameter_editor(parameter, value)
            self.selector_editors[parameter.name] = editor
            self.selector_form.addRow(parameter.name.replace("_", " ").capitalize(), editor)
        self.selector_box.setTitle(f"Settings of {entry.title}")
        self.selector_box.setToolTip(entry.description)
        self.selector_box.setVisible(bool(entry.parameters))

    @staticmethod
    def _double(low: float, high: float, step: float, tip: str, decimals: int = 3, unset: str = "") -> QDoubleSpinBox:
        """A number field; with `unset`, its lowest value reads `unset` and stands for a null setting."""
        box = QDoubleSpinBox()
        box.setRange(low, high)
        box.setSingleStep(step)
        box.setDecimals(decimals)
        box.setToolTip(tip)
        box.setSpecialValueText(unset)
        return box

    @staticmethod
    def _int(low: int, high: int, tip: str, unset: str = "") -> QSpinBox:
        """A whole-number field; with `unset`, its lowest value reads `unset` and stands for a null setting."""
        box = QSpinBox()
        box.setRange(low, high)
        box.setToolTip(tip)
        box.setSpecialValueText(unset)
        return box

    def _editors(self) -> dict[tuple[str, ...], QSpinBox | QDoubleSpinBox]:
        return {("seed",): self.seed, **{key: widget for key, (_, widget) in self.fields.items()}}

    def refresh(self) -> None:
        s = self.draft.settings
        self.mode.setCurrentText(s["targets"]["mode"])
        self._mode_changed(self.mode.currentText())
        selector = s["targets"]["selector"]
        if selector and self.selector.findText(selector) < 0:
            self.selector.addItem(selector)  # not installed: shown as it is, so it is not silently replaced
        if selector:
            self.selector.setCurrentText(selector)
        self._show_selector_params()
        self.scope.setCurrentText(s["targets"]["recall_scope"])
        self.verdict_from.setCurrentIndex(max(self.verdict_from.findData(s["measures"]["verdict_from"]), 0))
        # a spin box clamps and rounds; remember what it showed so only real edits are written back
        self.shown = {}
        for key, widget in self._editors().items():
            value = _setting(s, key)
            value = widget.minimum() if value is None else value
            widget.setValue(max(min(value, widget.maximum()), widget.minimum()))
            self.shown[key] = widget.value()
        secrets = [c.name for c in self.draft.columns if c.role == "secret"] or ["(none yet: set a role on the Data page)"]
        known = [c.name for c in self.draft.columns if c.role == "known"] or ["(none)"]
        self.summary.setText(f"<b>Secret:</b> {', '.join(secrets)}<br><b>The attacker knows:</b> {', '.join(known)}")
        self.membership.refresh(self.draft)
        self.sets.clear()
        self.sets.addItems([", ".join(columns) for columns in self.draft.extra_known_sets])
        self.pick.clear()
        for column in self.draft.columns:
            if column.role != "entity":
                item = QListWidgetItem(column.name)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
                self.pick.addItem(item)

    def commit(self) -> None:
        s = self.draft.settings
        s["targets"]["mode"] = self.mode.currentText()
        targeted = self.mode.currentText() == "pre-targeted"
        s["targets"]["selector"] = self.selector.currentText() if targeted else None
        if not targeted:
            s["targets"]["selector_params"] = {}
        elif ("selector", self.selector.currentText()) in self.catalog.entries:  # else keep what the file said
            s["targets"]["selector_params"] = {name: editor_value(e) for name, e in self.selector_editors.items()}
        s["targets"]["recall_scope"] = self.scope.currentText()
        s["measures"]["verdict_from"] = self.verdict_from.currentData()
        self.membership.commit(self.draft)
        for key, widget in self._editors().items():
            if widget.value() != self.shown.get(key):
                *groups, name = key
                unset = widget.specialValueText() and widget.value() == widget.minimum()
                _group(s, groups)[name] = None if unset else widget.value()


def _group(settings: dict, groups: list[str]) -> dict:
    for group in groups:
        settings = settings[group]
    return settings


def _setting(settings: dict, key: tuple[str, ...]) -> Any:
    *groups, name = key
    return _group(settings, groups)[name]


class ResultsPage(QWidget):
    """Sortable results, and the curves of the selected one beside the ALC overview."""

    def __init__(self) -> None:
        super().__init__()
        self.model = ResultsModel()
        self.proxy = QSortFilterProxyModel()
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(Qt.ItemDataRole.UserRole)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.table.sortByColumn(ResultsModel.VERDICT, Qt.SortOrder.DescendingOrder)  # the worst verdict on top
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
