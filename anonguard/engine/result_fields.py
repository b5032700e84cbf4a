"""How a result says what `audit.json` holds of it, so the file's JSON Schema changes where the result does.

A result's dataclass declares each field it writes with `result_field(...)`: what the value means and, where the
written value is not plainly its name and type, the key it is written under, whether every file holds it, and
schema keywords its type does not say (the keys of a dict, an item's bound). `result_schema` makes the JSON
Schema of what `to_dict` writes from those declarations and the type hints, each converted by the settings' own
`anonguard.fields.type_schema`: `Count` for a number of records or attempts, `Literal` for words from a fixed
set, a class with `json_schema()` for a value that describes itself.
A field declared without `result_field` (an in-memory register, a value written flat under other keys) is not
described; keys written beside the fields (a property) come as `written`. `docs/make_docs.py` assembles the whole
`audit.schema.json` from these (`anonguard.engine.audit_schema`); the report reader checks a file against it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, field, fields
from typing import Annotated, Any, get_type_hints

from anonguard.fields import type_schema

# a type's own schema keywords travel in `Annotated` as (keyword, value) pairs (hashable, so the type can be unioned)
Count = Annotated[int, ("minimum", 0)]  # a number of records, attempts or claims: never negative
Share = Annotated[float, ("minimum", 0), ("maximum", 1)]  # a share of records or a rate
Written = tuple[dict[str, Any], bool]  # a key written beside the fields: its schema, and whether every file holds it


def result_field(description: str, default: Any = MISSING, *, factory: Callable[[], Any] | None = None,
           key: str | None = None, required: bool = True, extra: Mapping[str, Any] | None = None,
           items: Mapping[str, Any] | None = None, schema: Mapping[str, Any] | None = None) -> Any:
    """A result's dataclass field as `audit.json` holds it: its `description`, the `key` it is written under
    (its name if None), whether every file holds it (`required`: False for a field newer files add), schema
    keywords added to its type's (`extra`) and to its items' (`items`), or its whole `schema` when the type
    does not say what is written (a frame written as columns; `{}` for a value the file does not check)."""
    metadata = {"description": description, "key": key, "required": required, "extra": dict(extra or {}),
                "items": dict(items or {}), "schema": None if schema is None else dict(schema)}
    if factory is not None:
        return field(default_factory=factory, metadata=metadata)
    return field(default=default, metadata=metadata)


def result_schema(cls: type, written: Mapping[str, Written] | None = None) -> dict[str, Any]:
    """The JSON Schema of what `cls.to_dict` writes, from the fields declared with `result_field` and the keys
    `written` beside them; a result of a kind (`cls.kind`) holds that kind's name."""
    hints = get_type_hints(cls, include_extras=True)
    properties: dict[str, Any] = {}
    required: list[str] = []
    kind = getattr(cls, "kind", None)
    if kind is not None:
        properties["kind"], required = {"const": str(kind)}, ["kind"]
    declared = {}
    for item in fields(cls):
        meta = item.metadata
        if "description" not in meta:
            continue
        schema = meta["schema"] if meta["schema"] is not None else {**type_schema(hints[item.name]), **meta["extra"]}
        if meta["items"]:
            schema = {**schema, "items": {**schema["items"], **meta["items"]}}
        words = {"description": meta["description"]} if meta["description"] else {}
        declared[meta["key"] or item.name] = ({**schema, **words}, meta["required"])
    for key, (schema, needed) in {**declared, **(written or {})}.items():
        properties[key] = schema
        required += [key] if needed else []
    return {"type": "object", "description": " ".join((cls.__doc__ or "").split()), "required": required,
            "properties": properties}


class Described:
    """A record of audit.json (a result, the report's privacy) whose fields, declared with `result_field`,
    describe all its `to_dict` writes."""

    @classmethod
    def json_schema(cls) -> dict[str, Any]:
        """The schema of what `to_dict` writes, from the declared fields (the report reader checks files by it)."""
        return result_schema(cls)
