"""The frontier search from the window (`anonguard treat --search` without a command line): the installed
treatments propose chains for a source, each is audited within a time budget in a child process (as a run is:
gui/worker.py), its progress shown, Cancel honoured between batches; what comes back is the frontier
(report/frontier.py) and each candidate's chain, never the rounds' audits. The officer picks a candidate and it
becomes a treated release of the draft, audited in full at the next run."""

from __future__ import annotations

import traceback
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from anonguard.engine.events import AuditFinished
from anonguard.engine.spec import ORIGINAL, AuditSpec, UtilitySpec
from anonguard.engine.treatment.search import Candidate, FrontierSearch, SearchFinished, SearchProgress
from anonguard.errors import AuditError
from anonguard.gui.session import RunFailed
from anonguard.gui.treatment_chains import ChainDescription
from anonguard.gui.worker import AuditWorker, start
from anonguard.progress import Progress
from anonguard.report.frontier import Frontier, frontier

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: SearchPanel)
GRACE = 30.0  # seconds a cancelled search may take to finish the batch under way (a round reads and treats first)


@dataclass(frozen=True)
class SearchDone:
    """What a search sends back to the window: the frontier, every candidate proposed, the key variables the chains
    treat (riskiest first), chains left out (label -> why), and whether it was cancelled."""

    frontier: Frontier
    candidates: tuple[Candidate, ...]
    keys: tuple[str, ...]
    failed: dict[str, str]
    cancelled: bool

    def chains(self) -> dict[str, ChainDescription]:
        """Each candidate's source and chain, as the frontier view lists treated releases."""
        return {c.label: ChainDescription(c.source, " → ".join(s.id for s in c.steps), c.chain())
                for c in self.candidates}

    def candidate(self, label: str) -> Candidate | None:
        return next((c for c in self.candidates if c.label == label), None)


def search_in_child(spec: AuditSpec, events: Any, progress: Progress, already_read: Sequence[Any],
                    sources: Sequence[str], budget: float, limit: int | None = None) -> None:
    """The child process: the search's progress, then `SearchDone` (or `RunFailed`), on `events` (`limit`: at
    most this many candidates)."""
    from anonguard.process_limits import end_with_parent

    end_with_parent()
    try:
        spec.utility = spec.utility or UtilitySpec()  # the map needs utility beside risk
        for event in FrontierSearch(spec, sources, budget, limit).run(progress):
            if isinstance(event, SearchProgress):
                events.put(event)
            elif isinstance(event, SearchFinished):
                events.put(SearchDone(frontier(event), tuple(event.candidates), event.keys, event.failed,
                                      event.cancelled))
    except AuditError as exc:
        events.put(RunFailed(str(exc)))
    except Exception as exc:  # anything else is reported, never lost
        events.put(RunFailed(f"internal error: {type(exc).__name__}: {exc}\n\n{traceback.format_exc()}"))


class SearchPanel(QWidget):
    """Source, budget, Search and Cancel, and a line of progress. `searching(spec, already_read)` is asked for the
    audit to search from when Search is pressed (None: nothing to search, the page says why); `found` carries the
    result, `failed` a message."""

    found = Signal(object)  # SearchDone
    failed = Signal(str)

    def __init__(self, audit_of: Any) -> None:
        super().__init__()
        self.audit_of = audit_of  # () -> (spec, tables already read) or None
        self.source = QComboBox()
        self.source.setAccessibleName(self.tr("Release the search treats"))
        self.budget = QDoubleSpinBox()
        self.budget.setRange(30, 24 * 3600)
        self.budget.setDecimals(0)
        self.budget.setSingleStep(60)
        self.budget.setValue(600)
        self.budget.setSuffix(self.tr(" s"))
        self.budget.setToolTip(self.tr("How long the search may take. Candidates it does not reach are listed as not "
                                       "audited, never as safe."))
        self.run_button = QPushButton(self.tr("Search the frontier"))
        self.run_button.setToolTip(self.tr(
            "The treatments propose chains (recoding, top coding, PRAM, noise, microaggregation, then local "
            "suppression to k on the key variables); each is audited like a release, with every attack, the "
            "re-identification measures and utility."))
        self.cancel_button = QPushButton(self.tr("Cancel the search"))
        self.cancel_button.setEnabled(False)
        self.status = QLabel(self.tr(
            "The treatments propose chains for the key variables, riskiest first (recoding, top coding, PRAM, noise, "
            "microaggregation), each ending with local suppression to k; every candidate is audited as a release is, "
            "with every attack, the re-identification measures and utility, until the time budget is spent."))
        self.status.setWordWrap(True)
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        row = QHBoxLayout()  # one row: the map below needs the height
        for text, field in ((self.tr("Treat"), self.source), (self.tr("Time budget"), self.budget)):
            named = QLabel(text)
            named.setBuddy(field)
            row.addWidget(named)
            row.addWidget(field, 1)
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.status)
        self.worker: AuditWorker | None = None

    def set_sources(self, labels: Sequence[str]) -> None:
        """The original and the releases the draft reads."""
        chosen = self.source.currentData()
        self.source.clear()
        for label in [ORIGINAL, *labels]:
            self.source.addItem(translate("SearchPanel", "the original") if label == ORIGINAL else label, label)
        found = self.source.findData(chosen)
        self.source.setCurrentIndex(max(found, 0))

    @property
    def running(self) -> bool:
        return self.worker is not None

    def start(self) -> None:
        asked = self.audit_of()
        if asked is None or self.running:
            return
        spec, already_read = asked
        self.worker = AuditWorker(spec, already_read, target=search_in_child,
                                  more=([self.source.currentData()], float(self.budget.value())),
                                  last=(SearchDone, RunFailed), grace=GRACE)
        self.worker.event.connect(self._event)
        self.worker.ended.connect(self._ended)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.status.setText(self.tr("Searching: the treatments propose chains…"))
        start(self.worker)

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.status.setText(self.tr("Cancelling: the round under way stops after its batch; what was audited is "
                                        "kept."))

    def _event(self, event: Any) -> None:
        if isinstance(event, SearchProgress):
            self.status.setText(self.tr("{words} ({percent} % of the budget spent)").format(
                words=event.words, percent=round(100 * event.done)))
        elif isinstance(event, SearchDone):
            audited = sum(1 for row in event.frontier.rows if row.chain and row.point is not None)
            self.status.setText(self.tr("{audited} of {proposed} candidate chains audited{cancelled}.").format(
                audited=audited, proposed=len(event.candidates),
                cancelled=self.tr(" (cancelled)") if event.cancelled else ""))
            self.found.emit(event)
        elif isinstance(event, RunFailed):
            self.status.setText(self.tr("The search stopped: {reason}").format(reason=event.message))
            self.failed.emit(event.message)
        elif isinstance(event, AuditFinished):  # stopped the hard way while busy: its rounds went with it
            self.status.setText(self.tr("The search was stopped while it was busy; nothing it audited was kept."))

    def _ended(self) -> None:
        self.worker = None
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
