"""The reconstruction as a kind of audit: a folder of published tables given as a release on the command line is
reconstructed and measured, written to audit.json, read back, and shown in the report; a microdata release of the
same audit is attacked as before."""

import json

import pytest

from anonguard.cli.main import main
from anonguard.engine.reconstruction.population import CENSUS_TABLES, publish, synthetic_population, write_folder
from anonguard.engine.reconstruction.result import ReconstructionResult
from anonguard.report.model import Report, load_audit_result


@pytest.fixture(scope="module")
def audited(tmp_path_factory):
    folder = tmp_path_factory.mktemp("reconstruction")
    people = synthetic_population(200, 8, seed=2)
    people.to_csv(folder / "people.csv", index=False)
    write_folder(publish(people, "block", CENSUS_TABLES), folder / "tables")
    people.sample(frac=0.5, random_state=0).to_csv(folder / "sample.csv", index=False)
    code = main(["audit", "--original", str(folder / "people.csv"), "--release", f"census={folder / 'tables'}",
                 "--release", f"sample={folder / 'sample.csv'}", "--secret", "race", "--known", "block,sex,age",
                 "--attack", "best-row-match", "--set", "halting.max_attempts=100", "--out", str(folder / "out"),
                 "--quiet"])
    return folder, code, load_audit_result(folder / "out" / "audit.json")


def test_the_folder_is_reconstructed_and_measured(audited):
    _, code, audit = audited
    assert code in (0, 1, 2, 3)
    found = ReconstructionResult.from_dict(audit["reconstruction"]).releases
    assert [r.release for r in found] == ["census"]
    census = found[0]
    assert census.people == census.original_people == 200 and len(census.units) == 8
    assert 0 < census.exact <= census.within_one <= 1 and census.ordered == "age"
    assert [i.sensitive for i in census.inferences] == ["race"] and census.inferences[0].keys == ["sex", "age"]
    assert census.inferences[0].row("everyone", "reconstruction")["people"] == 200
    assert ReconstructionResult.from_dict(json.loads(json.dumps(audit["reconstruction"]))).to_dict() \
        == audit["reconstruction"]
    assert any(f["role"] == "release" and f["release"] == "census" for f in audit["inputs"])


def test_the_microdata_release_is_attacked_as_before(audited):
    _, _, audit = audited
    attacked = {r["release"] for r in audit["results"]}
    assert "sample" in attacked


def test_the_report_has_the_section_with_the_map_and_the_reading(audited):
    _, _, audit = audited
    report = Report.from_audit(audit)
    section = next(s for s in report.sections() if s.title.endswith("Reconstruction of 'census'"))
    assert "determine the people of" in section.summary and section.plots
    assert any(t.title.startswith("Guessing race from sex, age") for t in section.tables)
    assert section.plots[0].make() is not None
