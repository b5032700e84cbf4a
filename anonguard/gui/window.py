"""The main window: pages in tabs, the run controls, and the audit file menu."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox, QVBoxLayout, QWidget

from anonguard.data.progress import ReadCancelled
from anonguard.engine.events import AuditFinished, ScenarioAdvanced, ScenarioFinished
from anonguard.engine.demo import demo_spec
from anonguard.engine.key_variables.result import ReidentificationProgress, ReidentificationResult
from anonguard.engine.kinds import result_from_dict
from anonguard.engine.settings import AuditSettings, MeasureSettings
from anonguard.engine.spec import AuditSpec
from anonguard.errors import AuditError
from anonguard.gui import page_order, window_layout
from anonguard.gui.checklist import SetupChecklist
from anonguard.gui.draft import AuditDraft, LoadedTable, read_release
from anonguard.gui.drops import FileDrops
from anonguard.gui.file_dialogs import RecentAudits, ask_path, ask_release, audit_filter, csv_filter, pick_sheet, table_filter
from anonguard.gui.export_dialog import ExportDialog
from anonguard.gui.history import HistoryDialog, Run, RunHistory
from anonguard.gui.manual import FOR_PAGE, ManualWindow, open_manual
from anonguard.gui.measured_pages import MEASURED_PAGES
from anonguard.gui.membership_view import MembershipPage
from anonguard.gui.reidentification_page import ReidentificationPage
from anonguard.gui.menus import build_menus
from anonguard.gui.engine_words import engine_texts, failure_text
from anonguard.gui.page_tabs import PageTabs
from anonguard.gui.pages import AttacksPage, DataPage, ResultsPage, select_first
from anonguard.gui.plugin_install import install_plugin
from anonguard.gui.questions import keep_results, recover_interrupted, send_original
from anonguard.gui.reading_status import Reading, read_off_thread
from anonguard.gui.recovery import Interrupted, RunJournal, interrupted
from anonguard.gui.report_jobs import AuditOutcome
from anonguard.gui.scenario_states import ScenarioStates, ScenarioStatesWindow
from anonguard.gui.run_status import RunStatus
from anonguard.gui.scenario_page import ScenarioPage
from anonguard.gui.session import AuditSession, RunFailed, RunPrepared, saved_measures
from anonguard.gui.treatments_page import TreatmentsPage
from anonguard.gui.undo import SetupHistory
from anonguard.gui.verdict_page import VerdictPage
from anonguard.gui.worker import AuditWorker, start
from anonguard.plugins.manager import Catalog, load_catalog
from anonguard.plugins.tables import sheet_names
from anonguard.resources import demo_audit_path

T = TypeVar("T")


class MainWindow(FileDrops, QMainWindow):
    run_finished = Signal(bool)  # cancelled

    def __init__(self, catalog: Catalog | None = None) -> None:
        super().__init__()
        self.setAcceptDrops(True)
        self.catalog = catalog if catalog is not None else load_catalog()
        self.session = AuditSession(AuditDraft())  # what the pages view: the set-up, the run and its results
        self.setup_history = SetupHistory(self.draft)  # Edit ▸ Undo and Redo
        self._audit_path: Path | None = None
        self.worker: AuditWorker | None = None
        self.reading: Reading | None = None  # of tables, going on in a thread
        self.thread = None
        self._journal: RunJournal | None = None  # keeps the shown run's results safe from a crash until saved
        self.history = RunHistory()  # the audit's last runs, kept in its file
        self.settings_store = QSettings()  # organization and application names are set by the app
        self.headless = False  # smoke mode: problems go to stderr instead of dialogs
        self._update_title()

        self.data_page = DataPage(self.draft)
        self.attacks_page = AttacksPage(self.draft, self.catalog)
        self.scenario_page = ScenarioPage(self.draft, self.catalog)
        self.verdict_page = VerdictPage()
        self.verdict_page.detail.connect(self.show_release_results)
        self.verdict_page.export.connect(lambda: self.export_action.trigger())
        for key, page in MEASURED_PAGES.items():  # each kind's page of its whole-audit measures
            setattr(self, f"{key}_page", page(self.session))
        self.results_page = ResultsPage(self.session)
        self.membership_page = MembershipPage(self.session)
        self.reidentification_page = ReidentificationPage(lambda: ask_path(
            self, self.settings_store, self.tr("Export the risk register"), csv_filter(), save=True, suffix="csv"))
        self.treatments_page = TreatmentsPage(self.session, self.catalog, self._edited)
        self.tabs = PageTabs()
        for key in page_order.KEYS:  # numbered and titled as the manual names them
            self.tabs.add_page(getattr(self, f"{key}_page"), page_order.tab_title(key))
        self.tabs.currentChanged.connect(self._tab_changed)
        self.checklist = SetupChecklist()
        self.checklist.go.connect(lambda page: self.tabs.setCurrentWidget(getattr(self, f"{page}_page")))
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.checklist)
        column.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self.data_page.columns_model.dataChanged.connect(self._edited)
        self.data_page.columns_model.modelReset.connect(self._check_setup)
        self.attacks_page.tree.itemChanged.connect(self._edited)
        self.data_page.open_original.connect(self.choose_original)
        self.data_page.add_release.connect(self.choose_release)
        self.data_page.remove_release.connect(self._remove_release)
        self.data_page.renamed.connect(self.refresh)

        self.run_status = RunStatus(self.statusBar(), self.tr("Open an original and its releases, or an audit file."))
        self.run_status.cancel_requested.connect(self.cancel)
        self.scenario_states, self.states_window = ScenarioStates(), None
        self.run_status.states_button.clicked.connect(self.show_scenario_states)
        self.status, self.progress = self.run_status.label, self.run_status.progress
        self.cancel_button = self.run_status.cancel_button
        self.overview_pending = QTimer(self, singleShot=True, interval=1000)
        self.overview_pending.timeout.connect(self._draw_overview)
        self._build_menus()
        self.refresh()
        window_layout.restore(self, self._split_pages(), self.settings_store)

    def _split_pages(self) -> list[QWidget]:
        """The pages whose splitters' positions are kept."""
        return [self.data_page, self.attacks_page, self.results_page, self.membership_page]

    # -- menus ------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        menus = build_menus(self, self, self.tabs, self.catalog)
        self.editing_actions, self.recent_menu = menus.editing, menus.recent
        self.run_action, self.cancel_action, self.export_action = menus.run, menus.cancel, menus.export
        self.recent = RecentAudits(self.recent_menu, self.settings_store, self.open_audit)

    @property
    def draft(self) -> AuditDraft:
        return self.session.draft

    @draft.setter
    def draft(self, draft: AuditDraft) -> None:
        self.session.draft = draft

    @property
    def outcome(self) -> AuditOutcome | None:
        """What the shown results can be reported from, if anything."""
        s = self.session
        return AuditOutcome(s.header, s.results, s.warnings, s.measured) if s.reportable else None

    def _warn(self, title: str, text: str) -> None:
        if self.headless:
            print(f"anonguard: {title}: {text}", file=sys.stderr)
        else:
            QMessageBox.warning(self, title, text)

    def show_history(self) -> HistoryDialog:
        dialog = HistoryDialog(self.history, self.restore_run, self)
        dialog.show()
        return dialog

    def restore_run(self, run: Run) -> None:
        """Show a past run's results, with the settings and treatments it ran under, as the audit's current state."""
        if self.running or not self.may_discard(self.tr("showing an earlier run")):
            return
        run.restore_setup(self.draft)
        self.refresh()
        self._show_saved([result_from_dict(r) for r in run.results], run.provenance)
        self.status.setText(self.tr("Showing the run of {when}: its results and settings")
                            .format(when=run.finished.replace("T", " ")))

    def show_manual(self) -> ManualWindow:
        """F1: the manual, at the page that explains the window's page in use."""
        current = self.tabs.currentWidget()
        page = next((key for key in FOR_PAGE if getattr(self, f"{key}_page", None) is current), "data")
        return open_manual(self, FOR_PAGE[page])

    # -- inputs -----------------------------------------------------------------------------

    def _ask(self, title: str, filters: str, save: bool = False) -> str:
        return ask_path(self, self.settings_store, title, filters, save)

    def choose_original(self) -> None:
        path = self._ask(self.tr("Open the original table"), table_filter())
        if path:
            self.load_original(path)

    def choose_release(self, folder: bool = False) -> None:
        path = ask_release(self, self.settings_store, folder)  # a table file, or a folder of published tables
        if path:
            self.load_release(path)

    def load_original(self, path: str | Path, sheet: str | None = None) -> bool:
        def read(sheet: str | None) -> tuple[LoadedTable, list]:
            table = LoadedTable.read(path, sheet=sheet)
            return table, self.draft.columns_of(table)

        return self._load_table(path, sheet, read, lambda found: self.draft.use_original(*found))

    def load_release(self, path: str | Path, label: str | None = None, sheet: str | None = None) -> bool:
        return self._load_table(path, sheet, lambda sheet: read_release(path, sheet=sheet),
                                lambda table: self._add_release(table, label))

    def _add_release(self, table: LoadedTable, label: str | None) -> None:
        """Add a release table; attacks still ticked as by default follow what the releases now hold
        (a count table ticks the attack on published counts, record tables the others)."""
        attacks = self.catalog.of_kind("attack")
        untouched = set(self.draft.attacks) == set(self.draft.default_attacks(attacks))
        self.draft.add_table(table, label)
        if untouched:
            self.draft.attacks = self.draft.default_attacks(attacks)

    def _load_table(self, path: str | Path, sheet: str | None, read: Callable[[str | None], T],
                    use: Callable[[T], object]) -> bool:
        """Ask for the sheet if need be, `read` it off the GUI thread, then `use` what was read."""
        sheet = sheet or self._pick_sheet(path)
        if sheet is False:
            return False
        found = self._guarded(lambda: read(sheet))
        if found is None:
            return False
        use(found)
        self.setup_history.reset(self.draft)  # reading a table is no edit to undo: the set-up starts from it
        self.refresh()
        return True

    def _pick_sheet(self, path: str | Path) -> str | None | bool:
        """A workbook of several sheets: which one (None: the only or first sheet; False: the user gave up)."""
        sheets = self._guarded(lambda: sheet_names(path))  # a large workbook takes a while to open
        return False if sheets is None else None if self.headless else pick_sheet(self, path, sheets)

    def _remove_release(self, index: int) -> None:
        self.draft.remove_release(index)
        self.refresh()

    def _guarded(self, read: Callable[[], T], title: str | None = None, about: str = "") -> T | None:
        """What `read` returns, read off the GUI thread; None (and a message titled `title`, by default
        "Cannot use this file", after `about`) if it failed or was cancelled."""
        try:
            return read_off_thread(self, read)
        except ReadCancelled:
            self.status.setText(self.tr("Reading cancelled: nothing was changed."))
        except (AuditError, ValueError, OSError) as exc:
            self._warn(title or self.tr("Cannot use this file"), f"{about}{exc}")
        return None

    # -- audit files ------------------------------------------------------------------------

    def new_audit(self) -> None:
        if not self.may_discard(self.tr("starting a new audit")):
            return
        self._drop_journal()
        self._adopt(AuditDraft(settings=self._last_settings()))
        self.audit_path = None
        self.history = RunHistory()
        self._show_results([])
        self.results_page.curves.show_result(None)
        self.results_page.overview.show_results([], self._measures())
        self.tabs.setCurrentWidget(self.data_page)
        self.status.setText(self.tr("New audit: open the original and add its releases."))

    def _last_settings(self) -> dict:
        """The settings of the last run, or the defaults if there is none (or it no longer parses)."""
        try:
            return AuditSettings.from_dict(json.loads(self.settings_store.value("last_settings", "{}"))).to_dict()
        except (ValueError, TypeError):
            return AuditSettings().to_dict()

    def choose_audit(self) -> None:
        path = self._ask(self.tr("Open an audit"), audit_filter())
        if path:
            self.open_audit(path)

    def open_demo(self) -> bool:
        """The demo audit, less what it names that this installation lacks (said in the status bar)."""
        spec, notes = demo_spec(self.catalog)
        if not self.open_audit(demo_audit_path(), spec):
            return False
        if notes:
            self.status.setText(self.status.text() + " · " + "; ".join(engine_texts(notes)))
        return True

    def open_audit(self, path: str | Path, spec: AuditSpec | None = None) -> bool:
        """Open the audit file `path` (`spec`: the audit it holds, when the caller has it already)."""
        if not self.may_discard(self.tr("opening {file}").format(file=Path(path).name)):
            return False
        results = self._load(path, spec)
        if results is None:
            return False
        self.audit_path = Path(path)
        self.recent.remember(self.audit_path)
        if results:
            self.status.setText(self.tr("Opened {file} with {count} saved results").format(file=Path(path).name,
                                                                                          count=len(results)))
        else:
            self.status.setText(self.tr("Opened {file}").format(file=Path(path).name))
        return True

    def offer_recovery(self, ask=None) -> bool:
        """After a crash: offer the finished results of the run it interrupted. `ask` answers
        "recover", "discard" or "later" in place of the dialog (tests)."""
        found = interrupted()
        if not found:
            return False
        answer = (ask or (lambda found, older: recover_interrupted(self, found, older)))(found[0], len(found) - 1)
        if answer == "discard":
            found[0].path.unlink(missing_ok=True)
        return answer == "recover" and self.recover(found[0])

    @property
    def audit_path(self) -> Path | None:
        """The audit file the window shows (None: not saved yet); its name is the window's title."""
        return self._audit_path

    @audit_path.setter
    def audit_path(self, path: Path | None) -> None:
        self._audit_path = path
        self._update_title()

    @property
    def journal(self) -> RunJournal | None:
        """The journal of results not saved yet: while there is one, the title is marked modified."""
        return self._journal

    @journal.setter
    def journal(self, journal: RunJournal | None) -> None:
        self._journal = journal
        self._update_title()

    def _update_title(self) -> None:
        name = self._audit_path.name if self._audit_path else self.tr("Untitled audit")
        self.setWindowTitle(self.tr("{audit}[*] — AnonGuard").format(audit=name))
        self.setWindowModified(self._journal is not None)

    def _ask_keep(self, doing: str) -> str:
        """"save", "discard" or "cancel": what to do with unsaved results before `doing` (tests answer it)."""
        return "discard" if self.headless else keep_results(self, doing)

    def may_discard(self, doing: str) -> bool:
        """Whether `doing` may go ahead: no unsaved results, or the user saved or discarded them."""
        if self.journal is None or not self.session.has_results:
            return True
        answer = self._ask_keep(doing)
        if answer == "save":
            return self.save_audit()
        return answer == "discard"

    def recover(self, found: Interrupted) -> bool:
        """Show an interrupted run's finished results; they stay in the journal until saved."""
        results = self._load(found.path)
        if results is None:
            return False
        self.audit_path = Path(found.saved_as) if found.saved_as else None
        try:
            self.journal = found.claim()
        except (OSError, ValueError, KeyError):
            self.journal = None  # shown all the same; only a second crash would lose them
        self.status.setText(self.tr("Recovered {results}: save the audit to keep them").format(results=found.describe()))
        return True

    def _load(self, path: str | Path, spec: AuditSpec | None = None) -> list | None:
        """Open an audit file with its saved results; None (and a message) if it cannot be opened."""
        draft = self._guarded(lambda: AuditDraft.from_spec(spec or AuditSpec.load(path)),
                              self.tr("Cannot open this audit"), f"{path}:\n")
        if draft is None:
            return None
        self._drop_journal()
        self._adopt(draft)
        content = json.loads(Path(path).read_text(encoding="utf-8"))
        try:
            results = [result_from_dict(r) for r in content.get("results") or []]
        except (KeyError, TypeError, ValueError):
            results = []
            self._warn(self.tr("Saved results not shown"),
                       self.tr("{file}: the saved results are malformed; run the audit again").format(file=path))
        self.history = RunHistory.from_list(content.get("history"))
        self._show_saved(results, content.get("provenance"))
        return results

    def _show_saved(self, results: list, provenance: dict | None) -> None:
        """Results kept in a file or the run history, with the run's provenance (saved with a run's results,
        so that they can be reported on) and the key variables' measures it holds."""
        kept = dict(provenance or {})
        keyed = self.reidentification_page.show_saved(kept.pop("reidentification", None), self._warn)
        others = saved_measures(kept, lambda problem: self._warn(self.tr("Saved results not shown"), problem))
        self._show_results(results, provenance, {**others, "reidentification": keyed})

    def _adopt(self, draft: AuditDraft) -> None:
        self.attacks_page.forget_form()  # its editors belong to the audit being replaced
        if not draft.attacks:  # an audit naming no attack runs those meant to run by default: show them ticked
            draft.attacks = draft.default_attacks(self.catalog.of_kind("attack"))
        self.draft = draft
        self.setup_history.reset(draft)
        for page in (self.data_page, self.attacks_page, self.scenario_page):
            page.draft = draft
        self.data_page.columns_model.draft = draft
        self.refresh()

    def save_audit(self, ask: bool = False) -> bool:
        self._commit_pages()
        path = self.audit_path
        if ask or path is None:
            chosen = self._ask(self.tr("Save the audit"), audit_filter(), save=True)
            if not chosen:
                return False
            path = Path(chosen)
        results = self.session.saved_results()
        try:
            self.draft.save(path, results, self.outcome and self.outcome.provenance(), self.history.to_list())
        except (ValueError, OSError) as exc:
            self._warn(self.tr("Cannot save the audit"), str(exc))
            return False
        self.audit_path = path
        self.recent.remember(path)
        self._drop_journal()
        self.status.setText(self.tr("Saved {file}").format(file=path))
        return True

    def install_plugin(self) -> bool:
        said = install_plugin(self._ask, self._warn, self.catalog)
        if said is None:
            return False
        self.refresh()  # the Attacks page lists what the plugin added
        self.status.setText(said)
        return True

    # -- running ----------------------------------------------------------------------------

    def _commit_pages(self) -> None:
        self.attacks_page.commit()
        self.scenario_page.commit()

    @property
    def running(self) -> bool:
        return self.reading is not None or self.worker is not None or (self.thread is not None and self.thread.isRunning())

    def lock(self, running: bool) -> None:
        """While an audit runs, nothing that would change it (or mix its results into another) is open."""
        for page in (self.data_page, self.attacks_page, self.scenario_page, self.treatments_page):
            page.setEnabled(not running)
        for item in self.editing_actions:
            item.setEnabled(not running)
        self._check_setup(running=running)
        self.cancel_action.setEnabled(running)
        self._refresh_export()

    def run(self) -> bool:
        if self.running or not self.may_discard(self.tr("running the audit again")):
            return False
        self._commit_pages()
        if not send_original(self, self.draft, self.headless):  # a place only the audit file names
            return False
        try:
            spec = self.draft.to_spec()
        except ValueError as exc:
            self._warn(self.tr("Not ready to run"), str(exc))
            return False
        self.settings_store.setValue("last_settings", json.dumps(self.draft.settings))
        self._changing(lambda: self.session.begin_run(self.draft.settings))
        self.reidentification_page.show_result(None)
        self.results_page.curves.show_result(None)  # the last run's curve is not this run's
        self._drop_journal()
        self.journal = RunJournal.begin(spec.to_dict(), self.audit_path)
        self.worker = AuditWorker(spec, self.draft.tables_read())  # the audit reads no table again
        self.worker.event.connect(self._event)  # a bound method: called in this thread, not the worker's
        self.lock(True)
        self.run_status.run_started()
        self.thread = start(self.worker)
        self.thread.finished.connect(self._thread_done)
        # the verdict and the results fill in as they come: show the verdict first
        self.tabs.setCurrentWidget(self.verdict_page)
        return True

    def _thread_done(self) -> None:
        done = self.sender() or self.thread  # the run's thread that ended: a new run may have started already
        done.deleteLater()
        self.thread = None if done is self.thread else self.thread
        self._check_setup()
        self._draw_overview()  # a run that failed leaves its verdict provisional until here

    def cancel(self) -> None:
        if self.reading is not None:
            self.reading.cancel()
        if self.worker is not None:
            self.worker.cancel()
            self.run_status.cancelling()

    def show_scenario_states(self) -> None:
        """The run's scenarios and their states, in a window of its own beside this one."""
        self.states_window = self.states_window or ScenarioStatesWindow(self.scenario_states, self)
        self.states_window.show()

    def _event(self, event: object) -> None:
        """One event of the run, handed by its type to what shows it (the engine's events reach here unchanged)."""
        self.session.take(event)
        self.run_status.take(event)
        self.scenario_states.take(event)
        handler = {RunPrepared: lambda _: self._journal_results(), ScenarioAdvanced: self._advanced,
                   ScenarioFinished: self._result, ReidentificationProgress: self._reid_stage,
                   ReidentificationResult: self.reidentification_page.show_result, AuditFinished: self._finished,
                   RunFailed: self._failed}.get(type(event))
        if handler is not None:
            handler(event)

    def _reid_stage(self, event: ReidentificationProgress) -> None:
        self.status.setText(self.tr("Re-identification: {stage}").format(stage=event.stage))

    def _advanced(self, event: ScenarioAdvanced) -> None:
        available = event.progress.available
        planned = min(available, self.draft.settings["halting"]["max_attempts"] or available)
        self.run_status.attempts(event.index, event.progress.attempts, planned)
        self.scenario_states.attempts(event.index, event.progress.attempts, planned)

    def _result(self, event: ScenarioFinished) -> None:
        listed = self.session.page_of(event.result)  # None: a kind no results page lists
        page = getattr(self, f"{listed}_page", None)
        page.model.add(event.result) if page is not None else self.session.add(event.result)
        self._journal_results()
        self._count_tabs()
        if page is self.membership_page and len(page.model.results) == 1 and self.tabs.currentWidget() is page:
            page.select_row(0)
        if not self.overview_pending.isActive():  # redraw the overview at most once a second while running
            self.overview_pending.start()

    def _journal_results(self) -> None:
        if self.journal is not None:
            self.journal.record(self.session.header, self.session.results)

    def _drop_journal(self) -> None:
        if self.journal is not None:
            self.journal.discard()
            self.journal = None

    def _show_results(self, results: list, header: dict | None = None, measured: dict | None = None) -> None:
        """Results a finished run or a file holds, on the pages that list them, and the whole-audit measures;
        `header` (the run's, or the provenance saved with them) lets them be reported on."""
        self._changing(lambda: self.session.show(results, header, measured))

    def _changing(self, change: Callable[[], None]) -> None:
        """Change the session's results under the eyes of the views over them."""
        models = (self.results_page.model, self.membership_page.model)
        for model in models:
            model.beginResetModel()
        change()
        for model in models:
            model.endResetModel()
        self._refresh_export()
        self._count_tabs()
        self._draw_overview()
        self._check_setup()  # with results shown, the checklist says what comes next

    def _count_tabs(self) -> None:
        for key in ("results", "membership"):
            page, title = getattr(self, f"{key}_page"), page_order.tab_title(key)
            count = len(page.model.results)
            self.tabs.setTabText(self.tabs.indexOf(page), f"{title} ({count})" if count else title)

    def _draw_overview(self) -> None:
        """Charts are drawn only when they can be seen: a redraw takes the event loop ~0.1 s."""
        session, shown, measures = self.session, self.tabs.currentWidget(), self._measures()
        if shown is self.verdict_page:
            self.verdict_page.show_verdict(session.results, measures.bands, self.worker is not None,
                                           session.reidentification, session.measured.get("utility"),
                                           session.measured)
        elif type(shown) in MEASURED_PAGES.values():
            shown.show_measured(measures.bands)
        elif shown is self.treatments_page:
            self.treatments_page.show_results(measures.bands)
        elif shown is self.membership_page:
            select_first(self.membership_page)
        elif shown is self.results_page:
            self.results_page.overview.show_results(self.results_page.model.results, measures)
            select_first(self.results_page)

    def show_release_results(self, release: str) -> None:
        """The Results page at `release`'s worst result (its Membership page if it has only those)."""
        for page in (self.results_page, self.membership_page):
            rows = [row for row in range(page.proxy.rowCount())
                    if page.model.results[page.proxy.mapToSource(page.proxy.index(row, 0)).row()].release == release]
            if rows:
                self.tabs.setCurrentWidget(page)
                page.select_row(rows[0])  # sorted worst first
                return
        self.tabs.setCurrentWidget(self.reidentification_page)  # a release read by its key variables alone

    def _measures(self) -> MeasureSettings:
        return MeasureSettings(**self.draft.settings["measures"])

    def _finished(self, event: AuditFinished) -> None:
        self.overview_pending.stop()
        self.worker = None  # it sent everything: the verdict is final though its thread may take seconds to end
        self.reidentification_page.show_exposures(event.results)
        self._changing(lambda: self.session.end_run(event.results, event.cancelled))
        self._journal_results()
        session, outcome = self.session, self.outcome  # stopped while preparing: no header, nothing to report on
        if session.results or session.measured:  # whole-audit measures alone are a run's result too
            self.history.add(session.run_settings, [r.to_dict() for r in session.results], event.cancelled,
                             outcome and outcome.provenance())
        self._stop(self.run_status.ended_words(event.cancelled, len(session.results), session.failed,
                                               len(session.warnings)))
        self.status.setToolTip("\n".join(engine_texts(session.warnings)))
        self.run_finished.emit(event.cancelled)

    def _failed(self, event: RunFailed) -> None:
        message = event.message
        self.session.fail_run()
        self._stop(self.tr("The audit could not run."))
        summary, _, detail = message.partition("\n\n")  # a traceback goes behind "Show Details"
        if self.headless or not detail:
            self._warn(self.tr("The audit could not run"), message if detail else failure_text(message))
        else:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("The audit could not run"), summary, parent=self)
            box.setDetailedText(detail)
            box.exec()
        self.run_finished.emit(True)

    def _stop(self, message: str) -> None:
        self.worker = None
        self.run_status.stop(message)
        self.lock(False)

    def event(self, event) -> bool:
        """While a table is read or an audit runs, a menu's status tip does not cover its progress."""
        if event.type() == QEvent.Type.StatusTip and self.running:
            return True
        return super().event(event)

    # -- the report ---------------------------------------------------------------------------

    def _refresh_export(self) -> None:
        """A report needs a finished (or cancelled) run's results, and no other run under way."""
        self.export_action.setEnabled(self.session.reportable and self.worker is None)
        self.verdict_page.export_button.setEnabled(self.export_action.isEnabled())

    def export_report(self) -> ExportDialog | None:
        """Open the Export dialog on the last run (window-modal: no run can start while it is open)."""
        if not self.export_action.isEnabled():
            return None
        dialog = ExportDialog(self.outcome, self.audit_path, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    # -- the rest ---------------------------------------------------------------------------

    def refresh(self) -> None:
        for page in (self.data_page, self.attacks_page, self.scenario_page, self.treatments_page):
            page.refresh()
        self._check_setup()

    def _check_setup(self, *_changed, running: bool | None = None) -> None:
        """Show the set-up steps still missing; Run is available once none is (and nothing runs)."""
        running = self.running if running is None else running
        shown = self.session.has_results
        self.checklist.show_steps(self.draft.checklist(), results=shown and not running)
        self.run_action.setEnabled(self.checklist.complete and not running)
        self.verdict_page.set_ready(self.checklist.complete)

    def _edited(self, *_changed) -> None:
        """A role, kind or ticked attack changed: a step to undo, and maybe a set-up step done."""
        self.setup_history.changed(self.draft)
        self._check_setup()

    def undo(self) -> bool:
        """Edit ▸ Undo: the set-up as it was before the last edit (roles, kinds, attacks, settings)."""
        return self._step(self.setup_history.undo)

    def redo(self) -> bool:
        return self._step(self.setup_history.redo)

    def _step(self, move) -> bool:
        if self.running:
            return False
        self._commit_pages()
        if not move(self.draft):
            return False
        self.attacks_page.forget_form()  # its editors show the parameters being replaced
        self.refresh()
        return True

    def _tab_changed(self, _index: int) -> None:
        self._commit_pages()
        self.setup_history.changed(self.draft)
        self.scenario_page.refresh()
        self._draw_overview()
        self._check_setup()

    def closeEvent(self, event) -> None:
        if not self.may_discard(self.tr("quitting")):
            event.ignore()
            return
        if self.reading is not None:
            self.reading.cancel()
        for dialog in self.findChildren(ExportDialog):  # its render threads end with it
            dialog.stop()
        if self.worker is not None:
            self.worker.stop_now()
        if self.thread is not None:
            self.thread.quit()
            self.thread.wait(5000)
        self._drop_journal()  # closed on purpose: nothing to recover
        window_layout.save(self, self._split_pages(), self.settings_store)
        super().closeEvent(event)
