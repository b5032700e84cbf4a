"""A release split over a Dask cluster's workers, for attacks that allow it (`Attack.splits`).

A release with more rows than `execution.split_rows` (unset: one that would not fit in a worker's
memory) is not sent whole to any worker. Its scenarios whose attack splits run in this process, with
their baseline, while the attack's work on the release's rows happens on the workers: each worker
holds some of the Parquet parts the shared folder keeps of the release (execution.shared_folder),
fits the attack on those rows in a process of its own under the audit's limits, and for every
batch of targets answers two questions: its smallest value per target, then what its rows at the
smallest of all parts' hold. The attack's `split_predict` turns the answers into the predictions,
which are exactly those of the attack fitted on the whole release.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from anonguard.data.columns import CONTINUOUS
from anonguard.data.encoding import ReleaseTable
from anonguard.engine.running.isolation import Isolated
from anonguard.phrases import say
from anonguard.plugins.api import AttackTask, Predictions

SIZE_FACTOR = 8  # an attack holding a release needs about this many times its encoded size


def scenarios_to_split(audit: Any, worker_memory: list[int]) -> list[int]:
    """The attribute scenarios whose release is split over the workers and whose attack splits on it."""
    limit = audit.settings.execution.split_rows
    smallest = min((memory for memory in worker_memory if memory), default=0)
    large = set()
    for label, tables in audit.data.releases.items():
        rows = sum(len(table.data) for table in tables)
        size = sum(int(table.data.memory_usage(deep=True).sum()) for table in tables)
        if (rows > limit) if limit is not None else (smallest and size * SIZE_FACTOR > smallest):
            large.add(label)
    chosen = []
    for index, scenario in enumerate(audit.scenarios):
        if scenario.release not in large:
            continue
        if any(table.generalized for table in audit.data.releases[scenario.release]):  # cells are not kept in the parts
            continue
        outline = audit.plans[scenario.kind].outline(scenario)
        if outline is not None and scenario.attack.create(scenario.params).splits(outline):
            chosen.append(index)
    return chosen


class SplitAttacks:
    """Makes, for a scenario, its attack split over the workers (Audit.splitting)."""

    def __init__(self, client: Any, staged: dict, workers: list[str], audit: Any) -> None:
        self.client, self.staged, self.workers, self.audit = client, staged, workers, audit

    @contextmanager
    def __call__(self, scenario: Any, cancelled: Callable[[], bool]) -> Iterator["SplitAttack"]:
        attack = SplitAttack(self, scenario)
        try:
            yield attack
        finally:
            attack.close()


class SplitAttack:
    """Stands in for a scenario's attack: fitted part by part on the workers, predicting from their answers."""

    def __init__(self, maker: SplitAttacks, scenario: Any) -> None:
        self.maker, self.scenario = maker, scenario
        self.local = scenario.attack.create(scenario.params)  # unfitted: its parameters and split_predict
        self.holders: list[Any] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.local, name)

    def fit(self, task: AttackTask) -> "SplitAttack":
        maker, scenario = self.maker, self.scenario
        dealt: list[list[tuple]] = [[] for _ in maker.workers]
        position = 0
        for table in task.tables:
            staged = next(t.data for t in maker.staged[scenario.release] if t.name == table.name)
            ranges = {column: _range(table.data[column]) for column in task.known
                      if column in table.data.columns and task.kinds[column] == CONTINUOUS}
            for part in sorted(Path(staged.folder).glob("part-*.parquet")):
                dealt[position % len(dealt)].append((table.name, str(part), staged.columns, ranges))
                position += 1
        fields = (task.known, task.secret, dict(task.kinds), task.tolerance, task.seed, task.counts)
        codec, limits = maker.audit.codecs[scenario.secret], maker.audit.settings.limits
        # Dask's actors find their client as the current one (dask/distributed#6477): the audit's is not the default
        with maker.client.as_current():
            futures = [maker.client.submit(PartHolder, scenario.attack.cls, dict(scenario.params), parts, fields,
                                           codec, limits, actor=True, workers=[worker], allow_other_workers=False)
                       for worker, parts in zip(maker.workers, dealt) if parts]
            self.holders = [future.result() for future in futures]
        return self

    def predict(self, targets: pd.DataFrame) -> Predictions:
        with self.maker.client.as_current():
            minimum = np.min([answer.result() for answer in [h.minimum(targets) for h in self.holders]], axis=0)
            parts = [answer.result() for answer in [h.collect(targets, minimum) for h in self.holders]]
        return self.local.split_predict(parts, minimum)

    def close(self) -> None:
        with self.maker.client.as_current():
            for holder in self.holders:
                try:
                    holder.close().result()
                except Exception:  # noqa: BLE001 - a worker already gone holds nothing to close
                    pass
        self.holders = []


class PartHolder:
    """A Dask actor on one worker: the attack fitted on that worker's parts of the release."""

    def __init__(self, attack_cls: type, params: dict, parts: list[tuple], fields: tuple, codec: Any,
                 limits: Any) -> None:
        known, secret, kinds, tolerance, seed, counts = fields
        frames: dict[str, list[pd.DataFrame]] = {}
        columns, ranges = {}, {}
        for name, path, labels, table_ranges in parts:
            frames.setdefault(name, []).append(pd.read_parquet(path))
            columns[name], ranges[name] = list(labels), table_ranges
        tables = []
        for name, pieces in frames.items():
            frame = pd.concat(pieces, ignore_index=True)
            frame.columns = columns[name]
            if secret in frame.columns:
                frame[secret] = codec.encode(frame[secret].to_numpy())
            tables.append(ReleaseTable(name, frame, {}, ranges[name]))
        attack = attack_cls(**params)
        what = say("the attack {attack} on part of a release", attack=attack.id)
        self.attack = Isolated(attack, limits, what=what) if limits.isolate else attack
        self.attack.fit(AttackTask(tuple(tables), known, secret, kinds, tolerance, seed, counts))

    def minimum(self, targets: pd.DataFrame) -> np.ndarray:
        return self.attack.split_minimum(targets)

    def collect(self, targets: pd.DataFrame, minimum: np.ndarray) -> Any:
        return self.attack.split_collect(targets, minimum)

    def close(self) -> None:
        if isinstance(self.attack, Isolated):
            self.attack.close()


def _range(values: pd.Series) -> tuple[float, float]:
    numbers = values.to_numpy(dtype=np.float64)
    present = numbers[np.isfinite(numbers)]
    return (float(present.min()), float(present.max())) if present.size else (0.0, 0.0)
