"""Encoding the original and the releases into one shared code space.

Categorical columns become integer codes shared by the original and every release table
(a missing value is a category of its own, coded after the real ones); continuous columns
become floats with NaN for missing. Plugins and models only ever see this encoding.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from anonguard.data.cells import ANY, GeneralizedColumn, Interval, ValueSet, membership, parse_cell
from anonguard.data.counts import encode_counts, is_count_table
from anonguard.data.columns import CATEGORICAL
from anonguard.errors import DataError
from anonguard.phrases import say

MISSING_LABEL = "(missing)"


@dataclass(frozen=True)
class ReleaseTable:
    """One table of a release, encoded like the original (see the module docstring).

    Columns of a generalized release (k-anonymity, l-diversity, top coding) also appear in
    `generalized`: the range of values each cell stands for. `data` then holds a stand-in
    (an interval's midpoint; a set's own code), so plugins unaware of generalization still run.
    A table split over a cluster's workers (`Attack.splits`) reaches each as a part of its rows;
    `ranges` then holds each numeric column's (lowest, highest) value over the whole table.
    """

    name: str
    data: pd.DataFrame
    generalized: Mapping[str, GeneralizedColumn] = field(default_factory=dict)
    ranges: Mapping[str, tuple[float, float]] = field(default_factory=dict)


@dataclass(frozen=True)
class ColumnCoding:
    """How one categorical column's codes map back to values: code i is `categories[i]`."""

    name: str
    categories: tuple[str, ...]

    @property
    def missing_code(self) -> int:
        return len(self.categories)

    def code(self, label: str) -> int:
        """The code of a value's label; the missing code for anything else."""
        try:
            return self.categories.index(label)
        except ValueError:
            return self.missing_code

    def label(self, code: int) -> str:
        return self.categories[code] if 0 <= code < len(self.categories) else MISSING_LABEL


    def codes(self, labels: pd.Series) -> np.ndarray:
        """Codes of values written as text (as in a count table); -1 where the column never holds the value.

        An empty label is the missing value; numbers match whatever way they are written (1, 1.0)."""
        code_of = {label: code for code, label in enumerate(self.categories)}
        text = labels.astype("string").str.strip().fillna("")
        numbers = pd.to_numeric(text.replace("", pd.NA), errors="coerce")
        as_number = numbers.map(lambda v: _label(float(v)), na_action="ignore")
        codes = text.map(code_of).fillna(as_number.map(code_of)).fillna(-1).to_numpy(dtype=np.int64)
        return np.where((text == "").to_numpy(), self.missing_code, codes)


@dataclass(frozen=True)
class EncodedData:
    original: pd.DataFrame
    releases: dict[str, tuple[ReleaseTable, ...]]
    kinds: dict[str, str]
    codings: dict[str, ColumnCoding]
    warnings: tuple[str, ...]
    # per release: (table name, rows as `anonguard.data.counts.encode_counts` gives them)
    counts: dict[str, tuple[tuple[str, pd.DataFrame], ...]] = field(default_factory=dict)
    spans: dict[str, tuple[float, float]] = field(default_factory=dict)  # continuous columns' range in the original
    # per release: column -> why the release seems to code it differently from the original
    mismatches: dict[str, dict[str, str]] = field(default_factory=dict)
    # tables of records encoded like the original that are no release (people known not to be in it)
    others: dict[str, pd.DataFrame] = field(default_factory=dict)

    def rare_labels(self) -> dict[str, int]:
        """Every category of the original's categorical columns held by fewer than RARE_LIMIT rows, with
        its count (the smallest, if several columns hold it): a report withholds any of them quoted in a
        warning, an error or a note, as it withholds them in its tables."""
        rare: dict[str, int] = {}
        for column, coding in self.codings.items():
            if column not in self.original.columns:
                continue
            size = len(coding.categories)
            counts = np.bincount(self.original[column].to_numpy(dtype=np.int64), minlength=size)[:size]
            for code in np.flatnonzero((counts > 0) & (counts < RARE_LIMIT)):
                label = coding.categories[code]
                rare[label] = min(rare.get(label, RARE_LIMIT), int(counts[code]))
        return rare


RARE_LIMIT = 1000  # categories held by fewer original rows are listed for the report's disclosure policy

# a release column with at least this share of values the original never holds is coded differently
MISMATCH_SHARE = 0.05


def encode_tables(
    original: pd.DataFrame,
    releases: Mapping[str, Sequence[tuple[str, pd.DataFrame]]],
    kinds: Mapping[str, str],
    left_out: Sequence[str] = (),
    others: Mapping[str, pd.DataFrame] | None = None,
) -> EncodedData:
    """Encode the `kinds` columns of the original, of every release table and of the `others`
    (tables of records that are no release, named: e.g. people known not to be in the original).

    Release columns the original lacks are dropped with a warning (those in `left_out`, the
    original's ignored columns, silently); values a release holds
    that the original never does (new categories) get codes of their own, also warned.
    Generalized cells (see `anonguard.data.cells`) are read into each table's `generalized`.
    """
    warnings: list[str] = []
    count_tables = {label: [(name, frame) for name, frame in tables if is_count_table(frame)]
                    for label, tables in releases.items()}
    releases = {label: [(name, frame) for name, frame in tables if not is_count_table(frame)]
                for label, tables in releases.items()}
    for label, tables in releases.items():
        for name, frame in tables:
            if not set(frame.columns) & (set(original.columns) | set(left_out)):
                shown = ", ".join(map(str, list(frame.columns)[:5])) + (", …" if len(frame.columns) > 5 else "")
                raise DataError(f"{name} (release {label!r}) shares no column with the original (it has {shown}); "
                                "choose the release made from this original, or name its columns as the original does")
    spans: dict[str, tuple[float, float]] = {}
    encoded_original: dict[str, np.ndarray] = {}
    encoded_tables = {label: [dict() for _ in tables] for label, tables in releases.items()}
    generalized = {label: [dict() for _ in tables] for label, tables in releases.items()}
    codings: dict[str, ColumnCoding] = {}
    mismatches: dict[str, dict[str, str]] = {}
    others = dict(others or {})
    encoded_others: dict[str, dict[str, np.ndarray]] = {name: {} for name in others}

    for column, kind in kinds.items():
        pieces = [(say("original column {column!r}", column=column), None, None, original[column])]
        for label, tables in releases.items():
            for index, (name, frame) in enumerate(tables):
                if column in frame.columns:
                    pieces.append((say("{file} (release {release!r}) column {column!r}", file=name, release=label,
                                       column=column), label, index, frame[column]))
        pieces += [(say("{file} column {column!r}", file=name, column=column), None, name, frame[column])  # no release
                   for name, frame in others.items() if column in frame.columns]
        if kind == CATEGORICAL:
            coded, coding, new_values, respelled = _encode_categorical(column, [p[3] for p in pieces], [p[0] for p in pieces])
            codings[column] = coding
            expansions, unread = _category_cells(coding, coded[0], sorted({c for values in new_values for c in values}))
            warnings.extend(say("{column!r}: {problem}", column=column, problem=problem) for problem in unread)
            for (where, label, index, _), codes, values, mapping in zip(pieces[1:], coded[1:], new_values[1:], respelled[1:]):
                if mapping:
                    examples = ", ".join(say("{spelled!r} as {value!r}", spelled=a, value=b)
                                         for a, b in list(mapping.items())[:3])
                    warnings.append(say("{where}: {count} value(s) spelled differently from the original (case, "
                                        "accents or spacing) were read as the original's: {examples}", where=where,
                                        count=len(mapping), examples=examples))
                plain = [v for v in values if coding.code(v) not in expansions]
                is_generalized = len(plain) < len(values)
                if is_generalized:  # an empty cell there is suppression, not a new value
                    plain = [v for v in plain if v != MISSING_LABEL]
                shared = np.isin(codes, coded[0]) & (codes != coding.missing_code)
                present = codes != coding.missing_code
                foreign = present & ~shared & ~np.isin(codes, list(expansions))
                share = foreign.sum() / max(present.sum(), 1)
                if any(v != MISSING_LABEL for v in plain) and not is_generalized and not shared.any():
                    example = next(v for v in plain if v != MISSING_LABEL)
                    # what to do: never "recode it like the original", which would undo the office's protection
                    warnings.append(say("{where}: none of its values occurs in the original (e.g. {example!r}): the "
                                        "release seems to code this column differently; if its values stand for groups "
                                        "of the original's values, say which original values each stands for on the "
                                        "Data page's Recodes, or give a hierarchy file (--hierarchy COLUMN=FILE, ARX's "
                                        "layout), or no attack can match on it", where=where, example=example))
                elif plain:
                    warnings.append(say("{where}: {count} value(s) not in the original, e.g. {example!r}", where=where,
                                        count=len(plain), example=plain[0]))
                if share >= MISMATCH_SHARE and label is not None:
                    example = next((v for v in plain if v != MISSING_LABEL), "?")
                    mismatches.setdefault(label, {})[column] = say(
                        "{where}: {share:.0%} of its values never occur in the original (e.g. {example!r}); the release "
                        "codes this column differently: if its values stand for groups of the original's values (merged "
                        "categories), say which original values each stands for on the Data page's Recodes, or give a "
                        "hierarchy file (--hierarchy COLUMN=FILE, ARX's layout)", where=where, share=share,
                        example=example)
                emptied = None if is_generalized or label is None else _emptied(coding, coded[0], codes, expansions)
                if emptied is not None:
                    mismatches.setdefault(label, {}).setdefault(column, say("{where}: {problem}", where=where,
                                                                            problem=emptied))
                if is_generalized and label is not None:
                    table_expansions = dict(expansions)
                    table_expansions[coding.missing_code] = np.unique(coded[0])  # empty means suppressed here
                    members = membership(codes, coding.missing_code + 1, table_expansions)
                    generalized[label][index][column] = GeneralizedColumn(members=members)
        else:
            coded = [_to_float(pieces[0][3], pieces[0][0])]
            span = spans[column] = _range(coded[0])
            for where, label, index, series in pieces[1:]:
                try:
                    values, cells = _continuous_cells(series, where, span)
                except DataError as exc:  # this release's scenarios on the column are not applicable, not the audit
                    if label is None:
                        raise
                    mismatches.setdefault(label, {})[column] = say("{problem}; the release codes this column "
                                                                   "differently", problem=exc)
                    warnings.append(str(exc))
                    values, cells = np.full(len(series), np.nan), None
                coded.append(values)
                seen = values[np.isfinite(values)]
                if label is not None and seen.size and np.isfinite(coded[0]).any() and (
                        seen.min() > span[1] or seen.max() < span[0]):
                    mismatches.setdefault(label, {})[column] = say(
                        "{where}: its values ({low:.6g} to {high:.6g}) lie wholly outside the original's range (not "
                        "shown: its ends are a person's values); the release measures this column differently "
                        "(units?): convert it like the original", where=where, low=seen.min(), high=seen.max())
                if cells is not None and label is not None:
                    generalized[label][index][column] = cells
        encoded_original[column] = coded[0]
        for (_, label, index, _), values in zip(pieces[1:], coded[1:]):
            if label is None:
                encoded_others[index][column] = values
            else:
                encoded_tables[label][index][column] = values

    result_releases = {}
    for label, tables in releases.items():
        encoded = []
        for (name, frame), columns in zip(tables, encoded_tables[label]):
            unknown = [c for c in frame.columns if c not in kinds and c not in left_out]
            if unknown:
                warnings.append(say("{file} (release {release!r}): column(s) the original lacks, left out: {columns}",
                                    file=name, release=label, columns=", ".join(unknown)))
            encoded.append(ReleaseTable(name, pd.DataFrame(columns, index=pd.RangeIndex(len(frame))),
                                        generalized[label][len(encoded)]))
        result_releases[label] = tuple(encoded)
    counts = {}
    for label, tables in count_tables.items():
        encoded_counts = []
        for name, frame in tables:
            rows, problems = encode_counts(frame, say("{file} (release {release!r})", file=name, release=label), kinds,
                                           lambda column, labels: codings[column].codes(labels), spans)
            warnings.extend(problems)
            encoded_counts.append((name, rows))
        counts[label] = tuple(encoded_counts)
    return EncodedData(
        original=pd.DataFrame(encoded_original, index=pd.RangeIndex(len(original))),
        releases=result_releases,
        kinds=dict(kinds),
        codings=codings,
        warnings=tuple(warnings),
        counts=counts,
        spans=spans,
        mismatches=mismatches,
        others={name: pd.DataFrame(columns, index=pd.RangeIndex(len(others[name])))
                for name, columns in encoded_others.items()},
    )


def _encode_categorical(
    column: str, pieces: list[pd.Series], sources: list[str]
) -> tuple[list[np.ndarray], ColumnCoding, list[list[str]], list[dict[str, str]]]:
    # numbers compare as numbers (1 == 1.0) unless some file holds text there ("*", "[20-30)")
    numeric = all(_numeric_like(series) for series in pieces)
    if numeric:
        canonical = [_to_float(series, where) for series, where in zip(pieces, sources)]
        respelled: list[dict[str, str]] = [{} for _ in pieces]
        codes, uniques = pd.factorize(np.concatenate(canonical), sort=True, use_na_sentinel=True)
        bounds = np.cumsum([0] + [len(values) for values in canonical])
        coded = [codes[start:stop] for start, stop in zip(bounds[:-1], bounds[1:])]
    else:
        # text is factorized file by file first, so that stripping, respelling and sorting touch each
        # distinct value once rather than every row (a census column holds millions of rows, few values)
        local = [pd.factorize(series, use_na_sentinel=True) for series in pieces]
        texts = [_to_text(pd.Series(values)) for _, values in local]
        respelled = [{}, *(_respell(texts[0], values) for values in texts[1:])]
        for index, mapping in enumerate(respelled):
            if mapping:
                texts[index] = pd.Series(texts[index], dtype=object).replace(mapping).to_numpy(dtype=object)
        shared, uniques = pd.factorize(np.concatenate(texts), sort=True, use_na_sentinel=True)
        bounds = np.cumsum([0] + [len(values) for values in texts])
        coded = [np.where(codes < 0, -1, shared[start:stop][codes])
                 for (codes, _), start, stop in zip(local, bounds[:-1], bounds[1:])]
    coded = [np.where(values < 0, len(uniques), values).astype(np.int32) for values in coded]
    coding = ColumnCoding(column, tuple(_label(value) for value in uniques))
    present = [np.bincount(values, minlength=len(uniques) + 1) > 0 for values in coded]
    new_values = [[coding.label(c) for c in np.flatnonzero(held & ~present[0])] for held in present]
    return coded, coding, new_values, respelled


def _spelling(value: str) -> str:
    """A value with case, accents, spacing, hyphens and underscores taken out of the comparison."""
    letters = "".join(c for c in unicodedata.normalize("NFKD", value) if not unicodedata.combining(c))
    return " ".join(re.split(r"[\s_\-]+", letters.casefold())).strip()


def _respell(original: np.ndarray, release: np.ndarray) -> dict[str, str]:
    """Release values the original lacks that match exactly one original value but for their spelling
    ("female", "FEMALE " for "Female"), mapped to the original's spelling."""
    present = pd.unique(original[pd.notna(original)])
    by_spelling: dict[str, list[str]] = {}
    for value in present:
        by_spelling.setdefault(_spelling(value), []).append(value)
    known = set(present)
    mapping = {}
    for value in pd.unique(release[pd.notna(release)]):
        if value not in known:
            matches = by_spelling.get(_spelling(value), [])
            if len(matches) == 1:
                mapping[value] = matches[0]
    return mapping


def _category_cells(
    coding: ColumnCoding, original_codes: np.ndarray, labels: list[str]
) -> tuple[dict[int, np.ndarray], list[str]]:
    """The original codes each generalized label among `labels` stands for, and what could not be read."""
    present = np.unique(original_codes)
    real = present[present < coding.missing_code]
    numbers = pd.to_numeric(pd.Series([coding.label(c) for c in real], dtype=object), errors="coerce").to_numpy(float)
    by_label = {coding.label(c): c for c in real}
    code_of = {label: code for code, label in enumerate(coding.categories)}
    expansions: dict[int, np.ndarray] = {}
    problems = []
    for label in labels:
        cell = parse_cell(label)
        code = code_of.get(label)
        if code is None:  # the missing value
            continue
        if cell is ANY:
            expansions[code] = present
        elif isinstance(cell, ValueSet):
            found = [by_label[v] for v in cell.values if v in by_label]
            if len(found) < len(cell.values):
                missing = next(v for v in cell.values if v not in by_label)
                problems.append(say("the set {label!r} names {missing!r}, which the original never holds", label=label,
                                    missing=missing))
            if found:
                expansions[code] = np.array(found)
        elif isinstance(cell, Interval):
            inside = real[(numbers >= cell.low) & (numbers <= cell.high)]
            if np.isnan(numbers).all():
                problems.append(say("the interval {label!r} is in a column of text values; it is kept as a value of "
                                    "its own", label=label))
            else:
                expansions[code] = inside
    return expansions, problems


def _emptied(coding: ColumnCoding, original: np.ndarray, release: np.ndarray, expansions: dict[int, np.ndarray]
             ) -> str | None:
    """Why a release column whose empty cells may stand for a value cannot be read, or None: it leaves empty
    at least MISMATCH_SHARE more of its cells than the original does, while original values held by as large a
    share never appear in it (a release writing "None" as an empty cell: read as missing, the secret would seem
    unguessable, and the release safe). Suppressed cells (a generalized column's) are read as such elsewhere."""
    missing = coding.missing_code
    excess = float((release == missing).mean() - (original == missing).mean())
    if excess < MISMATCH_SHARE:
        return None
    written = np.unique(release[release != missing])
    covered = np.concatenate([written, *(expansions[c] for c in written if c in expansions)])
    unwritten = (original != missing) & ~np.isin(original, covered)
    if unwritten.mean() < MISMATCH_SHARE:
        return None
    example = coding.label(int(np.bincount(original[unwritten]).argmax()))
    return say("{excess:.0%} more of its cells are empty than the original's, and values the original holds for "
               "{unwritten:.0%} of its records (e.g. {example!r}) never appear in it: if an empty cell stands for a "
               "value, declare it in the audit file's recodes (the value \"\" standing for it); if the cells were "
               "suppressed, write them as '*'", excess=excess, unwritten=unwritten.mean(), example=example)


def _range(values: np.ndarray) -> tuple[float, float]:
    present = values[np.isfinite(values)]
    return (float(present.min()), float(present.max())) if present.size else (0.0, 0.0)


def _continuous_cells(series: pd.Series, where: str, span: tuple[float, float]) -> tuple[np.ndarray, GeneralizedColumn | None]:
    """A release's continuous column as numbers (an interval's midpoint) and, if generalized, its cells."""
    if pd.api.types.is_numeric_dtype(series) or pd.api.types.is_datetime64_any_dtype(series) or pd.api.types.is_bool_dtype(series):
        return _to_float(series, where), None
    text = series.astype("string").str.strip()
    numbers = pd.to_numeric(text, errors="coerce")
    failed = numbers.isna() & text.notna() & (text != "")
    if not failed.any():
        return _to_float(numbers, where), None
    labels = pd.unique(text[failed].to_numpy(dtype=object))
    cells = {label: parse_cell(label) for label in labels}
    unread = [label for label, cell in cells.items() if cell is None or isinstance(cell, ValueSet)]
    if unread:
        raise DataError(say(
            "{where} holds {value!r}, which is neither a number nor an interval like '[20-30)', '20-29', '>=65' or "
            "'*': if it means 'missing', declare it so (--missing {column}={value}, or 'Declared missing' on the "
            "Data page); otherwise say what it stands for on the Data page's Recodes, or make the column categorical",
            where=where, value=unread[0], column=series.name))
    low_of = {label: (span[0] if cell is ANY else max(cell.low, span[0]) if np.isinf(cell.low) else cell.low)
              for label, cell in cells.items()}
    high_of = {label: (span[1] if cell is ANY else min(cell.high, span[1]) if np.isinf(cell.high) else cell.high)
               for label, cell in cells.items()}
    exact = numbers.to_numpy(dtype=float, na_value=np.nan)
    exact = np.where(np.isinf(exact), np.nan, exact)
    generalized = failed.to_numpy()
    low, high = exact.copy(), exact.copy()
    low[generalized] = text[failed].map(low_of).to_numpy(dtype=float)
    high[generalized] = text[failed].map(high_of).to_numpy(dtype=float)
    empty = np.isnan(exact) & ~generalized  # an empty cell of a generalized column is suppressed
    low[empty], high[empty] = span
    high = np.maximum(low, high)
    end_of = {label: cell.high if np.isinf(cell.low) else cell.low for label, cell in cells.items()
              if cell is not ANY and np.isinf(cell.low) != np.isinf(cell.high)}
    tail = None
    if end_of:  # top and bottom codes: where the tail begins
        tail = np.full(len(exact), np.nan)
        tail[generalized] = text[failed].map(end_of).to_numpy(dtype=float, na_value=np.nan)
    return (low + high) / 2, GeneralizedColumn(low, high, tail=tail)


def _numeric_like(series: pd.Series) -> bool:
    if pd.api.types.is_bool_dtype(series):
        return False
    if pd.api.types.is_numeric_dtype(series):
        return True
    values = pd.Series(series.dropna().unique())  # each distinct value once: the same answer, millions of rows faster
    return bool(pd.to_numeric(values, errors="coerce").notna().all())


def _to_text(series: pd.Series) -> np.ndarray:
    """Stripped text; whole numbers written without a decimal part, so 1, 1.0 and "1" agree."""
    if pd.api.types.is_numeric_dtype(series) and not pd.api.types.is_bool_dtype(series):
        values = series.to_numpy(dtype=float)
        whole = np.isfinite(values) & (values == np.round(values))
        text = series.astype("string").to_numpy(dtype=object, na_value=None).copy()
        text[whole] = values[whole].astype(np.int64).astype(str)
        return text
    return series.astype("string").str.strip().to_numpy(dtype=object, na_value=None)


def _to_float(series: pd.Series, where: str) -> np.ndarray:
    """Numbers as floats, NaN for missing (and for infinities, which no distance can use)."""
    if pd.api.types.is_datetime64_any_dtype(series):
        epoch = pd.Timestamp(0, tz=series.dt.tz).as_unit(series.dt.unit)  # in the column's unit: dates past 2262
        return ((series - epoch) / pd.Timedelta(seconds=1)).to_numpy(dtype=float, na_value=np.nan)
    if pd.api.types.is_bool_dtype(series):
        return series.astype(float).to_numpy()
    converted = pd.to_numeric(series, errors="coerce")
    failed = converted.isna() & series.notna()
    if failed.any():
        example = series[failed].iloc[0]
        raise DataError(say("{where} holds {value!r}, which is not a number like the original's values; fix the value, "
                            "or make the column categorical", where=where, value=example))
    values = converted.to_numpy(dtype=float, na_value=np.nan)
    return np.where(np.isinf(values), np.nan, values)


def _label(value: object) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
