"""The presenter of membership inference: AUC, true-positive rates at low false-positive rates, and the best
precision at each odds of members to non-members against its base rate (paper 000 §5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from anonguard.engine.claims.estimate import Interval
from anonguard.engine.claims.decision import decide
from anonguard.engine.membership.result import MembershipResult
from anonguard.engine.outcome import Kind, Status
from anonguard.report.findings import BAND_WORDS, Finding, alc_text
from anonguard.report.glossary import MEMBERSHIP_EXPLAINED
from anonguard.report.parts import Plot, Section, Table, alc_interval_text, figures, frame_table, num, params
from anonguard.report.presenter import KindPresenter, ReportView
from anonguard.report.result_words import abbreviated, header

if TYPE_CHECKING:
    from anonguard.engine.claims.measures import RiskBands

CLAIMS_SHOWN = 10  # the rest are in audit.json


class MembershipPresenter(KindPresenter):
    """Membership inference: is this person in the data at all?"""

    kind = Kind.MEMBERSHIP
    title = "Membership inference results"

    def finding(self, result: MembershipResult, bands: "RiskBands") -> Finding | None:
        return membership_finding(result, bands)

    def attack_type(self, result: MembershipResult) -> str:
        return f"membership inference, by {result.attack_id}"

    def drivers(self, findings: list[Finding]) -> list[str]:
        worst = max(findings, key=lambda f: f.severity, default=None)
        if worst is None:
            return []
        return [f"Membership: the worst ALC is {alc_text(worst.alc, None)} ({BAND_WORDS[worst.band]}), "
                f"by {worst.result.attack_id} on release '{worst.release}'."]

    def line(self, result: MembershipResult) -> str:
        return membership_summary(result)

    def text(self, results: list, measured: dict[str, Any]) -> str:
        return membership_table(results) if results else ""

    def sections(self, report: ReportView, number: int) -> list[Section]:
        ordered = sorted(report.of_kind(self.kind), key=lambda r: self.worst_first(r, report))
        return [self._section(report, r, i) for i, r in enumerate(ordered, start=number)]

    def spreadsheet_row(self, r: MembershipResult, report: ReportView) -> dict[str, Any]:
        head = r.headline or {}
        alc = head.get("alc")
        band = None if alc is None else membership_band(head, report.bands)
        low, high = head.get("alc_ci") or (None, None)
        return {"members": r.members, "non_members": r.non_members, "auc": r.auc, "odds": head.get("label"),
                "best_precision": head.get("best_precision"), "base_rate": head.get("base_rate"), "alc": alc,
                "alc_low": low, "alc_high": high, "risk": band, "verdict": band,
                "tpr_at_fpr_0.001": r.tpr_at(0.001), "tpr_at_fpr_0.01": r.tpr_at(0.01)}

    def explanation(self) -> list[tuple[str, list[str]]]:
        return [MEMBERSHIP_EXPLAINED]

    def tables(self, report: ReportView) -> list[Table]:
        ordered = sorted(report.of_kind(self.kind), key=lambda r: self.worst_first(r, report))
        rows, bands = [], []
        for r in ordered:
            head = r.headline
            band = None if head is None or head["alc"] is None else membership_band(head, report.bands)
            rows.append([
                r.release, r.attack_id, f"{r.members:,}", f"{r.non_members:,}", num(r.auc, 3),
                num(r.tpr_at(0.001), 4), num(r.tpr_at(0.01), 4), head["label"] if head else "-",
                num(head and head["best_precision"], 3), num(head and head["base_rate"], 4),
                alc_interval_text(head["alc"], head.get("alc_ci")) if band else "-", BAND_WORDS[band] if band else r.status,
            ])
            bands.append(band)
        return [Table(self.title, [header(key) for key in (
            "release", "attack_id", "members", "non_members", "auc", "tpr_at_fpr_0.001", "tpr_at_fpr_0.01", "odds",
            "best_precision", "base_rate", "alc_with_interval", "risk")], rows, bands, "Odds: members : non-members among the people the attacker could ask about.")]

    def _section(self, report: ReportView, r: MembershipResult, number: int) -> Section:
        finding = report.verdict.finding(r)
        title = f"{number}. Membership in release '{r.release}' by {r.attack_id}"
        if finding is None:
            return Section(f"result-{number}", title, None, f"This result failed: {r.error}", params(r.attack_params))
        low, high = r.auc_interval or (None, None)
        facts = [
            ("Scored", f"{r.members:,} members and {r.non_members:,} non-members"),
            ("AUC", f"{r.auc:.3f} (95% interval {num(low, 3)} to {num(high, 3)}); 0.5 is guessing"),
            ("Realistic odds", f"1:{r.realistic_skew:g} (from the stated population)" if r.realistic_skew
             else "not stated: read at the largest skew"),
            ("Why it stopped", r.halt_reason or "-"),
            ("Time", f"{r.seconds:.1f} s"),
            *params(r.attack_params),
        ]
        base_rates = Table("Base-rate table: best precision at each odds", [
            "Members : non-members", "Base rate (claim everyone)", "Best precision", "95% interval", "Recall",
            "Claims", "ALC", "Risk"], [
            [s["label"], num(s["base_rate"], 4), num(s["best_precision"], 3),
             f"[{num(s['best_precision_low'], 3)}, {num(s['best_precision_high'], 3)}]", num(s["best_recall"], 4),
             f"{s['best_claims']:,}", alc_interval_text(s["alc"], s.get("alc_ci")),
             BAND_WORDS[membership_band(s, report.bands)]]
            for s in r.by_skew], [membership_band(s, report.bands) for s in r.by_skew])
        tables = [base_rates, frame_table("True-positive rate at low false-positive rates", r.operating_frame())]
        if r.claims:
            claims = r.claims_frame().head(CLAIMS_SHOWN)
            tables.append(frame_table(
                f"The {len(claims)} most confident claims", claims,
                "Candidates are named by their row in the original or the non-member table"
                + ("; their values are withheld." if not report.disclosure.include_values else ".")))
        plots = [
            Plot("ROC on log-log axes; dashed lines at the FPR levels read above",
                 lambda: figures().plot(figures().setup_roc, figures().draw_roc, r)),
            Plot("Precision against recall at each odds; dashed: the base rate",
                 lambda: figures().plot(figures().setup_precision_by_skew, figures().draw_precision_by_skew, r)),
        ] if r.curve else []
        return Section(f"result-{number}", title, finding.band, finding.sentence, facts, tables, plots)


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
                f"(ALC {alc_text(head['alc'], interval)}: {BAND_WORDS[band]}).")
    return Finding(result, head["alc"], None if interval is None else tuple(interval), band, sentence)


READ_AT = (1.0, 100.0, 1000.0)  # skews always shown in the table, besides the realistic one


def membership_summary(result: MembershipResult) -> str:
    where = f"{result.attack_id} on {result.release}: membership"
    if result.status == Status.FAILED or result.auc is None:
        return f"{where}: {result.status.upper()} {result.error or ''}".rstrip()
    head = result.headline
    return (f"{where}: AUC {result.auc:.3f}, best precision {head['best_precision']:.3f} at {head['label']} "
            f"(base rate {head['base_rate']:.4f}), {result.members}+{result.non_members} candidates, {result.halt_reason}")


def membership_table(results: list[MembershipResult]) -> str:
    """AUC, TPR at the FPR levels and precision at the standard and realistic skews (000 §5)."""
    levels = next((r.operating_points for r in results if r.operating_points), [])
    realistic = next((r.realistic_skew for r in results if r.realistic_skew), None)
    skews = [k for k in READ_AT] + ([realistic] if realistic and realistic not in READ_AT else [])
    width = max([16] + [len(r.attack_id) for r in results])
    head = (f"{header('release'):<14} {header('attack_id'):<{width}} {header('members'):>7} "
              f"{abbreviated('non_members'):>7} {header('auc'):>5} "
              + " ".join(f"{'TPR@' + format(p['fpr_level'], 'g'):>10}" for p in levels) + " "
              + " ".join(f"{'P 1:' + format(k, '.4g'):>9}" for k in skews) + f" {header('membership_alc'):>6}")
    lines = [head, "-" * len(head)]
    for r in results:
        start = f"{r.release:<14} {r.attack_id:<{width}}"
        if r.status == Status.FAILED or r.auc is None:
            lines.append(f"{start} {r.status}: {r.error or ''}")
            continue
        tprs = " ".join(f"{p['tpr']:>9.4f}{'' if p['resolved'] else '*'}" for p in r.operating_points)
        by_skew = {s["skew"]: s for s in r.by_skew}
        precisions = " ".join(f"{by_skew[k]['best_precision']:>9.3f}" if k in by_skew else f"{'-':>9}" for k in skews)
        head = r.headline
        lines.append(f"{start} {r.members:>7} {r.non_members:>7} {r.auc:>5.3f} {tprs}  {precisions} {head['alc']:>6.3f}")
    lines.append(
        "TPR@f: share of members found while wrongly claiming at most the share f of non-members. "
        "P 1:k: best precision claiming 'member' when k non-members stand beside each member (the base rate is "
        "1/(1+k)); ALC against that base rate at " + (f"the stated skew 1:{realistic:.4g}" if realistic else "the largest skew")
        + "; * fewer non-members than 1/FPR: that TPR is read at FPR 0"
    )
    return "\n".join(lines)
