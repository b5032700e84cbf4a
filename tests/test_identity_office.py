"""The identity attacks on releases as offices write them (issue 31): the household survey's public-use file
(shuffled, banded, truncated, rounded, top-coded; tests/office_files.py), a shuffled Mondrian release of it,
and the demo's exact copy with its incomes and ages coarsened. Record linkage is judged only where whose row
is whose is known; singling out reads the published cells and exact values; the figures are checked against
counts made here from the files themselves."""

import numpy as np
import pandas as pd
import pytest

from anonguard.api import GenerationTask
from anonguard.engine.audit import Audit
from anonguard.engine.identity.run import identity_task
from anonguard.engine.settings import AuditSettings, with_settings
from anonguard.engine.spec import ComponentChoice, IdentitySpec
from anonguard.resources import resources_dir
from anonguard_anonymizers.mondrian import Mondrian
from anonguard_identity_attacks import MultivariateSinglingOut

from office_files import household_survey, public_use_file

KEYS = ["district", "household_size", "age", "sex", "education"]
DEMO_KEYS = ["age", "sex", "region", "education", "occupation", "marital_status", "children", "hours_per_week",
             "income"]
SHUFFLE_SEED = 32  # office_files.public_use_file shuffles its rows with this seed


def audit(original: pd.DataFrame, releases: dict, section: IdentitySpec, **fields) -> Audit:
    settings = with_settings(AuditSettings(), [("limits.isolate", False), ("halting.work_budget", None)])
    done = Audit.of_frames(original, releases, [], identity=section, settings=settings, **fields)
    done.prepare()
    list(done.run())
    return done


def result(done: Audit, release: str, attack: str):
    return next(r for r in done.results if r.release == release and r.attack_id == attack)


@pytest.fixture(scope="module")
def office():
    survey = household_survey()
    release = public_use_file(survey)
    order = np.random.default_rng(SHUFFLE_SEED).permutation(len(survey))  # release row i is survey row order[i]
    return survey, release, order


def test_record_linkage_on_the_office_file_knows_whose_row_is_whose_or_says_it_cannot(office):
    survey, release, order = office
    releases = {
        "puf": release,  # as published: shuffled, no id
        "puf-ids": release.assign(person_id=survey["person_id"].to_numpy()[order]),  # the office's copy with the id
        "puf-ordered": release.iloc[np.argsort(order)].reset_index(drop=True),  # unshuffled
    }
    section = IdentitySpec(keys=KEYS, attacks=[ComponentChoice("record-linkage")], row_ids={"puf-ids": "person_id"},
                           in_order=["puf-ordered"])
    done = audit(survey.drop(columns="household_id"), releases, section, entity="person_id")
    plain = result(done, "puf", "record-linkage")
    # it only generalizes: whose row is whose is inferred from consistency. 2 of its incomes, x,500 rounded half to
    # even, lie on the open end of the interval [x − 500, x + 500) the rounding is read as; the inference reads
    # the ends closed (the office's software may round half up or half to even), so their rows fit their person
    assert plain.status == "ok" and plain.verdict in ("at-risk", "serious"), (plain.problems, plain.alc_ci)
    assert any(w.startswith("record linkage on release 'puf': whose row is whose inferred: each of its 5,000 rows")
               for w in done.warnings), done.warnings
    # Its published key cells (area, size, age band, sex, education) single out 984 rows; a person whose
    # combination is held by one row is linked to that row, the only one whose cells hold their values
    published = release[KEYS].astype(str).agg("|".join, axis=1)
    alone = (published.map(published.value_counts()) == 1).to_numpy()
    assert alone.sum() == 984  # of 5,000 rows
    row_of = np.argsort(order)  # survey row -> its release row
    for label in ("puf-ids", "puf-ordered"):
        linked = result(done, label, "record-linkage")
        assert linked.status == "ok" and linked.verdict in ("at-risk", "serious"), (label, linked.alc_ci)
        attempts = linked.attempts
        people = attempts["target"].to_numpy()
        rows = row_of[people] if label == "puf-ids" else people
        assert attempts["attack_correct"].to_numpy()[alone[row_of[people]]].all()
        right = attempts["attack_correct"].to_numpy()
        # right exactly when the claimed row is the person's own
        assert (right == (attempts["attack_prediction"].to_numpy() == rows)).all()
    notes = " ".join(done.warnings)
    assert "read from its column 'person_id'" in notes and "rows in the original's order" in notes


def test_a_shuffled_mondrian_release_is_judged_through_the_rows_it_fits(office):
    survey, _, _ = office
    original = survey.drop(columns=["person_id", "household_id"])
    kinds = {c: ("continuous" if c in ("age", "income", "weight") else "categorical") for c in original.columns}
    made = Mondrian(quasi_identifiers=",".join(KEYS), k=5).generate(GenerationTask(original, kinds)).data
    order = np.random.default_rng(7).permutation(len(made))
    done = audit(original, {"mondrian": made.iloc[order].reset_index(drop=True)},
                 IdentitySpec(keys=KEYS, attacks=[ComponentChoice("record-linkage")]))
    # its key cells are generalized, its other columns (income, weight, ...) published as they are: each row fits
    # exactly the person it was made from
    sources = done.plan_of("identity").inputs.row_person["mondrian"]
    assert sources.complete and (sources.person == order).all()
    linked = result(done, "mondrian", "record-linkage")
    assert linked.status == "ok" and linked.n_attempts == 1000
    assert any("each of its 5,000 rows fits exactly one original record" in w for w in done.warnings)


def test_singling_out_on_the_set_spelled_office_file_makes_claims_that_match_people(office):
    survey, _, _ = office
    release = public_use_file(survey, set_spelled=True)
    original = survey.drop(columns=["person_id", "household_id"])
    done = audit(original, {"puf": release}, IdentitySpec(keys=KEYS, attacks=[ComponentChoice("singling-out")]))
    # each predicate is built from one row's cells ({LS1,…,LS12}, 20-24, ...): the person the row was made from
    # satisfies it, so every predicate matches somebody in the original (read as literal values, none did)
    inputs = done.plan_of("identity").inputs
    draw = inputs.draw(done.settings.seed)
    scenario = done.scenarios[0]
    attack = MultivariateSinglingOut().fit(identity_task(inputs, draw, scenario, inputs.releases["puf"][0], 2026))
    claims = attack.claims(pd.DataFrame({"draw": np.arange(400)}))
    counts, _ = claims.predicates.matches(inputs.original)
    assert (counts >= 1).all()
    assert "district" in claims.predicates.sets  # the areas as sets of districts
    single = result(done, "puf", "singling-out")
    made = single.attempts[~single.attempts["attack_abstained"]]
    assert len(made) > 0 and made["attack_correct"].mean() > 0.9
    assert single.verdict in ("at-risk", "serious")


@pytest.fixture(scope="module")
def demo():
    folder = resources_dir() / "demo"
    population = pd.read_csv(folder / "population.csv")
    copy = pd.read_csv(folder / "release_copy.csv")
    return population, copy


def coarsened(copy: pd.DataFrame, hours: bool = False) -> pd.DataFrame:
    """The demo's copy with income rounded to 1,000 and top-coded at 100,000, age in 5-year bands; with `hours`,
    weekly hours rounded to 5 as well."""
    out = copy.copy()
    rounded = (copy["income"] / 1000).round() * 1000
    out["income"] = np.where(copy["income"] >= 100_000, ">=100000",
                             rounded.astype("Int64").astype(str).replace("<NA>", ""))
    band = copy["age"] // 5 * 5
    out["age"] = band.astype(str) + "-" + (band + 4).astype(str)
    if hours:
        out["hours_per_week"] = (copy["hours_per_week"] / 5).round() * 5
    return out


def univariate(population: pd.DataFrame, releases: dict, targets: int = 1000) -> Audit:
    return audit(population, releases, IdentitySpec(keys=DEMO_KEYS, targets=targets,
                                                    attacks=[ComponentChoice("singling-out-univariate")]),
                 entity="person_id", ignore=["weight", "household_id"])


def test_univariate_singling_out_on_the_demo_copy_is_serious_and_coarsening_lowers_it(demo):
    population, copy = demo
    done = univariate(population, {"copy": copy, "coarsened": coarsened(copy)})
    exact = result(done, "copy", "singling-out-univariate")
    # 10,362 of the 11,885 incomes are held by one person: every one of the 1,000 draws claims one, and is right
    held_once = copy["income"].value_counts()
    assert (held_once == 1).sum() == 10_362 and copy["income"].notna().sum() == 11_885
    assert exact.verdict == "serious" and exact.n_attempts == 1000 and exact.attempts["attack_correct"].all()
    assert "through income" in exact.verdict_note and "top-code, round or band income" in exact.verdict_note
    # rounded and top-coded incomes and banded ages leave no unique value of theirs; what is left are the weekly
    # hours held once (32, among them the highest, 62.0, which also gives "at least 62"): 33 claims, all of
    # them made and right, too few to measure
    hours = copy["hours_per_week"].value_counts()
    left = int((hours == 1).sum()) + (1 if hours.loc[hours.index.max()] == 1 else 0)
    coarse = result(done, "coarsened", "singling-out-univariate")
    made = int((~coarse.attempts["attack_abstained"]).sum())
    assert made == left == 33 and coarse.attempts["attack_correct"].sum() == 33
    assert coarse.status == "not-applicable" and "through hours_per_week (33)" in coarse.problems[0]


def test_with_the_hours_rounded_too_nothing_is_left_to_claim_and_enough_attempts_read_safe(demo):
    population, copy = demo
    few = result(univariate(population, {"coarse": coarsened(copy, hours=True)}), "coarse", "singling-out-univariate")
    assert few.verdict == "undetermined" and few.attempts_to_decide == 5742
    assert "Raise the claims per attack (--identity-targets, 'Claims per attack' in the window) to 5,742" in \
        few.verdict_note
    enough = result(univariate(population, {"coarse": coarsened(copy, hours=True)}, targets=6000), "coarse",
                    "singling-out-univariate")
    assert enough.n_attempts == 6000 and enough.verdict == "safe"
