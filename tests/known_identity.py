"""Releases whose identity attacks' true claim precision and coverage are known (calibration).

Every person has the four continuous keys of `known_answer` (uniform on [0, 100), not rounded, so no two
people share a value of any key). The release holds, row for row in the original's order, for each person
with probability `f` an exact copy of their record and otherwise an independent draw: a row that is nobody.
The audit says the rows are in the original's order (`IdentitySpec.in_order`), reads the default four
identity attacks and no attribute scenario. Of the original's n people the seed's draw makes n − ⌊n/2⌋
members, and `min(1000, members)` of them are attacked (`ATTEMPTS`). Unconditionally every release row is a
uniform point, independent of every person's record except its own when it is a copy. Hence:

- **Record linkage** (no errors in the attacker's records, the default): a copied target's own row lies
  at distance 0, rank score 0, and is right. For anyone else all n rows are independent uniform points, so
  the nearest is row i with probability 1/n, whatever its distance (the rank score). The attack's precision
  at coverage r ≥ f is `(f + (r − f)/n) / r`. The baseline links the members' records to the others' rows:
  always wrong, precision 0.
- **Linkability**: a copied target's A-view value is held by its copy alone, which agrees with its own
  B-record: a right claim with rank score 0. Nobody else's A value is in the release: no claim. The
  attack's precision is 1 at coverage f; the baseline (the others' rows) holds no member's value and
  claims nothing (PRC 0).
- **Singling out, one variable**: every value of the release is unique, so the candidates are the K·n
  values ("k_j = v") and each key's lowest and highest ("k_j ≤ min"): K(n + 2), all with the same rank
  score, drawn in a shuffled order, one per attempt. A copied row's value is held by its owner alone
  (right); a drawn row's by nobody (wrong). "k_j ≤ min" is right when exactly one original value lies at
  or below the release's minimum: with c copies and a = n − c drawn rows, the c + 2a values (copied,
  not-copied originals, drawn rows) are in random order, and that happens when the first release value
  is a copy with no not-copied value before it, or a drawn one with exactly one: `c/(n+a) +
  a²/((n+a)(n+a−1))`. The baseline's candidates are the others' K(m + 2) values, none of which a member
  holds; its "k_j ≤ min" is right when exactly one member lies below the others' minimum. Both sides claim
  at every attempt (coverage 1), so PRC is the precision.
- **Singling out, multivariate**: whether a predicate built from half-lines of a random row, narrowed
  until it fits that row alone, fits exactly one original person has no closed form worth trusting (its
  conditions point away from the release's median, and its rank score uses the release's shares, not the
  design's). Its truth is a Monte-Carlo one: the plugin's own claims on many independent releases
  (`monte_carlo_singling_out`), pooled into one curve per side, the best PRC read from it.

Singling out's claims are not one per person: they are drawn from what one release offers, and the claims
drawn from one release about one population share its rows and people, so they are not independent draws
of the design. What its interval can estimate is the release's own truth: how often a claim drawn from
*this* release is right about *this* population, against the same from *this* split's others
(`release_truths`): for one variable, counted over every claim the release offers; for several, from 20,000
fresh claims per side on the audit's own tables (draw numbers no audit uses).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd
from scipy import stats

from anonguard.engine.claims.measures import alc
from known_answer import KEYS, best_prc, fewest_predictions

ATTACKS = ("record-linkage", "linkability", "singling-out-univariate", "singling-out")
TARGETS = 1000  # IdentitySpec.targets: people attacked, or predicates drawn, at most
FRESH = 1_000_000  # the first draw number of a release's own truth: an audit draws from 0


def attempts(n: int) -> int:
    """How many members an audit of `n` people attacks: the members are the n − ⌊n/2⌋ not drawn as others."""
    return min(TARGETS, n - n // 2)


def identity_frames(n: int, f: float, seed: int) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The original and its release, row i a copy of person i with probability f, else an independent draw."""
    rng = np.random.default_rng([seed, 31])
    original = pd.DataFrame(rng.uniform(0, 100, (n, len(KEYS))), columns=KEYS)
    drawn = rng.random(n) >= f
    release = original.copy()
    release.loc[drawn, KEYS] = rng.uniform(0, 100, (int(drawn.sum()), len(KEYS)))
    return original, release


def identity_audit(n: int, f: float, seed: int):
    """The audit of `identity_frames` with the default identity attacks, frames in memory, in this process,
    every target attacked."""
    from anonguard.engine.audit import Audit
    from anonguard.engine.settings import AuditSettings
    from anonguard.engine.spec import IdentitySpec

    original, release = identity_frames(n, f, seed)
    settings = AuditSettings.from_dict({"seed": seed, "limits": {"isolate": False},
                                        "halting": {"work_budget": None}})
    return Audit.of_frames(original, {"known": release}, [], identity=IdentitySpec(keys=list(KEYS), in_order=["known"]),
                           kinds={k: "continuous" for k in KEYS}, settings=settings)


def _lowest_right(n: int, copies: np.ndarray) -> np.ndarray:
    """Chance that exactly one original value lies at or below the release's lowest, given c copies."""
    a = n - copies
    return copies / (n + a) + a**2 / ((n + a) * (n + a - 1.0))


def true_identity(n: int, f: float, seen: int | None = None) -> dict[str, float]:
    """The true ALC of record linkage, linkability and univariate singling out on `identity_frames(n, f, ·)`;
    with `seen` attempts, over the operating points whose groups an audit of that many attempts can measure
    (`known_answer.best_prc`). NaN: nothing to claim, or (with `seen`) fewer claims than an audit measures."""
    recall = np.linspace(max(f, 1e-9), 1.0, 100_001)
    linkage = best_prc((f + (recall - f) / n) / recall, recall, seen)
    too_few = f == 0 or seen is not None and f * seen < fewest_predictions()  # an audit calls that not applicable
    linkability = np.nan if too_few else best_prc(np.array([1.0]), np.array([f]), seen)
    copies = np.arange(n + 1)
    weights = stats.binom.pmf(copies, n, f)
    keys = len(KEYS)
    attack = float(weights @ (keys * copies + 2 * keys * _lowest_right(n, copies))) / (keys * (n + 2))
    others, members = n // 2, n - n // 2
    below = members / n * others / (n - 1)  # exactly one member before the first of the others
    base = 2 * keys * below / (keys * (others + 2))
    univariate = best_prc(np.array([attack]), np.array([1.0]), seen)
    base_prc = best_prc(np.array([base]), np.array([1.0]), seen)
    return {"record-linkage": linkage, "linkability": linkability,
            "singling-out-univariate": float(alc(base_prc, univariate))}


def _claimed(attack: Any, population: pd.DataFrame, draws: int, start: int = 0) -> list[tuple[np.ndarray, np.ndarray]]:
    """`draws` singling-out claims of a fitted attack, from draw number `start`, judged against `population` as an
    audit judges them (right: exactly one person fits), in blocks of `TARGETS` draws (one `claims` call each):
    per block, the rank score of each draw (-inf: no claim) and whether it was right."""
    blocks = []
    for first in range(start, start + draws, TARGETS):
        claims = attack.claims(pd.DataFrame({"draw": np.arange(first, min(first + TARGETS, start + draws))}))
        counts, _ = claims.predicates.matches(population)
        blocks.append((np.where(claims.abstain, -np.inf, claims.rank_score), (counts == 1) & ~claims.abstain))
    return blocks


def _fitted(table: pd.DataFrame, population: pd.DataFrame, seed: int) -> Any:
    """Multivariate singling out fitted on `table`, its claims about `population`."""
    from anonguard_identity_attacks.singling_out import MultivariateSinglingOut

    from anonguard.api import IdentityTask, ReleaseTable

    return MultivariateSinglingOut().fit(IdentityTask((ReleaseTable("t", table.reset_index(drop=True)),), tuple(KEYS),
                                                      {k: "continuous" for k in KEYS}, len(population), seed=seed))


def _curve(score: np.ndarray, right: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Precision and coverage down to each distinct rank score of pooled claims (coverage over all draws)."""
    made = np.isfinite(score)
    order = np.argsort(-score[made], kind="stable")
    ranked, hits = score[made][order], right[made][order]
    ends = np.flatnonzero(np.r_[ranked[1:] != ranked[:-1], True])
    claims = ends + 1.0
    return np.cumsum(hits)[ends] / claims, claims / score.size


def monte_carlo_singling_out(n: int, f: float, releases: int, draws: int, seed: int = 10_000) -> dict[str, float]:
    """The multivariate singling out's true ALC on `identity_frames(n, f, ·)` by Monte Carlo: `releases`
    independent releases (seeds from `seed`, none an audit's), `draws` claims on each side of each, split
    into members and others as an audit does, pooled into one curve per side: `alc` from the best PRCs,
    `alc_seen` over what an audit of `attempts(n)` attempts can measure (`known_answer.best_prc`), and `se`,
    the standard error of `alc` over 200 bootstrap resamples of the blocks of claims (a release's claims
    come in blocks of 1,000 draws, resampled in pairs: a block of the attack with its baseline's)."""
    pairs = []
    for r in range(releases):
        original, release = identity_frames(n, f, seed + r)
        shuffled = np.random.default_rng([seed + r, 5]).permutation(n)
        others, members = original.iloc[np.sort(shuffled[: n // 2])], original.iloc[np.sort(shuffled[n // 2:])]
        pairs += zip(_claimed(_fitted(release, original, seed + r), original, draws),
                     _claimed(_fitted(others, members, seed + r), members, draws))

    def alc_of(picked: np.ndarray, seen: int | None = None) -> float:
        attack, base = (best_prc(*_curve(*(np.concatenate(a) for a in zip(*[pairs[i][side] for i in picked]))), seen)
                        for side in (0, 1))
        return float(alc(base, attack))

    everything = np.arange(len(pairs))
    rng = np.random.default_rng(seed)
    spread = [alc_of(rng.choice(everything, everything.size)) for _ in range(200)]
    return {"alc": alc_of(everything), "alc_seen": alc_of(everything, attempts(n)), "se": float(np.std(spread))}


def _offered_precision(table: pd.DataFrame, population: pd.DataFrame) -> float:
    """The share of the one-variable claims a table of unique values offers that are right about `population`:
    a value when exactly one person holds it, a key's least (greatest) value when exactly one person lies at or
    below (above) it; K(rows + 2) claims in all."""
    right = 0
    for key in KEYS:
        values, people = table[key].to_numpy(dtype=float), population[key].to_numpy(dtype=float)
        held, holders = np.unique(people, return_counts=True)
        right += int(np.isin(values, held[holders == 1]).sum())
        right += int((people <= values.min()).sum() == 1) + int((people >= values.max()).sum() == 1)
    return right / (len(KEYS) * (len(table) + 2))


def release_truths(audit: Any, seed: int, draws: int = 20_000) -> dict[str, float]:
    """The singling-out attacks' true ALC on a run audit's own release, population and split (module docstring),
    over what its attempts can measure: for one variable, counted over every claim the release offers, all
    with one rank score, at coverage 1; for several, from `draws` fresh claims per side."""
    from anonguard.engine.identity.run import baseline_table, identity_task

    from anonguard.api import SINGLING_OUT

    inputs = audit.plan_of("identity").inputs
    draw = inputs.draw(seed)
    seen, populations = draw.targets.size, (inputs.original, inputs.original.iloc[draw.members])
    truths = {}
    for scenario in (s for s in audit.scenarios if getattr(s, "claim", None) == SINGLING_OUT):
        prcs = []
        for table, population in zip((inputs.releases[scenario.release][0], baseline_table(inputs, draw)), populations):
            if scenario.attack.id == "singling-out-univariate":
                prcs.append(best_prc(np.array([_offered_precision(table.data, population)]), np.array([1.0]), seen))
                continue
            attack = scenario.attack.create(scenario.params).fit(identity_task(inputs, draw, scenario, table, seed))
            pooled = (np.concatenate(a) for a in zip(*_claimed(attack, population, draws, start=FRESH)))
            prcs.append(best_prc(*_curve(*pooled), seen))
        truths[scenario.attack.id] = float(alc(prcs[1], prcs[0]))
    return truths
