"""Reading, typing and encoding tables; judging secrets."""

import re

import numpy as np
import pandas as pd
import pytest

from anonguard.data.columns import column_kinds, infer_kind
from anonguard.data.encoding import MISSING_LABEL, encode_tables
from anonguard.data.readers import file_sha256, read_table
from anonguard.engine.secret import SecretCodec
from anonguard.engine.settings import SecretSettings
from anonguard.errors import DataError


def test_reads_csv_and_parquet(tmp_path):
    frame = pd.DataFrame({"a": [1, 2, 3], "b": ["x", "y", None]})
    frame.to_csv(tmp_path / "t.csv", index=False)
    frame.to_parquet(tmp_path / "t.parquet")
    for name in ("t.csv", "t.parquet"):
        loaded = read_table(tmp_path / name)
        assert loaded["a"].tolist() == [1, 2, 3]
        assert loaded["b"].isna().tolist() == [False, False, True]
    assert len(file_sha256(tmp_path / "t.csv")) == 64


@pytest.mark.parametrize(
    "name, content, message",
    [
        ("empty.csv", b"", "empty"),
        ("header.csv", b"a,b\n", "no rows"),
        ("dup.csv", b"a,b,a\n1,2,3\n", "'a' appears more than once"),
        ("garbage.parquet", b"\x00\x01not parquet at all", "cannot be read as Parquet"),
        ("table.xyz", b"whatever", "unsupported file type"),
    ],
)
def test_bad_files_give_a_clear_error_naming_the_file(tmp_path, name, content, message):
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(DataError, match=message) as error:
        read_table(path)
    assert name in str(error.value)


def test_missing_file(tmp_path):
    with pytest.raises(DataError, match="no such file"):
        read_table(tmp_path / "nope.csv")


def test_kind_inference():
    assert infer_kind(pd.Series([0, 1, 2, 1, 0])) == "categorical"  # few numeric values
    assert infer_kind(pd.Series(np.arange(100.0))) == "continuous"
    assert infer_kind(pd.Series(np.arange(100.0)), max_categories=200) == "categorical"
    assert infer_kind(pd.Series(["a", "b"] * 50)) == "categorical"
    assert infer_kind(pd.Series([True, False])) == "categorical"


def test_kind_overrides_are_checked():
    frame = pd.DataFrame({"n": np.arange(50), "s": ["a"] * 50})
    assert column_kinds(frame, {"n": "categorical"})["n"] == "categorical"
    with pytest.raises(DataError, match="holds text"):
        column_kinds(frame, {"s": "continuous"})
    with pytest.raises(DataError, match="no column 'x'"):
        column_kinds(frame, {"x": "categorical"})


def test_encoding_shares_codes_and_treats_missing_as_a_value():
    original = pd.DataFrame({"c": [1, 2, None, 2], "t": ["a", "b", "a", None], "x": [0.5, 1.5, None, 2.0]})
    release = pd.DataFrame({"c": [2.0, 1.0, 3.0], "t": [" b", "z", None], "x": ["1", "2", None]})
    kinds = {"c": "categorical", "t": "categorical", "x": "continuous"}
    encoded = encode_tables(original, {"r": [("release.csv", release)]}, kinds)
    table = encoded.releases["r"][0].data
    c, t = encoded.codings["c"], encoded.codings["t"]
    assert [c.label(v) for v in encoded.original["c"]] == ["1", "2", MISSING_LABEL, "2"]
    assert [c.label(v) for v in table["c"]] == ["2", "1", "3"]  # 2.0 is the original's 2
    assert encoded.original["t"][3] == table["t"][2] == t.missing_code
    assert t.label(table["t"][0]) == "b"  # whitespace does not make a new category
    assert table["x"].tolist()[:2] == [1.0, 2.0] and np.isnan(table["x"][2])
    assert any("'3'" in w for w in encoded.warnings) and any("'z'" in w for w in encoded.warnings)


def test_text_in_a_numeric_release_column_names_file_and_column():
    """It makes that release's scenarios on the column not applicable, not the whole audit fail."""
    original = pd.DataFrame({"x": np.arange(30.0)})
    release = pd.DataFrame({"x": ["[20-30)", "about 5"]})
    encoded = encode_tables(original, {"r": [("release.csv", release)]}, {"x": "continuous"})
    assert re.search(r"release.csv .*column 'x' holds 'about 5'.*interval", encoded.mismatches["r"]["x"])


def test_secret_bins_cover_the_original_range():
    values = np.array([0.0, 4.9, 5.0, 10.0, np.nan, 12.0, -1.0])
    codec = SecretCodec.build("s", "continuous", values[:4], SecretSettings(bins=2))
    assert codec.encode(values).tolist() == [0, 0, 1, 1, 2, 1, 0]  # NaN is bin 2; outliers in end bins
    assert codec.label(0) == "[0, 5)"
    assert codec.correct(np.array([0, 1]), np.array([0, 0])).tolist() == [True, False]


def test_secret_tolerance():
    codec = SecretCodec.build("s", "continuous", np.array([1.0, 2.0]), SecretSettings(continuous="tolerance", tolerance=0.05))
    truth = np.array([100.0, 100.0, np.nan, 0.0])
    assert codec.correct(np.array([104.9, 106.0, np.nan, 0.0]), truth).tolist() == [True, False, True, True]
