"""A reconstruction's units on the audit's Dask cluster (`execution.cluster`, docs/cluster.md).

Units are independent tasks: the attack is given the published tables of any batch of units
(`PublishedTables.of_units`). The units are dealt, largest first, into a few batches per worker thread, so
that no large unit is left alone at the end; each batch is one Dask task that runs the attack there on its
units' cells alone, one process per task (a Dask worker is a daemon process, which may start none of its own).
The batches' units and people are put back in the tables' order: the result is the one process's.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import numpy as np
import pandas as pd

from anonguard.data.published import PublishedTables
from anonguard.engine.running.cluster import CONNECT_SECONDS, POLL_SECONDS, check_workers, installed_components, reach
from anonguard.errors import AuditError
from anonguard.plugins.reconstruction import Reconstruction, ReconstructionAttack, ReconstructionTask

BATCHES_PER_THREAD = 4


def unit_sizes(tables: PublishedTables) -> np.ndarray:
    """Per unit (in the tables' order), the most people any table publishes for it: how much work it is."""
    sizes = np.zeros(len(tables.units))
    where = pd.Index(tables.units)
    for table in tables.tables:
        summed = table.cells.groupby(tables.unit)["published"].sum(min_count=0)
        sizes = np.maximum(sizes, summed.reindex(where).fillna(0).to_numpy(dtype=float))
    return sizes


def batches(tables: PublishedTables, count: int) -> list[tuple[str, ...]]:
    """The units dealt into at most `count` batches, the largest first, each batch in the tables' order."""
    order = np.argsort(-unit_sizes(tables), kind="stable")
    dealt = [np.sort(order[i::count]) for i in range(min(count, len(order)))]
    return [tuple(tables.units[i] for i in part) for part in dealt]


def reconstruct_batch(attack: ReconstructionAttack, tables: PublishedTables, seed: int) -> Reconstruction:
    """A Dask task: the attack on one batch's tables."""
    return attack.reconstruct(ReconstructionTask(tables, seed))


def on_cluster(address: str, entry: Any, attack: ReconstructionAttack, tables: PublishedTables, seed: int,
               cancelled: Callable[[], bool]) -> Reconstruction | None:
    """Every unit reconstructed by `attack` (catalog `entry`) on the cluster at `address`, in batches; None if the
    audit was cancelled meanwhile."""
    reach(address)
    from distributed import Client

    try:
        client = Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
    except Exception as exc:  # the scheduler went away since it answered
        raise AuditError(f"no Dask scheduler answers at {address} ({type(exc).__name__}: {exc})") from None
    with client:
        check_workers(client.run(installed_components), {f"{entry.kind} {entry.id}": (entry.plugin, entry.version)})
        threads = max(sum(client.nthreads().values()), 1)
        parts = batches(tables, BATCHES_PER_THREAD * threads)
        futures = [client.submit(reconstruct_batch, attack, tables.of_units(part), seed, pure=False) for part in parts]
        while not all(future.done() for future in futures):  # a failed task raises its error in gather
            if cancelled():
                client.cancel(futures)
                return None
            time.sleep(POLL_SECONDS)
        return joined(tables, client.gather(futures))


def joined(tables: PublishedTables, parts: list[Reconstruction]) -> Reconstruction:
    """The batches' reconstructions as one: units and people in the tables' order, every batch's notes."""
    position = {unit: i for i, unit in enumerate(tables.units)}
    units = pd.concat([p.units for p in parts], ignore_index=True)
    units = units.iloc[np.argsort(units["unit"].map(position).to_numpy(), kind="stable")].reset_index(drop=True)
    counts = pd.concat([p.counts for p in parts if len(p.counts)], ignore_index=True) if any(
        len(p.counts) for p in parts) else parts[0].counts
    counts = counts.iloc[np.argsort(counts[tables.unit].map(position).to_numpy(), kind="stable")].reset_index(drop=True)
    return Reconstruction(counts, units, tuple(dict.fromkeys(note for p in parts for note in p.notes)))
