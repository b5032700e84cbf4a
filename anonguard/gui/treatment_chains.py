"""The treated releases an audit defines (its `treatments` section, docs/treatments.md), edited as the Treatments
page edits them: a chain grows by a step, loses its last step, or goes as a whole. Plain Python over the draft, so
a test drives it without a window. Each edit replaces `draft.treatments` whole, which is what the set-up history
compares, so Edit ▸ Undo takes a step back and saving the audit file keeps the chains.

Each step is kept with every parameter as its treatment read it (defaults written out, typed), as `anonguard
treat` records it: the audit file then makes the same release even where a later version changes a default."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from anonguard.engine.spec import ORIGINAL, ComponentChoice, TreatedRelease, TreatmentsSpec, treated_releases
from anonguard.engine.treatment.chain import made_treatment
from anonguard.errors import AuditError
from anonguard.gui.draft import AuditDraft
from anonguard.gui.engine_words import localized
from anonguard.plugins.manager import Catalog

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: TreatmentsPage)


@dataclass(frozen=True)
class ChainDescription:
    """A treated release in words, as the frontier lists it: what it was made from, its chain in brief (the
    treatments' ids, as the audit file and `anonguard treat` name them) and in full (titles and settings)."""

    source: str
    brief: str
    chain: str


def treated(draft: AuditDraft) -> list[TreatedRelease]:
    """The draft's treated releases, in the order the audit makes them."""
    return treated_releases(draft.treatments.releases) if draft.treatments is not None else []


def release_labels(draft: AuditDraft) -> list[str]:
    """The labels of the releases the audit reads as tables, in the Data page's order (a folder of published tables
    is no treatment's source)."""
    return list(dict.fromkeys(table.release for table in draft.releases if not table.tables_folder))


def sources(draft: AuditDraft) -> list[str]:
    """What a new chain can start from: the original, each release, and each treated release already defined
    (the audit makes them in order, so a later chain may treat an earlier one's result)."""
    return [ORIGINAL, *release_labels(draft), *(chain.label for chain in treated(draft))]


def source_words(source: str) -> str:
    """A chain's source as the page names it: the original in words, a release by its label."""
    return translate("TreatmentsPage", "the original") if source == ORIGINAL else source


def suggested_label(draft: AuditDraft, source: str) -> str:
    """A label no release has yet: 'SOURCE-treated', numbered if taken."""
    taken, label, number = set(sources(draft)), f"{source}-treated", 1
    while label in taken:
        number += 1
        label = f"{source}-treated-{number}"
    return label


def add_step(draft: AuditDraft, catalog: Catalog, label: str, source: str, step: ComponentChoice) -> TreatedRelease:
    """`step` appended to the chain of the treated release `label`, a new one made from `source` if no chain has
    that label yet. A ValueError says in words why the label or source cannot be used or which parameter the
    treatment refuses; the draft is then left as it was."""
    label = label.strip()
    chains = treated(draft)
    chain = next((c for c in chains if c.label == label), None)
    if chain is None:
        _check_new(draft, label, source)
        chain = TreatedRelease(label, source, [])
        chains.append(chain)
    try:
        made = made_treatment(catalog, step)
    except AuditError as exc:
        raise ValueError(str(exc)) from None
    chain.steps.append(ComponentChoice(step.id, made.get_params()))
    _store(draft, chains)
    return chain


def adopt(draft: AuditDraft, catalog: Catalog, source: str, steps: Sequence[ComponentChoice]) -> TreatedRelease:
    """A chain the frontier search proposed, as a treated release of the draft (labelled as a new one from `source`
    is), made and audited in full at the next run; a ValueError (a treatment no longer installed) leaves the draft
    as it was."""
    chains = treated(draft)
    label = suggested_label(draft, source)
    _check_new(draft, label, source)
    made = []
    for step in steps:
        try:
            made.append(ComponentChoice(step.id, made_treatment(catalog, step).get_params()))
        except AuditError as exc:
            raise ValueError(str(exc)) from None
    chain = TreatedRelease(label, source, made)
    _store(draft, [*chains, chain])
    return chain


def _check_new(draft: AuditDraft, label: str, source: str) -> None:
    if not label:
        raise ValueError(translate("TreatmentsPage", "a treated release needs a label: the name results and reports "
                                   "give it"))
    if label in sources(draft):
        raise ValueError(translate("TreatmentsPage", "'{label}' is already the name of a release: give the treated "
                                   "release a name of its own").format(label=label))
    if source not in sources(draft):
        raise ValueError(translate("TreatmentsPage", "'{source}' is no release of this audit: choose what the treated "
                                   "release is made from").format(source=source))


def undo_step(draft: AuditDraft, label: str) -> bool:
    """The chain of `label` without its last step; a chain left with none goes. True if it went."""
    chains = treated(draft)
    chain = next(c for c in chains if c.label == label)
    del chain.steps[-1:]
    gone = not chain.steps
    if gone:
        remove(draft, label)
    else:
        _store(draft, chains)
    return gone


def remove(draft: AuditDraft, label: str) -> None:
    """The treated release `label` no longer made; a ValueError if another chain starts from it."""
    chains = treated(draft)
    needed = [c.label for c in chains if c.source == label]
    if needed:
        raise ValueError(translate("TreatmentsPage", "'{label}' is what '{other}' is made from: remove that one first")
                         .format(label=label, other=needed[0]))
    _store(draft, [c for c in chains if c.label != label])


def _store(draft: AuditDraft, chains: list[TreatedRelease]) -> None:
    draft.treatments = TreatmentsSpec(releases=[c.to_dict() for c in chains]) if chains else None


def problems(draft: AuditDraft) -> list[str]:
    """What would stop the audit making the treated releases as they stand: a chain whose source is no longer a
    release of the audit (removed or renamed on the Data page), or whose label a release has taken."""
    found, made = [], [ORIGINAL, *release_labels(draft)]
    for chain in treated(draft):
        if chain.label in made:
            found.append(translate("TreatmentsPage", "'{label}' is also the name of a release: remove this treated "
                                   "release and define it again under a name of its own").format(label=chain.label))
        elif chain.source not in made:
            found.append(translate("TreatmentsPage", "'{label}' is made from '{source}', which is no longer a release "
                                   "of this audit: remove it, or add that release again").format(
                label=chain.label, source=chain.source))
        made.append(chain.label)
    return found


def _value_words(value: Any) -> str:
    if isinstance(value, bool):
        return translate("ParameterForm", "on") if value else translate("ParameterForm", "off")
    if isinstance(value, float):
        return localized(f"{value:g}")
    return str(value)


def step_words(catalog: Catalog, step: Any) -> str:
    """A step (its `id` and `params`) as an officer reads it: the treatment's title and the settings it has away
    from their defaults ('Top and bottom coding (Columns: income; Top code from quantile: 0.95)')."""
    try:
        entry = catalog.get("treatment", step.id)
    except KeyError:
        return translate("TreatmentsPage", "{treatment} (not installed)").format(treatment=step.id)
    changed = [f"{parameter.title}: {_value_words(step.params[parameter.name])}" for parameter in entry.parameters
               if parameter.name in step.params and step.params[parameter.name] != parameter.default]
    if not changed:
        return translate("TreatmentsPage", "{treatment} (every setting at its default)").format(treatment=entry.title)
    return f"{entry.title} ({'; '.join(changed)})"


def chain_description(catalog: Catalog, source: str, steps: Sequence[Any]) -> ChainDescription:
    """A chain (steps with an `id` and `params`: the audit file's, a run's record, or a search's candidate) from
    `source`, in words."""
    return ChainDescription(source_words(source), " → ".join(step.id for step in steps),
                            " → ".join(step_words(catalog, step) for step in steps))
