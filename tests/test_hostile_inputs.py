"""Hostile input to the newer commands (issue 32): each class ends in one clear line naming the option,
file or column and what to do, with exit status 2, before any work; never an internal error, a
MemoryError or an overflow."""

import json
import os

import pytest

import anonguard.cli.main as cli


@pytest.fixture
def table(tmp_path):
    """200 people; survey weights that are each a number of people but add up past any float (1e308 × 3)."""
    path = tmp_path / "t.csv"
    path.write_text("age,sex,region,w\n" + "".join(
        f"{18 + i % 70},{'MF'[i % 2]},{'ABCD'[i % 4]},{1e308 if i < 3 else 2.5}\n" for i in range(200)))
    return path


def one_error(capsys, *fragments):
    err = capsys.readouterr().err
    assert err.startswith("anonguard: error: ") and err.count("\n") == 1, err
    assert "internal error" not in err and "Traceback" not in err
    for fragment in fragments:
        assert fragment in err, err
    return err


def test_a_bin_count_beyond_the_range_is_refused_before_any_work(table, capsys):
    code = cli.main(["risk", "--original", str(table), "--release", str(table), "--keys", "age,sex",
                     "--bins", "age=1000000000"])
    assert code == 2
    one_error(capsys, "--bins age=1000000000: 1,000,000,000 bins; give a whole number of bins from 1 to 100,000")


def test_an_audit_files_bins_are_checked_and_the_file_named(table, tmp_path, capsys):
    config = tmp_path / "a.anonguard.json"
    config.write_text(json.dumps({
        "format": "anonguard-audit", "version": 1, "original": {"path": table.name},
        "releases": [{"label": "r", "tables": [{"path": table.name}]}], "secrets": [],
        "reidentification": {"key_sets": [["age", "sex"]], "bins": {"age": 10**9}}}))
    assert cli.main(["audit", "--config", str(config), "--out", str(tmp_path / "out")]) == 2
    one_error(capsys, str(config), "bins for 'age': 1,000,000,000 bins")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("option", [["--set", "limits.memory_mb=99999999999999"],
                                    ["--set", "limits.memory_mb=1e400"]])
def test_a_memory_limit_beyond_any_machine_is_refused(table, tmp_path, capsys, option):
    code = cli.main(["audit", "--original", str(table), "--release", str(table), "--secret", "region",
                     *option, "--out", str(tmp_path / "out")])
    assert code == 2
    one_error(capsys, "limits.memory_mb must")


@pytest.mark.parametrize("option, words", [
    (["--population-size", str(10**11)],
     "reidentification.population_size must lie between 1 and 10,000,000,000 (or none: not stated), got 100000000000"),
    (["--weight", "w"], "the survey weights of column 'w' add up to inf people"),
])
def test_population_sizes_and_weights_beyond_any_population_are_refused(table, capsys, option, words):
    code = cli.main(["risk", "--original", str(table), "--release", str(table), "--keys", "age,sex,region", *option])
    assert code == 2
    one_error(capsys, words)


def test_a_number_of_identity_targets_beyond_the_range_is_refused(table, tmp_path, capsys):
    code = cli.main(["identity", "--original", str(table), "--release", str(table), "--identity-keys", "age,sex",
                     "--identity-targets", str(10**12), "--out", str(tmp_path / "out")])
    assert code == 2
    one_error(capsys, "--identity-targets 1000000000000: identity.targets must lie between 10 and 1,000,000")


@pytest.mark.parametrize("where, words", [
    ("a-file", "a file, not a folder"),
    ("missing/folder", "no such folder"),
    ("long", "File name too long"),
    ("/proc", "cannot make the project there"),  # a folder no one may write in, root included
])
def test_plugins_new_into_a_place_it_cannot_write_says_so(tmp_path, capsys, where, words):
    (tmp_path / "a-file").write_text("")
    folder = {"long": str(tmp_path / ("x" * 300)), "/proc": "/proc"}.get(where, str(tmp_path / where))
    assert cli.main(["plugins", "new", "my-attack", "--dir", folder]) == 2
    one_error(capsys, f"--dir {folder}: cannot make the project there", words)
    assert not [name for name in os.listdir(tmp_path) if "partial" in name]  # nothing half-made left


def test_a_megabyte_long_column_name_is_refused_when_read(tmp_path, capsys):
    # it took the report's layout past minutes; names are printed on every page
    table = tmp_path / "wide.csv"
    table.write_text("age,sex," + "c" * 1_000_000 + "\n" + "".join(f"{i % 70},{'MF'[i % 2]},x\n" for i in range(100)))
    assert cli.main(["risk", "--original", str(table), "--release", str(table), "--keys", "age,sex"]) == 2
    one_error(capsys, f"{table}: column 3's name is 1,000,000 characters long", "names of at most 1,000 are read")
