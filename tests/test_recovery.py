"""A crash loses no finished result: the window's journal is offered on the next start, and the
command line keeps `audit.partial.json` while it runs."""

import json
import os
import signal
import subprocess
import time

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from anonguard.gui.recovery import RunJournal, interrupted, recovery_dir  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from anonguard.resources import demo_audit_path  # noqa: E402
from conftest import ANONGUARD, run_cli  # noqa: E402
from test_gui import isolated  # noqa: E402,F401  (QSettings in a temporary folder, no blocking message boxes)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("ANONGUARD_DATA_DIR", str(folder))
    return folder


def wait_for(condition, seconds=120):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = condition()
        if found:
            return found
        time.sleep(0.2)
    raise AssertionError("timed out")


def crash_while_running(command, ready, env):
    """Start `command`, wait until `ready()`, then kill its main process as a crash would."""
    process = subprocess.Popen(command, env=env, start_new_session=True, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        found = wait_for(ready)
        os.kill(process.pid, signal.SIGKILL)
        process.wait(10)
        return found, process.pid
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)


def dead_pid():
    process = subprocess.Popen(["true"])
    process.wait()
    return process.pid


def journal_results(path):
    try:
        return len(json.loads(path.read_text())["results"])
    except (OSError, ValueError, KeyError):
        return 0


def test_a_window_that_crashed_mid_run_offers_its_finished_results(qtbot, tmp_path, data_dir):
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path)}

    def two_results_journaled():
        journals = list((data_dir / "recovery").glob("run-*.json"))
        return journals and journal_results(journals[0]) >= 2 and journals[0]

    journal, pid = crash_while_running([*ANONGUARD, "gui", "--demo", "--run", "--max-attempts", "1000"], two_results_journaled,
                                     env)
    # the audit's own process, its fork server and any attack process end with the window
    wait_for(lambda: not _group_alive(pid), seconds=15)
    saved = json.loads(journal.read_text())
    assert saved["recovery"]["saved_as"] == str(demo_audit_path())

    (found,) = interrupted()
    assert found.path == journal and found.results == len(saved["results"]) >= 2
    assert "finished results of demo_audit.json" in found.describe()

    window = MainWindow()
    qtbot.addWidget(window)
    asked = []
    assert window.offer_recovery(ask=lambda f, older: asked.append((f, older)) or "recover")
    assert asked == [(found, 0)]
    shown = window.results_page.model.results + window.membership_page.model.results
    assert [r.to_dict() for r in shown] == saved["results"]
    assert window.export_action.isEnabled(), "recovered results can be reported on: their provenance came along"
    assert window.audit_path == demo_audit_path()
    assert interrupted() == []  # recovered by a live window: not offered twice
    assert journal.exists()  # ... but kept until saved

    window.audit_path = tmp_path / "recovered.json"  # saving discards the journal
    assert window.save_audit()
    assert not journal.exists()
    assert len(json.loads((tmp_path / "recovered.json").read_text())["results"]) == len(saved["results"])


def _group_alive(pgid):
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    return True


def journal_of_a_dead_window(results):
    journal = RunJournal.begin({"format": "anonguard-audit"}, None)
    journal.record({"tool": {}}, results)
    content = json.loads(journal.path.read_text())
    content["recovery"]["pid"] = dead_pid()
    journal.path.write_text(json.dumps(content))
    return journal.path


class _Result:
    def __init__(self, n):
        self.n = n

    def to_dict(self):
        return {"n": self.n}


def test_discard_deletes_the_journal_and_later_keeps_it(qtbot):
    path = journal_of_a_dead_window([_Result(1)])
    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.offer_recovery(ask=lambda f, older: "later")
    assert path.exists()
    assert not window.offer_recovery(ask=lambda f, older: "discard")
    assert not path.exists() and interrupted() == []


def test_only_journals_of_ended_processes_with_results_are_offered():
    live = RunJournal.begin({"format": "anonguard-audit"}, None)
    live.record(None, [_Result(1)])  # this process: still running
    journal_of_a_dead_window([])  # nothing finished: nothing to offer
    offered = journal_of_a_dead_window([_Result(1), _Result(2)])
    (recovery_dir() / "run-garbage.json").write_text("{not json")
    assert [(f.path, f.results) for f in interrupted()] == [(offered, 2)]
    assert "2 finished results of an unsaved audit" in interrupted()[0].describe()


def test_a_closed_window_leaves_no_journal(qtbot, tmp_path):
    window = MainWindow()
    qtbot.addWidget(window)
    window.journal = RunJournal.begin({"format": "anonguard-audit"}, None)
    window.journal.record(None, [_Result(1)])
    path = window.journal.path
    window.close()
    assert not path.exists()


def test_the_command_line_keeps_finished_results_through_a_crash(tmp_path):
    out = tmp_path / "out"
    partial = out / "audit.partial.json"
    crash_while_running([*ANONGUARD, "audit", "--demo", "--max-attempts", "1000", "--out", str(out)],
                        lambda: journal_results(partial) >= 2,
                        dict(os.environ))
    finished = json.loads(partial.read_text())
    assert len(finished["results"]) >= 2 and all(r["status"] == "ok" for r in finished["results"])
    # the partial result is a complete audit result: it renders as a report
    run_cli("report", partial, "--out", tmp_path / "report", "--format", "html", check_exit=0)
    assert (tmp_path / "report" / "report.html").stat().st_size > 10_000

    # the next run into the same folder keeps it aside and says where
    table = tmp_path / "small.csv"
    table.write_text("a,b,s\n" + "".join(f"{i % 5},{i % 3},{i % 2}\n" for i in range(300)))
    done = run_cli("audit", "--original", table, "--release", table, "--secret", "s", "--attack", "best-row-match",
                   "--out", out, "--format", "json", check_exit=0)
    (kept,) = out.glob("audit.interrupted-*.json")
    assert f"its finished results are kept in {kept}" in done.stderr
    assert json.loads(kept.read_text()) == finished
    assert not partial.exists()


def test_ctrl_c_on_the_command_line_keeps_finished_results_without_a_traceback(tmp_path):
    out = tmp_path / "out"
    process = subprocess.Popen([*ANONGUARD, "audit", "--demo", "--max-attempts", "1000", "--out", str(out), "--format", "json"],
                               start_new_session=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        wait_for(lambda: journal_results(out / "audit.partial.json") >= 1)
        os.killpg(process.pid, signal.SIGINT)  # a terminal's Ctrl-C reaches the attack's process too
        stdout, stderr = process.communicate(timeout=120)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 130, stderr
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr, stderr
    finished = json.loads((out / "audit.json").read_text())["results"]
    assert finished and all(r["status"] == "ok" for r in finished)
    assert not (out / "audit.partial.json").exists() and "wrote" in stdout
