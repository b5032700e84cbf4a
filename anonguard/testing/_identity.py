"""The checks of identity attacks: claims the engine can judge, about the people it asks for."""

from __future__ import annotations

from typing import Any

import numpy as np

from anonguard.plugins.api import LINKABILITY, RECORD_LINKAGE, SINGLING_OUT, Claims, IdentityAttack, IdentityTask
from anonguard.testing._checks import Check, checks, contract, fit_returns_itself, same_arrays
from anonguard.testing._tables import synthetic_claim_targets, synthetic_identity_task

CLAIMS = (SINGLING_OUT, LINKABILITY, RECORD_LINKAGE)


def identity_attack_checks(cls: type[IdentityAttack], params: dict[str, Any] | None = None) -> list[Check]:
    """One check per promise the identity attack `cls` (made with `params`) keeps, for pytest to parametrize over."""
    return checks(cls, params, IdentityAttack, [("claim", _claim), ("fit", _fit), ("claims", _claims),
                                                ("seeded", _seeded)])


def _claim(cls: type[IdentityAttack], params: dict[str, Any]) -> None:
    assert getattr(cls, "claim", None) in CLAIMS, (
        f"{cls.id}.claim must say which claim it makes: one of SINGLING_OUT, LINKABILITY or RECORD_LINKAGE "
        f"(anonguard.api), not {getattr(cls, 'claim', None)!r}")


def _fit(cls: type[IdentityAttack], params: dict[str, Any]) -> None:
    task = synthetic_identity_task()
    kept = (task.table().data.copy(), task.other.copy())
    attack = cls(**params)
    fit_returns_itself(cls, attack.fit(task), attack)
    assert task.table().data.equals(kept[0]) and task.other.equals(kept[1]), (
        f"{cls.id}.fit changed the table or the records it was given")


def _checked(cls: type[IdentityAttack], claims: Claims, n: int, task: IdentityTask) -> Claims:
    """The claims as the engine takes them (`Claims.checked`), or the broken promise."""
    assert isinstance(claims, Claims), f"{cls.id}.claims must return Claims"
    limit = len(task.other) if cls.claim == LINKABILITY else len(task.table().data)
    return contract(claims.checked, n, cls.id, cls.claim, limit)


def _claims(cls: type[IdentityAttack], params: dict[str, Any]) -> None:
    task = synthetic_identity_task()
    attack = cls(**params).fit(task)
    for n in (40, 1, 0):
        asked = synthetic_claim_targets(cls.claim, n)
        kept = asked.copy()
        claims = _checked(cls, attack.claims(asked), n, task)
        assert asked.equals(kept), f"{cls.id}.claims changed the targets it was given"
        if cls.claim == SINGLING_OUT:
            named = {*claims.predicates.low.columns, *claims.predicates.high.columns, *claims.predicates.sets}
            assert list(claims.predicates.low.columns) == list(claims.predicates.high.columns), (
                f"{cls.id}: a predicate's low and high bounds must name the same columns")
            assert named <= set(task.keys), (
                f"{cls.id} made predicates on columns that are no key variable: {sorted(named - set(task.keys))}")


def _seeded(cls: type[IdentityAttack], params: dict[str, Any]) -> None:
    task = synthetic_identity_task()
    first, again = (_checked(cls, cls(**params).fit(synthetic_identity_task()).claims(
        synthetic_claim_targets(cls.claim)), 40, task) for _ in "12")
    same_arrays(cls, first, again, ("rank_score", "abstain") if cls.claim == SINGLING_OUT else
                ("rank_score", "abstain", "link"))
    if cls.claim == SINGLING_OUT:
        for bound in ("low", "high"):
            mine, theirs = getattr(first.predicates, bound), getattr(again.predicates, bound)
            assert mine.columns.equals(theirs.columns) and np.array_equal(
                mine.to_numpy(dtype=float), theirs.to_numpy(dtype=float), equal_nan=True), (
                f"{cls.id} made different predicates for the same task and seed: draw random numbers from the "
                "draws and task.seed")
