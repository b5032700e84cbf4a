"""The membership part of an audit, driven through the engine with small test attacks."""

import json

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.audit import Audit
from anonguard.engine.events import ScenarioAdvanced
from anonguard.engine.settings import AuditSettings
from anonguard.engine.spec import AuditSpec, ComponentChoice, MembershipSpec, ReleaseSpec, TableRef
from anonguard.errors import AuditError, DataError
from anonguard.plugins import hookimpl
from anonguard.plugins.api import GeneratedRelease, GenerationTask, Generator, MembershipAttack
from anonguard.plugins.manager import load_catalog


def people(n: int, seed: int) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    return pd.DataFrame({
        "age": rng.integers(18, 90, n),
        "sex": rng.choice(["F", "M"], n),
        "region": rng.choice(["North", "South", "East", "West", "Islands"], n),
        "income": np.round(rng.lognormal(10, 0.5, n), 2),  # (almost surely) unique: identifies a row
    })


class ExactRow(MembershipAttack):
    """Scores 1 for a candidate found exactly in the release, else 0."""

    id, title, description = "exact-row", "Exact row", "A candidate is a member if the release holds it exactly."
    batch_size = 50

    def fit(self, task):
        self.rows_ = set(map(tuple, task.tables[0].data[list(task.columns)].to_numpy().tolist()))
        self.reference_ = set(task.reference["income"].tolist())
        return self

    def score(self, candidates):
        return np.array([tuple(row) in self.rows_ for row in candidates.to_numpy().tolist()], dtype=float)


class SeesReference(ExactRow):
    """Scores 1 for a candidate that is among the attacker's reference records: which must never happen."""

    id = "sees-reference"

    def score(self, candidates):
        return candidates["income"].isin(self.reference_).to_numpy(dtype=float)


class Capped(ExactRow):
    """A costly attack that scores at most 60 candidates."""

    id = "capped"
    max_candidates = 60


class Broken(ExactRow):
    id = "broken"

    def score(self, candidates):
        raise RuntimeError("out of memory")


class CopyGenerator(Generator):
    id, title, description = "copy-gen", "Copy", "Publishes its input unchanged."

    def generate(self, task):
        return GeneratedRelease(task.data.copy())


class _Plugin:
    @staticmethod
    @hookimpl
    def anonguard_membership_attacks():
        return [ExactRow, SeesReference, Capped, Broken]

    @staticmethod
    @hookimpl
    def anonguard_generators():
        return [CopyGenerator]


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("membership")
    members = people(400, 1)
    members.to_csv(folder / "original.csv", index=False)
    members.to_csv(folder / "copy.csv", index=False)
    people(400, 2).to_parquet(folder / "independent.parquet", index=False)
    people(300, 3).to_csv(folder / "non_members.csv", index=False)
    return folder


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(extra_plugins=[("membership-test", _Plugin)])


def spec(folder, attacks=("exact-row",), releases=("copy.csv",), **membership_settings) -> AuditSpec:
    settings = AuditSettings.from_dict({"membership": membership_settings})
    return AuditSpec(
        TableRef("original.csv"), [ReleaseSpec(name.split(".")[0], [TableRef(name)]) for name in releases], [],
        settings=settings, base_dir=folder,
        membership=MembershipSpec(TableRef("non_members.csv"), attacks=[ComponentChoice(a) for a in attacks],
                                  population=400_400),
    )


def run(audit, cancel_after=None):
    events, seen = [], 0

    def cancelled():
        return cancel_after is not None and seen >= cancel_after

    for event in audit.run(cancelled):
        events.append(event)
        seen += isinstance(event, ScenarioAdvanced)
    return events


def test_a_copy_gives_every_member_away_even_at_1_to_1000(folder, catalog):
    audit = Audit(spec(folder), catalog).prepare()
    run(audit)
    (result,) = audit.results
    assert result.status == "ok", result.error
    # 300 non-members: half go to the attacker as reference data, half are scored
    assert (result.members, result.non_members) == (400, 150)
    assert result.auc == 1.0
    at_1000 = next(s for s in result.by_skew if s["label"] == "1:1000")
    assert at_1000["best_precision"] == 1.0 and at_1000["best_recall"] == 1.0
    assert at_1000["base_rate"] == pytest.approx(1 / 1001)
    # with only 150 non-members an FPR of 0 is uncertain: the precision's lower bound says so
    assert at_1000["best_precision_low"] < 0.5
    assert result.realistic_skew == pytest.approx(1000.0)
    assert all(p["tpr"] == 1.0 and p["fp"] == 0 for p in result.operating_points)
    assert [p["resolved"] for p in result.operating_points] == [False, True, True]  # 150 < 1 / 0.001


def test_the_attackers_reference_records_are_never_scored(folder, catalog):
    audit = Audit(spec(folder, attacks=("sees-reference",)), catalog).prepare()
    run(audit)
    (result,) = audit.results
    assert result.status == "ok"
    assert result.auc == 0.5  # no candidate is among the reference records
    assert result.claims[0]["score"] == 0.0


def test_a_failing_attack_fails_its_own_rows_only(folder, catalog):
    audit = Audit(spec(folder, attacks=("broken", "exact-row")), catalog).prepare()
    run(audit)
    broken, exact = audit.results
    assert broken.status == "failed" and "out of memory" in broken.error
    assert exact.status == "ok" and exact.auc == 1.0


def test_cancel_keeps_an_unbiased_partial_measure(folder, catalog):
    audit = Audit(spec(folder), catalog).prepare()
    run(audit, cancel_after=3)  # three batches of 50 candidates
    (result,) = audit.results
    assert result.status == "cancelled"
    assert result.members + result.non_members == 150
    assert result.members > 50 and result.non_members > 10  # a shuffled sample of both
    assert result.auc == 1.0


def test_claims_hide_values_unless_asked(folder, catalog):
    hidden = Audit(spec(folder), catalog).prepare()
    run(hidden)
    claims = hidden.results[0].claims
    assert len(claims) == 20 and all("values" not in c for c in claims)
    assert claims[0]["candidate"].startswith("original row ") and claims[0]["member"]
    shown = Audit(spec(folder, show_values=True, top_claims=3), catalog).prepare()
    run(shown)
    claims = shown.results[0].claims
    assert len(claims) == 3
    row = int(claims[0]["candidate"].split()[-1]) - 1
    original = pd.read_csv(folder / "original.csv")
    assert claims[0]["values"] == pytest.approx(original.iloc[row].to_dict())


def test_random_targets_draw_from_both_groups(folder, catalog):
    audit = Audit(spec(folder, targets="random", count=40), catalog).prepare()
    run(audit)
    assert (audit.results[0].members, audit.results[0].non_members) == (40, 40)


def test_a_costly_attack_scores_an_even_sample_of_members_and_non_members(folder, catalog):
    audit = Audit(spec(folder, attacks=("capped",)), catalog).prepare()
    run(audit)
    (result,) = audit.results
    assert (result.members, result.non_members) == (30, 30)
    assert result.halt_reason == "sampled 60 of 550 candidates"
    assert result.auc == 1.0


def test_hold_back_makes_the_release_here_from_the_kept_rows(folder, catalog):
    section = MembershipSpec(hold_back=0.25, generator=ComponentChoice("copy-gen"), attacks=[ComponentChoice("exact-row")])
    audit_spec = AuditSpec(TableRef("original.csv"), [], [], base_dir=folder, membership=section)
    audit = Audit(audit_spec, catalog).prepare()
    assert [s.release for s in audit.scenarios] == ["copy-gen (made here, 25% held back)"]
    run(audit)
    (result,) = audit.results
    # 100 of 400 rows held back: 50 of them are the attacker's reference, 50 are scored
    assert (result.members, result.non_members) == (300, 50)
    assert result.auc == 1.0
    assert any("100 rows held back" in w for w in audit.warnings)


def test_a_non_member_table_without_an_audited_column_is_refused(folder, catalog, tmp_path):
    people(50, 4).drop(columns="region").to_csv(tmp_path / "short.csv", index=False)
    broken = spec(folder)
    broken.membership.non_members = TableRef(str(tmp_path / "short.csv"))
    with pytest.raises(DataError, match=r"short\.csv: no column 'region'"):
        Audit(broken, catalog).prepare()


def test_a_membership_section_must_say_who_the_non_members_are():
    with pytest.raises(AuditError, match="either a non-member table or a hold-back share"):
        MembershipSpec().check()
    with pytest.raises(AuditError, match="name the generator"):
        MembershipSpec(hold_back=0.5).check()
    with pytest.raises(AuditError, match="not both"):
        MembershipSpec(TableRef("n.csv"), population=10, member_fraction=0.1).check()


def test_the_membership_section_round_trips_through_the_audit_file(folder, tmp_path):
    original = spec(folder, targets="random", count=7)
    original.membership.generator = ComponentChoice("swap", {"fraction": 0.3})
    path = tmp_path / "audit.anonguard.json"
    path.write_text(json.dumps(original.to_dict(relative_to=tmp_path)))
    loaded = AuditSpec.load(path)
    assert loaded.resolve(loaded.membership.non_members) .resolve() == (folder / "non_members.csv").resolve()
    assert loaded.membership.generator == ComponentChoice("swap", {"fraction": 0.3})
    assert loaded.membership.population == 400_400
    assert loaded.settings.membership.count == 7 and loaded.secrets == []
    data = json.loads(path.read_text())
    data["membership"]["bogus"] = 1
    with pytest.raises(AuditError, match="membership.bogus"):
        AuditSpec.from_dict(data, tmp_path)


def test_results_are_written_and_read_back(folder, catalog):
    from anonguard.engine.kinds import result_from_dict

    audit = Audit(spec(folder), catalog).prepare()
    run(audit)
    saved = json.loads(json.dumps(audit.to_dict()))["results"][0]
    assert saved["kind"] == "membership" and saved["auc"] == 1.0
    back = result_from_dict(saved)
    assert back.to_dict() == saved
    frame = back.operating_frame()
    assert list(frame["TPR (recall)"]) == ["1", "1", "1"]
    assert frame.loc[0, "P 1:1"].startswith("1.000 (≥ ")
    assert frame.loc[0, "FPR at most"] == "0.001 (read at FPR 0)"


@pytest.fixture(scope="module")
def demo_sample(tmp_path_factory):
    """2,000 members of the demo population, a copy, and a release of 2,000 other people of it."""
    from anonguard.resources import resources_dir

    demo = resources_dir() / "demo"
    folder = tmp_path_factory.mktemp("membership-demo")
    record_columns = ["person_id", "weight", "household_id"]  # ids and weights: no attack reads them
    population = pd.read_csv(demo / "population.csv").drop(columns=record_columns)
    shuffled = population.sample(frac=1.0, random_state=5).reset_index(drop=True)
    shuffled.iloc[:2000].to_csv(folder / "original.csv", index=False)
    shuffled.iloc[:2000].to_csv(folder / "copy.csv", index=False)
    shuffled.iloc[2000:4000].to_parquet(folder / "independent.parquet", index=False)  # no member in it
    pd.read_csv(demo / "non_members.csv").drop(columns=record_columns).iloc[:4000].to_csv(folder / "non_members.csv", index=False)
    return folder


def test_closest_distance_finds_every_member_of_a_copy_and_nothing_in_an_independent_release(demo_sample):
    audit_spec = spec(demo_sample, attacks=("closest-distance",), releases=("copy.csv", "independent.parquet"))
    audit = Audit(audit_spec).prepare()  # the installed first-party plugin
    run(audit)
    copy, independent = audit.results
    assert copy.status == independent.status == "ok"
    assert (copy.members, copy.non_members) == (2000, 2000)
    at_1000 = next(s for s in copy.by_skew if s["label"] == "1:1000")
    assert at_1000["best_precision"] == 1.0 and at_1000["best_recall"] == 1.0
    assert copy.auc == 1.0
    # a release of other people of the same population tells nothing about who is in the original
    assert independent.auc == pytest.approx(0.5, abs=0.03)
    low, high = independent.auc_interval
    assert low < 0.5 < high or abs(independent.auc - 0.5) < 0.02
    assert all(s["alc"] < 0.05 for s in independent.by_skew)


def test_the_recipe_decodes_records_for_a_generator_and_encodes_its_output_back(folder, catalog):
    audit_spec = spec(folder)
    audit_spec.membership.generator = ComponentChoice("copy-gen")
    audit = Audit(audit_spec, catalog).prepare()
    recipe = audit.plan_of("membership").inputs.recipe
    candidates = audit.plan_of("membership").inputs.candidates
    raw = recipe.decode(candidates)
    assert set(raw["sex"]) == {"F", "M"} and raw["income"].dtype == float
    made = recipe.generator.generate(GenerationTask(raw, recipe.kinds))
    pd.testing.assert_frame_equal(recipe.encode(made.data), candidates, check_dtype=False)
    # a value the original never held encodes as missing
    odd = raw.assign(region="Atlantis")
    assert (recipe.encode(odd)["region"] == len(audit.data.codings["region"].categories)).all()
