"""Reading a folder of published count tables, as an office writes them, with the small manifest describing them.

The folder holds the tables (CSV, TSV or Excel) and `tables.json` or `tables.toml`:

    unit = "block"                   # the column naming the geographic unit, in every table
    suppressed_below = 3             # every true count below 3 was suppressed (optional)
    suppressed_markers = ["x", ".."] # what a suppressed cell holds (default: empty, x, X, *, .., ., c)

    [[tables]]
    file = "sex_by_age.csv"          # long layout: one row per cell, the variables' columns and a count column
    count = "persons"                # the count column (default "count")
    rounding_base = 5                # optional: counts rounded to multiples of 5 ...
    rounding = "nearest"             # ... to the nearest one (default "up or down": controlled or random rounding)

    [[tables]]
    file = "race.xlsx"
    layout = "wide"                  # one variable's categories as columns, one row per unit (and row variables)
    variable = "race"                # the variable whose categories head the columns
    variables = ["sex"]              # the row variables (default: none but the unit)
    noise_scale = 2.0                # optional: Laplace noise of this scale was added (differential privacy)
    noise_bound = 15                 # optional: no noisy count is further than this from the true one

`name`, `unit`, `sheet`, `ignore` (columns left out) and `suppressed_below` may also be given per table. In the
long layout the variables are every column but the unit, the count and those ignored, unless `variables` names
them. Rows holding a total label in a variable's column (`total_labels`, default Total, All, Insgesamt...), and a
wide table's Total column, are read as the tables of margins they are.
"""

from __future__ import annotations

import hashlib
import json
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from anonguard.data.published import NOISY, UP_OR_DOWN, CellRules, PublishedTable, PublishedTables, cell_bounds, published_tables
from anonguard.errors import DataError

MANIFESTS = ("tables.json", "tables.toml")
MARKERS = ("", "x", "X", "*", "..", ".", "c")
TOTALS = ("Total", "total", "TOTAL", "Totals", "All", "Insgesamt")  # a category label that sums over the others
_TABLE_KEYS = {"file", "name", "layout", "count", "unit", "variables", "variable", "sheet", "ignore", "rounding_base",
               "rounding", "noise_scale", "noise_bound", "suppressed_below", "suppressed_markers", "total_labels"}
_SHARED_KEYS = {"unit", "suppressed_below", "suppressed_markers", "tables", "rounding_base", "rounding",
                "noise_scale", "noise_bound", "count", "total_labels"}


def manifest_of(folder: str | Path) -> Path | None:
    """The manifest a folder of published tables holds (None: the folder is not one)."""
    folder = Path(folder)
    if not folder.is_dir():
        return None
    return next((folder / name for name in MANIFESTS if (folder / name).is_file()), None)


def folder_sha256(folder: str | Path) -> str:
    """A digest of a folder of published tables: its manifest and every other file in it, by name and content."""
    digest = hashlib.sha256()
    for path in sorted(p for p in Path(folder).iterdir() if p.is_file()):
        digest.update(path.name.encode() + b"\x1f")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def read_published(folder: str | Path) -> PublishedTables:
    """The tables a folder's manifest describes; a DataError naming the file, the table and the cell for anything
    that cannot be read or cannot be true."""
    folder = Path(folder)
    manifest = manifest_of(folder)
    if manifest is None:
        raise DataError(f"{folder}: no {' or '.join(MANIFESTS)} describing the published tables in it (see "
                        "docs/reconstruction.md: the unit column, and per table its file, layout and count column)")
    try:
        text = manifest.read_text(encoding="utf-8")
        described = json.loads(text) if manifest.suffix == ".json" else tomllib.loads(text)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, tomllib.TOMLDecodeError) as exc:
        raise DataError(f"{manifest}: cannot be read: {exc}") from None
    if not isinstance(described, dict) or not isinstance(described.get("tables"), list) or not described["tables"]:
        raise DataError(f"{manifest}: expected a list 'tables' naming each table's file")
    unknown = sorted(set(described) - _SHARED_KEYS)
    if unknown:
        raise DataError(f"{manifest}: unknown entry {unknown[0]!r} (known: {', '.join(sorted(_SHARED_KEYS))})")
    shared = {k: v for k, v in described.items() if k != "tables"}
    if "unit" not in shared and not all(isinstance(t, dict) and "unit" in t for t in described["tables"]):
        raise DataError(f"{manifest}: name the unit column ('unit', e.g. \"block\"), for all tables or each one")
    tables = [_read_entry(folder, manifest, number, {**shared, **entry} if isinstance(entry, dict) else entry)
              for number, entry in enumerate(described["tables"], start=1)]
    units = {unit for unit, _ in tables}
    if len(units) > 1:
        raise DataError(f"{manifest}: the tables name different unit columns ({', '.join(sorted(units))}); they must "
                        "count people of the same units, under one name")
    return published_tables(units.pop(), [table for _, made in tables for table in made])


def _read_entry(folder: Path, manifest: Path, number: int, entry: Any) -> tuple[str, list[PublishedTable]]:
    if not isinstance(entry, dict) or "file" not in entry:
        raise DataError(f"{manifest}: table {number} must name its 'file'")
    unknown = sorted(set(entry) - _TABLE_KEYS)
    if unknown:
        raise DataError(f"{manifest}: table {number} ({entry['file']}): unknown entry {unknown[0]!r} "
                        f"(known: {', '.join(sorted(_TABLE_KEYS))})")
    path = folder / str(entry["file"])
    name = str(entry.get("name") or path.stem)
    frame = _read_file(path, entry.get("sheet"), name)
    try:
        rules = CellRules(int(entry.get("rounding_base", 1)), str(entry.get("rounding", UP_OR_DOWN)),
                          float(entry.get("noise_scale", 0.0)),
                          None if entry.get("noise_bound") is None else float(entry["noise_bound"]),
                          None if entry.get("suppressed_below") is None else int(entry["suppressed_below"]))
    except (TypeError, ValueError) as exc:
        raise DataError(f"{manifest}: table {name!r}: {exc}") from None
    markers = tuple(str(m).strip() for m in entry.get("suppressed_markers", MARKERS))
    layout = str(entry.get("layout", "long")).lower()
    if layout not in ("long", "wide"):
        raise DataError(f"{manifest}: table {name!r}: layout must be 'long' or 'wide', not {layout!r}")
    reading = _wide if layout == "wide" else _long
    unit = str(entry["unit"])
    totals = tuple(str(t) for t in entry.get("total_labels", TOTALS))
    return unit, [table_from_frame(part, part_name, unit, rules, markers)
                  for part_name, part in _margins(reading(frame, entry, name), name, unit, totals)]


def _margins(frame: pd.DataFrame, name: str, unit: str, totals: tuple[str, ...]) -> list[tuple[str, pd.DataFrame]]:
    """A table whose rows include totals ("Total" in a variable's column, or a wide table's Total column) as
    tables of their own: the rows totalling over some variables are a table of the others (a margin), which the
    reconstruction uses as any published table."""
    variables = [c for c in frame.columns if c not in (unit, "count")]
    if not variables or not totals:
        return [(name, frame)]
    over = frame[variables].isin(totals).to_numpy()
    pattern = (over * (1 << np.arange(len(variables)))).sum(axis=1)
    parts = []
    for code in np.unique(pattern):
        summed = [v for i, v in enumerate(variables) if code >> i & 1]
        kept = [v for v in variables if v not in summed]
        part_name = name if not summed else f"{name} (total over {', '.join(summed)})"
        parts.append((part_name, frame.loc[pattern == code, [unit, *kept, "count"]].reset_index(drop=True)))
    return parts


def _read_file(path: Path, sheet: Any, name: str) -> pd.DataFrame:
    """Every cell as text, as the file holds it (no value is taken for missing: a marker means something)."""
    if not path.is_file():
        raise DataError(f"table {name!r}: no file {path}")
    options = {"dtype": str, "keep_default_na": False}
    try:
        if path.suffix.lower() in (".xlsx", ".xlsm", ".xls", ".ods"):
            frame = pd.read_excel(path, sheet_name=sheet if sheet is not None else 0, **options)
        else:
            frame = pd.read_csv(path, sep="\t" if path.suffix.lower() == ".tsv" else None, engine="python",
                                encoding="utf-8-sig", **options)
    except Exception as exc:  # the reader's own words, with the file named
        raise DataError(f"table {name!r} ({path}): cannot be read: {exc}") from None
    frame.columns = [str(c).strip() for c in frame.columns]
    return frame.apply(lambda column: column.astype(str).str.strip())


def _columns(frame: pd.DataFrame, names: list[str], name: str, what: str) -> None:
    missing = [c for c in names if c not in frame.columns]
    if missing:
        raise DataError(f"table {name!r}: no column {missing[0]!r} ({what}); its columns are "
                        f"{', '.join(frame.columns)}")


def _long(frame: pd.DataFrame, entry: Mapping[str, Any], name: str) -> pd.DataFrame:
    """A long table as (unit, variables..., count) text columns."""
    unit, count = str(entry["unit"]), str(entry.get("count", "count"))
    _columns(frame, [unit], name, "the unit")
    _columns(frame, [count], name, "the count: name it with 'count' in the manifest")
    left_out = {unit, count, *map(str, entry.get("ignore", ()))}
    variables = [str(v) for v in entry.get("variables", [c for c in frame.columns if c not in left_out])]
    _columns(frame, variables, name, "a variable")
    return frame[[unit, *variables, count]].rename(columns={count: "count"})


def _wide(frame: pd.DataFrame, entry: Mapping[str, Any], name: str) -> pd.DataFrame:
    """A wide table (one variable's categories as columns) melted to the long layout."""
    unit = str(entry["unit"])
    if "variable" not in entry:
        raise DataError(f"table {name!r}: a wide table must name the 'variable' whose categories head its columns")
    variable = str(entry["variable"])
    rows = [str(v) for v in entry.get("variables", ())]
    _columns(frame, [unit, *rows], name, "the unit or a row variable")
    left_out = {unit, *rows, *map(str, entry.get("ignore", ()))}
    categories = [c for c in frame.columns if c not in left_out]
    if not categories:
        raise DataError(f"table {name!r}: no columns of {variable!r} categories beside the unit and row variables")
    if variable in frame.columns or variable in rows:
        raise DataError(f"table {name!r}: {variable!r} heads the columns of a wide table, so it cannot be a column")
    melted = frame.melt(id_vars=[unit, *rows], value_vars=categories, var_name=variable, value_name="count")
    return melted[[unit, *rows, variable, "count"]]


def table_from_frame(frame: pd.DataFrame, name: str, unit: str, rules: CellRules = CellRules(),
                     markers: tuple[str, ...] = MARKERS) -> PublishedTable:
    """A table from its long layout as text (unit, variables..., count), each count checked and read under the
    table's rules: a marker is a suppressed cell, anything else must be a number."""
    variables = tuple(c for c in frame.columns if c not in (unit, "count"))
    text = frame["count"].astype(str).str.strip()
    suppressed = text.isin(markers).to_numpy()
    numbers = pd.to_numeric(text.str.replace(r"(?<=\d)[,\s](?=\d{3}\b)", "", regex=True).where(~suppressed),
                            errors="coerce").to_numpy(dtype=float)
    bad = ~suppressed & ~np.isfinite(numbers)
    if bad.any():
        line = int(np.flatnonzero(bad)[0])
        raise DataError(f"table {name!r}, line {line + 2}: the count {text.iloc[line]!r} is neither a number nor a "
                        f"suppression marker ({', '.join(repr(m) for m in markers)})")
    if rules.kind != NOISY:
        odd = ~suppressed & ((numbers < 0) | (numbers != np.round(numbers)))
        if odd.any():
            line = int(np.flatnonzero(odd)[0])
            raise DataError(f"table {name!r}, line {line + 2}: the count {text.iloc[line]!r} is not a whole number of "
                            "people; if the table's counts are noisy, declare its noise_scale or noise_bound")
        if rules.rounding_base > 1 and (numbers[~suppressed] % rules.rounding_base).any():
            line = int(np.flatnonzero(~suppressed & (numbers % rules.rounding_base != 0))[0])
            raise DataError(f"table {name!r}, line {line + 2}: the count {text.iloc[line]!r} is not a multiple of its "
                            f"rounding base {rules.rounding_base}")
    keys = frame[[unit, *variables]].astype(str)
    repeated = keys.duplicated().to_numpy()
    if repeated.any():
        line = int(np.flatnonzero(repeated)[0])
        cell = ", ".join(f"{c} = {keys.iloc[line][c]!r}" for c in keys.columns)
        raise DataError(f"table {name!r}, line {line + 2}: the cell {cell} is published twice")
    low, high = cell_bounds(np.where(suppressed, np.nan, numbers), rules)
    cells = keys.assign(published=np.where(suppressed, np.nan, numbers), low=low, high=high)
    return PublishedTable(name, variables, cells.reset_index(drop=True), rules)
