"""The ALC overview names every result legibly however many releases there are and however long
their file names: checked on the rendered figure's text extents, in the report's figure and on
the window's canvas at its smallest size."""

import itertools

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg

from anonguard.engine.claims.measures import RiskBands
from anonguard.engine.claims.results import ClaimsResult
from anonguard.report import figures

LONG_NAMES = [f"release_2026_{kind}_synthetic_epsilon_{eps}_seed_{seed}_final_v{v}.parquet"
              for kind, eps, seed, v in itertools.islice(
                  itertools.product(["ctgan", "tvae", "copula"], ["0.5", "1.0"], [1234, 98765], [2, 3]), 12)]


def _results(releases: list[str], secrets=("income", "education")) -> list[ClaimsResult]:
    rng = np.random.default_rng(0)
    results = []
    for secret, release in itertools.product(secrets, releases):
        alc = float(rng.uniform(-1.2, 1.0))
        verdict = "serious" if alc > 0.75 else "at-risk" if alc > 0.5 else "safe"
        results.append(ClaimsResult(release, "best-row-match", {}, secret, ("age", "sex"), alc=alc,
                                      alc_ci=(alc - 0.1, min(alc + 0.1, 1.0)), verdict=verdict))
    return results


def _label_boxes(figure):
    canvas = FigureCanvasAgg(figure)
    canvas.draw()
    renderer = canvas.get_renderer()
    ax = figure.axes[0]
    labels = [t for t in ax.get_yticklabels() if t.get_text()]
    for text in (ax.title, ax.xaxis.label):  # the axes' own words are not pushed off by wide labels
        box = text.get_window_extent(renderer)
        assert figure.bbox.x0 <= box.x0 and box.x1 <= figure.bbox.x1, f"{text.get_text()!r} is cut off"
    return labels, [t.get_window_extent(renderer) for t in labels], figure.bbox


def _assert_legible(labels, boxes, frame):
    assert labels
    for a, b in itertools.combinations(boxes, 2):
        assert not a.overlaps(b), "two row labels overlap"
    for label, box in zip(labels, boxes):
        assert box.x0 >= frame.x0 and box.x1 <= frame.x1 and box.y0 >= frame.y0 and box.y1 <= frame.y1, \
            f"{label.get_text()!r} is cut off by the figure's edge"
        assert label.get_fontsize() >= 5


def test_twelve_long_named_releases_are_all_named_without_overlap_in_the_report():
    results = _results(LONG_NAMES)
    rows = figures.overview_rows(results)
    figure = figures.plot(None, figures.draw_overview, results, RiskBands(),
                          size=(6.4, figures.overview_height(len(rows))))
    labels, boxes, frame = _label_boxes(figure)
    _assert_legible(labels, boxes, frame)
    assert len(labels) == 24  # every result is named: two secrets x twelve releases
    texts = [t.get_text() for t in labels]
    assert len(set(texts)) == 24  # and told apart, though the names differ only near their ends
    assert all(len(part) <= figures.LABEL_CHARS for text in texts for part in text.split(" · "))


def test_on_a_small_canvas_labels_thin_out_rather_than_overlap():
    results = _results(LONG_NAMES, secrets=("income", "education", "occupation"))
    figure = figures.new_figure((5, 3.0))
    figure.add_subplot()
    figures.draw_overview(figure.axes[0], results, RiskBands())
    labels, boxes, frame = _label_boxes(figure)
    _assert_legible(labels, boxes, frame)
    assert len(labels) < 36  # not every one of 36 rows fits: every k-th is named, none hides another


def test_long_names_are_cut_in_the_middle_keeping_both_ends():
    assert figures.shorten("copy", 25) == "copy"
    text = "release_2026_ctgan_" + "x" * 40 + "_final_v3"
    short = figures.shorten(text, 25)
    assert len(short) == 25 and short == text[:12] + "…" + text[-12:]
