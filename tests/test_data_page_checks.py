"""The Data page says what the audit itself will make of a release: the engine's own checks, not a
second set of rules. A release spelling `female` where the original has `Female` is read as the
original's values (and said so), not flagged as values the original lacks."""

import os
import threading

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pandas as pd  # noqa: E402

from anonguard.engine.audit import Audit  # noqa: E402
from anonguard.gui.draft import AuditDraft, LoadedTable  # noqa: E402
from anonguard.gui.pages import DataPage  # noqa: E402

ORIGINAL = pd.DataFrame({"age": [30, 41, 52, 63] * 25, "sex": ["Female", "Male"] * 50,
                         "work": ["Part-time", "Full time", "Unemployed", "Full time"] * 25, "income": [1, 2, 3, 4] * 25})


def _draft(tmp_path, release: pd.DataFrame) -> AuditDraft:
    ORIGINAL.to_csv(tmp_path / "original.csv", index=False)
    release.to_csv(tmp_path / "release.csv", index=False)
    draft = AuditDraft()
    draft.use_original(LoadedTable.read(tmp_path / "original.csv"))
    draft.add_table(LoadedTable.read(tmp_path / "release.csv"), "vendor")
    for name, role in (("age", "known"), ("sex", "known"), ("work", "known"), ("income", "secret")):
        draft.set_role(name, role)
    draft.attacks = {"best-row-match": {}}
    return draft


def _engine_warnings(draft: AuditDraft, folder) -> list[str]:
    """The audit's own warnings, with files named as the window names them (without their folder)."""
    return [w.replace(f"{folder}{os.sep}", "") for w in Audit(draft.to_spec()).prepare().warnings]


def test_values_spelled_differently_are_read_as_the_original_s_on_the_page_as_in_the_audit(tmp_path, qtbot):
    release = ORIGINAL.assign(sex=["female", "MALE "] * 50, work=["part time", "full_time", "unemployed", "full_time"] * 25)
    draft = _draft(tmp_path, release)
    shown = draft.warnings()
    assert not any("lacks" in m or "not in the original" in m for m in shown), shown
    spelled = [m for m in shown if "spelled differently from the original" in m]
    assert len(spelled) == 2 and "'female' as 'Female'" in spelled[0]
    assert set(spelled) <= set(_engine_warnings(draft, tmp_path))  # word for word what the audit says
    page = DataPage(draft)
    qtbot.addWidget(page)
    page.refresh()  # checked above, and kept: shown at once
    assert "⚠ release.csv (release 'vendor') column 'sex': 2 value(s) spelled differently" in page.warnings.text()


def test_checks_not_made_yet_run_off_the_window_s_thread_and_a_later_set_up_wins(tmp_path, qtbot, monkeypatch):
    release = ORIGINAL.assign(sex=["female", "MALE "] * 50)
    draft = _draft(tmp_path, release)
    page = DataPage(draft)
    qtbot.addWidget(page)
    threads, checking = [], LoadedTable.checked_against

    def watched(table, *args):
        threads.append(threading.current_thread() is threading.main_thread())
        return checking(table, *args)

    monkeypatch.setattr(LoadedTable, "checked_against", watched)
    page.refresh()
    assert page.warnings.text() == "Checking the releases against the original…"
    qtbot.waitUntil(lambda: "spelled differently" in page.warnings.text())
    assert threads and not any(threads)  # the engine's reading ran in the checking thread
    draft.set_role("sex", "ignore")
    page.refresh_warnings()  # a new set-up: checked again ...
    page._show_checks(page._checks_asked - 1, ["an older answer"])  # ... and an answer for the old one is dropped
    assert "older answer" not in page.warnings.text()
    qtbot.waitUntil(lambda: "Checking" not in page.warnings.text())
    assert "spelled differently" not in page.warnings.text()  # sex is no longer audited


def test_new_values_codings_and_units_are_said_as_the_audit_says_them(tmp_path):
    # (Retired beside every value of the original: a new value. Had it replaced Unemployed, as often, it would
    # be read as standing for it, the one value the release never writes: tests/test_recodes.py)
    release = ORIGINAL.assign(work=["Part-time", "Full time", "Retired", "Unemployed"] * 25,
                              age=["young", "old", "old", "young"] * 25, extra=1)
    draft = _draft(tmp_path, release)
    shown = draft.warnings()
    assert any("column 'work': 1 value(s) not in the original, e.g. 'Retired'" in m for m in shown), shown
    assert any("column 'age'" in m and "differently" in m for m in shown), shown
    assert any("column(s) the original lacks, left out: extra" in m for m in shown), shown
    engine = _engine_warnings(draft, tmp_path)
    assert all(m in engine for m in shown if "spelled" in m or "not in the original" in m or "left out" in m)


def test_a_release_without_an_audited_column_is_named(tmp_path):
    draft = _draft(tmp_path, ORIGINAL.drop(columns=["work"]))
    assert "release.csv (vendor) lacks column(s) work" in draft.warnings()
