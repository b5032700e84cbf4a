"""The re-identification plots, drawn on any Matplotlib axes (the window's canvases and the report's
figures are the same drawings): how records spread over class sizes and over individual risk, file
beside file, as ARX's risk-distribution view shows them, and which key variables SUDA says to recode first. Their
words come from `say`, as in anonguard.report.figures."""

from __future__ import annotations

import numpy as np

from anonguard.engine.key_variables.result import CLASS_SIZE_BUCKETS, ORIGINAL, RISK_EDGES, KeySetRisk
from anonguard.phrases import Say, say
from anonguard.report.figures import BAND_COLORS, SKEW_COLORS, shorten

ORIGINAL_COLOR = "#616161"


def _colors(sets: list[KeySetRisk]) -> list[str]:
    releases = iter(SKEW_COLORS)
    return [ORIGINAL_COLOR if s.file == ORIGINAL else next(releases, "#455a64") for s in sets]


def _grouped_bars(ax, sets: list[KeySetRisk], values: list[np.ndarray], labels: list[str], say: Say) -> None:
    """One group of bars per category, one bar per file, as shares of the file's records."""
    positions = np.arange(len(labels))
    width = 0.8 / max(len(sets), 1)
    for number, (one, shares, color) in enumerate(zip(sets, values, _colors(sets))):
        ax.bar(positions + (number - (len(sets) - 1) / 2) * width, shares, width, color=color,
               label=shorten(say("original") if one.file == ORIGINAL else one.file, 18))
    ax.set_xticks(positions, labels, fontsize=8)
    ax.set_ylabel(say("share of the records"))
    ax.set_ylim(0, max(1e-9, max((v.max() for v in values if v.size), default=1)) * 1.15)


def draw_class_sizes(ax, sets: list[KeySetRisk], say: Say = say) -> None:
    """How many records sit in classes of size 1 (sample uniques), 2, 3–4, …: the left bars are the
    records an intruder singles out."""
    labels = [str(low) if high == low else f"{low}+" if high is None else f"{low}–{high}"
              for low, high in CLASS_SIZE_BUCKETS]
    _grouped_bars(ax, sets, [np.asarray(s.class_sizes, float) / max(s.records, 1) for s in sets], labels, say)
    ax.set_xlabel(say("records sharing the key combination (class size)"))
    _legend(ax)


def draw_risk_distribution(ax, sets: list[KeySetRisk], say: Say = say) -> None:
    """How many records fall in each band of individual risk; the threshold's band onwards is at risk."""
    edges = sets[0].risk_edges if sets else RISK_EDGES
    labels = [say("≤{high:g}", high=high) for high in edges[1:]]
    _grouped_bars(ax, sets, [np.asarray(s.risk_counts, float) / max(s.records, 1) for s in sets], labels, say)
    ax.set_xlabel(say("individual risk of re-identification"))
    if sets:
        threshold = sets[0].threshold
        at = int(np.searchsorted(edges[1:], threshold, side="left"))  # the bar ending at the threshold
        ax.axvline(at + 0.5, color=BAND_COLORS["serious"], linestyle="--", linewidth=1,
                   label=say("right of it: above {threshold:g}", threshold=threshold))
    _legend(ax)


def _legend(ax) -> None:
    """The files' colours above the axes, where no bar can be under them."""
    handles, labels = ax.get_legend_handles_labels()
    if handles:
        ax.legend(handles, labels, fontsize=7, frameon=False, ncols=min(len(handles), 3), loc="lower center",
                  bbox_to_anchor=(0.5, 1.0), borderaxespad=0.2)
        rows = -(-len(handles) // 3)
        ax.figure.subplots_adjust(top=0.93 - 0.06 * rows)


def draw_contributions(ax, risk: KeySetRisk, say: Say = say) -> None:
    """SUDA's share of each key variable in the records' special uniques: what to recode first."""
    contributions = sorted((risk.suda or {}).get("contributions", {}).items(), key=lambda item: item[1])
    names = [shorten(name, 22) for name, _ in contributions]
    values = [value for _, value in contributions]
    y = np.arange(len(values))
    ax.barh(y, values, color=BAND_COLORS["at-risk"])
    ax.set_yticks(y, names, fontsize=8)
    ax.set_xlabel(say("contribution to the special uniques (%)"))
    longest = max((len(name) for name in names), default=0)
    ax.figure.subplots_adjust(left=min(0.45, 0.06 + 0.016 * longest))  # the names, not a fixed margin
    ax.set_xlim(0, max(values + [1]) * 1.15)
