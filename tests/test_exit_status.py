"""Exit statuses a script can trust (issue 32): 0 every result measured; 1 a result failed or could not be
judged; 2 bad input or usage; 3 internal error (or a report format that could not be drawn, in
test_writing.py); 128 + N stopped by signal N (test_recovery.py). Documented in --help and the README."""

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

import anonguard.cli.main as cli
from anonguard.cli.exit_status import HELP, INTERNAL, MEASURED, UNJUDGED, USAGE, results_status
from anonguard.cli.parser import build_parser
from anonguard.engine.outcome import Status

README = Path(__file__).resolve().parent.parent / "README.md"


def test_every_status_is_documented_in_help_and_readme():
    assert HELP in build_parser().format_help()
    assert HELP in build_parser()._subparsers._group_actions[0].choices["audit"].format_help()
    readme = README.read_text(encoding="utf-8")
    for status in ("| 0 |", "| 1 |", "| 2 |", "| 3 |", "| 130, 143, 129 |"):
        assert status in readme


def _result(status, by_design=False, verdict="safe"):
    return SimpleNamespace(status=status, by_design=by_design, verdict=verdict)


@pytest.mark.parametrize("results, expected", [
    ([_result(Status.OK), _result(Status.OK, verdict="serious")], MEASURED),  # a finding is not a failure
    ([_result(Status.OK), _result(Status.FAILED, verdict=None)], UNJUDGED),
    ([_result(Status.NOT_APPLICABLE, verdict=None)], UNJUDGED),  # not measured as set up: cannot be judged
    ([_result(Status.NOT_APPLICABLE, by_design=True, verdict=None)], MEASURED),  # record linkage on synthetic data
    ([], MEASURED),
])
def test_results_status_follows_the_verdicts_rule(results, expected):
    assert results_status(results) == expected


def test_bad_usage_is_2_and_an_internal_error_is_3(monkeypatch, capsys):
    assert cli.main(["audit", "--no-such-option"]) == USAGE
    assert capsys.readouterr().err.startswith("anonguard: error: ")

    def broken(args):
        raise RuntimeError("a bug")

    monkeypatch.setattr(cli, "list_settings", broken)
    assert cli.main(["settings"]) == INTERNAL
    assert "anonguard: internal error: RuntimeError: a bug" in capsys.readouterr().err


def _table(folder: Path, rows: int) -> Path:
    table = folder / "people.csv"
    table.write_text("k,j,s\n" + "".join(f"{i % 5},{i % 7},{'ab'[i % 3 == 0]}\n" for i in range(rows)))
    return table


@pytest.mark.parametrize("attempts, expected", [("200", MEASURED), ("20", UNJUDGED)])
def test_an_audit_exits_0_when_all_was_measured_and_1_when_a_result_cannot_be_judged(tmp_path, capsys, attempts,
                                                                                       expected):
    # 20 attempts: too few predictions to measure any precision, so the release cannot be judged
    table = _table(tmp_path, 400)
    out = tmp_path / "out"
    code = cli.main(["audit", "--original", str(table), "--release", str(table), "--secret", "s", "--known", "k,j",
                     "--attack", "best-row-match", "--max-attempts", attempts, "--set", "limits.isolate=false",
                     "--out", str(out), "--quiet"])
    printed = capsys.readouterr()
    assert code == expected, printed.err
    verdict = json.loads((out / "audit.json").read_text())["verdict"]
    assert (verdict["band"] == "cannot-be-judged") == (expected == UNJUDGED), verdict
