"""The open audit as the window shows it, without Qt: its set-up, the run going on or the last one, and
its results.

Like napari's layer models and Orange's data objects, this is plain Python the window only views: the
pages' table models read their rows from it, the verdict, the journal, saving and the run history read
every result from it in scenario order, and a test drives it without a window. Which page lists a
result is its kind's view's to say (`anonguard.gui.kind_views`).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from anonguard.engine.outcome import Status
from anonguard.engine.key_variables.result import ReidentificationResult
from anonguard.engine.kinds import known_kinds
from anonguard.gui.kind_views import view_of

if TYPE_CHECKING:
    from anonguard.gui.draft import AuditDraft

RESULT_PAGES = ("results", "membership")  # the pages that list results, one row per scenario


@dataclass(frozen=True)
class RunPrepared:
    """The audit's process prepared its scenarios: how many, its header (`Audit.header()`) and each one's words."""

    total: int
    header: dict[str, Any]
    descriptions: list[str]


@dataclass(frozen=True)
class RunWarned:
    """What the run warned of, sent just before the engine's `AuditFinished`."""

    warnings: list[str]


@dataclass(frozen=True)
class RunFailed:
    """The run could not go on; `message` says why (a traceback after a blank line, if any)."""

    message: str


class AuditSession:
    """The open audit: its draft, its run state and its results (every kind in one list)."""

    def __init__(self, draft: AuditDraft | None = None) -> None:
        self.draft = draft
        self.results: list = []  # in the order they finished while a run goes on, in scenario order after it
        self._pages: dict[str, list] = {page: [] for page in RESULT_PAGES}
        self.measured: dict[str, Any] = {}  # what kinds measuring the whole audit found, by their section
        self.header: dict[str, Any] | None = None  # the run's header, or the provenance saved with the results
        self.warnings: list[str] = []
        self.running = False
        self.cancelled = False
        self.run_settings: dict[str, Any] | None = None  # the settings the run going on or last run started under

    def shown(self, page: str) -> list:
        """The results `page` lists (the same list while the session lives: its table model reads it)."""
        return self._pages[page]

    def page_of(self, result: Any) -> str | None:
        """The results page listing `result`, as its kind's view says (None: a kind no page lists)."""
        return view_of(result.kind).page

    def add(self, result: Any) -> str | None:
        """A scenario's result as it finished; the page that lists it, if one does."""
        page = self.page_of(result)
        self.results.append(result)
        if page is not None:
            self._pages[page].append(result)
        return page

    @property
    def reidentification(self) -> ReidentificationResult | None:
        return self.measured.get("reidentification")

    def verdict(self, bands: Any) -> Any:
        """The verdict over what is shown (`report.verdict.Verdict`), or None while nothing it weighs is shown."""
        from anonguard.report.verdict import judged  # the report's words and drawings: only once a verdict is asked

        return judged(self.results, bands, self.reidentification, self.measured)

    def show(self, results: list, header: dict[str, Any] | None = None, measured: dict[str, Any] | None = None,
             warnings: list[str] = ()) -> None:
        """Results as a finished run or a file holds them, and the whole-audit measures by section; `header`
        makes them reportable."""
        self.results = list(results)
        for page, shown in self._pages.items():
            shown[:] = [r for r in self.results if self.page_of(r) == page]
        self.header, self.warnings = header, list(warnings)
        self.measured = {section: found for section, found in (measured or {}).items() if found is not None}

    def begin_run(self, settings: dict[str, Any]) -> None:
        """A run starts from nothing shown; what it ran under is kept for the run history."""
        self.show([])
        self.running, self.cancelled = True, False
        self.run_settings = copy.deepcopy(settings)

    def take(self, event: object) -> None:
        """What a run's event changes of the state alone. A scenario's result and the run's end change the rows
        the pages' models show: those come through the models (`add`) and `end_run`, under their eyes."""
        if isinstance(event, RunPrepared):
            self.header = event.header
        elif isinstance(event, RunWarned):
            self.warnings = list(event.warnings)
        else:
            section = _whole_section(event)
            if section is not None:
                self.measured[section] = event

    def end_run(self, results: list, cancelled: bool) -> None:
        """The run sent everything: its results in scenario order, whatever order they finished in."""
        self.running, self.cancelled = False, cancelled
        self.show(results, self.header, self.measured, self.warnings)

    def fail_run(self) -> None:
        """The run failed: what it finished stays shown, but is not reported on as a run's results."""
        self.running, self.header = False, None

    @property
    def has_results(self) -> bool:
        """Whether any scenario's result is shown (a run's re-identification measures alone are not counted)."""
        return bool(self.results)

    @property
    def failed(self) -> int:
        return sum(r.status == Status.FAILED for r in self.results)

    @property
    def reportable(self) -> bool:
        """Whether a report can be written: results (or whole-audit measures) with the header of the run that
        made them, and no run going on."""
        return self.header is not None and bool(self.results or self.measured) and not self.running

    def saved_results(self) -> list[dict[str, Any]] | None:
        """The results an audit file keeps: None when there are none (whole-audit measures alone count as a
        run's result: they are kept in the provenance)."""
        if not self.results and not self.measured:
            return None
        return [r.to_dict() for r in self.results]


def _whole_section(event: object) -> str | None:
    """The section of the kind whose whole-audit result `event` is, if it is one."""
    return next((kind.section for kind in known_kinds() if kind.whole_result is not None and kind.section
                 and isinstance(event, kind.whole_result)), None)


def saved_measures(provenance: dict[str, Any] | None, warn: Callable[[str], None]) -> dict[str, Any]:
    """The whole-audit measures a run's saved provenance keeps, by section, as their kinds read them; one that
    cannot be read is left out, and `warn` says which and why."""
    found = {}
    for kind in known_kinds():
        saved = (provenance or {}).get(kind.section) if kind.whole_result is not None and kind.section else None
        if saved is None:
            continue
        try:
            found[kind.section] = kind.whole_result.from_dict(saved)
        except (KeyError, TypeError, ValueError) as exc:
            warn(f"{kind.section}: {exc}")
    return found

