"""The verdict per release, printed after the results tables: the first page of the report in a few lines."""

from __future__ import annotations

from typing import Any

from anonguard.engine.claims.measures import RiskBands
from anonguard.engine.key_variables.result import ReidentificationResult
from anonguard.report.verdict import BAND_WORDS, judge


def verdict_text(results: list, bands: RiskBands, reidentification: ReidentificationResult | None = None,
                 measured: dict[str, Any] | None = None) -> str:
    """'Verdict: …' and one line per release with its band, what drives it and, for a release that cannot be
    judged, why (each reason once); `measured`: the whole-audit measures by section, whose readings it weighs too."""
    verdict = judge(results, bands, reidentification, measured)
    if verdict.band is None:
        return ""
    lines = [f"Verdict: {BAND_WORDS[verdict.band]}. {verdict.headline}"]
    for release in verdict.releases:
        line = f"  {release.release}: {BAND_WORDS[release.band]}"
        if release.worst is not None or release.key is not None:
            line += f", driven by {release.driven_by}"
        if release.reasons:
            line += "; not measured: " + "; ".join(release.reasons)
        lines.append(line)
    return "\n".join(lines)
