"""The re-identification measures in the window: roles on the Data page, the box on the Scenario page,
a run that fills the Re-identification page and the verdict, the register filtered, sorted, exported."""

import os

import pandas as pd
import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402

from anonguard.engine.spec import ReidentificationSpec  # noqa: E402
from anonguard.gui.draft import AuditDraft  # noqa: E402
from anonguard.gui.reidentification_page import register_rows  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402

from test_gui import isolated  # noqa: E402,F401 - the fixture keeps settings and dialogs out of the way
from test_reidentification import COARSE, ORIGINAL_TABLE, measured  # noqa: E402


@pytest.fixture
def files(tmp_path):
    ORIGINAL_TABLE.to_csv(tmp_path / "original.csv", index=False)
    COARSE.to_csv(tmp_path / "coarse.csv", index=False)
    return tmp_path


def test_roles_make_the_section_and_a_search_takes_the_key_variables(files):
    draft = AuditDraft()
    draft.load_original(files / "original.csv")
    draft.add_release(files / "coarse.csv", "coarse")
    draft.set_role("w", "weight")
    draft.set_role("hh", "household")
    draft.set_role("job", "secret")
    draft.attacks = {"best-row-match": {}}
    spec = draft.to_spec()
    assert spec.reidentification is None and {"w", "hh"} <= set(spec.ignore)  # not asked for: no attack reads them
    draft.reidentification = ReidentificationSpec()
    spec = draft.to_spec()
    section = spec.reidentification
    assert (section.weight, section.household, section.key_sets) == ("w", "hh", [["age", "sex"]])
    assert "w" not in spec.ignore and "hh" not in spec.ignore  # the engine sets them apart itself
    draft.search_keys = True  # the search adds to the key sets, which are measured all the same
    section = draft.to_spec().reidentification
    assert section.key_sets == [["age", "sex"]] and section.candidates == ["age", "sex"]
    again = AuditDraft.from_spec(draft.to_spec())
    assert again.column("w").role == "weight" and again.column("hh").role == "household" and again.search_keys
    draft.set_role("age", "weight")  # one survey weight: the old one is left out
    assert draft.column("w").role == "ignore" and draft.column("age").role == "weight"


def test_the_register_is_filtered_and_sorted_riskiest_first():
    audit, _ = measured(weight="w")
    result = audit.reidentification
    every = register_rows(result, "copy", "all")
    assert every["row"].tolist()[0] == 6 and len(every) == 6  # the 50-year-old, risk 0.40, first
    assert register_rows(result, "copy", "uniques")["row"].tolist() == [6]
    assert register_rows(result, "copy", "above")["row"].tolist() == [6]
    assert register_rows(result, "coarse", "uniques").empty


def test_a_run_fills_the_page_and_the_verdict_and_the_register_is_written_only_when_asked(qtbot, files):
    window = MainWindow()
    qtbot.addWidget(window)
    window.headless = True
    assert window.load_original(files / "original.csv") and window.load_release(files / "coarse.csv")
    columns = window.data_page.columns_model
    names = [c.name for c in window.draft.columns]
    for name, role in (("w", "weight"), ("hh", "household"), ("job", "ignore")):
        assert columns.setData(columns.index(names.index(name), 2), role)
    assert columns.data(columns.index(names.index("w"), 2)) == "survey weight"
    window.scenario_page.refresh()
    box = window.scenario_page.reidentification
    box.setChecked(True)
    # the release types: a public-use file by default; the scientific-use file sets the scenario and its threshold
    assert box.preset.currentData() == "public-use file" and box.scenario.currentData() == "membership-known"
    assert "Intruder model: none" in box.model.text() and box.bins.placeholderText() == ""
    box.preset.setCurrentIndex(box.preset.findData("scientific-use file"))
    box.preset.activated.emit(box.preset.currentIndex())
    assert box.scenario.currentData() == "membership-unknown" and box.threshold.value() == pytest.approx(0.05)
    box.k.setValue(4)  # a threshold set by hand: own thresholds
    box.scenario.setCurrentIndex(box.scenario.findData("membership-known"))
    assert box.preset.currentData() == "own"
    box.threshold.setValue(0.3)
    box.bins.setText("age=two")
    window.scenario_page.commit()
    assert box.bins_problem.text().startswith("Intruder model not changed: 'two'")
    assert window.draft.reidentification.bins == {}
    box.bins.setText("age=0;35;60")  # the same classes as the ages themselves: 30 | 40, 50
    window.scenario_page.commit()
    assert window.draft.reidentification.bins == {"age": [0.0, 35.0, 60.0]} and box.bins_problem.text() == ""
    assert window.draft.settings["reidentification"]["threshold"] == pytest.approx(0.3)
    assert (window.draft.settings["reidentification"]["k"], window.draft.settings["reidentification"]["scenario"]) == (
        4, "membership-known")
    assert "never instead of it" in box.model.text() and "age=0;35;60" in box.model.text()
    window.draft.settings["limits"]["isolate"] = False  # the measures in the audit's process: no fork server to start
    with qtbot.waitSignal(window.run_finished, timeout=300_000):
        assert window.run()
    page = window.reidentification_page
    qtbot.waitUntil(lambda: page.result is not None, timeout=60_000)
    assert [page.key_set.itemText(i) for i in range(page.key_set.count())] == ["age, sex"]
    assert page.result.bins == {"age": "2 bins at the edges set: [0, 35), [35, 60]"}
    # the measure, then each file as published and beside it under the intruder model
    assert [page.measures.headerData(i, Qt.Orientation.Horizontal) for i in range(page.measures.columnCount())] == [
        "Measure", "original", "original (intruder knows age in 2 bins)", "coarse",
        "coarse (intruder knows age in 2 bins)"]
    assert "coarse, if the intruder knows age in 2 bins" in page.summary.text()
    assert page.register.rowCount() == 6 and page.count.text() == "6 of 6 records"
    page.which.setCurrentIndex(page.which.findData("above"))
    assert page.register.rowCount() == 1  # only the 50-year-old of the original: 0.40 > 0.3
    page.sorted.sort(page.register._frame.columns.get_loc("individual risk"), Qt.SortOrder.AscendingOrder)
    verdict = window.verdict_page
    window.tabs.setCurrentWidget(verdict)
    assert verdict.verdict is not None and verdict.verdict.keys
    assert "Re-identification by key variables" in verdict.headline.text()
    assert verdict.table.item(0, 3).text() == "re-identification by age, sex"
    assert verdict.table.horizontalHeaderItem(6).text() == "Re-identification"
    assert verdict.table.item(0, 6).text() == verdict.table.item(0, 1).text()  # the only reading drives the verdict
    assert not list(files.glob("risk_register*.csv"))  # nothing written by the run
    page.file.setCurrentIndex(page.file.findData("coarse"))
    page.export_register(str(files / "risk_register.csv"))
    written = pd.read_csv(files / "risk_register.csv")
    assert len(written) == 6 and written["class size"].tolist() == [3] * 6
    report = window.outcome.audit(include_attempts=False)
    assert [(s["file"], s["model"]) for s in report["reidentification"]["sets"]] == [
        ("original", None), ("original", "intruder knows age in 2 bins"), ("coarse", None),
        ("coarse", "intruder knows age in 2 bins")]


def test_a_saved_audit_keeps_its_measures_and_its_key_sets_follow_the_roles(qtbot, files):
    window = MainWindow()
    qtbot.addWidget(window)
    window.headless = True
    assert window.load_original(files / "original.csv") and window.load_release(files / "coarse.csv")
    for name, role in (("w", "weight"), ("hh", "household"), ("job", "ignore")):
        window.draft.set_role(name, role)
    window.draft.reidentification = ReidentificationSpec()
    window.refresh()
    window.draft.settings["limits"]["isolate"] = False  # the measures in the audit's process: no fork server to start
    with qtbot.waitSignal(window.run_finished, timeout=300_000):
        assert window.run()
    assert window.export_action.isEnabled()  # a re-identification-only run can be reported on
    saved = files / "audit.json"
    window.audit_path = saved
    assert window.save_audit()
    reopened = MainWindow()
    qtbot.addWidget(reopened)
    reopened.headless = True
    assert reopened.open_audit(saved)
    page = reopened.reidentification_page
    assert [s.file for s in page.result.sets] == ["original", "coarse"] and reopened.export_action.isEnabled()
    assert not page.export_button.isEnabled() and "not kept in the audit file" in page.count.text()
    # the key set was the roles': giving age the weight role follows through instead of breaking the file
    assert reopened.draft.reidentification.key_sets == []
    reopened.draft.set_role("age", "weight")
    assert reopened.draft.to_spec().reidentification.key_sets == [["sex"]]
