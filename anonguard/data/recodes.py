"""Recodes: release values that stand for several original values, however the office wrote them.

An office's public-use file is rarely coded like its original: a postcode district `LS11` is published as
its area `LS` (or `101**` for `10115`), an age as its band `20-24`, an income rounded to 1,000 and
top-coded `>=100000`, categories merged. Each such value is a generalized cell (anonguard/data/cells.py).
Read as a literal value it matches nobody, every attack on the column becomes "not applicable", and the
advice "recode it like the original" asks the office to undo its own protection.

This module finds, per release column, what each value stands for, from (first wins):

1. the officer's declaration (`declared`: value -> the original's values; an empty list keeps the value as
   a value of its own);
2. a hierarchy file in ARX's layout (one row per original value, one column per level, `;` or `,`
   separated): a value found at some level stands for the original values of the rows holding it there;
3. the value's own spelling (a band `20-24`, `85+`, `>=100000`, a set `{a,b}`, suppression `*`), which
   `cells.parse_cell` reads;
4. inference from the original, where it is unambiguous:
   - a truncated code: a value the original never holds that is the beginning of original values
     (`LS` for `LS1` … `LS12`); trailing mask characters fix the length (`101**` for five-character codes
     starting `101`; in a numeric column the interval 10100–10199);
   - rounding: a numeric column whose published values are all multiples of a base (1,000) while most of
     the original's are not stands for the intervals the rounding came from ([44,500, 45,500) for 45,000).

`spelled` writes every recode in the cell spelling the rest of the engine already reads (a set of the
original's values, an interval), so attacks, key counts, identity attacks and searches read a truncated code
exactly as they read the same file written with sets.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from anonguard.data.cells import ANY, Interval, ValueSet, parse_cell
from anonguard.data.columns import CATEGORICAL
from anonguard.data.counts import is_count_table
from anonguard.errors import DataError

_MASK = re.compile(r"^(.*?[^*#?])([*#?]+)$")  # LS1** → ("LS1", "**")
_DIGIT_MASK = re.compile(r"^(\d*)([*#?xX]+)$")  # 101** and 101XX in a column of numbers
ROUNDING_BASES = tuple(m * 10.0 ** e for e in range(-2, 7) for m in (1, 2, 5))
MOSTLY_UNROUNDED = 0.5  # rounding is inferred when fewer than this share of the original's values are multiples


@dataclass(frozen=True)
class Recode:
    """What one published value of a column stands for, and how that was found (in plain words)."""

    column: str
    label: str  # as the release writes it
    values: tuple[str, ...] = ()  # the original's values (a categorical column)
    low: float | None = None  # the interval (a numeric column)
    high: float | None = None
    how: str = ""
    open_high: bool = False  # a rounding interval leaves out its top end, so neighbours do not overlap

    @property
    def spelled(self) -> str:
        """The cell spelling every part of the engine reads."""
        if self.low is not None:
            return f"[{_number(self.low)};{_number(self.high)}{')' if self.open_high else ']'}"
        return "{" + ",".join(self.values) + "}"

    def stands_for(self, shown: int = 6) -> str:
        """In words, for the Data page and the report: '12 values: LS1, LS10, …' or '44,500 to 45,500'."""
        if self.low is not None:
            if np.isinf(self.high) or np.isinf(self.low):
                return f"{self.low:,.6g} or more" if np.isinf(self.high) else f"up to {self.high:,.6g}"
            return f"{self.low:,.6g} {'up to' if self.open_high else 'to'} {self.high:,.6g}"
        if self.how == "suppressed":
            return "any value"
        listed = ", ".join(self.values[:shown]) + (", …" if len(self.values) > shown else "")
        return f"{len(self.values)} value{'s' if len(self.values) != 1 else ''}: {listed}"


@dataclass(frozen=True)
class ColumnRecodes:
    """A release column's recodes, and labels the officer or a hierarchy meant as recodes that could not be read."""

    column: str
    recodes: tuple[Recode, ...]
    problems: tuple[str, ...] = ()

    def inferred(self) -> list[str]:
        """In words, what was read from the original rather than spelled in the file or declared: the officer
        should check these (a note in the report and on the command line)."""
        notes = []
        for how in dict.fromkeys(r.how for r in self.recodes if r.how in INFERRED or r.how.startswith("rounded")):
            alike = [r for r in self.recodes if r.how == how]
            example = alike[0]
            notes.append(f"column {self.column!r}: {len(alike)} value{'s' if len(alike) != 1 else ''} read as "
                         f"{how}{'s' if how in INFERRED else ''} (e.g. {example.label!r} for {example.stands_for()}); "
                         "check them on the Data page, or declare them in the audit file's recodes")
        return notes

    def spell(self, series: pd.Series) -> pd.Series:
        """`series` with each recoded value written as its cell (rows untouched otherwise)."""
        needed = [r for r in self.recodes if r.how not in SPELLED_HOWS]
        if not needed:
            return series
        text = series.astype("string").str.strip()
        mapping = {r.label: r.spelled for r in needed}
        hit = text.isin(list(mapping))
        if not hit.any():
            return series
        out = series.astype(object).copy()
        out[hit.to_numpy()] = text[hit].map(mapping).to_numpy(dtype=object)
        return out


INFERRED = ("truncated code", "masked code", "masked digits")
OWN_VALUE = "a value of its own (declared by the officer)"
SPELLED_HOWS = ("band", "top or bottom code", "set", "suppressed", OWN_VALUE)  # nothing to rewrite


def column_recodes(column: str, original: pd.Series, release: pd.Series, kind: str,
                   declared: Mapping[str, Sequence[str]] | None = None,
                   hierarchy: Mapping[str, tuple[str, ...]] | None = None,
                   hierarchy_name: str = "the hierarchy file") -> ColumnRecodes:
    """What each value of a release column stands for (see the module docstring for the order)."""
    declared, hierarchy = dict(declared or {}), dict(hierarchy or {})
    held = _distinct_text(original)
    holds = set(held)  # a list's `in` made preparing a 50,000-row table of numbers take minutes
    published = _distinct_text(release)
    recodes, problems = [], []
    numbers = pd.to_numeric(pd.Series(held, dtype=object), errors="coerce").to_numpy(dtype=float)
    for label in published:
        if label in declared:
            values = tuple(str(v) for v in declared[label])
            recodes.append(_resolved(column, label, values, held, numbers, kind, "declared by the officer", problems)
                           if values else Recode(column, label, how=OWN_VALUE))
            continue
        if label in hierarchy and label not in holds:
            recodes.append(_resolved(column, label, hierarchy[label], held, numbers, kind,
                                     f"from {hierarchy_name}", problems))
            continue
        if label in holds:
            continue
        cell = parse_cell(label)
        if cell is not None:
            recodes.append(_spelled_cell(column, label, cell))
            continue
        found = _truncated(column, label, held, numbers, kind)
        if found is not None:
            recodes.append(found)
    if kind != CATEGORICAL:
        recodes.extend(_rounding(column, held, published, {r.label for r in recodes} | set(declared)))
    ordered = sorted((r for r in recodes if r is not None),
                     key=lambda r: (-np.inf if r.low is None else r.low, r.label))
    return ColumnRecodes(column, tuple(ordered), tuple(problems))


def read_hierarchy(path: str | Path) -> dict[str, tuple[str, ...]]:
    """An ARX hierarchy file: per value at any level above the first, the first level's values it stands for.
    Raises DataError naming the file and what to do."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(f"{path}: cannot read the hierarchy file ({exc}); give a CSV file with one row per original "
                        "value and one column per level, as ARX writes them") from None
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        raise DataError(f"{path}: the hierarchy file is empty; give one row per original value and one column "
                        "per level (e.g. 'LS11;LS;Yorkshire;*')")
    delimiter = max(";,\t", key=lambda d: lines[0].count(d))
    rows = [[cell.strip() for cell in row] for row in csv.reader(lines, delimiter=delimiter)]
    if max(len(row) for row in rows) < 2:
        raise DataError(f"{path}: the hierarchy file has one column only; it needs the original value and at least "
                        f"one level above it, separated by ';' (e.g. 'LS11;LS')")
    stands: dict[str, list[str]] = {}
    for row in rows:
        for level in row[1:]:
            if level and level != row[0]:
                stands.setdefault(level, []).append(row[0])
    return {label: tuple(dict.fromkeys(values)) for label, values in stands.items()}


def _distinct_text(series: pd.Series) -> list[str]:
    """A column's distinct values as text, numbers without a needless '.0' (as the encoding writes them)."""
    values = pd.Series(series.dropna().unique())
    if pd.api.types.is_numeric_dtype(values) and not pd.api.types.is_bool_dtype(values):
        numbers = values.to_numpy(dtype=float)
        return [_number(v) for v in numbers[np.isfinite(numbers)]]
    text = values.astype("string").str.strip()
    return [t for t in text.tolist() if t]


def _resolved(column: str, label: str, values: Sequence[str], held: list[str], numbers: np.ndarray, kind: str,
              how: str, problems: list[str]) -> Recode | None:
    """A declared or hierarchy recode, checked against the original's values."""
    known = [v for v in values if v in set(held)]
    if len(known) < len(values):
        missing = next(v for v in values if v not in set(held))
        problems.append(f"{column!r}: {label!r} is said to stand for {missing!r}, which the original never holds")
    if not known:
        return None
    if kind != CATEGORICAL:
        inside = numbers[np.isin(held, known)]
        return Recode(column, label, low=float(np.nanmin(inside)), high=float(np.nanmax(inside)), how=how)
    return Recode(column, label, tuple(sorted(known)), how=how)


def _spelled_cell(column: str, label: str, cell: object) -> Recode:
    """A value already written as a cell, listed so the officer sees how it was read."""
    if cell is ANY:
        return Recode(column, label, how="suppressed")
    if isinstance(cell, ValueSet):
        return Recode(column, label, cell.values, how="set")
    assert isinstance(cell, Interval)
    how = "band" if np.isfinite(cell.low) and np.isfinite(cell.high) else "top or bottom code"
    return Recode(column, label, low=cell.low, high=cell.high, how=how)


def _truncated(column: str, label: str, held: list[str], numbers: np.ndarray, kind: str) -> Recode | None:
    """A code cut short (`LS` for LS1…LS12), or masked (`101**`), when original values begin with it."""
    if kind != CATEGORICAL:
        match = _DIGIT_MASK.match(label)
        if not match:
            return None
        stem, mask = match.groups()
        low = float((stem or "0") + "0" * len(mask)) if stem else 0.0
        high = float(stem + "9" * len(mask)) if stem else float("9" * len(mask))
        inside = (numbers >= low) & (numbers <= high)
        if not inside.any():
            return None
        return Recode(column, label, low=low, high=high, how="masked digits")
    match = _MASK.match(label) or _DIGIT_MASK.match(label)
    stem, width = (match.group(1), len(label)) if match else (label, None)
    if not stem:
        return None
    text = pd.Series(held, dtype=object)
    begins = text.str.startswith(stem).to_numpy(dtype=bool)
    if width is not None:
        begins = begins & (text.str.len() == width).to_numpy(dtype=bool)
    if not begins.any():
        return None
    how = "masked code" if width is not None else "truncated code"
    return Recode(column, label, tuple(sorted(text[begins])), how=how)


def _rounding(column: str, held: list[str], published: list[str], taken: set[str]) -> list[Recode]:
    """A numeric column published at a coarser resolution than the original's: each value the interval
    rounding to the largest base dividing every published value came from."""
    values = pd.to_numeric(pd.Series([p for p in published if p not in taken], dtype=object), errors="coerce")
    values = values[np.isfinite(values)].to_numpy(dtype=float)
    original = pd.to_numeric(pd.Series(held, dtype=object), errors="coerce").to_numpy(dtype=float)
    original = original[np.isfinite(original)]
    if values.size < 2 or original.size == 0:
        return []
    for base in sorted(ROUNDING_BASES, reverse=True):
        if _multiples(values, base).all() and _multiples(original, base).mean() < MOSTLY_UNROUNDED:
            low, high = original.min(), original.max()
            return [Recode(column, _number(v), low=max(v - base / 2, low), high=min(v + base / 2, high),
                           how=f"rounded to {base:,.6g}", open_high=v + base / 2 < high) for v in values]
    return []


def _multiples(values: np.ndarray, base: float) -> np.ndarray:
    ratio = values / base
    return np.abs(ratio - np.round(ratio)) < 1e-9 * np.maximum(1.0, np.abs(ratio))


def _number(value: float) -> str:
    return np.format_float_positional(float(value), trim="-")


Tables = Mapping[str, Sequence[tuple[str, pd.DataFrame]]]


def recode_releases(original: pd.DataFrame, releases: Tables, kinds: Mapping[str, str],
                    declared: Mapping[str, Mapping[str, Sequence[str]]] | None = None,
                    hierarchies: Mapping[str, tuple[str, Mapping[str, tuple[str, ...]]]] | None = None,
                    ) -> tuple[dict[str, list[tuple[str, pd.DataFrame]]], dict[str, tuple[ColumnRecodes, ...]]]:
    """Every release table with its recoded values spelled as cells, and per release what was read.

    `declared`: column -> value -> original values; `hierarchies`: column -> (file name, `read_hierarchy`).
    Tables of published counts are left as they are (their cells are read by anonguard/data/counts.py)."""
    declared, hierarchies = dict(declared or {}), dict(hierarchies or {})
    spelled: dict[str, list[tuple[str, pd.DataFrame]]] = {}
    found: dict[str, tuple[ColumnRecodes, ...]] = {}
    for label, tables in releases.items():
        spelled[label], read = [], {}
        for name, frame in tables:
            if is_count_table(frame):
                spelled[label].append((name, frame))
                continue
            frame = frame.copy(deep=False)
            for column in [c for c in frame.columns if c in kinds and c in original.columns]:
                hierarchy_name, hierarchy = hierarchies.get(column, ("", {}))
                recodes = column_recodes(column, original[column], frame[column], kinds[column],
                                         declared.get(column), hierarchy, hierarchy_name or "the hierarchy file")
                frame[column] = recodes.spell(frame[column])
                if recodes.recodes or recodes.problems:
                    read.setdefault(column, recodes)
            spelled[label].append((name, frame))
        found[label] = tuple(read.values())
    return spelled, found
