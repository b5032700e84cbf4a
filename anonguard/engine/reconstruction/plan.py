"""The reconstruction kind's work for one audit: each folder of published tables read, reconstructed by the
installed reconstruction attack (the integer program unless another is installed first), and measured against
the original: agreement, and inferences through the reconstruction beside the baselines' (measure.py)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pandas as pd

from anonguard.data.published import PublishedTables, is_ordered
from anonguard.data.published_read import folder_sha256, read_published
from anonguard.engine.kind import KindPlan, PreparedAudit, TablesRead
from anonguard.engine.reconstruction.on_cluster import on_cluster
from anonguard.engine.reconstruction.releases import published_releases
from anonguard.engine.reconstruction.measure import agreement, grids, inference, scored
from anonguard.engine.reconstruction.result import (
    Inference, ReconstructionProgress, ReconstructionResult, TablesReconstruction,
)
from anonguard.engine.sources import InputFile
from anonguard.errors import AuditError
from anonguard.phrases import say
from anonguard.plugins.reconstruction import Reconstruction, ReconstructionTask

PREFERRED = "integer-program"


class ReconstructionPlan(KindPlan):
    """Reconstructs every count-table release of one audit; stays in the audit's own process."""

    travels = False

    def __init__(self, audit: PreparedAudit) -> None:
        super().__init__(audit)
        self.folders = published_releases(audit.spec)
        self.tables: dict[str, PublishedTables] = {}
        self.original: pd.DataFrame | None = None

    def read(self, reading: TablesRead) -> None:
        for label, folders in self.folders.items():
            if len(folders) > 1:
                raise AuditError(say("release {release!r} names {count} folders of published tables; put all its "
                                     "tables in one folder, under one manifest", release=label, count=len(folders)))
            self.tables[label] = read_published(folders[0])
            self.audit.inputs.append(InputFile("release", label, str(folders[0]), folder_sha256(folders[0]),
                                               len(self.tables[label].units), list(self.tables[label].variables)))
        wanted = {c for t in self.tables.values() for c in (t.unit, *t.variables)}
        self.original = reading.original[[c for c in reading.original.columns if c in wanted]].copy()

    def measure(self, cancelled: Callable[[], bool]) -> Iterator[Any]:
        result = ReconstructionResult()
        labels = list(self.tables)
        for number, label in enumerate(labels):
            found = None
            if not cancelled():
                yield ReconstructionProgress(say("reconstruction: rebuilding the people of {release}", release=label),
                                             number / len(labels))
                found = self._release(label, self.tables[label], cancelled)
            if found is None:
                result.status = "cancelled"
                break
            result.releases.append(found)
        yield ReconstructionProgress(say("reconstruction: done"), 1.0)
        yield result

    def _attack(self, workers: int) -> Any:
        """The installed attack, on `workers` processes (0: one per core) if it has that parameter."""
        entries = self.audit.catalog.of_kind("reconstruction-attack")
        if not entries:
            raise AuditError(say("no reconstruction attack is installed (the first-party one is the "
                                 "anonguard-reconstruction plugin)"))
        entry = next((e for e in entries if e.id == PREFERRED), entries[0])
        params = {"workers": workers} if any(p.name == "workers" for p in entry.parameters) else {}
        return entry, entry.create(params)

    def _rebuilt(self, tables: PublishedTables, cancelled: Callable[[], bool]) -> tuple[str, Reconstruction | None]:
        """The attack's id and its reconstruction: on this machine, or in batches of units on the audit's cluster
        (a task per batch, each in one process there); None if cancelled on the cluster."""
        execution, seed = self.audit.settings.execution, self.audit.settings.seed
        if execution.cluster:
            entry, attack = self._attack(1)
            return entry.id, on_cluster(execution.cluster, entry, attack, tables, seed, cancelled)
        entry, attack = self._attack(execution.workers or 0)
        return entry.id, attack.reconstruct(ReconstructionTask(tables, seed))

    def _release(self, label: str, tables: PublishedTables, cancelled: Callable[[], bool]
                 ) -> TablesReconstruction | None:
        start = time.perf_counter()
        attack_id, rebuilt = self._rebuilt(tables, cancelled)
        if rebuilt is None:
            return None
        seconds = time.perf_counter() - start
        units = rebuilt.units.replace({np.nan: None}).to_dict("records")
        found = TablesReconstruction(label, attack_id, [t.name for t in tables.tables], list(tables.variables),
                                     tables.person_types, int(rebuilt.counts["count"].sum()), units=units,
                                     seconds=round(seconds, 3), notes=list(rebuilt.notes))
        missing = [c for c in (tables.unit, *tables.variables) if c not in self.original.columns]
        if missing:
            found.notes.append(say("the original has no column {column!r}: the reconstruction is not compared with "
                                   "it", column=missing[0]))
            return found
        measured = grids(tables, self.original, rebuilt.counts)
        found.original_people = int(measured.truth.sum())
        found.ordered = next((v for v, c in tables.categories.items() if is_ordered(c)), None)
        found.exact, found.within_one = agreement(tables, measured, found.ordered)
        unique = rebuilt.units["unique"].to_numpy(dtype=bool)
        spec = self.audit.spec
        left_out = set(spec.ignore)  # nobody's knowledge, and not guessed
        sensitive = [s for s in spec.secrets if s in tables.variables] or [v for v in tables.variables
                                                                              if v not in left_out]
        for variable in sensitive:
            named = spec.known_sets[0] if spec.known_sets else tables.variables
            keys = tuple(k for k in named if k in tables.variables and k != variable and k not in left_out)
            guesses, groups = inference(tables, measured, keys, variable, unique)
            rows, alc = scored(guesses, groups, self.audit.settings.measures, self.audit.settings.seed)
            found.inferences.append(Inference(variable, list(keys), rows, round(alc.point, 6), alc.to_list()))
        return found
