"""One report model, built from an audit's machine-readable form, that every format renders.

Building from `audit.json` rather than from live objects means a report re-rendered from a
saved audit is the report the audit produced, and that everything a format shows has first
passed the disclosure check (`anonguard.report.privacy`).
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable


from anonguard.engine.measures import RiskBands
from anonguard.engine.identity_result import IdentityResult
from anonguard.engine.membership_result import MembershipResult
from anonguard.engine.reidentification_result import ORIGINAL, READINGS, KeySetRisk, ReidentificationResult
from anonguard.engine.outcome import CLAIM_KINDS, Kind, Status
from anonguard.engine.result_family import result_from_dict
from anonguard.engine.results import ScenarioResult
from anonguard.engine.settings import MeasureSettings
from anonguard.errors import AuditError
from anonguard.phrases import say
from anonguard.report.glossary import explanation
from anonguard.report.result_words import header
from anonguard.report.privacy import Disclosure, redact
from anonguard.resources import resources_dir
from anonguard.engine.decision import CANNOT_JUDGE, SEVERITY, alc_words
from anonguard.report.verdict import BAND_WORDS, Verdict, judge, membership_band


CLAIMS_SHOWN = 10  # the rest are in audit.json


if TYPE_CHECKING:
    from matplotlib.figure import Figure


def _figures():
    """The plotting module, imported when a figure is drawn: audit.json and the CSV files alone do not
    pay for Matplotlib."""
    from anonguard.report import figures

    return figures


@dataclass(frozen=True)
class Plot:
    caption: str
    make: Callable[[], Figure]


@dataclass
class Table:
    """Text cells ready to print; `bands` colours rows by risk band where a row has one."""

    title: str
    columns: list[str]
    rows: list[list[str]]
    bands: list[str | None] = field(default_factory=list)
    note: str = ""


@dataclass
class Section:
    """One result: what it means, its numbers, its tables and its plots."""

    anchor: str
    title: str
    band: str | None
    summary: str
    facts: list[tuple[str, str]]
    tables: list[Table] = field(default_factory=list)
    plots: list[Plot] = field(default_factory=list)


@dataclass
class Report:
    audit: dict[str, Any]  # the machine-readable audit, as the disclosure policy allows it
    disclosure: Disclosure
    results: list[ScenarioResult | MembershipResult]
    bands: RiskBands
    verdict: Verdict
    title: str
    created: str
    reidentification: ReidentificationResult | None = None

    @classmethod
    def from_audit(cls, audit: dict[str, Any], disclosure: Disclosure = Disclosure(), source: str = "the audit") -> "Report":
        """The report of a machine-readable audit (`Audit.to_dict()` or a saved `audit.json`)."""
        shown = redact(audit, disclosure)
        measures = MeasureSettings(**shown.get("settings", {}).get("measures", {}))
        results = []
        for number, data in enumerate(shown.get("results", []), start=1):
            try:
                results.append(result_from_dict(data))
            except (KeyError, TypeError, ValueError) as exc:
                raise AuditError(f"{source}: result {number} is incomplete or damaged ({type(exc).__name__}: {exc}); "
                                 "run the audit again to write a complete audit.json") from None
        original = next((f for f in shown.get("inputs", []) if f["role"] == "original"), None)
        title = "Disclosure risk audit" + (f" of {_file_name(original['path'])}" if original else "")
        try:
            keys = None if shown.get("reidentification") is None else ReidentificationResult.from_dict(shown["reidentification"])
        except (KeyError, TypeError, ValueError) as exc:
            raise AuditError(f"{source}: the re-identification part is incomplete or damaged ({type(exc).__name__}: "
                             f"{exc}); run the audit again to write a complete audit.json") from None
        return cls(shown, Disclosure.from_dict(shown["privacy"]), results, measures.bands,
                   judge(results, measures.bands, keys), title, shown.get("created", ""), keys)

    # -- the parts, in reading order ----------------------------------------------------------

    @property
    def attribute(self) -> list[ScenarioResult]:
        return [r for r in self.results if r.kind == Kind.ATTRIBUTE]

    @property
    def identity(self) -> list[IdentityResult]:
        return [r for r in self.results if r.kind == Kind.IDENTITY]

    @property
    def membership(self) -> list[MembershipResult]:
        return [r for r in self.results if r.kind == Kind.MEMBERSHIP]

    @property
    def created_text(self) -> str:
        try:
            return dt.datetime.fromisoformat(self.created).strftime("%d %B %Y, %H:%M UTC")
        except ValueError:
            return self.created

    @property
    def disclosure_note(self) -> str:
        if self.disclosure.include_values:
            return ("THIS REPORT CONTAINS ORIGINAL RECORD VALUES (they were asked for explicitly): the true and "
                    "predicted values of attacked people and the values of confidently claimed members. "
                    "Keep it as confidential as the original data.")
        return (f"This report holds no original record values: no attacked person's values, no category held by "
                f"fewer than {self.disclosure.min_count} rows of the original, and no exact extreme of a "
                "continuous secret. It can be shared with the release board.")

    def problems_table(self) -> Table | None:
        """Results the audit's set-up leaves without a meaning: listed before the verdict."""
        if not self.verdict.problems:
            return None
        rows = [[p.result.release, p.result.attack_id, p.result.secret, ", ".join(p.result.known), " ".join(p.reasons)]
                for p in self.verdict.problems]
        return Table("Results that could not be measured", [
            "Release", "Attack", "Secret or claim", "Attacker knows", "Why, and what to do"], rows,
            ["not-applicable"] * len(rows),
            "Until they are measured the audit cannot call the release safe: it reads 'cannot be judged'.")

    def release_table(self) -> Table:
        keyed = bool(self.verdict.keys)
        rows = [[r.release, BAND_WORDS[r.band] + (" (" + "; ".join(r.reasons) + ")" if r.band == CANNOT_JUDGE else ""),
                 alc_interval_text(r.worst_alc, r.worst_alc_ci), r.driven_by,
                 str(r.results), str(r.undetermined) if r.undetermined else ""]
                + ([BAND_WORDS[r.key.band] if r.key else "-"] if keyed else []) for r in self.verdict.releases]
        return Table("Verdict per release", ["Release", "Risk", "Worst ALC [95% interval]", "Driven by", "Results",
                                             "Undetermined"] + (["Re-identification"] if keyed else []),
                     rows, [r.band for r in self.verdict.releases])

    def reidentification_table(self) -> Table:
        """Each key set on the original and each release: what a release board reads first."""
        rows, bands = [], []
        sets = self.reidentification.sets if self.reidentification else []
        for s in sets:
            rows.append([s.label, ", ".join(s.keys), f"{s.records:,}", _count_share(s.sample_uniques, s.records),
                         _count_share(s.below_k, s.records), f"{s.expected:,.1f} ({s.share:.1%})",
                         _count_share(s.above, s.records),
                         "-" if not s.suda else f"{s.suda['highest_dis']:.3f}",
                         f"{BAND_WORDS[s.band]} ({READINGS[s.decided_by]})"])
            bands.append(s.band if s.file != ORIGINAL and s.model is None else None)
        k = sets[0].k if sets else 3
        return Table("Re-identification by key variables", [
            "File", "Key variables", "Records", "Sample uniques", f"Violating {k}-anonymity", "Expected re-identifications",
            f"Records above risk {sets[0].threshold:g}" if rows else "Records at risk",
            "Highest DIS-SUDA", "Reading"], rows, bands,
            "Keys are counted as published. A sample unique shares its key combination with no other record. "
            "Expected re-identifications: the sum of the records' individual risks. The reading follows the "
            f"intruder's scenario: {sets[0].scenario_words() if sets else '-'}. A row naming an intruder model "
            "(who knows less) stands beside the as-published one and decides nothing. The original's row is the "
            "reference the release is compared with.")

    def results_table(self) -> Table:
        """Every attribute result, worst first, coloured by its verdict."""
        return self._claims_table(self.attribute, "Attribute inference results", "secret")

    def identity_table(self) -> Table:
        """Every identity result (singling out, linkability, record linkage), worst first."""
        return self._claims_table(self.identity, "Identity attack results", "claim")

    def _claims_table(self, results: list[ScenarioResult], title: str, what: str) -> Table:
        ordered = sorted(results, key=self._worst_first)
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
        return Table(title, [header(key) for key in (
            "release", "attack_id", what, "known", "alc_with_interval", "verdict", "attack_point", "baseline_point",
            "precision_improvement", "n_attempts")], rows, bands, "ALC and the operating points are cross-fitted (chosen on some attempts, measured on others). "
                        "Precision improvement: attack against baseline on the same people, for the share of people "
                        "given. "
                        "The verdict is decided from the intervals: undetermined when they straddle the at-risk threshold.")

    def membership_table(self) -> Table:
        ordered = sorted(self.membership, key=self._worst_first)
        rows, bands = [], []
        for r in ordered:
            head = r.headline
            band = None if head is None or head["alc"] is None else membership_band(head, self.bands)
            rows.append([
                r.release, r.attack_id, f"{r.members:,}", f"{r.non_members:,}", _num(r.auc, 3),
                _num(r.tpr_at(0.001), 4), _num(r.tpr_at(0.01), 4), head["label"] if head else "-",
                _num(head and head["best_precision"], 3), _num(head and head["base_rate"], 4),
                alc_interval_text(head["alc"], head.get("alc_ci")) if band else "-", BAND_WORDS[band] if band else r.status,
            ])
            bands.append(band)
        return Table("Membership inference results", [header(key) for key in (
            "release", "attack_id", "members", "non_members", "auc", "tpr_at_fpr_0.001", "tpr_at_fpr_0.01", "odds",
            "best_precision", "base_rate", "alc_with_interval", "risk")], rows, bands, "Odds: members : non-members among the people the attacker could ask about.")

    def overview(self) -> Plot | None:
        if not any(r.alc is not None for r in self.attribute):
            return None
        return Plot("ALC of every attribute result over the risk bands (green: safe, amber: at risk, red: serious); "
                    "release names shortened to what tells them apart",
                    lambda: _figures().plot(None, _figures().draw_overview, self.attribute, self.bands,
                                         size=(6.4, _figures().overview_height(len(_figures().overview_rows(self.attribute))))))

    def sections(self) -> list[Section]:
        keyed = self._key_sections()
        ordered = [r for part in (self.attribute, self.identity, self.membership) for r in sorted(part, key=self._worst_first)]
        return keyed + [self._attribute_section(r, i) if r.kind in CLAIM_KINDS else self._membership_section(r, i)
                        for i, r in enumerate(ordered, start=len(keyed) + 1)]

    def explanation(self) -> list[tuple[str, list[str]]]:
        return explanation(self.bands, bool(self.membership), bool(self.reidentification and self.reidentification.sets),
                           bool(self.identity))

    def provenance(self) -> list[Table]:
        audit = self.audit
        tool = audit.get("tool", {})
        software = [["anonguard", str(tool.get("version", "?")), f"plugin contract {tool.get('plugin_contract', '?')}"]]
        software += [[p["name"], str(p["version"]), ", ".join(p.get("hooks", []))] for p in audit.get("plugins", [])]
        software += [[p.get("plugin", "?"), "failed to load", p.get("error", "")] for p in audit.get("plugin_problems", [])]
        inputs = [[f["role"], f.get("release") or "", f["path"] + (f" (sheet {f['sheet']})" if f.get("sheet") else ""),
                   f["sha256"], f"{f['rows']:,}", str(len(f["columns"]))] for f in audit.get("inputs", [])]
        tables = [
            Table("Software", ["Component", "Version", "Provides"], software),
            Table("Input files", ["Role", "Release", "Path", "sha256", "Rows", "Columns"], inputs,
                  note="Column names: " + "; ".join(
                      f"{f['role']}{' ' + f['release'] if f.get('release') else ''}: {', '.join(map(str, f['columns']))}"
                      for f in audit.get("inputs", []))),
            Table("What was audited", ["Choice", "Value"], _flatten(audit.get("audit", {}), skip=("format", "version"))),
            Table("Settings (every one, with the seed)", ["Setting", "Value"], _flatten(audit.get("settings", {}))),
            Table("Column kinds", ["Column", "Kind"], [[c, k] for c, k in audit.get("kinds", {}).items()]),
        ]
        secrets = [[name, s["mode"], _listed(s.get("labels", []))] for name, s in audit.get("secrets", {}).items()]
        if secrets:
            tables.append(Table("How each secret was judged", ["Secret", "Judged as", "Values predicted"], secrets))
        if audit.get("warnings"):
            tables.append(Table("Warnings raised while reading and running", ["Warning"], [[w] for w in audit["warnings"]]))
        return tables

    def search_table(self) -> Table | None:
        """The key-set search's riskiest combinations, when the audit searched instead of naming key sets."""
        search = self.reidentification.search if self.reidentification else None
        if not search:
            return None
        how = ("every combination was tried" if search["complete"] else
               f"stopped by the {search['stopped_by']} after {search['tried']:,} of {search['total']:,} combinations")
        recode = ", ".join(f"{name} ({count})" for name, count in search.get("recode_first", {}).items())
        return Table("Riskiest key sets found by the search", ["Key variables", "Sample uniques",
                                                               "Expected re-identifications"],
                     [[", ".join(r["keys"]), f"{r['sample_uniques']:,}", f"{r['expected']:,.1f}"]
                      for r in search["ranked"]],
                     note=f"Combinations of the possible key variables, on the original ({how}). Key variables in "
                          f"these sets, most often first (recode these first): {recode}.")

    def _worst_first(self, result) -> tuple[int, float]:
        """Worst verdict first, then the highest ALC; what has none comes last."""
        if result.kind in CLAIM_KINDS:
            alc, band = result.alc, result.verdict
        else:
            head = result.headline or {}
            alc = head.get("alc")
            band = None if alc is None else membership_band(head, self.bands)
        if alc is None or band is None:
            return (1, float("inf"))
        return (-SEVERITY[band], -alc)

    # -- sections ---------------------------------------------------------------------------

    def _key_sections(self) -> list[Section]:
        """One section per key set: its readings on every file side by side, the distributions, SUDA."""
        found = self.reidentification
        if found is None:
            return []
        sections = []
        for number, keys in enumerate(dict.fromkeys(s.keys for s in found.sets), start=1):
            every = [s for s in found.sets if s.keys == keys]  # as published, and beside it any intruder model
            sets = [s for s in every if s.model is None]
            releases = [s for s in sets if s.file != ORIGINAL] or sets
            worst = max(releases, key=lambda s: (SEVERITY[s.band], s.at_risk))
            facts = [("Key variables", f"{', '.join(keys)}, counted as published"),
                     ("Intruder's scenario (the reading decides)", worst.scenario_words()),
                     ("How combinations are counted", sets[0].reading),
                     ("Survey weights", "used (Benedetti–Franconi individual risk)" if sets[0].weighted
                      else "none: individual risk = 1 / class size"),
                     ("k-anonymity threshold; acceptable individual risk", f"{sets[0].k}; {sets[0].threshold:g}")]
            facts += [(f"Intruder model beside it: {column} known only as", words)
                      for column, words in found.bins.items() if column in keys]
            tables = [key_measures_table(every)]
            suda_sets = [s for s in sets if s.suda]
            if suda_sets:
                names = list(suda_sets[0].suda["contributions"])
                tables.append(Table("SUDA: contribution of each key variable to the special uniques (%)",
                                    ["Key variable"] + [s.file for s in suda_sets],
                                    [[name] + [f"{s.suda['contributions'].get(name, 0):.1f}" for s in suda_sets]
                                     for name in names],
                                    note="The variables taking part most often in records' smallest unique "
                                         "combinations: recoding them first lowers the risk most."))
            key_figures = _key_figures()
            plots = [Plot("Records by the size of their class, file beside file (grey: the original)",
                          lambda sets=sets: _figures().plot(None, key_figures.draw_class_sizes, sets)),
                     Plot("Records by individual risk; right of the dashed line: above the acceptable risk",
                          lambda sets=sets: _figures().plot(None, key_figures.draw_risk_distribution, sets))]
            sentence = (f"An intruder who knows {', '.join(keys)} as published finds {worst.sample_uniques:,} records of "
                        f"'{worst.file}' alone in their key combination ({worst.sample_uniques / max(worst.records, 1):.1%}); "
                        f"{worst.at_risk_text()} ({worst.scenario_words()}), and {worst.expected:,.1f} "
                        "re-identifications are expected.")
            sections.append(Section(f"reid-{number}", f"{number}. Re-identification by {', '.join(keys)}",
                                    worst.band, sentence, facts, tables, plots))
        return sections

    def _attribute_section(self, r: ScenarioResult, number: int) -> Section:
        finding = self.verdict.finding(r)
        identity = r.kind == Kind.IDENTITY
        title = f"{number}. {r.secret} {'in' if identity else 'from'} release '{r.release}' by {r.attack_id}"
        knows = [("Attacker knows", ", ".join(r.known))] + (
            [("Linkability's views", " | ".join(", ".join(v) for v in r.views))] if identity and r.views else [])
        if r.status == Status.NOT_APPLICABLE:
            return Section(f"result-{number}", title, "not-applicable", "Not applicable: " + " ".join(r.problems),
                           [*knows, *_params(r.attack_params)])
        if finding is None and r.verdict:  # an identity attack that found nothing to claim
            return Section(f"result-{number}", title, r.verdict, r.verdict_note or "", [*knows, *_params(r.attack_params)])
        if finding is None:
            return Section(f"result-{number}", title, None, f"This result failed: {r.error}", _params(r.attack_params))
        halt = self.audit.get("halt_reasons", {}).get(r.halt_reason, r.halt_reason or "-")
        equal = r.equal_coverage
        facts = [
            *knows,
            ("Verdict", BAND_WORDS[finding.band] + _to_decide(r)),
            ("ALC", f"{alc_interval_text(r.alc, r.alc_ci)}: {BAND_WORDS.get(r.risk, r.risk)} "
                    f"(best against best on the same attempts, as paper 003 reads it: {_num(r.alc_in_sample, 3)})"),
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
            *_params(r.attack_params),
        ]
        points = [[name, _num(p.precision, 3), f"[{p.ci_low:.3f}, {p.ci_high:.3f}]", _num(p.recall, 4),
                   _num(p.prc, 3), "-" if p.prc_low is None else f"[{p.prc_low:.3f}, {p.prc_high:.3f}]",
                   f"{p.n_predictions:,}"]
                  for name, p in (("attack", r.attack), ("baseline", r.baseline), ("open prediction", r.open)) if p]
        tables = [Table("Operating points (cross-fitted: each fold measured at the threshold the other folds chose)", [
            "Curve", "Precision", "95% interval", "Coverage", "PRC", "PRC 95% interval", "Predictions"], points)]
        if r.baseline_candidates:
            tables.append(Table("Baseline models tried", ["Model", "Best PRC", "Problem"], [
                [c["model"], _num(c.get("prc"), 3), c.get("error") or ""] for c in r.baseline_candidates]))
        plots = [Plot("Precision against coverage: attack (red) and baseline (blue), 95% bands, operating points marked",
                      lambda: _figures().plot(_figures().setup_curves, _figures().draw_curves, r))] if r.attack_curve else []
        if r.equal_coverage_curve:
            plots.append(Plot("Equal coverage: the attack's precision and the baseline's on the same people, "
                              "at every coverage of the attack, 95% bands",
                              lambda: _figures().plot(_figures().setup_curves, _figures().draw_equal_coverage, r)))
        return Section(f"result-{number}", title, finding.band, finding.sentence, facts, tables, plots)

    def _membership_section(self, r: MembershipResult, number: int) -> Section:
        finding = self.verdict.finding(r)
        title = f"{number}. Membership in release '{r.release}' by {r.attack_id}"
        if finding is None:
            return Section(f"result-{number}", title, None, f"This result failed: {r.error}", _params(r.attack_params))
        low, high = r.auc_interval or (None, None)
        facts = [
            ("Scored", f"{r.members:,} members and {r.non_members:,} non-members"),
            ("AUC", f"{r.auc:.3f} (95% interval {_num(low, 3)} to {_num(high, 3)}); 0.5 is guessing"),
            ("Realistic odds", f"1:{r.realistic_skew:g} (from the stated population)" if r.realistic_skew
             else "not stated: read at the largest skew"),
            ("Why it stopped", r.halt_reason or "-"),
            ("Time", f"{r.seconds:.1f} s"),
            *_params(r.attack_params),
        ]
        base_rates = Table("Base-rate table: best precision at each odds", [
            "Members : non-members", "Base rate (claim everyone)", "Best precision", "95% interval", "Recall",
            "Claims", "ALC", "Risk"], [
            [s["label"], _num(s["base_rate"], 4), _num(s["best_precision"], 3),
             f"[{_num(s['best_precision_low'], 3)}, {_num(s['best_precision_high'], 3)}]", _num(s["best_recall"], 4),
             f"{s['best_claims']:,}", alc_interval_text(s["alc"], s.get("alc_ci")),
             BAND_WORDS[membership_band(s, self.bands)]]
            for s in r.by_skew], [membership_band(s, self.bands) for s in r.by_skew])
        tables = [base_rates, _frame_table("True-positive rate at low false-positive rates", r.operating_frame())]
        if r.claims:
            claims = r.claims_frame().head(CLAIMS_SHOWN)
            tables.append(_frame_table(
                f"The {len(claims)} most confident claims", claims,
                "Candidates are named by their row in the original or the non-member table"
                + ("; their values are withheld." if not self.disclosure.include_values else ".")))
        plots = [
            Plot("ROC on log-log axes; dashed lines at the FPR levels read above",
                 lambda: _figures().plot(_figures().setup_roc, _figures().draw_roc, r)),
            Plot("Precision against recall at each odds; dashed: the base rate",
                 lambda: _figures().plot(_figures().setup_precision_by_skew, _figures().draw_precision_by_skew, r)),
        ] if r.curve else []
        return Section(f"result-{number}", title, finding.band, finding.sentence, facts, tables, plots)


IDENTITY_BASELINE = ("the same attack, fitted on the records of half of the original's people (the others) instead "
                     "of the release, making the same claims about the other half (the members)")


def alc_interval_text(value: float | None, interval) -> str:
    """An ALC with its interval, as the tables print it; far below −1 it only says 'no advantage'."""
    if value is None:
        return "-"
    if value < -1:
        return alc_words(value)
    return f"{value:.2f}" + (f" [{max(interval[0], -1):.2f}, {interval[1]:.2f}]" if interval else "")


def _to_decide(r: ScenarioResult) -> str:
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
    return f"ALC from {_num(spread.get('alc_min'), 3)} to {_num(spread.get('alc_max'), 3)} ({told})"


def _key_figures():
    from anonguard.report import key_figures

    return key_figures


def _count_share(count: int, records: int) -> str:
    return f"{count:,} ({count / max(records, 1):.1%})"


def key_measures_table(sets: list[KeySetRisk]) -> Table:
    """Every measure of one key set, a column per file."""
    def each(read) -> list[str]:
        return [read(s) for s in sets]

    def attacker(name: str, share: bool = True):
        return lambda s: f"{s.attackers[name]:.1%}" if share else f"{s.attackers[name]:.3f}"

    rows = [[say("Records")] + each(lambda s: f"{s.records:,}"),
            [say("Sample uniques")] + each(lambda s: _count_share(s.sample_uniques, s.records))]
    rows += [[say("Violating {k}-anonymity", k=k)] + each(lambda s, k=k: _count_share(s.violating.get(k, 0), s.records))
             for k in sorted({level for s in sets for level in s.violating})]
    rows += [[say("Expected re-identifications")] + each(lambda s: f"{s.expected:,.2f} ({s.share:.2%})"),
             [say("Records above the acceptable risk")] + each(lambda s: _count_share(s.above, s.records)),
             [say("Highest individual risk")] + each(lambda s: f"{s.highest:.3f}")]
    if any(s.matches_one is not None for s in sets):
        rows.append([say("Records matching exactly one original record")]
                    + each(lambda s: "-" if s.matches_one is None else _count_share(s.matches_one, s.records)))
    if any(s.household_expected is not None for s in sets):
        rows.append([say("Expected re-identifications, households")]
                    + each(lambda s: "-" if s.household_expected is None else f"{s.household_expected:,.2f}"))
    rows += [[say("Prosecutor: highest / average risk")]
             + each(lambda s: f"{s.attackers['prosecutor_highest']:.3f} / {s.attackers['prosecutor_average']:.2%}"),
             [say("Prosecutor: records at risk")] + each(attacker("prosecutor_at_risk")),
             [say("Journalist: highest / average risk")]
             + each(lambda s: f"{s.attackers['journalist_highest']:.3f} / {s.attackers['journalist_average']:.2%}"),
             [say("Marketer: share re-identified")] + each(attacker("marketer"))]
    if any(s.uniqueness for s in sets):
        rows.append([say("Population uniques (Dankar et al.'s choice)")]
                    + each(lambda s: "-" if not s.uniqueness else _uniqueness_text(s.uniqueness)))
    if any(s.suda for s in sets):
        rows += [[say("Records with a special unique (SUDA)")]
                 + each(lambda s: "-" if not s.suda else _count_share(s.suda["records_with_msu"], s.records)),
                 [say("Highest DIS-SUDA score")] + each(lambda s: "-" if not s.suda else f"{s.suda['highest_dis']:.4f}")]
    for secret in dict.fromkeys(name for s in sets for name in s.diversity):
        rows += [[say("{secret}: distinct / entropy l-diversity", secret=secret)]
                 + each(lambda s: "-" if secret not in s.diversity else
                        f"{s.diversity[secret]['distinct_l']} / {s.diversity[secret]['entropy_l']:.2f}"),
                 [say("{secret}: t-closeness", secret=secret)]
                 + each(lambda s: "-" if secret not in s.diversity else f"{s.diversity[secret]['t']:.3f}")]
    for reading, words in READINGS.items():
        if any(reading in s.bands for s in sets):
            rows.append([say("Reading: {reading}", reading=words)]
                        + each(lambda s, r=reading: BAND_WORDS[s.bands[r]] if r in s.bands else "-"))
    rows.append([say("Reading the band follows")] + each(lambda s: say("{band} ({reading})", band=BAND_WORDS[s.band],
                                                                       reading=READINGS[s.decided_by])))
    return Table(say("Measures of {keys}", keys=", ".join(sets[0].keys)), [say("Measure")] + [s.label for s in sets],
                 rows, note=say("Prosecutor: the intruder knows the person is in the file. Journalist: matches against "
                                "the population. Marketer: re-identifies as many records as possible. l-diversity: the "
                                "fewest different values of the sensitive variable in a class; t-closeness: how far the "
                                "farthest class's values lie from the whole file's."))


def _uniqueness_text(u: dict[str, Any]) -> str:
    value, model = u.get("value"), u.get("model")
    return say("not available: {reason}", reason=u.get("reason")) if value is None else f"{value:.2%} ({model})"


LISTED = 40  # values named in a report's cell at most: beyond, a summary (audit.json has every one)


def _listed(values: list[str]) -> str:
    """`values` joined, or the first `LISTED` and how many more: a sensitive variable of 15,000 values made one
    table cell that ReportLab split page by page in quadratic time (46 s for the PDF; 50,000: over 15 minutes)."""
    if len(values) <= LISTED:
        return ", ".join(values) or "-"
    return f"{', '.join(values[:LISTED])} … and {len(values) - LISTED:,} more (every one in audit.json)"


def _num(value: float | None, digits: int) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _params(params: dict[str, Any]) -> list[tuple[str, str]]:
    return [("Parameters", ", ".join(f"{k}={v}" for k, v in params.items()))] if params else []


def _frame_table(title: str, frame, note: str = "") -> Table:
    return Table(title, [str(c) for c in frame.columns],
                 [[_cell(v) for v in row] for row in frame.itertuples(index=False)], note=note)


def _cell(value: Any) -> str:
    if isinstance(value, float):  # whole numbers in full (an income is a value, not a measure); + 0.0 drops -0
        return f"{value + 0.0:.0f}" if value.is_integer() and abs(value) < 1e15 else f"{value + 0.0:.6g}"
    return "-" if value is None else str(value)


def _flatten(data: Any, prefix: str = "", skip: tuple[str, ...] = ()) -> list[list[str]]:
    """Nested settings as (dotted name, value) rows; lists of plain values stay on one row."""
    if isinstance(data, dict):
        rows = []
        for key, value in data.items():
            if key not in skip:
                rows += _flatten(value, f"{prefix}{key}.", ())
        return rows
    if isinstance(data, list) and any(isinstance(v, dict) for v in data):
        return [row for i, value in enumerate(data, start=1) for row in _flatten(value, f"{prefix}{i}.", ())]
    if isinstance(data, list):
        data = ", ".join(" + ".join(map(str, v)) if isinstance(v, list) else str(v) for v in data) or "-"
    return [[prefix.rstrip("."), "-" if data is None else str(data)]]


def _file_name(path: str) -> str:
    return path.replace("\\", "/").rsplit("/", 1)[-1]


def load_audit_result(path: str | Path) -> dict[str, Any]:
    """A saved `audit.json`, or an AuditError that says what the file is instead and what to do."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise AuditError(f"{path}: no such file; give the audit.json an audit wrote") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise AuditError(f"{path}: cannot be read ({exc}); check the file and its permissions") from None
    except json.JSONDecodeError as exc:
        raise AuditError(f"{path}: not valid JSON (line {exc.lineno}: {exc.msg}); "
                         "the file may be truncated: run the audit again") from None
    except (ValueError, RecursionError) as exc:  # a NUL in the path, numbers too long, nesting too deep
        raise AuditError(f"{str(path)!r}: not an audit result that can be read ({type(exc).__name__}); "
                         "give the audit.json an audit wrote") from None
    if isinstance(data, dict) and data.get("format") == "anonguard-audit":
        raise AuditError(f"{path}: this file describes an audit to run, not its results; "
                         f"run it with 'anonguard audit --config {path} --out DIR --format html,pdf'")
    if not isinstance(data, dict) or not isinstance(data.get("results"), list) or "tool" not in data:
        raise AuditError(f"{path}: not an AnonGuard audit result (no 'tool' and 'results'); "
                         "give the audit.json an audit wrote")
    _check_schema(data, path)
    return data


def _check_schema(data: dict[str, Any], path: Path) -> None:
    """Refuse an edited audit.json whose fields have the wrong type before anything draws from it,
    naming the first wrong field (anonguard/resources/report/audit.schema.json documents them all)."""
    import jsonschema

    schema = json.loads((resources_dir() / "report" / "audit.schema.json").read_text(encoding="utf-8"))
    errors = [_innermost(e) for e in jsonschema.Draft202012Validator(schema).iter_errors(data)]
    error = jsonschema.exceptions.best_match(errors) if errors else None
    if error is not None:
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path).lstrip(".") or "the file"
        raise AuditError(f"{path}: {where}: {error.message[:200]}; this is not an audit.json as AnonGuard writes it "
                         "(edited by hand?): restore it, or run the audit again")


def _innermost(error: Any) -> Any:
    """For a result that fits neither the attribute nor the membership shape, the error inside the
    shape its own `kind` names, not 'membership was expected'."""
    import jsonschema

    if error is None or error.validator not in ("oneOf", "anyOf") or not error.context:
        return error
    branches: dict[int, list] = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    own = [errors for errors in branches.values()
           if not any(e.validator == "const" and list(e.relative_path) == ["kind"] for e in errors)]
    return jsonschema.exceptions.best_match([_innermost(e) for e in own[0]]) if len(own) == 1 else error
