"""Each identity attack keeps the plugin contract: found through the entry point, parameters checked when it
is made, and every promise of the conformance kit (anonguard.testing.identity_attack_checks), one test each;
on rows of the release, the attacks find what it gives away."""

import numpy as np
import pandas as pd
import pytest
from identity_tables import draws, population, task

from anonguard.api import LINKABILITY, RECORD_LINKAGE, SINGLING_OUT, IdentityAttack
from anonguard.testing import identity_attack_checks, load_catalog
from anonguard_identity_attacks import Linkability, MultivariateSinglingOut, RecordLinkage, UnivariateSinglingOut

ATTACKS = [(MultivariateSinglingOut, {}), (MultivariateSinglingOut, {"columns": 1, "narrow": False}),
           (UnivariateSinglingOut, {}), (Linkability, {}), (RecordLinkage, {})]
VIEWS = (("a", "x"), ("b", "y"))


def engine_task(seed=0):
    """A release of 200 records and the attacker's 60 B-records (the targets' B-views, shuffled)."""
    release, kinds = population(200, 11)
    people = release.iloc[np.random.default_rng(4).permutation(200)[:60]].reset_index(drop=True)
    return task(release, kinds, 400, VIEWS, people[list(VIEWS[1])], seed), people


def targets(cls, people, n):
    if cls.claim == SINGLING_OUT:
        return draws(n)
    if cls.claim == LINKABILITY:
        return people[list(VIEWS[0])].iloc[:n].reset_index(drop=True)
    return people.iloc[:n].reset_index(drop=True)


def checked(cls, claims, n, identity_task):
    limit = len(identity_task.other) if cls.claim == LINKABILITY else len(identity_task.table().data)
    try:
        return claims.checked(n, cls.id, cls.claim, limit)
    except ValueError as exc:
        raise AssertionError(str(exc)) from None


def test_every_attack_is_discovered_through_the_entry_point():
    catalog = load_catalog()
    claims = {MultivariateSinglingOut: SINGLING_OUT, UnivariateSinglingOut: SINGLING_OUT, Linkability: LINKABILITY,
              RecordLinkage: RECORD_LINKAGE}
    for cls, claim in claims.items():
        entry = catalog.get("identity-attack", cls.id)
        assert entry.cls is cls and entry.plugin == "identity_attacks" and entry.version == "0.1.0"
        assert issubclass(cls, IdentityAttack) and cls.claim == claim
    assert not [p for p in catalog.problems if "identity" in p.plugin]


@pytest.mark.parametrize("params, message", [
    ({"columns": 0}, "singling-out.columns must lie between 1 and 50, got 0"),
    ({"columns": 51}, "singling-out.columns must lie between 1 and 50, got 51"),
    ({"columns": 2.5}, "singling-out.columns must be a whole number, got 2.5"),
    ({"narrow": "perhaps"}, "singling-out.narrow must be true or false, got 'perhaps'"),
    ({"k": 3}, "has no parameter 'k'"),
])
def test_bad_parameters_are_refused(params, message):
    with pytest.raises(ValueError, match=message):
        MultivariateSinglingOut(**params)


def test_defaults():
    assert MultivariateSinglingOut().get_params() == {"columns": 3, "narrow": True}
    for cls in (UnivariateSinglingOut, Linkability, RecordLinkage):
        assert cls().get_params() == {}
        with pytest.raises(ValueError, match="has no parameter"):
            cls(columns=3)


@pytest.mark.parametrize("check", [c for cls, params in ATTACKS for c in identity_attack_checks(cls, params)], ids=str)
def test_it_keeps_the_plugin_contract(check):
    check()


def test_on_rows_of_the_release_the_attacks_find_what_it_gives_away():
    # the people are rows of the release: each one's exact record is at distance 0 from a row holding the same
    # keys; a person whose A-view one release row holds, and whose B-view no other B-record holds, is linked to
    # their own B-record (position i: the B-records are the people's, in order) with score -log 1
    identity_task, people = engine_task()
    release = identity_task.table().data
    claims = checked(RecordLinkage, RecordLinkage().fit(identity_task).claims(people), 60, identity_task)
    pd.testing.assert_frame_equal(release.iloc[claims.link].reset_index(drop=True), people, check_dtype=False)
    same = release.fillna(-1).value_counts()  # rows holding exactly a person's keys: the ties at distance 0
    ties = people.fillna(-1).apply(tuple, axis=1).map(same).to_numpy(dtype=float)
    np.testing.assert_allclose(claims.rank_score, -np.log(ties), atol=1e-9)
    a_rows = release[list(VIEWS[0])].fillna(-1).value_counts()
    a_held = people[list(VIEWS[0])].fillna(-1).apply(tuple, axis=1).map(a_rows)
    b_alone = ~people[list(VIEWS[1])].fillna(-1).duplicated(keep=False)
    alone = np.flatnonzero((a_held == 1).to_numpy() & b_alone.to_numpy())
    assert alone.size > 10
    claims = checked(Linkability, Linkability().fit(identity_task).claims(people[list(VIEWS[0])]), 60, identity_task)
    assert claims.link[alone].tolist() == alone.tolist()
    assert (claims.rank_score[alone] == 0).all() and not claims.abstain.any()
