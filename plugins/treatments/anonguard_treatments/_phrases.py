"""How the treatments write their notes: `say("template {placeholder}", placeholder=value)`, as AnonGuard's own
modules write every message with `anonguard.phrases.say` (which `anonguard.api`, all of AnonGuard a plugin may
import, does not name). `make docs` collects these templates too, so the window reads a note back into its template
and pieces and shows it in its language; the German translations stand in packaging/i18n/german_treatments.py.

Write the template as a literal at the call, a named placeholder per value (format specs allowed), and a template
per form where a count decides the words ("1 record", "2 records").
"""

from __future__ import annotations

from typing import Any


def say(template: str, /, **params: Any) -> str:
    """`template` with its named placeholders filled from `params`, as str.format fills them."""
    return template.format(**params)
