"""The in-memory core: an audit of frames a caller already holds gives exactly the results of the same
audit of files, names its tables `memory:...` in the report's provenance, and the spec handed to an
audit is never changed by it."""

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.audit import Audit
from anonguard.engine.settings import AuditSettings
from anonguard.engine.sources import frame_sha256
from anonguard.engine.spec import AuditSpec, ComponentChoice, ReleaseSpec, TableRef
from anonguard.errors import DataError

SETTINGS = {"halting": {"max_attempts": 400}, "baseline": {"models": ["majority", "random-forest"]}}


@pytest.fixture(scope="module")
def frames():
    rng = np.random.default_rng(7)
    n = 1500
    original = pd.DataFrame({"age": rng.integers(18, 90, n), "region": rng.choice(["north", "south", "east"], n),
                             "sex": rng.choice(["f", "m"], n), "income": rng.choice(["low", "mid", "high"], n)})
    swapped = original.copy()
    moved = rng.random(n) < 0.3
    swapped.loc[moved, "income"] = rng.permutation(swapped.loc[moved, "income"].to_numpy())
    return original, {"copy": original.copy(), "swap": swapped}


def _results(audit: Audit) -> list[dict]:
    for _ in audit.run():
        pass
    return [{k: v for k, v in r.to_dict().items() if k != "seconds"} for r in audit.results]


def test_frames_give_the_results_files_give(frames, tmp_path):
    original, releases = frames
    original.to_csv(tmp_path / "original.csv", index=False)
    for label, frame in releases.items():
        frame.to_csv(tmp_path / f"{label}.csv", index=False)
    attacks = [ComponentChoice("best-row-match")]
    on_files = Audit(AuditSpec(TableRef("original.csv"), [ReleaseSpec(label, [TableRef(f"{label}.csv")])
                                                           for label in releases], ["income"],
                               [["age", "region", "sex"]], attacks=attacks,
                               settings=AuditSettings.from_dict(SETTINGS), base_dir=tmp_path)).prepare()
    # what a CSV round trip gives, so that both audits see the same values
    read_back = pd.read_csv(tmp_path / "original.csv")
    in_memory = Audit.of_frames(read_back, {label: pd.read_csv(tmp_path / f"{label}.csv") for label in releases},
                                ["income"], [["age", "region", "sex"]], attacks=attacks,
                                settings=AuditSettings.from_dict(SETTINGS)).prepare()
    got = _results(in_memory)
    assert got == _results(on_files)
    assert [(r["release"], r["status"]) for r in got] == [("copy", "ok"), ("swap", "ok")]
    assert got[0]["alc"] > 0.5 > got[1]["alc"]  # the copy discloses more than the swapped release
    assert [(i.role, i.path) for i in in_memory.inputs] == [
        ("original", "memory:original"), ("release", "memory:copy"), ("release", "memory:swap")]
    assert in_memory.inputs[0].sha256 == frame_sha256(read_back) and in_memory.inputs[0].rows == 1500


def test_a_release_of_several_tables_and_the_digest_follow_the_values(frames):
    original, releases = frames
    audit = Audit.of_frames(original, {"split": [releases["copy"].iloc[:700], releases["copy"].iloc[700:]]},
                            ["income"], [["age", "sex"]], attacks=[ComponentChoice("best-row-match")],
                            settings=AuditSettings.from_dict(SETTINGS)).prepare()
    assert [i.path for i in audit.inputs] == ["memory:original", "memory:split", "memory:split#2"]
    changed = original.copy()
    changed.loc[0, "age"] += 1
    assert frame_sha256(changed) != frame_sha256(original) == frame_sha256(original.copy())


def test_the_spec_given_is_left_as_it_was(frames, tmp_path):
    original, releases = frames
    original.to_csv(tmp_path / "original.csv", index=False)
    releases["copy"].to_csv(tmp_path / "copy.csv", index=False)
    spec = AuditSpec(TableRef("original.csv"), [ReleaseSpec("copy", [TableRef("copy.csv")])], ["income", "income"],
                     [["age", "sex", "age"]], attacks=[ComponentChoice("best-row-match")],
                     settings=AuditSettings.from_dict(SETTINGS), base_dir=tmp_path)
    before = spec.to_dict()
    audit = Audit(spec).prepare()
    assert spec.to_dict() == before and spec.original.sha256 is None
    assert audit.spec.secrets == ["income"] and audit.spec.known_sets == [["age", "sex"]]
    assert audit.spec.original.sha256 == audit.inputs[0].sha256  # what an audit file written after the run holds


def test_a_missing_column_names_the_frame_and_lists_its_columns(frames):
    original, releases = frames
    with pytest.raises(DataError, match=r"memory:original: no column 'salary' \(named as secret\); columns are: "
                                        r"age, region, sex, income"):
        Audit.of_frames(original, {"copy": releases["copy"]}, ["salary"], [["age"]]).prepare()


def test_tables_the_window_read_are_not_read_again(frames, tmp_path):
    from anonguard.data.readers import file_sha256
    from anonguard.engine.sources import FileSource, ReadTable
    from anonguard.plugins.tables import read_table

    original, releases = frames
    original.to_csv(tmp_path / "original.csv", index=False)
    releases["swap"].to_csv(tmp_path / "swap.csv", index=False)
    read = [ReadTable(str(tmp_path / name), None, file_sha256(tmp_path / name), read_table(tmp_path / name))
            for name in ("original.csv", "swap.csv")]
    for name in ("original.csv", "swap.csv"):
        (tmp_path / name).unlink()  # the audit can only use what was handed over
    spec = AuditSpec(TableRef("original.csv"), [ReleaseSpec("swap", [TableRef("swap.csv")])], ["income"],
                     [["age", "region"]], attacks=[ComponentChoice("best-row-match")],
                     settings=AuditSettings.from_dict(SETTINGS), base_dir=tmp_path)
    audit = Audit(spec, source=FileSource(spec, read)).prepare()
    assert [(i.path, i.sha256, i.columns) for i in audit.inputs] == [
        (str(tmp_path / "original.csv"), read[0].sha256, ["age", "region", "income"]),  # only what it uses
        (str(tmp_path / "swap.csv"), read[1].sha256, ["age", "region", "sex", "income"])]
    assert [r["status"] for r in _results(audit)] == ["ok"]


def test_a_membership_audit_of_frames_gives_the_results_of_files(frames, tmp_path):
    from anonguard.engine.spec import MembershipSpec

    original, releases = frames
    members, non_members = original.iloc[:1000].reset_index(drop=True), original.iloc[1000:].reset_index(drop=True)
    release = members.copy()  # a copy: members lie at distance 0, most non-members (other combinations) do not
    for name, frame in (("members", members), ("non", non_members), ("release", release)):
        frame.to_csv(tmp_path / f"{name}.csv", index=False)
    attacks = [ComponentChoice("closest-distance")]
    settings = AuditSettings.from_dict({"membership": {"targets": "random", "count": 200}})
    on_files = Audit(AuditSpec(TableRef("members.csv"), [ReleaseSpec("copy", [TableRef("release.csv")])], [],
                               membership=MembershipSpec(TableRef("non.csv"), attacks=attacks), settings=settings,
                               base_dir=tmp_path)).prepare()
    in_memory = Audit.of_frames(pd.read_csv(tmp_path / "members.csv"), {"copy": pd.read_csv(tmp_path / "release.csv")},
                                [], non_members=pd.read_csv(tmp_path / "non.csv"),
                                membership=MembershipSpec(attacks=attacks), settings=settings).prepare()
    got = _results(in_memory)
    assert got == _results(on_files) and got[0]["status"] == "ok" and got[0]["auc"] > 0.6
    assert ("non-members", "memory:non-members") in [(i.role, i.path) for i in in_memory.inputs]
    with pytest.raises(Exception, match="non_members needs a membership spec"):
        Audit.of_frames(members, {"copy": release}, [], non_members=non_members)
