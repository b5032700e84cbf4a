"""A crash loses no finished result: the window's journal is offered on the next start, and the
command line keeps `audit.partial.json` while it runs."""

import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from anonguard.cli.main import main  # noqa: E402
from anonguard.gui.recovery import RunJournal, interrupted, recovery_dir  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from conftest import ANONGUARD, run_cli, small_demo_set  # noqa: E402
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


def test_a_window_that_crashed_mid_run_offers_its_finished_results(qtbot, tmp_path, data_dir, small_demo):
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path)}
    # the small demo with the quickest baseline: what a crash keeps is under test, not what the results measure
    small_demo = small_demo_set(small_demo, tmp_path / "audit", baseline__models=["majority"])

    def two_results_journaled():
        journals = list((data_dir / "recovery").glob("run-*.json"))
        return journals and journal_results(journals[0]) >= 2 and journals[0]

    journal, pid = crash_while_running([*ANONGUARD, "gui", str(small_demo), "--run", "--max-attempts", "200"], two_results_journaled,
                                     env)
    # the audit's own process, its fork server and any attack process end with the window
    wait_for(lambda: not _group_alive(pid), seconds=15)
    saved = json.loads(journal.read_text())
    assert saved["recovery"]["saved_as"] == str(small_demo)

    (found,) = interrupted()
    assert found.path == journal and found.results == len(saved["results"]) >= 2
    assert "finished results of demo_audit.json" in found.describe()

    window = MainWindow()
    qtbot.addWidget(window)
    asked = []
    assert window.offer_recovery(ask=lambda f, older: asked.append((f, older)) or "recover")
    assert asked == [(found, 0)]
    shown = window.session.results
    assert [r.to_dict() for r in shown] == saved["results"]
    assert window.export_action.isEnabled(), "recovered results can be reported on: their provenance came along"
    assert window.audit_path == small_demo
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


def test_the_command_line_keeps_finished_results_through_a_crash(tmp_path, small_demo):
    out = tmp_path / "out"
    partial = out / "audit.partial.json"
    # the quickest baseline: what a crash keeps is under test, not what the results measure
    crash_while_running([*ANONGUARD, "audit", "--config", str(small_demo), "--max-attempts", "200", "--set",
                         "baseline.models=majority", "--out", str(out)],
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


@pytest.fixture
def busy_core():
    """One core kept busy for the test, as a shared machine's other work keeps it."""
    spinner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    yield
    spinner.kill()
    spinner.wait()


def finished_lines(process, lines, first):
    """Collect `process`'s progress lines; set `first` once a scenario has finished (its journal entry is
    written right after the line)."""
    for line in process.stderr:
        lines.append(line)
        if line.startswith("[") and "] started:" not in line:
            first.set()


def test_a_stop_while_an_attack_process_starts_waits_until_it_has_started():
    """Ctrl-C in the middle of `Process.start()` left the child reading half its start-up data: it printed
    multiprocessing's traceback (EOFError) on the terminal (seen once under load in the test below). The stop
    is held back while a child starts and acted on right after."""
    from anonguard.engine.running.isolation import _stops_held

    before = signal.signal(signal.SIGINT, signal.default_int_handler)  # as the command line installs it
    block_finished = False
    try:
        with pytest.raises(KeyboardInterrupt):
            with _stops_held():
                # to this thread itself: delivered before pthread_kill returns, so its Python handler runs
                # at the next instruction, inside the block
                signal.pthread_kill(threading.main_thread().ident, signal.SIGINT)
                block_finished = True
        assert block_finished  # the stop came after the block, not inside it
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # and the handler is as it was
    finally:
        signal.signal(signal.SIGINT, before)


def test_ctrl_c_on_the_command_line_keeps_finished_results_without_a_traceback(tmp_path, busy_core, small_demo):
    # started as a script's background job is (`make test &`, a CI runner): with SIGINT ignored, which
    # the interpreter then never turns into KeyboardInterrupt; the audit ran to its end and exited 0
    out = tmp_path / "out"
    process = subprocess.Popen([*ANONGUARD, "audit", "--config", str(small_demo), "--max-attempts", "200", "--set",
                                "baseline.models=majority", "--out", str(out), "--format", "json"],
                               start_new_session=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    lines, first = [], threading.Event()
    reader = threading.Thread(target=finished_lines, args=(process, lines, first), daemon=True)
    reader.start()
    try:
        assert first.wait(600), "".join(lines)
        os.killpg(process.pid, signal.SIGINT)  # a terminal's Ctrl-C reaches the attack's process too
        stdout = process.stdout.read()  # the reader drains stderr meanwhile
        process.wait(600)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    reader.join(10)
    stderr = "".join(lines)
    assert process.returncode == 130, stderr
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr, stderr
    assert "anonguard: interrupted; the report holds the" in stderr
    finished = json.loads((out / "audit.json").read_text())["results"]
    assert 1 <= len(finished) < 28 and all(r["status"] == "ok" for r in finished)  # it stopped: the demo has 28
    assert not (out / "audit.partial.json").exists() and "wrote" in stdout


def small_table(folder, secrets=4):
    """400 people, `secrets` columns to learn besides k; diagnosis 'Kuru' is held by one of them."""
    columns = [f"c{j}" for j in range(secrets - 1)]
    rows = [",".join([str(i % 5), *(str((i * (j + 2)) % (j + 3)) for j in range(secrets - 1)),
                      "Kuru" if i == 7 else ("Flu" if i % 3 else "Asthma")]) for i in range(400)]
    table = folder / "people.csv"
    table.write_text(",".join(["k", *columns, "diagnosis"]) + "\n" + "\n".join(rows) + "\n")
    return table, ["diagnosis", *columns]


def audit_command(table, secrets, out, isolate=True):
    """One attack, at most 200 attempts; `isolate=False` runs it in the audit's process (quicker to start)."""
    if isolate:
        return [*ANONGUARD, "audit", "--original", str(table), "--release", str(table),
                *(a for s in secrets for a in ("--secret", s)), "--attack", "best-row-match", "--max-attempts", "200",
                "--out", str(out), "--format", "json,csv"]
    config = table.with_name("people.anonguard.json")
    config.write_text(json.dumps({
        "format": "anonguard-audit", "version": 1, "original": {"path": table.name},
        "releases": [{"label": "release", "tables": [{"path": table.name}]}], "secrets": secrets,
        "attacks": [{"id": "best-row-match"}], "settings": {"limits": {"isolate": False}, "halting": {"max_attempts": 200}}}))
    return [*ANONGUARD, "audit", "--config", str(config), "--out", str(out), "--format", "json,csv"]


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_sigterm_and_sighup_stop_the_command_line_as_ctrl_c_does(tmp_path, signum, busy_core):
    # a dozen scenarios: on a loaded machine the signal, sent once the first has finished, must still
    # find the audit running (with four, the rest could finish before it arrived)
    table, secrets = small_table(tmp_path, secrets=12)
    out = tmp_path / "out"
    # SIGTERM with the attack in a process of its own (the default), SIGHUP with it in the audit's process
    command = audit_command(table, secrets, out, isolate=signum == signal.SIGTERM)
    process = subprocess.Popen(command, start_new_session=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines, first = [], threading.Event()
    reader = threading.Thread(target=finished_lines, args=(process, lines, first), daemon=True)
    reader.start()
    try:
        assert first.wait(600), "".join(lines)
        os.kill(process.pid, signum)  # as `kill`, a service manager or a closed terminal sends it
        stdout = process.stdout.read()  # the reader drains stderr meanwhile
        process.wait(120)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    reader.join(10)
    stderr = "".join(lines)
    assert process.returncode == 128 + signum, stderr
    assert f"anonguard: stopped by {signal.Signals(signum).name}; the report holds the" in stderr
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr, stderr
    finished = json.loads((out / "audit.json").read_text())["results"]
    assert 1 <= len(finished) < len(secrets) and all(r["status"] == "ok" for r in finished)
    assert (out / "results.csv").exists() and "wrote" in stdout
    assert sorted(p.name for p in out.iterdir()) == ["audit.anonguard.json", "audit.json", "results.csv"]


# crashes (SIGKILL, as the OOM killer would) once the first result is kept in audit.partial.json
CRASH_AFTER_FIRST_RESULT = """
import os, signal, sys
from anonguard.cli import main as cli

keep = cli._keep_partial

def keep_then_crash(*args):
    keep(*args)
    os.kill(os.getpid(), signal.SIGKILL)

cli._keep_partial = keep_then_crash
cli.main(sys.argv[1:])
"""


def test_no_file_of_an_interrupted_run_names_what_the_policy_withholds(tmp_path, capsys):
    table, secrets = small_table(tmp_path, secrets=2)
    out = tmp_path / "out"
    script = tmp_path / "crash.py"
    script.write_text(CRASH_AFTER_FIRST_RESULT)
    arguments = audit_command(table, secrets, out, isolate=False)[len(ANONGUARD):]
    crashed = subprocess.run([sys.executable, str(script), *arguments], capture_output=True, text=True, timeout=300)
    assert crashed.returncode == -signal.SIGKILL, crashed.stderr
    partial = json.loads((out / "audit.partial.json").read_text())
    assert len(partial["results"]) == 1 and partial["privacy"] == {"include_values": False, "min_count": 10}
    assert "(withheld: fewer than 10 rows)" in partial["secrets"]["diagnosis"]["labels"]

    def files_naming_kuru():
        return [p.name for p in out.iterdir() if b"Kuru" in p.read_bytes()]

    assert files_naming_kuru() == []
    # one left by an older version held every value (and the search finds it there) ...
    partial["secrets"]["diagnosis"]["labels"] = ["Asthma", "Flu", "Kuru"]
    del partial["privacy"]
    (out / "audit.partial.json").write_text(json.dumps(partial))
    assert files_naming_kuru() == ["audit.partial.json"]
    # ... set aside by the next run, it no longer does
    assert main(arguments) == 0
    (kept,) = out.glob("audit.interrupted-*.json")
    assert f"its finished results are kept in {kept}" in capsys.readouterr().err
    assert files_naming_kuru() == []
    assert json.loads(kept.read_text())["privacy"] == {"include_values": False, "min_count": 10}


def test_the_window_journal_is_readable_by_its_user_alone(data_dir):
    (data_dir / "recovery").mkdir(parents=True, mode=0o755)  # as an older version left it
    os.chmod(data_dir / "recovery", 0o755)
    journal = RunJournal.begin({"format": "anonguard-audit"}, None)
    journal.record(None, [_Result(1)])
    journal.record(None, [_Result(1), _Result(2)])
    assert os.stat(data_dir / "recovery").st_mode & 0o777 == 0o700
    assert os.stat(journal.path).st_mode & 0o777 == 0o600
    journal.discard()
    older = journal_of_a_dead_window([_Result(1)])  # left by a crash, written as an older version did
    os.chmod(older, 0o644)
    (found,) = interrupted()
    assert os.stat(found.claim().path).st_mode & 0o777 == 0o600
    assert [p.name for p in (data_dir / "recovery").iterdir()] == [older.name]  # no temporary left beside it
