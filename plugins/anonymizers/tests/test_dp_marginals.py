"""DP marginals: the long count format, the full domain, exact counts without noise, the noise scale."""

import itertools

import numpy as np
import pandas as pd
import pytest

from anonguard.api import GenerationTask, Interval, parse_cell
from anonguard_anonymizers.dp_marginals import COLUMNS, DPMarginals

TABLE = pd.DataFrame({
    "sex": ["F", "M", "F", "F", "M", "M", "F", None, "M", "F", "F"],
    "x": [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0],
    "s": ["a", "b", "a", "c", "b", "a", "a", "c", "b", "a", "a"],
})
KINDS = {"sex": "categorical", "x": "continuous", "s": "categorical"}


def generate(table=TABLE, kinds=KINDS, seed=0, **params):
    return DPMarginals(**params).generate(GenerationTask(table, kinds, seed))


def exact_count(table, attribute, value, secret, secret_value):
    """Rows with `value` (a category, "" for missing, or an interval label) and `secret_value`."""
    cell = parse_cell(value) if value else None
    if isinstance(cell, Interval):
        hit = (table[attribute] >= cell.low) & (table[attribute] <= cell.high)
    elif value == "":
        hit = table[attribute].isna()
    else:
        hit = table[attribute].astype(str) == value
    return int((hit & (table[secret] == secret_value)).sum())


def test_long_format_with_every_cell_of_the_full_domain():
    counts = generate(secret="s", bins=2).data
    assert list(counts.columns) == list(COLUMNS)
    assert set(counts["table"]) == {"sex x s", "x x s"} and set(counts["secret"]) == {"s"}
    by_attribute = {a: g for a, g in counts.groupby("attribute")}
    domains = {"sex": ["F", "M", ""], "x": ["[0-5)", "[5-10]"]}  # missing sex is a category; x in 2 bins
    for attribute, values in domains.items():
        cells = set(zip(by_attribute[attribute]["value"], by_attribute[attribute]["secret_value"]))
        assert cells == set(itertools.product(values, ["a", "b", "c"]))
        assert len(by_attribute[attribute]) == len(cells)


def test_with_a_huge_epsilon_the_counts_are_the_exact_crosstab():
    for mechanism in ("laplace", "geometric"):
        counts = generate(secret="s", bins=2, epsilon=1e12, mechanism=mechanism).data
        exact = [exact_count(TABLE, r.attribute, r.value, "s", r.secret_value) for r in counts.itertuples()]
        np.testing.assert_allclose(counts["count"], exact, atol=1e-3)
        assert 0 in exact  # zero cells are published too (e.g. missing sex with secret a)


def test_a_continuous_secret_is_bucketized():
    counts = generate(secret="x", quasi_identifiers="sex", bins=5, epsilon=1e12).data
    assert sorted(set(counts["secret_value"])) == ["[0-2)", "[2-4)", "[4-6)", "[6-8)", "[8-10]"]
    assert counts["count"].sum() == pytest.approx(len(TABLE), abs=1e-3)


@pytest.fixture(scope="module")
def many_cells():
    """Three tables of 100, 50 and 20 categories by 8 secret values: 1360 cells."""
    rng = np.random.default_rng(0)
    n = 20_000
    table = pd.DataFrame({"a": rng.integers(0, 100, n), "b": rng.integers(0, 50, n), "c": rng.integers(0, 20, n),
                          "s": rng.integers(0, 8, n)})
    kinds = dict.fromkeys(table.columns, "categorical")
    exact = generate(table, kinds, secret="s", epsilon=1e12).data["count"]
    return table, kinds, exact


def test_laplace_noise_has_scale_m_over_epsilon(many_cells):
    table, kinds, exact = many_cells
    release = generate(table, kinds, seed=3, secret="s", epsilon=0.5)
    noise = release.data["count"] - exact
    # m = 3 tables: scale b = 3 / 0.5 = 6 and E|Laplace(b)| = b; over 1360 cells the standard error is ~0.17
    assert noise.abs().mean() == pytest.approx(6.0, rel=0.1)
    assert abs(noise.mean()) < 1.0
    assert "sensitivity m = 3" in release.notes[0] and "m/ε = 3/0.5 = 6" in release.notes[0]


def test_geometric_counts_are_integers_with_the_right_spread(many_cells):
    table, kinds, exact = many_cells
    release = generate(table, kinds, seed=3, secret="s", mechanism="geometric", epsilon=0.5)
    assert pd.api.types.is_integer_dtype(release.data["count"])
    noise = release.data["count"] - exact
    alpha = np.exp(-0.5 / 3)  # P(z) ∝ α^|z| has E|z| = 2α / (1 − α²) ≈ 5.97
    assert noise.abs().mean() == pytest.approx(2 * alpha / (1 - alpha**2), rel=0.1)
    assert "α = exp(−ε/m)" in release.notes[0]


def test_negative_counts_are_kept_and_the_seed_decides_the_noise():
    first, again = (generate(secret="s", seed=7, epsilon=0.05).data for _ in range(2))
    assert first.equals(again)
    assert (first["count"] < 0).any()  # scale 40 on counts of a few: many negatives, none clamped
    assert not first.equals(generate(secret="s", seed=8, epsilon=0.05).data)


def test_bad_requests_are_clear_errors():
    with pytest.raises(ValueError, match="secret parameter is required"):
        generate()
    with pytest.raises(ValueError, match="no column 'salary'"):
        generate(secret="salary")
    with pytest.raises(ValueError, match="cannot also be a quasi-identifier"):
        generate(secret="s", quasi_identifiers="sex,s")
    with pytest.raises(ValueError, match="epsilon"):
        DPMarginals(secret="s", epsilon=0)
