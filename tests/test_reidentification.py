"""The re-identification part of an audit, end to end: what it measures on which file, against a small
table counted by hand; the verdict and the report that read it; the command line; bad input."""

import json
from pathlib import Path
import math

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.audit import Audit
from anonguard.engine.key_variables.result import ORIGINAL, ReidentificationProgress, ReidentificationResult
from anonguard.engine.settings import AuditSettings, with_setting
from anonguard.engine.spec import ReidentificationSpec
from anonguard.errors import DataError
from anonguard.report.model import Report, load_audit_result
from anonguard.report.verdict import judge
from anonguard.engine.claims.measures import RiskBands

from conftest import run_here  # the command's work, in this process: its start-up is tested elsewhere

# six people; key variables age and sex; w the survey weight; hh the household
ORIGINAL_TABLE = pd.DataFrame({"age": [30, 30, 40, 40, 40, 50], "sex": ["F", "F", "M", "M", "M", "F"],
                               "w": [10.0, 10, 20, 20, 20, 5], "hh": [1, 1, 2, 2, 3, 3],
                               "job": ["a", "b", "a", "a", "b", "c"]})
# a generalized release: ages as one band, the 50-year-old's age suppressed
COARSE = ORIGINAL_TABLE.assign(age=["[30-40]"] * 5 + ["*"])
NO_SEX = ORIGINAL_TABLE.drop(columns="sex")


def measured(releases=None, **section):
    spec = ReidentificationSpec(**{"key_sets": [["age", "sex"]], **section})
    audit = Audit.of_frames(ORIGINAL_TABLE, releases if releases is not None else
                            {"copy": ORIGINAL_TABLE, "coarse": COARSE, "no-sex": NO_SEX}, [],
                            reidentification=spec)
    audit.prepare()
    events = list(audit.run())
    return audit, events


def bf_risk(f: int, big_f: float) -> float:
    """Benedetti–Franconi's individual risk as sdcMicro's documentation writes it (p = f / F)."""
    p = f / big_f
    odds = p / (1 - p)
    if f == 1:
        return odds * math.log(1 / p)
    if f == 2:
        return odds - odds ** 2 * math.log(1 / p)
    return p / (f - (1 - p))


def test_each_file_is_counted_as_by_hand_and_a_release_without_a_key_is_named():
    audit, _ = measured(weight="w", household="hh")
    result = audit.reidentification
    assert [(s.file, s.keys) for s in result.sets] == [(ORIGINAL, ("age", "sex")), ("copy", ("age", "sex")),
                                                       ("coarse", ("age", "sex"))]
    assert any("no key variable 'sex'" in note and "no-sex" in note for note in result.notes)
    original, copy, coarse = result.sets
    # classes (30,F) x2, (40,M) x3, (50,F) x1
    for s in (original, copy):
        assert s.sample_uniques == 1 and s.violating == {2: 1, 3: 3, 5: 6}
        register = s.register
        assert register["class size"].tolist() == [2, 2, 3, 3, 3, 1]
        assert register["population estimate"].tolist() == [20, 20, 60, 60, 60, 5]
        risks = [bf_risk(2, 20)] * 2 + [bf_risk(3, 60)] * 3 + [bf_risk(1, 5)]
        np.testing.assert_allclose(register["individual risk"], risks, rtol=1e-12)
        assert s.expected == pytest.approx(sum(risks)) and s.share == pytest.approx(sum(risks) / 6)
        # only the 50-year-old is above 0.1 (0.25 · ln 5 = 0.40): 1 of 6 records, beyond the 5 % serious share
        assert s.above == 1 and s.band == "serious" and s.highest == pytest.approx(0.25 * math.log(5))
        households = {1: 1 - (1 - risks[0]) * (1 - risks[1]), 2: 1 - (1 - risks[2]) * (1 - risks[3]),
                      3: 1 - (1 - risks[4]) * (1 - risks[5])}
        assert s.household_expected == pytest.approx(2 * households[1] + 2 * households[2] + 2 * households[3])
        assert s.class_sizes[:3] == [1, 2, 3]  # records in classes of size 1, 2 and 3–4
    # the suppressed age matches every age: the 50-year-old now shares (*, F) with the two women of 30, and
    # they with it; nobody is unique
    assert coarse.register["class size"].tolist() == [3, 3, 3, 3, 3, 3] and coarse.sample_uniques == 0
    assert "wildcard" in coarse.reading
    # each release row against the original: the copy's 50-year-old fits one person, the coarse rows fit 2-3
    assert copy.matches_one == 1 and copy.register["original records matching"].tolist() == [2, 2, 3, 3, 3, 1]
    assert coarse.matches_one == 0 and coarse.register["original records matching"].tolist() == [2, 2, 3, 3, 3, 3]
    assert original.matches_one is None


def settings_of(**values) -> AuditSettings:
    settings = AuditSettings()
    for name, value in values.items():
        settings = with_setting(settings, f"reidentification.{name}", value)
    return settings


def audit_of(settings: AuditSettings, releases=None, **section) -> Audit:
    spec = ReidentificationSpec(**{"key_sets": [["age", "sex"]], **section})
    audit = Audit.of_frames(ORIGINAL_TABLE, releases or {"copy": ORIGINAL_TABLE}, [], reidentification=spec,
                            settings=settings)
    audit.prepare()
    list(audit.run())
    return audit


def test_without_weights_the_risk_is_one_over_the_class_size_and_the_prosecutor_reading_decides():
    audit, _ = measured({"copy": ORIGINAL_TABLE})
    copy = audit.reidentification.sets[1]
    np.testing.assert_allclose(copy.register["individual risk"], [1 / 2, 1 / 2, 1 / 3, 1 / 3, 1 / 3, 1])
    assert copy.expected == pytest.approx(3.0) and copy.above == 6
    # classes of 2, 3 and 1: the two women of 30 and the 50-year-old are in classes smaller than k = 3
    assert (copy.below_k, copy.k, copy.decided_by, copy.bands) == (3, 3, "prosecutor", {"prosecutor": "serious"})
    assert copy.band == "serious" and copy.at_risk == 3
    # k = 2 and serious only from half the records: the 50-year-old alone is at risk
    relaxed = audit_of(settings_of(k=2, serious_share=0.5)).reidentification.sets[1]
    assert relaxed.below_k == 1 and relaxed.band == "at-risk"
    # a sample whose members are not known, but no weight to read it by: the prosecutor reading still decides
    unknown = audit_of(settings_of(scenario="membership-unknown")).reidentification
    assert unknown.sets[1].decided_by == "prosecutor" and unknown.sets[1].band == "serious"
    assert any("no survey weight is named" in note for note in unknown.notes)


def test_with_a_weight_both_readings_are_given_and_the_band_follows_the_scenario_chosen():
    known = audit_of(settings_of(), weight="w").reidentification.sets[1]
    # the 50-year-old: weighted risk 0.25·ln 5 = 0.40 > 0.1, 1 of 6 records; prosecutor: 3 of 6 below k = 3
    assert known.bands == {"prosecutor": "serious", "individual": "serious"} and known.decided_by == "prosecutor"
    assert known.at_risk == 3 and known.scenario_words() == "the intruder can know who is in the file (prosecutor, k = 3)"
    unknown = audit_of(settings_of(scenario="membership-unknown", threshold=0.5, serious_share=0.5),
                       weight="w").reidentification.sets[1]
    # nobody's weighted risk is above 0.5, while half the records are in classes smaller than 3
    assert unknown.bands == {"prosecutor": "serious", "individual": "safe"}
    assert (unknown.decided_by, unknown.band, unknown.at_risk) == ("individual", "safe", 0)
    assert "cannot know who is in the sample" in unknown.scenario_words()
    assert "0 of 6 records (0.0%) have an individual risk above 0.5" in judge([], RiskBands(), audit_of(
        settings_of(scenario="membership-unknown", threshold=0.5, serious_share=0.5), weight="w").reidentification
    ).keys[0].sentence


def test_the_result_survives_audit_json_and_the_report_reads_it(tmp_path):
    audit, _ = measured(weight="w", household="hh")
    path = tmp_path / "audit.json"
    data = audit.to_dict()
    path.write_text(json.dumps({**data, "privacy": {"include_values": False, "min_count": 10}}))
    loaded = load_audit_result(path)  # checked against the schema
    again = ReidentificationResult.from_dict(loaded["reidentification"])
    assert [s.to_dict() for s in again.sets] == [s.to_dict() for s in audit.reidentification.sets]
    assert all(s.register is None for s in again.sets)  # the register never goes into audit.json
    report = Report.from_audit(loaded)
    assert report.verdict.band == "serious" and "Re-identification by key variables" in report.verdict.headline
    table = report.tables_of("key-variables")[0]
    assert [row[0] for row in table.rows] == ["original", "copy", "coarse"]
    sections = report.sections()
    assert sections[0].title == "1. Re-identification by age, sex" and sections[0].band == "serious"
    measures = sections[0].tables[0]
    assert measures.columns == ["Measure", "original", "copy", "coarse"]
    assert ["Sample uniques", "1 (16.7%)", "1 (16.7%)", "0 (0.0%)"] in measures.rows
    assert any(name.startswith("Re-identification") for name, _ in report.explanation())


def test_the_verdict_counts_the_releases_readings_not_the_originals():
    audit, _ = measured()
    verdict = judge([], RiskBands(), audit.reidentification)
    assert [f.release for f in verdict.keys] == ["copy", "coarse"]
    # the copy has classes of 1 and 2 (k = 3); the coarse release's suppressed age makes every class 3 large
    assert verdict.key_counts == {"serious": 1, "at-risk": 0, "safe": 1}
    assert {r.release: r.band for r in verdict.releases} == {"copy": "serious", "coarse": "safe"}
    assert all(r.driven_by == "re-identification by age, sex" for r in verdict.releases)


def test_a_search_measures_the_riskiest_combinations_of_the_possible_keys():
    rng = np.random.default_rng(3)
    table = pd.DataFrame({"a": rng.integers(0, 2, 400), "b": rng.integers(0, 3, 400),
                          "id": np.arange(400), "c": rng.integers(0, 40, 400)})
    spec = ReidentificationSpec(candidates=["a", "b", "c"])
    audit = Audit.of_frames(table, {"copy": table}, [], reidentification=spec)
    audit.prepare()
    list(audit.run())
    found = audit.reidentification
    assert found.search["complete"] and found.search["total"] == 7  # 3 + 3 + 1 combinations
    ranked = [tuple(r["keys"]) for r in found.search["ranked"]]
    # by hand: the more values a set holds, the more uniques; a, b, c together is the riskiest
    assert ranked[0] == ("a", "b", "c") and ranked[-1] == ("a",)
    measured_sets = list(dict.fromkeys(s.keys for s in found.sets))
    assert measured_sets == ranked[:3]  # reidentification.searched_sets
    report = Report.from_audit({**audit.to_dict(), "privacy": {"include_values": False, "min_count": 10}})
    table = report.tables_of("key-variables")[-1]
    assert [row[0] for row in table.rows] == [", ".join(keys) for keys in ranked]
    # each variable is in 4 of the 7 sets ranked (all of them): no variable stands out here
    assert "every combination was tried" in table.note and "recode these first): a (4), b (4), c (4)." in table.note


def test_a_key_that_is_a_record_id_is_named_and_cancelling_keeps_what_was_measured():
    table = ORIGINAL_TABLE.assign(pid=range(6))
    spec = ReidentificationSpec(key_sets=[["pid", "sex"], ["age"]])
    audit = Audit.of_frames(pd.concat([table] * 5, ignore_index=True).assign(pid=range(30)), {}, [],
                            reidentification=spec)
    audit.prepare()
    assert any("'pid'" in w and "record id" in w for w in audit.plan_of("key-variables").measures.notes)
    stop = []
    for event in audit.run(lambda: bool(stop)):  # Cancel pressed as the second key set begins
        if isinstance(event, ReidentificationProgress) and event.done > 0:
            stop.append(True)
    assert audit.reidentification.status == "cancelled"
    assert [s.keys for s in audit.reidentification.sets] == [("pid", "sex")]


@pytest.mark.parametrize("value, words", [(0, "'0'"), (None, "nothing"), ("many", "'many'"), (-2, "'-2'")])
def test_bad_survey_weights_are_refused_naming_the_row(value, words):
    bad = ORIGINAL_TABLE.astype({"w": object})
    bad.loc[3, "w"] = value
    audit = Audit.of_frames(bad, {"copy": bad}, [], reidentification=ReidentificationSpec(
        key_sets=[["age", "sex"]], weight="w"))
    with pytest.raises(DataError, match=rf"survey weight column 'w' holds {words} in data row 4"):
        audit.prepare()


def test_the_command_line_writes_the_section_and_refuses_bad_bins(tmp_path):
    ORIGINAL_TABLE.to_csv(tmp_path / "original.csv", index=False)
    COARSE.to_csv(tmp_path / "coarse.csv", index=False)
    done = run_here("audit", "--original", tmp_path / "original.csv", "--release", f"coarse={tmp_path / 'coarse.csv'}",
                   "--keys", "age,sex", "--keys", "job", "--weight", "w", "--household", "hh", "--out",
                   tmp_path / "out", "--quiet", check_exit=0)
    assert "Re-identification by the key variables age, sex:" in done.stdout
    saved = json.loads((tmp_path / "out" / "audit.json").read_text())
    assert [(s["file"], s["keys"]) for s in saved["reidentification"]["sets"]] == [
        ("original", ["age", "sex"]), ("coarse", ["age", "sex"]), ("original", ["job"]), ("coarse", ["job"])]
    assert saved["audit"]["reidentification"]["weight"] == "w" and saved["results"] == []
    risk = run_here("risk", "--original", tmp_path / "original.csv", "--release", tmp_path / "coarse.csv",
                   "--keys", "age,sex", "--out", tmp_path / "risk", "--format", "json,html", "--quiet", check_exit=0)
    assert "coarse: safe: 0 of 6 records (0.0%) are in a key combination shared by fewer than 3" in risk.stdout
    html = (tmp_path / "risk" / "report.html").read_text()
    assert "Re-identification by key variables" in html and "Measures of age, sex" in html
    refused = run_here("risk", "--release", tmp_path / "original.csv", "--keys", "age", "--bins", "age=few",
                      check_exit=2)
    assert "--bins age=few: give a number of bins" in refused.stderr and "Traceback" not in refused.stderr
    absent = run_here("risk", "--release", tmp_path / "original.csv", "--keys", "age,region", check_exit=2)
    assert "no column 'region'" in absent.stderr and "its columns are age, sex, w, hh, job" in absent.stderr


def test_the_register_names_who_an_attack_exposed_beyond_the_baseline():
    from anonguard.engine.membership.result import MembershipResult
    from anonguard.engine.claims.results import OperatingPoint, ClaimsResult
    from anonguard.engine.key_variables.register import exposures

    inference = ClaimsResult("copy", "best-row-match", {}, "job", ("age",))
    inference.attack = OperatingPoint(0.5, 0.5, 1.0, 1.0, 0.3, 1.0, 0.9, 2, True)  # claims from a score of 0.5
    inference.attempts = pd.DataFrame({
        "target": [0, 1, 2, 3], "attack_rank_score": [0.9, 0.8, 0.2, np.nan],
        "attack_abstained": [False, False, False, True], "attack_correct": [True, True, True, False],
        "baseline_correct": [False, True, False, False]})
    membership = MembershipResult("copy", "closest-distance", {})
    membership.claims = [{"candidate": "original row 3", "member": True},
                         {"candidate": "non-member row 2", "member": False},
                         {"candidate": "original row 1", "member": True}]
    found = exposures([inference, membership], 5).tolist()
    # row 0: claimed, right, the baseline wrong; row 1: the baseline knew it too; row 2: below the threshold
    assert found == ["job by best-row-match on copy; membership by closest-distance on copy", "",
                     "membership by closest-distance on copy", "", ""]


def test_the_register_is_written_only_when_asked_for_and_only_for_its_owner(tmp_path):
    ORIGINAL_TABLE.to_csv(tmp_path / "original.csv", index=False)
    common = ("risk", "--original", tmp_path / "original.csv", "--release", f"copy={tmp_path / 'original.csv'}",
              "--keys", "age,sex", "--weight", "w", "--quiet")
    run_here(*common, "--out", tmp_path / "plain", check_exit=0)
    assert not (tmp_path / "plain" / "risk_register.csv").exists()
    run_here(*common, "--out", tmp_path / "asked", "--register", check_exit=0)
    path = tmp_path / "asked" / "risk_register.csv"
    register = pd.read_csv(path, keep_default_na=False)
    assert (path.stat().st_mode & 0o777) == 0o600
    assert register["file"].tolist() == ["original"] * 6 + ["copy"] * 6
    assert register["class size"].tolist() == [2, 2, 3, 3, 3, 1] * 2
    assert register.loc[register["file"] == "original", "exposed by"].tolist() == [""] * 6  # no attack was run


def test_what_a_review_found_stays_fixed(tmp_path):
    from anonguard.engine.key_variables.key_risk import contained_originals, household_risk

    # a number read as 30.0 in the original still matches "30" in a release whose column also holds text
    original = pd.DataFrame({"age": [30.0, 40.0, np.nan], "sex": ["M", "F", "F"]})
    release = pd.DataFrame({"age": ["30", "40", "unknown"], "sex": ["M", "F", "F"]})
    assert contained_originals(release, original).count.tolist() == [1, 2, 1]  # the missing age matches any
    # a record without a household id is a household of its own
    np.testing.assert_allclose(household_risk(np.array([0.5, 0.5, 0.5, 0.1]), np.array([np.nan, np.nan, np.nan, 1])),
                               [0.5, 0.5, 0.5, 0.1])
    # a risk at the threshold counts below it: ten records of one class, risk 1/10 each, none above 0.1
    ten = pd.DataFrame({"k": ["a"] * 10})
    audit = Audit.of_frames(ten, {"copy": ten}, [], reidentification=ReidentificationSpec(key_sets=[["k"]]))
    audit.prepare()
    list(audit.run())
    copy = audit.reidentification.sets[1]
    assert copy.above == 0 and copy.band == "safe"
    assert copy.risk_counts[copy.risk_edges.index(0.1) - 1] == 10  # the bar "≤0.1", left of the threshold
    ORIGINAL_TABLE.to_csv(tmp_path / "original.csv", index=False)
    ORIGINAL_TABLE[["age"]].to_csv(tmp_path / "population.csv", index=False)
    for args, said in [
        (("--keys", "age,sex", "--population", tmp_path / "population.csv"),
         "population.csv: the population table has no key variable 'sex'"),
        (("--keys", "age,age,sex"), "key variable 'age' is named twice"),
        (("--keys", "age", "--population-size", "-5"),
         "--population-size -5: reidentification.population_size must lie between 1 and 10,000,000,000"),
        (("--keys", "age", "--population-size", "3"), "the population size 3 is smaller than the 6 records"),
    ]:
        refused = run_here("risk", "--release", tmp_path / "original.csv", *args, check_exit=2)
        assert said in refused.stderr and "Traceback" not in refused.stderr, refused.stderr
    # a file measured on its own is judged itself
    alone = run_here("risk", "--release", tmp_path / "original.csv", "--keys", "age,sex", "--out", tmp_path / "alone",
                    "--quiet", check_exit=0)
    assert "original: serious: 3 of 6 records (50.0%) are in a key combination shared by fewer than 3" in alone.stdout
    verdict = json.loads((tmp_path / "alone" / "audit.json").read_text())
    report = Report.from_audit(verdict)
    assert report.verdict.band == "serious" and "Do not publish" in report.verdict.headline
    # an audit file naming known sets and no re-identification section: its known sets are measured
    saved = {"format": "anonguard-audit", "version": 1, "original": {"path": str(tmp_path / "original.csv")},
             "releases": [], "secrets": ["job"], "known_sets": [["age", "sex"]]}
    (tmp_path / "audit.json").write_text(json.dumps(saved))
    from_file = run_here("risk", "--config", tmp_path / "audit.json", check_exit=0)
    assert "Re-identification by the key variables age, sex:" in from_file.stdout
    refused = run_here("report", tmp_path / "alone" / "audit.json", "--out", tmp_path / "again", "--register",
                      check_exit=2)
    assert "audit.json never keeps it" in refused.stderr


def test_a_synthetic_release_is_read_by_the_real_people_its_rows_fit():
    from anonguard.engine.key_variables.plan import KeyFile, ReidentificationPlan

    # made-up rows: (30, F) fits two real people, (40, M) three, (50, F) one, (60, M) and (70, F) nobody
    synthetic = pd.DataFrame({"age": [30, 30, 40, 60, 50, 70], "sex": ["F", "F", "M", "M", "F", "F"]})
    files = [KeyFile(ORIGINAL, ORIGINAL_TABLE, "original.csv"), KeyFile("synth", synthetic, "synth.csv"),
             KeyFile("copy", ORIGINAL_TABLE, "copy.csv")]
    plan = ReidentificationPlan(ReidentificationSpec(key_sets=[["age", "sex"]]),
                                settings_of(serious_share=0.5).reidentification, [], [], files, synthetic=["synth"])
    *_, result = plan.run()
    synth, copy = result.of_file("synth")[0], result.of_file("copy")[0]
    # its own classes: four rows alone (all six below k = 3), which would read serious; but a synthetic row is
    # nobody: only the (50, F) row points at one real person, 1 of 6, at risk
    assert (synth.sample_uniques, synth.below_k, synth.matches_one) == (4, 6, 1)
    assert synth.synthetic and synth.decided_by == "synthetic" and synth.band == "at-risk"
    assert synth.bands == {"prosecutor": "serious", "synthetic": "at-risk"}
    assert not copy.synthetic and copy.decided_by == "prosecutor"  # only the release named synthetic
    sentence = judge([], RiskBands(), result).keys[0].sentence
    assert sentence.startswith("Release 'synth' is synthetic") and "1 of 6 synthetic rows (16.7%) fit exactly one real" \
        in sentence


def test_the_key_set_search_adds_to_the_declared_key_sets_which_are_always_measured():
    rng = np.random.default_rng(3)
    table = pd.DataFrame({"a": rng.integers(0, 2, 400), "b": rng.integers(0, 3, 400), "c": rng.integers(0, 40, 400),
                          "d": rng.integers(0, 5, 400)})
    # a declared four-variable intruder, beyond the search's largest set (3 by default), and the search
    spec = ReidentificationSpec(key_sets=[["a", "b", "c", "d"], ["a", "b"]], candidates=["a", "b", "c", "d"])
    audit = Audit.of_frames(table, {"copy": table}, [], reidentification=spec)
    audit.prepare()
    list(audit.run())
    found = audit.reidentification
    measured_sets = list(dict.fromkeys(s.keys for s in found.sets))
    ranked = [tuple(r["keys"]) for r in found.search["ranked"]]
    assert measured_sets[:2] == [("a", "b", "c", "d"), ("a", "b")]  # the declared sets first, always
    # then the three riskiest the search found, leaving out a set already declared
    assert measured_sets[2:] == [keys for keys in ranked if keys != ("a", "b")][:3]
    assert max(len(keys) for keys in ranked) == 3 and len(measured_sets) == 5


DEMO = Path(__file__).resolve().parent.parent / "anonguard" / "resources" / "demo"


def demo_protected(copy: pd.DataFrame) -> pd.DataFrame:
    """The demo's copy as an office would protect it: age in 5-year bands (85+ at the top), income rounded to
    1,000 and top-coded at 150,000 (about the 98th percentile)."""
    band = (copy["age"] // 5) * 5
    age = np.where(copy["age"] >= 85, "85+", band.astype(str) + "-" + (band + 4).astype(str))
    income = np.where(copy["income"].isna(), "", np.where(copy["income"] >= 150_000, ">=150000",
                                                         copy["income"].round(-3).fillna(0).astype(int).astype(str)))
    return copy.assign(age=age, income=income)


def test_the_demo_s_exact_copy_reads_serious_and_banding_age_and_top_coding_income_lowers_it():
    from anonguard.engine.spec import AuditSpec

    section = AuditSpec.load(DEMO / "demo_audit.json").reidentification  # the demo's two intruders, its weight
    population = pd.read_csv(DEMO / "population.csv")
    copy = pd.read_csv(DEMO / "release_copy.csv")
    audit = Audit.of_frames(population, {"copy": copy, "protected": demo_protected(copy)}, [],
                            reidentification=section, settings=settings_of(suda_size=0))
    audit.prepare()
    list(audit.run())
    verdict = judge([], RiskBands(), audit.reidentification)
    worst = {release.release: release.key for release in verdict.releases}
    # by default the intruder can know who is in the file: the six-key intruder finds 10,736 of 12,000 people in
    # combinations shared by fewer than 3 (8,512 alone)
    assert worst["copy"].band == "serious" and worst["copy"].risk.below_k == 10_736
    assert worst["copy"].risk.keys == ("age", "sex", "region", "marital_status", "occupation", "children")
    # protected: fewer at risk (7,032), and the three-key intruder (age, sex, region) finds nobody below 3
    assert worst["protected"].severity < worst["copy"].severity and worst["protected"].risk.below_k == 7_032
    by_keys = {(s.file, len(s.keys)): s for s in audit.reidentification.sets}
    assert by_keys[("copy", 3)].band == "at-risk" and by_keys[("protected", 3)].band == "safe"
    # the weighted individual risk, which decided before, calls the exact copy safe: the demo's weights (about 100
    # people a record) make every record's risk small, so it is shown beside the reading, not instead
    assert by_keys[("copy", 6)].bands["individual"] == "safe"


def test_risk_from_an_audit_file_reads_its_synthetic_release_as_synthetic(tmp_path):
    """`risk --config` runs no identity attack, but a release the audit file's identity section calls synthetic
    is still read by the real people its rows fit (it read by its own classes, the stricter k-anonymity)."""
    ORIGINAL_TABLE.to_csv(tmp_path / "original.csv", index=False)
    pd.DataFrame({"age": [30, 30, 40, 60, 50, 70], "sex": ["F", "F", "M", "M", "F", "F"]}).to_csv(
        tmp_path / "synth.csv", index=False)
    saved = {"format": "anonguard-audit", "version": 1, "original": {"path": str(tmp_path / "original.csv")},
             "releases": [{"label": "synth", "tables": [{"path": str(tmp_path / "synth.csv")}]}], "secrets": [],
             "known_sets": [["age", "sex"]], "identity": {"keys": ["age", "sex"], "synthetic": ["synth"]}}
    (tmp_path / "audit.json").write_text(json.dumps(saved))
    done = run_here("risk", "--config", tmp_path / "audit.json", "--json", check_exit=0)
    (synth,) = [s for s in json.loads(done.stdout)["sets"] if s["file"] == "synth" and s.get("model") is None]
    assert synth["synthetic"] and synth["decided_by"] == "synthetic"
    flagged = run_here("risk", "--original", tmp_path / "original.csv", "--release", f"synth={tmp_path / 'synth.csv'}",
                      "--keys", "age,sex", "--synthetic", "synth", "--json", check_exit=0)
    assert [s["decided_by"] for s in json.loads(flagged.stdout)["sets"] if s["file"] == "synth"] == ["synthetic"]
