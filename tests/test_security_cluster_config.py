"""A network address or shared folder named in an audit file is used only when the command line names
it too: an audit file from someone else cannot make `audit --config` send the original to their
cluster or leave it in their folder. Refused before any connection, in one line saying what to do."""

import json

import pandas as pd

from conftest import offline_env, run_cli

ADDRESS = "tcp://203.0.113.9:8786"  # TEST-NET-3: no machine answers there


def audit_file(tmp_path, execution):
    table = tmp_path / "people.csv"
    pd.DataFrame({"a": [i % 3 for i in range(60)], "s": [i % 2 for i in range(60)]}).to_csv(table, index=False)
    config = tmp_path / "received.anonguard.json"
    config.write_text(json.dumps({
        "format": "anonguard-audit", "version": 1, "original": {"path": table.name},
        "releases": [{"label": "release", "tables": [{"path": table.name}]}], "secrets": ["s"],
        "attacks": [{"id": "best-row-match"}],
        "settings": {"limits": {"isolate": False}, "halting": {"max_attempts": 20}, "execution": execution}}))
    return config


def test_a_cluster_named_only_in_the_audit_file_is_refused_before_any_connection(tmp_path):
    config = audit_file(tmp_path, {"cluster": ADDRESS})
    env, log = offline_env(tmp_path)
    done = run_cli("audit", "--config", config, "--out", tmp_path / "out", "--quiet", env_extra=env)
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert str(config) in done.stderr and ADDRESS in done.stderr
    assert f"--cluster {ADDRESS}" in done.stderr and "--cluster none" in done.stderr
    assert not log.exists()
    # running here instead, as the message says
    here = run_cli("audit", "--config", config, "--out", tmp_path / "out", "--quiet", "--cluster", "none")
    assert "error" not in here.stderr and (tmp_path / "out" / "audit.json").is_file(), here.stderr


def test_a_shared_folder_named_only_in_the_audit_file_is_refused(tmp_path):
    shared = tmp_path / "theirs"
    config = audit_file(tmp_path, {"cluster": ADDRESS, "shared_folder": str(shared)})
    done = run_cli("audit", "--config", config, "--out", tmp_path / "out", "--quiet", "--cluster", ADDRESS)
    assert done.returncode == 2, done.stderr
    assert f"--set execution.shared_folder={shared}" in done.stderr and "Traceback" not in done.stderr
    assert not shared.exists()
