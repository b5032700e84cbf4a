"""Matplotlib canvases in the window; what they draw is the report's drawing (`anonguard.report.figures`),
in the window's language (`chart_words`)."""

from __future__ import annotations

from typing import Callable

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from anonguard.engine.claims.results import ClaimsResult
from anonguard.engine.settings import MeasureSettings
from anonguard.gui.engine_words import chart_words
from anonguard.report.figures import (
    clear_data, draw_curves, draw_overview, draw_precision_by_skew, draw_roc, new_figure, setup_curves,
    setup_precision_by_skew, setup_roc,
)


class ResultCanvas(FigureCanvasQTAgg):
    """One axes set up once, redrawn for whichever result is chosen (or a hint when none can be)."""

    def __init__(self, setup: Callable, draw: Callable, hint: str, drawable: Callable[[object], bool]) -> None:
        """`hint`: its English source, context "Charts"."""
        super().__init__(new_figure())
        self.axes = self.figure.add_subplot()
        setup(self.axes, say=chart_words)
        self._draw, self._hint, self._drawable = draw, hint, drawable
        self.show_result(None)

    def show_result(self, result) -> None:
        clear_data(self.axes)
        if result is not None and self._drawable(result):
            self._draw(self.axes, result, say=chart_words)
        else:
            self.axes.set_title(QCoreApplication.translate("Charts", self._hint), fontsize=9)
        self.draw_idle()


class CurveCanvas(ResultCanvas):
    """Precision against coverage for the attack and the baseline of one result, PRC marked."""

    def __init__(self) -> None:
        super().__init__(setup_curves, draw_curves, QT_TRANSLATE_NOOP("Charts", "select a result to see its curves"),
                         lambda r: r.attack_curve is not None)


class RocCanvas(ResultCanvas):
    """A membership result's ROC on log-log axes."""

    def __init__(self) -> None:
        super().__init__(setup_roc, draw_roc, QT_TRANSLATE_NOOP("Charts", "select a membership result to see its ROC"),
                         lambda r: bool(r.curve))


class PrecisionRecallCanvas(ResultCanvas):
    """A membership result's precision against recall at every skew."""

    def __init__(self) -> None:
        super().__init__(setup_precision_by_skew, draw_precision_by_skew,
                         QT_TRANSLATE_NOOP("Charts", "precision at realistic skews"),
                         lambda r: bool(r.curve))


class OverviewCanvas(FigureCanvasQTAgg):
    """ALC of every result, one labelled bar per result, over the risk bands; the labels are sized
    to the canvas, so it is drawn again when resized."""

    def __init__(self) -> None:
        super().__init__(new_figure())
        self.axes = self.figure.add_subplot()
        self.show_results([], MeasureSettings())

    def show_results(self, results: list[ClaimsResult], measures: MeasureSettings) -> None:
        self._shown = (results, measures)
        draw_overview(self.axes, results, measures.bands, chart_words)
        self.draw_idle()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        results, measures = self._shown
        if results:
            draw_overview(self.axes, results, measures.bands, chart_words)
