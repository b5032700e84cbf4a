"""Utility in the window: the Scenario page's box makes the audit file's section, a run fills the Utility page
(the releases' readings, the risk–utility map, the chosen release's variables and pairs), and the Verdict page's
What next? names the release the map says to consider first."""

import os
from dataclasses import replace
from types import SimpleNamespace

import numpy as np
import pandas as pd

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from anonguard.engine.spec import UtilitySpec  # noqa: E402
from anonguard.engine.utility.baseline import Equivalent  # noqa: E402
from anonguard.engine.utility.result import ReleaseUtility, UtilityResult  # noqa: E402
from anonguard.gui.utility_page import faithful_words, releases_frame  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from anonguard.report.risk_utility import risk_utility_map  # noqa: E402

from test_gui import isolated  # noqa: E402,F401 - the fixture keeps settings and dialogs out of the way


def _release(label: str, fraction: float, beyond: str | None = None) -> ReleaseUtility:
    return ReleaseUtility(label, 100, 100, scores={"variables": 0.01, "pairs": 0.05},
                          equivalents={"pairs": Equivalent(fraction, fraction - 0.1, fraction + 0.1, beyond)})


def test_the_table_reads_each_release_on_the_map_in_words():
    utility = UtilityResult([_release("coarse", 0.5), _release("copy", 0.9, "above"), _release("noisy", 0.2)])
    verdict = SimpleNamespace(releases=[
        SimpleNamespace(release="coarse", worst_alc=0.1, worst_alc_ci=(0.0, 0.3), band="safe"),
        SimpleNamespace(release="copy", worst_alc=0.9, worst_alc_ci=(0.85, 0.95), band="serious"),
        SimpleNamespace(release="noisy", worst_alc=None, worst_alc_ci=None, band="cannot-be-judged")])
    mapped = risk_utility_map(verdict, utility)
    frame = releases_frame(utility, mapped)
    rows = {row[0]: row for row in frame.itertuples(index=False)}
    # coarse: risk at its interval's upper end, half the original's faithfulness, on the front (nothing keeps more
    # at no more risk); the copy keeps everything at the most risk: on the front too; noisy is dominated by coarse
    assert rows["coarse"][2] == "0.30" and rows["coarse"][3] == "as faithful as a 50 % subsample (40 % to 60 %)"
    assert [rows[r][4] for r in ("coarse", "copy", "noisy")] == ["yes", "yes", "no"]
    assert rows["copy"][3] == "more faithful than a 90 % subsample" and rows["noisy"][2] == "not measured"
    assert mapped.best.release == "coarse"
    assert faithful_words(Equivalent(0.01, 0.01, 0.01, "below")) == "less faithful than a 1.0 % subsample"


def _tables(folder):
    rng = np.random.default_rng(7)
    n = 400
    original = pd.DataFrame({"age": rng.integers(18, 80, n), "sex": rng.choice(["f", "m"], n),
                             "region": rng.choice(list("ABCDE"), n)})
    original["income"] = (original["age"] * 500 + rng.normal(0, 3000, n)).round()
    original["job"] = np.where(original["age"] > 50, "senior", rng.choice(["clerk", "driver"], n))
    shuffled = pd.DataFrame({c: rng.permutation(original[c].to_numpy()) for c in original})  # each column its own
    original.to_csv(folder / "original.csv", index=False)
    original.to_csv(folder / "copy.csv", index=False)
    shuffled.to_csv(folder / "shuffled.csv", index=False)
    return folder


def test_a_run_fills_the_utility_page_and_what_next_names_the_first_choice(qtbot, tmp_path):
    folder = _tables(tmp_path)
    window = MainWindow()
    qtbot.addWidget(window)
    window.headless = True
    assert window.load_original(folder / "original.csv")
    assert window.load_release(folder / "copy.csv") and window.load_release(folder / "shuffled.csv")
    window.draft.set_role("job", "secret")
    window.draft.attacks = {"best-row-match": {}}
    window.draft.settings["halting"]["max_attempts"] = 100
    window.draft.settings["limits"]["isolate"] = False  # the attack in the audit's process: no fork server to start
    window.refresh()
    box = window.scenario_page.utility
    assert not box.isChecked()  # an audit measures utility only when asked
    box.setChecked(True)
    box.weight.setText("")
    box.in_order.setText("copy")
    window.scenario_page.commit()
    assert window.draft.utility == UtilitySpec(in_order=["copy"])
    analyses = [{"mean": "income"}, {"share": "job", "value": "senior"}]
    window.draft.utility = replace(window.draft.utility, analyses=analyses)
    window.refresh()  # analyses come from the audit file: the box counts them and keeps them
    assert box.analyses.text().startswith("2 in the audit file")
    window.scenario_page.commit()
    assert window.draft.to_spec().utility.in_order == ["copy"]  # the audit file keeps the section
    with qtbot.waitSignal(window.run_finished, timeout=300_000):
        assert window.run()
    utility = window.session.measured["utility"]
    assert [r.release for r in utility.releases] == ["copy", "shuffled"]
    page = window.utility_page
    window.tabs.setCurrentWidget(page)
    frame = page.releases._frame
    assert frame.iloc[:, 0].tolist() == ["copy", "shuffled"]
    assert frame.iloc[0, 6] == "0.000" and float(frame.iloc[1, 6]) > 0.05  # the pairs: kept, then cut apart
    mapped = risk_utility_map(window.session.verdict(window._measures().bands), utility)
    assert mapped is not None and page.map.axes.collections  # the releases drawn
    assert mapped.advice() in page.summary.text()
    page.table.selectRow(1)
    assert "shuffled" in page.detail.title() and page.pairs.rowCount() > 0
    assert page.variables._frame.iloc[:, 0].tolist() == ["age", "sex", "region", "income", "job"]
    assert page.analyses_view.isVisibleTo(page)
    assert page.analyses._frame.iloc[:, 0].tolist() == ["mean(income)", "share(job = senior)"]
    # shuffling keeps every column's values: the share of seniors is exactly the original's, its intervals the same
    assert page.analyses._frame.iloc[1, 4] == "0.0000" and page.analyses._frame.iloc[1, 5] == "1.00"
    window.tabs.setCurrentWidget(window.verdict_page)
    assert mapped.advice() in window.verdict_page.next_steps.text()
    assert "Utility page" in window.verdict_page.next_steps.text()


def test_under_german_the_page_and_the_analyses_notes_are_german(qtbot):
    from PySide6.QtWidgets import QApplication

    from anonguard.engine.utility.analyses import Comparison
    from anonguard.gui import language
    from anonguard.gui.utility_page import analyses_frame

    missing = Comparison("mean(income)", "C(sex)[T.F]", 10.0, 9.0, 11.0, None, None, None, None, None, 0.0,
                         "the release has no row with sex = F: the term cannot be estimated")
    release = ReleaseUtility("coarse", 100, 100, equivalents={"pairs": Equivalent(0.3, 0.25, 0.35)},
                             analyses=[missing])
    app = QApplication.instance()
    assert language.install(app, "de") == "de"
    try:
        frame = analyses_frame(release)
        assert list(frame.columns) == ["Analyse", "Term", "Original [95-%-Intervall]", "Freigabe [95-%-Intervall]",
                                       "Verzerrung", "Intervallüberlappung", "Hinweis"]
        assert frame.iloc[0, 2] == "10,00 [9,00; 11,00]" and frame.iloc[0, 5] == "0,00"
        assert frame.iloc[0, 6] == "die Freigabe hat keine Zeile mit sex = F: der Term kann nicht geschätzt werden"
        assert faithful_words(release.equivalents["pairs"]) == (
            "so getreu wie eine Teilstichprobe von 30 % (25 % bis 35 %)")
    finally:
        assert language.install(app, "en") == "en"
