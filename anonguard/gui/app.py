"""Starting the window, including the headless smoke mode used by tests and packaging."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from anonguard.engine.outcome import Status
from anonguard.gui import language
from anonguard.gui.platform_check import explain, missing_xcb_libraries
from anonguard.gui.window import MainWindow
from anonguard.resources import resources_dir


def run_gui(audit: str | None = None, demo: bool = True, run: bool = False, screenshot: str | None = None,
            quit_after: bool = False, max_attempts: int | None = None) -> int:
    """Open the main window (on the demo audit unless another is given); optionally run, capture and quit.

    With `quit_after`, the exit status is 0 only if everything asked for succeeded.
    """
    missing = [] if QApplication.instance() else missing_xcb_libraries()
    if missing:
        print(f"anonguard: error: {explain(missing)}", file=sys.stderr)
        return 2
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
    outcome = {"status": 0 if opened is not False else 1}

    def capture_and_maybe_quit(failed: bool) -> None:
        if failed:
            outcome["status"] = 1
        if screenshot:
            # the attribute results, or the membership results of a membership-only audit
            page = window.results_page if window.results_page.model.results else window.membership_page
            window.tabs.setCurrentWidget(page)
            if page.model.results:
                page.select_row(0)
            app.processEvents()
            if not window.grab().save(str(Path(screenshot))):
                outcome["status"] = 1
        if quit_after:
            window.close()
            app.exit(outcome["status"])

    if run:
        def finished(cancelled: bool) -> None:
            results = window.results_page.model.results + window.membership_page.model.results
            capture_and_maybe_quit(cancelled or not results or any(r.status == Status.FAILED for r in results))

        window.run_finished.connect(finished)
        QTimer.singleShot(0, lambda: window.run() or capture_and_maybe_quit(True))
    elif quit_after or screenshot:
        QTimer.singleShot(0, lambda: capture_and_maybe_quit(outcome["status"] != 0))
    status = app.exec()
    return outcome["status"] if quit_after else status
