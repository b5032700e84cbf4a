"""The presenter of the utility measures (`anonguard.engine.utility.kind`): what each release is still good for,
variable by variable, pair by pair and as a whole, each headline score read as the random subsample of the
original that would be as faithful. One result for the audit, measured before any attack."""

from __future__ import annotations

from typing import Any

from anonguard.engine.utility.baseline import Equivalent
from anonguard.engine.utility.result import SCORE_WORDS, ReleaseUtility, UtilityResult
from anonguard.report.findings import BAND_WORDS
from anonguard.report.parts import Plot, Section, Table, figures
from anonguard.report.presenter import KindPresenter, ReportView
from anonguard.report.risk_utility import RISK_WORDS, UTILITY_WORDS, RiskUtilityMap, draw_map, risk_utility_map

UTILITY_EXPLAINED = ("Utility: what a release is still good for", [
    "Each release is compared with the original it was made from. Per variable: how far its distribution moved "
    "(total variation for a categorical variable: the share of people who would have to change category to turn "
    "one distribution into the other; Kolmogorov-Smirnov for a continuous one: the largest gap between the two "
    "cumulative distributions), the values it suppressed and the categories it lost. Per pair of variables: how "
    "far their cross-classification moved, and how their association (correlation, or Cramér's V) changed.",
    "A distance alone has no scale. So every headline score is also computed for random subsamples of the "
    "original itself, from 1 % to 90 % of its people: a subsample changes nothing and only leaves people out, so "
    "its score is what sampling alone costs. A release 'as faithful as a 30 % subsample' loses as much as "
    "publishing a random 30 % of the original unchanged would. The range beside it is read on the band a random "
    "subsample's score falls in 95 times in 100, from the subsamples drawn at each size: a release that is itself a "
    "random 30 % sample reads a range holding 30 % about that often.",
    "Where the release's rows can be matched to the original's (the entity id, or rows in the original's order), "
    "the share of values changed and sdcMicro's IL1s (the mean standardised change of the continuous values) are "
    "given too; the eigenvalue difference compares the continuous variables' correlation structures.",
])


def equivalent_words(found: Equivalent | None) -> str:
    """'as faithful as a 30 % subsample (20–40 %)', in the office's words."""
    if found is None:
        return "-"
    if found.beyond == "below":
        return f"less faithful than a {found.fraction:.0%} subsample"
    if found.beyond == "above":
        return f"more faithful than a {found.fraction:.0%} subsample"
    return f"as faithful as a {_percent(found.fraction)} subsample ({_percent(found.low)} to {_percent(found.high)})"


def _percent(share: float) -> str:
    return f"{share:.0%}" if share >= 0.1 else f"{share:.1%}"


def _score(release: ReleaseUtility, name: str) -> str:
    value = release.scores.get(name)
    if value is None:
        return "-"
    return f"{value:.3f}, {equivalent_words(release.equivalents.get(name))}"


def _number(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _ratio(release: ReleaseUtility) -> str:
    found = release.propensity
    if found is None:
        return "-"
    ratio = "inf" if found.ratio == float("inf") else f"{found.ratio:.2f}"
    return f"{ratio} ({found.specks:.3f})"


def _marginal(release: ReleaseUtility) -> str:
    found = release.k_marginal
    return "-" if found is None else f"{found.score:.3f} (k = {found.k})"


def _whole_table(release: ReleaseUtility) -> str:
    """The propensity and k-marginal readings in one sentence."""
    parts = []
    found = release.propensity
    if found is not None:
        rows = f"{found.rows_used[0]:,} and {found.rows_used[1]:,} rows" + (", sampled" if found.sampled else "")
        parts.append(f"pMSE {found.pmse:.4g}, {_ratio(release).split(' ')[0]} times a random draw's (SPECKS "
                     f"{found.specks:.3f}; {found.model} model on {rows})")
    marginal = release.k_marginal
    if marginal is not None:
        worst = " × ".join(marginal.worst[0])
        parts.append(f"k-marginal score {marginal.score:.3f} over {marginal.sets_used:,} of {marginal.sets_total:,} "
                     f"sets of {marginal.k} (furthest off: {worst}, total variation {marginal.worst[1]:.3f})")
    return "; ".join(parts) or "-"


def _plugin_scores(scores: dict[str, float]) -> str:
    return ", ".join(f"{name} {value:,.4g}" for name, value in scores.items()) or "-"


def _overlap(row: Any) -> float:
    """A term's interval overlap; one the original cannot estimate (NaN) sorts last."""
    return row.overlap if row.overlap == row.overlap else 2.0


def figure_text(value: float) -> str:
    """An estimate as an officer reads it: whole numbers from 100 on, two decimals from 1, four below."""
    size = abs(value)
    return f"{value:,.0f}" if size >= 100 else f"{value:,.2f}" if size >= 1 else f"{value:.4f}"


def estimate_text(value: float | None, low: float | None, high: float | None) -> str:
    if value is None or value != value:
        return "-"
    return f"{figure_text(value)} [{figure_text(low)}, {figure_text(high)}]"


def _analyses_table(release: ReleaseUtility) -> Table:
    rows = [[c.analysis, c.term, estimate_text(c.original, c.original_low, c.original_high),
             estimate_text(c.release, c.release_low, c.release_high), "-" if c.bias is None else figure_text(c.bias),
             "-" if c.overlap != c.overlap else f"{c.overlap:.2f}", c.note or ""] for c in release.analyses]
    return Table(f"The officer's analyses on '{release.release}'", [
        "Analysis", "Term", "Original [95 % interval]", "Release [95 % interval]", "Bias", "Interval overlap", "Note"],
        rows, note="Bias: the release's estimate minus the original's. Interval overlap (Karr et al. 2006): how much "
                   "the two 95 % intervals share, 1 for the same interval, 0 when they do not meet.")


def _count_tables(release: ReleaseUtility) -> Table:
    """A count table's published tables, each beside the same table counted from the original."""
    rows = [[t.table, f"{t.attribute} × {t.secret}", f"{t.cells:,}", f"{t.distance:.3f}",
             f"{t.attribute_distance:.3f}; {t.secret_distance:.3f}", f"{t.absolute_error:,.2f}",
             f"{t.published_total:,.0f} / {t.original_total:,}" + ("" if t.total_error is None else
                                                                   f" ({t.total_error:+.1%})"), f"{t.negative:,}"]
            for t in release.count_tables]
    return Table(f"Published tables of '{release.release}'", [
        "Table", "Variables", "Cells", "Total variation", "Margins' total variation", "Mean absolute error",
        "Total (published / original)", "Negative counts"], rows,
        note="Each published table beside the same table counted from the original's rows in its cells; negative "
             "counts are clipped at 0 before the tables are normalized, while the mean absolute error of the count "
             "cells and the published total take the counts as published. Above, the variables are these tables' "
             "margins (total variation over the published values) and the pairs are the tables.")


class UtilityPresenter(KindPresenter):
    """The utility measures: how faithful each release is to the original."""

    kind = "utility"
    title = "Utility: what each release is still good for"

    def shown(self, report: ReportView) -> bool:
        found = getattr(report, "measured", {}).get("utility")
        return found is not None and bool(found.releases)

    def text(self, results: list, measured: dict[str, Any]) -> str:
        found: UtilityResult | None = measured.get("utility")
        if found is None or not found.releases:
            return ""
        lines = ["Utility (0 = as the original; each read as the random subsample of the original as faithful):"]
        for release in found.releases:
            lines.append(f"  {release.release}: {release.rows:,} rows")
            lines += [f"    {SCORE_WORDS[name]}: {_score(release, name)}" for name in SCORE_WORDS
                      if release.scores.get(name) is not None]
            if release.propensity is not None or release.k_marginal is not None:
                lines.append(f"    {_whole_table(release)}")
            if release.il1s is not None or release.eigenvalues is not None:
                lines.append(f"    IL1s {_number(release.il1s)}, eigenvalue difference {_number(release.eigenvalues)}")
            lines += [f"    {measure}: {_plugin_scores(found)}" for measure, found in release.plugins.items()]
            if release.analyses:
                lowest = min(release.analyses, key=_overlap)
                lines.append(f"    the officer's analyses: {len(release.analyses)} terms; lowest interval overlap "
                             f"{_number(_overlap(lowest), 2)} ({lowest.analysis}: {lowest.term})")
            worst = release.worst_pairs(1)
            if worst:
                lines.append(f"    pair furthest off: {' × '.join(worst[0].columns)} (total variation "
                             f"{worst[0].distance:.3f})")
            lines += [f"    note: {note}" for note in release.notes]
        return "\n".join(lines)

    def map(self, report: ReportView) -> RiskUtilityMap | None:
        """The risk–utility map of the report's releases, when the audit measured utility."""
        found: UtilityResult | None = report.measured.get("utility")
        return None if found is None else risk_utility_map(report.verdict, found)

    def summary(self, report: ReportView) -> dict[str, Any]:
        found = self.map(report)
        return {} if found is None else {"risk_utility": found.to_dict()}

    def plots(self, report: ReportView) -> list[Plot]:
        found = self.map(report)
        if found is None:
            return []
        colors = figures().BAND_COLORS
        return [Plot("Risk–utility map: each release's risk against what it keeps; dashed: the front (no release "
                     "keeps more at no more risk); X: no attack measured, drawn at the top of the risk axis",
                     lambda: figures().plot(None, draw_map, found, colors, size=(6.4, 4.2)))]

    def tables(self, report: ReportView) -> list[Table]:
        found: UtilityResult | None = report.measured.get("utility")
        if found is None or not found.releases:
            return []
        mapped = self.map(report)
        return [self._utility_table(found)] + ([self._map_table(mapped)] if mapped is not None else [])

    def _map_table(self, found: RiskUtilityMap) -> Table:
        rows = [[p.release, f"{p.risk:.2f}" if p.measured else "not measured",
                 f"{_percent(p.utility)} ({_percent(p.utility_range[0])} to {_percent(p.utility_range[1])})",
                 BAND_WORDS.get(p.band, p.band), "yes" if p.on_front else "no"] for p in found.points]
        return Table("Risk–utility map", ["Release", f"Risk ({RISK_WORDS})", f"Utility ({UTILITY_WORDS})", "Verdict",
                                          "On the front"], rows, [p.band for p in found.points],
                     note=found.advice() + " The original itself sits at risk 1 and utility 100 %, publishing nothing "
                                           "at 0 and 0.")

    def _utility_table(self, found: UtilityResult) -> Table:
        rows = [[r.release, f"{r.rows:,}", *(_score(r, name) for name in SCORE_WORDS), _ratio(r), _marginal(r),
                 _number(r.il1s), _number(r.eigenvalues)] for r in found.releases]
        repeats = next((c.repeats for r in found.releases for c in r.curves), 0)
        return Table("Utility of each release", ["Release", "Rows", *(w.capitalize() for w in SCORE_WORDS.values()),
                                                 "pMSE ratio (SPECKS)", "k-marginal score", "IL1s",
                                                 "Eigenvalue difference"], rows,
                     note="0 is the original itself. Each score is read as the random subsample of the original "
                          "that would be as faithful (its range: read on the band one more subsample's score falls "
                          f"in 95 times in 100, from {repeats} subsamples per size). pMSE ratio: 1 as close as a "
                          "random draw from the original, above 1 worse. k-marginal score: 1 when every k variables "
                          "agree. IL1s needs the release's rows matched to the original's.")

    def sections(self, report: ReportView, number: int) -> list[Section]:
        found: UtilityResult | None = report.measured.get("utility")
        if found is None:
            return []
        return [self._section(release, n, found.bins) for n, release in enumerate(found.releases, start=number)]

    def _section(self, release: ReleaseUtility, number: int, bins: int) -> Section:
        variables = Table(f"Variables of '{release.release}'", [
            "Variable", "Kind", "Distance", "Hellinger", "Missing (original → release)", "Changed",
            "Categories lost"], [[v.column, v.kind, f"{v.distance:.3f}", _number(v.hellinger),
                                  f"{v.missing_original:.1%} → {v.missing_release:.1%}",
                                  "-" if v.changed is None else f"{v.changed:.1%}",
                                  ", ".join(v.categories_lost[:5]) + (" …" if len(v.categories_lost) > 5 else "")
                                  or "none"] for v in release.variables],
            note="Distance: total variation (categorical) or Kolmogorov-Smirnov (continuous) between the values "
                 f"present. Hellinger over the original's {bins} quantile bins. Changed: of the matched people.")
        pairs = Table(f"Pairs of '{release.release}' furthest from the original's", [
            "Variables", "Total variation", "Association", "Original", "Release"],
            [[" × ".join(p.columns), f"{p.distance:.3f}", p.association, _number(p.original), _number(p.release)]
             for p in release.worst_pairs(10)],
            note=f"{len(release.pairs):,} of {release.pairs_total:,} pairs measured; continuous variables cut at the "
                 f"original's {bins} quantile bins.")
        tables = [variables, pairs] + ([_count_tables(release)] if release.count_tables else []) + (
            [_analyses_table(release)] if release.analyses else [])
        sentence = "; ".join(f"{SCORE_WORDS[name]} {_score(release, name)}" for name in SCORE_WORDS
                             if release.scores.get(name) is not None)
        facts = [("Rows (release; original)", f"{release.rows:,}; {release.original_rows:,}"),
                 ("Rows matched to the original's", "none" if release.matched is None else f"{release.matched:,}"),
                 ("IL1s; eigenvalue difference", f"{_number(release.il1s)}; {_number(release.eigenvalues)}"),
                 ("Whole table", _whole_table(release))]
        facts += [(f"Plugin measure {measure}", _plugin_scores(found)) for measure, found in release.plugins.items()]
        facts += [("Note", note) for note in release.notes]
        return Section(f"utility-{number}", f"{number}. Utility of '{release.release}'", None,
                       f"Compared with the original: {sentence}.", facts, tables, [], "utility")

    def explanation(self) -> list[tuple[str, list[str]]]:
        return [UTILITY_EXPLAINED]
