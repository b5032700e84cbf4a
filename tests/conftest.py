import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ANONGUARD = [sys.executable, "-m", "anonguard.cli.main"]
# plugins a developer installed for themselves must not change what the tests see, and the
# tests' recovery journals stay out of the developer's own data folder
os.environ.setdefault("ANONGUARD_PLUGIN_DIR", tempfile.mkdtemp(prefix="anonguard-test-plugins-"))
os.environ.setdefault("ANONGUARD_DATA_DIR", tempfile.mkdtemp(prefix="anonguard-test-data-"))


def run_cli(*args, env_extra=None, check_exit=None):
    """Run the real `anonguard` command line in a subprocess."""
    env = {**os.environ, **(env_extra or {})}
    done = subprocess.run([*ANONGUARD, *map(str, args)], capture_output=True, text=True, env=env, timeout=600)
    if check_exit is not None:
        assert done.returncode == check_exit, done.stderr
    return done


def offline_env(folder: Path) -> tuple[dict[str, str], Path]:
    """Environment for a CLI run in which every network connection fails and is logged to the path returned."""
    log = folder / "network.log"
    blocker = Path(__file__).parent / "offline"  # its sitecustomize.py is loaded by every Python started
    return {"PYTHONPATH": os.pathsep.join([str(blocker), os.environ.get("PYTHONPATH", "")]),
            "ANONGUARD_NETWORK_LOG": str(log)}, log


@pytest.fixture(scope="session")
def demo_audit(tmp_path_factory):
    """The demo audit with every report format, run with the network refused (tests/test_offline.py)."""
    out = tmp_path_factory.mktemp("demo")
    env, _ = offline_env(out.parent)
    done = run_cli("audit", "--demo", "--out", out, "--format", "html,pdf,json,csv", "--attempts",
                   env_extra=env, check_exit=0)
    return out, done


@pytest.fixture
def repo_root() -> Path:
    return Path(__file__).resolve().parent.parent
