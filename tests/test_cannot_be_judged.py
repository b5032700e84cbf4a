"""No measurement, no "safe" (issue 31): a release some of whose results could not be measured reads
"cannot be judged", with its reasons once each, on the verdict, the report's tables, audit.json, the command
line and the run history; a measured at-risk or serious reading still stands."""

from __future__ import annotations

import json

import pandas as pd

from anonguard.cli.verdict_text import verdict_text
from anonguard.engine.claims.decision import CANNOT_JUDGE
from anonguard.engine.identity.result import IdentityResult
from anonguard.engine.claims.measures import RiskBands
from anonguard.engine.outcome import Status
from anonguard.engine.claims.results import ClaimsResult
from anonguard.gui.history import Run
from anonguard.report.verdict import judge
from conftest import run_here

CODED = "release 'r' column 'district': 100% of its values never occur in the original"


def _attribute(release: str, secret: str, verdict: str | None, problem: str | None = None) -> ClaimsResult:
    result = ClaimsResult(release, "best-row-match", {}, secret, ("age", "district"))
    if problem:
        result.status, result.problems = Status.NOT_APPLICABLE, [problem]
    else:
        result.alc, result.alc_ci, result.risk, result.verdict = 0.8 if verdict == "serious" else 0.1, None, verdict, verdict
    return result


def _identity(release: str, verdict: str | None, problem: str | None = None, by_design: bool = False) -> IdentityResult:
    result = IdentityResult(release, "record-linkage", {}, "record linkage", ("age", "district"))
    if problem:
        result.status, result.problems, result.by_design = Status.NOT_APPLICABLE, [problem], by_design
    else:
        result.alc, result.risk, result.verdict = 0.02, verdict, verdict
    return result


def test_a_release_whose_attribute_results_could_not_be_measured_is_not_safe():
    """The office's file of the issue: every attribute result not applicable, two identity results safe."""
    results = [_attribute("r", "diagnosis", None, CODED), _attribute("r", "benefit", None, CODED),
               _identity("r", "safe"), _identity("r", "safe")]
    verdict = judge(results, RiskBands())
    (release,) = verdict.releases
    assert release.band == CANNOT_JUDGE and verdict.band == CANNOT_JUDGE
    assert release.reasons == (CODED,)  # the same reason for both secrets, said once
    data = verdict.to_dict()
    assert data["band"] == CANNOT_JUDGE and data["releases"][0]["cannot_be_judged_because"] == [CODED]
    text = verdict_text(results, RiskBands())
    assert text.startswith("Verdict: cannot be judged.") and text.count(CODED) == 1
    assert "  r: cannot be judged, driven by record linkage" in text


def test_a_measured_serious_reading_stands_beside_what_could_not_be_measured():
    results = [_attribute("r", "diagnosis", "serious"), _attribute("r", "benefit", None, CODED),
               _attribute("other", "diagnosis", "safe")]
    verdict = judge(results, RiskBands())
    bands = {r.release: r.band for r in verdict.releases}
    assert bands == {"r": "serious", "other": "safe"} and verdict.band == "serious"


def test_what_a_release_rules_out_by_its_nature_leaves_it_judgeable():
    """Record linkage on a synthetic release has no row that is a person's: not applicable, not a problem."""
    results = [_attribute("synthetic", "diagnosis", "safe"),
               _identity("synthetic", None, "a synthetic release: no row of it is a person's", by_design=True)]
    verdict = judge(results, RiskBands())
    assert verdict.releases[0].band == "safe" and verdict.band == "safe" and not verdict.problems


def test_an_identity_result_that_could_not_be_measured_leaves_the_release_unjudged():
    needs_ids = "not applicable: needs the release rows' ids"
    results = [_attribute("r", "diagnosis", "safe"), _identity("r", None, needs_ids)]
    (release,) = judge(results, RiskBands()).releases
    assert release.band == CANNOT_JUDGE and release.reasons == (needs_ids,)


def test_nothing_measured_at_all_cannot_be_judged_either():
    verdict = judge([_attribute("r", "diagnosis", None, CODED)], RiskBands())
    assert verdict.band == CANNOT_JUDGE and verdict.releases[0].driven_by == "nothing measured"
    assert "cannot judge" in verdict.headline


def test_the_run_history_never_says_worst_safe_beside_an_unmeasured_result():
    results = [_attribute("r", "diagnosis", None, CODED), _identity("r", "safe")]
    run = Run("2026-11-27T12:00:00", {"seed": 1}, [r.to_dict() for r in results])
    assert "worst: cannot-be-judged" in run.summary()
    by_design = [_identity("r", "safe").to_dict(), _identity("r", None, "synthetic", by_design=True).to_dict()]
    assert "worst: safe" in Run("2026-11-27T12:00:00", {"seed": 1}, by_design).summary()


def test_the_command_line_and_audit_json_say_cannot_be_judged(tmp_path):
    """A release whose district is merged into names the original never holds (no hierarchy given)."""
    rng = pd.Series(range(400))
    original = pd.DataFrame({"district": [f"LS{i % 7}" for i in rng], "age": (rng * 7) % 80,
                             "diagnosis": [["None", "Asthma", "Flu"][i % 3] for i in rng]})
    release = original.assign(district=original["district"].map(lambda d: "North" if d < "LS4" else "South"))
    original.to_csv(tmp_path / "o.csv", index=False)
    release.to_csv(tmp_path / "r.csv", index=False)
    done = run_here("audit", "--original", tmp_path / "o.csv", "--release", f"merged={tmp_path / 'r.csv'}",
                    "--secret", "diagnosis", "--known", "district,age", "--attack", "best-row-match",
                    "--out", tmp_path / "out", "--quiet", check_exit=1)  # 1: a result could not be judged
    assert "Verdict: cannot be judged." in done.stdout and "merged: cannot be judged" in done.stdout
    assert "recode it like the original" not in done.stdout  # that would undo the office's protection
    verdict = json.loads((tmp_path / "out" / "audit.json").read_text())["verdict"]
    assert verdict["band"] == CANNOT_JUDGE
    assert "hierarchy file" in verdict["releases"][0]["cannot_be_judged_because"][0]


def test_a_failed_attack_leaves_its_release_unjudged():
    failed = _attribute("r", "benefit", None)
    failed.status, failed.error, failed.verdict = Status.FAILED, "ZeroDivisionError: division by zero", None
    results = [_attribute("r", "diagnosis", "safe"), failed]
    (release,) = judge(results, RiskBands()).releases
    assert release.band == CANNOT_JUDGE
    assert release.reasons == ("best-row-match failed (ZeroDivisionError: division by zero): run it again, or leave it out",)
    assert "worst: cannot-be-judged" in Run("2026-11-27T12:00:00", {"seed": 1}, [r.to_dict() for r in results]).summary()


def test_record_linkage_whose_rows_cannot_be_told_apart_is_a_set_up_problem_not_the_releases_nature():
    """Half the rows redrawn, not said to be in order and no ids: whose row is whose cannot be inferred. That is
    no property of the release (as a synthetic release's would be), so the release is not judged safe."""
    from known_identity import KEYS, identity_frames

    from anonguard.engine.audit import Audit
    from anonguard.engine.settings import AuditSettings
    from anonguard.engine.spec import IdentitySpec

    original, release = identity_frames(200, 0.5, 0)
    settings = AuditSettings.from_dict({"seed": 0, "limits": {"isolate": False}, "halting": {"work_budget": None}})
    audit = Audit.of_frames(original, {"r": release}, [], identity=IdentitySpec(keys=list(KEYS), attacks=[]),
                            kinds={k: "continuous" for k in KEYS}, settings=settings).prepare()
    for _ in audit.run():
        pass
    (linkage,) = [r for r in audit.results if r.attack_id == "record-linkage"]
    assert linkage.status == Status.NOT_APPLICABLE and not linkage.by_design
    assert "fit no original record" in linkage.problems[0]
    release_verdict = next(v for v in judge(audit.results, RiskBands()).releases if v.release == "r")
    assert release_verdict.band != "safe"
