"""The words of the settings the window shows, from their declarations in anonguard/engine/settings.py,
marked for pyside6-lupdate (context "Settings"); the window translates them where it shows them.
Written by `make docs` (docs/make_docs.py): not imported, not edited by hand."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

WORDS = (
    # seed
    QT_TRANSLATE_NOOP('Settings', 'Seed'),
    QT_TRANSLATE_NOOP('Settings', 'Every random choice of the audit (targets, samples, models) follows from it: the same seed gives the same results.'),
    # repeats
    QT_TRANSLATE_NOOP('Settings', 'Repeat under seeds'),
    QT_TRANSLATE_NOOP('Settings', 'Run the audit under this many seeds (the seed, the seed + 1, …) and report how far the readings spread; a verdict that changes with the seed is undetermined.'),
    # halting.time_budget_seconds
    QT_TRANSLATE_NOOP('Settings', 'Time budget per scenario'),
    QT_TRANSLATE_NOOP('Settings', 'Every eligible person is attacked when that fits in this time (projected after the first attempts): the converged answer. Otherwise the run stops once the verdict is settled, or when the time is spent. 0: stop as soon as it is settled.'),
    QT_TRANSLATE_NOOP('Settings', 'seconds'),
    QT_TRANSLATE_NOOP('Settings', 'every person, always'),
    # limits.attack_seconds
    QT_TRANSLATE_NOOP('Settings', 'Time limit per attack'),
    QT_TRANSLATE_NOOP('Settings', 'An attack still working after this long on one scenario is stopped and its row fails; the others carry on.'),
    QT_TRANSLATE_NOOP('Settings', 'seconds'),
    QT_TRANSLATE_NOOP('Settings', 'no limit'),
    # measures.confidence
    QT_TRANSLATE_NOOP('Settings', 'Confidence of the intervals'),
    QT_TRANSLATE_NOOP('Settings', 'Every precision and ALC is given with an interval at this confidence.'),
    # measures.max_ci_width
    QT_TRANSLATE_NOOP('Settings', 'Widest interval of a precision that counts'),
    QT_TRANSLATE_NOOP('Settings', 'Operating points whose precision is this uncertain are not used for the verdict.'),
    # measures.at_risk_from
    QT_TRANSLATE_NOOP('Settings', 'At risk from an ALC of'),
    QT_TRANSLATE_NOOP('Settings', "A result whose ALC reaches this reads 'at risk' (paper 003: 0.5)."),
    # measures.serious_from
    QT_TRANSLATE_NOOP('Settings', 'Serious from an ALC of'),
    QT_TRANSLATE_NOOP('Settings', "A result whose ALC reaches this reads 'serious' (paper 003: 0.7)."),
    # measures.prc_alpha
    QT_TRANSLATE_NOOP('Settings', 'Weight of low coverage in the PRC'),
    QT_TRANSLATE_NOOP('Settings', "How sharply a claim about few people counts against its precision (the PRC's α; the papers use 3)."),
    # measures.prc_r_min
    QT_TRANSLATE_NOOP('Settings', 'Coverage that counts for nothing'),
    QT_TRANSLATE_NOOP('Settings', 'Claims about a smaller share of the targets than this carry no weight in the PRC.'),
    # halting.max_attempts
    QT_TRANSLATE_NOOP('Settings', 'Most people attacked per scenario'),
    QT_TRANSLATE_NOOP('Settings', 'A hard cap on attempts, whatever the time budget.'),
    QT_TRANSLATE_NOOP('Settings', 'people'),
    QT_TRANSLATE_NOOP('Settings', 'no limit'),
    # secret.bins
    QT_TRANSLATE_NOOP('Settings', 'Bins for a numeric sensitive variable'),
    QT_TRANSLATE_NOOP('Settings', 'A numeric sensitive variable is judged on this many bins when the attacker need only place it (round-grid bins, named in the results).'),
    QT_TRANSLATE_NOOP('Settings', 'bins'),
    # targets.mode
    QT_TRANSLATE_NOOP('Settings', 'Targets'),
    QT_TRANSLATE_NOOP('Settings', 'Random: anyone in the original may be attacked, as in the papers. Pre-targeted: only the records a selector picks, e.g. those most unlike the rest.'),
    # targets.selector
    QT_TRANSLATE_NOOP('Settings', 'Selector'),
    QT_TRANSLATE_NOOP('Settings', 'Which records the attacker goes after: a target selector, needed when targets are pre-targeted.'),
    QT_TRANSLATE_NOOP('Settings', 'none'),
    # targets.recall_scope
    QT_TRANSLATE_NOOP('Settings', 'Coverage relative to'),
    QT_TRANSLATE_NOOP('Settings', 'Whether coverage counts the share of the targeted records or of the whole table.'),
    # measures.verdict_from
    QT_TRANSLATE_NOOP('Settings', 'Verdict from'),
    QT_TRANSLATE_NOOP('Settings', "ALC compares each side's best operating point wherever it lies (paper 003); the equal-coverage comparison sets attack and baseline side by side on the same people (paper 000). They can disagree: by default the verdict takes the worse reading."),
)
