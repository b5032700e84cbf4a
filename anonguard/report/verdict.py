"""The first page's verdict: set-up problems first, then how bad the worst result is, how many
results fall in each band, and which secrets and attacker-knowledge assumptions drive the risk.

Bands are the ones the engine decided from intervals (`anonguard.engine.claims.decision`): a result is
*undetermined* when its interval straddles the at-risk threshold, and the audit as a whole is never
called safe while a result is undetermined or not applicable because of how the audit was set up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from anonguard.engine.claims.decision import AT_RISK, CANNOT_JUDGE, SEVERITY, UNDETERMINED
from anonguard.engine.kinds import of_kind
from anonguard.engine.claims.measures import RiskBands
from anonguard.engine.outcome import Status, leaves_unjudged
from anonguard.engine.key_variables.result import ORIGINAL, ReidentificationResult
from anonguard.phrases import say
from anonguard.report.findings import ADVICE, BAND_WORDS, BANDS, KEY_ADVICE, Finding, KeyFinding, alc_text
from anonguard.report.presenters import presenter_of, presenters

__all__ = ["ADVICE", "BANDS", "BAND_WORDS", "Problem", "ReleaseVerdict", "Verdict", "judge", "readings_of"]


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
        return presenter_of(self.worst.result.kind).attack_type(self.worst.result)


@dataclass(frozen=True)
class Problem:
    """A result the audit's set-up leaves without a meaning, and why."""

    result: Any  # a result of any kind
    reasons: list[str]


@dataclass
class Verdict:
    findings: list[Finding]
    failed: int
    bands: RiskBands
    problems: list[Problem] = field(default_factory=list)
    releases: list[ReleaseVerdict] = field(default_factory=list)
    keys: list[KeyFinding] = field(default_factory=list)  # re-identification readings of the releases

    def findings_of(self, kind: str) -> list[Finding]:
        """The findings of one kind's results."""
        return of_kind(self.findings, kind, lambda finding: finding.result)

    @property
    def drivers(self) -> list[str]:
        """What carries the risk, kind by kind (each kind's presenter words its findings: the sensitive variables,
        the attacker's knowledge, the identity claims, membership), then the worst re-identification reading;
        the report's sentences, which the window words in its own language."""
        kinds = dict.fromkeys(f.result.kind for f in self.findings)
        lines = [line for p in presenters(kinds) for line in p.drivers(self.findings_of(p.kind))]
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
                      else f"the worst has ALC {alc_text(worst.alc, worst.alc_ci)}")
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


def judged(results: list, bands: RiskBands, reidentification: ReidentificationResult | None = None,
           measured: dict[str, Any] | None = None) -> Verdict | None:
    """The verdict, or None while there is nothing it weighs (no result, no key set measured, no reading of a
    whole-audit measure)."""
    keyed = reidentification is not None and bool(reidentification.sets)
    read = results or keyed or readings_of(measured)
    return judge(results, bands, reidentification, measured) if read else None


def readings_of(measured: dict[str, Any] | None) -> list:
    """What the kinds measuring the whole audit give the verdict to weigh, each by its presenter."""
    return [r for p in presenters() for r in p.readings(measured or {})]


def judge(results: list, bands: RiskBands, reidentification: ReidentificationResult | None = None,
          measured: dict[str, Any] | None = None) -> Verdict:
    """The verdict over every result of an audit (each kind's presenter makes its findings), the readings of its
    whole-audit measures (`measured`, by section: each kind's presenter says what of them the verdict weighs) and
    its re-identification readings of the releases (the original's are its reference, not a finding)."""
    failed = sum(r.status == Status.FAILED for r in results)
    results = [*results, *readings_of(measured)]
    findings = [f for f in (presenter_of(r.kind).finding(r, bands) for r in results) if f is not None]
    # every result that could not be measured is a problem, but those the release's nature rules out (record
    # linkage on a synthetic release, identity attacks on published counts); an identity attack with nothing
    # to claim was measured
    problems = [Problem(r, _unjudged_reasons(r)) for r in results
                if leaves_unjudged(r.status, getattr(r, "by_design", False), getattr(r, "verdict", None))]
    sets = reidentification.sets if reidentification else []
    sets = [r for r in sets if r.model is None]  # the verdict reads keys as published, never an intruder model
    released = [r for r in sets if r.file != ORIGINAL]
    keys = [KeyFinding(r) for r in released or sets]  # a file measured on its own is judged itself
    verdict = Verdict(findings, failed, bands, problems, keys=keys)
    verdict.releases = [_release_verdict(release, [f for f in findings if f.release == release],
                                         [k for k in keys if k.release == release],
                                         [p for p in problems if p.result.release == release])
                        for release in dict.fromkeys([f.release for f in findings] + [k.release for k in keys]
                                                     + [p.result.release for p in problems])]
    verdict.releases.sort(key=lambda r: (-SEVERITY[r.band], -(r.worst_alc if r.worst_alc is not None else -9)))
    return verdict


def _unjudged_reasons(result: Any) -> list[str]:
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


