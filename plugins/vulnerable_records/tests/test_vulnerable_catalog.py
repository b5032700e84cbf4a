"""The installed plugin reaches AnonGuard's catalog through its entry point, with declared parameters."""

import numpy as np
import pandas as pd
import pytest

from anonguard.api import SelectionTask
from anonguard.testing import load_catalog

SELECTORS = {
    "distance-vulnerability": {"k", "top", "columns"},
    "rare-value": {"max_share", "percentile", "top", "columns"},
    "log-likelihood": {"bins", "top", "columns"},
    "custom-filter": {"expression"},
}


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def test_catalog_lists_the_four_selectors(catalog):
    assert not [p for p in catalog.problems if p.plugin == "vulnerable_records"]
    for selector_id, parameters in SELECTORS.items():
        entry = catalog.get("selector", selector_id)
        assert entry.plugin == "vulnerable_records" and entry.version == "0.1.0"
        assert {p.name for p in entry.parameters} == parameters
        assert "(001)" in entry.description or selector_id == "custom-filter"


def test_parameters_are_checked(catalog):
    entry = catalog.get("selector", "distance-vulnerability")
    assert entry.create({"k": "7"}).get_params() == {"k": 7, "top": 500, "columns": "all"}
    with pytest.raises(ValueError, match="distance-vulnerability.columns must be one of 'all', 'known', got 'some'"):
        entry.create({"columns": "some"})
    with pytest.raises(ValueError, match="distance-vulnerability.top must lie between 1 and 10,000,000, got 0"):
        entry.create({"top": 0})


@pytest.mark.parametrize("selector_id", ["distance-vulnerability", "rare-value", "log-likelihood"])
def test_catalog_selectors_run_on_an_original(catalog, selector_id):
    rng = np.random.default_rng(0)
    data = pd.DataFrame({"a": rng.integers(0, 3, 200), "b": rng.integers(0, 40, 200), "x": rng.lognormal(0, 1, 200)})
    task = SelectionTask(data, ("a", "x"), "b", {"a": "categorical", "b": "categorical", "x": "continuous"}, 4)
    chosen = catalog.get("selector", selector_id).create({"top": 20}).select(task)
    assert chosen.dtype.kind == "i" and 0 < chosen.size <= 20 and np.unique(chosen).size == chosen.size
    assert chosen.min() >= 0 and chosen.max() < 200
