"""Finished results kept safe while an audit runs: one JSON document, rewritten in one step after
every result, so that a crash or a kill loses none of them.

The window's crash journal (`anonguard.gui.recovery`) and the command line's `audit.partial.json`
both keep their results this way. A result is turned into JSON once, when it first appears (an
audit of many scenarios rewrites the file many times); the rest of the document, which may
change between writes (the run's provenance arrives after its first result), is written anew.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from anonguard.fileio import atomic_write_text


class ResultsJournal:
    """`record(fixed, results)` writes `{**fixed, "results": [...]}` to `path`; `as_dict` turns one
    result into what the document holds of it (a disclosure policy may leave values out)."""

    def __init__(self, path: Path, as_dict: Callable[[Any], dict[str, Any]] = lambda r: r.to_dict(),
                 mode: int | None = None) -> None:
        self.path, self.as_dict, self.mode = path, as_dict, mode
        self._written: dict[int, tuple[Any, str]] = {}  # id -> (the result, kept so its id stays its own; its JSON)

    def record(self, fixed: dict[str, Any], results: Sequence[Any]) -> None:
        """Rewrite the document with every result so far; OSError if it cannot be written."""
        for result in results:
            if id(result) not in self._written:
                self._written[id(result)] = (result, json.dumps(self.as_dict(result)))
        head = json.dumps({key: value for key, value in fixed.items() if key != "results"})
        body = ",".join(self._written[id(r)][1] for r in results)
        text = (head[:-1] + ("," if len(head) > 2 else "") + f'"results":[{body}]' + "}")
        atomic_write_text(self.path, text, mode=self.mode)

    def discard(self) -> None:
        self.path.unlink(missing_ok=True)
