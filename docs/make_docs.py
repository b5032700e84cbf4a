"""Write what the docs, the schema and the translations derive from the code: docs/hooks.md (the
plugin authors' hook reference, from the contract), the audit.json schema (whole, from what writes each part),
anonguard/gui/marked_words.py (the words of settings and result columns the window shows) and
anonguard/gui/marked_messages.py (the templates of the engine's messages and the charts' words), marked for
pyside6-lupdate, from their declarations.
`make docs` runs it; tests/test_hook_reference.py, tests/test_settings_schema.py and
tests/test_messages_german.py fail while any is out of date."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from anonguard.engine.audit_schema import audit_schema
from anonguard.engine.kinds import audit_kinds
from anonguard.engine.settings import setting_info
from anonguard.engine.spec import section_info
from anonguard.plugins.reference import hook_reference
from anonguard.report.privacy import Disclosure
from anonguard.resources import resources_dir

DOCS = Path(__file__).resolve().parent
SCHEMA = resources_dir() / "report" / "audit.schema.json"
ROOT = DOCS.parent
WORDS = ROOT / "anonguard" / "gui" / "marked_words.py"
MESSAGE_WORDS = ROOT / "anonguard" / "gui" / "marked_messages.py"
# their words: context "Charts"
CHART_MODULES = ("anonguard/report/figures.py", "anonguard/report/key_figures.py", "anonguard/report/risk_utility.py")


def audit_json_schema() -> str:
    """anonguard/resources/report/audit.schema.json: the schema of audit.json as the built-in kinds write it, and
    the privacy the report's redaction records."""
    schema = audit_schema(audit_kinds(), {"privacy": Disclosure.json_schema()})
    return json.dumps(schema, indent=1, ensure_ascii=False) + "\n"


def marked_words() -> str:
    """The source of anonguard/gui/marked_words.py: every word of a setting or section field the window shows
    (context "Settings") and of a result's columns (context "ResultWords"), declared below the window; the
    messages' and the charts' templates it takes from marked_messages.py (`marked_messages`)."""
    from anonguard.gui.identity_setup import SHOWN as IDENTITY_SHOWN
    from anonguard.gui.scenario_page import SHOWN
    from anonguard.gui.utility_setup import SHOWN as UTILITY_SHOWN
    from anonguard.report.result_words import WORDS as RESULT_WORDS

    lines = ['"""Words the window shows that are declared below it, marked for pyside6-lupdate: the settings\'',
             '(anonguard/engine/settings.py, context "Settings"), the results\' columns',
             '(anonguard/report/result_words.py, context "ResultWords"), the templates of the messages the engine',
             'makes with `anonguard.phrases.say` (context "Messages": anonguard/gui/engine_words.py reads a message',
             'back through them) and the charts\' words (context "Charts"), those two kept in marked_messages.py.',
             'The window translates them where it shows them. Written by `make docs` (docs/make_docs.py), not edited',
             'by hand."""', "", "from PySide6.QtCore import QT_TRANSLATE_NOOP", "",
             "from anonguard.gui.marked_messages import CHARTS, MESSAGES", "",
             '__all__ = ("SETTINGS", "RESULT_WORDS", "MESSAGES", "CHARTS")  # the last two declared in marked_messages',
             "", "SETTINGS = ("]
    sections = [*map(section_info, IDENTITY_SHOWN + UTILITY_SHOWN)]
    for info in [*map(setting_info, SHOWN), *sections]:
        lines.append(f"    # {info.name}")
        lines += [_marked("Settings", text) for text in (info.label, info.help, info.unit, info.null) if text]
        if info in sections:  # a section field's choices are shown as declared (a setting's have words of their own)
            lines += [_marked("Settings", str(choice)) for choice in info.choices]
    lines += [")", "", "RESULT_WORDS = ("]
    for key, words in RESULT_WORDS.items():
        lines.append(f"    # {key}")
        lines += [_marked("ResultWords", text) for text in (words.header, words.meaning) if text]
    return "\n".join(lines + [")", ""])


def marked_messages() -> str:
    """The source of anonguard/gui/marked_messages.py: the templates of every `say()` of the code (context
    "Messages"), the charts' apart (context "Charts")."""
    lines = ['"""The templates of the messages the engine, the report and the first-party plugins make with',
             '`anonguard.phrases.say` (context "Messages": anonguard/gui/engine_words.py reads a message back through',
             'them) and the charts\' words (context "Charts"), marked for pyside6-lupdate. Written by `make docs`',
             '(docs/make_docs.py), not edited by hand."""', "", "from PySide6.QtCore import QT_TRANSLATE_NOOP"]
    found = said_templates()
    for name, context in (("MESSAGES", "Messages"), ("CHARTS", "Charts")):
        lines += ["", f"{name} = ("] if name == "MESSAGES" else [")", "", f"{name} = ("]
        seen, last = set(), None
        for path, template in found:
            if (context == "Charts") != (path in CHART_MODULES) or template in seen:
                continue
            if path != last:
                lines.append(f"    # {path}")
            seen.add(template)
            last = path
            lines.append(_marked(context, template))
    return "\n".join(lines + [")", ""])


def say_sources() -> list[Path]:
    """The modules that may make messages with `say`: AnonGuard's (but its window's) and its first-party plugins'."""
    return sorted(p for p in [*ROOT.glob("anonguard/**/*.py"), *ROOT.glob("plugins/*/anonguard_*/**/*.py")]
                  if "gui" not in p.relative_to(ROOT).parts)


def said_templates() -> list[tuple[str, str]]:
    """(module, template) for every `say("template", ...)` of the code, in the order of the source. A call
    whose template is not a literal is refused: a template is the message's one declaration."""
    found = []
    for path in say_sources():
        where = path.relative_to(ROOT).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "say":
                template = node.args[0] if node.args else None
                if not (isinstance(template, ast.Constant) and isinstance(template.value, str)):
                    raise SystemExit(f"{where}:{node.lineno}: say() needs its template as a literal")
                found.append((where, node.lineno, node.col_offset, template.value))
    return [(where, template) for where, *_, template in sorted(found)]


def _marked(context: str, text: str) -> str:
    return f"    QT_TRANSLATE_NOOP({json.dumps(context)}, {json.dumps(text, ensure_ascii=False)}),"

if __name__ == "__main__":
    WORDS.write_text(marked_words(), encoding="utf-8")
    MESSAGE_WORDS.write_text(marked_messages(), encoding="utf-8")
    (DOCS / "hooks.md").write_text(hook_reference(), encoding="utf-8")
    SCHEMA.write_text(audit_json_schema(), encoding="utf-8")
    print(f"wrote {DOCS / 'hooks.md'}, {SCHEMA}, {WORDS} and {MESSAGE_WORDS}")
