"""Reading a table off the window's thread while the status bar shows its stage and progress, with
Cancel. The window stays responsive (a nested event loop) with everything that would change the
audit locked; small files finish before any progress is shown, so nothing flickers."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from anonguard.data.progress import ReadCancelled, Reading

if TYPE_CHECKING:
    from anonguard.gui.window import MainWindow

T = TypeVar("T")
translate = QCoreApplication.translate  # found by pyside6-lupdate (context: ReadingStatus)


def read_off_thread(window: "MainWindow", job: Callable[[], T]) -> T:
    """`job`'s result; ReadCancelled if the user cancelled, or the job's own error."""
    window.reading = Reading(job).start()
    try:
        if not window.reading.done.wait(0.1):  # small files: no flicker of the progress bar
            _follow(window, window.reading)
        if window.reading.cancelled:
            window.reading.done.wait(0.5)  # a reader that reports progress stops at once
            raise ReadCancelled("cancelled")
        if window.reading.error is not None:
            raise window.reading.error
        return window.reading.result
    finally:
        window.reading = None


def _follow(window: "MainWindow", reading: Reading) -> None:
    loop = QEventLoop()
    poll = QTimer(interval=50)

    def show() -> None:
        if reading.done.is_set() or reading.cancelled:
            loop.quit()
            return
        watcher = reading.watcher
        share = "" if watcher.fraction is None else f" — {watcher.fraction:.0%}"
        stage = watcher.stage or translate("ReadingStatus", "Reading")
        window.run_status.show_share(watcher.fraction, translate("ReadingStatus", "{stage}…{share} · Esc cancels").format(
            stage=stage, share=share))

    poll.timeout.connect(show)
    window.run_status.busy()
    show()
    window._lock(True)
    poll.start()
    try:
        loop.exec()
    finally:
        poll.stop()
        window.run_status.stop()  # the reading's last stage ("Checking… 100 %") is over
        window._lock(False)
