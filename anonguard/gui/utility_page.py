"""The Utility page, beside the Verdict: what each release is still good for, and the risk–utility map that
weighs it against the verdict's risk, with the release to consider first named above them. Under them, the
chosen release's variables and the pairs of variables furthest from the original's.

Every score is read as the random subsample of the original that would be as faithful (docs/utility.md): a
distance alone has no scale. The page reads the session's utility measures and verdict; it computes nothing
of its own (the report's `risk_utility_map` does)."""

from __future__ import annotations

import pandas as pd
from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QSplitter, QVBoxLayout, QWidget

from anonguard.engine.utility.baseline import Equivalent
from anonguard.engine.utility.result import ReleaseUtility, UtilityResult
from anonguard.gui.engine_words import chart_words, engine_text, engine_texts
from anonguard.gui.membership_view import table_view
from anonguard.gui.models import RISK_COLORS, FrameModel, band_text, localized
from anonguard.gui.pages import fit_columns
from anonguard.gui.session import AuditSession
from anonguard.report.figures import clear_data, new_figure
from anonguard.report.risk_utility import MapPoint, RiskUtilityMap, draw_map, risk_utility_map
from anonguard.report.utility_presenter import figure_text

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: UtilityPage)
RELEASE_HEADERS = (
    QT_TRANSLATE_NOOP("UtilityPage", "Release"), QT_TRANSLATE_NOOP("UtilityPage", "Verdict"),
    QT_TRANSLATE_NOOP("UtilityPage", "Risk"),
    QT_TRANSLATE_NOOP("UtilityPage", "Utility (pairs of variables)"), QT_TRANSLATE_NOOP("UtilityPage", "On the front"),
    QT_TRANSLATE_NOOP("UtilityPage", "Variables' distance"), QT_TRANSLATE_NOOP("UtilityPage", "Pairs' distance"),
    QT_TRANSLATE_NOOP("UtilityPage", "pMSE ratio (SPECKS)"), QT_TRANSLATE_NOOP("UtilityPage", "k-marginal score"),
    QT_TRANSLATE_NOOP("UtilityPage", "IL1s"))
VARIABLE_HEADERS = (
    QT_TRANSLATE_NOOP("UtilityPage", "Variable"), QT_TRANSLATE_NOOP("UtilityPage", "Kind"),
    QT_TRANSLATE_NOOP("UtilityPage", "Distance"), QT_TRANSLATE_NOOP("UtilityPage", "Missing"),
    QT_TRANSLATE_NOOP("UtilityPage", "Changed"), QT_TRANSLATE_NOOP("UtilityPage", "Categories lost"))
ANALYSIS_HEADERS = (
    QT_TRANSLATE_NOOP("UtilityPage", "Analysis"), QT_TRANSLATE_NOOP("UtilityPage", "Term"),
    QT_TRANSLATE_NOOP("UtilityPage", "Original [95 % interval]"),
    QT_TRANSLATE_NOOP("UtilityPage", "Release [95 % interval]"), QT_TRANSLATE_NOOP("UtilityPage", "Bias"),
    QT_TRANSLATE_NOOP("UtilityPage", "Interval overlap"), QT_TRANSLATE_NOOP("UtilityPage", "Note"))
PAIR_HEADERS = (
    QT_TRANSLATE_NOOP("UtilityPage", "Variables"), QT_TRANSLATE_NOOP("UtilityPage", "Total variation"),
    QT_TRANSLATE_NOOP("UtilityPage", "Association"), QT_TRANSLATE_NOOP("UtilityPage", "Original"),
    QT_TRANSLATE_NOOP("UtilityPage", "Release"))
# words chosen at run time, marked here so that pyside6-lupdate finds them
CHOSEN_WORDS = (
    QT_TRANSLATE_NOOP("UtilityPage", "yes"), QT_TRANSLATE_NOOP("UtilityPage", "no"),
    QT_TRANSLATE_NOOP("UtilityPage", "categorical"), QT_TRANSLATE_NOOP("UtilityPage", "continuous"),
    QT_TRANSLATE_NOOP("UtilityPage", "correlation"), QT_TRANSLATE_NOOP("UtilityPage", "Cramér's V"),
    QT_TRANSLATE_NOOP("UtilityPage", "less faithful than a {percent} subsample"),
    QT_TRANSLATE_NOOP("UtilityPage", "more faithful than a {percent} subsample"))


def percent(share: float) -> str:
    """A share as the page writes it: '30 %', '2.5 %' below 10 % (in the window's locale)."""
    return localized(f"{100 * share:.0f} %" if share >= 0.1 or share == 0 else f"{100 * share:.1f} %")


def faithful_words(found: Equivalent | None) -> str:
    """'as faithful as a 30 % subsample (20 % to 40 %)' in the window's language."""
    if found is None:
        return "-"
    if found.beyond is not None:
        text = ("less faithful than a {percent} subsample" if found.beyond == "below" else
                "more faithful than a {percent} subsample")
        return translate("UtilityPage", text).format(percent=percent(found.fraction))
    return translate("UtilityPage", "as faithful as a {percent} subsample ({low} to {high})").format(
        percent=percent(found.fraction), low=percent(found.low), high=percent(found.high))


def _number(value: float | None, digits: int = 3) -> str:
    return "-" if value is None or value != value else localized(f"{value:.{digits}f}")


def _frame(rows: list[list[str]], headers: tuple[str, ...]) -> pd.DataFrame:
    return pd.DataFrame(rows, columns=[translate("UtilityPage", header) for header in headers])


def releases_frame(utility: UtilityResult, mapped: RiskUtilityMap | None) -> pd.DataFrame:
    """One row per release: its verdict and place on the map (when judged), then its utility readings."""
    points: dict[str, MapPoint] = {p.release: p for p in mapped.points} if mapped else {}
    rows = []
    for r in utility.releases:
        point = points.get(r.release)
        risk = ("-" if point is None else _number(point.risk, 2) if point.measured
                else translate("UtilityPage", "not measured"))
        front = "-" if point is None else translate("UtilityPage", "yes" if point.on_front else "no")
        told = r.propensity
        ratio = "-" if told is None else "∞" if told.ratio == float("inf") else _number(told.ratio, 2)
        rows.append([r.release, "-" if point is None else band_text(point.band), risk,
                     faithful_words(r.equivalents.get("pairs")), front, _number(r.scores.get("variables")),
                     _number(r.scores.get("pairs")), ratio if told is None else f"{ratio} ({_number(told.specks)})",
                     "-" if r.k_marginal is None else _number(r.k_marginal.score), _number(r.il1s)])
    return _frame(rows, RELEASE_HEADERS)


def variables_frame(release: ReleaseUtility) -> pd.DataFrame:
    rows = [[v.column, translate("UtilityPage", "categorical" if v.kind == "categorical" else "continuous"),
             _number(v.distance), f"{percent(v.missing_original)} → {percent(v.missing_release)}",
             "-" if v.changed is None else percent(v.changed),
             ", ".join(v.categories_lost[:5]) + (" …" if len(v.categories_lost) > 5 else "")
             or translate("UtilityPage", "none")] for v in release.variables]
    return _frame(rows, VARIABLE_HEADERS)


def pairs_frame(release: ReleaseUtility, count: int = 10) -> pd.DataFrame:
    rows = [[" × ".join(p.columns), _number(p.distance),
             translate("UtilityPage", "correlation" if p.association == "correlation" else "Cramér's V"),
             _number(p.original, 2), _number(p.release, 2)] for p in release.worst_pairs(count)]
    return _frame(rows, PAIR_HEADERS)


def _estimate(value: float | None, low: float | None, high: float | None) -> str:
    if value is None or value != value:
        return "-"
    low_text, high_text = (localized(figure_text(bound)) for bound in (low, high))
    return translate("UtilityPage", "{value} [{low}, {high}]").format(
        value=localized(figure_text(value)), low=low_text, high=high_text)


def analyses_frame(release: ReleaseUtility) -> pd.DataFrame:
    """The officer's analyses on the original beside the release, term by term (its notes translated)."""
    rows = [[c.analysis, c.term, _estimate(c.original, c.original_low, c.original_high),
             _estimate(c.release, c.release_low, c.release_high),
             "-" if c.bias is None else localized(figure_text(c.bias)), _number(c.overlap, 2), engine_text(c.note)]
            for c in release.analyses]
    return _frame(rows, ANALYSIS_HEADERS)


class MapCanvas(FigureCanvasQTAgg):
    """The report's risk–utility map, in the window's language."""

    def __init__(self) -> None:
        super().__init__(new_figure((5, 3.6)))
        self.axes = self.figure.add_subplot()
        self.show_map(None)

    def show_map(self, mapped: RiskUtilityMap | None) -> None:
        clear_data(self.axes)
        if mapped is None:
            self.axes.set_xticks([])
            self.axes.set_yticks([])
            self.axes.set_title(translate("UtilityPage", "the map needs the verdict and the utility measures"),
                                fontsize=9)
        else:
            self.axes.set_title("")
            self.axes.set_xticks([0, 0.25, 0.5, 0.75, 1])
            self.axes.set_yticks([0, 0.25, 0.5, 0.75, 1])
            draw_map(self.axes, mapped, RISK_COLORS, say=chart_words)
        self.figure.tight_layout()
        self.draw_idle()


class UtilityPage(QWidget):
    """`show_measured(bands)` fills it from the session's utility measures and verdict."""

    def __init__(self, session: AuditSession) -> None:
        super().__init__()
        self.session = session
        self.utility: UtilityResult | None = None
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setAccessibleName(self.tr("Which release to consider first"))
        self.releases = FrameModel()
        self.table = table_view(self.releases)
        self.table.setAccessibleName(self.tr("Utility of each release, with its verdict and place on the map"))
        self.releases.modelReset.connect(lambda: fit_columns(self.table, 320))
        self.table.selectionModel().currentRowChanged.connect(lambda current, _: self._show_release(current.row()))
        self.map = MapCanvas()
        self.map.setMinimumSize(380, 280)
        self.map.setAccessibleName(self.tr("Risk–utility map"))
        self.about = QLabel(self.tr(
            "Utility: the random subsample of the original that would be as faithful as the release, by the total "
            "variation of its pairs of variables (how well it keeps what variables say about each other). Risk: "
            "the worst attack's ALC at the upper end of its 95 % interval. A release is on the front when no other "
            "keeps more at no more risk."))
        self.about.setWordWrap(True)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.table, 1)
        left_layout.addWidget(self.about)
        top = QSplitter()
        top.addWidget(left)
        top.addWidget(self.map)
        top.setStretchFactor(0, 3)
        top.setStretchFactor(1, 2)
        top.setChildrenCollapsible(False)
        self.variables, self.pairs = FrameModel(), FrameModel()
        variables_view, pairs_view = table_view(self.variables), table_view(self.pairs)
        variables_view.setAccessibleName(self.tr("The chosen release's variables"))
        pairs_view.setAccessibleName(self.tr("The chosen release's pairs furthest from the original's"))
        self.variables.modelReset.connect(lambda: fit_columns(variables_view, 240))
        self.pairs.modelReset.connect(lambda: fit_columns(pairs_view, 240))
        self.analyses = FrameModel()
        self.analyses_view = table_view(self.analyses)
        self.analyses_view.setAccessibleName(self.tr("The officer's analyses on the original and the chosen release"))
        self.analyses.modelReset.connect(lambda: fit_columns(self.analyses_view, 300))
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.detail = QGroupBox()
        tables = QSplitter()
        tables.addWidget(variables_view)
        tables.addWidget(pairs_view)
        tables.setChildrenCollapsible(False)
        detail_layout = QVBoxLayout(self.detail)
        tables.addWidget(self.analyses_view)
        detail_layout.addWidget(tables, 1)
        detail_layout.addWidget(self.notes)
        both = QSplitter(Qt.Orientation.Vertical)
        both.addWidget(top)
        both.addWidget(self.detail)
        both.setChildrenCollapsible(False)
        both.setStretchFactor(0, 1)  # the releases are few; their variables and pairs many
        both.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(both, 1)
        self.show_measured(None)

    def show_measured(self, bands) -> None:
        """The session's utility measures, on the map against its verdict under `bands` (None: before a run)."""
        session = self.session
        self.utility = session.measured.get("utility") if bands is not None else None
        utility = self.utility
        if utility is None or not utility.releases:
            self.summary.setText(self.tr(
                "No utility measured yet: tick 'Utility' on the Scenario page (or give the audit file a utility "
                "section) and run. Each release is then compared with the original, and placed on the risk–utility "
                "map beside its verdict."))
            for model in (self.releases, self.variables, self.pairs, self.analyses):
                model.set_frame(pd.DataFrame())
            self.map.show_map(None)
            self.detail.setTitle("")
            self.notes.setText("")
            return
        verdict = None if session.running else session.verdict(bands)
        mapped = None if verdict is None else risk_utility_map(verdict, utility)
        self.summary.setText(self._summary(mapped))
        self.releases.set_frame(releases_frame(utility, mapped))
        self.map.show_map(mapped)
        self.table.selectRow(0)
        self._show_release(0)

    def _summary(self, mapped: RiskUtilityMap | None) -> str:
        if self.session.running:
            return self.tr("<b>The audit is running:</b> the map is drawn once its verdict is final.")
        if mapped is None:
            return self.tr("<b>No verdict to weigh the utility against:</b> the audit ran no attack and measured no "
                           "key set, so the releases are not placed on the risk–utility map.")
        best = mapped.best
        color = RISK_COLORS.get("safe" if best else "serious", "#ffffff")
        return f'<span style="background:{color}">&nbsp;&nbsp;</span> <b>{mapped.advice(chart_words)}</b>'

    def _show_release(self, row: int) -> None:
        utility = self.utility
        if utility is None or not 0 <= row < len(utility.releases):
            return
        release = utility.releases[row]
        self.detail.setTitle(self.tr("Release '{release}': {rows} rows; pairs {pairs}").format(
            release=release.release, rows=localized(f"{release.rows:,}"),
            pairs=faithful_words(release.equivalents.get("pairs"))))
        self.variables.set_frame(variables_frame(release))
        self.pairs.set_frame(pairs_frame(release))
        self.analyses.set_frame(analyses_frame(release))
        self.analyses_view.setVisible(bool(release.analyses))  # only where the audit file asks for analyses
        measured = self.tr("{measured} of {total} pairs measured.").format(
            measured=localized(f"{len(release.pairs):,}"), total=localized(f"{release.pairs_total:,}"))
        self.notes.setText(" ".join([measured, *engine_texts(release.notes)]))
