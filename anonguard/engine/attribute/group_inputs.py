"""What the scenarios of one run share, made once per group."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from anonguard.engine.settings import AuditSettings


class GroupInputs:
    """What the scenarios of one run share: each group's inputs (its targets and non-member baseline,
    for one secret, key-variable set and seed), made once; and which groups have begun."""

    def __init__(self, make: Callable[[Any, AuditSettings], Any]) -> None:
        self.make, self.made, self.begun = make, {}, set()

    def inputs(self, scenario: Any, settings: AuditSettings) -> Any:
        """The group's inputs, or the exception making them raised (it fails the group's scenarios once)."""
        key = (settings.seed, scenario.secret, scenario.known)
        if key not in self.made:
            try:
                self.made[key] = self.make(scenario, settings)
            except Exception as exc:  # a failing selector or baseline fails its scenarios, not the audit
                self.made[key] = exc
        return self.made[key]

    def first_of_group(self, scenario: Any, settings: AuditSettings) -> bool:
        """True for the group's first scenario to run (it shows the baseline's stage), False after."""
        key = (settings.seed, scenario.secret, scenario.known)
        first = key not in self.begun
        self.begun.add(key)
        return first
