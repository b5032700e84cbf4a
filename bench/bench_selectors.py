"""Benchmark: the vulnerable-records target selectors on synthetic originals.

1. `distance-vulnerability` (V_k, k = 5, 001) on 20,000 and 100,000 synthetic records with
   6 categorical and 4 continuous columns (missing values in both): wall and CPU time of `select`.
2. A naive reference: exact pairwise distances (Eq. 5 written out column by column, float64)
   from 2,000 sampled records to every record, their V_k, and the largest difference from
   the selector's V_k; its time, and that time scaled to all records.
3. scikit-learn's brute-force NearestNeighbors on the same embedded vectors (20,000 records
   unless --sklearn-rows; float32 and float64), the alternative the blocked search replaced.
4. The other selectors (rare-value, log-likelihood, custom-filter) on 100,000 records.

Prints figures only; nothing here is a test. Usage: python bench/bench_selectors.py [--rows 20000 100000] [--sklearn-rows 20000]
"""

from __future__ import annotations

import argparse
import resource
import time

import numpy as np
import pandas as pd
from sklearn.neighbors import NearestNeighbors

from anonguard.api import SelectionTask, category_codes, continuous_values, record_vectors
from anonguard_vulnerable_records.distance import vulnerability
from anonguard_vulnerable_records.selectors import CustomFilter, DistanceVulnerability, LogLikelihood, RareValue

K = 5
SAMPLE = 2_000
CATEGORICAL = {"sex": 2, "region": 9, "education": 7, "marital": 4, "children": 6, "occupation": 12}
CONTINUOUS = ("age", "income", "hours", "wealth")


def synthetic(rows: int, seed: int) -> tuple[pd.DataFrame, pd.DataFrame, dict[str, str]]:
    """Encoded original, the same as read (labels), and kinds: skewed categories, heavy-tailed numbers, 1 % missing."""
    rng = np.random.default_rng(seed)
    encoded, raw = {}, {}
    for name, levels in CATEGORICAL.items():
        weights = rng.dirichlet(np.full(levels, 0.7))
        codes = rng.choice(levels, rows, p=weights)
        codes[rng.random(rows) < 0.01] = levels  # the missing value, a code of its own
        encoded[name] = codes
        raw[name] = pd.Series([f"{name}_{c}" for c in range(levels)] + [None])[codes].to_numpy()
    continuous = {
        "age": rng.integers(18, 95, rows).astype(float),
        "income": rng.lognormal(10.3, 0.8, rows),
        "hours": np.clip(rng.normal(38, 9, rows), 0, 80),
        "wealth": rng.exponential(50_000, rows),
    }
    for name, values in continuous.items():
        values[rng.random(rows) < 0.01] = np.nan
        encoded[name] = raw[name] = values
    kinds = {**{c: "categorical" for c in CATEGORICAL}, **{c: "continuous" for c in CONTINUOUS}}
    return pd.DataFrame(encoded), pd.DataFrame(raw), kinds


def reference_vk(frame: pd.DataFrame, kinds: dict[str, str], sample: np.ndarray, k: int) -> np.ndarray:
    """V_k of the `sample` records from exact pairwise distances to every record, Eq. 5 term by term."""
    categorical = [c for c, kind in kinds.items() if kind == "categorical"]
    continuous = [c for c, kind in kinds.items() if kind == "continuous"]
    features = len(kinds)
    codes = np.column_stack([category_codes(frame[c]) for c in categorical])
    scaled = []
    for name in continuous:
        values = continuous_values(frame[name])
        low, high = np.nanmin(values), np.nanmax(values)
        scaled.append(np.nan_to_num((values - low) / (high - low) if high > low else values * 0.0))
    scaled = np.column_stack(scaled)
    norms = np.linalg.norm(scaled, axis=1)
    result = np.empty(sample.size)
    for start in range(0, sample.size, 100):
        rows = sample[start:start + 100]
        matches = (codes[rows, None, :] == codes[None, :, :]).sum(axis=2)
        with np.errstate(invalid="ignore", divide="ignore"):
            cosine = (scaled[rows] @ scaled.T) / np.outer(norms[rows], norms)
        both_zero = (norms[rows, None] == 0) & (norms[None, :] == 0)
        one_zero = (norms[rows, None] == 0) ^ (norms[None, :] == 0)
        cosine[both_zero], cosine[one_zero] = 1.0, 0.0
        distance = 1 - len(categorical) / features * matches / len(categorical) - len(continuous) / features * cosine
        distance[np.arange(rows.size), rows] = np.inf  # the record itself is not a neighbour
        result[start:start + 100] = np.sort(np.partition(distance, k - 1, axis=1)[:, :k], axis=1).mean(axis=1)
    return result


def timed(function, *args):
    start = time.perf_counter()
    value = function(*args)
    return value, time.perf_counter() - start


def cpu_timed(function, *args):
    """Result, wall seconds and CPU seconds of all threads (which shows when other processes share the cores)."""
    start = time.process_time()
    value, seconds = timed(function, *args)
    return value, seconds, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, nargs="+", default=[20_000, 100_000])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--sklearn-rows", type=int, default=20_000, help="rows for the scikit-learn comparison")
    args = parser.parse_args()

    print(f"synthetic originals: {len(CATEGORICAL)} categorical ({sum(CATEGORICAL.values())} values + missing), "
          f"{len(CONTINUOUS)} continuous, k = {K}")
    print(f"{'rows':>8} {'select (s)':>11} {'cpu (s)':>8} {'V_k only (s)':>13} {'reference 2,000 (s)':>20} "
          f"{'reference, all rows (s)':>24} {'max |ΔV_k|':>11}")
    largest = None
    for rows in args.rows:
        encoded, raw, kinds = synthetic(rows, args.seed)
        task = SelectionTask(encoded, tuple(CONTINUOUS[:2]) + ("sex", "region"), "occupation", kinds, args.seed, raw)
        chosen, select_time, select_cpu = cpu_timed(DistanceVulnerability(k=K, top=500).select, task)
        scores, score_time = timed(vulnerability, encoded, kinds, K)
        assert chosen.size == 500
        sample = np.random.default_rng(args.seed).choice(rows, min(SAMPLE, rows), replace=False)
        reference, reference_time = timed(reference_vk, encoded, kinds, sample, K)
        error = np.abs(reference - scores[sample]).max()
        print(f"{rows:>8,} {select_time:>11.2f} {select_cpu:>8.2f} {score_time:>13.2f} {reference_time:>20.2f} "
              f"{reference_time * rows / sample.size:>24.0f} {error:>11.1e}")
        largest = (rows, task)

    rows = args.sklearn_rows
    encoded, _, kinds = synthetic(rows, args.seed)
    vectors = record_vectors(encoded, kinds)
    print(f"\nscikit-learn NearestNeighbors(algorithm='brute'), {rows:,} rows, {vectors.dense.shape[1]} dimensions "
          "(to compare with 'V_k only' above)")
    for dtype in (np.float32, np.float64):
        dense = vectors.dense.astype(dtype)
        _, seconds = timed(NearestNeighbors(n_neighbors=K + 1, algorithm="brute").fit(dense).kneighbors, dense)
        print(f"  {np.dtype(dtype).name}: {seconds:.2f} s (about {seconds * (max(args.rows) / rows) ** 2:.0f} s "
              f"for {max(args.rows):,} rows)")

    rows, task = largest
    print(f"\nother selectors, {rows:,} rows")
    expression = 'income > 100000 and region in ["region_1", "region_2"]'
    for selector in (RareValue(), LogLikelihood(), CustomFilter(expression=expression)):
        chosen, seconds = timed(selector.select, task)
        count = int(chosen.sum()) if chosen.dtype == bool else chosen.size
        print(f"  {selector.id:<16} {seconds:6.2f} s  {count:>6,} targets")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\npeak memory of this process: {peak:.0f} MB")


if __name__ == "__main__":
    main()
