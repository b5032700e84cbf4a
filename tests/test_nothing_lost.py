"""Nothing made is lost: a result the verdict's sentences cannot word, a damaged cache entry, a run restored
from the history or a slow format never cost the audit's other results or its audit.json."""

import json

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.audit import Audit
from anonguard.engine.settings import AuditSettings
from anonguard.engine.spec import ComponentChoice
from anonguard.plugins.api import BaselineModel, Predictions
from anonguard.plugins.manager import load_catalog
from anonguard.report.export import ExportOptions, export
from anonguard.report.model import Report
from anonguard.report.privacy import Disclosure
from test_robustness import plugin


class Silent(BaselineModel):
    """A baseline model that predicts nobody: the non-member baseline makes no claim."""

    id, title, description = "silent", "Silent", "Abstains on every target."

    def fit(self, features, secret, kinds):
        return self

    def predict(self, features):
        n = len(features)
        return Predictions(np.zeros(n, int), np.zeros(n), np.ones(n, bool))


@pytest.fixture(scope="module")
def silent_baseline_audit() -> dict:
    rng = np.random.default_rng(0)
    original = pd.DataFrame({"a": rng.integers(0, 6, 1500), "b": rng.integers(0, 4, 1500), "s": rng.integers(0, 3, 1500)})
    settings = AuditSettings.from_dict({"limits": {"isolate": False}, "execution": {"workers": 1, "cache": False},
                                        "halting": {"max_attempts": 300}, "baseline": {"models": ["silent"]}})
    audit = Audit.of_frames(original, {"copy": original.copy()}, ["s"], [["a", "b"]], settings=settings,
                            attacks=[ComponentChoice("best-row-match")],
                            catalog=load_catalog([("silent", plugin(anonguard_baseline_models=[Silent]))])).prepare()
    for _ in audit.run():
        pass
    return audit.to_dict()


def test_a_baseline_that_makes_no_claim_is_worded_and_every_format_written(silent_baseline_audit, tmp_path):
    (result,) = silent_baseline_audit["results"]
    assert result["status"] == "ok" and result["baseline_predictions"] == 0 and result["baseline_precision"] is None
    report = Report.from_audit(silent_baseline_audit)
    (finding,) = report.verdict.findings
    assert "a model of people who are not in the data makes no prediction" in finding.sentence
    assert "nan" not in finding.sentence
    written = export(report, tmp_path / "first", ExportOptions(), keep_going=True)
    assert [p.name for p in written] == ["audit.json", "results.csv", "report.html", "report.pdf"]  # cheapest first
    # the saved file (as a partial result is saved) renders again, every format
    saved = json.loads((tmp_path / "first" / "audit.json").read_text(encoding="utf-8"))
    assert len(export(Report.from_audit(saved), tmp_path / "again", ExportOptions(), keep_going=True)) == 4


def test_a_sensitive_variable_of_many_values_is_summarised_in_the_report(silent_baseline_audit, tmp_path):
    """15,000 values made one table cell ReportLab split page by page in quadratic time (46 s; 50,000: 15 minutes)."""
    audit = json.loads(json.dumps(silent_baseline_audit))
    labels = [f"value {i:05d}" for i in range(15_000)]
    audit["secrets"]["s"].update(labels=labels, counts=[20] * len(labels))
    report = Report.from_audit(audit, Disclosure(include_values=True))
    (row,) = [t for t in report.provenance() if t.title == "How each secret was judged"][0].rows
    assert row[2].startswith("value 00000, value 00001") and row[2].endswith("… and 14,960 more (every one in audit.json)")
    export(report, tmp_path, ExportOptions(("json", "pdf")))
    assert json.loads((tmp_path / "audit.json").read_text(encoding="utf-8"))["secrets"]["s"]["labels"] == labels
