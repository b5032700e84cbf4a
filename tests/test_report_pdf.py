"""The PDF report: a real document, the verdict on its first page, numbered pages, both page sizes."""

import io
import json
import re

import pypdf
import pytest

from anonguard.report.model import Report
from anonguard.report.html import render_html
from anonguard.report.pdf import render_pdf


@pytest.fixture(scope="module")
def audit(demo_audit):
    out, _ = demo_audit
    return json.loads((out / "audit.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def a4(audit, demo_audit):
    """The demo's report and its PDF as `anonguard report` drew it (A4, the default) for the session (conftest
    make_demo_audit): render_pdf of the whole demo, drawn once for every test that reads it."""
    return Report.from_audit(audit), pypdf.PdfReader(demo_audit[0] / "report.pdf")


def test_first_page_holds_the_verdict(a4):
    report, pdf = a4
    assert 5 <= len(pdf.pages) <= 80
    assert pdf.metadata.title == report.title and pdf.metadata.author == "AnonGuard"
    first = " ".join(pdf.pages[0].extract_text().split())
    assert " ".join(report.verdict.headline.split()[:5]) in first
    for release in report.verdict.releases:
        assert release.release in first
    assert "holds no original record values" in first
    assert "Page 1 of" not in first  # the title page carries no footer


def test_later_pages_are_numbered_and_marked(a4):
    _, pdf = a4
    total = len(pdf.pages)
    second, last = pdf.pages[1].extract_text(), pdf.pages[-1].extract_text()
    assert f"Page 2 of {total}" in second and f"Page {total} of {total}" in last
    assert "contains no original record values" in second
    assert "Provenance" in "".join(page.extract_text() for page in pdf.pages[-6:])


def test_letter_size_and_markup_in_names(audit, a4):
    """Letter pages are Letter sized, and a file name holding markup characters prints as written."""
    audit = json.loads(json.dumps(audit))
    audit["results"] = audit["results"][:1]  # one result renders quickly
    original = next(f for f in audit["inputs"] if f["role"] == "original")
    original["path"] = "/data/a<b>&c.csv"
    pdf = pypdf.PdfReader(io.BytesIO(render_pdf(Report.from_audit(audit), "Letter")))
    assert (float(pdf.pages[0].mediabox.width), float(pdf.pages[0].mediabox.height)) == (612, 792)
    assert round(float(a4[1].pages[0].mediabox.height)) == 842  # A4
    assert "Disclosure risk audit of a<b>&c.csv" in pdf.pages[0].extract_text()


def test_bad_page_size_and_cancelling(a4):
    report, _ = a4
    with pytest.raises(ValueError, match="page size"):
        render_pdf(report, "A3")
    with pytest.raises(InterruptedError):
        render_pdf(report, cancelled=lambda: True)


def test_a_secret_with_hundreds_of_long_values_splits_across_pages(audit, tmp_path):
    """300 categories of 200 characters (one in three without a space: a date-time, a name run
    together) once made a table cell taller than a page, and ReportLab drew no PDF at all. The report names the
    first 40 (LISTED) and says how many more; audit.json keeps every one."""
    audit = json.loads(json.dumps(audit))
    audit["results"] = []  # the provenance holds the values: no result needs drawing
    labels = [f"{i:03d}-" + (f"2021-03-04T05:06:07.{i:06d}_Skłodowska_Curie_" * 5 if i % 3 == 0
                              else f"value {i} of a category with a long name, " * 6)[:196] for i in range(300)]
    audit["secrets"]["education"].update(labels=labels, counts=[50] * 300)
    report = Report.from_audit(audit)
    pdf = pypdf.PdfReader(io.BytesIO(render_pdf(report)))
    shorter = pypdf.PdfReader(io.BytesIO(render_pdf(Report.from_audit({**audit, "secrets": {}}))))
    assert len(pdf.pages) > len(shorter.pages)
    text = "".join(page.extract_text() for page in pdf.pages[len(shorter.pages) - 3:]).replace("\n", "")
    for number in (0, 1, 20, 39):  # the values named are there, the long runs broken across lines
        assert f"{number:03d}-" in text
    assert "040-" not in text and "and 260 more" in text
    for page in pdf.pages[len(shorter.pages) - 1:-1]:  # pages of values carry the table's header
        assert "Values predicted" in page.extract_text()

    html = render_html(report)
    cells = re.findall(r"<td[^>]*>([^<]*(?:<wbr>[^<]*)*)</td>", html)
    (values,) = [cell for cell in cells if "000-" in cell]
    assert all(label in values.replace("<wbr>", "") for label in labels[:40]) and labels[40] not in values
    assert not [cell for cell in cells if re.search(r"\S{40,}", cell.replace("<wbr>", " "))]
