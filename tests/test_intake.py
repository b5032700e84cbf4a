"""Real-world table intake: messy CSV, Excel, SAS, SPSS and Stata files, and reader plugins.

Every file is written here from code; no data files are committed.
"""

import json
from pathlib import Path

import numpy as np
import pandas as pd
import pyreadstat
import pytest
from conftest import run_cli

from anonguard.data import readers
from anonguard.data.encoding import encode_tables
from anonguard.data.readers import file_sha256, read_table, sheet_names, supported_extensions
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
]


@pytest.mark.parametrize("name, content, fragment", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_malformed_files_fail_with_one_clear_line(tmp_path, good, name, content, fragment):
    bad = tmp_path / name
    bad.write_bytes(content)
    done = run_cli("audit", "--original", bad, "--release", good, "--secret", "x", "--out", tmp_path / "out", check_exit=2)
    assert "Traceback" not in done.stderr
    (line,) = done.stderr.strip().splitlines()
    assert name in line and fragment in line, line


def test_missing_file_and_a_missing_column_are_named(tmp_path, good):
    done = run_cli("audit", "--original", tmp_path / "nope.sav", "--release", good, "--secret", "x",
                   "--out", tmp_path / "out", check_exit=2)
    assert "nope.sav: no such file" in done.stderr and "Traceback" not in done.stderr
    semicolons = tmp_path / "semicolons.csv"
    semicolons.write_text("age;region;x\n30;1;2\n40;2;0\n")
    done = run_cli("audit", "--original", semicolons, "--release", good, "--secret", "income",
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
    run_cli("audit", "--original", tmp_path / "original.sav", "--release", tmp_path / "release.dta", "--secret", "health",
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
    monkeypatch.setattr(readers, "load_catalog", lambda: load_catalog([("semicolon-plugin", _Plugin)], entry_points=False))
    readers._readers.cache_clear()
    yield
    readers._readers.cache_clear()


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
    env = {"PYTHONPATH": str(tmp_path)}
    pd.read_csv(good).to_json(tmp_path / "original.jsonl", orient="records", lines=True)

    listing = json.loads(run_cli("plugins", "--json", env_extra=env, check_exit=0).stdout)
    assert {"id": "json-lines", "kind": "reader", "version": "0.1"}.items() <= next(
        e for e in listing["entries"] if e["id"] == "json-lines").items()
    assert any("Broken.extensions must be a non-empty tuple" in p["error"] for p in listing["problems"])
    out = tmp_path / "out"
    run_cli("audit", "--original", tmp_path / "original.jsonl", "--release", good, "--secret", "x",
            "--attack", "best-row-match", "--quiet", "--out", out, env_extra=env, check_exit=0)
    inputs = json.loads((out / "audit.json").read_text())["inputs"]
    assert inputs[0]["columns"] == ["age", "region", "x"] and inputs[0]["rows"] == 200


def test_malformed_files_in_the_window_give_a_dialog_and_keep_the_audit(qtbot, tmp_path, good, monkeypatch):
    """The same corpus through the window's loaders: a message naming the file, and what was loaded stays."""
    from test_gui import MainWindow  # Qt only for this test

    window = MainWindow()
    qtbot.addWidget(window)
    messages = []
    monkeypatch.setattr(window, "_warn", lambda title, text: messages.append(text))
    assert window.load_original(good)
    for name, content, fragment in MALFORMED:
        bad = tmp_path / name
        bad.write_bytes(content)
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
    assert any("column 'sex': none of its values occurs in the original (e.g. '1')" in w and "recode it" in w
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
    done = run_cli("audit", "--original", tmp_path / "original.csv", "--release", f"copy={tmp_path / 'original.csv'}",
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
    run_cli("audit", "--original", f"{book}#people", "--release", good, "--secret", "x", "--attack", "best-row-match",
            "--quiet", "--out", out, check_exit=0)
    audit = json.loads((out / "audit.json").read_text())
    original = next(f for f in audit["inputs"] if f["role"] == "original")
    assert original["sheet"] == "people" and original["rows"] == len(frame)
    assert json.loads((out / "audit.anonguard.json").read_text())["original"]["sheet"] == "people"
    assert AuditSpec.load(out / "audit.anonguard.json").original.sheet == "people"
    done = run_cli("audit", "--original", f"{book}#staff", "--release", good, "--secret", "x", "--out", out, check_exit=2)
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
    import anonguard.engine.audit as engine

    release = tmp_path / "release.csv"
    release.write_bytes(good.read_bytes())
    spec = AuditSpec(TableRef(str(good)), [ReleaseSpec("r", [TableRef(str(release))])], ["x"],
                     attacks=[ComponentChoice("best-row-match")])
    real_read = engine.read_table

    def read_while_written(path, sheet=None):
        frame = real_read(path, sheet)
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
