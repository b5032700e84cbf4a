"""Inputs and plugins that once broke the engine: each now works or gives a clear error."""

import json

import numpy as np
import pandas as pd
import pytest
from conftest import run_here

from anonguard.data.encoding import MISSING_LABEL, encode_tables
from anonguard.engine.audit import Audit
from anonguard.engine.attribute.targets import row_positions
from anonguard.engine.spec import AuditSpec
from anonguard.errors import AuditError
from anonguard.plugins import hookimpl
from anonguard.plugins.api import Attack, BaselineModel, Parameter, Predictions
from anonguard.plugins.manager import load_catalog


def test_a_release_may_hold_missing_values_the_original_lacks():
    encoded = encode_tables(pd.DataFrame({"a": ["x", "y"]}), {"r": [("r.csv", pd.DataFrame({"a": ["x", None]}))]},
                            {"a": "categorical"})
    codes = encoded.releases["r"][0].data["a"]
    assert encoded.codings["a"].label(codes[1]) == MISSING_LABEL


def test_generalized_text_in_a_numeric_categorical_column_becomes_a_category():
    encoded = encode_tables(pd.DataFrame({"n": [1, 2]}), {"r": [("r.csv", pd.DataFrame({"n": ["*", "1"]}))]},
                            {"n": "categorical"})
    coding = encoded.codings["n"]
    assert [coding.label(c) for c in encoded.releases["r"][0].data["n"]] == ["*", "1"]
    assert encoded.original["n"][0] == encoded.releases["r"][0].data["n"][1]  # 1 and "1" agree


def test_datetimes_of_any_unit_encode_to_the_same_seconds():
    dates = pd.Series(pd.to_datetime(["2020-01-01", "2021-06-01"]))
    original = pd.DataFrame({"d": dates.astype("datetime64[us]")})
    release = pd.DataFrame({"d": dates.astype("datetime64[ns]")})
    encoded = encode_tables(original, {"r": [("r", release)]}, {"d": "continuous"})
    np.testing.assert_allclose(encoded.original["d"], encoded.releases["r"][0].data["d"])
    assert encoded.original["d"][0] == pytest.approx(1577836800.0)


class _Base(Attack):
    id, title, description = "base", "Base", "A test attack."

    def fit(self, task):
        return self

    def predict(self, targets):
        n = len(targets)
        return Predictions(np.zeros(n), np.zeros(n), np.zeros(n, bool))


def plugin(**hooks):
    """A plugin object implementing the given hooks."""
    namespace = type("Plugin", (), {})
    for name, result in hooks.items():
        def hook(result=result):
            return result
        hook.__name__ = name
        setattr(namespace, name, staticmethod(hookimpl(hook)))
    return namespace


def test_malformed_plugins_are_problems_and_the_rest_still_loads():
    class Abstract(Attack):
        id, title, description = "abstract", "Abstract", "Lacks predict."

        def fit(self, task):
            return self

    class OneParameterNoComma(_Base):
        id = "no-comma"
        parameters = (Parameter("k", "int", 1, "help"))

    misspelled = type("Misspelled", (), {"anonguard_attack": staticmethod(hookimpl(lambda: [_Base]))})
    catalog = load_catalog([
        ("not-a-list", plugin(anonguard_attacks=_Base)),
        ("declarations", plugin(anonguard_attacks=[Abstract, OneParameterNoComma])),
        ("misspelled", misspelled),
        ("fine", plugin(anonguard_attacks=[_Base])),
    ], entry_points=False)
    problems = {(p.plugin, p.error) for p in catalog.problems}
    assert ("not-a-list", "anonguard_attacks must return a list of classes") in problems
    assert any(p == "declarations" and "does not implement predict" in e for p, e in problems)
    assert any(p == "declarations" and "trailing comma" in e for p, e in problems)
    assert any(p == "misspelled" and "anonguard_attack, which is not an AnonGuard hook" in e for p, e in problems)
    assert [e.id for e in catalog.of_kind("attack")] == ["base"]


@pytest.fixture
def small(tmp_path):
    rng = np.random.default_rng(0)
    frame = pd.DataFrame({"id": [None, 7, None, None, 8] * 80, "k": rng.integers(0, 3, 400), "s": rng.integers(0, 2, 400)})
    frame.to_csv(tmp_path / "o.csv", index=False)
    frame.drop(columns="id").to_csv(tmp_path / "r.csv", index=False)
    spec = {"format": "anonguard-audit", "version": 1, "original": {"path": "o.csv"},
            "releases": [{"label": "r", "tables": [{"path": "r.csv"}]}], "secrets": ["s"], "entity": "id"}
    return tmp_path, spec


def test_rows_without_an_entity_id_are_entities_of_their_own(small):
    folder, spec = small
    audit = Audit(AuditSpec.from_dict(spec, folder)).prepare()
    entity = audit.entity
    assert len(set(entity[np.flatnonzero(pd.read_csv(folder / "o.csv")["id"].isna())])) == 240
    assert len(set(entity)) == 242


class Abstainer(BaselineModel):
    id, title, description = "abstainer", "Abstainer", "Predicts only for k == 0."

    def fit(self, features, secret, kinds):
        return self

    def predict(self, features):
        k = features["k"].to_numpy()
        return Predictions(np.zeros(len(k), int), np.ones(len(k)), k != 0)


def test_a_baseline_model_that_abstains_lowers_baseline_recall(small):
    folder, spec = small
    spec["settings"] = {"baseline": {"models": ["abstainer"]}}
    spec["attacks"] = [{"id": "best-row-match"}]
    catalog = load_catalog([("abstainer", plugin(anonguard_baseline_models=[Abstainer]))])
    audit = Audit(AuditSpec.from_dict(spec, folder), catalog).prepare()
    list(audit.run())
    (result,) = audit.results
    assert result.status == "ok", result.error
    assert 0 < result.baseline.recall < 0.6  # about a third of the targets have k == 0


def test_selector_answers_as_masks_or_positions():
    assert row_positions(np.array([True, False, True]), 3, "s").tolist() == [0, 2]
    assert row_positions([2, 0, 2], 3, "s").tolist() == [0, 2]
    for bad in (np.array([True]), [0.5], [3]):
        with pytest.raises(AuditError):
            row_positions(bad, 3, "s")


@pytest.mark.parametrize("settings, message", [
    ({"secret": {"bins": 20.5}}, "settings.secret.bins must be a whole number"),
    ({"baseline": {"models": "majority"}}, "must be a list of names"),
    ({"halting": {"work_budget": -1}}, "work_budget must not be negative"),
])
def test_bad_settings_in_an_audit_file_are_one_line_errors(small, settings, message):
    folder, spec = small
    (folder / "a.json").write_text(json.dumps({**spec, "settings": settings}))
    done = run_here("audit", "--config", folder / "a.json", "--out", folder / "out")
    assert done.returncode == 2 and message in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_an_unusable_output_folder_is_refused_before_the_audit_runs(small):
    folder, spec = small
    (folder / "a.json").write_text(json.dumps(spec))
    blocker = folder / "taken"
    blocker.write_text("a file, not a folder")
    done = run_here("audit", "--config", folder / "a.json", "--out", blocker / "sub")
    assert done.returncode == 2 and "cannot write there" in done.stderr
