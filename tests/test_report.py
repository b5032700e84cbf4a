"""The report: every format of the demo audit, what it must not disclose, and all-or-nothing writing."""

import json
import re
from pathlib import Path

import jsonschema
import pandas as pd
import pytest
from pypdf import PdfReader

from anonguard.engine.audit import Audit
from anonguard.engine.spec import AuditSpec, ComponentChoice, ReleaseSpec, TableRef
from anonguard.report import export as export_module
from anonguard.report.export import ExportCancelled, ExportOptions, export
from anonguard.report.model import Report
from anonguard.report.privacy import Disclosure, redact
from anonguard.report.spreadsheet import RESULT_COLUMNS
from anonguard.resources import resources_dir
from conftest import run_here  # the report command in this process: its start-up is tested elsewhere

DEMO = resources_dir() / "demo"
RESOURCE_REFERENCE = re.compile(r"""(?:src|href|action|poster|data)\s*=\s*["']([^"']*)["']|url\(\s*["']?([^"')]*)""", re.I)


def _pdf_text(path: Path) -> tuple[int, str]:
    reader = PdfReader(path)
    return len(reader.pages), "\n".join(page.extract_text() for page in reader.pages)


def _report_files(folder: Path) -> dict[str, str]:
    """Every file of a report as text (the PDF as its extracted text)."""
    texts = {p.name: p.read_text(encoding="utf-8") for p in folder.iterdir() if p.suffix in (".html", ".json", ".csv")}
    texts["report.pdf"] = _pdf_text(folder / "report.pdf")[1]
    return texts


# -- every format of the demo audit ---------------------------------------------------------

def test_every_format_is_written(demo_audit):
    out, done = demo_audit
    for name in ("report.html", "report.pdf", "audit.json", "results.csv", "attempts.csv", "audit.anonguard.json"):
        assert (out / name).stat().st_size > 0, name
    assert "report.pdf" in done.stdout
    assert not [p for p in out.iterdir() if p.name.startswith(".")], "temporary files left behind"


def test_html_needs_no_network(demo_audit):
    html = (demo_audit[0] / "report.html").read_text(encoding="utf-8")
    assert "http:" not in html and "https:" not in html
    references = [a or b for a, b in RESOURCE_REFERENCE.findall(html)]
    assert references, "the report has plots and links, so it must have references"
    for reference in references:
        assert reference.startswith(("data:image/svg+xml;base64,", "#")), reference[:80]
    assert "<script" not in html and "@import" not in html and "<link" not in html
    # the verdict comes first, the provenance last
    assert html.index('id="verdict"') < html.index('id="results"') < html.index('id="measures"') < html.index('id="provenance"')


def test_pdf_parses_with_a_title_page_and_numbered_pages(demo_audit):
    pages, text = _pdf_text(demo_audit[0] / "report.pdf")
    assert 8 <= pages <= 60
    reader = PdfReader(demo_audit[0] / "report.pdf")
    first = reader.pages[0].extract_text()
    assert "Do not publish" in first  # the demo's copy release is a disclosure
    assert all(release in first for release in ("copy", "swap-weak", "swap-strong", "independent"))
    assert f"2 of {pages}" in reader.pages[1].extract_text()
    width, height = (float(v) for v in reader.pages[0].mediabox[2:])
    assert (round(width), round(height)) == (595, 842)  # A4 in points


def test_json_matches_the_schema_and_round_trips(demo_audit, tmp_path):
    saved = json.loads((demo_audit[0] / "audit.json").read_text(encoding="utf-8"))
    schema = json.loads((resources_dir() / "report" / "audit.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker()).validate(saved)
    assert saved["privacy"] == {"include_values": False, "min_count": 10}
    # a report built from the saved file writes the same file again
    export(Report.from_audit(saved), tmp_path, ExportOptions(("json",)))
    assert json.loads((tmp_path / "audit.json").read_text(encoding="utf-8")) == saved


def test_schema_rejects_what_is_not_an_audit_result(demo_audit):
    saved = json.loads((demo_audit[0] / "audit.json").read_text(encoding="utf-8"))
    schema = json.loads((resources_dir() / "report" / "audit.schema.json").read_text(encoding="utf-8"))
    saved["results"][0]["alc"] = "high"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(saved, schema)


def test_csv_has_the_documented_columns_and_a_row_per_result(demo_audit):
    out = demo_audit[0]
    results = pd.read_csv(out / "results.csv")
    saved = json.loads((out / "audit.json").read_text(encoding="utf-8"))
    assert list(results.columns) == list(RESULT_COLUMNS)
    mapped = results[results.kind == "risk-utility"]  # then the risk-utility map, a row per release
    results = results[results.kind != "risk-utility"]
    assert len(results) == len(saved["results"]) == 28  # 8 attribute, 8 membership, 12 identity results
    points = {p["release"]: p for p in saved["risk_utility"]["points"]}
    assert sorted(mapped.release) == sorted(points) == ["copy", "independent", "swap-strong", "swap-weak"]
    for row in mapped.itertuples():
        assert (row.verdict, row.on_front) == (points[row.release]["band"], points[row.release]["on_front"])
        assert row.utility == pytest.approx(points[row.release]["utility"])
    copy = results[(results.release == "copy") & (results.secret == "education")].iloc[0]
    expected = next(r for r in saved["results"] if r["release"] == "copy" and r.get("secret") == "education")
    assert copy.alc == pytest.approx(expected["alc"]) and copy.risk == "serious"
    assert results[results.kind == "membership"].auc.notna().all()
    attempts = pd.read_csv(out / "attempts.csv")
    assert len(attempts) == sum(r.get("n_attempts", 0) for r in saved["results"])
    assert {"release", "attack_id", "secret", "attempt", "target", "attack_correct", "baseline_correct"} <= set(attempts.columns)


def test_report_re_renders_a_saved_audit_without_running_it(demo_audit, tmp_path):
    done = run_here("report", demo_audit[0] / "audit.json", "--format", "html,csv", "--out", tmp_path, check_exit=0)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.html", "results.csv"]
    assert "wrote" in done.stdout
    assert pd.read_csv(tmp_path / "results.csv").equals(pd.read_csv(demo_audit[0] / "results.csv"))


@pytest.mark.parametrize("content, fragment", [
    ("{not json", "not valid JSON"),
    ('{"format": "anonguard-audit", "version": 1}', "describes an audit to run"),
    ('{"rows": []}', "not an AnonGuard audit result"),
])
def test_report_of_a_file_that_is_no_audit_result_says_what_it_is(tmp_path, content, fragment):
    path = tmp_path / "thing.json"
    path.write_text(content)
    done = run_here("report", path, "--out", tmp_path / "out", check_exit=2)
    assert fragment in done.stderr and str(path) in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())


# -- the report discloses no original values unless asked ------------------------------------

@pytest.fixture(scope="module")
def with_values(demo_audit_with_values):
    return demo_audit_with_values


def _identifying_values(with_values: Path) -> tuple[set[str], set[str]]:
    """What would identify a person of the demo original: every id, the largest income (the
    richest person's), and the exact incomes of the records a membership attack claimed most
    confidently (read from the report that was allowed to show them). Incomes at or below the
    number of rows are left out: a report may show row numbers."""
    original = pd.read_csv(DEMO / "population.csv")
    richest = original.income.max()
    claims = [c for r in json.loads((with_values / "audit.json").read_text(encoding="utf-8"))["results"]
              for c in r.get("top_claims", [])]
    claimed = {f"{c['values']['income']:g}" for c in claims if (c["values"]["income"] or 0) > len(original)}
    return {*original.person_id, f"{richest:g}", f"{richest:,.0f}", *claimed}, claimed


def _found(texts: dict[str, str], values: set[str]) -> dict[str, set[str]]:
    """Which of `values` each text holds as a whole word (2696 is not found in 12696 or 0.26960)."""
    found = {}
    for name, text in texts.items():
        words = set(re.findall(r"(?<![\w.])[\w-]+(?:,\d{3})*", text))
        found[name] = values & words
    return found


def test_default_report_holds_no_identifying_value(demo_audit, with_values):
    values, claimed = _identifying_values(with_values)
    assert len(claimed) > 10
    leaks = {name: found for name, found in _found(_report_files(demo_audit[0]), values).items() if found}
    assert leaks == {}
    # the search can fail: the report allowed to show values holds them
    shown = _found(_report_files(with_values), values)
    assert claimed <= shown["audit.json"] and claimed & shown["report.html"] and claimed & shown["report.pdf"]
    # attempts carry each side's prediction and the truth only when values are asked for
    assert "truth" in pd.read_csv(with_values / "attempts.csv").columns
    assert "truth" not in pd.read_csv(demo_audit[0] / "attempts.csv").columns


def test_the_first_page_says_whether_values_are_included(demo_audit, with_values):
    assert "holds no original record values" in PdfReader(demo_audit[0] / "report.pdf").pages[0].extract_text()
    first = PdfReader(with_values / "report.pdf").pages[0].extract_text()
    assert "CONTAINS ORIGINAL RECORD VALUES" in first


def _small_audit(folder: Path) -> dict:
    """Twelve patients, one with a diagnosis no one else has; the release copies them all."""
    rows = [(f"id-{i:03d}", 30 + i, "F" if i % 2 else "M", "Kuru" if i == 7 else ("Flu" if i % 3 else "Asthma"))
            for i in range(40)]
    original = pd.DataFrame(rows, columns=["patient", "age", "sex", "diagnosis"])
    original.to_csv(folder / "original.csv", index=False)
    original.drop(columns="patient").to_csv(folder / "release.csv", index=False)
    spec = AuditSpec(original=TableRef(str(folder / "original.csv")),
                     releases=[ReleaseSpec("copy", [TableRef(str(folder / "release.csv"))])],
                     secrets=["diagnosis"], entity="patient", attacks=[ComponentChoice("best-row-match")])
    audit = Audit(spec).prepare()
    list(audit.run())
    return audit.to_dict(include_attempts=True)


def test_rare_category_names_are_withheld_below_the_count(tmp_path):
    data = _small_audit(tmp_path)
    assert "Kuru" in json.dumps(data)  # the audit itself knows the value
    for min_count, named in ((10, False), (1, True)):
        folder = tmp_path / f"k{min_count}"
        export(Report.from_audit(data, Disclosure(min_count=min_count)), folder,
               ExportOptions(("html", "json", "csv"), attempts=True))
        texts = {p.name: p.read_text(encoding="utf-8") for p in folder.iterdir()}
        assert any("Kuru" in text for text in texts.values()) is named, min_count
        assert any("id-007" in text for text in texts.values()) is False  # ids are never part of a result
    # common categories stay named: Flu is held by 26 of 40
    assert "Flu" in (tmp_path / "k10" / "report.html").read_text(encoding="utf-8")


def test_redaction_is_idempotent_and_cannot_bring_values_back(tmp_path):
    data = _small_audit(tmp_path)
    once = redact(data, Disclosure())
    assert redact(once, Disclosure()) == once
    asked = redact(once, Disclosure(include_values=True, min_count=1))
    assert asked["privacy"] == {"include_values": False, "min_count": 10}
    assert asked["secrets"] == once["secrets"]


def test_continuous_secret_bins_hide_the_extremes():
    audit = {"secrets": {"income": {"mode": "bins", "bin_edges": [2696.0, 20482.55, 38269.1, 56055.65],
                                    "tolerance": None, "labels": ["a", "b", "c", "(missing)"], "counts": [50, 40, 3, 7]}},
             "results": []}
    shown = redact(audit, Disclosure(min_count=5))["secrets"]["income"]
    assert shown["bin_edges"] == [None, 20500.0, 38300.0, None]
    assert shown["labels"] == ["below 20,500", "[20,500, 38,300)", "(withheld: fewer than 5 rows)", "(missing)"]


# -- writing is all or nothing -----------------------------------------------------------------

def _two_results(demo_audit) -> Report:
    """The demo's report cut to two results and no key-variable section: for what is about writing files, not
    about drawing them (it draws fast)."""
    audit = json.loads((demo_audit[0] / "audit.json").read_text(encoding="utf-8"))
    return Report.from_audit({**audit, "results": audit["results"][:2], "reidentification": None})


def test_a_failure_mid_export_leaves_the_previous_report_intact(demo_audit, tmp_path, monkeypatch):
    report = _two_results(demo_audit)
    export(report, tmp_path, ExportOptions(("html", "json", "csv")))
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}

    def broken_csv(*_args, **_kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(export_module, "_render", lambda r, fmt, o, c: broken_csv() if fmt == "csv" else b"new")
    with pytest.raises(RuntimeError, match="disk on fire"):
        export(report, tmp_path, ExportOptions(("html", "json", "csv")))
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


def test_a_failed_rename_restores_the_files_already_replaced(demo_audit, tmp_path, monkeypatch):
    import anonguard.fileio as fileio

    (tmp_path / "report.html").write_text("old html")
    (tmp_path / "audit.json").write_text("old json")
    real_replace, calls = fileio.os.replace, []

    def failing_replace(source, target):
        calls.append(target)
        if str(target).endswith("audit.json") and str(source).endswith(".tmp"):
            raise OSError(28, "No space left on device")
        return real_replace(source, target)

    monkeypatch.setattr(fileio.os, "replace", failing_replace)
    report = _two_results(demo_audit)
    with pytest.raises(OSError):
        export(report, tmp_path, ExportOptions(("html", "json")))
    monkeypatch.undo()
    assert (tmp_path / "report.html").read_text() == "old html"
    assert (tmp_path / "audit.json").read_text() == "old json"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["audit.json", "report.html"]


def test_a_cancelled_export_writes_nothing(demo_audit, tmp_path):
    report = Report.from_audit(json.loads((demo_audit[0] / "audit.json").read_text(encoding="utf-8")))
    asked = []

    def cancelled():
        asked.append(1)
        return len(asked) > 3  # cancel while the plots are being drawn

    with pytest.raises(ExportCancelled):
        export(report, tmp_path, ExportOptions(("json", "html", "pdf")), cancelled)
    assert list(tmp_path.iterdir()) == []


def test_a_slow_pdf_costs_only_itself(demo_audit, tmp_path, monkeypatch):
    """Kept going (as the window and the command line export), the cheap formats are on disk before the PDF is
    drawn; a cancel while it is drawn keeps them and never leaves an older PDF beside them."""
    report = _two_results(demo_audit)  # the order of writing is under test, not the drawing
    (tmp_path / "report.pdf").write_bytes(b"last year's PDF")
    real_render, seen, cancel = export_module._render, [], []

    def render(r, fmt, options, cancelled):
        if fmt == "pdf":
            seen.append(sorted(p.name for p in tmp_path.iterdir()))
            if cancel:
                raise InterruptedError("cancelled while drawing")
        return real_render(r, fmt, options, cancelled)

    monkeypatch.setattr(export_module, "_render", render)
    options = ExportOptions(("html", "pdf", "json", "csv"))
    written = export(report, tmp_path, options, keep_going=True)
    assert seen == [["audit.json", "report.html", "results.csv"]]  # the older PDF gone with the new set
    assert [p.name for p in written] == ["audit.json", "results.csv", "report.html", "report.pdf"]
    assert (tmp_path / "report.pdf").read_bytes().startswith(b"%PDF")

    cancel.append(True)
    (tmp_path / "report.html").write_text("older")
    with pytest.raises(ExportCancelled, match="the PDF was drawn") as cancelled:
        export(report, tmp_path, options, keep_going=True)
    assert [p.name for p in cancelled.value.written] == ["audit.json", "results.csv", "report.html"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["audit.json", "report.html", "results.csv"]
    assert (tmp_path / "report.html").read_text() != "older"
    # all or nothing, as the library's default: nothing is written before the PDF is drawn
    (tmp_path / "report.html").write_text("older")
    with pytest.raises(ExportCancelled):
        export(report, tmp_path, options)
    assert (tmp_path / "report.html").read_text() == "older"


def test_unknown_formats_and_page_sizes_are_refused():
    with pytest.raises(ValueError, match="docx"):
        ExportOptions.parse("html,docx")
    with pytest.raises(ValueError, match="B5"):
        ExportOptions(("pdf",), page_size="B5")
