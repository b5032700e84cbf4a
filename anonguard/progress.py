"""One token for a long task's progress and its cancelling, from the readers up to the window.

A `Progress` is what the task reports (its stage, and the share done when it can tell) and the one
way to stop it: `cancel()` sets it, and the task sees it wherever it looks. Readers look in
`advance` (which raises `Cancelled`); the engine's audit and the report renderers take a
`cancelled()` callable and look between batches and sections, and a `Progress` is that callable.
Its stop flag may be a multiprocessing event, so that Cancel in the window reaches the audit's own
process. The models were napari's `thread_worker` and Orange's task state: one object the worker
reports into and the user's Cancel writes to.
"""

from __future__ import annotations

import threading
from typing import Protocol


class Cancelled(Exception):
    """The task was cancelled while it reported progress."""


class StopFlag(Protocol):
    def set(self) -> None: ...

    def is_set(self) -> bool: ...


class Progress:
    """A task's stage, the share of it done (None: not known), and whether it was asked to stop."""

    def __init__(self, stop: StopFlag | None = None) -> None:
        self.stage = ""
        self.fraction: float | None = None
        self.stopping = stop if stop is not None else threading.Event()

    def begin(self, stage: str) -> None:
        """A new stage, whose share done is not known until it advances; Cancelled if asked to stop."""
        if self.cancelled:
            raise Cancelled("cancelled")
        self.stage, self.fraction = stage, None

    def advance(self, done: float, total: float) -> None:
        """`done` of `total` units of the stage; Cancelled if asked to stop."""
        if self.cancelled:
            raise Cancelled("cancelled")
        self.fraction = min(max(done / total, 0.0), 1.0) if total > 0 else None

    def cancel(self) -> None:
        self.stopping.set()

    @property
    def cancelled(self) -> bool:
        return self.stopping.is_set()

    def __call__(self) -> bool:
        """Whether to stop: a `Progress` is the `cancelled()` the engine and the renderers ask."""
        return self.cancelled

    def __getstate__(self) -> dict:  # a child process gets the flag (a multiprocessing event), not the stage
        return {"stopping": self.stopping}

    def __setstate__(self, state: dict) -> None:
        self.__init__(state["stopping"])
