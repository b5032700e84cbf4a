"""The measures explained for a reader who is not a statistician (DESIGN.md, 003, 004, 000)."""

from __future__ import annotations

from anonguard.engine.claims.measures import RiskBands


def explanation(bands: RiskBands) -> list[tuple[str, list[str]]]:
    """(heading, paragraphs) in reading order: what every audit shares; each kind's presenter adds its own part
    (`MEMBERSHIP_EXPLAINED`, `IDENTITY_EXPLAINED`, `KEY_VARIABLES_EXPLAINED`) when it was audited."""
    parts = [
        ("What was tested", [
            "Each attack plays an attacker who holds the published release and knows some facts about a "
            "person (the 'known' columns), and tries to infer something confidential about them (the "
            "'secret'). The attack may abstain when unsure: it is judged only on the people it dares to "
            "make a claim about.",
        ]),
        ("The baseline: what is not a privacy loss", [
            "Some secrets can be guessed from general statistics alone: if most older people in a region "
            "are retired, guessing 'retired' is often right without any release. To separate that from a "
            "real loss, the audit trains a statistical model on people who are in the original data but "
            "were never attacked (the non-member baseline) and asks it the same questions. Only what the "
            "attack gets right beyond this baseline counts as risk.",
        ]),
        ("Precision and coverage", [
            "Precision is the share of the attack's claims that are right. Coverage (recall) is the share "
            "of the attacked people it makes a claim about. An attacker who claims only for the few people "
            "they are surest of can reach high precision at low coverage; both numbers are shown, with a "
            "95% interval around each precision.",
        ]),
        ("PRC: one number for precision and coverage", [
            "The precision-recall coefficient (PRC) combines the two: it is the precision, discounted only "
            "when coverage becomes very small, so that a single lucky claim does not look like a disaster "
            "and a reliable claim about a few people still counts. Each curve's operating point is marked in "
            "the plots. It is chosen on some of the attacked people and measured on the others, so that "
            "the best of many thresholds is not simply the luckiest one.",
        ]),
        ("ALC: the anonymity loss coefficient", [
            "The ALC compares the attack's best PRC with the baseline's: 0 means the attack does no better "
            "than the baseline, 1 means it is always right where the baseline is not, and negative values "
            "mean it does worse. Because it is relative to the baseline, an ALC of 0.5 means the attack "
            "closed half of the distance between the baseline and perfection. Far below 0 it only says "
            "'no advantage'. Every ALC comes with a 95% interval: where the true value lies, given how many "
            "people were attacked.",
        ]),
        ("The same people: precision at equal coverage", [
            "ALC compares each side at its own best point, wherever that lies. A baseline that is very sure "
            "about a small group can then hide a large loss elsewhere. The audit also compares attack and "
            "baseline on exactly the people the attack makes claims about (the precision improvement: how "
            "much of the baseline's room for error the attack removes there). By default the verdict takes "
            "the worse of the two readings, and says so in words where they differ.",
        ]),
        ("Risk bands", [
            f"A result is serious when even the low end of its interval reaches {bands.serious_from:g}, at "
            f"risk when the low end reaches {bands.at_risk_from:g}, and safe only when the high end stays "
            f"below {bands.at_risk_from:g}. Otherwise it is undetermined: the report says how many more "
            "attacked people would settle it. A result is not applicable when the audit's set-up leaves it "
            "without a meaning (a release coding a column differently, a missing column, a secret with one "
            "value); these are listed first, and the audit is never called safe while one remains.",
        ]),
    ]
    return parts


MEMBERSHIP_EXPLAINED = ("Membership: is this person in the data at all?", [
    "A membership attack scores people, some of whom are in the original data (members) and some "
    "of whom are not, and claims 'member' for the highest scores. Being found in a hospital's or a "
    "register's data can itself be the disclosure.",
    "How often such a claim is right depends on the odds: when one person in a hundred the attacker "
    "could ask about is a member (1:100), claiming everyone is right only 1% of the time. The "
    "base-rate table reads the attack's best precision at each of these odds; its ALC compares it "
    "with that base rate. The ROC is drawn on logarithmic axes because what matters is how many "
    "members an attacker finds while wrongly accusing very few non-members.",
])

IDENTITY_EXPLAINED = ("Identity attacks: singling out, linkability, record linkage", [
    "These are the Article 29 Working Party's tests of anonymity. Singling out: the attacker writes "
    "descriptions from the release's rows (a combination of categories, 'at least' or 'at most' a "
    "number) and claims each fits exactly one person of the original. Linkability: the attacker holds "
    "two partial records of the same people and claims two records are one person when a release row "
    "joins them. Record linkage: the attacker holds a named file of people (with realistic errors) and "
    "claims a release row is a named person.",
    "The baseline is the same attack run on the records of half of the original's people instead of "
    "the release, making the same claims about the other half: what any file of such people would let "
    "an attacker claim. Precision is the share of claims that are right, coverage the share of possible "
    "claims the attacker dares to make, and ALC compares the two sides as for the other attacks. A "
    "release made of no one's record (synthetic) cannot be re-identified row by row: record linkage "
    "is then not applicable. Record linkage is judged only where whose row is whose is known: from the "
    "release's internal id column, from rows stated to be in the original's order, or worked out for a "
    "release that only generalizes and suppresses; otherwise it is not applicable, never safe. An "
    "attack that finds nothing to claim reads safe only after enough attempts to rule out claims about "
    "a share of people that would matter; before that it is undetermined.",
])

KEY_VARIABLES_EXPLAINED = ("Re-identification: can a person be found in the file?", [
    "The key variables (quasi-identifiers) are what an intruder may know about a person from outside "
    "the file, such as age, sex and region. Records sharing the same key combination form a class; "
    "its size is how many records the intruder cannot tell apart. A sample unique is a record alone "
    "in its class. A file is k-anonymous when every class holds at least k records.",
    "The individual risk is the chance that an intruder who matches a record's key combination has "
    "found the right person. Without survey weights it is 1 / class size. With survey weights it "
    "follows Benedetti and Franconi's model, as in sdcMicro: the weights estimate how many people "
    "of the population share the combination. Their sum over the records is the number of "
    "re-identifications to expect. The household risk is the chance that at least one member of a "
    "household is re-identified.",
    "SUDA looks for the smallest sets of key variables that make a record unique (special uniques): "
    "a record unique on two variables is riskier than one unique only on six. DIS-SUDA turns the "
    "scores into a chance of being unique in the population. The contributions say which variables "
    "take part in the special uniques most often: recode those first.",
    "Keys are counted as published: each value the file prints is a category an intruder can match. "
    "The reading follows the intruder's scenario the officer chose. When who is in the file can be "
    "known (a census, a register extract, a clinic's file, a published sample: a public-use file's "
    "k-anonymity), a record is at risk when fewer than k records share its key combination. When the "
    "file is a sample whose members are not known (a scientific-use file), it is at risk when its "
    "weighted individual risk exceeds the acceptable risk; without survey weights the first reading "
    "decides. A synthetic release is read by its rows that fit exactly one real person of the "
    "original. A reading is safe when no record is at risk, serious when the share at risk reaches "
    "the serious share, and at risk between. An intruder who knows less (age in bands, income "
    "rounded) is an intruder model measured beside the as-published reading, never instead of it.",
    "The original's readings stand beside each release's: they show how much the release's "
    "protection changed.",
])
