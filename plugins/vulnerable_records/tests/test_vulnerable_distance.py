"""V_k and the distance of Eq. 5 (001) against hand-computed values and a brute-force reference."""

import numpy as np
import pandas as pd
import pytest

from anonguard.api import SelectionTask, record_vectors
from anonguard_vulnerable_records import neighbors
from anonguard_vulnerable_records.distance import vulnerability
from anonguard_vulnerable_records.selectors import DistanceVulnerability

# F = 4 (2 categorical, 2 continuous): d = 1 − m/4 − ½·cos(c_i, c_j), m = equal categorical values.
# x and y span 0..10, so they scale to 0 or 1: c = (1,0), (1,0), (0,1), (1,1), (0,0).
TINY = pd.DataFrame({"a": [0, 0, 1, 0, 1], "b": [0, 1, 0, 0, 1], "x": [10.0, 10, 0, 10, 0], "y": [0.0, 0, 10, 10, 0]})
TINY_KINDS = {"a": "categorical", "b": "categorical", "x": "continuous", "y": "continuous"}
H = 0.5 / np.sqrt(2)  # ½·cos((1,0), (1,1)) = ½·cos((0,1), (1,1))
TINY_DISTANCES = np.array([
    # 0-1: m=1, cos 1 -> 1 − ¼ − ½ = .25;  0-2: m=1, cos 0 -> .75;  0-3: m=2, cos 1/√2 -> .5 − H;
    # 0-4: m=0, cos(c, 0) = 0 -> 1
    [0.0, 0.25, 0.75, 0.5 - H, 1.0],
    # 1-2: m=0, cos 0 -> 1;  1-3: m=1 -> .75 − H;  1-4: m=1 (b), cos 0 -> .75
    [0.25, 0.0, 1.0, 0.75 - H, 0.75],
    # 2-3: m=1 (b), cos 1/√2 -> .75 − H;  2-4: m=1 (a), cos 0 -> .75
    [0.75, 1.0, 0.0, 0.75 - H, 0.75],
    # 3-4: m=0, cos 0 -> 1
    [0.5 - H, 0.75 - H, 0.75 - H, 0.0, 1.0],
    [1.0, 0.75, 0.75, 1.0, 0.0],
])


def task(frame, kinds, known=(), secret=None, seed=0):
    return SelectionTask(frame, tuple(known), secret or frame.columns[-1], kinds, seed)


def test_hand_computed_distances():
    vectors = record_vectors(TINY, TINY_KINDS)
    i, j = np.triu_indices(5, 1)
    np.testing.assert_allclose(vectors.distance(i, j), TINY_DISTANCES[i, j], atol=1e-12)


def test_hand_computed_vulnerability():
    # V_2 = mean of the two smallest off-diagonal distances of each row
    expected = [(0.5 - H + 0.25) / 2, (0.25 + 0.75 - H) / 2, (0.75 - H + 0.75) / 2, (0.5 - H + 0.75 - H) / 2, 0.75]
    np.testing.assert_allclose(vulnerability(TINY, TINY_KINDS, 2), expected, atol=1e-12)


def test_selector_returns_the_most_vulnerable_first():
    chosen = DistanceVulnerability(k=2, top=2).select(task(TINY, TINY_KINDS))
    assert chosen.tolist() == [4, 2]


def test_zero_vectors_constant_columns_and_missing_values():
    # F = 3. x is constant and scales to 0; y's missing value is imputed with its minimum (scaled 0),
    # so rows 0 and 2 have c = (0, 0) and row 1 has c = (0, 1).
    frame = pd.DataFrame({"a": [0, 0, 1], "x": [5.0, 5.0, 5.0], "y": [0.0, 1.0, np.nan]})
    vectors = record_vectors(frame, {"a": "categorical", "x": "continuous", "y": "continuous"})
    # 0-1: m=1, cos(0, c) = 0 -> 1 − 1/3;  0-2: m=0, cos(0, 0) = 1 -> 1 − 2/3;  1-2: m=0, cos 0 -> 1
    np.testing.assert_allclose(vectors.distance(np.array([0, 0, 1]), np.array([1, 2, 2])), [2 / 3, 1 / 3, 1.0])


def test_duplicates_are_at_distance_zero():
    frame = pd.DataFrame({"a": [1, 1, 0], "x": [0.0, 0.0, 3.0]})
    scores = vulnerability(frame, {"a": "categorical", "x": "continuous"}, 1)
    # rows 0 and 1 are the same record (zero continuous vectors): each other's nearest at 0
    np.testing.assert_allclose(scores, [0.0, 0.0, 1.0])


def test_fewer_records_than_k():
    assert vulnerability(TINY.iloc[:1], TINY_KINDS, 5).tolist() == [0.0]
    np.testing.assert_allclose(vulnerability(TINY.iloc[:3], TINY_KINDS, 5), [0.5, 0.625, 0.875])


def brute_force_vk(frame, kinds, k):
    """Eq. 5 literally, one record against all others; the record itself excluded; V_k = mean of the k smallest."""
    cat = [c for c, kind in kinds.items() if kind == "categorical"]
    cont = [c for c, kind in kinds.items() if kind == "continuous"]
    f = len(kinds)
    h = frame[cat].astype(object).where(frame[cat].notna(), "missing").to_numpy() if cat else np.zeros((len(frame), 0))
    c = np.zeros((len(frame), len(cont)))
    for index, name in enumerate(cont):
        v = frame[name].to_numpy(float)
        low, high = np.nanmin(v), np.nanmax(v)
        c[:, index] = np.nan_to_num((v - low) / (high - low)) if high > low else 0.0
    norm = np.linalg.norm(c, axis=1)
    scores = []
    for i in range(len(frame)):
        cos_cat = (h == h[i]).sum(axis=1) / len(cat) if cat else 0.0
        with np.errstate(invalid="ignore", divide="ignore"):
            cos_cont = c @ c[i] / (norm * norm[i])
        cos_cont = np.where(norm * norm[i] > 0, cos_cont, np.where((norm == 0) & (norm[i] == 0), 1.0, 0.0))
        d = 1 - len(cat) / f * cos_cat - len(cont) / f * cos_cont
        scores.append(np.sort(np.delete(d, i))[:k].mean())
    return np.array(scores)


def random_table(n, categorical, continuous, seed):
    rng = np.random.default_rng(seed)
    columns, kinds = {}, {}
    for index, levels in enumerate(categorical):
        columns[f"c{index}"] = rng.integers(0, levels, n)
        kinds[f"c{index}"] = "categorical"
    for index in range(continuous):
        values = rng.lognormal(0, 1, n).round(1)
        values[rng.random(n) < 0.05] = np.nan
        values[rng.random(n) < 0.1] = np.nanmin(values)  # some all-minimum (zero) vectors
        columns[f"x{index}"] = values
        kinds[f"x{index}"] = "continuous"
    return pd.DataFrame(columns), kinds


@pytest.mark.parametrize(("categorical", "continuous"), [((2, 3, 5, 60), 3), ((2, 4, 4), 0), ((), 2)])
def test_agrees_with_brute_force(monkeypatch, categorical, continuous):
    # small tiles, chunks and blocks: several of each, and two worker threads, on 300 rows
    monkeypatch.setattr(neighbors, "TILE", 64)
    monkeypatch.setattr(neighbors, "CHUNK", 8)
    monkeypatch.setattr(neighbors, "BLOCK", 32)
    frame, kinds = random_table(300, categorical, continuous, seed=len(categorical))
    if max(categorical, default=0) > 48:  # a column of more than 48 values goes code to code
        assert record_vectors(frame, kinds).codes.shape[1] == 1
    np.testing.assert_allclose(vulnerability(frame, kinds, 5), brute_force_vk(frame, kinds, 5), atol=1e-6)


def test_known_scope_ignores_other_columns():
    # row 0 alone differs on the known column; row 3 on three columns outside the scenario,
    # whose kinds the task leaves out (integers, so categorical)
    frame = pd.DataFrame({"k": [1, 0, 0, 0], "s": [0, 0, 0, 0]}).assign(o1=[0, 0, 0, 1], o2=[0, 0, 0, 1], o3=[0, 0, 0, 1])
    kinds = {"k": "categorical", "s": "categorical"}
    # all columns, F = 5: V_1 = 1/5, 0, 0, 3/5;  known and secret, F = 2: V_1 = 1/2, 0, 0, 0
    assert DistanceVulnerability(k=1, top=1).select(task(frame, kinds, ("k",), "s")).tolist() == [3]
    assert DistanceVulnerability(k=1, top=1, columns="known").select(task(frame, kinds, ("k",), "s")).tolist() == [0]


def test_ties_at_the_cut_are_drawn_with_the_seed():
    frame = pd.DataFrame({"a": np.zeros(100, int), "x": np.ones(100)})
    kinds = {"a": "categorical", "x": "continuous"}
    selector = DistanceVulnerability(top=10)
    first = selector.select(task(frame, kinds, seed=1))
    assert first.size == 10 and np.unique(first).size == 10
    assert first.tolist() == selector.select(task(frame, kinds, seed=1)).tolist()
    assert set(first) != set(selector.select(task(frame, kinds, seed=2)))
