"""Words the window shows that are declared below it, marked for pyside6-lupdate: the settings'
(anonguard/engine/settings.py, context "Settings"), the results' columns
(anonguard/report/result_words.py, context "ResultWords"), the templates of the messages the engine
makes with `anonguard.phrases.say` (context "Messages": anonguard/gui/engine_words.py reads a message
back through them) and the charts' words (context "Charts"), those two kept in marked_messages.py.
The window translates them where it shows them. Written by `make docs` (docs/make_docs.py), not edited
by hand."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from anonguard.gui.marked_messages import CHARTS, MESSAGES

__all__ = ("SETTINGS", "RESULT_WORDS", "MESSAGES", "CHARTS")  # the last two declared in marked_messages

SETTINGS = (
    # seed
    QT_TRANSLATE_NOOP("Settings", "Seed"),
    QT_TRANSLATE_NOOP("Settings", "Every random choice of the audit (targets, samples, models) follows from it: the same seed gives the same results."),
    # repeats
    QT_TRANSLATE_NOOP("Settings", "Repeat under seeds"),
    QT_TRANSLATE_NOOP("Settings", "Run the audit under this many seeds (the seed, the seed + 1, …) and report how far the readings spread; a verdict that changes with the seed is undetermined."),
    # halting.work_budget
    QT_TRANSLATE_NOOP("Settings", "Work budget per scenario"),
    QT_TRANSLATE_NOOP("Settings", "Everyone eligible is attacked when the work, counted from the table sizes (not timed), fits this budget: the converged answer. Else the run stops once the verdict is settled or the budget is spent. 0: stop once settled."),
    QT_TRANSLATE_NOOP("Settings", "million cells"),
    QT_TRANSLATE_NOOP("Settings", "every person, always"),
    # limits.attack_seconds
    QT_TRANSLATE_NOOP("Settings", "Time limit per attack"),
    QT_TRANSLATE_NOOP("Settings", "An attack still working after this long on one scenario is stopped and its row fails; the others carry on."),
    QT_TRANSLATE_NOOP("Settings", "seconds"),
    QT_TRANSLATE_NOOP("Settings", "no limit"),
    # execution.workers
    QT_TRANSLATE_NOOP("Settings", "Worker processes"),
    QT_TRANSLATE_NOOP("Settings", "Scenarios that share no inputs run side by side in this many processes of this machine."),
    QT_TRANSLATE_NOOP("Settings", "processes"),
    QT_TRANSLATE_NOOP("Settings", "one per core for an original of 20,000 rows or more, else one"),
    # measures.confidence
    QT_TRANSLATE_NOOP("Settings", "Confidence of the intervals"),
    QT_TRANSLATE_NOOP("Settings", "Every precision and ALC is given with an interval at this confidence."),
    # measures.max_ci_width
    QT_TRANSLATE_NOOP("Settings", "Widest interval of a precision that counts"),
    QT_TRANSLATE_NOOP("Settings", "Operating points whose precision is this uncertain are not used for the verdict."),
    # measures.at_risk_from
    QT_TRANSLATE_NOOP("Settings", "At risk from an ALC of"),
    QT_TRANSLATE_NOOP("Settings", "A result whose ALC reaches this reads 'at risk' (paper 003: 0.5)."),
    # measures.serious_from
    QT_TRANSLATE_NOOP("Settings", "Serious from an ALC of"),
    QT_TRANSLATE_NOOP("Settings", "A result whose ALC reaches this reads 'serious' (paper 003: 0.7)."),
    # measures.prc_alpha
    QT_TRANSLATE_NOOP("Settings", "Weight of low coverage in the PRC"),
    QT_TRANSLATE_NOOP("Settings", "How sharply a claim about few people counts against its precision (the PRC's α; the papers use 3)."),
    # measures.prc_r_min
    QT_TRANSLATE_NOOP("Settings", "Coverage that counts for nothing"),
    QT_TRANSLATE_NOOP("Settings", "Claims about a smaller share of the targets than this carry no weight in the PRC."),
    # halting.max_attempts
    QT_TRANSLATE_NOOP("Settings", "Most people attacked per scenario"),
    QT_TRANSLATE_NOOP("Settings", "A hard cap on attempts, whatever the work budget."),
    QT_TRANSLATE_NOOP("Settings", "people"),
    QT_TRANSLATE_NOOP("Settings", "no limit"),
    # secret.bins
    QT_TRANSLATE_NOOP("Settings", "Bins for a numeric sensitive variable"),
    QT_TRANSLATE_NOOP("Settings", "A numeric sensitive variable is judged on this many bins when the attacker need only place it (round-grid bins, named in the results)."),
    QT_TRANSLATE_NOOP("Settings", "bins"),
    # targets.mode
    QT_TRANSLATE_NOOP("Settings", "Targets"),
    QT_TRANSLATE_NOOP("Settings", "Random: anyone in the original may be attacked, as in the papers. Pre-targeted: only the records a selector picks, e.g. those most unlike the rest."),
    # targets.selector
    QT_TRANSLATE_NOOP("Settings", "Selector"),
    QT_TRANSLATE_NOOP("Settings", "Which records the attacker goes after: a target selector, needed when targets are pre-targeted."),
    QT_TRANSLATE_NOOP("Settings", "none"),
    # targets.recall_scope
    QT_TRANSLATE_NOOP("Settings", "Coverage relative to"),
    QT_TRANSLATE_NOOP("Settings", "Whether coverage counts the share of the targeted records or of the whole table."),
    # measures.verdict_from
    QT_TRANSLATE_NOOP("Settings", "Verdict from"),
    QT_TRANSLATE_NOOP("Settings", "ALC compares each side's best operating point wherever it lies (paper 003); the equal-coverage comparison sets attack and baseline side by side on the same people (paper 000). They can disagree: by default the verdict takes the worse reading."),
    # execution.cluster
    QT_TRANSLATE_NOOP("Settings", "Dask cluster"),
    QT_TRANSLATE_NOOP("Settings", "The address of a Dask scheduler, e.g. tcp://10.0.0.5:8786: the scenarios run on its workers instead (docs/cluster.md)."),
    QT_TRANSLATE_NOOP("Settings", "this machine"),
    # execution.shared_folder
    QT_TRANSLATE_NOOP("Settings", "Shared folder"),
    QT_TRANSLATE_NOOP("Settings", "On a cluster: a folder this machine and every worker see at the same path (e.g. on NFS). The prepared tables are written there once as Parquet and the workers read them from there, instead of receiving them through the scheduler: for releases too large to send (docs/cluster.md)."),
    QT_TRANSLATE_NOOP("Settings", "the tables are sent to the workers"),
    # execution.cache
    QT_TRANSLATE_NOOP("Settings", "Keep fitted baselines"),
    QT_TRANSLATE_NOOP("Settings", "Keep each non-member baseline's predictions in a cache folder, so that running the audit again (a release added, another attack, more attempts) reuses them instead of fitting the models again. The results are the same either way."),
    # identity.errors
    QT_TRANSLATE_NOOP("Settings", "Errors in the named file"),
    QT_TRANSLATE_NOOP("Settings", "Share of the record-linkage attacker's named records with one key wrong (a year off, a moved region)."),
    # identity.targets
    QT_TRANSLATE_NOOP("Settings", "Claims per attack"),
    QT_TRANSLATE_NOOP("Settings", "Descriptions drawn, or people attacked, at most per release and attack."),
    # utility.weight
    QT_TRANSLATE_NOOP("Settings", "Survey weight"),
    QT_TRANSLATE_NOOP("Settings", "How many people of the population a record stands for: the officer's indicators and regression are weighted by it."),
    QT_TRANSLATE_NOOP("Settings", "the re-identification section's weight, else none"),
    # utility.bins
    QT_TRANSLATE_NOOP("Settings", "Bins of a continuous variable"),
    QT_TRANSLATE_NOOP("Settings", "Quantile bins of the original a continuous variable is cut into for its distribution and its pairs."),
    # utility.propensity_model
    QT_TRANSLATE_NOOP("Settings", "Propensity model"),
    QT_TRANSLATE_NOOP("Settings", "The classifier that tries to tell the release from the original (pMSE, SPECKS): logistic sees each variable's distribution, tree also links between variables, at ten times the time."),
    QT_TRANSLATE_NOOP("Settings", "logistic"),
    QT_TRANSLATE_NOOP("Settings", "tree"),
    # utility.k
    QT_TRANSLATE_NOOP("Settings", "Columns per marginal"),
    QT_TRANSLATE_NOOP("Settings", "The k of the k-marginal score: how many variables are compared together."),
    # utility.max_rows
    QT_TRANSLATE_NOOP("Settings", "Rows the propensity model sees"),
    QT_TRANSLATE_NOOP("Settings", "Of each table, a seeded random sample of at most this many rows (the result says when it sampled)."),
    QT_TRANSLATE_NOOP("Settings", "rows"),
)

RESULT_WORDS = (
    # release
    QT_TRANSLATE_NOOP("ResultWords", "Release"),
    # attack_id
    QT_TRANSLATE_NOOP("ResultWords", "Attack"),
    # secret
    QT_TRANSLATE_NOOP("ResultWords", "Sensitive variable"),
    QT_TRANSLATE_NOOP("ResultWords", "The column the attacker tries to learn."),
    # claim
    QT_TRANSLATE_NOOP("ResultWords", "Claim"),
    QT_TRANSLATE_NOOP("ResultWords", "What an identity attack claims: that a description fits exactly one person (singling out), that two records are one person (linkability), or that a release row is a named person (record linkage)."),
    # known
    QT_TRANSLATE_NOOP("ResultWords", "Key variables known"),
    QT_TRANSLATE_NOOP("ResultWords", "The key variables (quasi-identifiers) the attacker knows about the person."),
    # alc
    QT_TRANSLATE_NOOP("ResultWords", "ALC"),
    QT_TRANSLATE_NOOP("ResultWords", "Anonymity Loss Coefficient: how much better the attack predicts the secret than a model that never saw these people. It compares their PRCs (precision, discounted only when coverage gets very small). 0 = no better; 1 = perfect where the baseline is not; far below 0 it only says 'no advantage'. Each side's operating point is chosen on some attempts and measured on others."),
    # alc_interval
    QT_TRANSLATE_NOOP("ResultWords", "ALC interval"),
    QT_TRANSLATE_NOOP("ResultWords", "Where the true ALC lies, 95 times out of 100, given how many people were attacked."),
    # alc_with_interval
    QT_TRANSLATE_NOOP("ResultWords", "ALC [95% interval]"),
    QT_TRANSLATE_NOOP("ResultWords", "The ALC, and where its true value lies 95 times out of 100."),
    # verdict
    QT_TRANSLATE_NOOP("ResultWords", "Verdict"),
    QT_TRANSLATE_NOOP("ResultWords", "Decided from the intervals: serious or at risk when the interval's lower end is in the band, safe when its upper end is below the at-risk threshold, otherwise undetermined. By default the worse of ALC and the precision improvement. Not applicable: the audit's set-up leaves no meaning."),
    # precision_improvement
    QT_TRANSLATE_NOOP("ResultWords", "Precision improvement"),
    QT_TRANSLATE_NOOP("ResultWords", "Paper 000's comparison at equal coverage: on the people the attack predicts for, how much of the baseline's room for error the attack removes (1 = always right where the baseline is not), with the share of people it holds for."),
    # attack_precision
    QT_TRANSLATE_NOOP("ResultWords", "Attack P"),
    QT_TRANSLATE_NOOP("ResultWords", "Precision: the share of the attack's predictions that are right."),
    # attack_recall
    QT_TRANSLATE_NOOP("ResultWords", "Attack cov."),
    QT_TRANSLATE_NOOP("ResultWords", "Coverage (recall): the share of attacked people the attack dares to predict for."),
    # attack_point
    QT_TRANSLATE_NOOP("ResultWords", "Attack: precision for coverage"),
    QT_TRANSLATE_NOOP("ResultWords", "The attack's precision at its operating point, and the share of attacked people it predicts for there."),
    # baseline_precision
    QT_TRANSLATE_NOOP("ResultWords", "Baseline P"),
    QT_TRANSLATE_NOOP("ResultWords", "Precision of the privacy-neutral baseline: a model trained on the original without the targets."),
    # baseline_recall
    QT_TRANSLATE_NOOP("ResultWords", "Baseline cov."),
    QT_TRANSLATE_NOOP("ResultWords", "Coverage of the baseline at its operating point."),
    # baseline_point
    QT_TRANSLATE_NOOP("ResultWords", "Baseline: precision for coverage"),
    QT_TRANSLATE_NOOP("ResultWords", "The baseline's precision at its operating point, and the share of attacked people it predicts for there."),
    # open_alc
    QT_TRANSLATE_NOOP("ResultWords", "Open ALC"),
    QT_TRANSLATE_NOOP("ResultWords", "For attacks that also guess from population statistics alone (the group attack's 'open' prediction): its ALC. Well below ALC means the risk is personal, what the release shows about the person; close to ALC means the attack mostly learned what is true of everyone."),
    # baseline_model
    QT_TRANSLATE_NOOP("ResultWords", "Baseline model"),
    QT_TRANSLATE_NOOP("ResultWords", "The model the baseline chose among the candidates."),
    # n_attempts
    QT_TRANSLATE_NOOP("ResultWords", "Attempts"),
    QT_TRANSLATE_NOOP("ResultWords", "People attacked."),
    # halt_reason
    QT_TRANSLATE_NOOP("ResultWords", "Halted because"),
    QT_TRANSLATE_NOOP("ResultWords", "Why the run stopped attacking more people."),
    # members
    QT_TRANSLATE_NOOP("ResultWords", "Members"),
    QT_TRANSLATE_NOOP("ResultWords", "Members scored."),
    # non_members
    QT_TRANSLATE_NOOP("ResultWords", "Non-members"),
    QT_TRANSLATE_NOOP("ResultWords", "Non-members scored."),
    # auc
    QT_TRANSLATE_NOOP("ResultWords", "AUC"),
    QT_TRANSLATE_NOOP("ResultWords", "Chance that a random member outscores a random non-member (0.5 = no better than guessing)."),
    # tpr_at_fpr_0.001
    QT_TRANSLATE_NOOP("ResultWords", "TPR @ FPR 0.001"),
    QT_TRANSLATE_NOOP("ResultWords", "Share of members found while wrongly accusing at most 1 non-member in 1,000."),
    # tpr_at_fpr_0.01
    QT_TRANSLATE_NOOP("ResultWords", "TPR @ FPR 0.01"),
    QT_TRANSLATE_NOOP("ResultWords", "Share of members found while wrongly accusing at most 1 non-member in 100."),
    # precision_1
    QT_TRANSLATE_NOOP("ResultWords", "P 1:1"),
    QT_TRANSLATE_NOOP("ResultWords", "Best precision when members and non-members are equally many (what most papers report)."),
    # precision_100
    QT_TRANSLATE_NOOP("ResultWords", "P 1:100"),
    QT_TRANSLATE_NOOP("ResultWords", "Best precision when 100 non-members stand beside each member; claiming everyone gives 0.0099."),
    # precision_1000
    QT_TRANSLATE_NOOP("ResultWords", "P 1:1000"),
    QT_TRANSLATE_NOOP("ResultWords", "Best precision when 1,000 non-members stand beside each member; claiming everyone gives 0.001."),
    # precision_realistic
    QT_TRANSLATE_NOOP("ResultWords", "P realistic"),
    QT_TRANSLATE_NOOP("ResultWords", "Best precision at the population size or member fraction stated for this audit."),
    # odds
    QT_TRANSLATE_NOOP("ResultWords", "Odds"),
    QT_TRANSLATE_NOOP("ResultWords", "Members : non-members among the people the attacker could ask about."),
    # best_precision
    QT_TRANSLATE_NOOP("ResultWords", "Best precision"),
    QT_TRANSLATE_NOOP("ResultWords", "The best precision at those odds."),
    # base_rate
    QT_TRANSLATE_NOOP("ResultWords", "Base rate"),
    QT_TRANSLATE_NOOP("ResultWords", "The precision of claiming everyone at those odds."),
    # membership_alc
    QT_TRANSLATE_NOOP("ResultWords", "ALC"),
    QT_TRANSLATE_NOOP("ResultWords", "How much better than the base rate the attack does at the realistic (or the largest) odds."),
    # risk
    QT_TRANSLATE_NOOP("ResultWords", "Risk"),
    QT_TRANSLATE_NOOP("ResultWords", "The band the ALC's interval decides."),
    # status
    QT_TRANSLATE_NOOP("ResultWords", "Status"),
    QT_TRANSLATE_NOOP("ResultWords", "How the run ended, or what went wrong."),
)
