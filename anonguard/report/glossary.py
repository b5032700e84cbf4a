"""The measures explained for a reader who is not a statistician (DESIGN.md, 003, 004, 000)."""

from __future__ import annotations

from anonguard.engine.measures import RiskBands


def explanation(bands: RiskBands, membership: bool) -> list[tuple[str, list[str]]]:
    """(heading, paragraphs) in reading order; the membership part only when membership was audited."""
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
            "and a reliable claim about a few people still counts. Each curve's best PRC is marked in the "
            "plots.",
        ]),
        ("ALC: the anonymity loss coefficient", [
            "The ALC compares the attack's best PRC with the baseline's: 0 means the attack does no better "
            "than the baseline, 1 means it is always right where the baseline is not, and negative values "
            "mean it does worse. Because it is relative to the baseline, an ALC of 0.5 means the attack "
            "closed half of the distance between the baseline and perfection.",
        ]),
        ("Risk bands", [
            f"ALC below {bands.at_risk_from:g} is safe; from {bands.at_risk_from:g} to below "
            f"{bands.serious_from:g} the release is at risk; {bands.serious_from:g} and above is serious. "
            "A result is marked not conclusive when the attack's or the baseline's precision was still "
            "uncertain (its interval too wide) when the run stopped; such a band is a first reading, not a "
            "conclusion.",
        ]),
    ]
    if membership:
        parts.append(("Membership: is this person in the data at all?", [
            "A membership attack scores people, some of whom are in the original data (members) and some "
            "of whom are not, and claims 'member' for the highest scores. Being found in a hospital's or a "
            "register's data can itself be the disclosure.",
            "How often such a claim is right depends on the odds: when one person in a hundred the attacker "
            "could ask about is a member (1:100), claiming everyone is right only 1% of the time. The "
            "base-rate table reads the attack's best precision at each of these odds; its ALC compares it "
            "with that base rate. The ROC is drawn on logarithmic axes because what matters is how many "
            "members an attacker finds while wrongly accusing very few non-members.",
        ]))
    return parts
