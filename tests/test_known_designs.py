"""The calibration's known-answer designs (experiments/calibration.py), each run once at a small size, and their
truths checked against values worked out by hand (tests/known_answer.py, tests/known_identity.py)."""

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.attribute.secret import bin_edges
from anonguard.engine.settings import SecretSettings
from known_answer import BIN_SHARES, known_audit, known_frames, true_measures
from known_identity import (
    ATTACKS, KEYS, _lowest_right, _offered_precision, identity_audit, monte_carlo_singling_out, release_truths,
    true_identity,
)


def copy_prc(f: float) -> float:
    """PRC of claims always right at coverage f: 1 − (log10 f / log10 10⁻⁴)³."""
    return 1 - (np.log10(f) / -4) ** 3


def test_the_continuous_secret_is_cut_into_the_designs_own_intervals():
    original, _ = known_frames(1000, 0.1, 0.3, 3, "continuous")
    edges = bin_edges(original["secret"].to_numpy(), SecretSettings().bins)
    assert np.array_equal(edges, np.arange(5.0, 100.0, 5.0))
    shares = np.bincount(np.searchsorted(edges, original["secret"], side="right"), minlength=20) / len(original)
    assert np.abs(shares - BIN_SHARES).max() < 0.03


def test_attribute_truths_by_hand():
    base, q = 0.2, float((BIN_SHARES**2).sum())
    assert q == pytest.approx(0.094)
    assert true_measures(0.0, 0.0, shares=BIN_SHARES)["alc"] == pytest.approx((q - base) / (1 - base))
    # 5 % copied, none redrawn: every copy right; 50 of 1,000 all right are enough to be sure of, 20 are not
    whole = (copy_prc(0.05) - base) / (1 - base)
    assert true_measures(0.05, 0.0, shares=BIN_SHARES)["alc"] == pytest.approx(whole)
    assert true_measures(0.05, 0.0, shares=BIN_SHARES, attempts=1000)["alc"] == pytest.approx(whole)
    assert true_measures(0.02, 0.0, shares=BIN_SHARES, attempts=1000)["alc"] < 0.5 < true_measures(
        0.02, 0.0, shares=BIN_SHARES)["alc"]


def test_identity_truths_by_hand():
    truth = true_identity(1000, 0.1)
    assert truth["record-linkage"] == pytest.approx(copy_prc(0.1), abs=1e-6)  # 1 − 0.25³
    assert truth["linkability"] == pytest.approx(copy_prc(0.1))
    # half copied: 4 × 500 right values and about 0.44 right lowest / highest per key, of 4 × 1,002 claims;
    # the baseline's lowest / highest right when one member lies below the others' least: ¼ × 500 / 999
    attack = (500 + 2 * (500 / 1500 + 500**2 / (1500 * 1499))) / 1002
    base = 2 * (0.5 * 500 / 999) / 502
    assert true_identity(1000, 0.5)["singling-out-univariate"] == pytest.approx((attack - base) / (1 - base), abs=1e-3)
    assert np.isnan(true_identity(1000, 0.02, 500)["linkability"])  # 10 claims: too few to measure


def test_the_lowest_value_claim_is_right_as_often_as_the_formula_says():
    rng = np.random.default_rng(1)
    n, copies, reps = 6, 2, 200_000
    drawn = n - copies
    copied, not_copied, independent = (rng.random((reps, k)) for k in (copies, drawn, drawn))
    least = np.minimum(copied.min(axis=1), independent.min(axis=1))
    at_or_below = (copied.min(axis=1) == least) + (not_copied < least[:, None]).sum(axis=1)
    assert (at_or_below == 1).mean() == pytest.approx(_lowest_right(n, np.array(copies)), abs=0.005)


def test_a_releases_own_one_variable_truth_counts_the_claims_it_offers():
    # per key: 1 is held by one person (right), 2 and 3 by nobody; the least (1) has two people at or below
    # it (wrong), the greatest (3) one person above it (right): 2 right of 3 + 2 claims, on each of four keys
    table = pd.DataFrame({k: [1.0, 2.0, 3.0] for k in KEYS})
    population = pd.DataFrame({k: [1.0, 0.5, 9.0] for k in KEYS})
    assert _offered_precision(table, population) == pytest.approx(8 / 20)


def test_each_design_runs_once_at_a_small_size():
    audit = known_audit(300, 0.5, 0.0, 0, "continuous", models=()).prepare()
    for _ in audit.run():
        pass
    (result,) = audit.results
    assert result.status == "ok" and result.n_attempts == 300 and result.baseline_model
    audit = identity_audit(200, 0.5, 0).prepare()
    for _ in audit.run():
        pass
    assert sorted(r.attack_id for r in audit.results) == sorted(ATTACKS)
    assert all(r.status == "ok" and r.n_attempts == 100 for r in audit.results)
    own = release_truths(audit, 0, draws=500)
    assert sorted(own) == ["singling-out", "singling-out-univariate"] and all(np.isfinite(list(own.values())))
    carlo = monte_carlo_singling_out(200, 0.5, 2, 200)
    assert -1 <= carlo["alc"] <= 1 and carlo["se"] >= 0 and np.isfinite(carlo["alc_seen"])


@pytest.mark.parametrize("seed", range(4))
def test_a_few_sure_links_never_read_safe(seed):
    """2 % of the rows exact copies, 1,000 people: about 10 of the 500 members attacked are linked with
    certainty (true ALC 0.92, serious), too few for a precision that counts. Record linkage must not read
    safe: undetermined, saying the original's members cannot make the attempts that would settle it."""
    audit = identity_audit(1000, 0.02, seed).prepare()
    for _ in audit.run():
        pass
    (linkage,) = [r for r in audit.results if r.attack_id == "record-linkage"]
    assert true_identity(1000, 0.02)["record-linkage"] > 0.7
    assert linkage.verdict == "undetermined" and linkage.n_attempts == 500
    assert "cannot show the release safe" in linkage.verdict_note
