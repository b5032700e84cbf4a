"""The first page's verdict: set-up problems first, then how bad the worst result is, how many
results fall in each band, and which secrets and attacker-knowledge assumptions drive the risk.

Bands are the ones the engine decided from intervals (`anonguard.engine.decision`): a result is
*undetermined* when its interval straddles the at-risk threshold, and the audit as a whole is never
called safe while a result is undetermined or not applicable because of how the audit was set up.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from anonguard.engine.decision import AT_RISK, CANNOT_JUDGE, SEVERITY, UNDETERMINED, alc_words, decide
from anonguard.engine.estimate import Interval
from anonguard.engine.measures import RiskBands
from anonguard.engine.membership_result import MembershipResult
from anonguard.engine.outcome import CLAIM_KINDS, Kind, Status, leaves_unjudged
from anonguard.engine.reidentification_result import ORIGINAL, SYNTHETIC, KeySetRisk, ReidentificationResult
from anonguard.engine.results import ScenarioResult
from anonguard.phrases import say

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

    result: ScenarioResult | MembershipResult
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


@dataclass(frozen=True)
class ReleaseVerdict:
    release: str
    worst: Finding | None
    results: int
    undetermined: int
    key: KeyFinding | None = None  # the release's worst re-identification reading
    reasons: tuple[str, ...] = ()  # why some of its results could not be measured, each once

    @property
    def band(self) -> str:
        """The worst reading's band; *cannot be judged* instead of anything milder than at risk while some of
        the release's results could not be measured (a safe reading of the rest says nothing about those)."""
        found = [f.band for f in (self.worst, self.key) if f is not None]
        worst = max(found, key=SEVERITY.__getitem__, default=CANNOT_JUDGE)
        return CANNOT_JUDGE if self.reasons and SEVERITY[worst] < SEVERITY[AT_RISK] else worst

    def to_dict(self) -> dict:
        return {"release": self.release, "band": self.band, "worst_alc": self.worst_alc,
                "worst_alc_ci": None if self.worst_alc_ci is None else list(self.worst_alc_ci),
                "driven_by": None if self.worst is None and self.key is None else self.driven_by,
                "results": self.results, "undetermined": self.undetermined, "cannot_be_judged_because": list(self.reasons)}

    @property
    def worst_alc(self) -> float | None:
        return None if self.worst is None else self.worst.alc

    @property
    def worst_alc_ci(self) -> tuple[float, float] | None:
        return None if self.worst is None else self.worst.alc_ci

    @property
    def driven_by(self) -> str:
        """What the worst result is about, and by which attack (or which key variables)."""
        if self.worst is None and self.key is None:
            return "nothing measured"
        if self.worst is None or (self.key is not None and SEVERITY[self.key.band] > SEVERITY[self.worst.band]):
            return f"re-identification by {', '.join(self.key.risk.keys)}"
        return attack_type(self.worst.result)


@dataclass(frozen=True)
class Problem:
    """A result the audit's set-up leaves without a meaning, and why."""

    result: ScenarioResult
    reasons: list[str]


@dataclass
class Verdict:
    findings: list[Finding]
    failed: int
    bands: RiskBands
    problems: list[Problem] = field(default_factory=list)
    releases: list[ReleaseVerdict] = field(default_factory=list)
    keys: list[KeyFinding] = field(default_factory=list)  # re-identification readings of the releases

    @property
    def attribute_findings(self) -> list[Finding]:
        return [f for f in self.findings if f.result.kind == Kind.ATTRIBUTE]

    @property
    def by_claim(self) -> list[tuple[str, Finding]]:
        """Each identity claim (singling out, linkability, record linkage) with its worst result, worst first."""
        return _worst_by([f for f in self.findings if f.result.kind == Kind.IDENTITY], lambda f: f.result.secret)

    @property
    def by_secret(self) -> list[tuple[str, Finding]]:
        """Each sensitive variable with the worst result an attacker reaches on it, worst first."""
        return _worst_by(self.attribute_findings, lambda f: f.result.secret)

    @property
    def by_known(self) -> list[tuple[tuple[str, ...], Finding]]:
        """Each set of key variables the attacker knows, with the worst result it allows, worst first."""
        return _worst_by(self.attribute_findings, lambda f: tuple(f.result.known))

    @property
    def worst_membership(self) -> Finding | None:
        return max((f for f in self.findings if f.result.kind == Kind.MEMBERSHIP), key=lambda f: f.severity, default=None)

    @property
    def drivers(self) -> list[str]:
        """Which secrets, which attacker knowledge and whether membership carry the risk, worst first
        (the report's sentences; the window words the same facts in its own language)."""
        lines = []
        if self.by_secret:
            lines.append("Sensitive variables, by the worst result an attacker reaches on them: " + "; ".join(
                f"{secret} {_alc_text(f.alc, None)} ({BAND_WORDS[f.band]}, release '{f.release}')"
                for secret, f in self.by_secret))
        by_known = self.by_known
        if len(by_known) > 1:
            lines.append("Key variables the attacker knows, by the worst result they allow: " + "; ".join(
                f"knowing {', '.join(known)}: {_alc_text(f.alc, None)} ({BAND_WORDS[f.band]})" for known, f in by_known))
        elif by_known:
            lines.append(f"Every attribute result assumes the attacker knows {', '.join(by_known[0][0])} "
                         "about the people attacked; an attacker who knows less may do worse.")
        if self.by_claim:
            lines.append("Identity attacks, by the worst result: " + "; ".join(
                f"{claim} {_alc_text(f.alc, None)} ({BAND_WORDS[f.band]}, release '{f.release}')"
                for claim, f in self.by_claim))
        worst = self.worst_membership
        if worst is not None:
            lines.append(f"Membership: the worst ALC is {_alc_text(worst.alc, None)} ({BAND_WORDS[worst.band]}), "
                         f"by {worst.result.attack_id} on release '{worst.release}'.")
        if self.worst_key is not None:
            lines.append(f"Re-identification: {self.worst_key.sentence}")
        return lines

    @property
    def worst_key(self) -> KeyFinding | None:
        return max(self.keys, key=lambda f: f.severity, default=None)

    def finding(self, result) -> Finding | None:
        """What the verdict made of `result`; None if it failed, is not applicable or measured nothing."""
        return next((f for f in self.findings if f.result is result), None)

    @property
    def worst(self) -> Finding | None:
        return max(self.findings, key=lambda f: f.severity, default=None)

    @property
    def band(self) -> str | None:
        """The audit's band: the worst release's (the worst result's or re-identification reading's, or
        *cannot be judged* while results that could not be measured leave nothing worse)."""
        found = [r.band for r in self.releases] + [f.band for f in (self.worst, self.worst_key) if f is not None]
        if self.problems:
            found.append(CANNOT_JUDGE)
        return max(found, key=SEVERITY.__getitem__, default=None)

    @property
    def reasons(self) -> list[str]:
        """Why results could not be measured, each reason once, across the audit."""
        return list(dict.fromkeys(reason for problem in self.problems for reason in problem.reasons))

    def to_dict(self) -> dict:
        """The verdict as audit.json carries it: what a machine reading the audit should act on."""
        return {"band": self.band, "headline": self.headline, "cannot_be_judged_because": self.reasons,
                "releases": [r.to_dict() for r in self.releases]}

    @property
    def key_counts(self) -> dict[str, int]:
        """Re-identification readings (key set × release) per band."""
        return {band: sum(f.band == band for f in self.keys) for band in BANDS if band != UNDETERMINED}

    @property
    def counts(self) -> dict[str, int]:
        return {band: sum(f.band == band for f in self.findings) for band in BANDS}

    @property
    def undetermined(self) -> int:
        return self.counts[UNDETERMINED]

    @property
    def headline(self) -> str:
        worst, band = self.worst, self.band
        problems = " " + say("{count} result(s) could not be measured (listed above, with why); until they are, no "
                             "release they concern can be called safe.", count=len(self.problems)) if self.problems else ""
        keys = self._key_headline()
        if worst is None:
            if keys:
                return f"{KEY_ADVICE[band]} {keys}{problems}"
            return ("No result could be measured, so the audit cannot judge the releases." + problems).strip()
        counts = self.counts
        told = [f"{counts[b]} {BAND_WORDS[b]}" for b in BANDS if counts[b]]
        worst_text = ("none shows an advantage over the baseline (the worst ALC is below −1)" if worst.alc < -1
                      else f"the worst has ALC {_alc_text(worst.alc, worst.alc_ci)}")
        return (f"{ADVICE[band]} Of {len(self.findings)} measured results, {', '.join(told)}; {worst_text}."
                + (f" {keys}" if keys else "") + problems)

    def _key_headline(self) -> str:
        worst = self.worst_key
        if worst is None:
            return ""
        counts = self.key_counts
        told = ", ".join(f"{counts[b]} {BAND_WORDS[b]}" for b in counts if counts[b])
        r = worst.risk
        return (f"Re-identification by key variables: {told} of {len(self.keys)} readings; the worst, release "
                f"'{r.file}' by {', '.join(r.keys)}: {r.at_risk_text()} ({r.scenario_words()}).")


def _alc_text(value: float, interval: tuple[float, float] | None) -> str:
    if value < -1:
        return alc_words(value)
    return f"{value:.2f}" + (f" (95 % interval {max(interval[0], -1):.2f} to {interval[1]:.2f})" if interval else "")


def attribute_finding(result: ScenarioResult) -> Finding | None:
    if result.alc is None or result.status in (Status.FAILED, Status.NOT_APPLICABLE) or result.verdict is None:
        return None
    attack, baseline = result.attack, result.baseline
    knows = ", ".join(result.known)
    if result.kind == Kind.IDENTITY:
        sentence = (f"An attacker who knows {knows} and uses {result.attack_id} on release '{result.release}' "
                    f"makes {result.secret} claims")
        if attack is not None and baseline is not None:
            sentence += (f" that {_claimed(attack)} of the claims possible; the same claims made from records of people "
                         f"the release says nothing about {_claimed(baseline)}")
    else:
        sentence = (f"An attacker who knows {knows} and uses {result.attack_id} on release '{result.release}' "
                    f"infers {result.secret}")
        if attack is not None and baseline is not None:
            sentence += (" " + _inferred(attack, "with precision {precision} for {recall} of the people attacked",
                                         "for nobody: it makes no prediction")
                         + "; a model of people who are not in the data "
                         + _inferred(baseline, "reaches {precision} for {recall}", "makes no prediction"))
    sentence += f" (ALC {_alc_text(result.alc, result.alc_ci)}: {BAND_WORDS[result.verdict]})."
    return Finding(result, result.alc, result.alc_ci, result.verdict, sentence)


def _inferred(point, words: str, no_prediction: str) -> str:
    """`words` with one side's precision and coverage, or `no_prediction`: a side that predicted nobody has
    no precision (NaN in a run, null in a saved audit.json), and formatting it stopped the verdict, and
    with it every file of the report, audit.json included."""
    if point.precision is None or not point.n_predictions or math.isnan(point.precision):
        return no_prediction
    return words.format(precision=f"{point.precision:.0%}", recall=f"{point.recall:.1%}")


def _claimed(point) -> str:
    """How right one side's claims are at its operating point, where it made any."""
    if point.precision is None or not point.n_predictions:
        return "are never made"
    return f"are right {point.precision:.0%} of the time, for {point.recall:.1%}"


def attack_type(result) -> str:
    """What kind of attack a result is, in the office's words: what the verdict names as driving the risk."""
    if result.kind == Kind.MEMBERSHIP:
        return f"membership inference, by {result.attack_id}"
    if result.kind == Kind.IDENTITY:
        return f"{result.secret} (identity attack), by {result.attack_id}"
    return f"attribute inference of {result.secret}, by {result.attack_id}"


def membership_band(head: dict, bands: RiskBands) -> str:
    """A membership reading's band, decided from its ALC interval like an attribute result's."""
    low, high = head.get("alc_ci") or (head["alc"], head["alc"])
    return decide(Interval(head["alc"], low, high), bands)


def membership_finding(result: MembershipResult, bands: RiskBands) -> Finding | None:
    head = result.headline
    if result.status == Status.FAILED or head is None or head["alc"] is None:
        return None
    band = membership_band(head, bands)
    interval = head.get("alc_ci")
    sentence = (f"Claiming that people are in the data from release '{result.release}' with {result.attack_id}, "
                f"at odds of {head['label']} (members : non-members), is right {head['best_precision']:.0%} "
                f"of the time where guessing is right {head['base_rate']:.1%} "
                f"(ALC {_alc_text(head['alc'], interval)}: {BAND_WORDS[band]}).")
    return Finding(result, head["alc"], None if interval is None else tuple(interval), band, sentence)


def judge(results: list, bands: RiskBands, reidentification: ReidentificationResult | None = None) -> Verdict:
    """The verdict over every attribute and membership result of an audit, and its re-identification
    readings of the releases (the original's are its reference, not a finding)."""
    findings = [
        f for f in (attribute_finding(r) if r.kind in CLAIM_KINDS else membership_finding(r, bands) for r in results)
        if f is not None
    ]
    # every result that could not be measured is a problem, but those the release's nature rules out (record
    # linkage on a synthetic release, identity attacks on published counts); an identity attack with nothing
    # to claim was measured
    problems = [Problem(r, _unjudged_reasons(r)) for r in results
                if leaves_unjudged(r.status, getattr(r, "by_design", False), getattr(r, "verdict", None))]
    sets = reidentification.sets if reidentification else []
    sets = [r for r in sets if r.model is None]  # the verdict reads keys as published, never an intruder model
    released = [r for r in sets if r.file != ORIGINAL]
    keys = [KeyFinding(r) for r in released or sets]  # a file measured on its own is judged itself
    verdict = Verdict(findings, sum(r.status == Status.FAILED for r in results), bands, problems, keys=keys)
    verdict.releases = [_release_verdict(release, [f for f in findings if f.release == release],
                                         [k for k in keys if k.release == release],
                                         [p for p in problems if p.result.release == release])
                        for release in dict.fromkeys([f.release for f in findings] + [k.release for k in keys]
                                                     + [p.result.release for p in problems])]
    verdict.releases.sort(key=lambda r: (-SEVERITY[r.band], -(r.worst_alc if r.worst_alc is not None else -9)))
    return verdict


def _unjudged_reasons(result: ScenarioResult) -> list[str]:
    if result.status == Status.FAILED:
        return [say("{attack} failed ({error}): run it again, or leave it out", attack=result.attack_id,
                    error=result.error or say("no reason given"))]
    if result.status == Status.CANCELLED:
        return [say("{attack} was cancelled before it measured anything: run it again", attack=result.attack_id)]
    return list(result.problems) or [say("not applicable")]


def _release_verdict(release: str, findings: list[Finding], keys: list[KeyFinding],
                     problems: list[Problem]) -> ReleaseVerdict:
    reasons = tuple(dict.fromkeys(reason for problem in problems for reason in problem.reasons))
    return ReleaseVerdict(release, max(findings, key=lambda f: f.severity, default=None), len(findings),
                          sum(f.band == UNDETERMINED for f in findings), max(keys, key=lambda f: f.severity, default=None),
                          reasons)


def _worst_by(findings: list[Finding], key) -> list[tuple]:
    worst: dict = {}
    for finding in findings:
        held = worst.get(key(finding))
        if held is None or finding.severity > held.severity:
            worst[key(finding)] = finding
    return sorted(worst.items(), key=lambda item: (-SEVERITY[item[1].band], -item[1].alc))
