"""Plugins are discovered through entry points; broken ones are reported, never fatal."""

import json
import sys
import textwrap

import pytest
from conftest import run_here

from anonguard.plugins.api import Parameter
from anonguard.plugins.manager import load_catalog

TINY = '''
import numpy as np
from anonguard.api import Attack, Parameter, Predictions, hookimpl

class TinyMajority(Attack):
    id = "tiny-majority"
    title = "Tiny majority"
    description = "Predicts the release's most common secret for everyone."
    parameters = (Parameter("score", "float", 0.5, "Constant rank score.", minimum=0, maximum=1),)

    def fit(self, task):
        values = np.concatenate([t.data[task.secret].to_numpy() for t in task.tables_with(task.secret)])
        uniques, counts = np.unique(values, return_counts=True)
        self.value_ = uniques[counts.argmax()]
        return self

    def predict(self, targets):
        n = len(targets)
        return Predictions(np.full(n, self.value_), np.full(n, self.params["score"]), np.zeros(n, bool))

class Flaky(TinyMajority):
    id = "flaky"
    title = "Flaky"
    description = "Raises while predicting."

    def predict(self, targets):
        raise RuntimeError("flaky attack failed on purpose")

class Crasher(TinyMajority):
    id = "crasher"
    title = "Crasher"
    description = "Ends its own process while predicting."

    def predict(self, targets):
        import os
        os._exit(7)

@hookimpl
def anonguard_attacks():
    return [TinyMajority, Flaky, Crasher]
'''


def install_throwaway_plugins(folder):
    """Write plugin modules and the entry-point metadata `pip install` would leave behind."""
    (folder / "tiny_attack.py").write_text(TINY)
    (folder / "broken_plugin.py").write_text("raise ImportError('this plugin is broken on purpose')\n")
    (folder / "raising_plugin.py").write_text(textwrap.dedent("""
        from anonguard.plugins import hookimpl

        @hookimpl
        def anonguard_attacks():
            raise RuntimeError("hook exploded")
    """))
    info = folder / "tiny_plugins-1.2.3.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: tiny-plugins\nVersion: 1.2.3\n")
    (info / "entry_points.txt").write_text(
        "[anonguard]\ntiny = tiny_attack\nbroken = broken_plugin\nraising = raising_plugin\n"
    )
    return {"PYTHONPATH": str(folder)}


THROWAWAY_MODULES = ("tiny_attack", "broken_plugin", "raising_plugin")


@pytest.fixture
def throwaway_plugins(tmp_path, monkeypatch):
    """The throwaway plugins on this process's import path, as PYTHONPATH puts them on a command's: the command
    line then runs in this process (run_here). Their modules are forgotten after the test."""
    install_throwaway_plugins(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))  # (sys.path is restored after every test: conftest)
    for name in THROWAWAY_MODULES:
        monkeypatch.setitem(sys.modules, name, None)  # what undo restores: not imported
        del sys.modules[name]


def test_throwaway_plugin_listed_and_broken_ones_reported(throwaway_plugins):
    done = run_here("plugins", "--json", check_exit=0)
    listing = json.loads(done.stdout)
    entries = {e["id"]: e for e in listing["entries"]}
    assert entries["tiny-majority"]["version"] == "1.2.3"
    assert entries["tiny-majority"]["parameters"][0]["name"] == "score"
    assert "best-row-match" in entries  # the first-party plugin still loads
    problems = {p["plugin"]: p["error"] for p in listing["problems"]}
    assert "ImportError: this plugin is broken on purpose" in problems["broken"]
    assert "hook exploded" in problems["raising"]

    text = run_here("plugins", check_exit=0).stdout
    assert "tiny-majority" in text and "FAILED" in text and "broken" in text


def test_throwaway_plugin_runs_and_a_raising_attack_fails_only_its_rows(tmp_path, throwaway_plugins):
    out = tmp_path / "out"
    # the attribute results are under test: the demo's membership and identity attacks on fewer people
    done = run_here("audit", "--demo", "--secret", "education", "--attack", "tiny-majority", "--attack", "flaky",
                    "--attack", "crasher", "--param", "tiny-majority.score=0.7", "--max-attempts", "1000", "--out", out,
                    "--set", "membership.targets=random", "--set", "membership.count=200", "--identity-targets", "200",
                    check_exit=1)
    # exit status 1: some scenarios failed; everything that ran is still written
    assert "plugin broken skipped" in done.stderr
    results = [r for r in json.loads((out / "audit.json").read_text())["results"] if r["kind"] == "attribute"]
    tiny = [r for r in results if r["attack_id"] == "tiny-majority"]
    flaky = [r for r in results if r["attack_id"] == "flaky"]
    assert tiny and all(r["status"] == "ok" and r["alc"] is not None for r in tiny)
    assert tiny[0]["attack_params"] == {"score": 0.7}
    assert flaky and all(r["status"] == "failed" and "flaky attack failed on purpose" in r["error"] for r in flaky)
    crasher = [r for r in results if r["attack_id"] == "crasher"]
    assert crasher and all(r["status"] == "failed" and "exit code 7" in r["error"] for r in crasher)
    # the majority guess learns nothing about anyone: never more than safe
    assert all(r["risk"] == "safe" for r in tiny)


def test_malformed_declarations_are_problems_not_crashes():
    class NotAnAttack:
        id = "x"

    class Plugin:
        @staticmethod
        def anonguard_attacks():
            return [NotAnAttack]

    from anonguard.plugins import hookimpl

    Plugin.anonguard_attacks = hookimpl(Plugin.anonguard_attacks)
    catalog = load_catalog([("bad-declarations", Plugin)], entry_points=False)
    assert any("not a subclass" in p.error for p in catalog.problems)
    assert not catalog.of_kind("attack")


def test_a_plugin_for_another_contract_is_refused_with_what_to_do():
    from anonguard import api

    class Later:
        ANONGUARD_CONTRACT = api.CONTRACT_VERSION + 1

        @staticmethod
        @api.hookimpl
        def anonguard_attacks():
            return []

    class Current(Later):
        ANONGUARD_CONTRACT = api.CONTRACT_VERSION

    class Silent:  # states none: taken to be written for the current contract
        @staticmethod
        @api.hookimpl
        def anonguard_attacks():
            return []

    catalog = load_catalog([("later", Later), ("current", Current), ("silent", Silent)], entry_points=False)
    assert [p.plugin for p in catalog.problems] == ["later"]
    assert (f"written for plugin contract {api.CONTRACT_VERSION + 1}" in catalog.problems[0].error
            and "install a version of the plugin made for this AnonGuard" in catalog.problems[0].error)
    assert {"current", "silent"} <= {p.name for p in catalog.plugins}


def test_the_public_api_is_all_a_plugin_needs():
    """Every first-party plugin imports AnonGuard only through `anonguard.api`, states its contract,
    and everything `anonguard.api` names exists."""
    import ast
    from pathlib import Path

    from anonguard import api

    assert all(hasattr(api, name) for name in api.__all__)
    root = Path(__file__).resolve().parent.parent / "plugins"
    for source in root.glob("*/anonguard_*/*.py"):
        tree = ast.parse(source.read_text())
        used = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        used |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        private = sorted(m for m in used if m.startswith("anonguard.") and m != "anonguard.api" or m == "anonguard")
        assert not private, f"{source.relative_to(root)} imports {private}: plugins use anonguard.api only"
    for package in root.glob("*/anonguard_*/__init__.py"):
        assert f"ANONGUARD_CONTRACT = {api.CONTRACT_VERSION}" in package.read_text(), package


def test_parameters_validate_and_coerce():
    p = Parameter("k", "int", 5, "help", minimum=1, maximum=10)
    assert p.coerce("7") == 7
    for bad, words in (("0", "must lie between 1 and 10, got 0"), ("11", "must lie between 1 and 10, got 11"),
                       ("2.5", "must be a whole number, got 2.5"), ("abc", "must be a whole number, got 'abc'")):
        with pytest.raises(ValueError) as refused:
            p.coerce(bad)
        assert str(refused.value) == f"k {words}"  # the parameter, what it must be, what was given
    assert Parameter("b", "bool", False, "").coerce("yes") is True
    assert Parameter("c", "choice", "a", "", choices=("a", "b")).coerce("b") == "b"
