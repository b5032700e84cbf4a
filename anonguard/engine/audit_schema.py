"""The JSON Schema of `audit.json`, whole, from what writes each part: the header `Audit.header` writes (declared
here, beside it), the settings and the audit file from their field declarations, each kind's results from its
result type and its audit-wide result from its `whole_result`, and the parts other layers add (the report's
`privacy`). `docs/make_docs.py` writes it to anonguard/resources/report/audit.schema.json, which the report
reader checks every audit.json against; so no part of the schema is kept by hand, and none can drift from
what an audit writes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from anonguard.data.columns import CATEGORICAL, CONTINUOUS
from anonguard.data.encoding import RARE_LIMIT
from anonguard.engine.kind import AuditKind
from anonguard.engine.kinds import saved_kind
from anonguard.engine.outcome import Status
from anonguard.engine.result_fields import Count, result_schema
from anonguard.engine.settings import settings_schema
from anonguard.engine.sources import InputFile
from anonguard.engine.spec import FORMAT, sections_schema
from anonguard.fields import type_schema

# what every result holds, of whatever kind: all a result is checked for when its kind describes no shape
EVERY_RESULT = {
    "description": "A result of a kind of audit a plugin adds: what every result has; the rest is the kind's own.",
    "type": "object", "required": ["kind", "release", "attack_id", "status"],
    "properties": {"kind": {"type": "string", "minLength": 1}, "release": {"type": "string"},
                   "attack_id": {"type": "string"}, "status": type_schema(Status)},
}
OTHER_KIND = "other_kind"  # its name among the schema's definitions


def header_schema() -> tuple[dict[str, Any], list[str]]:
    """The schema of each part of `Audit.header`, and the parts every file holds."""
    strings = type_schema(list[str])
    properties = {
        "tool": {"type": "object", "required": ["name", "version", "plugin_contract"],
                 "properties": {"name": {"const": "anonguard"}, "version": {"type": "string"},
                                "plugin_contract": {"type": "integer"}}},
        "created": {"type": "string", "format": "date-time"},
        "inputs": {"type": "array", "items": result_schema(InputFile)},
        "settings": {**settings_schema(), "required": ["measures", "halting", "seed"]},
        "audit": {"type": "object", "required": ["format", "original", "releases"],
                  "properties": {"format": {"const": FORMAT}, **sections_schema()}},
        "kinds": {"type": "object", "additionalProperties": {"enum": [CATEGORICAL, CONTINUOUS]}},
        "secrets": {"type": "object", "additionalProperties": {  # SecretCodec.describe
            "type": "object", "required": ["mode", "labels"],
            "properties": {"mode": {"enum": ["categorical", "bins", "tolerance"]},
                           "bin_edges": type_schema(list[float | None] | None), "tolerance": type_schema(float | None),
                           "labels": strings, "counts": type_schema(list[Count])}}},
        "plugins": {"type": "array", "items": {"type": "object", "required": ["name", "version", "hooks"],
                                               "properties": {"name": {"type": "string"}, "version": {"type": "string"},
                                                              "hooks": strings}}},
        "plugin_problems": {"type": "array", "items": {"type": "object"}},
        "halt_reasons": type_schema(dict[str, str]),
        "warnings": strings,
        "rare_labels": {
            "description": f"Unredacted audits only: categories of the original held by fewer than {RARE_LIMIT:,} "
                           "rows, with their counts; a report withholds those below its threshold wherever they are "
                           "quoted. Removed by redaction.",
            "type": "object", "additionalProperties": {"type": "integer", "minimum": 1}},
    }
    return properties, [name for name in properties if name != "rare_labels"]


def results_schema(kinds: Sequence[AuditKind]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The schema of `results`, checking each result by the shape its kind names (a result without a kind is of
    the kind files written before kinds hold), and the shapes by kind; a kind without a described result type
    (a plugin's) is checked for what every result has."""
    shapes = {kind.name: kind.result_type.json_schema() for kind in kinds
              if kind.result_type is not None and hasattr(kind.result_type, "json_schema")}
    chosen: dict[str, Any] = {"$ref": f"#/$defs/{OTHER_KIND}"}
    for name in reversed(shapes):
        named = {"properties": {"kind": {"const": name}}, **({} if name == saved_kind({}) else {"required": ["kind"]})}
        chosen = {"if": named, "then": {"$ref": f"#/$defs/{name}"}, "else": chosen}
    described = {"type": "array", "items": chosen,
                 "description": "Every result, validated by the shape its kind names (a result without a kind is an "
                                f"{saved_kind({})} result, as files written before kinds hold)."}
    return described, {**shapes, OTHER_KIND: EVERY_RESULT}


def audit_schema(kinds: Sequence[AuditKind], added: Mapping[str, dict[str, Any]]) -> dict[str, Any]:
    """The whole schema of `audit.json` as the `kinds` write it, with the parts `added` by other layers (every
    file holds them)."""
    properties, required = header_schema()
    results, shapes = results_schema(kinds)
    wholes = {kind.section: kind.whole_result.json_schema() for kind in kinds
              if kind.whole_result is not None and kind.section and hasattr(kind.whole_result, "json_schema")}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "anonguard-audit-result",
        "title": "AnonGuard audit result (audit.json)",
        "description": "What an audit produced: provenance, every setting, and one entry per result of each kind of "
                       "audit. Written by 'anonguard audit', the report exporter and the desktop application; read by "
                       "'anonguard report'.",
        "type": "object",
        "required": [*required, "results", *added],
        "properties": {**properties, **added, "results": results, **wholes},
        "$defs": shapes,
    }
