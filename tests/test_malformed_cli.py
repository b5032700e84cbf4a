"""Malformed audit files and hand-edited results given to the command line: one clear line, exit 2."""

import json

import pytest
from conftest import run_here  # the command's work, in this process: its start-up is tested elsewhere


def _edited(saved: dict, edit) -> dict:
    data = json.loads(json.dumps(saved))
    edit(data)
    return data


@pytest.fixture(scope="module")
def saved_result(tmp_path_factory):
    """A real, small audit.json to edit."""
    folder = tmp_path_factory.mktemp("saved")
    rows = "\n".join(f"{i % 5},{i % 3},{(i * 7) % 2}" for i in range(200))
    (folder / "o.csv").write_text("a,b,s\n" + rows + "\n")
    run_here("audit", "--original", folder / "o.csv", "--release", folder / "o.csv", "--secret", "s", "--known", "a,b",
            "--attack", "best-row-match", "--max-attempts", "60", "--work-budget", "0", "--format", "json",
            "--out", folder / "out", check_exit=0)
    return json.loads((folder / "out" / "audit.json").read_text())


@pytest.mark.parametrize("edit, message", [
    (lambda d: d["results"][0].update(alc="high"), "results[0].alc: 'high' is not of type 'number', 'null'"),
    (lambda d: d["results"][0].update(known=5), "results[0].known: 5 is not of type 'array'"),
    (lambda d: d["secrets"]["s"].update(labels="x"), "secrets.s.labels: 'x' is not of type 'array'"),
    (lambda d: d.update(warnings=[{"nested": True}]), "warnings[0]"),
])
def test_a_hand_edited_result_with_wrong_types_is_refused_by_name(tmp_path, saved_result, edit, message):
    (tmp_path / "audit.json").write_text(json.dumps(_edited(saved_result, edit)))
    done = run_here("report", tmp_path / "audit.json", "--out", tmp_path / "out", "--format", "html")
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr, done.stderr
    assert not (tmp_path / "out" / "report.html").exists()


def test_the_unedited_result_renders(tmp_path, saved_result):
    (tmp_path / "audit.json").write_text(json.dumps(saved_result))
    run_here("report", tmp_path / "audit.json", "--out", tmp_path / "out", "--format", "html,csv", check_exit=0)


def _file(name, text):
    def make(folder):
        (folder / name).write_text(text)
        return folder / name
    return make


@pytest.mark.parametrize("make, command, message", [
    (lambda d: d, "audit", "a folder, not an audit file"),
    (_file("deep.json", "[" * 100_000 + "]" * 100_000), "audit", "RecursionError"),
    (_file("deep.json", '{"a":' * 100_000 + "1" + "}" * 100_000), "report", "RecursionError"),
    (_file("audit.json", "[1, 2"), "report", "not valid JSON"),
])
def test_audit_and_result_files_that_cannot_be_read_give_one_line(tmp_path, make, command, message):
    path = make(tmp_path)
    flags = ["--config", path] if command == "audit" else [path]
    done = run_here(command, *flags, "--out", tmp_path / "out")
    assert done.returncode == 2 and message in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_a_nul_in_a_table_path_of_an_audit_file_is_a_clear_error(tmp_path):
    spec = {"format": "anonguard-audit", "version": 1, "original": {"path": "o\u0000.csv"},
            "releases": [{"label": "r", "tables": [{"path": "r.csv"}]}], "secrets": ["s"]}
    (tmp_path / "a.json").write_text(json.dumps(spec))
    done = run_here("audit", "--config", tmp_path / "a.json", "--out", tmp_path / "out")
    assert done.returncode == 2 and "Traceback" not in done.stderr and "internal error" not in done.stderr, done.stderr


def test_a_release_sharing_no_column_with_the_original_is_refused(tmp_path):
    (tmp_path / "o.csv").write_text("a,b,s\n" + "".join(f"{i % 5},{i % 3},{i % 2}\n" for i in range(60)))
    (tmp_path / "r.csv").write_text("q,r\n" + "".join(f"{i},{i}\n" for i in range(60)))
    done = run_here("audit", "--original", tmp_path / "o.csv", "--release", tmp_path / "r.csv", "--secret", "s",
                   "--known", "a,b", "--out", tmp_path / "out")
    assert done.returncode == 2, done.stderr
    assert f"{tmp_path / 'r.csv'} (release 'release') shares no column with the original (it has q, r)" in done.stderr
