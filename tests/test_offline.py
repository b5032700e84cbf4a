"""The application never reaches for a network. The session's demo audit (every report format)
and the window's smoke run (tests/test_gui.py) run with every outgoing connection refused and
logged; here: the refusal works, nothing was attempted, and the report re-rendered offline."""

import os
import subprocess
import sys

from conftest import offline_env


def test_the_blocker_blocks(tmp_path):
    env, log = offline_env(tmp_path)
    done = subprocess.run([sys.executable, "-c", "import urllib.request; urllib.request.urlopen('http://example.org')"],
                          env={**os.environ, **env}, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0 and "network blocked" in done.stderr
    assert log.read_text().strip()  # the attempt was seen and written down


def test_the_demo_audit_and_its_report_ran_offline(demo_audit):
    """`out` is the demo's report re-rendered from its audit.json by `anonguard report` (conftest make_demo_audit:
    status 0 checked there), and both commands ran with the network refused and logged beside it."""
    out, _ = demo_audit
    assert (out / "report.pdf").stat().st_size and (out / "report.html").stat().st_size
    assert (out / "report.pdf").stat().st_mtime >= (out.parent / "values" / "audit.json").stat().st_mtime  # re-rendered
    assert not (out.parent / "network.log").exists(), (out.parent / "network.log").read_text()
