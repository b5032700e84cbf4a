"""How one kind of audit's results read, wherever they are shown: the line the command line prints when one
finishes, its table at the end, the report's table and sections, the verdict's finding and the words naming
what drives the risk, the spreadsheet's row and the explanation of its measures.

Each kind has one presenter, registered under the kind's name (`anonguard.report.presenters`): the report,
the command line and the window ask the presenter of each result's kind and never choose by kind themselves.
A kind a plugin adds brings its presenter as the kind's `presenter`; a kind with none is shown by this base
class, which prints what every result has (its release, attack and status).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from anonguard.engine.claims.decision import SEVERITY
from anonguard.engine.outcome import Status
from anonguard.report.findings import BAND_WORDS, Finding
from anonguard.report.parts import Plot, Section, Table

if TYPE_CHECKING:
    from anonguard.engine.claims.measures import RiskBands
    from anonguard.report.privacy import Disclosure


class ReportView(Protocol):
    """What a presenter reads of the report it is part of (`anonguard.report.model.Report`)."""

    audit: dict[str, Any]  # the machine-readable audit, as the disclosure policy allows it
    disclosure: "Disclosure"
    bands: "RiskBands"
    verdict: Any  # the report's Verdict (`anonguard.report.verdict`)
    reidentification: Any

    def of_kind(self, kind: str) -> list: ...


class KindPresenter:
    """The presenter of one kind; subclasses override what their kind shows."""

    kind: str = ""  # the name of the kind it presents
    title: str = ""  # the heading of its results ("Membership inference results")

    def shown(self, report: ReportView) -> bool:
        """Whether the report has anything of this kind to show (its results, or what it measured)."""
        return bool(report.of_kind(self.kind))

    def finding(self, result: Any, bands: "RiskBands") -> Finding | None:
        """What the verdict makes of one result (None: it weighs in only if it could not be measured)."""
        return None

    def readings(self, measured: dict[str, Any]) -> list:
        """What the verdict weighs of this kind's whole-audit result (`measured`: those of the audit, by section),
        shaped as results (release, kind, attack_id, status, problems): each read by `finding`, and one that could
        not be measured a problem of its release. None but for kinds that measure the audit as a whole."""
        return []

    def attack_type(self, result: Any) -> str:
        """What kind of attack a result is, in the office's words: what the verdict names as driving the risk."""
        return f"{self.title or self.kind}, by {result.attack_id}"

    def drivers(self, findings: list[Finding]) -> list[str]:
        """Sentences naming what drives the risk among this kind's findings, worst first."""
        return []

    def line(self, result: Any) -> str:
        """One line for a finished result, as the command line reports it while the audit runs."""
        where = f"{result.attack_id} on {result.release}"
        said = getattr(result, "verdict", None) or result.status
        if result.status == Status.FAILED:
            return f"{where}: FAILED {result.error}"
        return f"{where}: {said}"

    def text(self, results: list, measured: dict[str, Any]) -> str:
        """The command line's table of this kind's results ("" for none)."""
        if not results:
            return ""
        rows = [self.line(result) for result in results]
        return "\n".join([self.title or self.kind, "-" * len(self.title or self.kind), *rows])

    def plots(self, report: ReportView) -> list[Plot]:
        """Plots of all this kind's results together, shown after the Results part's tables."""
        return []

    def tables(self, report: ReportView) -> list[Table]:
        """The report's tables of this kind's results (the Results part, before the sections)."""
        results = report.of_kind(self.kind)
        if not results:
            return []
        rows = [[r.release, r.attack_id, BAND_WORDS.get(getattr(r, "verdict", None) or "", r.status)] for r in results]
        return [Table(self.title or self.kind, ["Release", "Attack", "Reading"], rows)]

    def sections(self, report: ReportView, number: int) -> list[Section]:
        """One section per result (or per what the kind measured), numbered from `number`."""
        return []

    def spreadsheet_row(self, result: Any, report: ReportView) -> dict[str, Any]:
        """The columns of `results.csv` this kind fills for one result, beyond those every result has."""
        return {}

    def summary(self, report: ReportView) -> dict[str, Any]:
        """What the JSON report adds for this kind beside audit.json and the verdict, by top-level key."""
        return {}

    def explanation(self) -> list[tuple[str, list[str]]]:
        """(heading, paragraphs) explaining this kind's measures in plain words, for the report's last part."""
        return []

    def worst_first(self, result: Any, report: ReportView) -> tuple[int, float]:
        """Sort key putting the worst verdict first, then the highest ALC; what has none comes last."""
        finding = self.finding(result, report.bands)
        if finding is None:
            return (1, float("inf"))
        return (-SEVERITY[finding.band], -finding.alc)
