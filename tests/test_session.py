"""The open audit without Qt (anonguard.gui.session) and the worker that relays the engine's events to it
unchanged: what the window's pages view, driven here without a window."""

import os
import queue
import subprocess
import sys
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from anonguard.engine.events import AuditFinished, ScenarioFinished, ScenarioStarted  # noqa: E402
from anonguard.engine.outcome import Kind, Status  # noqa: E402
from anonguard.gui.kind_views import view_of  # noqa: E402
from anonguard.gui.session import AuditSession, RunFailed, RunPrepared, RunWarned  # noqa: E402


def _result(kind, release="r", status=Status.OK):
    return SimpleNamespace(kind=kind, release=release, status=status, to_dict=lambda: {"kind": kind, "release": release})


def test_the_session_imports_no_qt():
    code = "import sys, anonguard.gui.session; print(sorted(m for m in sys.modules if m.startswith('PySide6')))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_every_kind_of_result_is_held_in_one_list_and_listed_on_its_page():
    session = AuditSession()
    membership_list = session.shown("membership")
    session.begin_run({"seed": 1})
    assert session.running and not session.reportable and session.saved_results() is None
    session.take(RunPrepared(3, {"inputs": []}, ["a", "b", "c"]))
    first, second, third = _result(Kind.ATTRIBUTE), _result(Kind.MEMBERSHIP), _result(Kind.IDENTITY, status=Status.FAILED)
    assert [session.add(r) for r in (second, third, first)] == ["membership", "results", "results"]
    assert session.results == [second, third, first]
    assert session.shown("results") == [third, first] and session.shown("membership") is membership_list == [second]
    session.take(RunWarned(["careful"]))
    session.end_run([first, second, third], cancelled=False)  # scenario order at the end
    assert session.results == [first, second, third] and session.shown("results") == [first, third]
    assert session.warnings == ["careful"] and session.failed == 1 and session.reportable
    assert session.saved_results() == [r.to_dict() for r in (first, second, third)]
    assert session.run_settings == {"seed": 1}


def test_a_failed_run_keeps_its_results_shown_but_not_reportable():
    session = AuditSession()
    session.begin_run({})
    session.take(RunPrepared(1, {"inputs": []}, ["a"]))
    session.add(_result(Kind.ATTRIBUTE))
    session.fail_run()
    assert session.has_results and not session.running and not session.reportable


def test_each_kind_has_its_page_and_a_kind_without_a_view_none():
    assert view_of(Kind.MEMBERSHIP).page == "membership"
    assert {view_of(kind).page for kind in (Kind.ATTRIBUTE, Kind.IDENTITY)} == {"results"}
    session = AuditSession()
    assert session.add(_result("a-plugin-kind")) is None  # kept with the results, listed on no page
    assert [r.kind for r in session.results] == ["a-plugin-kind"] and not any(map(session.shown, ("results", "membership")))


def test_the_worker_relays_the_engine_s_events_unchanged(qtbot):
    from anonguard.gui.worker import AuditWorker

    finished = _result(Kind.ATTRIBUTE)
    events = [RunPrepared(1, {}, ["a"]), ScenarioStarted(0, 1, SimpleNamespace(describe=lambda: "a")),
              ScenarioFinished(0, 1, finished), RunWarned([]), AuditFinished([finished], False)]
    sent = queue.Queue()
    for event in events:
        sent.put(event)
    worker = AuditWorker(spec=None)
    seen = []
    worker.event.connect(seen.append)  # the same thread: called at once
    worker._relay(sent, SimpleNamespace(is_alive=lambda: True, exitcode=None))
    assert len(seen) == len(events) and all(a is b for a, b in zip(seen, events))


def test_a_process_that_dies_is_a_failed_run(qtbot):
    from anonguard.gui.worker import AuditWorker

    worker = AuditWorker(spec=None)
    seen = []
    worker.event.connect(seen.append)
    worker._relay(queue.Queue(), SimpleNamespace(is_alive=lambda: False, exitcode=-9))
    assert [type(e) for e in seen] == [RunFailed] and "exit code -9" in seen[0].message
