"""Large tables load with progress and can be cancelled: the readers report, the window follows."""

import gc
import os
import threading
import time

import numpy as np
import pandas as pd
import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402

from anonguard.data import progress  # noqa: E402
from anonguard.data.progress import ReadCancelled, watching  # noqa: E402
from anonguard.progress import Progress  # noqa: E402
from anonguard.gui.reading_status import Reading  # noqa: E402
from anonguard.data.readers import file_sha256  # noqa: E402
from anonguard.plugins.tables import read_table  # noqa: E402
from anonguard.gui import draft as draft_module  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from test_gui import isolated  # noqa: E402, F401 - settings in a temporary folder, message boxes recorded


class Recording(Progress):
    """Every share reported, and optionally a stop asked for after `stop_after` reports."""

    def __init__(self, stop_after: int | None = None) -> None:
        super().__init__()
        self.seen: list[float] = []
        self.stages: list[str] = []
        self.stop_after = stop_after

    def advance(self, done, total):
        super().advance(done, total)
        self.seen.append(self.fraction)
        if self.stop_after is not None and len(self.seen) >= self.stop_after:
            self.stopping.set()


@pytest.fixture(scope="module")
def big_csv(tmp_path_factory):
    """About 6 MB of semicolon-separated text with decimal commas, in cp1252."""
    rng = np.random.default_rng(3)
    n = 120_000
    frame = pd.DataFrame({"town": rng.choice(["Zürich", "Genève", "Bern"], n), "age": rng.integers(18, 90, n),
                          "income": rng.normal(50_000, 9_000, n).round(2)})
    path = tmp_path_factory.mktemp("big") / "people.csv"
    frame.to_csv(path, sep=";", decimal=",", index=False, encoding="cp1252")
    return path, frame


def test_a_text_table_reports_its_bytes_and_reads_the_same(big_csv):
    path, frame = big_csv
    with watching(Recording()) as watcher:
        read = read_table(path)
    assert len(watcher.seen) >= 5  # one report per megabyte read
    assert watcher.seen == sorted(watcher.seen) and watcher.seen[-1] == 1.0
    assert watcher.stage == "Reading people.csv"
    pd.testing.assert_frame_equal(read, frame, check_dtype=False)


def test_a_parquet_table_reports_each_row_group(tmp_path):
    frame = pd.DataFrame({"group": ["a", "b", None, "d"] * 250, "value": np.arange(1000.0)})
    path = tmp_path / "t.parquet"
    frame.to_parquet(path, row_group_size=100)
    with watching(Recording()) as watcher:
        read = read_table(path)
    assert watcher.seen == [k / 10 for k in range(1, 11)]
    pd.testing.assert_frame_equal(read, pd.read_parquet(path))
    pd.testing.assert_frame_equal(read, frame, check_dtype=False)


def test_hashing_reports_progress_and_matches_a_one_shot_hash(big_csv):
    import hashlib

    path, _ = big_csv
    with watching(Recording()) as watcher:
        digest = file_sha256(path)
    assert digest == hashlib.sha256(path.read_bytes()).hexdigest()
    assert watcher.seen[-1] == 1.0 and watcher.stage.startswith("Checking people.csv")


@pytest.mark.parametrize("suffix", ["csv", "parquet"])
def test_a_cancelled_read_stops_early_and_is_not_a_file_error(big_csv, tmp_path, suffix):
    path, frame = big_csv
    if suffix == "parquet":
        path = tmp_path / "people.parquet"
        frame.to_parquet(path, row_group_size=10_000)
    with pytest.raises(ReadCancelled), watching(Recording(stop_after=2)) as watcher:
        read_table(path)
    assert len(watcher.seen) == 2  # stopped at the next report, not at the end of the file


def test_nobody_watching_costs_nothing_and_reports_nowhere(big_csv):
    progress.stage("ignored")  # no watcher in this thread: a no-op
    progress.advance(1, 2)
    assert read_table(big_csv[0]).shape == (120_000, 3)


def test_a_reading_runs_in_its_own_thread_and_can_be_cancelled():
    started = threading.Event()

    def slow() -> str:
        started.set()
        for step in range(1000):
            progress.advance(step, 1000)
            time.sleep(0.01)
        return "finished"

    reading = Reading(slow).start()
    assert started.wait(5)
    assert not gc.isenabled()  # no cycle collection in the reading thread: it could destroy Qt objects
    reading.cancel()
    assert reading.done.wait(1)  # stopped at the next report, well before 10 s
    assert isinstance(reading.error, ReadCancelled) and reading.result is None
    assert gc.isenabled()
    assert Reading(lambda: 42).start().done.wait(1)


def test_a_library_call_apart_survives_a_crash_and_can_be_cancelled():
    """`apart` runs format libraries in a helper process: pyreadstat segfaults on some damaged SPSS files."""
    import ctypes

    assert progress.apart(divmod, 7, 2) == (3, 1)
    with pytest.raises(progress.ReaderFailed, match="invalid literal for int"):
        progress.apart(int, "seven")
    assert progress.apart(divmod, 9, 4) == (2, 1)  # the same helper answers again
    with pytest.raises(progress.ReaderCrashed, match=r"its reading library crashed \(SIG(SEGV|BUS)\)"):
        progress.apart(ctypes.string_at, 0)  # reads address 0
    with pytest.raises(progress.ReaderCrashed, match=r"ended abruptly \(exit code 3\)"):
        progress.apart(os._exit, 3)
    with pytest.raises(ReadCancelled), watching(Recording(stop_after=3)) as watcher:
        progress.apart(time.sleep, 60)  # Cancel ends the helper, not the sleep's end
    assert len(watcher.seen) == 3 and progress._helper is None
    assert progress.apart(divmod, 1, 1) == (1, 0)  # a new helper after each crash or Cancel


# -- the window --------------------------------------------------------------------------------


def slow_read(steps: int, report: bool = True):
    """A stand-in for reading a large file: `steps` of 20 ms, reported or not."""

    def read(path, release=None, saved_sha256=None, sheet=None):
        progress.stage(f"Reading {path}")
        for step in range(steps):
            if report:
                progress.advance(step + 1, steps)
            time.sleep(0.02)
        return original_read(path, release, saved_sha256, sheet)

    return read


original_read = draft_module.LoadedTable.read  # bound to the class before any test replaces it


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    return w


def test_the_window_shows_progress_while_a_table_loads(qtbot, window, big_csv, monkeypatch):
    monkeypatch.setattr(draft_module.LoadedTable, "read", slow_read(40))
    seen = []

    def look():  # runs inside the window's event loop while the table is read
        seen.append((window.progress.isVisible(), window.progress.maximum(), window.progress.value(),
                     window.cancel_button.isVisible(), window.data_page.isEnabled(), window.status.text()))

    QTimer.singleShot(400, look)
    assert window.load_original(big_csv[0])
    (visible, maximum, value, cancel, editable, text), = seen
    assert visible and cancel and not editable  # the audit cannot change while it is read
    assert maximum == 1000 and 0 < value < 1000
    assert text.startswith(f"Reading {big_csv[0]}…") and "%" in text
    assert window.draft.original.frame.shape == (120_000, 3)
    assert not window.progress.isVisible() and window.data_page.isEnabled() and window.reading is None


def test_a_reader_that_reports_nothing_shows_a_busy_bar(qtbot, window, big_csv, monkeypatch):
    monkeypatch.setattr(draft_module.LoadedTable, "read", slow_read(25, report=False))
    seen = []
    QTimer.singleShot(300, lambda: seen.append((window.progress.minimum(), window.progress.maximum())))
    assert window.load_release(big_csv[0])
    assert seen == [(0, 0)]


def stuck_read(report: bool, started: threading.Event, gate: threading.Event):
    """A read that never ends by itself (until `gate` is set), reporting progress or not."""

    def read(path, release=None, saved_sha256=None, sheet=None):
        progress.stage(f"Reading {path}")
        started.set()
        step = 0
        while not gate.wait(0.02):
            step += 1
            if report:
                progress.advance(step % 1000, 1000)
        return original_read(path, release, saved_sha256, sheet)

    return read


def test_cancel_leaves_the_audit_as_it_was(qtbot, window, big_csv, monkeypatch):
    """The reads below never end by themselves: that loading returns at all shows Cancel did not wait."""
    assert window.open_demo()
    before = (window.draft.original.path, [t.path for t in window.draft.releases])
    gate = threading.Event()
    try:
        for report in (True, False):  # a reader that reports stops; one that does not is left behind
            started = threading.Event()
            monkeypatch.setattr(draft_module.LoadedTable, "read", stuck_read(report, started, gate))

            def cancel_once_reading():
                if started.is_set():
                    window.cancel_button.click()
                else:
                    QTimer.singleShot(20, cancel_once_reading)

            QTimer.singleShot(0, cancel_once_reading)
            assert not window.load_original(big_csv[0])
            assert (window.draft.original.path, [t.path for t in window.draft.releases]) == before
            assert window.status.text().startswith("Reading cancelled")
            assert window.data_page.isEnabled() and not window.progress.isVisible()
    finally:
        gate.set()  # the abandoned read may end now


def test_a_bad_file_read_off_the_thread_still_says_what_is_wrong(qtbot, window, tmp_path, isolated):  # noqa: F811
    bad = tmp_path / "ragged.csv"
    bad.write_text("a,b\n1,2\n3,4,5\n")
    assert not window.load_original(bad)
    assert isolated == [("Cannot use this file", f"{bad}: line 3 has 3 fields but the header names 2; remove the "
                         "extra values, or put quotes around values that contain ','")]


def test_the_command_line_reports_a_slow_read_every_few_seconds(capsys):
    import sys

    from anonguard.cli.main import SlowReads

    now = [0.0]
    watcher = SlowReads(sys.stderr, clock=lambda: now[0])
    with watching(watcher):
        progress.stage("Reading census.csv")
        for second in range(1, 8):  # one report per second of reading, 10 % further each
            now[0] = float(second)
            progress.advance(second, 10)
        progress.stage("Checking census.csv (SHA-256)")
        now[0] += 1
        progress.advance(5, 10)  # 1 s into the new stage: nothing yet
    assert capsys.readouterr().err.splitlines() == ["Reading census.csv: 30%", "Reading census.csv: 60%"]
