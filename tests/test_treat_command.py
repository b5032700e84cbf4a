"""`anonguard treat`: a chain typed as --treatment options, one treated release per source (every release by
default, or the original), utility measured beside the attacks, rows in the original's order kept so; each treated
table written in the format of the file its chain started from."""

from argparse import Namespace

import pandas as pd
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


def _inputs_and_tables(tmp_path):
    """An original in CSV and a release as a workbook beside its count table, as an audit records them."""
    from anonguard.data.counts import COLUMNS
    from anonguard.engine.sources import InputFile

    table = pd.DataFrame({"age": ["[20-30)", "*", "41"], "sex": ["f", "m", None]})
    table.to_csv(tmp_path / "o.csv", index=False)
    table.to_excel(tmp_path / "puf.xlsx", index=False, sheet_name="PUF")
    digest = "0" * 64
    return [InputFile("original", None, str(tmp_path / "o.csv"), digest, 3, ["age", "sex"]),
            InputFile("release", "puf", str(tmp_path / "counts.csv"), digest, 1, list(COLUMNS)),
            InputFile("release", "puf", str(tmp_path / "puf.xlsx"), digest, 3, ["age", "sex"], "PUF"),
            InputFile("release", "sas", str(tmp_path / "sas.sas7bdat"), digest, 3, ["age", "sex"])], table


def _audit(inputs, table, *sources):
    from types import SimpleNamespace

    from anonguard.engine.spec import TreatmentsSpec

    step = [{"id": "rounding", "params": {}}]
    releases = [{"label": label, "from": source, "steps": step} for label, source in sources]
    return SimpleNamespace(plans={"treatment": SimpleNamespace(made={label: table for label, _ in sources})},
                           spec=SimpleNamespace(treatments=TreatmentsSpec(releases=releases)), inputs=inputs)


def test_each_treated_table_is_written_in_the_format_its_chain_started_from(tmp_path, capsys):
    from openpyxl import load_workbook

    from anonguard.cli.treat_command import write_treated
    from anonguard.plugins.tables import read_table

    inputs, table = _inputs_and_tables(tmp_path)
    audit = _audit(inputs, table, ("puf-treated", "puf"), ("again", "puf-treated"), ("original-treated", "original"),
                   ("sas-treated", "sas"))
    written = write_treated(audit, tmp_path / "out")
    folder = tmp_path / "out" / "treated"
    # the release's table of records, not its count table; a release treated from a treated one goes back to its file
    assert written == [folder / "puf-treated.xlsx", folder / "again.xlsx", folder / "original-treated.csv",
                       folder / "sas-treated.csv"]
    assert load_workbook(folder / "again.xlsx").sheetnames == ["PUF"]
    assert read_table(folder / "puf-treated.xlsx").astype(object).where(lambda f: f.notna(), None).values.tolist() == [
        ["[20-30)", "f"], ["*", "m"], ["41", None]]
    assert capsys.readouterr().err == (f"warning: {folder / 'sas-treated.csv'}: written as CSV, not like sas.sas7bdat: "
                                       "no installed library writes SAS data sets (.sas7bdat); SAS reads the CSV with "
                                       "PROC IMPORT\n")
    (tmp_path / "a file").write_text("")
    with pytest.raises(UsageError, match="a file/treated: cannot write the treated release 'puf-treated' there"):
        write_treated(audit, tmp_path / "a file")


def test_treat_writes_an_excel_release_as_a_workbook_its_audit_file_makes_again(tmp_path):
    import stat

    import numpy as np
    from openpyxl import load_workbook

    from anonguard.engine.audit import Audit
    from anonguard.plugins.tables import read_table
    from conftest import run_here
    from test_writers import cells

    rng = np.random.default_rng(5)
    original = pd.DataFrame({"age": rng.integers(18, 80, 300), "sex": rng.choice(["f", "m"], 300),
                             "income": rng.integers(1000, 9000, 300), "job": rng.choice(["a", "b", "c"], 300)})
    original.to_csv(tmp_path / "o.csv", index=False)
    original.to_excel(tmp_path / "puf.xlsx", index=False, sheet_name="PUF 2023")
    done = run_here("treat", "--original", tmp_path / "o.csv", "--release", f"puf={tmp_path / 'puf.xlsx'}",
                    "--keys", "age,sex", "--treatment", "top-bottom-coding columns=income top=5000",
                    "--treatment", "local-suppression k=3 columns=age,sex", "--out", tmp_path / "out",
                    "--format", "json", "--quiet")
    assert done.returncode in (0, 1), done.stderr
    written = tmp_path / "out" / "treated" / "puf-treated.xlsx"
    assert f"wrote {written}" in done.stdout and "warning" not in done.stderr
    assert written.read_bytes()[:4] == b"PK\x03\x04" and stat.S_IMODE(written.stat().st_mode) == 0o600
    assert load_workbook(written, read_only=True).sheetnames == ["PUF 2023"]
    back = read_table(written)
    over = original["income"] >= 5000
    assert (back.loc[over, "income"] == ">=5000").all() and (back["age"] == "*").any()  # top-coded, suppressed
    assert back.loc[~over, "income"].astype(int).tolist() == original.loc[~over, "income"].tolist()
    # the audit file, as `anonguard audit --config` reads it, makes the very table the workbook holds
    again = Audit(AuditSpec.load(tmp_path / "out" / "audit.anonguard.json")).prepare()
    assert cells(again.plans["treatment"].made["puf-treated"]) == cells(back)
