"""Undo and redo of the audit's set-up: column roles, kinds and declared missing codes, ticked attacks and their
parameters, extra key-variable sets, every setting and the treated releases' chains.

The window tells `SetupHistory` whenever an edit may have happened (a column changed, an attack
was ticked, a page was left); it keeps a state only when something really differs, so however
often it is told, one edit is one step. Loading files is not undone: it is not an edit of the
set-up, and the tables would have to be read again.
"""

from __future__ import annotations

import copy
from typing import Any

from anonguard.gui.draft import AuditDraft
from anonguard.gui.missing_codes import use_codes

LIMIT = 200  # steps kept


def setup_state(draft: AuditDraft) -> dict[str, Any]:
    return {
        "columns": [(c.name, c.kind, c.role) for c in draft.columns],
        "settings": copy.deepcopy(draft.settings),
        "attacks": copy.deepcopy(draft.attacks),
        "extra_known_sets": copy.deepcopy(draft.extra_known_sets),
        "missing": copy.deepcopy(draft.missing),
        "treatments": copy.deepcopy(draft.treatments),
    }


def apply_state(draft: AuditDraft, state: dict[str, Any]) -> None:
    use_codes(draft, state["missing"])
    by_name = {c.name: c for c in draft.columns}
    for name, kind, role in state["columns"]:
        if name in by_name:
            by_name[name].kind, by_name[name].role = kind, role
    draft.settings = copy.deepcopy(state["settings"])
    draft.attacks = copy.deepcopy(state["attacks"])
    draft.extra_known_sets = copy.deepcopy(state["extra_known_sets"])
    draft.treatments = copy.deepcopy(state["treatments"])


class SetupHistory:
    """Past and undone states of one audit's set-up."""

    def __init__(self, draft: AuditDraft) -> None:
        self.reset(draft)

    def reset(self, draft: AuditDraft) -> None:
        """A new or opened audit: nothing to undo."""
        self.current = setup_state(draft)
        self.done: list[dict[str, Any]] = []
        self.undone: list[dict[str, Any]] = []

    def changed(self, draft: AuditDraft) -> bool:
        """Record the draft's state if it differs from the last one; True if it did."""
        state = setup_state(draft)
        if state == self.current:
            return False
        self.done = [*self.done, self.current][-LIMIT:]
        self.current, self.undone = state, []
        return True

    def undo(self, draft: AuditDraft) -> bool:
        return self._move(draft, self.done, self.undone)

    def redo(self, draft: AuditDraft) -> bool:
        return self._move(draft, self.undone, self.done)

    def _move(self, draft: AuditDraft, source: list, target: list) -> bool:
        self.changed(draft)  # an edit not yet reported is a step of its own
        if not source:
            return False
        target.append(self.current)
        self.current = source.pop()
        apply_state(draft, self.current)
        return True
