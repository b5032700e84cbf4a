"""l-diversity and t-closeness against a hand-computed table (and sdcMicro's reading of entropy l)."""

import math

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.key_variables.diversity import diversity

# two classes of the key "k": A holds x, x, y; B holds y, z. The file: x 0.4, y 0.4, z 0.2
KEYS = pd.DataFrame({"k": ["A", "A", "A", "B", "B"]})
SECRET = pd.Series(["x", "x", "y", "y", "z"])


def test_distinct_and_entropy_l_by_hand():
    found = diversity(KEYS, SECRET)
    assert found.distinct.tolist() == [2, 2] and found.distinct_l == 2
    entropy_a = math.exp(-(2 / 3 * math.log(2 / 3) + 1 / 3 * math.log(1 / 3)))  # 1.8899
    np.testing.assert_allclose(found.entropy, [entropy_a, 2.0])
    assert found.entropy_l == pytest.approx(entropy_a)


def test_t_closeness_with_equal_and_ordered_distances_by_hand():
    equal = diversity(KEYS, SECRET)
    # A: (|2/3 - .4| + |1/3 - .4| + |0 - .2|) / 2; B: (|0 - .4| + |.5 - .4| + |.5 - .2|) / 2
    np.testing.assert_allclose(equal.closeness, [0.8 / 3, 0.4])
    assert equal.t == pytest.approx(0.4)
    ordered = diversity(KEYS, SECRET, ordered=True)
    # cumulative differences over x < y < z, divided by 3 - 1: A (0.2667 + 0.2 + 0) / 2, B (0.4 + 0.3 + 0) / 2
    np.testing.assert_allclose(ordered.closeness, [(0.8 / 3 + 0.2) / 2, 0.35])


def _dense(keys: pd.DataFrame, secret: pd.Series) -> tuple[np.ndarray, ...]:
    """The definitions computed plainly on the full classes × values table (the reference)."""
    classes = keys.groupby(list(keys.columns), sort=False, dropna=False).ngroup().to_numpy()
    values = pd.factorize(secret, sort=True)[0]
    table = np.zeros((classes.max() + 1, values.max() + 1))
    np.add.at(table, (classes, values), 1)
    p, q = table / table.sum(axis=1, keepdims=True), np.bincount(values) / values.size
    logs = np.log(np.where(p > 0, p, 1.0))
    ordered = np.abs(np.cumsum(p - q, axis=1))[:, :-1].sum(axis=1) / (q.size - 1)
    return (p > 0).sum(axis=1), np.exp(-(p * logs).sum(axis=1)), np.abs(p - q).sum(axis=1) / 2, ordered


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_pair_counting_agrees_with_the_full_table_of_classes_and_values(seed):
    rng = np.random.default_rng(seed)
    keys = pd.DataFrame({"a": rng.integers(0, 30, 2000), "b": rng.integers(0, 5, 2000)})
    secret = pd.Series(np.round(rng.lognormal(3, 1, 2000), 1))  # hundreds of values, most in one class only
    distinct, entropy, equal, ordered = _dense(keys, secret)
    found, sorted_found = diversity(keys, secret), diversity(keys, secret, ordered=True)
    np.testing.assert_allclose(found.distinct, distinct)
    np.testing.assert_allclose(found.entropy, entropy)
    np.testing.assert_allclose(found.closeness, equal, atol=1e-12)
    np.testing.assert_allclose(sorted_found.closeness, ordered, atol=1e-12)
    assert (found.entropy >= 1 - 1e-9).all() and (found.entropy <= found.distinct + 1e-9).all()  # 1 <= e^H <= l
    assert 0 <= found.t <= 1 and 0 <= sorted_found.t <= 1


def test_a_file_whose_classes_each_hold_one_value_is_1_diverse_and_far_from_the_file():
    found = diversity(pd.DataFrame({"k": [1, 1, 2, 2]}), pd.Series(["a", "a", "b", "b"]))
    assert found.distinct_l == 1 and found.entropy_l == pytest.approx(1.0) and found.t == pytest.approx(0.5)


def test_the_command_line_says_l_and_t(tmp_path):
    from conftest import run_here  # the command's main in this process: its output is under test

    KEYS.assign(s=SECRET).to_csv(tmp_path / "file.csv", index=False)
    said = run_here("risk", "--release", tmp_path / "file.csv", "--keys", "k", "--secret", "s", check_exit=0).stdout
    assert "sensitive variable s: distinct l-diversity 2" in said and "entropy l-diversity 1.89, t-closeness 0.400" in said
    absent = run_here("risk", "--release", tmp_path / "file.csv", "--keys", "k", "--secret", "income", check_exit=2)
    assert "no column 'income'" in absent.stderr
