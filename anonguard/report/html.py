"""The report as one self-contained HTML file: styles inline, plots as vector data URIs, no
script, font or link that needs a network, so it opens the same on an offline machine."""

from __future__ import annotations

import base64
import re
from typing import Callable

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from anonguard.report import figures
from anonguard.report.model import Plot, Report
from anonguard.report.verdict import BAND_WORDS
from anonguard.resources import resources_dir

NUMERIC = re.compile(r"^[-+]?[\d,]*\.?\d+(e[-+]?\d+)?$")


def render_html(report: Report, cancelled: Callable[[], bool] = lambda: False) -> str:
    """The whole report as HTML text; `cancelled` is asked before each plot is drawn."""
    folder = resources_dir() / "report"
    environment = Environment(loader=FileSystemLoader(folder), autoescape=select_autoescape(["j2", "html"]),
                              undefined=StrictUndefined, trim_blocks=False)
    environment.tests["numeric_text"] = lambda text: bool(NUMERIC.match(str(text)))
    environment.filters["svg_uri"] = lambda plot: _svg_uri(plot, cancelled)
    template = environment.get_template("report.html.j2")
    return template.render(report=report, sections=report.sections(), overview=report.overview(),
                           band_words=BAND_WORDS, css=(folder / "report.css").read_text(encoding="utf-8"))


def _svg_uri(plot: Plot, cancelled: Callable[[], bool]) -> str:
    if cancelled():
        raise InterruptedError("export cancelled")
    svg = figures.to_svg(plot.make())
    return "data:image/svg+xml;base64," + base64.b64encode(svg).decode("ascii")
