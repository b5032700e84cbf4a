"""The Re-identification page: can a person be found in the file? For each key set, the classic measures
of the original beside each release, the class-size and individual-risk distributions (the report's
drawings), SUDA's variable contributions, and the per-record risk register, sortable and filterable.

The register identifies records: it is shown here and written to `risk_register.csv` only when the user
asks for it, never into a report."""

from __future__ import annotations

import re
from collections.abc import Callable

import pandas as pd
from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QComboBox, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSplitter, QVBoxLayout,
    QWidget,
)

from anonguard.engine.key_variables.result import ORIGINAL, SYNTHETIC, KeySetRisk, ReidentificationResult
from anonguard.engine.key_variables.register import name_attacks
from anonguard.fileio import write_file
from anonguard.gui.engine_words import chart_words, engine_text, engine_texts
from anonguard.gui.membership_view import table_view
from anonguard.gui.models import RISK_COLORS, FrameModel, band_text, localized
from anonguard.gui.pages import fit_columns
from anonguard.report.figures import clear_data, new_figure
from anonguard.report.key_figures import draw_class_sizes, draw_contributions, draw_risk_distribution
from anonguard.report.key_variables_presenter import key_measures_table
from anonguard.report.spreadsheet import csv_bytes

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: ReidentificationPage)
FILTERS = {"all": QT_TRANSLATE_NOOP("ReidentificationPage", "every record"),
           "uniques": QT_TRANSLATE_NOOP("ReidentificationPage", "sample uniques"),
           "above": QT_TRANSLATE_NOOP("ReidentificationPage", "individual risk above the acceptable risk"),
           "suda": QT_TRANSLATE_NOOP("ReidentificationPage", "records with a special unique (SUDA)"),
           "exposed": QT_TRANSLATE_NOOP("ReidentificationPage", "people an attack exposed (the original)")}


def register_rows(result: ReidentificationResult, file: str, which: str) -> pd.DataFrame:
    """The risk register of `file`, cut to the records `which` names (a FILTERS key), riskiest first."""
    register = result.register(file)
    if register is None:
        return pd.DataFrame()
    columns = register.columns
    picks = {"uniques": [c for c in columns if c.startswith("class size")],
             "above": [c for c in columns if c.startswith("individual risk")],
             "suda": [c for c in columns if c.startswith("SUDA score")]}
    if which == "uniques":
        register = register[(register[picks["uniques"]] == 1).any(axis=1)]
    elif which == "above":
        threshold = result.sets[0].threshold
        register = register[(register[picks["above"]] > threshold).any(axis=1)]
    elif which == "suda":  # SUDA not run: no record holds a special unique it found
        register = register[(register[picks["suda"]] > 0).any(axis=1)] if picks["suda"] else register.iloc[:0]
    elif which == "exposed":
        register = register[register["exposed by"] != ""] if "exposed by" in columns else register.iloc[:0]
    risk = picks["above"][0]
    return register.sort_values(risk, ascending=False, kind="stable").reset_index(drop=True)


def summary_html(result: ReidentificationResult) -> str:
    """The intruder's scenario the readings follow, then each file's worst reading as published, in a sentence
    with its band's colour; under it, in grey, the same under the intruder model when one is set (never instead
    of it)."""
    published = [s for s in result.sets if s.model is None and s.decided_by != SYNTHETIC]
    lines = [translate("ReidentificationPage", "Keys counted as published; the readings follow the intruder's "
                       "scenario: {scenario}.").format(scenario=engine_text(published[0].scenario_words()))] if published else []
    for file in dict.fromkeys(s.file for s in result.sets):
        measured = result.of_file(file)
        for sets in ([s for s in measured if s.model is None], [s for s in measured if s.model is not None]):
            if not sets:
                continue
            worst = max(sets, key=lambda s: (s.band == "serious", s.band == "at-risk", s.at_risk, s.sample_uniques,
                                             s.expected))
            name = file if file != ORIGINAL else translate("ReidentificationPage", "the original")
            text = translate("ReidentificationPage", "<b>{file}</b>: {band} · {at_risk} · {uniques} sample uniques, "
                             "{expected} re-identifications expected (key variables {keys})").format(
                file=name if worst.model is None else translate("ReidentificationPage", "{file}, if the {model}").format(
                    file=name, model=worst.model),
                band=band_text(worst.band), at_risk=engine_text(worst.at_risk_text()), keys=", ".join(worst.keys),
                uniques=localized(f"{worst.sample_uniques:,}"), expected=localized(f"{worst.expected:,.1f}"))
            color = RISK_COLORS.get(worst.band, "#ffffff") if file != ORIGINAL and worst.model is None else "#eeeeee"
            line = f'<span style="background:{color}">&nbsp;&nbsp;</span> {text}'
            lines.append(line if worst.model is None else f'&nbsp;&nbsp;&nbsp;&nbsp;<span style="color:#555555">{line}</span>')
    return "<br>".join(lines)


def shown_measures(table) -> pd.DataFrame:
    """The report's table of a key set's measures in the window's language: its words translated, its numbers
    written as the locale writes them."""
    def cell(text: str) -> str:
        return engine_text(text) if re.search(r"[^\W\d_]", text) else localized(text)

    files = [translate("ReidentificationPage", "original") if c == ORIGINAL else c for c in table.columns[1:]]
    columns = [engine_text(table.columns[0]), *files]  # the files keep their names
    return pd.DataFrame([[cell(str(v)) for v in row] for row in table.rows], columns=columns)


class KeyCanvas(FigureCanvasQTAgg):
    """One of the report's re-identification drawings, redrawn for the chosen key set."""

    def __init__(self, draw: Callable, hint: str) -> None:
        super().__init__(new_figure((5, 3.2)))
        self.axes = self.figure.add_subplot()
        self._draw, self._hint = draw, hint
        self.show_sets([])

    def show_sets(self, sets: list[KeySetRisk]) -> None:
        clear_data(self.axes)
        self.axes.set_xticks([])
        self.axes.set_yticks([])
        if sets:
            self.axes.set_title("")
            self._draw(self.axes, sets, say=chart_words)
        else:
            self.axes.set_title(self._hint, fontsize=9)
        self.draw_idle()


class ReidentificationPage(QWidget):
    """`show_result(result)` fills it; `register_path` asks where to write the register (None: not now)."""

    def __init__(self, register_path: Callable[[], str] | None = None) -> None:
        super().__init__()
        self.result: ReidentificationResult | None = None
        self.register_path = register_path
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName(self.tr("Re-identification summary per file"))
        self.key_set = QComboBox()
        self.key_set.setAccessibleName(self.tr("Key set shown"))
        self.key_set.currentIndexChanged.connect(self._show_key_set)
        self.measures = FrameModel()
        measures_view = table_view(self.measures)
        measures_view.setAccessibleName(self.tr("Measures of the key set, the original beside each release"))
        self.measures.modelReset.connect(lambda: fit_columns(measures_view, 360))
        self.class_sizes = KeyCanvas(draw_class_sizes, self.tr("records by class size"))
        self.risks = KeyCanvas(draw_risk_distribution, self.tr("records by individual risk"))
        self.contributions = KeyCanvas(lambda ax, sets, say: draw_contributions(ax, sets[-1], say),
                                       self.tr("SUDA: what to recode first"))
        plots = QSplitter()
        for canvas in (self.class_sizes, self.risks, self.contributions):
            plots.addWidget(canvas)
        plots.setMinimumHeight(230)
        self.file = QComboBox()
        self.file.setAccessibleName(self.tr("File whose register is shown"))
        self.which = QComboBox()
        self.which.setAccessibleName(self.tr("Records shown in the register"))
        for key, words in FILTERS.items():
            self.which.addItem(translate("ReidentificationPage", words), key)
        self.file.currentIndexChanged.connect(self._show_register)
        self.which.currentIndexChanged.connect(self._show_register)
        self.register = FrameModel(numbers=True)
        self.sorted = QSortFilterProxyModel()
        self.sorted.setSourceModel(self.register)
        self.sorted.setSortRole(Qt.ItemDataRole.UserRole)
        register_view = table_view(self.sorted)
        register_view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)  # riskiest first, as given
        register_view.setSortingEnabled(True)
        register_view.setAccessibleName(self.tr("Risk register: one row per record"))
        self.register.modelReset.connect(lambda: fit_columns(register_view))
        self.count = QLabel()
        self.export_button = QPushButton(self.tr("Export the risk register…"))
        self.export_button.setToolTip(self.tr("Writes risk_register.csv: it identifies records, so keep it as "
                                              "confidential as the original"))
        self.export_button.clicked.connect(self._export_clicked)
        choose = QHBoxLayout()
        for widget in (QLabel(self.tr("File:")), self.file, QLabel(self.tr("Show:")), self.which, self.count):
            choose.addWidget(widget)
        choose.addStretch()
        choose.addWidget(self.export_button)
        register = QGroupBox(self.tr("Risk register (identifies records: never in a report)"))
        register_layout = QVBoxLayout(register)
        register_layout.addLayout(choose)
        register_layout.addWidget(register_view)
        register.setMinimumHeight(180)
        measures_view.setMinimumHeight(160)
        splitter = QSplitter(Qt.Orientation.Vertical)
        for widget in (measures_view, plots, register):
            splitter.addWidget(widget)
        splitter.setChildrenCollapsible(False)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Key variables:")))
        top.addWidget(self.key_set, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        self.show_result(None)

    def show_exposures(self, results: list) -> None:
        """Name, in the original's register, the attacks that exposed each person."""
        if self.result is not None:
            name_attacks(self.result, results)
            self._show_register()

    def show_saved(self, saved: dict | None, warn: Callable[[str, str], None]) -> ReidentificationResult | None:
        """The measures an audit file kept (without their register, which is never saved); None if none."""
        try:
            result = None if saved is None else ReidentificationResult.from_dict(saved)
        except (KeyError, TypeError, ValueError) as exc:
            result = None
            warn(self.tr("Saved re-identification measures not shown"),
                 self.tr("they are malformed ({problem}); run the audit again").format(problem=exc))
        self.show_result(result)
        return result

    def show_result(self, result: ReidentificationResult | None) -> None:
        self.result = result
        self.key_set.blockSignals(True)
        self.key_set.clear()
        for keys in dict.fromkeys(s.keys for s in result.sets) if result else ():
            self.key_set.addItem(", ".join(keys), keys)
        self.key_set.blockSignals(False)
        self.file.blockSignals(True)
        self.file.clear()
        for file in dict.fromkeys(s.file for s in result.sets) if result else ():
            self.file.addItem(file if file != ORIGINAL else self.tr("the original"), file)
        self.file.blockSignals(False)
        if result is None or not result.sets:
            self.summary.setText(self.tr("No re-identification measures yet: mark the key variables on the Data page, "
                                         "tick 'Re-identification' on the Scenario page and run.")
                                 if result is None else self.tr("The audit measured no key set."))
        else:
            notes = "".join(f"<br><small>{note}</small>" for note in engine_texts(result.notes))
            searched = ("<br>" + self.tr("Key sets found by the search ({tried} of {total} combinations tried): "
                                         "the riskiest are measured; recode first: {recode}").format(
                tried=localized(f"{result.search['tried']:,}"), total=localized(f"{result.search['total']:,}"),
                recode=", ".join(result.search.get("recode_first", {}))) if result.search else "")
            self.summary.setText(summary_html(result) + searched + notes)
        self._show_key_set()
        self._show_register()

    def _show_key_set(self) -> None:
        keys = self.key_set.currentData()
        sets = [s for s in self.result.sets if s.keys == keys] if self.result and keys else []
        table = key_measures_table(sets) if sets else None  # as published, and beside it any intruder model
        self.measures.set_frame(shown_measures(table) if table else pd.DataFrame())
        sets = [s for s in sets if s.model is None]
        self.class_sizes.show_sets(sets)
        self.risks.show_sets(sets)
        releases = [s for s in sets if s.file != ORIGINAL and s.suda] or [s for s in sets if s.suda]
        self.contributions.show_sets(releases[:1])

    def _show_register(self) -> None:
        file = self.file.currentData()
        frame = register_rows(self.result, file, self.which.currentData()) if self.result and file else pd.DataFrame()
        self.register.set_frame(frame)
        kept = self.result is not None and file is not None and self.result.register(file) is not None
        total = self.result.of_file(file)[0].records if kept else 0
        self.count.setText(self.tr("{shown} of {total} records").format(
            shown=localized(f"{len(frame):,}"), total=localized(f"{total:,}")) if kept else
            self.tr("the register is not kept in the audit file: run the audit again to see it") if file else "")
        self.export_button.setEnabled(kept)

    def export_register(self, path: str) -> None:
        """Write the shown file's whole register as CSV (every record, whatever the filter), readable by its
        owner alone: it identifies records."""
        register = self.result.register(self.file.currentData())
        write_file(path, csv_bytes(register), 0o600)

    def _export_clicked(self) -> None:
        path = self.register_path() if self.register_path else ""
        if path:
            self.export_register(path)

