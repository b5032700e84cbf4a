"""Where an audit may send the original: a Dask cluster's address or a shared folder is used only when
the command line names it.

An audit file travels: a colleague's, one a consultant sends, one left in a project folder. Its
`execution.cluster` and `execution.shared_folder` would have `audit --config` connect to that address
and send it the original, or leave the encoded original in that folder, without the person running it
ever seeing either. So a run stops before anything connects unless each such place is also given on
the command line (`--cluster ADDRESS`, `--set execution.shared_folder=PATH`), or set aside there
(`--cluster none`).
"""

from __future__ import annotations

from anonguard.cli.parser import UsageError
from anonguard.engine.settings import AuditSettings

# setting -> what it is, and the option that names it on the command line
DESTINATIONS = {
    "execution.cluster": ("the Dask cluster at", "--cluster {}", "--cluster none"),
    "execution.shared_folder": ("the shared folder", "--set execution.shared_folder={}",
                                "--set execution.shared_folder=none"),
}


def confirm_destinations(settings: AuditSettings, given: list[tuple[str, str, str]], source: str | None) -> None:
    """A UsageError naming the audit file `source` if `settings` would send the original to a place that
    `given` (the settings named on the command line) does not name."""
    named = {name for name, _, _ in given}
    for name, (what, confirm, instead) in DESTINATIONS.items():
        value = getattr(settings.execution, name.split(".")[1])
        if value and name not in named:
            raise UsageError(f"{source or 'the audit file'} sends the original to {what} {value} ({name}); "
                             f"if that is meant, confirm it with {confirm.format(value)}, else run without it "
                             f"with {instead}")
