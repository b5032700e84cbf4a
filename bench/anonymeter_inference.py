"""Driver for anonymeter's `InferenceEvaluator`, one release per run, as a user would script it.

Used only by `make bench` (bench/bench_reference.py) to compare AnonGuard with anonymeter; it is not
part of AnonGuard and runs with the separate interpreter that has anonymeter installed
(`.venv-anonymeter`, made by `make bench`):

    .venv-anonymeter/bin/python bench/anonymeter_inference.py --original orig.csv --release rel.csv \
        --secret COL --known COL,COL,... --control 1000 --attacks 1000 --seed 0

The control set is taken out of the original *and* out of the release (the releases compared are
row-aligned with the original: copies, swaps and column permutations), so its people are in neither
what the evaluator treats as the original nor the release. Prints one JSON line on stdout: the wall
time from start to answer (reading included), the risk with its interval and the three success rates.
"""

import argparse
import json
import time

started = time.perf_counter()

import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
from anonymeter.evaluators import InferenceEvaluator  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--original", required=True)
    parser.add_argument("--release", required=True)
    parser.add_argument("--secret", required=True)
    parser.add_argument("--known", required=True, help="comma-separated key variables (anonymeter's aux_cols)")
    parser.add_argument("--control", type=int, default=1000, help="rows taken out as the control set")
    parser.add_argument("--attacks", type=int, default=1000, help="anonymeter's n_attacks")
    parser.add_argument("--jobs", type=int, default=2, help="anonymeter's n_jobs")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    original, release = pd.read_csv(args.original), pd.read_csv(args.release)
    if len(original) != len(release):
        parser.error("the release must be row-aligned with the original (one row per person, same order)")
    control_rows = np.random.default_rng(args.seed).choice(len(original), args.control, replace=False)
    control = original.iloc[control_rows]
    kept = np.setdiff1d(np.arange(len(original)), control_rows)
    np.random.seed(args.seed)  # anonymeter draws its targets with numpy's global generator
    evaluator = InferenceEvaluator(ori=original.iloc[kept], syn=release.iloc[kept], control=control,
                                   aux_cols=args.known.split(","), secret=args.secret, n_attacks=args.attacks)
    evaluator.evaluate(n_jobs=args.jobs)
    risk, rates = evaluator.risk(), evaluator.results()
    print(json.dumps({
        "seconds": round(time.perf_counter() - started, 3), "risk": risk.value, "ci": list(risk.ci),
        "attack_rate": rates.attack_rate.value, "control_rate": rates.control_rate.value,
        "baseline_rate": rates.baseline_rate.value, "n_attacks": args.attacks,
    }))


if __name__ == "__main__":
    main()
