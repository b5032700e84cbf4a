"""A new audit is guided step by step: the checklist above the pages names the next step in the
office's words, its button opens the page where it is done, and Run stays unavailable until every
step is done."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402

from anonguard.gui.window import MainWindow  # noqa: E402
from test_gui import isolated  # noqa: E402,F401 - QSettings in a temporary folder, no blocking dialogs


def _next_step(window) -> str:
    return window.checklist.next.text if window.checklist.next else ""


def test_the_checklist_blocks_run_until_every_step_is_done(qtbot, isolated, repo_root):
    demo = repo_root / "anonguard" / "resources" / "demo"
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.new_audit()
    assert not window.run_action.isEnabled() and not window.checklist.complete
    assert _next_step(window).startswith("Open the original")
    window.checklist.button.click()
    assert window.tabs.currentWidget() is window.data_page

    assert window.load_original(demo / "population.csv")
    assert _next_step(window).startswith("Add the release") and not window.run_action.isEnabled()

    assert window.load_release(demo / "release_copy.csv")
    for column in window.draft.columns:  # nothing is secret yet: a key variable alone audits nothing
        if column.role == "secret":
            window.draft.set_role(column.name, "known")
    window.refresh()
    assert _next_step(window).startswith("Mark the sensitive variables") and not window.run_action.isEnabled()

    columns = window.data_page.columns_model
    names = [c.name for c in window.draft.columns]
    for name in names:  # every column ignored but one secret: the key variables are missing
        columns.setData(columns.index(names.index(name), 2), "secret" if name == "education" else "ignore")
    assert "key variables" in _next_step(window) and not window.run_action.isEnabled()
    assert "✗" in window.checklist.toolTip() and "✓ Open the original" in window.checklist.toolTip()

    columns.setData(columns.index(names.index("age"), 2), "known")
    for item in window.attacks_page._attack_items():  # no attack ticked
        item.setCheckState(0, Qt.CheckState.Unchecked)
    assert _next_step(window).startswith("Tick at least one attack") and not window.run_action.isEnabled()
    window.checklist.button.click()
    assert window.tabs.currentWidget() is window.attacks_page
    assert not window.run()  # asked anyway (a shortcut, a script): it says what is missing, runs nothing
    assert isolated and "Tick at least one attack" in isolated[-1][1] and window.worker is None

    window.attacks_page._attack_items()[0].setCheckState(0, Qt.CheckState.Checked)
    assert window.checklist.complete and window.run_action.isEnabled()
    assert "Ready to run" in window.checklist.label.text() and not window.checklist.button.isVisible()


def test_roles_are_shown_in_the_office_s_words_and_edited_through_them(qtbot, isolated, repo_root):
    from PySide6.QtWidgets import QStyleOptionViewItem

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_demo()
    columns = window.data_page.columns_model
    names = [c.name for c in window.draft.columns]
    age, income = columns.index(names.index("age"), 2), columns.index(names.index("income"), 2)
    assert columns.data(age) == "key variable (known)" and columns.data(income) == "sensitive (secret)"
    assert columns.data(age, Qt.ItemDataRole.EditRole) == "known"  # the audit file keeps the short names
    assert "quasi-identifier" in columns.data(age, Qt.ItemDataRole.ToolTipRole)
    delegate = window.data_page.columns.itemDelegateForColumn(2)
    editor = delegate.createEditor(window.data_page.columns, QStyleOptionViewItem(), age)
    delegate.setEditorData(editor, age)
    assert editor.currentText() == "key variable (known)"
    editor.setCurrentIndex(editor.findText("sensitive (secret)"))
    delegate.setModelData(editor, columns, age)
    assert window.draft.column("age").role == "secret"


def test_releases_are_renamed_by_the_user_and_a_taken_name_is_refused(qtbot, isolated):
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_demo()
    page = window.data_page
    assert page.rename(1, "  synthetic, vendor A, v2  ")
    assert [t.release for t in window.draft.releases][:2] == ["copy", "synthetic, vendor A, v2"]
    assert "synthetic, vendor A, v2" in page.release_list.item(1).text()
    assert [r.label for r in window.draft.to_spec().releases][1] == "synthetic, vendor A, v2"
    assert not page.rename(2, "copy") and "already called 'copy'" in isolated[-1][1]
    assert not page.rename(2, "   ") and window.draft.releases[2].release == "swap-strong"


def test_a_new_audit_ticks_the_attacks_that_fit_its_releases_and_says_why_others_do_not(qtbot, isolated, repo_root,
                                                                                      tmp_path):
    demo = repo_root / "anonguard" / "resources" / "demo"
    window = MainWindow()
    qtbot.addWidget(window)
    window.new_audit()
    assert window.load_original(demo / "population.csv") and window.load_release(demo / "release_copy.csv")
    rows = {item.data(0, Qt.ItemDataRole.UserRole)[1]: item for item in window.attacks_page._attack_items()}
    ticked = {name for name, item in rows.items() if item.checkState(0) == Qt.CheckState.Checked}
    assert ticked == {"best-row-match", "release-classifier", "group-attack"}  # the example runs only when named
    assert rows["naive-bayes-counts"].text(1) == ("no: learns from published count tables; "
                                                  "these releases hold records")
    assert rows["best-row-match"].text(1) == "yes"

    counts = tmp_path / "counts.csv"  # a published count table of education by sex
    counts.write_text("table,attribute,value,secret,secret_value,count\n"
                      "t1,sex,female,education,primary,10\nt1,sex,male,education,primary,12\n")
    assert window.load_release(counts)
    ticked = {item.data(0, Qt.ItemDataRole.UserRole)[1] for item in window.attacks_page._attack_items()
              if item.checkState(0) == Qt.CheckState.Checked}
    assert "naive-bayes-counts" in ticked and "best-row-match" in ticked  # the set still untouched follows

    for item in window.attacks_page._attack_items():  # once the user chose, a new release changes nothing
        item.setCheckState(0, Qt.CheckState.Checked if item is window.attacks_page._attack_items()[0]
                           else Qt.CheckState.Unchecked)
    chosen = set(window.draft.attacks)
    assert window.load_release(demo / "release_swap_weak.parquet")
    assert set(window.draft.attacks) == chosen


def test_a_new_original_s_weight_household_and_record_ids_are_left_out_and_named(qtbot, isolated, repo_root):
    """Every column of a new table used to start as a key variable, the survey weight and household id included."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.new_audit()
    assert window.load_original(repo_root / "anonguard" / "resources" / "demo" / "population.csv")
    roles = {c.name: c.role for c in window.draft.columns}
    assert (roles["weight"], roles["household_id"], roles["person_id"]) == ("weight", "household", "ignore")
    assert {name for name, role in roles.items() if role != "known"} == {"weight", "household_id", "person_id"}
    note = window.data_page.recognised
    assert note.isVisible() and all(f"{name} ({words})" in note.text() for name, words in (
        ("weight", "survey weight"), ("household_id", "household id"), ("person_id", "record id")))
    columns = window.data_page.columns_model
    assert columns.setData(columns.index([c.name for c in window.draft.columns].index("weight"), 2), "known")
    assert "weight (" not in note.text() and "household_id (household id)" in note.text()  # named while it holds


def test_likely_roles_are_read_from_the_name_and_the_values_together():
    import numpy as np
    import pandas as pd

    from anonguard.data.columns import infer_kind
    from anonguard.gui.likely_roles import likely_role

    rng = np.random.default_rng(0)
    columns = {
        "PWGTP": (rng.integers(1, 300, 200), "weight"), "perwt": (rng.random(200) * 90 + 1, "weight"),
        "hh_weight": (rng.random(200) + 0.5, "weight"),
        "body_weight": (rng.random(200) * 50 + 40, None), "weight_kg": (rng.random(200) * 50 + 40, None),  # a person's
        "weight_change": (rng.normal(0, 2, 200), None),  # not positive: no survey weight
        "HouseholdID": (np.repeat(np.arange(70), 3)[:200], "household"),
        "hhid": (np.repeat(np.arange(2), 100), None),  # a hundred people each: a category, not households
        "serialno": (rng.permutation(200) * 1.0, "ignore"), "id": (np.arange(200), "ignore"),
        "age": (rng.integers(18, 90, 200), None), "new_wt": (rng.random(200) + 1, "weight"), "who": (rng.integers(0, 3, 200), None),
    }
    for name, (values, role) in columns.items():
        series = pd.Series(values, name=name)
        assert likely_role(name, series, infer_kind(series)) == role, name
