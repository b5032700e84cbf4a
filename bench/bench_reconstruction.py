"""Benchmark: the reconstruction of published count tables (docs/reconstruction.md), through the audit object as
`anonguard audit --release LABEL=TABLES_FOLDER` runs it, then where the size limits are.

1. The issue's case: a synthetic population of 10,000 people in 100 blocks (seed 0), published as 4 tables
   (sex by age, race by Hispanic origin by sex, race by age, Hispanic origin by age), reconstructed and measured;
   the time split between solving and proving uniqueness, and the Census Bureau's lesson in numbers. The issue's
   bar: under 2 minutes on 2 cores.
2. The curve of Laplace noise against the share of people reconstructed exactly (3 seeds each).
3. Sizes: more people per unit, more units, more person types (a fifth variable), each timed.

    python bench/bench_reconstruction.py [--workers 2] [--quick]

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

from anonguard.api import CellRules, ReconstructionTask
from anonguard.engine.audit import Audit
from anonguard.engine.reconstruction.measure import PUBLISHED_MODAL, RECONSTRUCTION, agreement, grids
from anonguard.engine.reconstruction.population import CENSUS_TABLES, publish, synthetic_population, write_folder
from anonguard.engine.settings import AuditSettings, ExecutionSettings
from anonguard.engine.spec import AuditSpec, ReleaseSpec, TableRef
from anonguard_reconstruction.integer_program import IntegerProgram


def issue_case(workers: int) -> None:
    print("== 10,000 people, 100 blocks, 4 tables (the issue's case)")
    with tempfile.TemporaryDirectory() as folder:
        people = synthetic_population(10_000, 100, seed=0)
        people.to_csv(Path(folder) / "people.csv", index=False)
        write_folder(publish(people, "block", CENSUS_TABLES), Path(folder) / "tables")
        spec = AuditSpec(TableRef("people.csv"), [ReleaseSpec("census", [TableRef("tables")])], ["race"],
                         [["block", "sex", "age"]], settings=AuditSettings(execution=ExecutionSettings(workers=workers)),
                         base_dir=Path(folder))
        start = time.perf_counter()
        audit = Audit(spec).prepare()
        prepared = time.perf_counter()
        for _ in audit.run():
            pass
        done = time.perf_counter()
    found = audit.measured["reconstruction"].releases[0]
    units = pd.DataFrame(found.units)
    print(f"  whole audit {done - start:.1f} s (reading {prepared - start:.1f} s, reconstruction {found.seconds:.1f} s "
          f"wall on {workers} processes, measuring the rest)")
    print(f"  solver time summed over units: solving {units['solve_seconds'].sum():.1f} s, proving uniqueness "
          f"{units['prove_seconds'].sum():.1f} s; slowest unit {units['prove_seconds'].max():.1f} s to prove "
          f"({int(units.loc[units['prove_seconds'].idxmax(), 'people'])} people)")
    print(f"  units determined by the tables: {found.unique_units} of {len(units)} ({found.unique_people():,} of "
          f"{found.people:,} people); matched exactly {found.exact:.1%}, within one age band {found.within_one:.1%}")
    inference = found.inferences[0]
    for group in ("everyone", "unique units", "non-modal people", "non-modal people in unique units"):
        rebuilt, modal = inference.row(group, RECONSTRUCTION), inference.row(group, PUBLISHED_MODAL)
        baseline = inference.row(group, "non-member baseline")
        print(f"  race, {group} ({rebuilt['people']:,} people): reconstruction {rebuilt['precision']:.1%} "
              f"(coverage {rebuilt['coverage']:.0%}), published modal {modal['precision']:.1%}, non-member baseline "
              f"{baseline['precision']:.1%}")
    print(f"  ALC against the non-member baseline: {inference.alc:.2f} {inference.alc_ci}")


def noise_curve(workers: int, seeds: int) -> None:
    print("== Laplace noise against the share reconstructed exactly (10,000 people, 100 blocks, mean over seeds)")
    for scale in (0.0, 0.5, 1.0, 2.0, 4.0, 8.0):
        shares, start = [], time.perf_counter()
        for seed in range(seeds):
            people = synthetic_population(10_000, 100, seed=seed)
            tables = publish(people, "block", CENSUS_TABLES, CellRules(noise_scale=scale), seed=seed)
            found = IntegerProgram(workers=workers, prove=False).reconstruct(ReconstructionTask(tables))
            shares.append(agreement(tables, grids(tables, people, found.counts), "age")[0])
        print(f"  scale {scale:>4}: exact {np.mean(shares):.1%} (seeds {', '.join(f'{s:.1%}' for s in shares)}; "
              f"{(time.perf_counter() - start) / seeds:.1f} s per run)")


def sizes(workers: int, quick: bool) -> None:
    print("== Sizes (4 tables; time limit 20 s per program and unit, 3 programs at most per unit)")
    cases = [("100 blocks x 100 people", 10_000, 100, None), ("1,000 blocks x 100 people", 100_000, 1_000, None),
             ("100 blocks x 1,000 people", 100_000, 100, None),
             ("100 blocks x 100 people, 7 household sizes (2,520 person types)", 10_000, 100, 7)]
    for name, people_count, units, household in cases[:2] if quick else cases:
        people = synthetic_population(people_count, units, seed=0, spread=1.5)
        tables = dict(CENSUS_TABLES)
        if household:
            rng = np.random.default_rng(1)
            people["household"] = np.asarray([str(k) for k in range(1, household + 1)])[
                np.minimum(rng.poisson(1.8, len(people)), household - 1)]
            tables["household size by age"] = ("household", "age")
        published = publish(people, "block", tables)
        start = time.perf_counter()
        found = IntegerProgram(workers=workers).reconstruct(ReconstructionTask(published))
        wall = time.perf_counter() - start
        units_found = found.units
        print(f"  {name}: {wall:.1f} s wall ({units_found['solve_seconds'].sum():.1f} s solving, "
              f"{units_found['prove_seconds'].sum():.1f} s proving); {published.person_types:,} person types; "
              f"{int(units_found['unique'].sum())} units determined; "
              f"{int((units_found['prove_seconds'] >= 2 * 20).sum())} ran into the time limit")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--quick", action="store_true", help="one seed of the noise curve, the two smaller sizes")
    args = parser.parse_args()
    issue_case(args.workers)
    noise_curve(args.workers, 1 if args.quick else 3)
    sizes(args.workers, args.quick)


if __name__ == "__main__":
    main()
