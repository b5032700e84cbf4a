"""Guessing how a delimited text file was written: encoding, delimiter, quote and decimal mark.

Statistical offices export text tables from Excel, SPSS or SAS in whatever their locale
gives: cp1252 or UTF-8 with a byte-order mark, `;` with decimal commas, tabs, pipes. A
guess from the first megabyte lets pandas' fast parser read the whole file in one pass,
and problems found there (a ragged row, a repeated column, a quote never closed) are
reported by line.

Also here, for every format: what a file really is when its extension lies (`looks_like`),
and the size a zip-based file (a workbook) unpacks to, checked before any library opens it.
"""

from __future__ import annotations

import codecs
import csv
import io
import os
import re
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import islice
from pathlib import Path

SAMPLE_BYTES = 1 << 20
LONGEST_FIRST_LINE = 64 << 20  # a header line longer than this is not a table's header
# Python's csv module refuses fields over 128 kB, a limit valid tables exceed (a free-text
# answer, an embedded document); the sample never holds more than this, so no field is refused.
# The limit belongs to the whole process: raising it only lets other users of csv read more.
csv.field_size_limit(max(csv.field_size_limit(), SAMPLE_BYTES + LONGEST_FIRST_LINE))
UNPACKED_LIMIT_VARIABLE = "ANONGUARD_MAX_UNPACKED_MB"
UNPACKED_LIMIT_MB = 512  # a workbook's XML this large takes openpyxl minutes and gigabytes
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
    b"BZh": "a bzip2 archive; unpack it first",
    b"\xfd7zXZ\x00": "an xz archive; unpack it first",
    b"\x28\xb5\x2f\xfd": "a zstd archive; unpack it first",
    b"7z\xbc\xaf": "a 7-Zip archive; unpack it first",
    b"%PDF": "a PDF document; export the table itself",
    b"HEADER RECORD*******LIB": "a SAS transport file (.xpt)",
    b"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xc2\xea\x81\x60": "a SAS data set (.sas7bdat)",
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
    try:
        text = codecs.getincrementaldecoder(encodings[0])().decode(raw, final=not truncated)
    except UnicodeDecodeError as exc:  # only the Unicode encodings a byte-order mark names can fail here
        raise ValueError(f"does not decode as {encodings[0]} ({exc.reason}); save it again as UTF-8") from None
    candidates = [(d, q) for q in QUOTES for d in DELIMITERS]
    scores = [_score(text, d, q, truncated) for d, q in candidates]
    delimiter, quotechar = candidates[scores.index(max(scores))]
    rows, last_start = _rows(text, delimiter, quotechar)
    if truncated and len(rows) > 1:
        rows.pop()  # the sample may end inside a record
    elif not truncated:
        # a quote never closed swallows the rest of the file; with '"' unclosed another quote may score best
        for quote in dict.fromkeys((quotechar, '"')):
            line = last_start if quote == quotechar else _rows(text, delimiter, quote)[1]
            if line and _ends_in_quote(text, line, delimiter, quote):
                raise ValueError(unclosed_message(line, quote))
    if not rows:
        return TextFormat(encodings, delimiter, quotechar, ".", ())
    header = rows[0][1]
    if len(header) == 1:
        _check_single_column(text)
    _check_rows(rows, delimiter)
    values = (field.strip() for _, row in rows[1:SCORED_ROWS] for field in row)
    decimal = "." if delimiter == "," else _decimal_mark(values)
    return TextFormat(encodings, delimiter, quotechar, decimal, tuple(name.strip() for name in header))


def unclosed_message(line: int, quote: str) -> str:
    """What to say about a quote that opens a value and is never closed."""
    return (f"line {line}: a value opens with the quote {quote} but is never closed, so the rest of the file "
            f"would be one value; add the closing {quote}, or remove the stray one")


def _sample(path: Path) -> tuple[bytes, bool]:
    """The first megabyte, cut after a whole line; the header line is always complete."""
    with open(path, "rb") as handle:
        raw = handle.read(SAMPLE_BYTES)
        truncated = bool(handle.read(1))
        if truncated:
            handle.seek(len(raw))
            end = max(raw.rfind(b"\n"), raw.rfind(b"\r"))
            if end >= 0:
                raw = raw[: end + 1]
            else:  # the header line is longer than the sample: read on to its end
                raw += _rest_of_line(handle, path)
    return raw, truncated


def _rest_of_line(handle, path: Path) -> bytes:
    chunks, size = [], SAMPLE_BYTES
    while size < LONGEST_FIRST_LINE:
        chunk = handle.read(SAMPLE_BYTES)
        if not chunk:
            break
        end = max(chunk.find(b"\n"), chunk.find(b"\r"))
        if end >= 0:
            chunks.append(chunk[: end + 1])
            return b"".join(chunks)
        chunks.append(chunk)
        size += len(chunk)
    else:
        raise ValueError(
            f"its first line is longer than {LONGEST_FIRST_LINE >> 20} MB: that is no header row of a table; "
            "check that the file is a delimited text table with one record per line"
        )
    return b"".join(chunks)


def _encodings(raw: bytes, truncated: bool) -> tuple[str, ...]:
    if raw.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):  # before UTF-16: FF FE starts both
        return ("utf-32",)
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return ("utf-16",)  # Excel's "Unicode text" export
    unmarked = _utf16_without_mark(raw)
    if unmarked:
        return (unmarked,)
    if len(raw) - len(raw.translate(None, _CONTROL)) > max(len(raw) // 100, 8):
        hint = next((f"; it looks like {what}" for magic, what in _MAGIC.items() if raw.startswith(magic)), "")
        raise ValueError(
            f"does not look like text (it holds binary data{hint}); export the table as CSV, "
            "or give the file the extension of its real format"
        )
    if b"\x00" in raw:
        raise ValueError(nul_message(raw.count(b"\n", 0, raw.index(b"\x00")) + 1))
    for index, encoding in enumerate(ENCODINGS[:-1]):
        try:
            codecs.getincrementaldecoder(encoding)().decode(raw, final=not truncated)
        except UnicodeDecodeError:
            continue
        return ENCODINGS[index:]
    return ENCODINGS[-1:]  # latin-1 decodes any bytes


def nul_message(line: int) -> str:
    """What to say about a NUL byte in a text table (a damaged file, or one padded by a database export)."""
    return (f"line {line} holds a NUL byte (\\x00), which a text table never contains; remove the NUL bytes "
            "(for instance with: tr -d '\\000' < OLD > NEW) or export the table again")


def _utf16_without_mark(raw: bytes) -> str | None:
    """UTF-16 without a byte-order mark: mostly Latin text, so every other byte is zero."""
    head = raw[:4096]
    if len(head) < 8:
        return None
    even, odd = head[0::2], head[1::2]
    if not even.count(0) and odd.count(0) >= 0.9 * len(odd):
        return "utf-16-le"
    if not odd.count(0) and even.count(0) >= 0.9 * len(even):
        return "utf-16-be"
    return None


def _rows(text: str, delimiter: str, quotechar: str, limit: int | None = None) -> tuple[list[tuple[int, list[str]]], int]:
    """Non-blank records with the line each ends on, and the line the last record starts on (0: none).

    The text is split at "\\n", "\\r\\n" and a lone "\\r" alike, as pandas does."""
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, quotechar=quotechar, skipinitialspace=True)
    rows, last_start, end = [], 0, 0
    try:
        for row in islice(reader, limit):
            if row:
                last_start = end + 1
            if len(row) > 1 or (row and row[0].strip(" \t")):  # not a blank line, nor one of spaces only
                rows.append((reader.line_num, row))
            end = reader.line_num
    except csv.Error as exc:
        raise ValueError(f"line {reader.line_num}: {exc}; check the line, or export the table again") from None
    return rows, last_start


def _ends_in_quote(text: str, line: int, delimiter: str, quotechar: str) -> bool:
    """Whether the record starting on `line` runs to the end of `text` inside a quoted value."""
    if quotechar not in text:
        return False
    handle = io.StringIO(text, newline="")
    for _ in range(line - 1):
        handle.readline()
    tail = csv.reader(handle, delimiter=delimiter, quotechar=quotechar, skipinitialspace=True, strict=True)
    try:
        for _ in tail:
            pass
    except csv.Error as exc:
        return "unexpected end of data" in str(exc)
    return False


def _score(text: str, delimiter: str, quotechar: str, truncated: bool = False) -> tuple[bool, float, int]:
    """More than one column, then the share of rows as wide as the header, then more columns.

    In a sample that stops before the file's end the last record may be cut (or run on inside
    a quote to the sample's end): it does not count."""
    try:
        rows, _ = _rows(text, delimiter, quotechar, SCORED_ROWS)
    except ValueError:
        return (False, 0.0, 0)
    if truncated and len(rows) > 1:
        rows.pop()
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
        if len(row) > width and any(field.strip() for field in row[width:]):  # "1,2," is a trailing delimiter
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


# -- what a file really is, and what it unpacks to -------------------------------------------------


def looks_like(path: Path) -> str | None:
    """What the first bytes of `path` say it is ("a Parquet file (.parquet)", "text ..."); None if unclear."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(4096)
    except OSError:
        return None
    found = next((what for magic, what in _MAGIC.items() if head.startswith(magic)), None)
    if found is not None:
        return found
    if head.startswith((codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) or (
        head and b"\x00" not in head and len(head) - len(head.translate(None, _CONTROL)) <= len(head) // 100
    ):
        return "text; if it is a delimited table, give it the extension .csv"
    return None


def unpacked_limit_mb() -> int:
    """How many megabytes a zip-based file may unpack to: $ANONGUARD_MAX_UNPACKED_MB, 0 for no limit."""
    value = os.environ.get(UNPACKED_LIMIT_VARIABLE, "").strip()
    if not value:
        return UNPACKED_LIMIT_MB
    try:
        limit = int(value)
    except ValueError:
        limit = -1
    if limit < 0:
        raise ValueError(f"{UNPACKED_LIMIT_VARIABLE}={value!r} is not a number of megabytes; set it to a whole "
                         f"number such as {UNPACKED_LIMIT_MB} (0: no limit), or unset it")
    return limit


def check_unpacked(path: Path, what: str) -> None:
    """Refuse a zip-based file (an .xlsx workbook) that is no zip archive, or that would unpack to more
    than `unpacked_limit_mb`, before a library parses it: a 3 MB workbook can inflate to gigabytes of
    XML that take a library many minutes and all the memory to read. The sizes are read from the
    archive's directory; Python's zip reader never inflates a member past its declared size."""
    try:
        with zipfile.ZipFile(path) as archive:
            members = archive.infolist()
    except zipfile.BadZipFile as exc:
        hint = looks_like(path)
        raise ValueError(f"cannot be read as {what} ({exc}; it looks like {hint})" if hint else
                         f"cannot be read as {what} ({exc}); check that the file is complete, or export it again") from None
    limit = unpacked_limit_mb()
    total = sum(member.file_size for member in members)
    if limit and total > limit * (1 << 20):
        largest = max(members, key=lambda member: member.file_size)
        raise ValueError(
            f"would unpack to {_megabytes(total)} ({largest.filename}: {_megabytes(largest.file_size)}) from "
            f"{_megabytes(path.stat().st_size)}, more than the limit of {limit:,} MB (environment variable "
            f"{UNPACKED_LIMIT_VARIABLE}); save the sheet as CSV, or raise the limit if you trust the file"
        )


def _megabytes(size: int) -> str:
    megabytes = size / (1 << 20)
    return f"{megabytes:,.0f} MB" if megabytes >= 10 else f"{megabytes:.2g} MB"
