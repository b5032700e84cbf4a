"""The Verdict page comes first after a run: the audit's band and advice as the report's first page
says them, one row per release worst first, and a way on to the detail and the report."""

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from anonguard.engine.claims.measures import RiskBands  # noqa: E402
from anonguard.gui import language  # noqa: E402
from anonguard.gui.models import band_text  # noqa: E402
from anonguard.gui.verdict_page import VerdictPage, alc_text  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from anonguard.report.verdict import ADVICE  # noqa: E402
from test_gui import isolated  # noqa: E402,F401


def test_no_run_no_verdict(qtbot):
    page = VerdictPage()
    qtbot.addWidget(page)
    assert "No verdict yet" in page.band.text() and page.table.rowCount() == 0
    assert not page.detail_button.isEnabled()


def test_words_and_symbols_carry_the_band_not_colour_alone():
    assert band_text("serious") == "■■ serious risk" and band_text("safe") == "✓ safe"
    assert alc_text(0.4321, (-1.7, 0.5)) == "0.43 [-1.00, 0.50]"  # an interval never reaches below ALC's floor
    assert alc_text(-3.2, None) == "below −1 (no advantage)"


def test_the_demo_audit_reads_worst_release_first_and_leads_to_its_results(qtbot, isolated, demo_audit, tmp_path):
    out, _ = demo_audit
    saved = json.loads((out / "audit.anonguard.json").read_text())
    saved["results"] = json.loads((out / "audit.json").read_text())["results"]
    for table in [saved["original"], *(t for release in saved["releases"] for t in release["tables"])]:
        table["path"] = str((out / table["path"]).resolve())  # saved elsewhere, the paths must not move
    path = tmp_path / "with-results.anonguard.json"
    path.write_text(json.dumps(saved))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_audit(path)
    window.tabs.setCurrentWidget(window.verdict_page)
    page = window.verdict_page
    releases = {r.release for r in window.results_page.model.results}
    assert page.table.rowCount() == len(releases) == 4
    assert page.table.item(0, 0).text() == "copy" and "serious" in page.table.item(0, 1).text()  # a copy is serious
    assert "serious" in page.band.text() and ADVICE["serious"] in page.headline.text()
    assert page.headline.text() == page.verdict.headline  # word for word the report's first page
    assert page.drivers.text().splitlines() == [f"• {line}" for line in page.verdict.drivers]
    assert page.drivers.text().startswith("• Sensitive variables, by the worst result")
    assert [page.table.item(row, 3).text() for row in range(4)] == [r.driven_by for r in page.verdict.releases]
    assert "provisional" not in page.band.text()
    worst_alc = max(r.alc for r in window.results_page.model.results if r.release == "copy")
    assert page.table.item(0, 2).text().startswith(f"{worst_alc:.2f}")
    assert page.export_button.isEnabled() == window.export_action.isEnabled()

    page.table.selectRow(3)
    page.detail_button.click()
    assert window.tabs.currentWidget() is window.results_page
    shown = window.results_page.table.currentIndex()
    proxy = window.results_page.proxy
    chosen = window.results_page.model.results[proxy.mapToSource(shown).row()]
    assert chosen.release == page.table.item(3, 0).text()

    results = window.results_page.model.results
    page.show_verdict(results[:2], RiskBands(), running=True)  # while a run fills in
    assert "provisional: the audit is running, 2 results so far" in page.band.text()

    app = QApplication.instance()
    assert language.install(app, "de") == "de"
    try:  # the same facts in German, down to the driver lines and the worst result's words
        german = VerdictPage()
        qtbot.addWidget(german)
        german.show_verdict(results, RiskBands())
        lines = german.drivers.text().splitlines()
        assert lines[0].startswith("• Sensible Variablen, nach dem schlechtesten Ergebnis")
        assert "Sensitive" not in german.drivers.text() and "release '" not in german.drivers.text()
        assert german.table.item(0, 3).text().endswith(f", durch {german.verdict.releases[0].worst.result.attack_id}")
    finally:
        assert language.install(app, "en") == "en"


def test_with_results_shown_the_checklist_says_what_comes_next(qtbot, isolated, small_demo):
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_audit(small_demo)
    assert "Ready to run" in window.checklist.label.text()
    assert window.verdict_page.next_steps.text().startswith("The set-up is complete: run the audit")  # as the checklist
    window.draft.settings["halting"]["max_attempts"] = 100
    window.scenario_page.membership.setChecked(False)
    window.scenario_page.commit()
    window.draft.settings["baseline"]["models"] = ["majority"]
    window.draft.settings["limits"]["isolate"] = False  # the attack in the audit's process: no fork server to start
    with qtbot.waitSignal(window.run_finished, timeout=300_000):
        assert window.run()
    # the run has sent everything: the heading is final even while the run's thread winds down
    assert window.tabs.currentWidget() is window.verdict_page and "<h2>Verdict: " in window.verdict_page.band.text()
    assert "provisional" not in window.verdict_page.band.text()
    qtbot.waitUntil(lambda: not window.running)
    assert "What next? Read the verdict" in window.checklist.label.text() and window.run_action.isEnabled()
    assert window.tabs.currentWidget() is window.verdict_page  # Run showed the verdict first
    window.new_audit()
    assert "What next" not in window.checklist.label.text()
    window.tabs.setCurrentWidget(window.verdict_page)
    assert window.verdict_page.next_steps.text().startswith("Finish the set-up steps")
