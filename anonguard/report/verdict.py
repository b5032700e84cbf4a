"""The first page's verdict: how bad the worst result is, how many results fall in each risk
band, and which secrets and attacker-knowledge assumptions drive the risk, in plain words."""

from __future__ import annotations

from dataclasses import dataclass, field

from anonguard.engine.measures import RiskBands
from anonguard.engine.membership_result import MembershipResult
from anonguard.engine.results import ScenarioResult

BANDS = ("serious", "at-risk", "safe")
BAND_WORDS = {"serious": "serious risk", "at-risk": "at risk", "safe": "safe"}
ADVICE = {
    "serious": "Do not publish as it stands.",
    "at-risk": "Publish only after the board has weighed the risks below.",
    "safe": "No attack did meaningfully better than the statistical baseline.",
}


@dataclass(frozen=True)
class Finding:
    """One result reduced to what the verdict needs: its ALC, band and a sentence saying what it means."""

    result: ScenarioResult | MembershipResult
    alc: float
    band: str
    conclusive: bool
    sentence: str

    @property
    def release(self) -> str:
        return self.result.release


@dataclass(frozen=True)
class ReleaseVerdict:
    release: str
    band: str
    worst_alc: float
    driven_by: str
    results: int
    inconclusive: int


@dataclass
class Verdict:
    findings: list[Finding]
    failed: int
    bands: RiskBands
    releases: list[ReleaseVerdict] = field(default_factory=list)
    drivers: list[str] = field(default_factory=list)

    def finding(self, result) -> Finding | None:
        """What the verdict made of `result`; None if it failed or measured nothing."""
        return next((f for f in self.findings if f.result is result), None)

    @property
    def worst(self) -> Finding | None:
        return max(self.findings, key=lambda f: f.alc, default=None)

    @property
    def band(self) -> str | None:
        return None if self.worst is None else self.worst.band

    @property
    def counts(self) -> dict[str, int]:
        return {band: sum(f.band == band for f in self.findings) for band in BANDS}

    @property
    def inconclusive(self) -> int:
        return sum(not f.conclusive for f in self.findings)

    @property
    def headline(self) -> str:
        worst = self.worst
        if worst is None:
            return "No result could be measured, so the audit says nothing about the risk."
        counts = self.counts
        told = [f"{counts[b]} {BAND_WORDS[b]}" for b in BANDS if counts[b]]
        return (f"{ADVICE[worst.band]} Of {len(self.findings)} measured results, {', '.join(told)}; "
                f"the worst has ALC {worst.alc:.2f}.")


def attribute_finding(result: ScenarioResult, bands: RiskBands) -> Finding | None:
    if result.alc is None or result.status == "failed":
        return None
    attack, baseline = result.attack, result.baseline
    knows = ", ".join(result.known)
    sentence = (f"An attacker who knows {knows} and uses {result.attack_id} on release '{result.release}' "
                f"infers {result.secret}")
    if attack is not None and baseline is not None:
        sentence += (f" with precision {attack.precision:.0%} for {attack.recall:.1%} of the people attacked; "
                     f"a model of people who are not in the data reaches {baseline.precision:.0%} "
                     f"for {baseline.recall:.1%}")
    sentence += f" (ALC {result.alc:.2f}, {BAND_WORDS[bands.band(result.alc)]})."
    return Finding(result, result.alc, bands.band(result.alc), result.conclusive, sentence)


def membership_finding(result: MembershipResult, bands: RiskBands, max_width: float) -> Finding | None:
    head = result.headline
    if result.status == "failed" or head is None or head["alc"] is None:
        return None
    sentence = (f"Claiming that people are in the data from release '{result.release}' with {result.attack_id}, "
                f"at odds of {head['label']} (members : non-members), is right {head['best_precision']:.0%} "
                f"of the time where guessing is right {head['base_rate']:.1%} "
                f"(ALC {head['alc']:.2f}, {BAND_WORDS[bands.band(head['alc'])]}).")
    # significant as an attribute result's precision is: its interval no wider than the audit allows
    conclusive = head["best_precision_high"] - head["best_precision_low"] <= max_width
    return Finding(result, head["alc"], bands.band(head["alc"]), conclusive, sentence)


def judge(results: list, bands: RiskBands, max_width: float) -> Verdict:
    """The verdict over every attribute and membership result of an audit; `max_width` is the widest
    precision interval that counts as significant."""
    findings = [
        f for f in (attribute_finding(r, bands) if r.kind == "attribute" else membership_finding(r, bands, max_width)
                    for r in results) if f is not None
    ]
    verdict = Verdict(findings, sum(r.status == "failed" for r in results), bands)
    verdict.releases = [_release_verdict(release, [f for f in findings if f.release == release])
                        for release in dict.fromkeys(f.release for f in findings)]
    verdict.releases.sort(key=lambda r: -r.worst_alc)
    verdict.drivers = _drivers(findings)
    return verdict


def _release_verdict(release: str, findings: list[Finding]) -> ReleaseVerdict:
    worst = max(findings, key=lambda f: f.alc)
    return ReleaseVerdict(release, worst.band, worst.alc, _what(worst), len(findings),
                          sum(not f.conclusive for f in findings))


def _what(finding: Finding) -> str:
    result = finding.result
    if result.kind == "membership":
        return f"membership, by {result.attack_id}"
    return f"{result.secret}, by {result.attack_id}"


def _drivers(findings: list[Finding]) -> list[str]:
    """Which secrets, which attacker knowledge and whether membership carry the risk, worst first."""
    attribute = [f for f in findings if f.result.kind == "attribute"]
    lines = []
    by_secret = _worst_by(attribute, lambda f: f.result.secret)
    if by_secret:
        lines.append("Secrets, by the worst ALC an attacker reaches on them: " + "; ".join(
            f"{secret} {f.alc:.2f} ({BAND_WORDS[f.band]}, release '{f.release}')" for secret, f in by_secret))
    by_known = _worst_by(attribute, lambda f: f.result.known)
    if len(by_known) > 1:
        lines.append("Attacker knowledge, by the worst ALC it allows: " + "; ".join(
            f"knowing {', '.join(known)}: {f.alc:.2f}" for known, f in by_known))
    elif by_known:
        lines.append(f"Every attribute result assumes the attacker knows {', '.join(by_known[0][0])} "
                     "about the people attacked; an attacker who knows less may do worse.")
    membership = [f for f in findings if f.result.kind == "membership"]
    if membership:
        worst = max(membership, key=lambda f: f.alc)
        lines.append(f"Membership: the worst ALC is {worst.alc:.2f} ({BAND_WORDS[worst.band]}), "
                     f"by {worst.result.attack_id} on release '{worst.release}'.")
    return lines


def _worst_by(findings: list[Finding], key) -> list[tuple]:
    worst: dict = {}
    for finding in findings:
        held = worst.get(key(finding))
        if held is None or finding.alc > held.alc:
            worst[key(finding)] = finding
    return sorted(worst.items(), key=lambda item: -item[1].alc)
