"""The presenters of the kinds measured by claims (`anonguard.engine.claims.sides`): attribute inference and the
identity attacks. Their results have the same measures (precision and coverage of the claims, ALC against
the non-member baseline, precision at equal coverage), so they read alike: only the words for what is claimed
differ."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from anonguard.engine.claims.decision import alc_words
from anonguard.engine.identity.result import IdentityResult
from anonguard.engine.outcome import Kind, Status
from anonguard.engine.claims.results import ClaimsResult
from anonguard.report.findings import BAND_WORDS, Finding, alc_text, worst_by
from anonguard.report.glossary import IDENTITY_EXPLAINED
from anonguard.report.parts import Plot, Section, Table, alc_interval_text, figures, num, params
from anonguard.report.presenter import KindPresenter, ReportView
from anonguard.report.result_words import abbreviated, header

if TYPE_CHECKING:
    from anonguard.engine.claims.measures import RiskBands

IDENTITY_BASELINE = ("the same attack, fitted on the records of half of the original's people (the others) instead "
                     "of the release, making the same claims about the other half (the members)")


class ClaimsPresenter(KindPresenter):
    """What attribute inference and the identity attacks show alike."""

    what = "secret"  # what a result is about, as the tables head it
    claims = False  # whether the results are identity claims rather than inferred values

    def finding(self, result: ClaimsResult, bands: "RiskBands") -> Finding | None:
        return claims_finding(result, self.claims)

    def line(self, result: ClaimsResult) -> str:
        return claims_line(result, self.what)

    def text(self, results: list, measured: dict[str, Any]) -> str:
        return claims_text(results, self.what) if results else ""

    def sections(self, report: ReportView, number: int) -> list[Section]:
        ordered = sorted(report.of_kind(self.kind), key=lambda r: self.worst_first(r, report))
        return [self._section(report, r, i) for i, r in enumerate(ordered, start=number)]

    def spreadsheet_row(self, r: ClaimsResult, report: ReportView) -> dict[str, Any]:
        low, high = r.alc_ci or (None, None)
        equal = r.equal_coverage
        row = {"secret": r.secret, "known": "; ".join(r.known), "problems": " ".join(r.problems) or None,
               "verdict": r.verdict, "verdict_note": r.verdict_note, "attempts_to_decide": r.attempts_to_decide,
               "alc": r.alc, "alc_low": low, "alc_high": high, "risk": r.risk, "alc_in_sample": r.alc_in_sample,
               "baseline_model": r.baseline_model, "n_attempts": r.n_attempts,
               "n_targets_available": r.n_targets_available}
        if equal is not None:
            row.update({"precision_improvement": equal.improvement.point,
                        "precision_improvement_low": equal.improvement.low,
                        "precision_improvement_high": equal.improvement.high,
                        "precision_improvement_coverage": equal.coverage, "precision_improvement_risk": r.pi_risk})
        for name, point in (("attack", r.attack), ("baseline", r.baseline)):
            if point is not None:
                row.update({f"{name}_precision": point.precision, f"{name}_precision_low": point.ci_low,
                            f"{name}_precision_high": point.ci_high, f"{name}_recall": point.recall,
                            f"{name}_prc": point.prc})
        return row

    def tables(self, report: ReportView) -> list[Table]:
        """Every result of the kind, worst first, coloured by its verdict."""
        ordered = sorted(report.of_kind(self.kind), key=lambda r: self.worst_first(r, report))
        title, what = self.title, self.what
        rows, bands = [], []
        for r in ordered:
            a, b, equal = r.attack, r.baseline, r.equal_coverage
            measured = r.alc is not None and r.verdict is not None
            rows.append([
                r.release, r.attack_id, r.secret, ", ".join(r.known),
                alc_interval_text(r.alc, r.alc_ci) if measured else "-",
                BAND_WORDS[r.verdict] if r.verdict else BAND_WORDS.get(r.status, r.status),
                _at(a), _at(b), "-" if equal is None else f"{equal.improvement.point:.2f} for {equal.coverage:.0%}",
                f"{r.n_attempts:,}",
            ])
            bands.append(r.verdict or (r.status if r.status == Status.NOT_APPLICABLE else None))
        return [Table(title, [header(key) for key in (
            "release", "attack_id", what, "known", "alc_with_interval", "verdict", "attack_point", "baseline_point",
            "precision_improvement", "n_attempts")], rows, bands, "ALC and the operating points are cross-fitted (chosen on some attempts, measured on others). "
                        "Precision improvement: attack against baseline on the same people, for the share of people "
                        "given. "
                        "The verdict is decided from the intervals: undetermined when they straddle the at-risk threshold.")]

    def _section(self, report: ReportView, r: ClaimsResult, number: int) -> Section:
        finding = report.verdict.finding(r)
        identity = self.claims
        title = f"{number}. {r.secret} {'in' if identity else 'from'} release '{r.release}' by {r.attack_id}"
        knows = [("Attacker knows", ", ".join(r.known))] + (
            [("Linkability's views", " | ".join(", ".join(v) for v in r.views))] if identity and r.views else [])
        if r.status == Status.NOT_APPLICABLE:
            return Section(f"result-{number}", title, "not-applicable", "Not applicable: " + " ".join(r.problems),
                           [*knows, *params(r.attack_params)])
        if finding is None and r.verdict:  # an identity attack that found nothing to claim
            return Section(f"result-{number}", title, r.verdict, r.verdict_note or "", [*knows, *params(r.attack_params)])
        if finding is None:
            return Section(f"result-{number}", title, None, f"This result failed: {r.error}", params(r.attack_params))
        halt = report.audit.get("halt_reasons", {}).get(r.halt_reason, r.halt_reason or "-")
        equal = r.equal_coverage
        facts = [
            *knows,
            ("Verdict", BAND_WORDS[finding.band] + _to_decide(r)),
            ("ALC", f"{alc_interval_text(r.alc, r.alc_ci)}: {BAND_WORDS.get(r.risk, r.risk)} "
                    f"(best against best on the same attempts, as paper 003 reads it: {num(r.alc_in_sample, 3)})"),
            ("Precision improvement at equal coverage", "-" if equal is None else (
                f"{equal.improvement.point:.2f} [{equal.improvement.low:.2f}, {equal.improvement.high:.2f}]: "
                f"{BAND_WORDS.get(r.pi_risk, r.pi_risk)}; the attacker is right {equal.attack_precision.point:.0%} of the "
                f"time for {equal.coverage:.1%} of people, the baseline {equal.baseline_precision.point:.0%} on the same "
                "people")),
            *([("Where the readings differ", r.verdict_note)] if r.verdict_note else []),
            *([("Across seeds", _spread_text(r.seed_spread))] if r.seed_spread else []),
            ("Baseline model", IDENTITY_BASELINE if identity else
             f"{r.baseline_model} (chosen as the strongest of those tried, below)"),
            ("Attempts", f"{r.n_attempts:,} of {r.n_targets_available:,} "
                         + ("claims possible" if identity else "people who could be attacked")),
            ("Why it stopped", halt),
            ("Time", f"{r.seconds:.1f} s"),
            *params(r.attack_params),
        ]
        points = [[name, num(p.precision, 3), f"[{p.ci_low:.3f}, {p.ci_high:.3f}]", num(p.recall, 4),
                   num(p.prc, 3), "-" if p.prc_low is None else f"[{p.prc_low:.3f}, {p.prc_high:.3f}]",
                   f"{p.n_predictions:,}"]
                  for name, p in (("attack", r.attack), ("baseline", r.baseline), ("open prediction", r.open)) if p]
        tables = [Table("Operating points (cross-fitted: each fold measured at the threshold the other folds chose)", [
            "Curve", "Precision", "95% interval", "Coverage", "PRC", "PRC 95% interval", "Predictions"], points)]
        if r.baseline_candidates:
            tables.append(Table("Baseline models tried", ["Model", "Best PRC", "Problem"], [
                [c["model"], num(c.get("prc"), 3), c.get("error") or ""] for c in r.baseline_candidates]))
        plots = [Plot("Precision against coverage: attack (red) and baseline (blue), 95% bands, operating points marked",
                      lambda: figures().plot(figures().setup_curves, figures().draw_curves, r))] if r.attack_curve else []
        if r.equal_coverage_curve:
            plots.append(Plot("Equal coverage: the attack's precision and the baseline's on the same people, "
                              "at every coverage of the attack, 95% bands",
                              lambda: figures().plot(figures().setup_curves, figures().draw_equal_coverage, r)))
        return Section(f"result-{number}", title, finding.band, finding.sentence, facts, tables, plots)


class AttributePresenter(ClaimsPresenter):
    """Attribute inference: a sensitive variable inferred from the key variables the attacker knows."""

    kind = Kind.ATTRIBUTE
    title = "Attribute inference results"

    def attack_type(self, result: ClaimsResult) -> str:
        return f"attribute inference of {result.secret}, by {result.attack_id}"

    def plots(self, report: ReportView) -> list[Plot]:
        if not any(r.alc is not None for r in report.of_kind(self.kind)):
            return []
        return [Plot("ALC of every attribute result over the risk bands (green: safe, amber: at risk, red: serious); "
                    "release names shortened to what tells them apart",
                    lambda: figures().plot(None, figures().draw_overview, report.of_kind(self.kind), report.bands,
                                         size=(6.4, figures().overview_height(len(figures().overview_rows(report.of_kind(self.kind)))))))]

    def drivers(self, findings: list[Finding]) -> list[str]:
        lines = []
        if findings:
            lines.append("Sensitive variables, by the worst result an attacker reaches on them: " + "; ".join(
                f"{secret} {alc_text(f.alc, None)} ({BAND_WORDS[f.band]}, release '{f.release}')"
                for secret, f in by_secret(findings)))
        known = by_known(findings)
        if len(known) > 1:
            lines.append("Key variables the attacker knows, by the worst result they allow: " + "; ".join(
                f"knowing {', '.join(k)}: {alc_text(f.alc, None)} ({BAND_WORDS[f.band]})" for k, f in known))
        elif known:
            lines.append(f"Every attribute result assumes the attacker knows {', '.join(known[0][0])} "
                         "about the people attacked; an attacker who knows less may do worse.")
        return lines


class IdentityPresenter(ClaimsPresenter):
    """The identity attacks: singling out, linkability and record linkage; a result's `secret` is its claim."""

    kind = Kind.IDENTITY
    title = "Identity attack results"
    what = "claim"
    claims = True

    def attack_type(self, result: IdentityResult) -> str:
        return f"{result.secret} (identity attack), by {result.attack_id}"

    def drivers(self, findings: list[Finding]) -> list[str]:
        if not findings:
            return []
        return ["Identity attacks, by the worst result: " + "; ".join(
            f"{claim} {alc_text(f.alc, None)} ({BAND_WORDS[f.band]}, release '{f.release}')"
            for claim, f in by_secret(findings))]

    def explanation(self) -> list[tuple[str, list[str]]]:
        return [IDENTITY_EXPLAINED]


def by_secret(findings: list[Finding]) -> list[tuple[str, Finding]]:
    """Each sensitive variable (or identity claim) with the worst result an attacker reaches on it, worst first."""
    return worst_by(findings, lambda f: f.result.secret)


def by_known(findings: list[Finding]) -> list[tuple[tuple[str, ...], Finding]]:
    """Each set of key variables the attacker knows, with the worst result it allows, worst first."""
    return worst_by(findings, lambda f: tuple(f.result.known))


def claims_finding(result: ClaimsResult, claims: bool) -> Finding | None:
    """A result's finding: what the attacker claims, how often rightly, beside the baseline."""
    if result.alc is None or result.status in (Status.FAILED, Status.NOT_APPLICABLE) or result.verdict is None:
        return None
    attack, baseline = result.attack, result.baseline
    knows = ", ".join(result.known)
    if claims:
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
    sentence += f" (ALC {alc_text(result.alc, result.alc_ci)}: {BAND_WORDS[result.verdict]})."
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


def _to_decide(r: ClaimsResult) -> str:
    if not r.attempts_to_decide:
        return ""
    if r.attempts_to_decide > r.n_targets_available:
        return (f": about {r.attempts_to_decide:,} attempts would decide it, more than the {r.n_targets_available:,} "
                "people who can be attacked in this table")
    return f": about {r.attempts_to_decide:,} attempts (of {r.n_targets_available:,} people) would decide it"


def _at(point) -> str:
    """A precision and the coverage it holds for."""
    return "-" if point is None or not point.n_predictions else f"{point.precision:.2f} for {point.recall:.1%}"


def _spread_text(spread: dict) -> str:
    told = ", ".join(f"seed {seed}: {alc_words(a) if a is not None else '-'} {v or status}"
                     for seed, a, v, status in zip(spread["seeds"], spread["alc"], spread["verdict"], spread["status"]))
    return f"ALC from {num(spread.get('alc_min'), 3)} to {num(spread.get('alc_max'), 3)} ({told})"


def claims_line(result, what: str) -> str:
    """One line for a finished result, as the command line reports it while the audit runs."""
    where = f"{result.attack_id} on {result.release}: " + (
        result.secret if what == "claim" else f"{header('secret').lower()} {result.secret}")
    if result.status == Status.FAILED:
        return f"{where}: FAILED {result.error}"
    if result.status == Status.NOT_APPLICABLE:
        return f"{where}: NOT APPLICABLE: {'; '.join(result.problems)}"
    if result.alc is None:  # an identity attack with nothing to claim has a verdict and a note, but no ALC
        return f"{where}: {result.verdict}: {result.verdict_note}" if result.verdict else f"{where}: {result.status}"
    return (f"{where}: ALC {_alc(result)} {result.verdict} ({result.n_attempts:,} of {result.n_targets_available:,} "
            f"targets, {result.halt_reason})")


def _alc(result) -> str:
    """ALC with its interval; far below −1 it only says 'no advantage'."""
    low, high = result.alc_ci
    if result.alc < -1:
        return "no advantage (below -1)"
    return f"{result.alc:.2f} [{max(low, -1):.2f}, {high:.2f}]"


def claims_text(results: list, what: str) -> str:
    """The results as a fixed-width table, with the notes on undecided and disagreeing readings; `what` names
    what they are about ("secret", or "claim" for the identity attacks)."""
    width = max([20] + [len(r.attack_id) for r in results])
    secret = max([len(header(what))] + [len(r.secret) for r in results])
    heads = [f"{header('release'):<14}", f"{header('attack_id'):<{width}}", f"{header(what):<{secret}}",
             f"{abbreviated('known'):>9}", f"{header('alc_with_interval'):<24}", f"{header('verdict'):<12}",
             *(f"{header(key):>13}" for key in ("attack_precision", "attack_recall", "baseline_precision",
                                                "baseline_recall")),
             f"{abbreviated('precision_improvement'):>11}", f"{header('n_attempts'):>8}", f" {header('baseline_model')}"]
    head = " ".join(heads)
    lines = [head, "-" * len(head)]
    for r in results:
        start = f"{r.release:<14} {r.attack_id:<{width}} {r.secret:<{secret}} {len(r.known):>9}"
        if r.status in (Status.FAILED, Status.NOT_APPLICABLE) or r.alc is None:
            said = f"{r.verdict}: {r.verdict_note}" if r.verdict else f"{r.status}: {r.error or '; '.join(r.problems)}"
            lines.append(f"{start} {said}")
            continue
        a, b = r.attack, r.baseline
        lines.append(
            f"{start} {_alc(r):<24} {r.verdict:<12} "
            + " ".join(_fmt(v, 13) for v in (a and a.precision, a and a.recall, b and b.precision, b and b.recall))
            + f" {_fmt(r.precision_improvement, 11)} {r.n_attempts:>8,}  {r.baseline_model}"
        )
    notes = [f"  {r.release} · {r.attack_id} · {r.secret}: {r.verdict_note}" for r in results if r.verdict_note]
    undecided = [r for r in results if r.verdict == "undetermined" and r.attempts_to_decide]
    lines += ["", "Where the readings disagree or more attempts are needed:", *notes] if notes or undecided else []
    lines += [f"  {r.release} · {r.attack_id} · {r.secret}: undetermined; about {r.attempts_to_decide:,} attempts "
              + (f"(of {r.n_targets_available:,} targets) would decide it" if r.attempts_to_decide <= r.n_targets_available
                 else f"would decide it, more than the {r.n_targets_available:,} targets attacked") for r in undecided]
    lines.append("Key vars.: how many key variables the attacker knows. P: precision, cov.: coverage at each side's "
                 "operating point. ALC and the precision improvement (paper 000: attack against baseline on the same "
                 "people) are cross-fitted, with 95 % intervals; a band is claimed only when its interval settles it.")
    return "\n".join(lines)


def _fmt(value, width: int) -> str:
    return f"{value:>{width}.3f}" if value is not None else f"{'-':>{width}}"
