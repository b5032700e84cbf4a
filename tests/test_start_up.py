"""Every command pays for what its start-up imports: the command line must not import the heavy libraries that only
some measures use (scipy.stats alone was half a second of every command)."""

import subprocess
import sys

HEAVY = ("scipy.stats", "sklearn", "matplotlib", "reportlab", "PySide6", "dask")


def test_the_command_line_starts_without_the_libraries_only_some_measures_use():
    found = subprocess.run(
        [sys.executable, "-c", "import sys, anonguard.cli.main; "
         f"print(','.join(m for m in {HEAVY!r} if m in sys.modules))"],
        capture_output=True, text=True, check=True).stdout.strip()
    assert found == ""
