"""`anonguard risk`: the classic re-identification measures of a file's key variables (f_k, k-anonymity,
sample uniques, individual and global risk from survey weights, household risk, prosecutor, journalist
and marketer risk, l-diversity and t-closeness of a sensitive variable), in the office's words."""

from __future__ import annotations

import argparse
import json

import numpy as np
import pandas as pd

from anonguard.engine.diversity import diversity
from anonguard.engine.key_risk import (
    KeyRiskSummary, attacker_risks, household_risk, individual_risk, key_frequencies, population_class_sizes,
)
from anonguard.errors import DataError
from anonguard.plugins.tables import read_table


def run_risk(args: argparse.Namespace) -> int:
    frame = read_table(args.release)
    keys = [c.strip() for c in args.keys.split(",") if c.strip()]
    named = keys + [c for c in (args.weight, args.entity, args.secret) if c]
    absent = [c for c in named if c not in frame.columns]
    if absent:
        raise DataError(f"{args.release}: no column {', '.join(map(repr, absent))}; its columns are "
                        f"{', '.join(map(str, frame.columns))}")
    if not keys:
        raise DataError("--keys: name at least one key variable (a column an intruder may know, e.g. age,sex,region)")
    weights = _weights(frame, args.weight, args.release) if args.weight else None
    frequencies = key_frequencies(frame[keys], weights)
    risk = individual_risk(frequencies, weighted=weights is not None)
    summary = KeyRiskSummary.of(frequencies, risk, args.threshold)
    households = household_risk(risk, frame[args.entity].to_numpy()) if args.entity else None
    sizes = None
    if args.population:
        population = read_table(args.population)
        lacking = [c for c in keys if c not in population.columns]
        if lacking:
            raise DataError(f"{args.population}: the population table has no column {', '.join(map(repr, lacking))}")
        sizes = population_class_sizes(frame[keys], population)
    attackers = attacker_risks(frame[keys], args.threshold, sizes)
    varied = diversity(frame[keys], frame[args.secret], args.ordered) if args.secret else None
    if args.json:
        print(json.dumps({**summary.__dict__, "violating": {str(k): v for k, v in summary.violating.items()},
                          "household_expected_reidentifications": None if households is None
                          else float(households.sum()), "attackers": attackers.__dict__,
                          "diversity": None if varied is None else {"distinct_l": varied.distinct_l,
                                                                    "entropy_l": varied.entropy_l, "t": varied.t,
                                                                    "ordered": varied.ordered}}, indent=1))
        return 0
    n = summary.records
    print(f"{args.release}: {n:,} records, key variables {', '.join(keys)}"
          + (f", survey weight {args.weight}" if args.weight else " (no survey weight: risk = 1 / class size)"))
    print(f"  sample uniques (no other record shares their key combination): {summary.sample_uniques:,} "
          f"({summary.sample_uniques / n:.1%})")
    for k, count in summary.violating.items():
        print(f"  records violating {k}-anonymity (fewer than {k} share the combination): {count:,} ({count / n:.1%})")
    print(f"  expected re-identifications (sum of individual risks): {summary.expected_reidentifications:,.2f} "
          f"({summary.share:.2%} of the records)")
    print(f"  records with an individual risk above {summary.threshold:g}: {summary.above:,}")
    if households is not None:
        print(f"  expected re-identifications counting households ({args.entity}): {households.sum():,.2f}")
    against = f"the population table {args.population}" if args.population else "the file as its own population"
    print(f"  prosecutor (knows the person is in the file): highest risk {attackers.prosecutor_highest:.2f}, "
          f"average {attackers.prosecutor_average:.2%}, records above {args.threshold:g}: "
          f"{attackers.prosecutor_at_risk:.1%}")
    print(f"  journalist (matches against {against}): highest risk {attackers.journalist_highest:.2f}, "
          f"average {attackers.journalist_average:.2%}, records above {args.threshold:g}: "
          f"{attackers.journalist_at_risk:.1%}")
    print(f"  marketer (re-identifies as many as possible): {attackers.marketer:.2%} of the records on average")
    if varied is not None:
        print(f"  sensitive variable {args.secret}: distinct l-diversity {varied.distinct_l} (the fewest different "
              f"values in a class), entropy l-diversity {varied.entropy_l:.2f}, t-closeness {varied.t:.3f} "
              f"({'ordered' if varied.ordered else 'equal'} distance: how far the farthest class's values lie "
              "from the whole file's)")
    print("  (f_k and the individual risk read a missing key value as matching every value, as sdcMicro does; "
          "the three attacker models count it as a value of its own)")
    return 0


def _weights(frame: pd.DataFrame, column: str, source: str) -> np.ndarray:
    """The survey weights, each a number of at least one person: a clear error naming the first bad row."""
    values = pd.to_numeric(frame[column], errors="coerce").to_numpy(dtype=float)
    bad = np.flatnonzero(~np.isfinite(values) | (values < 1))
    if bad.size:
        shown = frame[column].iloc[bad[0]]
        shown = "nothing" if pd.isna(shown) else repr(str(shown))
        raise DataError(f"{source}: weight column {column!r} holds {shown} in data row {bad[0] + 1} ({bad.size:,} such "
                        "row(s)): a survey weight is the number of people a record stands for, a number of at least 1; "
                        "correct the column or leave out --weight")
    return values
