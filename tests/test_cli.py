"""The headless CLI end to end on the demo data, and its error handling."""

import json
import subprocess

import pandas as pd
import pytest
from conftest import ANONGUARD, run_cli, run_here  # run_here: a command whose process is not under test

REQUIRED = {
    "release", "attack_id", "secret", "known", "alc", "risk", "attack_precision", "attack_recall", "attack_prc",
    "baseline_precision", "baseline_recall", "baseline_prc", "baseline_model", "n_attempts", "halt_reason",
    "attack_curve", "baseline_curve",
}


def results_by(audit, release, secret):
    return next(r for r in audit["results"] if r["release"] == release and r.get("secret") == secret)


def test_demo_audit_json_is_complete(demo_audit):
    out, done = demo_audit
    audit = json.loads((out / "audit.json").read_text())
    assert audit["tool"]["name"] == "anonguard" and audit["tool"]["version"]
    files = audit["inputs"]
    assert {f["role"] for f in files} == {"original", "release", "non-members"} and len(files) == 6
    for f in files:
        assert len(f["sha256"]) == 64 and f["rows"] == (6000 if f["role"] == "non-members" else 12000) and f["columns"]
    assert audit["settings"]["seed"] == 2026
    kinds = [r["kind"] for r in audit["results"]]
    assert kinds.count("attribute") == 8 and kinds.count("membership") == 8  # the demo audits both
    for result in (r for r in audit["results"] if r["kind"] == "attribute"):
        assert REQUIRED <= set(result), REQUIRED - set(result)
        assert result["status"] == "ok"
        assert result["verdict"] in ("safe", "at-risk", "serious", "undetermined")
        assert result["halt_reason"] == "exhausted" and result["n_attempts"] == 12000  # the demo fits the work budget
        for curve in (result["attack_curve"], result["baseline_curve"]):
            assert {"recall", "precision", "prc"} <= set(curve)
            assert len(curve["recall"]) == len(curve["precision"]) == len(curve["prc"]) >= 1
        # ALC is the relative difference of the cross-fitted PRCs and lies inside its interval; the
        # paper's in-sample reading is kept beside it
        alc = (result["attack_prc"] - result["baseline_prc"]) / (1 - result["baseline_prc"])
        assert result["alc"] == pytest.approx(alc, rel=1e-4, abs=1e-5)  # both PRCs are stored rounded
        assert result["alc_ci"][0] <= result["alc"] <= result["alc_ci"][1] <= 1
        assert isinstance(result["alc_in_sample"], float)
    assert "copy" in done.stdout and "ALC" in done.stdout
    # progress lines only: no warning or traceback from the audit or its attack processes
    assert not [line for line in done.stderr.splitlines() if "Warning" in line or "Traceback" in line], done.stderr


@pytest.mark.parametrize("secret", ["income", "education"])
def test_demo_shows_the_difference_between_releases(demo_audit, secret):
    audit = json.loads((demo_audit[0] / "audit.json").read_text())
    assert results_by(audit, "copy", secret)["verdict"] == "serious"
    assert results_by(audit, "swap-weak", secret)["alc"] > results_by(audit, "swap-strong", secret)["alc"]
    # a fifth of the weakly swapped records are published untouched: right 75-80 % of the time for
    # about 40 % of people against about a third for the baseline on them
    assert results_by(audit, "swap-weak", secret)["verdict"] == "at-risk"
    assert results_by(audit, "independent", secret)["verdict"] == "safe"


def test_saved_audit_file_reruns_identically(tmp_path, small_demo):
    # the demo audit on its first people (tests/conftest.py: make_small_demo): rerunning identically does not
    # depend on the tables' size, nor on how many attacks and secrets there are
    out, rerun = tmp_path / "first", tmp_path / "rerun"
    run_here("audit", "--config", small_demo, "--attack", "best-row-match", "--secret", "education",
             "--max-attempts", "300", "--out", out, "--quiet", check_exit=0)
    # the rerun in a process of its own, as next year's would be (its own hash seed, no state of the first run's)
    run_cli("audit", "--config", out / "audit.anonguard.json", "--out", rerun, "--quiet", check_exit=0)
    first = json.loads((out / "audit.json").read_text())["results"]
    second = json.loads((rerun / "audit.json").read_text())["results"]
    assert {r["kind"] for r in first} == {"attribute", "membership", "identity"} and len(first) == 24
    strip = lambda rs: [{k: v for k, v in r.items() if k not in ("seconds", "attempts")} for r in rs]  # noqa: E731
    assert strip(first) == strip(second)


def test_a_changed_input_file_is_detected_by_its_hash(demo_audit, tmp_path, repo_root):
    saved = json.loads((demo_audit[0] / "audit.anonguard.json").read_text())
    assert all(len(t["sha256"]) == 64 for r in saved["releases"] for t in r["tables"])
    demo = repo_root / "anonguard" / "resources" / "demo"
    changed = pd.read_csv(demo / "release_copy.csv").iloc[:-1]
    changed.to_csv(tmp_path / "release_copy.csv", index=False)
    saved["original"]["path"] = str(demo / "population.csv")
    saved["releases"] = [{"label": "copy", "tables": [{"path": str(tmp_path / "release_copy.csv"),
                                                       "sha256": saved["releases"][0]["tables"][0]["sha256"]}]}]
    saved["secrets"] = ["education"]
    (tmp_path / "audit.json").write_text(json.dumps(saved))
    done = run_here("audit", "--config", tmp_path / "audit.json", "--attack", "best-row-match", "--max-attempts", "200",
                    "--out", tmp_path / "out", check_exit=1)  # 1: its record linkage cannot be judged (below)
    assert "release_copy.csv: the file changed since the audit was saved" in done.stderr
    # the demo's audit file says the copy's rows are in the original's order; one row fewer cannot be, and
    # only its record linkage says so (not applicable), the rest of the audit runs
    linkage = [r for r in json.loads((tmp_path / "out" / "audit.json").read_text())["results"]
               if r["attack_id"] == "record-linkage"]
    assert [r["status"] for r in linkage] == ["not-applicable"] and "11,999 rows" in linkage[0]["problems"][0]


def test_audit_from_flags_with_several_release_tables(tmp_path, repo_root):
    demo = repo_root / "anonguard" / "resources" / "demo"
    original = pd.read_csv(demo / "population.csv")
    release = original.drop(columns="person_id")
    release[["age", "sex", "region", "marital_status"]].to_csv(tmp_path / "part1.csv", index=False)
    release[["age", "sex", "children", "marital_status"]].to_parquet(tmp_path / "part2.parquet")
    out = tmp_path / "out"
    run_here("audit", "--original", demo / "population.csv", "--release", tmp_path / "part1.csv",
             "--release", tmp_path / "part2.parquet", "--secret", "marital_status", "--known", "age,sex,region,children",
             "--ignore", "person_id", "--attack", "best-row-match", "--seed", "3", "--max-attempts", "1000", "--quiet",
             "--out", out, check_exit=0)
    audit = json.loads((out / "audit.json").read_text())
    assert [f["role"] for f in audit["inputs"]] == ["original", "release", "release"]
    (result,) = audit["results"]
    assert result["release"] == "release" and result["known"] == ["age", "sex", "region", "children"]
    assert result["status"] == "ok" and result["n_attempts"] > 0


@pytest.mark.parametrize(
    "args, fragment",
    [
        (["audit", "--out", "x"], "needs --original"),
        (["audit", "--original", "nope.csv", "--release", "r.csv", "--secret", "s", "--out", "x"], "nope.csv: no such file"),
        (["audit", "--demo", "--secret", "salary", "--out", "x"], "no column 'salary'"),
        (["audit", "--demo", "--attack", "no-such-attack", "--out", "x"], "no attack with id 'no-such-attack'"),
        (["audit", "--demo", "--param", "best-row-match.memory_mb=1", "--out", "x"],
         "best-row-match.memory_mb must lie between 16 and 16,384, got 1"),
        (["audit", "--demo", "--param", "best-row-match.memory_mb=lots", "--out", "x"],
         "best-row-match.memory_mb must be a whole number, got 'lots'"),
        (["audit", "--demo", "--known", "age,height", "--out", "x"], "known column 'height'"),
        (["audit", "--demo", "--mode", "sideways", "--out", "x"], "invalid choice"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_usage_and_data_errors_are_one_line_with_status_2(tmp_path, args, fragment):
    done = run_here(*[str(tmp_path / a) if a in ("x", "nope.csv", "r.csv") else a for a in args])
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert fragment in lines[0] and lines[0].startswith("anonguard: error:")
    assert "Traceback" not in done.stderr


def test_broken_release_file_is_named(tmp_path, repo_root):
    bad = tmp_path / "release.parquet"
    bad.write_bytes(b"PAR1 but not really")
    done = run_here("audit", "--original", repo_root / "anonguard" / "resources" / "demo" / "population.csv", "--release",
                    bad, "--secret", "income", "--out", tmp_path / "o")
    assert done.returncode == 2 and "release.parquet" in done.stderr and "Traceback" not in done.stderr


def test_a_reader_that_stops_early_gets_no_traceback():
    """`anonguard plugins | head -1`: the pipe closes under the listing; it ends quietly."""
    process = subprocess.Popen([*ANONGUARD, "plugins"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    process.stdout.close()  # long before the interpreter has started and written a line
    _, errors = process.communicate(timeout=120)
    assert process.returncode == 0 and b"Traceback" not in errors and b"BrokenPipe" not in errors, errors


def test_debug_is_accepted_after_the_command_too(tmp_path):
    done = run_here("audit", "--demo", "--secret", "salary", "--out", tmp_path / "x", "--debug")
    assert done.returncode == 2 and "no column 'salary'" in done.stderr and "unrecognized" not in done.stderr
    assert not (tmp_path / "x").exists()  # the refused run made its folder to lock it, and took it away again
    (tmp_path / "mine").mkdir()  # a folder the officer made stays, empty or not
    run_here("audit", "--demo", "--secret", "salary", "--out", tmp_path / "mine", check_exit=2)
    assert (tmp_path / "mine").is_dir()
