"""Benchmark: how the window and Cancel feel, measured rather than asserted in the tests.

The tests check that a run is worked off the window's thread, that Cancel stops a run and an
attack stuck in its own code, and that closing the window ends the audit's process; how *fast*
depends on the machine and its load, so it is measured here:

- the longest the window's event loop waited while the demo ran (a 10 ms timer's largest gap);
- the time from Cancel to the run's end, in the window and in the engine (an attack stuck in
  `threading.Event().wait`, which only killing its process ends);
- the time to close the window during a run (its audit process ended);
- the time to show a 1,000,000-row table and scroll to its end.

Prints figures only; nothing here is a test. Usage: QT_QPA_PLATFORM=offscreen python bench/bench_window.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
import time
from pathlib import Path

import numpy as np
import pandas as pd

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QTableView  # noqa: E402

from anonguard.engine.audit import Audit  # noqa: E402
from anonguard.engine.events import ScenarioFinished  # noqa: E402
from anonguard.engine.settings import AuditSettings  # noqa: E402
from anonguard.engine.spec import AuditSpec, ComponentChoice, ReleaseSpec, TableRef  # noqa: E402
from anonguard.gui.models import FrameModel  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from anonguard.plugins import hookimpl  # noqa: E402
from anonguard.plugins.api import Attack, Predictions  # noqa: E402
from anonguard.plugins.manager import load_catalog  # noqa: E402


class Stuck(Attack):
    id, title, description = "stuck", "Stuck", "Waits for an hour in its own code."

    def fit(self, task):
        return self

    def predict(self, targets):
        Path(os.environ["BENCH_STUCK_MARKER"]).touch()
        threading.Event().wait(3600)
        return Predictions(np.zeros(len(targets)), np.zeros(len(targets)), np.zeros(len(targets), bool))


class _Plugin:
    @staticmethod
    @hookimpl
    def anonguard_attacks():
        return [Stuck]


def wait_until(app: QApplication, condition) -> None:
    """Run the event loop until `condition()` holds, looking every 20 ms."""
    loop, timer = QEventLoop(), QTimer()
    timer.timeout.connect(lambda: loop.quit() if condition() else None)
    timer.start(20)
    if not condition():
        loop.exec()
    timer.stop()


def demo_window() -> MainWindow:
    window = MainWindow()
    window.show()
    window.open_demo()
    for item in window.attacks_page._attack_items():
        wanted = item.data(0, Qt.ItemDataRole.UserRole)[1] == "best-row-match"
        item.setCheckState(0, Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)
    return window


def event_loop_gaps(app: QApplication) -> None:
    window = demo_window()
    window.draft.settings["halting"]["max_attempts"] = 2000
    window.scenario_page.refresh()
    stamps, finished = [], []
    timer = QTimer()
    timer.timeout.connect(lambda: stamps.append(time.perf_counter()))
    window.run_finished.connect(lambda cancelled: finished.append(time.perf_counter()))
    timer.start(10)
    started = time.perf_counter()
    window.run()
    wait_until(app, lambda: bool(finished))
    timer.stop()
    running = np.diff([s for s in stamps if s < finished[0]])
    print(f"window, demo run ({finished[0] - started:.1f} s): event loop's longest wait {running.max() * 1000:.0f} ms, "
          f"99th percentile {np.percentile(running, 99) * 1000:.0f} ms over {running.size} timer ticks")
    window.close()


def window_cancel_and_close(app: QApplication) -> None:
    window = demo_window()
    window.draft.settings["halting"].update({"work_budget": None, "max_attempts": 12_000})
    window.scenario_page.refresh()
    finished, seen = [], []
    window.run_finished.connect(lambda cancelled: finished.append(time.perf_counter()))
    window.run()
    window.worker.event.connect(lambda event: isinstance(event, ScenarioFinished) and seen.append(event.result))
    wait_until(app, lambda: bool(seen))
    asked = time.perf_counter()
    window.cancel()
    wait_until(app, lambda: bool(finished))
    print(f"window: Cancel to the run's end {(finished[0] - asked) * 1000:.0f} ms")
    window.close()
    window = demo_window()
    window.draft.settings["halting"].update({"work_budget": None, "max_attempts": 12_000})
    window.scenario_page.refresh()
    window.run()
    worker = window.worker
    wait_until(app, lambda: worker.process is not None and worker.process.is_alive())
    asked = time.perf_counter()
    window.close()
    print(f"window: closing during a run, audit process ended after {(time.perf_counter() - asked) * 1000:.0f} ms")


def engine_cancel() -> None:
    folder = Path(tempfile.mkdtemp())
    rng = np.random.default_rng(0)
    frame = pd.DataFrame({"a": rng.integers(0, 5, 600), "s": rng.integers(0, 2, 600)})
    frame.to_csv(folder / "o.csv", index=False)
    marker = folder / "stuck"
    os.environ["BENCH_STUCK_MARKER"] = str(marker)
    spec = AuditSpec(TableRef("o.csv"), [ReleaseSpec("r", [TableRef("o.csv")])], ["s"],
                     attacks=[ComponentChoice("stuck")], base_dir=folder,
                     settings=AuditSettings.from_dict({"limits": {"attack_seconds": None}}))
    audit = Audit(spec, load_catalog(extra_plugins=[("bench", _Plugin)], entry_points=False)).prepare()
    asked = []

    def cancelled() -> bool:
        if marker.exists() and not asked:
            asked.append(time.perf_counter())
        return bool(asked)

    for _ in audit.run(cancelled):
        pass
    print(f"engine: Cancel of an attack stuck in its own code to the audit's end {(time.perf_counter() - asked[0]) * 1000:.0f} ms")


def big_table(app: QApplication) -> None:
    frame = pd.DataFrame(np.arange(10_000_000).reshape(1_000_000, 10) * 10)
    view = QTableView()
    model = FrameModel()
    view.setModel(model)
    view.show()
    started = time.perf_counter()
    model.set_frame(frame)
    app.processEvents()
    view.scrollToBottom()
    app.processEvents()
    print(f"window: showing a 1,000,000-row table and scrolling to its end {(time.perf_counter() - started) * 1000:.0f} ms")


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    event_loop_gaps(app)
    window_cancel_and_close(app)
    engine_cancel()
    big_table(app)


if __name__ == "__main__":
    main()
