"""Every choice the papers leave open, as a documented setting with the product's default.

Settings are plain dataclasses so an audit file, the CLI and the GUI read and write the
same thing; `AuditSettings.from_dict` rejects unknown keys with a message naming them.
A setting's range is declared once, on its field (`within`): the engine's checks, the
window's fields (`range_of`) and the audit file's JSON Schema (`settings_schema`) are all
derived from it. Checks that relate two settings stay in `_check_ranges`.
"""

from __future__ import annotations

import math
from dataclasses import MISSING, asdict, dataclass, field, fields, is_dataclass
from types import UnionType
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from anonguard.engine.measures import RiskBands


@dataclass(frozen=True)
class Range:
    """Where a number setting may lie; `open` ends exclude their bound. None stays allowed for a
    setting that may be null."""

    low: float | None = None
    high: float | None = None
    low_open: bool = False
    high_open: bool = False

    def holds(self, value: float) -> bool:
        return ((self.low is None or (value > self.low if self.low_open else value >= self.low))
                and (self.high is None or (value < self.high if self.high_open else value <= self.high)))

    def words(self) -> str:
        """'must lie between 1 and 100', 'must be positive', ... as the messages say it."""
        low, high = _number(self.low), _number(self.high)
        if self.low is not None and self.high is not None:
            if self.low_open and self.high_open:
                return f"must lie strictly between {low} and {high}"
            if not self.low_open and not self.high_open:
                return f"must lie between {low} and {high}"
            return f"must lie in {'(' if self.low_open else '['}{low}, {high}{')' if self.high_open else ']'}"
        if self.low is not None:
            if self.low == 0:
                return "must be positive" if self.low_open else "must not be negative"
            return f"must be {'more than' if self.low_open else 'at least'} {low}"
        return f"must be {'less than' if self.high_open else 'at most'} {high}"


def _number(value: float | None) -> str:
    return "" if value is None else "2^63 - 1" if value == 2**63 - 1 else f"{value:g}"


def within(default: Any, low: float | None = None, high: float | None = None, *, low_open: bool = False,
           high_open: bool = False) -> Any:
    """A dataclass field with `default` whose values must lie in the range given."""
    return field(default=default, metadata={"range": Range(low, high, low_open, high_open)})


@dataclass(frozen=True)
class MeasureSettings:
    """How precision, PRC and ALC are computed (003 §3.5, §4)."""

    confidence: float = within(0.95, 0.5, 0.9999)  # of the Wilson interval around each precision
    max_ci_width: float = within(0.1, 0, 1, low_open=True)  # a (P, R) pair is significant when its interval is narrower
    prc_alpha: float = within(3.0, 0, low_open=True)
    prc_r_min: float = within(1e-4, 0, 1, low_open=True, high_open=True)
    alc_abs_weight: float = within(0.0, 0, 1)  # 0 = relative ALC (default), 1 = absolute difference
    at_risk_from: float = within(0.5, -1, 1)
    serious_from: float = within(0.7, -1, 1)
    cross_fit_folds: int = within(5, 1, 100)  # operating points are chosen on the other folds' attempts (1: in-sample)
    verdict_from: Literal["worse", "alc"] = "worse"  # worse of ALC and equal-coverage improvement, or ALC alone
    pi_min_coverage: float = within(0.01, 0, 1, low_open=True)  # equal-coverage improvements count from this share of targets on

    @property
    def bands(self) -> RiskBands:
        return RiskBands(self.at_risk_from, self.serious_from)


@dataclass(frozen=True)
class HaltingSettings:
    """When to stop attacking targets (003 §5.1)."""

    time_budget_seconds: float | None = within(300.0, 0)  # attack every target when that fits in this time; null: always; 0: never
    batch_size: int = within(50, 1)  # attempts of the first batch; later batches grow with the attempts made
    min_gain: float = within(0.01, 0)  # a best PRC rising more than this since half the attempts keeps the run going
    alc_tolerance: float = within(0.1, 0, low_open=True)  # a halted ALC lands this close to the converged one: groups that could move it more get their chance
    max_attempts: int | None = within(None, 1)  # a hard cap on attempts (null: none)


@dataclass(frozen=True)
class BaselineSettings:
    """The non-member baseline (003 §3.4, §3.7)."""

    block_size: int = within(1000, 1)  # hold-out block: at most this many rows ...
    block_fraction: float = within(0.1, 0, 1, low_open=True)  # ... and at most this share of the original
    models: tuple[str, ...] = ()  # candidate model ids; empty = every installed baseline model
    max_train_rows: int = within(100_000, 10)  # rows the chosen model is fitted on (sampled beyond this)
    selection_rows: int = within(10_000, 20)  # rows used to compare the candidates (3/4 fit, 1/4 validate)
    drop_target_duplicates: bool = False  # also drop rows identical to a target on known + secret


@dataclass(frozen=True)
class TargetSettings:
    """Which individuals are attacked (003 §3.2, §3.5)."""

    mode: Literal["random", "pre-targeted"] = "random"
    selector: str | None = None  # target-selector id, required in pre-targeted mode
    selector_params: dict[str, Any] = field(default_factory=dict)
    recall_scope: Literal["targets", "population"] = "targets"  # pre-targeted recall relative to
    max_dominant_fraction: float | None = within(0.5, 0, 1, low_open=True)  # cap on attempts holding the dominant secret value


MAX_BINS = 1000  # beyond this a bin holds a handful of people: use tolerance instead


@dataclass(frozen=True)
class SecretSettings:
    """When a prediction of a continuous secret counts as correct (DESIGN.md, Precision)."""

    continuous: Literal["bins", "tolerance"] = "bins"
    bins: int = within(20, 2, MAX_BINS)  # equal-width bins over the original's range
    tolerance: float = within(0.05, 0, low_open=True)  # relative tolerance when `continuous == "tolerance"`


@dataclass(frozen=True)
class MembershipSettings:
    """How a membership audit is run and read (000 §5, 001, 002)."""

    skews: tuple[float, ...] = (1, 2, 5, 10, 50, 100, 1000)  # non-members per member at which precision is read
    fpr_levels: tuple[float, ...] = (0.001, 0.01, 0.1)  # operating points: the best TPR at FPR up to these
    targets: Literal["all", "random", "pre-targeted"] = "all"  # which members and non-members are scored
    count: int = within(1000, 1)  # random targets: this many members and this many non-members
    selector: str | None = None  # target-selector id for pre-targeted mode (run on members and non-members together)
    selector_params: dict[str, Any] = field(default_factory=dict)
    reference_fraction: float = within(0.5, 0, 1, low_open=True, high_open=True)  # share of the non-members given to the attacker as auxiliary data, never scored
    top_claims: int = within(20, 0)  # the most confident individual claims listed (002: one confident claim is a breach)
    show_values: bool = False  # list the claimed records' original values (off: only their row numbers)


@dataclass(frozen=True)
class LimitSettings:
    """How far an attack may go before it is stopped and fails its own row (the others carry on)."""

    isolate: bool = True  # every attack in a process of its own; off: in the audit's process, without limits
    attack_seconds: float | None = within(1800.0, 0, low_open=True)  # an attack's fitting and predicting together; null: no limit
    memory_mb: int | None = within(None, 0)  # an attack process's memory (Linux); null: 3/4 of the machine's, 0: no limit


@dataclass(frozen=True)
class AuditSettings:
    measures: MeasureSettings = field(default_factory=MeasureSettings)
    halting: HaltingSettings = field(default_factory=HaltingSettings)
    baseline: BaselineSettings = field(default_factory=BaselineSettings)
    targets: TargetSettings = field(default_factory=TargetSettings)
    secret: SecretSettings = field(default_factory=SecretSettings)
    membership: MembershipSettings = field(default_factory=MembershipSettings)
    limits: LimitSettings = field(default_factory=LimitSettings)
    max_categories: int = within(20, 1)  # a numeric column with at most this many values is categorical
    seed: int = within(0, 0, 2**63 - 1)
    repeats: int = within(1, 1, 100)  # run the audit under this many seeds (seed, seed + 1, ...) and report the spread

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
    """Each setting within its declared range, then what relates two settings."""
    for where, value, bounds in _ranged(settings, "settings"):
        if value is not None and not bounds.holds(value):
            raise ValueError(f"{where.removeprefix('settings.')} {bounds.words()}" + (
                " or null" if _nullable(settings, where) else ""))
    for where, value, choices in _chosen(settings, "settings"):
        if value not in choices:
            raise ValueError(f"{where.removeprefix('settings.')} must be {' or '.join(map(repr, choices))}")
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


def _ranged(settings: Any, where: str) -> list[tuple[str, Any, Range]]:
    """(dotted name, value, range) of every setting with a declared range, nested ones included."""
    found = []
    for item in fields(settings):
        value = getattr(settings, item.name)
        if is_dataclass(value):
            found += _ranged(value, f"{where}.{item.name}")
        elif "range" in item.metadata:
            found.append((f"{where}.{item.name}", value, item.metadata["range"]))
    return found


def _chosen(settings: Any, where: str) -> list[tuple[str, Any, tuple]]:
    """(dotted name, value, choices) of every setting that is one of a few words."""
    found, hints = [], get_type_hints(type(settings))
    for item in fields(settings):
        value = getattr(settings, item.name)
        if is_dataclass(value):
            found += _chosen(value, f"{where}.{item.name}")
        elif get_origin(hints[item.name]) is Literal:
            found.append((f"{where}.{item.name}", value, get_args(hints[item.name])))
    return found


def _nullable(settings: AuditSettings, where: str) -> bool:
    *path, name = where.removeprefix("settings.").split(".")
    owner = type(settings)
    for part in path:
        owner = get_type_hints(owner)[part]
    return type(None) in get_args(get_type_hints(owner)[name])


def range_of(path: tuple[str, ...]) -> Range:
    """The declared range of the setting at `path` (e.g. ("measures", "confidence")), for a window's field."""
    owner: Any = AuditSettings
    for part in path[:-1]:
        owner = get_type_hints(owner)[part]
    return next(f for f in fields(owner) if f.name == path[-1]).metadata["range"]


def settings_schema() -> dict[str, Any]:
    """The JSON Schema of an audit file's `settings`, from the dataclasses: types, choices, ranges and
    defaults; unknown keys refused, settings earlier versions wrote (`RETIRED`) accepted."""
    return _object_schema(AuditSettings, "")


def _object_schema(cls: type, where: str) -> dict[str, Any]:
    hints = get_type_hints(cls)
    properties: dict[str, Any] = {name: {"description": "retired: read and ignored"}
                                  for name in sorted(RETIRED.get(where, ()))}
    for item in fields(cls):
        schema = _object_schema(hints[item.name], item.name) if is_dataclass(hints[item.name]) \
            else _type_schema(hints[item.name])
        bounds = item.metadata.get("range")
        if bounds is not None:
            for bound, key, open_key in ((bounds.low, "minimum", "exclusiveMinimum"),
                                         (bounds.high, "maximum", "exclusiveMaximum")):
                if bound is not None:
                    schema[open_key if (bounds.low_open if key == "minimum" else bounds.high_open) else key] = bound
        if item.default is not MISSING and not is_dataclass(item.default):
            schema["default"] = _jsonable(item.default)
        properties[item.name] = schema
    return {"type": "object", "properties": properties, "additionalProperties": False}


def _type_schema(hint: Any) -> dict[str, Any]:
    origin, args = get_origin(hint), get_args(hint)
    if origin is Literal:
        return {"enum": list(args)}
    if origin in (UnionType, Union):
        inner = _type_schema(next(a for a in args if a is not type(None)))
        if "type" in inner:
            inner["type"] = [inner["type"], "null"]
        else:
            inner = {"anyOf": [inner, {"type": "null"}]}
        return inner
    if origin is tuple:
        return {"type": "array", "items": _type_schema(args[0])}
    if origin is dict:
        return {"type": "object"}
    return {"type": {bool: "boolean", int: "integer", float: "number", str: "string"}[hint]}
