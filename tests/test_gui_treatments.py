"""The window's Treatments page (issue 35): treated releases defined step by step into the draft (Edit ▸ Undo and the
audit file keep them), a column previewed before and after its chain off the window's thread, and after a run the
untreated and treated releases on the risk–utility frontier with their chains named; a run with treated releases
is kept in the run history with its chains, and restoring it restores them."""

import json
import os

import numpy as np
import pandas as pd
import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from anonguard.engine.spec import ComponentChoice, UtilitySpec  # noqa: E402
from anonguard.gui import treatment_chains as chains  # noqa: E402
from anonguard.gui.history import Run  # noqa: E402
from anonguard.gui.treatment_preview import ColumnPreview, Histogram, PreviewFailed, preview_job  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from test_gui import isolated, only_attack, run_and_wait  # noqa: E402,F401


@pytest.fixture
def window(qtbot, tmp_path):
    """A window on a small original and its copy: incomes 1 to 100, regions a (20 rows), b (30) and c (50)."""
    original = pd.DataFrame({"age": np.arange(100) % 60 + 20, "region": ["a"] * 20 + ["b"] * 30 + ["c"] * 50,
                             "income": np.arange(1, 101)})
    original.to_csv(tmp_path / "original.csv", index=False)
    original.to_csv(tmp_path / "copy.csv", index=False)
    w = MainWindow()
    qtbot.addWidget(w)
    w.headless = True
    w.show()
    assert w.load_original(tmp_path / "original.csv") and w.load_release(tmp_path / "copy.csv")
    w.tabs.setCurrentWidget(w.treatments_page)
    return w


def _step(page, treatment: str, **values) -> bool:
    """Choose `treatment` for the next step, fill its form and add it."""
    page.treatment.setCurrentIndex(page.treatment.findData(treatment))
    for name, value in values.items():
        editor = page.form.editors[name]
        editor.setText(value) if isinstance(value, str) else editor.setValue(value)
    return page.add_step()


def _steps(window, label: str) -> list[str]:
    return [step.id for chain in chains.treated(window.draft) if chain.label == label for step in chain.steps]


def test_the_editor_adds_and_undoes_steps_and_the_draft_keeps_them(qtbot, window, tmp_path):
    page = window.treatments_page
    assert [page.source.itemData(i) for i in range(page.source.count())] == ["original", "copy"]
    page.source.setCurrentIndex(page.source.findData("copy"))
    assert page.label.text() == "copy-treated"  # a label no release has
    assert _step(page, "top-bottom-coding", columns="income", top="91")
    assert _step(page, "rounding", columns="income", base=5.0)
    (chain,) = chains.treated(window.draft)
    assert (chain.label, chain.source, [s.id for s in chain.steps]) == ("copy-treated", "copy",
                                                                       ["top-bottom-coding", "rounding"])
    # every parameter as the treatment read it, defaults written out and typed, as `anonguard treat` records it
    assert chain.steps[0].params == {"columns": "income", "top": "91", "top_quantile": 0.0, "bottom": "",
                                     "bottom_quantile": 0.0, "write": "cell"}
    assert page.chains.count() == 1 and page.steps.count() == 2
    assert page.steps.item(1).text() == "2. Rounding (Columns: income; Base: 5)"  # the settings in words
    assert not page.source.isEnabled() and page.label.isReadOnly()  # a chain keeps its source and label

    assert window.undo() and _steps(window, "copy-treated") == ["top-bottom-coding"]  # Edit ▸ Undo
    assert page.steps.count() == 1
    assert window.redo() and _steps(window, "copy-treated") == ["top-bottom-coding", "rounding"]
    assert page.undo_step() and _steps(window, "copy-treated") == ["top-bottom-coding"]  # the page's own undo
    assert page.undo_step() and window.draft.treatments is None  # its only step gone, the chain goes
    assert page.chains.count() == 0 and page.source.isEnabled()
    assert window.undo() and _steps(window, "copy-treated") == ["top-bottom-coding"]

    page.new_chain()  # a second treated release, from the original; a label taken is refused in words
    page.source.setCurrentIndex(page.source.findData("original"))
    page.label.setText("copy")
    assert not _step(page, "pram", columns="region")
    assert page.problem.text() == ("Not added: 'copy' is already the name of a release: give the treated release a "
                                   "name of its own")
    assert [c.label for c in chains.treated(window.draft)] == ["copy-treated"]  # nothing changed
    page.label.setText("public-use")
    assert _step(page, "pram", columns="region")
    assert [(c.label, c.source) for c in chains.treated(window.draft)] == [("copy-treated", "copy"),
                                                                          ("public-use", "original")]
    with pytest.raises(ValueError, match=r"local-suppression\.k must lie between 1 and 1,000,000, got 0"):
        chains.add_step(window.draft, window.catalog, "public-use", "original",  # refused in words, nothing changed
                        ComponentChoice("local-suppression", {"k": 0}))
    assert _steps(window, "public-use") == ["pram"]

    window.data_page.rename(0, "puf")  # a renamed source: its chain follows it
    assert chains.treated(window.draft)[0].source == "puf" and not chains.problems(window.draft)
    window.draft.set_role("income", "secret")  # an audit file is saved once its set-up is complete
    window.draft.attacks = {"best-row-match": {}}
    window.draft.utility = UtilitySpec(in_order=["puf"])
    window.refresh()
    window.audit_path = tmp_path / "audit.json"
    assert window.save_audit()
    saved = json.loads(window.audit_path.read_text(encoding="utf-8"))
    assert [(r["label"], r["from"], [s["id"] for s in r["steps"]]) for r in saved["treatments"]["releases"]] == [
        ("copy-treated", "puf", ["top-bottom-coding"]), ("public-use", "original", ["pram"])]
    # a treatment keeps the rows where they were: both stand in their source's row order, as `anonguard treat` says
    assert saved["utility"]["in_order"] == ["puf", "copy-treated", "public-use"]
    assert window.draft.utility.in_order == ["puf"]  # the Scenario page's box lists the releases read
    other = MainWindow()
    qtbot.addWidget(other)
    assert other.open_audit(window.audit_path)
    assert other.treatments_page.chains.count() == 2 and other.draft.treatments == window.draft.treatments
    assert other.draft.utility.in_order == ["puf"] and other.draft.to_spec().utility.in_order == saved["utility"][
        "in_order"]


def _preview(qtbot, page) -> ColumnPreview | PreviewFailed:
    with qtbot.waitSignal(page.runner.done, timeout=60_000) as blocker:
        page._ask_preview()
    return blocker.args[0]


def test_the_preview_counts_what_the_chain_did_to_a_column(qtbot, window):
    page = window.treatments_page
    page.source.setCurrentIndex(page.source.findData("copy"))
    with qtbot.waitSignal(page.runner.done, timeout=60_000):  # the page previews what it was given off its thread
        assert _step(page, "top-bottom-coding", columns="income", top="91")
    assert page.column.currentData() == "income"  # the column the step names
    found = _preview(qtbot, page)
    # incomes 91 to 100 become '>=91': 10 values changed, none suppressed; 100 distinct numbers become 90 and the code
    assert (found.rows, found.changed, found.suppressed, found.distinct) == (100, 10, 0, (100, 91))
    assert isinstance(found.drawn, Histogram) and found.drawn.after.sum() == found.drawn.before.sum() == 100
    above = found.drawn.edges[:-1] > 91
    assert found.drawn.after[above].sum() == 0 and found.drawn.before[above].sum() > 0  # no value above the code
    assert "Values changed: 10</b> (10 %)" in page.counts.text() and "Cells suppressed: 0" in page.counts.text()
    assert "income: 10 values at or above 91 written as '>=91'" in page.notes.text()

    page.new_chain()  # categories merged: a and b are no longer published, their 50 rows changed
    page.source.setCurrentIndex(page.source.findData("original"))
    assert _step(page, "global-recode", column="region", merge="a+b")
    assert page.column.currentData() == "region"
    found = _preview(qtbot, page)
    assert (found.changed, found.suppressed, found.lost) == (50, 0, ["b", "a"])  # most frequent first
    assert dict(zip(found.drawn.labels, found.drawn.after)) == {"c": 50, "{a,b}": 50, "b": 0, "a": 0}
    assert "Categories lost: 2</b>: values no longer published at all (b, a)" in page.counts.text()

    job = preview_job(window.draft, window.catalog, "original-treated", "region")  # the same, without the window
    # the key variables the treatments are told of: the columns marked so (incomes 1 to 100 read as a record id)
    assert window.draft.column("income").role == "ignore"
    assert job.run().changed == 50 and job.keys == ("age", "region") and job.sensitive == ()

    page.new_chain()  # a step that cannot work says why in words, not with a traceback
    assert _step(page, "top-bottom-coding", columns="income")
    found = _preview(qtbot, page)
    assert isinstance(found, PreviewFailed)
    assert page.counts.text() == ("the treatment chain stopped at step 1 (top-bottom-coding): ValueError: "
                                  "top-bottom-coding: give a top or bottom value, or a top_quantile or bottom_quantile")
    assert "Traceback" not in page.counts.text()


def test_a_run_with_a_treated_release_puts_it_on_the_frontier_and_in_the_run_history(qtbot, tmp_path, small_demo):
    window = MainWindow()
    qtbot.addWidget(window)
    window.headless = True
    window.show()
    assert window.open_audit(small_demo)
    window.scenario_page.membership.setChecked(False)
    window.scenario_page.identity.setChecked(False)
    window.scenario_page.commit()
    window.draft.reidentification = None
    window.draft.utility = UtilitySpec(max_pairs=20)
    window.draft.settings["halting"]["max_attempts"] = 100
    window.draft.settings["baseline"]["models"] = ["majority"]
    window.draft.settings["limits"]["isolate"] = False  # the attack in the audit's process: no fork server to start
    window.draft.set_role("income", "known")  # one sensitive variable keeps the run short
    only_attack(window, "best-row-match")
    window.refresh()
    page = window.treatments_page
    window.tabs.setCurrentWidget(page)
    page.source.setCurrentIndex(page.source.findData("copy"))
    assert _step(page, "global-recode", column="age", width=10.0)
    assert "Run the audit" in page.frontier.summary.text()  # nothing to place yet

    assert run_and_wait(qtbot, window) is False
    qtbot.waitUntil(lambda: not window.running)
    window.tabs.setCurrentWidget(page)
    assert page.views.currentIndex() == 1  # a run's results: the frontier first
    frame = page.frontier.frame
    rows = {row[0]: row for row in frame.itertuples(index=False)}
    assert set(rows) == {"copy", "swap-weak", "swap-strong", "independent", "copy-treated"}
    assert rows["copy-treated"][1:3] == ("copy", "global-recode") and rows["copy"][1:3] == ("—", "—")
    assert "made from copy: Global recoding (bands, merged categories, hierarchy) (Column: age; Band width: 10)" in (
        page.frontier.chain.text())
    assert page.frontier.map.axes.collections  # the releases drawn

    run = window.history.runs[0]  # the run history keeps the chain with the treated release's results
    assert run.provenance["audit"]["treatments"]["releases"][0]["label"] == "copy-treated"
    assert run.provenance["treatments"]["releases"][0]["source"] == "copy"
    treated = [r for r in run.results if r["release"] == "copy-treated"]
    assert treated

    assert page.undo_step() and window.draft.treatments is None  # the chain edited away after the run ...
    window.restore_run(run)  # ... comes back with the run's results
    assert [c.label for c in chains.treated(window.draft)] == ["copy-treated"]
    assert [r.to_dict() for r in window.session.results if r.release == "copy-treated"] == treated
    assert window.session.measured["treatments"].releases[0].release == "copy-treated"
    assert page.chains.count() == 1
    window.tabs.setCurrentWidget(window.data_page)
    window.tabs.setCurrentWidget(page)
    assert "copy-treated" in set(page.frontier.frame.iloc[:, 0])
    window.audit_path = tmp_path / "audit.json"
    assert window.save_audit()  # the audit file keeps the chain, beside the results it made
    saved = json.loads(window.audit_path.read_text(encoding="utf-8"))
    assert saved["treatments"]["releases"][0]["steps"][0]["params"]["column"] == "age"
    assert any(r["release"] == "copy-treated" for r in saved["results"])
    assert saved["history"][0]["provenance"]["audit"]["treatments"] == saved["treatments"]
    kept = window.draft.treatments  # a run kept before runs kept their provenance leaves the chains as they are
    Run(run.finished, run.settings, run.results).restore_setup(window.draft)
    assert window.draft.treatments is kept


def test_a_searched_candidate_is_adopted_as_a_treated_release(qtbot, window):
    from anonguard.engine.claims.decision import SAFE, SERIOUS
    from anonguard.engine.treatment.search import Candidate
    from anonguard.gui.frontier_search import SearchDone
    from anonguard.report.frontier import Frontier, FrontierRow
    from anonguard.report.risk_utility import MapPoint, fronted

    page = window.treatments_page
    assert [page.search.source.itemData(i) for i in range(page.search.source.count())] == ["original", "copy"]
    steps = (ComponentChoice("top-bottom-coding", {"columns": "income", "top": "91"}),
             ComponentChoice("local-suppression", {"columns": "age,region", "k": 3}))
    candidate = Candidate("original-c02", "original", steps)
    mapped = fronted([MapPoint("copy", 1.0, 1.0, SERIOUS, True), MapPoint("original-c02", 0.2, 0.5, SAFE, True)])
    rows = [FrontierRow(p.release, "original" if p.release != "copy" else "", "x" if p.release != "copy" else "", p)
            for p in mapped.points]
    page._searched(SearchDone(Frontier(rows, mapped), (candidate,), ("age", "region"), {}, False))
    assert page.adopt_button.isEnabled()
    assert list(page.searched.frame.iloc[:, 0]) == ["original-c02", "copy"]  # the front, least risk first
    page.searched.table.selectRow(1)  # the untreated copy: nothing to adopt
    assert not page.adopt_chosen() and "Choose a candidate" in page.problem.text()
    page.searched.table.selectRow(0)
    assert page.adopt_chosen()
    (chain,) = chains.treated(window.draft)
    assert (chain.label, chain.source) == ("original-treated", "original")
    assert [s.id for s in chain.steps] == ["top-bottom-coding", "local-suppression"]
    assert chain.steps[1].params["k"] == 3 and "choose" in chain.steps[1].params  # every parameter written out
    window.undo()  # the adoption is one edit: Edit ▸ Undo takes it back
    assert chains.treated(window.draft) == []
