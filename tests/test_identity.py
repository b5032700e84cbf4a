"""The identity part of an audit end to end: singling out, linkability and record linkage measured against the
same claims made from the others' records, on releases whose true answer is known (an exact copy, columns
shuffled independently); the split, the views, the external file's errors; the report, the register, the
command line and bad input."""

import json

import jsonschema
import numpy as np
import pandas as pd
import pytest

from anonguard.engine.audit import Audit
from anonguard.engine.identity.plan import choose_views, with_errors
from anonguard.engine.identity.result import IdentityResult
from anonguard.engine.kinds import result_from_dict
from anonguard.engine.settings import AuditSettings, with_settings
from anonguard.engine.spec import AuditSpec, ComponentChoice, IdentitySpec
from anonguard.errors import AuditError, DataError
from anonguard.plugins.api import CATEGORICAL, CONTINUOUS
from anonguard.report.model import Report
from anonguard.report.privacy import Disclosure, redact
from anonguard.report.verdict import judge
from anonguard.resources import resources_dir

from conftest import run_here  # the command's work, in this process: its start-up is tested elsewhere

KEYS = ["age", "sex", "region", "occupation", "children", "income"]


def population(n: int = 2000, seed: int = 5) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    return pd.DataFrame({
        "age": rng.integers(18, 90, n), "sex": rng.choice(["F", "M"], n),
        "region": rng.choice([f"r{i}" for i in range(8)], n), "occupation": rng.choice([f"o{i}" for i in range(12)], n),
        "children": rng.integers(0, 5, n), "income": np.round(rng.lognormal(10, 0.6, n), 2),
    })


def shuffled(frame: pd.DataFrame, seed: int = 9) -> pd.DataFrame:
    """Every column permuted on its own: each column's values kept, no row anyone's."""
    rng = np.random.default_rng(seed)
    return pd.DataFrame({c: frame[c].to_numpy()[rng.permutation(len(frame))] for c in frame.columns})


def run(releases: dict, section: IdentitySpec | None = None, original: pd.DataFrame | None = None, **settings):
    original = population() if original is None else original
    chosen = with_settings(AuditSettings(), list({"limits.isolate": False, **settings}.items()))
    audit = Audit.of_frames(original, releases, [], identity=section or IdentitySpec(keys=list(KEYS)), settings=chosen)
    audit.prepare()
    list(audit.run())
    return audit


def by(audit, release: str, attack: str) -> IdentityResult:
    return next(r for r in audit.results if r.release == release and r.attack_id == attack)


@pytest.fixture(scope="module")
def copy_and_shuffle():
    # the copy's rows are inferred to be their people's (each fits one original record on every column); the
    # shuffle's rows fit no one, so its row i is said to be made from original row i
    original = population()
    return original, run({"copy": original.copy(), "shuffled": shuffled(original)},
                         IdentitySpec(keys=list(KEYS), in_order=["shuffled"]), original=original)


def test_an_exact_copy_is_serious_and_shuffled_columns_are_safe_for_every_identity_attack(copy_and_shuffle):
    _, audit = copy_and_shuffle
    for attack in ("singling-out", "linkability", "record-linkage"):
        copy, mixed = by(audit, "copy", attack), by(audit, "shuffled", attack)
        assert copy.verdict == "serious", (attack, copy.alc_ci)
        assert copy.attack.precision == 1.0  # a claim about a copy's row is about one person's own record
        if mixed.status == "not-applicable":  # linking by an exact income: a shuffle keeps no row agreeing with both
            assert attack == "linkability" and "too few to measure" in mixed.problems[0], mixed.problems
            assert mixed.attempts is None or not mixed.attempts["attack_correct"].any()
        else:
            assert mixed.verdict == "safe", (attack, mixed.alc_ci)
            assert mixed.alc_ci[1] < 0.5


def test_each_claim_is_judged_as_its_definition_says(copy_and_shuffle):
    original, audit = copy_and_shuffle
    single = by(audit, "copy", "singling-out").attempts
    right = single[single["attack_correct"]]
    # a right claim names the one original record its predicate fits; on a copy, every claim made is right
    assert (right["target"] >= 0).all() and len(right) == (~single["attack_abstained"]).sum()
    linked = by(audit, "copy", "record-linkage").attempts
    made = linked[~linked["attack_abstained"]]
    # record linkage on a copy: the row claimed is the person's own row exactly when the claim is right
    assert ((made["attack_prediction"] == made["target"]) == made["attack_correct"]).all()
    # the baseline links people to other people's records: every claim it makes is false by construction
    assert not linked["baseline_correct"].any()
    assert by(audit, "copy", "record-linkage").baseline.precision == 0.0


def test_the_members_and_the_others_split_the_original_and_the_claims_are_about_members(copy_and_shuffle):
    original, audit = copy_and_shuffle
    draw = audit.plan_of("identity").inputs.draw(audit.settings.seed)
    assert np.intersect1d(draw.members, draw.others).size == 0
    assert np.union1d(draw.members, draw.others).size == len(original)
    assert np.isin(draw.targets, draw.members).all() and draw.targets.size == 1000
    attempts = by(audit, "copy", "linkability").attempts
    assert np.isin(attempts["target"], draw.members).all()
    other = audit.plan_of("identity").inputs.draw(audit.settings.seed + 1)  # each seed draws its own split
    assert not np.array_equal(other.members, draw.members)


def test_identity_results_are_seed_stable_and_read_back_from_json(copy_and_shuffle):
    original, audit = copy_and_shuffle
    again = run({"copy": original.copy(), "shuffled": shuffled(original)},
                IdentitySpec(keys=list(KEYS), in_order=["shuffled"]), original=original)
    for first, second in zip(audit.results, again.results):
        assert (first.alc, first.alc_ci) == (second.alc, second.alc_ci)
    data = json.loads(json.dumps(redact(audit.to_dict(), Disclosure())))
    schema = json.loads((resources_dir() / "report" / "audit.schema.json").read_text())
    jsonschema.validate(data, schema)
    back = result_from_dict(data["results"][0])
    assert isinstance(back, IdentityResult) and back.alc == pytest.approx(audit.results[0].alc, abs=1e-6)
    assert {r["claim"] for r in data["results"]} == {"singling out", "linkability", "record linkage"}


def test_the_verdict_and_the_report_name_the_identity_attack_that_drives_the_risk(copy_and_shuffle):
    _, audit = copy_and_shuffle
    verdict = judge(audit.results, AuditSettings().measures.bands)
    copy = next(r for r in verdict.releases if r.release == "copy")
    assert copy.band == "serious" and "(identity attack), by" in copy.driven_by
    assert any(line.startswith("Identity attacks, by the worst result: ") for line in verdict.drivers)
    report = Report.from_audit(json.loads(json.dumps(redact(audit.to_dict(), Disclosure()))))
    table = report.tables_of("identity")[0]
    assert table.columns[2] == "Claim" and len(table.rows) == 8  # four attacks (two singling out) × two releases
    assert not report.tables_of("attribute")[0].rows  # no attribute result: the attribute table stays empty


def test_linkability_views_are_chosen_so_the_weaker_view_leaves_the_fewest_look_alikes():
    # a and b each take 10 values on a 10 × 10 grid, c and d are constant. Look-alikes (records sharing a
    # record's view, Σ count² / n): a view holding a or b alone: 10; a and b: 1; neither: 100
    frame = pd.DataFrame({"a": np.repeat(np.arange(10), 10), "b": np.tile(np.arange(10), 10), "c": 0, "d": 0})
    first, second = choose_views(frame, ["a", "b", "c", "d"])
    assert set(first) | set(second) == {"a", "b", "c", "d"} and not set(first) & set(second)
    assert ("a" in first) != ("b" in first)  # apart: 10 and 10, against 100 and 1 together
    # a unique id and two columns that together are unique too (7 × 5 > 35 > ... 35 combinations for 35 rows)
    frame = pd.DataFrame({"a": np.arange(35), "b": np.arange(35) % 7, "c": np.arange(35) % 5})
    assert choose_views(frame, ["a", "b", "c"]) == (("a",), ("b", "c"))  # 1 and 1; b alone: 5 look-alikes


def test_the_external_file_errors_are_realistic_and_at_the_rate_asked():
    rng = np.random.default_rng(3)
    original = pd.DataFrame({"age": rng.integers(20, 60, 4000).astype(float), "region": rng.integers(0, 6, 4000)})
    kinds = {"age": CONTINUOUS, "region": CATEGORICAL}
    wrong = with_errors(original, kinds, 0.3, original, np.random.default_rng(1))
    changed = (wrong != original).any(axis=1)
    assert abs(changed.mean() - 0.3) < 0.03  # 30 % of the records, one key each
    assert ((wrong != original).sum(axis=1) <= 1).all()
    ages = (wrong["age"] - original["age"])[wrong["age"] != original["age"]]
    assert set(np.abs(ages)) == {1.0}  # a year off
    moved = wrong["region"][wrong["region"] != original["region"]]
    assert moved.isin(range(6)).all()  # moved to another region the original holds
    assert with_errors(original, kinds, 0.0, original, np.random.default_rng(1)).equals(original)


def test_errors_in_the_external_file_lower_record_linkage_on_a_copy():
    original = population()
    clean = run({"copy": original.copy()}, IdentitySpec(keys=KEYS, attacks=[ComponentChoice("record-linkage")]), original)
    noisy = run({"copy": original.copy()}, IdentitySpec(keys=KEYS, attacks=[ComponentChoice("record-linkage")],
                                                        errors=0.5), original)
    exact, typo = clean.results[0], noisy.results[0]
    right_exact = exact.attempts["attack_correct"].mean()
    right_typo = typo.attempts["attack_correct"].mean()
    assert right_exact == 1.0 and 0.3 < right_typo < 0.95  # half the records have one key wrong


def test_a_synthetic_release_is_not_scored_by_record_linkage():
    original = population()
    audit = run({"copy": original.copy(), "synth": shuffled(original)},
                IdentitySpec(keys=KEYS, synthetic=["synth"], attacks=[ComponentChoice("record-linkage")]), original)
    synth = by(audit, "synth", "record-linkage")
    assert synth.status == "not-applicable" and "synthetic" in synth.problems[0]
    assert by(audit, "copy", "record-linkage").verdict == "serious"
    with pytest.raises(AuditError, match="record linkage .* was asked for"):
        run({"synth": shuffled(original)}, IdentitySpec(keys=KEYS, synthetic=["synth"],
                                                       attacks=[ComponentChoice("record-linkage")]), original)


def test_a_release_of_some_of_the_original_s_rows_is_judged_through_its_rows_sources():
    # 700 of the 2,000 records, in another order: each row fits exactly one original record, so whose row is
    # whose is known; the 1,300 people left out have no row, and every claim about them is wrong
    original = population()
    picked = np.random.default_rng(4).permutation(len(original))[:700]
    audit = run({"part": original.iloc[picked].reset_index(drop=True)},
                IdentitySpec(keys=KEYS, attacks=[ComponentChoice("record-linkage")]), original)
    result = audit.results[0]
    assert result.status == "ok" and result.n_attempts == 1000
    attempts = result.attempts
    released = np.isin(attempts["target"], picked)
    # right exactly when the person has a row and the claim names it
    named = picked[attempts["attack_prediction"].to_numpy()]
    assert (attempts["attack_correct"] == (released & (named == attempts["target"]))).all()
    assert attempts.loc[released, "attack_correct"].all() and not attempts.loc[~released, "attack_correct"].any()
    assert any("each of its 700 rows fits exactly one original record" in w for w in audit.warnings)


def test_bad_identity_input_is_refused_with_what_to_do():
    original = population(200)
    with pytest.raises(DataError, match=r"release 'nokeys' has no column 'income'.*--identity-keys"):
        run({"nokeys": original.drop(columns="income")}, original=original)
    with pytest.raises(DataError, match="no audited column 'weight'"):
        run({"copy": original}, IdentitySpec(keys=KEYS + ["weight"]), original)
    with pytest.raises(AuditError, match="release 'sinth' is named synthetic.*its releases: copy"):
        run({"copy": original}, IdentitySpec(keys=KEYS, synthetic=["sinth"]), original)
    with pytest.raises(AuditError, match="overlap in 'sex'"):
        IdentitySpec(keys=KEYS, views=[["age", "sex"], ["sex", "region"]]).check()
    with pytest.raises(AuditError, match="two views, each naming at least one"):
        IdentitySpec(keys=KEYS, views=[["age"], []]).check()
    with pytest.raises(AuditError, match="between|in \\[0, 1\\)"):
        IdentitySpec(errors=1.5).check()


def test_the_register_names_who_was_singled_out_linked_and_re_identified(copy_and_shuffle):
    from anonguard.engine.key_variables.register import exposures, release_claims

    original, audit = copy_and_shuffle
    exposed = exposures(audit.results, len(original))
    linkage = by(audit, "copy", "record-linkage")
    claimed = linkage.attempts[linkage.attempts["attack_correct"]]["target"].to_numpy()
    assert all("re-identified by record-linkage on copy" in exposed[p] for p in claimed[:20])
    # nobody is exposed by shuffled columns at its point, but for the owners of the incomes it publishes once: a
    # published unique value isolates its owner whatever the other columns say
    shuffled_exposures = {t for text in exposed for t in text.split("; ") if "on shuffled" in t}
    assert shuffled_exposures == {"singled out by singling-out-univariate on shuffled"}
    rows = release_claims(audit.results, {"copy": len(original)})["copy"]
    assert rows[int(claimed[0])] == f"original row {claimed[0] + 1} by record-linkage"


def test_the_command_line_runs_the_identity_attacks_and_refuses_bad_views(tmp_path):
    original = population(600)
    original.to_csv(tmp_path / "original.csv", index=False)
    original.to_csv(tmp_path / "copy.csv", index=False)
    out = tmp_path / "out"
    done = run_here("identity", "--original", tmp_path / "original.csv", "--release", f"copy={tmp_path / 'copy.csv'}",
                   "--identity-keys", ",".join(KEYS), "--attack", "record-linkage", "--out", out, "--quiet", check_exit=0)
    assert "record linkage" in done.stdout and "Claim" in done.stdout
    saved = json.loads((out / "audit.json").read_text())
    assert saved["results"][0]["kind"] == "identity" and saved["results"][0]["verdict"] == "serious"
    assert AuditSpec.load(out / "audit.anonguard.json").identity.keys == KEYS
    bad = run_here("identity", "--original", tmp_path / "original.csv", "--release", tmp_path / "copy.csv",
                  "--views", "age,sex|sex,region", "--out", tmp_path / "bad", check_exit=2)
    assert "overlap in 'sex'" in bad.stderr and "Traceback" not in bad.stderr
    missing = run_here("identity", "--original", tmp_path / "original.csv", "--release", tmp_path / "copy.csv",
                      "--identity-keys", "age,height", "--out", tmp_path / "bad2", check_exit=2)
    assert "'height'" in missing.stderr and "Traceback" not in missing.stderr


def test_the_attacker_s_own_named_file_is_linked_by_its_entity_ids(tmp_path):
    original = population(800).assign(pid=[f"p{i}" for i in range(800)])
    original.to_csv(tmp_path / "original.csv", index=False)
    original.to_csv(tmp_path / "copy.csv", index=False)
    # the attacker's file: 300 people of the original with their true keys, and 100 strangers
    strangers = population(100, seed=77).assign(pid=[f"x{i}" for i in range(100)])
    named = pd.concat([original.sample(300, random_state=1), strangers], ignore_index=True)
    named.to_csv(tmp_path / "named.csv", index=False)
    out = tmp_path / "out"
    run_here("identity", "--original", tmp_path / "original.csv", "--release", f"copy={tmp_path / 'copy.csv'}",
            "--identity-keys", ",".join(KEYS), "--attack", "record-linkage", "--entity", "pid",
            "--external", tmp_path / "named.csv", "--out", out, "--quiet", "--attempts", check_exit=0)
    saved = json.loads((out / "audit.json").read_text())["results"][0]
    attempts = pd.read_csv(out / "attempts.csv")
    # every named person of the original who is a member is linked to their own row; a stranger never is
    assert attempts["attack_correct"].sum() == (attempts["target"] >= 0).sum() > 100
    assert (attempts["target"] == -1).sum() > 40 and not attempts.loc[attempts["target"] == -1, "attack_correct"].any()
    assert saved["verdict"] in ("serious", "at-risk")
    named.drop(columns="income").to_csv(tmp_path / "short.csv", index=False)
    bad = run_here("identity", "--original", tmp_path / "original.csv", "--release", tmp_path / "copy.csv",
                  "--identity-keys", ",".join(KEYS), "--entity", "pid", "--external", tmp_path / "short.csv",
                  "--out", tmp_path / "bad", check_exit=2)
    assert "short.csv: no column 'income'" in bad.stderr and "its columns are" in bad.stderr
    bad = run_here("identity", "--original", tmp_path / "original.csv", "--release", tmp_path / "copy.csv",
                  "--identity-keys", ",".join(KEYS), "--external", tmp_path / "named.csv", "--out", tmp_path / "bad2",
                  check_exit=2)
    assert "entity id" in bad.stderr


def test_an_attack_that_finds_nothing_to_claim_in_few_attempts_is_undetermined_with_the_attempts_needed():
    original = population(400)
    blank = original.copy()
    blank[:] = original.iloc[0].to_numpy()  # every row alike: no description fits one row
    audit = run({"blank": blank}, IdentitySpec(keys=KEYS, attacks=[ComponentChoice("singling-out")]), original)
    result = audit.results[0]
    assert result.status == "ok" and result.verdict == "undetermined" and result.alc is None
    assert "found nothing to claim in 200 attempts" in result.verdict_note  # the 200 members of 400
    # Wilson's upper end for 0 of 200 is z² / (200 + z²) = 3.8415 / 203.8415 = 1.9 %. Claims always right about
    # a share c reach PRC 0.5 (at risk against a baseline that claims nothing) where 1 − (log10 c / −4)³ = 0.5:
    # c = 10^(−4 · 0.5^(1/3)) = 0.0669 %; 0 claims in n attempts rule that out once 3.8415 / (n + 3.8415) < c,
    # from n = 5,742 (3.8415 · (1 − c) / c = 5,741.3)
    assert "At most 1.9% of the people could be claimed" in result.verdict_note
    assert "0.067% of them would already make the release at risk" in result.verdict_note
    assert result.attempts_to_decide == 5742 and "5,742 attempts without a claim would decide it" in result.verdict_note
    assert "The original's 200 members allow no more attempts than that" in result.verdict_note
    report = Report.from_audit(json.loads(json.dumps(redact(audit.to_dict(), Disclosure()))))
    row = report.tables_of("identity")[0].rows[0]
    assert row[5] == "undetermined" and row[4] == "-"


def test_nothing_to_claim_in_enough_attempts_is_safe():
    # 12,000 people, each alike: 6,000 members, every one of them a draw; 0 claims in 6,000 attempts bound the
    # claim rate by 3.8415 / 6,003.8 = 0.064 %, below the 0.067 % that would make the release at risk
    original = pd.DataFrame({"a": np.zeros(12_000), "b": np.zeros(12_000)})
    audit = run({"blank": original.copy()}, IdentitySpec(keys=["a", "b"], targets=6000,
                                                         attacks=[ComponentChoice("singling-out-univariate")]),
                original, **{"halting.work_budget": None})
    result = audit.results[0]
    assert result.n_attempts == 6000 and result.verdict == "safe" and result.alc is None, result.verdict_note
    assert "At most 0.064% of the people could be claimed" in result.verdict_note
    assert "nothing that matters was missed" in result.verdict_note


def test_linkability_reads_a_generalized_release_through_its_cells():
    # 40 people; the release publishes a in pairs ([0-1], [2-3], ...) and b as it is. An A-record agrees with its
    # pair's two rows, so it joins the B-records of both people of the pair that the attacker holds
    original = pd.DataFrame({"a": np.arange(40), "b": np.arange(100, 140)})
    release = pd.DataFrame({"a": [f"[{2 * (i // 2)}-{2 * (i // 2) + 1}]" for i in range(40)], "b": np.arange(100, 140)})
    audit = run({"pairs": release}, IdentitySpec(keys=["a", "b"], views=[["a"], ["b"]],
                                                 attacks=[ComponentChoice("linkability")]), original)
    attempts = audit.results[0].attempts
    assert not attempts["attack_abstained"].any()  # every A-record agrees with its pair's rows
    scores = attempts["attack_rank_score"].round(6)
    assert set(scores) <= {0.0, round(-np.log(2), 6)}
    alone = attempts[scores == 0.0]  # the pair's other person is not among the attacker's B-records
    assert len(alone) > 0 and alone["attack_correct"].all()
    pairs = attempts[scores != 0.0]  # a guess between two: right or wrong, never a third person
    assert set(pairs["attack_prediction"] // 2) == set(pairs["target"] // 2)
    assert (pairs["attack_prediction"] // 2 == pairs["target"] // 2).all()


def test_a_release_of_published_counts_is_not_attacked_but_named():
    original = population(300)
    counts = pd.DataFrame({"table": ["t"] * 2, "attribute": ["sex"] * 2, "value": ["F", "M"], "secret": ["region"] * 2,
                           "secret_value": ["r0", "r1"], "count": [10.0, 12.0]})
    audit = run({"copy": original.copy(), "counts": counts}, IdentitySpec(keys=KEYS), original)
    counted = [r for r in audit.results if r.release == "counts"]
    assert len(counted) == 4 and all(r.status == "not-applicable" for r in counted)
    assert "publishes count tables, not records" in counted[0].problems[0]
    assert by(audit, "copy", "record-linkage").verdict == "serious"


def test_the_command_line_takes_whose_row_is_whose(tmp_path):
    original = population(600).assign(pid=[f"p{i}" for i in range(600)])
    original.to_csv(tmp_path / "original.csv", index=False)
    order = np.random.default_rng(2).permutation(600)
    noisy = original.iloc[order].assign(income=lambda f: f["income"] + 1.0)  # shuffled, every income changed
    noisy.to_csv(tmp_path / "ids.csv", index=False)
    noisy.drop(columns="pid").to_csv(tmp_path / "no_ids.csv", index=False)
    common = ["identity", "--original", tmp_path / "original.csv", "--identity-keys", ",".join(KEYS), "--entity", "pid",
              "--attack", "record-linkage", "--quiet"]
    out = tmp_path / "out"
    run_here(*common, "--release", f"ids={tmp_path / 'ids.csv'}", "--release", f"plain={tmp_path / 'no_ids.csv'}",
            "--row-ids", "ids=pid", "--out", out, check_exit=1)  # 1: 'plain' cannot be judged (no ids)
    results = {r["release"]: r for r in json.loads((out / "audit.json").read_text())["results"]}
    assert results["ids"]["status"] == "ok" and results["ids"]["verdict"] in ("serious", "at-risk")
    assert results["plain"]["status"] == "not-applicable"
    assert "600 of the 600 rows" in results["plain"]["problems"][0] and "income" in results["plain"]["problems"][0]
    assert AuditSpec.load(out / "audit.anonguard.json").identity.row_ids == {"ids": "pid"}
    bad = run_here(*common, "--release", f"ids={tmp_path / 'ids.csv'}", "--row-ids", "ids", "--out", tmp_path / "b",
                  check_exit=2)
    assert "--row-ids 'ids': expected LABEL=COLUMN" in bad.stderr
    bad = run_here(*common, "--release", f"plain={tmp_path / 'no_ids.csv'}", "--row-ids", "plain=pid", "--out",
                  tmp_path / "b2", check_exit=2)
    assert "no_ids.csv: no column 'pid' (named as the id column of release 'plain')" in bad.stderr
    # a label naming no release (a release taken out of a saved audit, a typo) is said, and left out
    done = run_here(*common, "--release", f"plain={tmp_path / 'no_ids.csv'}", "--in-order", "nope", "--out",
                   tmp_path / "b3", check_exit=1)  # 1: 'plain' still cannot be judged
    warnings = json.loads((tmp_path / "b3" / "audit.json").read_text())["warnings"]
    assert any("release 'nope' is said to be in the original's order, but the audit has no release" in w
               for w in warnings)
