"""The presenters of every kind of audit, by the kind's name, in the order the report and the command line show
them: the key-variable measures first (what an office reads first), then attribute inference, the identity
attacks and membership, then utility (what the releases are still good for), then the kinds plugins add, each by the presenter it brings (`kind.presenter`) or,
without one, by the plain base presenter.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from anonguard.engine.kinds import known_kinds, of_kind
from anonguard.report.claims_presenter import AttributePresenter, IdentityPresenter
from anonguard.report.key_variables_presenter import KeyVariablesPresenter
from anonguard.report.membership_presenter import MembershipPresenter
from anonguard.report.presenter import KindPresenter
from anonguard.report.reconstruction_presenter import ReconstructionPresenter
from anonguard.report.treatment_presenter import TreatmentPresenter
from anonguard.report.utility_presenter import UtilityPresenter

BUILT_IN: dict[str, KindPresenter] = {p.kind: p for p in (
    TreatmentPresenter(), KeyVariablesPresenter(), AttributePresenter(), IdentityPresenter(), MembershipPresenter(),
    UtilityPresenter(), ReconstructionPresenter())}


def presenter_of(kind: str) -> KindPresenter:
    """The presenter of the kind named `kind`."""
    if kind in BUILT_IN:
        return BUILT_IN[kind]
    found = next((k for k in known_kinds() if k.name == kind), None)
    presenter = getattr(found, "presenter", None)
    if presenter is None:
        presenter = KindPresenter()
        presenter.kind = presenter.title = kind
    return presenter


def presenters(kinds: Iterable[str] = ()) -> list[KindPresenter]:
    """The built-in presenters and those of `kinds` (the kinds of an audit's results), in showing order."""
    return [*BUILT_IN.values(), *(presenter_of(kind) for kind in dict.fromkeys(kinds) if kind not in BUILT_IN)]


def grouped(results: Iterable[Any]) -> list[tuple[KindPresenter, list]]:
    """Each presenter in showing order with its kind's results (in their order; none for a kind without)."""
    results = list(results)
    return [(p, of_kind(results, p.kind)) for p in presenters(r.kind for r in results)]
