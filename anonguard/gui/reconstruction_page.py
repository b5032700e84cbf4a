"""The Reconstruction page: for each release given as published count tables, the reading in plain words, what was
reconstructed and what each figure means, the per-unit uniqueness chart, the guesses an intruder makes through the
reconstruction beside the baselines' (split by determined units and modal people), and the units the tables do not
determine. A view of the session's reconstruction result; its words and rows come from gui/reconstruction_view.py."""

from __future__ import annotations

from html import escape

import pandas as pd
from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QComboBox, QFrame, QGroupBox, QHBoxLayout, QLabel, QScrollArea, QSplitter, QVBoxLayout, QWidget,
)

from anonguard.engine.reconstruction.result import TablesReconstruction
from anonguard.gui import reconstruction_view as view
from anonguard.gui.engine_words import message_words
from anonguard.gui.membership_view import table_view
from anonguard.gui.models import FrameModel
from anonguard.gui.pages import fit_columns
from anonguard.gui.session import AuditSession
from anonguard.report.figures import ATTACK_COLOR, BASELINE_COLOR, new_figure
from anonguard.report.reconstruction_presenter import draw_uniqueness


class UniquenessCanvas(FigureCanvasQTAgg):
    """The report's per-unit uniqueness chart, in the window's language."""

    def __init__(self) -> None:
        super().__init__(new_figure((5, 3.4)))
        self.figure.set_layout_engine("tight")  # the axis labels kept inside at any size of the page
        self.axes = self.figure.add_subplot()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(420, 240)  # matplotlib's is the canvas's size as it is: the page would never fit the screen

    def show_release(self, found: TablesReconstruction | None) -> None:
        self.axes.clear()
        if found is not None and found.units:
            draw_uniqueness(self.axes, found, (ATTACK_COLOR, BASELINE_COLOR), say=message_words)
        self.draw_idle()


def _label(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    return label


def facts_html(rows: list[tuple[str, str, str]]) -> str:
    """The facts as a table of three columns: the measure, its value and, in grey, what it means."""
    cells = "".join(f"<tr><td><b>{escape(name)}</b></td><td>&nbsp;{escape(value)}&nbsp;</td>"
                    f"<td style='color:#555'>{escape(meaning)}</td></tr>" for name, value, meaning in rows)
    return f"<table cellspacing='0' cellpadding='2'>{cells}</table>"


def _table(model: FrameModel, name: str, most: int, whole: bool = False):
    """A table of `model` without row numbers, its columns fitted to their text (none wider than `most`); `whole`:
    no taller than its rows (a few, always), the space below left to the words under it."""
    shown = table_view(model)
    shown.setAccessibleName(name)
    shown.verticalHeader().setVisible(False)

    def fit() -> None:
        fit_columns(shown, most)
        if whole:
            rows = sum(shown.rowHeight(row) for row in range(model.rowCount()))
            shown.setMaximumHeight(shown.horizontalHeader().sizeHint().height() + rows + 2 * shown.frameWidth()
                                   + shown.horizontalScrollBar().sizeHint().height())

    model.modelReset.connect(fit)
    return shown


class ReconstructionPage(QWidget):
    """`show_measured(bands)` fills it from the session's reconstruction result."""

    def __init__(self, session: AuditSession) -> None:
        super().__init__()
        self.session = session
        self.found: list[TablesReconstruction] = []
        self.release = QComboBox()
        self.release.setAccessibleName(self.tr("Release of published tables"))
        self.release.currentIndexChanged.connect(self._show_release)
        self.summary = _label()
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary.setAccessibleName(self.tr("The reconstruction in plain words"))
        self.facts = _label()
        self.facts.setTextFormat(Qt.TextFormat.RichText)
        self.facts.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.facts.setAccessibleName(self.tr("What was reconstructed"))
        facts_area = QScrollArea()  # on a small screen the facts scroll, and the guesses below stay in sight
        facts_area.setWidget(self.facts)
        facts_area.setWidgetResizable(True)
        facts_area.setFrameShape(QFrame.Shape.NoFrame)
        facts_box = QGroupBox(self.tr("What was reconstructed"))
        QVBoxLayout(facts_box).addWidget(facts_area, 1)
        self.chart = UniquenessCanvas()
        self.chart.setMinimumSize(320, 220)
        self.chart.setAccessibleName(self.tr("Each unit by its people and how far another answer could differ"))
        chart_box = QGroupBox(self.tr("Per-unit uniqueness"))
        chart_layout = QVBoxLayout(chart_box)
        chart_layout.addWidget(self.chart, 1)
        chart_layout.addWidget(_label(self.tr(
            "Each point is a unit: its people, and the most people by which another set of people fitting its "
            "cells could differ. On the bottom line: determined by the tables.")))
        top = QSplitter()
        top.addWidget(facts_box)
        top.addWidget(chart_box)
        top.setSizes([650, 350])  # in proportion to the page's width
        top.setChildrenCollapsible(False)

        self.sensitive = QComboBox()
        self.sensitive.setAccessibleName(self.tr("Sensitive variable guessed"))
        self.sensitive.currentIndexChanged.connect(self._show_inference)
        self.guesses = FrameModel()
        guesses_view = _table(self.guesses, self.tr("Guesses through the reconstruction beside the baselines'"), 260,
                              whole=True)
        self.alc = _label()
        self.guesses_box = QGroupBox()
        guesses_layout = QVBoxLayout(self.guesses_box)
        guesses_layout.addWidget(self.sensitive)
        guesses_layout.addWidget(guesses_view, 1)
        guesses_layout.addWidget(self.alc)
        guesses_layout.addWidget(_label(self.tr(
            "An intruder who knows a person's unit and key variables looks them up among the reconstructed people "
            "and guesses the sensitive variable: how often the guess is right, with its 95 % interval, and for how "
            "many it guesses. Published modal: the unit's most common value, read off the published tables alone. "
            "Non-member baseline: the most common value among the other people sharing the person's key variables. "
            "Modal people hold their unit's most common value; the reconstruction exposes the others, in units the "
            "tables determine.")))
        guesses_layout.addStretch()
        self.undetermined = FrameModel()
        undetermined_view = _table(self.undetermined, self.tr("Units the tables do not determine"), 200)
        self.undetermined_box = QGroupBox()
        undetermined_layout = QVBoxLayout(self.undetermined_box)
        undetermined_layout.addWidget(undetermined_view, 1)
        undetermined_layout.addWidget(_label(self.tr(
            "Differs by: the people (summed over person types) by which another set of people fitting the unit's "
            "cells differs from the one reconstructed; at most: the most it can differ by, proven.")))
        bottom = QSplitter()
        bottom.addWidget(self.guesses_box)
        bottom.addWidget(self.undetermined_box)
        bottom.setSizes([855, 395])
        bottom.setChildrenCollapsible(False)
        both = QSplitter(Qt.Orientation.Vertical)
        both.addWidget(top)
        both.addWidget(bottom)
        both.setChildrenCollapsible(False)
        both.setStretchFactor(0, 1)
        both.setStretchFactor(1, 1)
        chooser = QHBoxLayout()
        self.release_label = QLabel(self.tr("Release:"))
        chooser.addWidget(self.release_label)
        chooser.addWidget(self.release, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(chooser)
        layout.addWidget(self.summary)
        layout.addWidget(both, 1)
        self.show_measured(None)

    def show_measured(self, bands) -> None:
        """The session's reconstruction, one count-table release at a time (`bands`: unused, as for every page of a
        kind's whole-audit measures)."""
        self.found = view.releases(self.session.measured)
        self.release.blockSignals(True)
        self.release.clear()
        self.release.addItems([found.release for found in self.found])
        self.release.blockSignals(False)
        for widget in (self.release, self.release_label):
            widget.setVisible(len(self.found) > 1)
        self._show_release(0)

    def _show_release(self, index: int) -> None:
        found = self.found[index] if 0 <= index < len(self.found) else None
        self.chart.show_release(found)
        if found is None:
            self.summary.setText(self.tr(
                "Nothing reconstructed yet. Add a folder of published count tables as a release on the Data page (Add "
                "published tables…: the folder with its tables.json or tables.toml) and run the audit: the people "
                "behind the counts are rebuilt unit by unit, and what that gives away is shown here."))
            for model in (self.guesses, self.undetermined):
                model.set_frame(pd.DataFrame())
            self.facts.setText("")
            self.sensitive.clear()
            self.alc.setText("")
            self.guesses_box.setTitle("")
            self.undetermined_box.setTitle("")
            return
        self.summary.setText(view.reading_words(found))
        self.facts.setText(facts_html(view.facts(found)))
        self.undetermined.set_frame(view.undetermined_frame(found))
        self.undetermined_box.setTitle(self.tr("Units the tables do not determine ({count})").format(
            count=view.undetermined_count(found)))
        self.sensitive.blockSignals(True)
        self.sensitive.clear()
        self.sensitive.addItems([view.inference_title(i) for i in found.inferences])
        self.sensitive.blockSignals(False)
        self.sensitive.setVisible(len(found.inferences) > 1)
        self._show_inference(0)

    def _show_inference(self, index: int) -> None:
        found = self.found[self.release.currentIndex()] if self.found else None
        if found is None or not 0 <= index < len(found.inferences):
            self.guesses.set_frame(pd.DataFrame())
            self.alc.setText("")
            self.guesses_box.setTitle(self.tr("Guesses: the original has none of the tables' variables to compare"))
            return
        inference = found.inferences[index]
        self.guesses_box.setTitle(view.inference_title(inference))
        self.guesses.set_frame(view.inference_frame(inference))
        self.alc.setText(view.alc_words(inference))
