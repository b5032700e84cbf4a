"""The intruder model: how much less than the release says an intruder is assumed to know of a numeric key.

Keys are counted as published: each value of the release is its own category (a band `20-24` is a
category of the release; in the original an exact age is a value of its own), because a value the
release prints is a value an intruder can match. An intruder who knows less (the age in broad bins,
the income to the nearest 1,000) is an explicit model the officer sets per key, measured BESIDE the
as-published reading, never instead of it: a number of quantile bins, explicit edges, rounding to a
unit, or "as written". There is no default model; a key without a setting is counted as written.

Quantile edges are taken once from the ORIGINAL (the release's own exact values when there is no
original), so the original and every release are cut the same way. Bin edges name no value of the data
(a quantile, the minimum, the maximum are each a person's value, and the bins' names are printed and
kept in every redacted report): the ends are rounded outward and the quantiles to a round step, as the
sensitive variables' bins are (`secret.bin_edges`). Bins are named like "[18, 27)", the
last one closed ("[65, 90]"); values beyond the ends count in the end bins. A release's generalized cell
becomes the bins it may fall in: an interval crossing several bins is written as their union ("[18,
35)"), which the overlap counting of key_risk.py reads as matching each of them; suppression is "*"; a
set of numbers spanning non-adjacent bins is kept as written (it still matches the bins holding its
members).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from anonguard.data.cells import ANY, Cell, Interval, ValueSet, parse_cell
from anonguard.engine.attribute.secret import round_step

AS_WRITTEN = "as written"
ROUND = "round"  # "round 1000": the intruder knows the value to the nearest 1000
SHOWN_LABELS = 10  # labels listed in full by `describe`; longer lists are elided
MOST_BINS = 100_000  # rounding to a unit this much finer than the key's range is refused (no model at all)

Override = int | Sequence[float] | str


@dataclass(frozen=True)
class ColumnBins:
    """The edges of one key's bins: [e0, e1), [e1, e2), …, [e(n-1), en]; `source` says where they came from
    ("original" or "release" for quantile bins, "user" for edges set by hand, "round" for rounding to
    `asked`, the unit); `asked` the quantile bins asked, or the rounding unit."""

    edges: tuple[float, ...]
    source: str
    asked: float | None = None

    @property
    def count(self) -> int:
        return max(len(self.edges) - 1, 1)

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(self.span(i, i) for i in range(self.count))

    def span(self, first: int, last: int) -> str:
        """The name of bins first..last together, e.g. "[18, 35)"; closed when it reaches the last bin."""
        high = self.edges[min(last + 1, len(self.edges) - 1)]
        return f"[{_number_text(self.edges[first])}, {_number_text(high)}{']' if last == self.count - 1 else ')'}"

    def index(self, numbers: np.ndarray) -> np.ndarray:
        """The bin of each number, values beyond the ends in the end bins."""
        found = np.searchsorted(np.asarray(self.edges), numbers, side="right") - 1
        return np.clip(found, 0, self.count - 1)

    def words(self) -> str:
        labels = list(self.labels)
        shown = ", ".join(labels if len(labels) <= SHOWN_LABELS else labels[: SHOWN_LABELS - 2] + ["…"] + labels[-1:])
        if self.source == ROUND:
            return f"rounded to the nearest {_number_text(self.asked)} ({self.count} values)"
        if self.source == "user":
            return f"{self.count} bins at the edges set: {shown}"
        merged = f" ({self.asked:g} asked; tied values merged the others)" if self.asked and self.asked > self.count else ""
        return f"{self.count} quantile bins of the {self.source}{merged}: {shown}"

    def short(self) -> str:
        """A few words for a headline: "in 5 bins", "rounded to 1000"."""
        return f"rounded to {_number_text(self.asked)}" if self.source == ROUND else f"in {self.count} bins"


@dataclass(frozen=True)
class KeyBinning:
    """The intruder model: per key variable, in order, its bins, or None when it is counted as written."""

    columns: tuple[tuple[str, ColumnBins | None], ...]

    @classmethod
    def choose(cls, original: pd.DataFrame | None, release: pd.DataFrame, keys: Sequence[str],
               overrides: Mapping[str, Override] | None = None) -> "KeyBinning":
        """The bins of each key the officer set; every other key is counted as written.
        Raises ValueError, naming the column and what to do, for a setting that cannot be applied."""
        overrides = dict(overrides or {})
        stray = [column for column in overrides if column not in keys]
        if stray:
            raise ValueError(f"bins for {stray[0]!r}: it is not a key variable; the key variables are "
                             f"{', '.join(map(str, keys))}")
        chosen = []
        for key in keys:
            source, frame = ("original", original) if original is not None and key in original.columns else (
                "release", release)
            if key not in frame.columns:
                raise ValueError(f"bins for {key!r}: no such column; name a column of the original")
            numbers = _numbers(frame[key])
            chosen.append((key, _column_bins(key, numbers, source, overrides.get(key))))
        return cls(tuple(chosen))

    @property
    def empty(self) -> bool:
        """True when every key is counted as written: no intruder model."""
        return all(bins is None for _, bins in self.columns)

    def name(self, keys: Sequence[str] | None = None) -> str | None:
        """The model in a few words for every headline that uses it ("intruder knows age in 5 bins"), over
        `keys` (all by default); None when none of them is binned."""
        binned = [f"{column} {bins.short()}" for column, bins in self.columns
                  if bins is not None and (keys is None or column in keys)]
        return f"intruder knows {', '.join(binned)}" if binned else None

    def bins(self, column: str) -> ColumnBins | None:
        return dict(self.columns).get(column)

    def apply(self, frame: pd.DataFrame) -> pd.DataFrame:
        """`frame` with each binned key replaced by its bins (categorical); other columns unchanged."""
        binned = dict(self.columns)
        return pd.DataFrame({column: _cut(frame[column], binned[column]) if binned.get(column) else frame[column]
                             for column in frame.columns}, index=frame.index)

    def describe(self) -> dict[str, str]:
        """Per binned key, in plain words, how it was cut (keys used as written are left out)."""
        return {column: bins.words() for column, bins in self.columns if bins is not None}

    def to_json(self) -> dict[str, Any]:
        return {"columns": {column: None if bins is None else {"edges": [float(e) for e in bins.edges],
                                                                "source": bins.source, "asked": bins.asked}
                            for column, bins in self.columns}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "KeyBinning":
        return cls(tuple((column, None if bins is None else ColumnBins(tuple(float(e) for e in bins["edges"]),
                                                                       str(bins["source"]), bins.get("asked")))
                         for column, bins in data["columns"].items()))


def _column_bins(key: str, numbers: np.ndarray | None, source: str, override: Override | None) -> ColumnBins | None:
    if override is None:
        return None
    unit = _rounding(override)
    if isinstance(override, str) and unit is None:
        if override.strip().lower().replace("-", " ") == AS_WRITTEN:
            return None
        raise ValueError(f"bins for {key!r}: {override!r} is not a setting; give a number of bins, increasing "
                         "edges, 'round UNIT' or 'as written'")
    if numbers is None:
        raise ValueError(f"bins for {key!r}: the column holds text, not numbers, so it cannot be cut into bins; "
                         "set it to 'as written'")
    if unit is not None:
        return _rounded_bins(key, numbers, unit)
    if isinstance(override, (int, np.integer, float)) and not isinstance(override, bool):
        if float(override) != int(override) or override < 1:
            raise ValueError(f"bins for {key!r}: {override!r} bins; give a whole number of bins, at least 1, "
                             "or 'as written'")
        if numbers.size == 0:
            raise ValueError(f"bins for {key!r}: the column holds no exact numbers to take quantiles of; give "
                             "explicit edges or set it to 'as written'")
        return _quantile_bins(numbers, int(override), source)
    if isinstance(override, (Sequence, np.ndarray)) and not isinstance(override, bool):
        edges = _edges(key, override)
        if numbers.size:  # the end bins hold the values beyond the edges: their names say how far they reach
            edges = _outward(np.asarray(edges), float(numbers.min()), float(numbers.max()), inner=False)
        return ColumnBins(edges, "user")
    raise ValueError(f"bins for {key!r}: {override!r} is not a setting; give a number of bins, increasing edges, "
                     "'round UNIT' or 'as written'")


def _rounding(override: Override) -> float | None:
    """The unit of a rounding setting ("round 1000"), or None for another setting; a bad unit raises."""
    if not isinstance(override, str):
        return None
    word, _, unit = override.strip().lower().partition(" ")
    if word != ROUND:
        return None
    try:
        value = float(unit)
    except ValueError:
        value = np.nan
    if not np.isfinite(value) or value <= 0:
        raise ValueError(f"{override!r}: give the unit the intruder knows the value to, a positive number, "
                         "e.g. 'round 1000'")
    return value


def _rounded_bins(key: str, numbers: np.ndarray, unit: float) -> ColumnBins:
    """Bins of width `unit` centred on its multiples ([950, 1050) holds what rounds to 1000), over the
    key's range."""
    if numbers.size == 0:
        raise ValueError(f"bins for {key!r}: the column holds no exact numbers to round; give explicit edges "
                         "or set it to 'as written'")
    low, high = np.floor(numbers.min() / unit + 0.5), np.floor(numbers.max() / unit + 0.5)
    if high - low + 1 > MOST_BINS:
        raise ValueError(f"bins for {key!r}: rounding to {_number_text(unit)} leaves {int(high - low + 1):,} "
                         f"values; give a coarser unit (an intruder who knows this much is counted as published)")
    edges = (np.arange(low, high + 2) - 0.5) * unit
    return ColumnBins(tuple(float(e) for e in edges), ROUND, unit)


def _edges(key: str, given: Sequence[Any]) -> tuple[float, ...]:
    try:
        edges = np.array([float(e) for e in given], dtype=float)
    except (TypeError, ValueError):
        raise ValueError(f"bins for {key!r}: the edges {list(given)!r} are not all numbers; give numbers in "
                         "increasing order, e.g. 0, 18, 65") from None
    if edges.size < 2 or not np.isfinite(edges).all():
        raise ValueError(f"bins for {key!r}: give at least two finite edges in increasing order, e.g. 0, 18, 65")
    if (np.diff(edges) <= 0).any():
        raise ValueError(f"bins for {key!r}: the edges {', '.join(map(_number_text, edges))} do not increase; give "
                         "them in increasing order, e.g. 0, 18, 65")
    return tuple(float(e) for e in edges)


def _quantile_bins(numbers: np.ndarray, quantiles: int, source: str) -> ColumnBins:
    """Edge i is the value of rank ⌊i·n/q⌋ among the n sorted values (the last edge the largest): observed
    values, so integer data gets integer edges, and integer arithmetic, so equal shares are exact.
    Ties merge bins."""
    ordered = np.sort(numbers)
    ranks = np.minimum(np.arange(quantiles + 1) * ordered.size // quantiles, ordered.size - 1)
    edges = np.unique(ordered[ranks])
    if edges.size < 2:
        edges = np.repeat(edges, 2)
    return ColumnBins(_outward(edges, float(ordered[0]), float(ordered[-1]), inner=True), source, quantiles)


def _outward(edges: np.ndarray, low: float, high: float, inner: bool) -> tuple[float, ...]:
    """`edges` reaching past `low` and `high` (the smallest and largest value) on a round grid of about a
    bin's width, so the ends name neither; with `inner`, the edges between (quantiles: values of the data)
    are rounded to a tenth of that width, which moves them by a twentieth of a bin at most. The officer's
    own edges are kept where they already reach past the data."""
    gaps = np.diff(edges)
    width = float(np.median(gaps)) if gaps.size and np.median(gaps) > 0 else max(abs(low), abs(high), 1.0)
    outer, between = round_step(width), round_step(width / 10)
    first = _tidy(np.floor(min(edges[0], low) / outer) * outer) if inner or edges[0] > low else edges[0]
    last = _tidy(np.ceil(max(edges[-1], high) / outer) * outer) if inner or edges[-1] < high else edges[-1]
    middle = [_tidy(np.round(e / between) * between) for e in edges[1:-1]] if inner else edges[1:-1]
    return tuple(float(e) for e in np.unique([first, *middle, last]))


def _tidy(multiple: float) -> float:
    """A multiple of a round step without the float noise of the product (0.3, not 0.30000000000000004)."""
    return float(f"{multiple:.12g}")


def _numbers(series: pd.Series) -> np.ndarray | None:
    """The exact numbers of a key column, or None when it holds text that is neither a number nor a
    generalized cell of numbers (it cannot be binned)."""
    if pd.api.types.is_bool_dtype(series):
        return None
    if pd.api.types.is_numeric_dtype(series):
        values = series.to_numpy(dtype=float, na_value=np.nan)
        return values[np.isfinite(values)]
    text = series.astype("string").str.strip()
    numbers = pd.to_numeric(text, errors="coerce").to_numpy(dtype=float, na_value=np.nan)
    unread = pd.unique(text[np.isnan(numbers) & text.notna().to_numpy() & (text != "").to_numpy()].to_numpy(object))
    if any(not _numeric_cell(parse_cell(str(label))) for label in unread):
        return None
    return numbers[np.isfinite(numbers)]


def _numeric_cell(cell: Cell | None) -> bool:
    if isinstance(cell, ValueSet):
        return all(np.isfinite(_number(v)) for v in cell.values)
    return cell is not None


def _cut(series: pd.Series, bins: ColumnBins) -> pd.Series:
    """A key column as its bins: exact numbers by value, generalized cells by the bins they may fall in."""
    labels = list(bins.labels)
    if pd.api.types.is_numeric_dtype(series) and not pd.api.types.is_bool_dtype(series):
        values = series.to_numpy(dtype=float, na_value=np.nan)
        codes = np.where(np.isnan(values), -1, bins.index(values))
        return pd.Series(pd.Categorical.from_codes(codes, categories=labels), index=series.index, name=series.name)
    text = series.astype("string").str.strip()
    numbers = pd.to_numeric(text, errors="coerce").to_numpy(dtype=float, na_value=np.nan)
    exact = ~np.isnan(numbers)
    codes = np.full(len(series), -1, dtype=np.int64)
    codes[exact] = bins.index(numbers[exact])
    rest = ~exact & text.notna().to_numpy()
    which, distinct = pd.factorize(text[rest].to_numpy(dtype=object))
    cells = [parse_cell(str(t)) for t in distinct]
    generalized = any(cell is not None for cell in cells)
    names = [_cell_name(str(t), cell, generalized, bins) for t, cell in zip(distinct, cells)]
    categories = labels + [name for name in dict.fromkeys(names) if name is not None and name not in labels]
    position = {name: i for i, name in enumerate(categories)}
    lookup = np.array([position[name] if name is not None else -1 for name in names] + [-1], dtype=np.int64)
    codes[rest] = lookup[which]
    return pd.Series(pd.Categorical.from_codes(codes, categories=categories), index=series.index, name=series.name)


def _cell_name(text: str, cell: Cell | None, generalized: bool, bins: ColumnBins) -> str | None:
    """The category a non-numeric cell becomes; None for a missing value."""
    if cell is ANY or (text == "" and generalized):
        return "*"
    if text == "":
        return None
    if isinstance(cell, Interval):
        first, last = bins.index(np.array([cell.low, cell.high]))
        return bins.span(int(first), int(last))
    if isinstance(cell, ValueSet):
        members = np.array([_number(v) for v in cell.values])
        if np.isfinite(members).all():
            held = np.unique(bins.index(members))
            if held[-1] - held[0] + 1 == held.size:  # adjacent bins: their union
                return bins.span(int(held[0]), int(held[-1]))
    return text


def _number(value: object) -> float:
    try:
        return float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return np.nan


def _number_text(value: float) -> str:
    """The shortest text that reads back as the same number (so labels parse to their exact edges)."""
    value = float(value)
    if value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return np.format_float_positional(value, trim="-")


def parse_override(text: str) -> Override:
    """A bin setting as typed: a number of quantile bins ("5"), edges ("0;18;65"), rounding ("round 1000")
    or "as written"."""
    text = text.strip()
    if text.replace("-", " ") in ("as written", "as  written"):
        return "as written"
    if _rounding(text) is not None:
        return " ".join(text.lower().split())
    try:
        parts = [float(p) for p in text.split(";")]
    except ValueError:
        raise ValueError(f"{text!r}: give a number of bins (e.g. 5), edges separated by ';' (e.g. 0;18;65), "
                         "'round UNIT' (e.g. round 1000) or 'as written'") from None
    if len(parts) == 1:
        if not parts[0].is_integer():
            raise ValueError(f"{text!r}: a number of bins is a whole number")
        return int(parts[0])
    return parts


def parse_overrides(text: str) -> dict[str, Override]:
    """Several bin settings as typed in one field: "age=5, hours=0;20;40"."""
    overrides = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        column, mark, value = part.partition("=")
        if not mark or not column.strip():
            raise ValueError(f"{part!r}: write COLUMN=BINS, e.g. age=5 or age=0;18;65")
        overrides[column.strip()] = parse_override(value)
    return overrides


def overrides_text(overrides: Mapping[str, Override]) -> str:
    """The bin settings as `parse_overrides` reads them."""
    def one(value: Override) -> str:
        return ";".join(f"{v:g}" for v in value) if isinstance(value, (list, tuple)) else str(value)
    return ", ".join(f"{column}={one(value)}" for column, value in overrides.items())
