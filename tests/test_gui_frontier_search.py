"""The frontier search from the window: run in a child process, its progress relayed, its result the frontier and
each candidate's chain; a search that cannot start says why; the panel ends with its buttons as they were."""

import numpy as np
import pandas as pd

from anonguard.engine.settings import with_settings
from anonguard.engine.spec import AuditSpec, TableRef
from anonguard.engine.treatment.search import SearchProgress
from anonguard.gui.frontier_search import SearchDone, SearchPanel, search_in_child
from anonguard.gui.session import RunFailed
from anonguard.progress import Progress


class Events(list):
    put = list.append


def _spec(tmp_path):
    rng = np.random.default_rng(5)
    age = rng.integers(18, 90, 500)
    pd.DataFrame({"age": age, "sex": rng.choice(["f", "m"], 500), "region": rng.choice(list("ABCDE"), 500),
                  "job": np.where(age > 65, "retired", rng.choice(["clerk", "nurse"], 500))}).to_csv(
        tmp_path / "o.csv", index=False)
    spec = AuditSpec(TableRef(str(tmp_path / "o.csv")), [], ["job"], [["age", "sex", "region"]])
    spec.settings = with_settings(spec.settings, [("halting.max_attempts", 150), ("execution.cache", False)])
    return spec


def test_the_child_sends_progress_then_the_frontier_and_each_chain(tmp_path):
    events = Events()
    search_in_child(_spec(tmp_path), events, Progress(), (), ["original"], 10_000, 2)
    assert any(isinstance(e, SearchProgress) for e in events[:-1])
    done = events[-1]
    assert isinstance(done, SearchDone) and not done.cancelled
    assert [c.label for c in done.candidates] == ["original-c01", "original-c02"]
    assert all(row.point is not None for row in done.frontier.rows if row.chain)  # both audited, with utility
    chains = done.chains()
    assert chains["original-c01"].brief == "local-suppression" and chains["original-c01"].source == "original"
    assert chains["original-c02"].brief.endswith("→ local-suppression")
    assert done.keys and set(done.keys) <= {"age", "sex", "region"}


def test_a_search_that_cannot_start_says_why(tmp_path):
    events = Events()
    search_in_child(_spec(tmp_path), events, Progress(), (), ["nope"], 10_000, 2)
    assert isinstance(events[-1], RunFailed) and "'nope'" in events[-1].message


def test_the_panel_searches_off_the_window_and_shows_what_it_found(qtbot, tmp_path):
    spec = _spec(tmp_path)
    panel = SearchPanel(lambda: (spec, ()))
    qtbot.addWidget(panel)
    panel.set_sources(["puf"])
    assert [panel.source.itemData(i) for i in range(panel.source.count())] == ["original", "puf"]
    # whatever the budget reached is shown, the rest is not audited: a few seconds reach the first round (the
    # window's least is 30 s, which this test would spend whole: the search runs until its budget is spent)
    panel.budget.setMinimum(1)
    panel.budget.setValue(6)
    with qtbot.waitSignal(panel.found, timeout=600_000) as found:
        panel.start()
        assert not panel.run_button.isEnabled() and panel.cancel_button.isEnabled()
    done = found.args[0]
    assert isinstance(done, SearchDone) and len(done.candidates) > 2
    assert all(row.point is None or row.point.measured or row.point.band != "safe" for row in done.frontier.rows)
    qtbot.waitUntil(lambda: not panel.running, timeout=60_000)
    assert panel.run_button.isEnabled() and not panel.cancel_button.isEnabled()
    assert "candidate chains audited" in panel.status.text()
