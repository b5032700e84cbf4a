"""Matplotlib figures embedded in the window: a result's curves and the ALC overview."""

from __future__ import annotations

import numpy as np
from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from matplotlib.ticker import NullLocator

from anonguard.engine.results import ScenarioResult
from anonguard.engine.settings import MeasureSettings

BAND_COLORS = {"safe": "#2e7d32", "at-risk": "#f9a825", "serious": "#c62828"}


def new_figure() -> Figure:
    """A figure with fixed margins: an automatic layout costs more than the drawing itself."""
    figure = Figure(figsize=(5, 3.6))
    figure.subplots_adjust(left=0.13, right=0.97, top=0.9, bottom=0.15)
    return figure


def _thinned(n: int, most: int = 300) -> np.ndarray:
    """At most `most` evenly spread points of a curve, always with both ends: drawing stays quick."""
    return np.unique(np.linspace(0, n - 1, min(n, most)).round().astype(int))


def clear_data(ax) -> None:
    """Remove what was plotted but keep the axes, whose ticks are costly to rebuild."""
    for artist in [*ax.lines, *ax.collections, *ax.patches, *ax.texts]:
        artist.remove()
    if ax.get_legend() is not None:
        ax.get_legend().remove()


class CurveCanvas(FigureCanvasQTAgg):
    """Precision against coverage for the attack and the baseline of one result, PRC marked."""

    def __init__(self) -> None:
        super().__init__(new_figure())
        ax = self.axes = self.figure.add_subplot()
        ax.set_xscale("log")
        ax.xaxis.set_minor_locator(NullLocator())  # hundreds of minor ticks cost most of a redraw
        ax.set_xlim(1e-4, 1.05)
        ax.set_ylim(0, 1.02)
        ax.set_xlabel("coverage (recall, log scale)")
        ax.set_ylabel("precision")
        self.show_result(None)

    def show_result(self, result: ScenarioResult | None) -> None:
        ax = self.axes
        clear_data(ax)
        if result is None or result.attack_curve is None:
            ax.set_title("select a result to see its curves", fontsize=9)
            self.draw_idle()
            return
        for name, curve, point, color in (
            ("attack", result.attack_curve, result.attack, "#c62828"),
            ("baseline", result.baseline_curve, result.baseline, "#1565c0"),
        ):
            if curve is None or len(curve) == 0:
                continue
            shown = _thinned(len(curve))
            ax.step(curve.recall[shown], curve.precision[shown], where="post", color=color, label=f"{name} precision")
            ax.fill_between(curve.recall[shown], curve.ci_low[shown], curve.ci_high[shown], step="post", color=color, alpha=0.12)
            if point is not None:
                ax.plot([point.recall], [point.precision], "o", color=color,
                        label=f"{name} best PRC {point.prc:.3f}" + ("" if point.significant else " (not significant)"))
        ax.set_title(f"{result.attack_id} on {result.release}: {result.secret} — ALC {result.alc:.3f} ({result.risk})",
                     fontsize=9)
        ax.legend(fontsize=7, loc="lower left")
        self.draw_idle()


class OverviewCanvas(FigureCanvasQTAgg):
    """ALC of every result, grouped by secret, over the risk bands."""

    def __init__(self) -> None:
        super().__init__(new_figure())
        self.axes = self.figure.add_subplot()
        self.show_results([], MeasureSettings())

    def show_results(self, results: list[ScenarioResult], measures: MeasureSettings) -> None:
        ax = self.axes
        ax.clear()
        done = [r for r in results if r.status in ("ok", "cancelled") and r.alc is not None]
        low = min([-0.2] + [max(r.alc, -1.0) for r in done])
        ax.axhspan(low - 0.1, measures.at_risk_from, color=BAND_COLORS["safe"], alpha=0.08)
        ax.axhspan(measures.at_risk_from, measures.serious_from, color=BAND_COLORS["at-risk"], alpha=0.12)
        ax.axhspan(measures.serious_from, 1.05, color=BAND_COLORS["serious"], alpha=0.1)
        secrets = list(dict.fromkeys(r.secret for r in done))
        # one bar per (release, attack, known set) beside the others, so no result hides another
        series = list(dict.fromkeys((r.release, r.attack_id, r.known) for r in done))
        several_attacks = len({attack for _, attack, _ in series}) > 1
        width = 0.8 / max(len(series), 1)
        for j, key in enumerate(series):
            label = f"{key[0]} · {key[1]}" if several_attacks else key[0]
            xs, ys, colors = [], [], []
            for i, secret in enumerate(secrets):
                for r in (r for r in done if r.secret == secret and (r.release, r.attack_id, r.known) == key):
                    xs.append(i + (j - (len(series) - 1) / 2) * width)
                    ys.append(max(r.alc, -1.0))
                    colors.append(BAND_COLORS[r.risk])
            ax.bar(xs, ys, width=width * 0.9, color=colors, edgecolor="black", linewidth=0.4)
            for x, y in zip(xs, ys):
                ax.annotate(label, (x, y), textcoords="offset points", xytext=(0, 3 if y >= 0 else -9),
                            ha="center", fontsize=6, rotation=90 if len(series) > 4 else 0,
                            va="bottom" if y >= 0 else "top")
        ax.set_xticks(np.arange(len(secrets)), secrets)
        ax.set_ylim(low - 0.1, 1.05)
        ax.axhline(0, color="black", linewidth=0.6)
        ax.set_ylabel("ALC (below −1 clipped)")
        ax.set_title("ALC per secret and release, over the risk bands", fontsize=9)
        self.draw_idle()
