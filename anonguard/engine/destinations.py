"""The places an audit may send the original to: a Dask cluster's address and a shared folder.

An audit file travels (a colleague's, one a consultant sends, one left in a project folder). The
places it names are used only when the person running it names them too: the command line asks for
them as options (`anonguard.cli.destinations`), the window asks before its run. This module says which
settings those are and how each is confirmed or set aside on the command line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from anonguard.engine.settings import AuditSettings


@dataclass(frozen=True)
class Destination:
    setting: str  # "execution.cluster"
    what: str  # how a sentence names it, before its value
    confirm: str  # the command-line option that confirms it, with {} for the value
    instead: str  # the option that sets it aside


DESTINATIONS = (
    Destination("execution.cluster", "the Dask cluster at", "--cluster {}", "--cluster none"),
    Destination("execution.shared_folder", "the shared folder", "--set execution.shared_folder={}",
                "--set execution.shared_folder=none"),
)


def destinations_named(settings: AuditSettings | dict[str, Any]) -> dict[str, str]:
    """setting -> value, for each place `settings` (an AuditSettings or its dict) would send the original."""
    execution = (settings.to_dict() if isinstance(settings, AuditSettings) else settings).get("execution", {})
    return {d.setting: str(value) for d in DESTINATIONS if (value := execution.get(d.setting.split(".")[1]))}
