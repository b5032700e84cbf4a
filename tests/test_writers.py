"""A treated table written in its source's format (anonguard/data/writers.py) reads back through AnonGuard's own
readers as the same table (values, missing cells, column order), keeping what the office notices (a CSV's
delimiter, decimal mark and encoding, a workbook's sheet, SPSS and Stata codes and labels); a format that cannot be
written, or a table a format cannot hold, is written as CSV with a warning, never a traceback."""

import stat

import numpy as np
import pandas as pd
import pyreadstat
import pytest

from anonguard.data.writers import coded, write_like
from anonguard.plugins.tables import read_table

# the source as the office holds it, and the table a chain makes of it, as AnonGuard reads them
SOURCE = pd.DataFrame({"region": ["North", "Zürich", "East", "West", "North"], "age": [23.0, 45.0, 67.0, 30.0, 52.0],
                       "sex": [1.0, 2.0, 1.0, 2.0, 1.0], "income": [1200.5, 3400.0, 5600.0, 7800.0, 9100.25],
                       "weight": [1, 2, 3, 4, 5]})
TREATED = pd.DataFrame({
    "region": ["North", None, "{East,West}", "{East,West}", "Zürich"],  # a merged category, a missing cell
    "age": ["[20-30)", "[40-50)", "*", "[30-40)", "52"],  # bands, a suppressed cell, a value kept
    "sex": ["Male", "*", "Female", None, "Male"],  # labelled in SPSS and Stata
    "income": [1200.5, np.nan, 5600.0, 7800.0, 9100.25],  # numbers with a missing cell
    "weight": [1, 2, 3, 4, 5],
})
LABELS = {"sex": {1.0: "Male", 2.0: "Female"}}
COLUMN_LABELS = {"age": "Age in years"}


def _source(folder, extension):
    """SOURCE written as an office's package writes it."""
    path = folder / f"source{extension}"
    if extension == ".csv":  # a German export: semicolons, decimal commas, cp1252
        SOURCE.to_csv(path, index=False, sep=";", decimal=",", encoding="cp1252")
    elif extension == ".tsv":
        SOURCE.to_csv(path, index=False, sep="\t", encoding="utf-8-sig")
    elif extension in (".xlsx", ".xlsm"):
        SOURCE.to_excel(path, index=False, sheet_name="PUF 2023")
    elif extension == ".parquet":
        SOURCE.to_parquet(path, index=False)
    elif extension in (".sav", ".zsav"):
        pyreadstat.write_sav(SOURCE, path, compress=extension == ".zsav", variable_value_labels=LABELS,
                             column_labels=COLUMN_LABELS)
    elif extension == ".dta":
        pyreadstat.write_dta(SOURCE, path, variable_value_labels={"sex": {1: "Male", 2: "Female"}},
                             column_labels=COLUMN_LABELS)
    elif extension == ".xpt":
        pyreadstat.write_xport(SOURCE, path, file_format_version=5)
    else:
        path.write_bytes(b"a file of a format AnonGuard writes no table in")
    return path


def cells(frame):
    """The table as AnonGuard compares it: column names in order, each cell as its text (whole numbers without
    ".0", so 52, 52.0 and "52" agree), None where it is missing."""
    def text(value):
        if pd.isna(value):
            return None
        if isinstance(value, (int, float, np.number)) and float(value).is_integer():
            return str(int(value))
        return str(value)

    return [list(map(str, frame.columns))] + [[text(v) for v in row] for row in frame.astype(object).itertuples(
        index=False)]


WRITABLE = [".csv", ".tsv", ".xlsx", ".parquet", ".sav", ".zsav", ".dta", ".xpt"]


@pytest.mark.parametrize("extension", WRITABLE)
def test_a_treated_table_reads_back_as_the_same_table_in_its_sources_format(tmp_path, extension):
    done = write_like(TREATED, _source(tmp_path, extension), tmp_path / "out" / "puf-treated")
    assert done.path == tmp_path / "out" / f"puf-treated{extension}" and done.warnings == []
    assert stat.S_IMODE(done.path.stat().st_mode) == 0o600  # a release of confidential data
    back = read_table(done.path)
    assert cells(back) == cells(TREATED)  # values, missing cells (not "nan"), column order
    assert pd.api.types.is_numeric_dtype(back["income"])  # a column of numbers stays one (decimal commas too)
    assert back["income"].isna().tolist() == TREATED["income"].isna().tolist()
    assert not list(tmp_path.joinpath("out").glob(".*"))  # no staging folder left behind


def test_a_csv_is_written_with_its_sources_delimiter_decimal_mark_and_encoding(tmp_path):
    written = write_like(TREATED, _source(tmp_path, ".csv"), tmp_path / "t").path.read_bytes()
    assert written.startswith(b"region;age;sex;income;weight\r\n")
    assert b";1200,5;" in written and b"Z\xfcrich" in written  # the decimal comma, cp1252
    tsv = write_like(TREATED, _source(tmp_path, ".tsv"), tmp_path / "u").path.read_bytes()
    assert tsv.startswith(b"\xef\xbb\xbfregion\tage\t")  # its byte-order mark kept
    plain = write_like(TREATED, None, tmp_path / "v").path.read_bytes()
    assert plain.startswith(b"region,age,") and b",1200.5," in plain  # no source: AnonGuard's own CSV


def test_a_text_the_sources_encoding_cannot_write_is_written_in_utf8_with_a_warning(tmp_path):
    treated = TREATED.assign(region=TREATED["region"].replace("Zürich", "Łódź"))  # no Ł in cp1252
    done = write_like(treated, _source(tmp_path, ".csv"), tmp_path / "t")
    (warning,) = done.warnings
    assert "written in UTF-8, not cp1252 like source.csv" in warning and "'Ł'" in warning
    assert cells(read_table(done.path)) == cells(treated)


def test_formula_text_never_runs_csv_gets_an_apostrophe_a_workbook_a_text_cell(tmp_path):
    from openpyxl import load_workbook

    treated = TREATED.assign(region=["=HYPERLINK(1)", "007", "East", "West", "@SUM(1)"])
    csv = write_like(treated, _source(tmp_path, ".csv"), tmp_path / "t").path
    assert read_table(csv)["region"].tolist()[::4] == ["'=HYPERLINK(1)", "'@SUM(1)"]
    workbook = write_like(treated, _source(tmp_path, ".xlsx"), tmp_path / "u").path
    sheet = load_workbook(workbook)["PUF 2023"]  # the sheet keeps its name
    assert (sheet["A2"].value, sheet["A2"].data_type) == ("=HYPERLINK(1)", "s")  # text, not a formula
    assert (sheet["B6"].value, sheet["B6"].data_type, sheet["B4"].value) == (52, "n", "*")  # numbers stay numbers
    assert (sheet["A3"].value, sheet["A3"].data_type) == ("007", "s")  # an identifier stays as written
    assert read_table(workbook)["region"].tolist()[:2] == ["=HYPERLINK(1)", "007"]


@pytest.mark.parametrize("extension, read", [(".sav", pyreadstat.read_sav), (".dta", pyreadstat.read_dta)])
def test_spss_and_stata_keep_their_codes_and_labels_a_new_value_gets_a_code_of_its_own(tmp_path, extension, read):
    path = write_like(TREATED, _source(tmp_path, extension), tmp_path / "t").path
    codes, meta = read(str(path))
    assert codes["sex"].tolist()[:3] == [1, 3, 2] and np.isnan(codes["sex"][3])  # Male, *, Female, missing
    assert meta.variable_value_labels["sex"] == {1: "Male", 2: "Female", 3: "*"}
    assert meta.column_names_to_labels["age"] == "Age in years"


def test_a_labelled_column_is_coded_again():
    values = pd.Series(["Male", "3", "*", "Female", None, "{Male,Female}", "1", "007"])
    numbers, labels = coded(values, {1.0: "Male", 2.0: "Female"})
    # "3" is a code without a label; "1" is not the code 1 (that reads as "Male"), nor "007" the code 7 (that reads
    # as "7"): each gets a code of its own
    assert numbers.tolist()[:4] == [1, 3, 4, 2] and np.isnan(numbers[4]) and numbers.tolist()[5:] == [5, 6, 7]
    assert labels == {1.0: "Male", 2.0: "Female", 4: "*", 5: "{Male,Female}", 6: "1", 7: "007"}
    text, same = coded(pd.Series(["Male", "X", None]), {"M": "Male", "F": "Female"})  # an SPSS string variable
    assert text.tolist()[:2] == ["M", "X"] and same == {"M": "Male", "F": "Female"}


def test_a_transport_file_keeps_its_version(tmp_path):
    path = write_like(TREATED, _source(tmp_path, ".xpt"), tmp_path / "t").path
    assert path.read_bytes()[20:40] == b"LIBRARY HEADER RECOR"  # version 5, which every SAS reads
    wide = tmp_path / "wide.xpt"
    pyreadstat.write_xport(SOURCE, wide, file_format_version=8)
    assert write_like(TREATED, wide, tmp_path / "u").path.read_bytes()[20:25] == b"LIBV8"


@pytest.mark.parametrize("extension, treated, words", [
    (".sas7bdat", TREATED, "written as CSV, not like source.sas7bdat: no installed library writes SAS data sets"),
    (".arff", TREATED, "written as CSV, not like source.arff: no writer for .arff files is installed"),
    (".xlsx", TREATED.assign(region=["a\x01b", "b", "c", "d", "e"]),  # a control character Excel forbids
     "written as CSV, since it could not be written as an Excel workbook like source.xlsx"),
    (".xpt", TREATED.rename(columns={"region": "a_name_too_long_for_sas_v5"}),
     "written as CSV, since it could not be written as a SAS transport file like source.xpt"),
])
def test_what_a_format_cannot_hold_is_written_as_csv_with_a_warning(tmp_path, extension, treated, words):
    done = write_like(treated, _source(tmp_path, extension), tmp_path / "t")
    assert done.path == tmp_path / "t.csv" and stat.S_IMODE(done.path.stat().st_mode) == 0o600
    (warning,) = done.warnings
    assert warning.startswith(f"{done.path}: ") and words in warning
    assert cells(read_table(done.path))[1:] == cells(treated)[1:]


def test_a_macro_workbook_is_written_as_a_workbook_without_macros(tmp_path):
    done = write_like(TREATED, _source(tmp_path, ".xlsm"), tmp_path / "t")
    assert done.path.suffix == ".xlsx" and "source.xlsm's macros are not copied" in done.warnings[0]
    assert cells(read_table(done.path)) == cells(TREATED)


@pytest.mark.parametrize("extension", [".sav", ".xpt"])
def test_a_source_gone_since_it_was_read_costs_its_labels_not_the_table(tmp_path, extension):
    source = _source(tmp_path, extension)
    source.unlink()
    done = write_like(TREATED, source, tmp_path / "t")
    (warning,) = done.warnings
    assert done.path.suffix == extension and f"written without source{extension}'s value and variable labels" in warning
    assert cells(read_table(done.path)) == cells(TREATED)


def test_a_csv_gone_since_it_was_read_is_written_as_anonguards_own(tmp_path):
    done = write_like(TREATED, tmp_path / "gone.csv", tmp_path / "u")
    assert "written with commas in UTF-8: gone.csv could not be looked at again" in done.warnings[0]
    assert done.path.read_bytes().startswith(b"region,age,")


def test_a_folder_that_cannot_be_written_is_an_oserror_for_the_caller_to_name(tmp_path):
    (tmp_path / "a file").write_text("")
    with pytest.raises(OSError):
        write_like(TREATED, _source(tmp_path, ".parquet"), tmp_path / "a file" / "t")
