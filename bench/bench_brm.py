"""Benchmark: AnonGuard's best-row-match audit side by side with the reference package.

1. A 25,000-row population (the demo generator) and a 20 % within-column swap of it;
   one secret, one known set. AnonGuard's audit and the reference package's
   (`anonymity-loss-coefficient`, run by bench/reference_brm.py in .venv-ref) on the
   very same CSV files, one after the other; wall time, attempts and their ratio.
   AnonGuard runs twice: with its own halting, and for exactly the reference's number of
   attempts (the same work).
2. A 1,000,000-row release attacked with 1,000 targets: the attack alone (fit + predict)
   and the whole audit for exactly 1,000 attempts.

Every AnonGuard figure comes from a fresh process, so its peak memory can be read.

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFERENCE_PYTHON = ROOT / ".venv-ref" / "bin" / "python"
SECRET = "education"
KNOWN = ["age", "sex", "region", "children", "hours_per_week", "income"]


def _generator():
    spec = importlib.util.spec_from_file_location("demo_generate", ROOT / "anonguard" / "resources" / "demo" / "generate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write_inputs(folder: Path, rows: int, seed: int = 11) -> tuple[Path, Path]:
    """Original and 20 % swap release as CSV; rows with a missing value are dropped (the reference drops them)."""
    gen = _generator()
    population = gen.make_population(rows, seed).dropna().drop(columns="person_id").reset_index(drop=True)
    release = gen.swap_within_columns(population, 0.2, seed + 1, exclude=())
    original_path, release_path = folder / f"original_{rows}.csv", folder / f"release_{rows}.csv"
    population.to_csv(original_path, index=False)
    release.to_csv(release_path, index=False)
    return original_path, release_path


def anonguard_audit(original: Path, release: Path, settings: dict | None = None) -> dict:
    from anonguard.engine.audit import Audit
    from anonguard.engine.settings import AuditSettings
    from anonguard.engine.spec import ComponentChoice, AuditSpec, ReleaseSpec, TableRef

    started = time.perf_counter()
    spec = AuditSpec(
        original=TableRef(str(original)), releases=[ReleaseSpec("release", [TableRef(str(release))])],
        secrets=[SECRET], known_sets=[KNOWN], attacks=[ComponentChoice("best-row-match")],
        settings=AuditSettings.from_dict({"seed": 1, **(settings or {})}),
    )
    audit = Audit(spec).prepare()
    list(audit.run())
    (result,) = audit.results
    return {"seconds": time.perf_counter() - started, "n_attempts": result.n_attempts, "alc": result.alc,
            "attack_seconds": result.seconds, "halt_reason": result.halt_reason, "baseline_model": result.baseline_model,
            "status": result.status, "error": result.error}


def reference_audit(original: Path, release: Path, workdir: Path) -> dict | None:
    if not REFERENCE_PYTHON.exists():
        print("reference package not installed (.venv-ref missing): `make bench` installs it")
        return None
    done = subprocess.run(
        [str(REFERENCE_PYTHON), str(ROOT / "bench" / "reference_brm.py"), "--original", str(original),
         "--release", str(release), "--secret", SECRET, "--known", ",".join(KNOWN), "--seed", "1",
         "--workdir", str(workdir)],
        capture_output=True, text=True,
    )
    if done.returncode != 0:
        print(f"reference run failed: {done.stderr.strip().splitlines()[-1:]}")
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def attack_only(release: Path, targets: int) -> dict:
    """Fit best row match on the release and predict `targets` rows in the engine's batches of 50."""
    import numpy as np

    from anonguard.data.columns import column_kinds
    from anonguard.data.encoding import encode_tables
    from anonguard.plugins.tables import read_table
    from anonguard.plugins.api import AttackTask
    from anonguard_best_row_match.attack import BestRowMatch

    frame = read_table(release)
    encoded = encode_tables(frame, {"r": [("release", frame)]}, column_kinds(frame))
    rows = np.random.default_rng(0).choice(len(frame), targets, replace=False)
    queries = encoded.original[KNOWN].iloc[rows].reset_index(drop=True)
    started = time.perf_counter()
    attack = BestRowMatch().fit(AttackTask(encoded.releases["r"], tuple(KNOWN), SECRET, encoded.kinds))
    for start in range(0, targets, 50):
        attack.predict(queries.iloc[start : start + 50])
    return {"seconds": time.perf_counter() - started}


def in_child(part: str, *args: str) -> dict:
    done = subprocess.run([sys.executable, __file__, "--part", part, *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{part} failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def child(part: str, paths: list[str]) -> None:
    if part == "attack":
        figures = attack_only(Path(paths[0]), int(paths[1]))
    else:
        # with a third argument: exactly that many attempts, no early or significance halt before
        cap = {"halting": {"max_attempts": int(paths[2]), "work_budget": None}} if len(paths) > 2 else None
        figures = anonguard_audit(Path(paths[0]), Path(paths[1]), cap)
    figures["peak_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps(figures))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=25_000)
    parser.add_argument("--large-rows", type=int, default=1_000_000)
    parser.add_argument("--part", choices=("attack", "audit"), help=argparse.SUPPRESS)
    parser.add_argument("paths", nargs="*", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.part:
        child(args.part, args.paths)
        return

    with tempfile.TemporaryDirectory(prefix="anonguard-bench-") as tmp:
        folder = Path(tmp)
        original, release = write_inputs(folder, args.rows)
        print(f"== best-row-match audit, {args.rows:,}-row original and 20 % swap release; secret {SECRET}, "
              f"{len(KNOWN)} known columns")
        ours = in_child("audit", str(original), str(release))
        print(f"anonguard : {ours['seconds']:7.2f} s end to end, {ours['n_attempts']} attempts ({ours['halt_reason']}), "
              f"ALC {ours['alc']:.3f}, baseline {ours['baseline_model']}, peak {ours['peak_mb']:.0f} MB")
        attack = in_child("attack", str(release), "1000")
        print(f"anonguard : attack alone {1000 / attack['seconds']:,.0f} predictions/s (1,000 targets in {attack['seconds']:.2f} s)")
        reference = reference_audit(original, release, folder / "reference")
        if reference:
            same = in_child("audit", str(original), str(release), str(reference["n_attempts"]))
            print(f"reference : {reference['seconds']:7.2f} s end to end, {reference['n_attempts']} attempts "
                  f"({reference['halt_code']}), {reference['n_attempts'] / reference['seconds']:,.1f} attempts/s, "
                  f"ALC {reference['alc']:.3f}, baseline {reference['baseline_model']} "
                  f"(its model selection {reference['baseline_select_seconds']:.1f} s)")
            print(f"anonguard : {same['seconds']:7.2f} s end to end for the same {same['n_attempts']} attempts")
            print(f"ratio     : {reference['seconds'] / same['seconds']:.1f}x faster for the same attempts; "
                  f"{reference['seconds'] / ours['seconds']:.1f}x faster with each tool's own halting")

        large_original, large_release = write_inputs(folder, args.large_rows)
        print(f"\n== {args.large_rows:,}-row release, 1,000 targets")
        attack = in_child("attack", str(large_release), "1000")
        print(f"attack only: {attack['seconds']:6.2f} s for 1,000 predictions "
              f"({1000 / attack['seconds']:,.0f} predictions/s, {args.large_rows * 1000 / attack['seconds'] / 1e6:,.0f} M "
              f"row comparisons/s), peak {attack['peak_mb']:.0f} MB")
        audit = in_child("audit", str(large_original), str(large_release), "1000")
        print(f"full audit : {audit['seconds']:6.2f} s for {audit['n_attempts']} attempts incl. reading, encoding and "
              f"the baseline, peak {audit['peak_mb']:.0f} MB")


if __name__ == "__main__":
    main()
