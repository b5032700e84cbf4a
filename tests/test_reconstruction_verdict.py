"""The reconstruction weighs in the verdict: a folder of published tables that determines its people is read from the
inference through the reconstruction against the non-member baseline (its ALC interval, banded as every attack is),
in plain words; one whose cells are all suppressed, so that nothing is rebuilt or guessed, cannot be judged, never
safe. The report's model, the command line's verdict and the audit's exit status say the same."""

import json
import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from anonguard.data.published import CellRules
from anonguard.engine.claims.decision import CANNOT_JUDGE, SERIOUS
from anonguard.engine.claims.measures import RiskBands
from anonguard.engine.reconstruction.population import publish, synthetic_population, write_folder
from anonguard.report.model import Report, load_audit_result
from anonguard.report.verdict import judged
from conftest import run_here

TABLE = {"sex by age by race": ("sex", "age", "race")}  # every person type's count per unit: the people determined


@pytest.fixture(scope="module")
def audits(tmp_path_factory):
    folder = tmp_path_factory.mktemp("reconstruction-verdict")
    people = synthetic_population(600, 60, seed=2)  # small units: the tables give much away
    people.to_csv(folder / "people.csv", index=False)
    write_folder(publish(people, "block", TABLE), folder / "determined")
    write_folder(publish(people, "block", TABLE, CellRules(suppressed_below=10**6)), folder / "suppressed")
    done = {}
    for name in ("determined", "suppressed"):
        run = run_here("audit", "--original", folder / "people.csv", "--release", f"census={folder / name}",
                       "--secret", "race", "--known", "block,sex,age", "--out", folder / f"out-{name}")
        done[name] = run, load_audit_result(folder / f"out-{name}" / "audit.json")
    return done


def test_tables_that_determine_the_people_read_serious_in_plain_words(audits):
    run, audit = audits["determined"]
    report = Report.from_audit(audit)
    release = next(r for r in report.verdict.releases if r.release == "census")
    assert report.verdict.band == release.band == SERIOUS
    assert release.worst is not None and release.worst.alc_ci[0] >= 0.7
    assert release.worst.sentence.startswith("published tables 'census': the people rebuilt from the tables give "
                                              "away race with ALC ")
    assert release.worst.sentence.endswith("beyond what the non-member baseline guesses: serious risk")
    assert any(line.startswith("Reconstruction: published tables 'census'") for line in report.verdict.drivers)
    assert "Verdict: serious risk." in run.stdout
    assert "census: serious risk, driven by the people rebuilt from the published tables, giving away race" \
        in run.stdout
    assert json.loads(json.dumps(report.verdict.to_dict()))["releases"][0]["band"] == SERIOUS
    assert run.returncode == 0


def test_tables_whose_cells_are_suppressed_cannot_be_judged(audits):
    run, audit = audits["suppressed"]
    report = Report.from_audit(audit)
    assert report.verdict.band == CANNOT_JUDGE
    release = next(r for r in report.verdict.releases if r.release == "census")
    assert release.band == CANNOT_JUDGE and release.worst is None
    assert any("made no guess of race" in reason for reason in release.reasons)
    assert "Verdict: cannot be judged." in run.stdout and "census: cannot be judged; not measured:" in run.stdout
    assert run.returncode == 1  # the exit status agrees with the verdict: a release could not be judged


def test_a_tables_only_audit_has_a_verdict_from_the_whole_audit_measures_alone(audits):
    _, audit = audits["determined"]
    report = Report.from_audit(audit)
    assert report.results == [] or all(r.release != "census" for r in report.results)
    assert judged([], RiskBands(), None, report.measured).band == SERIOUS  # what the window's Verdict page shows
    assert judged([], RiskBands(), None, {}) is None


def test_the_windows_verdict_page_reads_a_tables_only_audit(qtbot, audits):
    from anonguard.gui.verdict_page import VerdictPage

    page = VerdictPage()
    qtbot.addWidget(page)
    for name, words in (("determined", "serious"), ("suppressed", "cannot be judged")):
        report = Report.from_audit(audits[name][1])
        page.show_verdict([], RiskBands(), measured=report.measured)
        assert "No verdict yet" not in page.band.text() and words in page.band.text()
        assert page.table.rowCount() == 1 and page.table.item(0, 0).text() == "census"
    assert "cannot be judged on what could not be measured: the reconstruction made no guess of race" \
        in page.drivers.text()
    page.show_verdict([], RiskBands(), measured=Report.from_audit(audits["determined"][1]).measured)
    assert page.table.item(0, 3).text().startswith("the people rebuilt from the published tables, giving away race")
    assert "Published tables 'census': the people rebuilt from the tables give away race" in page.drivers.text()
