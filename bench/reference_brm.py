"""Driver for the reference PyPI package ``anonymity-loss-coefficient`` (BrmAttack).

Used only by ``make bench`` to compare AnonGuard's best-row-match attack with the
reference implementation. It is not part of AnonGuard and must be run with the
separate interpreter that has the package installed:

    /work/main/.venv-ref/bin/python bench/reference_brm.py \
        --original orig.csv --release release.csv --secret COL \
        --known COL,COL,... --seed 0 --workdir /tmp/ref_brm

It runs one attack (one secret, one known-column set) and prints exactly one JSON
line on stdout; everything the package prints or logs goes to stderr. The package's
own files (brm_attack.log, summary_*.csv/parquet, summary.txt) land in --workdir.
"""
import argparse
import json
import os
import random
import sys
import time

# Single-threaded BLAS/OpenMP by default (caller may override): with threads the
# LogisticRegression/HistGB baselines were slower and oversubscribed under load.
for _v in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--original", required=True)
    ap.add_argument("--release", required=True)
    ap.add_argument("--secret", required=True)
    ap.add_argument("--known", required=True, help="comma-separated known columns")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--workdir", required=True)
    args = ap.parse_args()
    known = [c for c in args.known.split(",") if c]
    if args.secret in known:
        ap.error("--secret must not be one of --known")

    # Send fd 1 (and sys.stdout) to stderr while the package runs: it logs to
    # sys.stdout and calls print/pprint. Keep a handle on the real stdout.
    real_stdout = os.fdopen(os.dup(1), "w")
    sys.stdout.flush()
    os.dup2(2, 1)
    sys.stdout = sys.stderr

    from anonymity_loss_coefficient import BrmAttack
    from anonymity_loss_coefficient.alc import baseline_predictor as bp

    # Time the baseline model search separately (it often dominates the run).
    select_times = []
    orig_select = bp.BaselinePredictor.select_model

    def timed_select(self, *a, **kw):
        t = time.perf_counter()
        try:
            return orig_select(self, *a, **kw)
        finally:
            select_times.append(time.perf_counter() - t)

    bp.BaselinePredictor.select_model = timed_select

    df_orig = pd.read_csv(args.original)
    df_anon = pd.read_csv(args.release)
    os.makedirs(args.workdir, exist_ok=True)

    # BrmAttack does not forward random_state to ALCManager, so seed the global
    # RNGs (train/test splits, models, class-fix resampling use them when
    # random_state is None) and set the manager's random_state attributes, which
    # are only read when the attack starts.
    random.seed(args.seed)
    np.random.seed(args.seed)

    t0 = time.perf_counter()
    attack = BrmAttack(df_orig, df_anon, results_path=args.workdir, flush=True,
                       no_counter=True, attack_name="reference_brm")
    attack.alcm.random_state = args.seed
    attack.alcm.df.random_state = args.seed
    attack.run_one_attack(args.secret, known)
    seconds = time.perf_counter() - t0

    halt = attack.alcm.halt_info or {}
    res = attack.alcm.results()
    row = res.iloc[-1] if res is not None and len(res) else {}

    def num(key):
        v = row.get(key) if len(row) else None
        return None if v is None or pd.isna(v) else float(v)

    out = {
        "seconds": round(seconds, 3),
        "n_attempts": int(halt.get("num_attacks", 0)),
        "alc": num("alc"),
        "attack_prc": num("attack_prc"),
        "baseline_prc": num("base_prc"),
        "halt_reason": halt.get("reason"),
        "halt_code": halt.get("halt_code"),
        "baseline_model": attack.alcm.model_name,
        "baseline_select_seconds": round(sum(select_times), 3),
    }
    real_stdout.write(json.dumps(out) + "\n")
    real_stdout.flush()


if __name__ == "__main__":
    main()
