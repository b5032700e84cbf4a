"""The built-in table readers: delimited text, Parquet, Excel, SAS, SPSS and Stata.

Registered through `anonguard_readers` like any third-party reader, so a plugin can add a
format or replace one of these. Every reader returns the table as the statistical package
shows it (value labels applied, every kind of missing value as NaN, blank text as missing,
as in CSV) and turns a library's failure into a reason a person can act on.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pyreadstat

from anonguard.data.progress import ReadCancelled, advance, open_counted
from anonguard.data.sniff import (
    ENCODINGS,
    TextFormat,
    first_repeated,
    ragged_message,
    sniff,
)
from anonguard.plugins import hookimpl
from anonguard.plugins.api import Parameter, TableReader

_PANDAS_RAGGED = re.compile(r"Expected (\d+) fields in line (\d+), saw (\d+)")


class DelimitedTextReader(TableReader):
    id = "delimited-text"
    title = "Delimited text (CSV, TSV, TXT)"
    description = (
        "Comma-, semicolon-, tab- or pipe-separated text in UTF-8 (with or without byte-order mark), "
        "UTF-16 with byte-order mark, cp1252 or latin-1. Delimiter, quote character and decimal comma "
        "are detected from the first megabyte."
    )
    extensions = (".csv", ".tsv", ".txt")

    def read(self, path: Path) -> pd.DataFrame:
        found = sniff(path)
        if not found.header:
            return pd.DataFrame()  # only blank lines
        for encoding in found.encodings[:-1]:
            try:
                return _parse_text(path, found, encoding)
            except UnicodeDecodeError:
                continue  # a byte past the sample does not fit the guess
        try:
            return _parse_text(path, found, found.encodings[-1])
        except UnicodeDecodeError:
            raise ValueError(f"does not decode as {found.encodings[-1]}; save it as UTF-8") from None


class ParquetReader(TableReader):
    id = "parquet"
    title = "Parquet"
    description = "Apache Parquet files, read with pyarrow."
    extensions = (".parquet", ".pq")

    def read(self, path: Path) -> pd.DataFrame:
        """Row group by row group, for progress; the Arrow buffers are freed as they become columns."""
        with _library_reading("Parquet"):
            parquet = pq.ParquetFile(path)
            count = parquet.metadata.num_row_groups
            groups = []
            for index in range(count):
                groups.append(parquet.read_row_group(index))
                advance(index + 1, count)
            table = pa.concat_tables(groups) if groups else parquet.schema_arrow.empty_table()
            groups.clear()
            return table.to_pandas(self_destruct=True, split_blocks=True)


class ExcelReader(TableReader):
    id = "excel"
    title = "Excel workbook"
    description = "Excel .xlsx / .xlsm workbooks: the first sheet unless `sheet` names another; its first row names the columns."
    extensions = (".xlsx", ".xlsm")
    parameters = (Parameter("sheet", "str", "", "Name of the sheet to read; empty for the first sheet."),)

    @staticmethod
    def sheet_names(path: Path) -> list[str]:
        with pd.ExcelFile(path, engine="openpyxl") as workbook:
            return list(workbook.sheet_names)

    def read(self, path: Path) -> pd.DataFrame:
        with _library_reading("an Excel workbook"):
            workbook = pd.ExcelFile(path, engine="openpyxl")
        with workbook:
            sheet = self.params["sheet"] or workbook.sheet_names[0]
            if sheet not in workbook.sheet_names:
                raise ValueError(f"has no sheet {sheet!r}; its sheets are {', '.join(workbook.sheet_names)}")
            header = next(workbook.book[sheet].iter_rows(max_row=1, values_only=True), ())
            repeated = first_repeated(str(cell).strip() for cell in header if cell is not None)
            if repeated is not None:
                raise ValueError(f"column {repeated!r} appears more than once in sheet {sheet!r}; rename one of them")
            with _library_reading("an Excel workbook"):
                frame = pd.read_excel(workbook, sheet_name=sheet)
        frame.attrs["sheet"] = sheet
        return _blank_is_missing(frame)


class SasReader(TableReader):
    id = "sas"
    title = "SAS data set"
    description = (
        "SAS .sas7bdat data sets and .xpt transport files (version 5). Text is decoded as UTF-8, else "
        "cp1252, else latin-1; special missing values (.A-.Z, ._) become missing."
    )
    extensions = (".sas7bdat", ".xpt")

    def read(self, path: Path) -> pd.DataFrame:
        with _library_reading("a SAS data set (transport files must be version 5, XPORT)"):
            frame = pd.read_sas(path, format="xport" if path.suffix.lower() == ".xpt" else "sas7bdat", encoding=None)
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

    def read(self, path: Path) -> pd.DataFrame:
        with _library_reading("an SPSS data file"):
            frame, meta = pyreadstat.read_sav(
                str(path), apply_value_formats=True, user_missing=False, dates_as_pandas_datetime=True
            )
        frame.attrs["value_codes"] = _value_codes(meta.variable_value_labels)
        return _blank_is_missing(frame)


class StataReader(TableReader):
    id = "stata"
    title = "Stata data file"
    description = (
        "Stata .dta files. Value labels replace codes (the codes stay in the frame's "
        "attrs['value_codes']); system and extended missing values (., .a-.z) become missing."
    )
    extensions = (".dta",)

    def read(self, path: Path) -> pd.DataFrame:
        with _library_reading("a Stata data file"):
            frame = pd.read_stata(path, convert_categoricals=True, convert_missing=False)
            _, meta = pyreadstat.read_dta(str(path), metadataonly=True)
        frame.attrs["value_codes"] = _value_codes(meta.variable_value_labels)
        return _blank_is_missing(frame)


@hookimpl
def anonguard_readers() -> list[type]:
    return [DelimitedTextReader, ParquetReader, ExcelReader, SasReader, SpssReader, StataReader]


@contextmanager
def _library_reading(what: str) -> Iterator[None]:
    """Whatever a format library raises on a malformed file becomes a reason to show."""
    try:
        yield
    except ReadCancelled:
        raise
    except Exception as exc:  # noqa: BLE001 - the libraries raise anything from KeyError to struct.error
        raise _unreadable(exc, what) from None


def _unreadable(exc: Exception, what: str) -> ValueError:
    message = str(exc).strip()
    reason = message.splitlines()[0] if message else type(exc).__name__
    return ValueError(f"cannot be read as {what} ({reason}); check that the file is complete, or export it again")


def _parse_text(path: Path, found: TextFormat, encoding: str) -> pd.DataFrame:
    try:
        with open_counted(path) as handle:
            return pd.read_csv(
                handle, sep=found.delimiter, quotechar=found.quotechar, decimal=found.decimal,
                encoding=encoding, skipinitialspace=True, index_col=False,
            )
    except pd.errors.ParserError as exc:  # a ragged row past the sample
        ragged = _PANDAS_RAGGED.search(str(exc))
        if ragged is None:
            raise _unreadable(exc, "delimited text") from None
        width, line, fields = map(int, ragged.groups())
        raise ValueError(ragged_message(line, fields, width, found.delimiter)) from None


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
            blank = values.str.strip().eq("")
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
