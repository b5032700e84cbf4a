"""Non-member baselines kept on disk between runs.

A baseline's predictions depend on nothing but the original's key and sensitive variables, the
target order, the candidate models and the settings that steer them; not on any release or
attack. So an audit run again with a release added, another attack or more attempts can take the
predictions it already made instead of comparing and fitting the models again. An entry is keyed
by the SHA-256 of exactly those inputs, and holds the hold-out blocks predicted so far with the
baseline's state after them (the candidates' comparison, the random stream's position), so a run
that needs more targets goes on where the last one stopped and gives what one uninterrupted run
would. What is kept is the predictions, not the fitted models: the predictions are all a model is
used for, and they take a few bytes per target where a pickled forest takes megabytes and breaks
with the library's next version.

Entries are written whole to a temporary file and renamed into place, so a crash or two workers
writing one entry never leave half an entry. An entry is checked as it is read (the archive's
checksums, its layout, the blocks' sizes against the predictions held): one damaged all the same (a
disk error, a copy cut short) counts as absent, is fitted again and written anew, and the audit's
warnings say so; a truncated entry made every later run of its audit fail until the cache was cleared.
The folder may be deleted at any time.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
import warnings
from dataclasses import asdict
from pathlib import Path

import numpy as np
import pandas as pd

import anonguard
from anonguard.engine.attribute.baseline import NonMemberBaseline
from anonguard.engine.settings import AuditSettings, ExecutionSettings
from anonguard.plugins.api import Predictions
from anonguard.resources import user_cache_dir

FORMAT = 1  # raise when an entry's layout or what the baseline computes changes
SUFFIX = ".npz"
# the cache's own files, the only ones counted or cleared (a folder given by mistake keeps the user's):
# entries named by their key, and the temporaries `save` writes them through
_OWN = re.compile(r"[0-9a-f]{64}\.npz|\.[0-9a-f]{64}\.[a-z0-9_]+\.tmp")


def cache_folder(settings: ExecutionSettings) -> Path:
    """Where fitted baselines are kept under these settings."""
    return Path(settings.cache_folder) if settings.cache_folder else user_cache_dir() / "baselines"


def cache_usage(folder: Path) -> tuple[int, int]:
    """How many entries the folder holds and how many bytes they take."""
    entries = [path for path in _own_files(folder) if path.suffix == SUFFIX]
    return len(entries), sum(entry.lstat().st_size for entry in entries)


def clear_cache(folder: Path) -> tuple[int, int]:
    """Delete every entry (and any left-over temporary file); returns the entries and bytes freed."""
    freed = cache_usage(folder)
    for path in _own_files(folder):
        path.unlink(missing_ok=True)
    return freed


def _own_files(folder: Path) -> list[Path]:
    """The cache's entries and temporaries in `folder`, by their names; nothing else found there."""
    return [path for path in folder.iterdir() if _OWN.fullmatch(path.name)] if folder.is_dir() else []


class StoredBaseline:
    """One baseline's entry in the cache folder."""

    def __init__(self, folder: Path, key: str) -> None:
        self.path = folder / f"{key}{SUFFIX}"

    @classmethod
    def of(cls, baseline: NonMemberBaseline, order: np.ndarray, block_rows: int,
           settings: AuditSettings) -> StoredBaseline | None:
        """The entry for this baseline predicting `order` in blocks of `block_rows`, or None when the
        settings keep no cache."""
        if not settings.execution.cache:
            return None
        return cls(cache_folder(settings.execution), baseline_key(baseline, order, block_rows, settings))

    def load(self) -> tuple[dict, list[Predictions], list[float]] | None:
        """The baseline's state, the blocks predicted and the seconds each took; None when absent or damaged
        (then with a warning the audit keeps: the baseline is fitted again and the entry written anew)."""
        if not self.path.is_file():
            return None
        try:
            # opened here, so that an archive numpy gives up on is closed all the same
            with open(self.path, "rb") as handle, np.load(handle, allow_pickle=False) as stored:
                meta = json.loads(str(stored["meta"]))
                value, score, abstain = stored["value"], stored["rank_score"], stored["abstain"]
            _check(meta, value, score, abstain)
        # reading a damaged archive raises what its layer found: BadZipFile, EOFError, zlib.error, KeyError...
        except Exception as exc:  # noqa: BLE001 - any of them means the same: this entry cannot be used
            warnings.warn(f"a kept baseline ({self.path.name[:12]}… in the cache folder) could not be read "
                          f"({type(exc).__name__}: {exc}): it was fitted again and kept anew", DamagedEntry, stacklevel=2)
            return None
        bounds = np.cumsum([0, *meta["sizes"]])
        blocks = [Predictions(value[a:b], score[a:b], abstain[a:b]) for a, b in zip(bounds[:-1], bounds[1:])]
        return meta["state"], blocks, meta["seconds"]

    def save(self, state: dict, blocks: list[Predictions], seconds: list[float]) -> None:
        """Write the entry whole; a folder that cannot be written only costs the re-use, never the run."""
        meta = {"format": FORMAT, "state": state, "sizes": [len(b.value) for b in blocks], "seconds": seconds}
        arrays = {field: np.concatenate([np.asarray(getattr(b, field)) for b in blocks])
                  for field in ("value", "rank_score", "abstain")}
        if arrays["value"].dtype == object:  # predictions that are not plain numbers are not kept
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(prefix=f".{self.path.stem}.", suffix=".tmp", dir=self.path.parent)
        except OSError:
            return
        try:
            with os.fdopen(handle, "wb") as out:
                np.savez(out, meta=np.array(json.dumps(meta)), **arrays)
            os.replace(temporary, self.path)
        except OSError:
            Path(temporary).unlink(missing_ok=True)

class DamagedEntry(UserWarning):
    """A cache entry that could not be read: its baseline was fitted again."""


STATE_FIELDS = {"chosen": (str, type(None)), "scores": list, "failed": list, "warnings": list, "rng": dict}


def _check(meta: object, value: np.ndarray, score: np.ndarray, abstain: np.ndarray) -> None:
    """Raise ValueError unless an entry's parts fit together as `save` writes them."""
    if not isinstance(meta, dict) or meta.get("format") != FORMAT:
        raise ValueError("not an entry of this version's layout")
    sizes, seconds, state = meta.get("sizes"), meta.get("seconds"), meta.get("state")
    if not (isinstance(sizes, list) and all(isinstance(n, int) and n > 0 for n in sizes)):
        raise ValueError("its block sizes are malformed")
    if not (isinstance(seconds, list) and len(seconds) == len(sizes)):
        raise ValueError("its block times do not match its blocks")
    if not (isinstance(state, dict) and all(isinstance(state.get(k), t) for k, t in STATE_FIELDS.items())):
        raise ValueError("the baseline's state is malformed")
    if not value.ndim == score.ndim == abstain.ndim == 1 or not len(value) == len(score) == len(abstain) == sum(sizes):
        raise ValueError(f"it holds {len(value):,} predictions where its blocks add up to {sum(sizes):,}")


def baseline_key(baseline: NonMemberBaseline, order: np.ndarray, block_rows: int, settings: AuditSettings) -> str:
    """SHA-256 of everything the baseline's predictions depend on, and nothing else."""
    digest = hashlib.sha256()
    described = {
        "format": FORMAT, "anonguard": anonguard.__version__, "seed": settings.seed, "block_rows": block_rows,
        "baseline": asdict(settings.baseline), "measures": asdict(settings.measures),
        "columns": [[str(c), str(t)] for c, t in baseline.features.dtypes.items()], "kinds": baseline.kinds,
        "truth": [str(baseline.truth.dtype), baseline.truth.shape], "codec": [baseline.codec.mode, baseline.codec.tolerance],
        "candidates": [[c.id, c.plugin, c.version] for c in baseline.candidates], "entity": baseline.entity is not None,
    }
    digest.update(json.dumps(described, sort_keys=True, default=str).encode())
    digest.update(pd.util.hash_pandas_object(baseline.features, index=False).to_numpy().tobytes())
    digest.update(pd.util.hash_array(np.asarray(baseline.truth)).tobytes())
    if baseline.entity is not None:
        digest.update(pd.util.hash_array(np.asarray(baseline.entity)).tobytes())
    digest.update(np.ascontiguousarray(order, dtype=np.int64).tobytes())
    return digest.hexdigest()
