"""What an audit reports while it runs: a scenario started, reached a stage, advanced, finished; the
audit finished. Every event is a plain picklable value, so it crosses from a worker process (or a
cluster's worker) to the window or the command line unchanged."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from anonguard.engine.membership.result import MembershipResult
    from anonguard.engine.claims.results import ClaimsResult


@dataclass(frozen=True)
class ScenarioProgress:
    """Reported after every batch; `alc` is the current estimate."""

    attempts: int
    available: int
    alc: float | None


@dataclass(frozen=True)
class ScenarioStarted:
    index: int
    total: int
    scenario: object  # the scenario, of any kind (its protocol: anonguard.engine.kind)
    where: str = ""  # the worker running it ("" for the audit's own process)


@dataclass(frozen=True)
class ScenarioAdvanced:
    index: int
    total: int
    progress: ScenarioProgress


@dataclass(frozen=True)
class ScenarioStage:
    """A scenario begins work that reports no attempts: fitting the baseline, or the attack learning.

    `done` is the share of the scenario's work taken as done when the stage begins, so a progress
    bar moves through the first scenario (whose baseline fit can take most of it) instead of
    resting at its start; the attempts then fill the rest (`ATTEMPTS_FROM`).
    """

    index: int
    total: int
    stage: str
    done: float


BASELINE_STAGE = "fitting the baseline on people who are not in the data"
LEARNING_STAGE = "the attack learns from the release"
LEARNING_FROM, ATTEMPTS_FROM = 0.25, 0.3  # shares of a scenario at which those stages begin


@dataclass(frozen=True)
class ScenarioFinished:
    index: int
    total: int
    result: "ClaimsResult | MembershipResult"


@dataclass(frozen=True)
class AuditFinished:
    results: list["ClaimsResult | MembershipResult"]
    cancelled: bool


AuditEvent = ScenarioStarted | ScenarioStage | ScenarioAdvanced | ScenarioFinished | AuditFinished


@dataclass(frozen=True)
class ScenarioSkipped:
    """A scenario never started because the run was cancelled first; `result` says so. Kept by the
    audit, not shown."""

    index: int
    result: "ClaimsResult | MembershipResult"
