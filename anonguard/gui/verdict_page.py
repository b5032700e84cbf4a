"""The Verdict page: what the report's first page says, shown first after a run.

The audit's band and advice, one row per release with its worst result, what drives the risk,
results the set-up left without a meaning, and what to do next. The detail is a click away on
the Results and Membership pages. Bands are told in words with a symbol beside the colour, so
nothing depends on telling colours apart.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidget, QTableWidgetItem,
    QVBoxLayout, QWidget,
)

from anonguard.engine.claims.measures import RiskBands
from anonguard.gui.engine_words import chart_words, engine_text, engine_texts
from anonguard.gui.models import RISK_COLORS, band_advice, band_text, localized
from anonguard.gui.kind_views import alc_text, band_words, view_of, views
from anonguard.engine.key_variables.result import ReidentificationResult
from anonguard.engine.utility.result import UtilityResult
from anonguard.report.risk_utility import risk_utility_map
from anonguard.report.verdict import BAND_WORDS, BANDS, ReleaseVerdict, Verdict, judged

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: VerdictPage)
# English source texts, shown in the window's language
HEADERS = (QT_TRANSLATE_NOOP("VerdictPage", "Release"), QT_TRANSLATE_NOOP("VerdictPage", "Verdict"),
           QT_TRANSLATE_NOOP("VerdictPage", "Worst ALC [95% interval]"), QT_TRANSLATE_NOOP("VerdictPage", "Worst result"),
           QT_TRANSLATE_NOOP("VerdictPage", "Results"), QT_TRANSLATE_NOOP("VerdictPage", "Undetermined"),
           QT_TRANSLATE_NOOP("VerdictPage", "Re-identification"))
KEY_COLUMN = len(HEADERS) - 1  # the release's worst re-identification reading, when measured


class VerdictPage(QWidget):
    """`show_verdict(results, bands)` fills it; `detail` asks for a release's results."""

    detail = Signal(str)  # release name
    export = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.verdict: Verdict | None = None
        self.ready = False  # the set-up checklist is complete
        self.band = QLabel()
        self.band.setTextFormat(Qt.TextFormat.RichText)
        self.band.setAccessibleName(self.tr("The audit's verdict"))
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        self.headline.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = QTableWidget(0, len(HEADERS))
        self.table.setHorizontalHeaderLabels([translate("VerdictPage", header) for header in HEADERS])
        self.table.setAccessibleName(self.tr("Verdict per release, worst first"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.cellActivated.connect(lambda row, _: self.detail.emit(self.table.item(row, 0).text()))
        self.table.cellDoubleClicked.connect(lambda row, _: self.detail.emit(self.table.item(row, 0).text()))
        self.drivers = QLabel()
        self.drivers.setWordWrap(True)
        self.drivers.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.next_steps = QLabel()
        self.next_steps.setWordWrap(True)
        self.detail_button = QPushButton(self.tr("Show this release's results"))
        self.detail_button.clicked.connect(self._detail_of_current)
        self.export_button = QPushButton(self.tr("Export the report…"))
        self.export_button.clicked.connect(self.export.emit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.detail_button)
        buttons.addWidget(self.export_button)
        buttons.addStretch()
        # a heading, not a group box: a group box around a wrapped label gave it less height than its lines need
        what_next = QLabel(self.tr("<b>What next?</b>"))
        what_next.setBuddy(self.next_steps)
        layout = QVBoxLayout(self)
        layout.addWidget(self.band)
        layout.addWidget(self.headline)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.drivers)
        layout.addWidget(what_next)
        layout.addWidget(self.next_steps)
        layout.addLayout(buttons)
        self.show_verdict([], RiskBands())

    def show_verdict(self, results: list, bands: RiskBands, running: bool = False,
                     reidentification: ReidentificationResult | None = None, utility: UtilityResult | None = None,
                     measured: dict | None = None) -> None:
        """`utility`, when the audit measured it, lets What next? name the release to consider first; `measured`:
        the whole-audit measures by section, whose readings the verdict weighs too (a reconstruction's)."""
        self.verdict = verdict = judged(results, bands, reidentification, measured)
        self.table.setRowCount(0)
        if verdict is None:
            self.band.setText(self.tr("<h2>No verdict yet</h2>"))
            self.headline.setText(self.tr("Run the audit (Audit ▸ Run, F5): the verdict per release appears here "
                                          "first, as on the report's first page; the Results page has every result."))
            self.drivers.setText("")
            self.set_ready(self.ready)
            self.detail_button.setEnabled(False)
            return
        band = verdict.band
        words = band_text(band) if band else self.tr("nothing measured")
        provisional = " " + self.tr("<small>(provisional: the audit is running, {count} results so far)</small>").format(
            count=localized(f"{len(results):,}"))
        self.band.setText(self.tr("<h2>Verdict: {words}{provisional}</h2>").format(
            words=words, provisional=provisional if running else ""))
        failed = " " + self.tr("{count} result(s) failed: see the Results page.").format(count=verdict.failed) \
            if verdict.failed else ""
        self.headline.setText(self._headline(verdict) + failed)
        for release in verdict.releases:
            row = self.table.rowCount()
            self.table.insertRow(row)
            cells = (release.release, band_text(release.band),
                     "-" if release.worst_alc is None else alc_text(release.worst_alc, release.worst_alc_ci),
                     _driven_by(release), localized(f"{release.results:,}"),
                     localized(f"{release.undetermined:,}"), band_text(release.key.band) if release.key else "-")
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                band = release.band if column == 1 else release.key.band if column == KEY_COLUMN and release.key else None
                if band:
                    item.setBackground(QBrush(QColor(RISK_COLORS.get(band, "#ffffff"))))
                    item.setToolTip(band_advice(band))
                self.table.setItem(row, column, item)
        lines = _drivers(verdict) + [
            self.tr("Release '{release}' cannot be judged on what could not be measured: {reasons}").format(
                release=release.release, reasons="; ".join(engine_texts(release.reasons)))
            for release in verdict.releases if release.reasons]
        self.drivers.setText("\n".join(f"• {line}" for line in lines))
        mapped = None if utility is None or running else risk_utility_map(verdict, utility)
        self.next_steps.setText(_next_steps(band) if mapped is None else self.tr(
            "{advice} The Utility page shows every release on the risk–utility map.").format(
            advice=mapped.advice(chart_words)) + " " + _next_steps(band))
        self.table.selectRow(0)
        self.detail_button.setEnabled(bool(verdict.releases))

    def set_ready(self, ready: bool) -> None:
        """Whether the set-up checklist is complete: with no verdict yet, What next? says the same as the
        checklist above the pages (it said to finish the set-up while the checklist said ready)."""
        self.ready = ready
        if self.verdict is None:
            self.next_steps.setText(self.tr("The set-up is complete: run the audit (Audit ▸ Run, F5).") if ready
                                    else self.tr("Finish the set-up steps named above the pages, then run."))

    def _headline(self, verdict: Verdict) -> str:
        """The report's first-page sentence (`Verdict.headline`), in the window's language."""
        worst = verdict.worst
        if worst is None and verdict.keys:
            text = band_advice(verdict.band) if verdict.band != "safe" else self.tr(
                "No record of a release has a re-identification risk above the acceptable risk.")
        elif worst is None:
            text = self.tr("No result could be measured, so the audit cannot judge the releases.")
        else:
            counts = verdict.counts
            told = ", ".join(f"{localized(str(counts[b]))} {translate('Bands', BAND_WORDS[b])}"
                             for b in BANDS if counts[b])
            if worst.alc < -1:
                worst_text = self.tr("none shows an advantage over the baseline (the worst ALC is below −1)")
            else:
                alc = alc_text(worst.alc, None)
                if worst.alc_ci:
                    alc = self.tr("{alc} (95 % interval {low} to {high})").format(
                        alc=alc, low=alc_text(max(worst.alc_ci[0], -1), None), high=alc_text(worst.alc_ci[1], None))
                worst_text = self.tr("the worst has ALC {alc}").format(alc=alc)
            text = self.tr("{advice} Of {count} measured results, {told}; {worst}.").format(
                advice=band_advice(verdict.band), count=localized(str(len(verdict.findings))), told=told,
                worst=worst_text)
        key = verdict.worst_key
        if key is not None:
            counts = verdict.key_counts
            told = ", ".join(f"{localized(str(counts[b]))} {translate('Bands', BAND_WORDS[b])}" for b in counts if counts[b])
            text += " " + self.tr("Re-identification by key variables: {told} of {count} readings; the worst, release "
                                  "'{release}' by {keys}: {at_risk} ({scenario}).").format(
                told=told, count=localized(str(len(verdict.keys))), release=key.release, keys=", ".join(key.risk.keys),
                at_risk=engine_text(key.risk.at_risk_text()), scenario=engine_text(key.risk.scenario_words()))
        if verdict.problems:
            text += " " + self.tr("{count} result(s) could not be measured (the reasons are listed below): until they "
                                  "are, no release they concern can be called safe.").format(
                count=len(verdict.problems))
        return text

    def _detail_of_current(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.detail.emit(self.table.item(row, 0).text())


def _driven_by(release: ReleaseVerdict) -> str:
    if release.worst is None and release.key is None:
        return translate("VerdictPage", "nothing measured")
    if release.driven_by.startswith("re-identification"):
        return translate("VerdictPage", "re-identification by {keys}").format(keys=", ".join(release.key.risk.keys))
    return view_of(release.worst.result.kind).driven_by(release.worst.result)


def _drivers(verdict: Verdict) -> list[str]:
    """The report's "What drives the risk" lines (`Verdict.drivers`), in the window's language: each kind's view
    words its findings, then the worst re-identification reading."""
    kinds = dict.fromkeys([*(view.kind for view in views()), *(f.result.kind for f in verdict.findings)])
    lines = [line for kind in kinds for line in view_of(kind).drivers(verdict.findings_of(kind))]
    key = verdict.worst_key
    if key is not None:
        r = key.risk
        lines.append(translate("VerdictPage", "Re-identification: an intruder who knows {keys} as published finds "
                               "{uniques} records of release '{release}' alone in their key combination; {at_risk} "
                               "({band}: {scenario}; Re-identification page).").format(
            keys=", ".join(r.keys), uniques=localized(f"{r.sample_uniques:,}"), release=r.file,
            at_risk=engine_text(r.at_risk_text()), band=band_words(r.band), scenario=engine_text(r.scenario_words())))
    return lines


def _next_steps(band: str | None) -> str:
    if band in ("serious", "at-risk"):
        return translate("VerdictPage", "Open the worst release's results to see which sensitive variable, attack "
                         "and key variables carry the risk; the manual's page \"What to do about an at-risk or "
                         "serious result\" (Help ▸ Manual) lists remedies. Export the report for the release board.")
    if band == "cannot-be-judged":
        return translate("VerdictPage", "Some results could not be measured, so the release cannot be called safe: "
                         "fix what the reasons above say (codes the release writes differently can be read on the "
                         "Data page's Recodes), then run again.")
    if band == "undetermined":
        return translate("VerdictPage", "Some results are not settled: raise the work budget or the attempts on the "
                         "Scenario page, or repeat under more seeds, and run again. The report says which results "
                         "are undetermined.")
    return translate("VerdictPage", "Export the report for the release board. Before calling the release safe, check "
                     "that the key variables match what an intruder could know (Data page) and that every attack "
                     "applicable to this kind of release was run (Attacks page).")
