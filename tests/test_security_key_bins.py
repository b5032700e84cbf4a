"""A numeric key variable's bins hold no original value: their edges are rounded outward (the ends) and
to a round step (the quantiles), as the sensitive variables' bins are, so a person's exact value (a
planted 987654.321) never reaches the printed output, audit.json or report.html."""

import numpy as np
import pandas as pd

from anonguard.engine.key_variables.key_bins import KeyBinning

from conftest import run_cli

PLANTED = "987654.321"


def people(tmp_path):
    """400 incomes between 20,000 and 80,000 with cents, one planted outlier; a sex column."""
    rng = np.random.default_rng(7)
    incomes = np.round(rng.uniform(20_000, 80_000, 400), 2)
    incomes[17] = float(PLANTED)
    table = tmp_path / "people.csv"
    pd.DataFrame({"income": incomes, "sex": rng.choice(["F", "M"], 400)}).to_csv(table, index=False)
    return table, incomes


def test_quantile_and_set_edges_are_rounded_outward_to_no_value_of_the_original():
    incomes = pd.DataFrame({"income": np.concatenate([np.linspace(20_003.17, 79_996.83, 99), [987_654.321]])})
    for setting in (5, [30_000, 50_000]):
        bins = KeyBinning.choose(incomes, incomes, ["income"], {"income": setting}).bins("income")
        assert not set(bins.edges) & set(incomes["income"]), bins.edges
        assert bins.edges[0] <= incomes["income"].min() and bins.edges[-1] >= incomes["income"].max()
    # edges the officer set that reach past every value are kept as set
    kept = KeyBinning.choose(incomes, incomes, ["income"], {"income": [0, 30_000, 50_000, 2e6]}).bins("income")
    assert kept.edges == (0, 30_000, 50_000, 2e6)


def test_a_planted_value_never_reaches_the_printed_output_or_the_report(tmp_path):
    table, _ = people(tmp_path)
    out = tmp_path / "risk"
    done = run_cli("risk", "--original", table, "--release", table, "--keys", "income,sex", "--bins", "income=5",
                   "--out", out, "--format", "json,html")
    assert done.returncode == 0, done.stderr
    assert PLANTED not in done.stdout + done.stderr
    for name in ("audit.json", "report.html"):
        assert PLANTED not in (out / name).read_text(encoding="utf-8"), name
    out = tmp_path / "audit"
    done = run_cli("audit", "--original", table, "--release", table, "--keys", "income,sex", "--bins", "income=5",
                   "--secret", "sex", "--attack", "best-row-match", "--max-attempts", "20", "--out", out,
                   "--format", "json,html")
    assert done.returncode == 1, done.stderr  # 20 attempts are too few to measure: not applicable, exit status 1
    assert PLANTED not in done.stdout + done.stderr
    for name in ("audit.json", "report.html"):
        assert PLANTED not in (out / name).read_text(encoding="utf-8"), name
