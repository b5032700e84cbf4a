"""Files a stranger plants in an output folder (a report folder someone sends you) are AnonGuard's own
or ignored: a commit journal, a lock and a partial result are never followed outside the folder or
through a link, so they can neither delete, write nor copy a file elsewhere."""

import hashlib
import json
import os

from anonguard.cli.main import main
from anonguard.fileio import JOURNAL_NAME, LOCK_NAME

from conftest import run_cli
from test_writing import EMPTY_AUDIT


def received_report(tmp_path):
    """A report folder as someone sends it: its audit.json, and files of the user's own beside it."""
    received = tmp_path / "received"
    received.mkdir()
    (received / "audit.json").write_text(json.dumps(EMPTY_AUDIT))
    victim = tmp_path / "victim.txt"
    victim.write_text("the user's own file")
    return received, victim


def plant_journal(folder, tmp_path, victim):
    """A commit journal naming files outside the folder: one to delete (relative and absolute), one to write."""
    payload = tmp_path / "payload.txt"
    payload.write_text("planted")
    digest = hashlib.sha256(b"planted").hexdigest()
    (folder / JOURNAL_NAME).write_text(json.dumps({
        "format": "anonguard-commit", "version": 1, "pid": 1,
        "replace": [{"target": "../outside.txt", "staged": "../payload.txt", "sha256": digest, "previous": None}],
        "remove": [{"target": "../victim.txt", "previous": "../victim.txt"},
                   {"target": str(victim), "previous": str(victim)}]}))
    return payload


def assert_untouched(tmp_path, victim, payload):
    assert victim.read_text() == "the user's own file"
    assert payload.read_text() == "planted"
    assert not (tmp_path / "outside.txt").exists()


def test_a_planted_commit_journal_never_deletes_or_writes_outside_the_folder(tmp_path):
    received, victim = received_report(tmp_path)
    payload = plant_journal(received, tmp_path, victim)
    done = run_cli("report", received / "audit.json", "--format", "html")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert_untouched(tmp_path, victim, payload)
    assert (received / "report.html").exists()
    # the journal is also a plain-name one written with the right fields, but not by this user's AnonGuard
    (received / "notes.txt").write_text("the user's notes")
    (received / ".notes.txt.ag1-0123abcd.previous").write_text("the user's notes")
    (received / JOURNAL_NAME).write_text(json.dumps({
        "format": "anonguard-commit", "version": 1, "pid": 1, "replace": [],
        "remove": [{"target": "notes.txt", "previous": ".notes.txt.ag1-0123abcd.previous"}]}))
    done = run_cli("report", received / "audit.json", "--format", "html")
    assert done.returncode == 0, done.stderr
    assert f"ignored {received / JOURNAL_NAME}" in done.stderr
    assert (received / "notes.txt").read_text() == "the user's notes"


def test_an_audit_into_a_folder_with_a_planted_journal_writes_nothing_outside_it(tmp_path, capsys):
    received, victim = received_report(tmp_path)
    payload = plant_journal(received, tmp_path, victim)
    table = tmp_path / "t.csv"
    table.write_text("a,s\n" + "".join(f"{i % 3},{i % 2}\n" for i in range(60)))
    code = main(["audit", "--original", str(table), "--release", str(table), "--secret", "s", "--out", str(received),
                 "--attack", "best-row-match", "--max-attempts", "20", "--format", "json,html", "--quiet"])
    assert code == 1, capsys.readouterr().err  # 20 attempts are too few to measure: not applicable, exit status 1
    assert_untouched(tmp_path, victim, payload)


def test_a_linked_lock_never_truncates_its_target(tmp_path):
    received, victim = received_report(tmp_path)
    os.symlink(victim, received / LOCK_NAME)
    done = run_cli("report", received / "audit.json", "--format", "html")
    assert done.returncode == 0, done.stderr
    assert victim.read_text() == "the user's own file"
    (received / LOCK_NAME).unlink(missing_ok=True)
    os.link(victim, received / LOCK_NAME)  # a second name for the user's file
    done = run_cli("report", received / "audit.json", "--format", "html")
    assert done.returncode == 0, done.stderr
    assert victim.read_text() == "the user's own file"


def test_a_linked_partial_result_is_never_copied_into_the_folder(tmp_path, capsys):
    received, _ = received_report(tmp_path)
    secret = tmp_path / "elsewhere.json"
    secret.write_text(json.dumps({**EMPTY_AUDIT, "warnings": ["a secret of someone else's"]}))
    os.symlink(secret, received / "audit.partial.json")
    table = tmp_path / "t.csv"
    table.write_text("a,s\n" + "".join(f"{i % 3},{i % 2}\n" for i in range(60)))
    code = main(["audit", "--original", str(table), "--release", str(table), "--secret", "s", "--out", str(received),
                 "--attack", "best-row-match", "--max-attempts", "20", "--quiet"])
    err = capsys.readouterr().err
    assert code == 1, err  # 20 attempts are too few to measure: not applicable, exit status 1
    assert secret.read_text().count("someone else's") == 1
    for path in received.iterdir():
        assert "someone else's" not in (path.read_text(errors="replace") if path.is_file() else ""), path.name
    assert not (received / "audit.partial.json").exists()
