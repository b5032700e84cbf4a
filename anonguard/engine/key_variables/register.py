"""Which attacks exposed each person of the original, for the per-record risk register.

- An inference attack exposed a person when it made a claim about them at its operating point (a
  rank score at or above the point's threshold), the claim was right, and the non-member baseline's
  prediction for them was wrong: what the release taught, not what statistics tell of everyone.
- A membership attack exposed a person when they are among its most confident claims and truly a
  member.

- An identity attack whose result is not safe exposed a person when its claim at its operating point
  was right: the person a predicate singled out, whose two records were linked, or whose record was
  linked to a release row. (A safe result's right claims are what chance gives any file of such people.)

Release rows are not people: a release's register names the record-linkage attacks that rightly
claimed a row for a person (`release_claims`)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

from anonguard.engine.kinds import kind_named
from anonguard.engine.key_variables.result import ORIGINAL
from anonguard.plugins.api import RECORD_LINKAGE


def exposures(results: Sequence, records: int) -> pd.Series:
    """For each of the original's `records` rows, the attacks that exposed it ("" for none), as each result's
    kind tells them."""
    rows, names = [], []
    for result in results:
        kind = kind_named(result.kind)
        found = kind.exposed(result) if kind is not None else None
        if found is not None:
            rows.append(found[0])
            names += found[1]
    return _joined(rows, names, records)


def name_attacks(found, results: Sequence) -> None:
    """Name, in a ReidentificationResult's registers, the attacks that exposed each person of the original
    and the record-linkage claims on each release row."""
    original = found.of_file(ORIGINAL)
    if original:
        found.exposed = exposures(results, original[0].records)
    found.claimed = release_claims(results, {s.file: s.records for s in found.sets if s.file != ORIGINAL})


def release_claims(results: Sequence, sizes: dict[str, int]) -> dict[str, pd.Series]:
    """For each release (of `sizes` rows), per row the record-linkage attacks that rightly claimed it for a
    person of the original, and which (data rows counted from 1)."""
    claimed = {}
    for release, size in sizes.items():
        rows, names = [], []
        for result in results:
            if (getattr(result, "secret", None) != RECORD_LINKAGE or result.release != release
                    or result.attempts is None or result.attack is None):
                continue
            right = result.right_claims()
            people = result.attempts["target"].to_numpy()[right].astype(np.int64)
            rows.append(result.attempts["attack_prediction"].to_numpy()[right].astype(np.int64))
            names += [f"original row {p + 1} by {result.attack_id}" for p in people]
        claimed[release] = _joined(rows, names, size)
    return claimed


def _joined(rows: list[np.ndarray], names: list[str], records: int) -> pd.Series:
    """Per row of `records`, every name attached to it, joined by '; ' ("" for none)."""
    exposed = pd.Series([""] * records, dtype=object)
    if names:
        pairs = pd.DataFrame({"row": np.concatenate(rows), "by": names})
        pairs = pairs[(pairs["row"] >= 0) & (pairs["row"] < records)].drop_duplicates()
        joined = pairs.groupby("row", sort=True)["by"].agg("; ".join)
        exposed.iloc[joined.index.to_numpy()] = joined.to_numpy()
    return exposed
