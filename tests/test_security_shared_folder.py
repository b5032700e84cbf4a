"""A shared folder keeps the encoded original readable by its owner alone (files 0600, folders 0700)
and no longer than the run: after an audit on a cluster it holds nothing of it."""

import os
import stat

from anonguard.engine.running.shared_tables import stage, unstage

from test_cluster import cluster, stock  # noqa: F401  (fixtures: a LocalCluster of two worker processes)
from test_shared_tables import _audit, frames  # noqa: F401  (a fixture: an original and two releases)


def test_staged_tables_are_owner_only_and_removed_by_unstage(frames, tmp_path):  # noqa: F811
    umask = os.umask(0o022)  # a usual umask: ordinary files would be world-readable
    try:
        shipped = stage(_audit(frames), tmp_path)
    finally:
        os.umask(umask)
    found = list(tmp_path.rglob("*"))
    assert any(path.suffix == ".parquet" for path in found)
    for path in found:
        assert stat.S_IMODE(path.stat().st_mode) == (0o700 if path.is_dir() else 0o600), path
    unstage(shipped)
    assert list(tmp_path.iterdir()) == []


def test_an_audit_on_a_cluster_leaves_nothing_in_the_shared_folder(frames, cluster, tmp_path):  # noqa: F811
    audit = _audit(frames, cluster=cluster, shared_folder=str(tmp_path))
    for _ in audit.run():
        pass
    assert len(audit.results) == 2 and all(r.status == "ok" for r in audit.results)
    assert list(tmp_path.iterdir()) == []
