"""The risk–utility frontier of untreated and treated releases: the map the Utility page draws (the report's
`risk_utility_map` and `draw_map`), beside a table naming each treated release's source and chain. It takes a
`RiskUtilityMap` and a mapping of release label to `ChainDescription`, whoever made them: the Treatments page
after a run, or a search that audits many candidate chains."""

from __future__ import annotations

import html
from collections.abc import Mapping

import pandas as pd
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSplitter, QVBoxLayout, QWidget

from anonguard.gui.membership_view import table_view
from anonguard.gui.models import FrameModel, band_text, localized
from anonguard.gui.pages import fit_columns
from anonguard.gui.treatment_chains import ChainDescription
from anonguard.gui.utility_page import MapCanvas, percent
from anonguard.report.risk_utility import MapPoint, RiskUtilityMap

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: FrontierView)
HEADERS = (
    QT_TRANSLATE_NOOP("FrontierView", "Release"), QT_TRANSLATE_NOOP("FrontierView", "Made from"),
    QT_TRANSLATE_NOOP("FrontierView", "Chain of treatments"), QT_TRANSLATE_NOOP("FrontierView", "Verdict"),
    QT_TRANSLATE_NOOP("FrontierView", "Risk"), QT_TRANSLATE_NOOP("FrontierView", "Utility"),
    QT_TRANSLATE_NOOP("FrontierView", "On the front"))
CHOSEN_WORDS = (QT_TRANSLATE_NOOP("FrontierView", "yes"), QT_TRANSLATE_NOOP("FrontierView", "no"))


def _risk(point: MapPoint) -> str:
    return localized(f"{point.risk:.2f}") if point.measured else translate("FrontierView", "not measured")


def _utility(point: MapPoint) -> str:
    low, high = point.utility_range
    return translate("FrontierView", "{percent} ({low} to {high})").format(
        percent=percent(point.utility), low=percent(low), high=percent(high))


def frontier_frame(mapped: RiskUtilityMap, chains: Mapping[str, ChainDescription]) -> pd.DataFrame:
    """One row per release on the map, the front first, then by risk: a release the audit read is made from
    nothing ('—'); a treated one names its source and its chain."""
    rows = []
    for point in sorted(mapped.points, key=lambda p: (not p.on_front, p.risk, -p.utility)):
        chain = chains.get(point.release)
        rows.append([point.release, "—" if chain is None else chain.source, "—" if chain is None else chain.brief,
                     band_text(point.band), _risk(point), _utility(point),
                     translate("FrontierView", "yes" if point.on_front else "no")])
    return pd.DataFrame(rows, columns=[translate("FrontierView", header) for header in HEADERS])


class FrontierView(QWidget):
    """`show_frontier(mapped, chains)`: the table and the map; None shows `hint` in place of both."""

    def __init__(self) -> None:
        super().__init__()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setAccessibleName(self.tr("What the frontier suggests"))
        self.frame = pd.DataFrame()  # what the table shows
        self.chains: dict[str, ChainDescription] = {}
        self.model = FrameModel()
        self.table = table_view(self.model)
        self.table.setAccessibleName(self.tr("Untreated and treated releases: their chains, risk and utility"))
        self.table.verticalHeader().setVisible(False)  # the release names the row
        self.model.modelReset.connect(lambda: fit_columns(self.table, 300))
        self.table.selectionModel().currentRowChanged.connect(lambda current, _: self._show_chain(current.row()))
        self.chain = QLabel()  # the chosen release's chain in full: the table names its steps alone
        self.chain.setWordWrap(True)
        self.chain.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.chain.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.map = MapCanvas()
        self.map.setMinimumSize(300, 200)
        self.map.setAccessibleName(self.tr("Risk–utility map of the untreated and treated releases"))
        about = QLabel(self.tr(
            "<b>Risk</b>: the worst attack's ALC at the upper end of its 95 % interval, how much better than the "
            "baseline an intruder who knows the key variables guesses a sensitive variable (0: no better, 1: always "
            "right). <b>Utility</b>: the random subsample of the original that would be as faithful as the release, "
            "by its pairs of variables. <b>On the front</b>: no other release keeps more at no more risk."))
        about.setWordWrap(True)
        about.setAlignment(Qt.AlignmentFlag.AlignTop)
        words = QWidget()  # beside the map: the chosen chain, and what the axes mean
        words.setMinimumWidth(220)
        words_layout = QVBoxLayout(words)
        words_layout.setContentsMargins(0, 0, 0, 0)
        words_layout.addWidget(self.chain)
        words_layout.addWidget(about)
        words_layout.addStretch()
        drawn = QWidget()
        drawn_layout = QHBoxLayout(drawn)
        drawn_layout.setContentsMargins(0, 0, 0, 0)
        drawn_layout.addWidget(self.map, 3)
        drawn_layout.addWidget(words, 1)
        split = QSplitter(Qt.Orientation.Vertical)  # the table's columns need the width
        split.addWidget(self.table)
        split.addWidget(drawn)
        split.setChildrenCollapsible(False)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(split, 1)

    def show_frontier(self, mapped: RiskUtilityMap | None, chains: Mapping[str, ChainDescription],
                      hint: str = "", advice: str = "") -> None:
        """The releases of `mapped` with their chains (`chains`: label -> source and chain in words); `advice`
        heads them; without a map, `hint` says what is missing."""
        self.chains = dict(chains)
        self.summary.setText(advice if mapped is not None else hint)
        self.frame = pd.DataFrame() if mapped is None else frontier_frame(mapped, chains)
        self.model.set_frame(self.frame)
        rows = self.table.verticalHeader().defaultSectionSize() * min(len(self.frame), 6)
        bars = self.table.horizontalScrollBar().sizeHint().height()  # room for it, should the columns be wide
        self.table.setMinimumHeight(self.table.horizontalHeader().sizeHint().height() + rows + bars + 6)
        self.map.show_map(mapped)
        treated = [row for row, release in enumerate(self.frame.iloc[:, 0] if len(self.frame) else []) if release in
                   self.chains]
        self.table.selectRow(treated[0] if treated else 0)  # a treated release's chain in full below the table
        self._show_chain(treated[0] if treated else 0)

    def _show_chain(self, row: int) -> None:
        release = str(self.frame.iat[row, 0]) if 0 <= row < len(self.frame) else None
        chain = self.chains.get(release)
        self.chain.setText("" if chain is None else self.tr("<b>{release}</b>, made from {source}: {chain}").format(
            release=html.escape(release), source=html.escape(chain.source), chain=html.escape(chain.chain)))
