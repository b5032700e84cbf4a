"""The re-identification part of the Scenario page: whether the key variables' classic measures are taken (and
a search added to them), the intruder's scenario with the SDC Practice Guide's presets, what the file says
about its population, and an intruder model, shown in words beside the as-published reading it never
replaces."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QSpinBox,
)

from anonguard.engine.key_variables.key_bins import overrides_text, parse_overrides
from anonguard.engine.key_variables.result import (
    MEMBERSHIP_KNOWN, MEMBERSHIP_UNKNOWN, SCENARIO_PRESETS, preset_of,
)
from anonguard.engine.spec import ReidentificationSpec
from anonguard.gui.draft import AuditDraft

OWN = "own"  # the preset box's entry for thresholds set by hand


class ReidentificationBox(QGroupBox):
    """Checkable: when ticked, the audit also measures how easily a record is found by its key variables."""

    def __init__(self) -> None:
        super().__init__()
        self.setTitle(self.tr("Re-identification: can a person be found in the file by the key variables?"))
        self.setCheckable(True)
        self.setChecked(False)
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.search = QCheckBox(self.tr("Also search for the riskiest combinations of the key variables"))
        self.search.setToolTip(self.tr("Besides the key variables as one set (and each further attacker's set), "
                                       "which are always measured, try combinations of them and measure the riskiest."))
        self.preset = QComboBox()
        self.preset.setAccessibleName(self.tr("Release type"))
        self.preset.setToolTip(self.tr("The SDC Practice Guide's release types: a public-use file is judged by "
                                       "k-anonymity, a scientific-use file by the individual risk."))
        words = (self.tr("public-use file: who is in it can be known, k = 3"), self.tr("public-use file, strict: k = 5"),
                 self.tr("scientific-use file: a sample whose members are not known, individual risk above 0.05"))
        for name, said in zip(SCENARIO_PRESETS, words, strict=True):  # the presets' names are the engine's
            self.preset.addItem(said, name)
        self.preset.addItem(self.tr("own thresholds"), OWN)
        self.scenario = QComboBox()
        self.scenario.setAccessibleName(self.tr("What the intruder can know about who is in the file"))
        self.scenario.addItem(self.tr("who is in the file can be known (a census, a register extract, a clinic's "
                                      "file, a published sample): prosecutor risk"), MEMBERSHIP_KNOWN)
        self.scenario.addItem(self.tr("a sample whose members are not known: weighted individual risk"),
                              MEMBERSHIP_UNKNOWN)
        self.scenario.setToolTip(self.tr("The re-identification verdict follows this reading; with a survey weight "
                                         "both readings are shown. Without one, the prosecutor reading decides."))
        self.k = QSpinBox()
        self.k.setRange(2, 1000)
        self.k.setToolTip(self.tr("Who is in the file can be known: a record is at risk when fewer than this many "
                                  "records share its key combination (typically 3 or 5)."))
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
        self.bins.setToolTip(self.tr("An intruder who knows less than the release prints, per numeric key: "
                                     "age=0;18;30;65 (edges), income=10 (quantile bins), income=round 1000 "
                                     "(rounding) or children=as written. Measured beside the keys as published, "
                                     "never instead of them."))
        self.bins.setAccessibleName(self.tr("Intruder model: what the intruder knows less precisely"))
        self.model = QLabel()
        self.model.setWordWrap(True)
        self.bins_problem = QLabel()
        self.bins_problem.setWordWrap(True)
        self.bins_problem.setStyleSheet("color: #c62828")
        form = QFormLayout(self)
        form.addRow(self.about)
        form.addRow("", self.search)
        form.addRow(self.tr("Release type"), self.preset)
        form.addRow(self.tr("The intruder's scenario"), self.scenario)
        form.addRow(self.tr("k-anonymity threshold"), self.k)
        form.addRow(self.tr("Acceptable individual risk"), self.threshold)
        form.addRow(self.tr("Population size"), self.population)
        form.addRow(self.tr("Largest special unique (SUDA)"), self.suda)
        form.addRow(self.tr("Intruder model (optional)"), self.bins)
        form.addRow(self.model)
        form.addRow(self.bins_problem)
        self.preset.activated.connect(self._preset_chosen)
        self.scenario.currentIndexChanged.connect(self._show_preset)
        self.k.valueChanged.connect(self._show_preset)
        self.threshold.valueChanged.connect(self._show_preset)
        self.bins.textChanged.connect(self._show_model)
        self._show_model()

    def refresh(self, draft: AuditDraft) -> None:
        section = draft.reidentification
        self.setChecked(section is not None)
        self.search.setChecked(draft.search_keys)
        self.population.setValue(section.population_size or 0 if section else 0)
        settings = draft.settings["reidentification"]
        self.scenario.setCurrentIndex(self.scenario.findData(settings["scenario"]))
        self.k.setValue(settings["k"])
        self.threshold.setValue(settings["threshold"])
        self.suda.setValue(settings["suda_size"])
        self.bins.setText(overrides_text(section.bins) if section else "")
        self.bins_problem.setText("")
        self._show_preset()
        roles = {c.role: c.name for c in draft.columns if c.role in ("weight", "household")}
        named = section.key_sets if section else []
        self.about.setText(
            (self.tr("Key sets named in the audit file: {sets}.").format(sets="; ".join(", ".join(k) for k in named))
             if named else self.tr("Measured on the key variables (role 'known') and each further attacker's set, "
                                   "counted as published."))
            + " " + self.tr("Survey weight: {weight}; household id: {household} (roles on the Data page).").format(
                weight=roles.get("weight", self.tr("none")), household=roles.get("household", self.tr("none"))))

    def commit(self, draft: AuditDraft) -> None:
        settings = draft.settings["reidentification"]
        settings["scenario"] = self.scenario.currentData()
        settings["k"] = self.k.value()
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
            self.bins_problem.setText(self.tr("Intruder model not changed: {problem}").format(problem=exc))
        draft.search_keys = self.search.isChecked()
        draft.reidentification = section

    def _preset_chosen(self) -> None:
        """A release type sets the scenario and the threshold it is judged by."""
        fixed = SCENARIO_PRESETS.get(self.preset.currentData())
        if fixed is None:
            return
        self.scenario.setCurrentIndex(self.scenario.findData(fixed["scenario"]))
        if "k" in fixed:
            self.k.setValue(fixed["k"])
        if "threshold" in fixed:
            self.threshold.setValue(fixed["threshold"])
        self._show_preset()

    def _show_preset(self) -> None:
        """The release type the scenario and thresholds amount to, or 'own thresholds'."""
        found = preset_of({"scenario": self.scenario.currentData(), "k": self.k.value(),
                           "threshold": round(self.threshold.value(), 3)})
        self.preset.setCurrentIndex(self.preset.findData(found or OWN))

    def _show_model(self) -> None:
        """The intruder model in words, always visible: none, or what it assumes beside the as-published reading."""
        text = self.bins.text().strip()
        self.model.setText(
            self.tr("Every key is counted as published (each value of the file its own category). Intruder model: "
                    "none.") if not text else
            self.tr("Every key is counted as published, and beside that reading (never instead of it) for an "
                    "intruder who knows only: {model}.").format(model=text))
