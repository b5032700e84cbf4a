"""What a scenario result can be: one vocabulary for its status and its kind.

The members are strings, written to audit files as these very strings (and equal to them), so files
read back and compared with plain strings stay as they were.
"""

from __future__ import annotations

from enum import StrEnum


class Status(StrEnum):
    """How a scenario's run ended."""

    OK = "ok"  # it ran to its halting rule and was measured
    FAILED = "failed"  # the component raised or its process died; `error` says why
    CANCELLED = "cancelled"  # the run was cancelled; whatever was measured by then is kept
    NOT_APPLICABLE = "not-applicable"  # the scenario cannot be measured on this data; `problems` say why


def leaves_unjudged(status: str, by_design: bool, verdict: str | None) -> bool:
    """Whether a result leaves its release without a judgement (never "safe"): it could not be measured for a
    reason other than the release's nature (record linkage on a synthetic release), its attack failed, or the
    run was cancelled before it measured anything."""
    return (status == Status.NOT_APPLICABLE and not by_design or status == Status.FAILED
            or status == Status.CANCELLED and verdict is None)


class Kind(StrEnum):
    """The names of the kinds of audit AnonGuard ships, as results and their files carry them; each wing declares
    its own (`anonguard.engine.kinds` is the registry; a plugin's kind names itself)."""

    ATTRIBUTE = "attribute"  # attribute inference: a secret guessed from known columns
    MEMBERSHIP = "membership"  # membership inference: who was in the original
    IDENTITY = "identity"  # singling out, linkability, record linkage: claims about who is who

