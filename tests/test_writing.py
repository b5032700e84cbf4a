"""Nothing lost while writing: a file is replaced whole even through a kill at any step, a report's
files are replaced as one set, one run at a time writes into a folder, a full disk keeps the
finished results, and a report format that cannot be drawn costs only itself."""

import errno
import json
import os
import subprocess
import sys
import threading

import pytest

import anonguard.fileio as fileio
from anonguard.cli.main import main
from anonguard.fileio import JOURNAL_NAME, LOCK_NAME, FolderInUse, folder_lock, settle, write_file, write_together
from anonguard.report.export import ExportIncomplete, ExportOptions, export
from anonguard.report.model import Report

WRITE = fileio._write_content  # the real one: tests make it fail as a full disk would
EMPTY_AUDIT = {  # an audit.json with no results, as `anonguard report` accepts it
    "tool": {"name": "anonguard", "version": "test", "plugin_contract": 1}, "created": "2026-01-01T00:00:00+00:00",
    "inputs": [], "settings": {"measures": {}, "halting": {}, "seed": 0},
    "audit": {"format": "anonguard-audit", "original": {"path": "o.csv"}, "releases": []}, "kinds": {}, "secrets": {},
    "plugins": [], "plugin_problems": [], "halt_reasons": {}, "warnings": [], "results": [],
    "privacy": {"include_values": False, "min_count": 10}}
OLD = {"audit.json": b"old json", "report.html": b"old html", "results.csv": b"old csv"}
NEW = {"audit.json": b"new json", "report.html": b"new html " * 5000, "report.pdf": b"new pdf"}  # results.csv goes

# writes the new set into a folder holding the old one, and kills itself (SIGKILL, as a crash or
# the OOM killer would) just before its KILL_AT-th call of os.replace, os.link or os.unlink
KILLED_WRITER = """
import os, signal, sys
from pathlib import Path
from anonguard import fileio

folder, kill_at = Path(sys.argv[1]), int(sys.argv[2])
steps = 0

def counted(real):
    def step(*args, **kwargs):
        global steps
        if steps == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)
        steps += 1
        return real(*args, **kwargs)
    return step

for name in ("replace", "link", "unlink"):
    setattr(os, name, counted(getattr(os, name)))
fileio.write_together({folder / name: content for name, content in %r.items()}, remove=[folder / "results.csv"])
print(steps)
""" % NEW


def old_set(folder):
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in OLD.items():
        (folder / name).write_bytes(content)


def contents(folder):
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def test_a_kill_at_any_step_leaves_every_file_whole_and_the_next_writer_completes_the_set(tmp_path):
    script = tmp_path / "writer.py"
    script.write_text(KILLED_WRITER)
    assert fileio._journal_key()  # made by a first write: the steps counted below are the commit's own

    def write(folder, kill_at):
        old_set(folder)
        return subprocess.run([sys.executable, str(script), str(folder), str(kill_at)], capture_output=True, text=True,
                              timeout=60)

    done = write(tmp_path / "whole", -1)
    assert done.returncode == 0, done.stderr
    assert contents(tmp_path / "whole") == NEW
    steps = int(done.stdout)
    assert steps >= 8  # links to the previous contents, the journal, four replacements, the clean-up
    completed = 0
    for kill_at in range(steps):
        folder = tmp_path / f"killed-{kill_at}"
        assert write(folder, kill_at).returncode == -9
        found = contents(folder)
        for name in ("audit.json", "report.html"):  # never missing, never a part
            assert found[name] in (OLD[name], NEW[name]), (kill_at, name)
        assert found.get("report.pdf", NEW["report.pdf"]) == NEW["report.pdf"]
        assert found.get("results.csv", OLD["results.csv"]) == OLD["results.csv"]
        journaled = (folder / JOURNAL_NAME).exists()
        with folder_lock(folder):
            said = settle(folder)
        assert bool(said) is journaled
        assert contents(folder) in (OLD, NEW), kill_at  # one whole set, and nothing else left behind
        if journaled:  # once every new file was staged and the journal written, the set is completed
            assert contents(folder) == NEW
            completed += 1
    assert completed >= 4


def test_a_failure_at_any_step_puts_every_previous_file_back(tmp_path, monkeypatch):
    real_replace = os.replace
    for fail_at in range(10):
        folder = tmp_path / f"failed-{fail_at}"
        old_set(folder)
        calls = []

        def failing_replace(source, target):
            calls.append(target)
            if len(calls) == fail_at + 1:
                raise OSError(errno.EIO, "Input/output error")
            return real_replace(source, target)

        monkeypatch.setattr(os, "replace", failing_replace)
        try:
            write_together({folder / name: content for name, content in NEW.items()}, remove=[folder / "results.csv"])
        except OSError:
            assert contents(folder) == OLD, fail_at
        else:
            assert contents(folder) == NEW
            break
        finally:
            monkeypatch.undo()
    else:
        pytest.fail("the set never got written")


def test_one_file_is_replaced_in_one_step_with_the_permissions_asked_for(tmp_path):
    path = tmp_path / "deep" / "journal.json"
    write_file(path, b"one", mode=0o600)
    write_file(path, b"two", mode=0o600)
    assert path.read_bytes() == b"two" and os.stat(path).st_mode & 0o777 == 0o600
    write_file(tmp_path / "report.html", b"<html>")
    umask = os.umask(0)
    os.umask(umask)
    assert os.stat(tmp_path / "report.html").st_mode & 0o777 == 0o666 & ~umask
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deep", "report.html"]


# -- one run per folder -----------------------------------------------------------------------

HOLDER = "import sys; from anonguard.fileio import folder_lock; folder_lock(sys.argv[1]).__enter__(); " \
         "print('held', flush=True); sys.stdin.read()"


def test_a_second_run_into_a_folder_in_use_stops_at_once(tmp_path, capsys):
    out = tmp_path / "out"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(out)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True)
    try:
        assert holder.stdout.readline() == "held\n"
        with pytest.raises(FolderInUse) as refused:
            with folder_lock(out):
                pass
        assert refused.value.pid == holder.pid
        table = tmp_path / "t.csv"
        table.write_text("a,s\n" + "".join(f"{i % 3},{i % 2}\n" for i in range(50)))
        code = main(["audit", "--original", str(table), "--release", str(table), "--secret", "s", "--out", str(out)])
        assert code == 2
        assert (f"anonguard: error: {out} is in use by another AnonGuard audit (pid {holder.pid}); "
                "wait for it or choose another --out") in capsys.readouterr().err
        assert not (out / "audit.json").exists()
        saved = tmp_path / "audit.json"
        saved.write_text(json.dumps(EMPTY_AUDIT))
        code = main(["report", str(saved), "--out", str(out), "--format", "html"])  # nor may a report be written there
        assert code == 2 and "is in use by another AnonGuard audit" in capsys.readouterr().err
    finally:
        holder.kill()
        holder.wait()
    # a holder that was killed leaves its lock file, not its lock
    assert (out / LOCK_NAME).read_text().strip() == str(holder.pid)
    with folder_lock(out):
        assert (out / LOCK_NAME).read_text().strip() == str(os.getpid())
        with folder_lock(out):  # nested in one thread: the same lock
            pass
        refused = []

        def other_thread():
            try:
                with folder_lock(out):
                    pass
            except FolderInUse as exc:
                refused.append(exc)

        thread = threading.Thread(target=other_thread)
        thread.start()
        thread.join()
        assert refused and (out / LOCK_NAME).exists()
    assert list(out.iterdir()) == []


# -- a full disk, a renderer that fails ----------------------------------------------------------

@pytest.fixture
def small(tmp_path, monkeypatch):
    """Two secrets of 300 people (two results); diagnosis 'Kuru' is held by one of them."""
    monkeypatch.setenv("ANONGUARD_DATA_DIR", str(tmp_path / "data"))
    table = tmp_path / "people.csv"
    table.write_text("k,sex,diagnosis\n" + "".join(
        f"{i % 4},{'FM'[i % 2]},{'Kuru' if i == 7 else ('Flu' if i % 3 else 'Asthma')}\n" for i in range(300)))
    config = tmp_path / "people.anonguard.json"  # one attack, 200 attempts, in the audit's process: quick to start
    config.write_text(json.dumps({
        "format": "anonguard-audit", "version": 1, "original": {"path": table.name},
        "releases": [{"label": "release", "tables": [{"path": table.name}]}], "secrets": ["diagnosis", "sex"],
        "attacks": [{"id": "best-row-match"}], "settings": {"limits": {"isolate": False}, "halting": {"max_attempts": 200}}}))
    out = tmp_path / "out"
    return out, ["audit", "--config", str(config), "--out", str(out)]


def disk_full(monkeypatch, full):
    """Writing a file fails with ENOSPC whenever `full(target)` says so."""
    def write(descriptor, content, target):
        if full(target):
            raise OSError(errno.ENOSPC, "No space left on device")
        return WRITE(descriptor, content, target)

    monkeypatch.setattr(fileio, "_write_content", write)


def results_in(path):
    return len(json.loads(path.read_text(encoding="utf-8"))["results"])


def test_a_disk_that_fills_while_the_report_is_written_keeps_the_results(small, monkeypatch, capsys):
    out, args = small
    out.mkdir()
    (out / "results.csv").write_bytes(b"the results of an earlier run")
    disk_full(monkeypatch, lambda target: target.name == "results.csv")
    code = main([*args, "--format", "json,csv"])
    err = capsys.readouterr().err
    assert code == 2, err
    assert f"anonguard: error: results.csv could not be written: No space left on device; the other formats were " \
           f"written (audit.json). The results are in {out / 'audit.json'}" in err
    assert "internal error" not in err
    assert results_in(out / "audit.json") == 2
    assert not (out / "results.csv").exists(), "an earlier run's file beside this run's results would be taken for it"
    assert sorted(p.name for p in out.iterdir()) == ["audit.anonguard.json", "audit.json"]


def test_a_disk_full_before_the_results_are_written_says_where_they_are(small, monkeypatch, capsys, tmp_path):
    out, args = small
    written = []

    def full(target):  # the folder's first partial result fits, nothing after it
        if target.parent == out:
            written.append(target.name)
        return len(written) > 1 and target.parent == out

    disk_full(monkeypatch, full)
    code = main(args)
    err = capsys.readouterr().err
    assert code == 2 and "internal error" not in err
    assert f"warning: could not update {out / 'audit.partial.json'} (No space left on device)" in err
    (kept,) = (tmp_path / "data" / "unsaved").glob("audit-*.json")
    assert (f"--out {out}: could not write the results there (No space left on device); nothing there was replaced. "
            f"The 2 finished results are kept in {kept}") in err
    assert results_in(kept) == 2 and os.stat(kept).st_mode & 0o777 == 0o600
    assert results_in(out / "audit.partial.json") == 1 and not (out / "audit.json").exists()

    # the data folder is full too: the partial result is all there is
    os.unlink(kept)
    os.unlink(out / "audit.partial.json")
    written.clear()
    disk_full(monkeypatch, lambda target: full(target) or target.parent != out)
    assert main(args) == 2
    err = capsys.readouterr().err
    assert f"The results finished before that (1 of 2) are in {out / 'audit.partial.json'}" in err
    assert results_in(out / "audit.partial.json") == 1


def test_a_format_that_cannot_be_drawn_costs_only_itself(small, monkeypatch, capsys):
    from reportlab.platypus.doctemplate import LayoutError

    import anonguard.report.pdf as pdf

    out, args = small

    def broken(*_args, **_kwargs):
        raise LayoutError("Flowable <Table> too large on page 7")

    monkeypatch.setattr(pdf, "render_pdf", broken)
    code = main([*args, "--format", "json,html,pdf,csv"])
    err = capsys.readouterr().err
    assert code == 3, err
    assert ("the PDF could not be drawn: LayoutError: Flowable <Table> too large on page 7; the other formats were "
            "written (audit.json, results.csv, report.html)") in err  # cheapest first
    assert f"anonguard report {out / 'audit.json'} --format pdf" in err
    assert results_in(out / "audit.json") == 2 and not (out / "audit.partial.json").exists()
    # re-rendering says the same
    assert main(["report", str(out / "audit.json"), "--format", "html,pdf", "--out", str(out / "again")]) == 3
    assert "the PDF could not be drawn" in capsys.readouterr().err
    assert sorted(p.name for p in (out / "again").iterdir()) == ["report.html"]


def test_export_keeps_going_only_when_asked(tmp_path, monkeypatch):
    import anonguard.report.pdf as pdf

    report = Report.from_audit(EMPTY_AUDIT)
    monkeypatch.setattr(pdf, "render_pdf", lambda *a, **k: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        export(report, tmp_path / "strict", ExportOptions(("json", "pdf")))
    assert not (tmp_path / "strict").exists()
    with pytest.raises(ExportIncomplete) as incomplete:
        export(report, tmp_path / "lenient", ExportOptions(("pdf", "json")), keep_going=True)
    assert [p.name for p in incomplete.value.written] == ["audit.json"] and not incomplete.value.disk_full
    assert str(incomplete.value) == ("the PDF could not be drawn: ZeroDivisionError: division by zero; "
                                     "the other formats were written (audit.json)")


def test_importing_the_writer_leaves_the_umask_alone_and_writes_follow_it(tmp_path):
    """The umask is process-wide: the writer reads it when it first writes, never at import."""
    script = ("import os; os.umask(0o027); import anonguard.fileio as f; "
              "assert os.umask(0o027) == 0o027, 'import changed the umask'; "
              f"f.write_file({str(tmp_path / 'out.txt')!r}, b'x'); "
              f"print(oct(os.stat({str(tmp_path / 'out.txt')!r}).st_mode & 0o777))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "0o640"
