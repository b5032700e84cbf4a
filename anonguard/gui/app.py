"""Starting the window, including the headless smoke mode used by tests and packaging."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from anonguard.gui import language
from anonguard.gui.platform_check import explain, missing_xcb_libraries
from anonguard.gui.window import MainWindow
from anonguard.resources import resources_dir


@dataclass
class SmokeRun:
    """What `run_gui(quit_after=True)` did, for the command line to turn into its exit status: the step that
    could not be done (`refused`: "open", "run" or "screenshot", each a matter of input), or the run's
    results (None when no run was asked for; `cancelled` when it ended early)."""

    refused: str | None = None
    cancelled: bool = False
    results: list | None = None


def run_gui(audit: str | None = None, demo: bool = True, run: bool = False, screenshot: str | None = None,
            quit_after: bool = False, max_attempts: int | None = None) -> int | SmokeRun:
    """Open the main window (on the demo audit unless another is given); optionally run, capture and quit.

    Returns the application's exit status, or with `quit_after` what was done (`SmokeRun`).
    """
    missing = [] if QApplication.instance() else missing_xcb_libraries()
    if missing:
        print(f"anonguard: error: {explain(missing)}", file=sys.stderr)
        return 2 if not quit_after else SmokeRun("open")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("AnonGuard")
    app.setOrganizationName("AnonGuard")
    app.setWindowIcon(QIcon(str(resources_dir() / "icons" / "anonguard.svg")))
    language.install(app)  # $ANONGUARD_LANGUAGE, else the system's, where a catalogue exists
    window = MainWindow()
    window.headless = quit_after
    window.show()
    opened = window.open_audit(audit) if audit else (window.open_demo() if demo else True)
    if opened and max_attempts is not None:
        window.draft.settings["halting"]["max_attempts"] = max_attempts
        window.refresh()
    if not quit_after:  # a run interrupted by a crash: offer its finished results before anything else
        QTimer.singleShot(0, window.offer_recovery)
    outcome = SmokeRun(None if opened is not False else "open")

    def capture_and_maybe_quit() -> None:
        if screenshot and not outcome.refused:
            # the attribute results, or the membership results of a membership-only audit
            page = window.results_page if window.results_page.model.results else window.membership_page
            window.tabs.setCurrentWidget(page)
            if page.model.results:
                page.select_row(0)
            app.processEvents()
            if not window.grab().save(str(Path(screenshot))):
                print(f"anonguard: error: the screenshot could not be written to {screenshot}", file=sys.stderr)
                outcome.refused = "screenshot"
        if quit_after:
            window.close()
            app.exit(0)

    def start() -> None:
        if not window.run():  # not ready, or a place only the audit file names refused
            outcome.refused = "run"
            capture_and_maybe_quit()

    if run and not outcome.refused:
        def finished(cancelled: bool) -> None:
            outcome.cancelled = cancelled
            outcome.results = list(window.session.results)
            capture_and_maybe_quit()

        window.run_finished.connect(finished)
        QTimer.singleShot(0, start)
    elif quit_after or screenshot:
        QTimer.singleShot(0, capture_and_maybe_quit)
    status = app.exec()
    return outcome if quit_after else status
