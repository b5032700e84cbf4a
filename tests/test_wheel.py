"""A wheel of AnonGuard carries everything an installed AnonGuard reads, and nothing of the source
tree's scripts: built from this checkout, unpacked where the source tree is not, it runs the demo
audit and writes every report format (the HTML template, the schema and the fonts come from the
package, not from the checkout)."""

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from conftest import ANONGUARD, build_wheel

ROOT = Path(__file__).resolve().parent.parent

NEEDED = ("anonguard/resources/report/report.html.j2", "anonguard/resources/report/audit.schema.json",
          "anonguard/resources/report/report.css", "anonguard/resources/demo/demo_audit.json",
          "anonguard/resources/demo/population.csv", "anonguard/resources/demo/release_swap_weak.parquet",
          "anonguard/resources/i18n/anonguard_de.qm", "anonguard/resources/icons/anonguard.svg",
          "anonguard/resources/manual/getting-started.md", "anonguard/resources/manual/de/getting-started.md",
          "anonguard/plugins/template/pyproject.toml.tmpl")
LEFT_OUT = ("anonguard/resources/i18n/anonguard_de.ts",)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    return build_wheel(ROOT, tmp_path_factory.mktemp("wheel"))


def test_the_wheel_holds_the_resources_and_not_the_scripts_beside_them(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert [name for name in NEEDED if name not in names] == []
    assert [name for name in LEFT_OUT if name in names] == []
    assert not any(name.startswith(("tests/", "plugins/", "resources/", "packaging/")) for name in names)
    # the resources' folders hold data only: the scripts that make it live in packaging/
    assert not [n for n in names if n.startswith("anonguard/resources/") and n.endswith(".py")
                and n != "anonguard/resources/__init__.py"]


def test_the_demo_audit_runs_from_the_unpacked_wheel_and_writes_every_format(wheel, tmp_path):
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)  # what `pip install` puts in site-packages, for a pure wheel
    # the unpacked package comes before the checkout's editable install; the first-party plugins
    # installed beside it import its public API from there
    env = {**os.environ, "PYTHONPATH": str(site)}
    env.pop("ANONGUARD_RESOURCES", None)
    where = subprocess.run([sys.executable, "-c", "import anonguard.resources as r; print(r.resources_dir())"],
                           capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120)
    assert where.stdout.strip() == str(site / "anonguard" / "resources"), where.stderr
    out = tmp_path / "out"
    # every kind of result the demo gives, fewer of each on fewer people: what is read from the wheel is under test,
    # not the figures (the whole demo drew 28 results, 57 plots, in 60 s on a loaded machine; this 16 in 25 s)
    done = subprocess.run([*ANONGUARD, "audit", "--demo", "--attack", "best-row-match", "--secret", "education",
                           "--identity-attack", "record-linkage", "--max-attempts", "200", "--identity-targets", "200",
                           "--set", "membership.targets=random", "--set", "membership.count=200",
                           "--set", "baseline.models=majority",
                           "--out", str(out), "--format", "html,pdf,json,csv", "--quiet"],
                          capture_output=True, text=True, env=env, cwd=tmp_path, timeout=600)
    assert done.returncode == 0, done.stderr
    assert (out / "report.html").read_text(encoding="utf-8").lstrip().lower().startswith("<!doctype html>")
    assert (out / "report.pdf").read_bytes().startswith(b"%PDF")
    results = json.loads((out / "audit.json").read_text())["results"]
    assert results and all(r["status"] == "ok" for r in results)
    assert {r["kind"] for r in results} == {"attribute", "membership", "identity"}
