"""Generalized cells: the intervals, value sets and suppression of k-anonymous and l-diverse releases.

Spellings read (spaces ignored):

    [20-30)  (20,30]  [20;30]   an interval; the brackets say which ends are included
    20-29  20..29  20–29        a closed interval (both ends included, as age bands are written)
    <20  <=20  >65  >=65  65+   open-ended intervals (bottom and top coding); ≤ and ≥ too
    {a,b}  {"a, b",c}           a set of values (quoted as in CSV when one holds a comma)
    *  **  ***                  suppression: any value

and the same in words: `20 to 24`, `20-24 years`, `85 and over`, `85 or older`, `under 18`, `100,000 or more`
(thousands separators are dropped outside brackets and braces).

In a column that holds any of these, an empty cell is suppression too.

Matching rule: a target's raw value *matches* a cell that contains it. Distances treat
the hidden value as spread uniformly over the cell and use the expected Gower distance:
a categorical set S contributes 1 − [x ∈ S] / |S| (an exact match 0, a two-value set
holding x ½, a suppressed cell 1 − 1/number of values); a continuous interval [a, b]
contributes E|x − U(a, b)| / range, which is |x − midpoint| / range outside the interval
and ((x − a)² + (b − x)²) / (2 (b − a) range) inside it (capped at 1). Open ends are
bounded by the original's range, so a suppressed number is the whole range.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from functools import cached_property

import numpy as np
from scipy import sparse

_NUMBER = r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?"
_SEPARATOR = r"\s*(?:-|–|,|;|\.\.)\s*"
_BRACKETED = re.compile(rf"^([\[(])\s*({_NUMBER}){_SEPARATOR}({_NUMBER})\s*([\])])$")
_RANGE = re.compile(rf"^({_NUMBER})\s*(?:-|–|\.\.)\s*({_NUMBER})$")
_BELOW = re.compile(rf"^(<=?|≤)\s*({_NUMBER})$")
_ABOVE = re.compile(rf"^(>=?|≥)\s*({_NUMBER})$")
_PLUS = re.compile(rf"^({_NUMBER})\s*\+$")
_SET = re.compile(r"^\{(.*)\}$", re.DOTALL)
_STARS = re.compile(r"^\*+$")
DISTINCT_CELLS = 1024  # a column of no more distinct cells is scanned through a table of them


@dataclass(frozen=True)
class Interval:
    low: float  # inclusive; -inf when open
    high: float  # inclusive; +inf when open


@dataclass(frozen=True)
class ValueSet:
    values: tuple[str, ...]


class Suppressed:
    """Any value at all."""


ANY = Suppressed()
Cell = Interval | ValueSet | Suppressed


# words offices write bands and top codes with, as the symbols read below
_UNIT = re.compile(r"\s*(?:years?|yrs?\.?|y/o|jahre)\s*$", re.IGNORECASE)
_TO = re.compile(rf"^({_NUMBER})\s+(?:to|bis|until)\s+({_NUMBER})$", re.IGNORECASE)
_AND_OVER = re.compile(rf"^({_NUMBER})\s*(?:and|or|&)\s*(?:over|older|more|above|higher|greater|up)$", re.IGNORECASE)
_WORD_BOUND = re.compile(rf"^(under|below|less than|fewer than|over|above|more than|at least|at most|up to)\s+({_NUMBER})$",
                         re.IGNORECASE)
_WORD_SYMBOL = {"under": "<", "below": "<", "less than": "<", "fewer than": "<", "over": ">", "above": ">",
                "more than": ">", "at least": ">=", "at most": "<=", "up to": "<="}
_THOUSANDS = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])")
# text that may spell a generalized cell: only such values need parse_cell (it is slow per value)
CELL_HINT = re.compile(r"^\s*[\[({<>≤≥*]|\d\s*(?:-|–|\.\.)\s*[-+.\d]|\+\s*$|\d\s+(?:to|bis|until)\s+\d"
                       r"|(?:over|older|more|above|higher|greater|up)\s*$|^\s*(?:under|below|less|fewer|over|above|more|"
                       r"at least|at most|up to)\s", re.IGNORECASE)


def _in_symbols(text: str) -> str:
    """A band or top code written in words (`20 to 24 years`, `85 and over`, `under 18`, `100,000 or more`) in the
    symbols read below (`20-24`, `85+`, `<18`, `100000+`). Thousands separators go, except inside brackets
    and braces, where a comma separates."""
    if text[:1] not in "[({":
        text = _THOUSANDS.sub(lambda m: m.group(0).replace(",", ""), text)
    text = _UNIT.sub("", text).strip()
    if match := _TO.match(text):
        return f"{match.group(1)}-{match.group(2)}"
    if match := _AND_OVER.match(text):
        return f"{match.group(1)}+"
    if match := _WORD_BOUND.match(text):
        return _WORD_SYMBOL[match.group(1).lower()] + match.group(2)
    return text


def parse_cell(text: str) -> Cell | None:
    """The generalized cell `text` spells, or None if it is a plain value."""
    text = _in_symbols(text.strip())
    if _STARS.match(text):
        return ANY
    if match := _BRACKETED.match(text):
        opening, low, high, closing = match.groups()
        low, high = float(low), float(high)
        if opening == "(":
            low = np.nextafter(low, np.inf)
        if closing == ")":
            high = np.nextafter(high, -np.inf)
        return Interval(low, high) if low <= high else None
    if match := _RANGE.match(text):
        low, high = float(match.group(1)), float(match.group(2))
        return Interval(low, high) if low <= high else None
    if match := _BELOW.match(text):
        bound = float(match.group(2))
        return Interval(-np.inf, bound if "=" in match.group(1) or "≤" in match.group(1) else np.nextafter(bound, -np.inf))
    if match := _ABOVE.match(text):
        bound = float(match.group(2))
        return Interval(bound if "=" in match.group(1) or "≥" in match.group(1) else np.nextafter(bound, np.inf), np.inf)
    if match := _PLUS.match(text):
        return Interval(float(match.group(1)), np.inf)
    if match := _SET.match(text):
        parts = next(csv.reader([match.group(1).replace("\n", " ")], skipinitialspace=True), [])
        members = tuple(part.strip() for part in parts if part.strip())
        return ValueSet(members) if members else None
    return None


def quoted_member(value: str) -> str:
    """A value as a member of a set's spelling: quoted as in CSV when it holds a comma, brace or quote, so
    `{"Married, spouse present",Single}` has two members."""
    return f'"{value.replace(chr(34), chr(34) * 2)}"' if any(c in value for c in ',{}"') else value


@dataclass(frozen=True)
class GeneralizedColumn:
    """What every cell of one release column stands for.

    A continuous column has `low` / `high` per row (inclusive; an exact cell has
    low == high, a missing one NaN; open ends are bounded by the original's range) and,
    when any cell was open at one end (a top or bottom code), `tail`: that cell's finite
    end per row, NaN elsewhere (the utility measures read a top code there). A
    categorical column has `members`: a rows × codes 0/1 sparse matrix, an exact cell
    holding just its own code.
    """

    low: np.ndarray | None = None
    high: np.ndarray | None = None
    members: sparse.csr_matrix | None = None
    tail: np.ndarray | None = None

    @property
    def categorical(self) -> bool:
        return self.members is not None

    @cached_property
    def _single(self) -> np.ndarray:
        """Per row of a categorical column, the one code its cell holds, or -1 for a set or a suppressed cell.
        Treated releases suppress a few cells of many rows: the exact rows are compared as codes, and only the
        others go through the sparse members (a scan of a locally suppressed release ran 5 times slower)."""
        sizes = np.diff(self.members.indptr)
        single = np.full(sizes.size, -1, dtype=np.int64)
        exact = sizes == 1
        single[exact] = self.members.indices[self.members.indptr[:-1][exact]]
        return single

    def contains(self, values: np.ndarray, rows: slice | np.ndarray = slice(None)) -> np.ndarray:
        """(targets × rows) booleans: does the cell of each row hold each target's value?"""
        if self.categorical:
            return self._held(np.asarray(values), rows)[0]
        values = np.asarray(values, dtype=float)[:, None]
        low, high = self.low[rows][None, :], self.high[rows][None, :]
        both_missing = np.isnan(values) & np.isnan(low)
        return ((values >= low) & (values <= high)) | both_missing

    def mismatch(self, values: np.ndarray, rows: slice | np.ndarray = slice(None), span: float = 1.0) -> np.ndarray:
        """(targets × rows) expected Gower distances under the module's matching rule. A column of few distinct
        cells (bands, merged categories, a suppressed "*") is read through a table of each distinct target value
        against each distinct cell: one lookup per pair instead of the formula (a treated release's scan ran 4
        times faster)."""
        distinct = self._distinct
        if distinct is None:
            return self._mismatch(np.asarray(values), rows, span)
        ids, cells = distinct
        found, inverse = np.unique(np.asarray(values), return_inverse=True)  # NaN: one value (equal_nan)
        table = cells._mismatch(found, slice(None), span)[inverse.reshape(-1)]
        return np.take(table, ids[rows], axis=1)

    @cached_property
    def _distinct(self) -> tuple[np.ndarray, "GeneralizedColumn"] | None:
        """Each row's cell as an index among the column's distinct cells, and those cells as a column of their own;
        None where they are too many for a table to pay (a column of exact numbers)."""
        if self.categorical:
            width, several = self.members.shape[1], np.flatnonzero(self._single < 0)
            held = self.members[several]
            sets = [held.indices[held.indptr[i]:held.indptr[i + 1]].tobytes() for i in range(several.size)]
            codes, kept = np.unique(np.array(sets, dtype=object), return_index=True, return_inverse=True)[1:] if sets \
                else (np.zeros(0, np.int64), np.zeros(0, np.int64))
            ids = self._single.copy()
            ids[several] = width + kept.reshape(-1)
            cells = GeneralizedColumn(members=sparse.vstack([sparse.identity(width, np.float32, "csr"),
                                                              held[codes]]).tocsr())
            count = width + codes.size
        else:
            missing = np.isnan(self.low)
            pairs = np.column_stack([missing, np.where(missing, 0.0, self.low), np.where(missing, 0.0, self.high)])
            unique, ids = np.unique(pairs, axis=0, return_inverse=True)
            gone = unique[:, 0] > 0
            cells = GeneralizedColumn(low=np.where(gone, np.nan, unique[:, 1]), high=np.where(gone, np.nan, unique[:, 2]))
            count = len(unique)
        ids = np.asarray(ids, dtype=np.intp).reshape(-1)
        return (ids, cells) if count <= DISTINCT_CELLS and 8 * count <= ids.size else None

    def _mismatch(self, values: np.ndarray, rows: slice | np.ndarray, span: float) -> np.ndarray:
        if self.categorical:
            inside, several, sizes = self._held(values, rows)
            distance = (~inside).astype(np.float32)
            if several.size:
                distance[:, several] = 1.0 - inside[:, several] / np.maximum(sizes, 1)[None, :]
            return distance
        middle, half, scale = (part[rows][None, :] for part in self._halves)
        x = values.astype(np.float32)[:, None]
        distance = x - middle  # from here on, |x - middle|, overwritten in place: a scan's arrays are large
        np.abs(distance, out=distance)
        wide = np.flatnonzero(half[0] > 0)  # an exact cell's expected distance is |x - middle| itself
        if 2 * wide.size > half.size:
            distance = np.where(distance <= half, _inside(distance, half, scale), distance)
        elif wide.size:  # a few cells of a mostly exact column (a locally suppressed one): only those
            near, reach = distance[:, wide], half[:, wide]
            distance[:, wide] = np.where(near <= reach, _inside(near, reach, scale[:, wide]), near)
        distance *= 1.0 / (span if span > 0 else 1.0)
        np.fmin(distance, 1.0, out=distance)  # NaN (one side missing) becomes a full mismatch
        missing = np.isnan(x[:, 0])
        if missing.any():
            distance[np.ix_(missing, np.isnan(middle[0]))] = 0.0  # missing on both sides: a match
        return distance

    @cached_property
    def _halves(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Per row of a continuous column: its cell's middle, half its width and 1 / (2 · half) (0 for an exact
        cell), in float32: the expected distance is computed from these with few passes over a scan's block."""
        middle = ((self.low + self.high) / 2).astype(np.float32)
        half = ((self.high - self.low) / 2).astype(np.float32)
        with np.errstate(divide="ignore"):
            scale = np.where(half > 0, 1.0 / (2 * half), 0.0).astype(np.float32)
        return middle, half, scale

    def _held(self, values: np.ndarray, rows: slice | np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Whether each row's cell holds each target's code, which of the rows hold more (or fewer) than one
        code, and how many codes those hold."""
        single = self._single[rows]
        inside = values[:, None] == single[None, :]
        several = np.flatnonzero(single < 0)
        if not several.size:
            return inside, several, np.zeros(0)
        block = self.members[np.arange(self.members.shape[0])[rows][several]]
        columns = np.clip(values.astype(np.int64), 0, block.shape[1] - 1)
        inside[:, several] = block.T.tocsr()[columns].toarray().astype(bool) & (values[:, None] < block.shape[1])
        return inside, several, np.asarray(block.sum(axis=1)).ravel()

    def sizes(self) -> np.ndarray:
        """How many codes each categorical cell stands for."""
        return np.asarray(self.members.sum(axis=1)).ravel()


def _inside(distance: np.ndarray, half: np.ndarray, scale: np.ndarray) -> np.ndarray:
    """(d² + h²) / 2h: E|x − U(a, b)| for x inside [a, b], with d = |x − middle|, h = half the width."""
    inside = distance * distance
    inside += half * half
    inside *= scale
    return inside


def membership(codes: np.ndarray, width: int, expansions: dict[int, np.ndarray]) -> sparse.csr_matrix:
    """A rows × width 0/1 matrix: a row whose code has an expansion holds those codes, else its own."""
    per_code = [np.sort(np.asarray(expansions[c], np.int64)) if c in expansions else np.array([c], np.int64)
                for c in range(width)]
    lengths = np.array([p.size for p in per_code])
    starts = np.concatenate([[0], np.cumsum(lengths)[:-1]])
    flat = np.concatenate(per_code)
    codes = np.asarray(codes, dtype=np.int64)
    counts = lengths[codes]
    indptr = np.concatenate([[0], np.cumsum(counts)])
    offset = np.arange(indptr[-1]) - np.repeat(indptr[:-1], counts)
    indices = flat[np.repeat(starts[codes], counts) + offset]
    return sparse.csr_matrix((np.ones(indices.size, dtype=np.float32), indices, indptr), shape=(codes.size, width))
