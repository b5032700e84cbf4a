"""The re-identification measures as the command line prints them: per key set, each file's figures in
the office's words, so a reader needs no glossary to know what each number counts."""

from __future__ import annotations

from anonguard.engine.key_variables.result import READINGS, KeySetRisk, ReidentificationResult


def reidentification_text(result: ReidentificationResult) -> str:
    lines: list[str] = []
    if result.search is not None:
        search = result.search
        how = "all" if search["complete"] else f"stopped by the {search['stopped_by']} after"
        lines.append(f"Risky key sets searched ({how} {search['tried']:,} of {search['total']:,} combinations):")
        for found in search["ranked"]:
            lines.append(f"  {', '.join(found['keys'])}: {found['sample_uniques']:,} sample uniques, "
                         f"{found['expected']:,.1f} expected re-identifications")
        if search.get("recode_first"):
            lines.append("  key variables in the riskiest sets, most often first (recode these first): " + ", ".join(
                f"{name} ({count})" for name, count in search["recode_first"].items()))
    lines.append("Key variables are counted as published (each value of a file its own category).")
    for binned, words in result.bins.items():
        lines.append(f"Intruder model, measured beside that: {binned} known only as {words}")
    key_sets = list(dict.fromkeys(s.keys for s in result.sets))
    for keys in key_sets:
        lines.append(f"Re-identification by the key variables {', '.join(keys)}:")
        for one in (s for s in result.sets if s.keys == keys):
            lines.extend("  " + line for line in _file_lines(one))
    for note in result.notes:
        lines.append(f"note: {note}")
    if result.status == "cancelled":
        lines.append("(cancelled: the key sets above were measured before the run was stopped)")
    return "\n".join(lines)


def _file_lines(s: KeySetRisk) -> list[str]:
    n = s.records or 1
    a = s.attackers
    lines = [f"{s.label}: {s.band.replace('-', ' ')}: {s.at_risk_text()}; {s.scenario_words()}"]
    lines += [f"  {'the reading the band follows' if reading == s.decided_by else 'beside it'}, "
              f"{READINGS[reading]}: {band.replace('-', ' ')}" for reading, band in s.bands.items()]
    lines += [f"  sample uniques (no other record shares their key combination): {s.sample_uniques:,} "
              f"({s.sample_uniques / n:.1%})"]
    lines += [f"  records violating {k}-anonymity (fewer than {k} share the combination): {count:,} ({count / n:.1%})"
              for k, count in s.violating.items()]
    lines += [f"  expected re-identifications (sum of individual risks"
              + ("" if s.weighted else ", 1 / class size without a survey weight")
              + f"): {s.expected:,.2f} ({s.share:.2%} of the records)",
              f"  records with an individual risk above {s.threshold:g}: {s.above:,} (highest risk {s.highest:.2f})"]
    if s.matches_one is not None:
        lines.append(f"  records whose key combination fits exactly one record of the original: {s.matches_one:,} "
                     f"({s.matches_one / n:.1%})")
    if s.household_expected is not None:
        lines.append(f"  expected re-identifications counting households: {s.household_expected:,.2f}")
    lines += [f"  prosecutor (knows the person is in the file): highest risk {a['prosecutor_highest']:.2f}, "
              f"average {a['prosecutor_average']:.2%}, records above {s.threshold:g}: {a['prosecutor_at_risk']:.1%}",
              f"  journalist (matches against the population): highest risk {a['journalist_highest']:.2f}, "
              f"average {a['journalist_average']:.2%}, records above {s.threshold:g}: {a['journalist_at_risk']:.1%}",
              f"  marketer (re-identifies as many as possible): {a['marketer']:.2%} of the records on average"]
    if s.uniqueness:
        u = s.uniqueness
        lines.append(f"  population uniques estimated ({u.get('model') or 'no model'} chosen by Dankar et al.'s "
                     f"rule, sampling fraction {u['sampling_fraction']:.3g}): {_share(u.get('value'))}"
                     + (f" ({u['reason']})" if u.get("value") is None and u.get("reason") else ""))
    if s.suda:
        top = [(name, share) for name, share in sorted(s.suda["contributions"].items(), key=lambda item: -item[1])
               if share > 0][:3]
        lines.append(f"  SUDA (special uniques up to {s.suda['max_size']} variables): {s.suda['records_with_msu']:,} "
                     f"records hold one; highest DIS-SUDA {s.suda['highest_dis']:.3f}"
                     + ("; recode first: " + ", ".join(f"{name} ({share:.0f}%)" for name, share in top) if top else ""))
    for secret, d in s.diversity.items():
        lines.append(f"  sensitive variable {secret}: distinct l-diversity {d['distinct_l']} (the fewest different values "
                     f"in a class), entropy l-diversity {d['entropy_l']:.2f}, t-closeness {d['t']:.3f} "
                     f"({'ordered' if d['ordered'] else 'equal'} distance)")
    lines.append(f"  ({s.reading})")
    return lines


def _share(value: float | None) -> str:
    return "not available" if value is None else f"{value:.2%} of the population"
