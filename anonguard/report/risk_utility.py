"""The risk–utility map (Duncan, Keller-McNulty & Stokes' R–U confidentiality map): every release as a point,
its risk reading against its utility reading, with the original and "publish nothing" as the corners and
the Pareto front marked, so a release board sees which candidates are worth weighing at all.

Risk: the release's worst attack ALC at the upper end of its 95 % interval (what the verdict cannot rule
out), coloured by the release's verdict, which also weighs the key-variable readings. A release with no
ALC measured is drawn at the top of the risk axis: a reading that could not be measured is never safe.
Utility: the random subsample of the original that is as faithful as the release, by the mean total
variation of its pairs of variables (how well it keeps what variables say about each other), from 0
(publish nothing) to 1 (the original itself).

A release is on the front when no other release has at least its utility at no more risk, one of the two
strictly. The release to consider first is the one on the front with the most utility among those whose
verdict is safe; an undetermined or unmeasured one is not safe, so when none is safe the map says so.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from anonguard.engine.claims.decision import SAFE
from anonguard.engine.utility.result import UtilityResult
from anonguard.phrases import Say, say

RISK_WORDS = "worst attack ALC, upper end of its 95 % interval"
UTILITY_WORDS = "as faithful as this share of the original (pairs of variables)"
READING = "pairs"  # the utility score the map reads


@dataclass(frozen=True)
class MapPoint:
    release: str
    risk: float  # 0 .. 1; 1 when nothing was measured
    utility: float  # 0 .. 1
    band: str
    measured: bool  # whether an ALC was measured
    on_front: bool = False
    utility_range: tuple[float, float] = (0.0, 0.0)  # the utility read on the subsamples' lowest and highest scores


@dataclass(frozen=True)
class RiskUtilityMap:
    points: list[MapPoint]

    @property
    def best(self) -> MapPoint | None:
        """The release on the front with the most utility among the safe ones, if any."""
        safe = [p for p in self.points if p.on_front and p.band == SAFE and p.measured]
        return max(safe, key=lambda p: p.utility, default=None)

    def advice(self, say: Say = say) -> str:
        """What the map suggests, in the office's words (`say`: the window's, translated)."""
        best = self.best
        if best is None:
            return say("No release is both on the risk–utility front and safe: treat the releases (recode, suppress, "
                       "perturb) and audit them again before choosing one.")
        return say("Of the releases that are safe, '{release}' keeps the most: as faithful as a {percent:.0f} % "
                   "subsample of the original, and no other release keeps more at no more risk.",
                   release=best.release, percent=100 * best.utility)

    def to_dict(self) -> dict[str, Any]:
        return {"risk_reading": RISK_WORDS, "utility_reading": UTILITY_WORDS,
                "points": [{"release": p.release, "risk": p.risk, "utility": p.utility,
                            "utility_low": p.utility_range[0], "utility_high": p.utility_range[1], "band": p.band,
                            "risk_measured": p.measured, "on_front": p.on_front} for p in self.points],
                "best": None if self.best is None else self.best.release}


def risk_utility_map(verdict: Any, utility: UtilityResult) -> RiskUtilityMap | None:
    """The map of the releases the verdict judged and the utility measures compared (None without both)."""
    points = []
    for release in verdict.releases:
        found = utility.of_release(release.release)
        equivalent = None if found is None else found.equivalents.get(READING)
        if equivalent is None:
            continue
        interval = release.worst_alc_ci
        risk = None if release.worst_alc is None else (interval[1] if interval else release.worst_alc)
        points.append(MapPoint(release.release, 1.0 if risk is None else min(1.0, max(0.0, risk)),
                               _utility(equivalent), release.band, risk is not None,
                               utility_range=(_utility(equivalent, "low"), _utility(equivalent, "high"))))
    return fronted(points)


def fronted(points: list[MapPoint]) -> RiskUtilityMap | None:
    """The map of `points` (from one audit or several that share the original and its baseline), each marked on
    the front or not among them all (None without any)."""
    return RiskUtilityMap([_fronted(p, points) for p in points]) if points else None


def _utility(equivalent: Any, reading: str = "fraction") -> float:
    """The subsample fraction as a utility: beyond the largest fraction, the original itself."""
    if equivalent.beyond is not None:
        return 1.0 if equivalent.beyond == "above" else 0.0
    return getattr(equivalent, reading)


def _fronted(point: MapPoint, points: list[MapPoint]) -> MapPoint:
    dominated = any(other.utility >= point.utility and other.risk <= point.risk and
                    (other.utility > point.utility or other.risk < point.risk) for other in points)
    return replace(point, on_front=not dominated)


def draw_map(ax, found: RiskUtilityMap, colors: dict[str, str], say: Say = say) -> None:
    """The releases on the risk (x) and utility (y) axes, each with its utility's range over the subsamples, the
    front joined, the two corners named; `say` words it (the window's: translated)."""
    ax.set_xlim(-0.04, 1.06)
    ax.set_ylim(-0.1, 1.1)
    ax.set_xlabel(say("risk: worst attack ALC, upper end of its 95 % interval"), fontsize=8)
    ax.set_ylabel(say("utility: as faithful as this share of the original"), fontsize=8)
    ax.scatter([0, 1], [0, 1], marker="s", color=["#9e9e9e", "#424242"], zorder=3)
    for p in found.points:
        low, high = p.utility_range
        ax.plot([p.risk, p.risk], [low, high], color="#757575", linewidth=1, zorder=2)
    front = sorted((p for p in found.points if p.on_front), key=lambda p: p.risk)
    if front:
        ax.plot([0] + [p.risk for p in front], [0] + [p.utility for p in front], color="#616161", linewidth=1,
                linestyle="--", zorder=1, label=say("the front"))
    for p in found.points:
        ax.scatter([p.risk], [p.utility], s=60 if p.on_front else 30, color=colors.get(p.band, "#9e9e9e"),
                   edgecolor="black", linewidth=0.8 if p.on_front else 0.3, marker="o" if p.measured else "X",
                   zorder=4)
    labels = [(say("publish nothing"), 0.0, 0.0), (say("the original"), 1.0, 1.0),
              *((p.release, p.risk, p.utility) for p in found.points)]
    for (text, x, y), offset in zip(labels, _label_offsets(ax, labels)):
        ax.annotate(text, (x, y), xytext=offset, textcoords="offset points", fontsize=7)
    ax.grid(alpha=0.3)


LABEL_POINTS = 7  # the labels' font size
TRIED_OFFSETS = ((5, -11), (5, 4), (-1, 8), (-1, -17), (5, 14), (5, -21), (5, 24), (5, -31))  # in points, then leftward


def _label_offsets(ax, labels: list[tuple[str, float, float]]) -> list[tuple[float, float]]:
    """Where each label goes beside its point, in points: the first of `TRIED_OFFSETS` (or the same to the left)
    whose box stays in the axes and meets no label placed before it, so that releases close together on the map
    stay readable; the first tried when none fits."""
    points = ax.figure.dpi / 72
    corner = ax.transAxes.transform((1, 1)) / points
    placed: list[tuple[float, float, float, float]] = []
    offsets = []
    for text, x, y in labels:
        anchor = ax.transData.transform((x, y)) / points
        width, height = 0.6 * LABEL_POINTS * len(text), LABEL_POINTS + 1
        tries = [*TRIED_OFFSETS, *((-width - 5, dy) for _, dy in TRIED_OFFSETS)]
        boxes = [(anchor[0] + dx, anchor[1] + dy, anchor[0] + dx + width, anchor[1] + dy + height) for dx, dy in tries]
        origin = ax.transAxes.transform((0, 0)) / points
        fits = [i for i, box in enumerate(boxes) if box[0] >= origin[0] and box[1] >= origin[1]
                and box[2] <= corner[0] and box[3] <= corner[1]
                and not any(box[0] < b[2] and b[0] < box[2] and box[1] < b[3] and b[1] < box[3] for b in placed)]
        chosen = fits[0] if fits else 0
        placed.append(boxes[chosen])
        offsets.append(tries[chosen])
    return offsets
