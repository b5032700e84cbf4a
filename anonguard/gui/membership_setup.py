"""The membership part of the Scenario page: who the non-members are and the attacker's odds."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFileDialog, QFormLayout, QGroupBox, QHBoxLayout, QLineEdit, QListWidget, QListWidgetItem,
    QPushButton, QSpinBox, QWidget,
)

from anonguard.engine.spec import ComponentChoice, MembershipSpec, TableRef
from anonguard.gui.draft import AuditDraft
from anonguard.gui.file_dialogs import table_filter
from anonguard.plugins.manager import Catalog

UNKNOWN_GENERATOR = ""  # the data of the generator list's "(not known)": the release's maker is not known


class MembershipBox(QGroupBox):
    """Checkable: when ticked, the audit also asks who of a non-member table a release gives away."""

    def __init__(self, catalog: Catalog) -> None:
        super().__init__()
        self.setTitle(self.tr("Membership: can the release tell who is in the data? (000 §5)"))
        self.setCheckable(True)
        self.setChecked(False)
        self.path = QLineEdit()
        self.path.setPlaceholderText(self.tr("people of the same population who are not in the original"))
        self.path.setAccessibleName(self.tr("Non-member table"))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path)
        row.addWidget(browse)
        self.population = QSpinBox()
        self.population.setRange(0, 2**31 - 1)
        self.population.setGroupSeparatorShown(True)
        self.population.setSpecialValueText(self.tr("not stated"))
        self.population.setToolTip(self.tr("How many people the attacker could be asking about; their odds follow "
                                           "from it."))
        self.generator = QComboBox()  # the generators' ids, as the data too
        self.generator.addItem(self.tr("(not known)"), UNKNOWN_GENERATOR)
        for entry in catalog.of_kind("generator"):
            self.generator.addItem(entry.id, entry.id)
        self.generator.setToolTip(self.tr("How the release was made, if known: shadow modelling retrains it (001)."))
        self.attacks = QListWidget()
        self.attacks.setMaximumHeight(80)
        for entry in catalog.of_kind("membership-attack"):
            item = QListWidgetItem(entry.title)
            item.setData(Qt.ItemDataRole.UserRole, entry.id)
            item.setToolTip(entry.description)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.attacks.addItem(item)
        self.show_values = QCheckBox(self.tr("List the original values of the most confidently claimed people"))
        form = QFormLayout(self)
        form.addRow(self.tr("Non-member table"), _wrap(row))
        form.addRow(self.tr("Population size"), self.population)
        form.addRow(self.tr("Release made by"), self.generator)
        form.addRow(self.tr("Attacks"), self.attacks)
        form.addRow("", self.show_values)

    def _browse(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(self, self.tr("Open the non-member table"), "", table_filter())
        if chosen:
            self.path.setText(chosen)

    def refresh(self, draft: AuditDraft) -> None:
        section = draft.membership
        self.setChecked(section is not None)
        self.path.setText(section.non_members.path if section and section.non_members else "")
        self.population.setValue(section.population or 0 if section else 0)
        generator = section.generator.id if section and section.generator else UNKNOWN_GENERATOR
        if self.generator.findData(generator) < 0:
            self.generator.addItem(generator, generator)  # not installed: kept as the file says
        self.generator.setCurrentIndex(self.generator.findData(generator))
        chosen = {a.id for a in section.attacks} if section else set()
        for i in range(self.attacks.count()):
            item = self.attacks.item(i)
            ticked = not chosen or item.data(Qt.ItemDataRole.UserRole) in chosen
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
        self.show_values.setChecked(bool(draft.settings["membership"]["show_values"]))

    def commit(self, draft: AuditDraft) -> None:
        """Write the box into the draft; a hold-back section from a file is kept as it is."""
        draft.settings["membership"]["show_values"] = self.show_values.isChecked()
        if not self.isChecked():
            draft.membership = None
            return
        old = draft.membership
        if old is not None and old.hold_back is not None:
            return
        path = self.path.text().strip()
        keep = old is not None and old.non_members is not None and old.non_members.path == path
        generator = self.generator.currentData()
        old_params = old.generator.params if old and old.generator and old.generator.id == generator else {}
        ticked = [self.attacks.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.attacks.count())
                  if self.attacks.item(i).checkState() == Qt.CheckState.Checked]
        old_attacks = {a.id: a.params for a in old.attacks} if old else {}
        draft.membership = MembershipSpec(
            non_members=TableRef(path, old.non_members.sha256 if keep else None) if path else None,
            generator=None if generator == UNKNOWN_GENERATOR else ComponentChoice(generator, dict(old_params)),
            attacks=[ComponentChoice(a, dict(old_attacks.get(a, {}))) for a in ticked],
            population=self.population.value() or None,
            member_fraction=None if self.population.value() else (old.member_fraction if old else None),
        )


def _wrap(layout) -> QWidget:
    widget = QWidget()
    layout.setContentsMargins(0, 0, 0, 0)
    widget.setLayout(layout)
    return widget
