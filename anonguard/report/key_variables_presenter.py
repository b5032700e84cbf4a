"""The presenter of the key-variable measures (`anonguard.engine.key_variables.kind`): per key set, sample
uniques, k-anonymity, individual risk, expected re-identifications and SUDA on the original and every release,
side by side. They measure the files as a whole, so they have one result for the audit, not one per scenario."""

from __future__ import annotations

from typing import Any

from anonguard.engine.claims.decision import SEVERITY
from anonguard.engine.key_variables.result import ORIGINAL, READINGS, KeySetRisk, ReidentificationResult
from anonguard.phrases import say
from anonguard.report.findings import BAND_WORDS
from anonguard.report.glossary import KEY_VARIABLES_EXPLAINED
from anonguard.report.key_variables_text import reidentification_text
from anonguard.report.parts import Plot, Section, Table, figures
from anonguard.report.presenter import KindPresenter, ReportView


class KeyVariablesPresenter(KindPresenter):
    """The key-variable measures: can a person be found in the file by what an intruder knows?"""

    kind = "key-variables"
    title = "Re-identification by key variables"

    def shown(self, report: ReportView) -> bool:
        return report.reidentification is not None and bool(report.reidentification.sets)

    def text(self, results: list, measured: dict[str, Any]) -> str:
        found = measured.get("reidentification")
        return reidentification_text(found) if found is not None else ""

    def tables(self, report: ReportView) -> list[Table]:
        found = report.reidentification
        if found is None:
            return []
        searched = self._search_table(found)
        return ([self._measures_table(found)] if found.sets else []) + ([searched] if searched else [])

    def explanation(self) -> list[tuple[str, list[str]]]:
        return [KEY_VARIABLES_EXPLAINED]

    def _measures_table(self, found: ReidentificationResult) -> Table:
        """Each key set on the original and each release: what a release board reads first."""
        rows, bands = [], []
        sets = found.sets
        for s in sets:
            rows.append([s.label, ", ".join(s.keys), f"{s.records:,}", _count_share(s.sample_uniques, s.records),
                         _count_share(s.below_k, s.records), f"{s.expected:,.1f} ({s.share:.1%})",
                         _count_share(s.above, s.records),
                         "-" if not s.suda else f"{s.suda['highest_dis']:.3f}",
                         f"{BAND_WORDS[s.band]} ({READINGS[s.decided_by]})"])
            bands.append(s.band if s.file != ORIGINAL and s.model is None else None)
        k = sets[0].k if sets else 3
        return Table("Re-identification by key variables", [
            "File", "Key variables", "Records", "Sample uniques", f"Violating {k}-anonymity", "Expected re-identifications",
            f"Records above risk {sets[0].threshold:g}" if rows else "Records at risk",
            "Highest DIS-SUDA", "Reading"], rows, bands,
            "Keys are counted as published. A sample unique shares its key combination with no other record. "
            "Expected re-identifications: the sum of the records' individual risks. The reading follows the "
            f"intruder's scenario: {sets[0].scenario_words() if sets else '-'}. A row naming an intruder model "
            "(who knows less) stands beside the as-published one and decides nothing. The original's row is the "
            "reference the release is compared with.")

    def _search_table(self, found: ReidentificationResult) -> Table | None:
        """The key-set search's riskiest combinations, when the audit searched instead of naming key sets."""
        search = found.search
        if not search:
            return None
        how = ("every combination was tried" if search["complete"] else
               f"stopped by the {search['stopped_by']} after {search['tried']:,} of {search['total']:,} combinations")
        recode = ", ".join(f"{name} ({count})" for name, count in search.get("recode_first", {}).items())
        return Table("Riskiest key sets found by the search", ["Key variables", "Sample uniques",
                                                               "Expected re-identifications"],
                     [[", ".join(r["keys"]), f"{r['sample_uniques']:,}", f"{r['expected']:,.1f}"]
                      for r in search["ranked"]],
                     note=f"Combinations of the possible key variables, on the original ({how}). Key variables in "
                          f"these sets, most often first (recode these first): {recode}.")

    def sections(self, report: ReportView, number: int) -> list[Section]:
        """One section per key set: its readings on every file side by side, the distributions, SUDA."""
        found = report.reidentification
        if found is None:
            return []
        sections = []
        for number, keys in enumerate(dict.fromkeys(s.keys for s in found.sets), start=number):
            every = [s for s in found.sets if s.keys == keys]  # as published, and beside it any intruder model
            sets = [s for s in every if s.model is None]
            releases = [s for s in sets if s.file != ORIGINAL] or sets
            worst = max(releases, key=lambda s: (SEVERITY[s.band], s.at_risk))
            facts = [("Key variables", f"{', '.join(keys)}, counted as published"),
                     ("Intruder's scenario (the reading decides)", worst.scenario_words()),
                     ("How combinations are counted", sets[0].reading),
                     ("Survey weights", "used (Benedetti–Franconi individual risk)" if sets[0].weighted
                      else "none: individual risk = 1 / class size"),
                     ("k-anonymity threshold; acceptable individual risk", f"{sets[0].k}; {sets[0].threshold:g}")]
            facts += [(f"Intruder model beside it: {column} known only as", words)
                      for column, words in found.bins.items() if column in keys]
            tables = [key_measures_table(every)]
            suda_sets = [s for s in sets if s.suda]
            if suda_sets:
                names = list(suda_sets[0].suda["contributions"])
                tables.append(Table("SUDA: contribution of each key variable to the special uniques (%)",
                                    ["Key variable"] + [s.file for s in suda_sets],
                                    [[name] + [f"{s.suda['contributions'].get(name, 0):.1f}" for s in suda_sets]
                                     for name in names],
                                    note="The variables taking part most often in records' smallest unique "
                                         "combinations: recoding them first lowers the risk most."))
            key_figures = _key_figures()
            plots = [Plot("Records by the size of their class, file beside file (grey: the original)",
                          lambda sets=sets: figures().plot(None, key_figures.draw_class_sizes, sets)),
                     Plot("Records by individual risk; right of the dashed line: above the acceptable risk",
                          lambda sets=sets: figures().plot(None, key_figures.draw_risk_distribution, sets))]
            sentence = (f"An intruder who knows {', '.join(keys)} as published finds {worst.sample_uniques:,} records of "
                        f"'{worst.file}' alone in their key combination ({worst.sample_uniques / max(worst.records, 1):.1%}); "
                        f"{worst.at_risk_text()} ({worst.scenario_words()}), and {worst.expected:,.1f} "
                        "re-identifications are expected.")
            sections.append(Section(f"reid-{number}", f"{number}. Re-identification by {', '.join(keys)}",
                                    worst.band, sentence, facts, tables, plots))
        return sections


def _key_figures():
    from anonguard.report import key_figures

    return key_figures


def _count_share(count: int, records: int) -> str:
    return f"{count:,} ({count / max(records, 1):.1%})"


def key_measures_table(sets: list[KeySetRisk]) -> Table:
    """Every measure of one key set, a column per file."""
    def each(read) -> list[str]:
        return [read(s) for s in sets]

    def attacker(name: str, share: bool = True):
        return lambda s: f"{s.attackers[name]:.1%}" if share else f"{s.attackers[name]:.3f}"

    rows = [[say("Records")] + each(lambda s: f"{s.records:,}"),
            [say("Sample uniques")] + each(lambda s: _count_share(s.sample_uniques, s.records))]
    rows += [[say("Violating {k}-anonymity", k=k)] + each(lambda s, k=k: _count_share(s.violating.get(k, 0), s.records))
             for k in sorted({level for s in sets for level in s.violating})]
    rows += [[say("Expected re-identifications")] + each(lambda s: f"{s.expected:,.2f} ({s.share:.2%})"),
             [say("Records above the acceptable risk")] + each(lambda s: _count_share(s.above, s.records)),
             [say("Highest individual risk")] + each(lambda s: f"{s.highest:.3f}")]
    if any(s.matches_one is not None for s in sets):
        rows.append([say("Records matching exactly one original record")]
                    + each(lambda s: "-" if s.matches_one is None else _count_share(s.matches_one, s.records)))
    if any(s.household_expected is not None for s in sets):
        rows.append([say("Expected re-identifications, households")]
                    + each(lambda s: "-" if s.household_expected is None else f"{s.household_expected:,.2f}"))
    rows += [[say("Prosecutor: highest / average risk")]
             + each(lambda s: f"{s.attackers['prosecutor_highest']:.3f} / {s.attackers['prosecutor_average']:.2%}"),
             [say("Prosecutor: records at risk")] + each(attacker("prosecutor_at_risk")),
             [say("Journalist: highest / average risk")]
             + each(lambda s: f"{s.attackers['journalist_highest']:.3f} / {s.attackers['journalist_average']:.2%}"),
             [say("Marketer: share re-identified")] + each(attacker("marketer"))]
    if any(s.uniqueness for s in sets):
        rows.append([say("Population uniques (Dankar et al.'s choice)")]
                    + each(lambda s: "-" if not s.uniqueness else _uniqueness_text(s.uniqueness)))
    if any(s.suda for s in sets):
        rows += [[say("Records with a special unique (SUDA)")]
                 + each(lambda s: "-" if not s.suda else _count_share(s.suda["records_with_msu"], s.records)),
                 [say("Highest DIS-SUDA score")] + each(lambda s: "-" if not s.suda else f"{s.suda['highest_dis']:.4f}")]
    for secret in dict.fromkeys(name for s in sets for name in s.diversity):
        rows += [[say("{secret}: distinct / entropy l-diversity", secret=secret)]
                 + each(lambda s: "-" if secret not in s.diversity else
                        f"{s.diversity[secret]['distinct_l']} / {s.diversity[secret]['entropy_l']:.2f}"),
                 [say("{secret}: t-closeness", secret=secret)]
                 + each(lambda s: "-" if secret not in s.diversity else f"{s.diversity[secret]['t']:.3f}")]
    for reading, words in READINGS.items():
        if any(reading in s.bands for s in sets):
            rows.append([say("Reading: {reading}", reading=words)]
                        + each(lambda s, r=reading: BAND_WORDS[s.bands[r]] if r in s.bands else "-"))
    rows.append([say("Reading the band follows")] + each(lambda s: say("{band} ({reading})", band=BAND_WORDS[s.band],
                                                                       reading=READINGS[s.decided_by])))
    return Table(say("Measures of {keys}", keys=", ".join(sets[0].keys)), [say("Measure")] + [s.label for s in sets],
                 rows, note=say("Prosecutor: the intruder knows the person is in the file. Journalist: matches against "
                                "the population. Marketer: re-identifies as many records as possible. l-diversity: the "
                                "fewest different values of the sensitive variable in a class; t-closeness: how far the "
                                "farthest class's values lie from the whole file's."))


def _uniqueness_text(u: dict[str, Any]) -> str:
    value, model = u.get("value"), u.get("model")
    return say("not available: {reason}", reason=u.get("reason")) if value is None else f"{value:.2%} ({model})"
