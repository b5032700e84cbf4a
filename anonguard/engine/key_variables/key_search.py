"""The automatic search for risky key sets: when the officer marks possible key variables but names no
key sets, try every combination of up to m of them and list those with the most sample uniques and the
highest global risk (what sdcMicro's `riskyCells` and ARX's attribute-risk view show), so they know
which combination an intruder would use and which variable to recode first.

- The measures are those of `key_risk` (f_k and F_k with a missing value matching any value, the
  Benedetti–Franconi individual risk, `KeyRiskSummary`), computed here on integer codes: each candidate
  is factorized once, and a combination's classes are its codes combined into one int64 key.
- Smallest combinations first (all single variables, then pairs, …): a search cut short by its time
  budget still holds the most telling part, since a large set's uniques mostly come from a smaller one.
- A combination under which every record is sample unique makes each of its supersets the same (f_k
  can only fall, and it is already 1; F_k is then the record's own weight), so supersets are skipped
  and counted as `skipped`.
- Budget and cancel are looked at between combinations, never inside one. The first combination is
  always tried (a search reports something however small its budget); a cancel asked before it leaves
  none tried. Neither raises: the partial result says `complete=False` and why it stopped.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from math import comb

import numpy as np
import pandas as pd

from anonguard.engine.key_variables.key_risk import KeyFrequencies, KeyRiskSummary, individual_risk

KEY_ROOM = 2**62  # a combined key is re-numbered before it could pass this, so int64 never overflows


@dataclass(frozen=True)
class KeySetCount:
    """One combination of key variables, by the figures a release board reads first."""

    variables: tuple[str, ...]
    sample_uniques: int  # records with f_k = 1
    violating: dict[int, int]  # k -> records in a combination shared by fewer than k records
    expected_reidentifications: float  # sum of the individual risks (1/f_k without weights)
    share: float  # the same, over the number of records


@dataclass(frozen=True)
class KeySetSearch:
    """The riskiest combinations found, and how much of the search was done."""

    ranked: list[KeySetCount]  # most sample uniques first, then most expected re-identifications; the top N
    tried: int  # combinations evaluated
    total: int  # combinations of 1..max_size candidates
    skipped: int  # supersets of an all-unique combination, not evaluated
    complete: bool
    stopped_by: str | None  # "budget", "cancelled" or None
    elapsed: float  # seconds
    in_top: dict[str, int]  # candidate -> how many ranked sets hold it, most first: what to recode first


@dataclass(frozen=True)
class _Coded:
    """A candidate column factorized once: codes 0..levels-1, −1 where missing."""

    codes: np.ndarray
    levels: int
    missing: bool


def search_key_sets(table: pd.DataFrame, candidates: Sequence[str], max_size: int = 3,
                    weights: np.ndarray | None = None, budget_seconds: float = 30.0, top: int = 10,
                    progress: Callable[[float], None] | None = None,
                    cancelled: Callable[[], bool] | None = None, prune: bool = True) -> KeySetSearch:
    """Every combination of 1..max_size `candidates`, smallest first, within `budget_seconds`; the `top`
    riskiest. `progress(fraction)` follows each combination tried; `prune=False` evaluates supersets of
    all-unique combinations too (the same figures, listed again)."""
    start = time.monotonic()
    _check(table, candidates, max_size, weights, top)
    candidates = list(candidates)
    max_size = min(max_size, len(candidates))
    coded = {name: _code(table[name]) for name in candidates}
    weight = None if weights is None else np.asarray(weights, dtype=np.float64)
    total = sum(comb(len(candidates), size) for size in range(1, max_size + 1))
    results: list[KeySetCount] = []
    all_unique: list[frozenset[str]] = []
    tried = skipped = 0
    stopped_by, reported = None, 0.0
    for chosen in _combinations(candidates, max_size):
        if prune and any(unique <= set(chosen) for unique in all_unique):
            skipped += 1
            continue
        if cancelled is not None and cancelled():
            stopped_by = "cancelled"
            break
        if tried and time.monotonic() - start >= budget_seconds:
            stopped_by = "budget"
            break
        found = _risk(chosen, _frequencies([coded[name] for name in chosen], weight), weight is not None)
        results.append(found)
        tried += 1
        if len(table) and found.sample_uniques == len(table):
            all_unique.append(frozenset(chosen))
        if progress is not None:
            reported = (tried + skipped) / total
            progress(reported)
    if stopped_by is None and progress is not None and reported < 1.0:
        progress(1.0)  # the last combinations were skipped, after the last report
    ranked = _rank(results)[:top]
    return KeySetSearch(ranked, tried, total, skipped, stopped_by is None, stopped_by,
                        time.monotonic() - start, _in_top(ranked, candidates))


def _check(table: pd.DataFrame, candidates: Sequence[str], max_size: int, weights: np.ndarray | None,
           top: int) -> None:
    """One-line messages that name the column or setting and what to do about it."""
    if isinstance(candidates, str):
        raise ValueError(f"candidates is the single string {candidates!r}: pass a list of column names, "
                         f"such as [{candidates!r}]")
    if len(candidates) < 1:
        raise ValueError("no candidate key variables: mark at least one column as a possible key variable")
    seen: set[str] = set()
    for name in candidates:
        if name not in table.columns:
            shown = ", ".join(map(str, table.columns[:12])) + (", …" if len(table.columns) > 12 else "")
            raise ValueError(f"candidate key variable {name!r} is not a column of the table: choose one of {shown}")
        if name in seen:
            raise ValueError(f"candidate key variable {name!r} is named twice: name each column once")
        seen.add(name)
    if max_size < 1:
        raise ValueError(f"max_size is {max_size}: combine at least 1 variable (max_size >= 1)")
    if top < 1:
        raise ValueError(f"top is {top}: ask for at least 1 key set")
    if weights is not None and len(weights) != len(table):
        raise ValueError(f"{len(weights)} weights for {len(table)} records: give one weight per record")


def _code(column: pd.Series) -> _Coded:
    """Factorized once per search, so each combination is integer arithmetic only."""
    codes, uniques = pd.factorize(column, use_na_sentinel=True)
    codes = codes.astype(np.int64)
    return _Coded(codes, max(len(uniques), 1), bool((codes < 0).any()))


def _combinations(candidates: list[str], max_size: int) -> Iterator[tuple[str, ...]]:
    """Size 1, then 2, …: a budget cut keeps the small sets, which explain the large ones."""
    for size in range(1, max_size + 1):
        yield from combinations(candidates, size)


def _classes(codes: Sequence[np.ndarray], levels: Sequence[int]) -> np.ndarray:
    """Dense class number per record of columns without missing values: codes combined into one int64
    key (mixed radix), re-numbered densely whenever the next column could overflow it."""
    key, bound = np.zeros(len(codes[0]), dtype=np.int64), 1
    for code, level in zip(codes, levels):
        if bound * level >= KEY_ROOM:
            key, uniques = pd.factorize(key)
            key, bound = key.astype(np.int64), max(len(uniques), 1)
        key = key * level + code
        bound *= level
    return pd.factorize(key)[0]


def _frequencies(columns: list[_Coded], weight: np.ndarray | None) -> KeyFrequencies:
    """f_k and F_k as `key_risk.key_frequencies` gives them, a missing value matching any value.

    The same pattern reading: records grouped by which columns they hold; for two patterns, the records
    of one counted for the other by their classes on the columns both hold. Classes on a set of shared
    columns are built once per combination, over every record holding them."""
    n = len(columns[0].codes)
    w = np.ones(n) if weight is None else weight
    if not any(column.missing for column in columns):
        groups = _classes([column.codes for column in columns], [column.levels for column in columns])
        return KeyFrequencies(np.bincount(groups).astype(np.float64)[groups], np.bincount(groups, weights=w)[groups])
    held_bits = sum((column.codes >= 0).astype(np.int64) << j for j, column in enumerate(columns))
    patterns, pattern_of = np.unique(held_bits, return_inverse=True)
    pattern_of = pattern_of.ravel()
    members = [np.flatnonzero(pattern_of == p) for p in range(len(patterns))]
    sample, population = np.zeros(n), np.zeros(n)
    shared_classes: dict[int, np.ndarray] = {}
    for a, rows_a in enumerate(members):
        for b, rows_b in enumerate(members):
            shared = int(patterns[a] & patterns[b])
            if not shared:  # nothing to tell them apart: every record of b counts
                sample[rows_a] += rows_b.size
                population[rows_a] += w[rows_b].sum()
                continue
            if shared not in shared_classes:
                shared_classes[shared] = _shared_classes(columns, shared, held_bits)
            classes = shared_classes[shared]
            of_a, of_b = classes[rows_a], classes[rows_b]
            size = int(classes.max()) + 1
            sample[rows_a] += np.bincount(of_b, minlength=size)[of_a]
            population[rows_a] += np.bincount(of_b, weights=w[rows_b], minlength=size)[of_a]
    return KeyFrequencies(sample, population)


def _shared_classes(columns: list[_Coded], shared: int, held_bits: np.ndarray) -> np.ndarray:
    """Class number on the `shared` columns (a bit set) of every record holding them all; −1 elsewhere."""
    chosen = [column for j, column in enumerate(columns) if shared >> j & 1]
    rows = np.flatnonzero(held_bits & shared == shared)
    classes = np.full(held_bits.size, -1, dtype=np.int64)
    classes[rows] = _classes([column.codes[rows] for column in chosen], [column.levels for column in chosen])
    return classes


def _risk(variables: tuple[str, ...], frequencies: KeyFrequencies, weighted: bool) -> KeySetCount:
    """The combination's figures, through `KeyRiskSummary` so they read as the single-set view does."""
    summary = KeyRiskSummary.of(frequencies, individual_risk(frequencies, weighted=weighted))
    return KeySetCount(variables, summary.sample_uniques, summary.violating, summary.expected_reidentifications,
                      summary.share)


def _rank(results: list[KeySetCount]) -> list[KeySetCount]:
    """Most sample uniques, then most expected re-identifications; on a tie the smaller set, then the
    order tried (the candidates' order), so the same search always ranks the same way."""
    return sorted(results, key=lambda found: (-found.sample_uniques, -found.expected_reidentifications,
                                              len(found.variables)))


def _in_top(ranked: list[KeySetCount], candidates: list[str]) -> dict[str, int]:
    """How often each candidate is in a ranked set, most first: the variable to recode first leads."""
    counts = {name: sum(name in found.variables for found in ranked) for name in candidates}
    return dict(sorted(counts.items(), key=lambda item: -item[1]))
