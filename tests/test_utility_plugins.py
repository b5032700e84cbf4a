"""A third party's utility measure (the `anonguard_utility_measures` hook): its conformance check in
`anonguard.testing`, and its scores beside AnonGuard's own, in a process of its own, a failure costing only them."""

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.audit import Audit
from anonguard.engine.spec import ComponentChoice, UtilitySpec
from anonguard.errors import AuditError
from anonguard.plugins import hookimpl
from anonguard.plugins.api import UtilityMeasure
from anonguard.plugins.manager import load_catalog
from anonguard.testing import check_utility_measure, utility_measure_checks


def _weighted_mean(frame, weights, column):
    values = frame[column].to_numpy(dtype=float)
    w = np.ones(len(values)) if weights is None else weights
    return float((w * values).sum() / w.sum())


class MeanGap(UtilityMeasure):
    """A domain's indicator: how far the release moves the weighted mean of each continuous variable."""

    id, title, description = "mean-gap", "Mean gap", "The weighted mean of each continuous variable, moved."

    def measure(self, task):
        return {f"mean gap of {c}": abs(_weighted_mean(task.release, task.release_weights, c)
                                        - _weighted_mean(task.original, task.original_weights, c))
                for c, kind in task.kinds.items() if kind == "continuous"}


class Flattering(MeanGap):
    id = "flattering"

    def measure(self, task):
        return {"always": 1.0}  # its `perfect` is 0: a copy of the original would not read perfect


class Raises(MeanGap):
    id = "raises"

    def measure(self, task):
        raise KeyError("a column this measure expected")


class _Plugin:
    @staticmethod
    @hookimpl
    def anonguard_utility_measures():
        return [MeanGap, Raises]


def test_the_kit_passes_a_sound_measure_and_names_what_a_broken_one_breaks():
    check_utility_measure(MeanGap)
    failed = {}
    for check in utility_measure_checks(Flattering):
        try:
            check()
        except AssertionError as exc:
            failed[str(check)] = str(exc)
    assert any("copy" in name for name in failed) and "must score 0" in " ".join(failed.values())


def _tables():
    rng = np.random.default_rng(1)
    original = pd.DataFrame({"age": rng.integers(18, 90, 500).astype(float), "region": rng.choice(list("abc"), 500),
                             "income": rng.normal(40_000, 9_000, 500)})
    return original, original.assign(income=original["income"] + 1_000)


def test_a_plugins_scores_stand_beside_anonguards_own_and_its_failure_costs_only_it():
    original, release = _tables()
    catalog = load_catalog(extra_plugins=[("utility-test", _Plugin)], entry_points=False)
    audit = Audit.of_frames(original, {"shifted": release}, [], catalog=catalog, utility=UtilitySpec())
    for _ in audit.run():
        pass
    (found,) = audit.measured["utility"].releases
    assert found.plugins == {"mean-gap": pytest.approx({"mean gap of age": 0.0, "mean gap of income": 1_000.0})}
    assert any(note.startswith("the utility measure raises failed: KeyError") for note in found.notes)
    assert found.scores["variables"] > 0  # AnonGuard's own measures ran all the same


def test_a_named_measure_that_is_not_installed_is_refused_by_name():
    original, release = _tables()
    catalog = load_catalog(extra_plugins=[("utility-test", _Plugin)], entry_points=False)
    spec = UtilitySpec(measures=[ComponentChoice("nope")])
    with pytest.raises(AuditError, match="utility.measures: no utility-measure with id 'nope'"):
        Audit.of_frames(original, {"r": release}, [], catalog=catalog, utility=spec).prepare()
