"""Write what the docs and the schema derive from the code: docs/hooks.md (the plugin authors' hook
reference, from the contract) and the `settings` part of the audit.json schema (from the settings'
dataclasses). `make docs` runs it; tests/test_hook_reference.py and tests/test_settings_schema.py
fail while either is out of date."""

from __future__ import annotations

import json
from pathlib import Path

from anonguard.engine.settings import settings_schema
from anonguard.plugins.reference import hook_reference
from anonguard.resources import resources_dir

DOCS = Path(__file__).resolve().parent
SCHEMA = resources_dir() / "report" / "audit.schema.json"


def schema_with_settings() -> str:
    """The audit.json schema as stored, its `settings` written from the code."""
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    schema["properties"]["settings"] = {**settings_schema(), "required": ["measures", "halting", "seed"]}
    return json.dumps(schema, indent=1, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    (DOCS / "hooks.md").write_text(hook_reference(), encoding="utf-8")
    SCHEMA.write_text(schema_with_settings(), encoding="utf-8")
    print(f"wrote {DOCS / 'hooks.md'} and the settings of {SCHEMA}")
