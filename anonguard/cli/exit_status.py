"""The command line's exit statuses: what a script running `anonguard` may rely on.

One number meant both "a result failed" and "AnonGuard itself failed" (issue 32), so a script could
not tell a release to look at again from a bug to report. Each status now means one thing; where
several apply, the highest is returned, and a stop by a signal (128 + N) comes before all but
`USAGE` (a file that could not be written: its message says where the finished results are).

A report format that could not be drawn is `INTERNAL`: the results are measured and audit.json is
written, but AnonGuard failed at something it should always manage (the message names the format and
the `anonguard report` command that draws it again).
"""

from __future__ import annotations

from collections.abc import Iterable

from anonguard.engine.outcome import leaves_unjudged

MEASURED = 0  # every result measured (whatever it found: an at-risk release is a measurement, not a failure)
UNJUDGED = 1  # a result failed or could not be judged: its release reads "cannot be judged"
USAGE = 2  # bad input or usage: an option, a setting, a file or a folder; nothing was measured wrongly
INTERNAL = 3  # AnonGuard failed: an internal error, or a report format that could not be drawn

HELP = """exit status:
  0    every result was measured (at-risk and serious results included)
  1    a result failed or could not be judged: its release reads 'cannot be judged'
  2    bad input or usage: an option, a setting, an input file or an output folder (one line says which)
  3    internal error, or a report format that could not be drawn (audit.json is still written)
  130  stopped by Ctrl-C (143: SIGTERM, 129: SIGHUP); what finished is written
  When several apply, the highest is returned (a stop by a signal before all but 2)."""


def results_status(results: Iterable) -> int:
    """`UNJUDGED` if any result leaves its release without a judgement (it failed, was not applicable as
    the audit was set up, or was cancelled before it measured anything), else `MEASURED`: the verdict's
    own rule (`anonguard.report.verdict.judge`), so the status and the printed verdict never disagree."""
    unjudged = any(leaves_unjudged(r.status, getattr(r, "by_design", False), getattr(r, "verdict", None))
                   for r in results)
    return UNJUDGED if unjudged else MEASURED


def smoke_status(done) -> int:
    """`anonguard gui --quit`'s status from what the window did (`anonguard.gui.app.SmokeRun`): `USAGE` when
    the audit could not be opened or run as given or the screenshot not written; `UNJUDGED` for a run that was
    cancelled or measured nothing; else the results' status, as `audit` gives it (`MEASURED` when none was run)."""
    if done.refused:
        return USAGE
    if done.results is not None and (done.cancelled or not done.results):
        return UNJUDGED
    return results_status(done.results or [])
