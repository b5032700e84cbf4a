"""The identity attacks in the window: the Scenario page's box (bad views refused where they are typed), a
run whose results reach the Results and Verdict pages, a release lacking a key refused by a dialog, and the
section kept through save and reopen."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from anonguard.engine.spec import IdentitySpec, section_info  # noqa: E402
from anonguard.gui.identity_setup import IdentityBox  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402

from test_gui import isolated  # noqa: E402,F401 - the fixture keeps settings and dialogs out of the way
from test_identity import KEYS, population  # noqa: E402


@pytest.fixture
def files(tmp_path):
    original = population(600)
    original.to_csv(tmp_path / "original.csv", index=False)
    original.to_csv(tmp_path / "copy.csv", index=False)
    original.drop(columns="income").to_csv(tmp_path / "short.csv", index=False)
    return tmp_path


def _window(qtbot, files, release: str) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.headless = True
    assert window.load_original(files / "original.csv") and window.load_release(files / release)
    window.scenario_page.refresh()
    return window


def test_the_box_refuses_overlapping_views_where_they_are_typed(qtbot, files):
    window = _window(qtbot, files, "copy.csv")
    box = window.scenario_page.identity
    box.setChecked(True)
    box.keys.setText(", ".join(KEYS))
    box.views.setText("age, sex | sex, region")
    window.scenario_page.commit()
    assert box.problem.text().startswith("Not changed: the two linkability views overlap in 'sex'")
    assert window.draft.identity.views == []  # what was set before stays
    box.views.setText("age, sex | region, income")
    box.errors.setValue(0.1)
    window.scenario_page.commit()
    assert box.problem.text() == ""
    assert window.draft.identity.views == [["age", "sex"], ["region", "income"]] and window.draft.identity.errors == 0.1
    box.setChecked(False)
    window.scenario_page.commit()
    assert window.draft.identity is None


def test_the_boxs_numbers_take_what_the_section_declares(qtbot):
    box = IdentityBox()
    qtbot.addWidget(box)
    errors, targets = section_info("identity.errors"), section_info("identity.targets")
    assert (box.targets.minimum(), box.targets.maximum()) == (targets.range.low, targets.range.high)
    assert box.errors.minimum() == 0 and box.errors.maximum() < errors.range.high  # [0, 1): 1 itself refused
    assert box.errors.toolTip() == errors.help and box.targets.accessibleName() == targets.label


def test_the_box_takes_whose_row_is_whose_and_refuses_a_pair_without_its_column(qtbot, files):
    window = _window(qtbot, files, "copy.csv")
    box = window.scenario_page.identity
    box.setChecked(True)
    box.row_ids.setText("copy=person_id, puf=pid")
    box.in_order.setText("swap")
    window.scenario_page.commit()
    assert box.problem.text() == ""
    assert window.draft.identity.row_ids == {"copy": "person_id", "puf": "pid"}
    assert window.draft.identity.in_order == ["swap"]
    box.row_ids.setText("copy")  # no column named
    window.scenario_page.commit()
    assert box.problem.text().startswith("Not changed: write each release's id column as release=column")
    assert window.draft.identity.row_ids == {"copy": "person_id", "puf": "pid"}  # what was set before stays
    box.row_ids.setText("copy=person_id")
    box.in_order.setText("copy")  # both ways for one release
    window.scenario_page.commit()
    assert "given both an id column ('person_id') and 'rows in the original's order'" in box.problem.text()
    box.in_order.setText("")
    window.scenario_page.commit()
    box.refresh(window.draft)  # shown back as typed
    assert box.row_ids.text() == "copy=person_id" and box.in_order.text() == ""


def test_a_run_shows_identity_results_and_the_verdict_names_the_attack_type(qtbot, files, isolated):  # noqa: F811
    window = _window(qtbot, files, "copy.csv")
    box = window.scenario_page.identity
    box.setChecked(True)
    box.keys.setText(", ".join(KEYS))
    window.scenario_page.commit()
    window.draft.identity.attacks = []  # every installed identity attack
    window.draft.settings["limits"]["isolate"] = False  # the attacks in the audit's process: no fork server to start
    with qtbot.waitSignal(window.run_finished, timeout=300_000):
        assert window.run()
    results = window.results_page.model.results
    assert {r.kind for r in results} == {"identity"} and len(results) == 4
    claims = {window.results_page.model.data(window.results_page.model.index(row, 2)) for row in range(len(results))}
    assert claims == {"claim: singling out", "claim: linkability", "claim: record linkage"}
    model = window.results_page.model
    shown = {str(model.data(model.index(row, column))) for row in range(model.rowCount())
             for column in range(model.columnCount())}
    assert "nan" not in shown  # a side that made no claim has no precision: the cell stays empty
    verdict = window.verdict_page
    assert verdict.table.item(0, 1).text().endswith("serious risk")
    assert "(identity attack), by" in verdict.table.item(0, 3).text()
    saved = files / "audit.json"
    window.audit_path = saved
    assert window.save_audit()
    reopened = MainWindow()
    qtbot.addWidget(reopened)
    reopened.headless = True
    assert reopened.open_audit(saved)
    # the keys were the role "known" columns: they follow the roles, and the audit runs on the same keys
    assert reopened.draft.identity.keys == [] and reopened.draft.to_spec().identity.keys == KEYS
    assert len(reopened.results_page.model.results) == 4


def test_a_release_without_a_key_is_refused_with_a_message_naming_it(qtbot, files, capsys):
    window = _window(qtbot, files, "short.csv")
    window.draft.identity = IdentitySpec(keys=list(KEYS))
    window.refresh()
    with qtbot.waitSignal(window.run_finished, timeout=300_000):
        window.run()
    said = capsys.readouterr().err  # a headless window prints what its dialog would say
    assert "The audit could not run" in said and "has no column 'income'" in said and "short.csv" in said
    assert "Traceback" not in said


def test_the_identity_keys_stay_audited_whatever_their_role_on_the_data_page():
    from anonguard.engine.demo import demo_audit_path
    from anonguard.engine.spec import AuditSpec
    from anonguard.gui.draft import AuditDraft

    draft = AuditDraft.from_spec(AuditSpec.load(demo_audit_path()))
    assert draft.column("occupation").role == "ignore"  # no attribute attacker of the demo knows it...
    spec = draft.to_spec()
    assert "occupation" in spec.identity.keys and not set(spec.identity.keys) & set(spec.ignore)  # ...the identity one does
