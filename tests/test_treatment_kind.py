"""Treated releases (issue 35): the audit file's treatments section makes a release by a chain of treatment
plugins, from a release or the original, which every kind then audits as any release; what each step changed is
recorded; a failing step, an unknown treatment or source is refused by name; the tables given stay as they were."""

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.audit import Audit
from anonguard.engine.spec import AuditSpec, TreatmentsSpec, UtilitySpec
from anonguard.errors import AuditError
from anonguard.plugins import hookimpl
from anonguard.plugins.api import Parameter, Treated, Treatment
from anonguard.plugins.manager import load_catalog
from anonguard.testing import check_treatment


class CapAt(Treatment):
    """Caps a continuous column at a value, written as a top code ('>=value') as offices write it."""

    id, title, description = "cap-at", "Cap at", "Values at or above the cap become one top-coded cell."
    parameters = (Parameter("column", "str", "income", "The column capped."),
                  Parameter("cap", "float", 100.0, "The cap."))

    def treat(self, task):
        (column,) = task.columns(self.params["column"], "column")
        data = task.data.copy()
        over = pd.to_numeric(data[column], errors="coerce") >= self.params["cap"]
        data[column] = data[column].astype(object).where(~over, f">={self.params['cap']:g}")
        return Treated(data, (f"{int(over.sum())} values of {column} top-coded",))


class Fails(CapAt):
    id = "fails"

    def treat(self, task):
        raise RuntimeError("this treatment cannot work")


class _Plugin:
    @staticmethod
    @hookimpl
    def anonguard_treatments():
        return [CapAt, Fails]


def _catalog():
    return load_catalog(extra_plugins=[("treatment-test", _Plugin)], entry_points=False)


def _tables():
    rng = np.random.default_rng(5)
    original = pd.DataFrame({"age": rng.integers(18, 90, 200).astype(float), "region": rng.choice(list("abc"), 200),
                             "income": np.arange(1.0, 201.0)})
    return original, original.copy()


def _treatments(*releases):
    return TreatmentsSpec(releases=list(releases))


def test_the_kit_passes_the_test_treatment():
    check_treatment(CapAt, {"column": "income", "cap": 20000})


def test_a_treated_release_is_made_from_its_source_and_audited_as_any_release():
    original, release = _tables()
    kept = release.copy()
    treated = {"label": "capped", "from": "copy", "steps": [{"id": "cap-at", "params": {"cap": 101}}]}
    audit = Audit.of_frames(original, {"copy": release}, [], catalog=_catalog(), utility=UtilitySpec(),
                            treatments=_treatments(treated))
    for _ in audit.run():
        pass
    assert release.equals(kept)  # the release given is never changed
    (outcome,) = audit.measured["treatments"].releases
    assert (outcome.release, outcome.source, outcome.rows_before, outcome.rows) == ("capped", "copy", 200, 200)
    (step,) = outcome.steps
    # incomes 101..200 become the top code: exactly half the rows of income changed, nothing else
    assert step.id == "cap-at" and step.params == {"column": "income", "cap": 101.0}
    assert step.notes == ("100 values of income top-coded",)
    assert step.changed == {"age": 0.0, "region": 0.0, "income": 0.5} and outcome.changed == step.changed
    assert outcome.suppressed == {"age": 0.0, "region": 0.0, "income": 0.0}
    found = audit.measured["utility"]
    assert [r.release for r in found.releases] == ["copy", "capped"]
    capped = found.of_release("capped")
    # the top code is read over the original's top cells: no other variable moved
    assert {v.column: v.distance for v in capped.variables}["age"] == 0.0


def test_a_chain_from_the_original_needs_no_release():
    original, _ = _tables()
    treated = {"label": "capped", "from": "original", "steps": [{"id": "cap-at", "params": {"cap": 151}},
                                                                 {"id": "cap-at", "params": {"cap": 101}}]}
    audit = Audit.of_frames(original, {}, [], catalog=_catalog(), utility=UtilitySpec(),
                            treatments=_treatments(treated))
    for _ in audit.run():
        pass
    (outcome,) = audit.measured["treatments"].releases
    assert [s.changed["income"] for s in outcome.steps] == [0.25, 0.25]  # 151..200, then 101..150 (151+ already coded)
    assert outcome.changed["income"] == 0.5
    assert audit.measured["utility"].of_release("capped") is not None


@pytest.mark.parametrize("treated, words", [
    ({"label": "t", "from": "copy", "steps": [{"id": "fails"}]},
     "the treatment chain stopped at step 1 (fails): RuntimeError: this treatment cannot work"),
    ({"label": "t", "from": "copy", "steps": [{"id": "nope"}]}, "no treatment 'nope' is installed (installed: cap-at"),
    ({"label": "t", "from": "copy", "steps": [{"id": "cap-at", "params": {"cap": "high"}}]}, "treatment 'cap-at': "),
    ({"label": "t", "from": "puf", "steps": [{"id": "cap-at"}]}, "made from 'puf', which the audit does not have"),
    ({"label": "copy", "from": "copy", "steps": [{"id": "cap-at"}]}, "has the label of a release the audit reads"),
])
def test_what_cannot_be_made_is_refused_by_name(treated, words):
    original, release = _tables()
    with pytest.raises(AuditError) as found:
        Audit.of_frames(original, {"copy": release}, [], catalog=_catalog(), utility=UtilitySpec(),
                        treatments=_treatments(treated)).prepare()
    assert words in str(found.value)


@pytest.mark.parametrize("releases, words", [
    ([{"from": "copy", "steps": [{"id": "cap-at"}]}], "treatments.releases[0] needs a \"label\""),
    ([{"label": "t", "steps": [{"id": "cap-at"}]}], "needs \"from\""),
    ([{"label": "t", "from": "copy", "steps": []}], "needs \"steps\""),
    ([{"label": "t", "from": "copy", "steps": [{"id": "cap-at"}]}] * 2, "two treated releases are labelled 't'"),
])
def test_the_section_is_checked_when_the_file_is_read(tmp_path, releases, words):
    data = {"format": "anonguard-audit", "version": 1, "original": {"path": "o.csv"},
            "releases": [{"label": "copy", "tables": [{"path": "o.csv"}]}], "secrets": [],
            "treatments": {"releases": releases}}
    with pytest.raises(AuditError) as found:
        AuditSpec.from_dict(data, tmp_path)
    assert words in str(found.value)


def test_the_audit_file_keeps_the_section(tmp_path):
    treated = {"label": "capped", "from": "copy", "steps": [{"id": "cap-at", "params": {"cap": 101}}]}
    data = {"format": "anonguard-audit", "version": 1, "original": {"path": "o.csv"},
            "releases": [{"label": "copy", "tables": [{"path": "o.csv"}]}], "secrets": [],
            "treatments": {"releases": [treated]}}
    spec = AuditSpec.from_dict(data, tmp_path)
    again = AuditSpec.from_dict(spec.to_dict(tmp_path), tmp_path)
    assert again.treatments == spec.treatments and again.treatments.releases == [treated]


def test_the_report_names_each_treated_release_its_steps_and_what_they_changed():
    import json

    from anonguard.report.html import render_html
    from anonguard.report.model import Report

    original, release = _tables()
    treated = {"label": "capped", "from": "copy", "steps": [{"id": "cap-at", "params": {"cap": 101}}]}
    audit = Audit.of_frames(original, {"copy": release}, [], catalog=_catalog(), utility=UtilitySpec(),
                            treatments=_treatments(treated))
    for _ in audit.run():
        pass
    saved = json.loads(json.dumps(audit.to_dict()))
    assert saved["treatments"]["releases"][0]["steps"][0]["changed"]["income"] == 0.5
    report = Report.from_audit({**saved, "privacy": {"include_values": False, "min_count": 10}})
    made, compared = report.tables_of("treatment")
    assert made.rows == [["capped", "copy", "cap-at (column = income, cap = 101.0)", "200 → 200", "income 50.0%",
                          "0.0%"]]
    # no attack ran: no ALC on either side; the copy keeps everything, the capped one less
    (row,) = compared.rows
    assert row[:3] == ["copy", "capped", "- → -"] and row[4].startswith(">90% → ") and row[5] == "0.0%"
    titles = [s.title for s in report.sections()]
    assert "1. Treated release 'capped'" in titles
    assert "100 values of income top-coded" in render_html(report)


def test_the_windows_draft_keeps_an_audit_files_treatments(tmp_path):
    from anonguard.gui.draft import AuditDraft

    _tables()[0].to_csv(tmp_path / "o.csv", index=False)
    treated = {"label": "capped", "from": "copy", "steps": [{"id": "cap-at", "params": {"cap": 101}}]}
    spec = AuditSpec.from_dict({"format": "anonguard-audit", "version": 1, "original": {"path": "o.csv"},
                                "releases": [{"label": "copy", "tables": [{"path": "o.csv"}]}], "secrets": ["region"],
                                "attacks": [{"id": "best-row-match", "params": {}}],
                                "treatments": {"releases": [treated]}}, tmp_path)
    assert AuditDraft.from_spec(spec).to_spec().treatments == spec.treatments  # saved again as it was


def test_a_small_share_of_cells_is_not_written_as_none():
    from anonguard.report.treatment_presenter import share_words

    # 6 key cells of 36,000 suppressed: 0.02 %, where one decimal would read 0.0 %
    assert [share_words(s) for s in (6 / 36000, 0.0, 0.012, 0.5)] == ["0.02%", "0.0%", "1.2%", "50.0%"]


def test_cells_written_as_suppressed_count_as_suppressed():
    rng = np.random.default_rng(4)
    original = pd.DataFrame({"age": rng.integers(18, 90, 300), "sex": rng.choice(["f", "m"], 300),
                             "job": rng.choice(["a", "b"], 300)})
    treated = {"label": "k3", "from": "original",
               "steps": [{"id": "local-suppression", "params": {"columns": "age,sex", "k": 3}}]}
    audit = Audit.of_frames(original, {}, [], catalog=load_catalog(), utility=UtilitySpec(),
                            treatments=_treatments(treated))
    for _ in audit.run():
        pass
    made = audit.plans["treatment"].made["k3"]
    stars = made.astype(str).eq("*").mean()  # counted here on its own: local suppression writes "*"
    assert stars["age"] > 0
    (outcome,) = audit.measured["treatments"].releases
    assert outcome.suppressed == pytest.approx({"age": stars["age"], "sex": stars["sex"], "job": 0.0})


def test_chains_are_made_side_by_side_and_one_from_another_after_its_source():
    original, release = _tables()
    again = {"label": "capped-again", "from": "capped", "steps": [{"id": "cap-at", "params": {"cap": 51}}]}
    capped = {"label": "capped", "from": "copy", "steps": [{"id": "cap-at", "params": {"cap": 101}}]}
    low = {"label": "low", "from": "original", "steps": [{"id": "cap-at", "params": {"cap": 21}}]}
    audit = Audit.of_frames(original, {"copy": release}, [], catalog=_catalog(), utility=UtilitySpec(),
                            treatments=_treatments(again, capped, low)).prepare()
    made = audit.plans["treatment"].made
    # 'capped-again' is listed before its source, and made after it: incomes 51..100 top-coded at 51, 101.. at 101
    assert (made["capped-again"]["income"] == ">=51").sum() == 50 and (made["capped-again"]["income"] == ">=101").sum() == 100
    assert (made["low"]["income"] == ">=21").sum() == 180
    assert [o.release for o in audit.plans["treatment"].outcomes] == ["capped", "low", "capped-again"]
