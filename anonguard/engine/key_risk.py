"""Re-identification risk from the key variables (quasi-identifiers): the classic measures a release
board asks for first, computed the way sdcMicro's `freqCalc` / `indivRisk` / `measure_risk` define them
(docs/research/sdcmicro_risk.md has the definitions, their sources and the francdat figures the tests use).

- f_k, the sample frequency of a record's key combination: how many records of the file share it.
  A missing key value matches every value (the "wildcard" reading of ARX and sdcMicro): two records
  share a combination when, key by key, they are equal or one of them is missing. (sdcMicro adds a
  record whose keys are all missing to the other incomplete records only; here it counts for all.)
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


@dataclass(frozen=True)
class KeyFrequencies:
    """Per record: the sample frequency f_k and the estimated population frequency F_k of its key combination."""

    sample: np.ndarray
    population: np.ndarray


def key_frequencies(keys: pd.DataFrame, weights: np.ndarray | None = None) -> KeyFrequencies:
    """f_k and F_k of every record of `keys` (one column per key variable), a missing value matching any.

    Records are grouped by which keys they hold (their pattern of missing values); for two patterns,
    the records of one are counted for those of the other by their values on the keys both hold.
    The patterns are few, so the work is a few group-bys over the file, never a loop over records."""
    codes = np.column_stack([pd.factorize(keys[column], use_na_sentinel=True)[0] for column in keys.columns]) \
        if len(keys.columns) else np.zeros((len(keys), 0), dtype=np.int64)
    weight = np.ones(len(keys)) if weights is None else np.asarray(weights, dtype=np.float64)
    held = codes >= 0
    patterns, pattern_of = np.unique(held, axis=0, return_inverse=True)
    pattern_of = pattern_of.ravel()
    sample, population = np.zeros(len(keys)), np.zeros(len(keys))
    members = [np.flatnonzero(pattern_of == p) for p in range(len(patterns))]
    for a, rows_a in enumerate(members):
        for b, rows_b in enumerate(members):
            shared = patterns[a] & patterns[b]
            if not shared.any():  # nothing to tell them apart: every record of b counts
                sample[rows_a] += rows_b.size
                population[rows_a] += weight[rows_b].sum()
                continue
            both = pd.DataFrame(np.concatenate([codes[rows_a][:, shared], codes[rows_b][:, shared]]))
            group = both.groupby(list(both.columns), sort=False).ngroup().to_numpy()
            of_a, of_b = group[: rows_a.size], group[rows_a.size:]
            sample[rows_a] += np.bincount(of_b, minlength=group.max() + 1)[of_a]
            population[rows_a] += np.bincount(of_b, weights=weight[rows_b], minlength=group.max() + 1)[of_a]
    return KeyFrequencies(sample, population)


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
    groups = pd.factorize(household, use_na_sentinel=False)[0]
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
