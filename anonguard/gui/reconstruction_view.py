"""What the Reconstruction page shows of a release given as published count tables, as plain Python a test reads
without a window: the plain-words reading (the report's own, `reconstruction_presenter.reading`, in the window's
language), the facts with what each means, the guesses through the reconstruction beside the baselines' per group
of people, and the units the tables do not determine. The page (gui/reconstruction_page.py) only lays them out.

Qt is imported only when words are needed (`kind_views.translate`), as for the session."""

from __future__ import annotations

from typing import Any

import pandas as pd

from anonguard.engine.reconstruction.measure import NON_MEMBER, PUBLISHED_MODAL, RECONSTRUCTION
from anonguard.engine.reconstruction.result import Inference, ReconstructionResult, TablesReconstruction
from anonguard.gui.kind_views import alc_text, localized, translate
from anonguard.plugins.reconstruction import NO_ANSWER, OPEN, OUT_OF_TIME, SOLVED
from anonguard.report.reconstruction_presenter import GROUP_ORDER, reading

SECTION = "reconstruction"  # where the session keeps the kind's whole-audit result


# words chosen at run time: the groups of people and the units' states
GROUP_WORDS = {
    "everyone": lambda: translate("ReconstructionPage", "everyone"),
    "non-modal people in unique units": lambda: translate("ReconstructionPage", "non-modal people in determined units"),
    "unique units": lambda: translate("ReconstructionPage", "people in determined units"),
    "other units": lambda: translate("ReconstructionPage", "people in other units"),
    "modal people": lambda: translate("ReconstructionPage", "modal people"),
    "non-modal people": lambda: translate("ReconstructionPage", "non-modal people"),
}
STATUS_WORDS = {
    SOLVED: lambda: translate("ReconstructionPage", "other answers fit"),
    NO_ANSWER: lambda: translate("ReconstructionPage", "no answer fits its cells"),
    OUT_OF_TIME: lambda: translate("ReconstructionPage", "no answer in time"),
    OPEN: lambda: translate("ReconstructionPage", "open: nothing bounds its size"),
}


def releases(measured: dict[str, Any]) -> list[TablesReconstruction]:
    """The count-table releases the session's audit reconstructed (none before a run)."""
    found: ReconstructionResult | None = measured.get(SECTION)
    return list(found.releases) if found is not None else []


def reading_words(found: TablesReconstruction) -> str:
    """The release in plain words, as the report reads it, in the window's language; with the attack's notes."""
    from anonguard.gui.engine_words import engine_texts, message_words

    return " ".join([reading(found, message_words), *engine_texts(found.notes)])


def share(value: float | None) -> str:
    return "-" if value is None else localized(f"{value:.1%}")


def facts(found: TablesReconstruction) -> list[tuple[str, str, str]]:
    """What was reconstructed: per measure, its name, its value and what it means in plain words."""
    rows = [
        [translate("ReconstructionPage", "Published tables"), localized(f"{len(found.tables):,}"),
         translate("ReconstructionPage", "{tables}: each counts the people of every unit.").format(
             tables="; ".join(found.tables))],
        [translate("ReconstructionPage", "Person types"), localized(f"{found.person_types:,}"),
         translate("ReconstructionPage", "Combinations of one category of every variable the tables count by ({"
                   "variables}): the kinds of person a unit's people are rebuilt as.").format(
             variables=", ".join(found.variables))],
        [translate("ReconstructionPage", "Units determined"), translate("ReconstructionPage", "{unique} of {total}")
         .format(unique=localized(f"{found.unique_units:,}"), total=localized(f"{len(found.units):,}")),
         translate("ReconstructionPage", "Proven: no other set of people fits the unit's published cells, so its "
                   "people are known from the tables alone.")],
        [translate("ReconstructionPage", "People in them"), translate("ReconstructionPage", "{unique} of {total}")
         .format(unique=localized(f"{found.unique_people():,}"), total=localized(f"{found.people:,}")),
         translate("ReconstructionPage", "People reconstructed in determined units, of all people reconstructed.")],
        [translate("ReconstructionPage", "Matched exactly"), share(found.exact),
         translate("ReconstructionPage", "Of the original's people, the share a reconstructed person matches on "
                   "every variable.")],
    ]
    if found.within_one is not None:
        rows.append([translate("ReconstructionPage", "Within one band"), share(found.within_one),
                     translate("ReconstructionPage", "The same, allowing {variable} one band either way.").format(
                         variable=found.ordered)])
    rows.append([translate("ReconstructionPage", "Attack"), translate("ReconstructionPage", "{attack} ({seconds} s)")
                 .format(attack=found.attack, seconds=localized(f"{found.seconds:.1f}")),
                 translate("ReconstructionPage", "The reconstruction attack and how long it took.")])
    return [tuple(row) for row in rows]


def inference_title(inference: Inference) -> str:
    return translate("ReconstructionPage", "Guessing {sensitive} from {keys}").format(
        sensitive=inference.sensitive, keys=", ".join(inference.keys) or translate("ReconstructionPage", "the unit"))


def _precision(row: dict[str, Any] | None) -> str:
    if row is None or row["precision"] is None:
        return "-"
    low, high = row["precision_ci"]
    return translate("ReconstructionPage", "{precision} [{low}, {high}]").format(
        precision=share(row["precision"]), low=share(low), high=share(high))


def inference_frame(inference: Inference) -> pd.DataFrame:
    """Per group of people: how many, and how often the reconstruction's guess is right beside the baselines'."""
    rows = []
    for group in GROUP_ORDER:
        first = inference.row(group, RECONSTRUCTION)
        if first is None:
            continue
        rows.append([GROUP_WORDS[group](), localized(f"{first['people']:,}"), _precision(first),
                     share(first["coverage"]), _precision(inference.row(group, PUBLISHED_MODAL)),
                     _precision(inference.row(group, NON_MEMBER))])
    return pd.DataFrame(rows, columns=[translate("ReconstructionPage", "People"),
                                       translate("ReconstructionPage", "How many"),
                                       translate("ReconstructionPage", "Reconstruction"),
                                       translate("ReconstructionPage", "Guessed"),
                                       translate("ReconstructionPage", "Published modal"),
                                       translate("ReconstructionPage", "Non-member baseline")])


def alc_words(inference: Inference) -> str:
    """The reconstruction's advantage over the non-member baseline, in plain words."""
    alc = "-" if inference.alc is None else alc_text(inference.alc, tuple(inference.alc_ci) or None)
    return translate("ReconstructionPage", "ALC against the non-member baseline: {alc} (0: the reconstruction "
                     "guesses no better than someone who never saw the tables; 1: right wherever the baseline is "
                     "not).").format(alc=alc)


def undetermined_frame(found: TablesReconstruction, most: int = 500) -> pd.DataFrame:
    """The units the tables do not determine (the first `most`), with how far another fitting answer lies."""
    def number(value: Any) -> str:
        return "-" if value is None or value != value else "∞" if value == float("inf") else localized(f"{value:g}")

    rows = [[str(u["unit"]), localized(f"{int(u.get('people') or 0):,}"),
             STATUS_WORDS[u["status"]]() if u["status"] in STATUS_WORDS else str(u["status"]),
             number(u.get("variability")), number(u.get("variability_bound"))]
            for u in found.units if not u.get("unique")][:most]
    return pd.DataFrame(rows, columns=[translate("ReconstructionPage", "Unit"),
                                       translate("ReconstructionPage", "People"),
                                       translate("ReconstructionPage", "Why not determined"),
                                       translate("ReconstructionPage", "Differs by"),
                                       translate("ReconstructionPage", "At most")])


def undetermined_count(found: TablesReconstruction) -> int:
    return sum(1 for u in found.units if not u.get("unique"))
