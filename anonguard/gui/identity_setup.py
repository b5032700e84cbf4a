"""The identity part of the Scenario page: whether the audit also plays the singling-out, linkability and
record-linkage attacker, on which key variables and views, how wrong the attacker's named file is, and how
record linkage knows whose release row is whose."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit

from anonguard.engine.spec import IdentitySpec, column_list, section_info
from anonguard.errors import AuditError
from anonguard.gui.draft import AuditDraft
from anonguard.gui.parameter_form import SETTING, editor_value, field_editor, setting_words, show_value

SHOWN = ("identity.errors", "identity.targets")  # the declared fields the box edits (their words: marked_words.py)


class IdentityBox(QGroupBox):
    """Checkable: when ticked, the audit also runs the installed identity attacks."""

    def __init__(self) -> None:
        super().__init__()
        self.setTitle(self.tr("Identity attacks: singling out, linkability and record linkage"))
        self.setCheckable(True)
        self.setChecked(False)
        self.about = QLabel(self.tr(
            "The attacker picks descriptions of one person from the release, links two partial records of the same "
            "people through it, or links a named file to its rows. Each attack is also run on the records of half "
            "of the original's people instead of the release: only what the release adds counts as risk."))
        self.about.setWordWrap(True)
        self.keys = _line(self.tr("the key variables (role 'known' on the Data page)"),
                          self.tr("The columns the identity attacker knows, separated by commas."),
                          self.tr("Identity attacker's key variables"))
        self.views = _line(self.tr("chosen by AnonGuard: the split whose weaker view leaves the fewest look-alikes"),
                           self.tr("Linkability's two partial views of the same people, e.g. age,sex,region|"
                                   "education,occupation: no column in both."),
                           self.tr("Linkability's views"))
        self.errors = field_editor(section_info("identity.errors"), 0.0, SETTING)
        self.synthetic = _line(self.tr("none"), self.tr("Releases made of no one's record (labels, separated by "
                                                        "commas): record linkage is not scored on them."),
                               self.tr("Synthetic releases"))
        self.row_ids = _line(
            self.tr("release=id column, e.g. puf=person_id; none: inferred where a release only generalizes and "
                    "suppresses"),
            self.tr("Record linkage judges 'this row is this person' only when it knows whose row is whose. Per "
                    "release, the column holding the original's entity id of each row (the internal id, kept in a "
                    "copy of the release), as release=column, e.g. puf=person_id; several separated by commas. "
                    "Without it, and unless the rows are in the original's order, record linkage is not applicable "
                    "to a release that changes values."),
            self.tr("Release rows' ids"))
        self.in_order = _line(self.tr("none"), self.tr("Releases whose row i was made from row i of the original "
                                                       "(labels, separated by commas): a release made row by row and "
                                                       "not shuffled."),
                              self.tr("Releases in the original's order"))
        self.targets = field_editor(section_info("identity.targets"), IdentitySpec().targets, SETTING)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c62828")
        form = QFormLayout(self)
        form.addRow(self.about)
        form.addRow(self.tr("Key variables"), self.keys)
        form.addRow(self.tr("Linkability's views"), self.views)
        form.addRow(setting_words(section_info("identity.errors").label), self.errors)
        form.addRow(self.tr("Synthetic releases"), self.synthetic)
        form.addRow(self.tr("Rows' ids (record linkage)"), self.row_ids)
        form.addRow(self.tr("Rows in the original's order"), self.in_order)
        form.addRow(setting_words(section_info("identity.targets").label), self.targets)
        form.addRow(self.problem)

    def refresh(self, draft: AuditDraft) -> None:
        section = draft.identity
        self.setChecked(section is not None)
        section = section or IdentitySpec()
        self.keys.setText(", ".join(section.keys))
        self.views.setText(" | ".join(", ".join(v) for v in section.views))
        show_value(self.errors, section.errors)
        self.synthetic.setText(", ".join(section.synthetic))
        self.row_ids.setText(", ".join(f"{label}={column}" for label, column in section.row_ids.items()))
        self.in_order.setText(", ".join(section.in_order))
        show_value(self.targets, section.targets)
        self.problem.setText("")

    def commit(self, draft: AuditDraft) -> None:
        if not self.isChecked():
            draft.identity = None
            return
        first, bar, second = self.views.text().partition("|")
        views = [column_list(first), column_list(second)] if self.views.text().strip() else []
        pairs = [item.partition("=") for item in column_list(self.row_ids.text())]
        section = replace(draft.identity or IdentitySpec(), keys=column_list(self.keys.text()), views=views,
                          errors=editor_value(self.errors), synthetic=column_list(self.synthetic.text()),
                          targets=editor_value(self.targets), in_order=column_list(self.in_order.text()),
                          row_ids={label.strip(): column.strip() for label, _, column in pairs})
        try:
            if views and not bar:
                raise AuditError(self.tr("write the two views split by '|', e.g. age,sex|region,education"))
            if any(not sep or not label.strip() or not column.strip() for label, sep, column in pairs):
                raise AuditError(self.tr("write each release's id column as release=column, e.g. puf=person_id"))
            section.check()
        except AuditError as exc:  # the section set before stays; the box says what is wrong
            self.problem.setText(self.tr("Not changed: {problem}").format(problem=exc))
            draft.identity = draft.identity or IdentitySpec()
            return
        self.problem.setText("")
        draft.identity = section


def _line(placeholder: str, tip: str, name: str) -> QLineEdit:
    """A text field with its default shown as placeholder, its help as tooltip and the name a screen reader reads."""
    line = QLineEdit()
    line.setPlaceholderText(placeholder)
    line.setToolTip(tip)
    line.setAccessibleName(name)
    return line
