"""The re-identification part of the Scenario page: whether the key variables' classic measures are taken,
searched or named, what the file says about its population, and when a record's risk is too high."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDoubleSpinBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QSpinBox

from anonguard.engine.key_bins import overrides_text, parse_overrides
from anonguard.engine.spec import ReidentificationSpec
from anonguard.gui.draft import AuditDraft


class ReidentificationBox(QGroupBox):
    """Checkable: when ticked, the audit also measures how easily a record is found by its key variables."""

    def __init__(self) -> None:
        super().__init__()
        self.setTitle(self.tr("Re-identification: can a person be found in the file by the key variables?"))
        self.setCheckable(True)
        self.setChecked(False)
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.search = QCheckBox(self.tr("Search for the riskiest combinations of the key variables"))
        self.search.setToolTip(self.tr("Instead of measuring the key variables as one set (and each further "
                                       "attacker's set), try combinations of them and measure the riskiest."))
        self.population = QSpinBox()
        self.population.setRange(0, 2**31 - 1)
        self.population.setGroupSeparatorShown(True)
        self.population.setSpecialValueText(self.tr("the sum of the survey weights"))
        self.population.setToolTip(self.tr("How many people the file was drawn from: the population uniqueness "
                                           "models and DIS-SUDA need it."))
        self.threshold = QDoubleSpinBox()
        self.threshold.setRange(0.001, 1.0)
        self.threshold.setDecimals(3)
        self.threshold.setSingleStep(0.01)
        self.threshold.setToolTip(self.tr("A record whose chance of being re-identified exceeds this is at risk "
                                          "(0.1: it shares its key combination with about ten people)."))
        self.suda = QSpinBox()
        self.suda.setRange(0, 6)
        self.suda.setSpecialValueText(self.tr("not run"))
        self.suda.setToolTip(self.tr("SUDA looks for the smallest sets of key variables, of at most this many, "
                                     "that make a record unique."))
        self.bins = QLineEdit()
        self.bins.setPlaceholderText(self.tr("5 quantile bins for a numeric key of more than 20 values"))
        self.bins.setToolTip(self.tr("How numeric keys are cut, e.g. age=0;18;30;65 (edges), income=10 (quantile "
                                     "bins) or children=as written; the bins used are named in the results."))
        self.bins.setAccessibleName(self.tr("Bins of numeric keys"))
        self.bins_problem = QLabel()
        self.bins_problem.setWordWrap(True)
        self.bins_problem.setStyleSheet("color: #c62828")
        form = QFormLayout(self)
        form.addRow(self.about)
        form.addRow("", self.search)
        form.addRow(self.tr("Population size"), self.population)
        form.addRow(self.tr("Acceptable individual risk"), self.threshold)
        form.addRow(self.tr("Largest special unique (SUDA)"), self.suda)
        form.addRow(self.tr("Bins of numeric keys"), self.bins)
        form.addRow(self.bins_problem)

    def refresh(self, draft: AuditDraft) -> None:
        section = draft.reidentification
        self.setChecked(section is not None)
        self.search.setChecked(draft.search_keys)
        self.population.setValue(section.population_size or 0 if section else 0)
        settings = draft.settings["reidentification"]
        self.threshold.setValue(settings["threshold"])
        self.suda.setValue(settings["suda_size"])
        self.bins.setText(overrides_text(section.bins) if section else "")
        self.bins_problem.setText("")
        roles = {c.role: c.name for c in draft.columns if c.role in ("weight", "household")}
        named = section.key_sets if section else []
        self.about.setText(
            (self.tr("Key sets named in the audit file: {sets}.").format(sets="; ".join(", ".join(k) for k in named))
             if named else self.tr("Measured on the key variables (role 'known') and each further attacker's set."))
            + " " + self.tr("Survey weight: {weight}; household id: {household} (roles on the Data page).").format(
                weight=roles.get("weight", self.tr("none")), household=roles.get("household", self.tr("none"))))

    def commit(self, draft: AuditDraft) -> None:
        settings = draft.settings["reidentification"]
        settings["threshold"] = self.threshold.value()
        settings["suda_size"] = self.suda.value()
        if not self.isChecked():
            draft.reidentification = None
            return
        section = draft.reidentification or ReidentificationSpec()
        section.population_size = self.population.value() or None
        try:
            section.bins = parse_overrides(self.bins.text())
            self.bins_problem.setText("")
        except ValueError as exc:  # the bins set before stay; the field says what is wrong
            self.bins_problem.setText(self.tr("Bins not changed: {problem}").format(problem=exc))
        if self.search.isChecked() != draft.search_keys:  # the key sets a file named give way to the search, and back
            section.key_sets, section.candidates = [], []
        draft.search_keys = self.search.isChecked()
        draft.reidentification = section
