"""Benchmark: the classic key-variable risk measures on a survey-sized table, with time and peak memory,
side by side with pycanon 1.3.6 (k-anonymity, l-diversity) on the same table.

A synthetic table of `--rows` records (default 1,000,000; fixed seed) holds six key variables of mixed
cardinality (age 96 values, sex 2, region 40 and occupation 120 with skewed frequencies, education 7,
marital status 5), a survey weight and a sensitive variable (diagnosis, 12 values). It is written as
CSV to a temporary folder; then, each in a fresh process so that earlier work does not count in its
peak memory (getrusage's maximum resident set size):

- AnonGuard: f_k, F_k with the weights (key_frequencies), the individual risk, the summary (sample
  uniques, records violating 2-, 3- and 5-anonymity), l-diversity and t-closeness (diversity);
- pycanon, from its own virtual environment `.venv-pycanon` (never a dependency of AnonGuard:
  `python3 -m venv .venv-pycanon && .venv-pycanon/bin/pip install pycanon==1.3.6`): k-anonymity and
  l-diversity. Skipped with a note when that environment is absent. If it does not finish within
  `--pycanon-seconds`, both tools are run on a `--subsample` of the rows instead and timed there.
  Both must find the same k and l;
- a generalized release of the same table (5 % of ages written as ten-year bands, 1 % of regions
  suppressed), counted by overlap, and how many original records each release row could stand for.

    python bench/bench_key_risk.py [--rows 1000000]
    python bench/bench_key_risk.py --overlap   # the overlap counting's rate on its slowest case

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parent.parent
PYCANON = ROOT / ".venv-pycanon" / "bin" / "python"
KEYS = ["age", "sex", "region", "education", "marital", "occupation"]
COARSE = ["sex", "education", "marital"]  # a key set whose classes are large, so k and l are more than 1
SECRET, WEIGHT = "diagnosis", "weight"


def table(rows: int, seed: int = 20261124) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    age = np.clip(rng.normal(42, 18, rows), 0, 95).astype(np.int64)
    return pd.DataFrame({
        "age": age, "sex": rng.integers(0, 2, rows), "region": (rng.zipf(1.6, rows) - 1) % 40,
        "education": rng.integers(0, 7, rows), "marital": rng.choice(5, rows, p=[0.35, 0.4, 0.1, 0.1, 0.05]),
        "occupation": (rng.zipf(1.3, rows) - 1) % 120,
        WEIGHT: np.round(30 * np.exp(rng.normal(0, 0.5, rows)) + 1, 2),
        SECRET: (rng.integers(0, 12, rows) + (age > 60) * rng.integers(0, 3, rows)) % 12})


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux


def child_classic(path: str, keys: list[str]) -> dict:
    """The classic measures, timed one by one, in this (fresh) process."""
    from anonguard.engine.key_variables.diversity import diversity
    from anonguard.engine.key_variables.key_risk import KeyRiskSummary, individual_risk, key_frequencies

    frame = pd.read_csv(path)
    loaded = peak_mb()
    times = {}
    started = time.perf_counter()
    frequencies = key_frequencies(frame[keys], frame[WEIGHT].to_numpy())
    times["f_k and F_k"] = time.perf_counter() - started
    step = time.perf_counter()
    risk = individual_risk(frequencies)
    times["individual risk"] = time.perf_counter() - step
    step = time.perf_counter()
    summary = KeyRiskSummary.of(frequencies, risk)
    times["summary"] = time.perf_counter() - step
    step = time.perf_counter()
    varied = diversity(frame[keys], frame[SECRET])
    times["l-diversity and t-closeness"] = time.perf_counter() - step
    total = time.perf_counter() - started
    return {"times": times, "total": total, "loaded_mb": loaded, "peak_mb": peak_mb(), "k": int(frequencies.sample.min()),
            "l": varied.distinct_l, "uniques": summary.sample_uniques, "violating": summary.violating,
            "expected": summary.expected_reidentifications, "reading": frequencies.reading}


def child_generalized(path: str, keys: list[str]) -> dict:
    """A generalized release of the table, counted by overlap, and the originals each row could stand for."""
    from anonguard.engine.key_variables.key_risk import contained_originals, key_frequencies

    original = pd.read_csv(path)
    rng = np.random.default_rng(7)
    release = original[keys].astype(object)
    banded = rng.random(len(release)) < 0.05
    low = original["age"].to_numpy()[banded] // 10 * 10
    release.loc[banded, "age"] = [f"[{a}-{a + 10})" for a in low]
    release.loc[rng.random(len(release)) < 0.01, "region"] = "*"
    release = release.astype(str)
    loaded = peak_mb()
    started = time.perf_counter()
    frequencies = key_frequencies(release, original[WEIGHT].to_numpy())
    counted = time.perf_counter() - started
    step = time.perf_counter()
    contained = contained_originals(release, original[keys])
    stood = time.perf_counter() - step
    return {"f_seconds": counted, "contained_seconds": stood, "reading": frequencies.reading,
            "contained_reading": contained.reading, "uniques": int((frequencies.sample == 1).sum()),
            "median_contained": float(np.median(contained.count)), "loaded_mb": loaded, "peak_mb": peak_mb()}


def child_overlap_rate(rows: int) -> dict:
    """The slowest case measured for overlap counting: every record an interval on two keys, overlapping many."""
    from anonguard.engine.key_variables import key_risk

    rng = np.random.default_rng(1)
    age = rng.integers(18, 90, rows) - rng.integers(0, 10, rows)
    income = rng.integers(0, 40, rows) - rng.integers(0, 4, rows)
    frame = pd.DataFrame({"age": [f"[{a}-{a + w})" for a, w in zip(age, rng.integers(1, 15, rows))],
                          "income": [f"[{a}-{a + 5}]" for a in income],
                          "sex": rng.choice(["F", "M"], rows), "education": rng.integers(0, 8, rows)})
    columns = [key_risk._cell_column(frame[c]) for c in frame.columns]
    _, combos = key_risk._combinations(key_risk._code_matrix(columns, rows))
    wide = key_risk._holds_wide(columns, combos)
    sources, _ = key_risk._candidates(columns, combos[wide], combos)
    pairs = sum(float(s.counts.sum()) for s in sources)
    started = time.perf_counter()
    found = key_risk.key_frequencies(frame, compare_limit=10**15)
    seconds = time.perf_counter() - started
    return {"rows": rows, "combinations": len(combos), "wide": int(wide.sum()), "pairs": pairs, "seconds": seconds,
            "reading": found.reading, "limit": key_risk.COMPARE_LIMIT}


PYCANON_SCRIPT = textwrap.dedent("""
    import json, resource, sys, time
    import pandas as pd
    from pycanon import anonymity
    frame = pd.read_csv(sys.argv[1])
    keys, secret = json.loads(sys.argv[2]), sys.argv[3]
    started = time.perf_counter()
    k = anonymity.k_anonymity(frame, keys)
    k_seconds = time.perf_counter() - started
    step = time.perf_counter()
    l = anonymity.l_diversity(frame, keys, [secret])
    l_seconds = time.perf_counter() - step
    print(json.dumps({"k": int(k), "l": int(l), "k_seconds": k_seconds, "l_seconds": l_seconds,
                      "total": k_seconds + l_seconds,
                      "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
""")


def run_child(*args: str) -> dict:
    done = subprocess.run([sys.executable, __file__, "--child", *args], capture_output=True, text=True, cwd=ROOT)
    if done.returncode:
        raise SystemExit(f"the measurement failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def run_pycanon(path: Path, keys: list[str], seconds: float) -> dict | None:
    """pycanon's k and l in its own environment; None if it did not finish in time."""
    try:
        done = subprocess.run([str(PYCANON), "-c", PYCANON_SCRIPT, str(path), json.dumps(keys), SECRET],
                              capture_output=True, text=True, timeout=seconds)
    except subprocess.TimeoutExpired:
        return None
    if done.returncode:
        raise SystemExit(f"pycanon failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def compare(path: Path, rows: int, keys: list[str], ours: dict, seconds: float) -> dict | None:
    theirs = run_pycanon(path, keys, seconds)
    if theirs is None:
        return None
    ratio = theirs["total"] / ours["total"] if ours["total"] else float("inf")
    same = "the same" if (theirs["k"], theirs["l"]) == (ours["k"], ours["l"]) else "DIFFERENT"
    print(f"  {rows:,} rows, keys {', '.join(keys)}:")
    print(f"    AnonGuard k = {ours['k']}, l = {ours['l']}: {ours['total']:.2f} s (f_k {ours['times']['f_k and F_k']:.2f} s, "
          f"l-diversity {ours['times']['l-diversity and t-closeness']:.2f} s)")
    print(f"    pycanon   k = {theirs['k']}, l = {theirs['l']}: {theirs['total']:.2f} s (k {theirs['k_seconds']:.2f} s, "
          f"l {theirs['l_seconds']:.2f} s), peak {theirs['peak_mb']:,.0f} MB")
    print(f"    k and l {same}; pycanon takes {ratio:.1f}× AnonGuard's time")
    return theirs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--subsample", type=int, default=100_000)
    parser.add_argument("--pycanon-seconds", type=float, default=600)
    parser.add_argument("--overlap", action="store_true", help="measure the overlap counting's rate only")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        kind, *rest = args.child
        found = {"classic": lambda: child_classic(rest[0], json.loads(rest[1])),
                 "generalized": lambda: child_generalized(rest[0], KEYS),
                 "overlap": lambda: child_overlap_rate(int(rest[0]))}[kind]()
        print(json.dumps(found))
        return
    if args.overlap:
        for rows in (25_000, 50_000, 100_000):
            r = run_child("overlap", str(rows))
            print(f"overlap rate, {r['rows']:,} records with overlapping intervals on two of four keys: "
                  f"{r['combinations']:,} combinations, all holding a wide cell; {r['pairs']:.3g} candidate pairs "
                  f"in {r['seconds']:.1f} s = {r['pairs'] / r['seconds']:.3g} pairs/s "
                  f"(limit {r['limit']:.3g} ≈ {r['limit'] / (r['pairs'] / r['seconds']):.0f} s)")
        return
    with tempfile.TemporaryDirectory(prefix="anonguard-bench-key-risk-") as tmp:
        path = Path(tmp) / "table.csv"
        started = time.perf_counter()
        table(args.rows).to_csv(path, index=False)
        print(f"== {args.rows:,} records × 6 keys ({', '.join(KEYS)}), survey weight, sensitive variable "
              f"{SECRET}; CSV written in {time.perf_counter() - started:.1f} s")
        ours = run_child("classic", str(path), json.dumps(KEYS))
        print(f"AnonGuard classic measures: {ours['total']:.2f} s in all, peak {ours['peak_mb']:,.0f} MB "
              f"({ours['loaded_mb']:,.0f} MB of it with the table loaded, before measuring) "
              f"[targets: < 10 s, < 2,048 MB]")
        for name, seconds in ours["times"].items():
            print(f"  {name}: {seconds:.2f} s")
        print(f"  sample uniques {ours['uniques']:,}; violating 2/3/5-anonymity {ours['violating']['2']:,} / "
              f"{ours['violating']['3']:,} / {ours['violating']['5']:,}; expected re-identifications "
              f"{ours['expected']:,.0f}; k = {ours['k']}, distinct l = {ours['l']}; reading: {ours['reading']}")
        generalized = run_child("generalized", str(path))
        print(f"Generalized release (5 % of ages as ten-year bands, 1 % of regions suppressed): f_k and F_k by "
              f"overlap {generalized['f_seconds']:.2f} s ({generalized['reading']}); originals each row could stand "
              f"for {generalized['contained_seconds']:.2f} s (median {generalized['median_contained']:.0f}); "
              f"peak {generalized['peak_mb']:,.0f} MB")
        if not PYCANON.exists():
            print(f"pycanon: skipped, no environment at {PYCANON.parent.parent} (python3 -m venv .venv-pycanon && "
                  ".venv-pycanon/bin/pip install pycanon==1.3.6)")
            return
        print("pycanon 1.3.6 side by side (k-anonymity and l-diversity of the same table):")
        coarse = run_child("classic", str(path), json.dumps(COARSE))
        compare(path, args.rows, COARSE, coarse, args.pycanon_seconds)
        if compare(path, args.rows, KEYS, ours, args.pycanon_seconds) is None:
            print(f"  pycanon did not finish {args.rows:,} rows × 6 keys in {args.pycanon_seconds:.0f} s; "
                  f"both on a random {args.subsample:,}-row subsample:")
            sample = Path(tmp) / "subsample.csv"
            pd.read_csv(path).sample(args.subsample, random_state=3).to_csv(sample, index=False)
            small = run_child("classic", str(sample), json.dumps(KEYS))
            if compare(sample, args.subsample, KEYS, small, args.pycanon_seconds) is None:
                print(f"  pycanon did not finish {args.subsample:,} rows either")


if __name__ == "__main__":
    main()
