"""Special uniques (SUDA2): each record's minimal sample uniques, its SUDA and DIS-SUDA scores, and how
much each key variable takes part in them, with sdcMicro's `suda2` weights and formulas
(docs/research/arx_suda.md §3 has the definitions and their sources, §4 and §3.7 the worked examples).

- A minimal sample unique (MSU) of a record is a set S of key variables, |S| ≤ m, on which the record's
  values are held by no other record, while on no proper subset of S they are. Uniqueness only grows
  with S, so minimality needs only the subsets one variable smaller.
- SUDA score: the sum over the record's MSUs of a weight for their size k; sdcMicro's default
  (Elliot et al. 2005) is (ATT − k)!, ATT the number of key variables, and its legacy "IHSN" weight
  (2^(ATT−k) − 1) / C(ATT, k) is there to reproduce older published figures.
- DIS-SUDA: the scores rescaled by Skinner and Elliot's probability that a sample unique is a
  population unique, estimated from the sampling fraction and the full-key uniques and pairs.
- Contributions: for each variable, the weights of the MSUs it is part of, summed over the file, as a
  percentage of the total score (they add to more than 100 % when MSUs hold several variables): the
  variable to recode first is the one on top.

How it is computed: not sdcMicro's recursive search but, for each subset of at most m variables, one
count of the records' value combinations (a group-by over integer codes); a record's MSUs are the
subsets it is unique on where it is unique on none of the smaller ones. Per subset that is a few
passes over the file, never a loop over records; the unique-flags of one size are kept as bit sets
until the next size has used them.

Where it differs from sdcMicro on purpose:
- A missing value (NaN, None) is, as in sdcMicro, a value of its own when records are compared, but a
  set holding a variable the record misses is never one of its MSUs: not knowing a value does not
  single a person out.
- sdcMicro counts the full-key uniques U wrongly when they share a 16-bit hash bucket (§3.6), which
  skews or voids DIS-SUDA; U is counted exactly here.
- sdcMicro searches MSUs of every size; here up to m (default 3), so a record whose only MSUs are
  larger scores 0. With m = ATT the two agree.
- sdcMicro pads one or two key variables with constant columns to three, which changes the weights;
  here ATT is always the number of key variables given.
- With no MSU in the file sdcMicro's contributions are 0/0; here they are 0.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import combinations
from typing import Literal

import numpy as np
import pandas as pd

from anonguard.progress import Cancelled
from anonguard.phrases import say

Scores = Literal["elliot", "ihsn"]
DIS_BANDS = ("== 0", "(0.0, 0.1]", "(0.1, 0.2]", "(0.2, 0.3]", "(0.3, 0.4]", "(0.4, 0.5]", "(0.5, 0.6]",
             "(0.6, 0.7]", "> 0.7")


class SudaCancelled(Cancelled):
    """The user cancelled while the MSUs were being searched; nothing partial is returned."""


@dataclass(frozen=True)
class SudaSummary:
    """What a release board reads first about a file's special uniques."""

    records: int
    sample_uniques: int  # records unique on the full key
    special_uniques: int  # records with at least one MSU of size ≤ m
    share: float  # special_uniques / records
    msus_by_size: dict[int, int]  # size -> MSUs of that size in the file
    highest_score: float
    dis_bands: dict[str, int]  # sdcMicro's print bands of DIS-SUDA -> records


@dataclass(frozen=True)
class SudaResult:
    """Per record (rows in the order of the keys): the SUDA score, DIS-SUDA, how many MSUs of each size
    it has (`msu_counts[:, k-1]`) and each variable's raw contribution (the summed weights of the
    record's MSUs holding it); per variable, the contribution percentage, largest first."""

    score: np.ndarray
    dis_score: np.ndarray
    msu_counts: np.ndarray  # (records, max_size) int
    record_contributions: np.ndarray  # (records, variables) float
    contributions: pd.Series
    variables: tuple
    max_size: int
    weights: np.ndarray  # weights[k-1]: the score of an MSU of size k
    sample_uniques: int  # U
    pair_records: int  # P: records in full-key classes of exactly two
    dis: float  # the probability that a sample unique is a population unique
    notes: tuple[str, ...] = ()

    def contribution_shares(self) -> pd.DataFrame:
        """sdcMicro's `contributionPercent`: each variable's raw contribution over the record's score
        (0 where the score is 0); a record's shares add to 1 or more, as its MSUs may share variables."""
        score = self.score[:, None]
        shares = np.divide(self.record_contributions, score, out=np.zeros_like(self.record_contributions),
                           where=score > 0)
        return pd.DataFrame(shares, columns=list(self.variables))

    def summary(self) -> SudaSummary:
        n = int(self.score.size)
        special = int((self.msu_counts.sum(axis=1) > 0).sum())
        edges = np.arange(8) / 10 + np.finfo(float).eps  # sdcMicro's right-closed bands
        bands = np.bincount(np.searchsorted(edges, self.dis_score, side="left"), minlength=len(DIS_BANDS))
        return SudaSummary(n, self.sample_uniques, special, special / n if n else 0.0,
                           {k + 1: int(c) for k, c in enumerate(self.msu_counts.sum(axis=0))},
                           float(self.score.max()) if n else 0.0, dict(zip(DIS_BANDS, map(int, bands))))


def msu_weights(variables: int, scores: Scores = "elliot") -> np.ndarray:
    """Weight of an MSU of size k = 1..ATT: sdcMicro's (ATT − k)! (Elliot et al.), or its legacy IHSN
    (2^(ATT−k) − 1) / C(ATT, k), which gives an MSU of every variable 0."""
    if scores == "elliot":
        return np.array([float(math.factorial(variables - k)) for k in range(1, variables + 1)])
    if scores == "ihsn":
        return np.array([(2.0 ** (variables - k) - 1) / math.comb(variables, k) for k in range(1, variables + 1)])
    raise ValueError(f"scores must be 'elliot' or 'ihsn', not {scores!r}")


def _codes(keys: pd.DataFrame) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Integer codes per variable (a missing value one more code), their counts, and where values miss."""
    columns = [keys.iloc[:, j] for j in range(keys.shape[1])]
    codes = np.column_stack([pd.factorize(c, use_na_sentinel=False)[0] for c in columns]).astype(np.int64)
    missing = np.column_stack([c.isna().to_numpy() for c in columns])
    return codes, codes.max(axis=0) + 1, missing


def _classes(ids: np.ndarray, size: int, codes: np.ndarray, card: int,
             compact: bool) -> tuple[np.ndarray, np.ndarray | None, int]:
    """Refine the classes `ids` (0..size-1) by one more variable: whether each record is alone in its new
    class and, if `compact`, the new classes numbered densely. Ids stay below the number of records, so
    ids·card + code never overflows; a counting array serves while it stays small, a sort beyond."""
    key = ids * card + codes
    span = size * card
    if span <= max(4 * key.size, 1 << 16):
        counts = np.bincount(key, minlength=span)
        alone = (counts == 1)[key]
        if not compact:
            return alone, None, 0
        present = counts > 0
        return alone, (np.cumsum(present) - 1)[key], int(present.sum())
    _, inverse, counts = np.unique(key, return_inverse=True, return_counts=True)
    return (counts == 1)[inverse], inverse.ravel(), counts.size


def _msu_masks(codes: np.ndarray, cards: np.ndarray, missing: np.ndarray, max_size: int,
               step: Callable[[], None]) -> Iterator[tuple[tuple[int, ...], np.ndarray]]:
    """Each subset of ≤ max_size variables (by size, then in order) with the records it is an MSU of,
    where there are any. `step()` runs before each subset (progress and cancelling).

    Within a size, subsets sharing a prefix follow each other, so the prefix's classes are kept on a
    stack (at most max_size arrays) and each subset costs one refinement. The unique-flags of the
    previous size are kept packed, one bit a record, for the minimality test."""
    n, att = codes.shape
    any_missing = bool(missing.any())
    previous: dict[tuple[int, ...], np.ndarray] = {}
    for size in range(1, max_size + 1):
        flags: dict[tuple[int, ...], np.ndarray] = {}
        stack: list[tuple[int, np.ndarray, int]] = []  # (variable, classes of the prefix so far, their number)
        for subset in combinations(range(att), size):
            step()
            prefix = subset[:-1]
            kept = 0
            while kept < len(stack) and kept < len(prefix) and stack[kept][0] == prefix[kept]:
                kept += 1
            del stack[kept:]
            for v in prefix[kept:]:
                ids, count = (stack[-1][1], stack[-1][2]) if stack else (np.zeros(n, np.int64), 1)
                _, refined, refined_count = _classes(ids, count, codes[:, v], int(cards[v]), compact=True)
                stack.append((v, refined, refined_count))
            ids, count = (stack[-1][1], stack[-1][2]) if stack else (np.zeros(n, np.int64), 1)
            last = subset[-1]
            alone, _, _ = _classes(ids, count, codes[:, last], int(cards[last]), compact=False)
            packed = np.packbits(alone)
            if size < max_size:
                flags[subset] = packed
            minimal = packed
            if size > 1:  # not unique on any subset one variable smaller, so on no smaller one
                for drop in range(size):
                    minimal = minimal & ~previous[subset[:drop] + subset[drop + 1:]]
            if not minimal.any():
                continue
            mask = np.unpackbits(minimal, count=n).view(bool)
            if any_missing:
                mask &= ~missing[:, list(subset)].any(axis=1)
            if mask.any():
                yield subset, mask
        previous = flags


def _full_key_sizes(codes: np.ndarray, cards: np.ndarray) -> np.ndarray:
    """How many records share each record's whole key (a missing value a value of its own)."""
    n = codes.shape[0]
    ids, count = np.zeros(n, np.int64), 1
    for v in range(codes.shape[1]):
        _, ids, count = _classes(ids, count, codes[:, v], int(cards[v]), compact=True)
    return np.bincount(ids, minlength=count)[ids]


def _checked(keys: pd.DataFrame, max_size: int) -> tuple[int, tuple[str, ...]]:
    """The MSU size limit to use, clipped to the number of variables, and a note if it was."""
    att = keys.shape[1]
    if att == 0:
        raise ValueError("SUDA needs at least one key variable; none were given")
    if max_size < 1:
        raise ValueError(f"the largest MSU size must be at least 1, not {max_size}")
    if max_size > att:
        return att, (say("largest MSU size {size} lowered to {count}, the number of key variables", size=max_size,
                         count=att),)
    return max_size, ()


def _stepper(total: int, progress: Callable[[float], None] | None,
             cancelled: Callable[[], bool] | None) -> Callable[[], None]:
    done = [0]

    def step() -> None:
        if cancelled is not None and cancelled():
            raise SudaCancelled("the SUDA search was cancelled")
        if progress is not None:
            progress(done[0] / total)
        done[0] += 1

    return step


def msu_rows(keys: pd.DataFrame, max_size: int = 3) -> dict[tuple, np.ndarray]:
    """Every MSU in the file: variable names of the set -> the row positions it is an MSU of. For
    explaining a score ("record 17 is the only 40-49 year-old in the East"); `suda` gives the totals."""
    max_size, _ = _checked(keys, max_size)
    if len(keys) == 0:
        return {}
    codes, cards, missing = _codes(keys)
    names = list(keys.columns)
    return {tuple(names[v] for v in subset): np.flatnonzero(mask)
            for subset, mask in _msu_masks(codes, cards, missing, max_size, lambda: None)}


def dis_suda(score: np.ndarray, uniques: int, pairs: int, variables: int,
             dis_fraction: float) -> tuple[np.ndarray, float]:
    """DIS-SUDA per record and the DIS probability (sdcMicro, Elliot & Manning 2003):
    Dis = U·f / (U·f + P·(1 − f)), Q = 1 + (8 − ATT)/20, A = Σ SUDA^−Q over records scoring > 0, and
    1 / (1 + (U/Dis − U) / (SUDA^Q · A)) for those records, 0 for the others. U/Dis − U is written
    P·(1 − f)/f, which needs no division by a Dis of 0."""
    denominator = uniques * dis_fraction + pairs * (1 - dis_fraction)
    dis = uniques * dis_fraction / denominator if denominator > 0 else 0.0
    scored = score > 0
    result = np.zeros(score.size)
    if not scored.any():
        return result, dis
    q = 1 + (8 - variables) / 20
    a = float((score[scored] ** -q).sum())
    result[scored] = 1.0 / (1.0 + pairs * (1 - dis_fraction) / dis_fraction / (score[scored] ** q * a))
    return result, dis


def suda(keys: pd.DataFrame, max_size: int = 3, dis_fraction: float = 0.01, scores: Scores = "elliot",
         progress: Callable[[float], None] | None = None,
         cancelled: Callable[[], bool] | None = None) -> SudaResult:
    """SUDA2 over the key variables (one column each; any values, missing ones allowed) with MSUs of up
    to `max_size` variables (clipped to their number, with a note in the result). `dis_fraction` is the
    file's sampling fraction for DIS-SUDA, in (0, 1]. `progress(fraction)` is called before each subset
    of variables and with 1.0 at the end; `cancelled()` is asked before each subset, and when it is
    true `SudaCancelled` is raised."""
    if not 0 < dis_fraction <= 1:
        raise ValueError(f"the sampling fraction for DIS-SUDA must be in (0, 1], not {dis_fraction}")
    max_size, notes = _checked(keys, max_size)
    n, att = keys.shape
    weights = msu_weights(att, scores)
    counts = np.zeros((n, max_size), dtype=np.int64)
    contributions = np.zeros((n, att))
    step = _stepper(sum(math.comb(att, k) for k in range(1, max_size + 1)) + 1, progress, cancelled)
    uniques = pairs = 0
    if n:
        codes, cards, missing = _codes(keys)
        for subset, mask in _msu_masks(codes, cards, missing, max_size, step):
            rows = np.flatnonzero(mask)
            counts[rows, len(subset) - 1] += 1
            contributions[np.ix_(rows, subset)] += weights[len(subset) - 1]
        step()
        sizes = _full_key_sizes(codes, cards)
        uniques, pairs = int((sizes == 1).sum()), int((sizes == 2).sum())
    score = counts @ weights[:max_size]
    dis_score, dis = dis_suda(score, uniques, pairs, att, dis_fraction)
    total = score.sum()
    share = 100 * contributions.sum(axis=0) / total if total > 0 else np.zeros(att)
    ranked = pd.Series(share, index=keys.columns, name="contribution").sort_values(ascending=False, kind="stable")
    if progress is not None:
        progress(1.0)
    return SudaResult(score, dis_score, counts, contributions, ranked, tuple(keys.columns), max_size, weights,
                      uniques, pairs, dis, notes)
