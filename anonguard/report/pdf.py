"""The report as a PDF: the same parts, in the same order, as the HTML report.

Built with ReportLab's platypus from the report model only, so the PDF shows nothing that has not
passed the disclosure check. Its font is the DejaVu Sans that Matplotlib ships, embedded, so every
name prints as written (ł, ő, ≥, Cyrillic) on any machine without a font of its own.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from functools import partial
from pathlib import Path
from xml.sax.saxutils import escape

import matplotlib
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    Image,
    KeepTogether,
    ListFlowable,
    PageBreak,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    TableStyle,
)
from reportlab.platypus import Table as PdfTable

from anonguard.report import figures
from anonguard.report.model import Plot, Report, Section, Table
from anonguard.report.verdict import BAND_WORDS, BANDS

PAGE_SIZES = {"A4": A4, "Letter": LETTER}  # anonguard.report.export.PAGE_SIZES names them without loading ReportLab
SANS, BOLD, ITALIC = "AnonGuard-Sans", "AnonGuard-Sans-Bold", "AnonGuard-Sans-Oblique"


def _register_fonts() -> None:
    fonts = Path(matplotlib.get_data_path()) / "fonts" / "ttf"
    for name, file in ((SANS, "DejaVuSans.ttf"), (BOLD, "DejaVuSans-Bold.ttf"), (ITALIC, "DejaVuSans-Oblique.ttf")):
        pdfmetrics.registerFont(TTFont(name, fonts / file))
    pdfmetrics.registerFontFamily(SANS, normal=SANS, bold=BOLD, italic=ITALIC, boldItalic=BOLD)


_register_fonts()
MARGIN = 18 * mm
FRAME_PAD = 6  # points: the padding of SimpleDocTemplate's frame
CELL_PAD = 2.5  # points of padding either side of a table cell's text
TALL_ROW = 60 * mm  # a table row taller than this may split across pages (any row would overflow a page)
GREY, RULE, ALARM = colors.HexColor("#555555"), colors.HexColor("#bbbbbb"), colors.HexColor("#b71c1c")

_base = ParagraphStyle("body", fontName=SANS, fontSize=9.5, leading=12.5, spaceAfter=5)
STYLES = {
    "body": _base,
    "title": ParagraphStyle("title", _base, fontName=BOLD, fontSize=20, leading=24, spaceAfter=4),
    "meta": ParagraphStyle("meta", _base, fontSize=9, textColor=GREY, spaceAfter=1),
    "h1": ParagraphStyle("h1", _base, fontName=BOLD, fontSize=15, leading=19, spaceBefore=6,
                         spaceAfter=8, keepWithNext=1),
    "h2": ParagraphStyle("h2", _base, fontName=BOLD, fontSize=12, leading=15, spaceAfter=0),
    "h3": ParagraphStyle("h3", _base, fontName=BOLD, fontSize=10, leading=13, spaceBefore=6,
                         spaceAfter=3, keepWithNext=1),
    "note": ParagraphStyle("note", _base, fontSize=7.5, leading=9.5, textColor=GREY, spaceBefore=2, spaceAfter=8),
    "caption": ParagraphStyle("caption", _base, fontName=ITALIC, fontSize=8, leading=10,
                              textColor=GREY, alignment=TA_CENTER, spaceAfter=10),
    "headline": ParagraphStyle("headline", _base, fontName=BOLD, fontSize=14, leading=18, spaceAfter=0),
}
STYLES["table-title"] = ParagraphStyle("table-title", STYLES["h3"], keepWithNext=0)  # CondPageBreak keeps it


def render_pdf(report: Report, page_size: str = "A4", cancelled: Callable[[], bool] = lambda: False) -> bytes:
    """The report as a PDF document (bytes)."""
    if page_size not in PAGE_SIZES:
        raise ValueError(f"unknown page size {page_size!r}: choose one of {', '.join(PAGE_SIZES)}")
    buffer = io.BytesIO()
    tagline = ("Disclosure risk audit — confidential" if report.disclosure.include_values
               else "contains no original record values")
    # the frame pads its content by FRAME_PAD, so the text lines up with the running header at MARGIN
    edge = MARGIN - FRAME_PAD
    doc = SimpleDocTemplate(buffer, pagesize=PAGE_SIZES[page_size], leftMargin=edge, rightMargin=edge,
                            topMargin=edge, bottomMargin=edge, title=report.title, author="AnonGuard",
                            subject=f"{report.verdict.headline} ({tagline})", creator="AnonGuard")
    width = doc.width - 2 * FRAME_PAD

    def check() -> None:
        if cancelled():
            raise InterruptedError("export cancelled")

    story = _title_page(report, width) + [PageBreak(), Paragraph("Results", STYLES["h1"])]
    for table in report.result_tables():
        if table.rows:
            story += _table(table, width)
    if not report.results and not report.reidentification:
        story.append(Paragraph("The audit holds no results.", STYLES["body"]))
    for plot in report.result_plots():
        story += _plots([plot], width)
    for section in report.sections():
        check()
        story += _section(section, width)
    check()
    story += [CondPageBreak(60 * mm), Paragraph("Reading the measures", STYLES["h1"])]
    for heading, paragraphs in report.explanation():
        story += [Paragraph(escape(heading), STYLES["h3"]), *(Paragraph(escape(p), STYLES["body"]) for p in paragraphs)]
    check()
    story += [PageBreak(), Paragraph("Provenance", STYLES["h1"])]
    for table in report.provenance():
        story += _table(table, width)
    doc.build(story, canvasmaker=partial(_NumberedCanvas, header=(report.title, tagline)))
    return buffer.getvalue()


# -- the parts ---------------------------------------------------------------------------------

def _title_page(report: Report, width: float) -> list[Flowable]:
    """Everything that is the verdict, kept compact so it fits on the first page."""
    verdict = report.verdict
    version = report.audit.get("tool", {}).get("version", "?")
    band_color = colors.HexColor(figures.BAND_COLORS[verdict.band]) if verdict.band else GREY
    text = ParagraphStyle("on-band", STYLES["headline"], textColor=_ink(band_color))
    band = PdfTable([[Paragraph(escape(verdict.headline), text)]], colWidths=[width], style=[
        ("BACKGROUND", (0, 0), (-1, -1), band_color), ("BOX", (0, 0), (-1, -1), 0.5, band_color),
        ("TOPPADDING", (0, 0), (-1, -1), 10), ("BOTTOMPADDING", (0, 0), (-1, -1), 12),
        ("LEFTPADDING", (0, 0), (-1, -1), 12), ("RIGHTPADDING", (0, 0), (-1, -1), 12)])
    releases = report.release_table()
    counts = [f"{verdict.counts[b]} {BAND_WORDS[b]}" for b in BANDS]
    counts += [f"{len(verdict.problems)} not applicable", f"{verdict.failed} failed"]
    if verdict.keys:
        counts.append("re-identification readings: " + ", ".join(
            f"{count} {BAND_WORDS[band]}" for band, count in verdict.key_counts.items() if count))
    problems = report.problems_table()
    alarm = report.disclosure.include_values
    note_style = ParagraphStyle("disclosure", STYLES["body"], fontName=BOLD if alarm else SANS,
                                fontSize=9, leading=12, spaceAfter=0, textColor=ALARM if alarm else colors.black)
    note = PdfTable([[Paragraph(escape(report.disclosure_note), note_style)]], colWidths=[width], style=[
        ("BOX", (0, 0), (-1, -1), 2.5 if alarm else 0.6, ALARM if alarm else RULE),
        ("BACKGROUND", (0, 0), (-1, -1), _tint(ALARM, 0.08) if alarm else colors.HexColor("#f5f5f5")),
        ("TOPPADDING", (0, 0), (-1, -1), 6), ("BOTTOMPADDING", (0, 0), (-1, -1), 8),
        ("LEFTPADDING", (0, 0), (-1, -1), 8), ("RIGHTPADDING", (0, 0), (-1, -1), 8)])
    drivers = ListFlowable([Paragraph(escape(d), STYLES["body"]) for d in verdict.drivers], bulletType="bullet",
                           start="•", leftIndent=12, bulletFontSize=9)
    return [
        Paragraph(escape(report.title), STYLES["title"]),
        Paragraph(escape(report.created_text), STYLES["meta"]),
        Paragraph(escape(f"AnonGuard {version}"), STYLES["meta"]),
        Spacer(1, 10),
        *((_table(problems, width, font_size=8.5) + [Spacer(1, 6)]) if problems else []),
        band, Spacer(1, 4),
        Paragraph(escape(" · ".join(counts)), STYLES["meta"]), Spacer(1, 8),
        *(_table(releases, width, font_size=8.5) if releases.rows else []),
        *([Paragraph("What drives the risk", STYLES["h3"]), drivers] if verdict.drivers else []),
        Spacer(1, 8), note,
    ]


def _section(section: Section, width: float) -> list[Flowable]:
    """One result; its heading, band and summary stay with its facts, so a heading never ends a page."""
    band_color = colors.HexColor(figures.BAND_COLORS[section.band]) if section.band else GREY
    band_word = BAND_WORDS.get(section.band, section.band) if section.band else section.badge
    badge = ParagraphStyle("badge", STYLES["meta"], fontName=BOLD, textColor=band_color,
                           alignment=TA_RIGHT)
    heading = PdfTable([[Paragraph(escape(section.title), STYLES["h2"]), Paragraph(escape(band_word.upper()), badge)]],
                       colWidths=[width - 36 * mm, 36 * mm], style=[
        ("LINEBEFORE", (0, 0), (0, -1), 5, band_color), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (0, -1), 8),
        ("BACKGROUND", (0, 0), (-1, -1), _tint(band_color, 0.1))])
    facts = Table("", ["", ""], [[k, v] for k, v in section.facts])
    head = [heading, Spacer(1, 5), Paragraph(escape(section.summary), STYLES["body"])]
    if section.facts:
        head += _table(facts, width, header=False)
    story: list[Flowable] = [CondPageBreak(70 * mm), KeepTogether(head)]
    for table in section.tables:
        story += _table(table, width)
    story += _plots(section.plots, width)
    return story + [Spacer(1, 8)]


def _table(table: Table, width: float, font_size: float | None = None, header: bool = True) -> list[Flowable]:
    """A model table as a ReportLab table: wrapping cells, a header repeated on every page, rows
    tinted by band. Columns share the width by how much text they hold; a cell whose longest word
    (a hash, a path, a long category name) is wider than its column breaks within itself rather
    than run off the page, the rest of the cell still wrapping between words. A table splits
    between rows, and a row taller than TALL_ROW (a secret's hundreds of values in one cell) may
    also split within itself, so no cell is ever too tall for a page."""
    size = font_size or (7 if len(table.columns) > 8 else 8)
    plain = ParagraphStyle("cell", fontName=SANS, fontSize=size, leading=size * 1.22)
    bold = ParagraphStyle("cell-head", plain, fontName=BOLD)
    texts = ([table.columns] if header else []) + table.rows
    widths = _widths(texts, table.columns, width, size)

    # the header row is bold, or without one (key/value facts) the first column; a cell wraps between
    # words, and a word wider than its column (splitLongWords, on by default) breaks where it must
    data = [[Paragraph(escape(str(v)), bold if (r == 0 if header else i == 0) else plain) for i, v in enumerate(row)]
            for r, row in enumerate(texts)]
    commands = [("VALIGN", (0, 0), (-1, -1), "TOP"), ("GRID", (0, 0), (-1, -1), 0.25, RULE),
                ("LEFTPADDING", (0, 0), (-1, -1), CELL_PAD), ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PAD),
                ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5)]
    if header:
        commands.append(("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e8e8e8")))
    offset = 1 if header else 0
    for r, band in enumerate(table.bands):
        if band:
            commands.append(("BACKGROUND", (0, r + offset), (-1, r + offset),
                             _tint(colors.HexColor(figures.BAND_COLORS[band]), 0.2)))
    # a split leaves at least three rows on each page
    split = (offset + 3, -3) if len(table.rows) >= 8 else None
    body = _Table(data, colWidths=widths, repeatRows=offset, style=TableStyle(commands), hAlign="LEFT",
                  spaceAfter=0 if table.note else 8, rowSplitRange=split, splitByRow=1)
    height = body.wrap(width, 10 ** 6)[1]
    if max(body._rowHeights, default=0) > TALL_ROW:  # such a row may split within itself, where rows alone cannot
        body.splitInRow = 1
    flowables: list[Flowable] = []
    if table.title:  # a title never ends a page; a short table goes whole to the next one
        flowables += [CondPageBreak(min(height + 30, 45 * mm)),
                      Paragraph(escape(table.title), STYLES["table-title"])]
    flowables.append(body)
    if table.note:
        flowables.append(Paragraph(escape(table.note), STYLES["note"]))
    return flowables


def _widths(rows: list[list[str]], columns: list[str], width: float, size: float) -> list[float]:
    """Column widths as a browser lays out a table: each column first gets its longest word (so
    short values never break mid-word), then the rest of the width goes to the columns with the
    most text. A very long word (a hash) gets at most a quarter of the width and breaks instead."""
    def text(i: int) -> list[str]:
        return [str(row[i]) for row in rows] + [columns[i]]

    def word(t: str, bold: bool = False) -> float:
        return max((stringWidth(w, BOLD if bold else SANS, size) for w in t.split()), default=0)

    least = [min(max(max(word(t) for t in text(i)), word(columns[i], True)), width / 4) + 2 * CELL_PAD
             for i in range(len(columns))]
    whole = [max(max(stringWidth(t, SANS, size) for t in text(i)) + 2 * CELL_PAD, least[i])
             for i in range(len(columns))]
    if sum(least) >= width:
        return [w * width / sum(least) for w in least]
    if sum(whole) <= width:
        return [w * width / sum(whole) for w in whole]
    spare, wanted = width - sum(least), [w - m for w, m in zip(whole, least)]
    return [m + spare * x / sum(wanted) for m, x in zip(least, wanted)]


def _plots(plots: list[Plot], width: float) -> list[Flowable]:
    """The figures as 200 dpi PNGs with their captions: one at 80% of the frame width, two side by
    side (a membership result's ROC and precision plots belong together)."""
    if not plots:
        return []
    if len(plots) == 1:
        return [KeepTogether([Spacer(1, 4), _image(plots[0], width * 0.8),
                              Paragraph(escape(plots[0].caption), STYLES["caption"])])]
    gap = 4 * mm
    each = (width - gap * (len(plots) - 1)) / len(plots)
    row = PdfTable([[_image(p, each) for p in plots], [Paragraph(escape(p.caption), STYLES["caption"]) for p in plots]],
                   colWidths=[each] * len(plots), style=[("LEFTPADDING", (0, 0), (-1, -1), 0),
                                                         ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                                                         ("VALIGN", (0, 0), (-1, -1), "TOP")])
    return [Spacer(1, 4), KeepTogether([row])]  # never a plot on one page and its caption on the next


def _image(plot: Plot, width: float) -> Image:
    figure = plot.make()
    fig_w, fig_h = figure.get_size_inches()
    return Image(io.BytesIO(figures.to_png(figure, dpi=200)), width=width, height=width * fig_h / fig_w)


def _tint(color: colors.Color, share: float) -> colors.Color:
    """`color` mixed into white: light enough to print black text on."""
    return colors.Color(*(1 - share * (1 - c) for c in (color.red, color.green, color.blue)))


def _ink(background: colors.Color) -> colors.Color:
    """White text on a dark band (red, green), near-black on a light one (amber)."""
    luminance = 0.299 * background.red + 0.587 * background.green + 0.114 * background.blue
    return colors.white if luminance < 0.6 else colors.HexColor("#212121")


class _Table(PdfTable):
    """A table whose later pieces keep its rule of where it may split (ReportLab drops it)."""

    def onSplit(self, table: PdfTable, byRow: int = 1) -> None:
        table._rowSplitRange = self._rowSplitRange


class _NumberedCanvas(canvas.Canvas):
    """Holds every page back until the end, so each page's footer can say how many pages there are."""

    def __init__(self, *args, header: tuple[str, str], **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._header = header
        self._pages: list[dict] = []

    def showPage(self) -> None:
        self._pages.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        for number, state in enumerate(self._pages, start=1):
            self.__dict__.update(state)
            if number > 1:  # the title page carries no running header
                self._decorate(number, len(self._pages))
            super().showPage()
        super().save()

    def _decorate(self, number: int, total: int) -> None:
        page_w, page_h = self._pagesize
        title, tagline = self._header
        self.saveState()
        self.setFont(SANS, 7.5)
        self.setFillColor(GREY)
        self.setStrokeColor(RULE)
        self.setLineWidth(0.5)
        top, bottom = page_h - MARGIN + 6 * mm, MARGIN - 8 * mm
        room = page_w - 2 * MARGIN - stringWidth(tagline, SANS, 7.5) - 10 * mm
        self.drawString(MARGIN, top, _fit(title, room, 7.5))
        self.drawRightString(page_w - MARGIN, top, tagline)
        self.line(MARGIN, top - 2 * mm, page_w - MARGIN, top - 2 * mm)
        self.line(MARGIN, bottom + 4 * mm, page_w - MARGIN, bottom + 4 * mm)
        self.drawRightString(page_w - MARGIN, bottom, f"Page {number} of {total}")
        self.restoreState()


def _fit(text: str, room: float, size: float) -> str:
    """`text` shortened with an ellipsis to fit `room` points, for a one-line header."""
    while len(text) > 1 and stringWidth(text, SANS, size) > room:
        text = text[:-2] + "…"
    return text
