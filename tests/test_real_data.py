"""Ordinary real tables audit: one-row categories, infinities, id-like secrets, wide ranges,
values that look like formulas, and the library warnings all of these provoke."""

import json
import warnings

import numpy as np
import pandas as pd
import pytest
from conftest import run_cli, run_here

from anonguard.engine.audit import Audit
from anonguard.engine.attribute.baseline import NonMemberBaseline
from anonguard.engine.attribute.secret import SecretCodec, bin_edges
from anonguard.engine.settings import AuditSettings, SecretSettings
from anonguard.engine.spec import AuditSpec
from anonguard.plugins.api import CATEGORICAL, CONTINUOUS, BaselineModel, Predictions
from anonguard.plugins.defaults.baseline_models import (
    OTHER, ColumnMappingModel, GradientBoostingModel, LogisticModel, RandomForestModel,
)
from anonguard.plugins.manager import load_catalog
from anonguard.report.privacy import Disclosure, redact
from anonguard.report.spreadsheet import inert
from test_robustness import plugin

KINDS = {"a": CATEGORICAL, "x": CONTINUOUS}


def _features(n, seed=0):
    rng = np.random.default_rng(seed)
    return pd.DataFrame({"a": rng.integers(0, 4, n), "x": rng.normal(size=n)})


@pytest.mark.parametrize("model", [GradientBoostingModel, RandomForestModel, LogisticModel])
def test_every_sklearn_candidate_fits_a_secret_with_a_one_row_class_and_infinities(model):
    features = _features(400)
    features.loc[3, "x"], features.loc[4, "x"] = np.inf, -np.inf
    secret = features["a"].to_numpy() % 2
    secret[7] = 9  # one row holds the value 9: stratified early stopping needs two of every class
    predicted = model().fit(features, secret, KINDS).predict(features)
    assert predicted.value.shape == (400,) and np.isfinite(predicted.rank_score).all()
    assert set(np.unique(predicted.value[~predicted.abstain])) <= {0, 1}


def test_a_model_learns_at_most_its_classes_and_abstains_on_the_rarer_ones():
    features = _features(3000)
    secret = np.arange(3000)  # id-like: every row its own value
    secret[:1500] = features["a"].to_numpy()[:1500]  # half the rows share four values
    model = RandomForestModel()
    model.max_classes = 4
    predicted = model.fit(features, secret, KINDS).predict(features)
    assert set(model.estimator_.classes_) <= {0, 1, 2, 3, OTHER}
    assert predicted.abstain[predicted.value == OTHER].all() and not predicted.abstain[predicted.value != OTHER].any()


def test_the_column_mapping_counts_pairs_without_a_values_by_classes_table():
    features = pd.DataFrame({"a": [0, 0, 0, 1, 1, 2]})
    secret = np.array([5, 5, 6, 7, 8, 9])
    predicted = ColumnMappingModel().fit(features, secret, {"a": CATEGORICAL}).predict(pd.DataFrame({"a": [0, 1, 2, 3]}))
    # 0 -> 5 (2 of 3, smoothed 2/4); 1 -> 7 on a tie with 8 (the smaller code; 1/3); 2 -> 9 (1/2); 3 unseen -> modal 5, score 0
    assert predicted.value.tolist() == [5, 7, 9, 5]
    np.testing.assert_allclose(predicted.rank_score, [0.5, 1 / 3, 0.5, 0.0])
    many = np.arange(50_000)  # an id-like secret: a dense table would be 50,000 × 50,000
    fitted = ColumnMappingModel().fit(pd.DataFrame({"a": many % 7}), many, {"a": CATEGORICAL})
    assert len(fitted.table_) == 7


class Brittle(BaselineModel):
    """Fits on the comparison sample, fails on the hold-out blocks' larger training sets."""

    id, title, description = "brittle", "Brittle", "Fails on more than 300 rows."

    def fit(self, features, secret, kinds):
        if len(features) > 300:
            raise ValueError("The least populated classes in y have only 1 member")
        return self

    def predict(self, features):
        n = len(features)
        return Predictions(np.zeros(n, int), np.ones(n), np.zeros(n, bool))


def test_a_chosen_model_that_fails_on_a_block_gives_way_to_the_next_best():
    n = 1000
    features = _features(n)
    truth = (features["a"].to_numpy() == 0).astype(int)  # brittle predicts 0: right for 3 in 4
    catalog = load_catalog([("brittle", plugin(anonguard_baseline_models=[Brittle]))])
    candidates = [catalog.get("baseline-model", "brittle"), catalog.get("baseline-model", "majority")]
    settings = AuditSettings.from_dict({"baseline": {"selection_rows": 400}})
    baseline = NonMemberBaseline(features, truth, SecretCodec("s", "categorical"), KINDS, candidates, settings)
    predicted = baseline.predict_block(np.arange(100))
    assert predicted.value.shape == (100,)
    assert baseline.chosen.id == "majority"
    (brittle,) = [s for s in baseline.scores if s.model == "brittle"]
    assert "could not be refitted on a hold-out block" in brittle.error and "least populated" in brittle.error


def test_bins_say_nothing_exact_about_the_extremes():
    rng = np.random.default_rng(1)
    income = np.round(rng.lognormal(10, 1, 5000), 2)
    richer = income.copy()
    richer[np.argmax(richer)] *= 1.7  # the richest person's income, changed
    poorer = income.copy()
    poorer[np.argmin(poorer)] /= 3
    settings = SecretSettings(bins=20)
    described = [SecretCodec.build("income", "continuous", x, settings).describe(x) for x in (income, richer, poorer)]
    assert described[0] == described[1] == described[2]  # edges, labels and counts do not move with an extreme
    counts = described[0]["counts"]
    assert counts[0] >= 10 and counts[-2] >= 10  # the open end bins hold ten people or more
    assert described[0]["bin_edges"][0] is None and described[0]["bin_edges"][-1] is None
    inner = np.array(described[0]["bin_edges"][1:-1])
    step = inner[1] - inner[0]
    np.testing.assert_allclose(np.diff(inner), step)  # a round grid ...
    assert step / 10 ** np.floor(np.log10(step)) in (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8)
    assert 14 <= len(inner) + 1 <= 26  # ... of about the 20 bins asked for


def test_a_range_too_wide_for_floats_still_gets_finite_edges():
    values = np.array([-1e308, 1e308, -5e307, 5e307] * 30 + [0.0] * 40)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no overflow along the way
        edges = bin_edges(values, 20)
    assert np.isfinite(edges).all() and len(edges) >= 2 and (np.diff(edges) > 0).all()


@pytest.mark.parametrize("flags, message", [
    (["--seed", "-1"], "seed must lie between 0 and 2^63 - 1"),
    (["--repeats", "1000"], "repeats must lie between 1 and 100"),
])
def test_settings_that_would_fail_every_scenario_are_refused_at_once(tmp_path, flags, message):
    frame = _features(50)
    frame.to_csv(tmp_path / "o.csv", index=False)
    done = run_here("audit", "--original", tmp_path / "o.csv", "--release", tmp_path / "o.csv", "--secret", "a",
                    "--known", "x", "--out", tmp_path / "out", *flags)
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr


def test_a_billion_bins_is_refused_before_anything_is_allocated():
    with pytest.raises(ValueError, match="secret.bins must lie between 2 and 1000"):
        AuditSettings.from_dict({"secret": {"bins": 10**9}})


def test_a_rare_category_quoted_in_a_warning_is_withheld():
    audit = {"rare_labels": {"Fémale": 1, "Male": 400}, "warnings": [
        "release column 'sex': 1 value(s) spelled differently were read as the original's: 'fémale' as 'Fémale'",
        "column 'sex' holds 'Male'"], "results": [{"error": "KeyError: 'Fémale'", "kind": "attribute"}], "secrets": {}}
    shown = redact(audit, Disclosure())
    text = json.dumps(shown, ensure_ascii=False)
    assert "Fémale" not in text and "'Male'" in text and "'fémale'" in text  # a release's spelling is not the original's
    assert "rare_labels" not in shown
    assert "Fémale" in json.dumps(redact(audit, Disclosure(include_values=True)), ensure_ascii=False)


def test_cells_a_spreadsheet_would_run_as_formulas_are_made_text():
    frame = pd.DataFrame({"release": ["=HYPERLINK(\"http://x\")", "@SUM(A1)", "+1+1", "-2+3", "plain"],
                          "value": ["-0.5", "1e5", "\tx", "ok", None], "alc": [-0.4, 0.1, 0.2, 0.3, 0.4]})
    out = inert(frame)
    assert out["release"].tolist() == ["'=HYPERLINK(\"http://x\")", "'@SUM(A1)", "'+1+1", "'-2+3", "plain"]
    assert out["value"].tolist()[:4] == ["-0.5", "1e5", "'\tx", "ok"]
    assert out["alc"].tolist() == [-0.4, 0.1, 0.2, 0.3, 0.4]  # numbers stay numbers


class Chatty(BaselineModel):
    id, title, description = "chatty", "Chatty", "Warns on every call."

    def fit(self, features, secret, kinds):
        for i in range(100):
            warnings.warn(f"the least populated class has only {i} members", UserWarning)
        return self

    def predict(self, features):
        n = len(features)
        return Predictions(np.zeros(n, int), np.ones(n), np.zeros(n, bool))


def test_library_warnings_are_kept_once_in_the_audit_not_printed(tmp_path, capsys):
    rng = np.random.default_rng(0)
    frame = pd.DataFrame({"k": rng.integers(0, 3, 300), "s": rng.integers(0, 2, 300)})
    frame.to_csv(tmp_path / "o.csv", index=False)
    spec = {"format": "anonguard-audit", "version": 1, "original": {"path": "o.csv"},
            "releases": [{"label": "r", "tables": [{"path": "o.csv"}]}], "secrets": ["s"],
            "attacks": [{"id": "best-row-match"}],
            "settings": {"baseline": {"models": ["chatty"]}, "halting": {"max_attempts": 100},
                         "limits": {"isolate": False}}}
    catalog = load_catalog([("chatty", plugin(anonguard_baseline_models=[Chatty]))])
    audit = Audit(AuditSpec.from_dict(spec, tmp_path), catalog).prepare()
    list(audit.run())
    assert audit.results[0].status == "ok", audit.results[0].error
    chatty = [w for w in audit.warnings if "least populated" in w]
    assert len(chatty) == 1 and chatty[0].startswith("UserWarning: the least populated class")
    assert "least populated" not in capsys.readouterr().err


def test_an_audit_naming_its_known_columns_reads_only_those_of_a_wide_table(tmp_path, monkeypatch):
    import anonguard.engine.sources as engine

    frame = pd.DataFrame(np.random.default_rng(0).integers(0, 4, (120, 500)), columns=[f"c{i}" for i in range(500)])
    frame.to_csv(tmp_path / "wide.csv", index=False)
    asked, real_read = [], engine.read_table
    monkeypatch.setattr(engine, "read_table", lambda path, sheet=None, columns=None: asked.append(columns)
                        or real_read(path, sheet, columns=columns))
    spec = {"format": "anonguard-audit", "version": 1, "original": {"path": "wide.csv"},
            "releases": [{"label": "r", "tables": [{"path": "wide.csv"}]}], "secrets": ["c0"], "known_sets": [["c1", "c2"]]}
    audit = Audit(AuditSpec.from_dict(spec, tmp_path)).prepare()
    assert asked[0] == ["c0", "c1", "c2"]  # the original: only what the audit uses
    assert list(audit.data.original.columns) == ["c0", "c1", "c2"]
    assert all(list(t.data.columns) == ["c0", "c1", "c2"] for t in audit.data.releases["r"])


CRASHING_READER = '''
import ctypes

from anonguard.plugins import hookimpl
from anonguard.plugins.api import TableReader


class Crashing(TableReader):
    id, title, description = "crashing", "Crashing format", "Crashes in native code on every file."
    extensions = (".crash",)

    def read(self, path):
        ctypes.string_at(0)


@hookimpl
def anonguard_readers():
    return [Crashing]
'''


def test_a_third_party_reader_that_crashes_costs_the_read_not_the_process(tmp_path):
    (tmp_path / "crashing_reader.py").write_text(CRASHING_READER)
    info = tmp_path / "crashing_reader-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: crashing-reader\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[anonguard]\ncrashing = crashing_reader\n")
    (tmp_path / "table.crash").write_text("anything")
    done = run_cli("audit", "--original", tmp_path / "table.crash", "--release", tmp_path / "table.crash",
                   "--secret", "x", "--out", tmp_path / "out", env_extra={"PYTHONPATH": str(tmp_path)})
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert f"{tmp_path / 'table.crash'}: cannot be read by Crashing format (its reading library crashed (SIGSEGV))" \
        in done.stderr
