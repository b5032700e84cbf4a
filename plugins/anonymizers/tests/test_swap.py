"""Within-column swapping keeps every column's values and moves about the asked share of rows."""

import numpy as np
import pandas as pd
import pytest

from anonguard.api import GenerationTask
from anonguard_anonymizers.swap import Swap, swap_within_columns

N = 1000
TABLE = pd.DataFrame({
    "id": np.arange(N),
    "x": np.arange(N) * 1.5,
    "c": np.array(["a", "b", "c", "d"], dtype=object)[np.arange(N) % 4],
})
KINDS = {"id": "continuous", "x": "continuous", "c": "categorical"}


def generate(seed=0, **params):
    return Swap(**params).generate(GenerationTask(TABLE, KINDS, seed))


def test_each_column_keeps_its_multiset_of_values():
    swapped = generate(fraction=0.5).data
    for column in TABLE.columns:
        assert sorted(swapped[column]) == sorted(TABLE[column])
        assert swapped[column].dtype == TABLE[column].dtype


def test_about_the_fraction_of_rows_change():
    swapped = generate(fraction=0.3).data
    for column in ("id", "x"):  # unique values: a row changes unless the permutation fixes it
        changed = int((swapped[column] != TABLE[column]).sum())
        assert 0.28 * N <= changed <= 0.30 * N


def test_columns_are_swapped_independently():
    swapped = generate(fraction=0.5).data
    # id and x were locked together (x = 1.5 id); a row keeps the link only if neither column
    # swapped it: 1 - (1 - 0.5)² = 3/4 of the rows lose it
    assert 0.7 < (swapped["x"] != swapped["id"] * 1.5).mean() < 0.8


def test_only_the_chosen_columns_change():
    swapped = generate(fraction=0.5, columns="x").data
    assert swapped["id"].equals(TABLE["id"]) and swapped["c"].equals(TABLE["c"])
    assert not swapped["x"].equals(TABLE["x"])


def test_the_same_seed_gives_the_same_release():
    assert generate(seed=4).data.equals(generate(seed=4).data)
    assert not generate(seed=4).data.equals(generate(seed=5).data)


def test_fraction_one_permutes_every_column():
    swapped = swap_within_columns(TABLE, 1.0, seed=1)
    assert (swapped["id"] != TABLE["id"]).mean() > 0.99
    assert sorted(swapped["id"]) == sorted(TABLE["id"])


def test_notes_and_errors():
    notes = " ".join(generate(fraction=0.2).notes)
    assert "200 of 1000 rows" in notes and "multiset" in notes
    with pytest.raises(ValueError, match="fraction"):
        swap_within_columns(TABLE, 1.5, seed=0)
    with pytest.raises(ValueError, match="no column 'y'"):
        generate(columns="x,y")
