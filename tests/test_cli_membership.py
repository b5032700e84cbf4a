"""`anonguard membership`: the command line over the same audit object."""

import json

import pytest

from conftest import run_here  # the command's work, in this process: its start-up is tested elsewhere


@pytest.fixture(scope="module")
def demo_membership(tmp_path_factory):
    out = tmp_path_factory.mktemp("membership-cli")
    done = run_here("membership", "--demo", "--quiet", "--include-values", "--out", out, check_exit=0)
    return out, done


def test_demo_membership_writes_the_figures_of_every_release(demo_membership):
    out, done = demo_membership
    data = json.loads((out / "audit.json").read_text())
    results = data["results"]
    assert {r["release"] for r in results} == {"copy", "swap-weak", "swap-strong", "independent"}
    assert all(r["kind"] == "membership" and r["status"] == "ok" for r in results)
    copy = next(r for r in results if r["release"] == "copy" and r["attack_id"] == "closest-distance")
    assert copy["auc"] == 1.0
    at_1000 = next(s for s in copy["by_skew"] if s["label"] == "1:1000")
    assert at_1000["best_precision"] == 1.0
    # the stated population of 1,212,000 with 12,000 members: 100 non-members per member
    assert copy["realistic_skew"] == pytest.approx(100.0)
    assert [p["fpr_level"] for p in copy["operating_points"]] == [0.001, 0.01, 0.1]
    assert len(copy["roc"]["fpr"]) == len(copy["roc"]["tpr"]) == len(copy["roc"]["precision 1:1000"])
    assert copy["top_claims"][0]["values"]  # asked for with --include-values
    independent = next(r for r in results if r["release"] == "independent" and r["attack_id"] == "closest-distance")
    assert abs(independent["auc"] - 0.5) < 0.03
    assert "P 1:1000" in done.stdout and "copy" in done.stdout
    # the audit file written beside it re-runs the same membership audit
    spec = json.loads((out / "audit.anonguard.json").read_text())
    assert spec["membership"]["population"] == 1_212_000 and spec["secrets"] == []


def test_hold_back_makes_and_audits_a_release(tmp_path, repo_root):
    population = repo_root / "anonguard" / "resources" / "demo" / "population.csv"
    run_here("membership", "--original", population, "--ignore", "person_id", "--hold-back", "0.2",
             "--generator", "swap", "--generator-param", "fraction=0", "--attack", "closest-distance",
             "--member-fraction", "0.01", "--quiet", "--out", tmp_path, check_exit=0)
    (result,) = json.loads((tmp_path / "audit.json").read_text())["results"]
    assert result["release"] == "swap (made here, 20% held back)"
    assert (result["members"], result["non_members"]) == (9600, 1200)
    assert result["auc"] == 1.0 and result["realistic_skew"] == pytest.approx(99.0)


@pytest.mark.parametrize("args, message", [
    (["--original", "x.csv", "--release", "r.csv"], "either --non-members"),
    (["--original", "x.csv", "--non-members", "n.csv", "--hold-back", "0.3"], "either --non-members"),
    (["--original", "x.csv", "--non-members", "n.csv"], "needs at least one --release"),
    (["--demo", "--attack", "no-such-attack"], "no membership-attack with id 'no-such-attack'"),
    (["--demo", "--skews", "1,ten"], "--skews"),
    (["--demo", "--population", "100"], "must be larger than the 12000 members"),
])
def test_bad_membership_command_lines_are_one_line_errors(tmp_path, args, message):
    done = run_here("membership", *args, "--out", tmp_path / "out")
    assert done.returncode == 2, done.stderr
    assert message in done.stderr and len(done.stderr.strip().splitlines()) == 1
