"""A reconstruction's units on a Dask cluster (a stock LocalCluster: daemon worker processes) give the results of
one process: the units dealt into batches, each a task of its own, and put back in the tables' order."""

import pytest
from distributed import LocalCluster

from anonguard.engine.audit import Audit
from anonguard.engine.reconstruction.on_cluster import batches
from anonguard.engine.reconstruction.population import CENSUS_TABLES, publish, synthetic_population, write_folder
from anonguard.engine.settings import with_settings
from anonguard.engine.spec import AuditSpec, ReleaseSpec, TableRef
from anonguard.data.published_read import read_published
from anonguard.plugins.manager import load_catalog

TIMES = ("solve_seconds", "prove_seconds")


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("reconstruction-cluster")
    people = synthetic_population(300, 12, seed=4)
    people.to_csv(folder / "people.csv", index=False)
    write_folder(publish(people, "block", CENSUS_TABLES), folder / "tables")
    return folder


def _reconstructed(folder, settings) -> dict:
    spec = AuditSpec(TableRef(str(folder / "people.csv")), [ReleaseSpec("census", [TableRef(str(folder / "tables"))])],
                     ["race"], [["block", "sex", "age"]])
    spec.settings = with_settings(spec.settings, settings)
    audit = Audit(spec, load_catalog()).prepare()
    list(audit.run())
    found = audit.to_dict()["reconstruction"]["releases"][0]
    found.pop("seconds")
    found["units"] = [{k: v for k, v in unit.items() if k not in TIMES} for unit in found["units"]]
    return found


def test_the_units_are_dealt_largest_first_into_batches_in_the_tables_order(folder):
    tables = read_published(folder / "tables")
    dealt = batches(tables, 5)
    assert len(dealt) == 5 and sorted(u for part in dealt for u in part) == sorted(tables.units)
    assert all(list(part) == sorted(part, key=tables.units.index) for part in dealt)
    assert len(batches(tables, 50)) == len(tables.units)  # no empty batch


def test_the_units_on_a_stock_cluster_give_the_results_of_one_process(folder):
    here = _reconstructed(folder, [("execution.workers", 1)])
    with LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster:
        there = _reconstructed(folder, [("execution.cluster", cluster.scheduler_address)])
        sent = cluster.scheduler.task_prefixes["reconstruct_batch"]  # the units went there as tasks
        assert sent.all_durations["compute"] > 0
    assert there == here
    assert len(here["units"]) == 12 and here["people"] == 300 and here["inferences"]
