"""The built-in table readers: delimited text, Parquet, Excel, SAS, SPSS and Stata.

Registered through `anonguard_readers` like any third-party reader, so a plugin can add a
format or replace one of these. Every reader returns the table as the statistical package
shows it (value labels applied, every kind of missing value the format has as NaN, blank text
as missing, as an empty CSV field) and turns a library's failure into a reason a person can act on.
Words such as "None", "NA" or "null" are values, not missing: only the officer declares them missing
(`anonguard.data.missing`). Each takes an optional `columns` (see `anonguard.data.readers.read_with`)
and parses only those where its library can.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pyreadstat

from anonguard.data.progress import ReadCancelled, advance, apart, open_counted
from anonguard.data.sniff import (
    ENCODINGS,
    TextFormat,
    check_unpacked,
    first_repeated,
    looks_like,
    nul_message,
    ragged_message,
    sniff,
    unclosed_message,
)
from anonguard.plugins import hookimpl
from anonguard.plugins.api import Parameter, TableReader

_PANDAS_RAGGED = re.compile(r"Expected (\d+) fields in line (\d+), saw (\d+)")
_PANDAS_UNCLOSED = re.compile(r"EOF inside string starting at row (\d+)")
# pyreadstat's names for the encodings tried, in order, when a file's text is not what it declares
_READSTAT_ENCODINGS = (None, "CP1252", "LATIN1")


class DelimitedTextReader(TableReader):
    id = "delimited-text"
    title = "Delimited text (CSV, TSV, TXT)"
    description = (
        "Comma-, semicolon-, tab- or pipe-separated text in UTF-8 (with or without byte-order mark), "
        "UTF-16 or UTF-32, cp1252 or latin-1. Delimiter, quote character and decimal comma "
        "are detected from the first megabyte. An empty field is missing; words such as NA or None are values "
        "unless declared missing."
    )
    extensions = (".csv", ".tsv", ".txt")

    def read(self, path: Path, columns: Sequence[str] | None = None) -> pd.DataFrame:
        found = sniff(path)
        if not found.header:
            return pd.DataFrame()  # only blank lines
        positions = None if columns is None else [i for i, name in enumerate(found.header) if name in set(columns)]
        for encoding in found.encodings[:-1]:
            try:
                return _parse_text(path, found, encoding, positions)
            except UnicodeDecodeError:
                continue  # a byte past the sample does not fit the guess
        try:
            return _parse_text(path, found, found.encodings[-1], positions)
        except UnicodeDecodeError:
            raise ValueError(f"does not decode as {found.encodings[-1]}; save it as UTF-8") from None


class ParquetReader(TableReader):
    id = "parquet"
    title = "Parquet"
    description = (
        "Apache Parquet files, read with pyarrow. Struct columns become one column per field "
        "(`address.city`); list and map columns are refused."
    )
    extensions = (".parquet", ".pq")

    def read(self, path: Path, columns: Sequence[str] | None = None) -> pd.DataFrame:
        """Row group by row group, for progress; the Arrow buffers are freed as they become columns."""
        with _library_reading("Parquet", path):
            parquet = pq.ParquetFile(path)
            schema = parquet.schema_arrow
        chosen = None
        if columns is not None:  # a struct's fields are asked for as "struct.field"
            wanted = {name.split(".")[0] for name in columns} | set(columns)
            chosen = [name for name in schema.names if name in wanted]
        _check_fits(parquet, [field for field in schema if chosen is None or field.name in chosen])
        with _library_reading("Parquet", path):
            count = parquet.metadata.num_row_groups
            groups = []
            for index in range(count):
                groups.append(parquet.read_row_group(index, columns=chosen))
                advance(index + 1, count)
            table = pa.concat_tables(groups) if groups else schema.empty_table().select(
                schema.names if chosen is None else chosen)
            groups.clear()
        table = _plain_arrow(table)
        with _library_reading("Parquet", path):
            return table.to_pandas(self_destruct=True, split_blocks=True, date_as_object=False)


class ExcelReader(TableReader):
    id = "excel"
    title = "Excel workbook"
    description = (
        "Excel .xlsx / .xlsm workbooks: the first sheet unless `sheet` names another; its first row names the "
        "columns. An empty or blank cell is missing; words such as NA or None are values unless declared missing. "
        "A workbook that would unpack to more than $ANONGUARD_MAX_UNPACKED_MB (512 MB) is refused."
    )
    extensions = (".xlsx", ".xlsm")
    parameters = (Parameter("sheet", "str", "", "Name of the sheet to read; empty for the first sheet."),)

    @staticmethod
    def sheet_names(path: Path) -> list[str]:
        check_unpacked(path, "an Excel workbook")
        with pd.ExcelFile(path, engine="openpyxl") as workbook:
            return list(workbook.sheet_names)

    def read(self, path: Path, columns: Sequence[str] | None = None) -> pd.DataFrame:
        check_unpacked(path, "an Excel workbook")
        with _library_reading("an Excel workbook", path):
            workbook = pd.ExcelFile(path, engine="openpyxl")
        with workbook:
            sheet = self.params["sheet"] or workbook.sheet_names[0]
            if sheet not in workbook.sheet_names:
                raise ValueError(f"has no sheet {sheet!r}; its sheets are {', '.join(workbook.sheet_names)}")
            with _library_reading("an Excel workbook", path):
                header = next(workbook.book[sheet].iter_rows(max_row=1, values_only=True), ())
            names = ["" if cell is None else str(cell).strip() for cell in header]
            repeated = first_repeated(names)
            if repeated is not None:
                raise ValueError(f"column {repeated!r} appears more than once in sheet {sheet!r}; rename one of them")
            wanted = None if columns is None else set(columns)
            with _library_reading("an Excel workbook", path):
                frame = pd.read_excel(workbook, sheet_name=sheet, keep_default_na=False, na_values=[""],
                                      usecols=None if wanted is None else lambda name: str(name).strip() in wanted)
        if wanted is None:  # a blank header cell names no column: not pandas' "Unnamed: 3"
            frame.columns = ["" if i < len(names) and not names[i] and str(c).startswith("Unnamed: ") else c
                             for i, c in enumerate(frame.columns)]
        frame.attrs["sheet"] = sheet
        return _blank_is_missing(frame)


class SasReader(TableReader):
    id = "sas"
    title = "SAS data set"
    description = (
        "SAS .sas7bdat data sets and .xpt transport files (XPORT version 5 or 8). Text is decoded as UTF-8, "
        "else cp1252, else latin-1; special missing values (.A-.Z, ._) become missing."
    )
    extensions = (".sas7bdat", ".xpt")

    def read(self, path: Path, columns: Sequence[str] | None = None) -> pd.DataFrame:
        if path.suffix.lower() == ".xpt":  # pyreadstat reads versions 5 and 8; pandas only 5
            frame = _readstat(pyreadstat.read_xport, path, "a SAS data set", columns)[0]
            return _blank_is_missing(frame)
        with _library_reading("a SAS data set", path):
            frame = pd.read_sas(path, format="sas7bdat", encoding=None)
        if columns is not None:
            frame = frame[[c for c in frame.columns if c in set(columns)]]
        for column in frame.columns:
            values = frame[column]
            first = values.first_valid_index()
            if values.dtype == object and first is not None and isinstance(values[first], bytes):
                frame[column] = _decode(values)
        return _blank_is_missing(frame)


class SpssReader(TableReader):
    id = "spss"
    title = "SPSS data file"
    description = (
        "SPSS .sav and .zsav files. Value labels replace codes (the codes stay in the frame's "
        "attrs['value_codes']); user-missing values become missing."
    )
    extensions = (".sav", ".zsav")

    def read(self, path: Path, columns: Sequence[str] | None = None) -> pd.DataFrame:
        frame, labels = _readstat(pyreadstat.read_sav, path, "an SPSS data file", columns,
                                  apply_value_formats=True, user_missing=False)
        frame.attrs["value_codes"] = _value_codes(labels)
        return _blank_is_missing(frame)


class StataReader(TableReader):
    id = "stata"
    title = "Stata data file"
    description = (
        "Stata .dta files. Value labels replace codes (the codes stay in the frame's "
        "attrs['value_codes']); system and extended missing values (., .a-.z) become missing."
    )
    extensions = (".dta",)

    def read(self, path: Path, columns: Sequence[str] | None = None) -> pd.DataFrame:
        labels = _readstat(pyreadstat.read_dta, path, "a Stata data file", None, metadataonly=True)[1]
        with _library_reading("a Stata data file", path):  # pandas' reader is Python: no helper needed
            with pd.io.stata.StataReader(path) as reader:
                names = list(reader.variable_labels()) if columns is not None else None
            chosen = None if names is None else [c for c in names if c in set(columns)]
            if chosen == []:
                return pd.DataFrame()
            frame = pd.read_stata(path, convert_categoricals=True, convert_missing=False, columns=chosen)
        frame.attrs["value_codes"] = _value_codes(labels)
        return _blank_is_missing(frame)


@hookimpl
def anonguard_readers() -> list[type]:
    return [DelimitedTextReader, ParquetReader, ExcelReader, SasReader, SpssReader, StataReader]


@contextmanager
def _library_reading(what: str, path: Path | None = None) -> Iterator[None]:
    """Whatever a format library raises on a malformed file becomes a reason to show."""
    try:
        yield
    except (ReadCancelled, MemoryError):
        raise
    except Exception as exc:  # noqa: BLE001 - the libraries raise anything from KeyError to struct.error
        raise _unreadable(exc, what, path) from None


def _unreadable(exc: Exception, what: str, path: Path | None = None) -> ValueError:
    message = str(exc).strip()
    reason = message.splitlines()[0] if message else type(exc).__name__
    real = looks_like(path) if path is not None else None
    if real and path.suffix.lower() not in real:  # the extension lies: say what the file is
        return ValueError(f"cannot be read as {what} ({reason}); it looks like {real}")
    return ValueError(f"cannot be read as {what} ({reason}); check that the file is complete, or export it again")


def _readstat(function, path: Path, what: str, columns: Sequence[str] | None, **options) -> tuple[pd.DataFrame, dict]:
    """A pyreadstat reader in a helper process (it crashes on some damaged files), trying the encodings
    in turn when the file's text is not what it declares; the frame and the value labels."""
    for encoding in _READSTAT_ENCODINGS:
        try:
            with _library_reading(what, path):
                return apart(_readstat_call, function, str(path), encoding, None if columns is None else list(columns),
                             options)
        except ValueError as exc:
            if encoding == _READSTAT_ENCODINGS[-1] or not re.search(r"decode|encoding|convert string", str(exc), re.I):
                raise
    raise AssertionError("unreachable")


def _readstat_call(function, path: str, encoding: str | None, columns: list[str] | None,
                   options: dict) -> tuple[pd.DataFrame, dict]:
    """Runs in the helper process: only what `columns` names, with dates as dates."""
    if columns is not None:
        _, meta = function(path, metadataonly=True, encoding=encoding)
        options = {**options, "usecols": [c for c in meta.column_names if c in set(columns)]}
        if not options["usecols"]:
            return pd.DataFrame(), {}
    if options.pop("metadataonly", False):
        _, meta = function(path, metadataonly=True, encoding=encoding)
        return pd.DataFrame(), meta.variable_value_labels
    frame, meta = function(path, encoding=encoding, dates_as_pandas_datetime=True, **options)
    return frame, meta.variable_value_labels


def _check_fits(parquet: pq.ParquetFile, fields: list[pa.Field]) -> None:
    """Refuse a Parquet file whose table cannot fit in memory, before reading it: a few kilobytes of
    run-length encoded values can stand for billions of rows."""
    memory = _physical_memory()
    rows = parquet.metadata.num_rows
    need = rows * sum(_bytes_per_value(field.type) for field in fields)
    if memory and need > memory:
        raise ValueError(
            f"would take at least {_size(need)} of memory once read ({rows:,} rows × {len(fields):,} columns), "
            f"more than this computer's {_size(memory)}; audit a sample of its rows, or fewer columns"
        )


def _size(count: int) -> str:
    return f"{count / (1 << 30):,.1f} GB" if count >= 1 << 30 else f"{count / (1 << 20):,.1f} MB"


def _bytes_per_value(kind: pa.DataType) -> int:
    """The least memory one value of `kind` takes in pandas."""
    if pa.types.is_dictionary(kind):
        kind = kind.index_type
    try:
        return max(kind.bit_width // 8, 1)
    except ValueError:  # text, binary, nested: at least a reference each
        return 8


def _physical_memory() -> int | None:
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):  # Windows, or a system that does not say
        return None


def _plain_arrow(table: pa.Table) -> pa.Table:
    """Struct columns as one column per field ("address.city"), decimals as floats, text that is not
    UTF-8 as bytes; list and map columns refused with a reason (an audit compares single values)."""
    while any(pa.types.is_struct(field.type) for field in table.schema):
        table = table.flatten()
    for index, field in enumerate(table.schema):
        kind = field.type
        if pa.types.is_dictionary(kind):
            kind = kind.value_type
        if pa.types.is_list(kind) or pa.types.is_large_list(kind) or pa.types.is_fixed_size_list(kind) \
                or pa.types.is_map(kind) or pa.types.is_union(kind) or getattr(pa.types, "is_list_view", bool)(kind):
            raise ValueError(
                f"column {field.name!r} holds {'key-value maps' if pa.types.is_map(kind) else 'lists of values'} "
                f"(Parquet type {field.type}), not single values; flatten it into one column per value, "
                "or leave it out of the export"
            )
        if pa.types.is_decimal(field.type):
            table = table.set_column(index, field.name, table.column(index).cast(pa.float64()))
        elif pa.types.is_string(field.type) or pa.types.is_large_string(field.type):
            try:  # Parquet does not check that text is UTF-8; pandas would fail on it later, anywhere
                table.column(index).validate(full=True)
            except pa.ArrowInvalid:  # read it as bytes: decoded as any binary column is
                binary = pa.binary() if pa.types.is_string(field.type) else pa.large_binary()
                column = pa.chunked_array([chunk.view(binary) for chunk in table.column(index).chunks], binary)
                table = table.set_column(index, field.name, column)
    return table


def _parse_text(path: Path, found: TextFormat, encoding: str, positions: list[int] | None) -> pd.DataFrame:
    # NUL bytes past the sample: pandas would read them into values, or stop the line there
    check = None if encoding.startswith("utf-16") or encoding.startswith("utf-32") else _refuse_nul(path)
    try:
        with open_counted(path, check, drop_final=b"\x1a") as handle:  # DOS's end-of-file mark
            frame = pd.read_csv(
                handle, sep=found.delimiter, quotechar=found.quotechar, decimal=found.decimal,
                encoding=encoding, skipinitialspace=True, index_col=False, usecols=positions,
                keep_default_na=False, na_values=[""],  # an empty field is missing; "None" or "NA" is a value
            )
    except pd.errors.EmptyDataError:  # only spaces
        return pd.DataFrame()
    except pd.errors.ParserError as exc:  # a ragged row or an unclosed quote past the sample
        message = str(exc)
        ragged = _PANDAS_RAGGED.search(message)
        if ragged is not None:
            _, line, fields = map(int, ragged.groups())
            raise ValueError(ragged_message(line, fields, len(found.header), found.delimiter)) from None
        if _PANDAS_UNCLOSED.search(message):
            raise ValueError(unclosed_message(_unclosed_line(path, found, encoding), found.quotechar)) from None
        raise _unreadable(exc, "delimited text") from None
    # the names as the header writes them: pandas calls a blank one "Unnamed: 3"
    names = list(found.header) if positions is None else [found.header[i] for i in positions]
    if len(names) == frame.shape[1]:
        frame.columns = names
    frame.attrs["decimal"] = found.decimal  # how numbers are read once declared missing codes are gone
    return frame


def _refuse_nul(path: Path):
    def check(chunk: bytes, offset: int) -> None:
        at = chunk.find(b"\x00")
        if at >= 0:
            raise ValueError(nul_message(_line_at(path, offset + at)))

    return check


def _line_at(path: Path, offset: int) -> int:
    """The line number of byte `offset` of `path` (counting "\\n"), read in chunks."""
    line, done = 1, 0
    with open(path, "rb") as handle:
        while done < offset:
            chunk = handle.read(min(1 << 22, offset - done))
            if not chunk:
                break
            line += chunk.count(b"\n")
            done += len(chunk)
    return line


def _unclosed_line(path: Path, found: TextFormat, encoding: str) -> int:
    """The line where the record holding a never-closed quote starts (an error's path only: reads the file)."""
    import csv
    import io

    with io.TextIOWrapper(open_counted(path), encoding=encoding, errors="replace", newline="") as text:
        reader = csv.reader(text, delimiter=found.delimiter, quotechar=found.quotechar, skipinitialspace=True)
        start = end = 0
        try:
            for _ in reader:
                start, end = end + 1, reader.line_num
        except csv.Error:  # the unclosed value outgrew even the raised field limit
            start = end + 1
    return start


def _decode(values: pd.Series) -> pd.Series:
    """SAS text arrives as bytes with no declared encoding: the strictest encoding that fits."""
    for encoding in ENCODINGS[:-1]:
        try:
            return values.str.decode(encoding)
        except UnicodeDecodeError:
            continue
    return values.str.decode(ENCODINGS[-1])


def _blank_is_missing(frame: pd.DataFrame) -> pd.DataFrame:
    """Statistical packages store missing text as blanks; CSV readers see them as missing."""
    for column in frame.columns:
        values = frame[column]
        if pd.api.types.is_string_dtype(values) and not isinstance(values.dtype, pd.CategoricalDtype):
            try:
                blank = values.str.strip().eq("")
            except AttributeError:  # an object column not of text: made plain by the caller
                continue
            if blank.any():
                frame[column] = values.mask(blank)
    return frame


def _value_codes(labels: dict[str, dict]) -> dict[str, dict[str, object]]:
    """{column: {label: code}}, whole-number codes as int."""
    return {
        column: {str(label): int(code) if isinstance(code, float) and code.is_integer() else code
                 for code, label in mapping.items()}
        for column, mapping in labels.items()
    }
