"""The plots of a result, drawn on any Matplotlib axes: the window's canvases and the report's
figures are the same drawings, so what a person checks on screen is what the board reads.

Every word a drawing writes comes from `say` (a parameter: the report's English by default, the window
passes its translating counterpart, anonguard.gui.engine_words.chart_words)."""

from __future__ import annotations

import io
import os
import re
from typing import Callable

import numpy as np
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter, NullLocator

from anonguard.engine.claims.measures import RiskBands
from anonguard.engine.membership.result import MembershipResult
from anonguard.engine.outcome import Status
from anonguard.engine.claims.results import ClaimsResult
from anonguard.phrases import Say, say

BAND_COLORS = {"safe": "#2e7d32", "at-risk": "#f9a825", "serious": "#c62828", "undetermined": "#7b1fa2",
               "not-applicable": "#757575", "cannot-be-judged": "#a0522d"}
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

def setup_curves(ax, say: Say = say) -> None:
    _log_scale(ax, "x")
    ax.set_xlim(1e-4, 1.05)
    ax.set_ylim(0, 1.02)
    ax.set_xlabel(say("coverage (recall, log scale)"))
    ax.set_ylabel(say("precision"))


def draw_curves(ax, result: ClaimsResult, say: Say = say) -> None:
    """Precision against coverage for the attack and the baseline, each best-PRC point marked."""
    for attack, curve, point, color in (  # the attack last, so it is on top where the two coincide
        (False, result.baseline_curve, result.baseline, BASELINE_COLOR),
        (True, result.attack_curve, result.attack, ATTACK_COLOR),
    ):
        if curve is None or len(curve) == 0:
            continue
        shown = _thinned(len(curve))
        ax.step(curve.recall[shown], curve.precision[shown], where="post", color=color,
                label=say("attack precision") if attack else say("baseline precision"))
        ax.fill_between(curve.recall[shown], curve.ci_low[shown], curve.ci_high[shown], step="post", color=color, alpha=0.12)
        if point is not None and point.n_predictions:
            ax.errorbar([point.recall], [point.precision], yerr=[[point.precision - point.ci_low], [point.ci_high - point.precision]],
                        fmt="o", color=color, capsize=3, label=_operating_point(attack, point, say))
    ax.set_title(say("{attack} on {release}: {secret} — ALC {alc}", attack=result.attack_id, release=result.release,
                     secret=result.secret, alc=_alc_label(result, say)), fontsize=9)
    if ax.get_legend_handles_labels()[0]:  # neither side drew a curve (a result with no attempts): no legend
        ax.legend(fontsize=7, loc="lower left")


def _operating_point(attack: bool, point, say: Say) -> str:
    """The legend of one side's operating point."""
    if attack:
        return say("attack operating point, PRC {prc:.3f}", prc=point.prc) if point.significant else say(
            "attack operating point, PRC {prc:.3f} (not significant)", prc=point.prc)
    return say("baseline operating point, PRC {prc:.3f}", prc=point.prc) if point.significant else say(
        "baseline operating point, PRC {prc:.3f} (not significant)", prc=point.prc)


def _alc_label(result: ClaimsResult, say: Say) -> str:
    if result.alc is None:
        return "-"
    if result.alc < -1:
        return say("below −1 ({band})", band=_band(result.verdict, say))
    low, high = result.alc_ci
    return say("{alc:.2f} [{low:.2f}, {high:.2f}] ({band})", alc=result.alc, low=max(low, -1), high=high,
               band=_band(result.verdict, say))


def _band(verdict: str | None, say: Say) -> str:
    """A verdict as a chart names it (its code)."""
    words = {"serious": say("serious"), "at-risk": say("at-risk"), "undetermined": say("undetermined"), "safe": say("safe")}
    return words.get(verdict, str(verdict))


def draw_equal_coverage(ax, result: ClaimsResult, say: Say = say) -> None:
    """Paper 000's view: down to each attack threshold, attack and baseline precision on the same people."""
    curve = result.equal_coverage_curve
    coverage = np.asarray(curve.get("coverage", []), dtype=float)
    if coverage.size == 0:
        return
    for name, color, label in (("baseline", BASELINE_COLOR, say("baseline precision on the attack's predictions")),
                               ("attack", ATTACK_COLOR, say("attack precision on the attack's predictions"))):
        values = np.asarray(curve[f"{name}_precision"], dtype=float)
        ax.plot(coverage, values, color=color, label=label)
        ax.fill_between(coverage, curve[f"{name}_low"], curve[f"{name}_high"], color=color, alpha=0.12)
    equal = result.equal_coverage
    if equal is not None:
        ax.errorbar([equal.coverage], [equal.attack_precision.point], fmt="o", color=ATTACK_COLOR, capsize=3,
                    yerr=[[equal.attack_precision.point - equal.attack_precision.low],
                          [equal.attack_precision.high - equal.attack_precision.point]],
                    label=say("largest sure improvement: {improvement:.2f} [{low:.2f}, {high:.2f}]",
                              improvement=equal.improvement.point, low=equal.improvement.low, high=equal.improvement.high))
        ax.errorbar([equal.coverage], [equal.baseline_precision.point], fmt="o", color=BASELINE_COLOR, capsize=3,
                    yerr=[[equal.baseline_precision.point - equal.baseline_precision.low],
                          [equal.baseline_precision.high - equal.baseline_precision.point]])
    ax.set_title(say("{attack} on {release}: {secret} — at equal coverage", attack=result.attack_id,
                     release=result.release, secret=result.secret), fontsize=9)
    ax.legend(fontsize=7, loc="lower left")


LABEL_CHARS = 32  # longest part of a row label; longer names keep their start and end


def overview_rows(results: list[ClaimsResult], say: Say = say) -> list[tuple[str, ClaimsResult]]:
    """The overview's rows, one per finished result grouped by secret, each with a label that names
    what tells it apart from the others (secret, release, attack, known set) and no more."""
    done = [r for r in results if r.status in (Status.OK, Status.CANCELLED) and r.alc is not None and r.verdict is not None]
    secrets = list(dict.fromkeys(r.secret for r in done))
    done.sort(key=lambda r: secrets.index(r.secret))
    varies = [len({part(r) for r in done}) > 1 for part in (lambda r: r.secret, lambda r: r.attack_id, lambda r: r.known)]
    known_sets = list(dict.fromkeys(r.known for r in done))
    releases = distinct_names(list(dict.fromkeys(r.release for r in done)))
    labels = []
    for r in done:
        parts = [r.secret] if varies[0] else []
        parts.append(releases[r.release])
        parts += [r.attack_id] if varies[1] else []
        parts += [say("known set {number}", number=known_sets.index(r.known) + 1)] if varies[2] else []
        labels.append(" · ".join(shorten(p) for p in parts))
    return list(zip(labels, done))


_SEPARATORS = "_-. /"
_NUMBER = re.compile(r"\d+(\.\d+)?")


def distinct_names(names: list[str], most: int = LABEL_CHARS) -> dict[str, str]:
    """Short names that still tell `names` apart. Names of the same shape (`run_eps_0.5_seed_1`,
    `run_eps_1.0_seed_1`) keep the words that differ, each number with the word before it
    (`eps_0.5`); others lose what all share at the start and end. What is still too long is cut
    in the middle, and a name that then collides gets its position appended."""
    if len(names) < 2:
        return {n: shorten(n, most) for n in names}
    split = [re.split(r"(?:[_\- /]|(?<!\d)\.|\.(?!\d))+", n) for n in names]  # 0.5 stays one word
    if len({len(words) for words in split}) == 1:
        varying = [i for i, column in enumerate(zip(*split)) if len(set(column)) > 1]
        keep = sorted({*varying, *(i - 1 for i in varying if i and _NUMBER.fullmatch(split[0][i] or "x"))})
        short = {n: "_".join(words[i] for i in keep) for n, words in zip(names, split)}
    else:
        head = os.path.commonprefix(names)
        head = head[: max(head.rfind(c) for c in _SEPARATORS) + 1]
        tail = os.path.commonprefix([n[len(head):][::-1] for n in names])[::-1]
        tail = tail[min((i for i, c in enumerate(tail) if c in _SEPARATORS), default=len(tail)):]
        short = {n: n[len(head): len(n) - len(tail)] for n in names}
    short = {n: shorten(s, most) for n, s in short.items()}
    taken = list(short.values())
    return {n: s if taken.count(s) == 1 else shorten(s, most - 4) + f" #{i + 1}" for i, (n, s) in enumerate(short.items())}


def shorten(text: str, most: int = LABEL_CHARS) -> str:
    """`text` cut in the middle to at most `most` characters: release names often differ at the end."""
    if len(text) <= most:
        return text
    head = (most - 1) // 2
    return f"{text[:head]}…{text[len(text) - (most - 1 - head):]}"


def overview_height(n_rows: int) -> float:
    """Inches a standalone overview needs so that every row's label is legible."""
    return float(min(9.0, max(3.6, 1.2 + 0.17 * n_rows)))


def draw_overview(ax, results: list[ClaimsResult], bands: RiskBands, say: Say = say) -> None:
    """ALC of every result as a horizontal bar over the risk bands, one labelled row per result.

    Labels are sized to the rows the axes has room for, never overlap (a label too long is cut in
    the middle, and when rows are narrower than the smallest legible type only every k-th is
    named), and the left margin is made as wide as the longest label."""
    ax.clear()
    rows = overview_rows(results, say)
    alcs = np.array([max(r.alc, -1.0) for _, r in rows])
    low = min([-0.2, *alcs])
    for start, stop, band in ((low - 0.1, bands.at_risk_from, "safe"), (bands.at_risk_from, bands.serious_from, "at-risk"),
                              (bands.serious_from, 1.05, "serious")):
        ax.axvspan(start, stop, color=BAND_COLORS[band], alpha=0.1)
    y = np.arange(len(rows))[::-1]  # the first row on top
    if rows:
        lows = [max(r.alc_ci[0], -1.0) if r.alc_ci else a for (_, r), a in zip(rows, alcs)]
        highs = [max(r.alc_ci[1], -1.0) if r.alc_ci else a for (_, r), a in zip(rows, alcs)]
        ax.barh(y, alcs, height=0.7, color=[BAND_COLORS[r.verdict] for _, r in rows], edgecolor="black", linewidth=0.4)
        ax.errorbar(alcs, y, xerr=[alcs - lows, np.subtract(highs, alcs)], fmt="none", ecolor="black", elinewidth=0.8,
                    capsize=2)
        for i in range(1, len(rows)):  # a line between secrets
            if rows[i - 1][1].secret != rows[i][1].secret:
                ax.axhline(y[i] + 0.5, color="grey", linewidth=0.6)
    ax.set_ylim(-0.6, max(len(rows), 1) - 0.4)
    ax.set_xlim(low - 0.1, 1.05)
    ax.axvline(0, color="black", linewidth=0.6)
    ax.set_xlabel(say("ALC (below −1 clipped), 95% intervals"), fontsize=8)
    ax.set_title(say("ALC per result; colour: verdict"), fontsize=9)
    _fit_row_labels(ax, y, [label for label, _ in rows])


def _fit_row_labels(ax, y: np.ndarray, labels: list[str]) -> None:
    figure = ax.figure
    height_pt = figure.get_figheight() * 72 * ax.get_position().height
    row_pt = height_pt / max(len(labels), 1)
    size = float(np.clip(0.72 * row_pt, 5.0, 8.0))
    step = max(1, int(np.ceil(1.4 * size / row_pt)))  # a label's line is about 1.2-1.4 times its size
    ax.set_yticks(y[::step], labels[::step], fontsize=size)
    longest = max((len(label) for label in labels), default=0)
    left = min(0.55, (0.62 * size * longest + 10) / (figure.get_figwidth() * 72))
    figure.subplots_adjust(left=max(0.13, left), bottom=min(0.3, 0.45 / figure.get_figheight() + 0.05))


# -- membership inference ------------------------------------------------------------------

def setup_roc(ax, say: Say = say) -> None:
    _log_scale(ax, "x")
    _log_scale(ax, "y")
    ax.set_xlabel(say("false-positive rate (log)"))
    ax.set_ylabel(say("true-positive rate (log)"))


def draw_roc(ax, result: MembershipResult, say: Say = say) -> None:
    """TPR against FPR on log-log axes, where the low-FPR end that matters is visible (000 §5)."""
    floor = 0.5 / max(result.non_members, 1)  # where FPR 0 is drawn: below the smallest measurable rate
    fpr = np.maximum(np.asarray(result.curve["fpr"], dtype=float), floor)
    tpr = np.maximum(np.asarray(result.curve["tpr"], dtype=float), 0.5 / max(result.members, 1))
    ax.plot([floor, 1], [floor, 1], ":", color="grey", linewidth=0.8, label=say("chance (independent release)"))
    ax.step(fpr[1:], tpr[1:], where="post", color=ATTACK_COLOR,
            label=say("{attack} (AUC {auc:.3f})", attack=result.attack_id, auc=result.auc))
    for point in result.operating_points:
        ax.axvline(point["fpr_level"], color="#90a4ae", linewidth=0.6, linestyle="--")
    ax.axvline(floor * 2, color="black", linewidth=0.5, alpha=0.4)
    ax.text(floor * 2, 1.0, say(" 1 false claim"), fontsize=6, va="top", alpha=0.6)
    ax.set_xlim(floor * 0.8, 1.05)
    ax.set_ylim(0.4 / max(result.members, 1), 1.05)
    ax.set_title(say("ROC: {attack} on {release} ({members:,} members, {non_members:,} non-members)",
                     attack=result.attack_id, release=result.release, members=result.members,
                     non_members=result.non_members), fontsize=9)
    ax.legend(fontsize=7, loc="lower right")


def setup_precision_by_skew(ax, say: Say = say) -> None:
    ax.figure.subplots_adjust(right=0.74)  # the legend sits beside the axes, never over the curves
    _log_scale(ax, "x")
    ax.set_ylim(0, 1.02)
    ax.set_xlabel(say("recall (share of members claimed, log)"))
    ax.set_ylabel(say("precision"))


def draw_precision_by_skew(ax, result: MembershipResult, say: Say = say) -> None:
    """Precision against recall at every skew, each with the base rate of claiming everyone."""
    recall = np.asarray(result.curve["tpr"], dtype=float)[1:]
    floor = 0.5 / max(result.members, 1)
    for color, entry in zip(SKEW_COLORS, result.by_skew):
        precision = np.asarray(result.curve[f"precision {entry['label']}"], dtype=float)[1:]
        realistic = entry["skew"] == result.realistic_skew
        ax.step(np.maximum(recall, floor), precision, where="post", color=color,
                linewidth=2.2 if realistic else 1.1,
                label=say("{odds} (realistic)", odds=entry["label"]) if realistic else entry["label"])
        ax.axhline(entry["base_rate"], color=color, linewidth=0.7, linestyle="--")
    ax.set_xlim(floor * 0.8, 1.05)
    ax.set_title(say("precision per skew (dashed: claiming everyone)"), fontsize=9)
    ax.legend(fontsize=6, loc="upper left", bbox_to_anchor=(1.02, 1.0), borderaxespad=0,
              title=say("members :\nnon-members"), title_fontsize=6)


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
