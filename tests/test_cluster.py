"""Scenarios on a real Dask cluster (a LocalCluster of worker processes started here) give exactly the
results of one process; a worker lost mid-run is replaced and its scenarios run again; workers that
lack the audit's plugins, or cannot start the attacks' processes, stop it with a message saying why."""

import json
import os

import dask
import pytest
from distributed import LocalCluster

from anonguard.engine.audit import Audit
from anonguard.engine.cluster import check_workers
from anonguard.engine.demo import demo_spec
from anonguard.engine.settings import with_settings
from anonguard.errors import AuditError
from anonguard.plugins.manager import load_catalog
from test_executors import _killing_audit, _results, frames  # noqa: F401  (frames: a fixture)


def _cluster(daemon: bool = False, workers: int = 2) -> LocalCluster:
    with dask.config.set({"distributed.worker.daemon": daemon}):
        return LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0")


@pytest.fixture(scope="module")
def cluster():
    with _cluster() as started:
        yield started.scheduler_address


def test_a_worker_without_the_plugins_or_with_other_versions_is_named():
    needed = {"attack best-row-match": ("anonguard-best-row-match", "0.1.0"),
              "baseline-model knn": ("anonguard.plugins.defaults", "0.1.0")}
    good = dict(needed)
    check_workers({"tcp://a:1": good, "tcp://b:2": good}, needed)  # every worker has them: no error
    lacking = {"baseline-model knn": ("anonguard.plugins.defaults", "0.1.0")}
    older = {**good, "attack best-row-match": ("anonguard-best-row-match", "0.0.9")}
    with pytest.raises(AuditError) as error:
        check_workers({"tcp://a:1": lacking, "tcp://b:2": older, "tcp://c:3": good}, needed)
    said = str(error.value)
    assert "worker tcp://a:1 lacks attack best-row-match (plugin anonguard-best-row-match 0.1.0)" in said
    assert ("worker tcp://b:2 has attack best-row-match from anonguard-best-row-match 0.0.9, this machine from "
            "anonguard-best-row-match 0.1.0") in said
    assert "tcp://c:3" not in said
    with pytest.raises(AuditError, match="has no workers"):
        check_workers({}, needed)


def test_the_demo_gives_the_same_results_on_a_cluster_as_in_one_process(cluster):
    catalog = load_catalog()
    spec, _ = demo_spec(catalog)
    spec.settings = with_settings(spec.settings, [("halting.max_attempts", 200)])
    here = _results(Audit(spec, catalog).prepare())
    spec.settings = with_settings(spec.settings, [("execution.cluster", cluster)])
    there = _results(Audit(spec, catalog).prepare())
    assert json.dumps(here, default=str) == json.dumps(there, default=str)
    assert len(there) == 28 and all(r["status"] == "ok" for r in there)  # identity results too


def test_an_attack_the_workers_lack_stops_the_audit_naming_it(frames, cluster):  # noqa: F811
    audit = _killing_audit(frames, ["majority"])  # a plugin only this process registered
    audit.settings = with_settings(audit.settings, [("execution.cluster", cluster)])
    with pytest.raises(AuditError, match=r"worker tcp://\S+ lacks attack majority \(plugin killers"):
        _results(audit)


@pytest.mark.parametrize("workers", [2, 1])  # with one, the audit sent to it dies with it and is sent again
def test_a_worker_killed_mid_run_is_replaced_and_its_scenarios_run_again(frames, tmp_path, monkeypatch,  # noqa: F811
                                                                       workers):
    monkeypatch.setenv("KILL_ONCE", str(tmp_path / "killed"))  # before the workers start: they inherit it
    # this test's attacks are importable by the workers (they share its sys.path) but registered by no plugin
    # there, which the plugin check would rightly refuse (tested above)
    monkeypatch.setattr("anonguard.engine.cluster.check_workers", lambda found, needed: None)
    with _cluster(workers=workers) as started:
        audit = _killing_audit(frames, ["majority", "kills-its-worker"])
        audit.settings = with_settings(audit.settings, [("execution.cluster", started.scheduler_address)])
        got = _results(audit)
    assert (tmp_path / "killed").exists()
    assert [(r["secret"], r["attack_id"], r["status"]) for r in got] == [
        ("s", "majority", "ok"), ("s", "kills-its-worker", "ok"), ("t", "majority", "ok"), ("t", "kills-its-worker", "ok")]


def test_daemonic_workers_that_cannot_start_the_attacks_processes_say_what_to_set(frames):  # noqa: F811
    with _cluster(daemon=True) as started:
        catalog = load_catalog()
        spec, _ = demo_spec(catalog)
        spec.settings = with_settings(spec.settings, [("execution.cluster", started.scheduler_address),
                                                      ("halting.max_attempts", 50)])
        got = _results(Audit(spec, catalog).prepare())
    assert all(r["status"] == "failed" and "DASK_DISTRIBUTED__WORKER__DAEMON=False" in r["error"] for r in got)
    assert os.environ.get("DASK_DISTRIBUTED__WORKER__DAEMON") is None
