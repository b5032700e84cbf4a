"""SUDA by its definition, record by record: the reference that tests/test_suda.py and bench/bench_suda.py
hold `anonguard.engine.key_variables.suda` against. Written for plainness, not speed.

For each record and each set S of at most m key variables: S is an MSU of the record when the record
holds a value on every variable of S, no other record has the same values on S, and no smaller non-empty
subset of S (every one of them is checked, not only those one variable smaller) has that property too.
A missing value is compared as a value of its own. How many records hold a combination is counted
once per set of variables (a dictionary), so a few thousand records take seconds. Scores, DIS-SUDA
and contributions follow docs/research/arx_suda.md §3.2-§3.4 (sdcMicro's formulas).
"""

from __future__ import annotations

import math
from collections import Counter
from itertools import combinations

MISSING = object()  # one marker for every missing value, so that missing equals missing


def _plain(value):
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return MISSING
    return value


class _Counts:
    """How many records hold each combination of values on a set of variables, counted once per set."""

    def __init__(self, rows: list[tuple]) -> None:
        self.rows, self.tables = rows, {}

    def unique_on(self, record: int, subset: tuple[int, ...]) -> bool:
        if subset not in self.tables:
            self.tables[subset] = Counter(tuple(row[v] for v in subset) for row in self.rows)
        return self.tables[subset][tuple(self.rows[record][v] for v in subset)] == 1


def reference_msus(rows: list[tuple], max_size: int) -> list[list[tuple[int, ...]]]:
    """For each record, its MSUs as tuples of variable positions, smallest first."""
    rows = [tuple(_plain(v) for v in row) for row in rows]
    variables = len(rows[0]) if rows else 0
    counts = _Counts(rows)
    found = []
    for record in range(len(rows)):
        msus = []
        for size in range(1, max_size + 1):
            for subset in combinations(range(variables), size):
                if any(rows[record][v] is MISSING for v in subset):
                    continue
                if not counts.unique_on(record, subset):
                    continue
                smaller = [s for k in range(1, size) for s in combinations(subset, k)]
                if not any(counts.unique_on(record, s) for s in smaller):
                    msus.append(subset)
        found.append(msus)
    return found


def reference_suda(rows: list[tuple], max_size: int = 3, dis_fraction: float = 0.01,
                   scores: str = "elliot") -> dict:
    """MSUs, SUDA scores, DIS-SUDA, raw contributions per record and contribution percentages."""
    variables = len(rows[0])
    if scores == "elliot":
        weight = {k: math.factorial(variables - k) for k in range(1, variables + 1)}
    else:
        weight = {k: (2 ** (variables - k) - 1) / math.comb(variables, k) for k in range(1, variables + 1)}
    msus = reference_msus(rows, max_size)
    score = [float(sum(weight[len(s)] for s in mine)) for mine in msus]
    raw = [[float(sum(weight[len(s)] for s in mine if v in s)) for v in range(variables)] for mine in msus]

    plain = [tuple(_plain(v) for v in row) for row in rows]
    full_key = Counter(plain)
    class_size = [full_key[row] for row in plain]
    uniques = class_size.count(1)
    pairs = class_size.count(2)
    dis_score = [0.0] * len(rows)
    if any(s > 0 for s in score):  # then some record is unique on the full key: U > 0
        dis = uniques * dis_fraction / (uniques * dis_fraction + pairs * (1 - dis_fraction))
        q = 1 + (8 - variables) / 20
        a = sum(s ** -q for s in score if s > 0)
        dis_score = [1 / (1 + (uniques / dis - uniques) / (s ** q * a)) if s > 0 else 0.0 for s in score]

    total = sum(score)
    percent = [100 * sum(r[v] for r in raw) / total if total > 0 else 0.0 for v in range(variables)]
    return {"msus": msus, "score": score, "dis_score": dis_score, "raw": raw, "contributions": percent,
            "uniques": uniques, "pairs": pairs}
