"""Shadow modelling with the query-based attack of Houssiau et al. (001 §2.3, §5.1).

For each target the attacker re-enacts the release: `n_shadows` training sets of m records
drawn from the reference, m = min(training size, reference size − 1); half hold the target
(IN), half a random other reference record in its place (OUT), so IN and OUT sets differ in
one record only. Each set goes through the release's own generator (`task.recipe`), and
the generated rows answer counting queries on random subsets of the target's values
(`queries.py`). A random forest (100 trees, depth 10, as in 001) learns IN from OUT on those
answers; the score is its P(IN) for the answers of the real release.

Answers are shares of the generated rows, so shadow releases compare with a real one of
another size; but the target weighs 1/m in a shadow set and 1/training size in the real one,
so a reference smaller than the training data (001 used ten times as large) teaches the
forest a stronger signal than the release can show.

Randomness is drawn from (audit seed, a hash of the target's values, shadow index): a target
gets the same shadows and score however the candidates are batched or ordered.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.api import CATEGORICAL, GenerationTask, MembershipAttack, MembershipTask, Parameter
from anonguard_membership_attacks.queries import query_answers, query_subsets
from anonguard_membership_attacks.release import COUNT_COLUMNS, is_count_table, release_rows, value_bounds

MIN_REFERENCE = 20  # fewer reference records leave no room for shadow sets that differ
NO_RECIPE = ("shadow modelling needs to know how the release was made: name its generator in the membership "
             "settings (e.g. --generator swap)")


class ShadowModel(MembershipAttack):
    id = "shadow-model"
    needs_recipe = True  # re-runs the release's generator: left out of a default audit without one
    title = "Shadow modelling (query-based)"
    description = (
        "The state-of-the-art attack on synthetic data (Houssiau et al.; Meeus et al. 001 §5.1): for "
        "each candidate, re-runs the release's generator on shadow training sets drawn from the "
        "reference records, half with the candidate and half without, answers counting queries "
        "('how many generated rows share these values with the candidate') on each output, and "
        "trains a random forest to tell the two apart; the score is its probability that the real "
        "release was made with the candidate. Needs the release's generator (membership settings). "
        "Costly: per candidate, n_shadows generator runs on sets of min(training size, reference size "
        "− 1) records plus a 100-tree forest, e.g. 32 runs × 1,000 candidates = 32,000 generator runs."
    )
    imports = ("sklearn.ensemble",)
    parameters = (
        Parameter("n_shadows", "int", 32, "Shadow releases per candidate, half with it and half without.",
                  minimum=4, maximum=100_000, label="Shadow releases per person", unit="releases"),
        Parameter("n_queries", "int", 200, "Counting queries on random subsets of the candidate's values.",
                  minimum=1, maximum=1_000_000, label="Counting queries", unit="queries", advanced=True),
        Parameter("tolerance", "float", 0.02,
                  "A number matches the candidate's within this share of its column's range.", minimum=0.0, maximum=1.0,
                  label="Numeric match tolerance", unit="of the range", advanced=True),
        Parameter("max_targets", "int", 200,
                  "Most candidates scored (a random half members, half non-members of the audit's targets).",
                  minimum=2, maximum=10_000_000, label="People scored at most", unit="people"),
    )
    batch_size = 1  # each candidate costs n_shadows generator runs: report progress per candidate

    @property
    def max_candidates(self) -> int:
        return self.params["max_targets"]

    def fit(self, task: MembershipTask) -> "ShadowModel":
        if task.recipe is None:
            raise ValueError(NO_RECIPE)
        if len(task.reference) < MIN_REFERENCE:
            raise ValueError(
                f"shadow modelling draws its shadow training sets from the reference records (known non-members), "
                f"and there are {len(task.reference)}: supply at least {MIN_REFERENCE} held-out records, "
                f"ideally several times the training size"
            )
        if task.training_size < 1:
            raise ValueError(f"the release's training size is {task.training_size}: shadow modelling needs the "
                             f"number of records the release was made from")
        self.recipe_, self.seed_ = task.recipe, int(task.seed) % 2**64
        self.kinds_ = {c: task.kinds[c] for c in task.columns}
        self.release_ = release_rows(task)
        self.reference_ = task.reference[list(task.columns)].reset_index(drop=True)
        self.raw_reference_ = task.recipe.decode(self.reference_)
        self.size_ = min(task.training_size, len(self.reference_) - 1)
        self.tolerances_ = {}
        for column in (c for c, kind in self.kinds_.items() if kind != CATEGORICAL):
            low, high = value_bounds([self.release_, self.reference_], column)
            self.tolerances_[column] = self.params["tolerance"] * (high - low)
        self.subsets_ = query_subsets(len(self.kinds_), self.params["n_queries"], self.seed_)
        # one generator run now, so a generator that cannot serve fails before the first candidate
        probe = self._generate(self.raw_reference_.iloc[:self.size_].reset_index(drop=True), self.seed_)
        if not any(c in probe.columns for c in self.kinds_):
            raise ValueError(f"the output of generator {task.recipe.generator.id!r} holds none of the candidate "
                             f"columns ({', '.join(self.kinds_)}): shadow modelling has nothing to compare")
        return self

    def score(self, candidates: pd.DataFrame) -> np.ndarray:
        targets = candidates[list(self.kinds_)].reset_index(drop=True)
        return np.array([self._membership_probability(targets.iloc[[i]]) for i in range(len(targets))], dtype=np.float64)

    def _membership_probability(self, target: pd.DataFrame) -> float:
        """P(IN) of the forest trained on this target's shadow releases, at the real release's answers."""
        key = int(pd.util.hash_pandas_object(target, index=False).iloc[0])
        raw_target, values = self.recipe_.decode(target), target.iloc[0]
        n = self.params["n_shadows"]
        is_in = np.arange(n) % 2 == 0
        answers = np.empty((n, len(self.subsets_)))
        for shadow in range(n):
            rng = np.random.default_rng([self.seed_, key, shadow])
            chosen = self.raw_reference_.iloc[rng.choice(len(self.raw_reference_), self.size_, replace=False)]
            # IN and OUT differ in the last record only: the target, or the last reference record drawn
            records = pd.concat([chosen.iloc[:-1], raw_target], ignore_index=True) if is_in[shadow] else chosen
            generated = self._generate(records.reset_index(drop=True), int(rng.integers(2**31 - 1)))
            answers[shadow] = query_answers(generated, values, self.kinds_, self.tolerances_, self.subsets_)
        from sklearn.ensemble import RandomForestClassifier  # see `imports`

        forest = RandomForestClassifier(n_estimators=100, max_depth=10, random_state=self.seed_ % 2**32)
        forest.fit(answers, is_in)
        real = query_answers(self.release_, values, self.kinds_, self.tolerances_, self.subsets_)
        return float(forest.predict_proba(real[None, :])[0, list(forest.classes_).index(True)])

    def _generate(self, records: pd.DataFrame, seed: int) -> pd.DataFrame:
        """The generator's release from raw `records`, encoded like the real release."""
        generator = self.recipe_.generator
        release = generator.generate(GenerationTask(records, self.recipe_.kinds, seed))
        if is_count_table(release.data):
            raise ValueError(
                f"shadow modelling compares generated records with each candidate, and generator {generator.id!r} "
                f"publishes count tables ({', '.join(sorted(COUNT_COLUMNS))}) instead of records: "
                f"name a generator that makes microdata, or use an attack on the counts"
            )
        return self.recipe_.encode(release.data)
