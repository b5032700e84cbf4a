"""Best row match against hand-computed Gower distances and a brute-force reference."""

import numpy as np
import pandas as pd
import pytest

from anonguard.api import AttackTask, ReleaseTable
from anonguard.testing import encode_release
from anonguard_best_row_match.attack import BestRowMatch

KINDS = {"a": "categorical", "x": "continuous", "s": "categorical"}
RELEASE = pd.DataFrame({"a": [0, 0, 1, 0, 0], "x": [0.0, 10.0, 5.0, 0.0, 0.0], "s": [1, 2, 1, 3, 3]})
TARGETS = pd.DataFrame({"a": [0, 1, 1], "x": [0.0, 6.0, np.nan]})


def attack(tables, **params):
    task = AttackTask(tuple(ReleaseTable(f"t{i}", t) for i, t in enumerate(tables)), ("a", "x"), "s", KINDS)
    return BestRowMatch(**params).fit(task)


def test_hand_computed_matches():
    predicted = attack([RELEASE]).predict(TARGETS)
    # target 0 matches rows 0, 3, 4 exactly: secrets 1, 3, 3 -> 3 with modal fraction 2/3
    # target 1: row 2 at (0 + |6 - 5| / 10) / 2 = 0.05 -> 1, rank 0.95
    # target 2: x missing on one side counts 1; row 2 at (0 + 1) / 2 = 0.5 -> 1, rank 0.5
    assert predicted.value.tolist() == [3, 1, 1]
    np.testing.assert_allclose(predicted.rank_score, [2 / 3, 0.95, 0.5], rtol=1e-6)
    assert not predicted.abstain.any()


def test_a_table_lacking_a_known_column_counts_half_a_mismatch():
    second = pd.DataFrame({"a": [1], "s": [4]})
    # target 2 to the second table: (0 + 0.5) / 2 = 0.25 beats row 2 of the first (0.5)
    predicted = attack([RELEASE, second]).predict(TARGETS.iloc[[2]])
    assert predicted.value.tolist() == [4]
    assert predicted.rank_score[0] == pytest.approx(0.75)
    # as a full mismatch it ties with row 2: secrets 1 and 4 share the modal count
    tied = attack([RELEASE, second], missing_column_penalty=1.0).predict(TARGETS.iloc[[2]])
    assert tied.value.tolist() == [1]
    assert tied.rank_score[0] == pytest.approx(0.5 * 0.5)


def test_a_release_without_a_usable_table_is_a_clear_error():
    no_secret = RELEASE.drop(columns="s")
    with pytest.raises(ValueError, match="no table holding the secret 's'"):
        attack([no_secret])


def test_reports_the_table_each_match_came_from():
    first = RELEASE.iloc[:3]
    second = RELEASE.iloc[3:].assign(x=[6.0, 0.0])
    predicted = attack([first, second]).predict(TARGETS.iloc[:2])
    # target 0 (a=0, x=0) matches row 0 of t0 and row 4 of t1 exactly; target 1 (a=1, x=6) row 2 of t0 best
    assert predicted.details["matched_table"].tolist() == ["t0+t1", "t0"]


def test_generalized_cells_match_partially():
    original = pd.DataFrame({"age": [25.0, 45.0, 65.0], "sex": ["M", "F", "F"], "s": ["x", "y", "z"]})
    release = pd.DataFrame({"age": ["20-29", "40-49", "*"], "sex": ["M", "{M,F}", "*"], "s": ["x", "y", "z"]})
    kinds = {"age": "continuous", "sex": "categorical", "s": "categorical"}
    encoded, tables = encode_release(original, release, kinds)
    task = AttackTask(tables, ("age", "sex"), "s", kinds)
    predicted = BestRowMatch().fit(task).predict(encoded[["age", "sex"]])
    assert predicted.value.tolist() == encoded["s"].tolist()
    # target 0: age 25 in [20, 29]: ((5)^2 + (4)^2) / (2 * 9) / 45 (the cells' range 20..65); sex exact: 0
    age = (5 ** 2 + 4 ** 2) / (2 * 9) / 45
    # target 1: age 45 in [40, 49]: (25 + 16) / 18 / 45; sex F in {M, F}: 1/2
    # target 2: age 65 in the suppressed 25..65 (the original's range): (40^2 + 0) / 80 / 45; sex F in *: 1/2
    # (0.944 in all, against 0.956 for row 1: |65 - 44.5| / 45 + 1/2, and 1.9 for row 0)
    expected = 1 - np.array([age / 2, (age + 0.5) / 2, (1600 / 80 / 45 + 0.5) / 2])
    np.testing.assert_allclose(predicted.rank_score, expected, rtol=1e-5)


def test_numeric_secret_by_tolerance():
    release = pd.DataFrame({"a": [0, 0, 0, 1], "s": [100.0, 102.0, 104.0, 500.0]})
    task = AttackTask((ReleaseTable("t", release),), ("a",), "s", {"a": "categorical", "s": "continuous"}, tolerance=0.1)
    predicted = BestRowMatch().fit(task).predict(pd.DataFrame({"a": [0, 1]}))
    np.testing.assert_allclose(predicted.value, [102.0, 500.0])
    np.testing.assert_allclose(predicted.rank_score, [1.0, 1.0])


def brute_force(release, targets, kinds, known, secret, penalty_columns=()):
    """Per target, every release row's Gower distance, the modal secret at the minimum."""
    values, scores = [], []
    spans = {c: np.nanmax(release[c]) - np.nanmin(release[c]) for c in known if kinds[c] == "continuous"}
    for _, target in targets.iterrows():
        total = np.zeros(len(release))
        for c in known:
            r, t = release[c].to_numpy(float), float(target[c])
            if kinds[c] == "categorical":
                total += r != t
            else:
                d = np.abs(r - t) / spans[c]
                d = np.where(np.isnan(r) & np.isnan(t), 0.0, np.where(np.isnan(d), 1.0, np.minimum(d, 1.0)))
                total += d
        total = total.astype(np.float32)
        at_min = total <= total.min() + 1e-6
        counts = pd.Series(release[secret].to_numpy()[at_min]).value_counts()
        top = counts[counts == counts.max()].index.min()
        values.append(top)
        scores.append((1 - total.min() / len(known)) * counts.max() / counts.sum())
    return np.array(values), np.array(scores)


def test_vectorized_chunked_scan_equals_brute_force():
    rng = np.random.default_rng(7)
    n = 60_000  # with 40 targets and 16 MB the scan runs in several chunks
    release = pd.DataFrame({
        "a": rng.integers(0, 4, n), "b": rng.integers(0, 3, n),
        "x": np.where(rng.random(n) < 0.05, np.nan, rng.integers(0, 50, n).astype(float)),
        "s": rng.integers(0, 6, n),
    })
    kinds = {"a": "categorical", "b": "categorical", "x": "continuous", "s": "categorical"}
    targets = release[["a", "b", "x"]].sample(40, random_state=1).reset_index(drop=True)
    targets.loc[:4, "x"] = targets.loc[:4, "x"] + 0.5  # some targets without an exact match
    task = AttackTask((ReleaseTable("r", release),), ("a", "b", "x"), "s", kinds)
    predicted = BestRowMatch(memory_mb=16).fit(task).predict(targets)
    values, scores = brute_force(release, targets, kinds, ["a", "b", "x"], "s")
    assert predicted.value.tolist() == values.tolist()
    np.testing.assert_allclose(predicted.rank_score, scores, rtol=1e-5)


@pytest.mark.parametrize("reverse", [False, True])
def test_rows_count_when_within_tie_of_the_minimum_over_the_whole_release(reverse):
    """Distances 0, 0.6e-6 and 1.2e-6 (TIE is 1e-6), in chunks of their own: the rows within TIE of the
    minimum count (secret 1, twice), not the 1.2e-6 rows (secret 2, three times), whichever chunk comes
    first. Scanned in one pass with a running minimum, the 1.2e-6 rows read first used to chain in
    through the 0.6e-6 row and win."""
    kinds = {"a": "categorical", "x": "continuous", "s": "categorical"}
    filler = pd.DataFrame({"a": [1] * 1000, "x": [1.0] * 1000, "s": [0] * 1000})  # far away; sets x's range to 1
    blocks = [pd.DataFrame({"a": [0] * 3, "x": [1.2e-6] * 3, "s": [2] * 3}), filler,
              pd.DataFrame({"a": [0], "x": [0.6e-6], "s": [1]}), filler,
              pd.DataFrame({"a": [0], "x": [0.0], "s": [1]}), filler]
    release = pd.concat(blocks[::-1] if reverse else blocks, ignore_index=True)
    targets = pd.DataFrame({"a": [0] * 1100, "x": [0.0] * 1100})  # many targets: chunks of 953 rows at 16 MB
    attack = BestRowMatch(memory_mb=16).fit(AttackTask((ReleaseTable("t", release),), ("a", "x"), "s", kinds))
    predicted = attack.predict(targets)
    assert set(predicted.value) == {1}
    np.testing.assert_allclose(predicted.rank_score, 1.0, rtol=0, atol=1e-6)
