"""A mis-set audit never reads safe: set-up problems make results not applicable, listed before the verdict."""

import json

import numpy as np
import pandas as pd
import pytest
from pypdf import PdfReader

from anonguard.engine.audit import Audit
from anonguard.engine.kinds import result_from_dict
from anonguard.engine.settings import AuditSettings
from anonguard.engine.spec import AuditSpec, ComponentChoice, ReleaseSpec, TableRef
from anonguard.plugins import hookimpl
from anonguard.plugins.api import Attack, Predictions
from anonguard.plugins.manager import load_catalog
from anonguard.report.export import ExportOptions, render
from anonguard.report.model import Report
from conftest import run_here

N = 800


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("setup")
    rng = np.random.default_rng(4)
    original = pd.DataFrame({
        "age": rng.integers(18, 90, N), "sex": rng.choice(["F", "M"], N),
        "zip": rng.choice([f"101{i:02d}" for i in range(40)], N), "illness": rng.choice(["a", "b", "c"], N),
        "nothing": np.full(N, np.nan), "same": np.full(N, "x"),
    })
    original.to_csv(folder / "original.csv", index=False)
    original.to_csv(folder / "copy.csv", index=False)
    original.assign(sex=original["sex"].map({"F": "female", "M": "male"})).to_csv(folder / "sex_words.csv", index=False)
    original.assign(zip=original["zip"].str[:3] + "**").to_csv(folder / "zip_masked.csv", index=False)
    original.drop(columns="zip").to_csv(folder / "no_zip.csv", index=False)
    shuffled = pd.DataFrame({name: rng.permutation(values.to_numpy()) for name, values in original.items()})
    shuffled.to_csv(folder / "shuffled.csv", index=False)  # every column permuted on its own
    return folder


def spec(folder, releases, secrets=("illness",), known=("age", "sex", "zip"), **settings):
    settings = {"limits": {"isolate": False}, "baseline": {"models": ["majority"]}, **settings}
    return AuditSpec(
        original=TableRef("original.csv"), releases=[ReleaseSpec(r, [TableRef(f"{r}.csv")]) for r in releases],
        secrets=list(secrets), known_sets=[list(known)], attacks=[ComponentChoice("best-row-match")],
        kinds={"age": "continuous"}, settings=AuditSettings.from_dict(settings), base_dir=folder,
    )


def run(audit_spec, catalog=None):
    audit = Audit(audit_spec, catalog).prepare()
    for _ in audit.run():
        pass
    return audit


def test_a_release_coded_differently_is_not_applicable_with_the_column_named(folder):
    audit = run(spec(folder, ["copy", "sex_words", "zip_masked", "no_zip"]))
    by_release = {r.release: r for r in audit.results}
    assert by_release["copy"].status == "ok" and by_release["copy"].verdict == "serious"
    for release, column, words in (("sex_words", "sex", "'female'"), ("no_zip", "zip", "no column 'zip'")):
        result = by_release[release]
        assert result.status == "not-applicable", release
        assert result.verdict is None and result.alc is None and result.risk is None
        text = " ".join(result.problems)
        assert repr(column) in text and words in text, text
        assert any(advice in text for advice in ("hierarchy file", "choose key variables", "fix the value"))
        assert "recode it like the original" not in text  # that would undo the office's protection
    # a masked code is a recode (anonguard/data/recodes.py): '101**' stands for the 101xx codes, and is measured
    assert by_release["zip_masked"].status == "ok" and by_release["zip_masked"].verdict is not None


def test_a_secret_without_values_or_with_one_value_is_not_applicable(folder):
    audit = run(spec(folder, ["copy"], secrets=("nothing", "same", "illness")))
    status = {r.secret: (r.status, " ".join(r.problems)) for r in audit.results}
    assert status["nothing"][0] == "not-applicable" and "has no values in the original" in status["nothing"][1]
    assert status["same"][0] == "not-applicable" and "the same value ('x') for every record" in status["same"][1]
    assert status["illness"][0] == "ok"


class _Silent:
    """An attack that never dares a prediction."""

    class Attack(Attack):
        id = "silent"
        title = "Silent"
        description = "Abstains for everyone."

        def fit(self, task):
            return self

        def predict(self, targets):
            n = len(targets)
            return Predictions(np.zeros(n), np.zeros(n), np.ones(n, bool))

    @staticmethod
    @hookimpl
    def anonguard_attacks():
        return [_Silent.Attack]


def test_an_attack_without_predictions_is_not_applicable_not_safe(folder):
    catalog = load_catalog(extra_plugins=[("silent", _Silent)])
    chosen = spec(folder, ["copy"])
    chosen.attacks = [ComponentChoice("silent")]
    (result,) = run(chosen, catalog).results
    assert result.status == "not-applicable" and result.verdict is None and result.alc is None
    assert "made no predictions" in result.problems[0]


def test_the_report_lists_set_up_problems_first_and_never_reads_safe(folder, tmp_path):
    audit = run(spec(folder, ["sex_words", "shuffled"], known=("age", "sex")))
    assert [r.verdict for r in audit.results] == [None, "safe"]
    report = Report.from_audit(audit.to_dict())
    assert report.verdict.band == "cannot-be-judged"
    bands = {r.release: r.band for r in report.verdict.releases}
    assert bands == {"sex_words": "cannot-be-judged", "shuffled": "safe"}  # a measured release is still judged
    assert "could not be measured" in report.verdict.headline
    assert "No attack did meaningfully better" not in report.verdict.headline
    files = render(report, ExportOptions(("pdf", "html")))
    (tmp_path / "report.pdf").write_bytes(files["report.pdf"])
    first_page = " ".join(PdfReader(tmp_path / "report.pdf").pages[0].extract_text().split())
    assert first_page.index("Results that could not be measured") < first_page.index("The audit cannot call this safe")
    assert first_page.count("cannot be judged") >= 1 and "'female'" in first_page
    html = files["report.html"].decode("utf-8")
    assert html.index("Results that could not be measured") < html.index('class="verdict')


class _Failing:
    class Attack(Attack):
        id, title, description = "failing", "Failing", "Predicts for a while, then fails."

        def fit(self, task):
            self.calls_ = 0
            return self

        def predict(self, targets):
            self.calls_ += 1
            if self.calls_ > 2:  # after some attempts, as an attack killed mid-run
                raise RuntimeError("the attack broke after a few batches")
            n = len(targets)
            return Predictions(np.zeros(n, int), np.ones(n), np.zeros(n, bool))

    @staticmethod
    @hookimpl
    def anonguard_attacks():
        return [_Failing.Attack]


def test_a_failed_scenario_carries_no_alc_and_no_band(folder):
    chosen = spec(folder, ["copy"])
    chosen.attacks = [ComponentChoice("failing")]
    audit = run(chosen, load_catalog(extra_plugins=[("failing", _Failing)]))
    saved = {r["release"]: r for r in json.loads(json.dumps(audit.to_dict()))["results"]}
    assert saved["copy"]["status"] == "failed" and "broke after a few batches" in saved["copy"]["error"]
    assert all(saved["copy"][key] is None for key in ("alc", "alc_ci", "risk", "verdict", "precision_improvement"))
    assert result_from_dict(saved["copy"]).verdict is None


def test_an_alc_far_below_minus_one_reads_no_advantage_and_keeps_its_raw_value(folder, tmp_path):
    audit = run(spec(folder, ["copy"]))
    data = audit.to_dict()
    result = data["results"][0]
    result.update(alc=-25.3, alc_ci=[-40.0, -12.0], verdict="safe", risk="safe")
    report = Report.from_audit(data)
    row = report.tables_of("attribute")[0].rows[0]
    assert "no advantage (below −1)" in row
    assert json.loads(json.dumps(data))["results"][0]["alc"] == -25.3


def test_the_command_line_prints_not_applicable_rows_with_their_reason(folder):
    done = run_here("audit", "--original", folder / "original.csv", "--release", f"words={folder / 'sex_words.csv'}",
                    "--secret", "illness", "--known", "age,sex", "--attack", "best-row-match",
                    "--out", folder / "cli-out", "--quiet")
    assert done.returncode == 1, done.stderr  # 1: a result could not be judged (exit-status contract)
    assert "not-applicable" in done.stdout and "'female'" in done.stdout
    saved = json.loads((folder / "cli-out" / "audit.json").read_text())
    assert saved["results"][0]["status"] == "not-applicable" and saved["results"][0]["verdict"] is None
