"""Re-identification risk from the key variables (quasi-identifiers): the classic measures a release
board asks for first, computed the way sdcMicro's `freqCalc` / `indivRisk` / `measure_risk` define them
(docs/research/sdcmicro_risk.md has the definitions, their sources and the francdat figures the tests use).

- f_k, the sample frequency of a record's key combination: how many records of the file share it.
  A missing key value matches every value (the "wildcard" reading of ARX and sdcMicro): two records
  share a combination when, key by key, they are equal or one of them is missing. (sdcMicro adds a
  record whose keys are all missing to the other incomplete records only; here it counts for all.)
- Generalized releases (intervals, value sets, suppression; anonguard/data/cells.py spells them): a
  cell stands for the values it may hold, and two records share a combination when, key by key, their
  cells overlap (share a possible value); suppression, and an empty cell of a generalized column, match
  any value as a missing one does. For plain data this is the wildcard rule above. `reading` on the
  result says which rule counted (WILDCARD, OVERLAP, or IDENTICAL when there were too many generalized
  combinations to compare). `contained_originals` counts, the same way, the original records each
  release row could stand for.
- F_k, the estimated population frequency: the sum of the survey weights of those records.
- The individual risk r_k of Benedetti and Franconi: the probability that a record's key combination
  identifies its person, from the negative-binomial posterior of F_k given f_k, with sdcMicro's closed
  forms for f_k = 1 and 2 and its approximation beyond; 1/f_k without weights.
- Global risk: the expected number of re-identifications, sum of r_k, and that number as a share.
- Household risk: 1 − Π(1 − r_i) over a household's members, for each member.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from anonguard.data.cells import ANY, CELL_HINT, Interval, ValueSet, parse_cell

WILDCARD = "wildcard: a missing value matches any value"
OVERLAP = "overlap: generalized cells match the values they contain"
IDENTICAL = "identical cells (too many generalized combinations to compare: {pairs})"
# Candidate pairs (a combination holding a wide cell × a combination that may overlap it) compared before
# falling back to identical cells: about 30 s at the slowest rate measured (2.8e7 pairs/s, two of four keys
# overlapping intervals on every record; `python bench/bench_key_risk.py --overlap` prints the rate).
COMPARE_LIMIT = 800_000_000
BLOCK = 4_000_000  # candidate pairs compared at once (some tens of MB)


@dataclass(frozen=True)
class KeyFrequencies:
    """Per record: the sample frequency f_k and the estimated population frequency F_k of its key combination,
    and the rule that decided which records share a combination (WILDCARD, OVERLAP or IDENTICAL)."""

    sample: np.ndarray
    population: np.ndarray
    reading: str = WILDCARD


@dataclass(frozen=True)
class ContainedOriginals:
    """Per release record: how many original records its key cells contain (the people it could stand for)."""

    count: np.ndarray
    reading: str


def key_frequencies(keys: pd.DataFrame, weights: np.ndarray | None = None, *,
                    compare_limit: int = COMPARE_LIMIT) -> KeyFrequencies:
    """f_k and F_k of every record of `keys` (one column per key variable), a missing value matching any.

    Plain data is counted by patterns of missing values (`_pattern_sums`); so is a file whose generalized
    cells never overlap one another (disjoint intervals, bins), suppression reading as a missing value,
    and its reading is WILDCARD. Otherwise it is counted by overlap (`_overlap_sums`) over its distinct
    combinations of cells; if that would compare more than `compare_limit` candidate pairs of
    combinations, identical cells are counted instead (IDENTICAL; missing and suppressed values still match any)."""
    weight = np.ones(len(keys)) if weights is None else np.asarray(weights, dtype=np.float64)
    columns = [_cell_column(keys[column]) for column in keys.columns]
    codes = _code_matrix(columns, len(keys))
    combo_of, combos = _combinations(codes)
    values = np.column_stack([np.bincount(combo_of, minlength=len(combos)).astype(np.float64),
                              np.bincount(combo_of, weights=weight, minlength=len(combos))])
    if not _any_wide(columns):
        sums, reading = _pattern_sums(combos, combos, values), WILDCARD
    else:
        sums, reading = _overlap_sums(columns, combos, combos, values, True, compare_limit)
    return KeyFrequencies(sums[combo_of, 0], sums[combo_of, 1], reading)


def contained_originals(release_keys: pd.DataFrame, original_keys: pd.DataFrame, *,
                        compare_limit: int = COMPARE_LIMIT) -> ContainedOriginals:
    """For each release record, how many original records its key cells contain: beside the release's own
    f_k, the number of people the row could stand for. A missing value, on either side, matches any."""
    names = list(release_keys.columns)
    both = pd.concat([release_keys.reset_index(drop=True), original_keys[names].reset_index(drop=True)],
                     ignore_index=True)
    columns = [_cell_column(both[column], canonical=True) for column in names]
    codes = _code_matrix(columns, len(both))
    released, original = codes[: len(release_keys)], codes[len(release_keys):]
    combo_of, combos = _combinations(released)
    original_of, originals = _combinations(original)
    counts = np.bincount(original_of, minlength=len(originals)).astype(np.float64)[:, None]
    if not _any_wide(columns):
        return ContainedOriginals(_pattern_sums(combos, originals, counts)[combo_of, 0], WILDCARD)
    sums, reading = _overlap_sums(columns, combos, originals, counts, False, compare_limit)
    return ContainedOriginals(sums[combo_of, 0], reading)


@dataclass(frozen=True)
class _CellColumn:
    """A key column as codes, with what its wide cells overlap.

    A code is a distinct value or cell; -1 matches anything (a missing value, suppression, or a cell
    overlapping every code of the column). A *wide* cell is a generalized cell overlapping some other
    code; every other code overlaps only itself, so records holding none of the wide cells can be
    grouped as plain data."""

    codes: np.ndarray
    size: int  # number of codes
    wide: np.ndarray  # (wide cells × size) booleans: the codes each wide cell overlaps
    wide_codes: np.ndarray  # the code of each row of `wide`
    wide_of: np.ndarray  # per code: its row of `wide`, or -1

    def meets(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        """Pair by pair: do the cells coded a[i] and b[i] share a possible value?"""
        met = (a == b) | (a < 0) | (b < 0)
        if self.wide_codes.size:
            for mine, theirs in ((a, b), (b, a)):
                row = self.wide_of[np.maximum(mine, 0)]
                open_ = np.flatnonzero(~met & (mine >= 0) & (row >= 0))
                met[open_] = self.wide[row[open_], theirs[open_]]
        return met

    def table(self, codes: np.ndarray) -> np.ndarray:
        """(codes × size + 1) booleans: does each of `codes` overlap each code (column 0 for -1)?"""
        table = np.zeros((codes.size, self.size + 1), dtype=bool)
        table[:, 0] = True
        table[codes < 0] = True
        held = np.flatnonzero(codes >= 0)
        table[held, codes[held] + 1] = True
        if self.size == 0:  # a column of missing values only: every code matches anything
            return table
        row = self.wide_of[np.maximum(codes, 0)]
        widened = held[row[held] >= 0]
        table[widened, 1:] |= self.wide[row[widened]]
        table[held[:, None], self.wide_codes[None, :] + 1] |= self.wide[:, codes[held]].T
        return table


def _plain_column(codes: np.ndarray, size: int) -> _CellColumn:
    return _CellColumn(codes, size, np.zeros((0, size), dtype=bool), np.zeros(0, dtype=np.int64),
                       np.full(size, -1, dtype=np.int64))


def _cell_column(series: pd.Series, canonical: bool = False) -> _CellColumn:
    """Read a key column's distinct values as plain values or generalized cells (never each record).
    With `canonical` (two files stacked), text is compared as `_generalized_column` does even without
    generalized cells, so that 42 and "42" are one value."""
    codes, uniques = pd.factorize(series, use_na_sentinel=True)
    dtype = series.dtype
    if isinstance(dtype, pd.CategoricalDtype):
        dtype = dtype.categories.dtype
    if pd.api.types.is_numeric_dtype(dtype) or pd.api.types.is_datetime64_any_dtype(dtype):
        return _plain_column(codes, len(uniques))
    text = pd.Series(np.asarray(uniques, dtype=object), dtype=object).astype("string").str.strip()
    candidates = np.flatnonzero(text.str.contains(CELL_HINT).fillna(False).to_numpy())
    parsed = {int(i): parse_cell(str(text.iloc[i])) for i in candidates}
    parsed = {i: cell for i, cell in parsed.items() if cell is not None}
    if not parsed and not canonical:
        return _plain_column(codes, len(uniques))
    return _generalized_column(codes, text, parsed)


def _generalized_column(codes: np.ndarray, text: pd.Series, parsed: dict[int, object]) -> _CellColumn:
    """Codes for a column holding generalized cells (`parsed`, by distinct value): plain values are
    compared as numbers when the column's plain values are all numbers, else as text; suppressed cells,
    and empty ones when the column is generalized, match anything."""
    n = len(text)
    cell = np.full(n, None, dtype=object)
    for i, value in parsed.items():
        cell[i] = value
    is_any = np.array([c is ANY for c in cell], dtype=bool) | ((text == "").to_numpy() & bool(parsed))
    is_cell = np.array([c is not None for c in cell], dtype=bool) & ~is_any
    plain = ~is_cell & ~is_any
    numbers = pd.to_numeric(text.where(plain), errors="coerce").to_numpy(dtype=float, na_value=np.nan)
    numeric = bool(np.isfinite(numbers[plain]).all())
    spelled = text.to_numpy(dtype=object, na_value=None).copy()
    written = plain & np.isfinite(numbers)  # in a column of text, 30, "30" and 30.0 are still one value
    spelled[written] = [np.format_float_positional(x, trim="-") for x in numbers[written]]
    key = np.where(plain, numbers if numeric else spelled, cell).astype(object)
    key[is_any] = None
    canonical, distinct = pd.factorize(key, use_na_sentinel=True)
    record_codes = np.where(codes >= 0, canonical[np.maximum(codes, 0)], -1)
    size = len(distinct)
    kinds = np.asarray(distinct, dtype=object)
    overlaps, cell_codes = _cell_overlaps(kinds, numeric)
    everything = overlaps.all(axis=1)  # a cell overlapping every code reads as a wildcard
    if everything.any():
        record_codes = np.where(np.isin(record_codes, cell_codes[everything]), -1, record_codes)
        overlaps, cell_codes = overlaps[~everything], cell_codes[~everything]
        overlaps[:, np.setdiff1d(np.arange(size), np.unique(record_codes[record_codes >= 0]))] = False
    others = overlaps.copy()
    others[np.arange(cell_codes.size), cell_codes] = False
    is_wide = others.any(axis=1)
    wide_of = np.full(size, -1, dtype=np.int64)
    wide_of[cell_codes[is_wide]] = np.arange(int(is_wide.sum()))
    return _CellColumn(record_codes, size, overlaps[is_wide], cell_codes[is_wide], wide_of)


def _cell_overlaps(kinds: np.ndarray, numeric: bool) -> tuple[np.ndarray, np.ndarray]:
    """(cells × codes) booleans: which codes each generalized cell shares a value with, and the cells' codes.
    An interval holds the numbers in it and meets the intervals it crosses; a set holds its members.
    One vectorized pass over the codes per cell, so the work is cells × codes."""
    is_interval = np.array([isinstance(k, Interval) for k in kinds], dtype=bool)
    is_set = np.array([isinstance(k, ValueSet) for k in kinds], dtype=bool)
    is_cell = is_interval | is_set
    plain_keys = pd.Series(np.where(is_cell, None, kinds), dtype=object)
    low = np.array(pd.to_numeric(plain_keys, errors="coerce").to_numpy(dtype=float, na_value=np.nan))
    high = low.copy()
    low[is_interval] = [kinds[i].low for i in np.flatnonzero(is_interval)]
    high[is_interval] = [kinds[i].high for i in np.flatnonzero(is_interval)]
    sets = {int(i): _members(kinds[i], numeric) for i in np.flatnonzero(is_set)}
    cell_codes = np.flatnonzero(is_cell)
    overlaps = np.zeros((cell_codes.size, kinds.size), dtype=bool)
    for row, code in enumerate(cell_codes):
        if is_interval[code]:
            overlaps[row] = (low <= high[code]) & (high >= low[code])
            for other, members in sets.items():
                overlaps[row, other] = any(low[code] <= _number(m) <= high[code] for m in members)
        else:
            members = sets[int(code)]
            overlaps[row] = plain_keys.isin(members).to_numpy() & ~is_cell
            for number in (_number(m) for m in members):
                overlaps[row] |= is_interval & (low <= number) & (high >= number)
            for other, others in sets.items():
                overlaps[row, other] = bool(members & others)
    return overlaps, cell_codes


def _members(cell: ValueSet, numeric: bool) -> frozenset:
    """A set's members keyed as the column's plain values are (numbers in a numeric column)."""
    return frozenset(_number(v) if numeric and np.isfinite(_number(v)) else v for v in cell.values)


def _number(value: object) -> float:
    try:
        return float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return np.nan


def _any_wide(columns: list[_CellColumn]) -> bool:
    return any(column.wide_codes.size for column in columns)


def _code_matrix(columns: list[_CellColumn], rows: int) -> np.ndarray:
    return np.column_stack([c.codes for c in columns]) if columns else np.zeros((rows, 0), dtype=np.int64)


def _combinations(codes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each row's distinct combination of codes (numbered by first appearance) and the combinations."""
    if codes.shape[1] == 0 or len(codes) == 0:
        return np.zeros(len(codes), dtype=np.int64), codes[:1]
    combo_of = _group(codes)
    return combo_of, codes[np.unique(combo_of, return_index=True)[1]]


def _group(codes: np.ndarray) -> np.ndarray:
    """Group numbers (0, 1, … by first appearance) of the rows of a code matrix: one hashed key per row
    when the codes fit in 63 bits, else a group-by."""
    shifted = codes.astype(np.int64) + 1
    radix = shifted.max(axis=0, initial=0) + 1
    if np.sum(np.log2(radix.astype(float))) < 62:
        key = shifted @ np.concatenate([np.cumprod(radix[::-1])[::-1][1:], [1]]).astype(np.int64)
        return pd.factorize(key)[0]
    frame = pd.DataFrame(codes)
    return frame.groupby(list(frame.columns), sort=False).ngroup().to_numpy()


def _pattern_sums(a: np.ndarray, b: np.ndarray, values: np.ndarray) -> np.ndarray:
    """For each row of codes `a`, the sums of `values` (rows of `b` × measures) over the rows of `b` it
    matches under the wildcard rule (-1 matches anything).

    Rows are grouped by which keys they hold (their pattern of missing values); for two patterns, the
    rows of one are counted for those of the other by their codes on the keys both hold. The patterns
    are few, so the work is a few group-bys, never a loop over rows."""
    out = np.zeros((len(a), values.shape[1]))
    patterns_a, pattern_of_a = _patterns(a >= 0)
    patterns_b, pattern_of_b = _patterns(b >= 0)
    members_b = [np.flatnonzero(pattern_of_b == p) for p in range(len(patterns_b))]
    for p, pattern_a in enumerate(patterns_a):
        rows_a = np.flatnonzero(pattern_of_a == p)
        for pattern_b, rows_b in zip(patterns_b, members_b):
            shared = pattern_a & pattern_b
            if not shared.any():  # nothing to tell them apart: every row of b counts
                out[rows_a] += values[rows_b].sum(axis=0)
                continue
            group = _group(np.concatenate([a[rows_a][:, shared], b[rows_b][:, shared]]))
            of_a, of_b = group[: rows_a.size], group[rows_a.size:]
            for measure in range(values.shape[1]):
                out[rows_a, measure] += np.bincount(of_b, weights=values[rows_b, measure],
                                                    minlength=group.max() + 1)[of_a]
    return out


def _patterns(held: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct rows of a boolean matrix (which keys a row holds) and each row's, packed into bits
    when they fit (sorting rows of a matrix is slow)."""
    width = held.shape[1]
    if not 0 < width <= 62:
        patterns, inverse = np.unique(held, axis=0, return_inverse=True)
        return patterns, inverse.ravel()
    bits, inverse = np.unique(held.astype(np.int64) @ (np.int64(1) << np.arange(width, dtype=np.int64)),
                              return_inverse=True)
    return ((bits[:, None] >> np.arange(width)) & 1).astype(bool), inverse.ravel()


def _overlap_sums(columns: list[_CellColumn], a: np.ndarray, b: np.ndarray, values: np.ndarray, same: bool,
                  limit: int) -> tuple[np.ndarray, str]:
    """For each combination of `a`, the sums of `values` over the combinations of `b` it overlaps.

    Pairs of combinations without wide cells go through `_pattern_sums`. A combination holding a wide
    cell is compared only with its candidates on the other side (`_candidates`), then key by key. With
    `same` (a is b) one comparison serves both sides of a pair. Beyond `limit` candidate pairs,
    identical cells are counted instead."""
    wide_a = _holds_wide(columns, a)
    wide_b = wide_a if same else _holds_wide(columns, b)
    exact_a = np.flatnonzero(~wide_a)
    jobs = [(np.flatnonzero(wide_a), a, b, True)]  # rows compared, their side, the other side, whether of a
    if not same:
        jobs.append((np.flatnonzero(wide_b), b, a[exact_a], False))
    planned = [(rows, mine[rows], other, of_a, *_candidates(columns, mine[rows], other))
               for rows, mine, other, of_a in jobs]
    pairs = sum(int(source.counts.sum()) for *_, sources, _ in planned for source in sources)
    if pairs > limit:
        return _pattern_sums(a, b, values), IDENTICAL.format(pairs=f"{pairs:,} candidate pairs")
    out = np.zeros((len(a), values.shape[1]))
    out[exact_a] = _pattern_sums(a[exact_a], b[~wide_b], values[~wide_b])
    spread = np.zeros((len(b) if same else 0, values.shape[1]))  # with `same`: what wide rows add to every one
    for rows, mine, other_side, of_a, sources, keys_order in planned:
        other_codes = [np.ascontiguousarray(other_side[:, k]) for k in range(len(columns))]
        for source in sources:
            for block in _blocks(source.counts):
                local = source.rows[block]
                row, other = source.pairs(block)
                for k in keys_order:  # the most selective key first, so the pairs shrink fast
                    if k not in source.checked and row.size:
                        keep = columns[k].meets(mine[local, k][row], other_codes[k][other])
                        row, other = row[keep], other[keep]
                here = rows[local]
                for measure in range(values.shape[1]):
                    if of_a:
                        out[here, measure] += np.bincount(row, weights=values[other, measure], minlength=here.size)
                        if same:
                            spread[:, measure] += np.bincount(other, weights=values[here[row], measure],
                                                              minlength=len(b))
                    else:
                        out[exact_a, measure] += np.bincount(other, weights=values[here[row], measure],
                                                             minlength=exact_a.size)
    if same:
        out[exact_a] += spread[exact_a]
    return out, OVERLAP


def _holds_wide(columns: list[_CellColumn], combos: np.ndarray) -> np.ndarray:
    held = np.zeros(len(combos), dtype=bool)
    for k, column in enumerate(columns):
        if column.wide_codes.size:
            codes = combos[:, k]
            held |= (codes >= 0) & (column.wide_of[np.maximum(codes, 0)] >= 0)
    return held


@dataclass(frozen=True)
class _JoinRuns:
    """Candidates found by joining on the keys without wide cells: each row's candidates are one run of
    `order` (the other side's combinations sorted by join group), `counts` long from `starts[group]`."""

    rows: np.ndarray  # positions among the rows compared
    group: np.ndarray
    order: np.ndarray
    starts: np.ndarray
    counts: np.ndarray
    checked: frozenset[int]  # keys on which every candidate already overlaps

    def only(self, mask: np.ndarray) -> "_JoinRuns":
        return _JoinRuns(self.rows[mask], self.group[mask], self.order, self.starts, self.counts[mask], self.checked)

    def pairs(self, block: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(position in `block`, combination of the other side) for the rows `block` of this source."""
        lengths = self.counts[block].astype(np.int64)
        return np.repeat(np.arange(block.size), lengths), self.order[_runs(self.starts[self.group[block]], lengths)]


@dataclass(frozen=True)
class _KeyRuns:
    """Candidates found through one key: the other side's combinations whose code on the key overlaps the
    row's cell (runs of that key's sorted codes, one per overlapping code)."""

    rows: np.ndarray
    codes: np.ndarray  # per row: its code on the key
    column: _CellColumn
    order: np.ndarray  # the other side's combinations sorted by their code on the key (-1 first)
    starts: np.ndarray  # per code + 1: where its run begins in `order`
    tally: np.ndarray  # per code + 1: how long its run is
    counts: np.ndarray
    checked: frozenset[int]

    def pairs(self, block: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        used, position = np.unique(self.codes[block], return_inverse=True)
        position = position.ravel()
        step = max(1, BLOCK // (self.column.size + 1))
        found = [np.nonzero(self.column.table(used[s:s + step])) for s in range(0, used.size, step)]
        cell = np.concatenate([c + s for (c, _), s in zip(found, range(0, used.size, step))])
        code = np.concatenate([c for _, c in found])
        lengths = self.tally[code]
        members = self.order[_runs(self.starts[code], lengths)]
        per_cell = np.bincount(cell, weights=lengths, minlength=used.size).astype(np.int64)
        cell_start = np.cumsum(per_cell) - per_cell
        per_row = per_cell[position]
        return np.repeat(np.arange(block.size), per_row), members[_runs(cell_start[position], per_row)]


def _candidates(columns: list[_CellColumn], mine: np.ndarray,
                other: np.ndarray) -> tuple[list[_JoinRuns | _KeyRuns], np.ndarray]:
    """Where each row's overlapping combinations of `other` are to be looked for, as few as possible:
    by an exact join on the keys without wide cells (a missing value on either side matching any), or
    through the row's most selective key, whichever leaves fewer. Also the keys, most selective first."""
    tallies = [np.bincount(other[:, k] + 1, minlength=column.size + 1) for k, column in enumerate(columns)]
    by_key = np.zeros((len(mine), len(columns)))
    for k, column in enumerate(columns):
        distinct, inverse = np.unique(mine[:, k], return_inverse=True)
        found = np.zeros(distinct.size)
        step = max(1, BLOCK // (column.size + 1))
        for start in range(0, distinct.size, step):
            found[start:start + step] = column.table(distinct[start:start + step]) @ tallies[k]
        by_key[:, k] = found[inverse.ravel()]
    keys_order = np.argsort(by_key.sum(axis=0), kind="stable")
    first = by_key.argmin(axis=1) if columns else np.zeros(len(mine), dtype=np.int64)
    fewest = by_key.min(axis=1) if columns else np.full(len(mine), float(len(other)))
    plain = [k for k, column in enumerate(columns) if not column.wide_codes.size]
    joined = _joined(mine, other, plain) if plain else []
    by_join = np.full(len(mine), np.inf)
    if joined:
        by_join = np.bincount(np.concatenate([j.rows for j in joined]),
                              weights=np.concatenate([j.counts for j in joined]), minlength=len(mine))
    through_join = by_join <= fewest
    sources: list[_JoinRuns | _KeyRuns] = [j.only(through_join[j.rows]) for j in joined]
    for k in np.unique(first[~through_join]):
        rows = np.flatnonzero(~through_join & (first == k))
        order = np.argsort(other[:, k], kind="stable")
        sources.append(_KeyRuns(rows, mine[rows, k], columns[k], order, np.cumsum(tallies[k]) - tallies[k],
                                tallies[k], by_key[rows, k], frozenset({int(k)})))
    return [s for s in sources if s.rows.size], keys_order


def _joined(mine: np.ndarray, other: np.ndarray, plain: list[int]) -> list[_JoinRuns]:
    """The exact join of two sides on the keys `plain`, pattern of missing values by pattern (as in
    `_pattern_sums`): for each pair of patterns, rows and combinations grouped by the keys both hold."""
    mine, other = mine[:, plain], other[:, plain]
    patterns_a, pattern_of_a = _patterns(mine >= 0)
    patterns_b, pattern_of_b = _patterns(other >= 0)
    members_b = [np.flatnonzero(pattern_of_b == p) for p in range(len(patterns_b))]
    joined = []
    for p, pattern_a in enumerate(patterns_a):
        rows = np.flatnonzero(pattern_of_a == p)
        for pattern_b, candidates in zip(patterns_b, members_b):
            shared = pattern_a & pattern_b
            if shared.any():
                group = _group(np.concatenate([mine[rows][:, shared], other[candidates][:, shared]]))
            else:
                group = np.zeros(rows.size + candidates.size, dtype=np.int64)
            of_rows, of_candidates = group[: rows.size], group[rows.size:]
            tally = np.bincount(of_candidates, minlength=int(group.max()) + 1)
            order = candidates[np.argsort(of_candidates, kind="stable")]
            joined.append(_JoinRuns(rows, of_rows, order, np.cumsum(tally) - tally, tally[of_rows],
                                    frozenset(plain)))
    return joined


def _blocks(counts: np.ndarray) -> list[np.ndarray]:
    """Consecutive rows whose candidates add up to about BLOCK."""
    ends = np.searchsorted(np.cumsum(counts), np.arange(BLOCK, counts.sum() + BLOCK, BLOCK), side="right")
    bounds = np.unique(np.concatenate([[0], np.maximum(ends, 1), [counts.size]]).clip(0, counts.size))
    return [np.arange(start, stop) for start, stop in zip(bounds[:-1], bounds[1:]) if stop > start]


def _runs(starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """The concatenated ranges starts[i] .. starts[i] + lengths[i] - 1."""
    lengths = lengths.astype(np.int64)
    offsets = np.cumsum(lengths) - lengths
    return np.repeat(starts - offsets, lengths) + np.arange(int(lengths.sum()))


def individual_risk(frequencies: KeyFrequencies, weighted: bool = True) -> np.ndarray:
    """Benedetti–Franconi's individual risk per record (sdcMicro's `indivRisk`, method "approx"):
    with p = f/F, r = p/(1−p)·ln(1/p) for f = 1, r = p/(1−p) − (p/(1−p))²·ln(1/p) for f = 2, and
    r ≈ p/(f − (1−p)) beyond; 1/f where F = f (the whole population is in the file) or without weights."""
    f, big_f = frequencies.sample, frequencies.population
    if not weighted:
        return 1.0 / f
    risk = 1.0 / f
    estimated = big_f > f
    p = np.where(estimated, f / np.where(estimated, big_f, 1.0), 0.5)
    odds = p / (1.0 - p)
    with np.errstate(divide="ignore", invalid="ignore"):
        one = odds * np.log(1.0 / p)
        two = odds - odds**2 * np.log(1.0 / p)
        more = p / (f - (1.0 - p))
    chosen = np.where(f == 1, one, np.where(f == 2, two, more))
    return np.where(estimated, chosen, risk)


def household_risk(risk: np.ndarray, household: np.ndarray) -> np.ndarray:
    """For each record, 1 − Π(1 − r_i) over the members of its household: the chance that at least
    one of them, and so the household, is re-identified."""
    groups = pd.factorize(household, use_na_sentinel=True)[0]
    alone = groups < 0  # no household id: a household of its own
    groups[alone] = groups.max(initial=-1) + 1 + np.arange(int(alone.sum()))
    survive = np.exp(np.bincount(groups, weights=np.log1p(-np.minimum(risk, 1.0 - 1e-300))))
    return 1.0 - survive[groups]


@dataclass(frozen=True)
class KeyRiskSummary:
    """What a release board reads first about a set of key variables."""

    records: int
    sample_uniques: int  # f_k = 1
    violating: dict[int, int]  # k -> records in a combination shared by fewer than k records
    expected_reidentifications: float  # sum of the individual risks
    share: float  # the same, over the number of records
    above: int  # records whose individual risk exceeds the threshold
    threshold: float

    @classmethod
    def of(cls, frequencies: KeyFrequencies, risk: np.ndarray, threshold: float = 0.1,
           k_levels: tuple[int, ...] = (2, 3, 5)) -> "KeyRiskSummary":
        f = frequencies.sample
        expected = float(risk.sum())
        return cls(int(f.size), int((f == 1).sum()), {k: int((f < k).sum()) for k in k_levels}, expected,
                   expected / f.size if f.size else 0.0, int((risk > threshold).sum()), threshold)


@dataclass(frozen=True)
class AttackerRisks:
    """The three attacker models of El Emam and ARX over the file's equivalence classes (records with the
    same key combination; a missing value is a value of its own here, as ARX groups them):

    - the prosecutor knows the person is in the file: a record's risk is 1 / its class size f;
    - the journalist does not, and matches against the population: 1 / the class's population size F;
    - the marketer re-identifies as many records as possible: on average f / F per record.
    `at_risk` is the share of records whose risk exceeds the threshold; `highest` the largest risk;
    `average` the expected share of records re-identified (ARX's "success rate")."""

    prosecutor_at_risk: float
    prosecutor_highest: float
    prosecutor_average: float
    journalist_at_risk: float
    journalist_highest: float
    journalist_average: float
    marketer: float
    threshold: float


def attacker_risks(keys: pd.DataFrame, threshold: float, population_sizes: np.ndarray | None = None) -> AttackerRisks:
    """ARX's prosecutor, journalist and marketer risk (docs/research/arx_suda.md §1.3). `population_sizes`
    gives, for each record, the population size of its class (`population_class_sizes`); without it the
    file is its own population, and journalist and marketer read as the prosecutor."""
    n = len(keys)
    if n == 0:
        return AttackerRisks(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, threshold)
    classes = keys.groupby(list(keys.columns), sort=False, dropna=False).ngroup().to_numpy()
    firsts = np.unique(classes, return_index=True)[1]
    f = np.bincount(classes).astype(float)
    big_f = f if population_sizes is None else np.maximum(np.asarray(population_sizes, dtype=float)[firsts], f)
    classes_count = f.size
    return AttackerRisks(
        prosecutor_at_risk=float(f[1 / f > threshold].sum() / n), prosecutor_highest=float(1 / f.min()),
        prosecutor_average=classes_count / n,
        journalist_at_risk=float(f[1 / big_f > threshold].sum() / n), journalist_highest=float(1 / big_f.min()),
        journalist_average=max(classes_count / big_f.sum(), float((f / big_f).sum() / n)),
        marketer=float((f / big_f).sum() / n), threshold=threshold)


def population_class_sizes(keys: pd.DataFrame, population: pd.DataFrame) -> np.ndarray:
    """For each record of `keys`, how many rows of the population table hold its key combination."""
    both = pd.concat([keys, population[list(keys.columns)]], ignore_index=True)
    group = both.groupby(list(keys.columns), sort=False, dropna=False).ngroup().to_numpy()
    counts = np.bincount(group[len(keys):], minlength=group.max() + 1)
    return counts[group[: len(keys)]]
