"""`anonguard plugins new NAME` writes a plugin project that passes its own tests, builds into a wheel
without a network, installs offline with `anonguard plugins install`, is listed and runs on the demo;
and installed with AnonGuard's own wheel into a fresh virtual environment that holds no other plugin,
it is listed alone, runs the demo, and passes its conformance tests there."""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import build_wheel, fresh_environment, offline_env, run_cli, run_here

from anonguard.plugins.scaffold import PluginNames, new_plugin

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.xdist_group("plugin-install")  # with the other tests that install wheels


def test_names_follow_the_attack_id():
    names = PluginNames("rare-value-match")
    assert (names.distribution, names.module, names.cls) == (
        "anonguard-rare-value-match", "anonguard_rare_value_match", "RareValueMatch")


@pytest.mark.parametrize("bad", ["My-Attack", "my_attack", "x-", "1st", "a--b", ""])
def test_a_bad_name_is_refused_with_the_rule(tmp_path, bad):
    done = run_here("plugins", "new", bad, "--dir", tmp_path)  # the command's main in this process: a refusal each
    assert done.returncode == 2 and ("lower-case letters" in done.stderr or "needs the attack's id" in done.stderr)
    assert not any(tmp_path.iterdir())


def test_an_existing_folder_is_never_overwritten(tmp_path):
    new_plugin("my-attack", tmp_path)
    with pytest.raises(ValueError, match="exists already"):
        new_plugin("my-attack", tmp_path)


def test_the_project_s_tests_fail_an_attack_that_always_abstains(tmp_path):
    project = new_plugin("idle-attack", tmp_path)
    attack = project / "anonguard_idle_attack" / "attack.py"
    written = attack.read_text()
    assert "return Predictions(value, score, abstain)" in written
    attack.write_text(written.replace("return Predictions(value, score, abstain)",
                                      "return Predictions(value, score, np.ones(len(value), dtype=bool))"))
    tested = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"], cwd=project,
                            capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(project)})
    assert tested.returncode == 1 and "FAILED tests/test_idle_attack.py::test_it_keeps_the_plugin_contract[idle-attack-learns" \
        in tested.stdout and "abstained on all 400 people" in tested.stdout, tested.stdout + tested.stderr


def test_from_nothing_to_a_running_attack(tmp_path, small_demo):
    started = time.monotonic()
    run_cli("plugins", "new", "shared-value", "--dir", tmp_path, check_exit=0)
    project = tmp_path / "anonguard-shared-value"
    # its own tests: the conformance kit and the hand-computed case
    tested = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"], cwd=project,
                            capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(project)})
    assert tested.returncode == 0 and "15 passed" in tested.stdout, tested.stdout + tested.stderr
    # a wheel, built without a network (no build isolation: setuptools from this environment)
    env, network_log = offline_env(tmp_path)
    wheel = build_wheel(project, project / "dist")
    assert wheel.name.startswith("anonguard_shared_value-0.1.0-")
    plugins = {**env, "ANONGUARD_PLUGIN_DIR": str(tmp_path / "plugin-dir"), "XDG_CACHE_HOME": str(tmp_path)}
    run_cli("plugins", "install", wheel, env_extra=plugins, check_exit=0)
    listed = json.loads(run_cli("plugins", "--json", env_extra=plugins, check_exit=0).stdout)
    entry = next(e for e in listed["entries"] if e["id"] == "shared-value")
    assert entry["kind"] == "attack" and not listed["problems"]
    out = tmp_path / "out"
    run_cli("audit", "--config", small_demo, "--attack", "shared-value", "--max-attempts", "400", "--set",
            "baseline.models=majority", "--out", out, "--quiet", env_extra=plugins, check_exit=0)  # the plugin's run
    results = [r for r in json.loads((out / "audit.json").read_text())["results"] if r["kind"] == "attribute"]
    assert results and all(r["attack_id"] == "shared-value" for r in results)
    assert all(r["status"] == "ok" for r in results), [(r["secret"], r["status"], r.get("error")) for r in results]
    assert not network_log.exists() or not network_log.read_text().strip()
    print(f"from nothing to a running attack: {time.monotonic() - started:.0f} s")


def test_a_new_plugin_runs_in_a_fresh_environment_beside_the_core_alone(tmp_path):
    run_cli("plugins", "new", "lone-attack", "--dir", tmp_path, check_exit=0)
    project = tmp_path / "anonguard-lone-attack"
    wheels = [build_wheel(ROOT, tmp_path / "core"), build_wheel(project, tmp_path / "plugin")]
    python = fresh_environment(tmp_path / "fresh", wheels)
    env, network_log = offline_env(tmp_path)
    env = {**os.environ, **env, "ANONGUARD_PLUGIN_DIR": str(tmp_path / "no-plugins")}

    def anonguard(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([python, "-m", "anonguard.cli.main", *map(str, args)], capture_output=True, text=True,
                              env=env, cwd=tmp_path, timeout=600)

    where = subprocess.run([python, "-c", "import anonguard, anonguard_lone_attack as p; print(anonguard.__file__, p.__file__)"],
                           capture_output=True, text=True, env=env, cwd=tmp_path)
    assert str(ROOT) not in where.stdout and "fresh" in where.stdout, where.stdout + where.stderr
    listed = json.loads(anonguard("plugins", "--json").stdout)
    assert [e["id"] for e in listed["entries"] if e["kind"] == "attack"] == ["lone-attack"] and not listed["problems"]
    # the quickest baseline: the environment is under test, not the figures
    done = anonguard("audit", "--demo", "--max-attempts", "200", "--set", "baseline.models=majority", "--out",
                     tmp_path / "out", "--quiet")
    assert done.returncode == 0, done.stderr
    results = json.loads((tmp_path / "out" / "audit.json").read_text())["results"]
    assert results and {(r["attack_id"], r["status"]) for r in results} == {("lone-attack", "ok")}
    tested = subprocess.run([python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"], cwd=project,
                            capture_output=True, text=True, env=env, timeout=600)
    assert tested.returncode == 0 and "15 passed" in tested.stdout, tested.stdout + tested.stderr
    assert not network_log.exists() or not network_log.read_text().strip()
