"""Missing means missing only where the file says so (issue 31, item 8).

An empty field, a format's own missing values (SPSS user-missing, Stata's and SAS's `.` and `.a`, a
Parquet or Excel null) and the codes the officer declares are missing; words such as "None", "NA",
"null", "NaN" or "-" are values. Every expected count below is counted by hand from the file written.
"""

import json

import numpy as np
import openpyxl
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pyreadstat
import pytest
from PySide6.QtCore import Qt

from anonguard.cli.main import spec_from_args
from anonguard.cli.parser import UsageError, build_parser
from anonguard.cli.risk_command import risk_spec_from_args
from anonguard.data.columns import column_kinds
from anonguard.data.missing import codes_from_text, declare_missing, word_notes, words_among_numbers
from anonguard.engine.audit import Audit
from anonguard.engine.spec import AuditSpec, ComponentChoice, ReidentificationSpec, ReleaseSpec, TableRef
from anonguard.errors import AuditError, DataError
from anonguard.plugins.tables import read_table

WORDS = ["None", "NA", "N/A", "null", "NaN", "nan", "-"]


def _write(path, text):
    path.write_text(text, encoding="utf-8")
    return path


# -- what each reader reads as missing ----------------------------------------------------------------


def test_a_csv_keeps_the_words_as_values_and_reads_only_an_empty_field_as_missing(tmp_path):
    rows = "".join(f"{i},{word}\n" for i, word in enumerate(WORDS)) + '7,\n8,""\n9,   \n10,Asthma\n'
    frame = read_table(_write(tmp_path / "people.csv", "id,diagnosis\n" + rows))
    assert frame["diagnosis"].tolist()[:7] == WORDS
    assert frame["diagnosis"].isna().tolist() == [False] * 7 + [True, True, True, False]
    assert frame["diagnosis"].iloc[10] == "Asthma"


def test_a_column_of_numbers_with_a_word_reads_as_text_and_the_audit_says_what_to_declare(tmp_path):
    frame = read_table(_write(tmp_path / "income.csv", "id,income,sex\n1,1200,F\n2,NA,M\n3,900.5,F\n4,NA,M\n5,-9,F\n"))
    assert frame["income"].tolist() == ["1200", "NA", "900.5", "NA", "-9"]
    assert words_among_numbers(frame["income"]) == {"NA": 2}
    assert words_among_numbers(frame["sex"]) == {}  # a column of words is a column of categories
    (note,) = word_notes(frame, "income.csv", {})
    assert "column 'income' holds numbers and the word(s) 'NA' (2 rows)" in note and "--missing income=NA" in note
    assert word_notes(frame, "income.csv", {"income": ["NA"]}) == []  # declared: nothing to say
    with pytest.raises(DataError, match="holds text"):
        column_kinds(frame, {"income": "continuous"})


def test_an_excel_sheet_keeps_the_words_and_reads_empty_and_blank_cells_as_missing(tmp_path):
    book = openpyxl.Workbook()
    for row in (["benefit", "amount"], ["None", 10], ["NA", None], [None, 30], ["   ", "NA"], ["Housing", 50]):
        book.active.append(row)
    book.save(tmp_path / "benefits.xlsx")
    frame = read_table(tmp_path / "benefits.xlsx")
    assert frame["benefit"].isna().tolist() == [False, False, True, True, False]
    assert frame["benefit"].dropna().tolist() == ["None", "NA", "Housing"]
    assert frame["amount"].isna().tolist() == [False, True, False, False, False]
    assert frame["amount"].iloc[3] == "NA"  # a word in a column of numbers: a value until declared


def test_a_parquet_null_is_missing_and_the_word_none_is_a_value(tmp_path):
    pq.write_table(pa.table({"diagnosis": ["None", None, "NA", "Asthma"], "age": [30, None, 40, 50]}),
                   tmp_path / "people.parquet")
    frame = read_table(tmp_path / "people.parquet")
    assert frame["diagnosis"].isna().tolist() == [False, True, False, False]
    assert frame["diagnosis"].dropna().tolist() == ["None", "NA", "Asthma"]
    assert frame["age"].isna().tolist() == [False, True, False, False]


def test_a_stata_file_s_system_and_extended_missing_values_are_missing_its_words_are_not(tmp_path):
    table = pd.DataFrame({"score": pd.Series([1.0, np.nan, "a", 4.0], dtype=object), "note": ["None", "NA", "", "x"]})
    pyreadstat.write_dta(table, tmp_path / "survey.dta", missing_user_values={"score": ["a"]})
    frame = read_table(tmp_path / "survey.dta")
    assert frame["score"].isna().tolist() == [False, True, True, False]  # `.` and `.a`
    assert frame["note"].tolist()[:2] == ["None", "NA"] and frame["note"].isna().tolist() == [False, False, True, False]


def test_an_spss_file_s_user_missing_values_are_missing_as_the_file_declares_them(tmp_path):
    table = pd.DataFrame({"score": [1.0, -9.0, np.nan, 4.0], "note": ["None", "NA", "x", "Refused"]})
    pyreadstat.write_sav(table, tmp_path / "survey.sav", missing_ranges={"score": [-9], "note": ["Refused"]})
    frame = read_table(tmp_path / "survey.sav")
    assert frame["score"].isna().tolist() == [False, True, True, False]  # user-missing -9 and system-missing
    assert frame["note"].isna().tolist() == [False, False, False, True]
    assert frame["note"].tolist()[:3] == ["None", "NA", "x"]


def test_a_sas_transport_file_s_missing_values_are_missing_and_minus_nine_is_a_number(tmp_path):
    pyreadstat.write_xport(pd.DataFrame({"score": [1.0, -9.0, np.nan], "note": ["None", "", "x"]}),
                           tmp_path / "survey.xpt")
    frame = read_table(tmp_path / "survey.xpt")
    assert frame["score"].isna().tolist() == [False, False, True] and frame["score"].iloc[1] == -9
    assert frame["note"].isna().tolist() == [False, True, False] and frame["note"].iloc[0] == "None"


# -- declared codes -------------------------------------------------------------------------------------


def test_declared_codes_become_missing_and_a_column_of_numbers_becomes_numbers(tmp_path):
    frame = read_table(_write(tmp_path / "t.csv", "income,children,answer\n1200,2,Yes\nNA,-9,None\n900.5,1,Unknown\n"
                                                  "NA,-9, Unknown \n-9,0,No\n"))
    declared = declare_missing(frame, {"income": ["NA", "-9"], "children": ["-9"], "answer": ["Unknown"],
                                       "not in this table": ["x"]})
    assert declared["income"].dtype == np.float64
    assert declared["income"].iloc[0] == 1200.0 and declared["income"].iloc[2] == 900.5
    assert declared["income"].isna().tolist() == [False, True, False, True, True]
    assert declared["children"].isna().tolist() == [False, True, False, True, False]
    assert declared["children"].dropna().tolist() == [2, 1, 0]
    assert declared["answer"].tolist()[:2] == ["Yes", "None"] and declared["answer"].isna().sum() == 2
    assert column_kinds(declared, {"income": "continuous"})["income"] == "continuous"
    assert frame["income"].tolist() == ["1200", "NA", "900.5", "NA", "-9"]  # the frame as read is left alone
    assert declare_missing(declared, {"income": ["NA", "-9"]}) is declared  # twice is once


def test_a_decimal_comma_file_s_numbers_are_read_with_their_comma_once_the_dash_is_declared(tmp_path):
    frame = read_table(_write(tmp_path / "de.csv", "betrag;anzahl\n1,5;-\n2;3,25\n-;4\n"))
    assert frame["anzahl"].tolist() == ["-", "3,25", "4"]
    declared = declare_missing(frame, {"anzahl": ["-"], "betrag": ["-"]})
    assert declared["anzahl"].tolist()[1:] == [3.25, 4.0] and np.isnan(declared["anzahl"].iloc[0])
    assert declared["betrag"].tolist()[:2] == [1.5, 2.0] and np.isnan(declared["betrag"].iloc[2])


def test_codes_match_labels_dates_and_numbers_written_otherwise_and_nothing_else():
    frame = pd.DataFrame({
        "answer": pd.Categorical(["Refused", "Yes", "No", "Refused"]),
        "born": pd.to_datetime(["1900-01-01", "1980-05-02", "1900-01-01", "1990-07-03"]),
        "score": [-9.0, 1.5, -9.0, 2.0],
        "flag": [True, False, True, False],
        "code": ["007", "7", " 7 ", "x"],
    })
    declared = declare_missing(frame, {"answer": ["Refused"], "born": ["1900-01-01"], "score": ["-9"],
                                       "flag": ["True"], "code": [" 7"]})
    assert declared["answer"].isna().tolist() == [True, False, False, True]
    assert list(declared["answer"].cat.categories) == ["No", "Yes"]
    assert declared["born"].isna().tolist() == [True, False, True, False]
    assert declared["score"].isna().tolist() == [True, False, True, False]
    assert declared["flag"].tolist() == [True, False, True, False]  # a yes/no column has no codes
    assert declared["code"].isna().tolist() == [False, True, True, False]  # "007" is written otherwise
    assert declared["code"].dtype != np.float64  # "007" and "x" keep it text
    unchanged = declare_missing(frame, {"score": ["-8", "NA"]})
    assert unchanged is frame


def test_codes_as_a_person_writes_them():
    assert codes_from_text(" -9, NA,,Unknown , NA") == ["-9", "NA", "Unknown"]
    assert codes_from_text("") == []


# -- the audit file and the command line --------------------------------------------------------------


def test_the_audit_file_keeps_the_declared_codes_and_old_files_load_without_any(tmp_path):
    spec = AuditSpec(TableRef("o.csv"), [ReleaseSpec("r", [TableRef("r.csv")])], ["s"],
                     missing={"income": ["-9", "NA"]}, base_dir=tmp_path)
    data = spec.to_dict()
    assert data["missing"] == {"income": ["-9", "NA"]}
    assert AuditSpec.from_dict(json.loads(json.dumps(data)), tmp_path).missing == {"income": ["-9", "NA"]}
    data.pop("missing")  # as every audit file written before
    old = AuditSpec.from_dict(data, tmp_path)
    assert old.missing == {} and "missing" not in old.to_dict()  # re-saved unchanged
    assert AuditSpec.from_dict({**data, "missing": {"age": [-9, -8.0, "NA"]}}, tmp_path).missing == \
        {"age": ["-9", "-8", "NA"]}  # numbers written as numbers
    for bad, said in (([1], "missing must be an object"), ({"age": "-9"}, "must be a list"),
                      ({"age": [None]}, "must be texts or numbers")):
        with pytest.raises(AuditError, match=said):
            AuditSpec.from_dict({**data, "missing": bad}, tmp_path)


def test_missing_on_the_command_line_adds_to_the_audit_file_and_col_equals_nothing_takes_a_column_back(tmp_path):
    saved = AuditSpec(TableRef("o.csv"), [ReleaseSpec("r", [TableRef("r.csv")])], [], known_sets=[["age"]],
                      missing={"income": ["-8"], "age": ["-1"]}, base_dir=tmp_path)
    (tmp_path / "a.json").write_text(json.dumps(saved.to_dict()))
    args = build_parser().parse_args(["risk", "--config", str(tmp_path / "a.json"), "--keys", "age",
                                      "--missing", "income=-9, NA", "--missing", "age=", "--missing", "sex=U"])
    assert risk_spec_from_args(args).missing == {"income": ["-9", "NA"], "sex": ["U"]}
    args = build_parser().parse_args(["audit", "--original", "o.csv", "--release", "r.csv", "--secret", "s",
                                      "--missing", "income=-9", "--out", str(tmp_path)])
    assert spec_from_args(args).missing == {"income": ["-9"]}
    for command in (["membership", "--demo"], ["identity", "--config", "a.json"], ["anonymize", "--method", "x",
                                                                                   "--input", "i", "--out", "o"]):
        assert build_parser().parse_args([*command, "--missing", "a=1", "--out", "o"]).missing == ["a=1"]
    with pytest.raises(UsageError, match="--missing 'income': expected COL=CODE"):
        risk_spec_from_args(build_parser().parse_args(["risk", "--release", "r.csv", "--keys", "age",
                                                       "--missing", "income"]))


# -- through an audit ---------------------------------------------------------------------------------


@pytest.fixture
def survey(tmp_path):
    """Twelve people; 'None' is no diagnosis (5 people) and no benefit (6 people); two ages unknown as -9."""
    text = ("age,sex,benefit,diagnosis\n"
            "34,F,None,None\n34,F,Housing,Asthma\n51,M,None,None\n51,M,None,Diabetes\n-9,F,Carer,None\n"
            "28,M,None,Asthma\n28,M,Housing,None\n67,F,None,Diabetes\n67,F,Carer,None\n-9,M,None,Asthma\n"
            "45,F,Housing,Diabetes\n45,M,Carer,Asthma\n")
    _write(tmp_path / "survey.csv", text)
    _write(tmp_path / "copy.csv", text)
    return tmp_path


def _audit(folder, **fields) -> Audit:
    spec = AuditSpec(TableRef("survey.csv"), [ReleaseSpec("copy", [TableRef("copy.csv")])], **{
        "secrets": ["diagnosis"], "known_sets": [["age", "sex"]], "attacks": [ComponentChoice("best-row-match")],
        "base_dir": folder, **fields})
    return Audit(spec).prepare()


def test_none_stays_a_category_of_the_secret_through_the_audit(survey):
    described = _audit(survey).header()["secrets"]["diagnosis"]
    counts = dict(zip(described["labels"], described["counts"]))
    assert counts["None"] == 5 and counts["Asthma"] == 4 and counts["Diabetes"] == 3  # as the file holds them
    assert sum(counts.values()) == 12


def test_a_declared_code_is_missing_in_the_original_and_the_release_and_a_misspelt_column_is_said(survey):
    audit = _audit(survey, missing={"age": ["-9"]})
    assert audit.data.kinds["age"] == "categorical"  # five ages left: a category
    categories = audit.data.codings["age"].categories
    assert [str(c) for c in categories] == ["28", "34", "45", "51", "67"]  # no -9 among them
    assert int((audit.data.original["age"] == len(categories)).sum()) == 2  # the two -9s: the code after them, missing
    assert np.array_equal(audit.data.releases["copy"][0].data["age"], audit.data.original["age"])
    with pytest.raises(DataError, match="survey.csv: no column 'agge' to declare missing codes for; columns are: age"):
        _audit(survey, missing={"agge": ["-9"]})


def test_as_a_key_none_is_a_category_not_a_wildcard(survey):
    section = ReidentificationSpec(key_sets=[["sex", "benefit"]])
    audit = _audit(survey, secrets=[], known_sets=[], attacks=[], reidentification=section)
    list(audit.run())
    original = next(s for s in audit.reidentification.sets if s.file == "original")
    # (F,None) 2, (F,Housing) 2, (F,Carer) 2, (M,None) 4, (M,Housing) 1, (M,Carer) 1: two uniques
    assert original.sample_uniques == 2 and original.violating[3] == 8


# -- the Data page ------------------------------------------------------------------------------------


def test_the_data_page_counts_what_is_read_as_missing_and_takes_declared_codes(qtbot, tmp_path):
    from anonguard.gui.draft import AuditDraft
    from anonguard.gui.models import ColumnsModel
    from anonguard.gui.undo import SetupHistory

    incomes = ["1200", "NA", "900", "-9", "", "1500", "NA", "700"] + [str(1000 + 10 * i) for i in range(20)]
    rows = "".join(f"{income},{'None' if i % 3 else 'Asthma'}\n" for i, income in enumerate(incomes))
    _write(tmp_path / "o.csv", "income,diagnosis\n" + rows)
    _write(tmp_path / "r.csv", "income,diagnosis\n" + rows)
    draft = AuditDraft()
    draft.load_original(tmp_path / "o.csv")
    draft.add_release(tmp_path / "r.csv")
    model, history = ColumnsModel(draft), SetupHistory(draft)
    income, diagnosis = 0, 1  # the rows of the column panel

    def cells(row):
        return [model.data(model.index(row, c)) for c in range(model.columnCount())]

    # 26 distinct values (6 in the first rows, 20 after); one empty field is missing; 'NA' (2 rows) is
    # suggested, not declared; 'None' is a category
    assert cells(income) == ["income", "categorical", "key variable (known)", "26", "1", "NA?"]
    assert cells(diagnosis)[3:] == ["2", "0", ""]
    assert model.data(model.index(income, ColumnsModel.CODES), Qt.ItemDataRole.EditRole) == ""
    assert "'NA' (2)" in model.data(model.index(income, ColumnsModel.CODES), Qt.ItemDataRole.ToolTipRole)

    assert model.setData(model.index(income, ColumnsModel.CODES), " -9, NA ")
    # 26 distinct values less 'NA' and -9; 4 missing: the empty field, 'NA' twice and -9 once
    assert cells(income) == ["income", "continuous", "key variable (known)", "24", "4 (3 declared)", "-9, NA"]
    assert "1 values empty or marked missing in the file, 3 declared" in model.data(
        model.index(income, 4), Qt.ItemDataRole.ToolTipRole)
    assert draft.releases[0].frame["income"].isna().sum() == 4  # the release reads them missing too
    history.changed(draft)

    assert history.undo(draft)  # the codes go back to values, the column to categories
    assert draft.missing == {} and cells(income)[1:] == ["categorical", "key variable (known)", "26", "1", "NA?"]
    assert history.redo(draft) and cells(income)[4] == "4 (3 declared)"

    model.setData(model.index(diagnosis, 2), "secret")
    draft.attacks = {"best-row-match": {}}
    spec = draft.to_spec()
    assert spec.missing == {"income": ["-9", "NA"]}
    reopened = AuditDraft.from_spec(spec)
    assert reopened.missing == {"income": ["-9", "NA"]} and reopened.column("income").kind == "continuous"
    assert reopened.original.frame["income"].isna().sum() == 4
    assert reopened.releases[0].frame["income"].isna().sum() == 4


def test_anonymize_protects_the_table_with_the_declared_codes_missing(tmp_path):
    from anonguard.cli.main import main

    rows = "".join(f"{20 + i % 50},{'-9' if i % 10 == 0 else 1000 + i},{'None' if i % 2 else 'Asthma'}\n"
                   for i in range(100))
    source = _write(tmp_path / "people.csv", "age,income,diagnosis\n" + rows)
    out = tmp_path / "release.csv"
    assert main(["anonymize", "--method", "swap", "--input", str(source), "--out", str(out),
                 "--missing", "income=-9"]) == 0
    release = read_table(out)
    assert release["income"].isna().sum() == 10 and (release["income"] == -9).sum() == 0  # 10 rows held -9
    assert (release["diagnosis"] == "None").sum() == 50  # a swap keeps each column's values
    assert main(["anonymize", "--method", "swap", "--input", str(source), "--out", str(out),
                 "--missing", "incme=-9"]) == 2
