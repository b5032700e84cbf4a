"""When an attack scenario has made enough attempts.

The converged answer is the one made on every eligible target: no halting error at all. Whether it
runs is decided before the first attempt, from counts alone (`plan_work`): the work attacking every
target takes, in cells compared (`attribute_cells`, `identity_cells`), against the scenario's work
budget (`halting.work_budget`, recorded with the audit's settings). A clock plays no part, so a
re-run of the audit file gives the same attempts, and the same results, on an idle or a loaded
machine, in one process or on a cluster. When every target does not fit, the run stops only when
the answer will not change: the risk band is decided by its interval, enough attempts were made for
the smallest group that could still change it to show up as significant, and neither side's best
PRC is still rising (compared with half as many attempts, so a baseline that climbs slowly as its
small, sure subgroups become significant keeps the run going); or when the budget is spent.

A wall-clock limit (`halting.time_limit_seconds`, none by default) may still stop a run; its result
then says so (`TIME_BUDGET`): it is not the recorded answer and never reads safe.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from anonguard.engine.settings import HaltingSettings
from anonguard.phrases import say

# why a run stopped, as audit.json records it and the Results page shows it (in the window's language: say)
DECIDED = say("decided")
EXHAUSTED = say("exhausted")
WORK_BUDGET = say("work-budget")
TIME_BUDGET = say("time-budget")
MAX_ATTEMPTS = say("max-attempts")
CANCELLED = say("cancelled")

HALT_REASONS = {
    DECIDED: "the risk band was decided, every group that could still change it had been given enough attempts "
             "to show, and neither attack nor baseline was still improving",
    EXHAUSTED: "every eligible target was attacked",
    WORK_BUDGET: "the work budget, counted from the table sizes before the run, was spent before every eligible "
                 "target was attacked: the same attempts on any machine",
    TIME_BUDGET: "stopped by the clock (the time limit) before the attempts the work budget allows were made: not "
                 "the recorded answer, a re-run may go further, and it never reads safe",
    MAX_ATTEMPTS: "the attempt limit was reached",
    CANCELLED: "the run was cancelled",
}

CELLS = 1e6  # `halting.work_budget` counts millions of cells
# a hold-out block's baseline model is fitted on its training rows; one training cell (rows × the known columns
# and the secret) costs as much as this many cells compared by best row match. Measured on 2 cores at 50,000 rows
# (docs/measures.md, "Converged answers"): about 50 for logistic regression and gradient boosting, 2,000 for a
# random forest; fixed, not fitted on the machine at hand, so that the plan is the same everywhere
FIT_CELLS = 500


def attribute_cells(release_rows: int, known: int, train_rows: int, block_rows: int) -> float:
    """Cells one attribute attempt costs: the attack compares its target with every release row on each known
    column, and the attempt's share of its hold-out block, whose baseline model is fitted on `train_rows`
    rows of the known columns and the secret."""
    return release_rows * known + FIT_CELLS * train_rows * (known + 1) / max(block_rows, 1)


def identity_cells(release_rows: int, others_rows: int, keys: int) -> float:
    """Cells one identity attempt costs: a claim from the release and one from the others' records (the
    baseline), each compared with every row of its table on each key variable."""
    return (release_rows + others_rows) * keys


@dataclass(frozen=True)
class WorkPlan:
    """What a scenario may do, decided from counts before its first attempt: the same on any machine."""

    attack_all: bool  # every eligible target (up to `halting.max_attempts`) is attacked: the converged answer
    affordable: int | None  # the most attempts the work budget pays for when not (None: the halting rule alone)


def plan_work(settings: HaltingSettings, available: int, cells_per_attempt: float) -> WorkPlan:
    """Attack every target when that fits the work budget (null: always; 0: never, the halting rule alone
    decides); otherwise the halting rule, with the budget's attempts as the last word."""
    budget = settings.work_budget
    if budget is None:
        return WorkPlan(True, None)
    wanted = available if settings.max_attempts is None else min(available, settings.max_attempts)
    affordable = math.floor(budget * CELLS / max(cells_per_attempt, 1.0))
    if budget > 0 and wanted <= affordable:
        return WorkPlan(True, None)
    return WorkPlan(False, max(affordable, 1) if budget > 0 else None)


@dataclass(frozen=True)
class Reading:
    """What the halting rule looks at after a batch."""

    attempts: int
    decided: bool  # the verdict's interval settles a band, and ALC's (clipped to [−1, 1]) is narrow enough
    attempts_that_matter: int  # the smallest group that could change the verdict shows up after this many
    best_prc: tuple[float | None, float | None]  # attack's and baseline's in-sample best significant PRC
    elapsed: float  # seconds so far: read only against the time limit, never for the recorded answer


@dataclass
class HaltMonitor:
    """Decides, after each batch, whether the scenario should stop and why."""

    settings: HaltingSettings
    available: int
    plan: WorkPlan
    history: list[tuple[int, tuple[float, float]]] = field(default_factory=list)

    def check(self, reading: Reading) -> str | None:
        self.history.append((reading.attempts, reading.best_prc))
        if reading.attempts >= self.available:
            return EXHAUSTED
        cap = self.settings.max_attempts
        if cap is not None and reading.attempts >= cap:
            return MAX_ATTEMPTS
        if not self.plan.attack_all:
            if reading.decided and reading.attempts >= reading.attempts_that_matter and not self._rising(reading):
                return DECIDED
            if self.plan.affordable is not None and reading.attempts >= self.plan.affordable:
                return WORK_BUDGET
        # last: a run that ends here by its counts gives the recorded answer, however long it took
        limit = self.settings.time_limit_seconds
        return TIME_BUDGET if limit is not None and reading.elapsed >= limit else None

    def _rising(self, reading: Reading) -> bool:
        """Either best PRC gained more than `min_gain` since half the attempts, or a side has no
        significant point yet, or it is too early to tell."""
        earlier = [prcs for attempts, prcs in self.history if attempts <= reading.attempts // 2]
        if not earlier or None in reading.best_prc or None in earlier[-1]:
            return True
        then = earlier[-1]
        return any(now - before > self.settings.min_gain for now, before in zip(reading.best_prc, then))

    def next_batch(self, done: int) -> int:
        """Batches grow with the attempts made, so a run over every target re-measures O(log n) times; the
        last one ends where the attempt limit or the work budget does."""
        size = max(self.settings.batch_size, done // 4)
        caps = [self.available, self.settings.max_attempts, self.plan.affordable]
        return max(0, min([size] + [cap - done for cap in caps if cap is not None]))
