"""Which attacks exposed each person of the original, for the per-record risk register.

- An inference attack exposed a person when it made a claim about them at its operating point (a
  rank score at or above the point's threshold), the claim was right, and the non-member baseline's
  prediction for them was wrong: what the release taught, not what statistics tell of everyone.
- A membership attack exposed a person when they are among its most confident claims and truly a
  member.

Release rows are not people: a release's register stands beside the original's but names no attack
until an attack claims a release row for a person (the re-identification attacks)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

from anonguard.engine.outcome import Kind

MEMBER_ROW = "original row "  # how a membership claim names a member (data rows counted from 1)


def exposures(results: Sequence, records: int) -> pd.Series:
    """For each of the original's `records` rows, the attacks that exposed it ("" for none)."""
    rows, names = [], []
    for result in results:
        if result.kind == Kind.ATTRIBUTE and result.attempts is not None and result.attack is not None:
            attempts = result.attempts
            score = attempts["attack_rank_score"].to_numpy(dtype=float)
            claimed = ~attempts["attack_abstained"].to_numpy(dtype=bool) & (score >= result.attack.threshold)
            learnt = claimed & attempts["attack_correct"].to_numpy(dtype=bool) & \
                ~attempts["baseline_correct"].to_numpy(dtype=bool)
            found = attempts["target"].to_numpy()[learnt].astype(np.int64)
            rows.append(found)
            names += [f"{result.secret} by {result.attack_id} on {result.release}"] * found.size
        elif result.kind == Kind.MEMBERSHIP:
            members = [int(c["candidate"][len(MEMBER_ROW):]) - 1 for c in result.claims
                       if c["member"] and str(c["candidate"]).startswith(MEMBER_ROW)]
            rows.append(np.asarray(members, dtype=np.int64))
            names += [f"membership by {result.attack_id} on {result.release}"] * len(members)
    exposed = pd.Series([""] * records, dtype=object)
    if names:
        pairs = pd.DataFrame({"row": np.concatenate(rows), "by": names})
        pairs = pairs[(pairs["row"] >= 0) & (pairs["row"] < records)].drop_duplicates()
        joined = pairs.groupby("row", sort=True)["by"].agg("; ".join)
        exposed.iloc[joined.index.to_numpy()] = joined.to_numpy()
    return exposed
