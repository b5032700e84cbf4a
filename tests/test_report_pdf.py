"""The PDF report: a real document, the verdict on its first page, numbered pages, both page sizes."""

import io
import json

import pypdf
import pytest

from anonguard.report.model import Report
from anonguard.report.pdf import render_pdf


@pytest.fixture(scope="module")
def audit(demo_audit):
    out, _ = demo_audit
    return json.loads((out / "audit.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def a4(audit):
    report = Report.from_audit(audit)
    return report, pypdf.PdfReader(io.BytesIO(render_pdf(report)))


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
