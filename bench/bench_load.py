"""Benchmark: loading a large table with progress, against pandas reading the same file directly.

For a generated table (default 2,000,000 rows: 5 text and 4 numeric columns) written as CSV
(semicolons, decimal commas, cp1252, as a European office exports it) and as Parquet:

- `pandas`: `pd.read_csv` told the format, or `pd.read_parquet`: the reference;
- `anonguard`: `read_table`, which also detects the format, checks the file and reports progress;
- `anonguard + watcher`: the same under a progress watcher, as the window reads it.

Each runs in a fresh Python process so that its peak memory (VmHWM, Linux) is its own; the
table's size in memory is printed alongside, so "copies held" reads as peak / table size.
Prints figures and ratios only; nothing here is a test.
Usage: python bench/bench_load.py [--rows 2000000]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
import pandas as pd

MEASURE = r"""
import json, re, sys, time
import pandas as pd
from anonguard.data import progress
from anonguard.plugins.tables import read_table, supported_extensions
supported_extensions()  # the reader catalog is listed once per process: not part of a read
kind, path = sys.argv[1], sys.argv[2]
def high_water():  # this process's peak resident memory in kB (ru_maxrss would include the parent's)
    return int(re.search(r"VmHWM:\s+(\d+)", open("/proc/self/status").read()).group(1))
base = high_water()
clock = time.perf_counter()
reports = 0
if kind == "pandas" and path.endswith(".csv"):
    frame = pd.read_csv(path, sep=";", decimal=",", encoding="cp1252")
elif kind == "pandas":
    frame = pd.read_parquet(path)
elif kind == "anonguard":
    frame = read_table(path)
else:
    class Counting(progress.Watcher):
        def advance(self, done, total):
            global reports
            reports += 1
            super().advance(done, total)
    with progress.watching(Counting()):
        frame = read_table(path)
seconds = time.perf_counter() - clock
peak = high_water()
print(json.dumps({"seconds": seconds, "peak_mb": (peak - base) / 1024, "reports": reports,
                  "table_mb": frame.memory_usage(deep=True).sum() / 2**20, "shape": frame.shape}))
"""


def generate(rows: int, folder: Path) -> tuple[Path, Path]:
    rng = np.random.default_rng(7)
    frame = pd.DataFrame({
        "region": rng.choice(["Zürich", "Genève", "Bern", "Basel", "Luzern", "Ticino"], rows),
        "sex": rng.choice(["F", "M"], rows),
        "education": rng.choice(["primary", "secondary", "tertiary", "none"], rows),
        "occupation": rng.choice([f"occupation {k}" for k in range(40)], rows),
        "marital": rng.choice(["single", "married", "divorced", "widowed"], rows),
        "age": rng.integers(16, 95, rows),
        "children": rng.integers(0, 6, rows),
        "income": rng.lognormal(10.5, 0.6, rows).round(2),
        "hours": rng.normal(38, 6, rows).round(1),
    })
    csv, parquet = folder / "people.csv", folder / "people.parquet"
    frame.to_csv(csv, sep=";", decimal=",", index=False, encoding="cp1252")
    frame.to_parquet(parquet, row_group_size=100_000)
    return csv, parquet


def measure(kind: str, path: Path) -> dict:
    done = subprocess.run([sys.executable, "-c", MEASURE, kind, str(path)], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=2_000_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        for path in generate(args.rows, Path(folder)):
            print(f"\n{path.name}: {path.stat().st_size / 2**20:,.0f} MB on disk, {args.rows:,} rows")
            print(f"{'reader':<22}{'seconds':>9}{'peak MB':>10}{'table MB':>10}{'peak/table':>12}{'reports':>9}")
            reference = None
            for kind in ("pandas", "anonguard", "anonguard + watcher"):
                row = measure(kind, path)
                reference = reference or row
                print(f"{kind:<22}{row['seconds']:>9.2f}{row['peak_mb']:>10.0f}{row['table_mb']:>10.0f}"
                      f"{row['peak_mb'] / row['table_mb']:>12.2f}{row['reports']:>9}"
                      + ("" if row is reference else f"   time ×{row['seconds'] / reference['seconds']:.2f}, "
                                                     f"peak ×{row['peak_mb'] / reference['peak_mb']:.2f} of pandas"))


if __name__ == "__main__":
    main()
