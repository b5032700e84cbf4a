"""Every choice the papers leave open, as a documented setting with the product's default.

Settings are plain frozen dataclasses so an audit file, the command line and the window read and
write the same thing. Each field is declared once with `setting(...)` (anonguard.fields):
its default, its range and the officer's words for it. The engine's checks, the audit file's JSON
Schema (`settings_schema`), the command line's `--set` and `anonguard settings`, and the window's
fields (`setting_info`) all derive from that declaration. Checks that relate two settings stay in
`_check_related`.
"""

from __future__ import annotations

import functools
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from anonguard.engine.claims.measures import RiskBands
from anonguard.fields import (
    Path, Range, SettingInfo, build, check_fields, infos, jsonable, object_schema, parse_text, setting, unknown_name,
)

__all__ = ["AuditSettings", "BaselineSettings", "ExecutionSettings", "HaltingSettings", "LimitSettings", "MeasureSettings",
           "MembershipSettings", "Range", "ReidentificationSettings", "SecretSettings", "SettingInfo", "TargetSettings", "range_of",
           "setting_info", "setting_infos", "settings_schema", "with_setting", "with_settings"]

SHARE = "a share between 0 and 1"


@dataclass(frozen=True)
class MeasureSettings:
    """How precision, PRC and ALC are computed and read (003 §3.5, §4)."""

    confidence: float = setting(0.95, "Confidence of the intervals",
                                "Every precision and ALC is given with an interval at this confidence.",
                                low=0.5, high=0.9999)
    max_ci_width: float = setting(0.1, "Widest interval of a precision that counts",
                                  "Operating points whose precision is this uncertain are not used for the verdict.",
                                  low=0, high=1, low_open=True)
    prc_alpha: float = setting(3.0, "Weight of low coverage in the PRC",
                               "How sharply a claim about few people counts against its precision (the PRC's α; "
                               "the papers use 3).", low=0, low_open=True)
    prc_r_min: float = setting(1e-4, "Coverage that counts for nothing",
                               "Claims about a smaller share of the targets than this carry no weight in the PRC.",
                               low=0, high=1, low_open=True, high_open=True)
    alc_abs_weight: float = setting(0.0, "Weight of the absolute ALC",
                                    "0 compares attack and baseline relative to what the baseline leaves to gain "
                                    "(paper 003's ALC); 1 takes their plain difference.", low=0, high=1)
    at_risk_from: float = setting(0.5, "At risk from an ALC of",
                                  "A result whose ALC reaches this reads 'at risk' (paper 003: 0.5).", low=-1, high=1)
    serious_from: float = setting(0.7, "Serious from an ALC of",
                                  "A result whose ALC reaches this reads 'serious' (paper 003: 0.7).", low=-1, high=1)
    cross_fit_folds: int = setting(5, "Folds for choosing operating points",
                                   "Each attempt's operating point is chosen on the other folds' attempts, so the "
                                   "best point is not picked on the same people it is scored on (1: in-sample).",
                                   low=1, high=100)
    verdict_from: Literal["worse", "alc"] = setting(
        "worse", "Verdict from", "ALC compares each side's best operating point wherever it lies (paper 003); the "
        "equal-coverage comparison sets attack and baseline side by side on the same people (paper 000). They can "
        "disagree: by default the verdict takes the worse reading.")
    pi_min_coverage: float = setting(0.01, "Equal-coverage comparisons count from",
                                     "Improvements at equal coverage are only read where the claims cover at "
                                     "least this share of the targets.", low=0, high=1, low_open=True)

    @property
    def bands(self) -> RiskBands:
        return RiskBands(self.at_risk_from, self.serious_from)


@dataclass(frozen=True)
class HaltingSettings:
    """When to stop attacking targets (003 §5.1)."""

    work_budget: float | None = setting(
        20_000.0, "Work budget per scenario", "Everyone eligible is attacked when the work, counted from the table "
        "sizes (not timed), fits this budget: the converged answer. Else the run stops once the verdict is settled or "
        "the budget is spent. 0: stop once settled.", unit="million cells", null="every person, always", low=0)
    time_limit_seconds: float | None = setting(
        None, "Time limit per scenario", "A scenario still running after this long is stopped; its result says it "
        "was stopped by the clock, is not the recorded answer (a re-run may go further) and never reads safe.",
        unit="seconds", null="no limit", low=0, low_open=True)
    batch_size: int = setting(50, "First batch of attempts",
                              "People attacked before the halting rule first looks; later batches grow with the "
                              "attempts made.", unit="people", low=1)
    min_gain: float = setting(0.01, "Smallest gain that keeps a run going",
                              "A best PRC still rising more than this since half the attempts keeps the run going.",
                              low=0)
    alc_tolerance: float = setting(0.1, "ALC tolerance of a halted run",
                                   "A run that halts early lands this close to the ALC of attacking everyone; groups "
                                   "of targets that could move it more get their turn first.", low=0, low_open=True)
    max_attempts: int | None = setting(None, "Most people attacked per scenario",
                                       "A hard cap on attempts, whatever the work budget.", unit="people",
                                       null="no limit", low=1)


@dataclass(frozen=True)
class BaselineSettings:
    """The non-member baseline: the same attacker without the release (003 §3.4, §3.7)."""

    block_size: int = setting(1000, "Rows held out per block",
                              "The baseline predicts each target from the original without the target's block; a "
                              "block holds at most this many rows ...", unit="rows", low=1)
    block_fraction: float = setting(0.1, "Share of the original held out per block",
                                    "... and at most this share of the original.", low=0, high=1, low_open=True)
    models: tuple[str, ...] = setting((), "Candidate baseline models",
                                      "The baseline models compared for each sensitive variable (their ids); empty: "
                                      "every installed baseline model.")
    max_train_rows: int = setting(100_000, "Rows the baseline is fitted on",
                                  "The chosen model is fitted on at most this many rows (a sample beyond).",
                                  unit="rows", low=10)
    selection_rows: int = setting(10_000, "Rows used to choose the baseline model",
                                  "The candidates are compared on this many rows (three quarters to fit, one to "
                                  "check).", unit="rows", low=20)
    drop_target_duplicates: bool = setting(False, "Also hold out the target's twins",
                                           "Leave out of the baseline's training every row identical to a target on "
                                           "the key and sensitive variables, not only the target's own.")


@dataclass(frozen=True)
class TargetSettings:
    """Which individuals are attacked (003 §3.2, §3.5)."""

    mode: Literal["random", "pre-targeted"] = setting(
        "random", "Targets", "Random: anyone in the original may be attacked, as in the papers. Pre-targeted: only "
        "the records a selector picks, e.g. those most unlike the rest.")
    selector: str | None = setting(None, "Selector", "Which records the attacker goes after: a target selector, "
                                   "needed when targets are pre-targeted.", null="none")
    selector_params: dict[str, Any] = setting(dict, "Settings of the selector", "The selector's parameters by name.")
    recall_scope: Literal["targets", "population"] = setting(
        "targets", "Coverage relative to", "Whether coverage counts the share of the targeted records or of the whole "
        "table.")
    max_dominant_fraction: float | None = setting(
        0.5, "Most attempts on the commonest value", "At most this share of the attempts goes to people holding the "
        "sensitive variable's commonest value, so a near-constant variable still tests the rare ones.",
        null="no cap", low=0, high=1, low_open=True)


MAX_BINS = 1000  # beyond this a bin holds a handful of people: use tolerance instead


@dataclass(frozen=True)
class SecretSettings:
    """When a prediction of a numeric sensitive variable counts as correct (DESIGN.md, Precision)."""

    continuous: Literal["bins", "tolerance"] = setting(
        "bins", "A numeric sensitive variable is judged", "bins: the prediction must fall in the right bin; "
        "tolerance: within a relative distance of the true value.")
    bins: int = setting(20, "Bins for a numeric sensitive variable",
                        "A numeric sensitive variable is judged on this many bins when the attacker need only place "
                        "it (round-grid bins, named in the results).", unit="bins", low=2, high=MAX_BINS)
    tolerance: float = setting(0.05, "Relative tolerance",
                               "With tolerance: a prediction this close to the true value, relative to it, is "
                               "correct.", low=0, low_open=True)


@dataclass(frozen=True)
class MembershipSettings:
    """How a membership audit is run and read (000 §5, 001, 002)."""

    skews: tuple[float, ...] = setting((1, 2, 5, 10, 50, 100, 1000), "Non-members per member",
                                       "The odds at which precision is read: how many non-members the attacker "
                                       "faces for each member.")
    fpr_levels: tuple[float, ...] = setting((0.001, 0.01, 0.1), "False-positive rates read",
                                            "Operating points: the best true-positive rate with at most these "
                                            "shares of non-members wrongly claimed.")
    targets: Literal["all", "random", "pre-targeted"] = setting(
        "all", "Candidates scored", "all: every member and non-member; random: a sample of each; pre-targeted: the "
        "ones a selector picks.")
    count: int = setting(1000, "Random candidates of each side",
                         "With random candidates: this many members and this many non-members.", unit="people", low=1)
    selector: str | None = setting(None, "Selector of candidates",
                                   "The target selector's id for pre-targeted candidates (run on members and "
                                   "non-members together).", null="none")
    selector_params: dict[str, Any] = setting(dict, "Settings of the candidates' selector",
                                              "The selector's parameters by name.")
    reference_fraction: float = setting(0.5, "Non-members given to the attacker",
                                        "This share of the non-members is the attacker's auxiliary data and is "
                                        "never scored.", low=0, high=1, low_open=True, high_open=True)
    top_claims: int = setting(20, "Most confident claims listed",
                              "The most confident individual claims shown (paper 002: one confident claim is a "
                              "breach).", unit="claims", low=0)
    show_values: bool = setting(False, "List the original values of the most confidently claimed people",
                                "Off: only their row numbers.")


@dataclass(frozen=True)
class LimitSettings:
    """How far an attack may go before it is stopped and fails its own row (the others carry on)."""

    isolate: bool = setting(True, "Run each attack in a process of its own",
                            "Off: attacks run in the audit's own process, without time or memory limits.")
    attack_seconds: float | None = setting(1800.0, "Time limit per attack",
                                           "An attack still working after this long on one scenario is stopped and "
                                           "its row fails; the others carry on.", unit="seconds", null="no limit",
                                           low=0, low_open=True)
    memory_mb: int | None = setting(None, "Memory limit per attack",
                                    "An attack's process may use this much memory (Linux); 0: no limit.", unit="MB",
                                    null="three quarters of the machine's", low=0,
                                    high=2**30)  # 1 PB: beyond, the limit in bytes overflowed the system's


@dataclass(frozen=True)
class ExecutionSettings:
    """Where the scenarios run. No setting here changes a result: the same seed gives the same results
    with one worker or many, here or on a cluster."""

    workers: int | None = setting(None, "Worker processes",
                                  "Scenarios that share no inputs run side by side in this many processes of "
                                  "this machine.", unit="processes",
                                  null="one per core for an original of 20,000 rows or more, else one", low=1,
                                  high=1024)
    cluster: str | None = setting(None, "Dask cluster",
                                  "The address of a Dask scheduler, e.g. tcp://10.0.0.5:8786: the scenarios run on "
                                  "its workers instead (docs/cluster.md).", null="this machine")
    shared_folder: str | None = setting(None, "Shared folder",
                                        "On a cluster: a folder this machine and every worker see at the same path "
                                        "(e.g. on NFS). The prepared tables are written there once as Parquet and "
                                        "the workers read them from there, instead of receiving them through the "
                                        "scheduler: for releases too large to send (docs/cluster.md).",
                                        null="the tables are sent to the workers")
    split_rows: int | None = setting(None, "Split releases from",
                                     "On a cluster with a shared folder: a release with more rows than this is "
                                     "split over the workers, each holding a part of its rows, for attacks that "
                                     "can be split (best-row-match with a categorical sensitive variable).",
                                     unit="rows", null="when a release would not fit in a worker's memory", low=1)
    cache: bool = setting(True, "Keep fitted baselines",
                          "Keep each non-member baseline's predictions in a cache folder, so that running the audit "
                          "again (a release added, another attack, more attempts) reuses them instead of fitting "
                          "the models again. The results are the same either way.")
    cache_folder: str | None = setting(None, "Cache folder",
                                       "Where the fitted baselines are kept. Anything in it may be deleted at any "
                                       "time ('anonguard cache --clear').", null="the user's cache folder")


@dataclass(frozen=True)
class ReidentificationSettings:
    """How the classic re-identification measures of the key variables are computed and read
    (docs/reidentification.md)."""

    scenario: Literal["membership-known", "membership-unknown"] = setting(
        "membership-known", "What the intruder can know about who is in the file",
        "membership-known: who took part can be known (a census, a register extract, a clinic's file, a published "
        "sample, neighbours of a household in a survey), so a record is at risk when fewer than k records share its "
        "key combination (prosecutor risk; the public-use file's k-anonymity). membership-unknown: a sample whose "
        "members are not known, read by the weighted individual risk (Benedetti–Franconi; the scientific-use "
        "file's threshold). Without a survey weight the prosecutor reading decides.")
    k: int = setting(3, "k-anonymity threshold",
                     "Under the membership-known scenario a record is at risk when fewer than this many records share "
                     "its key combination (the SDC Practice Guide: typically 3 or 5).", unit="records", low=2)
    threshold: float = setting(0.1, "Acceptable individual risk",
                               "A record whose chance of being re-identified from its key variables exceeds this "
                               "is at risk (0.1: the record shares its key combination with about ten people).",
                               low=0, high=1, low_open=True)
    serious_share: float = setting(0.05, "Serious from a share at risk of",
                                   "The re-identification reading is 'serious' when this share of the records or "
                                   "more is at risk; 'at risk' when any record is.", low=0, high=1, low_open=True)
    suda_size: int = setting(3, "Largest special unique (SUDA)",
                             "SUDA looks for the smallest sets of key variables, of at most this many, that make a "
                             "record unique; 0: SUDA is not run.", unit="variables", low=0, high=6)
    dis_fraction: float = setting(0.01, "Sampling fraction for DIS-SUDA",
                                  "The share of the population the file holds, which DIS-SUDA needs to turn SUDA "
                                  "scores into the chance that a sample unique is unique in the population "
                                  "(sdcMicro's default 0.01).", low=0, high=1, low_open=True)
    search_size: int = setting(3, "Largest key set searched",
                               "Combinations of up to this many of the possible key variables are tried, besides "
                               "the key sets named.", unit="variables", low=1, high=8)
    search_seconds: float = setting(30.0, "Time for the key-set search",
                                    "The search for risky key sets stops after this long and lists what it found.",
                                    unit="seconds", low=0)
    searched_sets: int = setting(3, "Key sets measured in full from the search",
                                 "The riskiest sets the search finds are measured in full, besides the named ones.",
                                 unit="sets", low=1, high=20)


@dataclass(frozen=True)
class AuditSettings:
    """Every setting of an audit."""

    measures: MeasureSettings = field(default_factory=MeasureSettings)
    halting: HaltingSettings = field(default_factory=HaltingSettings)
    baseline: BaselineSettings = field(default_factory=BaselineSettings)
    targets: TargetSettings = field(default_factory=TargetSettings)
    secret: SecretSettings = field(default_factory=SecretSettings)
    membership: MembershipSettings = field(default_factory=MembershipSettings)
    limits: LimitSettings = field(default_factory=LimitSettings)
    execution: ExecutionSettings = field(default_factory=ExecutionSettings)
    reidentification: ReidentificationSettings = field(default_factory=ReidentificationSettings)
    max_categories: int = setting(20, "Most values of a categorical number",
                                  "A numeric column with at most this many distinct values is read as categories.",
                                  unit="values", low=1)
    seed: int = setting(0, "Seed", "Every random choice of the audit (targets, samples, models) follows from it: the "
                        "same seed gives the same results.", low=0, high=2**63 - 1)
    repeats: int = setting(1, "Repeat under seeds", "Run the audit under this many seeds (the seed, the seed + 1, …) "
                           "and report how far the readings spread; a verdict that changes with the seed is "
                           "undetermined.", low=1, high=100)

    def __post_init__(self) -> None:
        check_fields(self)
        _check_related(self)

    def to_dict(self) -> dict[str, Any]:
        return jsonable(asdict(self))

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> "AuditSettings":
        return build(cls, _migrated(data or {}), "settings", RETIRED)


# settings earlier versions wrote that no longer mean anything: an old audit file still opens
RETIRED = {"halting": {"patience", "early_halt_width", "early_safe_alc", "early_serious_alc", "time_budget_seconds"}}


def _migrated(data: dict[str, Any]) -> dict[str, Any]:
    """An audit file from before work budgets: its time budget's two words that did not depend on the
    machine keep their meaning (null: every person, always; 0: the halting rule alone); a number of seconds
    gives way to the default work budget, which attacks at least as many people on office-sized tables."""
    halting = data.get("halting")
    if not isinstance(halting, dict) or halting.get("time_budget_seconds", 1) not in (None, 0) \
            or "work_budget" in halting:
        return data
    return {**data, "halting": {**halting, "work_budget": halting["time_budget_seconds"]}}


def _check_related(settings: AuditSettings) -> None:
    """What relates two settings."""
    m, t, ms = settings.measures, settings.targets, settings.membership
    checks = [
        (m.at_risk_from <= m.serious_from, "measures.at_risk_from must not exceed serious_from"),
        (t.mode == "random" or t.selector, "targets.selector is required in pre-targeted mode"),
        (len(ms.skews) > 0 and all(k > 0 for k in ms.skews), "membership.skews must be positive numbers of non-members per member"),
        (len(ms.fpr_levels) > 0 and all(0 < f < 1 for f in ms.fpr_levels), "membership.fpr_levels must lie strictly between 0 and 1"),
        (ms.targets != "pre-targeted" or ms.selector, "membership.selector is required when membership.targets is 'pre-targeted'"),
    ]
    for ok, message in checks:
        if not ok:
            raise ValueError(message)


@functools.cache
def setting_infos() -> tuple[SettingInfo, ...]:
    """Every setting with its words, range and default, in the order the sections are declared (read
    from the declarations once: the window asks for a setting's words and range many times)."""
    return tuple(infos(AuditSettings))


def setting_info(path: Path) -> SettingInfo:
    """The setting at `path`, e.g. ("measures", "confidence"); a KeyError names an unknown one."""
    found = _by_path().get(tuple(path))
    if found is None:
        raise KeyError(".".join(path))
    return found


@functools.cache
def _by_path() -> dict[Path, SettingInfo]:
    return {info.path: info for info in setting_infos()}


def range_of(path: Path) -> Range:
    """The declared range of the number setting at `path`, for a window's field."""
    bounds = setting_info(path).range
    if bounds is None:
        raise KeyError(f"{'.'.join(path)} has no range")
    return bounds


def with_settings(settings: AuditSettings, changes: list[tuple[str, Any]]) -> AuditSettings:
    """`settings` with each (dotted name, value) set in turn, then checked once, as an audit file is: what
    relates two settings (a selector for pre-targeted mode, the bands' order) is judged on the result.
    A value may be text as typed on a command line ("0.99", "none", "1,2,5"). A ValueError names the
    setting and what it takes."""
    data = settings.to_dict()
    for name, value in changes:
        path = tuple(name.strip().split("."))
        try:
            hint = setting_info(path).hint
        except KeyError:
            raise ValueError(unknown_name(name, [info.name for info in setting_infos()])) from None
        *sections, last = path
        owner = data
        for part in sections:
            owner = owner[part]
        owner[last] = parse_text(value, hint) if isinstance(value, str) else value
    return AuditSettings.from_dict(data)


def with_setting(settings: AuditSettings, name: str, value: Any) -> AuditSettings:
    """`settings` with the one dotted setting `name` set to `value` (see `with_settings`)."""
    return with_settings(settings, [(name, value)])


def settings_schema() -> dict[str, Any]:
    """The JSON Schema of an audit file's `settings`, from the dataclasses: types, choices, ranges,
    defaults and the officer's words; unknown keys refused, settings earlier versions wrote accepted."""
    return object_schema(AuditSettings, RETIRED)
