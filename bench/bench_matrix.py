"""Benchmark: an audit matrix in one process, in worker processes, and on a Dask LocalCluster.

A synthetic population of `--rows` people (vectorized draws: age, sex, region, hours, children and
three sensitive variables that depend on them) and four releases of it (a copy, 20 % and 50 %
within-column swaps of the sensitive variables, independent marginals); 3 sensitive variables × 2
sets of key variables × 4 releases × best-row-match = 24 scenarios in 6 groups, each scenario
attacking `--attempts` people. The same audit runs three ways, one after the other, and the
results are compared: they must be identical. Prints wall times and the speed-up over one
process; nothing here is a test.

    python bench/bench_matrix.py --rows 1000000 --workers 2
"""

from __future__ import annotations

import argparse
import json
import os
import time

import numpy as np
import pandas as pd

SECRETS = ("income", "education", "marital")
KNOWN_SETS = (("age", "sex", "region"), ("age", "sex", "region", "hours", "children"))


def population(rows: int, seed: int = 2026) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    age = rng.integers(18, 90, rows)
    sex = rng.integers(0, 2, rows)
    region = rng.integers(0, 12, rows)
    hours = np.clip(rng.normal(38, 9, rows).round(), 0, 80).astype(int)
    children = rng.poisson(1.1, rows).clip(0, 6)
    income = np.clip((hours / 12 + (age - 18) / 20 + rng.normal(0, 1.2, rows)).round(), 0, 6).astype(int)
    education = np.clip((income / 1.5 + rng.normal(0, 1, rows)).round(), 0, 5).astype(int)
    marital = np.clip(((age - 18) / 18 + children / 2 + rng.normal(0, 0.8, rows)).round(), 0, 4).astype(int)
    frame = pd.DataFrame({"age": age, "sex": sex, "region": region, "hours": hours, "children": children,
                          "income": income, "education": education, "marital": marital})
    for column, words in (("sex", ("female", "male")), ("region", tuple(f"region {i}" for i in range(12)))):
        frame[column] = pd.Categorical.from_codes(frame[column], categories=list(words)).astype(str)
    return frame


def releases(original: pd.DataFrame, seed: int = 7) -> dict[str, pd.DataFrame]:
    rng = np.random.default_rng(seed)
    made = {"copy": original.copy()}
    for share in (0.2, 0.5):
        swapped = original.copy()
        moved = rng.random(len(original)) < share
        for secret in SECRETS:
            swapped.loc[moved, secret] = rng.permutation(swapped.loc[moved, secret].to_numpy())
        made[f"swap {share:.0%}"] = swapped
    made["independent"] = pd.DataFrame({c: rng.permutation(original[c].to_numpy()) for c in original.columns})
    return made


def audit_once(original, made, attempts: int, execution: dict) -> tuple[float, list[dict]]:
    from anonguard.engine.audit import Audit
    from anonguard.engine.settings import AuditSettings
    from anonguard.engine.spec import ComponentChoice

    settings = AuditSettings.from_dict({"seed": 2026, "execution": execution,
                                        "halting": {"max_attempts": attempts, "work_budget": None}})
    started = time.perf_counter()
    audit = Audit.of_frames(original, made, list(SECRETS), [list(k) for k in KNOWN_SETS],
                            attacks=[ComponentChoice("best-row-match")], settings=settings).prepare()
    for _ in audit.run():
        pass
    seconds = time.perf_counter() - started
    return seconds, [{k: v for k, v in r.to_dict().items() if k != "seconds"} for r in audit.results]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=200_000)
    parser.add_argument("--attempts", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args()
    original = population(args.rows)
    made = releases(original)
    print(f"{args.rows:,} rows; {len(made)} releases × {len(SECRETS)} sensitive variables × {len(KNOWN_SETS)} "
          f"key-variable sets × best-row-match = 24 scenarios in 6 groups, {args.attempts:,} attempts each; "
          f"{os.cpu_count()} cores")
    timings, answers = {}, {}
    timings["1 process"], answers["1 process"] = audit_once(original, made, args.attempts, {"workers": 1})
    label = f"{args.workers} worker processes"
    timings[label], answers[label] = audit_once(original, made, args.attempts, {"workers": args.workers})
    import dask
    from distributed import LocalCluster

    with dask.config.set({"distributed.worker.daemon": False}):
        with LocalCluster(n_workers=args.workers, threads_per_worker=1, dashboard_address=":0") as cluster:
            cluster_label = f"Dask LocalCluster, {args.workers} workers"
            timings[cluster_label], answers[cluster_label] = audit_once(
                original, made, args.attempts, {"cluster": cluster.scheduler_address})
    reference = json.dumps(answers["1 process"], default=str)
    for name, seconds in timings.items():
        same = json.dumps(answers[name], default=str) == reference
        print(f"  {name:<32} {seconds:7.1f} s   speed-up {timings['1 process'] / seconds:4.2f}×   "
              f"results {'identical' if same else 'DIFFER'}")


if __name__ == "__main__":
    main()
