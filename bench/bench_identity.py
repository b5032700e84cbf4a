"""Benchmark: AnonGuard's identity attacks beside anonymeter on a 100,000-row release.

The original is 100,000 people of the demo generator (anonguard/resources/demo/generate.py, loaded
as bench/bench_brm.py loads it) with the demo's nine key variables; the release is a copy.
anonymeter's control set is 1,000 further people of the same generator (another seed), in no release.

- **AnonGuard**: one audit of its four identity attacks (multivariate and univariate singling out
  with 1,000 predicates, linkability and record linkage with 1,000 targets), every attempt made.
  `prepare()` and `run()` are timed apart, each scenario from the audit's events, one scenario at
  a time: once with each attack in a process of its own (the default) and once in the audit's
  process (`limits.isolate=false`); `run()` also with the default workers (one per core from
  20,000 rows), for the whole audit only.
- **anonymeter** 1.1.0 in .venv-anonymeter, one fresh process per evaluator (the driver in
  experiments/identity.py): `evaluate()` timed inside the process (construction included), and the
  whole process from outside (start-up, imports, reading the CSVs). Singling out univariate and
  multivariate (`max_attempts` as in experiments/identity.py unless `--max-attempts` says otherwise:
  its multivariate mode keeps drawing until 1,000 predicates are unique in the release, and on this
  table that takes far more attempts), linkability with one neighbour and `n_jobs=2` over
  AnonGuard's views. anonymeter has no record linkage.

Prints seconds and the ratios anonymeter / AnonGuard; nothing here is a test.

    python bench/bench_identity.py [--rows 100000] [--max-attempts 200000]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "experiments"))
sys.path.insert(0, str(ROOT / "bench"))
import identity  # noqa: E402  (experiments/identity.py: the audit, the anonymeter driver and its caller)
from bench_brm import _generator  # noqa: E402

ROWS, SEED, CONTROL_SEED = 100_000, 11, 12
MODES = {"singling-out": "multivariate", "singling-out-univariate": "univariate", "linkability": "linkability",
         "record-linkage": None}


def bench_table(rows: int) -> identity.Table:
    """`rows` people of the demo generator and a control of 1,000 others; the demo's key variables only."""
    generate = _generator()
    keys = list(identity.DEMO_KEYS)
    original = generate.make_population(rows, SEED)[keys]
    control = generate.make_population(identity.CONTROL_ROWS, CONTROL_SEED, "N")[keys]
    return identity.Table(f"demo generator, {rows:,} rows", original, control, "occupation",
                          f"{rows:,} people of the demo generator (seed {SEED}); control: {identity.CONTROL_ROWS:,} "
                          f"others (seed {CONTROL_SEED})")


def timed_audit(table: identity.Table,
                extra: tuple[tuple[str, str], ...] = ()) -> tuple[identity.AnonGuardRun, float]:
    """AnonGuard's audit of the copy (one scenario at a time unless `extra` says otherwise), and the
    wall time of `run()` alone."""
    started = time.perf_counter()
    run = identity.audit_identity(table, {"copy": table.original.copy()}, extra)
    return run, time.perf_counter() - started - run.prepare_seconds


def ratio(theirs: float | None, ours: float | None) -> str:
    """anonymeter's time over AnonGuard's, or a dash when one side did not run."""
    return f"{theirs / ours:.1f}x" if theirs and ours else "—"


def seconds(value: float | None) -> str:
    """A time cell; a dash for an attack a tool does not have."""
    return "—" if value is None else f"{value:.1f} s"


def print_rows(isolated: identity.AnonGuardRun, inline: identity.AnonGuardRun, answers: dict) -> None:
    """One line per attack: both tools' seconds, the ratios, and what each read."""
    print(f"{'attack':24s} {'AnonGuard':>10s} {'in-process':>10s} {'claims':>6s} {'anonymeter':>10s} {'process':>8s} "
          f"{'made':>5s} {'ratio':>6s} {'process':>7s}  readings (AnonGuard ALC; anonymeter risk)")
    for attack, mode in MODES.items():
        result = isolated.results[("copy", attack)]
        answer = answers.get(("copy", mode), {}) if mode else {}
        ours = isolated.seconds.get(("copy", attack))
        made = "" if mode is None else "err" if "error" in answer else answer.get("generated", answer.get("n_attacks"))
        alc = f"{result.verdict or result.status}, no ALC" if result.alc is None else f"{result.alc:.3f}"
        risk = "no evaluator" if mode is None else answer.get("error") or f"{answer['risk']:.3f}"
        here = inline.seconds.get(("copy", attack))
        print(f"{attack:24s} {seconds(ours):>10s} {seconds(here):>10s} {identity.claims_made(result):6d} "
              f"{seconds(answer.get('seconds')):>10s} {seconds(answer.get('wall')):>8s} "
              f"{made!s:>5s} {ratio(answer.get('seconds'), ours):>6s} {ratio(answer.get('wall'), ours):>7s}  "
              f"{alc}; {risk}")


def print_totals(isolated: identity.AnonGuardRun, answers: dict) -> None:
    """The attacks both tools have, summed."""
    both = [a for a, m in MODES.items() if m and "seconds" in answers.get(("copy", m), {})]
    ours = sum(isolated.seconds[("copy", a)] for a in both)
    theirs = sum(answers[("copy", MODES[a])]["seconds"] for a in both)
    walls = sum(answers[("copy", MODES[a])]["wall"] for a in both)
    print(f"\nthe {len(both)} attacks both tools have: AnonGuard {ours:.1f} s (scenarios, isolated), anonymeter "
          f"{theirs:.1f} s evaluate() and {walls:.1f} s processes: anonymeter / AnonGuard {ratio(theirs, ours)} "
          f"(evaluate), {ratio(walls, ours)} (processes)")


def main() -> None:
    """Build the table, time AnonGuard three ways, then anonymeter, and print the comparison."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=ROWS)
    parser.add_argument("--max-attempts", type=int, default=identity.MAX_ATTEMPTS,
                        help="anonymeter's multivariate singling out: attempts before it gives up")
    args = parser.parse_args()
    table = bench_table(args.rows)
    print(f"== {table.made}; release: a copy; keys {', '.join(table.original.columns)}\n")
    isolated, isolated_run = timed_audit(table)
    inline, inline_run = timed_audit(table, (("limits.isolate", "false"),))
    _, parallel_run = timed_audit(table, (("execution.workers", "none"),))
    print(f"AnonGuard prepare(): {isolated.prepare_seconds:.1f} s; run(), all four attacks: {isolated_run:.1f} s "
          f"with each attack in a process of its own, {inline_run:.1f} s in the audit's process (one scenario at a "
          f"time), {parallel_run:.1f} s with the default workers (one per core here)")
    print(f"views (AnonGuard's choice, also given to anonymeter): {' | '.join(', '.join(v) for v in isolated.views)}")
    print(f"anonymeter: multivariate singling out capped at {args.max_attempts:,} attempts\n")
    with tempfile.TemporaryDirectory(prefix="anonguard-bench-identity-") as tmp:
        answers = identity.run_anonymeter(table, {"copy": table.original}, isolated.views, Path(tmp), quiet=True,
                                          max_attempts=args.max_attempts)
    print_rows(isolated, inline, answers)
    print_totals(isolated, answers)


if __name__ == "__main__":
    main()
