"""The report as one self-contained HTML file: styles inline, plots as vector data URIs, no
script, font or link that needs a network, so it opens the same on an offline machine."""

from __future__ import annotations

import base64
import re
from typing import Callable

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from markupsafe import Markup

from anonguard.report import figures
from anonguard.report.model import Plot, Report
from anonguard.report.verdict import BAND_WORDS
from anonguard.resources import resources_dir

NUMERIC = re.compile(r"^[-+]?[\d,]*\.?\d+(e[-+]?\d+)?$")
# a table cell's text (escaped, so it holds no tag) and, in it, a run of characters with no space to break at
CELL = re.compile(r"(<td[^>]*>)([^<]+)(</td>)")
LONG_RUN = re.compile(r"(?:&#?\w+;|\S){32,}")
PIECE = 16  # characters between the break opportunities put into a long run
# a long word outside a table (a column name in a note) breaks rather than run past the page
EXTRA_CSS = "body { overflow-wrap: break-word; }"


def render_html(report: Report, cancelled: Callable[[], bool] = lambda: False) -> str:
    """The whole report as HTML text; `cancelled` is asked before each plot is drawn."""
    folder = resources_dir() / "report"
    environment = Environment(loader=FileSystemLoader(folder), autoescape=select_autoescape(["j2", "html"]),
                              undefined=StrictUndefined, trim_blocks=False)
    environment.tests["numeric_text"] = lambda text: bool(NUMERIC.match(str(text)))
    environment.filters["svg_uri"] = lambda plot: _svg_uri(plot, cancelled)
    template = environment.get_template("report.html.j2")
    css = Markup((folder / "report.css").read_text(encoding="utf-8") + EXTRA_CSS)  # as written: its quotes unescaped
    html = template.render(report=report, sections=report.sections(), plots=report.result_plots(),
                           band_words=BAND_WORDS, css=css)
    return CELL.sub(lambda m: m.group(1) + LONG_RUN.sub(_breakable, m.group(2)) + m.group(3), html)


def _breakable(run: re.Match) -> str:
    """A long value (a category name, a path, a hash) with a break opportunity (<wbr>, which copying
    leaves out) every few characters: its cell wraps instead of widening the table past the page."""
    characters = re.findall(r"&#?\w+;|\S", run.group(0))  # an escaped character stays whole
    return "<wbr>".join("".join(characters[i:i + PIECE]) for i in range(0, len(characters), PIECE))


def _svg_uri(plot: Plot, cancelled: Callable[[], bool]) -> str:
    if cancelled():
        raise InterruptedError("export cancelled")
    svg = figures.to_svg(plot.make())
    return "data:image/svg+xml;base64," + base64.b64encode(svg).decode("ascii")
