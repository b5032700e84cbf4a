"""The frontier a treatment search found (`anonguard.engine.treatment.search`): every release it audited, the
untreated ones and each candidate, on one risk–utility map with the front drawn over them all, and the table a
board reads beside it.

The rounds of a search are audits of one original with one non-member baseline (fitted once, then read from the
cache) and one utility scale (the original's own subsamples, with the audit's seed), so their readings share the
map's axes. A candidate whose round the budget or the officer stopped is listed as not audited and not drawn: it
was not measured, and is never offered as safe.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from anonguard.engine.claims.decision import SAFE
from anonguard.engine.treatment.search import Candidate, SearchFinished
from anonguard.phrases import say
from anonguard.report.risk_utility import MapPoint, RiskUtilityMap, fronted, risk_utility_map
from anonguard.report.verdict import judge


@dataclass(frozen=True)
class FrontierRow:
    """One release of the search: its point on the map (None when not audited) and, for a candidate, its chain."""

    release: str
    source: str  # "" for an untreated release
    chain: str  # "" for an untreated release
    point: MapPoint | None

    def to_dict(self) -> dict[str, Any]:
        p = self.point
        return {"release": self.release, "from": self.source, "chain": self.chain, "audited": p is not None,
                "verdict": None if p is None else p.band, "risk": None if p is None else p.risk,
                "risk_measured": None if p is None else p.measured, "utility": None if p is None else p.utility,
                "utility_low": None if p is None else p.utility_range[0],
                "utility_high": None if p is None else p.utility_range[1],
                "on_front": None if p is None else p.on_front}


@dataclass(frozen=True)
class Frontier:
    rows: list[FrontierRow]
    map: RiskUtilityMap | None

    @property
    def best(self) -> FrontierRow | None:
        """The candidate to consider first: on the front, safe, with the most utility (an untreated release that
        is safe is not a treatment to write, but it is named by `map.best`)."""
        safe = [r for r in self.rows if r.chain and r.point is not None and r.point.on_front and r.point.band == SAFE
                and r.point.measured]
        return max(safe, key=lambda r: r.point.utility, default=None)

    def of(self, release: str) -> FrontierRow | None:
        return next((r for r in self.rows if r.release == release), None)

    def advice(self) -> str:
        best = self.best
        if best is None:
            return say("No candidate the search audited is both safe on every reading and on the front: widen the "
                       "budget, or treat by hand (stronger recoding, perturbation of the sensitive variables).")
        return say("Consider '{release}' first: safe on every reading, as faithful as a {percent:.0f} % subsample "
                   "of the original, and no release audited keeps more at no more risk. Its chain: {chain}.",
                   release=best.release, percent=100 * best.point.utility, chain=best.chain)

    def to_dict(self) -> dict[str, Any]:
        return {"releases": [r.to_dict() for r in self.rows], "map": None if self.map is None else self.map.to_dict(),
                "first_choice": None if self.best is None else self.best.release}


def frontier(found: SearchFinished) -> Frontier:
    """The search's releases on one map: each finished round's verdicts and utility readings, the front recomputed
    over them all."""
    points: dict[str, MapPoint] = {}
    for done in found.rounds:
        if done.stopped or done.audit is None:
            continue
        audit = done.audit
        utility = audit.measured.get("utility")
        mapped = None if utility is None else risk_utility_map(
            judge(audit.results, audit.settings.measures.bands, audit.reidentification, audit.measured), utility)
        points.update({p.release: p for p in (mapped.points if mapped else [])})
    whole = fronted(list(points.values()))
    placed = {p.release: p for p in (whole.points if whole else [])}
    candidates: dict[str, Candidate] = {c.label: c for c in found.candidates}
    rows = [FrontierRow(label, "", "", point) for label, point in placed.items() if label not in candidates]
    rows += [FrontierRow(c.label, c.source, c.chain(), placed.get(c.label)) for c in found.candidates]
    return Frontier(rows, whole)
