"""Where an audit may send the original: a Dask cluster's address or a shared folder is used only when
the command line names it.

An audit file's `execution.cluster` and `execution.shared_folder` would have `audit --config` connect to
that address and send it the original, or leave the encoded original in that folder, without the person
running it ever seeing either. So a run stops before anything connects unless each such place is also
given on the command line (`--cluster ADDRESS`, `--set execution.shared_folder=PATH`), or set aside there
(`--cluster none`). The places are declared in `anonguard.engine.destinations`.
"""

from __future__ import annotations

from anonguard.cli.parser import UsageError
from anonguard.engine.destinations import DESTINATIONS, destinations_named
from anonguard.engine.settings import AuditSettings


def confirm_destinations(settings: AuditSettings, given: list[tuple[str, str, str]], source: str | None) -> None:
    """A UsageError naming the audit file `source` if `settings` would send the original to a place that
    `given` (the settings named on the command line) does not name."""
    named, places = {name for name, _, _ in given}, destinations_named(settings)
    for place in DESTINATIONS:
        value = places.get(place.setting)
        if value and place.setting not in named:
            raise UsageError(f"{source or 'the audit file'} sends the original to {place.what} {value} "
                             f"({place.setting}); if that is meant, confirm it with {place.confirm.format(value)}, "
                             f"else run without it with {place.instead}")
