"""Words the window shows that are declared below it, marked for pyside6-lupdate: the settings'
(anonguard/engine/settings.py, context "Settings"), the results' columns
(anonguard/report/result_words.py, context "ResultWords"), the templates of the messages the engine
makes with `anonguard.phrases.say` (context "Messages": anonguard/gui/engine_words.py reads a message
back through them) and the charts' words (context "Charts"). The window translates them where it
shows them. Written by `make docs` (docs/make_docs.py), not edited by hand."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

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

MESSAGES = (
    # anonguard/cli/main.py
    QT_TRANSLATE_NOOP("Messages", "the generator {generator}"),
    # anonguard/data/columns.py
    QT_TRANSLATE_NOOP("Messages", "{spelled!r} as {value!r}"),
    QT_TRANSLATE_NOOP("Messages", "{where}: column(s) named as the original's but for case or spacing, read as the original's: {columns}"),
    # anonguard/data/counts.py
    QT_TRANSLATE_NOOP("Messages", "{where}: counts for column(s) the original lacks or the audit ignores, left out: {columns}"),
    QT_TRANSLATE_NOOP("Messages", "{where}: counts about secret(s) the original lacks, left out: {secrets}"),
    QT_TRANSLATE_NOOP("Messages", "{where}: {count} count(s) for values of {attribute!r} the original never holds (e.g. {example!r}), left out"),
    # anonguard/data/encoding.py
    QT_TRANSLATE_NOOP("Messages", "original column {column!r}"),
    QT_TRANSLATE_NOOP("Messages", "{file} (release {release!r}) column {column!r}"),
    QT_TRANSLATE_NOOP("Messages", "{file} column {column!r}"),
    QT_TRANSLATE_NOOP("Messages", "{column!r}: {problem}"),
    QT_TRANSLATE_NOOP("Messages", "{where}: {count} value(s) spelled differently from the original (case, accents or spacing) were read as the original's: {examples}"),
    QT_TRANSLATE_NOOP("Messages", "{where}: none of its values occurs in the original (e.g. {example!r}): the release seems to code this column differently; if its values stand for groups of the original's values, say which original values each stands for on the Data page's Recodes, or give a hierarchy file (--hierarchy COLUMN=FILE, ARX's layout), or no attack can match on it"),
    QT_TRANSLATE_NOOP("Messages", "{where}: {count} value(s) not in the original, e.g. {example!r}"),
    QT_TRANSLATE_NOOP("Messages", "{where}: {share:.0%} of its values never occur in the original (e.g. {example!r}); the release codes this column differently: if its values stand for groups of the original's values (merged categories), say which original values each stands for on the Data page's Recodes, or give a hierarchy file (--hierarchy COLUMN=FILE, ARX's layout)"),
    QT_TRANSLATE_NOOP("Messages", "{where}: {problem}"),
    QT_TRANSLATE_NOOP("Messages", "{problem}; the release codes this column differently"),
    QT_TRANSLATE_NOOP("Messages", "{where}: its values ({low:.6g} to {high:.6g}) lie wholly outside the original's range (not shown: its ends are a person's values); the release measures this column differently (units?): convert it like the original"),
    QT_TRANSLATE_NOOP("Messages", "{file} (release {release!r}): column(s) the original lacks, left out: {columns}"),
    QT_TRANSLATE_NOOP("Messages", "{file} (release {release!r})"),
    QT_TRANSLATE_NOOP("Messages", "the set {label!r} names {missing!r}, which the original never holds"),
    QT_TRANSLATE_NOOP("Messages", "the interval {label!r} is in a column of text values; it is kept as a value of its own"),
    QT_TRANSLATE_NOOP("Messages", "{excess:.0%} more of its cells are empty than the original's, and values the original holds for {unwritten:.0%} of its records (e.g. {example!r}) never appear in it: if an empty cell stands for a value, declare it in the audit file's recodes (the value \"\" standing for it); if the cells were suppressed, write them as '*'"),
    QT_TRANSLATE_NOOP("Messages", "{where} holds {value!r}, which is neither a number nor an interval like '[20-30)', '20-29', '>=65' or '*': if it means 'missing', declare it so (--missing {column}={value}, or 'Declared missing' on the Data page); otherwise say what it stands for on the Data page's Recodes, or make the column categorical"),
    QT_TRANSLATE_NOOP("Messages", "{where} holds {value!r}, which is not a number like the original's values; fix the value, or make the column categorical"),
    # anonguard/data/missing.py
    QT_TRANSLATE_NOOP("Messages", "{word!r} ({count:,} row)"),
    QT_TRANSLATE_NOOP("Messages", "{word!r} ({count:,} rows)"),
    QT_TRANSLATE_NOOP("Messages", "{source}: column {column!r} holds numbers and the word(s) {words}, so it is read as categories; if they mean missing, declare them missing (on the Data page, or --missing {column}={codes})"),
    # anonguard/data/recodes.py
    QT_TRANSLATE_NOOP("Messages", "{low:,.6g} or more"),
    QT_TRANSLATE_NOOP("Messages", "up to {high:,.6g}"),
    QT_TRANSLATE_NOOP("Messages", "{low:,.6g} up to {high:,.6g}"),
    QT_TRANSLATE_NOOP("Messages", "{low:,.6g} to {high:,.6g}"),
    QT_TRANSLATE_NOOP("Messages", "any value"),
    QT_TRANSLATE_NOOP("Messages", "{count} value: {listed}"),
    QT_TRANSLATE_NOOP("Messages", "{count} values: {listed}"),
    QT_TRANSLATE_NOOP("Messages", "column {column!r}: {count} value read as {how} (e.g. {label!r} for {stands_for}); check them on the Data page, or declare them in the audit file's recodes"),
    QT_TRANSLATE_NOOP("Messages", "column {column!r}: {count} values read as {how} (e.g. {label!r} for {stands_for}); check them on the Data page, or declare them in the audit file's recodes"),
    QT_TRANSLATE_NOOP("Messages", "merged categories"),
    QT_TRANSLATE_NOOP("Messages", "the values the release never writes"),
    QT_TRANSLATE_NOOP("Messages", "thousands separators"),
    QT_TRANSLATE_NOOP("Messages", "truncated codes"),
    QT_TRANSLATE_NOOP("Messages", "masked codes"),
    QT_TRANSLATE_NOOP("Messages", "a value of its own (declared by the officer)"),
    QT_TRANSLATE_NOOP("Messages", "declared by the officer"),
    QT_TRANSLATE_NOOP("Messages", "from {file}"),
    QT_TRANSLATE_NOOP("Messages", "{column!r}: {label!r} is said to stand for {missing!r}, which the original never holds"),
    QT_TRANSLATE_NOOP("Messages", "{column!r}: {label!r} is said to stand for {values}, which are not numbers"),
    QT_TRANSLATE_NOOP("Messages", "suppressed"),
    QT_TRANSLATE_NOOP("Messages", "set"),
    QT_TRANSLATE_NOOP("Messages", "band"),
    QT_TRANSLATE_NOOP("Messages", "top or bottom code"),
    QT_TRANSLATE_NOOP("Messages", "masked digits"),
    QT_TRANSLATE_NOOP("Messages", "masked code"),
    QT_TRANSLATE_NOOP("Messages", "truncated code"),
    QT_TRANSLATE_NOOP("Messages", "rounded to {base:,.6g}"),
    QT_TRANSLATE_NOOP("Messages", "{column!r}: {values} lie outside the original's range and are no multiple of the rounding ({base:,.6g}): if they mean 'missing', declare them (--missing {column}={value}, or 'Declared missing' on the Data page)"),
    # anonguard/data/writers.py
    QT_TRANSLATE_NOOP("Messages", "written as CSV, since it could not be written as {format} like {source} ({reason})"),
    QT_TRANSLATE_NOOP("Messages", "{path}: written as an {suffix} workbook without macros ({source}'s macros are not copied into a treated release)"),
    QT_TRANSLATE_NOOP("Messages", "written in UTF-8, not {encoding} like {source}: it holds {text!r}, which {encoding} cannot write"),
    QT_TRANSLATE_NOOP("Messages", "written with commas in UTF-8: {source} could not be looked at again to see how it is written ({reason})"),
    QT_TRANSLATE_NOOP("Messages", "written without {source}'s value and variable labels, which could not be read again ({reason})"),
    # anonguard/engine/attribute/baseline.py
    QT_TRANSLATE_NOOP("Messages", "no baseline models are installed or enabled; enable at least one in the settings"),
    QT_TRANSLATE_NOOP("Messages", "the baseline model {model}"),
    QT_TRANSLATE_NOOP("Messages", "chosen, but could not be refitted on a hold-out block ({error}); the next best candidate was used from then on"),
    QT_TRANSLATE_NOOP("Messages", "no baseline model could be fitted on the hold-out blocks (last: {model}: {error})"),
    QT_TRANSLATE_NOOP("Messages", "no rows are left to fit the baseline once the targets are held out; the original is too small"),
    QT_TRANSLATE_NOOP("Messages", "{model}: {error}"),
    QT_TRANSLATE_NOOP("Messages", "no baseline model could be fitted ({reasons})"),
    # anonguard/engine/attribute/kind.py
    QT_TRANSLATE_NOOP("Messages", "release {release!r} does not publish {columns}: with no known sets given, its attacker knows the audited columns it publishes"),
    QT_TRANSLATE_NOOP("Messages", "{attack} was not run on release {release!r}: it learns from {needs}, which this release does not have (name it with --attack {attack} to run it all the same)"),
    QT_TRANSLATE_NOOP("Messages", "known set {known} includes the secret {secret!r}; skipped for that secret"),
    QT_TRANSLATE_NOOP("Messages", "no targets to attack: the selector chose nobody"),
    QT_TRANSLATE_NOOP("Messages", "the target selector {selector}"),
    QT_TRANSLATE_NOOP("Messages", "release {release!r} has no table with the secret column {secret!r}"),
    QT_TRANSLATE_NOOP("Messages", "{file}: counts for values of the secret {secret!r} the original never holds (e.g. {example!r}), left out"),
    # anonguard/engine/attribute/loop.py
    QT_TRANSLATE_NOOP("Messages", "attack {attack}"),
    QT_TRANSLATE_NOOP("Messages", "{what} gave open predictions for some batches only"),
    # anonguard/engine/attribute/secret.py
    QT_TRANSLATE_NOOP("Messages", "{what} predicted {value!r}: predict the encoded secret (a number)"),
    QT_TRANSLATE_NOOP("Messages", "{what} predicted values that are not category codes; predict the secret's integer codes"),
    QT_TRANSLATE_NOOP("Messages", "the sensitive variable {secret!r} has no values in the original: there is nothing to learn; choose another sensitive variable or check how missing values are written"),
    QT_TRANSLATE_NOOP("Messages", "the sensitive variable {secret!r} holds the same value ({value!r}) for every record: there is nothing to learn about anyone; choose another sensitive variable"),
    # anonguard/engine/attribute/setup_problems.py
    QT_TRANSLATE_NOOP("Messages", "record tables or published count tables"),
    QT_TRANSLATE_NOOP("Messages", "record tables"),
    QT_TRANSLATE_NOOP("Messages", "published count tables"),
    QT_TRANSLATE_NOOP("Messages", "release {release!r} has no column {columns} of the attacker's knowledge: choose key variables the release holds, or add the column to the release"),
    QT_TRANSLATE_NOOP("Messages", "published count tables of it or records holding the secret"),
    QT_TRANSLATE_NOOP("Messages", "records holding the secret"),
    QT_TRANSLATE_NOOP("Messages", "published count tables of it"),
    QT_TRANSLATE_NOOP("Messages", "attack {attack} learns from {needed}, and release {release!r} has none for {secret!r}: choose attacks that fit this release"),
    # anonguard/engine/audit.py
    QT_TRANSLATE_NOOP("Messages", "release {release!r} {note}"),
    QT_TRANSLATE_NOOP("Messages", "{file}: the file changed since the audit was saved or the window loaded it (sha256 differs); the audit runs on its current content"),
    QT_TRANSLATE_NOOP("Messages", "the attack"),
    # anonguard/engine/claims/decision.py
    QT_TRANSLATE_NOOP("Messages", "ALC below −1"),
    QT_TRANSLATE_NOOP("Messages", "ALC {alc:.2f}"),
    QT_TRANSLATE_NOOP("Messages", "no advantage (below −1)"),
    QT_TRANSLATE_NOOP("Messages", "The verdict follows ALC alone, as the settings ask."),
    QT_TRANSLATE_NOOP("Messages", "The attacker is right {precision:.0%} of the time for {predictions:,} of the targets ({share}): too few to be sure of, but enough to make the release at risk if it holds; about {more:,} attempts would settle it."),
    QT_TRANSLATE_NOOP("Messages", "the attacker is right for {share} of people {attack:.0%} of the time, against {baseline:.0%} for the baseline on the same people (precision improvement {improvement:.2f}, {band})"),
    QT_TRANSLATE_NOOP("Messages", "At equal coverage {same_people}; ALC reads {band} ({alc}) because the baseline's best point, {precision:.0%} right for {share} of people, scores about as high on PRC as the attack's."),
    QT_TRANSLATE_NOOP("Messages", "ALC reads {band} ({alc}) from the attack's best point, {precision:.0%} right for {share} of people; at equal coverage {same_people}."),
    # anonguard/engine/claims/halting.py
    QT_TRANSLATE_NOOP("Messages", "decided"),
    QT_TRANSLATE_NOOP("Messages", "exhausted"),
    QT_TRANSLATE_NOOP("Messages", "work-budget"),
    QT_TRANSLATE_NOOP("Messages", "time-budget"),
    QT_TRANSLATE_NOOP("Messages", "max-attempts"),
    QT_TRANSLATE_NOOP("Messages", "cancelled"),
    # anonguard/engine/claims/repeats.py
    QT_TRANSLATE_NOOP("Messages", "{verdict} (seed {seed})"),
    QT_TRANSLATE_NOOP("Messages", "The verdict differs between seeds: {verdicts}."),
    # anonguard/engine/claims/sides.py
    QT_TRANSLATE_NOOP("Messages", "The run stopped after {attempts:,} attempts, too few for a group of {coverage:.2%} of the targets whose secrets the attacker learns every time to show up, and such a group would make the release at risk: safe cannot be claimed yet."),
    QT_TRANSLATE_NOOP("Messages", "the attack made no claims in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; too few to measure how often they are right; they are kept in the attempts"),
    QT_TRANSLATE_NOOP("Messages", "the attack made only {made} claims in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; too few to measure how often they are right; they are kept in the attempts"),
    QT_TRANSLATE_NOOP("Messages", "the attack made no predictions in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; check that the release holds the known columns and codes them like the original"),
    QT_TRANSLATE_NOOP("Messages", "the attack made only {made} predictions in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; check that the release holds the known columns and codes them like the original"),
    QT_TRANSLATE_NOOP("Messages", "The time limit stopped the run after {attempts:,} attempts, before those its work budget allows: this is not the recorded answer (a re-run may go further), so safe cannot be claimed from it; run it without the time limit (halting.time_limit_seconds)."),
    QT_TRANSLATE_NOOP("Messages", "The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed ({confidence:.0%} upper bound); claims always right about any share of them could not make the release at risk. There is no precision to measure."),
    QT_TRANSLATE_NOOP("Messages", "The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed ({confidence:.0%} upper bound); claims always right about {matters} of them would make the release at risk, so nothing that matters was missed. There is no precision to measure."),
    QT_TRANSLATE_NOOP("Messages", "The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed ({confidence:.0%} upper bound); claims always right about {matters} of them would already make the release at risk, so safe cannot be claimed yet: {needed:,} attempts without a claim would decide it."),
    # anonguard/engine/demo.py
    QT_TRANSLATE_NOOP("Messages", "the demo's attack(s) {attacks} are not installed: the demo runs the named ones"),
    QT_TRANSLATE_NOOP("Messages", "the demo's attack(s) {attacks} are not installed: the demo runs every installed attack instead"),
    QT_TRANSLATE_NOOP("Messages", "no membership attack is installed: the demo's membership audit is left out (install anonguard-membership-attacks to run it)"),
    QT_TRANSLATE_NOOP("Messages", "the membership attack(s) {attacks} are not installed: left out of the demo"),
    QT_TRANSLATE_NOOP("Messages", "no identity attack is installed: the demo's singling out, linkability and record linkage are left out (install anonguard-identity-attacks to run them)"),
    QT_TRANSLATE_NOOP("Messages", "the identity attack(s) {attacks} are not installed: left out of the demo"),
    # anonguard/engine/identity/plan.py
    QT_TRANSLATE_NOOP("Messages", "given an id column ({column!r})"),
    QT_TRANSLATE_NOOP("Messages", "release {release!r} publishes count tables, not records: the identity attacks single out, link and re-identify records; its counts are measured by the attribute attacks that read them"),
    QT_TRANSLATE_NOOP("Messages", "said to be in the original's order"),
    QT_TRANSLATE_NOOP("Messages", "identity attacks: {members} of the original's people are the members claims are about, {others} stand in for people the release says nothing about (the baseline)"),
    QT_TRANSLATE_NOOP("Messages", "record linkage on release {release!r}: {how}"),
    QT_TRANSLATE_NOOP("Messages", "release {release!r} is synthetic: no row of it was made from one person's record, so no claim that a row is a person can be right or wrong; its singling out and linkability are measured"),
    QT_TRANSLATE_NOOP("Messages", "identity attacks: release {release!r} is {what}, but the audit has no release of that label (its releases: {releases}); left out"),
    # anonguard/engine/identity/rows.py
    QT_TRANSLATE_NOOP("Messages", "record linkage needs the release rows' ids: keep the internal id column in a copy of the release and name it (--row-ids LABEL=COLUMN, or 'Rows' ids' in the Identity attacks box of the Scenario page), or state that its rows are in the original's order (--in-order LABEL)"),
    QT_TRANSLATE_NOOP("Messages", "whose row is whose read from its column {column!r} (the original's {entity!r}): {people:,} of its {rows:,} rows are people of the original"),
    QT_TRANSLATE_NOOP("Messages", "whose row is whose read from its column {column!r} (the original's {entity!r}): {people:,} of its {rows:,} rows are people of the original, {unknown:,} rows have no id or one the original holds twice and are left unjudged"),
    QT_TRANSLATE_NOOP("Messages", "release {release!r} has {rows:,} rows and the original {original:,}: its rows cannot be in the original's order, as the audit file says; give the release rows' ids instead (--row-ids LABEL=COLUMN)"),
    QT_TRANSLATE_NOOP("Messages", "whose row is whose as stated: rows in the original's order"),
    QT_TRANSLATE_NOOP("Messages", "every row of {file} (release {release!r}) fits several original records on every column it shares with the original, so whose row is whose cannot be inferred; {needs_ids}"),
    QT_TRANSLATE_NOOP("Messages", "whose row is whose inferred: each of its {rows:,} rows fits exactly one original record on every column (it only generalizes and suppresses)"),
    QT_TRANSLATE_NOOP("Messages", "whose row is whose inferred for {judged:,} of its {rows:,} rows, each fitting exactly one original record on every column; the other {others:,} fit several (as a k-anonymous class's rows do) and are left unjudged: record linkage is judged on the people whose row is known, who are the easier to tell apart"),
    QT_TRANSLATE_NOOP("Messages", "inferring whose row is whose would compare {pairs:,} pairs of release and original rows (too few columns are published exactly to narrow them down); {needs_ids}"),
    QT_TRANSLATE_NOOP("Messages", "{column} ({share:.0%} of its values)"),
    QT_TRANSLATE_NOOP("Messages", "{unfit:,} of the {rows:,} rows of {file} (release {release!r}) fit no original record on every column; values no original record holds are in {columns}: the release changes values (rounding, noise, swapping or synthesis), not only generalizes and suppresses, so whose row is whose cannot be inferred; {needs_ids}"),
    QT_TRANSLATE_NOOP("Messages", "{unfit:,} of the {rows:,} rows of {file} (release {release!r}) fit no original record on every column: the release changes values (rounding, noise, swapping or synthesis), not only generalizes and suppresses, so whose row is whose cannot be inferred; {needs_ids}"),
    # anonguard/engine/identity/run.py
    QT_TRANSLATE_NOOP("Messages", "identity attack {attack}"),
    QT_TRANSLATE_NOOP("Messages", "The right claims single people out through {keys}: top-code, round or band {numbers}; merge the rare categories of {categories}."),
    QT_TRANSLATE_NOOP("Messages", "The right claims single people out through {keys}: top-code, round or band {numbers}."),
    QT_TRANSLATE_NOOP("Messages", "The right claims single people out through {keys}: merge the rare categories of {categories}."),
    QT_TRANSLATE_NOOP("Messages", "{names} and {last}"),
    QT_TRANSLATE_NOOP("Messages", "Raise the claims per attack (--identity-targets, 'Claims per attack' in the window) to {needed:,}."),
    QT_TRANSLATE_NOOP("Messages", "The original's {members:,} members allow no more attempts than that: on an original of this size this attack cannot show the release safe."),
    # anonguard/engine/key_variables/plan.py
    QT_TRANSLATE_NOOP("Messages", "the scenario is a sample whose members are not known, but no survey weight is named: the file is its own population, so the prosecutor reading (k-anonymity) decides"),
    QT_TRANSLATE_NOOP("Messages", "{file} has no survey weight column {weight!r}: its risk is measured without weights (1 / class size)"),
    QT_TRANSLATE_NOOP("Messages", "release {release!r} publishes only count tables: it has no records whose re-identification risk could be measured"),
    QT_TRANSLATE_NOOP("Messages", "the key-set search found no combination to measure"),
    QT_TRANSLATE_NOOP("Messages", "{file} has no key variable {key!r}: the key set {keys} is not measured on it; publish the column or drop it from the key set"),
    QT_TRANSLATE_NOOP("Messages", "{file}: {problem}"),
    QT_TRANSLATE_NOOP("Messages", "{file}: key variable {key!r} holds {distinct:,} different values in {records:,} records, so nearly every record is unique on it alone as written. If it is a record id, leave it out of the key sets; if the intruder knows it only roughly, set an intruder model for it (e.g. {key}=round 1000); to lower the risk, band, round or top-code it in the release"),
    # anonguard/engine/key_variables/result.py
    QT_TRANSLATE_NOOP("Messages", "who is in the file can be known (prosecutor: k-anonymity)"),
    QT_TRANSLATE_NOOP("Messages", "a sample whose members are not known (weighted individual risk)"),
    QT_TRANSLATE_NOOP("Messages", "synthetic rows that fit exactly one real person"),
    QT_TRANSLATE_NOOP("Messages", "a synthetic release: read by the real people its rows fit"),
    QT_TRANSLATE_NOOP("Messages", "the intruder cannot know who is in the sample (weighted individual risk above {threshold:g})"),
    QT_TRANSLATE_NOOP("Messages", "no survey weight, so the intruder's file is its own population (prosecutor, k = {k})"),
    QT_TRANSLATE_NOOP("Messages", "the intruder can know who is in the file (prosecutor, k = {k})"),
    QT_TRANSLATE_NOOP("Messages", "{count:,} of {records:,} synthetic rows ({share:.1%}) fit exactly one real person of the original"),
    QT_TRANSLATE_NOOP("Messages", "{count:,} of {records:,} records ({share:.1%}) have an individual risk above {threshold:g}"),
    QT_TRANSLATE_NOOP("Messages", "{count:,} of {records:,} records ({share:.1%}) are in a key combination shared by fewer than {k}"),
    # anonguard/engine/key_variables/suda.py
    QT_TRANSLATE_NOOP("Messages", "largest MSU size {size} lowered to {count}, the number of key variables"),
    # anonguard/engine/key_variables/uniqueness.py
    QT_TRANSLATE_NOOP("Messages", "the file has no records"),
    QT_TRANSLATE_NOOP("Messages", "no record is unique in the file, so none can be unique in the population"),
    QT_TRANSLATE_NOOP("Messages", "every record is unique in the file, which says nothing about how large the classes are in the population; treat every record as possibly unique"),
    QT_TRANSLATE_NOOP("Messages", "the likelihood could not be evaluated anywhere the model is defined"),
    QT_TRANSLATE_NOOP("Messages", "the likelihood is highest at α = 0 (Ewens' model), where Hoshino's formula for the uniques does not hold; ARX gives no Pitman estimate there either"),
    QT_TRANSLATE_NOOP("Messages", "the likelihood keeps growing as α approaches 1, so it has no maximum to fit"),
    QT_TRANSLATE_NOOP("Messages", "the maximum-likelihood fit did not converge"),
    QT_TRANSLATE_NOOP("Messages", "the file is the whole population: its uniques are counted, not estimated"),
    QT_TRANSLATE_NOOP("Messages", "the fitted model puts more uniques in the population than it has people"),
    QT_TRANSLATE_NOOP("Messages", "no class of the file has exactly 2 records, and SNB is fitted to the classes of size 1 and 2"),
    QT_TRANSLATE_NOOP("Messages", "no shifted negative binomial reproduces the file's classes of size 1 and 2"),
    QT_TRANSLATE_NOOP("Messages", "the SNB equations have more than one solution, with different numbers of uniques"),
    QT_TRANSLATE_NOOP("Messages", "{reason}; ARX reports 0 here as well"),
    QT_TRANSLATE_NOOP("Messages", "the file is the whole population: the population uniques are its sample uniques, counted"),
    QT_TRANSLATE_NOOP("Messages", "sampling fraction {fraction:.4g} is at most {limit:.0%}: Dankar et al.'s rule takes Pitman"),
    QT_TRANSLATE_NOOP("Messages", "sampling fraction {fraction:.4g} is above {limit:.0%}: Dankar et al.'s rule takes the smaller of Zayatz and SNB"),
    QT_TRANSLATE_NOOP("Messages", "Pitman gives no estimate ({reason}), so the rule falls back to Zayatz"),
    QT_TRANSLATE_NOOP("Messages", "SNB gives no estimate ({reason}), so the rule takes Zayatz"),
    # anonguard/engine/membership/plan.py
    QT_TRANSLATE_NOOP("Messages", "release made here by {generator} from {members} rows; {others} rows held back as non-members"),
    QT_TRANSLATE_NOOP("Messages", "{count} non-members given to the attacker as reference data, never scored"),
    QT_TRANSLATE_NOOP("Messages", "sampled {count} of {total} candidates"),
    QT_TRANSLATE_NOOP("Messages", "{attack} returned {shape} scores for {count} candidates, or a score that is NaN or infinite"),
    # anonguard/engine/membership/result.py
    QT_TRANSLATE_NOOP("Messages", "complete"),
    QT_TRANSLATE_NOOP("Messages", "too few candidates were scored to measure anything"),
    # anonguard/engine/reconstruction/plan.py
    QT_TRANSLATE_NOOP("Messages", "release {release!r} names {count} folders of published tables; put all its tables in one folder, under one manifest"),
    QT_TRANSLATE_NOOP("Messages", "reconstruction: rebuilding the people of {release}"),
    QT_TRANSLATE_NOOP("Messages", "reconstruction: done"),
    QT_TRANSLATE_NOOP("Messages", "no reconstruction attack is installed (the first-party one is the anonguard-reconstruction plugin)"),
    QT_TRANSLATE_NOOP("Messages", "the original has no column {column!r}: the reconstruction is not compared with it"),
    # anonguard/engine/running/cluster.py
    QT_TRANSLATE_NOOP("Messages", "the cluster's workers are daemon processes, which may start no process: the attacks ran inside them, each stopped at Cancel, its time limit or its memory limit as far as a thread can be (docs/cluster.md)"),
    QT_TRANSLATE_NOOP("Messages", "its task failed on the cluster: {error}"),
    QT_TRANSLATE_NOOP("Messages", "the Dask cluster has no workers: start some with 'dask worker ADDRESS'"),
    QT_TRANSLATE_NOOP("Messages", "{package} ({components}) on {workers}"),
    QT_TRANSLATE_NOOP("Messages", "{package} ({components}; they have {version}) on {workers}"),
    QT_TRANSLATE_NOOP("Messages", "the cluster's workers lack the plugins this audit runs: {lacking}. Install the same versions on every worker with pip (docs/cluster.md)"),
    # anonguard/engine/running/executors.py
    QT_TRANSLATE_NOOP("Messages", "the worker process running it stopped before it finished (killed, or out of memory) in two tries; the other scenarios are kept: run it again alone, or with more memory"),
    QT_TRANSLATE_NOOP("Messages", "the scenarios ran one after another in the audit's process: the audit could not be sent to worker processes ({kind}: {problem})"),
    QT_TRANSLATE_NOOP("Messages", "its worker failed outside the attack: {error}"),
    # anonguard/engine/running/isolation.py
    QT_TRANSLATE_NOOP("Messages", "{kind}: {error}"),
    QT_TRANSLATE_NOOP("Messages", "{what} cannot run in a process of its own ({error}); define its class at module level, or turn off limits.isolate to run it inside the audit's process"),
    QT_TRANSLATE_NOOP("Messages", "{what} exceeded its time limit of {limit:g} s and was stopped (setting limits.attack_seconds)"),
    QT_TRANSLATE_NOOP("Messages", "{what} grew its Dask worker's memory beyond its limit of {limit:,.0f} MB and was stopped (setting limits.memory_mb)"),
    QT_TRANSLATE_NOOP("Messages", "{what}'s process was killed ({signal}), most likely by the system for running out of memory; lower limits.memory_mb to have it stopped sooner"),
    QT_TRANSLATE_NOOP("Messages", "{what}'s process crashed ({signal}): a fault in native code"),
    QT_TRANSLATE_NOOP("Messages", "{what}'s process ended abruptly with exit code {code} (the plugin ended its own process, e.g. with os._exit)"),
    QT_TRANSLATE_NOOP("Messages", "{what} or what it works on cannot be copied ({error}); define its class at module level, or turn off limits.isolate"),
    QT_TRANSLATE_NOOP("Messages", "{error} ({what} ran out of memory: its limit of {limit:,.0f} MB; setting limits.memory_mb)"),
    QT_TRANSLATE_NOOP("Messages", "{error} ({what} ran out of memory: the machine's memory; setting limits.memory_mb)"),
    # anonguard/engine/running/split_release.py
    QT_TRANSLATE_NOOP("Messages", "the attack {attack} on part of a release"),
    # anonguard/engine/treatment/chain.py
    QT_TRANSLATE_NOOP("Messages", "step {number} ({treatment})"),
    QT_TRANSLATE_NOOP("Messages", "the treatment chain stopped at {what}: {error}"),
    QT_TRANSLATE_NOOP("Messages", "the treatment chain stopped at {what}: it gave back the columns {got}, not the table's ({wanted})"),
    QT_TRANSLATE_NOOP("Messages", "no treatment {treatment!r} is installed (installed: {installed})"),
    QT_TRANSLATE_NOOP("Messages", "treatment {treatment!r}: {problem}"),
    # anonguard/engine/treatment/plan.py
    QT_TRANSLATE_NOOP("Messages", "treated release {release!r} has the label of a release the audit reads; give it a label of its own"),
    QT_TRANSLATE_NOOP("Messages", "treated release {release!r}: {problem}"),
    QT_TRANSLATE_NOOP("Messages", "treated release {release!r} left out: {problem}"),
    QT_TRANSLATE_NOOP("Messages", "{release} (treated {source})"),
    QT_TRANSLATE_NOOP("Messages", "treated release {release!r} is made from {source!r}, which the audit does not have (it has: {known})"),
    QT_TRANSLATE_NOOP("Messages", "treated release {release!r}: release {source!r} holds {count} tables of records; a chain treats one table of records (count tables are not treated)"),
    # anonguard/engine/treatment/search.py
    QT_TRANSLATE_NOOP("Messages", "treatment {treatment!r} proposed nothing: {error}"),
    QT_TRANSLATE_NOOP("Messages", "the search ends every chain with a treatment that brings the key variables to k (local suppression), and none is installed or proposes anything for key variables {keys}"),
    QT_TRANSLATE_NOOP("Messages", "the search needs a time budget above 0 seconds"),
    QT_TRANSLATE_NOOP("Messages", "search: reading the tables to treat"),
    QT_TRANSLATE_NOOP("Messages", "search: auditing {count} candidates ({done} of {total} so far)"),
    QT_TRANSLATE_NOOP("Messages", "the search ends every chain with a treatment that brings the key variables to k (local suppression), and none is installed"),
    # anonguard/engine/utility/analyses.py
    QT_TRANSLATE_NOOP("Messages", "has no row with {cells}"),
    QT_TRANSLATE_NOOP("Messages", "has no usable row for it"),
    QT_TRANSLATE_NOOP("Messages", "has no row with a value of {column}"),
    QT_TRANSLATE_NOOP("Messages", "has only one row with a value of {column}"),
    QT_TRANSLATE_NOOP("Messages", "has a total of {column} that is not positive (a Gini coefficient needs a positive one)"),
    QT_TRANSLATE_NOOP("Messages", "has rows that cannot tell this term apart from the others (is the category they are compared with missing?)"),
    QT_TRANSLATE_NOOP("Messages", "has too few rows to give this term an interval"),
    QT_TRANSLATE_NOOP("Messages", "the original {why}: there is nothing to compare"),
    QT_TRANSLATE_NOOP("Messages", "has no interval for it"),
    QT_TRANSLATE_NOOP("Messages", "has no row with a value in every column the analysis uses"),
    QT_TRANSLATE_NOOP("Messages", "the release {why}: the term cannot be estimated"),
    # anonguard/engine/utility/count_tables.py
    QT_TRANSLATE_NOOP("Messages", "a count table: each published table is compared with the same table counted from the original's rows (negative counts clipped at 0 before normalizing); its size is its published total"),
    QT_TRANSLATE_NOOP("Messages", "{file}: table {table!r}"),
    QT_TRANSLATE_NOOP("Messages", "{problem}: the table is not compared"),
    QT_TRANSLATE_NOOP("Messages", "no published table crosses two columns the original holds: nothing to compare"),
    QT_TRANSLATE_NOOP("Messages", "{where}: secret {secret!r}"),
    # anonguard/engine/utility/plan.py
    QT_TRANSLATE_NOOP("Messages", "utility: comparing {release}"),
    QT_TRANSLATE_NOOP("Messages", "utility: done"),
    QT_TRANSLATE_NOOP("Messages", "the release has no rows: nothing to compare"),
    QT_TRANSLATE_NOOP("Messages", "rows cannot be matched to the original's (no entity id in the release, and it is not listed in utility.in_order): values changed and IL1s are not measured"),
    QT_TRANSLATE_NOOP("Messages", "generalized columns ({columns}) are read over the original's cells: a band as the original's values inside it, a top or bottom code (>=x, <x) at its end x, a set of categories in the original's proportions, a cell standing for every value as missing; correlations, IL1s, eigenvalues and propensity read a band at its midpoint"),
    QT_TRANSLATE_NOOP("Messages", "the release has no survey weight column {weight!r}: its analyses are unweighted"),
    QT_TRANSLATE_NOOP("Messages", "the utility measure {measure}"),
    QT_TRANSLATE_NOOP("Messages", "a score is not a finite number: {scores}"),
    QT_TRANSLATE_NOOP("Messages", "{what} failed: {error}"),
    # anonguard/engine/utility/whole_table.py
    QT_TRANSLATE_NOOP("Messages", "the release's columns ({release}) are not the original's ({original}); the whole-table measures compare the same columns"),
    QT_TRANSLATE_NOOP("Messages", "no kind (categorical or continuous) is given for {columns}"),
    QT_TRANSLATE_NOOP("Messages", "the whole-table measures need columns and rows in both tables; the original has {original} rows, the release {release}, in {columns} columns"),
    # anonguard/plugins/api.py
    QT_TRANSLATE_NOOP("Messages", "{what} returned {shape} values for {n} targets"),
    QT_TRANSLATE_NOOP("Messages", "{what} returned {shape} rank scores for {n} targets"),
    QT_TRANSLATE_NOOP("Messages", "{what} returned {shape} abstain flags for {n} targets"),
    QT_TRANSLATE_NOOP("Messages", "{what} returned a rank score that is NaN or infinite"),
    QT_TRANSLATE_NOOP("Messages", "{what} returned open predictions that do not match its {n} targets"),
    QT_TRANSLATE_NOOP("Messages", "{what} returned {shape} values of detail {detail!r} for {n} targets"),
    QT_TRANSLATE_NOOP("Messages", "selector {selector} returned a mask of {count} values for {rows} rows"),
    QT_TRANSLATE_NOOP("Messages", "selector {selector} must return integer row positions or a boolean mask, not {dtype}"),
    QT_TRANSLATE_NOOP("Messages", "selector {selector} returned row positions outside the {rows} records it was given (0 to {last})"),
    QT_TRANSLATE_NOOP("Messages", "{parameter}: no column {column!r} (the columns: {columns})"),
    QT_TRANSLATE_NOOP("Messages", "{what} returned {shape} rank scores and {flags} abstain flags for {n} targets"),
    QT_TRANSLATE_NOOP("Messages", "{what} must return one predicate per draw ({n})"),
    QT_TRANSLATE_NOOP("Messages", "{what} returned {shape} links for {n} targets"),
    QT_TRANSLATE_NOOP("Messages", "{what} claimed a link to a record that does not exist (0 to {last})"),
    # anonguard/report/frontier.py
    QT_TRANSLATE_NOOP("Messages", "No candidate the search audited is both safe on every reading and on the front: widen the budget, or treat by hand (stronger recoding, perturbation of the sensitive variables)."),
    QT_TRANSLATE_NOOP("Messages", "Consider '{release}' first: safe on every reading, as faithful as a {percent:.0f} % subsample of the original, and no release audited keeps more at no more risk. Its chain: {chain}."),
    # anonguard/report/key_variables_presenter.py
    QT_TRANSLATE_NOOP("Messages", "Records"),
    QT_TRANSLATE_NOOP("Messages", "Sample uniques"),
    QT_TRANSLATE_NOOP("Messages", "Violating {k}-anonymity"),
    QT_TRANSLATE_NOOP("Messages", "Expected re-identifications"),
    QT_TRANSLATE_NOOP("Messages", "Records above the acceptable risk"),
    QT_TRANSLATE_NOOP("Messages", "Highest individual risk"),
    QT_TRANSLATE_NOOP("Messages", "Records matching exactly one original record"),
    QT_TRANSLATE_NOOP("Messages", "Expected re-identifications, households"),
    QT_TRANSLATE_NOOP("Messages", "Prosecutor: highest / average risk"),
    QT_TRANSLATE_NOOP("Messages", "Prosecutor: records at risk"),
    QT_TRANSLATE_NOOP("Messages", "Journalist: highest / average risk"),
    QT_TRANSLATE_NOOP("Messages", "Marketer: share re-identified"),
    QT_TRANSLATE_NOOP("Messages", "Population uniques (Dankar et al.'s choice)"),
    QT_TRANSLATE_NOOP("Messages", "Records with a special unique (SUDA)"),
    QT_TRANSLATE_NOOP("Messages", "Highest DIS-SUDA score"),
    QT_TRANSLATE_NOOP("Messages", "{secret}: distinct / entropy l-diversity"),
    QT_TRANSLATE_NOOP("Messages", "{secret}: t-closeness"),
    QT_TRANSLATE_NOOP("Messages", "Reading: {reading}"),
    QT_TRANSLATE_NOOP("Messages", "Reading the band follows"),
    QT_TRANSLATE_NOOP("Messages", "{band} ({reading})"),
    QT_TRANSLATE_NOOP("Messages", "Measures of {keys}"),
    QT_TRANSLATE_NOOP("Messages", "Measure"),
    QT_TRANSLATE_NOOP("Messages", "Prosecutor: the intruder knows the person is in the file. Journalist: matches against the population. Marketer: re-identifies as many records as possible. l-diversity: the fewest different values of the sensitive variable in a class; t-closeness: how far the farthest class's values lie from the whole file's."),
    QT_TRANSLATE_NOOP("Messages", "not available: {reason}"),
    # anonguard/report/verdict.py
    QT_TRANSLATE_NOOP("Messages", "{count} result(s) could not be measured (listed above, with why); until they are, no release they concern can be called safe."),
    QT_TRANSLATE_NOOP("Messages", "{attack} failed ({error}): run it again, or leave it out"),
    QT_TRANSLATE_NOOP("Messages", "no reason given"),
    QT_TRANSLATE_NOOP("Messages", "{attack} was cancelled before it measured anything: run it again"),
    QT_TRANSLATE_NOOP("Messages", "not applicable"),
    # plugins/anonymizers/anonguard_anonymizers/swap_treatment.py
    QT_TRANSLATE_NOOP("Messages", "{columns}: {rows} of {total} rows swapped within each column ({share:.0%})"),
    # plugins/reconstruction/anonguard_reconstruction/integer_program.py
    QT_TRANSLATE_NOOP("Messages", "no answer fits the published cells of {count} unit(s) ({units})"),
    QT_TRANSLATE_NOOP("Messages", "no answer was found in time for {count} unit(s) ({units})"),
    QT_TRANSLATE_NOOP("Messages", "nothing bounds how many people {count} unit(s) hold ({units}): their tables have suppressed cells without a declared threshold and no published total; declare suppressed_below in the manifest"),
    # plugins/treatments/anonguard_treatments/_perturb.py
    QT_TRANSLATE_NOOP("Messages", "{count} generalized cell"),
    QT_TRANSLATE_NOOP("Messages", "{count} generalized cells"),
    QT_TRANSLATE_NOOP("Messages", "{count} missing value"),
    QT_TRANSLATE_NOOP("Messages", "{count} missing values"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {what} and {how} left as written"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {what} left as written"),
    # plugins/treatments/anonguard_treatments/microaggregation.py
    QT_TRANSLATE_NOOP("Messages", "MDAV microaggregation of {columns} (standardized), k = {k}: {groups:,} groups of {smallest} to {largest} records; each value replaced by its group's median"),
    QT_TRANSLATE_NOOP("Messages", "MDAV microaggregation of {columns} (standardized), k = {k}: {groups:,} groups of {smallest} to {largest} records; each value replaced by its group's mean"),
    QT_TRANSLATE_NOOP("Messages", "kept: every published value of these columns is shared by at least {k} records; not kept: the spread within each group (variances shrink) and the exact values of outliers"),
    QT_TRANSLATE_NOOP("Messages", "kept exactly: each column's mean; kept: every published value of these columns is shared by at least {k} records; not kept: the spread within each group (variances shrink) and the exact values of outliers"),
    QT_TRANSLATE_NOOP("Messages", "{count:,} record with no number in some of these columns grouped among records with numbers in the same columns"),
    QT_TRANSLATE_NOOP("Messages", "{count:,} records with no number in some of these columns grouped among records with numbers in the same columns"),
    QT_TRANSLATE_NOOP("Messages", "{count:,} record whose pattern of numbers fewer than {k} records share joined the nearest group"),
    QT_TRANSLATE_NOOP("Messages", "{count:,} records whose pattern of numbers fewer than {k} records share joined the nearest group"),
    QT_TRANSLATE_NOOP("Messages", "{count:,} cell emptied: the group held fewer than {k} numbers in that column"),
    QT_TRANSLATE_NOOP("Messages", "{count:,} cells emptied: the group held fewer than {k} numbers in that column"),
    # plugins/treatments/anonguard_treatments/noise.py
    QT_TRANSLATE_NOOP("Messages", "{column} ± {spread:,.4g}"),
    QT_TRANSLATE_NOOP("Messages", "correlated noise on {columns}, noise standard deviations {how}"),
    QT_TRANSLATE_NOOP("Messages", "additive noise on {columns}, noise standard deviations {how}"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {count:,} value became negative (the column had none): bottom-code it at 0 if a negative {column} cannot be"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {count:,} values became negative (the column had none): bottom-code it at 0 if a negative {column} cannot be"),
    QT_TRANSLATE_NOOP("Messages", "kept in expectation: each column's mean; grown: each variance, by the factor {grown:.4g}; shrunk: correlations between the treated columns, by the factor {shrunk:.4g}"),
    QT_TRANSLATE_NOOP("Messages", "kept in expectation: the means, variances and covariances (each noisy value x + e became {shrink:.4g} (x + e) + {rest:.4g} × its column's mean)"),
    QT_TRANSLATE_NOOP("Messages", "kept in expectation: the means and the correlations; grown: variances and covariances, by the factor {grown:.4g}"),
    # plugins/treatments/anonguard_treatments/pram.py
    QT_TRANSLATE_NOOP("Messages", "{column}: no category to change (every cell missing or generalized)"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {changed:,} of {total:,} values changed ({share:.1%})"),
    QT_TRANSLATE_NOOP("Messages", "every value kept with a chance of at least {smallest:.0%}"),
    QT_TRANSLATE_NOOP("Messages", "PRAM on {columns} (first-step diagonal from {diagonal:g} to 1, alpha {alpha:g}), within each group of {strata}: {how}"),
    QT_TRANSLATE_NOOP("Messages", "PRAM on {columns} (first-step diagonal from {diagonal:g} to 1, alpha {alpha:g}): {how}"),
    QT_TRANSLATE_NOOP("Messages", "kept in expectation: each column's category counts within each group (an invariant matrix); not kept: the cross-tables of a changed column with any other column; missing values and generalized cells left as written"),
    QT_TRANSLATE_NOOP("Messages", "kept in expectation: each column's category counts (an invariant matrix); not kept: the cross-tables of a changed column with any other column; missing values and generalized cells left as written"),
    # plugins/treatments/anonguard_treatments/recoding.py
    QT_TRANSLATE_NOOP("Messages", "{column}: {values} distinct values written as {bands} bands ({lowest} to {highest})"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {values} distinct values written as {bands} bands"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {count} cells already banded across two of the new bands were kept as they were (no finer than the new bands)"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {count} missing values stay empty; AnonGuard reads an empty cell of a generalized column as suppressed (any value)"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {count} categories merged, {suppressed} suppressed; {records} records changed"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {count} categories merged; {records} records changed"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {count} categories recoded to the hierarchy's level ({groups} groups), {suppressed} suppressed; {records} records changed"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {count} categories recoded to the hierarchy's level ({groups} groups); {records} records changed"),
    QT_TRANSLATE_NOOP("Messages", "{column}: groups written as labels ({labels}); tell the audit what each stands for (--hierarchy COLUMN=FILE, or the Data page's Recodes), or AnonGuard reads them as new values"),
    # plugins/treatments/anonguard_treatments/rounding.py
    QT_TRANSLATE_NOOP("Messages", "{column}: {changed} of {count} values rounded to multiples of {base} ({method}); largest change {largest}, mean change {mean:+.3g}"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {count} banded cells kept as they were (a band is no finer than a rounded value)"),
    # plugins/treatments/anonguard_treatments/suppression.py
    QT_TRANSLATE_NOOP("Messages", "a blank cell matching any value"),
    QT_TRANSLATE_NOOP("Messages", "a blank cell counting as a value of its own"),
    QT_TRANSLATE_NOOP("Messages", "every combination of {keys} already holds at least {k} records ({how}): nothing suppressed"),
    QT_TRANSLATE_NOOP("Messages", "{count} key cells suppressed ({share:.1%} of the {cells} key cells): {detail}"),
    QT_TRANSLATE_NOOP("Messages", "{count} of {records} records have a cell suppressed"),
    QT_TRANSLATE_NOOP("Messages", "every combination of {keys} now holds at least {k} records (the smallest {smallest}; {how})"),
    QT_TRANSLATE_NOOP("Messages", "{count} key cells were missing or suppressed before ({how} too)"),
    # plugins/treatments/anonguard_treatments/top_coding.py
    QT_TRANSLATE_NOOP("Messages", "the {quantile:g} quantile"),
    QT_TRANSLATE_NOOP("Messages", "the top value"),
    QT_TRANSLATE_NOOP("Messages", "the bottom value"),
    QT_TRANSLATE_NOOP("Messages", "{how}, stricter than the {quantile:g} quantile {threshold}"),
    QT_TRANSLATE_NOOP("Messages", "{how}, stricter than the top value {threshold}"),
    QT_TRANSLATE_NOOP("Messages", "{how}, stricter than the bottom value {threshold}"),
    QT_TRANSLATE_NOOP("Messages", "{column}: no value at or above {threshold} ({how})"),
    QT_TRANSLATE_NOOP("Messages", "{column}: no value at or below {threshold} ({how})"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {count} values at or above {threshold} written as '>={threshold}' (top code: {how})"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {count} values at or above {threshold} written as the value {threshold} (top code: {how})"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {count} values at or below {threshold} written as '<={threshold}' (bottom code: {how})"),
    QT_TRANSLATE_NOOP("Messages", "{column}: {count} values at or below {threshold} written as the value {threshold} (bottom code: {how})"),
)

CHARTS = (
    # anonguard/report/figures.py
    QT_TRANSLATE_NOOP("Charts", "coverage (recall, log scale)"),
    QT_TRANSLATE_NOOP("Charts", "precision"),
    QT_TRANSLATE_NOOP("Charts", "attack precision"),
    QT_TRANSLATE_NOOP("Charts", "baseline precision"),
    QT_TRANSLATE_NOOP("Charts", "{attack} on {release}: {secret} — ALC {alc}"),
    QT_TRANSLATE_NOOP("Charts", "attack operating point, PRC {prc:.3f}"),
    QT_TRANSLATE_NOOP("Charts", "attack operating point, PRC {prc:.3f} (not significant)"),
    QT_TRANSLATE_NOOP("Charts", "baseline operating point, PRC {prc:.3f}"),
    QT_TRANSLATE_NOOP("Charts", "baseline operating point, PRC {prc:.3f} (not significant)"),
    QT_TRANSLATE_NOOP("Charts", "below −1 ({band})"),
    QT_TRANSLATE_NOOP("Charts", "{alc:.2f} [{low:.2f}, {high:.2f}] ({band})"),
    QT_TRANSLATE_NOOP("Charts", "serious"),
    QT_TRANSLATE_NOOP("Charts", "at-risk"),
    QT_TRANSLATE_NOOP("Charts", "undetermined"),
    QT_TRANSLATE_NOOP("Charts", "safe"),
    QT_TRANSLATE_NOOP("Charts", "baseline precision on the attack's predictions"),
    QT_TRANSLATE_NOOP("Charts", "attack precision on the attack's predictions"),
    QT_TRANSLATE_NOOP("Charts", "largest sure improvement: {improvement:.2f} [{low:.2f}, {high:.2f}]"),
    QT_TRANSLATE_NOOP("Charts", "{attack} on {release}: {secret} — at equal coverage"),
    QT_TRANSLATE_NOOP("Charts", "known set {number}"),
    QT_TRANSLATE_NOOP("Charts", "ALC (below −1 clipped), 95% intervals"),
    QT_TRANSLATE_NOOP("Charts", "ALC per result; colour: verdict"),
    QT_TRANSLATE_NOOP("Charts", "false-positive rate (log)"),
    QT_TRANSLATE_NOOP("Charts", "true-positive rate (log)"),
    QT_TRANSLATE_NOOP("Charts", "chance (independent release)"),
    QT_TRANSLATE_NOOP("Charts", "{attack} (AUC {auc:.3f})"),
    QT_TRANSLATE_NOOP("Charts", " 1 false claim"),
    QT_TRANSLATE_NOOP("Charts", "ROC: {attack} on {release} ({members:,} members, {non_members:,} non-members)"),
    QT_TRANSLATE_NOOP("Charts", "recall (share of members claimed, log)"),
    QT_TRANSLATE_NOOP("Charts", "{odds} (realistic)"),
    QT_TRANSLATE_NOOP("Charts", "precision per skew (dashed: claiming everyone)"),
    QT_TRANSLATE_NOOP("Charts", "members :\nnon-members"),
    # anonguard/report/key_figures.py
    QT_TRANSLATE_NOOP("Charts", "original"),
    QT_TRANSLATE_NOOP("Charts", "share of the records"),
    QT_TRANSLATE_NOOP("Charts", "records sharing the key combination (class size)"),
    QT_TRANSLATE_NOOP("Charts", "≤{high:g}"),
    QT_TRANSLATE_NOOP("Charts", "individual risk of re-identification"),
    QT_TRANSLATE_NOOP("Charts", "right of it: above {threshold:g}"),
    QT_TRANSLATE_NOOP("Charts", "contribution to the special uniques (%)"),
    # anonguard/report/risk_utility.py
    QT_TRANSLATE_NOOP("Charts", "No release is both on the risk–utility front and safe: treat the releases (recode, suppress, perturb) and audit them again before choosing one."),
    QT_TRANSLATE_NOOP("Charts", "Of the releases that are safe, '{release}' keeps the most: as faithful as a {percent:.0f} % subsample of the original, and no other release keeps more at no more risk."),
    QT_TRANSLATE_NOOP("Charts", "risk: worst attack ALC, upper end of its 95 % interval"),
    QT_TRANSLATE_NOOP("Charts", "utility: as faithful as this share of the original"),
    QT_TRANSLATE_NOOP("Charts", "the front"),
    QT_TRANSLATE_NOOP("Charts", "publish nothing"),
    QT_TRANSLATE_NOOP("Charts", "the original"),
)
