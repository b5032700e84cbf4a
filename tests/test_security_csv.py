"""Every CSV AnonGuard writes is safe to open in a spreadsheet: a cell that would run as a formula (it
starts with = + - @, a tab or a carriage return) gets a leading apostrophe, as OWASP recommends; a
genuine number is left alone. Release labels and category values come from files anyone may write."""

import csv
import io

import pandas as pd

from anonguard.report.spreadsheet import csv_bytes

from conftest import run_here

FORMULA = "@SUM(1+1)*cmd|' /C calc'!A0"


def test_the_risk_register_of_a_release_named_as_a_formula_is_inert(tmp_path):
    table = tmp_path / "original.csv"
    pd.DataFrame({"age": [30, 30, 40, 40, 40, 50], "sex": ["F", "F", "=HYPERLINK(\"x\")", "M", "M", "-F"]}).to_csv(
        table, index=False)
    run_here("risk", "--original", table, "--release", f"{FORMULA}={table}", "--keys", "age,sex", "--quiet",
             "--out", tmp_path / "out", "--register", check_exit=0)
    with open(tmp_path / "out" / "risk_register.csv", newline="", encoding="utf-8") as stream:
        cells = [cell for row in csv.reader(stream) for cell in row]
    assert f"'{FORMULA}" in cells and FORMULA not in cells
    assert not [cell for cell in cells if cell[:1] in ("=", "+", "@", "\t", "\r")
                or (cell.startswith("-") and not cell.lstrip("-").replace(".", "").isdigit())]


def test_every_text_cell_that_starts_a_formula_gets_an_apostrophe_and_numbers_stay():
    frame = pd.DataFrame({"text": ["=1+1", "+1", "-0.5", "-x", "@A1", "\tcmd", "\r=cmd", "plain", None],
                          "number": [-1.5, 2, 3, 4, 5, 6, 7, 8, 9]})
    rows = list(csv.reader(io.StringIO(csv_bytes(frame).decode("utf-8"), newline="")))
    assert [row[0] for row in rows[1:]] == ["'=1+1", "+1", "-0.5", "'-x", "'@A1", "'\tcmd", "'\r=cmd", "plain", ""]
    assert rows[1][1] == "-1.5"
