"""Guessing how a delimited text file was written: encoding, delimiter, quote and decimal mark.

Statistical offices export text tables from Excel, SPSS or SAS in whatever their locale
gives: cp1252 or UTF-8 with a byte-order mark, `;` with decimal commas, tabs, pipes. A
guess from the first megabyte lets pandas' fast parser read the whole file in one pass,
and problems found there (a ragged row, a repeated column) are reported by line.
"""

from __future__ import annotations

import codecs
import csv
import io
import re
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import islice
from pathlib import Path

SAMPLE_BYTES = 1 << 20
ENCODINGS = ("utf-8-sig", "cp1252", "latin-1")  # strictest first; latin-1 decodes anything
DELIMITERS = (",", ";", "\t", "|")
QUOTES = ('"', "'")
SCORED_ROWS = 500
_CONTROL = bytes(b for b in range(32) if b not in b"\t\n\v\f\r\x1a")  # \x1a: DOS end of file
_MAGIC = {
    b"PK\x03\x04": "an Excel workbook (.xlsx) or another zip archive",
    b"\xd0\xcf\x11\xe0": "an old Excel workbook (.xls); save it as .xlsx",
    b"PAR1": "a Parquet file (.parquet)",
    b"$FL2": "an SPSS data file (.sav)",
    b"$FL3": "a compressed SPSS data file (.zsav)",
    b"<stata_dta>": "a Stata data file (.dta)",
    b"\x1f\x8b": "a gzip archive; unpack it first",
}
_DECIMAL_COMMA = re.compile(r"[-+]?\d*,\d+")
_DECIMAL_POINT = re.compile(r"[-+]?\d*\.\d+")


@dataclass(frozen=True)
class TextFormat:
    """How to parse a text table. `encodings` starts with the guess; if a byte past the
    sample does not decode, the next one is tried."""

    encodings: tuple[str, ...]
    delimiter: str
    quotechar: str
    decimal: str
    header: tuple[str, ...]


def sniff(path: Path) -> TextFormat:
    """The format of the text table in `path`; ValueError saying what is wrong with it."""
    raw, truncated = _sample(path)
    encodings = _encodings(raw, truncated)
    text = codecs.getincrementaldecoder(encodings[0])().decode(raw, final=not truncated)
    candidates = [(d, q) for q in QUOTES for d in DELIMITERS]
    scores = [_score(text, d, q) for d, q in candidates]
    delimiter, quotechar = candidates[scores.index(max(scores))]
    rows = _rows(text, delimiter, quotechar)
    if truncated and len(rows) > 1:
        rows.pop()  # the sample may end inside a record
    if not rows:
        return TextFormat(encodings, delimiter, quotechar, ".", ())
    header = rows[0][1]
    if len(header) == 1:
        _check_single_column(text)
    _check_rows(rows, delimiter)
    values = (field.strip() for _, row in rows[1:SCORED_ROWS] for field in row)
    decimal = "." if delimiter == "," else _decimal_mark(values)
    return TextFormat(encodings, delimiter, quotechar, decimal, tuple(name.strip() for name in header))


def _sample(path: Path) -> tuple[bytes, bool]:
    """The first megabyte, cut after a whole line; the header line is always complete."""
    with open(path, "rb") as handle:
        raw = handle.read(SAMPLE_BYTES)
        truncated = bool(handle.read(1))
        if truncated:
            handle.seek(len(raw))
            end = raw.rfind(b"\n")
            raw = raw[: end + 1] if end >= 0 else raw + handle.readline()
    return raw, truncated


def _encodings(raw: bytes, truncated: bool) -> tuple[str, ...]:
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return ("utf-16",)  # Excel's "Unicode text" export
    if b"\x00" in raw or len(raw) - len(raw.translate(None, _CONTROL)) > len(raw) // 100:
        hint = next((f"; it looks like {what}" for magic, what in _MAGIC.items() if raw.startswith(magic)), "")
        raise ValueError(
            f"does not look like text (it holds binary data{hint}); export the table as CSV, "
            "or give the file the extension of its real format"
        )
    for index, encoding in enumerate(ENCODINGS[:-1]):
        try:
            codecs.getincrementaldecoder(encoding)().decode(raw, final=not truncated)
        except UnicodeDecodeError:
            continue
        return ENCODINGS[index:]
    return ENCODINGS[-1:]  # latin-1 decodes any bytes


def _rows(text: str, delimiter: str, quotechar: str, limit: int | None = None) -> list[tuple[int, list[str]]]:
    """Non-blank records with the line each ends on."""
    reader = csv.reader(io.StringIO(text), delimiter=delimiter, quotechar=quotechar, skipinitialspace=True)
    try:
        return [(reader.line_num, row) for row in islice(reader, limit) if row]
    except csv.Error as exc:  # a field grown past the csv module's limit: a quote never closed
        raise ValueError(f"line {reader.line_num}: {exc}; check for a {quotechar} that is never closed") from None


def _score(text: str, delimiter: str, quotechar: str) -> tuple[bool, float, int]:
    """More than one column, then the share of rows as wide as the header, then more columns."""
    try:
        rows = _rows(text, delimiter, quotechar, SCORED_ROWS)
    except ValueError:
        return (False, 0.0, 0)
    if not rows:
        return (False, 0.0, 0)
    width = len(rows[0][1])
    consistent = sum(len(row) == width for _, row in rows[1:]) / (len(rows) - 1) if len(rows) > 1 else 1.0
    return (width > 1, consistent, width)


def _check_single_column(text: str) -> None:
    """One column found: say so if another character splits every line the same way."""
    lines = [line for line in islice(text.splitlines(), SCORED_ROWS) if line.strip()]
    if len(lines) < 2:
        return
    for char in dict.fromkeys(lines[0]):
        if char.isalnum() or char in QUOTES or char in "_.-":
            continue
        count = lines[0].count(char)
        if all(line.count(char) == count for line in lines[1:]):
            raise ValueError(
                f"only one column found; is the delimiter {char!r}? "
                "Save the table with ',', ';', tab or '|' between values"
            )


def _check_rows(rows: list[tuple[int, list[str]]], delimiter: str) -> None:
    width = len(rows[0][1])
    repeated = first_repeated(field.strip() for field in rows[0][1])
    if repeated is not None:
        raise ValueError(f"column {repeated!r} appears more than once; rename one of them")
    for line, row in rows[1:]:
        if len(row) > width:
            raise ValueError(ragged_message(line, len(row), width, delimiter))


def first_repeated(names: Iterable[str]) -> str | None:
    """The first header name seen twice; unnamed columns (e.g. from a trailing delimiter) may repeat.

    Checked on the raw header because pandas renames a repeated "a" to "a.1".
    """
    seen: set[str] = set()
    for name in names:
        if name in seen:
            return name
        if name:
            seen.add(name)
    return None


def ragged_message(line: int, fields: int, width: int, delimiter: str) -> str:
    """What to say about a row with more fields than the header."""
    shown = "tab" if delimiter == "\t" else repr(delimiter)
    return (
        f"line {line} has {fields} fields but the header names {width}; remove the extra values, "
        f"or put quotes around values that contain {shown}"
    )


def _decimal_mark(values: Iterable[str]) -> str:
    """A decimal comma when numbers are written like 1,5 and never like 1.5."""
    comma = False
    for value in values:
        if _DECIMAL_POINT.fullmatch(value):
            return "."
        comma = comma or bool(_DECIMAL_COMMA.fullmatch(value))
    return "," if comma else "."
