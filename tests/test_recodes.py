"""Recodes understood as recodes (issue 31): a release value an office wrote differently from the original
(a truncated code, a band, a top code, rounding, a merged category from a hierarchy file) stands for the
original values it covers, and the audit reads the public-use file an office really makes as it reads the
same file spelled with sets."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from anonguard.data.recodes import OWN_VALUE, column_recodes, read_hierarchy, recode_releases
from anonguard.engine.audit import Audit
from anonguard.engine.settings import AuditSettings
from anonguard.engine.spec import AuditSpec, TableRef
from anonguard.errors import DataError
from office_files import household_survey, public_use_file

CAT, NUM = "categorical", "continuous"


def test_a_truncated_code_stands_for_the_codes_it_begins():
    original = pd.Series(["LS1", "LS11", "LS2", "BD1", "L1"])
    found = column_recodes("district", original, pd.Series(["LS", "BD", "LS1"]), CAT)
    read = {r.label: r.values for r in found.recodes}
    assert read == {"LS": ("LS1", "LS11", "LS2"), "BD": ("BD1",)}  # LS1 is the original's own value
    assert {r.how for r in found.recodes} == {"truncated code"}


def test_a_masked_code_keeps_its_length():
    original = pd.Series(["10115", "10117", "1011", "10247", "101155"])
    found = column_recodes("postcode", original, pd.Series(["101**", "102XX"]), CAT)
    assert {r.label: r.values for r in found.recodes} == {"101**": ("10115", "10117"), "102XX": ("10247",)}


def test_masked_digits_in_a_numeric_column_are_an_interval():
    found = column_recodes("postcode", pd.Series([10115.0, 10117.0, 20000.0]), pd.Series(["101**", "10115"]), NUM)
    (recode,) = found.recodes
    assert (recode.low, recode.high, recode.spelled) == (10100.0, 10199.0, "[10100;10199]")


def test_a_value_that_begins_no_original_value_is_left_alone():
    assert column_recodes("region", pd.Series(["North", "South"]), pd.Series(["East"]), CAT).recodes == ()


def test_rounding_is_read_from_the_values_the_original_does_not_share():
    rng = np.random.default_rng(0)
    exact = pd.Series(rng.uniform(1000, 90000, 500).round())
    rounded = (exact / 1000).round() * 1000
    found = column_recodes("income", exact, rounded, NUM)
    assert {r.how for r in found.recodes} == {"rounded to 1,000"}
    by_label = {r.label: r for r in found.recodes}
    assert (by_label["45000"].low, by_label["45000"].high, by_label["45000"].spelled) == (44500, 45500, "[44500;45500)")
    assert column_recodes("income", exact, exact, NUM).recodes == ()  # a copy is at the original's resolution
    ages = pd.Series(rng.integers(0, 90, 300).astype(float))
    assert column_recodes("age", ages, ages.sample(frac=1, random_state=1), NUM).recodes == ()


def test_bands_and_top_codes_are_listed_as_read():
    found = column_recodes("age", pd.Series([3.0, 22, 90]), pd.Series(["20-24", "85+", "*"]), NUM)
    assert {(r.label, r.how) for r in found.recodes} == {("20-24", "band"), ("85+", "top or bottom code"),
                                                          ("*", "suppressed")}
    assert next(r for r in found.recodes if r.label == "85+").stands_for() == "85 or more"


def test_declared_readings_come_first_and_are_checked(tmp_path):
    original = pd.Series(["LS1", "LS2", "BD1"])
    found = column_recodes("district", original, pd.Series(["LS", "North", "BD"]), CAT,
                           declared={"LS": ["LS1"], "North": ["LS1", "BD1", "XX9"], "BD": []})
    read = {r.label: (r.values, r.how) for r in found.recodes}
    assert read["LS"] == (("LS1",), "declared by the officer")
    assert read["North"][0] == ("BD1", "LS1")
    assert read["BD"] == ((), OWN_VALUE)
    assert found.problems == ("'district': 'North' is said to stand for 'XX9', which the original never holds",)
    assert found.spell(pd.Series(["BD", "LS"])).tolist() == ["BD", "{LS1}"]  # a value of its own stays as written


def test_an_arx_hierarchy_file_reads_merged_categories(tmp_path):
    path = tmp_path / "district.csv"
    path.write_text("LS1;LS;Yorkshire;*\nLS2;LS;Yorkshire;*\nBD1;BD;Yorkshire;*\nM1;M;Lancashire;*\n")
    hierarchy = read_hierarchy(path)
    assert hierarchy["Yorkshire"] == ("LS1", "LS2", "BD1") and hierarchy["*"] == ("LS1", "LS2", "BD1", "M1")
    found = column_recodes("district", pd.Series(["LS1", "LS2", "BD1", "M1"]), pd.Series(["Yorkshire", "M1"]),
                           CAT, hierarchy=hierarchy, hierarchy_name="district.csv")
    (recode,) = found.recodes
    assert (recode.values, recode.how) == (("BD1", "LS1", "LS2"), "from district.csv")


@pytest.mark.parametrize("text, says", [("", "empty"), ("LS1\nLS2\n", "one column only")])
def test_a_broken_hierarchy_file_is_named(tmp_path, text, says):
    path = tmp_path / "h.csv"
    path.write_text(text)
    with pytest.raises(DataError, match=f"h.csv.*{says}"):
        read_hierarchy(path)
    with pytest.raises(DataError, match="cannot read the hierarchy file"):
        read_hierarchy(tmp_path / "absent.csv")


def test_the_office_file_is_spelled_as_its_set_spelled_twin():
    survey = household_survey(1200)
    truncated, sets = public_use_file(survey), public_use_file(survey, set_spelled=True)
    kinds = {"district": CAT, "age": NUM, "income": NUM, "sex": CAT}
    spelled, found = recode_releases(survey, {"puf": [("puf.csv", truncated)]}, kinds)
    read_sets = sets["district"].str.strip("{}").str.split(",").map(lambda v: tuple(sorted(v)))
    read_truncated = spelled["puf"][0][1]["district"].str.strip("{}").str.split(",").map(lambda v: tuple(sorted(v)))
    assert read_truncated.tolist() == read_sets.tolist()
    hows = {column.column: {r.how for r in column.recodes} for column in found["puf"]}
    assert hows["district"] == {"truncated code"} and "rounded to 1,000" in hows["income"]
    assert {"band", "top or bottom code"} <= hows["age"] and "sex" not in hows


def _office_audit(release: pd.DataFrame, survey: pd.DataFrame) -> Audit:
    settings = AuditSettings.from_dict({"seed": 7, "halting": {"time_budget_seconds": None}})
    return Audit.of_frames(survey, {"puf": release}, ["diagnosis", "benefit"],
                           [["district", "household_size", "age", "sex", "education"]],
                           attacks=[], ignore=["household_id", "weight", "income"], entity="person_id",
                           settings=settings)


def test_the_office_public_use_file_is_measured_and_not_safe():
    """Acceptance: the public-use file an office makes (shuffled, banded, truncated, top-coded) read with the
    defaults is at risk or serious, its attribute results measured, and the set-spelled file reads the same."""
    survey = household_survey()
    readings = {}
    for spelling, release in (("truncated", public_use_file(survey)), ("sets", public_use_file(survey, set_spelled=True))):
        audit = _office_audit(release, survey).prepare()
        for _ in audit.run():
            pass
        results = audit.results
        assert results and all(r.error is None for r in results), [r.error for r in results]
        readings[spelling] = {(r.attack, r.secret): (r.verdict, round(r.alc, 6)) for r in results}
        assert any(verdict in ("at-risk", "serious") for verdict, _ in readings[spelling].values())
    assert readings["truncated"] == readings["sets"]


def test_recodes_and_hierarchies_round_trip_through_the_audit_file(tmp_path):
    spec = AuditSpec(TableRef("o.csv"), [], ["s"], recodes={"district": {"LS": ["LS1", "LS2"], "X": []}},
                     hierarchies={"district": TableRef(str(tmp_path / "h.csv"))}, base_dir=tmp_path)
    data = json.loads(json.dumps(spec.to_dict(relative_to=tmp_path)))
    assert data["hierarchies"]["district"]["path"] == "h.csv"
    back = AuditSpec.from_dict(data, tmp_path)
    assert back.recodes == spec.recodes and back.resolve(back.hierarchies["district"]) == tmp_path / "h.csv"
    with pytest.raises(Exception, match="recode 'LS' must be a list"):
        AuditSpec.from_dict({**data, "recodes": {"district": {"LS": "LS1"}}}, tmp_path)


def test_the_data_page_lists_readings_and_keeps_the_officers_corrections(tmp_path, qtbot):
    """The window's recodes: inferred readings listed, a correction typed into 'Stands for' declared in the
    draft, kept through the audit file, and a hierarchy file read for a column."""
    from PySide6.QtCore import Qt

    from anonguard.gui.draft import AuditDraft
    from anonguard.gui.recodes_view import STANDS_FOR, RecodesBox

    survey = household_survey(600)
    survey.to_csv(tmp_path / "survey.csv", index=False)
    public_use_file(survey).to_csv(tmp_path / "puf.csv", index=False)
    draft = AuditDraft()
    draft.load_original(tmp_path / "survey.csv")
    draft.add_release(tmp_path / "puf.csv", "puf")
    for column in draft.columns:
        column.role = {"diagnosis": "secret", "benefit": "ignore", "weight": "ignore"}.get(column.name, column.role)
    draft.attacks = {"best-row-match": {}}
    draft.release_checks().run()  # the page runs them in a thread, then shows the readings
    box = RecodesBox(draft)
    qtbot.addWidget(box)
    box.refresh(draft)
    rows = {(recode.column, recode.label): recode for _, recode in box.model.rows}
    assert rows[("district", "LS")].how == "truncated code"
    assert rows[("district", "LS")].values == tuple(sorted(survey.loc[survey.district.str.startswith("LS"), "district"].unique()))
    assert sum(recode.how.startswith("rounded") for _, recode in box.model.rows) == 1  # one row for the column
    row = next(i for i, (_, recode) in enumerate(box.model.rows) if recode.label == "LS")
    index = box.model.index(row, STANDS_FOR)
    assert box.model.flags(index) & Qt.ItemFlag.ItemIsEditable
    with qtbot.waitSignal(box.changed):
        assert box.model.setData(index, "LS1, LS2")
    assert draft.recodes == {"district": {"LS": ["LS1", "LS2"]}}
    draft.save(tmp_path / "audit.anonguard.json")
    reopened = AuditDraft.from_spec(AuditSpec.load(tmp_path / "audit.anonguard.json"))
    assert reopened.recodes == {"district": {"LS": ["LS1", "LS2"]}}
    reopened.release_checks().run()
    declared = {r.label: r for _, found in reopened.recodes_found() for r in found.recodes}
    assert declared["LS"].values == ("LS1", "LS2") and declared["LS"].how == "declared by the officer"
    hierarchy = tmp_path / "district.csv"
    hierarchy.write_text("".join(f"{d};{d[:2]};Yorkshire\n" for d in sorted(survey.district.unique())))
    assert box.use_hierarchy("district", str(hierarchy))
    assert draft.to_spec().hierarchies["district"].path == str(hierarchy.resolve())
