"""On a Linux system without Qt's X11 libraries the window names every missing one at once,
with the command that installs them, instead of Qt's abort naming one."""

import os
import sys

import pytest
from conftest import run_cli

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's xcb plugin is Linux's")


def fake_ldd(folder, missing):
    """An `ldd` that reports `missing` as not found (and everything else found)."""
    script = folder / "ldd"
    lines = "".join(f"echo '\t{name} => not found'\n" for name in missing)
    script.write_text(f"#!/bin/sh\necho '\tlibc.so.6 => /lib/libc.so.6'\n{lines}")
    script.chmod(0o755)
    return {"PATH": f"{folder}{os.pathsep}{os.environ['PATH']}", "QT_QPA_PLATFORM": "xcb"}


def test_the_window_names_every_missing_library_and_the_command_to_install_them(tmp_path):
    env = fake_ldd(tmp_path, ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"])
    done = run_cli("gui", "--demo", env_extra=env)
    assert done.returncode == 2, done.stderr
    line, = done.stderr.strip().splitlines()
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in line
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1" in line and "Traceback" not in line


def test_nothing_is_said_when_qt_will_not_use_x11(monkeypatch, tmp_path):
    from anonguard.gui.platform_check import missing_xcb_libraries

    monkeypatch.setenv("PATH", fake_ldd(tmp_path, ["libxcb-icccm.so.4"])["PATH"])
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert missing_xcb_libraries() == []
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    assert missing_xcb_libraries() == ["libxcb-icccm.so.4"]
