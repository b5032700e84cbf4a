"""Benchmark: a cost model of an audit's wall time, so an office can predict a run before starting it.

Audits of bench_matrix.py's synthetic population (its four releases as Parquet files, read as an
audit file names them; best-row-match, one process, no cache of fitted baselines) are timed at
design points that vary one factor at a time around a base point (200,000 rows, 1,000 targets per
scenario, 4 scenarios of one group) and a few that vary two. The time is then fitted, by
non-negative least squares, to what the audit does:

    t = start + read · rows
        + groups · (compare + refit · blocks(rows, targets))   the non-member baseline, per group
        + scenarios · targets · (attack + scan · rows)          the attack, per scenario and target

where a group is one sensitive variable and one set of key variables (its baseline serves every
release and attack), `blocks` the hold-out blocks the targets fill, and `scan · rows` the part of an
attack's work that grows with the release. Prints each point's time and prediction, the leave-one-
out error, the coefficients, and a check point far outside the design (`--check-rows`, default
5,000,000 rows: not used in the fit, predicted, then measured), and writes the plot (`--plot`,
default docs/cost_model.png). Interpreter start-up (about a second) is not included.
"""

from __future__ import annotations

import argparse
import math
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from scipy.optimize import nnls

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_matrix import KNOWN_SETS, SECRETS, population, releases  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TERMS = ("start", "read per row", "compare per group", "refit per block", "attack per target",
         "scan per target and row")
# (rows, targets, secrets, key-variable sets): base point first
DESIGN = [(200_000, 1000, 1, 1), (50_000, 1000, 1, 1), (1_000_000, 1000, 1, 1), (200_000, 250, 1, 1),
          (200_000, 4000, 1, 1), (200_000, 1000, 2, 1), (200_000, 1000, 3, 2), (50_000, 4000, 3, 1),
          (1_000_000, 250, 2, 2)]


def blocks(rows: int, targets: int) -> int:
    """Hold-out blocks the baseline fits for `targets`: blocks of at most 1,000 rows and 10 % of the original."""
    return math.ceil(targets / min(1000, max(1, rows // 10)))


def features(rows: int, targets: int, groups: int, scenarios: int) -> np.ndarray:
    return np.array([1.0, rows, groups, groups * blocks(rows, targets), scenarios * targets,
                     scenarios * targets * rows], dtype=float)


def timed_audit(rows: int, targets: int, secrets: int, known_sets: int, folder: Path) -> tuple[float, int, int]:
    from anonguard.engine.audit import Audit
    from anonguard.engine.settings import AuditSettings
    from anonguard.engine.spec import AuditSpec, ComponentChoice, ReleaseSpec, TableRef

    files = folder / f"{rows}"
    if not files.exists():
        files.mkdir()
        original = population(rows)
        original.to_parquet(files / "original.parquet")
        for label, release in releases(original).items():
            release.to_parquet(files / f"{label}.parquet")
    labels = sorted(p.stem for p in files.glob("*.parquet") if p.stem != "original")
    settings = AuditSettings.from_dict({"seed": 1, "execution": {"workers": 1, "cache": False},
                                        "halting": {"max_attempts": targets, "work_budget": None}})
    spec = AuditSpec(TableRef(str(files / "original.parquet")),
                     [ReleaseSpec(label, [TableRef(str(files / f"{label}.parquet"))]) for label in labels],
                     list(SECRETS[:secrets]), [list(k) for k in KNOWN_SETS[:known_sets]],
                     attacks=[ComponentChoice("best-row-match")], settings=settings)
    started = time.perf_counter()
    audit = Audit(spec).prepare()
    for _ in audit.run():
        pass
    return time.perf_counter() - started, secrets * known_sets, len(audit.scenarios)


def plot(points: list[tuple], predicted: np.ndarray, coefficients: np.ndarray, check: tuple, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure
    from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter

    figure = Figure(figsize=(10, 4.2), layout="constrained")
    left, right = figure.subplots(1, 2)
    measured = np.array([p[-1] for p in points])
    left.loglog(measured, predicted, "o", color="#1f5fa8")
    low, high = min(measured.min(), predicted.min()) * 0.8, max(measured.max(), predicted.max()) * 1.25
    left.plot([low, high], [low, high], color="grey", lw=0.8, ls="--")
    for number, ((rows, targets, groups, scenarios, _), x, y) in enumerate(zip(points, measured, predicted)):
        left.annotate(f"{_rows(rows)}·{targets}·{scenarios}", (x, y), fontsize=7,
                      xytext=(4, -10 if number % 2 else 4), textcoords="offset points")
    left.set(xlabel="measured seconds", ylabel="predicted seconds",
             title="Each design point (rows · targets · scenarios)")
    grid = np.geomspace(20_000, 10_000_000, 40)
    for targets, groups, scenarios, style in ((1000, 1, 4, "-"), (1000, 6, 24, "--"), (4000, 6, 24, ":")):
        seconds = [features(int(r), targets, groups, scenarios) @ coefficients for r in grid]
        right.loglog(grid, seconds, style, label=f"{scenarios} scenarios ({groups} groups), {targets:,} targets each")
    rows, targets, groups, scenarios, seconds = check
    right.loglog([rows], [seconds], "k*", markersize=10,
                 label=f"measured, not in the fit: {rows:,} rows, {scenarios} scenarios, {targets:,} targets")
    right.set(xlabel="rows of the original (and of each release)", ylabel="predicted seconds, one process",
              title="Predicted wall time")
    right.legend(fontsize=8, loc="upper left")
    plain = FuncFormatter(lambda value, _: f"{value:,.0f}" if value >= 1 else f"{value:g}")
    for axis in (left.xaxis, left.yaxis, right.yaxis):
        axis.set_major_locator(LogLocator(subs=(1.0, 2.0, 5.0)))
        axis.set_major_formatter(plain)
        axis.set_minor_formatter(NullFormatter())
    right.xaxis.set_major_formatter(FuncFormatter(lambda value, _: _rows(value)))
    figure.savefig(path, dpi=110)


def _rows(value: float) -> str:
    return f"{value / 1e6:g}M" if value >= 1e6 else f"{value / 1e3:g}k"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plot", type=Path, default=ROOT / "docs" / "cost_model.png")
    parser.add_argument("--check-rows", type=int, default=5_000_000)
    args = parser.parse_args()
    points = []
    with tempfile.TemporaryDirectory(prefix="anonguard-bench-cost-") as tmp:
        for rows, targets, secrets, known_sets in DESIGN:
            seconds, groups, scenarios = timed_audit(rows, targets, secrets, known_sets, Path(tmp))
            points.append((rows, targets, groups, scenarios, seconds))
            print(f"  {rows:>9,} rows  {targets:>5,} targets  {scenarios:>2} scenarios ({groups} groups)  "
                  f"{seconds:7.1f} s", flush=True)
        design = np.array([features(*p[:4]) for p in points])
        measured = np.array([p[-1] for p in points])
        scale = design.max(axis=0)  # columns of one size, so the solver treats them alike
        coefficients = nnls(design / scale, measured)[0] / scale
        predicted = design @ coefficients
        left_out = []
        for i in range(len(points)):
            keep = np.arange(len(points)) != i
            fitted = nnls(design[keep] / scale, measured[keep])[0] / scale
            left_out.append(abs(design[i] @ fitted - measured[i]) / measured[i])
        print("\npoint: measured, predicted, error when left out of the fit")
        for point, y, error in zip(points, predicted, left_out):
            print(f"  {point[0]:>9,} rows {point[1]:>5,} targets {point[3]:>2} scenarios: {point[-1]:6.1f} s, "
                  f"{y:6.1f} s, {error:4.0%}")
        print(f"median error left out: {np.median(left_out):.0%}, largest {max(left_out):.0%}")
        print("coefficients:")
        for name, value in zip(TERMS, coefficients):
            print(f"  {name:<26} {value:.3g} s")
        forecast = features(args.check_rows, 1000, 1, 4) @ coefficients
        print(f"check: {args.check_rows:,} rows, 1,000 targets, 4 scenarios: predicted {forecast:.1f} s ...", flush=True)
        seconds, groups, scenarios = timed_audit(args.check_rows, 1000, 1, 1, Path(tmp))
        print(f"       measured {seconds:.1f} s ({(forecast - seconds) / seconds:+.0%})")
    plot(points, predicted, coefficients, (args.check_rows, 1000, groups, scenarios, seconds), args.plot)
    print(f"wrote {args.plot}")


if __name__ == "__main__":
    main()
