"""Scenarios on a real Dask cluster (a LocalCluster of worker processes started here, with Dask's defaults:
daemon workers, which run the attacks inside themselves) give exactly the results of one process; a
worker lost mid-run is replaced and its scenarios run again; workers that lack the audit's plugins stop
it with a line naming them; an address where no scheduler answers is said at once, in one line."""

import json
import socket

import dask
import pytest
from distributed import LocalCluster

from anonguard.engine.audit import Audit
from anonguard.engine.running.cluster import IN_WORKER, check_workers, reach
from anonguard.engine.settings import with_settings
from anonguard.engine.spec import AuditSpec
from anonguard.errors import AuditError
from anonguard.plugins.manager import load_catalog
from test_executors import _killing_audit, _results, frames  # noqa: F401  (frames: a fixture)


def _cluster(workers: int) -> LocalCluster:
    """Workers that may start processes: each attack runs in a process of its own there, as on this machine."""
    with dask.config.set({"distributed.worker.daemon": False}):
        return LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0")


@pytest.fixture(scope="module")
def stock():
    """A cluster as Dask starts it by default: worker processes that are daemons (dashboard off: a shared port)."""
    with LocalCluster(n_workers=2, dashboard_address=None) as started:
        yield started


@pytest.fixture(scope="module")
def cluster(stock):
    return stock.scheduler_address


def test_a_worker_without_the_plugins_or_with_other_versions_is_named():
    needed = {"attack best-row-match": ("best_row_match", "0.1.0"),
              "baseline-model knn": ("anonguard.plugins.defaults", "0.1.0")}
    good = dict(needed)
    check_workers({"tcp://a:1": good, "tcp://b:2": good}, needed)  # every worker has them: no error
    lacking = {"baseline-model knn": ("anonguard.plugins.defaults", "0.1.0")}
    older = {**good, "attack best-row-match": ("best_row_match", "0.0.9")}
    with pytest.raises(AuditError) as error:
        check_workers({"tcp://a:1": lacking, "tcp://b:2": older, "tcp://c:3": good, "tcp://d:4": lacking}, needed)
    said = str(error.value)
    assert "\n" not in said
    assert "anonguard-best-row-match==0.1.0 (attack best-row-match) on tcp://a:1, tcp://d:4" in said  # the distribution
    assert "anonguard-best-row-match==0.1.0 (attack best-row-match; they have 0.0.9) on tcp://b:2" in said
    assert "tcp://c:3" not in said
    with pytest.raises(AuditError, match="has no workers"):
        check_workers({}, needed)


def test_the_demo_gives_the_same_results_on_a_stock_cluster_as_in_one_process(stock, cluster,
                                                                              demo_results_in_one_process, small_demo):
    assert all(worker.process.process.daemon for worker in stock.workers.values())  # (through the nanny)
    catalog = load_catalog()
    spec = AuditSpec.load(small_demo)  # the demo on its first 2,000 people
    spec.settings = with_settings(spec.settings, [("halting.max_attempts", 400), ("execution.cluster", cluster)])
    there = Audit(spec, catalog).prepare()
    results = _results(there)
    assert json.dumps(results, default=str) == demo_results_in_one_process  # one process's, run once for the session
    assert len(results) == 28 and all(r["status"] == "ok" for r in results)  # identity results too
    assert IN_WORKER in there.warnings


def test_an_attack_the_workers_lack_stops_the_audit_naming_it(frames, cluster):  # noqa: F811
    audit = _killing_audit(frames, ["majority"])  # a plugin only this process registered
    audit.settings = with_settings(audit.settings, [("execution.cluster", cluster)])
    with pytest.raises(AuditError, match=r"lack the plugins this audit runs: killers==\S+ \(attack majority\) on tcp://"):
        _results(audit)


@pytest.mark.parametrize("workers", [2, 1])  # with one, the audit sent to it dies with it and is sent again
def test_a_worker_killed_mid_run_is_replaced_and_its_scenarios_run_again(frames, tmp_path, monkeypatch,  # noqa: F811
                                                                       workers):
    monkeypatch.setenv("KILL_ONCE", str(tmp_path / "killed"))  # before the workers start: they inherit it
    # this test's attacks are importable by the workers (they share its sys.path) but registered by no plugin
    # there, which the plugin check would rightly refuse (tested above)
    monkeypatch.setattr("anonguard.engine.running.cluster.check_workers", lambda found, needed: None)
    with _cluster(workers=workers) as started:
        audit = _killing_audit(frames, ["majority", "kills-its-worker"])
        audit.settings = with_settings(audit.settings, [("execution.cluster", started.scheduler_address)])
        got = _results(audit)
    assert (tmp_path / "killed").exists()
    assert [(r["secret"], r["attack_id"], r["status"]) for r in got] == [
        ("s", "majority", "ok"), ("s", "kills-its-worker", "ok"), ("t", "majority", "ok"), ("t", "kills-its-worker", "ok")]


@pytest.mark.parametrize("address, said", [
    ("garbage!!", "is not a Dask scheduler address this machine can use (missing port number"),
    ("http://example", "unknown address scheme 'http'"),
    ("ucx://127.0.0.1:1", "UCX needs the 'distributed-ucxx' package"),
    ("tls://127.0.0.1:1", "needs TLS certificates, and Dask's configuration names none"),
])
def test_an_address_no_scheduler_can_have_is_said_in_one_line(address, said):
    with pytest.raises(AuditError, match=r"[^\n]*" + said.replace("(", r"\(")) as error:
        reach(address)
    assert "\n" not in str(error.value)


def test_a_closed_port_a_silent_listener_and_a_worker_are_not_a_scheduler(stock, monkeypatch):
    monkeypatch.setattr("anonguard.engine.running.cluster.REACH_SECONDS", 0.5)  # how long a silent one is given
    with socket.socket() as closed, socket.socket() as silent:
        closed.bind(("127.0.0.1", 0))  # bound, not listening: refused
        silent.bind(("127.0.0.1", 0))
        silent.listen()  # the system accepts connections that nobody reads or answers
        with pytest.raises(AuditError, match="nothing listens there"):
            reach(f"tcp://127.0.0.1:{closed.getsockname()[1]}")
        with pytest.raises(AuditError, match="nothing answered within 0.5 s"):
            reach(f"tcp://127.0.0.1:{silent.getsockname()[1]}")
    worker = next(iter(stock.scheduler_info["workers"]))
    with pytest.raises(AuditError, match="it is a Dask worker, not the scheduler"):
        reach(worker)
    reach(stock.scheduler_address)  # the scheduler: no error
