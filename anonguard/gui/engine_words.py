"""The engine's sentences in the window's language.

The engine writes its messages in English with `anonguard.phrases.say` from literal templates, collected
into anonguard/gui/marked_messages.py (context "Messages") by `make docs`. A result keeps the rendered text
(also in a saved audit.json), so the window reads it back: `engine_text` matches the text against the
templates (each compiled once to an anchored pattern with a group per placeholder; the most specific
template wins), translates the template and fills the translation with the pieces, themselves translated
where they are messages or band words, numbers written as the window's locale writes them. Sentences the
engine joined with a space are translated one by one; a text matching no template is shown as it is.

Why a result failed is read by `failure_text`: the exception a plugin raised is named by its type and its own
words ("ValueError: bad input"), which stay as the plugin wrote them, so only templates with words of their own
read such a text (a general one, "{names} and {last}", would read a plugin's "shape (2,) and data type").

The charts draw their words through `chart_words`, the window's counterpart of `say` (context "Charts").
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from anonguard.report.verdict import BAND_WORDS

translate = QCoreApplication.translate
NUMERIC = re.compile(r"[-+]?(?:[\d.,]+(?:e[-+]?\d+)?|nan|inf)%?")  # what a numeric format spec writes
_NUMBER_TYPES = set("bcdeEfFgGn%")
_SENTENCE_END = re.compile(r"(?<=\.) ")  # where the engine joined two sentences with a space
# the placeholders whose pieces are messages themselves (or band words); the others hold the data's own names and
# values, shown as they are (a column named "band" stays "band")
MESSAGE_PIECES = frozenset({"alc", "band", "error", "examples", "how", "lacking", "needed", "needs", "needs_ids", "note",
                            "problem", "reading", "reason", "reasons", "same_people", "stands_for", "verdict", "verdicts",
                            "what", "where", "why", "words"})
# the pieces that hold why something failed: an exception named by its type, whose text may be a plugin's own
# words, or a message of AnonGuard's: read by `failure_text`
FAILURE_PIECES = frozenset({"error"})


REPR = r"""'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|[^\s'"]+"""  # what !r writes: a quoted text, or a number


@dataclass(frozen=True)
class Template:
    """A message's template, with the pattern that reads its rendered text back. A placeholder written twice
    alike reads the same piece; written twice differently ({key!r} and {key}), each its own."""

    source: str
    pattern: re.Pattern
    longest: re.Pattern  # the same, each free piece as long as it may be: "{error} ({what} ran out of memory: …)"
    slots: tuple[tuple[str, str], ...]  # per group of the pattern: (name, how the placeholder writes it)
    numeric: frozenset[str]  # the groups written as numbers
    literal: int  # how many of its characters are its own: the more, the more specific

    @classmethod
    def of(cls, source: str) -> "Template":
        parts, slots, numeric, literal = [], [], set(), 0
        for text, name, spec, conversion in string.Formatter().parse(source):
            parts.append(re.escape(text))
            literal += len(text)
            if name is None:
                continue
            slot = (name, f"{conversion or ''}:{spec or ''}")
            if slot in slots:
                parts.append(f"(?P=g{slots.index(slot)})")
                continue
            group = f"g{len(slots)}"
            slots.append(slot)
            number = bool(spec) and (spec[-1] in _NUMBER_TYPES or "," in spec)
            numeric |= {group} if number else set()
            parts.append((f"(?P<{group}>", NUMERIC.pattern if number else REPR if conversion == "r" else None, ")"))
        patterns = ["".join(p if isinstance(p, str) else p[0] + (p[1] or free) + p[2] for p in parts)
                    for free in (".*?", ".*")]
        return cls(source, *(re.compile(p, re.DOTALL) for p in patterns), tuple(slots), frozenset(numeric), literal)

    def read(self, text: str, longest: bool = False) -> dict[tuple[str, str], str] | None:
        """The pieces `text` was made of, by placeholder, if this template made it: each piece as short as it may
        be, or (`longest`) as long."""
        found = (self.longest if longest else self.pattern).fullmatch(text)
        return None if found is None else {slot: found.group(f"g{i}") for i, slot in enumerate(self.slots)}

    def params(self, text: str) -> dict[str, str] | None:
        """The pieces `text` was made of, by name (as the message's parameters were written into it)."""
        pieces = self.read(text)
        return None if pieces is None else {name: piece for (name, _), piece in reversed(pieces.items())}


@lru_cache(maxsize=1)
def templates() -> tuple[Template, ...]:
    """Every message template of the code, the most specific first."""
    from anonguard.gui.marked_messages import MESSAGES  # written by `make docs`, which imports the window's modules

    return tuple(sorted((Template.of(source) for source in dict.fromkeys(MESSAGES)),
                        key=lambda t: (-t.literal, -len(t.numeric))))


@lru_cache(maxsize=1)
def _specific() -> frozenset[str]:
    """The templates a failure's text is read by: those with words of their own ("{names} and {last}" would read
    a plugin's "shape (2,) and data type float64"), and the exception named by its type ("{kind}: {error}")."""
    return frozenset(t.source for t in templates() if t.source.startswith("{kind}: ") or len(
        re.findall(r"[^\W\d_]+", "".join(text for text, *_ in string.Formatter().parse(t.source)))) >= 2)


@lru_cache(maxsize=8192)
def parsed(text: str, strict: bool = False) -> tuple[Template, dict[tuple[str, str], str]] | None:
    """The template that made `text`, with its pieces; None if none did. Of several that fit (a general one,
    "{count} values: {listed}", fits inside many texts), the one whose own words and its pieces' messages cover
    the most of `text`; so too of a template's two readings, its pieces shortest or longest (a plugin's text
    before the engine's words may hold those words' first marks: "… shape (10,) … (the attack ran out of …)").
    `strict`: by the templates a failure's text is read by only."""
    best, most = None, 0
    for template in templates():
        if strict and template.source not in _specific():
            continue
        pieces = template.read(text)
        if pieces is None:
            continue
        for read in (pieces, template.read(text, longest=True)):
            if (covered := _coverage(template, read)) > most:
                best, most = (template, read), covered
    return best


def _coverage(template: Template, pieces: dict[tuple[str, str], str]) -> int:
    """How much of a text `template` and the messages among its `pieces` account for."""
    return template.literal + sum(found[0] for (name, _), piece in pieces.items()
                                  if name in MESSAGE_PIECES and (found := reading(piece, name in FAILURE_PIECES))
                                  is not None)


@lru_cache(maxsize=8192)
def reading(text: str, strict: bool = False) -> tuple[int, tuple] | None:
    """How the engine made `text`, and how much of it that accounts for; None if no message made it. The
    reading is a band's code or words ("band", word); one message ("message", template, pieces, capital, stop),
    begun with a capital or ended with a full stop it lacks when the engine made a sentence of it; or
    messages joined ("joined", joint, [(text, reading or None)]): sentences by a space, a list by "; " or ", ".
    Of several readings, the one that accounts for the most of `text`. `strict`, for why something failed: by
    templates with words of their own only, so that a plugin's own words stay as it wrote them."""
    if not text:
        return None
    if not strict and (text in BAND_WORDS or text in BAND_WORDS.values()):  # "at-risk", "at risk"
        return len(text), ("band", BAND_WORDS.get(text, text))
    stop = "." if text.endswith(".") else ""
    lower = text[:1].lower() + text[1:]
    best = None
    for form, capital, end in ((text, False, ""), (text[:len(text) - len(stop)], False, stop),
                               (lower, True, ""), (lower[:len(lower) - len(stop)], True, stop)):
        found = parsed(form, strict) if form and (capital is False or lower != text) else None
        if found is not None and (best is None or _coverage(*found) > best[0]):
            best = _coverage(*found), ("message", *found, capital, end)
    splits = [(" ", (text[:m.start()], text[m.end():])) for m in _SENTENCE_END.finditer(text)]
    splits += [(joint, tuple(text.split(joint))) for joint in ("; ", ", ") if joint in text]
    for joint, parts in splits:
        read = [(part, reading(part, strict)) for part in parts]
        if any(r is None for _, r in read) and (joint != " " or read[0][1] is None):
            continue  # a list is of messages only; joined sentences begin with one
        covered = sum(r[0] for _, r in read if r is not None)
        if best is None or covered > best[0]:
            best = covered, ("joined", joint, read)
    return best


def engine_text(text: str | None) -> str:
    """`text`, an engine message (or several joined), in the window's language; as it is if it is none."""
    found = reading(text) if text else None
    return text or "" if found is None else _said(found[1])


def failure_text(text: str | None) -> str:
    """Why a result (or the run) failed, in the window's language: AnonGuard's words translated, a plugin's own
    words ("ValueError: bad input") as it wrote them."""
    found = reading(text, True) if text else None
    return text or "" if found is None else _said(found[1])


def _said(made: tuple) -> str:
    """A reading's text in the window's language."""
    if made[0] == "band":
        return translate("Bands", made[1])
    if made[0] == "joined":
        return made[1].join(part if read is None else _said(read[1]) for part, read in made[2])
    _, template, pieces, capital, stop = made
    said = fill(translate("Messages", template.source), {
        slot: localized(piece) if f"g{template.slots.index(slot)}" in template.numeric else _piece(slot[0], piece)
        for slot, piece in pieces.items()})
    return (said[:1].upper() + said[1:] if capital else said) + stop


def localized(number: str) -> str:
    """A number as Python writes it ("1,800", "0.25") with the separators of the user's locale ("1.800",
    "0,25" in German), for numbers written into a sentence; unchanged where the locale writes them so."""
    locale = QLocale()
    return number.translate(str.maketrans({",": locale.groupSeparator(), ".": locale.decimalPoint()}))


def engine_texts(texts) -> list[str]:
    """Each of `texts` in the window's language."""
    return [engine_text(text) for text in texts]


def _piece(name: str, piece: str) -> str:
    """A placeholder's piece: a message or band word in the window's language, a percentage in its locale, the
    data's own words as they are."""
    if NUMERIC.fullmatch(piece) and piece.endswith("%"):
        return localized(piece)
    if name in FAILURE_PIECES:
        return failure_text(piece)
    return engine_text(piece) if name in MESSAGE_PIECES else piece


def fill(template: str, pieces: dict[tuple[str, str], str]) -> str:
    """`template` (a translation) filled with pieces already written as text, each placeholder with the piece
    its English counterpart wrote (the same name, conversion and format; else the same name)."""
    out = []
    for text, name, spec, conversion in string.Formatter().parse(template):
        out.append(text)
        if name is not None:
            slot = (name, f"{conversion or ''}:{spec or ''}")
            out.append(pieces[slot] if slot in pieces else next(p for (n, _), p in pieces.items() if n == name))
    return "".join(out)


def chart_words(template: str, /, **params: Any) -> str:
    """What `say` draws on a chart, in the window's language: the template translated (context "Charts"),
    each value written as the English template writes it, numbers in the window's locale."""
    return _translated("Charts", template, params)


def message_words(template: str, /, **params: Any) -> str:
    """What `say` writes, in the window's language (context "Messages"): for a reading the window words from a
    result itself (as the report does), rather than reading back a text the engine wrote."""
    return _translated("Messages", template, params)


def _translated(context: str, template: str, params: dict[str, Any]) -> str:
    pieces = {}
    for _, name, spec, conversion in string.Formatter().parse(template):
        if name is None:
            continue
        value = params[name]
        value = repr(value) if conversion == "r" else str(value) if conversion == "s" else value
        written = format(value, spec or "")
        number = isinstance(value, (int, float)) and not isinstance(value, bool)
        pieces[(name, f"{conversion or ''}:{spec or ''}")] = localized(written) if number else written
    return fill(translate(context, template), pieces)
