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

from anonguard.engine.decision import SAFE
from anonguard.engine.outcome import Kind
from anonguard.engine.reidentification_result import ORIGINAL
from anonguard.plugins.api import LINKABILITY, RECORD_LINKAGE, SINGLING_OUT

IDENTITY_WORDS = {SINGLING_OUT: "singled out", LINKABILITY: "linked", RECORD_LINKAGE: "re-identified"}

MEMBER_ROW = "original row "  # how a membership claim names a member (data rows counted from 1)


def exposures(results: Sequence, records: int) -> pd.Series:
    """For each of the original's `records` rows, the attacks that exposed it ("" for none)."""
    rows, names = [], []
    for result in results:
        if result.kind == Kind.ATTRIBUTE and result.attempts is not None and result.attack is not None:
            attempts = result.attempts
            learnt = _right_claims(result) & ~attempts["baseline_correct"].to_numpy(dtype=bool)
            found = attempts["target"].to_numpy()[learnt].astype(np.int64)
            rows.append(found)
            names += [f"{result.secret} by {result.attack_id} on {result.release}"] * found.size
        elif result.kind == Kind.IDENTITY and result.attempts is not None and result.attack is not None \
                and result.verdict != SAFE:  # a safe result's right claims are what chance gives any such file
            attempts = result.attempts
            subject = "target" if result.secret != SINGLING_OUT else "attack_prediction"
            found = attempts[subject].to_numpy()[_right_claims(result)].astype(np.int64)
            rows.append(found)
            names += [f"{IDENTITY_WORDS[result.secret]} by {result.attack_id} on {result.release}"] * found.size
        elif result.kind == Kind.MEMBERSHIP:
            members = [int(c["candidate"][len(MEMBER_ROW):]) - 1 for c in result.claims
                       if c["member"] and str(c["candidate"]).startswith(MEMBER_ROW)]
            rows.append(np.asarray(members, dtype=np.int64))
            names += [f"membership by {result.attack_id} on {result.release}"] * len(members)
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
            if (result.kind != Kind.IDENTITY or result.secret != RECORD_LINKAGE or result.release != release
                    or result.attempts is None or result.attack is None):
                continue
            right = _right_claims(result)
            people = result.attempts["target"].to_numpy()[right].astype(np.int64)
            rows.append(result.attempts["attack_prediction"].to_numpy()[right].astype(np.int64))
            names += [f"original row {p + 1} by {result.attack_id}" for p in people]
        claimed[release] = _joined(rows, names, size)
    return claimed


def _right_claims(result) -> np.ndarray:
    """The attempts whose claim was made at the result's operating point and was right."""
    attempts = result.attempts
    score = attempts["attack_rank_score"].to_numpy(dtype=float)
    claimed = ~attempts["attack_abstained"].to_numpy(dtype=bool) & (score >= result.attack.threshold)
    return claimed & attempts["attack_correct"].to_numpy(dtype=bool)


def _joined(rows: list[np.ndarray], names: list[str], records: int) -> pd.Series:
    """Per row of `records`, every name attached to it, joined by '; ' ("" for none)."""
    exposed = pd.Series([""] * records, dtype=object)
    if names:
        pairs = pd.DataFrame({"row": np.concatenate(rows), "by": names})
        pairs = pairs[(pairs["row"] >= 0) & (pairs["row"] < records)].drop_duplicates()
        joined = pairs.groupby("row", sort=True)["by"].agg("; ".join)
        exposed.iloc[joined.index.to_numpy()] = joined.to_numpy()
    return exposed
