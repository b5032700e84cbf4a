"""Local suppression to k-anonymity: as few key cells as possible blanked out ("*") until every record's key
combination is shared by at least k records.

**Counting.** A record's frequency f_k is the number of records that share its key combination. A suppressed
cell, and a value missing already, count in one of two ways (parameter `missing`):

- "wildcard" (the default): it matches any value, so two records share a combination when, key by key, they
  are equal or one of them is blank. This is sdcMicro's `localSuppression` (alpha = 1) and the rule
  AnonGuard's re-identification measures count by (anonguard/engine/key_variables/key_risk.py), so a table
  this treatment leaves k-anonymous is read as k-anonymous by the audit.
- "value": a blank is a value of its own, as ARX groups records and as AnonGuard's l-diversity and models do:
  ("a", *) and ("a", "b") are then different combinations. This is stricter (every class under it holds at
  least k records under the wildcard rule too) and costs more cells.

A band, a set or any other generalized cell in a key column counts as a value of its own (identical cells
match); AnonGuard's audit lets overlapping cells match as well, which can only raise the counts.

**Algorithm.** sdcMicro's (Templ, Kowarik & Meindl 2015; `localSuppression` in its R sources): take the records
violating k one by one, the riskiest first; for each, find the records nearest to it (fewest differing keys)
and suppress, in the violating record, the least important key on which it differs from one of them; repeat
until none violates. Its importance puts the key with the most categories first in line. That rule is kept
as `choose` = "importance". The default, "fewest cells", works on classes of identical key combinations
rather than records, and picks for each violating class the key whose suppression brings the most records to
k at once: the class itself, and other violating classes it then matches (under the wildcard rule a suppressed
cell adds its record to every class that differs from it only there). Importance breaks ties. Each step is
one pass over the distinct combinations in numpy; the loop is over violating classes, never over rows. On
sdcMicro's `testdata2` (7 key variables, k = 2) sdcMicro's own test expects 97 new suppressions; the tests
here record what both rules need (plugins/treatments/tests/test_suppression.py).

Written here rather than taken from a library: the Python k-anonymity libraries (anjana, pycanon) suppress
whole records or only check k, and none suppresses single cells under the wildcard rule.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from anonguard.api import FINISH, Parameter, Treated, Treatment, TreatmentTask
from anonguard.api import say
from anonguard_treatments._release_cells import SUPPRESSED, as_text, written

WILDCARD, VALUE = "wildcard", "value"
_STARS = re.compile(r"^\*+$")


class LocalSuppression(Treatment):
    id = "local-suppression"
    stage = FINISH
    title = "Local suppression to k-anonymity"
    description = (
        "Blanks out single cells of the key variables (quasi-identifiers), written '*', until every combination "
        "of key values is shared by at least k records, so that no record stands out by its key values. It "
        "suppresses as few cells as it can, and prefers to blank the key variables that matter least to you "
        "(importance). A blank cell counts as matching any value (wildcard: as sdcMicro and AnonGuard's "
        "re-identification measures count), or as a value of its own (stricter, more cells). The notes say how "
        "many cells of which variables were suppressed, and their share of all key cells.")
    parameters = (
        Parameter("columns", "str", "",
                  "Comma-separated key variables to make k-anonymous (empty: the audit's key variables).",
                  label="Key variables (quasi-identifiers)"),
        Parameter("k", "int", 3, "Fewest records any key combination may hold after suppression.", minimum=1,
                  maximum=1_000_000, label="k (fewest records per combination)", unit="records"),
        Parameter("importance", "str", "",
                  "The key variables from the most important (suppressed last) to the least (suppressed first), "
                  "comma-separated, as sdcMicro's importance; key variables left out come after those named. "
                  "Empty: the one with the most distinct values is suppressed first (sdcMicro's default).",
                  label="Importance (most important first)"),
        Parameter("missing", "choice", WILDCARD,
                  "How a suppressed or missing cell counts: wildcard, it matches any value (sdcMicro, and "
                  "AnonGuard's re-identification measures); value, it is a value of its own (ARX; stricter, more "
                  "cells suppressed).", choices=(WILDCARD, VALUE), label="A blank cell counts as"),
        Parameter("choose", "choice", "fewest cells",
                  "Which key of a violating record to suppress: fewest cells, the one that brings the most records "
                  "to k at once (importance breaks ties); importance, the least important one on which the record "
                  "differs from its nearest records (sdcMicro's rule).", choices=("fewest cells", "importance"),
                  label="Choose the cell by", advanced=True),
    )

    def proposals(self, task: TreatmentTask) -> list[tuple[dict, ...]]:
        """The key variables suppressed to the audit's k, as few cells as possible."""
        return [({"columns": ",".join(task.keys), "k": task.k},)] if task.keys else []

    def treat(self, task: TreatmentTask) -> Treated:
        p = self.params
        keys = task.columns(p["columns"], "columns")
        if not keys:
            raise ValueError("columns: name the key variables to make k-anonymous (the audit names none)")
        k, rows = p["k"], len(task.data)
        if k > rows:
            raise ValueError(f"k: {k} is more than the table's {rows} records; no suppression can reach it: lower k")
        codes = key_codes(task.data, keys)
        rank = _importance(p["importance"], keys, codes)
        final = suppress(codes, k, rank, p["missing"], p["choose"])
        new = (final < 0) & (codes >= 0)
        data = task.data.copy()
        for j, column in enumerate(keys):
            where = np.flatnonzero(new[:, j])
            if where.size:
                data[column] = written(task.data[column], np.full(where.size, SUPPRESSED, dtype=object), where)
        return Treated(data, tuple(_notes(keys, codes, final, new, k, p["missing"])))


def key_codes(frame: pd.DataFrame, keys: list[str]) -> np.ndarray:
    """(records × keys) integer codes of the key values, −1 where a cell is missing or suppressed ("*"); any
    other text (a band, a set) is a value of its own."""
    codes = np.empty((len(frame), len(keys)), dtype=np.int64)
    for j, column in enumerate(keys):
        text = as_text(frame[column])
        blank = text.isna() | text.fillna("").eq("") | text.fillna("").str.match(_STARS)
        found, _ = pd.factorize(text.where(~blank, None), use_na_sentinel=True)
        codes[:, j] = np.where(blank.to_numpy(), -1, found)
    return codes


def _importance(text: str, keys: list[str], codes: np.ndarray) -> np.ndarray:
    """Per key, its rank: 0 the most important (suppressed last). Named keys first in the given order, then the
    others by number of distinct values, fewest first (sdcMicro's default order), ties in column order."""
    named = [name.strip() for name in text.split(",") if name.strip()]
    for name in named:
        if name not in keys:
            raise ValueError(f"importance: {name!r} is not one of the key variables being made k-anonymous "
                             f"({', '.join(keys)}); name those only")
    twice = [name for name in named if named.count(name) > 1]
    if twice:
        raise ValueError(f"importance: {twice[0]!r} is named twice; name each key variable once")
    distinct = [np.unique(codes[codes[:, j] >= 0, j]).size for j in range(len(keys))]
    rest = sorted((j for j, key in enumerate(keys) if key not in named), key=lambda j: (distinct[j], j))
    order = [keys.index(name) for name in named] + rest
    rank = np.empty(len(keys), dtype=np.int64)
    rank[order] = np.arange(len(keys))
    return rank


def suppress(codes: np.ndarray, k: int, rank: np.ndarray, missing: str = WILDCARD,
             choose: str = "fewest cells") -> np.ndarray:
    """The key codes after local suppression (−1: blank) so that every record's combination is shared by at
    least k records under the `missing` rule. `rank` orders the keys by importance (0: suppressed last)."""
    combos, inverse, weight = np.unique(codes, axis=0, return_inverse=True, return_counts=True)
    inverse = inverse.ravel()
    combos, weight = combos.copy(), weight.astype(np.int64)
    if missing != WILDCARD:
        return _fill_blank_class(_value_rule(combos, weight, k, rank, choose)[inverse], k)
    postings = _Postings(combos)
    for _ in range(combos.shape[1] + 2):  # one pass settles every class; a second only checks
        f = frequencies(combos, weight, True)
        violating = np.flatnonzero(f < k)
        if not violating.size:
            break
        # the riskiest first: fewest sharing the combination, then the smallest classes (cheapest to suppress)
        for i in violating[np.lexsort((violating, weight[violating], f[violating]))]:
            if f[i] >= k:  # brought to k by an earlier class's suppression (`f` is kept up to date)
                continue
            _settle(combos, weight, f, i, k, rank, choose, postings)
    return combos[inverse]


def frequencies(combos: np.ndarray, weight: np.ndarray, wildcard: bool) -> np.ndarray:
    """Per combination (row of `combos`, −1 blank), how many records share it: the weights of the combinations
    it matches. Wildcard: combinations are grouped by which keys they hold; for two such patterns, the rows
    are joined on the keys both hold (a few group-bys, never a loop over rows). Value: identical rows."""
    if not wildcard:
        _, group = np.unique(combos, axis=0, return_inverse=True)
        group = group.ravel()
        return np.bincount(group, weights=weight)[group]
    held = combos >= 0
    patterns, pattern_of = np.unique(held, axis=0, return_inverse=True)
    pattern_of = pattern_of.ravel()
    members = [np.flatnonzero(pattern_of == a) for a in range(len(patterns))]
    f = np.zeros(len(combos))
    for a, rows_a in enumerate(members):
        for b, rows_b in enumerate(members):
            shared = patterns[a] & patterns[b]
            if not shared.any():
                f[rows_a] += weight[rows_b].sum()
                continue
            _, joined = np.unique(np.vstack([combos[rows_a][:, shared], combos[rows_b][:, shared]]), axis=0,
                                  return_inverse=True)
            joined = joined.ravel()
            sums = np.bincount(joined[rows_a.size:], weights=weight[rows_b], minlength=joined.max() + 1)
            f[rows_a] += sums[joined[:rows_a.size]]
    return f


class _Postings:
    """Per key, the combinations sorted by their value there: the combinations that may differ from a class in
    one key at most are found among those equal (or blank) at either of two keys the class holds, without a
    pass over all of them. Built once; a combination blanked later is still listed under its old value (one
    candidate too many, checked anyway) and found among the blanks."""

    def __init__(self, combos: np.ndarray) -> None:
        self.order = [np.argsort(combos[:, j], kind="stable") for j in range(combos.shape[1])]
        self.values = [combos[order, j] for j, order in enumerate(self.order)]

    def near(self, combos: np.ndarray, c: np.ndarray) -> np.ndarray | None:
        """Positions of the combinations that may differ from `c` in at most one key (None: look at all)."""
        held = np.flatnonzero(c >= 0)
        if held.size < 3:
            return None
        sizes = [np.searchsorted(self.values[j], c[j], "right") - np.searchsorted(self.values[j], c[j], "left")
                 for j in held]
        found = np.zeros(len(combos), dtype=bool)
        for j in held[np.argsort(sizes)[:2]]:
            low, high = np.searchsorted(self.values[j], c[j], "left"), np.searchsorted(self.values[j], c[j], "right")
            found[self.order[j][low:high]] = True
            found |= combos[:, j] < 0
        return np.flatnonzero(found)


def _settle(combos: np.ndarray, weight: np.ndarray, f: np.ndarray, i: int, k: int, rank: np.ndarray,
            choose: str, postings: _Postings) -> None:
    """Wildcard rule: suppress keys of combination i (and of every combination identical to it) until k records
    share it or every key is blank, keeping `f` up to date (blanking key j adds the class to every combination
    that differs from it only at j). Each step looks at the combinations near the class (`_Postings`), at all
    of them only when none differs in one key alone and the nearest must be found."""
    while True:
        c = combos[i].copy()
        if not (c >= 0).any():
            f[(combos == c).all(axis=1)] = weight.sum()
            return
        near = postings.near(combos, c)
        for rows in ((near, None) if near is not None else (None,)):
            part = slice(None) if rows is None else rows
            agree = (combos[part] == c) | (combos[part] < 0) | (c < 0)
            differ = combos.shape[1] - agree.sum(axis=1)
            if (differ == 1).any() or rows is None:
                break
        same = (combos[part] == c).all(axis=1)
        own = weight[part][differ == 0].sum()
        if own >= k:
            f[_at(part, same, len(combos))] = own
            return
        held = np.flatnonzero(c >= 0)
        gains, lifted, joins = _wildcard_options(weight[part], f[part], same, held, k, agree, differ)
        n = _choice(held, gains, lifted, rank, weight[part], agree, differ, choose)
        f[_at(part, joins[n], len(combos))] += weight[part][same].sum()
        combos[_at(part, same, len(combos)), held[n]] = -1


def _at(part: slice | np.ndarray, mask: np.ndarray, size: int) -> np.ndarray:
    """The positions in the whole table of the rows `mask` picks among `part`."""
    return np.flatnonzero(mask) if isinstance(part, slice) else part[mask]


def _wildcard_options(weight, f, same, held, k, agree, differ):
    """Per held key j, blanking it in the class: the records the class then shares its combination with
    (`gains`), the records it brings to k (`lifted`: the class, if it reaches k, and every violating class that
    differs from it only at j, which it then matches), and the combinations it then matches anew (`joins`)."""
    size, own = weight[same].sum(), weight[differ == 0].sum()
    gains, lifted = np.zeros((2, held.size))
    joins = []
    for n, j in enumerate(held):  # a loop over the key variables
        joined = (differ == 1) & ~agree[:, j]
        gains[n] = own + weight[joined].sum()
        lifted[n] = (size if gains[n] >= k else 0) + weight[joined & (f < k) & (f + size >= k)].sum()
        joins.append(joined)
    return gains, lifted, joins


def _choice(held: np.ndarray, gains: np.ndarray, lifted: np.ndarray, rank: np.ndarray, weight: np.ndarray,
            agree: np.ndarray, differ: np.ndarray, choose: str) -> int:
    """Which of the `held` keys to suppress (an index into `held`).

    fewest cells: the one bringing the most records to k (each costs the class's size in cells), then the one
    sharing the combination with the most records, then the least important; if none brings any record to k,
    the one sharing with the most, then the one on which most of the nearest combinations differ. importance:
    the least important key among those on which the nearest combinations differ (sdcMicro's rule)."""
    least_important = -rank[held]  # larger: suppressed sooner
    if choose == "fewest cells" and (lifted > 0).any():
        return int(np.lexsort((least_important, gains, lifted))[-1])
    # the nearest combinations (fewest differing keys, at least one) and the keys on which they differ
    nearest = differ == differ[differ > 0].min()
    against = (~agree[nearest][:, held]).T @ weight[nearest]
    score = (np.lexsort((least_important, against, gains)) if choose == "fewest cells"
             else np.lexsort((gains, least_important)))
    return int(next(n for n in score[::-1] if against[n] > 0))


def _value_rule(combos: np.ndarray, weight: np.ndarray, k: int, rank: np.ndarray, choose: str) -> np.ndarray:
    """Value rule: a blank is a value of its own, so a violating record reaches k only beside others blanked the
    same way. A greedy over suppression patterns (which keys a record loses): each round tries every pattern
    on every violating combination at once (one group-by per pattern: the violating combinations so blanked,
    with the classes already holding k), and applies the pattern that brings the most records to k per cell
    (importance: the pattern sparing the most important keys, among those that bring any) to the records it
    brings there. Records no pattern brings to k end wholly blank (`_fill_blank_class`)."""
    combos = combos.copy()
    keys = combos.shape[1]
    patterns = _patterns(keys, rank)
    spared = patterns.astype(np.int64) @ (np.int64(1) << (keys - 1 - rank)).astype(np.int64)  # blanking important: dear
    while True:
        _, group = np.unique(combos, axis=0, return_inverse=True)
        group = group.ravel()
        f = np.bincount(group, weights=weight)[group]
        violating = np.flatnonzero(f < k)
        if not violating.size:
            return combos
        safe = np.flatnonzero(f >= k)
        best, best_score = None, None
        for n, pattern in enumerate(patterns):
            target = combos[violating].copy()
            target[:, pattern] = -1
            _, joined = np.unique(np.vstack([target, combos[safe]]), axis=0, return_inverse=True)
            joined = joined.ravel()
            total = np.bincount(joined, weights=np.concatenate([weight[violating], weight[safe]]))
            reach = total[joined[:violating.size]] >= k
            lifted = weight[violating][reach].sum()
            if not lifted:
                continue
            cells = ((combos[violating][reach][:, pattern] >= 0).sum(axis=1) @ weight[violating][reach])
            score = ((lifted / max(cells, 1), -spared[n]) if choose == "fewest cells" else (-spared[n], lifted))
            if best_score is None or score > best_score:
                best, best_score = (pattern, violating[reach]), score
        if best is None:
            combos[violating] = -1
            return combos
        pattern, rows = best
        combos[np.ix_(rows, np.flatnonzero(pattern))] = -1


def _patterns(keys: int, rank: np.ndarray) -> np.ndarray:
    """The suppression patterns tried (patterns × keys booleans, True: blanked): every non-empty subset for up
    to 10 keys; beyond, every subset of up to 3 keys, and the least important keys blanked one more at a time."""
    if keys <= 10:
        bits = np.arange(1, 1 << keys)
        return ((bits[:, None] >> np.arange(keys)) & 1).astype(bool)
    from itertools import combinations
    found = {tuple(c) for size in (1, 2, 3) for c in combinations(range(keys), size)}
    by_importance = np.argsort(-rank)
    found |= {tuple(sorted(by_importance[:size])) for size in range(1, keys + 1)}
    patterns = np.zeros((len(found), keys), dtype=bool)
    for n, subset in enumerate(sorted(found)):
        patterns[n, list(subset)] = True
    return patterns


def _fill_blank_class(final: np.ndarray, k: int) -> np.ndarray:
    """Under the value rule, the class of wholly blank records may hold fewer than k at the end: it is topped up
    with records of classes that can spare them (those holding more than k, fewest keys held first), then with
    whole classes of exactly k, the smallest first."""
    blank = (final < 0).all(axis=1)
    short = k - int(blank.sum())
    if not blank.any() or short <= 0:
        return final
    _, group, size = np.unique(final, axis=0, return_inverse=True, return_counts=True)
    group = group.ravel()
    order = np.lexsort((np.arange(len(final)), -size[group], (final >= 0).sum(axis=1)))
    order = order[~blank[order]]
    position = pd.Series(group[order]).groupby(group[order]).cumcount().to_numpy()
    spare = order[position < (size[group[order]] - k)]  # rows a class can give up and still hold k
    take = list(spare[:short])
    if len(take) < short:  # then whole classes, each leaving no one behind
        leftover = np.setdiff1d(order, spare)
        classes = pd.Series(leftover).groupby(group[leftover]).apply(list)
        for rows in sorted(classes, key=len):
            take += rows
            if len(take) >= short:
                break
    final = final.copy()
    final[np.asarray(take, dtype=np.int64)] = -1
    return final


def _notes(keys: list[str], codes: np.ndarray, final: np.ndarray, new: np.ndarray, k: int, missing: str) -> list[str]:
    cells = codes.size
    per_key = new.sum(axis=0)
    total = int(per_key.sum())
    rule = (say("a blank cell matching any value") if missing == WILDCARD else
            say("a blank cell counting as a value of its own"))
    named = ", ".join(keys)
    if not total:
        return [say("every combination of {keys} already holds at least {k} records ({how}): nothing suppressed",
                    keys=named, k=k, how=rule)]
    combos, inverse, weight = np.unique(final, axis=0, return_inverse=True, return_counts=True)
    smallest = int(frequencies(combos, weight, missing == WILDCARD).min())
    detail = ", ".join(f"{key} {int(n)}" for key, n in zip(keys, per_key) if n)  # the data's names and counts
    notes = [say("{count} key cells suppressed ({share:.1%} of the {cells} key cells): {detail}", count=total,
                 share=total / cells, cells=cells, detail=detail),
             say("{count} of {records} records have a cell suppressed", count=int(new.any(axis=1).sum()),
                 records=len(codes)),
             say("every combination of {keys} now holds at least {k} records (the smallest {smallest}; {how})",
                 keys=named, k=k, smallest=smallest, how=rule)]
    before = int((codes < 0).sum())
    if before:
        notes.append(say("{count} key cells were missing or suppressed before ({how} too)", count=before, how=rule))
    return notes
