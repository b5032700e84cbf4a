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

from dataclasses import dataclass
from typing import Any

from anonguard.engine.claims.decision import SAFE
from anonguard.engine.utility.result import UtilityResult

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


@dataclass(frozen=True)
class RiskUtilityMap:
    points: list[MapPoint]

    @property
    def best(self) -> MapPoint | None:
        """The release on the front with the most utility among the safe ones, if any."""
        safe = [p for p in self.points if p.on_front and p.band == SAFE and p.measured]
        return max(safe, key=lambda p: p.utility, default=None)

    def advice(self) -> str:
        """What the map suggests, in the office's words."""
        best = self.best
        if best is None:
            return ("No release is both on the risk–utility front and safe: treat the releases (recode, suppress, "
                    "perturb) and audit them again before choosing one.")
        return (f"Of the releases that are safe, '{best.release}' keeps the most: as faithful as a {best.utility:.0%} "
                "subsample of the original, and no other release keeps more at no more risk.")

    def to_dict(self) -> dict[str, Any]:
        return {"risk_reading": RISK_WORDS, "utility_reading": UTILITY_WORDS,
                "points": [{"release": p.release, "risk": p.risk, "utility": p.utility, "band": p.band,
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
                               _utility(equivalent), release.band, risk is not None))
    if not points:
        return None
    return RiskUtilityMap([_fronted(p, points) for p in points])


def _utility(equivalent: Any) -> float:
    """The subsample fraction as a utility: beyond the largest fraction, the original itself."""
    return 1.0 if equivalent.beyond == "above" else 0.0 if equivalent.beyond == "below" else equivalent.fraction


def _fronted(point: MapPoint, points: list[MapPoint]) -> MapPoint:
    dominated = any(other.utility >= point.utility and other.risk <= point.risk and
                    (other.utility > point.utility or other.risk < point.risk) for other in points)
    return MapPoint(point.release, point.risk, point.utility, point.band, point.measured, not dominated)


def draw_map(ax, found: RiskUtilityMap, colors: dict[str, str]) -> None:
    """The releases on the risk (x) and utility (y) axes, the front joined, the two corners named."""
    ax.set_xlim(-0.02, 1.05)
    ax.set_ylim(-0.05, 1.1)
    ax.set_xlabel(f"risk: {RISK_WORDS}", fontsize=8)
    ax.set_ylabel(f"utility: {UTILITY_WORDS}", fontsize=7)
    ax.scatter([0], [0], marker="s", color="#9e9e9e", zorder=3)
    ax.annotate("publish nothing", (0, 0), xytext=(6, 4), textcoords="offset points", fontsize=7)
    ax.scatter([1], [1], marker="s", color="#424242", zorder=3)
    ax.annotate("the original", (1, 1), xytext=(-50, 6), textcoords="offset points", fontsize=7)
    front = sorted((p for p in found.points if p.on_front), key=lambda p: p.risk)
    if front:
        ax.plot([0] + [p.risk for p in front], [0] + [p.utility for p in front], color="#616161", linewidth=1,
                linestyle="--", zorder=1, label="front")
    for p in found.points:
        ax.scatter([p.risk], [p.utility], s=60 if p.on_front else 30, color=colors.get(p.band, "#9e9e9e"),
                   edgecolor="black", linewidth=0.8 if p.on_front else 0.3, marker="o" if p.measured else "X",
                   zorder=4)
        ax.annotate(p.release, (p.risk, p.utility), xytext=(5, -10), textcoords="offset points", fontsize=7)
    ax.grid(alpha=0.3)
