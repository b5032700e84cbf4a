"""The engine's words for people: every sentence the engine, the readers, the report's verdict and the
first-party plugins write for an officer to read (why a result is not applicable, why a run stopped,
warnings, notes) is made by `say` from a literal template, which is the message's one declaration.

`say("release {release!r} has no column {column!r}", release=label, column=name)` renders exactly what the
f-string it replaces rendered, so the command line, audit.json and the reports read as before. The
templates are collected from the code (`make docs` marks them for translation in
anonguard/gui/marked_words.py, context "Messages"; the charts' words, context "Charts"), and the window
reads an engine text back into its template and pieces to show it in its language
(anonguard/gui/engine_words.py), also when the text comes from a saved audit.json.

Write the template as a literal at the call, with named placeholders (format specs and !r allowed), and a
placeholder per value: what the template says is what a translator translates.
"""

from __future__ import annotations

from typing import Any, Protocol


class Say(Protocol):
    """What draws or writes words: `say` itself, or the window's translating counterpart."""

    def __call__(self, template: str, /, **params: Any) -> str: ...


def say(template: str, /, **params: Any) -> str:
    """`template` with its named placeholders filled from `params`, as str.format fills them."""
    return template.format(**params)
