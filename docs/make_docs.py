"""Write what the docs, the schema and the translations derive from the code: docs/hooks.md (the
plugin authors' hook reference, from the contract), the `settings` part of the audit.json schema and
anonguard/gui/setting_words.py (the settings' words the window shows, marked for pyside6-lupdate),
both from the settings' declarations. `make docs` runs it; tests/test_hook_reference.py and
tests/test_settings_schema.py fail while any is out of date."""

from __future__ import annotations

import json
from pathlib import Path

from anonguard.engine.settings import setting_info, settings_schema
from anonguard.plugins.reference import hook_reference
from anonguard.resources import resources_dir

DOCS = Path(__file__).resolve().parent
SCHEMA = resources_dir() / "report" / "audit.schema.json"
WORDS = DOCS.parent / "anonguard" / "gui" / "setting_words.py"


def schema_with_settings() -> str:
    """The audit.json schema as stored, its `settings` written from the code."""
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    schema["properties"]["settings"] = {**settings_schema(), "required": ["measures", "halting", "seed"]}
    return json.dumps(schema, indent=1, ensure_ascii=False) + "\n"


def setting_words() -> str:
    """The source of anonguard/gui/setting_words.py: every word of a setting the window shows."""
    from anonguard.gui.scenario_page import SHOWN

    lines = ['"""The words of the settings the window shows, from their declarations in anonguard/engine/settings.py,',
             'marked for pyside6-lupdate (context "Settings"); the window translates them where it shows them.',
             'Written by `make docs` (docs/make_docs.py): not imported, not edited by hand."""', "",
             "from PySide6.QtCore import QT_TRANSLATE_NOOP", "", "WORDS = ("]
    for key in SHOWN:
        info = setting_info(key)
        lines.append(f"    # {info.name}")
        lines += [f"    QT_TRANSLATE_NOOP({'Settings'!r}, {text!r})," for text in (info.label, info.help, info.unit, info.null)
                  if text]
    return "\n".join(lines + [")", ""])


if __name__ == "__main__":
    WORDS.write_text(setting_words(), encoding="utf-8")
    (DOCS / "hooks.md").write_text(hook_reference(), encoding="utf-8")
    SCHEMA.write_text(schema_with_settings(), encoding="utf-8")
    print(f"wrote {DOCS / 'hooks.md'}, the settings of {SCHEMA} and {WORDS}")
