"""`anonguard cache`: where the fitted baselines are kept, how much they take, and clearing them."""

from __future__ import annotations

import argparse
from pathlib import Path

from anonguard.engine.attribute.baseline_cache import cache_folder, cache_usage, clear_cache
from anonguard.engine.settings import ExecutionSettings


def show_cache(args: argparse.Namespace) -> int:
    folder = Path(args.folder) if args.folder else cache_folder(ExecutionSettings())
    entries, size = clear_cache(folder) if args.clear else cache_usage(folder)
    if args.clear:
        print(f"cleared {folder}: {entries} fitted baseline(s), {_megabytes(size)} freed")
    else:
        print(f"{folder}: {entries} fitted baseline(s), {_megabytes(size)}. Runs reuse them when the original, the "
              "key and sensitive variables, the targets and the baseline's settings are the same; "
              "'anonguard cache --clear' deletes them.")
    return 0


def _megabytes(size: int) -> str:
    return f"{size / 2**20:.1f} MB"
