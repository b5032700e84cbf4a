"""The grid over a large release gives exactly what scanning every row gives: the same closest
rows, predictions, rank scores and matched tables, for categorical and numeric secrets, missing
values, ties, exact copies and releases of several tables. The grid is switched on for small
tables here (it normally starts at 200,000 rows) so that every case runs in a second."""

import numpy as np
import pandas as pd
import pytest

from anonguard.api import AttackTask, ReleaseTable
from anonguard_best_row_match import grid
from anonguard_best_row_match.attack import BestRowMatch

KNOWN = ("age", "sex", "region", "hours", "wage")


def _people(n: int, seed: int) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    frame = pd.DataFrame({"age": rng.integers(18, 30, n).astype(float), "sex": rng.integers(0, 2, n).astype(np.int32),
                          "region": rng.integers(0, 5, n).astype(np.int32),
                          "hours": rng.integers(20, 45, n).astype(float), "wage": np.round(rng.gamma(2, 900, n), 0),
                          "s": rng.integers(0, 4, n).astype(np.int32)})
    frame.loc[rng.random(n) < 0.05, "hours"] = np.nan
    return frame


def _predict(tables, targets, secret_kind="categorical", tolerance=None, use_grid=True, monkeypatch=None):
    monkeypatch.setattr(grid, "INDEX_FROM", 500 if use_grid else 10**12)
    monkeypatch.setattr(grid, "ROWS_PER_CELL", 8)
    kinds = {"age": "continuous", "sex": "categorical", "region": "categorical", "hours": "continuous",
             "wage": "continuous", "s": secret_kind}
    task = AttackTask(tuple(ReleaseTable(f"t{i}", t) for i, t in enumerate(tables)), KNOWN, "s", kinds, tolerance)
    attack = BestRowMatch().fit(task)
    assert all((t.grid is not None) == use_grid for t in attack.tables_)
    return attack.predict(targets)


def _same(monkeypatch, tables, targets, **kinds):
    scanned = _predict(tables, targets, use_grid=False, monkeypatch=monkeypatch, **kinds)
    gridded = _predict(tables, targets, use_grid=True, monkeypatch=monkeypatch, **kinds)
    np.testing.assert_array_equal(gridded.value, scanned.value)
    np.testing.assert_array_equal(gridded.rank_score, scanned.rank_score)
    np.testing.assert_array_equal(gridded.abstain, scanned.abstain)
    assert list(gridded.details["matched_table"]) == list(scanned.details["matched_table"])
    return gridded


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_grid_finds_the_closest_rows_a_full_scan_finds(monkeypatch, seed):
    release = _people(3000, seed)
    targets = _people(300, seed + 100)[list(KNOWN)]
    targets.iloc[:40] = release.iloc[:40][list(KNOWN)].to_numpy()  # copies: distance 0, ties among twins
    targets.loc[50:60, "wage"] = np.nan
    predicted = _same(monkeypatch, [release], targets)
    assert (predicted.rank_score[:40] > 0).all()


def test_a_numeric_secret_and_a_release_of_two_tables(monkeypatch):
    release = _people(4000, 7)
    release["s"] = release["s"] * 1000.0 + np.round(np.random.default_rng(8).normal(0, 40, len(release)))
    targets = _people(200, 9)[list(KNOWN)]
    _same(monkeypatch, [release], targets, secret_kind="continuous", tolerance=0.05)
    halves = [release.iloc[:1500].reset_index(drop=True), release.iloc[1500:].reset_index(drop=True)]
    predicted = _same(monkeypatch, halves, targets, secret_kind="continuous", tolerance=0.05)
    assert {"t0", "t1"} <= set(predicted.details["matched_table"])
    halves[1] = halves[1].drop(columns="region")  # a key variable the second table lacks: its penalty counts
    _same(monkeypatch, halves, targets, secret_kind="continuous", tolerance=0.05)


def test_the_lower_bound_never_exceeds_a_row_s_distance(monkeypatch):
    release = _people(2000, 3)
    monkeypatch.setattr(grid, "INDEX_FROM", 500)
    monkeypatch.setattr(grid, "ROWS_PER_CELL", 8)
    kinds = {"age": "continuous", "sex": "categorical", "region": "categorical", "hours": "continuous",
             "wage": "continuous", "s": "categorical"}
    attack = BestRowMatch().fit(AttackTask((ReleaseTable("t", release),), KNOWN, "s", kinds))
    table = attack.tables_[0]
    targets = _people(50, 4)[list(KNOWN)]
    wanted = attack._target_columns(targets, table)
    bounds = table.grid.lower_bounds(wanted[0], [(v, c[3]) for v, c in zip(wanted[1], table.continuous)])
    distances = attack._distances(wanted, table, slice(0, table.rows))
    cell_of_row = np.repeat(np.arange(table.grid.cells), np.diff(table.grid.starts))
    assert table.grid.cells > 20
    assert (bounds[:, cell_of_row] <= distances + grid.MARGIN).all()
    # and the bound is tight somewhere: a cell whose rows share every key variable's value
    assert (np.abs(bounds[:, cell_of_row] - distances) < 1e-5).any()


@pytest.mark.parametrize("use_grid", [False, True])
def test_parts_of_the_release_give_the_whole_release_s_predictions(monkeypatch, use_grid):
    """What a cluster does with a release too large for one worker: each part fitted on its own rows
    (measured against the whole table's ranges), the smallest of the parts' minima, each part's
    counts at it, added up: the predictions of the attack fitted on all rows."""
    release = _people(3000, 5)
    second = release.iloc[:700]
    targets = _people(200, 6)[list(KNOWN)]
    targets.iloc[:30] = release.iloc[::100][list(KNOWN)].to_numpy()  # twins spread over every part
    whole = _predict([release, second], targets, use_grid=use_grid, monkeypatch=monkeypatch)
    kinds = {"age": "continuous", "sex": "categorical", "region": "categorical", "hours": "continuous",
             "wage": "continuous", "s": "categorical"}
    ranges = {name: {c: (float(t[c].min()), float(t[c].max())) for c in ("age", "hours", "wage")}
              for name, t in (("t0", release), ("t1", second))}
    attacks = []
    for start, stop in ((0, 1100), (1100, 1900), (1900, 3000)):  # each table's rows split the same way
        tables = [ReleaseTable("t0", release.iloc[start:stop].reset_index(drop=True), ranges=ranges["t0"])]
        if start < len(second):
            tables.append(ReleaseTable("t1", second.iloc[start:stop].reset_index(drop=True), ranges=ranges["t1"]))
        attack = BestRowMatch().fit(AttackTask(tuple(tables), KNOWN, "s", kinds))
        assert attack.splits(attack.task_)
        attacks.append(attack)
    minimum = np.min([attack.split_minimum(targets) for attack in attacks], axis=0)
    combined = BestRowMatch().split_predict([attack.split_collect(targets, minimum) for attack in attacks], minimum)
    np.testing.assert_array_equal(combined.value, whole.value)
    np.testing.assert_array_equal(combined.rank_score, whole.rank_score)
    assert list(combined.details["matched_table"]) == list(whole.details["matched_table"])
    assert "t0+t1" in set(whole.details["matched_table"])
