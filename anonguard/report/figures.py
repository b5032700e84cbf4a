"""The plots of a result, drawn on any Matplotlib axes: the window's canvases and the report's
figures are the same drawings, so what a person checks on screen is what the board reads."""

from __future__ import annotations

import io
from typing import Callable

import numpy as np
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter, NullLocator

from anonguard.engine.measures import RiskBands
from anonguard.engine.membership_result import MembershipResult
from anonguard.engine.results import ScenarioResult

BAND_COLORS = {"safe": "#2e7d32", "at-risk": "#f9a825", "serious": "#c62828", "undetermined": "#7b1fa2",
               "not-applicable": "#757575"}
ATTACK_COLOR, BASELINE_COLOR = "#c62828", "#1565c0"
SKEW_COLORS = ("#1565c0", "#2e7d32", "#ef6c00", "#6a1b9a", "#c62828", "#00838f", "#5d4037", "#455a64")


def new_figure(size: tuple[float, float] = (5, 3.6)) -> Figure:
    """A figure with fixed margins: an automatic layout costs more than the drawing itself."""
    figure = Figure(figsize=size)
    figure.subplots_adjust(left=0.13, right=0.97, top=0.9, bottom=0.15)
    return figure


def clear_data(ax) -> None:
    """Remove what was plotted but keep the axes, whose ticks are costly to rebuild."""
    for artist in [*ax.lines, *ax.collections, *ax.patches, *ax.texts]:
        artist.remove()
    ax.containers.clear()  # error bars' containers would otherwise keep their legend entries
    if ax.get_legend() is not None:
        ax.get_legend().remove()


def _thinned(n: int, most: int = 300) -> np.ndarray:
    """At most `most` evenly spread points of a curve, always with both ends: drawing stays quick."""
    return np.unique(np.linspace(0, n - 1, min(n, most)).round().astype(int))


def _log_scale(ax, which: str) -> None:
    """A log axis labelled 0.001, 0.01, 0.1, 1: plain numbers read better than powers of ten, and
    Matplotlib's typeset powers cost more than the rest of a figure's drawing."""
    getattr(ax, f"set_{which}scale")("log")
    axis = getattr(ax, f"{which}axis")
    axis.set_minor_locator(NullLocator())  # hundreds of minor ticks cost most of a redraw
    axis.set_major_formatter(FuncFormatter(lambda value, _: np.format_float_positional(value, trim="-")))


# -- attribute inference -------------------------------------------------------------------

def setup_curves(ax) -> None:
    _log_scale(ax, "x")
    ax.set_xlim(1e-4, 1.05)
    ax.set_ylim(0, 1.02)
    ax.set_xlabel("coverage (recall, log scale)")
    ax.set_ylabel("precision")


def draw_curves(ax, result: ScenarioResult) -> None:
    """Precision against coverage for the attack and the baseline, each best-PRC point marked."""
    for name, curve, point, color in (  # the attack last, so it is on top where the two coincide
        ("baseline", result.baseline_curve, result.baseline, BASELINE_COLOR),
        ("attack", result.attack_curve, result.attack, ATTACK_COLOR),
    ):
        if curve is None or len(curve) == 0:
            continue
        shown = _thinned(len(curve))
        ax.step(curve.recall[shown], curve.precision[shown], where="post", color=color, label=f"{name} precision")
        ax.fill_between(curve.recall[shown], curve.ci_low[shown], curve.ci_high[shown], step="post", color=color, alpha=0.12)
        if point is not None and point.n_predictions:
            ax.errorbar([point.recall], [point.precision], yerr=[[point.precision - point.ci_low], [point.ci_high - point.precision]],
                        fmt="o", color=color, capsize=3,
                        label=f"{name} operating point, PRC {point.prc:.3f}" + ("" if point.significant else " (not significant)"))
    ax.set_title(f"{result.attack_id} on {result.release}: {result.secret} — ALC {_alc_label(result)}", fontsize=9)
    ax.legend(fontsize=7, loc="lower left")


def _alc_label(result: ScenarioResult) -> str:
    if result.alc is None:
        return "-"
    if result.alc < -1:
        return f"below −1 ({result.verdict})"
    low, high = result.alc_ci
    return f"{result.alc:.2f} [{max(low, -1):.2f}, {high:.2f}] ({result.verdict})"


def draw_equal_coverage(ax, result: ScenarioResult) -> None:
    """Paper 000's view: down to each attack threshold, attack and baseline precision on the same people."""
    curve = result.equal_coverage_curve
    coverage = np.asarray(curve.get("coverage", []), dtype=float)
    if coverage.size == 0:
        return
    for name, color in (("baseline", BASELINE_COLOR), ("attack", ATTACK_COLOR)):
        values = np.asarray(curve[f"{name}_precision"], dtype=float)
        ax.plot(coverage, values, color=color, label=f"{name} precision on the attack's predictions")
        ax.fill_between(coverage, curve[f"{name}_low"], curve[f"{name}_high"], color=color, alpha=0.12)
    equal = result.equal_coverage
    if equal is not None:
        ax.errorbar([equal.coverage], [equal.attack_precision.point], fmt="o", color=ATTACK_COLOR, capsize=3,
                    yerr=[[equal.attack_precision.point - equal.attack_precision.low],
                          [equal.attack_precision.high - equal.attack_precision.point]],
                    label=f"largest sure improvement: {equal.improvement.point:.2f} "
                          f"[{equal.improvement.low:.2f}, {equal.improvement.high:.2f}]")
        ax.errorbar([equal.coverage], [equal.baseline_precision.point], fmt="o", color=BASELINE_COLOR, capsize=3,
                    yerr=[[equal.baseline_precision.point - equal.baseline_precision.low],
                          [equal.baseline_precision.high - equal.baseline_precision.point]])
    ax.set_title(f"{result.attack_id} on {result.release}: {result.secret} — at equal coverage", fontsize=9)
    ax.legend(fontsize=7, loc="lower left")


def draw_overview(ax, results: list[ScenarioResult], bands: RiskBands) -> None:
    """ALC of every result, grouped by secret, over the risk bands."""
    ax.clear()
    done = [r for r in results if r.status in ("ok", "cancelled") and r.alc is not None and r.verdict is not None]
    low = min([-0.2] + [max(r.alc, -1.0) for r in done])
    ax.axhspan(low - 0.1, bands.at_risk_from, color=BAND_COLORS["safe"], alpha=0.08)
    ax.axhspan(bands.at_risk_from, bands.serious_from, color=BAND_COLORS["at-risk"], alpha=0.12)
    ax.axhspan(bands.serious_from, 1.05, color=BAND_COLORS["serious"], alpha=0.1)
    secrets = list(dict.fromkeys(r.secret for r in done))
    # one bar per (release, attack, known set) beside the others, so no result hides another
    series = list(dict.fromkeys((r.release, r.attack_id, r.known) for r in done))
    several_attacks = len({attack for _, attack, _ in series}) > 1
    width = 0.8 / max(len(series), 1)
    for j, key in enumerate(series):
        label = f"{key[0]} · {key[1]}" if several_attacks else key[0]
        xs, ys, colors, lows, highs = [], [], [], [], []
        for i, secret in enumerate(secrets):
            for r in (r for r in done if r.secret == secret and (r.release, r.attack_id, r.known) == key):
                xs.append(i + (j - (len(series) - 1) / 2) * width)
                ys.append(max(r.alc, -1.0))
                colors.append(BAND_COLORS[r.verdict])
                lows.append(max(r.alc_ci[0], -1.0) if r.alc_ci else ys[-1])
                highs.append(max(r.alc_ci[1], -1.0) if r.alc_ci else ys[-1])
        ax.bar(xs, ys, width=width * 0.9, color=colors, edgecolor="black", linewidth=0.4)
        ax.errorbar(xs, ys, yerr=[np.subtract(ys, lows), np.subtract(highs, ys)], fmt="none", ecolor="black",
                    elinewidth=0.8, capsize=2)
        for x, y in zip(xs, ys):
            ax.annotate(label, (x, y), textcoords="offset points", xytext=(0, 3 if y >= 0 else -9),
                        ha="center", fontsize=6, rotation=90 if len(series) > 4 else 0,
                        va="bottom" if y >= 0 else "top")
    ax.set_xticks(np.arange(len(secrets)), secrets)
    ax.set_ylim(low - 0.1, 1.05)
    ax.axhline(0, color="black", linewidth=0.6)
    ax.set_ylabel("ALC (below −1 clipped)")
    ax.set_title("ALC per secret and release with 95% intervals; bars coloured by verdict", fontsize=9)


# -- membership inference ------------------------------------------------------------------

def setup_roc(ax) -> None:
    _log_scale(ax, "x")
    _log_scale(ax, "y")
    ax.set_xlabel("false-positive rate (log)")
    ax.set_ylabel("true-positive rate (log)")


def draw_roc(ax, result: MembershipResult) -> None:
    """TPR against FPR on log-log axes, where the low-FPR end that matters is visible (000 §5)."""
    floor = 0.5 / max(result.non_members, 1)  # where FPR 0 is drawn: below the smallest measurable rate
    fpr = np.maximum(np.asarray(result.curve["fpr"], dtype=float), floor)
    tpr = np.maximum(np.asarray(result.curve["tpr"], dtype=float), 0.5 / max(result.members, 1))
    ax.plot([floor, 1], [floor, 1], ":", color="grey", linewidth=0.8, label="chance (independent release)")
    ax.step(fpr[1:], tpr[1:], where="post", color=ATTACK_COLOR, label=f"{result.attack_id} (AUC {result.auc:.3f})")
    for point in result.operating_points:
        ax.axvline(point["fpr_level"], color="#90a4ae", linewidth=0.6, linestyle="--")
    ax.axvline(floor * 2, color="black", linewidth=0.5, alpha=0.4)
    ax.text(floor * 2, 1.0, " 1 false claim", fontsize=6, va="top", alpha=0.6)
    ax.set_xlim(floor * 0.8, 1.05)
    ax.set_ylim(0.4 / max(result.members, 1), 1.05)
    ax.set_title(f"ROC: {result.attack_id} on {result.release} ({result.members} members, "
                 f"{result.non_members} non-members)", fontsize=9)
    ax.legend(fontsize=7, loc="lower right")


def setup_precision_by_skew(ax) -> None:
    _log_scale(ax, "x")
    ax.set_ylim(0, 1.02)
    ax.set_xlabel("recall (share of members claimed, log)")
    ax.set_ylabel("precision")


def draw_precision_by_skew(ax, result: MembershipResult) -> None:
    """Precision against recall at every skew, each with the base rate of claiming everyone."""
    recall = np.asarray(result.curve["tpr"], dtype=float)[1:]
    floor = 0.5 / max(result.members, 1)
    for color, entry in zip(SKEW_COLORS, result.by_skew):
        precision = np.asarray(result.curve[f"precision {entry['label']}"], dtype=float)[1:]
        realistic = entry["skew"] == result.realistic_skew
        ax.step(np.maximum(recall, floor), precision, where="post", color=color,
                linewidth=2.2 if realistic else 1.1, label=entry["label"] + (" (realistic)" if realistic else ""))
        ax.axhline(entry["base_rate"], color=color, linewidth=0.7, linestyle="--")
    ax.set_xlim(floor * 0.8, 1.05)
    ax.set_title("precision per skew (dashed: claiming everyone)", fontsize=9)
    ax.legend(fontsize=6, loc="upper right", ncol=2, title="members : non-members", title_fontsize=6)


# -- standalone figures for the report -------------------------------------------------------

def plot(setup: Callable | None, draw: Callable, *args, size: tuple[float, float] = (6.4, 3.6)) -> Figure:
    """A new figure with one axes, set up and drawn on."""
    figure = new_figure(size)
    ax = figure.add_subplot()
    if setup is not None:
        setup(ax)
    draw(ax, *args)
    return figure


def to_svg(figure: Figure) -> bytes:
    """Vector drawing with the text as paths: it needs no font on the reader's machine."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="svg", metadata={"Date": None})
    return buffer.getvalue()


def to_png(figure: Figure, dpi: int = 200) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=dpi)
    return buffer.getvalue()
