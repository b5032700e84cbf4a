"""How a field is declared once and read everywhere: its words, its range, its type.

A settings dataclass declares each field with `setting(...)`: the default, the words an officer reads
(label, help, unit, what null stands for) and, for a number, its range. From that one declaration
come the engine's checks (`build`, `check_fields`), the audit file's JSON Schema (`object_schema`),
the command line's `--set NAME=VALUE` (`parse_text`) and the window's fields
(`infos`); none can accept what another refuses, and none words a setting differently.

A plugin's `Parameter` (anonguard.plugins.api) is a field of the same schema: its `info` is a `SettingInfo`, so
its values are parsed, coerced and checked (`SettingInfo.read`), described (`SettingInfo.schema`) and shown in
the window by the same code as the settings'. This module sits below the plugins for that reason.

The audit file's sections of the kinds (membership, identity, re-identification) are declared the same way:
`build` reads them, `dump` writes them and `object_schema` describes them. Their names are `Name`s (a
non-empty text), and their table references and plugin choices are value types that read and write
themselves (`from_json`, `to_json`, `json_schema`).

`type_schema` is the one conversion of a type hint to JSON Schema: the results' declarations
(anonguard.engine.result_fields) use it too, so a type reads the same wherever the audit file holds it.
"""

from __future__ import annotations

import difflib
import json
import math
from dataclasses import MISSING, dataclass, field, fields, is_dataclass
from enum import Enum
from types import UnionType
from typing import Annotated, Any, Callable, Literal, Union, get_args, get_origin, get_type_hints

Path = tuple[str, ...]


class Name(str):
    """As a type hint: a column, release or plugin name in an audit file, a non-empty text."""


@dataclass(frozen=True)
class Range:
    """Where a number setting may lie; `open` ends exclude their bound. None stays allowed for a
    setting that may be null."""

    low: float | None = None
    high: float | None = None
    low_open: bool = False
    high_open: bool = False

    def holds(self, value: float) -> bool:
        """Whether `value` lies in the range."""
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
    if value is None:
        return ""
    if value == 2**63 - 1:
        return "2^63 - 1"
    return f"{int(value):,}" if float(value).is_integer() and abs(value) >= 10_000 else f"{value:g}"


def setting(default: Any, label: str, help: str, *, unit: str = "", null: str = "", low: float | None = None,
            high: float | None = None, low_open: bool = False, high_open: bool = False,
            omit_empty: bool = False) -> Any:
    """A dataclass field: `default` (a type such as `dict` for a fresh empty one), the officer's words for
    it, and for a number the range its values must lie in. `null` says what a null value stands for;
    `omit_empty`: an empty value is left out of the file written (a field newer files add)."""
    metadata = {"label": label, "help": help, "unit": unit, "null": null, "omit_empty": omit_empty}
    if low is not None or high is not None:
        metadata["range"] = Range(low, high, low_open, high_open)
    if isinstance(default, type):
        return field(default_factory=default, metadata=metadata)
    return field(default=default, metadata=metadata)


@dataclass(frozen=True)
class SettingInfo:
    """One field (a setting, a field of an audit file's section, a plugin's parameter) as every front end
    shows it, and the one place its values are read and checked."""

    path: Path
    label: str
    help: str
    unit: str
    null: str  # what null stands for; "" when the setting may not be null
    range: Range | None
    choices: tuple[Any, ...]  # the words it may be, for a setting that is one of a few
    default: Any
    hint: Any
    advanced: bool = False  # shown in a form's collapsed "Advanced" section
    applies_when: tuple[str, tuple[Any, ...]] | None = None  # another field and the values under which this one matters

    @property
    def name(self) -> str:
        return ".".join(self.path)

    def default_text(self) -> str:
        """The default as typed on a command line: 0.95, none, 1,2,5, false."""
        value = self.default
        if value is None:
            return "none"
        if isinstance(value, (tuple, list)):
            return ",".join(f"{v:g}" if isinstance(v, float) else str(v) for v in value) or "(empty)"
        if isinstance(value, (bool, dict)):
            return json.dumps(value)
        return f"{value:g}" if isinstance(value, float) else str(value)

    def kind(self) -> str:
        """'number', 'whole number', 'yes/no', 'list of numbers', ... for a help text."""
        hint = _required(self.hint)
        origin, args = get_origin(hint), get_args(hint)
        if origin is Literal:
            return " | ".join(map(str, args))
        if origin in (tuple, list):
            return "list of names" if args[0] in (str, Name) else "list of numbers" if args[0] in (int, float) \
                else "JSON list"
        if origin is dict or _reads_itself(hint):
            return "JSON object"
        return {bool: "true/false", int: "whole number", float: "number", str: "name", Name: "name"}[hint]

    def read(self, value: Any, where: str = "") -> Any:
        """`value` as this field holds it, or a ValueError naming `where` (else the field), what it must be and
        what was given. Text (from a command line or a form's text box) is parsed first (`parse_text`)."""
        where = where or self.name
        if isinstance(value, str):
            value = parse_text(value, self.hint)
        value = coerce(value, self.hint, where)
        self.check(value, where)
        return value

    def check(self, value: Any, where: str = "") -> None:
        """A ValueError unless `value` (of the field's type) lies in its range and among its choices."""
        where = where or self.name
        if self.range is not None and value is not None and not self.range.holds(value):
            raise ValueError(f"{where} {self.range.words()}" + (f" (or none: {self.null})" if self.null else "")
                             + f", got {value!r}")
        if self.choices and value not in self.choices:
            raise ValueError(_not_one_of(where, self.choices, value))

    def schema(self) -> dict[str, Any]:
        """The field's JSON Schema: title, description, type, choices, range and default."""
        schema = {"title": self.label, "description": self.help + (f" Null: {self.null}." if self.null else ""),
                  **type_schema(self.hint)}
        if self.range is not None:
            for bound, key, is_open in ((self.range.low, "minimum", self.range.low_open),
                                        (self.range.high, "maximum", self.range.high_open)):
                if bound is not None:
                    schema["exclusive" + key.capitalize() if is_open else key] = bound
        schema["default"] = jsonable(self.default)
        return schema


def infos(cls: type, where: Path = ()) -> list[SettingInfo]:
    """Every leaf setting of the dataclass `cls`, nested sections included, in declaration order."""
    found, hints = [], get_type_hints(cls)
    for item in fields(cls):
        hint = hints[item.name]
        if is_dataclass(hint):
            found += infos(hint, where + (item.name,))
            continue
        found.append(_info(item, hint, where + (item.name,)))
    return found


def _info(item: Any, hint: Any, path: Path) -> SettingInfo:
    """The declared dataclass field `item` of type `hint`."""
    meta = item.metadata
    default = item.default if item.default is not MISSING else item.default_factory()
    choices = get_args(hint) if get_origin(hint) is Literal else ()
    return SettingInfo(path, meta["label"], meta["help"], meta["unit"], meta["null"], meta.get("range"), choices,
                       default, hint)


YES, NO = ("true", "yes", "on", "1"), ("false", "no", "off", "0")


def parse_text(text: str, hint: Any) -> Any:
    """A value typed on a command line or in a form, as the field's type: `none` (or `null`) for a field that
    may be null; the text itself for a text or a choice of words; yes/no, on/off, true/false or 1/0 for a
    yes-or-no field; a comma-separated list for a list of numbers or names; else JSON where it reads as JSON (0.99, [1, 2])
    and the text itself where it does not (refused by `coerce`, which names what was typed)."""
    required = _required(hint)
    words = text.strip().lower()
    if words in ("null", "none") and (required is not hint or hint is Any):
        return None
    if required in (str, Name) or (get_origin(required) is Literal
                                   and all(isinstance(a, str) for a in get_args(required))):
        return text
    if required is bool and words in YES + NO:
        return words in YES
    origin, args = get_origin(required), get_args(required)
    if (origin is tuple or (origin is list and args[0] in (str, Name, int, float))) \
            and not text.lstrip().startswith("["):
        return [parse_text(part, args[0]) for part in text.split(",") if part.strip()]
    try:
        return json.loads(text)
    except ValueError:
        return text


def unknown_name(name: str, names: list[str], noun: str = "setting") -> str:
    """Why `name` is no field among `names`: the section's fields when it names a section, else the names
    closest to it."""
    inside = [known for known in names if known.startswith(name + ".")]
    if inside:
        return f"{name!r} is a section of {noun}s: name one of {', '.join(inside)}"
    close = difflib.get_close_matches(name, names, n=3)
    return f"unknown {noun} {name!r}" + (f" (did you mean {' or '.join(close)}?)" if close else "") + \
        "; 'anonguard settings' lists them all"


def _required(hint: Any) -> Any:
    """The type of a setting that may be null, without the null."""
    if get_origin(hint) in (UnionType, Union):
        return next(a for a in get_args(hint) if a is not type(None))
    return hint


def build(cls: type, data: dict[str, Any], where: str, retired: dict[str, set[str]], noun: str = "setting") -> Any:
    """`cls` from an audit file's object, unknown keys refused (keys in `retired` read and ignored)."""
    if not isinstance(data, dict):
        raise ValueError(f"{where} must be an object, got {type(data).__name__}")
    hints = get_type_hints(cls)
    known = {f.name for f in fields(cls)}
    data = {key: value for key, value in data.items() if key not in retired.get(where.partition(".")[2], set())}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ValueError(f"unknown {noun} {where}.{unknown[0]} (known: {', '.join(sorted(known))})")
    return cls(**{name: _coerce_or_build(value, hints[name], f"{where}.{name}", retired)
                  for name, value in data.items()})


def _coerce_or_build(value: Any, hint: Any, where: str, retired: dict[str, set[str]]) -> Any:
    return build(hint, value, where, retired) if is_dataclass(hint) and not _reads_itself(hint) else \
        coerce(value, hint, where)


def _reads_itself(hint: Any) -> bool:
    """A value type of the audit file (a table reference, a plugin choice) that reads and writes itself."""
    return isinstance(hint, type) and hasattr(hint, "from_json")


def coerce(value: Any, hint: Any, where: str) -> Any:
    """`value` as the annotated type, or a ValueError naming the setting."""
    origin, args = get_origin(hint), get_args(hint)
    if origin is Literal:
        if value not in args:
            raise ValueError(_not_one_of(where, args, value))
        return value
    if origin in (UnionType, Union):
        if value is None and type(None) in args:
            return None
        return coerce(value, _required(hint), where)
    if origin is tuple:
        item = args[0]
        if not isinstance(value, (list, tuple)):
            raise ValueError(f"{where} must be a list of {'names' if item is str else 'numbers'}, got {value!r}")
        return tuple(coerce(v, item, f"{where}[{i}]") for i, v in enumerate(value))
    if origin is list:
        if not isinstance(value, list):
            raise ValueError(f"{where} must be a list, got {value!r}")
        return [coerce(v, args[0], f"{where}[{i}]") for i, v in enumerate(value)]
    if origin is dict:
        if not isinstance(value, dict):
            raise ValueError(f"{where} must be an object, got {value!r}")
        if args and args[1] is not Any:
            return {coerce(k, args[0], where): coerce(v, args[1], f"{where}.{k}") for k, v in value.items()}
        return dict(value)
    if _reads_itself(hint):
        return hint.from_json(value, where)
    if hint is Name:
        if not isinstance(value, str) or not value:
            raise ValueError(f"{where} must be a non-empty string, got {value!r}")
        return value
    if hint is bool and isinstance(value, bool):
        return value
    if hint is int and isinstance(value, (int, float)) and not isinstance(value, bool) and float(value).is_integer():
        return int(value)
    if hint is float and isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
        return float(value)
    if hint is str and isinstance(value, str):
        return value
    words = {bool: "true or false", int: "a whole number", float: "a number", str: "text"}.get(hint, hint)
    raise ValueError(f"{where} must be {words}, got {value!r}")


def _not_one_of(where: str, choices: tuple[Any, ...], value: Any) -> str:
    return f"{where} must be one of {', '.join(map(repr, choices))}, got {value!r}"


def check_fields(settings: Any, where: Path = ()) -> None:
    """Every field of `settings` within its declared range and among its choices, a refusal naming it as `--set`
    does: under `where` for an audit file's section (membership.population)."""
    for info in infos(type(settings), where):
        value = settings
        for part in info.path[len(where):]:
            value = getattr(value, part)
        info.check(value)


def object_schema(cls: type, retired: dict[str, set[str]], where: str = "") -> dict[str, Any]:
    """The JSON Schema of `cls` as an audit file writes it: types, choices, ranges, defaults, titles and
    descriptions; unknown keys refused, `retired` ones accepted."""
    hints = get_type_hints(cls)
    properties: dict[str, Any] = {name: {"description": "retired: read and ignored"}
                                  for name in sorted(retired.get(where, ()))}
    for item in fields(cls):
        hint = hints[item.name]
        if is_dataclass(hint):
            schema = object_schema(hint, retired, item.name)
            schema = {"description": " ".join((hint.__doc__ or "").split()), **schema}
        else:
            schema = _info(item, hint, (item.name,)).schema()
        properties[item.name] = schema
    return {"type": "object", "properties": properties, "additionalProperties": False}


def dump(value: Any, write_ref: Callable[[Any], Any]) -> Any:
    """A declared section (or any value in one) as the audit file holds it; `write_ref` writes a table reference
    (its path relative to the audit file)."""
    if _reads_itself(type(value)):
        return value.to_json(write_ref)
    if is_dataclass(value):
        return {item.name: dump(getattr(value, item.name), write_ref) for item in fields(value)
                if not (item.metadata.get("omit_empty") and not getattr(value, item.name))}
    if isinstance(value, dict):
        return {key: dump(item, write_ref) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [dump(item, write_ref) for item in value]
    return value


def jsonable(value: Any) -> Any:
    """Tuples as lists, all the way down: what JSON holds."""
    if isinstance(value, dict):
        return {key: jsonable(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(item) for item in value]
    return value


def type_schema(hint: Any) -> dict[str, Any]:
    """The JSON Schema of a value of type `hint` as an audit file holds it, for a setting, a section's field, a
    plugin's parameter and a result alike (one conversion, so a type reads the same in every part of the file):
    `X | None` as X or null, a `Literal` or an enumeration as its values, a tuple of fixed length as an array of
    that length, a `Name` as non-empty text, a value type as its own `json_schema()`, and `Annotated` keywords
    (a count's minimum) added to its type's."""
    origin, args = get_origin(hint), get_args(hint)
    if origin is Annotated:
        return {**type_schema(args[0]), **dict(hint.__metadata__)}
    if origin in (UnionType, Union):
        kept = [arg for arg in args if arg is not type(None)]
        if len(kept) == len(args):
            return {"anyOf": [type_schema(arg) for arg in kept]}
        return _or_null(type_schema(kept[0] if len(kept) == 1 else Union[tuple(kept)]))
    if origin is Literal:
        return {"enum": list(args)}
    if isinstance(hint, type) and issubclass(hint, Enum):
        return {"enum": [member.value for member in hint]}
    if origin in (tuple, list):
        schema: dict[str, Any] = {"type": "array", "items": type_schema(args[0])}
        if origin is tuple and Ellipsis not in args:
            schema.update(minItems=len(args), maxItems=len(args))
        return schema
    if origin is dict:
        return {"type": "object", **({"additionalProperties": type_schema(args[1])} if args[1] is not Any else {})}
    if hasattr(hint, "json_schema"):
        return hint.json_schema()
    if hint is Name:
        return {"type": "string", "minLength": 1}
    return {} if hint is Any else {"type": _JSON_TYPES[hint]}


_JSON_TYPES = {bool: "boolean", int: "integer", float: "number", str: "string", list: "array", dict: "object"}


def _or_null(schema: dict[str, Any]) -> dict[str, Any]:
    """`schema`, or null."""
    if "type" in schema:
        kinds = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        return {**schema, "type": [*kinds, "null"]}
    if "enum" in schema:
        return {**schema, "enum": [*schema["enum"], None]}
    return {"anyOf": [schema, {"type": "null"}]}
