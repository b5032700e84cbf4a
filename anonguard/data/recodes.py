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

from anonguard.data.cells import ANY, Interval, ValueSet, parse_cell, quoted_member
from anonguard.data.columns import CATEGORICAL
from anonguard.data.counts import is_count_table
from anonguard.errors import DataError
from anonguard.phrases import say

_MASK = re.compile(r"^(.*?[^*#?])([*#?]+)$")  # LS1** → ("LS1", "**")
_DIGIT_MASK = re.compile(r"^(\d*)([*#?xX]+)$")  # 101** and 101XX in a column of numbers
_ONE_STAR = re.compile(r"^.*[^*]\*$")  # LS*
_X_MASK = re.compile(r"^(.*?[^xX])([xX]+)$")  # LS1X, read so only when no original code begins LS1X
_JOINS = re.compile(r"\s+or\s+|\s+and\s+|\s*[/&;+|]\s*|,\s*", re.IGNORECASE)  # Cancer or Epilepsy, A/B
_GROUPED = re.compile(r"^[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$")  # 21,000
LEFTOVER_SLACK = 0.02  # how far the shares of a leftover value and of what it stands for may differ, at least
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
        if len(self.values) == 1 and parse_cell(self.values[0]) is None:
            return self.values[0]  # a renamed category: the original's value itself
        return "{" + ",".join(map(quoted_member, self.values)) + "}"

    def stands_for(self, shown: int = 6) -> str:
        """In words, for the Data page and the report: '12 values: LS1, LS10, …' or '44,500 to 45,500'."""
        if self.low is not None:
            if np.isinf(self.high) or np.isinf(self.low):
                return say("{low:,.6g} or more", low=self.low) if np.isinf(self.high) else say("up to {high:,.6g}",
                                                                                               high=self.high)
            if self.open_high:
                return say("{low:,.6g} up to {high:,.6g}", low=self.low, high=self.high)
            return say("{low:,.6g} to {high:,.6g}", low=self.low, high=self.high)
        if self.how == "suppressed":
            return say("any value")
        listed = ", ".join(self.values[:shown]) + (", …" if len(self.values) > shown else "")
        if len(self.values) == 1:
            return say("{count} value: {listed}", count=1, listed=listed)
        return say("{count} values: {listed}", count=len(self.values), listed=listed)


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
            read_as = _PLURALS.get(how, how)
            if len(alike) == 1:
                notes.append(say("column {column!r}: {count} value read as {how} (e.g. {label!r} for {stands_for}); "
                                 "check them on the Data page, or declare them in the audit file's recodes",
                                 column=self.column, count=1, how=read_as, label=example.label,
                                 stands_for=example.stands_for()))
            else:
                notes.append(say("column {column!r}: {count} values read as {how} (e.g. {label!r} for {stands_for}); "
                                 "check them on the Data page, or declare them in the audit file's recodes",
                                 column=self.column, count=len(alike), how=read_as, label=example.label,
                                 stands_for=example.stands_for()))
        return notes

    def spell(self, series: pd.Series) -> pd.Series:
        """`series` with each recoded value written as its cell (rows untouched otherwise)."""
        needed = [r for r in self.recodes if r.how not in SPELLED_HOWS]
        if not needed:
            return series
        text = as_text(series)
        mapping = {r.label: r.spelled for r in needed}
        if EMPTY in mapping:  # the release leaves empty what stands for a value
            text = text.fillna(EMPTY)
        hit = text.isin(list(mapping))
        if not hit.any():
            return series
        out = series.astype(object).copy()
        out[hit.to_numpy()] = text[hit].map(mapping).to_numpy(dtype=object)
        return out


EMPTY = ""  # the label of a release's empty cells, when they stand for a value
MERGED, LEFTOVER = say("merged categories"), say("the values the release never writes")
SEPARATORS = say("thousands separators")
# the plural a note reads an inferred recode's kind in ("2 values read as truncated codes")
_PLURALS = {"truncated code": say("truncated codes"), "masked code": say("masked codes")}
INFERRED = ("truncated code", "masked code", "masked digits", MERGED, LEFTOVER, SEPARATORS)
OWN_VALUE = say("a value of its own (declared by the officer)")
SPELLED_HOWS = ("band", "top or bottom code", "set", "suppressed", OWN_VALUE)  # nothing to rewrite


def column_recodes(column: str, original: pd.Series, release: pd.Series, kind: str,
                   declared: Mapping[str, Sequence[str]] | None = None,
                   hierarchy: Mapping[str, tuple[str, ...]] | None = None,
                   hierarchy_name: str = "the hierarchy file") -> ColumnRecodes:
    """What each value of a release column stands for (see the module docstring for the order)."""
    declared, hierarchy = dict(declared or {}), dict(hierarchy or {})
    original_values = _Held(_distinct_text(original))
    holds = original_values.holds
    published = _distinct_text(release)
    recodes, problems, unread = [], [], []
    numbers = original_values.numbers
    for label in published:
        if label in declared:
            values = tuple(str(v) for v in declared[label])
            recodes.append(_resolved(column, label, values, original_values, kind, say("declared by the officer"),
                                     problems)
                           if values else Recode(column, label, how=OWN_VALUE))
            continue
        if label in hierarchy and label not in holds:
            recodes.append(_resolved(column, label, hierarchy[label], original_values, kind,
                                     say("from {file}", file=hierarchy_name), problems))
            continue
        if label in holds:
            continue
        cell = parse_cell(label)
        if cell is not None:
            recodes.append(_spelled_cell(column, label, cell))
            continue
        if kind != CATEGORICAL and np.isfinite(_plain_number(label)):
            continue  # a number: rounding, or thousands separators, below
        found = _truncated(column, label, original_values, kind) or (
            _merged(column, label, original_values) if kind == CATEGORICAL else None)
        if found is not None:
            recodes.append(found)
        else:
            unread.append(label)
    if declared.get(EMPTY):  # what the release's empty cells stand for, declared
        recodes.append(_resolved(column, EMPTY, tuple(map(str, declared[EMPTY])), original_values, kind,
                                 say("declared by the officer"), problems))
    recodes = [r for r in recodes if r is not None]
    if kind != CATEGORICAL:
        recodes.extend(_rounding(column, numbers, published, {r.label for r in recodes} | set(declared), problems))
        recodes.extend(_separated(column, published, {r.label for r in recodes} | set(declared)))
    else:
        recodes = _widened_masks(recodes, original_values, published)
        leftover = _leftover(column, original, release, recodes, original_values, published, unread)
        recodes += [leftover] if leftover is not None else []
    ordered = sorted(recodes, key=lambda r: (-np.inf if r.low is None else r.low, r.label))
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


def as_text(series: pd.Series) -> pd.Series:
    """A column's values as text, as the recodes' labels write them: numbers without a needless '.0' (41000.0
    is '41000'), text stripped, missing values missing. Each distinct value is formatted once."""
    if pd.api.types.is_numeric_dtype(series) and not pd.api.types.is_bool_dtype(series):
        codes, distinct = pd.factorize(series)
        labels = np.array([_number(v) if np.isfinite(v) else None for v in np.asarray(distinct, dtype=float)] + [None],
                          dtype=object)
        return pd.Series(labels[codes], index=series.index, dtype="string")
    return series.astype("string").str.strip()


def _distinct_text(series: pd.Series) -> list[str]:
    """A column's distinct values as text (`as_text`), without the missing and the empty."""
    text = as_text(pd.Series(series.dropna().unique(), dtype=series.dtype))
    return [t for t in text.dropna().unique().tolist() if t]


class _Held:
    """The original's distinct values of a column, with what the readings ask of them: membership, the values
    as numbers, and the values in sorted order (a code's completions are a range of it, found by bisection:
    testing every value against every published code took minutes on 20,000 codes)."""

    def __init__(self, values: list[str]) -> None:
        self.values = values
        self.holds = set(values)
        self.numbers = pd.to_numeric(pd.Series(values, dtype=object), errors="coerce").to_numpy(dtype=float)
        self.sorted = np.array(sorted(values), dtype=object)
        digits = [v for v in values if v.isdigit()]
        self.fixed_width_digits = len(digits) == len(values) and len({len(v) for v in values}) == 1
        self.all_digits = len(digits) == len(values)

    def beginning_with(self, stem: str) -> np.ndarray:
        """The values that begin with `stem`, in order."""
        start = int(np.searchsorted(self.sorted, stem, side="left"))
        stop = int(np.searchsorted(self.sorted, stem + "\U0010ffff", side="left"))
        return self.sorted[start:stop]


def _resolved(column: str, label: str, values: Sequence[str], held: _Held, kind: str, how: str,
              problems: list[str]) -> Recode | None:
    """A declared or hierarchy recode, checked against the original's values."""
    known = [v for v in values if v in held.holds]
    if len(known) < len(values):
        missing = next(v for v in values if v not in held.holds)
        problems.append(say("{column!r}: {label!r} is said to stand for {missing!r}, which the original never holds",
                            column=column, label=label, missing=missing))
    if not known:
        return None
    if kind != CATEGORICAL:
        inside = held.numbers[np.isin(held.values, known)]
        inside = inside[np.isfinite(inside)]
        if inside.size == 0:
            problems.append(say("{column!r}: {label!r} is said to stand for {values}, which are not numbers",
                                column=column, label=label, values=", ".join(known[:3])))
            return None
        return Recode(column, label, low=float(inside.min()), high=float(inside.max()), how=how)
    return Recode(column, label, tuple(sorted(known)), how=how)


def _spelled_cell(column: str, label: str, cell: object) -> Recode:
    """A value already written as a cell, listed so the officer sees how it was read."""
    if cell is ANY:
        return Recode(column, label, how=say("suppressed"))
    if isinstance(cell, ValueSet):
        return Recode(column, label, cell.values, how=say("set"))
    assert isinstance(cell, Interval)
    how = say("band") if np.isfinite(cell.low) and np.isfinite(cell.high) else say("top or bottom code")
    return Recode(column, label, low=cell.low, high=cell.high, how=how)


def _truncated(column: str, label: str, held: _Held, kind: str) -> Recode | None:
    """A code cut short (`LS` for LS1…LS12), or masked (`101**`), when original values begin with it.

    A bare prefix of a number is read as a truncated code only in a column of fixed-width digit codes
    (postcodes): in one of counts or codes 1–12, `1` is a value the sample lacks, not `{10, 11, 12}`."""
    if kind != CATEGORICAL:
        match = _DIGIT_MASK.match(label)
        if not match or not match.group(1):
            return None
        stem, mask = match.groups()
        low, high = float(stem + "0" * len(mask)), float(stem + "9" * len(mask))
        if not ((held.numbers >= low) & (held.numbers <= high)).any():
            return None
        return Recode(column, label, low=low, high=high, how=say("masked digits"))
    match = _MASK.match(label) or _DIGIT_MASK.match(label)
    stem, width = (match.group(1), len(label)) if match else (label, None)
    if not stem or width is None and held.all_digits and not (held.fixed_width_digits and stem.isdigit()):
        return None
    begins = _completions(held, stem, width)
    if begins.size == 0 and width is None and (x_mask := _X_MASK.match(label)):  # LS1X: X marks a hidden character
        stem, width = x_mask.group(1), len(label)
        begins = _completions(held, stem, width)
    if begins.size == 0 and width is not None:  # BD** where every BD code has three characters: the mask is a prefix
        begins = _completions(held, stem, None)
    if begins.size == 0:
        return None
    how = say("masked code") if width is not None else say("truncated code")
    return Recode(column, label, tuple(begins.tolist()), how=how)


def _completions(held: _Held, stem: str, width: int | None) -> np.ndarray:
    begins = held.beginning_with(stem)
    return begins if width is None else np.array([v for v in begins if len(v) == width], dtype=object)


def _widened_masks(recodes: list[Recode], held: _Held, published: list[str]) -> list[Recode]:
    """Codes masked by one `*` also stand for the longer or shorter codes no published value accounts for: `LS*`
    as the only LS value stands for LS10 … LS12 too, not only the three-character codes (one star is as often
    written for "anything" as for one character; `101**` keeps its width). Each such code goes to the mask with
    the longest stem it begins with."""
    masks = {r.label: _stem(r.label) for r in recodes if r.how == "masked code" and _ONE_STAR.match(r.label)}
    if not masks:
        return recodes
    covered = set(published) | {v for r in recodes for v in r.values}
    extra: dict[str, list[str]] = {}
    for label, stem in masks.items():
        for value in held.beginning_with(stem):
            if value not in covered:
                best = max((m for m, st in masks.items() if value.startswith(st)), key=lambda m: len(masks[m]))
                if best == label:
                    extra.setdefault(label, []).append(value)
    return [Recode(r.column, r.label, tuple(sorted(r.values + tuple(extra[r.label]))), how=r.how)
            if r.label in extra else r for r in recodes]


def _stem(label: str) -> str:
    match = _MASK.match(label) or _DIGIT_MASK.match(label) or _X_MASK.match(label)
    return match.group(1) if match else label


def _merged(column: str, label: str, held: _Held) -> Recode | None:
    """Categories merged under a name made of theirs: `Cancer or Epilepsy`, `Vocational/Degree`."""
    parts = [p.strip() for p in _JOINS.split(label) if p.strip()]
    if len(parts) < 2:
        return None
    by_lower = {v.lower(): v for v in held.values}
    members = [by_lower.get(p.lower()) for p in parts]
    if None in members:
        return None
    return Recode(column, label, tuple(sorted(set(members))), how=MERGED)


def _leftover(column: str, original: pd.Series, release: pd.Series, recodes: list[Recode], held: _Held,
              published: list[str], unread: list[str]) -> Recode | None:
    """The one published value nothing else explains (`Other`, or empty cells where the original has values)
    standing for the original's values no published value accounts for, when it is about as frequent as they
    are: a release that writes "None" as an empty cell, or merges rare diagnoses into "Other". With two or more
    such values, or frequencies that differ, nothing is guessed: the officer says on the Data page."""
    if any(r.how == "suppressed" for r in recodes):
        return None
    covered = (set(published) & held.holds) | {v for r in recodes for v in r.values}
    uncovered = [v for v in held.values if v not in covered]
    original_text, release_text = as_text(original), as_text(release)
    empty_excess = float((release_text.fillna("") == "").mean() - (original_text.fillna("") == "").mean())
    candidates = unread + ([EMPTY] if empty_excess >= LEFTOVER_SLACK and all(r.label != EMPTY for r in recodes) else [])
    if len(candidates) != 1 or not uncovered or not covered or len(release) == 0 or len(original) == 0:
        return None  # nothing else in common: a release coding the column otherwise, said so elsewhere
    (label,) = candidates
    wanted = float(original_text.isin(uncovered).mean())
    found = empty_excess if label == EMPTY else float((release_text == label).mean())
    if abs(found - wanted) > max(LEFTOVER_SLACK, 0.25 * wanted):
        return None
    return Recode(column, label, tuple(sorted(uncovered)), how=LEFTOVER)


def _plain_number(label: str) -> float:
    """A published number, with thousands separators (`21,000`) read; NaN if `label` is no number."""
    text = label.replace(",", "") if _GROUPED.match(label) else label
    try:
        return float(text)
    except ValueError:
        return float("nan")


def _separated(column: str, published: list[str], taken: set[str]) -> list[Recode]:
    """Numbers written with thousands separators and not read as rounded: each the number it spells."""
    found = []
    for label in published:
        if label not in taken and _GROUPED.match(label):
            value = _plain_number(label)
            found.append(Recode(column, label, low=value, high=value, how=SEPARATORS))
    return found


def _rounding(column: str, held: np.ndarray, published: list[str], taken: set[str], problems: list[str]) -> list[Recode]:
    """A numeric column published at a coarser resolution than the original's: each value the interval
    rounding to the largest base dividing every published value in the original's range came from, half-open
    so that neighbours stay apart (docs/measures.md, "Recodes"), cut to the original's range. A value beyond
    the range keeps its own interval (it stands for nobody the original holds); one that is no multiple either
    (-9) is named as a likely missing code, and does not stop the reading of the others."""
    labels = [p for p in published if p not in taken]
    values = np.array([_plain_number(label) for label in labels], dtype=float)
    labels = [label for label, value in zip(labels, values) if np.isfinite(value)]
    values = values[np.isfinite(values)]
    original = held[np.isfinite(held)]
    if original.size == 0:
        return []
    lowest, highest = float(original.min()), float(original.max())
    inside = (values >= lowest) & (values <= highest)
    if inside.sum() < 2:
        return []
    for base in sorted(ROUNDING_BASES, reverse=True):
        if _multiples(values[inside], base).all() and _multiples(original, base).mean() < MOSTLY_UNROUNDED:
            recodes, strays = [], []
            for label, v in zip(labels, values):
                if not _multiples(np.array([v]), base)[0]:
                    strays.append(label)
                    continue
                low, high, open_high = float(v - base / 2), float(v + base / 2), True
                if high > lowest and low <= highest:
                    low, open_high = max(low, lowest), high <= highest
                    high = min(high, highest)
                recodes.append(Recode(column, label, low=low, high=high, how=say("rounded to {base:,.6g}", base=base),
                                      open_high=open_high))
            if strays:
                problems.append(say("{column!r}: {values} lie outside the original's range and are no multiple of the "
                                    "rounding ({base:,.6g}): if they mean 'missing', declare them (--missing "
                                    "{column}={value}, or 'Declared missing' on the Data page)", column=column,
                                    values=", ".join(strays[:3]), base=base, value=strays[0]))
            return recodes
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
