"""Writing a table in the format of the file it was made from.

A treated release goes back to the office in the format its source came in (docs/treatments.md, "Treat and
re-audit"): the same statistical package opens it, and AnonGuard's own readers read it back as the same table.
What the office would notice is kept: column order, a missing cell as the format's missing, a CSV's delimiter,
quote, decimal mark and encoding, a workbook's sheet name, SPSS and Stata value and variable labels. A format no
installed library writes (a SAS data set), or a table a format cannot hold, is written as CSV with a warning
saying why. The file is written in one step and readable by its owner alone: it is a release of confidential
data until the board decides. `inert`, which keeps formulas in cells from running, is here for every CSV
AnonGuard writes, the report's included.
"""

from __future__ import annotations

import codecs
import math
import numbers
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from anonguard.data.columns import plain_values
from anonguard.data.sniff import sniff
from anonguard.fileio import write_file
from anonguard.phrases import say

OWNER_ONLY = 0o600
EXCEL_ROWS = 1_048_576  # a sheet's rows, the header's included
EXCEL_COLUMNS = 16_384
_READSTAT_ENCODINGS = (None, "CP1252", "LATIN1")  # as the readers try them
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
PLAIN_NUMBER = r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?"


@dataclass(frozen=True)
class TextStyle:
    """How a delimited text file writes its table."""

    delimiter: str = ","
    quotechar: str = '"'
    decimal: str = "."
    encoding: str = "utf-8"


@dataclass
class Written:
    """The file written and what the office should know about it (a format not kept, labels lost)."""

    path: Path
    warnings: list[str] = field(default_factory=list)


def write_like(table: pd.DataFrame, source: Path | None, stem: Path, sheet: str | None = None) -> Written:
    """`table` written to `stem` with the extension of `source`, in its format (the named `sheet` of a workbook;
    None: the source's first). No source, or one of a format without a writer: CSV. A table the library refuses
    (a control character Excel forbids, a long name in a version 5 transport file) is written as CSV with a
    warning; OSError (a full disk, a folder not writable) is raised for the caller to name."""
    suffix = source.suffix.lower() if source is not None else ""
    if source is None or not suffix:
        return _written(table, None, _named(stem, ".csv"), _delimited)
    if suffix not in _FORMATS:
        why = _UNWRITABLE.get(suffix, f"no writer for {suffix} files is installed (a reader plugin reads them)")
        return _as_csv(table, stem, f"written as CSV, not like {source.name}: {why}")
    title, write, written_suffix = _FORMATS[suffix]
    try:
        done = _written(table, source, _named(stem, written_suffix), write, sheet)
    except OSError:
        raise
    except Exception as exc:  # noqa: BLE001 - the libraries raise anything; the CSV still holds the table
        return _as_csv(table, stem, say("written as CSV, since it could not be written as {format} like {source} "
                                        "({reason})", format=title, source=source.name, reason=_reason(exc)))
    if suffix != written_suffix:
        done.warnings.insert(0, say("{path}: written as an {suffix} workbook without macros ({source}'s macros "
                                    "are not copied into a treated release)", path=done.path, suffix=written_suffix,
                                    source=source.name))
    return done


def _as_csv(table: pd.DataFrame, stem: Path, why: str) -> Written:
    done = _written(table, None, _named(stem, ".csv"), _delimited)
    done.warnings.insert(0, f"{done.path}: {why}")
    return done


def _named(stem: Path, suffix: str) -> Path:
    """`stem` with `suffix` added (a label may hold dots: "puf.2023-treated")."""
    return stem.with_name(stem.name + suffix)


def _written(table: pd.DataFrame, source: Path | None, target: Path, write: Callable[..., list[str]],
             sheet: str | None = None) -> Written:
    """The library writes into a private folder beside `target`; the bytes then replace `target` in one step."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".anonguard-writing-") as scratch:
        staged = Path(scratch) / target.name
        warnings = write(table, source, staged, sheet)
        write_file(target, staged.read_bytes(), OWNER_ONLY)
    return Written(target, [f"{target}: {warning}" for warning in warnings])


# -- delimited text ------------------------------------------------------------------------------

def _delimited(table: pd.DataFrame, source: Path | None, target: Path, sheet: str | None) -> list[str]:
    """As every CSV AnonGuard writes: cells a spreadsheet would run as formulas get a leading apostrophe
    (`inert`), and rows end in CR LF, so a cell holding a carriage return is quoted (whatever line ends the
    source has). Numbers in a column of text (beside "*" or "[20-30)") keep the decimal point, as intervals do."""
    style, warnings = _text_style(source)
    text = inert(plain_values(table.copy())).to_csv(
        index=False, sep=style.delimiter, quotechar=style.quotechar, lineterminator="\r\n",
        float_format=lambda value: _number_text(value, style.decimal))
    try:
        content = text.encode(style.encoding)
    except UnicodeEncodeError as exc:
        content = text.encode("utf-8-sig")
        warnings.append(say("written in UTF-8, not {encoding} like {source}: it holds {text!r}, which {encoding} "
                            "cannot write", encoding=style.encoding, source=source.name,
                            text=exc.object[exc.start:exc.end]))
    target.write_bytes(content)
    return warnings


def _text_style(source: Path | None) -> tuple[TextStyle, list[str]]:
    """How `source` is written, as the reader found it (None: AnonGuard's own CSV); a source that cannot be
    looked at again gives AnonGuard's own, with a warning."""
    if source is None:
        return TextStyle(), []
    try:
        found = sniff(source)
        with open(source, "rb") as handle:
            head = handle.read(len(codecs.BOM_UTF8))
    except (OSError, ValueError) as exc:
        return TextStyle(), [say("written with commas in UTF-8: {source} could not be looked at again to see how it "
                                 "is written ({reason})", source=source.name, reason=_reason(exc))]
    encoding = found.encodings[0]
    if encoding == "utf-8-sig" and not head.startswith(codecs.BOM_UTF8):
        encoding = "utf-8"
    return TextStyle(found.delimiter, found.quotechar, found.decimal, encoding), []


def _number_text(value: float, decimal: str = ".") -> str:
    """A number as an office writes it: whole numbers without ".0", the file's decimal mark."""
    if float(value).is_integer() and abs(value) < 1e15:
        return str(int(value))
    return repr(float(value)).replace(".", decimal)


def inert(frame: pd.DataFrame) -> pd.DataFrame:
    """The frame with every text cell a spreadsheet would run as a formula made plain text.

    Release labels, column names, category values and plugin messages come from files anyone
    may have written; a cell like `=HYPERLINK(...)` or `@SUM(...)` in a CSV runs when a release
    board opens it. As the OWASP guidance on CSV injection says, such a cell gets a leading
    apostrophe. Number columns, and text that is just a number ('-0.5'), are left alone."""
    out = frame.copy()
    for column in out.columns:
        if not (pd.api.types.is_object_dtype(out[column]) or pd.api.types.is_string_dtype(out[column])):
            continue
        text = out[column]
        risky = text.map(lambda v: isinstance(v, str) and v.startswith(FORMULA_START))
        risky &= ~text.astype("string").str.fullmatch(PLAIN_NUMBER).fillna(False).astype(bool)
        out.loc[risky, column] = "'" + text[risky]
    out.columns = ["'" + c if isinstance(c, str) and c.startswith(FORMULA_START) else c for c in out.columns]
    return out


# -- workbooks and Parquet -----------------------------------------------------------------------

def _workbook(table: pd.DataFrame, source: Path | None, target: Path, sheet: str | None) -> list[str]:
    """One sheet, named as the one read. A cell spelling a number as AnonGuard writes one ("68" beside "*" in a
    suppressed column) is a number, as in the office's own workbook; other text stays text, a text beginning
    with "=" included (never a formula)."""
    from openpyxl import Workbook, load_workbook
    from openpyxl.cell import WriteOnlyCell

    if len(table) + 1 > EXCEL_ROWS or table.shape[1] > EXCEL_COLUMNS:
        raise ValueError(f"{len(table):,} rows × {table.shape[1]:,} columns do not fit in a sheet "
                         f"({EXCEL_ROWS - 1:,} rows × {EXCEL_COLUMNS:,} columns)")
    if sheet is None:
        try:
            opened = load_workbook(source, read_only=True)
            sheet = opened.sheetnames[0]
            opened.close()
        except Exception:  # noqa: BLE001 - the source went away: its sheet's name is all that is lost
            sheet = "Sheet1"
    book = Workbook(write_only=True)
    page = book.create_sheet(sheet)

    def text(value: str) -> object:
        if not value.startswith("="):
            return value
        written = WriteOnlyCell(page, value=value)
        written.data_type = "s"
        return written

    def cell(value: object) -> object:
        if not isinstance(value, str):
            return value
        number = _spelled_number(value)
        return text(value) if number is None else number

    page.append([text(str(name)) for name in table.columns])
    columns = []
    for _, values in table.items():
        cells = values.astype(object).to_numpy(copy=True)
        cells[pd.isna(values).to_numpy()] = None
        columns.append(cells)
    for row in zip(*columns):
        page.append([cell(value) for value in row])
    book.save(target)
    return []


def _spelled_number(text: str) -> int | float | None:
    """The number `text` spells exactly as AnonGuard writes numbers ("68", "1200.5"); None for other text, "007"
    and "1e5" included (an identifier stays as written)."""
    try:
        number = float(text)
    except ValueError:
        return None
    if not math.isfinite(number):
        return None
    if number.is_integer() and text == str(int(number)):
        return int(number)
    return number if text == repr(number) else None


def _parquet(table: pd.DataFrame, source: Path | None, target: Path, sheet: str | None) -> list[str]:
    """A column mixing numbers and text ("*" among incomes) is written as text: a Parquet column has one type."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    pq.write_table(pa.Table.from_pandas(plain_values(table.copy()), preserve_index=False), target)
    return []


# -- SPSS, Stata, SAS transport ------------------------------------------------------------------

def _spss(table: pd.DataFrame, source: Path | None, target: Path, sheet: str | None) -> list[str]:
    import pyreadstat

    frame, values, names, warnings = _labelled(table, source, pyreadstat.read_sav, whole_codes=False)
    pyreadstat.write_sav(frame, target, compress=target.suffix.lower() == ".zsav", variable_value_labels=values,
                         column_labels=names)
    return warnings


def _stata(table: pd.DataFrame, source: Path | None, target: Path, sheet: str | None) -> list[str]:
    import pyreadstat

    frame, values, names, warnings = _labelled(table, source, pyreadstat.read_dta, whole_codes=True)
    pyreadstat.write_dta(frame, target, variable_value_labels=values, column_labels=names)
    return warnings


def _xport(table: pd.DataFrame, source: Path | None, target: Path, sheet: str | None) -> list[str]:
    """Version 5 or 8, as the source (version 5, the one every SAS reads, allows names of 8 characters)."""
    import pyreadstat

    frame, _, names, warnings = _labelled(table, source, pyreadstat.read_xport, whole_codes=True)
    try:
        with open(source, "rb") as handle:
            version = 8 if b"LIBV8" in handle.read(80) else 5
    except OSError:  # the source went away: version 8 holds whatever either version held
        version = 8
    pyreadstat.write_xport(frame, target, column_labels=names, file_format_version=version)
    return warnings


def _labelled(table: pd.DataFrame, source: Path, read: Callable, whole_codes: bool
              ) -> tuple[pd.DataFrame, dict, dict, list[str]]:
    """The table as a statistical package stores it: a column mixing numbers and text as text, a labelled column
    as its codes again; its value labels and variable labels as the source declares them."""
    frame = plain_values(table.copy())
    for column in frame.columns:
        if isinstance(frame[column].dtype, pd.CategoricalDtype):
            frame[column] = frame[column].astype(object)
    try:
        meta = _metadata(read, source)
    except Exception as exc:  # noqa: BLE001 - the source went away or changed: the table is written all the same
        return frame, {}, {}, [say("written without {source}'s value and variable labels, which could not be read "
                                   "again ({reason})", source=source.name, reason=_reason(exc))]
    names = {c: label for c, label in (meta.column_names_to_labels or {}).items() if label and c in frame.columns}
    values = {}
    for column, labels in (meta.variable_value_labels or {}).items():
        if column in frame.columns and labels:
            frame[column], values[column] = coded(frame[column], labels, whole_codes)
    return frame, values, names, []


def _metadata(read: Callable, source: Path):
    """pyreadstat's description of `source`, its text decoded as the readers decode it."""
    for encoding in _READSTAT_ENCODINGS:
        try:
            return read(str(source), metadataonly=True, encoding=encoding)[1]
        except Exception:  # noqa: BLE001 - the next encoding, then the last one's error
            if encoding == _READSTAT_ENCODINGS[-1]:
                raise
    raise AssertionError("unreachable")


def coded(values: pd.Series, labels: dict, whole_codes: bool = True) -> tuple[pd.Series, dict]:
    """A labelled column's labels as their codes again, and the labels to declare.

    A value that is a number but no code stays that number (a code without a label). A value no label names
    ("*", "[20-30)", "{a,b}", made by a treatment) gets a code of its own past the largest, labelled with its
    text: the file keeps its codes, and its labels read back as the same table. Text codes (an SPSS string
    variable's) need no new ones: a value no label names is written as it is."""
    code_of = {str(label): code for code, label in reversed(labels.items())}  # a label given twice: its first code
    if not all(isinstance(code, numbers.Real) for code in labels):
        return values.map(lambda v: code_of.get(str(v), v), na_action="ignore"), dict(labels)
    declared = dict(labels)
    mapping: dict[object, float] = {}
    used = set(labels)
    for value in values.dropna().unique():
        text = _cell_text(value)
        if text in code_of:
            mapping[value] = code_of[text]
        elif (number := _spelled_number(text)) is not None and number not in used and (
                float(number).is_integer() or not whole_codes):
            mapping[value] = number
            used.add(number)
    largest = max([0, *used])
    for value in values.dropna().unique():
        if value not in mapping:
            largest = math.floor(largest) + 1
            mapping[value] = largest
            declared[largest] = _cell_text(value)
            used.add(largest)
    return values.map(mapping).astype(float), declared


def _cell_text(value: object) -> str:
    return _number_text(value) if isinstance(value, numbers.Real) else str(value)


def _reason(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


# extension -> (the format's name, its writer, the extension written)
_FORMATS: dict[str, tuple[str, Callable[..., list[str]], str]] = {
    ".csv": ("delimited text", _delimited, ".csv"),
    ".tsv": ("delimited text", _delimited, ".tsv"),
    ".txt": ("delimited text", _delimited, ".txt"),
    ".xlsx": ("an Excel workbook", _workbook, ".xlsx"),
    ".xlsm": ("an Excel workbook", _workbook, ".xlsx"),
    ".parquet": ("Parquet", _parquet, ".parquet"),
    ".pq": ("Parquet", _parquet, ".pq"),
    ".sav": ("an SPSS data file", _spss, ".sav"),
    ".zsav": ("a compressed SPSS data file", _spss, ".zsav"),
    ".dta": ("a Stata data file", _stata, ".dta"),
    ".xpt": ("a SAS transport file", _xport, ".xpt"),
}
_UNWRITABLE = {
    ".sas7bdat": "no installed library writes SAS data sets (.sas7bdat); SAS reads the CSV with PROC IMPORT",
}
