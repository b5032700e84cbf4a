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


def share_words(share: float) -> str:
    """A share as the tables write it: one decimal, two below 1 % (6 cells of 36,000 are 0.02 %, not 0.0 %)."""
    return f"{share:.2%}" if 0 < share < 0.01 else f"{share:.1%}"


def _shares(shares: dict[str, float]) -> str:
    moved = {column: share for column, share in shares.items() if share > 0}
    return ", ".join(f"{column} {share_words(share)}" for column, share in moved.items()) or "none"


def chain_words(outcome: TreatedOutcome) -> str:
    """'top-bottom-coding (columns = income, top_quantile = 0.95) → local-suppression (k = 3)'."""
    return " → ".join(f"{step.id} ({_params(step.params)})" for step in outcome.steps)


def _uniques(measured: dict[str, Any], release: str) -> int | None:
    """Sample uniques of the release's first key set as published (None: not measured)."""
    found = measured.get("reidentification")
    sets = [s for s in found.of_file(release) if s.model is None] if found is not None else []
    return sets[0].sample_uniques if sets else None


def _faithful(measured: dict[str, Any], release: str) -> str:
    found = measured.get("utility")
    utility = found.of_release(release) if found is not None else None
    equivalent = utility.equivalents.get("pairs") if utility is not None else None
    if equivalent is None:
        return "-"
    beyond = {"above": ">", "below": "<"}.get(equivalent.beyond, "")  # beyond the subsamples' sizes
    return f"{beyond}{equivalent.fraction:.0%}"


def before_after(outcome: TreatedOutcome, measured: dict[str, Any], verdict: Any = None) -> list[str]:
    """The source's readings and the treated release's, side by side: worst ALC (the upper end of its interval,
    from the verdict when there is one), sample uniques, utility (the subsample share as faithful, by pairs); then
    the key cells the chain suppressed."""
    judged = {r.release: r for r in getattr(verdict, "releases", [])}

    def read(label: str) -> tuple[str, ...]:
        found, uniques = judged.get(label), _uniques(measured, label)
        alc = None if found is None or found.worst_alc is None else (
            found.worst_alc_ci[1] if found.worst_alc_ci else found.worst_alc)
        return (("-" if alc is None else f"{alc:.2f}",) if verdict is not None else ()) + (
            "-" if uniques is None else f"{uniques:,}", _faithful(measured, label))

    before, after = read(outcome.source), read(outcome.release)
    return [f"{b} → {a}" for b, a in zip(before, after)] + [share_words(outcome.key_cells_suppressed)]


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
            uniques, faithful, suppressed = before_after(outcome, measured)
            lines.append(f"  {outcome.release} (from {outcome.source}): {chain_words(outcome)}")
            lines.append(f"    sample uniques {uniques}; utility (pairs) {faithful} of the original; key cells "
                         f"suppressed {suppressed} (the verdict below reads each release's risk)")
            lines.append(f"    changed: {_shares(outcome.changed)}")
            lines += [f"    {step.id}: {note}" for step in outcome.steps for note in step.notes]
        return "\n".join(lines)

    def tables(self, report: ReportView) -> list[Table]:
        found: TreatmentResult | None = report.measured.get("treatments")
        if found is None or not found.releases:
            return []
        rows = [[o.release, o.source, chain_words(o), f"{o.rows_before:,} → {o.rows:,}", _shares(o.changed),
                 share_words(o.key_cells_suppressed)] for o in found.releases]
        compared = [[o.source, o.release, *before_after(o, report.measured, report.verdict)] for o in found.releases]
        return [Table("Treated releases", ["Release", "Made from", "Steps", "Rows", "Values changed",
                                           "Key cells suppressed"], rows,
                      note="Each treated release is made again from its source by these steps every time the audit "
                           "runs; its verdict and utility are read beside its source's."),
                Table("Before and after treatment", ["Release", "Treated", "Worst ALC (upper end)", "Sample uniques",
                                                     "Utility (pairs)", "Key cells suppressed"], compared,
                      note="Worst ALC: over every attack, the upper end of its 95 % interval. Sample uniques: records "
                           "alone in their combination of the first key set, as published. Utility: the share of the "
                           "original a random subsample as faithful would keep, by the pairs of variables.")]

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
                 ("Key cells suppressed", share_words(outcome.key_cells_suppressed)),
                 ("Values suppressed", _shares(outcome.suppressed))]
        return Section(f"treatment-{number}", f"{number}. Treated release '{outcome.release}'", None,
                       f"Made from '{outcome.source}' by {chain_words(outcome)}.", facts, [steps], [], "treated")

    def explanation(self) -> list[tuple[str, list[str]]]:
        return [TREATMENTS_EXPLAINED]
