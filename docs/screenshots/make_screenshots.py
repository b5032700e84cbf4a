"""Screenshots of every page of the window at 1280×720 and 1920×1080, in English and German, after a
short run of the demo audit: `python docs/screenshots/make_screenshots.py` (offscreen; no display
needed). Written to docs/screenshots/<language>/<width>x<height>/<page>.png, with the manual and a new
audit's checklist. The Treatments page is taken after a run of its own, the demo with a treated release
defined on the page (its chain, the preview of a column, then the frontier).

`python docs/screenshots/make_screenshots.py treatments` takes the Treatments page alone (any page keys
given: those pages alone, without the manual, the scenarios and the checklist); `search` its frontier search, a
search of the weak swap within SEARCH_SECONDS (a few minutes). `reconstruction` takes the Reconstruction page
and the Data page after a run of a release of published tables (a synthetic census of CENSUS_PEOPLE people in
CENSUS_UNITS blocks, its four tables written to a temporary folder)."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QPoint, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from anonguard.engine.reconstruction.population import (  # noqa: E402
    CENSUS_TABLES, publish, synthetic_population, write_folder,
)
from anonguard.gui import language  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402

HERE = Path(__file__).resolve().parent
SIZES = ((1280, 720), (1920, 1080))
PAGES = ("data", "attacks", "scenario", "verdict", "utility", "results", "membership", "reidentification")
# the treated release the Treatments page's screenshots define: the weak swap's ages in 10-year bands, then
# every combination of age, sex and region brought to at least 3 records
CHAIN = (("global-recode", {"column": "age", "width": 10.0}), ("local-suppression", {"columns": "age,sex,region"}))
SEARCH_SECONDS = 240  # the search tab's budget: a few rounds of candidates of the weak swap
CENSUS_PEOPLE, CENSUS_UNITS = 1500, 30  # the published tables' population: many small blocks, a few large


def _settle(app: QApplication, milliseconds: int = 200) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()
    app.processEvents()


def main(asked: tuple[str, ...] = ()) -> int:
    """Every screenshot; with page keys `asked`, those pages alone."""
    app = QApplication.instance() or QApplication(sys.argv)
    for wanted in ("en", "de"):
        if language.install(app, wanted) != wanted:
            print(f"no catalogue for {wanted}", file=sys.stderr)
            return 1
        pages = tuple(page for page in PAGES if not asked or page in asked)
        if pages and shoot(app, HERE / wanted, pages, rest=not asked):
            return 1
        if (not asked or "treatments" in asked) and shoot_treatments(app, HERE / wanted):
            return 1
        if (not asked or "search" in asked) and shoot_search(app, HERE / wanted):
            return 1
        if (not asked or "reconstruction" in asked) and shoot_reconstruction(app, HERE / wanted):
            return 1
    print(f"written to {HERE}")
    return 0


def _demo_run(app: QApplication, define: Callable[[MainWindow], None] = lambda window: None) -> MainWindow | None:
    """The window after a quick run of the demo, `define` having set up what it adds; None if the demo did not
    open."""
    window = MainWindow()
    window.show()
    if not window.open_demo():
        print("the demo audit did not open", file=sys.stderr)
        return None
    window.draft.settings["halting"]["max_attempts"] = 2000  # a quick look: some verdicts stay undetermined
    define(window)
    loop = QEventLoop()
    window.run_finished.connect(lambda _cancelled: loop.quit())
    window.run()
    loop.exec()
    while window.running:  # the audit's thread winds down after its last result: Run returns once it has
        _settle(app, 50)
    return window


def shoot(app: QApplication, into: Path, pages: tuple[str, ...] = PAGES, rest: bool = True) -> int:
    """`pages` after a run of the demo; with `rest`, the run's scenarios, the manual and a new audit too."""
    window = _demo_run(app)
    if window is None:
        return 1
    attacks = window.attacks_page  # a plugin with settings of every sort, its advanced ones opened
    attacks.tree.setCurrentItem(next(i for i in attacks._attack_items() if i.data(0, 0x0100)[1] == "release-classifier"))
    attacks.form.advanced.set_open(True)
    for width, height in SIZES:
        folder = into / f"{width}x{height}"
        folder.mkdir(parents=True, exist_ok=True)
        window.resize(width, height)
        for page in pages:
            window.tabs.setCurrentWidget(getattr(window, f"{page}_page"))
            if page == "results":
                window.results_page.select_row(0)
            if page == "reidentification":  # the larger key set, its register on the copy, riskiest first
                reid = window.reidentification_page
                reid.key_set.setCurrentIndex(reid.key_set.count() - 1)
                reid.file.setCurrentIndex(reid.file.findData("copy"))
            _settle(app)
            window.grab().save(str(folder / f"{page}.png"))
            if page == "results":  # and again on the worst identity result (singling out, linkability, record linkage)
                results = window.results_page
                row = next(r for r in range(results.proxy.rowCount())
                           if results.model.results[results.proxy.mapToSource(results.proxy.index(r, 0)).row()].kind
                           == "identity")
                results.select_row(row)
                results.table.scrollTo(results.proxy.index(row, 0))
                _settle(app)
                window.grab().save(str(folder / "results-identity.png"))
            if page == "scenario":  # and again further down, the advanced settings opened
                window.scenario_page.advanced.set_open(True)
                _settle(app)
                top = window.scenario_page.advanced.mapTo(window.scenario_page, QPoint(0, 0)).y()
                window.tabs.area(window.scenario_page).verticalScrollBar().setValue(top - 20)
                _settle(app)
                window.grab().save(str(folder / "scenario-advanced.png"))
                window.scenario_page.advanced.set_open(False)
                _settle(app)
                top = window.scenario_page.identity.mapTo(window.scenario_page, QPoint(0, 0)).y()
                window.tabs.area(window.scenario_page).verticalScrollBar().setValue(top - 20)
                _settle(app)
                window.grab().save(str(folder / "scenario-identity.png"))
                top = window.scenario_page.utility.mapTo(window.scenario_page, QPoint(0, 0)).y()
                window.tabs.area(window.scenario_page).verticalScrollBar().setValue(top - 20)
                _settle(app)
                window.grab().save(str(folder / "scenario-utility.png"))
        if not rest:
            continue
        window.show_scenario_states()  # every scenario of the run and how it ended
        window.states_window.resize(min(width - 100, 1000), min(height - 100, 560))
        _settle(app)
        window.states_window.grab().save(str(folder / "scenarios.png"))
        window.states_window.close()
        manual = window.show_manual()
        manual.resize(min(width - 100, 1100), min(height - 100, 800))
        _settle(app)
        manual.grab().save(str(folder / "manual.png"))
        manual.close()
    if rest:
        fresh = MainWindow()
        fresh.show()
        fresh.new_audit()
        fresh.resize(1280, 720)
        _settle(app)
        fresh.grab().save(str(into / "1280x720" / "new-audit-checklist.png"))
    return 0


def define_chain(window: MainWindow) -> None:
    """The weak swap treated on the Treatments page, step by step, as an officer does it (`CHAIN`)."""
    page = window.treatments_page
    window.tabs.setCurrentWidget(page)
    page.source.setCurrentIndex(page.source.findData("swap-weak"))
    for treatment, values in CHAIN:
        page.treatment.setCurrentIndex(page.treatment.findData(treatment))
        for name, value in values.items():
            editor = page.form.editors[name]
            editor.setText(value) if isinstance(value, str) else editor.setValue(value)
        if not page.add_step():
            raise RuntimeError(page.problem.text())


def shoot_treatments(app: QApplication, into: Path) -> int:
    """The Treatments page after a run of the demo with a treated release: its preview, then its frontier."""
    window = _demo_run(app, define_chain)
    if window is None:
        return 1
    page = window.treatments_page
    for width, height in SIZES:
        folder = into / f"{width}x{height}"
        folder.mkdir(parents=True, exist_ok=True)
        window.resize(width, height)
        window.tabs.setCurrentWidget(page)
        for tab, name in ((0, "treatments"), (1, "treatments-frontier")):
            page.views.setCurrentIndex(tab)
            _settle(app)
            while page.runner.running is not None:  # the preview, treated off the window's thread
                _settle(app, 50)
            _settle(app)
            window.grab().save(str(folder / f"{name}.png"))
    return 0


def shoot_search(app: QApplication, into: Path) -> int:
    """The Treatments page's search tab after a search of the weak swap (the demo at the quick look's attempts)."""
    window = MainWindow()
    window.show()
    if not window.open_demo():
        print("the demo audit did not open", file=sys.stderr)
        return 1
    window.draft.settings["halting"]["max_attempts"] = 2000
    page = window.treatments_page
    window.tabs.setCurrentWidget(page)
    page.views.setCurrentIndex(2)
    page.search.source.setCurrentIndex(page.search.source.findData("swap-weak"))
    page.search.budget.setValue(SEARCH_SECONDS)
    loop = QEventLoop()
    page.search.found.connect(lambda _done: loop.quit())
    page.search.failed.connect(lambda _why: loop.quit())
    page.search.start()
    loop.exec()
    while page.search.running:
        _settle(app, 50)
    for width, height in SIZES:
        folder = into / f"{width}x{height}"
        folder.mkdir(parents=True, exist_ok=True)
        window.resize(width, height)
        _settle(app)
        window.grab().save(str(folder / "treatments-search.png"))
    return 0


def shoot_reconstruction(app: QApplication, into: Path) -> int:
    """The Reconstruction page after a run of a census published as four tables (race the sensitive variable, the
    block, sex and age known), and the Data page previewing the folder of tables."""
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        people = synthetic_population(CENSUS_PEOPLE, CENSUS_UNITS, seed=0)
        people.to_csv(folder / "people.csv", index=False)
        write_folder(publish(people, "block", CENSUS_TABLES), folder / "census_2020")
        window = MainWindow()
        window.show()
        window.headless = True
        if not (window.load_original(folder / "people.csv") and window.load_release(folder / "census_2020")):
            print("the census tables did not open", file=sys.stderr)
            return 1
        window.draft.set_role("race", "secret")
        window.draft.set_role("hispanic", "ignore")
        window.refresh()
        loop = QEventLoop()
        window.run_finished.connect(lambda _cancelled: loop.quit())
        window.run()
        loop.exec()
        while window.running:
            _settle(app, 50)
        for width, height in SIZES:
            target = into / f"{width}x{height}"
            target.mkdir(parents=True, exist_ok=True)
            window.resize(width, height)
            window.tabs.setCurrentWidget(window.reconstruction_page)
            _settle(app)
            window.grab().save(str(target / "reconstruction.png"))
            window.tabs.setCurrentWidget(window.data_page)
            window.data_page.release_list.setCurrentRow(0)
            window.data_page.preview_choice.setCurrentIndex(1)  # the folder's tables
            _settle(app)
            window.grab().save(str(target / "data-published.png"))
    return 0


if __name__ == "__main__":
    sys.exit(main(tuple(sys.argv[1:])))
