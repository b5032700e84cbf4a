"""Real-world table intake: messy CSV, Excel, SAS, SPSS and Stata files, and reader plugins.

Every file is written here from code; no data files are committed.
"""

import codecs
import gzip
import json
import zipfile
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pyreadstat
import pytest
from conftest import run_cli, run_here

from anonguard.plugins import tables
from anonguard.data.encoding import encode_tables
from anonguard.data.readers import file_sha256
from anonguard.plugins.tables import read_table, sheet_names, supported_extensions
from anonguard.engine.audit import Audit
from anonguard.engine.spec import AuditSpec, ComponentChoice, ReleaseSpec, TableRef
from anonguard.errors import DataError
from anonguard.plugins import hookimpl
from anonguard.plugins.api import TableReader
from anonguard.plugins.manager import load_catalog

# --- delimited text ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "content, encoding",
    [
        ("name,city,score\nJosé,Köln,1.5\nAnna,Straße,2\n", "utf-8-sig"),  # BOM
        ("name,city,score\nJosé,Köln,1.5\nAnna,Straße,2\n", "utf-8"),
        ("name,city,score\nJosé,Köln,1.5\nAnna,Straße,2\n", "cp1252"),
        ("name,city,score\nJosé,Köln,1.5\nAnna,Straße,2\n", "latin-1"),
        ("name\tcity\tscore\nJosé\tKöln\t1.5\nAnna\tStraße\t2\n", "utf-16"),  # Excel's "Unicode text"
        ("name;city;score\nJosé;Köln;1,5\nAnna;Straße;2\n", "cp1252"),  # decimal comma
        ("name\tcity\tscore\nJosé\tKöln\t1.5\nAnna\tStraße\t2\n", "utf-8"),
        ("name|city|score\nJosé|Köln|1.5\nAnna|Straße|2\n", "utf-8"),
        ('name,city,score\n"José","Köln, Altstadt",1.5\nAnna,"Straße ""7""",2\n', "utf-8"),
        ("name;city;score\n'José';'Köln; Altstadt';1,5\nAnna;'Straße';2\n", "utf-8"),
    ],
)
def test_text_variants_read_the_same_table(tmp_path, content, encoding):
    path = tmp_path / "table.csv"
    path.write_bytes(content.encode(encoding))
    frame = read_table(path)
    assert list(frame.columns) == ["name", "city", "score"]
    assert frame["name"].tolist() == ["José", "Anna"]
    assert frame["city"][0].startswith("Köln") and frame["city"][1].startswith("Straße")
    assert frame["score"].tolist() == [1.5, 2.0]


def test_cp1252_after_the_sample_falls_back(tmp_path):
    path = tmp_path / "late.csv"
    body = "id,word\n" + "".join(f"{i},plain\n" for i in range(120_000))
    path.write_bytes(body.encode() + "999,Café\n".encode("cp1252"))
    frame = read_table(path)
    assert frame["word"].iloc[-1] == "Café" and len(frame) == 120_001


def test_wide_tables_and_all_missing_columns_read(tmp_path):
    wide = pd.DataFrame(np.arange(5 * 3000).reshape(5, 3000), columns=[f"v{i}" for i in range(3000)])
    wide["empty"] = np.nan
    wide.to_csv(tmp_path / "wide.csv", index=False)
    frame = read_table(tmp_path / "wide.csv")
    assert frame.shape == (5, 3001) and frame["empty"].isna().all()


def test_txt_and_tsv_extensions(tmp_path):
    for name in ("t.txt", "t.tsv"):
        (tmp_path / name).write_text("a\tb\n1\t2\n")
        assert read_table(tmp_path / name).to_dict("list") == {"a": [1], "b": [2]}


_LONG = "y" * (200 << 10)  # over the 128 kB that Python's csv module allows a field by default


AWKWARD = [
        ("long-quoted.csv", f'a,b\n1,"{_LONG}, with a comma"\n2,x\n'.encode(),
         {"a": [1, 2], "b": [f"{_LONG}, with a comma", "x"]}),
        ("long-plain.csv", f"a,b\n1,{_LONG}\n2,x\n".encode(), {"a": [1, 2], "b": [_LONG, "x"]}),
        ("long-line.csv", b"a,b\n1," + b"z" * (3 << 20) + b"\n", {"a": [1], "b": ["z" * (3 << 20)]}),
        ("mixed-endings.csv", b"a,b\r\n1,2\n3,4\r5,6\r\n", {"a": [1, 3, 5], "b": [2, 4, 6]}),
        ("old-mac.csv", b"a,b\r1,2\r3,4\r", {"a": [1, 3], "b": [2, 4]}),
        ("two-boms.csv", codecs.BOM_UTF8 * 2 + b"a,b\n1,2\n", {"a": [1], "b": [2]}),
        ("utf16-no-bom.csv", "a,b\n1,é\n".encode("utf-16-le"), {"a": [1], "b": ["é"]}),
        ("utf16-be.csv", "a,b\n1,é\n".encode("utf-16"), {"a": [1], "b": ["é"]}),
        ("utf32.csv", "a,b\n1,é\n".encode("utf-32"), {"a": [1], "b": ["é"]}),
        ("trailing-delimiter.csv", b"a,b,\n1,2,\n3,4,\n", {"a": [1, 3], "b": [2, 4]}),
        ("dos-end.csv", b"a,b\r\n1,2\r\n\x1a", {"a": [1], "b": [2]}),
        ("quoted-newline.csv", b'a,b\n1,"two\nlines"\n2,x\n', {"a": [1, 2], "b": ["two\nlines", "x"]}),
        ("huge-integers.csv", b"id,b\n123456789012345678901234567890,1\n7,2\n",
         {"id": ["123456789012345678901234567890", "7"], "b": [1, 2]}),
]


@pytest.mark.parametrize("name, content, expected", AWKWARD, ids=[a[0] for a in AWKWARD])
def test_awkward_but_valid_text_reads(tmp_path, name, content, expected):
    frame = read_table(_write(tmp_path / name, content))
    assert frame.to_dict("list") == expected


def test_a_quote_left_open_in_a_long_file_is_named_by_the_line_it_opens_on(tmp_path):
    """Past the first megabyte pandas finds it; the line is where the open quote's record starts."""
    path = tmp_path / "late.csv"
    path.write_bytes(b"a,b\n" + b'1,"two\nlines"\n' * 70_000 + b'2,"open\n3,4\n')
    with pytest.raises(DataError, match='late.csv: line 140002: a value opens with the quote "'):
        read_table(path)


def test_parquet_types_read_as_plain_values(tmp_path):
    import datetime as dt
    import decimal

    path = tmp_path / "types.parquet"
    pq.write_table(pa.table({
        "text": pa.array([b"K\xc3\xb6ln", b"K\xf6ln"], pa.binary()),  # UTF-8, then cp1252
        "hashes": pa.array([b"\x00\x01\xff", b"ok"], pa.binary()),  # not text: every value in hex
        "unchecked": pa.array([b"D\xfcren", b"Bonn"], pa.binary()).view(pa.string()),  # "UTF-8" that is not
        "home": [{"city": "Bonn", "rooms": 3}, {"city": None, "rooms": 1}],
        "coded": pa.array(["a", "b"]).dictionary_encode(),
        "when": pa.array([0, 86_400_000_000], pa.timestamp("us", tz="Europe/Berlin")),
        "day": pa.array([dt.date(2020, 1, 1), None], pa.date32()),
        "far": pa.array([dt.datetime(9999, 12, 31), dt.datetime(1970, 1, 2)], pa.timestamp("ms")),  # SAS's "open"
        "price": pa.array([decimal.Decimal("1.50"), None], pa.decimal128(10, 2)),
        "half": pa.array([1.5, 2.0], pa.float16()),
        "took": pa.array([90, None], pa.duration("s")),
        "clock": pa.array([dt.time(8, 30), None], pa.time64("us")),
        "nothing": pa.array([None, None], pa.null()),
    }), path)
    frame = read_table(path)
    assert frame["text"].tolist() == ["Köln", "Köln"]
    assert frame["hashes"].tolist() == ["0001ff", "6f6b"] and frame["unchecked"].tolist() == ["Düren", "Bonn"]
    assert frame["home.city"].tolist()[0] == "Bonn" and frame["home.rooms"].tolist() == [3, 1]
    assert isinstance(frame["coded"].dtype, pd.CategoricalDtype) and frame["coded"].tolist() == ["a", "b"]
    assert str(frame["when"].dt.tz) == "Europe/Berlin" and frame["when"].iloc[1] == pd.Timestamp("1970-01-02", tz="UTC")
    assert frame["day"].iloc[0] == pd.Timestamp("2020-01-01") and pd.isna(frame["day"].iloc[1])
    assert frame["far"].tolist() == [253402214400.0, 86400.0]  # seconds since 1970: pandas holds no year 9999
    assert frame["price"].iloc[0] == 1.5 and frame["half"].dtype == np.float64
    assert frame["took"].iloc[0] == 90.0 and frame["clock"].iloc[0] == "08:30:00"
    assert frame["nothing"].isna().all()


def test_a_parquet_file_too_large_for_memory_is_refused_before_reading(tmp_path, monkeypatch):
    from anonguard.plugins.defaults import readers as built_in

    pq.write_table(pa.table({"zero": np.zeros(200_000, dtype=np.int64), "flag": np.zeros(200_000, dtype=bool)}),
                   tmp_path / "runs.parquet")  # a few kilobytes on disk
    monkeypatch.setattr(built_in, "_physical_memory", lambda: 1 << 20)
    with pytest.raises(DataError, match=r"runs.parquet: would take at least 1.7 MB of memory once read \(200,000 rows × 2 "
                                        r"columns\), more than this computer's 1.0 MB; audit a sample of its rows"):
        read_table(tmp_path / "runs.parquet")
    assert read_table(tmp_path / "runs.parquet", columns=["flag"]).shape == (200_000, 1)  # 200 kB: fits


def test_a_parquet_index_that_has_a_name_is_a_column(tmp_path):
    pd.DataFrame({"person": ["a", "b"], "v": [1, 2]}).set_index("person").to_parquet(tmp_path / "named.parquet")
    pd.DataFrame({"v": [1, 2]}, index=[5, 9]).to_parquet(tmp_path / "unnamed.parquet")
    assert read_table(tmp_path / "named.parquet").to_dict("list") == {"person": ["a", "b"], "v": [1, 2]}
    unnamed = read_table(tmp_path / "unnamed.parquet")
    assert unnamed.to_dict("list") == {"v": [1, 2]} and unnamed.index.tolist() == [0, 1]


def test_a_release_with_binary_text_is_read_like_the_original(tmp_path):
    """The tester's crash: a Parquet binary column that is not UTF-8, met when the audit encodes the tables."""
    rng = np.random.default_rng(5)
    towns = np.array([b"K\xf6ln", b"Bonn", b"D\xfcren", b"Aachen"], dtype=object)
    table = pa.table({"town": pa.array(towns[rng.integers(0, 4, 120)], pa.binary()), "age": rng.integers(18, 60, 120),
                      "x": rng.integers(0, 3, 120)})
    pq.write_table(table, tmp_path / "release.parquet")
    table.to_pandas().assign(town=lambda f: f["town"].map(lambda b: b.decode("cp1252"))).to_csv(
        tmp_path / "original.csv", index=False)
    spec = AuditSpec(TableRef(str(tmp_path / "original.csv")), [ReleaseSpec("r", [TableRef(str(tmp_path / "release.parquet"))])],
                     ["x"], attacks=[ComponentChoice("best-row-match")])
    audit = Audit(spec).prepare()
    (release,) = audit.data.releases["r"]
    assert release.data["town"].tolist() == audit.data.original["town"].tolist()
    assert not any("town" in warning for warning in audit.warnings)


def test_only_the_columns_asked_for_are_read_and_checked(tmp_path):
    """A wide table read for an audit of two columns: the others are neither parsed nor checked."""
    wide = pd.DataFrame(np.arange(4 * 500).reshape(4, 500), columns=[f"v{i}" for i in range(500)])
    wide.insert(3, "", ["stray", None, None, None])  # unnamed with a value: refused when read, ignored when not
    wide.to_csv(tmp_path / "wide.csv", index=False)
    frame = read_table(tmp_path / "wide.csv", columns=["v7", "v1", "absent"])
    assert frame.columns.tolist() == ["v1", "v7"] and frame["v7"].tolist() == [7, 507, 1007, 1507]
    with pytest.raises(DataError, match="column 4 has no name"):
        read_table(tmp_path / "wide.csv")
    pq.write_table(pa.table({"a": [1, 2], "tags": [[1], [2]], "s": [{"b": 1}, {"b": 2}]}), tmp_path / "t.parquet")
    assert read_table(tmp_path / "t.parquet", columns=["a", "s.b"]).to_dict("list") == {"a": [1, 2], "s.b": [1, 2]}
    assert read_table(tmp_path / "t.parquet", columns=["nothing"]).shape[1] == 0
    _SMALL.to_excel(tmp_path / "t.xlsx", index=False)
    pyreadstat.write_sav(_SMALL.astype(float), tmp_path / "t.sav")
    _SMALL.to_stata(tmp_path / "t.dta", write_index=False)
    pyreadstat.write_xport(_SMALL.astype(float), tmp_path / "t.xpt")
    for name in ("t.xlsx", "t.sav", "t.dta", "t.xpt"):
        assert read_table(tmp_path / name, columns=["x", "age"]).columns.tolist() == ["age", "x"], name


def test_a_plugin_reader_without_columns_gets_the_same_answer(tmp_path, plugin_readers):
    (tmp_path / "t.ssv").write_text("a;b;c\n1;2;3\n")
    assert read_table(tmp_path / "t.ssv", columns=["c", "a"]).to_dict("list") == {"a": [1], "c": [3]}


# --- statistical packages and spreadsheets ----------------------------------------------------


def test_excel_first_sheet_and_named_sheet(tmp_path):
    path = tmp_path / "book.xlsx"
    with pd.ExcelWriter(path, engine="openpyxl") as writer:
        pd.DataFrame({"age": [30, 40], "town": ["Köln", " "]}).to_excel(writer, sheet_name="people", index=False)
        pd.DataFrame({"other": [1]}).to_excel(writer, sheet_name="notes", index=False)
    frame = read_table(path)
    assert frame["age"].tolist() == [30, 40] and frame["town"][0] == "Köln" and pd.isna(frame["town"][1])
    assert frame.attrs["sheet"] == "people"
    entry = load_catalog(entry_points=False).get("reader", "excel")
    assert entry.create({"sheet": "notes"}).read(path).columns.tolist() == ["other"]
    with pytest.raises(ValueError, match="no sheet 'x'; its sheets are people, notes"):
        entry.create({"sheet": "x"}).read(path)


def test_sas_transport_file_decodes_text_and_special_missing(tmp_path):
    path = tmp_path / "survey.xpt"
    frame = pd.DataFrame({"income": [1200.0, np.nan, 3100.0], "town": ["Köln", "", "Bonn"]})
    pyreadstat.write_xport(frame, path, file_format_version=5)
    data = path.read_bytes()
    missing = b".\x00\x00\x00\x00\x00\x00\x00"  # how XPORT stores "."; make it the special missing .A
    assert data.count(missing) == 1
    path.write_bytes(data.replace(missing, b"A" + missing[1:]))
    read = read_table(path)
    assert read["income"].isna().tolist() == [False, True, False]
    assert read["town"][0] == "Köln" and pd.isna(read["town"][1]) and isinstance(read["town"][2], str)


@pytest.mark.parametrize("version", [5, 8])
def test_sas_transport_files_of_both_versions_read(tmp_path, version):
    """pyreadstat writes version 8 unless told otherwise; version 8 allows long names and long text."""
    path = tmp_path / "survey.xpt"
    name = "income_after_tax" if version == 8 else "income"
    frame = pd.DataFrame({name: [1200.0, np.nan], "town": ["Köln" * (60 if version == 8 else 1), "Bonn"]})
    pyreadstat.write_xport(frame, path, file_format_version=version)
    assert path.read_bytes().startswith(b"HEADER RECORD*******LIBV8" if version == 8 else b"HEADER RECORD*******LIBRARY")
    read = read_table(path)
    assert read.columns.tolist() == [name, "town"] and read["town"].tolist() == frame["town"].tolist()
    assert read[name].isna().tolist() == [False, True]


def test_sas_transport_text_that_is_not_utf8_is_read_as_cp1252(tmp_path):
    path = tmp_path / "latin.xpt"
    pyreadstat.write_xport(pd.DataFrame({"town": ["Köln", "Bonn"], "n": [1.0, 2.0]}), path, file_format_version=8)
    path.write_bytes(path.read_bytes().replace("Köln".encode(), "Köln ".encode("cp1252")))
    assert read_table(path)["town"].tolist() == ["Köln", "Bonn"]


def test_spss_labels_applied_user_missing_dropped_codes_kept(tmp_path):
    path = tmp_path / "survey.sav"
    frame = pd.DataFrame({"health": [1.0, 2.0, 9.0, 3.0, np.nan], "age": [30.0, 41.0, 52.0, 63.0, 74.0]})
    labels = {"health": {1: "good", 2: "fair", 3: "poor", 9: "refused"}}
    pyreadstat.write_sav(frame, path, variable_value_labels=labels, missing_ranges={"health": [9]})
    read = read_table(path)
    assert read["health"].tolist()[:2] == ["good", "fair"] and read["health"][3] == "poor"
    assert read["health"].isna().tolist() == [False, False, True, False, True]  # user-missing 9 and system-missing
    assert read.attrs["value_codes"]["health"] == {"good": 1, "fair": 2, "poor": 3, "refused": 9}
    assert read["age"].tolist() == [30.0, 41.0, 52.0, 63.0, 74.0]


def test_stata_labels_and_missing_values(tmp_path):
    path = tmp_path / "survey.dta"
    frame = pd.DataFrame({"health": pd.Categorical(["good", "poor", None, "good"]), "income": [1.0, np.nan, 3.0, 4.0]})
    frame.to_stata(path, write_index=False)
    read = read_table(path)
    assert read["health"].tolist()[:2] == ["good", "poor"] and read["health"].isna().tolist() == [False, False, True, False]
    assert read["income"].isna().tolist() == [False, True, False, False]
    assert read.attrs["value_codes"]["health"] == {"good": 0, "poor": 1}

    extended = tmp_path / "extended.dta"
    pyreadstat.write_dta(pd.DataFrame({"x": [1.0, "a", np.nan]}), extended, missing_user_values={"x": ["a"]})
    assert read_table(extended)["x"].isna().tolist() == [False, True, True]  # .a and . are both missing


# --- malformed files through the real command line ---------------------------------------------


@pytest.fixture(scope="module")
def good(tmp_path_factory):
    folder = tmp_path_factory.mktemp("good")
    rng = np.random.default_rng(0)
    frame = pd.DataFrame({"age": rng.integers(18, 90, 200), "region": rng.integers(1, 6, 200), "x": rng.integers(0, 3, 200)})
    frame.to_csv(folder / "release.csv", index=False)
    return folder / "release.csv"


def _parquet(table_or_frame):
    def make(path):
        if isinstance(table_or_frame, pd.DataFrame):
            table_or_frame.to_parquet(path)
        else:
            pq.write_table(table_or_frame, path)
    return make


def _workbook(frame, header=None):
    def make(path):
        frame.to_excel(path, index=False, header=header if header is not None else True)
    return make


def _inflated_workbook(path):
    """A real workbook whose sheet unpacks to 2 MB from a few kilobytes (the corpus runs with a 1 MB limit)."""
    pd.DataFrame({"age": [30, 40], "region": [1, 2], "x": [0, 1]}).to_excel(path, index=False)
    members = {}
    with zipfile.ZipFile(path) as book:
        for info in book.infolist():
            members[info.filename] = book.read(info)
    sheet = "xl/worksheets/sheet1.xml"
    members[sheet] = members[sheet].replace(b"</sheetData>", b" " * (2 << 20) + b"</sheetData>")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as book:
        for name, data in members.items():
            book.writestr(name, data)


def _cut(make, keep):
    """A file made by `make`, cut to its first `keep` share: a download or copy that stopped."""
    def cut(path):
        make(path)
        data = path.read_bytes()
        path.write_bytes(data[: int(len(data) * keep)])
    return cut


def _folder(path):
    path.mkdir()


def _entity_bomb(path):
    """A workbook of a few kilobytes whose XML entities expand to a billion characters ("billion laughs")."""
    _SMALL.to_excel(path, index=False)
    with zipfile.ZipFile(path) as book:
        members = {info.filename: book.read(info) for info in book.infolist()}
    entities = "".join(f'<!ENTITY e{i} "{f"&e{i - 1};" * 10 if i else "ha"}">' for i in range(9))
    sheet = "xl/worksheets/sheet1.xml"
    members[sheet] = f"<!DOCTYPE worksheet [{entities}]>".encode() + members[sheet].replace(b"<t>age</t>", b"<t>&e8;</t>")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as book:
        for name, data in members.items():
            book.writestr(name, data)


def _crashing_sav(path):
    """An SPSS file with one byte of a value label record damaged: pyreadstat 1.3 dies of SIGSEGV reading it."""
    frame = pd.DataFrame({"age": [30.0, 41, 52, 63], "town": ["Köln", "Bonn", "", "Aachen"], "s": [1.0, 2, 1, 2]})
    pyreadstat.write_sav(frame, path, variable_value_labels={"s": {1: "a", 2: "b"}})
    data = bytearray(path.read_bytes())
    data[323] = 47
    path.write_bytes(bytes(data))


_ROWS = b"".join(b"%d,%d,%d\n" % (20 + i % 60, i % 5, i % 3) for i in range(120_000))  # 1.2 MB: past the sample
_SMALL = pd.DataFrame({"age": [30, 40, 50], "region": [1, 2, 1], "x": [0, 1, 2]})

# (file name, its bytes or a function writing it, what the one line must say). Every case runs
# through the command line's entry point in this process (fast), the window's loaders, and a few
# through the real console script; all with ANONGUARD_MAX_UNPACKED_MB=1.
MALFORMED = [
    ("empty.csv", b"", "the file is empty"),
    ("header.csv", b"age,region,x\n", "has a header but no rows"),
    ("garbage.csv", bytes(range(256)) * 40, "does not look like text"),
    ("workbook.csv", b"PK\x03\x04" + bytes(500), "looks like an Excel workbook"),
    ("colons.csv", b"age:region:x\n30:1:2\n40:2:0\n", "only one column found; is the delimiter ':'?"),
    ("ragged.csv", b"age,region,x\n30,1,2\n40,2,0,7\n", "line 3 has 4 fields but the header names 3"),
    ("repeated.csv", b"age,region,age\n30,1,2\n", "column 'age' appears more than once"),
    ("table.ods", b"whatever", "unsupported file type '.ods'; use one of .csv"),
    ("broken.xlsx", b"not a zip", "cannot be read as an Excel workbook"),
    ("broken.sav", b"$FL2 truncated", "cannot be read as an SPSS data file"),
    ("broken.dta", b"<stata_dta> truncated", "cannot be read as a Stata data file"),
    ("broken.xpt", b"HEADER RECORD?", "cannot be read as a SAS data set"),
    # values that are not single values, and columns without a name (issue 16, 1 and 6)
    ("lists.parquet", _parquet(pa.table({"age": [30, 40], "tags": [[1, 2], [3]]})),
     "column 'tags' holds lists of values (Parquet type list<element: int64>)"),
    ("maps.parquet", _parquet(pa.table({"age": [30, 40], "m": pa.array([[("k", 1)], []], pa.map_(pa.string(), pa.int64()))})),
     "column 'm' holds key-value maps"),
    ("struct-of-lists.parquet", _parquet(pa.table({"age": [30, 40], "home": [{"rooms": [1, 2]}, {"rooms": []}]})),
     "column 'home.rooms' holds lists of values"),
    ("unnamed.csv", b"age,,x\n30,1,2\n40,2,0\n", "column 2 has no name but holds values (e.g. 1); name it"),
    ("unnamed-first.csv", b",age,x\n1,30,2\n", "column 1 has no name but holds values"),
    ("unnamed.parquet", _parquet(pa.table({"age": [30, 40], "": ["a", "b"]})),
     "column 2 has no name but holds values (e.g. 'a')"),
    ("unnamed.xlsx", _workbook(_SMALL, header=["age", " ", "x"]), "column 2 has no name but holds values (e.g. 1)"),
    ("repeated.parquet", _parquet(pa.Table.from_arrays([pa.array([1]), pa.array([2])], names=["age", "age"])),
     "column 'age' appears more than once"),
    ("repeated.xlsx", _workbook(_SMALL, header=["age", "x", "age"]), "column 'age' appears more than once in sheet"),
    # quotes never closed, in the first megabyte and past it (issue 16, 2)
    ("unclosed.csv", b'age,region,x\n30,"1,2\n40,2,0\n', 'line 2: a value opens with the quote " but is never closed'),
    ("unclosed-header.csv", b'"age,region,x\n30,1,2\n', 'line 1: a value opens with the quote "'),
    ("quote-only.csv", b'"\n', 'line 1: a value opens with the quote "'),
    ("unclosed-late.csv", b"age,region,x\n" + _ROWS + b'1,"2,3\n4,5,6\n', 'line 120002: a value opens with the quote "'),
    ("unclosed-early.csv", b"age,region,x\n" + _ROWS[:3000] + b'\n1,"2,3\n' + _ROWS, 'a value opens with the quote "'),
    # resource bombs (issue 16, 4)
    ("inflated.xlsx", _inflated_workbook, "would unpack to 2 MB"),
    # files that are not what they say, or not files (issue 16, 6)
    ("folder.csv", _folder, "is a folder, not a table file"),
    ("nul.csv", b"age,region,x\n30,1\x00,2\n", "line 2 holds a NUL byte"),
    ("nul-late.csv", b"age,region,x\n" + _ROWS + b"30,1,\x002\n", "line 120002 holds a NUL byte"),
    ("gzipped.csv", gzip.compress(b"age,region,x\n30,1,2\n"), "looks like a gzip archive; unpack it first"),
    ("text.xlsx", b"age,region,x\n30,1,2\n", "it looks like text; if it is a delimited table, give it the extension .csv"),
    ("text.parquet", b"age,region,x\n30,1,2\n", "cannot be read as Parquet"),
    ("text.sav", b"age,region,x\n30,1,2\n", "give it the extension .csv"),
    ("workbook.parquet", _workbook(_SMALL), "it looks like an Excel workbook"),
    ("spaces.csv", b"   \n  \n\n", "no columns found"),
    ("delimiters.csv", b",,\n,,\n", "no columns found"),
    ("half-utf16.csv", codecs.BOM_UTF16_LE + b"a\x00,\x00b", "does not decode as utf-16"),
    ("header-only.parquet", _parquet(pa.table({"age": pa.array([], pa.int64())})), "has a header but no rows"),
    ("header-only.xlsx", _workbook(_SMALL.iloc[:0]), "has a header but no rows"),
    ("cut.parquet", _cut(_parquet(_SMALL), 0.5), "cannot be read as Parquet"),
    ("cut.xlsx", _cut(_workbook(_SMALL), 0.5), "cannot be read as an Excel workbook"),
    ("cut.xpt", _cut(lambda path: pyreadstat.write_xport(_SMALL.astype(float), path), 0.7), "cannot be read as a SAS data set"),
    ("entities.xlsx", _entity_bomb, "cannot be read as an Excel workbook (limit on input amplification factor"),
    ("crashing.sav", _crashing_sav, "cannot be read as an SPSS data file (its reading library crashed (SIGSEGV))"),
]


# the window reads through the same `read_table`: the first twelve and one case of each class since
WINDOW_SAMPLE = {"lists.parquet", "unnamed.xlsx", "unclosed-late.csv", "inflated.xlsx", "folder.csv", "nul-late.csv",
                 "text.xlsx", "crashing.sav"}


def _write(path: Path, content) -> Path:
    if callable(content):
        content(path)
    else:
        path.write_bytes(content)
    return path


@pytest.mark.parametrize("name, content, fragment", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_malformed_files_fail_with_one_clear_line(tmp_path, good, capsys, monkeypatch, name, content, fragment):
    from anonguard.cli.main import main

    monkeypatch.setenv("ANONGUARD_MAX_UNPACKED_MB", "1")
    bad = _write(tmp_path / name, content)
    status = main(["audit", "--original", str(bad), "--release", str(good), "--secret", "x", "--out", str(tmp_path / "out")])
    stderr = capsys.readouterr().err
    assert status == 2, stderr
    assert "Traceback" not in stderr
    (line,) = stderr.strip().splitlines()
    assert name in line and fragment in line, line


@pytest.mark.parametrize("name", ["ragged.csv", "unclosed.csv", "lists.parquet", "inflated.xlsx"])
def test_the_console_script_says_the_same_in_one_line(tmp_path, good, name):
    content, fragment = next((c, f) for n, c, f in MALFORMED if n == name)
    bad = _write(tmp_path / name, content)
    done = run_cli("audit", "--original", bad, "--release", good, "--secret", "x", "--out", tmp_path / "out",
                   env_extra={"ANONGUARD_MAX_UNPACKED_MB": "1"}, check_exit=2)
    assert "Traceback" not in done.stderr
    (line,) = done.stderr.strip().splitlines()
    assert name in line and fragment in line, line


def test_missing_file_and_a_missing_column_are_named(tmp_path, good):
    done = run_here("audit", "--original", tmp_path / "nope.sav", "--release", good, "--secret", "x",
                   "--out", tmp_path / "out", check_exit=2)
    assert "nope.sav: no such file" in done.stderr and "Traceback" not in done.stderr
    semicolons = tmp_path / "semicolons.csv"
    semicolons.write_text("age;region;x\n30;1;2\n40;2;0\n")
    done = run_here("audit", "--original", semicolons, "--release", good, "--secret", "income",
                   "--out", tmp_path / "out", check_exit=2)
    assert "semicolons.csv: no column 'income'" in done.stderr and "columns are: age, region, x" in done.stderr


def test_ragged_row_past_the_sample_is_named_by_line(tmp_path):
    path = tmp_path / "long.csv"
    path.write_text("a,b,c\n" + "1,2,3\n" * 200_000 + "4,5,6,7\n")
    with pytest.raises(DataError, match="line 200002 has 4 fields but the header names 3"):
        read_table(path)


def test_statistical_files_audit_end_to_end(tmp_path):
    rng = np.random.default_rng(1)
    n = 300
    frame = pd.DataFrame({"age": rng.integers(18, 90, n), "sex": rng.integers(1, 3, n), "health": rng.integers(1, 4, n)})
    frame = frame.astype(float)
    labels = {"sex": {1: "m", 2: "f"}, "health": {1: "good", 2: "fair", 3: "poor"}}
    pyreadstat.write_sav(frame, tmp_path / "original.sav", variable_value_labels=labels)
    release = frame.assign(**{c: pd.Categorical(frame[c].map(labels[c])) for c in labels})
    release.to_stata(tmp_path / "release.dta", write_index=False)
    out = tmp_path / "out"
    run_here("audit", "--original", tmp_path / "original.sav", "--release", tmp_path / "release.dta", "--secret", "health",
            "--attack", "best-row-match", "--quiet", "--out", out, check_exit=0)
    (result,) = json.loads((out / "audit.json").read_text())["results"]
    assert result["status"] == "ok" and result["risk"] == "serious"  # the release is a copy


# --- reader plugins ------------------------------------------------------------------------------


class SemicolonText(TableReader):
    id = "semicolon-text"
    title = "Semicolon text"
    description = "Reads .csv as semicolon-separated, whatever it looks like."
    extensions = (".csv", ".ssv")

    def read(self, path):
        return pd.read_csv(path, sep=";")


class _Plugin:
    anonguard_readers = staticmethod(hookimpl(lambda: [SemicolonText]))


@pytest.fixture
def plugin_readers(monkeypatch):
    monkeypatch.setattr(tables, "load_catalog", lambda: load_catalog([("semicolon-plugin", _Plugin)], entry_points=False))
    tables.forget_readers()
    yield
    tables.forget_readers()


def test_a_plugin_reader_adds_a_format_and_wins_over_the_built_in(tmp_path, plugin_readers):
    (tmp_path / "t.ssv").write_text("a;b\n1;2\n")
    (tmp_path / "t.csv").write_text("a,b;c\n1,2;3\n")  # the built-in reader would choose ','
    assert ".ssv" in supported_extensions()
    assert read_table(tmp_path / "t.ssv").columns.tolist() == ["a", "b"]
    assert read_table(tmp_path / "t.csv").columns.tolist() == ["a,b", "c"]


JSONL_PLUGIN = '''
import pandas as pd
from anonguard.plugins import hookimpl
from anonguard.plugins.api import TableReader

class JsonLines(TableReader):
    id = "json-lines"
    title = "JSON lines"
    description = "One JSON object per line."
    extensions = (".jsonl",)

    def read(self, path):
        return pd.read_json(path, lines=True)

class Broken(TableReader):
    id = "broken"
    title = "Broken"
    description = "Claims no extension."

    def read(self, path):
        raise RuntimeError

@hookimpl
def anonguard_readers():
    return [JsonLines, Broken]
'''


def test_a_reader_installed_through_an_entry_point_is_used(tmp_path, good):
    (tmp_path / "jsonl_reader.py").write_text(JSONL_PLUGIN)
    info = tmp_path / "jsonl_reader-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: jsonl-reader\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[anonguard]\njsonl = jsonl_reader\n")
    # a process of its own: a plugin's reader runs in the readers' helper process, which keeps the import path
    # it was started with (one started by an earlier test in this process would not find the plugin)
    env = {"PYTHONPATH": str(tmp_path)}
    pd.read_csv(good).to_json(tmp_path / "original.jsonl", orient="records", lines=True)

    listing = json.loads(run_cli("plugins", "--json", env_extra=env, check_exit=0).stdout)
    assert {"id": "json-lines", "kind": "reader", "version": "0.1"}.items() <= next(
        e for e in listing["entries"] if e["id"] == "json-lines").items()
    assert any("Broken.extensions must be a non-empty tuple" in p["error"] for p in listing["problems"])
    out = tmp_path / "out"
    run_cli("audit", "--original", tmp_path / "original.jsonl", "--release", good, "--secret", "x",  # the quickest
            "--attack", "best-row-match", "--set", "baseline.models=majority", "--quiet", "--out", out,  # baseline:
            env_extra=env, check_exit=0)  # the reader is under test
    inputs = json.loads((out / "audit.json").read_text())["inputs"]
    assert inputs[0]["columns"] == ["age", "region", "x"] and inputs[0]["rows"] == 200


def test_malformed_files_in_the_window_give_a_dialog_and_keep_the_audit(qtbot, tmp_path, good, monkeypatch,
                                                                        frozen_heap):
    """The corpus through the window's loaders: a message naming the file, and what was loaded stays."""
    from test_gui import MainWindow  # Qt only for this test

    monkeypatch.setenv("ANONGUARD_MAX_UNPACKED_MB", "1")
    window = MainWindow()
    qtbot.addWidget(window)
    messages = []
    monkeypatch.setattr(window, "_warn", lambda title, text: messages.append(text))
    assert window.load_original(good)
    for name, content, fragment in MALFORMED[:12] + [m for m in MALFORMED if m[0] in WINDOW_SAMPLE]:
        bad = _write(tmp_path / name, content)
        assert not window.load_original(bad) and not window.load_release(bad), name
        assert name in messages[-1] and fragment in messages[-1] and "Traceback" not in messages[-1], messages[-1]
        assert window.draft.original.path == good and not window.draft.releases  # nothing the user made is lost


# --- category spellings, workbook sheets, files that change ------------------------------------


def test_values_spelled_differently_are_read_as_the_originals_and_said():
    original = pd.DataFrame({"sex": ["Female", "Male", "Female"], "work": ["Part-time", "Full time", "None"]})
    release = pd.DataFrame({"sex": ["female", "MALE ", "Fémale"], "work": ["part time", "full_time", "none"]})
    encoded = encode_tables(original, {"r": [("release.csv", release)]}, {"sex": "categorical", "work": "categorical"})
    (table,) = encoded.releases["r"]
    assert table.data["sex"].tolist() == encoded.original["sex"].tolist()
    assert table.data["work"].tolist() == encoded.original["work"].tolist()
    assert encoded.codings["sex"].categories == ("Female", "Male")  # no new categories
    spelled = [w for w in encoded.warnings if "spelled differently" in w]
    assert len(spelled) == 2
    assert "release.csv (release 'r') column 'sex': 3 value(s) spelled differently" in spelled[0]
    assert "'female' as 'Female'" in spelled[0]


def test_an_ambiguous_spelling_is_left_alone_and_a_foreign_coding_is_named():
    original = pd.DataFrame({"code": ["a-b", "A B", "c"], "sex": ["Male", "Female", "Male"]})
    release = pd.DataFrame({"code": ["a b", "c", "c"], "sex": [1, 2, 1]})
    encoded = encode_tables(original, {"r": [("release.csv", release)]}, {"code": "categorical", "sex": "categorical"})
    assert "a b" in encoded.codings["code"].categories  # matches two originals: not guessed
    assert any("column 'code': 1 value(s) not in the original, e.g. 'a b'" in w for w in encoded.warnings)
    assert any("column 'sex': none of its values occurs in the original (e.g. '1')" in w and "Recodes" in w
               for w in encoded.warnings)


def test_a_respelled_copy_is_as_risky_as_the_copy(tmp_path):
    rng = np.random.default_rng(4)
    n = 400
    towns = np.array(["Köln", "Bonn", "Aachen", "Düren"])
    frame = pd.DataFrame({"town": towns[rng.integers(0, 4, n)], "zip": rng.integers(0, 200, n),
                          "job": np.array(["Part-time", "Full time", "Unemployed"])[rng.integers(0, 3, n)]})
    frame.to_csv(tmp_path / "original.csv", index=False)
    frame.assign(town=frame["town"].str.upper(), job=frame["job"].str.lower().str.replace("-", " ")).to_csv(
        tmp_path / "respelled.csv", index=False)
    done = run_here("audit", "--original", tmp_path / "original.csv", "--release", f"copy={tmp_path / 'original.csv'}",
                   "--release", f"respelled={tmp_path / 'respelled.csv'}", "--secret", "job", "--attack", "best-row-match",
                   "--kind", "zip=categorical", "--out", tmp_path / "out", check_exit=0)
    assert "spelled differently from the original" in done.stderr
    copy, respelled = json.loads((tmp_path / "out" / "audit.json").read_text())["results"]
    assert copy["risk"] == "serious"
    assert respelled["alc"] == copy["alc"] and respelled["attack_curve"] == copy["attack_curve"]


def test_a_workbook_sheet_is_chosen_on_the_command_line_and_kept_in_the_audit_file(tmp_path, good):
    book = tmp_path / "book.xlsx"
    frame = pd.read_csv(good)
    with pd.ExcelWriter(book, engine="openpyxl") as writer:
        pd.DataFrame({"note": ["read me"]}).to_excel(writer, sheet_name="notes", index=False)
        frame.to_excel(writer, sheet_name="people", index=False)
    assert sheet_names(book) == ["notes", "people"] and sheet_names(good) == []
    out = tmp_path / "out"
    run_here("audit", "--original", f"{book}#people", "--release", good, "--secret", "x", "--attack", "best-row-match",
            "--quiet", "--out", out, check_exit=0)
    audit = json.loads((out / "audit.json").read_text())
    original = next(f for f in audit["inputs"] if f["role"] == "original")
    assert original["sheet"] == "people" and original["rows"] == len(frame)
    assert json.loads((out / "audit.anonguard.json").read_text())["original"]["sheet"] == "people"
    assert AuditSpec.load(out / "audit.anonguard.json").original.sheet == "people"
    done = run_here("audit", "--original", f"{book}#staff", "--release", good, "--secret", "x", "--out", out, check_exit=2)
    assert "book.xlsx: has no sheet 'staff'; its sheets are notes, people" in done.stderr
    with pytest.raises(DataError, match=r"a sheet \('people'\) was named, but .* have no sheets; drop '#people'"):
        read_table(good, "people")


def test_the_window_asks_which_sheet_of_a_workbook(qtbot, tmp_path, good, monkeypatch):
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    from anonguard.gui.window import MainWindow

    book = tmp_path / "book.xlsx"
    with pd.ExcelWriter(book, engine="openpyxl") as writer:
        pd.DataFrame({"note": ["read me"]}).to_excel(writer, sheet_name="notes", index=False)
        pd.read_csv(good).to_excel(writer, sheet_name="people", index=False)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: None)
    offered = []
    monkeypatch.setattr(QInputDialog, "getItem", lambda parent, title, label, items, *a: offered.append(items) or ("people", True))
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.load_original(book)
    assert offered == [["notes", "people"]]
    assert window.draft.original.sheet == "people" and list(window.draft.original.frame.columns) == ["age", "region", "x"]
    assert "book.xlsx ▸ people" in window.data_page.original_label.text()
    assert window.draft.original.ref.sheet == "people"
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a: ("", False))  # the user cancels: nothing changes
    assert not window.load_release(book)
    assert window.draft.releases == []


def test_a_file_that_changes_while_read_is_refused_and_one_that_goes_after_reading_is_not_needed(tmp_path, good, monkeypatch):
    import anonguard.engine.sources as engine

    release = tmp_path / "release.csv"
    release.write_bytes(good.read_bytes())
    spec = AuditSpec(TableRef(str(good)), [ReleaseSpec("r", [TableRef(str(release))])], ["x"],
                     attacks=[ComponentChoice("best-row-match")])
    real_read = engine.read_table

    def read_while_written(path, sheet=None, columns=None):
        frame = real_read(path, sheet, columns=columns)
        if Path(path) == release:
            with open(release, "a") as handle:
                handle.write("50,1,1\n")  # another program still writing it
        return frame

    monkeypatch.setattr(engine, "read_table", read_while_written)
    with pytest.raises(DataError, match="release.csv: the file changed or went away while it was being read; wait"):
        Audit(spec).prepare()
    monkeypatch.setattr(engine, "read_table", real_read)

    audit = Audit(spec).prepare()
    digest = file_sha256(release)
    release.unlink()  # the audit works from what it read
    for _ in audit.run():
        pass
    assert [r.status for r in audit.results] == ["ok"]
    assert next(f for f in audit.to_dict()["inputs"] if f["role"] == "release")["sha256"] == digest
