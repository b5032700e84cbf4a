"""The utility part of the Scenario page: whether the audit also measures what each release is still good for
(docs/utility.md), weighted by which survey weight, which releases keep the original's row order, and the
declared fields that shape the measures. The officer's analyses are written in the audit file (or given with
`--analysis`): the box says how many it holds and keeps them as they are."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit

from anonguard.fields import SettingInfo
from anonguard.engine.spec import UtilitySpec, column_list, section_info
from anonguard.errors import AuditError
from anonguard.gui.draft import AuditDraft
from anonguard.gui.parameter_form import SETTING, Look, editor_value, field_editor, setting_words, show_value

EDITED = ("utility.bins", "utility.propensity_model", "utility.k", "utility.max_rows")  # each by its declared editor
SHOWN = ("utility.weight", *EDITED)  # the declared fields whose words the box shows (marked in marked_words.py)


def _look(info: SettingInfo) -> Look:
    """A section field's editor in the window's language, its choices too (marked_words.py marks them)."""
    return replace(SETTING, choices=tuple((c, setting_words(str(c))) for c in info.choices)) if info.choices else SETTING


class UtilityBox(QGroupBox):
    """Checkable: when ticked, every release is compared with the original and placed on the risk–utility map."""

    def __init__(self) -> None:
        super().__init__()
        self.setTitle(self.tr("Utility: what is each release still good for?"))
        self.setCheckable(True)
        self.setChecked(False)
        self.about = QLabel(self.tr(
            "Each release is compared with the original, variable by variable, pair by pair and as a whole, and "
            "every score is read as the random subsample of the original that would be as faithful. The Utility "
            "page then weighs it against the verdict on the risk–utility map."))
        self.about.setWordWrap(True)
        self.weight = QLineEdit()
        self.weight.setAccessibleName(self.tr("Survey weight column"))
        self.weight.setPlaceholderText(self.tr("the re-identification section's weight, else none"))
        self.weight.setToolTip(setting_words(section_info("utility.weight").help))
        self.in_order = QLineEdit()
        self.in_order.setAccessibleName(self.tr("Releases in the original's order"))
        self.in_order.setPlaceholderText(self.tr("none"))
        self.in_order.setToolTip(self.tr("Releases whose row i was made from row i of the original (labels, separated "
                                         "by commas): their changed values and IL1s are measured."))
        self.fields = {name: field_editor(section_info(name), getattr(UtilitySpec(), name.split(".")[1]),
                                          _look(section_info(name))) for name in EDITED}
        self.analyses = QLabel()
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c62828")
        form = QFormLayout(self)
        form.addRow(self.about)
        form.addRow(self.tr("Survey weight"), self.weight)
        form.addRow(self.tr("Rows in the original's order"), self.in_order)
        for name, editor in self.fields.items():
            form.addRow(setting_words(section_info(name).label), editor)
        form.addRow(self.tr("The officer's analyses"), self.analyses)
        form.addRow(self.problem)

    def refresh(self, draft: AuditDraft) -> None:
        section = draft.utility
        self.setChecked(section is not None)
        section = section or UtilitySpec()
        self.weight.setText(section.weight or "")
        self.in_order.setText(", ".join(section.in_order))
        for name, editor in self.fields.items():
            show_value(editor, getattr(section, name.split(".")[1]))
        count = len(section.analyses)
        self.analyses.setText(self.tr("{count} in the audit file (a regression or indicator each)").format(count=count)
                              if count else self.tr("none: write them in the audit file's utility section"))
        self.problem.setText("")

    def commit(self, draft: AuditDraft) -> None:
        if not self.isChecked():
            draft.utility = None
            return
        values = {name.split(".")[1]: editor_value(editor) for name, editor in self.fields.items()}
        section = replace(draft.utility or UtilitySpec(), weight=self.weight.text().strip() or None,
                          in_order=column_list(self.in_order.text()), **values)
        try:
            section.check()
        except AuditError as exc:  # the section set before stays; the box says what is wrong
            self.problem.setText(self.tr("Not changed: {problem}").format(problem=exc))
            draft.utility = draft.utility or UtilitySpec()
            return
        self.problem.setText("")
        draft.utility = section
