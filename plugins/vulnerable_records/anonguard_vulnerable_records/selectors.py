"""The four target selectors this plugin provides, as the catalog and the GUI see them."""

from __future__ import annotations

import numpy as np

from anonguard.api import Parameter, SelectionTask, TargetSelector
from anonguard_vulnerable_records.columns import ALL, SCOPES, record_kinds
from anonguard_vulnerable_records.comparators import log_likelihood, rarest_share
from anonguard_vulnerable_records.distance import vulnerability
from anonguard_vulnerable_records.filter import filter_mask
from anonguard_vulnerable_records.ranking import top_positions

PAPER = "Meeus et al., \"Achilles' Heels: Vulnerable Record Identification in Synthetic Data Publishing\" (001)"
TOP = Parameter(
    "top", "int", 500, "How many records to target; records tied at the cut are drawn at random with the audit's seed.",
    minimum=1, maximum=10_000_000, label="Records targeted", unit="records",
)
COLUMNS = Parameter(
    "columns", "choice", ALL,
    "Which columns describe a record: all columns of the original, or only the scenario's known columns and secret.",
    choices=SCOPES, label="Columns describing a record", advanced=True,
)
VK_TIE = 1e-6  # V_k values closer than this are equal: the float32 neighbour search is no more precise


class DistanceVulnerability(TargetSelector):
    id = "distance-vulnerability"
    title = "Vulnerable records (distance to nearest neighbours)"
    description = (
        "Targets the records farthest from the rest of the original: each record's vulnerability V_k is its mean "
        "distance to its k nearest other records, and the `top` most vulnerable are attacked. The distance mixes "
        "cosine similarities of the one-hot categorical values and of the min-max scaled continuous values, each "
        f"weighted by its share of the columns ({PAPER}, Eq. 5). A missing continuous value counts as the column's "
        "minimum. Every pair of records is compared: about 11 s for 100,000 records on two cores, growing with the "
        "square of the count."
    )
    parameters = (
        Parameter("k", "int", 5, "Number of nearest neighbours averaged (the paper uses 5).", minimum=1, maximum=100,
                  label="Neighbours averaged", unit="neighbours"),
        TOP,
        COLUMNS,
    )

    def select(self, task: SelectionTask) -> np.ndarray:
        scores = vulnerability(task.data, record_kinds(task, self.params["columns"]), self.params["k"])
        return top_positions(scores, self.params["top"], task.seed, tie=VK_TIE)


class RareValue(TargetSelector):
    id = "rare-value"
    title = "Rare values (Groundhog)"
    description = (
        "Targets records holding a rare value: a categorical value shared by fewer than `max_share` of the records, "
        "or a continuous value above the column's `percentile`-th percentile (the Groundhog baseline of Stadler "
        f"et al., a comparator in {PAPER}). Records are ranked by their rarest such value: its share of the "
        "records, or for a continuous value the share at or above it; the `top` rarest are attacked, or all that "
        "qualify if fewer."
    )
    parameters = (
        Parameter(
            "max_share", "float", 0.01, "A categorical value held by a smaller share of records is rare (0 = none).",
            minimum=0.0, maximum=0.5, label="Rare below this share of records", unit="0 to 0.5",
        ),
        Parameter("percentile", "float", 95.0, "A continuous value above this percentile of its column is rare.",
                  minimum=50.0, maximum=99.99, label="Rare above this percentile"),
        TOP,
        COLUMNS,
    )

    def select(self, task: SelectionTask) -> np.ndarray:
        kinds = record_kinds(task, self.params["columns"])
        share = rarest_share(task.data, kinds, self.params["max_share"], self.params["percentile"])
        candidates = np.flatnonzero(np.isfinite(share))
        if candidates.size == 0:
            raise ValueError(
                f"no record has a rare value (a categorical value held by less than {self.params['max_share']:.2%} of "
                f"the records, or a continuous value above the {self.params['percentile']:g}th percentile); "
                "raise max_share or lower the percentile"
            )
        return candidates[top_positions(-share[candidates], self.params["top"], task.seed)]


class LogLikelihood(TargetSelector):
    id = "log-likelihood"
    title = "Least likely records (TAPAS)"
    description = (
        "Targets the records with the lowest log-likelihood when every column is drawn independently from its "
        "empirical distribution (the TAPAS baseline of Houssiau et al., a comparator in "
        f"{PAPER}): a categorical value is as likely as its share of the records, a continuous value as the share of "
        "its bin in an equal-width histogram of `bins` bins (a missing value in a bin of its own)."
    )
    parameters = (
        Parameter("bins", "int", 20, "Equal-width histogram bins for continuous columns.", minimum=2, maximum=1000,
                  label="Bins for numeric columns", unit="bins", advanced=True),
        TOP,
        COLUMNS,
    )

    def select(self, task: SelectionTask) -> np.ndarray:
        likelihood = log_likelihood(task.data, record_kinds(task, self.params["columns"]), self.params["bins"])
        return top_positions(-likelihood, self.params["top"], task.seed, tie=1e-9)


class CustomFilter(TargetSelector):
    id = "custom-filter"
    title = "Custom filter on values"
    description = (
        "Targets the records matching a test on the original's own values, e.g. `income > 200000`, "
        "`sex == \"F\" and age >= 65` or `region in [\"North\", \"Islands\"]`. Allowed: comparisons (== != < <= > >=, "
        "in / not in a list), and / or / not, & | ~, + - * /, column names (`in backticks` when they hold spaces), "
        "numbers and quoted text. A missing value never matches a comparison."
    )
    parameters = (Parameter("expression", "str", "", "The test a record must pass to be targeted.",
                            label="Records whose values pass"),)

    def select(self, task: SelectionTask) -> np.ndarray:
        if task.raw is None:
            raise ValueError("the custom filter needs the original as read, which this audit does not provide")
        if len(task.raw) != len(task.data):
            raise ValueError(f"the original as read has {len(task.raw)} rows but the encoded one {len(task.data)}")
        return filter_mask(task.raw, self.params["expression"])
