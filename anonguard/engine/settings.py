"""Every choice the papers leave open, as a documented setting with the product's default.

Settings are plain dataclasses so an audit file, the CLI and the GUI read and write the
same thing; `AuditSettings.from_dict` rejects unknown keys with a message naming them.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, fields, is_dataclass
from types import UnionType
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from anonguard.engine.measures import RiskBands


@dataclass(frozen=True)
class MeasureSettings:
    """How precision, PRC and ALC are computed (003 §3.5, §4)."""

    confidence: float = 0.95  # of the Wilson interval around each precision
    max_ci_width: float = 0.1  # a (P, R) pair is significant when its interval is narrower
    prc_alpha: float = 3.0
    prc_r_min: float = 1e-4
    alc_abs_weight: float = 0.0  # 0 = relative ALC (default), 1 = absolute difference
    at_risk_from: float = 0.5
    serious_from: float = 0.7
    cross_fit_folds: int = 5  # operating points are chosen on the other folds' attempts (1: in-sample)
    verdict_from: Literal["worse", "alc"] = "worse"  # worse of ALC and equal-coverage improvement, or ALC alone
    pi_min_coverage: float = 0.01  # equal-coverage improvements count from this share of targets on

    @property
    def bands(self) -> RiskBands:
        return RiskBands(self.at_risk_from, self.serious_from)


@dataclass(frozen=True)
class HaltingSettings:
    """When to stop attacking targets (003 §5.1)."""

    time_budget_seconds: float | None = 300.0  # attack every target when that fits in this time; null: always; 0: never
    batch_size: int = 50  # attempts of the first batch; later batches grow with the attempts made
    min_gain: float = 0.01  # a best PRC rising more than this since half the attempts keeps the run going
    alc_tolerance: float = 0.1  # a halted ALC lands this close to the converged one: groups that could move it more get their chance
    max_attempts: int | None = None  # a hard cap on attempts (null: none)


@dataclass(frozen=True)
class BaselineSettings:
    """The non-member baseline (003 §3.4, §3.7)."""

    block_size: int = 1000  # hold-out block: at most this many rows ...
    block_fraction: float = 0.1  # ... and at most this share of the original
    models: tuple[str, ...] = ()  # candidate model ids; empty = every installed baseline model
    max_train_rows: int = 100_000  # rows the chosen model is fitted on (sampled beyond this)
    selection_rows: int = 10_000  # rows used to compare the candidates (3/4 fit, 1/4 validate)
    drop_target_duplicates: bool = False  # also drop rows identical to a target on known + secret


@dataclass(frozen=True)
class TargetSettings:
    """Which individuals are attacked (003 §3.2, §3.5)."""

    mode: Literal["random", "pre-targeted"] = "random"
    selector: str | None = None  # target-selector id, required in pre-targeted mode
    selector_params: dict[str, Any] = field(default_factory=dict)
    recall_scope: Literal["targets", "population"] = "targets"  # pre-targeted recall relative to
    max_dominant_fraction: float | None = 0.5  # cap on attempts holding the dominant secret value


MAX_BINS = 1000  # beyond this a bin holds a handful of people: use tolerance instead


@dataclass(frozen=True)
class SecretSettings:
    """When a prediction of a continuous secret counts as correct (DESIGN.md, Precision)."""

    continuous: Literal["bins", "tolerance"] = "bins"
    bins: int = 20  # equal-width bins over the original's range
    tolerance: float = 0.05  # relative tolerance when `continuous == "tolerance"`


@dataclass(frozen=True)
class MembershipSettings:
    """How a membership audit is run and read (000 §5, 001, 002)."""

    skews: tuple[float, ...] = (1, 2, 5, 10, 50, 100, 1000)  # non-members per member at which precision is read
    fpr_levels: tuple[float, ...] = (0.001, 0.01, 0.1)  # operating points: the best TPR at FPR up to these
    targets: Literal["all", "random", "pre-targeted"] = "all"  # which members and non-members are scored
    count: int = 1000  # random targets: this many members and this many non-members
    selector: str | None = None  # target-selector id for pre-targeted mode (run on members and non-members together)
    selector_params: dict[str, Any] = field(default_factory=dict)
    reference_fraction: float = 0.5  # share of the non-members given to the attacker as auxiliary data, never scored
    top_claims: int = 20  # the most confident individual claims listed (002: one confident claim is a breach)
    show_values: bool = False  # list the claimed records' original values (off: only their row numbers)


@dataclass(frozen=True)
class LimitSettings:
    """How far an attack may go before it is stopped and fails its own row (the others carry on)."""

    isolate: bool = True  # every attack in a process of its own; off: in the audit's process, without limits
    attack_seconds: float | None = 1800.0  # an attack's fitting and predicting together; null: no limit
    memory_mb: int | None = None  # an attack process's memory (Linux); null: 3/4 of the machine's, 0: no limit


@dataclass(frozen=True)
class AuditSettings:
    measures: MeasureSettings = field(default_factory=MeasureSettings)
    halting: HaltingSettings = field(default_factory=HaltingSettings)
    baseline: BaselineSettings = field(default_factory=BaselineSettings)
    targets: TargetSettings = field(default_factory=TargetSettings)
    secret: SecretSettings = field(default_factory=SecretSettings)
    membership: MembershipSettings = field(default_factory=MembershipSettings)
    limits: LimitSettings = field(default_factory=LimitSettings)
    max_categories: int = 20  # a numeric column with at most this many values is categorical
    seed: int = 0
    repeats: int = 1  # run the audit under this many seeds (seed, seed + 1, ...) and report the spread

    def __post_init__(self) -> None:
        _check_ranges(self)

    def to_dict(self) -> dict[str, Any]:
        return _jsonable(asdict(self))

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> "AuditSettings":
        return _build(cls, data or {}, "settings")


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _jsonable(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(item) for item in value]
    return value


# settings earlier versions wrote that no longer mean anything: an old audit file still opens
RETIRED = {"halting": {"patience", "early_halt_width", "early_safe_alc", "early_serious_alc"}}


def _build(cls: type, data: dict[str, Any], where: str) -> Any:
    if not isinstance(data, dict):
        raise ValueError(f"{where} must be an object, got {type(data).__name__}")
    hints = get_type_hints(cls)
    known = {f.name for f in fields(cls)}
    retired = RETIRED.get(where.removeprefix("settings."), set())
    data = {key: value for key, value in data.items() if key not in retired}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ValueError(f"unknown setting {where}.{unknown[0]} (known: {', '.join(sorted(known))})")
    return cls(**{name: _coerce(value, hints[name], f"{where}.{name}") for name, value in data.items()})


def _coerce(value: Any, hint: Any, where: str) -> Any:
    """`value` as the annotated type, or a ValueError naming the setting."""
    if is_dataclass(hint):
        return _build(hint, value, where)
    origin, args = get_origin(hint), get_args(hint)
    if origin is Literal:
        if value not in args:
            raise ValueError(f"{where} must be one of {', '.join(map(repr, args))}, got {value!r}")
        return value
    if origin in (UnionType, Union):
        if value is None and type(None) in args:
            return None
        return _coerce(value, next(a for a in args if a is not type(None)), where)
    if origin is tuple:
        item = args[0]
        if not isinstance(value, (list, tuple)):
            raise ValueError(f"{where} must be a list of {'names' if item is str else 'numbers'}, got {value!r}")
        return tuple(_coerce(v, item, f"{where}[{i}]") for i, v in enumerate(value))
    if origin is dict:
        if not isinstance(value, dict):
            raise ValueError(f"{where} must be an object, got {value!r}")
        return dict(value)
    if hint is bool and isinstance(value, bool):
        return value
    if hint is int and isinstance(value, (int, float)) and not isinstance(value, bool) and float(value).is_integer():
        return int(value)
    if hint is float and isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
        return float(value)
    if hint is str and isinstance(value, str):
        return value
    raise ValueError(f"{where} must be {getattr(hint, '__name__', hint)}, got {value!r}")


def _check_ranges(settings: AuditSettings) -> None:
    m, h, b, t, s = settings.measures, settings.halting, settings.baseline, settings.targets, settings.secret
    ms = settings.membership
    checks = [
        (0 < m.confidence < 1, "measures.confidence must lie strictly between 0 and 1"),
        (0 < m.max_ci_width <= 1, "measures.max_ci_width must lie in (0, 1]"),
        (m.prc_alpha > 0, "measures.prc_alpha must be positive"),
        (0 < m.prc_r_min < 1, "measures.prc_r_min must lie strictly between 0 and 1"),
        (0 <= m.alc_abs_weight <= 1, "measures.alc_abs_weight must lie in [0, 1]"),
        (m.at_risk_from <= m.serious_from, "measures.at_risk_from must not exceed serious_from"),
        (m.verdict_from in ("worse", "alc"), "measures.verdict_from must be 'worse' or 'alc'"),
        (0 < m.pi_min_coverage <= 1, "measures.pi_min_coverage must lie in (0, 1]"),
        (h.batch_size >= 1, "halting.batch_size must be at least 1"),
        (h.max_attempts is None or h.max_attempts >= 1, "halting.max_attempts must be at least 1 or null"),
        (h.time_budget_seconds is None or h.time_budget_seconds >= 0, "halting.time_budget_seconds must not be negative"),
        (h.min_gain >= 0, "halting.min_gain must not be negative"),
        (h.alc_tolerance > 0, "halting.alc_tolerance must be positive"),
        (1 <= settings.repeats <= 100, "repeats must lie between 1 and 100"),
        (0 <= settings.seed < 2**63, "seed must be a whole number from 0 to 2^63 - 1"),
        (1 <= m.cross_fit_folds <= 100, "measures.cross_fit_folds must lie between 1 and 100"),
        (b.selection_rows >= 20, "baseline.selection_rows must be at least 20"),
        (b.block_size >= 1, "baseline.block_size must be at least 1"),
        (0 < b.block_fraction <= 1, "baseline.block_fraction must lie in (0, 1]"),
        (b.max_train_rows >= 10, "baseline.max_train_rows must be at least 10"),
        (t.mode in ("random", "pre-targeted"), "targets.mode must be 'random' or 'pre-targeted'"),
        (t.mode == "random" or t.selector, "targets.selector is required in pre-targeted mode"),
        (t.recall_scope in ("targets", "population"), "targets.recall_scope must be 'targets' or 'population'"),
        (t.max_dominant_fraction is None or 0 < t.max_dominant_fraction <= 1,
         "targets.max_dominant_fraction must lie in (0, 1] or be null"),
        (s.continuous in ("bins", "tolerance"), "secret.continuous must be 'bins' or 'tolerance'"),
        (2 <= s.bins <= MAX_BINS, f"secret.bins must lie between 2 and {MAX_BINS}"),
        (s.tolerance > 0, "secret.tolerance must be positive"),
        (settings.max_categories >= 1, "max_categories must be at least 1"),
        (len(ms.skews) > 0 and all(k > 0 for k in ms.skews), "membership.skews must be positive numbers of non-members per member"),
        (len(ms.fpr_levels) > 0 and all(0 < f < 1 for f in ms.fpr_levels), "membership.fpr_levels must lie strictly between 0 and 1"),
        (ms.targets == "all" or ms.count >= 1, "membership.count must be at least 1"),
        (ms.targets != "pre-targeted" or ms.selector, "membership.selector is required when membership.targets is 'pre-targeted'"),
        (0 < ms.reference_fraction < 1, "membership.reference_fraction must lie strictly between 0 and 1"),
        (ms.top_claims >= 0, "membership.top_claims must not be negative"),
        (settings.limits.attack_seconds is None or settings.limits.attack_seconds > 0,
         "limits.attack_seconds must be positive or null"),
        (settings.limits.memory_mb is None or settings.limits.memory_mb >= 0, "limits.memory_mb must not be negative"),
    ]
    for ok, message in checks:
        if not ok:
            raise ValueError(message)
