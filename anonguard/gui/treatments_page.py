"""The Treatments page: what would make a release publishable (docs/treatments.md). On the left the officer
defines treated releases, each made from a release (or the original) by a chain of treatment plugins, step by
step, with the step's settings in the parameter form the Attacks page uses; on the right a column of the chosen
release is previewed before and after its chain, and after a run the untreated and treated releases stand on
the risk–utility frontier with their chains named.

The page is a view: the chains are edited by `treatment_chains` (into the draft, through the window's edit path:
Edit ▸ Undo and saving keep them), the preview is computed off the window's thread by `treatment_preview`, and
the frontier is the report's map (`frontier_view`)."""

from __future__ import annotations

import html
from collections.abc import Callable

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox, QFormLayout, QFrame, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QPushButton, QScrollArea,
    QSizePolicy, QSplitter, QTabWidget, QVBoxLayout, QWidget,
)

from anonguard.engine.claims.measures import RiskBands
from anonguard.engine.spec import ComponentChoice
from anonguard.engine.utility.result import UtilityResult
from anonguard.gui import treatment_chains as chains
from anonguard.gui.draft import AuditDraft
from anonguard.gui.engine_words import chart_words, engine_text, failure_text
from anonguard.gui.frontier_search import SearchDone, SearchPanel
from anonguard.gui.frontier_view import FrontierView
from anonguard.gui.models import localized
from anonguard.gui.parameter_form import ParameterForm
from anonguard.gui.session import AuditSession
from anonguard.gui.treatment_preview import (
    Categories, ColumnPreview, Histogram, PreviewFailed, PreviewRunner, preview_job,
)
from anonguard.gui.utility_page import percent
from anonguard.plugins.api import CATEGORICAL
from anonguard.plugins.manager import Catalog
from anonguard.report.figures import new_figure
from anonguard.report.risk_utility import risk_utility_map

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: TreatmentsPage)
PROBLEM_STYLE = "color: #c62828"


class PreviewCanvas(FigureCanvasQTAgg):
    """A column's distribution before (grey, filled) and after (blue, outlined) the chain."""

    def __init__(self) -> None:
        super().__init__(new_figure((5, 2.6)))
        self.axes = self.figure.add_subplot()
        self.show_drawn(None, "", translate("TreatmentsPage", "the preview shows a column before and after"))

    def show_drawn(self, drawn: Histogram | Categories | None, column: str, hint: str = "") -> None:
        ax = self.axes
        ax.clear()
        before, after = translate("TreatmentsPage", "before"), translate("TreatmentsPage", "after")
        if isinstance(drawn, Histogram):
            ax.stairs(drawn.before, drawn.edges, fill=True, color="#bdbdbd", label=before)
            ax.stairs(drawn.after, drawn.edges, color="#1565c0", linewidth=1.6, label=after)
        elif isinstance(drawn, Categories):
            places = range(len(drawn.labels))
            ax.bar([x - 0.2 for x in places], drawn.before, 0.4, color="#bdbdbd", label=before)
            ax.bar([x + 0.2 for x in places], drawn.after, 0.4, color="#1565c0", label=after, hatch="//",
                   edgecolor="white")
            ax.set_xticks(list(places), [text if len(text) <= 14 else text[:13] + "…" for text in drawn.labels],
                          rotation=30, ha="right", fontsize=7)
        if drawn is None:
            ax.set_xticks([])
            ax.set_yticks([])
            ax.set_title(hint, fontsize=9)
        else:
            ax.set_title(column, fontsize=9)
            ax.set_ylabel(translate("TreatmentsPage", "rows"), fontsize=8)
            ax.tick_params(labelsize=7)
            ax.legend(fontsize=7)
        self.figure.tight_layout()
        self.draw_idle()


class TreatmentsPage(QWidget):
    """`refresh()` shows the draft's treated releases; `show_results(bands)` the frontier of the last run."""

    def __init__(self, session: AuditSession, catalog: Catalog, edited: Callable[[], None]) -> None:
        """`edited` is told of every change to the draft's treatments (the window records it for Edit ▸ Undo)."""
        super().__init__()
        self.session, self.catalog, self.edited = session, catalog, edited
        self.current: str | None = None  # the treated release shown; None: a new one is being defined
        self.form: ParameterForm | None = None
        self.preview_stale = True  # the preview runs only while the page is seen
        self.mapped_utility: UtilityResult | None = None  # the utility measures the frontier was last drawn from
        self.runner = PreviewRunner(self)
        self.runner.done.connect(self._show_preview)
        intro = QLabel(self.tr(
            "A treatment changes a release to lower its risk: coarser key variables (what an intruder knows), "
            "rare values hidden, noise on numbers. Each treated release is made from a release (or the original) "
            "by a chain of steps, and is audited beside it at the next run, with the same attacks. The files on "
            "disk are never changed."))
        intro.setWordWrap(True)
        layout = QHBoxLayout(self)
        split = QSplitter()
        split.addWidget(self._editor(intro))
        split.addWidget(self._results())
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        layout.addWidget(split)
        self.refresh()

    @property
    def draft(self) -> AuditDraft:
        return self.session.draft

    # -- building -------------------------------------------------------------------------------

    def _editor(self, intro: QLabel) -> QWidget:
        self.chains = QListWidget()
        self.chains.setAccessibleName(self.tr("Treated releases"))
        self.chains.setMaximumHeight(80)
        self.chains.currentRowChanged.connect(self._chosen)
        new_button = QPushButton(self.tr("New treated release"))
        new_button.clicked.connect(self.new_chain)
        self.source = QComboBox()
        _narrow(self.source)
        self.source.setAccessibleName(self.tr("Made from"))
        self.source.currentIndexChanged.connect(self._source_changed)
        self.label = QLineEdit()
        self.label.setAccessibleName(self.tr("Label of the treated release"))
        self.label.setToolTip(self.tr("The name results and reports give the treated release."))
        self.steps = QListWidget()
        self.steps.setAccessibleName(self.tr("The chain's steps, in order"))
        self.steps.setWordWrap(True)
        self.steps.setMaximumHeight(100)
        self.undo_button = QPushButton(self.tr("Undo the last step"))
        self.undo_button.clicked.connect(self.undo_step)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("No longer make this treated release"))
        self.remove_button.clicked.connect(self.remove_chain)
        self.treatment = QComboBox()
        _narrow(self.treatment)
        self.treatment.setAccessibleName(self.tr("Treatment of the next step"))
        for entry in self.catalog.of_kind("treatment"):
            self.treatment.addItem(entry.title, entry.id)
        self.treatment.currentIndexChanged.connect(self._show_form)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.form_holder = QVBoxLayout()
        self.form_holder.setContentsMargins(0, 0, 0, 0)
        self.add_button = QPushButton(self.tr("Add this step"))
        self.add_button.clicked.connect(self.add_step)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(PROBLEM_STYLE)
        self.problems = QLabel()  # what would stop the run making the chains
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet(PROBLEM_STYLE)

        chosen = QGroupBox(self.tr("Treated releases"))
        chosen_layout = QVBoxLayout(chosen)
        chosen_layout.addWidget(self.chains)
        chosen_layout.addWidget(new_button)
        chosen_layout.addWidget(self.problems)
        chain = QGroupBox(self.tr("The chain"))
        form = QFormLayout(chain)
        form.addRow(self.tr("Made from"), self.source)
        form.addRow(self.tr("Label"), self.label)
        form.addRow(self.steps)
        buttons = QHBoxLayout()
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.remove_button)
        form.addRow(buttons)
        step = QGroupBox(self.tr("Add a step"))
        step_layout = QVBoxLayout(step)
        step_layout.addWidget(self.treatment)
        step_layout.addWidget(self.description)
        step_layout.addLayout(self.form_holder)
        step_layout.addWidget(self.add_button)
        step_layout.addWidget(self.problem)
        column = QWidget()
        column_layout = QVBoxLayout(column)
        for part in (intro, chosen, chain, step):
            column_layout.addWidget(part)
        column_layout.addStretch()
        self.editor = QScrollArea()  # a long form scrolls on a small screen
        self.editor.setWidget(column)
        self.editor.setWidgetResizable(True)
        self.editor.setFrameShape(QFrame.Shape.NoFrame)
        self.editor.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # its texts wrap instead
        self.editor.setMinimumWidth(400)
        self.editor.setAccessibleName(self.tr("The treated releases and their chains"))
        self._show_form()
        return self.editor

    def _results(self) -> QWidget:
        self.column = QComboBox()
        _narrow(self.column)
        self.column.setAccessibleName(self.tr("Column to preview"))
        self.column.activated.connect(lambda _: self._ask_preview())
        self.canvas = PreviewCanvas()
        self.canvas.setMinimumSize(300, 200)
        self.canvas.setAccessibleName(self.tr("The column's distribution before and after the chain"))
        self.counts = QLabel()
        self.counts.setWordWrap(True)
        self.counts.setTextFormat(Qt.TextFormat.RichText)
        self.counts.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.notes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        words = QWidget()
        words.setMinimumWidth(240)
        words_layout = QVBoxLayout(words)
        words_layout.setContentsMargins(0, 0, 0, 0)
        words_layout.addWidget(self.counts)
        words_layout.addWidget(self.notes, 1)
        pick = QHBoxLayout()
        named = QLabel(self.tr("Column"))
        named.setBuddy(self.column)
        pick.addWidget(named)
        pick.addWidget(self.column, 1)
        preview = QWidget()
        preview_layout = QVBoxLayout(preview)
        about = QLabel(self.tr("The chosen treated release's chain applied to its source: one column before and "
                               "after, and what each step did."))
        about.setWordWrap(True)
        preview_layout.addWidget(about)
        preview_layout.addLayout(pick)
        shown = QHBoxLayout()
        shown.addWidget(self.canvas, 3)
        shown.addWidget(words, 2)
        preview_layout.addLayout(shown, 1)
        self.frontier = FrontierView()
        self.views = QTabWidget()
        self.views.addTab(preview, self.tr("Preview"))
        self.views.addTab(self.frontier, self.tr("Frontier after the run"))
        self.views.addTab(self._search(), self.tr("Search the frontier"))
        self.views.setAccessibleName(self.tr("Preview of the chosen chain, and the frontier after the run"))
        return self.views

    def _search(self) -> QWidget:
        """The frontier search: the treatments propose chains, each audited within a budget; the officer adopts
        one as a treated release of the audit."""
        self.search = SearchPanel(self._search_audit)
        self.search.found.connect(self._searched)
        self.searched = FrontierView()
        self.search_done: SearchDone | None = None
        self.adopt_button = QPushButton(self.tr("Add the chosen chain to the audit"))
        self.adopt_button.setToolTip(self.tr("The chosen candidate becomes a treated release of this audit, made and "
                                             "audited in full at the next run and kept in the audit file."))
        self.adopt_button.setEnabled(False)
        self.adopt_button.clicked.connect(self.adopt_chosen)
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.addWidget(self.search)
        layout.addWidget(self.searched, 1)
        layout.addWidget(self.adopt_button)
        self.searched.show_frontier(None, {}, self.tr("No search yet: choose what to treat and a time budget, then "
                                                      "Search the frontier."))
        return holder

    def _search_audit(self) -> tuple | None:
        """The audit to search from, as the window would run it, and the tables it read; None if it is not ready
        (said in place of the result)."""
        try:
            return self.draft.to_spec(), self.draft.tables_read()
        except ValueError as exc:
            self.searched.show_frontier(None, {}, html.escape(failure_text(str(exc))))
            return None

    def _searched(self, done: SearchDone) -> None:
        self.search_done = done
        self.searched.show_frontier(done.frontier.map, done.chains(), self.tr(
            "No candidate was audited within the budget: give the search more time."),
            "<b>{}</b>".format(html.escape(engine_text(done.frontier.advice()))))
        self.adopt_button.setEnabled(done.frontier.map is not None)

    def adopt_chosen(self) -> bool:
        """The candidate chosen in the search's table, as a treated release of the draft."""
        row = self.searched.table.currentIndex().row()
        label = str(self.searched.frame.iat[row, 0]) if self.search_done and 0 <= row < len(self.searched.frame) \
            else None
        candidate = None if label is None else self.search_done.candidate(label)
        if candidate is None:
            self.problem.setText(self.tr("Choose a candidate in the search's table (an untreated release is already "
                                         "in the audit)."))
            return False
        return self._edit(lambda: chains.adopt(self.draft, self.catalog, candidate.source, candidate.steps).label,
                          self.tr("Not added: {problem}"))

    # -- the chains -------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the draft's treated releases (after an edit, Undo, or another audit opened)."""
        draft, labels = self.draft, [chain.label for chain in chains.treated(self.draft)]
        if self.current not in labels:
            self.current = None
        self.chains.blockSignals(True)
        self.chains.clear()
        for chain in chains.treated(draft):
            self.chains.addItem(self.tr("{label} ← {source} · steps: {count}").format(
                label=chain.label, source=chains.source_words(chain.source), count=len(chain.steps)))
        self.chains.setCurrentRow(labels.index(self.current) if self.current is not None else -1)
        self.chains.blockSignals(False)
        self.source.blockSignals(True)
        self.source.clear()
        for source in chains.sources(draft):
            self.source.addItem(chains.source_words(source), source)
        self.source.blockSignals(False)
        columns = [] if draft.original is None else [str(c) for c in draft.original.frame.columns]
        kept = self.column.currentData()
        self.column.clear()
        for name in columns:
            self.column.addItem(name, name)
        self.column.setCurrentIndex(max(0, self.column.findData(kept)))
        self.problems.setText("\n".join(f"⚠ {problem}" for problem in chains.problems(draft)))
        self.search.set_sources(chains.release_labels(draft))
        self._show_chain()

    def new_chain(self) -> None:
        """Define another treated release: its source and label first, then its steps."""
        self.chains.blockSignals(True)
        self.chains.setCurrentRow(-1)
        self.chains.blockSignals(False)
        self._chosen(-1)

    def _chosen(self, row: int) -> None:
        found = chains.treated(self.draft)
        self.current = found[row].label if 0 <= row < len(found) else None
        self.problem.setText("")
        self._show_chain()

    def _show_chain(self) -> None:
        """The chosen treated release's source, label and steps; a new one's suggested label."""
        chain = next((c for c in chains.treated(self.draft) if c.label == self.current), None)
        self.source.setEnabled(chain is None)
        self.label.setReadOnly(chain is not None)
        if chain is not None:
            self.source.blockSignals(True)
            if self.source.findData(chain.source) < 0:  # no longer a release: shown all the same
                self.source.addItem(chains.source_words(chain.source), chain.source)
            self.source.setCurrentIndex(self.source.findData(chain.source))
            self.source.blockSignals(False)
            self.label.setText(chain.label)
        else:
            self._source_changed()
        self.steps.clear()
        for number, step in enumerate(chain.steps if chain else [], start=1):
            self.steps.addItem(f"{number}. {chains.step_words(self.catalog, step)}")
        if chain is None:
            self.steps.addItem(self.tr("No step yet: choose a treatment below and add it."))
        self.undo_button.setEnabled(chain is not None)
        self.remove_button.setEnabled(chain is not None)
        if chain is not None:
            self._choose_column(chain.steps[-1].params)
        self._ask_preview()

    def _source_changed(self, *_args) -> None:
        if self.current is None and self.source.currentData() is not None:
            self.label.setText(chains.suggested_label(self.draft, self.source.currentData()))

    def _choose_column(self, params: dict) -> None:
        """The first column the step names, if the preview can show it."""
        named = [name.strip() for key in ("column", "columns") for name in str(params.get(key, "")).split(",")]
        found = next((self.column.findData(name) for name in named if self.column.findData(name) >= 0), -1)
        if found >= 0:
            self.column.setCurrentIndex(found)

    def _show_form(self, *_args) -> None:
        """The chosen treatment's description and settings, at their defaults."""
        if self.form is not None:
            self.form.setParent(None)
            self.form.deleteLater()
            self.form = None
        entry_id = self.treatment.currentData()
        if entry_id is None:
            self.description.setText(self.tr("No treatment is installed (File ▸ Install plugin…)."))
            self.add_button.setEnabled(False)
            return
        entry = self.catalog.get("treatment", entry_id)
        self.description.setText(entry.description)
        self.form = ParameterForm(entry.parameters)
        self.form_holder.addWidget(self.form)
        toggle = self.form.advanced.toggle  # its title cannot wrap: cut where the column is narrow, whole as a tip
        toggle.setSizePolicy(QSizePolicy.Policy.Ignored, toggle.sizePolicy().verticalPolicy())
        toggle.setToolTip(toggle.text())

    def add_step(self) -> bool:
        """The form's step added to the chosen treated release (a new one from the chosen source)."""
        if self.form is None:
            return False
        step = ComponentChoice(self.treatment.currentData(), self.form.values())
        return self._edit(lambda: chains.add_step(self.draft, self.catalog, self.label.text(),
                                                  self.source.currentData(), step).label,
                          self.tr("Not added: {problem}"))

    def undo_step(self) -> bool:
        """The chosen chain's last step taken back (the chain goes with its only step)."""
        label = self.current
        return label is not None and self._edit(lambda: None if chains.undo_step(self.draft, label) else label)

    def remove_chain(self) -> bool:
        label = self.current
        return label is not None and self._edit(lambda: chains.remove(self.draft, label))

    def _edit(self, change: Callable[[], str | None], refused: str = "{problem}") -> bool:
        """Make `change` to the draft's chains (it gives the treated release to show after) through the window's
        edit path; a refusal is said in `refused`'s words and changes nothing."""
        try:
            shown = change()
        except ValueError as exc:
            self.problem.setText(refused.format(problem=failure_text(str(exc))))
            return False
        self.current = shown
        self.problem.setText("")
        self.edited()
        self.refresh()
        return True

    # -- the preview ------------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self.preview_stale:
            self._ask_preview()

    def _ask_preview(self) -> None:
        """Preview the chosen release's column, off the window's thread (only while the page is seen)."""
        self.preview_stale = True
        if not self.isVisible():
            return
        self.preview_stale = False
        column = self.column.currentData()
        if self.current is None or column is None:
            self._no_preview(self.tr("Add a step to a treated release to preview it."))
            return
        try:
            job = preview_job(self.draft, self.catalog, self.current, column)
        except ValueError as exc:
            self._no_preview(str(exc), failed=True)
            return
        self.counts.setText(self.tr("Applying the chain to the table…"))
        self.runner.ask(job.run)

    def _no_preview(self, words: str, failed: bool = False) -> None:
        self.canvas.show_drawn(None, "", self.tr("no preview"))
        self.counts.setText(html.escape(words))
        self.counts.setStyleSheet(PROBLEM_STYLE if failed else "")
        self.notes.setText("")

    def _show_preview(self, found: ColumnPreview | PreviewFailed) -> None:
        if self.preview_stale:  # the chain or column changed while the page was not seen
            return
        if isinstance(found, PreviewFailed):
            self._no_preview(failure_text(found.message), failed=True)
            return
        self.counts.setStyleSheet("")
        self.canvas.show_drawn(found.drawn, found.column)
        self.counts.setText(preview_words(found))
        self.notes.setText("\n".join(
            self.tr("Step {number} ({treatment}): {note}").format(number=number, treatment=step.id,
                                                                 note=engine_text(note))
            for number, step in enumerate(found.steps, start=1) for note in step.notes))

    # -- the frontier -------------------------------------------------------------------------------

    def show_results(self, bands: RiskBands) -> None:
        """The last run's releases on the risk–utility map, the treated ones with their chains (as the run made
        them); `bands`: the verdict's settings."""
        session = self.session
        utility = session.measured.get("utility")
        verdict = None if session.running or utility is None else session.verdict(bands)
        mapped = None if verdict is None else risk_utility_map(verdict, utility)
        made = session.measured.get("treatments")
        described = {outcome.release: chains.chain_description(self.catalog, outcome.source, outcome.steps)
                     for outcome in (made.releases if made is not None else [])}
        if session.running:
            hint = self.tr("<b>The audit is running:</b> the releases are placed once its verdict is final.")
        elif utility is None and self.draft.utility is None:
            hint = self.tr("No utility measured: tick 'Utility' on the Scenario page and run, so that each "
                           "release, treated or not, is placed on the risk–utility map beside its verdict.")
        elif utility is None:
            hint = self.tr("Run the audit (Audit ▸ Run, F5): each release, treated or not, is then placed on the "
                           "risk–utility map beside its verdict.")
        else:
            hint = self.tr("No verdict to weigh the utility against: the audit ran no attack and measured no key "
                           "set.")
        self.frontier.show_frontier(mapped, described, hint, "" if mapped is None else
                                    "<b>{}</b>".format(html.escape(mapped.advice(chart_words))))
        if mapped is not None and utility is not self.mapped_utility:  # a run's new results: shown first
            self.views.setCurrentIndex(1)
        self.mapped_utility = utility


def _narrow(box: QComboBox) -> None:
    """A combo box no wider than the column it sits in: its long items are cut, shown whole when it opens."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(12)


def preview_words(found: ColumnPreview) -> str:
    """What the chain did to the column, each count with what it means."""
    changed_share = percent(found.changed / found.rows) if found.rows else "-"
    lines = [
        translate("TreatmentsPage", "<b>{column}</b>, {rows} rows").format(
            column=html.escape(found.column), rows=localized(f"{found.rows:,}")),
        translate("TreatmentsPage", "<b>Values changed: {count}</b> ({share}): rows whose value is no longer what "
                  "it was").format(count=localized(f"{found.changed:,}"), share=changed_share),
        translate("TreatmentsPage", "<b>Cells suppressed: {count}</b>: values left empty or written '*'").format(
            count=localized(f"{found.suppressed:,}")),
    ]
    if found.kind == CATEGORICAL:
        named = ", ".join(html.escape(value) for value in found.lost[:5]) + (" …" if len(found.lost) > 5 else "")
        lines.append(translate("TreatmentsPage", "<b>Categories lost: {count}</b>: values no longer published at "
                               "all{named}").format(count=localized(f"{len(found.lost):,}"),
                                                   named=f" ({named})" if named else ""))
    else:
        lines.append(translate("TreatmentsPage", "<b>Distinct values: {before} → {after}</b>").format(
            before=localized(f"{found.distinct[0]:,}"), after=localized(f"{found.distinct[1]:,}")))
    return "<br>".join(lines)
