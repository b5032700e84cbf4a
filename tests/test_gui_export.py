"""The Export dialog and menu, driven offscreen with pytest-qt on a short real audit of the demo."""

import json
import os
from dataclasses import replace

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pypdf import PdfReader  # noqa: E402

from anonguard.engine.audit import Audit  # noqa: E402
from anonguard.engine.spec import AuditSpec  # noqa: E402
from anonguard.fileio import folder_lock  # noqa: E402
from anonguard.gui.export_dialog import PAGE_WIDTH, ExportDialog  # noqa: E402
from anonguard.gui.report_jobs import AuditOutcome  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from test_gui import isolated, only_attack  # noqa: E402, F401  (isolated: autouse QSettings and dialogs)

VALUES_NOTE = "CONTAINS ORIGINAL RECORD VALUES"


@pytest.fixture(scope="module")
def outcome(small_demo):
    """The demo audit's attribute scenarios on one release with few attempts, run headless: what a window keeps
    after a run. The dialog is under test, not the report of each kind (test_report.py): a short report renders
    its preview and its PDF in a seventh of the whole demo's time. The demo's first people (tests/conftest.py:
    make_small_demo) with the quickest baseline: the figures are not under test either."""
    spec = AuditSpec.load(small_demo)
    spec.releases, spec.membership, spec.identity = spec.releases[:1], None, None
    spec.settings = replace(spec.settings, halting=replace(spec.settings.halting, max_attempts=500),
                            baseline=replace(spec.settings.baseline, models=("majority",)))
    audit = Audit(spec).prepare()
    list(audit.run())
    return AuditOutcome(audit.header(), audit.results, audit.warnings)


@pytest.fixture
def dialog(qtbot, outcome):
    d = ExportDialog(outcome)
    qtbot.addWidget(d)
    d.show()
    return d


def export_to(qtbot, dialog, folder, formats=("pdf", "json")):
    for fmt, box in dialog.formats.items():
        box.setChecked(fmt in formats)
    dialog.folder.setText(str(folder))
    assert dialog.export_button.isEnabled()
    dialog.export()
    qtbot.waitUntil(lambda: dialog.export_job is None, timeout=60_000)
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


def first_page(folder):
    return PdfReader(folder / "report.pdf").pages[0].extract_text()


def test_the_preview_shows_the_pdf_pages_and_follows_the_page_size(qtbot, dialog):
    assert dialog.preview_status.text() == "Rendering preview…"
    qtbot.waitUntil(lambda: dialog.page_count() > 0, timeout=60_000)
    assert dialog.preview_status.text().startswith(f"Preview of report.pdf: {dialog.page_count()} pages, A4")
    page = dialog.pages.itemAt(0).widget().pixmap()
    assert page.width() == PAGE_WIDTH and page.height() / page.width() == pytest.approx(297 / 210, abs=0.01)
    dialog.page_size.setCurrentText("Letter")
    qtbot.waitUntil(lambda: "Letter" in dialog.preview_status.text(), timeout=60_000)
    page = dialog.pages.itemAt(0).widget().pixmap()
    assert page.height() / page.width() == pytest.approx(11 / 8.5, abs=0.01)


def test_export_writes_only_the_checked_formats_without_values(qtbot, dialog, tmp_path, outcome):
    folder = tmp_path / "board report"
    assert export_to(qtbot, dialog, folder, ("pdf", "json")) == ["audit.json", "report.pdf"]
    assert dialog.status.text() == f"Wrote audit.json, report.pdf to {folder}."
    assert dialog.open_folder.isVisible()
    audit = json.loads((folder / "audit.json").read_text(encoding="utf-8"))
    assert audit["privacy"] == {"include_values": False, "min_count": 10}
    assert len(audit["results"]) == len(outcome.results) and "attempts" not in audit["results"][0]
    assert VALUES_NOTE not in first_page(folder)
    # the next dialog proposes the folder exported to
    again = ExportDialog(outcome)
    qtbot.addWidget(again)
    assert again.folder.text() == str(folder)


def test_including_values_is_said_on_the_first_page(qtbot, dialog, tmp_path):
    assert not dialog.values_warning.isVisible()
    dialog.include_values.setChecked(True)
    assert dialog.values_warning.isVisible() and "confidential" in dialog.values_warning.text()
    dialog.attempts.setChecked(True)
    folder = tmp_path / "confidential"
    assert export_to(qtbot, dialog, folder, ("pdf", "json")) == ["attempts.csv", "audit.json", "report.pdf"]
    assert "keep them confidential" in dialog.status.text()
    assert json.loads((folder / "audit.json").read_text(encoding="utf-8"))["privacy"]["include_values"] is True
    assert VALUES_NOTE in first_page(folder)


def test_an_unwritable_folder_is_explained_and_nothing_is_written(qtbot, dialog, tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    folder = blocker / "report"
    assert export_to(qtbot, dialog, folder, ("json", "csv")) == []
    message = dialog.status.text()
    assert str(folder) in message and "Choose a folder you can write to" in message
    assert "Traceback" not in message
    assert {p.name for p in tmp_path.iterdir()} - {"settings"} == {"a file"}
    assert blocker.read_text() == "not a folder"
    assert dialog.export_button.isEnabled()  # another folder can be tried at once


def test_a_format_that_cannot_be_drawn_is_named_and_the_others_are_written(qtbot, dialog, tmp_path, monkeypatch):
    from reportlab.platypus.doctemplate import LayoutError

    import anonguard.report.pdf as pdf

    def broken(*_args, **_kwargs):
        raise LayoutError("a table cell taller than a page")

    monkeypatch.setattr(pdf, "render_pdf", broken)  # the export's PDF, not the preview's
    folder = tmp_path / "partly"
    assert export_to(qtbot, dialog, folder, ("pdf", "json", "csv")) == ["audit.json", "results.csv"]
    assert dialog.status.text() == (
        f"The PDF could not be drawn: LayoutError: a table cell taller than a page. Wrote audit.json, results.csv to "
        f"{folder}. Export the missing format again once the cause is fixed, or report the problem.")
    assert dialog.open_folder.isVisible() and dialog.export_button.isEnabled()
    # a command-line audit writing into the folder: the export waits for nothing and writes nothing
    with folder_lock(folder):
        assert export_to(qtbot, dialog, folder, ("json",)) == [".anonguard.lock", "audit.json", "results.csv"]
    assert dialog.status.text().startswith(f"{folder} is in use by another AnonGuard audit (process {os.getpid()}); "
                                           "nothing was written.")


def test_a_cancelled_export_writes_nothing(qtbot, dialog, tmp_path):
    folder = tmp_path / "out"
    dialog.folder.setText(str(folder))
    dialog.export()
    assert dialog.busy.isVisible() and not dialog.export_button.isEnabled()
    dialog.cancel_export()
    qtbot.waitUntil(lambda: dialog.export_job is None, timeout=60_000)
    assert dialog.status.text() == f"Export cancelled: nothing was written to {folder}."
    assert not folder.exists() and not dialog.busy.isVisible()


def test_export_needs_a_format_and_a_folder(dialog):
    for box in dialog.formats.values():
        box.setChecked(False)
    dialog.attempts.setChecked(True)
    assert not dialog.export_button.isEnabled()
    dialog.formats["csv"].setChecked(True)
    assert dialog.export_button.isEnabled()
    dialog.folder.setText("  ")
    assert not dialog.export_button.isEnabled()


def test_the_export_menu_follows_the_run_and_the_worker_relays_the_header(qtbot, tmp_path, small_demo):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_audit(small_demo)
    assert not window.export_action.isEnabled() and window.export_report() is None  # no results yet
    only_attack(window, "best-row-match")
    window.draft.settings["halting"]["max_attempts"] = 100
    window.draft.settings["baseline"]["models"] = ["majority"]  # the quickest baseline: the header is under test
    window.draft.settings["limits"]["isolate"] = False  # the attack in the audit's process: no fork server to start
    window.draft.identity = window.draft.reidentification = None  # the header comes with any kind of result
    for _ in range(len(window.draft.releases) - 1):
        window.draft.remove_release(1)
    window.refresh()
    with qtbot.waitSignal(window.run_finished, timeout=180_000):
        assert window.run()
        assert not window.export_action.isEnabled()
    header = window.session.header
    assert header["inputs"][0]["role"] == "original" and set(header["secrets"]) == {"income", "education"}
    assert window.export_action.isEnabled()
    audit = window.outcome.audit(include_attempts=False)
    shown = window.session.results
    assert [r["release"] for r in audit["results"]] == [r.release for r in shown] and len(shown) == 4
    dialog = window.export_report()
    assert isinstance(dialog, ExportDialog) and dialog.isVisible()
    dialog.reject()
    # saved with the run's provenance, the results opened again can be reported on as they were
    window.audit_path = tmp_path / "audit.json"
    assert window.save_audit()
    other = MainWindow()
    qtbot.addWidget(other)
    assert other.open_audit(window.audit_path) and other.results_page.model.results
    assert other.export_action.isEnabled()
    reopened = other.outcome.audit(include_attempts=False)
    assert reopened["inputs"] == audit["inputs"] and reopened["results"] == audit["results"]
    # a file saved without them (an older version, or results without a run) cannot
    saved = json.loads(window.audit_path.read_text(encoding="utf-8"))
    del saved["provenance"]
    (tmp_path / "old.json").write_text(json.dumps(saved), encoding="utf-8")
    assert other.open_audit(tmp_path / "old.json") and other.results_page.model.results
    assert not other.export_action.isEnabled()
    window.new_audit()
    assert not window.export_action.isEnabled()
