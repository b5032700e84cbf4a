"""The presenter of the treatment kind (`anonguard.engine.treatment.kind`): which releases the audit made by
treating another, step by step, and what each chain changed; the treated releases' risk and utility are read
beside their sources' in the verdict, the utility table and the risk–utility map."""

from __future__ import annotations

from typing import Any

from anonguard.engine.treatment.result import TreatedOutcome, TreatmentResult
from anonguard.report.parts import Section, Table
from anonguard.report.presenter import KindPresenter, ReportView

TREATMENTS_EXPLAINED = ("Treatments: releases the audit made by treating another", [
    "A treated release is made by the audit itself, each time it runs, from a release (or the original) and a "
    "chain of treatments the audit file records: recoding, top and bottom coding, rounding, local suppression, "
    "PRAM, noise, microaggregation. It is audited as every release is, against the same non-member baseline, so "
    "its verdict, its re-identification readings and its utility stand beside its source's. The files on disk are "
    "never changed.",
    "Changed: the share of rows whose value the chain changed, per variable. Suppressed: the share it left "
    "missing that held a value; over the key variables, the share of key cells suppressed (sdcMicro's headline "
    "figure for local suppression).",
])


def _params(params: dict[str, Any]) -> str:
    return ", ".join(f"{name} = {value}" for name, value in params.items() if value not in ("", None)) or "defaults"


def _shares(shares: dict[str, float]) -> str:
    moved = {column: share for column, share in shares.items() if share > 0}
    return ", ".join(f"{column} {share:.1%}" for column, share in moved.items()) or "none"


def chain_words(outcome: TreatedOutcome) -> str:
    """'top-bottom-coding (columns = income, top_quantile = 0.95) → local-suppression (k = 3)'."""
    return " → ".join(f"{step.id} ({_params(step.params)})" for step in outcome.steps)


class TreatmentPresenter(KindPresenter):
    """The treated releases: their chains and what each changed."""

    kind = "treatment"
    title = "Treatments: releases made by treating another"

    def shown(self, report: ReportView) -> bool:
        found = getattr(report, "measured", {}).get("treatments")
        return found is not None and bool(found.releases)

    def text(self, results: list, measured: dict[str, Any]) -> str:
        found: TreatmentResult | None = measured.get("treatments")
        if found is None or not found.releases:
            return ""
        lines = ["Treated releases (made by the audit from the release named, step by step):"]
        for outcome in found.releases:
            lines.append(f"  {outcome.release} (from {outcome.source}): {chain_words(outcome)}")
            lines.append(f"    changed: {_shares(outcome.changed)}; key cells suppressed "
                         f"{outcome.key_cells_suppressed:.1%}")
            lines += [f"    {step.id}: {note}" for step in outcome.steps for note in step.notes]
        return "\n".join(lines)

    def tables(self, report: ReportView) -> list[Table]:
        found: TreatmentResult | None = report.measured.get("treatments")
        if found is None or not found.releases:
            return []
        rows = [[o.release, o.source, chain_words(o), f"{o.rows_before:,} → {o.rows:,}", _shares(o.changed),
                 f"{o.key_cells_suppressed:.1%}"] for o in found.releases]
        return [Table("Treated releases", ["Release", "Made from", "Steps", "Rows", "Values changed",
                                           "Key cells suppressed"], rows,
                      note="Each treated release is made again from its source by these steps every time the audit "
                           "runs; its verdict and utility are read beside its source's.")]

    def sections(self, report: ReportView, number: int) -> list[Section]:
        found: TreatmentResult | None = report.measured.get("treatments")
        if found is None:
            return []
        return [self._section(outcome, n) for n, outcome in enumerate(found.releases, start=number)]

    def _section(self, outcome: TreatedOutcome, number: int) -> Section:
        steps = Table(f"Steps of '{outcome.release}'", ["Step", "Treatment", "Parameters", "Values changed",
                                                        "Notes", "Seconds"],
                      [[str(i), s.id, _params(s.params), _shares(s.changed), " ".join(s.notes) or "-",
                        f"{s.seconds:.1f}"] for i, s in enumerate(outcome.steps, start=1)])
        facts = [("Made from", outcome.source),
                 ("Rows (before → after)", f"{outcome.rows_before:,} → {outcome.rows:,}"),
                 ("Key variables", ", ".join(outcome.keys) or "none"),
                 ("Key cells suppressed", f"{outcome.key_cells_suppressed:.1%}"),
                 ("Values suppressed", _shares(outcome.suppressed))]
        return Section(f"treatment-{number}", f"{number}. Treated release '{outcome.release}'", None,
                       f"Made from '{outcome.source}' by {chain_words(outcome)}.", facts, [steps], [], "treated")

    def explanation(self) -> list[tuple[str, list[str]]]:
        return [TREATMENTS_EXPLAINED]
