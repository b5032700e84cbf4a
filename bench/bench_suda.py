"""Benchmark: SUDA2 (anonguard.engine.key_variables.suda) on a survey-sized file, and beside it the definition applied
record by record (bench/suda_reference.py) on a subsample that one can finish.

The file: `--rows` records (default 100,000) of ten categorical key variables with 2, 3, 5, 7, 10, 12,
20, 30, 50 and 80 values, each drawn with Zipf-like skewed frequencies (value i with weight 1/(i+1)^1.1),
fixed seed. SUDA2 runs with MSUs of up to `--max-size` variables (default 3); its wall time and the
process's peak memory (resource.getrusage, maximum resident set size) are printed, then both tools'
time on the first `--subsample` records (default 2,000), their ratio, and whether their scores agree.

    python bench/bench_suda.py --rows 100000 --max-size 3

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))
from suda_reference import reference_suda  # noqa: E402

from anonguard.engine.key_variables.suda import suda  # noqa: E402

CARDINALITIES = (2, 3, 5, 7, 10, 12, 20, 30, 50, 80)


def keys(rows: int, seed: int = 20) -> pd.DataFrame:
    """Ten categorical keys with skewed frequencies, as strings (as a survey file holds them)."""
    rng = np.random.default_rng(seed)
    columns = {}
    for v, values in enumerate(CARDINALITIES):
        weights = 1.0 / np.arange(1, values + 1) ** 1.1
        drawn = rng.choice(values, size=rows, p=weights / weights.sum())
        columns[f"key{v}_{values}"] = pd.Categorical.from_codes(drawn, [f"c{i}" for i in range(values)])
    return pd.DataFrame(columns)


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--max-size", type=int, default=3)
    parser.add_argument("--subsample", type=int, default=2_000)
    args = parser.parse_args()
    data = keys(args.rows)
    before = peak_mb()
    print(f"== {args.rows:,} records x {data.shape[1]} key variables ({', '.join(map(str, CARDINALITIES))} values, "
          f"skewed), MSUs up to {args.max_size} variables")
    started = time.perf_counter()
    result = suda(data, max_size=args.max_size)
    seconds = time.perf_counter() - started
    summary = result.summary()
    print(f"AnonGuard SUDA2: {seconds:.2f} s, peak memory {peak_mb():.0f} MB (process; {before:.0f} MB before the run)")
    print(f"  sample uniques {summary.sample_uniques:,}, special uniques {summary.special_uniques:,} "
          f"({summary.share:.1%}), MSUs by size {summary.msus_by_size}, highest score {summary.highest_score:g}")
    print("  contributions: " + ", ".join(f"{name} {value:.1f} %" for name, value in result.contributions.items()))

    sample = data.iloc[: args.subsample].reset_index(drop=True)
    rows = list(sample.astype(str).itertuples(index=False, name=None))
    started = time.perf_counter()
    ours = suda(sample, max_size=args.max_size)
    ours_seconds = time.perf_counter() - started
    started = time.perf_counter()
    theirs = reference_suda(rows, max_size=args.max_size)
    theirs_seconds = time.perf_counter() - started
    same_scores = ours.score.tolist() == theirs["score"]
    same_dis = bool(np.allclose(ours.dis_score, theirs["dis_score"], rtol=1e-12, atol=0))
    print(f"== first {args.subsample:,} records: AnonGuard {ours_seconds:.3f} s, reference (record by record) "
          f"{theirs_seconds:.2f} s, ratio {theirs_seconds / ours_seconds:.0f}x; "
          f"scores identical: {same_scores}, DIS-SUDA equal (rel 1e-12): {same_dis}, "
          f"records with an MSU: {int((ours.score > 0).sum()):,}")


if __name__ == "__main__":
    main()
