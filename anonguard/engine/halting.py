"""When an attack scenario has made enough attempts.

The converged answer is the one made on every eligible target: no halting error at all. When the
time budget allows it (the projection after each batch says so), that is what runs. Otherwise the
run stops only when the answer will not change: the risk band is decided by its interval, enough
attempts were made for the smallest group that could still change it to show up as significant,
and neither side's best PRC is still rising (compared with half as many attempts, so a baseline
that climbs slowly as its small, sure subgroups become significant keeps the run going).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from anonguard.engine.settings import HaltingSettings

DECIDED = "decided"
EXHAUSTED = "exhausted"
TIME_BUDGET = "time-budget"
MAX_ATTEMPTS = "max-attempts"
CANCELLED = "cancelled"

HALT_REASONS = {
    DECIDED: "the risk band was decided, every group that could still change it had been given enough attempts "
             "to show, and neither attack nor baseline was still improving",
    EXHAUSTED: "every eligible target was attacked",
    TIME_BUDGET: "the time budget ran out before every eligible target was attacked",
    MAX_ATTEMPTS: "the attempt limit was reached",
    CANCELLED: "the run was cancelled",
}


@dataclass(frozen=True)
class Reading:
    """What the halting rule looks at after a batch."""

    attempts: int
    decided: bool  # the verdict's interval settles a band, and ALC's (clipped to [−1, 1]) is narrow enough
    attempts_that_matter: int  # the smallest group that could change the verdict shows up after this many
    best_prc: tuple[float | None, float | None]  # attack's and baseline's in-sample best significant PRC
    elapsed: float  # seconds so far
    projected: float  # seconds the remaining targets would take at the rates seen so far


@dataclass
class HaltMonitor:
    """Decides, after each batch, whether the scenario should stop and why."""

    settings: HaltingSettings
    available: int
    history: list[tuple[int, tuple[float, float]]] = field(default_factory=list)

    def attack_all(self, reading: Reading) -> bool:
        """Whether every target is to be attacked: always, never, or while it fits the time budget."""
        budget = self.settings.time_budget_seconds
        if budget is None:
            return True
        return budget > 0 and reading.elapsed + reading.projected <= budget

    def check(self, reading: Reading) -> str | None:
        self.history.append((reading.attempts, reading.best_prc))
        if reading.attempts >= self.available:
            return EXHAUSTED
        cap = self.settings.max_attempts
        if cap is not None and reading.attempts >= cap:
            return MAX_ATTEMPTS
        if self.attack_all(reading):
            return None
        if reading.decided and reading.attempts >= reading.attempts_that_matter and not self._rising(reading):
            return DECIDED
        budget = self.settings.time_budget_seconds
        if budget and reading.elapsed >= budget:
            return TIME_BUDGET
        return None

    def _rising(self, reading: Reading) -> bool:
        """Either best PRC gained more than `min_gain` since half the attempts, or a side has no
        significant point yet, or it is too early to tell."""
        earlier = [prcs for attempts, prcs in self.history if attempts <= reading.attempts // 2]
        if not earlier or None in reading.best_prc or None in earlier[-1]:
            return True
        then = earlier[-1]
        return any(now - before > self.settings.min_gain for now, before in zip(reading.best_prc, then))

    def next_batch(self, done: int) -> int:
        """Batches grow with the attempts made, so a run over every target re-measures O(log n) times."""
        size = max(self.settings.batch_size, done // 4)
        cap = self.settings.max_attempts
        return max(0, min(size, self.available - done, (cap - done) if cap is not None else size))
