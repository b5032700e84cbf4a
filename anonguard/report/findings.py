"""What the verdict is made of, in the office's words: the bands and their advice, one result's finding (its ALC
with interval, band and sentence) and one key set's re-identification reading on a release."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from anonguard.engine.claims.decision import CANNOT_JUDGE, SEVERITY, alc_words
from anonguard.engine.key_variables.result import SYNTHETIC, KeySetRisk

BANDS = ("serious", "at-risk", "undetermined", "safe")
BAND_WORDS = {"serious": "serious risk", "at-risk": "at risk", "safe": "safe", "undetermined": "undetermined",
              "not-applicable": "not applicable", CANNOT_JUDGE: "cannot be judged"}
ADVICE = {
    "serious": "Do not publish as it stands.",
    "at-risk": "Publish only after the board has weighed the risks below.",
    "undetermined": "The risk is not settled yet: the results below say what would settle it.",
    "safe": "No attack did meaningfully better than the statistical baseline.",
    CANNOT_JUDGE: "The audit cannot call this safe: some results could not be measured (the reasons are listed); "
                  "fix them and run again.",
}
# the advice of an audit that measured only the key variables' re-identification risk
KEY_ADVICE = {**ADVICE, "safe": "No record of a release has a re-identification risk above the acceptable risk."}


@dataclass(frozen=True)
class Finding:
    """One result reduced to what the verdict needs: its ALC with interval, band and a sentence."""

    result: Any  # a result of any kind of scenarios
    alc: float
    alc_ci: tuple[float, float] | None
    band: str
    sentence: str

    @property
    def release(self) -> str:
        return self.result.release

    @property
    def severity(self) -> tuple[int, float]:
        return SEVERITY[self.band], self.alc


@dataclass(frozen=True)
class KeyFinding:
    """One key set's re-identification reading on one release, as published: no ALC, a band from how many
    records are at risk under the intruder's scenario chosen (docs/reidentification.md)."""

    risk: KeySetRisk

    @property
    def release(self) -> str:
        return self.risk.file

    @property
    def band(self) -> str:
        return self.risk.band

    @property
    def severity(self) -> tuple[int, float, float]:
        n = max(self.risk.records, 1)
        return SEVERITY[self.band], self.risk.at_risk / n, self.risk.sample_uniques / n

    @property
    def sentence(self) -> str:
        r = self.risk
        if r.decided_by == SYNTHETIC:  # its own uniques are nobody
            return (f"Release '{r.file}' is synthetic: read by {', '.join(r.keys)} as published, {r.at_risk_text()} "
                    f"({BAND_WORDS[r.band]}).")
        return (f"An intruder who knows {', '.join(r.keys)} as published finds {r.sample_uniques:,} records of release "
                f"'{r.file}' alone in their key combination; {r.at_risk_text()}, and {r.expected:,.1f} "
                f"re-identifications are expected ({BAND_WORDS[r.band]}: {r.scenario_words()}).")


def alc_text(value: float, interval: tuple[float, float] | None) -> str:
    if value < -1:
        return alc_words(value)
    return f"{value:.2f}" + (f" (95 % interval {max(interval[0], -1):.2f} to {interval[1]:.2f})" if interval else "")


def worst_by(findings: list[Finding], key) -> list[tuple]:
    """The worst finding for each value of `key`, worst first."""
    worst: dict = {}
    for finding in findings:
        held = worst.get(key(finding))
        if held is None or finding.severity > held.severity:
            worst[key(finding)] = finding
    return sorted(worst.items(), key=lambda item: (-SEVERITY[item[1].band], -item[1].alc))
