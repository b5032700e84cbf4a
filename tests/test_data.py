"""Reading, typing and encoding tables; judging secrets."""

import re

import numpy as np
import pandas as pd
import pytest

from anonguard.data import sniff
from anonguard.data.columns import column_kinds, decode_bytes, infer_kind, plain_values
from anonguard.data.encoding import MISSING_LABEL, encode_tables
from anonguard.data.readers import file_sha256
from anonguard.plugins.tables import read_table
from anonguard.engine.attribute.secret import SecretCodec
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


def test_paths_that_name_no_table_file(tmp_path):
    with pytest.raises(DataError, match=r"'.*o\\x00.csv': the path holds a NUL character"):
        read_table(str(tmp_path / "o\x00.csv"))
    (tmp_path / "folder.csv").mkdir()
    with pytest.raises(DataError, match="folder.csv: is a folder, not a table file; choose a file inside it"):
        read_table(tmp_path / "folder.csv")
    with pytest.raises(DataError, match="null.csv: is not a regular file"):
        read_table(_linked(tmp_path / "null.csv", "/dev/null"))


def _linked(path, target):
    path.symlink_to(target)
    return path


def test_a_header_line_longer_than_the_limit_is_refused_without_reading_on(tmp_path, monkeypatch):
    monkeypatch.setattr(sniff, "SAMPLE_BYTES", 1 << 10)
    monkeypatch.setattr(sniff, "LONGEST_FIRST_LINE", 8 << 10)
    (tmp_path / "wide.csv").write_text(",".join(f"c{i}" for i in range(1000)) + "\n" + ",".join("1" * 1000) + "\n")
    assert read_table(tmp_path / "wide.csv").shape == (1, 1000)  # 5 kB: read on to the end of the line
    (tmp_path / "blob.csv").write_bytes(b"x" * (20 << 10))  # no line break at all
    with pytest.raises(DataError, match="blob.csv: its first line is longer than 0 MB: that is no header row"):
        read_table(tmp_path / "blob.csv")


def test_the_unpacked_size_limit_is_a_setting_named_in_its_message(tmp_path, monkeypatch):
    path = tmp_path / "book.xlsx"
    pd.DataFrame({"a": range(3000)}).to_excel(path, index=False)  # its sheet unpacks to about 100 kB
    monkeypatch.setenv("ANONGUARD_MAX_UNPACKED_MB", "0")  # no limit
    assert len(read_table(path)) == 3000
    monkeypatch.setattr(sniff, "unpacked_limit_mb", lambda: 0.05)  # 50 kB
    with pytest.raises(DataError, match=r"book.xlsx: would unpack to 0.\d+ MB \(xl/worksheets/sheet1.xml: 0.\d+ MB\) "
                                        r"from 0.0\d+ MB, more than the limit of 0.05 MB "
                                        r"\(environment variable ANONGUARD_MAX_UNPACKED_MB\)"):
        read_table(path)
    monkeypatch.undo()
    monkeypatch.setenv("ANONGUARD_MAX_UNPACKED_MB", "lots")
    with pytest.raises(DataError, match="ANONGUARD_MAX_UNPACKED_MB='lots' is not a number of megabytes"):
        read_table(path)
    monkeypatch.delenv("ANONGUARD_MAX_UNPACKED_MB")
    assert sniff.unpacked_limit_mb() == 512


def test_values_from_any_reader_are_made_plain():
    import datetime as dt
    import decimal

    frame = pd.DataFrame({
        "bytes": pd.Series([b"K\xc3\xb6ln", b"K\xf6ln", None], dtype=object),
        "mixed": pd.Series([b"a", "b", 3], dtype=object),
        "numbers": pd.Series([1, 2.0, "x"], dtype=object),
        "decimal": pd.Series([decimal.Decimal("1.5"), None, decimal.Decimal("2")], dtype=object),
        "dates": pd.Series([dt.date(2020, 1, 2), None, dt.date(1999, 12, 31)], dtype=object),
        "times": pd.Series([dt.time(8), None, dt.time(9, 15)], dtype=object),
        "big": pd.Series([2**70, 1, None], dtype=object),
        "ints": pd.Series([1, 2, 3], dtype=object),
        "coded": pd.Categorical([b"a", b"b", b"a"]),
        "nullable": pd.array([1, None, 3], dtype="Int64"),
        "flags": pd.Series([True, None, False], dtype=object),
    })
    plain = plain_values(frame.copy())
    assert plain["bytes"].tolist()[:2] == ["Köln", "Köln"] and pd.isna(plain["bytes"][2])
    assert plain["mixed"].tolist() == ["a", "b", "3"] and plain["numbers"].tolist() == ["1", "2", "x"]
    assert plain["decimal"].dtype == np.float64 and plain["decimal"].isna().tolist() == [False, True, False]
    assert plain["dates"].dtype == "datetime64[ns]" and plain["dates"][0] == pd.Timestamp("2020-01-02")
    assert plain["times"].tolist()[::2] == ["08:00:00", "09:15:00"]
    assert plain["big"].tolist()[:2] == ["1180591620717411303424", "1"]
    assert plain["ints"].dtype == np.int64
    assert plain["coded"].cat.categories.tolist() == ["a", "b"]
    assert plain["nullable"].dtype == np.float64 and np.isnan(plain["nullable"][1])
    assert plain["flags"].tolist() == [True, None, False]  # left as the spreadsheet gave them


@pytest.mark.parametrize("values, message", [
    ([[1, 2], [3]], r"column 'c' holds lists of values such as \[1, 2\], not single values; flatten it"),
    ([{"k": 1}, None], r"column 'c' holds records \(key-value pairs\) such as \{'k': 1\}"),
    ([1 + 2j, 3j], r"column 'c' holds complex numbers \(e.g. \(1\+2j\)\); store their real and imaginary parts"),
])
def test_values_no_audit_can_compare_are_refused_by_column(values, message):
    with pytest.raises(ValueError, match=message):
        plain_values(pd.DataFrame({"c": pd.Series(values, dtype=object)}))


def test_bytes_that_are_no_text_become_hexadecimal_every_one():
    assert decode_bytes([b"caf\xc3\xa9", b"caf\xe9"]) == ["café", "café"]
    assert decode_bytes([b"ok", b"\x00\x9d"]) == ["6f6b", "009d"]  # \x9d: not cp1252; \x00: a control character


def test_kind_inference():
    assert infer_kind(pd.Series([0, 1, 2, 1, 0])) == "categorical"  # few numeric values
    assert infer_kind(pd.Series(np.arange(100.0))) == "continuous"
    assert infer_kind(pd.Series(np.arange(100.0)), max_categories=200) == "categorical"
    assert infer_kind(pd.Series(["a", "b"] * 50)) == "categorical"
    assert infer_kind(pd.Series([True, False])) == "categorical"


@pytest.mark.parametrize("name", ["zip", "ZIPCode", "postcode", "PLZ", "nuts2", "NUTS_3", "isco08", "ISCO-08",
                                  "nace_rev2", "occupation_code", "household_id"])
def test_numeric_codes_are_categorical_by_their_name(name):
    rng = np.random.default_rng(0)
    codes = pd.Series(rng.integers(1_000, 99_999, 500), name=name)  # hundreds of distinct five-digit codes
    assert infer_kind(codes) == "categorical"
    assert column_kinds(codes.to_frame())[name] == "categorical"
    assert infer_kind(codes.astype(float)) == "categorical"  # read as floats (a missing cell in the file)


@pytest.mark.parametrize("name", ["income", "number_of_children", "hours_per_week", "capital_gain", "age"])
def test_measured_numbers_stay_continuous_whatever_their_name(name):
    values = pd.Series(np.random.default_rng(1).integers(1_000, 99_999, 500), name=name)
    assert infer_kind(values) == "continuous"
    assert infer_kind(pd.Series(np.linspace(0, 1, 300), name="zip")) == "continuous"  # fractions are no codes


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
    """Bins on a round grid with open end bins (`anonguard.engine.attribute.secret.bin_edges`): four values give one edge."""
    values = np.array([0.0, 4.9, 5.0, 10.0, np.nan, 12.0, -1.0])
    codec = SecretCodec.build("s", "continuous", values[:4], SecretSettings(bins=2))
    assert codec.encode(values).tolist() == [0, 0, 0, 1, 2, 1, 0]  # NaN is bin 2; outliers in the open end bins
    assert codec.label(0) == "below 10" and codec.label(1) == "10 and above"
    assert codec.correct(np.array([0, 1]), np.array([0, 0])).tolist() == [True, False]


def test_secret_tolerance():
    codec = SecretCodec.build("s", "continuous", np.array([1.0, 2.0]), SecretSettings(continuous="tolerance", tolerance=0.05))
    truth = np.array([100.0, 100.0, np.nan, 0.0])
    assert codec.correct(np.array([104.9, 106.0, np.nan, 0.0]), truth).tolist() == [True, False, True, True]


def test_a_table_that_is_no_release_is_encoded_like_the_original_and_named_as_itself():
    original = pd.DataFrame({"sex": ["f", "m", "f"], "age": [30.0, 40.0, 50.0]})
    non_members = pd.DataFrame({"sex": ["m", "x"], "age": [35.0, 90.0]})
    data = encode_tables(original, {}, {"sex": "categorical", "age": "continuous"}, others={"people.csv": non_members})
    coding = data.codings["sex"]
    assert [coding.label(c) for c in data.others["people.csv"]["sex"]] == ["m", "x"]
    assert data.others["people.csv"]["age"].tolist() == [35.0, 90.0] and data.releases == {}
    assert "people.csv column 'sex': 1 value(s) not in the original, e.g. 'x'" in data.warnings
    assert not any("release" in w for w in data.warnings) and data.mismatches == {}
