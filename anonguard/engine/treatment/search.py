"""The frontier search (`anonguard treat --search`): candidate treatment chains, each audited in full, within a time
budget.

A release board asks which treatment keeps the most at an acceptable risk. sdcMicro's strategy loop tries
recoding, top coding, PRAM, noise and microaggregation and always finishes with local suppression; ARX searches
generalizations under a privacy model. Here the candidates come from the installed treatments themselves: each
proposes settings read off the table to treat (`Treatment.proposals`), for its key variables riskiest first (the
named key set with the most records in combinations rarer than k, its variables in SUDA's "recode first" order). A
candidate chain takes at most one proposal of the coarsening treatments and one of the perturbing ones, mildest
first, and always ends with the finishing treatment (local suppression to k on that key set).

Each candidate is a treated release of an ordinary audit, so it is measured as any release is: every attack
against the same non-member baseline (fitted once, then read from the baseline cache), the re-identification
measures, utility. Candidates are audited in rounds, the first beside the untreated releases; each round is as
large as the time left allows at the pace so far, and when the budget runs out the round under way is cancelled
and its candidates are reported as not audited: a candidate the budget did not reach is never read as safe.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import pandas as pd

from anonguard.engine.audit import Audit
from anonguard.engine.key_variables.suda import suda
from anonguard.engine.spec import AuditSpec, ComponentChoice, TreatedRelease, TreatmentsSpec
from anonguard.engine.treatment.plan import inherit_row_order
from anonguard.errors import AuditError
from anonguard.phrases import say
from anonguard.plugins.manager import load_catalog
from anonguard.plugins.api import COARSEN, FINISH, PERTURB, TreatmentTask

LARGEST_ROUND = 8  # candidates audited together at most: a cancelled round loses no more than this


@dataclass(frozen=True)
class Candidate:
    """A treated release the search proposes: its label, the release it treats and its chain."""

    label: str
    source: str
    steps: tuple[ComponentChoice, ...]

    def chain(self) -> str:
        """The chain in words: "global-recode (column = age, width = 10) → local-suppression (k = 3)"."""
        return " → ".join(f"{s.id} ({', '.join(f'{k} = {v}' for k, v in s.params.items())})" for s in self.steps)

    def treated(self) -> dict[str, Any]:
        """The candidate as the audit file's treatments section records it."""
        return TreatedRelease(self.label, self.source, list(self.steps)).to_dict()


@dataclass
class SearchRound:
    """One audit of the search: the candidates it held, the audit (prepared and run), its time, and whether the
    budget or the officer stopped it before it ended (its candidates then count as not audited)."""

    candidates: list[Candidate]
    audit: Audit | None  # None when the round could not be audited at all (`failed` says why)
    seconds: float
    stopped: bool = False
    failed: dict[str, str] = field(default_factory=dict)  # label -> why its chain or its round failed


@dataclass
class SearchProgress:
    """What the search is doing, for a progress line or bar (`done`: the share of the budget spent)."""

    words: str
    done: float


@dataclass
class SearchFinished:
    rounds: list[SearchRound]
    candidates: list[Candidate]  # every candidate proposed, audited or not
    keys: tuple[str, ...]  # the key set the chains treat, riskiest variable first
    warnings: list[str] = field(default_factory=list)
    cancelled: bool = False

    @property
    def audited(self) -> list[Candidate]:
        return [c for r in self.rounds if not r.stopped for c in r.candidates if c.label not in r.failed]

    @property
    def failed(self) -> dict[str, str]:
        return {label: why for r in self.rounds for label, why in r.failed.items()}


def riskiest_keys(table: pd.DataFrame, key_sets: Sequence[Sequence[str]], k: int) -> tuple[str, ...]:
    """Of the key sets named, the one leaving the most records in combinations held by fewer than `k` (ties: the
    first named), its variables in SUDA's "recode first" order (the largest share of the special uniques first).
    Sets are compared as named (`_key_sets` says which the search names): a larger set always leaves more at risk."""
    present = [[c for c in keys if c in table.columns] for keys in key_sets]
    present = [keys for keys in present if keys]
    if not present:
        return ()

    def at_risk(keys: list[str]) -> int:
        values = table[keys].astype("string")
        sizes = values.groupby(keys, sort=False, dropna=False)[keys[0]].transform("size")
        return int((sizes.to_numpy() < k).sum())

    keys = max(present, key=at_risk)  # max keeps the first of equals
    if len(keys) < 2:
        return tuple(keys)
    found = suda(table[keys].astype("string"), max_size=min(3, len(keys)))
    order = [str(v) for v in found.contributions.index if str(v) in keys]
    return tuple(dict.fromkeys([*order, *keys]))


def stage_options(catalog: Any, task: TreatmentTask, stage: str, warnings: list[str]
                  ) -> list[list[tuple[ComponentChoice, ...]]]:
    """What each treatment of one stage proposes for `task`, mildest first (one list per treatment, by id); a
    treatment whose proposals fail is left out, said in `warnings`."""
    per_treatment = []
    for entry in sorted(catalog.of_kind("treatment"), key=lambda e: e.id):
        if getattr(entry.cls, "stage", "") != stage:
            continue
        try:
            proposed = entry.create({}).proposals(task)
            per_treatment.append([tuple(ComponentChoice(entry.id, dict(params)) for params in steps)
                                  for steps in proposed if steps])
        except Exception as exc:  # a plugin's fault costs its proposals, not the search
            warnings.append(say("treatment {treatment!r} proposed nothing: {error}", treatment=entry.id,
                                error=f"{type(exc).__name__}: {exc}"))
    return [found for found in per_treatment if found]


def _interleaved(per_treatment: list[list[tuple[ComponentChoice, ...]]]) -> list[tuple[ComponentChoice, ...]]:
    """Each treatment's first proposal, then each one's second, ..."""
    longest = max((len(p) for p in per_treatment), default=0)
    return [p[i] for i in range(longest) for p in per_treatment if i < len(p)]


def _paired(per_treatment: list[list[tuple[ComponentChoice, ...]]]) -> list[tuple[ComponentChoice, ...]]:
    """Two perturbations of different kinds at once (noise on the numbers and PRAM on the categories), each pair of
    treatments at their first proposals, then at their second: what an identity or membership attacker, who matches
    on every column, leaves alone only when both kinds of column are perturbed."""
    longest = max((len(p) for p in per_treatment), default=0)
    return [a[i] + b[i] for i in range(longest) for n, a in enumerate(per_treatment) for b in per_treatment[n + 1:]
            if i < len(a) and i < len(b)]


def candidate_chains(catalog: Any, task: TreatmentTask, warnings: list[str]) -> list[tuple[ComponentChoice, ...]]:
    """Every chain the search may try, in the order it tries them: at most one coarsening proposal and one
    perturbing proposal (or, later, two of different kinds), the milder combinations first (by the sum of their
    ranks, coarsening before perturbing among equals), each ending with the first finishing proposal."""
    finish = _interleaved(stage_options(catalog, task, FINISH, warnings))[:1]
    if not finish:
        raise AuditError(say("the search ends every chain with a treatment that brings the key variables to k "
                             "(local suppression), and none is installed or proposes anything for key variables "
                             "{keys}", keys=", ".join(task.keys) or "(none named)"))
    coarse = _interleaved(stage_options(catalog, task, COARSEN, warnings))
    perturbing = stage_options(catalog, task, PERTURB, warnings)
    perturb = _interleaved(perturbing) + _paired(perturbing)
    ranks = sorted(((i, j) for i in range(len(coarse) + 1) for j in range(len(perturb) + 1)),
                   key=lambda pair: (sum(pair), -pair[0]))
    return [(coarse[i - 1] if i else ()) + (perturb[j - 1] if j else ()) + finish[0] for i, j in ranks]


class FrontierSearch:
    """Candidate chains for each source, audited round by round within `budget` seconds (`limit`: at most this many
    candidates in all, the next one standing in for a chain that fails). `clock` is the time the budget is read on."""

    def __init__(self, spec: AuditSpec, sources: Sequence[str], budget: float, limit: int | None = None,
                 catalog: Any = None, clock: Callable[[], float] = time.monotonic) -> None:
        if budget <= 0:
            raise AuditError(say("the search needs a time budget above 0 seconds"))
        self.spec, self.sources, self.budget, self.limit, self.clock = spec, list(sources), budget, limit, clock
        self.catalog = catalog if catalog is not None else load_catalog()  # read once: every round uses it
        self.rounds: list[SearchRound] = []
        self.order: list[Candidate] = []  # every candidate proposed, in the order they are audited
        self.keys: tuple[str, ...] = ()  # the key set the chains treat, riskiest variable first
        self.warnings: list[str] = []

    def run(self, cancelled: Callable[[], bool] = lambda: False) -> Iterator[SearchProgress | SearchFinished]:
        """Propose, then audit round by round until the candidates, the budget or `cancelled` run out; the rounds
        finished so far are on `self.rounds` whatever stops it (`finished` sums them up)."""
        started = self.clock()
        deadline = started + self.budget
        yield SearchProgress(say("search: reading the tables to treat"), 0.0)
        tasks = self._tasks()
        candidates: list[Candidate] = []
        for source, task in tasks.items():
            self.keys = task.keys
            for number, steps in enumerate(candidate_chains(self.catalog, task, self.warnings), start=1):
                candidates.append(Candidate(f"{source}-c{number:02d}", source, steps))
        ranked = _alternating(candidates)
        self.order = ranked[:self.limit]
        spare = ranked[len(self.order):]  # taking the place of a chain that fails, so that `limit` are audited
        waiting = list(self.order)
        pace = None  # seconds per release audited in the latest round
        while waiting and not cancelled():
            left = deadline - self.clock()
            size = LARGEST_ROUND if pace is None else int(min(LARGEST_ROUND, left // pace))
            if not self.rounds:
                size = min(size, 2)  # the first round also holds the untreated releases: learn the pace on it
            if size < 1:
                break
            batch, waiting = waiting[:size], waiting[size:]
            yield SearchProgress(say("search: auditing {count} candidates ({done} of {total} so far)",
                                     count=len(batch), done=sum(len(r.candidates) for r in self.rounds),
                                     total=len(self.order)), min(1.0, (self.clock() - started) / self.budget))
            done = self._round(batch, first=not self.rounds, stop=lambda: cancelled() or self.clock() > deadline)
            self.rounds.append(done)
            self.warnings.extend(w for w in (done.audit.warnings if done.audit else done.failed.values())
                                 if w not in self.warnings)
            releases = len(batch) + (len(self.spec.releases) if len(self.rounds) == 1 else 0)
            pace = done.seconds / max(1, releases)  # the latest round's: the first also fitted the baseline
            if done.stopped:
                break
            stand_ins, spare = spare[:len(done.failed)], spare[len(done.failed):]
            self.order += stand_ins
            waiting += stand_ins
        yield self.finished(cancelled())

    def finished(self, cancelled: bool = False) -> SearchFinished:
        """What the search has found so far (after `run`, or when it was interrupted)."""
        return SearchFinished(list(self.rounds), list(self.order), self.keys, list(self.warnings), cancelled)

    def _tasks(self) -> dict[str, TreatmentTask]:
        """Each source as a chain reads it, its key variables the riskiest key set's, riskiest first: read by
        preparing (not running) an audit that treats each source with the finishing step alone."""
        probe = copy.deepcopy(self.spec)
        finisher = _finisher(self.catalog)
        probe.treatments = TreatmentsSpec(releases=[TreatedRelease(f"{s}-probe", s, [ComponentChoice(finisher)])
                                                    .to_dict() for s in self.sources])
        prepared = Audit(probe, self.catalog).prepare()
        plan = prepared.plans["treatment"]
        key_sets = _key_sets(self.spec)
        found = {}
        for source in self.sources:
            task = plan.tasks[f"{source}-probe"]
            found[source] = replace(task, keys=riskiest_keys(task.data, key_sets or [task.keys], task.k))
        return found

    def _round(self, batch: list[Candidate], first: bool, stop: Callable[[], bool]) -> SearchRound:
        spec = copy.deepcopy(self.spec)
        kept = list(spec.treatments.releases) if spec.treatments and first else []
        sources = {c.source for c in batch}
        if not first:  # audited in the first round: read again only where a candidate is made from it
            spec.releases = [r for r in spec.releases if r.label in sources]
        spec.treatments = TreatmentsSpec(releases=kept + [c.treated() for c in batch], skip_failing=True,
                                         only_as_sources=[] if first else [r.label for r in spec.releases])
        inherit_row_order(spec, [TreatedRelease(c.label, c.source, list(c.steps)) for c in batch])
        started = self.clock()
        try:
            audit = Audit(spec, self.catalog).prepare()
        except AuditError as exc:  # e.g. every chain of the round failed: the search goes on without them
            return SearchRound(batch, None, self.clock() - started, failed={c.label: str(exc) for c in batch})
        stopped = False
        for _ in audit.run(stop):
            stopped = stopped or stop()
        return SearchRound(batch, audit, self.clock() - started, stopped or stop(),
                           dict(audit.plans["treatment"].failed))


def _finisher(catalog: Any) -> str:
    finishers = sorted(e.id for e in catalog.of_kind("treatment") if getattr(e.cls, "stage", "") == FINISH)
    if not finishers:
        raise AuditError(say("the search ends every chain with a treatment that brings the key variables to k "
                             "(local suppression), and none is installed"))
    return finishers[0]


def _key_sets(spec: AuditSpec) -> list[list[str]]:
    """The key sets the chains may treat, sensitive variables left out: the re-identification section's, joined into
    one (k records on the union of the sets is k on each of them); else the attacker's known sets; else the identity
    attacks' keys. The officer's key variables come first: an identity attacker may know far more columns than an
    office would coarsen."""
    secrets = set(spec.secrets)
    named = [list(k) for k in (spec.reidentification.key_sets if spec.reidentification else []) if k]
    if named:
        return [[c for c in dict.fromkeys(c for keys in named for c in keys) if c not in secrets]]
    found = [list(k) for k in spec.known_sets if k]
    if not found and spec.identity is not None and spec.identity.keys:
        found = [list(spec.identity.keys)]
    return [[c for c in keys if c not in secrets] for keys in found]


def _alternating(items: list[Candidate]) -> list[Candidate]:
    """The candidates of several sources taken in turn, so a budget spent early still tried each source."""
    by_source: dict[str, list[Candidate]] = {}
    for item in items:
        by_source.setdefault(item.source, []).append(item)
    longest = max((len(v) for v in by_source.values()), default=0)
    return [v[i] for i in range(longest) for v in by_source.values() if i < len(v)]
