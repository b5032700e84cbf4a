"""The baseline's hold-out blocks fitted several at once answer exactly as fitted one after another."""

import numpy as np
import pandas as pd
import pytest
from test_robustness import plugin

from anonguard.engine.attribute.baseline import NonMemberBaseline
from anonguard.engine.attribute.loop import BaselineBlocks
from anonguard.engine.attribute.secret import SecretCodec
from anonguard.engine.settings import AuditSettings
from anonguard.plugins.api import CATEGORICAL, CONTINUOUS, BaselineModel, Predictions
from anonguard.plugins.manager import load_catalog

KINDS = {"a": CATEGORICAL, "x": CONTINUOUS}
N = 1000
MARKED = 250  # the row without which the fickle model cannot fit
SIGNATURE = 0.123  # the fickle model's score for every row: its predictions are told by it


class Fickle(BaselineModel):
    """Fits the comparison sample and every block but the one holding row 250 out (training sets over 300 rows)."""

    id, title, description = "fickle", "Fickle", "Fails when row 250 is held out of a large training set."

    def fit(self, features, secret, kinds):
        if len(features) > 300 and MARKED not in features.index:
            raise ValueError("row 250 is missing")
        return self

    def predict(self, features):
        n = len(features)
        return Predictions(np.zeros(n, int), np.full(n, SIGNATURE), np.zeros(n, bool))


def _baseline(models, seed=0, train_rows=700):
    rng = np.random.default_rng(seed)
    features = pd.DataFrame({"a": rng.integers(0, 4, N), "x": rng.normal(size=N)})
    truth = ((features["a"].to_numpy() == 0) | (rng.random(N) < 0.1)).astype(int)
    catalog = load_catalog([("fickle", plugin(anonguard_baseline_models=[Fickle]))], entry_points=False)
    candidates = [catalog.get("baseline-model", m) for m in models]
    # training sets sampled (max_train_rows below the rows left): every block draws from the random stream
    settings = AuditSettings.from_dict({"limits": {"isolate": False}, "seed": seed,
                                        "baseline": {"selection_rows": 400, "max_train_rows": train_rows}})
    return NonMemberBaseline(features, truth, SecretCodec("s", "categorical"), KINDS, candidates, settings)


def _one_by_one(baseline, blocks):
    return [baseline.predict_block(block) for block in blocks]


def _same(first, second):
    for one, other in zip(first, second, strict=True):
        np.testing.assert_array_equal(one.value, other.value)
        np.testing.assert_array_equal(one.rank_score, other.rank_score)
        np.testing.assert_array_equal(one.abstain, other.abstain)


@pytest.mark.parametrize("models", [["logistic-regression", "majority"], ["fickle", "majority"]])
@pytest.mark.parametrize("width", [2, 3])
def test_blocks_fitted_at_once_answer_as_one_after_another(models, width):
    order = np.random.default_rng(5).permutation(N)
    blocks = [order[at : at + 100] for at in range(0, N, 100)]
    reference = _baseline(models)
    expected = _one_by_one(reference, blocks)
    together = _baseline(models)
    got = together.predict_blocks(blocks[:4], width) + together.predict_blocks(blocks[4:], width)
    _same(expected, [predictions for predictions, _ in got])
    assert all(seconds > 0 for _, seconds in got)  # each block's own fit, measured where it ran
    state, reference_state = together.state(), reference.state()
    assert state["rng"] == reference_state["rng"]  # the stream is where one after another leaves it
    assert state["chosen"] == reference_state["chosen"] and state["scores"] == reference_state["scores"]


def test_a_failing_block_hands_it_and_the_blocks_after_it_to_the_next_best_candidate():
    blocks = [np.arange(at, at + 100) for at in range(0, N, 100)]  # row 250 is in the third block
    baseline = _baseline(["fickle", "majority"], train_rows=N)  # every row outside the block: 250 in all but one
    got = [p for p, _ in baseline.predict_blocks(blocks, 4)]
    assert baseline.chosen.id == "majority"
    (fickle,) = [s for s in baseline.scores if s.model == "fickle"]
    assert "could not be refitted on a hold-out block" in fickle.error and "row 250 is missing" in fickle.error
    # the first two blocks by the fickle model; the third, where it failed, and every block after it by the majority
    # model, although the blocks after it were fitted by the fickle model at the same time as the third
    assert [bool(np.all(p.rank_score == SIGNATURE)) for p in got] == [True, True] + [False] * 8
    _same(got, _one_by_one(_baseline(["fickle", "majority"], train_rows=N), blocks))


def test_the_blocks_are_fitted_ahead_by_the_width_and_go_on_after_the_cache():
    baseline = _baseline(["logistic-regression", "majority"])
    order = np.arange(N)
    blocks = BaselineBlocks(baseline, order, 100, width=3)
    blocks.upto(50)  # half a block needed: three fitted
    assert blocks.done == 300 and len(blocks.seconds) == 3
    blocks.upto(301)  # one more needed: three more
    assert blocks.done == 600
    blocks.upto(N)
    assert blocks.done == N and len(blocks.blocks) == 10
    reference = BaselineBlocks(_baseline(["logistic-regression", "majority"]), order, 100)
    _same([reference.upto(N)], [blocks.upto(N)])


def test_once_the_cache_holds_the_baseline_whole_each_scenario_runs_where_a_worker_is_free(tmp_path):
    from anonguard.engine.audit import Audit
    from anonguard.engine.running.executors import groups_of
    from anonguard.engine.spec import ComponentChoice

    rng = np.random.default_rng(3)
    n = 400
    original = pd.DataFrame({"a": rng.integers(0, 6, n), "b": rng.integers(0, 4, n)})
    original["s"] = (original["a"] + rng.integers(0, 2, n)) % 5
    swapped = original.assign(s=rng.permutation(original["s"].to_numpy()))
    releases = {"copy": original.copy(), "swap": swapped}

    def audit(workers):
        settings = AuditSettings.from_dict({"execution": {"workers": workers, "cache_folder": str(tmp_path)},
                                            "limits": {"isolate": False},
                                            "baseline": {"models": ["majority", "logistic-regression"]}})
        return Audit.of_frames(original, releases, ["s"], [["a", "b"]], settings=settings,
                               attacks=[ComponentChoice("best-row-match")]).prepare()

    first = audit(1)
    assert len(groups_of(first.scenarios)) == 1  # nothing cached: one process fits the baseline for both releases
    list(first.run())
    second = audit(2)
    # both read it from the cache: a group each, for two workers (that a pool gives what one process gives is
    # test_executors' to show); run here, they give what the first run gave
    assert len(groups_of(second.scenarios)) == 2
    second.settings = AuditSettings.from_dict({**second.settings.to_dict(), "execution": {
        **second.settings.to_dict()["execution"], "workers": 1}})
    list(second.run())
    strip = lambda audit: [{k: v for k, v in r.to_dict().items() if k != "seconds"} for r in audit.results]
    assert strip(second) == strip(first) and all(r.n_attempts == n for r in second.results)
