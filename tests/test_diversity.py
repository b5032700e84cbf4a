"""l-diversity and t-closeness against a hand-computed table (and sdcMicro's reading of entropy l)."""

import math

import numpy as np
import pandas as pd
import pytest

from anonguard.engine import diversity as module
from anonguard.engine.diversity import diversity

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


def test_classes_counted_in_blocks_give_the_same(monkeypatch):
    rng = np.random.default_rng(1)
    keys = pd.DataFrame({"a": rng.integers(0, 30, 2000), "b": rng.integers(0, 5, 2000)})
    secret = pd.Series(rng.integers(0, 7, 2000))
    whole = diversity(keys, secret, ordered=True)
    monkeypatch.setattr(module, "BLOCK_CELLS", 20)  # two classes per block
    blocked = diversity(keys, secret, ordered=True)
    for field in ("distinct", "entropy", "closeness"):
        np.testing.assert_allclose(getattr(blocked, field), getattr(whole, field))
    assert (whole.entropy >= 1 - 1e-9).all() and (whole.entropy <= whole.distinct + 1e-9).all()  # 1 <= e^H <= l
    assert 0 <= whole.t <= 1


def test_a_file_whose_classes_each_hold_one_value_is_1_diverse_and_far_from_the_file():
    found = diversity(pd.DataFrame({"k": [1, 1, 2, 2]}), pd.Series(["a", "a", "b", "b"]))
    assert found.distinct_l == 1 and found.entropy_l == pytest.approx(1.0) and found.t == pytest.approx(0.5)


def test_the_command_line_says_l_and_t(tmp_path):
    from conftest import run_cli

    KEYS.assign(s=SECRET).to_csv(tmp_path / "file.csv", index=False)
    said = run_cli("risk", "--release", tmp_path / "file.csv", "--keys", "k", "--secret", "s", check_exit=0).stdout
    assert "sensitive variable s: distinct l-diversity 2" in said and "entropy l-diversity 1.89, t-closeness 0.400" in said
    absent = run_cli("risk", "--release", tmp_path / "file.csv", "--keys", "k", "--secret", "income", check_exit=2)
    assert "no column 'income'" in absent.stderr
