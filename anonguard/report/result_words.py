"""The words for a result's columns, declared once for every view that draws a result row.

The window's results tables, the report's tables (PDF and HTML) and the command line's table all
head a column with `header(key)` and explain it with `meaning(key)`, so one concept reads the same
wherever an officer meets it: "Sensitive variable", never "secret" in one place and "attribute" in
another. The window shows them in its language: `docs/make_docs.py` marks them for translation
(context "ResultWords") in anonguard/gui/marked_words.py. results.csv keeps its machine column
names (`attack_precision`, ...), documented in `anonguard.report.spreadsheet.RESULT_COLUMNS`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Words:
    header: str
    meaning: str = ""
    abbreviation: str = ""  # where a fixed-width table has no room for the header


WORDS: dict[str, Words] = {
    "release": Words("Release"),
    "attack_id": Words("Attack"),
    "secret": Words("Sensitive variable", "The column the attacker tries to learn."),
    "claim": Words("Claim", "What an identity attack claims: that a description fits exactly one person (singling "
                            "out), that two records are one person (linkability), or that a release row is a named "
                            "person (record linkage)."),
    "known": Words("Key variables known", "The key variables (quasi-identifiers) the attacker knows about the person.",
                   "Key vars."),
    "alc": Words("ALC", "Anonymity Loss Coefficient: how much better the attack predicts the secret than a model that "
                        "never saw these people. It compares their PRCs (precision, discounted only when coverage gets "
                        "very small). 0 = no better; 1 = perfect where the baseline is not; far below 0 it only says "
                        "'no advantage'. Each side's operating point is chosen on some attempts and measured on "
                        "others."),
    "alc_interval": Words("ALC interval", "Where the true ALC lies, 95 times out of 100, given how many people were "
                                          "attacked."),
    "alc_with_interval": Words("ALC [95% interval]", "The ALC, and where its true value lies 95 times out of 100."),
    "verdict": Words("Verdict", "Decided from the intervals: serious or at risk when the interval's lower end is in the "
                                "band, safe when its upper end is below the at-risk threshold, otherwise undetermined. "
                                "By default the worse of ALC and the precision improvement. Not applicable: the "
                                "audit's set-up leaves no meaning."),
    "precision_improvement": Words(
        "Precision improvement", "Paper 000's comparison at equal coverage: on the people the attack predicts for, how "
        "much of the baseline's room for error the attack removes (1 = always right where the baseline is not), with "
        "the share of people it holds for.", "Prec. impr."),
    "attack_precision": Words("Attack P", "Precision: the share of the attack's predictions that are right."),
    "attack_recall": Words("Attack cov.", "Coverage (recall): the share of attacked people the attack dares to predict "
                                          "for."),
    "attack_point": Words("Attack: precision for coverage", "The attack's precision at its operating point, and the "
                                                            "share of attacked people it predicts for there."),
    "baseline_precision": Words("Baseline P", "Precision of the privacy-neutral baseline: a model trained on the "
                                              "original without the targets."),
    "baseline_recall": Words("Baseline cov.", "Coverage of the baseline at its operating point."),
    "baseline_point": Words("Baseline: precision for coverage", "The baseline's precision at its operating point, and "
                                                                "the share of attacked people it predicts for there."),
    "open_alc": Words("Open ALC", "For attacks that also guess from population statistics alone (the group attack's "
                                  "'open' prediction): its ALC. Well below ALC means the risk is personal, what the "
                                  "release shows about the person; close to ALC means the attack mostly learned what "
                                  "is true of everyone."),
    "baseline_model": Words("Baseline model", "The model the baseline chose among the candidates."),
    "n_attempts": Words("Attempts", "People attacked."),
    "halt_reason": Words("Halted because", "Why the run stopped attacking more people."),
    "members": Words("Members", "Members scored."),
    "non_members": Words("Non-members", "Non-members scored.", "Non-m."),
    "auc": Words("AUC", "Chance that a random member outscores a random non-member (0.5 = no better than guessing)."),
    "tpr_at_fpr_0.001": Words("TPR @ FPR 0.001", "Share of members found while wrongly accusing at most 1 non-member "
                                                 "in 1,000."),
    "tpr_at_fpr_0.01": Words("TPR @ FPR 0.01", "Share of members found while wrongly accusing at most 1 non-member in "
                                               "100."),
    "precision_1": Words("P 1:1", "Best precision when members and non-members are equally many (what most papers "
                                  "report)."),
    "precision_100": Words("P 1:100", "Best precision when 100 non-members stand beside each member; claiming "
                                      "everyone gives 0.0099."),
    "precision_1000": Words("P 1:1000", "Best precision when 1,000 non-members stand beside each member; claiming "
                                        "everyone gives 0.001."),
    "precision_realistic": Words("P realistic", "Best precision at the population size or member fraction stated for "
                                                "this audit."),
    "odds": Words("Odds", "Members : non-members among the people the attacker could ask about."),
    "best_precision": Words("Best precision", "The best precision at those odds."),
    "base_rate": Words("Base rate", "The precision of claiming everyone at those odds."),
    "membership_alc": Words("ALC", "How much better than the base rate the attack does at the realistic (or the "
                                   "largest) odds."),
    "risk": Words("Risk", "The band the ALC's interval decides."),
    "status": Words("Status", "How the run ended, or what went wrong."),
}


def header(key: str) -> str:
    return WORDS[key].header


def meaning(key: str) -> str:
    return WORDS[key].meaning


def abbreviated(key: str) -> str:
    """The header, or its abbreviation where one is declared."""
    return WORDS[key].abbreviation or WORDS[key].header
