"""The status bar's part in a run or a table being read: a line saying where it is and about how long
is left, a progress bar and Cancel.

One object for both, so that a run and a read look and cancel alike. The progress bar counts a
thousand steps per scenario: the engine reports stages (baseline fitted, attack learning) and
attempts, and each moves the scenario's share; the bar is the sum of the shares, so scenarios that
run side by side (worker processes, a cluster) move it together, and the time left follows it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton, QStatusBar

from anonguard.engine.events import ATTEMPTS_FROM, ScenarioFinished, ScenarioStage, ScenarioStarted
from anonguard.gui.models import localized
from anonguard.gui.session import RunPrepared

STEPS = 1000  # of the progress bar, per scenario
translate = QCoreApplication.translate  # found by pyside6-lupdate (context: RunStatus)


def time_left(elapsed: float, done: float) -> str:
    """' · about 3 min left' from the seconds so far and the share done; nothing while too early to say."""
    if done < 0.02 or elapsed < 5 or done >= 1:
        return ""
    left = elapsed * (1 - done) / done
    if left < 60:
        words = f"{left:.0f} s"
    elif left < 3600:
        words = f"{left / 60:.0f} min"
    else:
        words = f"{left // 3600:.0f} h {left % 3600 / 60:.0f} min"
    return " · " + translate("RunStatus", "about {time} left").format(time=words)


class RunStatus(QObject):
    """Owns the status line, the progress bar and Cancel; `cancel_requested` is Cancel clicked.

    The worker's signals connect to its methods directly: bound to this object, which lives on the
    window's thread, they run there (a lambda would run on the worker's thread and touch widgets)."""

    cancel_requested = Signal()

    def __init__(self, bar: QStatusBar, first_words: str) -> None:
        super().__init__(bar)
        self.label = QLabel(first_words)
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(260)
        self.progress.setVisible(False)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setVisible(False)
        self.cancel_button.clicked.connect(self.cancel_requested)
        self.states_button = QPushButton(self.tr("Scenarios…"))  # every scenario's state (the window connects it)
        self.states_button.setToolTip(self.tr("Every scenario of the run: queued, running (where, doing what), done "
                                              "or failed"))
        self.states_button.setVisible(False)
        bar.addWidget(self.label, 1)
        bar.addPermanentWidget(self.states_button)
        bar.addPermanentWidget(self.progress)
        bar.addPermanentWidget(self.cancel_button)
        self.clock = QElapsedTimer()
        self.ticker = QTimer(self)
        self.ticker.setInterval(250)
        self.ticker.timeout.connect(self._tick)
        self.doing = ""  # what the run is doing now, before its elapsed time and time left
        self.shares: dict[int, float] = {}  # of each scenario started: the share of it done
        self.running: dict[int, str] = {}  # the scenarios under way: what each is
        self.total = 0

    def busy(self) -> None:
        """Progress of unknown length, with Cancel: a run starting or a read under way."""
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self.cancel_button.setVisible(True)
        self.cancel_button.setEnabled(True)

    def show_share(self, fraction: float | None, text: str) -> None:
        """A read's progress: `fraction` done (None: unknown) and what it is doing."""
        if fraction is None:
            self.progress.setRange(0, 0)
        else:
            self.progress.setRange(0, STEPS)
            self.progress.setValue(int(fraction * STEPS))
        self.label.setText(text)

    # -- a run: the window connects its worker's signals here -------------------------------------------

    def run_started(self) -> None:
        self.busy()
        self.doing = self.tr("reading and checking the inputs")
        self.clock.start()
        self.ticker.start()
        self._tick()

    def take(self, event: object) -> None:
        """One event of the run, by its type (the attempts made come through `attempts`: the window knows the cap)."""
        if isinstance(event, RunPrepared):
            self.prepared(event.total)
        elif isinstance(event, ScenarioStarted):
            self.scenario_started(event.index, event.total, event.scenario.describe(), event.where)
        elif isinstance(event, ScenarioStage):
            self.stage(event.index, event.total, event.stage, event.done)
        elif isinstance(event, ScenarioFinished):
            self.scenario_finished(event.index)

    def prepared(self, scenarios: int) -> None:
        self.states_button.setVisible(True)
        self.progress.setRange(0, scenarios * STEPS)
        self.progress.setValue(0)
        self.shares, self.running, self.total = {}, {}, scenarios

    def scenario_started(self, index: int, total: int, what: str, where: str = "") -> None:
        self.total = total
        self.running[index] = f"{what} · {where}" if where else what
        self._moved(index, 0.0)
        self._say_running()

    def stage(self, index: int, _total: int, stage: str, done: float) -> None:
        """Scenario `index` reached `stage`, `done` of the way through it (the worker's `stage` signal)."""
        self._moved(index, done)
        self._say_running(stage if len(self.running) == 1 else "")

    def attempts(self, index: int, attempts: int, planned: int) -> None:
        """`attempts` of the `planned` attempts of scenario `index` are made."""
        share = min(attempts / max(planned, 1), 1.0)
        self._moved(index, ATTEMPTS_FROM + (1 - ATTEMPTS_FROM) * share)
        if len(self.running) == 1:
            self._say_running(self.tr("{attempts} attempts ({share} of this scenario)").format(
                attempts=localized(f"{attempts:,}"), share=f"{share:.0%}"))

    def scenario_finished(self, index: int, _result: object = None) -> None:
        self.running.pop(index, None)
        self._moved(index, 1.0)
        self._say_running()

    def _moved(self, index: int, share: float) -> None:
        self.shares[index] = max(share, self.shares.get(index, 0.0))
        self.progress.setValue(int(sum(self.shares.values()) * STEPS))

    def _say_running(self, step: str = "") -> None:
        """What is under way: the one scenario and its step, or how many run side by side."""
        if len(self.running) == 1:
            [(index, what)] = self.running.items()
            self.doing = self.tr("scenario {number} of {total}: {what}").format(number=index + 1, total=self.total,
                                                                              what=what)
        elif self.running:
            done = sum(1 for share in self.shares.values() if share >= 1)
            self.doing = self.tr("{running} scenarios running side by side, {done} of {total} done").format(
                running=len(self.running), done=done, total=self.total)
        if step:
            self._doing_now(step)

    def cancelling(self) -> None:
        self.cancel_button.setEnabled(False)
        self.doing = self.tr("cancelling after the current batch")

    def seconds(self) -> float:
        return self.clock.elapsed() / 1000

    def ended_words(self, cancelled: bool, count: int, failed: int, warnings: int) -> str:
        """What the status bar says when a run has ended (words of the window's context, MainWindow)."""
        said = (translate("MainWindow", "Cancelled in {seconds} s: {count} results") if cancelled
                else translate("MainWindow", "Finished in {seconds} s: {count} results")).format(
            seconds=localized(f"{self.seconds():.1f}"), count=count)
        if failed:
            said += ", " + translate("MainWindow", "{count} failed").format(count=failed)
        if warnings:
            said += " · " + translate("MainWindow", "⚠ {count} warning(s): point here to read them").format(count=warnings)
        return said

    def stop(self, message: str = "") -> None:
        """The run or read is over: `message` says how it ended."""
        self.ticker.stop()
        self.progress.setVisible(False)
        self.cancel_button.setVisible(False)
        self.label.setText(message)

    def _doing_now(self, step: str) -> None:
        self.doing = self.doing.split(" — ")[0] + f" — {step}"

    def _tick(self) -> None:
        elapsed = self.seconds()
        maximum = self.progress.maximum()
        done = self.progress.value() / maximum if maximum > 0 else 0.0
        self.label.setText(f"{self.doing} · {elapsed:.0f} s" + time_left(elapsed, done))
