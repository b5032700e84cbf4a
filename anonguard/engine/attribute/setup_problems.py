"""Why an attribute scenario's set-up leaves its result without a meaning (it is then *not applicable*), and
what an attack the audit did not name learns from when a release lacks it, in the office's words."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from anonguard.data.encoding import EncodedData
from anonguard.phrases import say
from anonguard.plugins.api import COUNTS, MICRODATA


def learns_from(reads: Collection[str]) -> str:
    """What an attack reading `reads` learns from, for a warning that it was not run on a release."""
    if len(reads) > 1:
        return say("record tables or published count tables")
    return say("record tables") if MICRODATA in reads else say("published count tables")


def setup_problems(scenario: Any, data: EncodedData, secret_problems: Sequence[str], published: set[str]) -> list[str]:
    """Why `scenario` cannot give a meaningful result: its secret's problems, the key variables its release
    does not publish (`published`: the columns it does), columns the release codes differently, and an attack
    that learns from what the release does not hold about the secret."""
    problems = list(secret_problems)
    absent = [c for c in scenario.known if c not in published]
    if absent:
        problems.append(say("release {release!r} has no column {columns} of the attacker's knowledge: choose key "
                            "variables the release holds, or add the column to the release", release=scenario.release,
                            columns=", ".join(map(repr, absent))))
    mismatched = data.mismatches.get(scenario.release, {})
    problems += [mismatched[c] for c in (*scenario.known, scenario.secret) if c in mismatched]
    reads = set(scenario.attack.cls.reads)
    has = {MICRODATA} if any(scenario.secret in t.data.columns for t in data.releases.get(scenario.release, ())) else set()
    has |= {COUNTS} if any((rows["secret"] == scenario.secret).any()
                           for _, rows in data.counts.get(scenario.release, ())) else set()
    if not reads & has:
        needed = say("published count tables of it or records holding the secret") if len(reads) > 1 else say(
            "records holding the secret") if MICRODATA in reads else say("published count tables of it")
        problems.append(say("attack {attack} learns from {needed}, and release {release!r} has none for {secret!r}: "
                            "choose attacks that fit this release", attack=scenario.attack.id, needed=needed,
                            release=scenario.release, secret=scenario.secret))
    return problems
