"""The small synthetic tables and tasks the conformance kit runs plugins on.

One population throughout: key variables `a` (5 codes), `b` (3 codes), `x` (a number) and the sensitive
variable `s` (3 codes), which follows `a` four times in five, so that an attack has something to learn.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.plugins.api import (
    CATEGORICAL, CONTINUOUS, COUNTS, LINKABILITY, MICRODATA, SINGLING_OUT, AttackTask, CountTable, GeneratedRelease,
    GenerationTask, Generator, IdentityTask, MembershipTask, ReleaseRecipe, ReleaseTable, SelectionTask,
)

SECRET_CODES = 3
KINDS = {"a": CATEGORICAL, "b": CATEGORICAL, "x": CONTINUOUS, "s": CATEGORICAL}
VIEWS = (("a", "x"), ("b", "y"))  # the linkability attacker's two partial views of the identity table


def synthetic_task(reads: tuple[str, ...] = (MICRODATA,), rows: int = 400, seed: int = 0,
                   known: tuple[str, ...] = ("a", "b", "x")) -> AttackTask:
    """A release of `rows` records: key variables `a` (5 codes), `b` (3 codes), `x` (a number) and the
    secret `s` (3 codes), which follows `a` four times in five; with `COUNTS` in `reads`, the
    published counts of (a, s) and (b, s) too. `known` are the key variables the attacker knows."""
    frame = records(rows, seed)
    tables = (ReleaseTable("release", frame),) if MICRODATA in reads else ()
    counts = (CountTable("counts", _counts(frame)),) if COUNTS in reads else ()
    kinds = {column: KINDS[column] for column in (*known, "s")}
    return AttackTask(tables, tuple(known), "s", kinds, seed=seed, counts=counts)


def synthetic_targets(n: int = 120, seed: int = 1) -> pd.DataFrame:
    """`n` people to attack, with the key variables of `synthetic_task` (a NaN among the numbers)."""
    targets = records(n, seed)[["a", "b", "x"]]
    if n:
        targets.loc[targets.index[0], "x"] = np.nan
    return targets


def records(rows: int, seed: int) -> pd.DataFrame:
    """`rows` people of the kit's population, encoded (codes and numbers), their secret `s` included."""
    rng = np.random.default_rng(seed)
    a = rng.integers(0, 5, rows)
    follows = rng.random(rows) < 0.8
    return pd.DataFrame({
        "a": a, "b": rng.integers(0, 3, rows), "x": rng.normal(40, 12, rows).round(1),
        "s": np.where(follows, a % SECRET_CODES, rng.integers(0, SECRET_CODES, rows)),
    })


def _counts(frame: pd.DataFrame) -> pd.DataFrame:
    parts = []
    for attribute in ("a", "b"):
        table = frame.groupby([attribute, "s"]).size().reset_index(name="count")
        parts.append(pd.DataFrame({"marginal": f"{attribute} x s", "attribute": attribute,
                                   "low": table[attribute].astype(float), "high": table[attribute].astype(float),
                                   "secret": table["s"], "count": table["count"].astype(float)}))
    return pd.concat(parts, ignore_index=True)


def membership_task(seed: int = 0) -> MembershipTask:
    """A release of 300 records and 200 reference records known not to be in it; a copy's recipe."""
    members, reference = records(300, 2).astype(float), records(200, 3).astype(float)
    recipe = ReleaseRecipe(_Copy(), KINDS, lambda frame: frame.copy(), lambda frame: frame.copy())
    return MembershipTask((ReleaseTable("release", members),), tuple(members.columns), KINDS, reference,
                          len(members), seed=seed, recipe=recipe)


def generation_task() -> GenerationTask:
    """A table as read (`b` as text), for generators."""
    frame = records(300, 4)
    frame["b"] = frame["b"].map({0: "north", 1: "south", 2: "east"})
    return GenerationTask(frame, KINDS, seed=0)


def selection_task() -> SelectionTask:
    """An original of 400 records to pick targets from."""
    raw = records(400, 6)
    return SelectionTask(raw.astype(float), ("a", "b", "x"), "s", KINDS, seed=0, raw=raw)


class _Copy(Generator):
    """The recipe of a release that copies its input, for attacks that need to know how it was made."""

    id, title, description = "copy", "Copy", "Publishes the table as it is."

    def generate(self, task: GenerationTask) -> GeneratedRelease:
        return GeneratedRelease(task.data.copy())


def _identity_people(n: int, seed: int) -> pd.DataFrame:
    """`n` encoded records with two categorical key variables and two numbers, some of them missing."""
    rng = np.random.default_rng(seed)
    x = rng.integers(18, 90, n).astype(float)
    x[rng.random(n) < 0.1] = np.nan
    y = rng.normal(50.0, 10.0, n).round(0)
    y[rng.random(n) < 0.05] = np.nan
    return pd.DataFrame({"a": rng.integers(0, 4, n), "b": rng.integers(0, 3, n), "x": x, "y": y})


def synthetic_identity_task(seed: int = 0) -> IdentityTask:
    """What an identity attack is fitted on, as the engine builds it: a release of 200 records with key
    variables `a`, `b` (codes) and `x`, `y` (numbers, some missing) about a population of 400, and the
    linkability attacker's B-view records (`b`, `y`) of 60 of its people, shuffled."""
    release = _identity_people(200, 11)
    other = identity_people()[list(VIEWS[1])]
    kinds = {"a": CATEGORICAL, "b": CATEGORICAL, "x": CONTINUOUS, "y": CONTINUOUS}
    return IdentityTask((ReleaseTable("release", release),), tuple(kinds), kinds, 400, VIEWS, other, seed)


def identity_people() -> pd.DataFrame:
    """The 60 people of the release whose B-views the linkability attacker holds, in that order."""
    release = _identity_people(200, 11)
    return release.iloc[np.random.default_rng(4).permutation(200)[:60]].reset_index(drop=True)


def synthetic_claim_targets(claim: str, n: int = 40) -> pd.DataFrame:
    """What `IdentityAttack.claims` gets on `synthetic_identity_task` for `n` claims of the kind `claim`:
    numbered draws for singling out, A-views for linkability, the named records for record linkage."""
    if claim == SINGLING_OUT:
        return pd.DataFrame({"draw": np.arange(n)})
    people = identity_people().iloc[:n].reset_index(drop=True)
    return people[list(VIEWS[0])] if claim == LINKABILITY else people
