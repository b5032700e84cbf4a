"""One progress-and-cancel token: what a task reports, and the Cancel that reaches it wherever it runs."""

import multiprocessing

import pytest

from anonguard.data.progress import ReadCancelled, advance, stage, watching
from anonguard.progress import Cancelled, Progress


def test_it_reports_the_stage_and_share_and_stops_the_task_once_cancelled():
    progress = Progress()
    with watching(progress):
        stage("Reading people.csv")
        assert (progress.stage, progress.fraction) == ("Reading people.csv", None)
        advance(25, 100)
        assert progress.fraction == 0.25 and progress() is False
        progress.cancel()
        assert progress() is True and progress.cancelled
        with pytest.raises(ReadCancelled) as stopped:
            advance(50, 100)
    assert isinstance(stopped.value, Cancelled)  # a reader's cancel is the token's
    with pytest.raises(Cancelled):
        progress.begin("another stage")


def _report(progress, answers):
    answers.put((progress(), progress.stage))


def test_a_cancel_reaches_another_process_through_the_token():
    context = multiprocessing.get_context("spawn")
    progress = Progress(context.Event())
    progress.begin("scenario 1")
    answers = context.Queue()
    progress.cancel()
    child = context.Process(target=_report, args=(progress, answers))
    child.start()
    assert answers.get(timeout=120) == (True, "")  # the flag travels, not what was reported here
    child.join(timeout=120)
