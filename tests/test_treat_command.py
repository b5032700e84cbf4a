"""`anonguard treat`: a chain typed as --treatment options, one treated release per source (every release by
default, or the original), utility measured beside the attacks, rows in the original's order kept so."""

from argparse import Namespace

import pytest

from anonguard.cli.parser import UsageError
from anonguard.cli.treat_command import parse_step, treat_spec
from anonguard.engine.spec import AuditSpec, ComponentChoice, IdentitySpec, ReleaseSpec, TableRef, UtilitySpec


def test_a_step_is_an_id_and_its_parameters_as_typed():
    assert parse_step("top-bottom-coding columns=income top_quantile=0.95") == ComponentChoice(
        "top-bottom-coding", {"columns": "income", "top_quantile": "0.95"})
    assert parse_step("global-recode column=region 'merge=North + East=NE'") == ComponentChoice(
        "global-recode", {"column": "region", "merge": "North + East=NE"})
    assert parse_step("local-suppression") == ComponentChoice("local-suppression", {})


@pytest.mark.parametrize("text, words", [
    ("", "begin with the treatment's id"), ("k=3", "begin with the treatment's id"),
    ("local-suppression k", "'k' is not NAME=VALUE"), ("pram 'columns=a", "No closing quotation"),
])
def test_a_step_typed_wrong_is_refused_with_how_to_write_it(text, words):
    with pytest.raises(UsageError, match=words):
        parse_step(text)


def _spec(**sections):
    return AuditSpec(TableRef.parse("o.csv"), [ReleaseSpec("puf", [TableRef.parse("puf.csv")]),
                                               ReleaseSpec("suf", [TableRef.parse("suf.csv")])], ["income"],
                     **sections)


def test_every_release_is_treated_by_the_same_chain_unless_one_is_named():
    spec = treat_spec(_spec(identity=IdentitySpec(keys=["age"], in_order=["suf"])),
                      Namespace(treatment=["local-suppression k=3", "pram columns=region"], treat_from=[]))
    releases = spec.treatments.releases
    assert [(r["label"], r["from"]) for r in releases] == [("puf-treated", "puf"), ("suf-treated", "suf")]
    assert releases[0]["steps"] == [{"id": "local-suppression", "params": {"k": "3"}},
                                    {"id": "pram", "params": {"columns": "region"}}]
    assert spec.utility == UtilitySpec(in_order=[])  # measured beside the attacks
    assert spec.identity.in_order == ["suf", "suf-treated"]  # a treatment keeps the rows where they were
    again = treat_spec(_spec(), Namespace(treatment=["rounding"], treat_from=["original", "original"]))
    assert [(r["label"], r["from"]) for r in again.treatments.releases] == [("original-treated", "original")]
    assert again.utility.in_order == ["original-treated"]


@pytest.mark.parametrize("args, words", [
    (Namespace(treatment=[], treat_from=[]), "treat needs at least one --treatment"),
    (Namespace(treatment=["rounding"], treat_from=["nope"]), "--from nope: the audit has no release of that label"),
])
def test_what_treat_cannot_do_is_said(args, words):
    with pytest.raises(UsageError, match=words):
        treat_spec(_spec(), args)


def test_treat_writes_the_treated_table_and_an_audit_file_that_makes_it_again(tmp_path):
    import json

    import numpy as np
    import pandas as pd

    from conftest import run_here

    rng = np.random.default_rng(3)
    original = pd.DataFrame({"age": rng.integers(18, 80, 400), "sex": rng.choice(["f", "m"], 400),
                             "income": rng.integers(1000, 9000, 400), "job": rng.choice(["a", "b", "c"], 400)})
    original.to_csv(tmp_path / "o.csv", index=False)
    original.to_csv(tmp_path / "puf.csv", index=False)
    done = run_here("treat", "--original", tmp_path / "o.csv", "--release", f"puf={tmp_path / 'puf.csv'}",
                    "--secret", "job", "--attack", "best-row-match", "--max-attempts", "100",
                    "--treatment", "top-bottom-coding columns=income top=5000", "--out", tmp_path / "out",
                    "--format", "json", "--quiet")
    assert done.returncode in (0, 1), done.stderr  # 1: a release at risk (the untreated copy is)
    treated = pd.read_csv(tmp_path / "out" / "treated" / "puf-treated.csv", dtype=str)
    over = original["income"] >= 5000
    # every income at or above 5,000 is the top code, every other one as it was; nothing else changed
    assert (treated.loc[over, "income"] == ">=5000").all()
    assert treated.loc[~over, "income"].astype(int).tolist() == original.loc[~over, "income"].tolist()
    assert treated[["age", "sex", "job"]].equals(original[["age", "sex", "job"]].astype(str))
    written = json.loads((tmp_path / "out" / "audit.json").read_text())
    (outcome,) = written["treatments"]["releases"]
    assert outcome["changed"]["income"] == pytest.approx(over.mean())
    assert [r["release"] for r in written["utility"]["releases"]] == ["puf", "puf-treated"]
    assert {r["release"] for r in written["results"]} == {"puf", "puf-treated"}  # attacked as any release
    again = run_here("audit", "--config", tmp_path / "out" / "audit.anonguard.json", "--out", tmp_path / "again",
                     "--format", "json", "--quiet")
    assert again.returncode in (0, 1), again.stderr
    remade = json.loads((tmp_path / "again" / "audit.json").read_text())["treatments"]["releases"][0]
    assert remade["changed"] == outcome["changed"]  # the audit file makes the same treated release again
    assert original.equals(pd.read_csv(tmp_path / "puf.csv"))  # the release on disk is never changed


def test_with_the_catalog_each_step_is_recorded_with_every_parameter_as_read():
    from anonguard.errors import AuditError
    from anonguard.plugins.manager import load_catalog

    catalog = load_catalog()
    spec = treat_spec(_spec(), Namespace(treatment=["local-suppression k=5 columns=age"], treat_from=["puf"]),
                      catalog)
    (step,) = spec.treatments.releases[0]["steps"]
    declared = {p.name: p.default for p in catalog.get("treatment", "local-suppression").parameters}
    # typed, and every default written out: a later default cannot change what the audit file makes
    assert step["params"] == {**declared, "k": 5, "columns": "age"} and isinstance(step["params"]["k"], int)
    with pytest.raises(AuditError, match="no treatment 'nope' is installed"):
        treat_spec(_spec(), Namespace(treatment=["nope"], treat_from=[]), catalog)
    with pytest.raises(AuditError, match="treatment 'local-suppression': "):
        treat_spec(_spec(), Namespace(treatment=["local-suppression k=many"], treat_from=[]), catalog)
