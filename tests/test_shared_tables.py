"""On a cluster with a shared folder, the prepared tables travel as partitioned Parquet instead of
through the scheduler: the results are those of one process, the audit sent is small, a re-run
writes nothing again, and workers that cannot see the folder are named."""

import json
import pickle

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.running import shared_tables
from anonguard.engine.audit import Audit
from anonguard.engine.settings import AuditSettings
from anonguard.engine.running.shared_tables import StagedFrame, attached, check_readable, stage
from anonguard.engine.spec import ComponentChoice
from anonguard.errors import AuditError
from test_cluster import cluster, stock  # noqa: F401  (fixtures: a stock LocalCluster of two worker processes)
from test_in_memory import _results


@pytest.fixture(scope="module")
def frames():
    rng = np.random.default_rng(3)
    n = 5000
    original = pd.DataFrame({"age": rng.integers(18, 90, n), "region": rng.choice(["north", "south", "east"], n),
                             "income": rng.integers(0, 5, n), 7: rng.normal(size=n)})  # a column label no Parquet takes
    swapped = original.copy()
    swapped["income"] = rng.permutation(swapped["income"].to_numpy())
    return original, {"copy": original.copy(), "swapped": [swapped.iloc[:2500], swapped.iloc[2500:]]}


def _audit(frames, **execution):
    original, releases = frames
    settings = AuditSettings.from_dict({"seed": 4, "halting": {"max_attempts": 300}, "execution": execution})
    return Audit.of_frames(original, releases, ["income"], [["age", "region"]], settings=settings,
                           attacks=[ComponentChoice("best-row-match")]).prepare()


def test_staged_tables_come_back_as_they_were(frames, tmp_path, monkeypatch):
    monkeypatch.setattr(shared_tables, "PART_ROWS", 1000)  # several parts per table
    audit = _audit(frames)
    shipped = stage(audit, tmp_path)
    assert isinstance(shipped.data.original, StagedFrame) and audit.data.original is not shipped.data.original
    assert len(pickle.dumps(shipped)) < len(pickle.dumps(audit)) / 5
    [key] = [p for p in tmp_path.iterdir()]
    assert len(list((key / "original").glob("part-*.parquet"))) == 5
    back = attached(shipped)
    pd.testing.assert_frame_equal(back.data.original, audit.data.original)
    for label, tables in audit.data.releases.items():
        for mine, theirs in zip(tables, back.data.releases[label]):
            pd.testing.assert_frame_equal(theirs.data, mine.data)
    written = {p: p.stat().st_mtime_ns for p in key.rglob("*.parquet")}
    stage(_audit(frames), tmp_path)  # the same tables: nothing written again
    assert {p: p.stat().st_mtime_ns for p in key.rglob("*.parquet")} == written


def test_a_cluster_reading_the_shared_folder_gives_the_results_of_one_process(frames, cluster, tmp_path):  # noqa: F811
    here = _results(_audit(frames, workers=1))
    audit = _audit(frames, cluster=cluster, shared_folder=str(tmp_path))
    where = {event.where for event in audit.run() if type(event).__name__ == "ScenarioStarted"}
    there = [{k: v for k, v in r.to_dict().items() if k != "seconds"} for r in audit.results]
    assert json.dumps(here, default=str) == json.dumps(there, default=str)
    assert all(w.startswith("cluster worker") for w in where)  # each worker holds these many times over
    assert len(there) == 2 and all(r["status"] == "ok" for r in there)
    assert list(tmp_path.iterdir()) == []  # the encoded original is removed when the run ends


def test_workers_that_cannot_see_the_folder_are_named():
    check_readable({"tcp://a:1": True}, "/shared")
    with pytest.raises(AuditError) as error:
        check_readable({"tcp://a:1": True, "tcp://b:2": False}, "/shared")
    assert "worker(s) tcp://b:2 cannot read the shared folder /shared" in str(error.value)
    assert "tcp://a:1" not in str(error.value)


def test_an_incomplete_shared_table_is_a_clear_error(frames, tmp_path):
    shipped = stage(_audit(frames), tmp_path / "shared")
    for part in (tmp_path / "shared").rglob("release-0-0/part-*.parquet"):
        part.unlink()
    shared_tables._read_here.clear()
    with pytest.raises(AuditError, match="is incomplete .* run the audit again"):
        attached(shipped)


def test_a_release_split_over_the_workers_gives_the_results_of_one_process(frames, cluster, tmp_path,  # noqa: F811
                                                                            monkeypatch):
    monkeypatch.setattr(shared_tables, "PART_ROWS", 800)  # the copy: 7 parts, dealt over the two workers
    here = _results(_audit(frames, workers=1))
    audit = _audit(frames, cluster=cluster, shared_folder=str(tmp_path), split_rows=3000)
    where = {}
    for event in audit.run():
        if type(event).__name__ == "ScenarioStarted":
            where[audit.scenarios[event.index].release] = event.where
    there = [{k: v for k, v in r.to_dict().items() if k != "seconds"} for r in audit.results]
    assert json.dumps(here, default=str) == json.dumps(there, default=str)
    # 5,000 rows each, more than 3,000: split (the swapped release's two tables part by part)
    assert where == {"copy": "this machine, release split over 2 workers",
                     "swapped": "this machine, release split over 2 workers"}


def test_what_is_split_a_release_too_large_for_a_worker_with_an_attack_that_splits(frames):
    from anonguard.engine.running.split_release import scenarios_to_split

    audit = _audit(frames)  # copy, swapped: best-row-match on a categorical secret, 5,000 rows each
    assert scenarios_to_split(audit, [0, 0]) == []  # workers without a memory limit
    assert scenarios_to_split(audit, [2**30, 2**34]) == []  # 1 GB holds a few hundred kilobytes
    assert scenarios_to_split(audit, [2**30, 100_000]) == [0, 1]  # the smallest worker counts
    numeric = _audit(frames, split_rows=1000)
    assert scenarios_to_split(numeric, [0]) == [0, 1]  # more rows than asked: split whatever the memory
    original, releases = frames
    tolerance = Audit.of_frames(original, releases, [7], [["age", "region"]],
                                settings=AuditSettings.from_dict({"secret": {"continuous": "tolerance"},
                                                                  "execution": {"split_rows": 1000}}),
                                attacks=[ComponentChoice("best-row-match")]).prepare()
    assert scenarios_to_split(tolerance, [0]) == []  # a numeric secret judged by tolerance: not split
