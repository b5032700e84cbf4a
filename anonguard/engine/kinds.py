"""The registry of audit kinds: the seven AnonGuard ships and those plugins add.

The built-in kinds come first, in the order their scenarios run: attribute inference, membership, the
identity attacks; the key-variable measures run before all of them. A plugin adds a kind through the
`anonguard_audit_kinds` hook (its catalog entries are instances of `AuditKind`); an audit runs the kinds
of its own catalog, and a kind once seen in this process can be read back from any `audit.json`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from anonguard.engine.attribute.kind import AttributeKind
from anonguard.engine.identity.kind import IdentityKind
from anonguard.engine.kind import AuditKind, chosen_once
from anonguard.engine.key_variables.kind import KeyVariablesKind
from anonguard.engine.membership.kind import MembershipKind
from anonguard.engine.reconstruction.kind import ReconstructionKind
from anonguard.engine.treatment.kind import TreatmentKind
from anonguard.engine.utility.kind import UtilityKind

if TYPE_CHECKING:
    from anonguard.plugins.manager import Catalog

# the treatments first: they make releases while the tables are read, which every other kind then audits
BUILT_IN: tuple[AuditKind, ...] = (TreatmentKind(), KeyVariablesKind(), UtilityKind(), ReconstructionKind(), AttributeKind(),
                                   MembershipKind(), IdentityKind())
_SEEN: dict[str, AuditKind] = {kind.name: kind for kind in BUILT_IN}  # every kind this process has met


def audit_kinds(catalog: "Catalog | None" = None) -> list[AuditKind]:
    """The built-in kinds and those the catalog's plugins add, each name once, built-in first."""
    kinds = chosen_once([*BUILT_IN, *(catalog.audit_kinds if catalog is not None else ())])
    for kind in kinds:
        _SEEN.setdefault(kind.name, kind)
    return kinds


def known_kinds() -> list[AuditKind]:
    """Every kind this process knows: the built-in ones and those of every catalog an audit has used."""
    return list(_SEEN.values())


def kind_named(name: str) -> AuditKind | None:
    return _SEEN.get(name)


def saved_kind(data: dict[str, Any]) -> str:
    """The kind of a result as a file stores it: files written before results had a kind hold attribute results."""
    return data.get("kind", AttributeKind.name)


def result_from_dict(data: dict[str, Any]) -> Any:
    """A result as its `to_dict` wrote it."""
    name = saved_kind(data)
    kind = _SEEN.get(name)
    if kind is None or kind.result_type is None:
        known = ", ".join(k.name for k in _SEEN.values() if k.result_type is not None)
        raise ValueError(f"a result of kind {name!r}, which this AnonGuard does not know; open the file with the "
                         f"version (or the plugin) that wrote it (kinds known: {known})")
    return kind.result_type.from_dict(data)


def of_kind(items: Iterable[Any], kind: str, result: Callable[[Any], Any] = lambda item: item) -> list:
    """The items (results, or what holds one: `result` finds it) whose result is of the kind named `kind`."""
    return [item for item in items if result(item).kind == kind]
