"""The presenter of the reconstruction kind (`anonguard.engine.reconstruction`): per count-table release, how many
units the tables determine (the per-unit uniqueness map), how many of the original's people the reconstruction
matches, and what an intruder learns through it beside what the baselines guess without it."""

from __future__ import annotations

from typing import Any

from anonguard.engine.reconstruction.measure import NON_MEMBER, PUBLISHED_MODAL, RECONSTRUCTION
from anonguard.engine.reconstruction.result import Inference, ReconstructionResult, TablesReconstruction
from anonguard.phrases import Say, say
from anonguard.report import reconstruction_reading
from anonguard.report.findings import Finding
from anonguard.report.parts import Plot, Section, Table, alc_interval_text, figures
from anonguard.report.presenter import KindPresenter, ReportView

EXPLAINED = ("Reconstruction of published tables", [
    "Published count tables can be turned back into people. For each geographic unit, the audit looks for whole "
    "numbers of people of every combination of the tables' variables (a person type: sex, age band, race...) that "
    "reproduce every published cell: exactly, within the rounding base, within the noise bound, or below the "
    "suppression threshold for a suppressed cell. This is the attack the US Census Bureau ran on its own 2010 "
    "tables.",
    "Unique unit: a second search proves that no other set of people fits the unit's tables; every person "
    "reconstructed there is determined by the published tables alone. Variability: how many people (summed over "
    "person types) another fitting answer could differ by; 0 means unique.",
    "Matched exactly: the share of the original's people a reconstructed record matches on every variable; within "
    "one band: allowing the age band (the ordered variable) one band either way.",
    "Inference: an intruder who knows a person's unit and key variables (sex and age, say) looks them up among the "
    "reconstructed people and guesses their sensitive variable. The guess is compared with two that need no "
    "reconstruction: the modal value read off the published tables for the person's unit (and key categories), "
    "and the non-member baseline, the majority value among the other people sharing the person's key variables. "
    "The Census Bureau's lesson: overall the reconstruction barely beats the modal guess, because most people hold "
    "their unit's modal value anyway; it is the people who do not (non-modal people), in units the tables "
    "determine, whom the reconstruction exposes. ALC compares the reconstruction's best precision and coverage "
    "with the non-member baseline's (0: no better; 1: perfect where the baseline is not).",
])

GROUP_ORDER = ("everyone", "non-modal people in unique units", "unique units", "other units", "modal people",
               "non-modal people")


def _share(value: float | None) -> str:
    return "-" if value is None else f"{value:.1%}"


def _precision(row: dict[str, Any] | None) -> str:
    if row is None or row["precision"] is None:
        return "-"
    low, high = row["precision_ci"]
    return f"{row['precision']:.1%} [{low:.1%}, {high:.1%}]"


def reading(found: TablesReconstruction, say: Say = say) -> str:
    """The release in plain words: how much the tables determine, and what the reconstruction gives away (`say`:
    the window's, translated, sentence by sentence)."""
    total, tables = len(found.units), len(found.tables)
    if found.unique_units and tables == 1:
        words = say("The published table of '{release}' determines the people of {unique} of {total} units "
                    "({determined:,} of {people:,} people reconstructed): no other set of people fits their cells.",
                    release=found.release, unique=found.unique_units, total=total,
                    determined=found.unique_people(), people=found.people)
    elif found.unique_units:
        words = say("The {tables} published tables of '{release}' determine the people of {unique} of {total} units "
                    "({determined:,} of {people:,} people reconstructed): no other set of people fits their cells.",
                    tables=tables, release=found.release, unique=found.unique_units, total=total,
                    determined=found.unique_people(), people=found.people)
    elif tables == 1:
        words = say("The published table of '{release}' determines none of its {total} units ({people:,} people "
                    "reconstructed).", release=found.release, total=total, people=found.people)
    else:
        words = say("The {tables} published tables of '{release}' determine none of its {total} units ({people:,} "
                    "people reconstructed).", tables=tables, release=found.release, total=total, people=found.people)
    if found.exact is not None and found.within_one is not None:
        words += " " + say("The reconstruction matches {exact:.1%} of the original's {people:,} people exactly, "
                           "{within:.1%} within one {ordered} band.", exact=found.exact,
                           people=found.original_people, within=found.within_one, ordered=found.ordered)
    elif found.exact is not None:
        words += " " + say("The reconstruction matches {exact:.1%} of the original's {people:,} people exactly.",
                           exact=found.exact, people=found.original_people)
    for inference in found.inferences[:1]:
        words += " " + _inference_words(inference, say)
    return words


def _inference_words(inference: Inference, say: Say) -> str:
    rebuilt, modal = inference.row("everyone", RECONSTRUCTION), inference.row("everyone", PUBLISHED_MODAL)
    exposed = inference.row("non-modal people in unique units", RECONSTRUCTION)
    exposed_modal = inference.row("non-modal people in unique units", PUBLISHED_MODAL)
    keys = ", ".join(inference.keys) or say("the unit")
    if rebuilt["precision"] is None and modal["precision"] is None:
        return say("Guessing {sensitive} from {keys}, neither the reconstruction nor the modal value of the published "
                   "tables makes a guess.", sensitive=inference.sensitive, keys=keys)
    if rebuilt["precision"] is None:
        return say("Guessing {sensitive} from {keys}, the reconstruction makes no guess; the modal value of the "
                   "published tables is right for {modal:.1%}.", sensitive=inference.sensitive, keys=keys,
                   modal=modal["precision"])
    if modal["precision"] is None:
        return say("Guessing {sensitive} from {keys}, the reconstruction is right for {rebuilt:.1%} of its guesses; "
                   "the published tables give no modal value to guess with.", sensitive=inference.sensitive,
                   keys=keys, rebuilt=rebuilt["precision"])
    text = say("Guessing {sensitive} from {keys}, the reconstruction is right for {rebuilt:.1%} of its guesses, the "
               "modal value of the published tables for {modal:.1%}.", sensitive=inference.sensitive, keys=keys,
               rebuilt=rebuilt["precision"], modal=modal["precision"])
    if exposed and exposed["precision"] is not None and exposed_modal["precision"] is not None:
        text += " " + say("For the {people:,} people who do not hold their unit's modal value, in units the tables "
                          "determine, it is right for {rebuilt:.1%} (the modal guess: {modal:.1%}).",
                          people=exposed["people"], rebuilt=exposed["precision"], modal=exposed_modal["precision"])
    return text


class ReconstructionPresenter(KindPresenter):
    """Count-table releases rebuilt into people, measured against the baselines."""

    kind = "reconstruction"
    title = "Reconstruction of published tables"

    def shown(self, report: ReportView) -> bool:
        found = getattr(report, "measured", {}).get("reconstruction")
        return found is not None and bool(found.releases)

    def readings(self, measured: dict[str, Any]) -> list:
        return reconstruction_reading.readings(measured.get("reconstruction"))

    def finding(self, result: Any, bands: Any) -> Finding | None:
        return reconstruction_reading.finding(result, bands)

    def attack_type(self, result: Any) -> str:
        alc = alc_interval_text(result.inference.alc, result.inference.alc_ci)
        return (f"the people rebuilt from the published tables, giving away {result.secret} with ALC {alc} beyond the "
                f"non-member baseline (by {result.attack_id})")

    def drivers(self, findings: list[Finding]) -> list[str]:
        worst = max(findings, key=lambda f: f.severity, default=None)
        return [] if worst is None else [f"Reconstruction: {worst.sentence}."]

    def text(self, results: list, measured: dict[str, Any]) -> str:
        found: ReconstructionResult | None = measured.get("reconstruction")
        if found is None or not found.releases:
            return ""
        lines = [self.title, "-" * len(self.title)]
        for release in found.releases:
            lines.append(reading(release))
            for inference in release.inferences:
                lines.append(f"  {inference.sensitive} from {', '.join(inference.keys) or 'the unit'}: ALC "
                             f"{alc_interval_text(inference.alc, inference.alc_ci)} against the non-member baseline")
            lines += [f"  note: {note}" for note in release.notes]
        return "\n".join(lines)

    def tables(self, report: ReportView) -> list[Table]:
        found: ReconstructionResult | None = report.measured.get("reconstruction")
        if found is None or not found.releases:
            return []
        rows = [[r.release, str(len(r.tables)), f"{r.unique_units} of {len(r.units)}",
                 f"{r.unique_people():,} of {r.people:,}", _share(r.exact), _share(r.within_one),
                 "; ".join(f"{i.sensitive} {alc_interval_text(i.alc, i.alc_ci)}" for i in r.inferences) or "-"]
                for r in found.releases]
        return [Table(self.title, ["Release", "Tables", "Units determined", "People in them", "Matched exactly",
                                   "Within one band", "ALC (sensitive variable)"], rows,
                      note="Units determined: no other set of people fits the unit's published cells (proven). ALC: "
                           "the inference through the reconstruction against the non-member baseline.")]

    def sections(self, report: ReportView, number: int) -> list[Section]:
        found: ReconstructionResult | None = report.measured.get("reconstruction")
        if found is None:
            return []
        return [self._section(release, n) for n, release in enumerate(found.releases, start=number)]

    def _section(self, found: TablesReconstruction, number: int) -> Section:
        facts = [("Tables", ", ".join(found.tables)), ("Person types", f"{found.person_types:,}"),
                 ("Units determined", f"{found.unique_units} of {len(found.units)}"),
                 ("People reconstructed", f"{found.people:,}"),
                 ("Matched exactly", _share(found.exact)), ("Within one band", _share(found.within_one)),
                 ("Attack", f"{found.attack} ({found.seconds:.1f} s)")]
        tables = [self._inference_table(i) for i in found.inferences]
        undetermined = [u for u in found.units if not u.get("unique")]
        tables.append(Table(f"Units the tables do not determine ({len(undetermined)})",
                            ["Unit", "People", "Status", "Variability (found)", "At most"],
                            [[str(u["unit"]), str(u["people"]), str(u["status"]), _number(u.get("variability")),
                              _number(u.get("variability_bound"))] for u in undetermined[:200]],
                            note="Variability: how many people (summed over person types) another answer fitting the "
                                 "cells differs by, the largest found and the most it can be. Every unit is in "
                                 "audit.json."))
        plot = Plot("Each unit by its people and how far another answer could differ (0: determined by the tables)",
                    lambda: _uniqueness_figure(found))
        return Section(f"reconstruction-{number}", f"{number}. Reconstruction of '{found.release}'", None,
                       reading(found) + ("" if not found.notes else " " + " ".join(found.notes)), facts, tables,
                       [plot], "measured")

    def _inference_table(self, inference: Inference) -> Table:
        rows = []
        for group in GROUP_ORDER:
            first = inference.row(group, RECONSTRUCTION)
            if first is None:
                continue
            rows.append([group, f"{first['people']:,}", _precision(first), _share(first["coverage"]),
                         _precision(inference.row(group, PUBLISHED_MODAL)), _precision(inference.row(group, NON_MEMBER))])
        return Table(f"Guessing {inference.sensitive} from {', '.join(inference.keys) or 'the unit'}",
                     ["People", "How many", "Reconstruction: precision", "Coverage", "Published modal",
                      "Non-member baseline"], rows,
                     note=f"ALC against the non-member baseline: {alc_interval_text(inference.alc, inference.alc_ci)}. "
                          "Modal people hold their unit's most common value; unique units are those the tables "
                          "determine.")

    def explanation(self) -> list[tuple[str, list[str]]]:
        return [EXPLAINED]


def _number(value: Any) -> str:
    return "-" if value is None else f"{value:g}"


def _uniqueness_figure(found: TablesReconstruction):
    plotting = figures()
    figure = plotting.new_figure((6.4, 3.6))
    draw_uniqueness(figure.add_subplot(1, 1, 1), found, (plotting.ATTACK_COLOR, plotting.BASELINE_COLOR))
    return figure


def draw_uniqueness(ax: Any, found: TablesReconstruction, colors: tuple[str, str], say: Say = say) -> None:
    """Units as points: people (x, log) against the proven bound on another answer's distance (y); determined units
    sit on the bottom line (`colors`: determined, not; `say`: the window's words, translated)."""
    from matplotlib.ticker import NullFormatter

    people = [max(int(u["people"] or 0), 1) for u in found.units]
    bound = [u.get("variability_bound") for u in found.units]
    shown = [b if b is not None and b == b and b != float("inf") else 0.0 for b in bound]
    unique = [bool(u.get("unique")) for u in found.units]
    ax.scatter([p for p, q in zip(people, unique) if q], [s for s, q in zip(shown, unique) if q], s=14,
               color=colors[0], label=say("determined by the tables"))
    ax.scatter([p for p, q in zip(people, unique) if not q], [s for s, q in zip(shown, unique) if not q], s=14,
               color=colors[1], label=say("other answers fit"))
    ax.set_xscale("log")
    ax.xaxis.set_minor_formatter(NullFormatter())  # over a short range, the minor ticks' labels run together
    ax.set_xlabel(say("people in the unit"))
    ax.set_ylabel(say("could differ by at most"))
    ax.legend(loc="upper left", fontsize=8)
