"""`anonguard anonymize`: every generator writes a readable release and its provenance; bad
input is one line with status 2. Also `--param` routing to the target selector in `audit`."""

import json

import numpy as np
import pandas as pd
import pytest
from conftest import run_here  # the command's work, in this process: its start-up is tested elsewhere

from anonguard.cli.main import spec_from_args
from anonguard.cli.parser import build_parser
from anonguard.data.readers import file_sha256
from anonguard.plugins.tables import read_table

COUNT_COLUMNS = ["table", "attribute", "value", "secret", "secret_value", "count"]


@pytest.fixture(scope="module")
def table_path(tmp_path_factory):
    rng = np.random.default_rng(5)
    n = 300
    age = rng.integers(18, 90, n)
    frame = pd.DataFrame({
        "age": age,
        "sex": rng.choice(["F", "M"], n),
        "region": rng.choice(["north", "south", "east", "west"], n),
        "disease": np.where(age > 60, rng.choice(["flu", "hiv", "cold"], n), rng.choice(["flu", "cold"], n)),
        "income": rng.normal(30000, 8000, n).round(),
    })
    path = tmp_path_factory.mktemp("input") / "people.csv"
    frame.to_csv(path, index=False)
    return path


@pytest.mark.parametrize("method, params, suffix", [
    ("swap", ["fraction=0.5"], ".csv"),
    ("mondrian", ["k=4", "sensitive=disease", "l=2"], ".parquet"),
    ("mondrian", ["k=4", "sensitive=disease", "l=2", "output=bucketize"], ".csv"),
    ("dp-marginals", ["secret=disease", "mechanism=geometric", "epsilon=2"], ".pq"),
    ("independent-marginals", ["rows=50"], ".tsv"),
])
def test_each_method_writes_a_release_and_its_provenance(tmp_path, table_path, method, params, suffix):
    out = tmp_path / f"release{suffix}"
    done = run_here("anonymize", "--method", method, *[a for p in params for a in ("--param", p)],
                   "--input", table_path, "--out", out, "--seed", "3", check_exit=0)
    release = read_table(out)
    provenance = json.loads((tmp_path / f"release{suffix}.json").read_text())
    assert provenance["method"] == method and provenance["seed"] == 3
    assert provenance["input"]["sha256"] == file_sha256(table_path) and provenance["input"]["rows"] == 300
    assert provenance["output"]["rows"] == len(release)
    assert provenance["notes"] and all(note in done.stdout for note in provenance["notes"])
    if method == "dp-marginals":
        assert list(release.columns) == COUNT_COLUMNS
        assert provenance["params"]["epsilon"] == 2.0  # as coerced, not as typed
    else:
        assert list(release.columns) == ["age", "sex", "region", "disease", "income"]
    if method == "mondrian":
        assert "k achieved: " in done.stdout and "(required 4)" in done.stdout


def test_the_same_seed_writes_the_same_release(tmp_path, table_path):
    for name in ("a.csv", "b.csv"):
        run_here("anonymize", "--method", "swap", "--input", table_path, "--out", tmp_path / name, "--seed", "7",
                check_exit=0)
    assert (tmp_path / "a.csv").read_bytes() == (tmp_path / "b.csv").read_bytes()


def test_kind_overrides_reach_the_generator(tmp_path, table_path):
    out = tmp_path / "counts.csv"
    run_here("anonymize", "--method", "dp-marginals", "--param", "secret=disease", "--param", "quasi_identifiers=age",
            "--param", "epsilon=1e9", "--kind", "age=categorical", "--input", table_path, "--out", out, check_exit=0)
    assert json.loads((tmp_path / "counts.csv.json").read_text())["kinds"]["age"] == "categorical"
    assert not read_table(out)["value"].astype(str).str.startswith("[").any()  # ages as values, not bins


@pytest.mark.parametrize("args, fragment", [
    (["--method", "no-such-method"], "no generator with id 'no-such-method'"),
    (["--method", "swap", "--param", "fraction=2"], "--param: swap.fraction must lie between 0 and 1, got 2"),
    (["--method", "swap", "--param", "speed=2"], "swap has no parameter 'speed'"),
    (["--method", "swap", "--param", "fraction"], "expected NAME=VALUE"),
    (["--method", "mondrian", "--param", "k=1000"], "only 300 rows"),
    (["--method", "dp-marginals"], "secret parameter is required"),
    (["--method", "dp-marginals", "--param", "secret=disease", "--param", "epsilon=0"], "dp-marginals.epsilon must be at least 1e-06, got 0"),
    (["--method", "swap", "--kind", "sex=continuous"], "cannot be continuous"),
    (["--method", "swap", "--seed", "-1"], "--seed must not be negative"),
])
def test_bad_input_is_one_line_with_status_2(tmp_path, table_path, args, fragment):
    out = tmp_path / "release.csv"
    done = run_here("anonymize", *args, "--input", table_path, "--out", out)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("anonguard: error:") and fragment in lines[0], done.stderr
    assert not out.exists() and not (tmp_path / "release.csv.json").exists()


@pytest.mark.parametrize("input_name, out_name, fragment", [
    ("missing.csv", "release.csv", "missing.csv: no such file"),
    ("people.csv", "release.xlsx", "unsupported file type '.xlsx'"),
])
def test_unreadable_input_and_unknown_output_type(tmp_path, table_path, input_name, out_name, fragment):
    source = table_path if input_name == "people.csv" else tmp_path / input_name
    done = run_here("anonymize", "--method", "swap", "--input", source, "--out", tmp_path / out_name)
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and len(lines) == 1 and fragment in lines[0] and "Traceback" not in done.stderr


def test_the_input_is_never_overwritten(table_path):
    before = table_path.read_bytes()
    done = run_here("anonymize", "--method", "swap", "--input", table_path, "--out", table_path)
    assert done.returncode == 2 and "is the input file" in done.stderr
    assert table_path.read_bytes() == before


def test_plugins_lists_the_generators():
    listing = run_here("plugins", check_exit=0).stdout
    generators = {line.split()[1] for line in listing.splitlines() if line.startswith("generator")}
    assert {"swap", "mondrian", "dp-marginals", "independent-marginals"} <= generators


def test_a_param_for_the_selector_sets_the_selector_not_an_attack():
    args = build_parser().parse_args([
        "audit", "--demo", "--selector", "rare-known-combination", "--param", "rare-known-combination.max_count=3",
        "--param", "best-row-match.memory_mb=512", "--out", "x"])
    spec = spec_from_args(args)
    assert spec.settings.targets.selector == "rare-known-combination"
    assert spec.settings.targets.selector_params == {"max_count": "3"}
    assert [(a.id, a.params) for a in spec.attacks] == [("best-row-match", {"memory_mb": "512"})]


def test_a_bad_selector_param_is_one_line_with_status_2(tmp_path):
    done = run_here("audit", "--demo", "--selector", "rare-known-combination",
                   "--param", "rare-known-combination.max_count=0", "--out", tmp_path / "out")
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and len(lines) == 1, done.stderr
    assert "rare-known-combination.max_count must lie between 1 and 1000, got 0" in lines[0]
