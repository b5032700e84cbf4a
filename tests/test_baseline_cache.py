"""Fitted baselines kept on disk: a run again takes them instead of fitting, gives exactly what a
fresh run gives, goes on where the last run stopped, and the baseline shared by every release and
attack gives the ALCs one fitted per scenario gives."""

import json
import os
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from anonguard.engine.audit import Audit
from anonguard.engine.attribute.baseline import NonMemberBaseline
from anonguard.engine.attribute.baseline_cache import SUFFIX, StoredBaseline
from anonguard.engine.settings import AuditSettings
from anonguard.engine.spec import ComponentChoice
from conftest import run_cli


@pytest.fixture(scope="module")
def frames():
    rng = np.random.default_rng(11)
    n = 3000
    a, b = rng.integers(0, 8, n), rng.integers(0, 5, n)
    original = pd.DataFrame({"a": a, "b": b, "s": (a + b + rng.integers(0, 3, n)) % 6})
    swapped = original.copy()
    moved = rng.random(n) < 0.5
    swapped.loc[moved, "s"] = rng.permutation(swapped.loc[moved, "s"].to_numpy())
    return original, {"copy": original.copy(), "swap": swapped}


@pytest.fixture
def fitted(monkeypatch):
    """How many hold-out blocks the baseline fitted (the audits here run in this process)."""
    counted = {"blocks": 0}
    predict = NonMemberBaseline.predict_blocks

    def counting(self, blocks, width=1):
        counted["blocks"] += len(blocks)
        return predict(self, blocks, width)

    monkeypatch.setattr(NonMemberBaseline, "predict_blocks", counting)
    return counted


def _run(frames, releases=("copy",), attack="best-row-match", cache=True, attempts=300, warned=None,
         **settings) -> list[dict]:
    original, tables = frames
    chosen = {"limits": {"isolate": False}, "execution": {"workers": 1, "cache": cache},
              "halting": {"max_attempts": attempts},
              # blocks of 100 targets, each fitted on a sample of the rest: every block draws from the random stream
              "baseline": {"models": ["logistic-regression", "majority"], "block_size": 100, "max_train_rows": 1500,
                           "selection_rows": 800}}
    for name, value in settings.items():  # group__field=value, or field=value for a top-level setting
        *group, field = name.split("__")
        (chosen.setdefault(group[0], {}) if group else chosen)[field] = value
    audit = Audit.of_frames(original, {label: tables[label] for label in releases}, ["s"], [["a", "b"]],
                            settings=AuditSettings.from_dict(chosen), attacks=[ComponentChoice(attack)]).prepare()
    for _ in audit.run():
        pass
    if warned is not None:
        warned.extend(audit.warnings)
    return [json.loads(json.dumps({k: v for k, v in r.to_dict().items() if k != "seconds"}, default=str))
            for r in audit.results]


def _kept() -> list[Path]:
    return sorted((Path(os.environ["ANONGUARD_CACHE_DIR"]) / "baselines").glob(f"*{SUFFIX}"))


def test_a_run_again_takes_the_kept_baseline_and_gives_what_a_fresh_run_gives(frames, fitted):
    fresh = _run(frames, cache=False)
    assert fitted["blocks"] >= 3 and not _kept()
    fitted["blocks"] = 0
    assert _run(frames) == fresh
    assert fitted["blocks"] >= 3 and len(_kept()) == 1
    fitted["blocks"] = 0
    assert _run(frames) == fresh
    assert fitted["blocks"] == 0  # nothing fitted: every block came from the cache
    assert fresh[0]["status"] == "ok" and fresh[0]["n_attempts"] == 300


def test_a_release_or_an_attack_added_reuses_the_baseline(frames, fitted):
    _run(frames, ("copy",))
    fitted["blocks"] = 0
    both = _run(frames, ("copy", "swap"), attack="exact-match")
    assert fitted["blocks"] == 0 and len(_kept()) == 1
    assert both == _run(frames, ("copy", "swap"), attack="exact-match", cache=False)


def test_more_attempts_go_on_where_the_kept_baseline_stopped(frames, fitted):
    _run(frames, attempts=200)
    first = fitted["blocks"]
    fitted["blocks"] = 0
    longer = _run(frames, attempts=900)
    assert 0 < fitted["blocks"] and longer[0]["n_attempts"] > 200
    fitted["blocks"] = 0
    fresh = _run(frames, attempts=900, cache=False)
    assert fitted["blocks"] > first  # the fresh run fitted the first run's blocks too ...
    assert longer == fresh  # ... and the same ones: the random stream went on where it stopped


def test_what_the_baseline_depends_on_changes_its_entry_and_nothing_else_does(frames):
    _run(frames, attempts=100)
    _run(frames, attempts=100, attack="exact-match", limits__attack_seconds=50, halting__work_budget=600)
    assert len(_kept()) == 1
    _run(frames, attempts=100, seed=1)
    assert len(_kept()) == 2
    _run(frames, attempts=100, baseline__selection_rows=500)
    assert len(_kept()) == 3
    original, releases = frames
    changed = original.assign(b=np.where(original.index == 7, 99, original["b"]))
    _run((changed, releases), attempts=100)
    assert len(_kept()) == 4  # one key value of one person changed


@pytest.mark.parametrize("damage", ["truncated", "overwritten", "empty", "blocks"])
def test_a_damaged_entry_is_fitted_again_rewritten_and_said(frames, fitted, damage):
    """A truncated entry made every later run of its audit fail (BadZipFile) until the cache was cleared."""
    fresh = _run(frames, attempts=200)
    [entry] = _kept()
    kept = entry.read_bytes()
    if damage == "blocks":  # whole and readable, but its blocks do not add up to its predictions
        with np.load(entry) as stored:
            parts = {name: stored[name] for name in stored.files}
        meta = json.loads(str(parts["meta"]))
        parts["meta"] = np.array(json.dumps({**meta, "sizes": [*meta["sizes"], 100], "seconds": [*meta["seconds"], 1]}))
        with open(entry, "wb") as out:
            np.savez(out, **parts)
    else:
        entry.write_bytes({"truncated": kept[: len(kept) * 2 // 3], "overwritten": b"not a cache entry", "empty": b""}[damage])
    fitted["blocks"] = 0
    warned = []
    assert _run(frames, attempts=200, warned=warned) == fresh
    assert fitted["blocks"] > 0 and StoredBaseline(entry.parent, entry.stem).load() is not None
    assert [w for w in warned if "could not be read" in w and "it was fitted again and kept anew" in w]
    fitted["blocks"] = 0
    warned.clear()
    assert _run(frames, attempts=200, warned=warned) == fresh  # kept anew: taken again, and nothing to say
    assert fitted["blocks"] == 0 and not [w for w in warned if "could not be read" in w]


def test_a_cache_folder_that_cannot_be_written_costs_only_the_reuse(frames, tmp_path):
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("")
    assert _run(frames, attempts=200, execution__cache_folder=str(blocked)) == _run(frames, attempts=200, cache=False)


def test_the_shared_baseline_gives_the_alcs_of_one_fitted_per_scenario(frames):
    shared = _run(frames, ("copy", "swap"), cache=False)
    alone = _run(frames, ("copy",), cache=False) + _run(frames, ("swap",), cache=False)
    assert [r["release"] for r in shared] == ["copy", "swap"]
    assert [r["alc"] for r in shared] == [r["alc"] for r in alone]
    assert [r["baseline_model"] for r in shared] == [r["baseline_model"] for r in alone]
    assert shared[0]["alc"] > shared[1]["alc"]  # a copy gives away more than a half-swapped release


def test_the_command_line_shows_and_clears_the_cache(frames, tmp_path):
    _run(frames, attempts=100)
    [entry] = _kept()
    shown = run_cli("cache", check_exit=0)
    assert f"{entry.parent}: 1 fitted baseline(s)" in shown.stdout
    cleared = run_cli("cache", "--clear", check_exit=0)
    assert "1 fitted baseline(s)" in cleared.stdout and not _kept()
    assert "0 fitted baseline(s)" in run_cli("cache", "--folder", tmp_path, check_exit=0).stdout


def test_a_re_run_whose_baselines_are_all_kept_does_not_load_the_models(frames, monkeypatch):
    """The plugins' fork server imports the baseline models' libraries (scikit-learn: most of a re-run's
    start-up) only when some baseline must still be fitted for the attempts the run can make."""
    import anonguard.engine.audit as engine

    loaded = []
    monkeypatch.setattr(engine, "_preload", lambda components: loaded.append({c.kind for c in components}))
    first = _run(frames, attempts=200, limits__isolate=True)
    again = _run(frames, attempts=200, limits__isolate=True)
    longer = _run(frames, attempts=400, limits__isolate=True)
    assert loaded == [{"attack", "baseline-model"}, {"attack"}, {"attack", "baseline-model"}]
    assert again == first and longer[0]["n_attempts"] == 400
