"""The application never reaches for a network: the demo audit, the report export and the
window's smoke run pass with every outgoing connection made to fail, and none is attempted."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import run_cli

BLOCKER = Path(__file__).parent / "offline"


@pytest.fixture
def offline(tmp_path):
    log = tmp_path / "network.log"
    env = {"PYTHONPATH": os.pathsep.join([str(BLOCKER), os.environ.get("PYTHONPATH", "")]),
           "ANONGUARD_NETWORK_LOG": str(log), "QT_QPA_PLATFORM": "offscreen"}
    return env, log


def test_the_blocker_blocks(offline):
    env, log = offline
    done = subprocess.run([sys.executable, "-c", "import urllib.request; urllib.request.urlopen('http://example.org')"],
                          env={**os.environ, **env}, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0 and "network blocked" in done.stderr
    assert log.read_text().strip()  # the attempt was seen and written down


def test_audit_report_and_window_run_offline(offline, tmp_path):
    env, log = offline
    out = tmp_path / "demo"
    run_cli("audit", "--demo", "--quiet", "--out", out, "--format", "html,pdf,json,csv", env_extra=env, check_exit=0)
    run_cli("report", out / "audit.json", "--format", "html,pdf", "--out", tmp_path / "again", env_extra=env,
            check_exit=0)
    shot = tmp_path / "window.png"
    run_cli("gui", "--demo", "--run", "--screenshot", shot, "--quit", env_extra=env, check_exit=0)
    assert (out / "report.pdf").stat().st_size and (tmp_path / "again" / "report.html").stat().st_size
    assert shot.stat().st_size > 10_000
    assert not log.exists(), log.read_text()
