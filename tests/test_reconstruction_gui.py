"""Published tables in the window: a folder of them (or its manifest) is added as a release beside the record
tables, its tables listed and previewed; a run reconstructs it, and the Reconstruction page shows the reading in
plain words, what each figure means, the per-unit uniqueness chart, the guesses split by determined units and modal
people beside the baselines', and the units the tables do not determine; the audit file keeps the folder."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from anonguard.engine.reconstruction.population import CENSUS_TABLES, publish, synthetic_population, write_folder  # noqa: E402
from anonguard.gui import reconstruction_view as view  # noqa: E402
from anonguard.gui.draft import AuditDraft, PublishedFolder  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402

from test_gui import isolated  # noqa: E402,F401 - the fixture keeps settings and dialogs out of the way


@pytest.fixture
def folder(tmp_path):
    people = synthetic_population(60, 5, seed=3)  # a few units: the run takes a second
    people.to_csv(tmp_path / "people.csv", index=False)
    people.sample(frac=0.5, random_state=0).to_csv(tmp_path / "sample.csv", index=False)
    write_folder(publish(people, "block", CENSUS_TABLES), tmp_path / "census")
    return tmp_path


def test_a_folder_or_its_manifest_is_a_release_of_published_tables(folder):
    draft = AuditDraft()
    draft.load_original(folder / "people.csv")
    added = draft.add_release(folder / "census" / "tables.json")  # the manifest names its folder
    assert isinstance(added, PublishedFolder) and added.path == folder / "census" and added.release == "census"
    assert added.frame.iloc[:, 0].tolist() == list(CENSUS_TABLES) and added.name == "census/"
    assert draft.release_kinds() == set() and draft.tables_read()[0].path.endswith("people.csv")
    assert len(draft.tables_read()) == 1  # the audit reads the folder itself
    assert all(step.done for step in draft.checklist())  # nothing to mark: every variable is guessed in turn
    draft.add_release(folder / "sample.csv")
    assert not draft.warnings()  # no record-table checks of the folder
    spec = draft.to_spec()
    assert [r.label for r in spec.releases] == ["census", "sample"]
    draft.save(folder / "audit.json")
    again = AuditDraft.from_spec(spec)
    assert isinstance(again.releases[0], PublishedFolder) and again.releases[0].sha256 == added.sha256


def test_a_run_fills_the_reconstruction_page(qtbot, folder):
    window = MainWindow()
    qtbot.addWidget(window)
    window.headless = True
    assert window.load_original(folder / "people.csv")
    assert window.load_release(folder / "census")
    assert window.data_page.release_list.item(0).text() == "census: census/ (4 published tables, 5 units)"
    window.data_page.preview_choice.setCurrentIndex(1)
    assert window.data_page.preview_model.rowCount() == 4  # one row per published table
    window.draft.set_role("race", "secret")
    window.draft.set_role("hispanic", "ignore")
    window.refresh()
    page = window.reconstruction_page
    window.tabs.setCurrentWidget(page)
    assert page.summary.text().startswith("Nothing reconstructed yet")
    with qtbot.waitSignal(window.run_finished, timeout=120_000):
        assert window.run()
    found = view.releases(window.session.measured)
    assert [r.release for r in found] == ["census"]
    census = found[0]
    window.tabs.setCurrentWidget(page)
    summary = page.summary.text()
    assert summary.startswith(f"The 4 published tables of 'census' determine the people of {census.unique_units} "
                              "of 5 units")
    assert "Guessing race from sex, age, the reconstruction is right for" in summary
    facts = view.facts(census)
    assert [name for name, _, _ in facts][:5] == ["Published tables", "Person types", "Units determined",
                                                 "People in them", "Matched exactly"]
    assert facts[2][1] == f"{census.unique_units} of 5" and facts[2][2].startswith("Proven")
    assert "<b>Units determined</b>" in page.facts.text() and "Proven: no other set of people" in page.facts.text()
    guesses = page.guesses._frame
    assert guesses.iloc[:, 0].tolist() == ["everyone", "non-modal people in determined units",
                                           "people in determined units", "people in other units", "modal people",
                                           "non-modal people"]
    assert guesses.iloc[0, 1] == "60" and page.guesses_box.title() == "Guessing race from sex, age"
    assert page.alc.text().startswith("ALC against the non-member baseline: ")
    undetermined = [u for u in census.units if not u["unique"]]
    assert page.undetermined.rowCount() == len(undetermined)
    assert page.undetermined_box.title() == f"Units the tables do not determine ({len(undetermined)})"
    assert len(page.chart.axes.collections) == 2  # determined units and the others
    assert not page.release.isVisible()  # one release of published tables: no choice to make
