"""The classic re-identification measures of an audit: for each key set (quasi-identifiers) and each
file (the original and every release), how many records an intruder who knows those variables can
single out, and how likely each record is to be re-identified (docs/reidentification.md).

The measures themselves live in their own modules (key_risk, uniqueness, suda, diversity, key_search);
this one decides what to measure from the audit's spec, runs it with progress and cancel, and keeps
the result in the shape `audit.json`, the report and the window read. Per-record figures (the risk
register) stay in memory: they identify records and are written only on request.

Keys are counted as published (each value of the file its own category); an intruder model the officer
sets (key_bins) is measured beside that reading, never instead of it. The band of a key set on a file
follows the intruder's scenario (settings `scenario`, `k`, `threshold`): the prosecutor reading (fewer
than k records share the combination) when who is in the file can be known or there is no survey
weight, the weighted individual risk when the file is a sample whose members are not known, and for a
synthetic release the rows that fit exactly one real person of the original.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np
import pandas as pd

from anonguard.engine.key_variables.diversity import diversity
from anonguard.engine.key_variables.key_bins import KeyBinning
from anonguard.engine.key_variables.key_risk import (
    KeyRiskSummary, attacker_risks, contained_originals, household_risk, individual_risk, key_frequencies,
    population_class_sizes,
)
from anonguard.engine.key_variables.key_search import search_key_sets
from anonguard.engine.key_variables.result import (
    CLASS_SIZE_BUCKETS, INDIVIDUAL, MEMBERSHIP_UNKNOWN, ORIGINAL, PROSECUTOR, RISK_EDGES, SYNTHETIC, KeySetRisk,
    ReidentificationProgress, ReidentificationResult,
)
from anonguard.engine.settings import ReidentificationSettings
from anonguard.data.counts import is_count_table
from anonguard.engine.spec import MOST_PEOPLE, AuditSpec, ReidentificationSpec, TableRef
from anonguard.engine.key_variables.suda import SudaCancelled, suda
from anonguard.engine.key_variables.uniqueness import population_uniqueness
from anonguard.errors import AuditError, DataError
from anonguard.phrases import say

MANY_VALUES = 0.9  # a key holding a different value in this share of the records or more is nearly an id


@dataclass(frozen=True)
class KeyFile:
    """One file's columns the measures read: the key candidates, the weight, the household, the secrets."""

    name: str  # ORIGINAL or the release's label
    frame: pd.DataFrame
    source: str  # the file name, for messages


class ReidentificationPlan:
    """What to measure, decided once the files are read: checked against the files, so a wrong
    column is named before anything runs."""

    def __init__(self, spec: ReidentificationSpec, settings: ReidentificationSettings, known_sets: Sequence[Sequence[str]],
                 secrets: Sequence[str], files: Sequence[KeyFile], population: KeyFile | None = None,
                 synthetic: Sequence[str] = ()) -> None:
        spec.check()  # a section made in code (the window's draft, Audit.of_frames) is held to its declarations too
        self.spec, self.settings, self.secrets = spec, settings, list(spec.sensitive or secrets)
        self.files, self.population, self.synthetic = list(files), population, set(synthetic)
        self.notes: list[str] = []
        original = self.files[0].frame
        source = self.files[0].source
        # the declared key sets (named, else the attackers' known sets) are always measured; a search among the
        # candidates adds its riskiest sets to them
        self.key_sets = [tuple(k) for k in (spec.key_sets or known_sets) if k]
        self.candidates = list(spec.candidates)
        named = [c for keys in self.key_sets for c in keys] + self.candidates
        for column in dict.fromkeys(named + [c for c in (spec.weight, spec.household) if c] + spec.sensitive):
            if column not in original.columns:
                raise DataError(f"{source}: no column {column!r} (named as a key variable, survey weight, household "
                                f"id or sensitive variable); its columns are {', '.join(map(str, original.columns))}")
        if not self.key_sets and not self.candidates:
            raise AuditError("re-identification: name key sets (the variables an intruder may know, e.g. age, sex, "
                             "region), or mark possible key variables to search among")
        self.weights = {f.name: read_weights(f.frame, spec.weight, f.source) for f in self.files
                        if spec.weight and spec.weight in f.frame.columns}
        if settings.scenario == MEMBERSHIP_UNKNOWN and not spec.weight:
            self.notes.append(say("the scenario is a sample whose members are not known, but no survey weight is "
                                  "named: the file is its own population, so the prosecutor reading (k-anonymity) "
                                  "decides"))
        if spec.weight:
            for f in self.files:
                if spec.weight not in f.frame.columns:
                    self.notes.append(say("{file} has no survey weight column {weight!r}: its risk is measured "
                                          "without weights (1 / class size)", file=f.source, weight=spec.weight))
        keys = list(dict.fromkeys(named))
        try:  # the intruder model: who knows less than the release says (none unless the officer sets one)
            self.model = KeyBinning.choose(original[keys], next((f.frame for f in self.files[1:]), original), keys,
                                           spec.bins)
        except ValueError as exc:
            raise AuditError(f"re-identification intruder model (bins): {exc}") from None
        self.notes.extend(_key_warnings(original, keys, source))

    @classmethod
    def of_audit(cls, spec: AuditSpec, settings: ReidentificationSettings, original: pd.DataFrame,
                 releases: Mapping[str, Sequence[tuple[str, pd.DataFrame]]], name: Callable[[TableRef], str],
                 read: Callable[[TableRef], pd.DataFrame], warnings: list[str]) -> "ReidentificationPlan":
        """The plan of an audit's re-identification section, over the tables as read: each release's first
        table of records (a published count table has no records to single out)."""
        section = spec.reidentification
        absent = [c for c in section.columns() if c not in original.columns]
        if absent:
            raise DataError(f"{name(spec.original)}: no column {absent[0]!r} (named as a key variable, survey weight, "
                            f"household id or sensitive variable); its columns are {', '.join(map(str, original.columns))}")
        columns = list(dict.fromkeys(section.columns() + [c for known in spec.known_sets for c in known] + spec.secrets))
        microdata = {label: next(((n, frame) for n, frame in tables if not is_count_table(frame)), None)
                     for label, tables in releases.items()}
        for label, table in microdata.items():
            if table is None:
                warnings.append(say("release {release!r} publishes only count tables: it has no records whose "
                                    "re-identification risk could be measured", release=label))
        kept = {label: table for label, table in microdata.items() if table is not None}
        files = [KeyFile(ORIGINAL, _cut(original, columns), name(spec.original))] + [
            KeyFile(label, _cut(frame, columns), source) for label, (source, frame) in kept.items()]
        population = None
        if section.population is not None:
            table, source = read(section.population), name(section.population)
            lacking = [c for keys in section.key_sets or spec.known_sets for c in keys if c not in table.columns]
            if lacking:
                raise DataError(f"{source}: the population table has no key variable {lacking[0]!r}; its columns are "
                                f"{', '.join(map(str, table.columns))}")
            population = KeyFile("population", _cut(table, columns), source)
        return cls(section, settings, spec.known_sets, spec.secrets, files, population,
                   [*section.synthetic, *(spec.identity.synthetic if spec.identity else ())])

    def population_size(self, file: KeyFile) -> float | None:
        """The size of the population the file was drawn from: stated, or the sum of its survey weights."""
        if self.spec.population_size is not None:
            if self.spec.population_size < len(file.frame):
                raise AuditError(f"the population size {self.spec.population_size:,} is smaller than the "
                                 f"{len(file.frame):,} records of {file.source}; give the size of the whole "
                                 "population the file was drawn from")
            return float(self.spec.population_size)
        weights = self.weights.get(file.name)
        return None if weights is None else float(weights.sum())

    def run(self, cancelled: Callable[[], bool] = lambda: False) -> Iterator[ReidentificationProgress | ReidentificationResult]:
        """Measure every key set on every file; yields progress, then the result (also when cancelled,
        with what was measured)."""
        result = ReidentificationResult(bins=self.model.describe(), notes=list(self.notes))
        key_sets = list(self.key_sets)
        if self.candidates:
            found = yield from self._search(cancelled)
            result.search = found
            declared = {frozenset(keys) for keys in key_sets}
            key_sets += [tuple(r["keys"]) for r in found["ranked"]
                         if frozenset(r["keys"]) not in declared][: self.settings.searched_sets]
            if not key_sets:
                result.notes.append(say("the key-set search found no combination to measure"))
        # each key set as published on every file, and beside it under the intruder model where it bins a key
        work = [(f, keys, model) for keys in key_sets for f in self.files
                for model in ([None] + ([self.model] if self.model.name(keys) else []))]
        for step, (file, keys, model) in enumerate(work):
            if cancelled():
                result.status = "cancelled"
                break
            yield ReidentificationProgress(f"{', '.join(keys)} on {file.name}", step / max(len(work), 1))
            lacking = [k for k in keys if k not in file.frame.columns]
            if lacking:
                if model is None:
                    result.notes.append(say("{file} has no key variable {key!r}: the key set {keys} is not measured "
                                            "on it; publish the column or drop it from the key set", file=file.source,
                                            key=lacking[0], keys=", ".join(keys)))
                continue
            one = self.measure(file, keys, cancelled, model)
            if one is None:
                result.status = "cancelled"
                break
            result.sets.append(one)
        result.notes.extend(note for note in self.notes if note not in result.notes)  # those found while measuring
        yield ReidentificationProgress("done", 1.0)
        yield result

    def _search(self, cancelled: Callable[[], bool]) -> Iterator[ReidentificationProgress]:
        """The key-set search, in a thread of its own so that its progress can be told while it runs (every
        step of a tenth); returns what it found."""
        original = self.files[0]
        table = original.frame[self.candidates]  # as published: the search looks for the riskiest sets
        share, outcome = [0.0], {}

        def search() -> None:
            try:
                outcome["found"] = search_key_sets(
                    table, self.candidates, self.settings.search_size, self.weights.get(original.name),
                    self.settings.search_seconds, top=10, progress=lambda done: share.__setitem__(0, done),
                    cancelled=cancelled)
            except BaseException as exc:  # raised here, in the audit's thread
                outcome["error"] = exc

        worker = threading.Thread(target=search, name="key-set search", daemon=True)
        worker.start()
        told = -1
        while worker.is_alive():
            if int(share[0] * 10) > told:
                told = int(share[0] * 10)
                yield ReidentificationProgress(f"searching for risky key sets ({told * 10} %)", 0.0)
            worker.join(0.2)
        if "error" in outcome:
            raise outcome["error"]
        found = outcome["found"]
        return {"tried": found.tried, "total": found.total, "skipped": found.skipped, "complete": found.complete,
                "stopped_by": found.stopped_by, "elapsed": found.elapsed,
                "ranked": [{"keys": list(r.variables), "sample_uniques": r.sample_uniques,
                            "expected": r.expected_reidentifications} for r in found.ranked],
                "recode_first": {str(k): int(v) for k, v in dict(found.in_top).items()}}

    def measure(self, file: KeyFile, keys: tuple[str, ...], cancelled: Callable[[], bool] = lambda: False,
                model: KeyBinning | None = None) -> KeySetRisk | None:
        """Every measure of `keys` on `file`, as published or under the intruder `model`; None when cancelled
        midway. Only the as-published reading keeps its per-record register."""
        settings = self.settings

        def seen(frame: pd.DataFrame) -> pd.DataFrame:
            return frame if model is None else model.apply(frame)

        frame = seen(file.frame[list(keys)])
        weights = self.weights.get(file.name)
        frequencies = key_frequencies(frame, weights)
        risk = individual_risk(frequencies, weighted=weights is not None)
        summary = KeyRiskSummary.of(frequencies, risk, settings.threshold, tuple(sorted({2, 3, 5, settings.k})))
        n = summary.records
        register = pd.DataFrame({"class size": frequencies.sample.astype(np.int64), "individual risk": risk})
        if weights is not None:
            register.insert(1, "population estimate", frequencies.population)
        households = None
        if self.spec.household and self.spec.household in file.frame.columns:
            households = household_risk(risk, file.frame[self.spec.household].to_numpy())
            register["household risk"] = households
        sizes = None
        if self.population is not None:
            sizes = population_class_sizes(frame, seen(self.population.frame[list(keys)]))
        attackers = attacker_risks(frame, settings.threshold, sizes)
        matches_one = None
        if file.name != ORIGINAL and all(k in self.files[0].frame.columns for k in keys):
            matching = contained_originals(frame, seen(self.files[0].frame[list(keys)])).count
            register["original records matching"] = matching.astype(np.int64)
            matches_one = int((matching == 1).sum())
        population_size = self.population_size(file)
        uniqueness = None
        if population_size is not None and n:
            classes = frame.groupby(list(frame.columns), sort=False, dropna=False).ngroup().to_numpy()
            try:  # the models read disjoint classes: a missing value is a value of its own here, as in ARX
                uniqueness = _uniqueness(population_uniqueness(np.bincount(classes)[classes], population_size))
            except ValueError as exc:
                self.notes.append(say("{file}: {problem}", file=file.source, problem=exc))
        suda_summary = None
        if settings.suda_size > 0 and n:
            fraction = min(n / population_size, 1.0) if population_size else settings.dis_fraction
            try:
                found = suda(frame, min(settings.suda_size, len(keys)), fraction, cancelled=cancelled)
            except SudaCancelled:
                return None
            register["SUDA score"], register["DIS-SUDA"] = found.score, found.dis_score
            suda_summary = {"max_size": settings.suda_size, "dis_fraction": fraction,
                            "records_with_msu": int((found.score > 0).sum()),
                            "highest_score": float(found.score.max()), "highest_dis": float(found.dis_score.max()),
                            "mean_dis": float(found.dis_score.mean()),
                            "contributions": {str(k): float(v) for k, v in found.contributions.items()}}
        varied = {}
        for secret in self.secrets:
            if secret in file.frame.columns and secret not in keys:
                ordered = pd.api.types.is_numeric_dtype(file.frame[secret])
                d = diversity(frame, file.frame[secret], ordered)
                varied[secret] = {"distinct_l": d.distinct_l, "entropy_l": float(d.entropy_l), "t": float(d.t),
                                  "ordered": ordered}
        edges = sorted(set(RISK_EDGES) | {settings.threshold})  # the threshold is a bin's end: at risk is a bar
        below_k = int((frequencies.sample < settings.k).sum())
        bands = {PROSECUTOR: self._band(below_k, n)}
        if weights is not None:
            bands[INDIVIDUAL] = self._band(summary.above, n)
        synthetic = file.name in self.synthetic and matches_one is not None
        if synthetic:  # a synthetic row is nobody: what counts is whom it points at
            bands[SYNTHETIC] = self._band(matches_one, n)
        decided_by = (SYNTHETIC if synthetic else INDIVIDUAL if INDIVIDUAL in bands and
                      settings.scenario == MEMBERSHIP_UNKNOWN else PROSECUTOR)
        return KeySetRisk(
            file=file.name, keys=tuple(keys), records=n, reading=frequencies.reading, weighted=weights is not None,
            sample_uniques=summary.sample_uniques, violating=summary.violating, expected=summary.expected_reidentifications,
            share=summary.share, above=summary.above, threshold=settings.threshold,
            highest=float(risk.max()) if n else 0.0, band=bands[decided_by],
            household_expected=None if households is None else float(households.sum()), matches_one=matches_one,
            attackers={k: float(v) for k, v in asdict(attackers).items()}, uniqueness=uniqueness, suda=suda_summary,
            diversity=varied, class_sizes=_class_size_counts(frequencies.sample),
            risk_edges=list(edges), risk_counts=_risk_counts(risk, edges), model=None if model is None else model.name(keys),
            k=settings.k, below_k=below_k, scenario=settings.scenario, decided_by=decided_by, bands=bands,
            synthetic=synthetic, register=register if model is None else None)

    def _band(self, at_risk: int, records: int) -> str:
        """Serious when at least the serious share of the records is at risk, at risk when any is, else safe."""
        share = at_risk / records if records else 0.0
        return "serious" if share >= self.settings.serious_share else "at-risk" if at_risk else "safe"


def _risk_counts(risk: np.ndarray, edges: Sequence[float]) -> list[int]:
    """Records per risk bin, each bin closed on the right ((0.05, 0.1]: 'up to 0.1'), so that a record at
    the threshold counts below it, as 'above the threshold' reads."""
    bins = np.clip(np.searchsorted(np.asarray(edges[1:]), np.clip(risk, 0, 1), side="left"), 0, len(edges) - 2)
    return np.bincount(bins, minlength=len(edges) - 1).astype(int).tolist()


def _class_size_counts(sizes: np.ndarray) -> list[int]:
    return [int(((sizes >= low) & (True if high is None else sizes <= high)).sum()) for low, high in CLASS_SIZE_BUCKETS]


def _uniqueness(found: Any) -> dict[str, Any]:
    """The population-uniqueness estimates as JSON-ready values: each model's share of the population that
    is unique (None where it cannot be fitted, with the reason) and the one Dankar et al.'s rule takes."""
    def number(value: float) -> float | None:
        return float(value) if np.isfinite(value) else None

    def model(estimate: Any) -> dict[str, Any]:
        return {"uniques": number(estimate.uniques), "share": number(estimate.share), "reason": estimate.reason}

    return {"population_size": float(found.population_size), "sampling_fraction": float(found.sampling_fraction),
            "sample_uniques": int(found.sample_uniques), "model": found.dankar_model,
            "value": number(found.dankar.share), "uniques": number(found.dankar.uniques), "reason": found.dankar.reason,
            "zayatz": model(found.zayatz), "pitman": model(found.pitman), "snb": model(found.snb),
            "notes": list(found.notes)}


def read_weights(frame: pd.DataFrame, column: str, source: str) -> np.ndarray:
    """The survey weights, each the number of people a record stands for (at least one): a clear error
    naming the first bad row otherwise."""
    values = pd.to_numeric(frame[column], errors="coerce").to_numpy(dtype=float)
    bad = np.flatnonzero(~np.isfinite(values) | (values < 1))
    if bad.size:
        shown = frame[column].iloc[bad[0]]
        shown = "nothing" if pd.isna(shown) else repr(str(shown))
        raise DataError(f"{source}: survey weight column {column!r} holds {shown} in data row {bad[0] + 1} "
                        f"({bad.size:,} such row(s)): a survey weight is the number of people a record stands for, "
                        "a number of at least 1; correct the column or name no survey weight")
    total = float(np.sum(values))  # (overflows to inf past 1.8e308): the sampling fraction n / total must be > 0
    if not total <= MOST_PEOPLE:
        raise DataError(f"{source}: the survey weights of column {column!r} add up to {total:,.4g} people, more than "
                        f"{MOST_PEOPLE:,}: a survey weight is how many people a record stands for; correct the "
                        "column or name no survey weight")
    return values


def _key_warnings(original: pd.DataFrame, keys: Sequence[str], source: str) -> list[str]:
    """Keys that single out nearly every record on their own, as published: a record id, or an exact value
    (an income to the unit) that top-coding, rounding or banding exist to remove."""
    notes = []
    n = len(original)
    for key in keys:
        distinct = original[key].nunique(dropna=True)
        if n >= 20 and distinct >= MANY_VALUES * n:
            notes.append(say("{file}: key variable {key!r} holds {distinct:,} different values in {records:,} records, "
                             "so nearly every record is unique on it alone as written. If it is a record id, leave it "
                             "out of the key sets; if the intruder knows it only roughly, set an intruder model for it "
                             "(e.g. {key}=round 1000); to lower the risk, band, round or top-code it in the release",
                             file=source, key=key, distinct=distinct, records=n))
    return notes


def _cut(frame: pd.DataFrame, columns: Sequence[str]) -> pd.DataFrame:
    """The columns of `columns` that `frame` holds."""
    return frame[[c for c in columns if c in frame.columns]]
