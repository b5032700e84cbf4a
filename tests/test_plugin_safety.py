"""A plugin that crashes, hangs, ends the process or prints while loading is reported by name, and
every command still works: plugins are vetted in a child process before they are imported."""

import json
import os
import sys
import textwrap
from importlib import metadata

import pandas as pd
import pytest

from conftest import run_cli
from test_plugin_install import _wheel
from test_plugins import TINY

from anonguard.plugins import vetting

NOISY = TINY.replace('"tiny-majority"', '"noisy-majority"').replace('"flaky"', '"noisy-flaky"').replace(
    '"crasher"', '"noisy-crasher"')
HOSTILE = {  # module name -> (its source, the problem the catalog must report)
    "segfault_plugin": ("import ctypes\nctypes.string_at(0)\n", "crashed with SIGSEGV while importing"),
    "exit_plugin": ("import os\nos._exit(3)\n", "ended the process with exit code 3 while importing"),
    "hang_plugin": ("import time\ntime.sleep(1000)\n", "did not finish importing within 2 s"),
    "hook_exit_plugin": (textwrap.dedent("""
        import os
        from anonguard.plugins import hookimpl

        @hookimpl
        def anonguard_attacks():
            os._exit(4)
    """), "ended the process with exit code 4 while calling anonguard_attacks"),
    "noisy_plugin": ("import os\nprint('noise from a plugin')\nos.write(1, b'raw noise from a plugin\\n')\n" + NOISY, None),
}

# one worker runs these in order: they install wheels of the same names and share its vetting cache
pytestmark = pytest.mark.xdist_group("plugin-safety")


def write_plugin(folder, module, source, version="1.0"):
    """A module and the dist-info `pip install` would leave for it: one distribution per plugin."""
    (folder / f"{module}.py").write_text(source)
    info = folder / f"{module}-{version}.dist-info"
    info.mkdir(exist_ok=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {module}\nVersion: {version}\n")
    (info / "entry_points.txt").write_text(f"[anonguard]\n{module} = {module}\n")
    return info


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    """Every hostile plugin installed at once, with a short time limit. The first-party plugins are
    vetted first with the usual limit (in this session's data folder, if not already)."""
    vetting.vet(list(metadata.entry_points(group="anonguard")))
    folder = tmp_path_factory.mktemp("hostile")
    for module, (source, _) in HOSTILE.items():
        write_plugin(folder, module, source)
    return {"PYTHONPATH": str(folder), vetting.TIMEOUT_VARIABLE: "2", "ANONGUARD_PLUGIN_DIR": str(folder / "installed")}


def test_each_broken_plugin_is_named_and_the_json_listing_stays_valid(hostile):
    done = run_cli("plugins", "--json", env_extra=hostile, check_exit=0)
    listing = json.loads(done.stdout)
    problems = {p["plugin"]: p["error"] for p in listing["problems"]}
    assert problems == {module: problem for module, (_, problem) in HOSTILE.items() if problem}
    entries = {e["id"]: e["plugin"] for e in listing["entries"]}
    assert entries["noisy-majority"] == "noisy_plugin" and entries["best-row-match"] == "best_row_match"
    assert "noise from a plugin" in done.stderr and "raw noise from a plugin" in done.stderr


def test_the_listing_names_them_and_debug_shows_the_crash(hostile):
    text = run_cli("--debug", "plugins", env_extra=hostile, check_exit=0).stdout
    failed = [line for line in text.splitlines() if line.startswith("FAILED")]
    assert len(failed) == 4 and any("segfault_plugin" in line and "SIGSEGV" in line for line in failed)
    assert "Fatal Python error: Segmentation fault" in text and "segfault_plugin.py" in text  # faulthandler's


def test_an_audit_runs_beside_them(hostile, tmp_path, repo_root):
    people = pd.read_csv(repo_root / "anonguard" / "resources" / "demo" / "population.csv").head(600)
    people.to_csv(tmp_path / "original.csv", index=False)
    people.drop(columns="person_id").to_csv(tmp_path / "release.csv", index=False)
    done = run_cli("audit", "--original", tmp_path / "original.csv", "--release", tmp_path / "release.csv",
                   "--secret", "sex", "--known", "age,region", "--ignore", "person_id", "--attack", "noisy-majority",
                   "--max-attempts", "100", "--work-budget", "0", "--out", tmp_path / "out", env_extra=hostile, check_exit=0)
    assert "plugin segfault_plugin skipped: crashed with SIGSEGV while importing" in done.stderr
    (result,) = json.loads((tmp_path / "out" / "audit.json").read_text())["results"]
    assert result["attack_id"] == "noisy-majority" and result["status"] == "ok"


def test_a_plugin_installs_beside_them(hostile, tmp_path):
    done = run_cli("plugins", "install", _wheel(tmp_path), env_extra=hostile, check_exit=0)
    assert "installed acme-attacks 1.0.0" in done.stdout and "tiny-majority" in done.stdout
    assert "FAILED" not in done.stdout


def test_what_a_plugin_prints_while_loading_goes_to_stderr(capfd):
    with vetting.stdout_to_stderr():
        print("printed")
        os.write(1, b"written to the descriptor\n")
    print("after")
    out, err = capfd.readouterr()
    assert out == "after\n" and "printed" in err and "written to the descriptor" in err


def test_a_verdict_is_kept_until_the_plugin_changes(tmp_path, monkeypatch):
    monkeypatch.setenv("ANONGUARD_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.syspath_prepend(str(tmp_path))  # the child is spawned with this process's path
    info = write_plugin(tmp_path, "changing_plugin", "VALUE = 1\n")
    (point,) = metadata.Distribution.at(info).entry_points
    vetting._verdicts_here.clear()
    assert vetting.vet([point]) == [vetting.Verdict()]

    vetting._verdicts_here.clear()  # a new process: the cache answers, no child is started
    monkeypatch.setattr(vetting, "_run_child", lambda *args: pytest.fail("vetted again though nothing changed"))
    assert vetting.vet([point]) == [vetting.Verdict()]

    monkeypatch.undo()
    monkeypatch.setenv("ANONGUARD_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.syspath_prepend(str(tmp_path))
    (tmp_path / "changing_plugin.py").write_text("import os\nos._exit(5)\n")  # edited in place, same version
    (verdict,) = vetting.vet([point])
    assert verdict.problem == "ended the process with exit code 5 while importing"
    assert "changing_plugin" not in sys.modules
