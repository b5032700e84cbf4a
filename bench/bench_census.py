"""Benchmark: a census-sized release, audited as a user runs it, with its time and peak memory.

A population of `--rows` people (default 10,000,000: age, sex, region, hours, children, a
continuous wage and three sensitive variables; bench_matrix.py's generator plus the wage) is
written as Parquet as the original, and a 20 % within-column swap of it as the release. Then
`anonguard audit --original ... --release ... --attack best-row-match --max-attempts 1000` runs
as a fresh process: exactly 1,000 targets, each matched against every release row. Its wall time
is measured from start to answer; its peak memory is the largest sum of the memory of
the command and every process it started (attack, baseline models), sampled every 0.1 s
(proportional set sizes, so memory a forked child shares with its parent is not counted twice).

    python bench/bench_census.py --rows 10000000

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import numpy as np
import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_matrix import population  # noqa: E402

KNOWN = ("age", "sex", "region", "hours", "children", "wage")


def write_tables(folder: Path, rows: int) -> tuple[Path, Path]:
    original = population(rows)
    rng = np.random.default_rng(11)
    original["wage"] = np.round(np.exp(rng.normal(7.5, 0.6, rows)) * (1 + original["hours"] / 80), 2)
    release = original.copy()
    for column in original.columns:  # 20 % of each column's values change places, column by column
        moved = np.flatnonzero(rng.random(rows) < 0.2)
        values = release[column].to_numpy().copy()
        values[moved] = values[rng.permutation(moved)]
        release[column] = values
    paths = folder / "original.parquet", folder / "release.parquet"
    for frame, path in zip((original, release), paths):
        frame.to_parquet(path, row_group_size=1_000_000)
    return paths


class TreeMemory:
    """The largest total memory of a process and its descendants, sampled in a thread: the sum of their
    proportional set sizes (PSS), so pages a forked child shares with its parent count once."""

    def __init__(self, pid: int) -> None:
        self.root, self.peak, self.stopped = psutil.Process(pid), 0, threading.Event()
        self.thread = threading.Thread(target=self._sample, daemon=True)
        self.thread.start()

    def _sample(self) -> None:
        while not self.stopped.wait(0.1):
            total = 0
            try:
                for process in [self.root, *self.root.children(recursive=True)]:
                    total += process.memory_full_info().pss
            except psutil.Error:  # a child ended between listing and reading
                continue
            self.peak = max(self.peak, total)

    def stop(self) -> int:
        self.stopped.set()
        self.thread.join()
        return self.peak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=10_000_000)
    parser.add_argument("--targets", type=int, default=1000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="anonguard-bench-census-") as tmp:
        folder = Path(tmp)
        started = time.perf_counter()
        original, release = write_tables(folder, args.rows)
        print(f"== {args.rows:,}-row original and 20 % swap release as Parquet "
              f"({release.stat().st_size / 2**20:.0f} MB each, written in {time.perf_counter() - started:.0f} s); "
              f"sensitive variable income, key variables {', '.join(KNOWN)}; {args.targets:,} targets")
        command = [str(Path(sys.executable).parent / "anonguard"), "audit", "--original", str(original),
                   "--release", str(release), "--secret", "income", "--known", ",".join(KNOWN),
                   "--attack", "best-row-match", "--max-attempts", str(args.targets),
                   "--set", "halting.work_budget=none", "--out", str(folder / "out"), "--format", "json",
                   "--quiet"]
        env = {**os.environ, "ANONGUARD_CACHE_DIR": str(folder / "cache")}
        started = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
        memory = TreeMemory(process.pid)
        _, errors = process.communicate()
        seconds, peak = time.perf_counter() - started, memory.stop()
        if process.returncode != 0:
            raise SystemExit(f"the audit failed:\n{errors}")
        result = json.loads((folder / "out" / "audit.json").read_text())["results"][0]
        print(f"AnonGuard: {seconds:.1f} s end to end, peak {peak / 2**30:.2f} GB (all its processes); "
              f"{result['n_attempts']:,} attempts, attack {result['seconds']:.1f} s of it; ALC {result['alc']:.3f}, "
              f"baseline {result['baseline_model']}")


if __name__ == "__main__":
    main()
