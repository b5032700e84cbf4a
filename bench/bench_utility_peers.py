"""Benchmark: AnonGuard's utility measures side by side with the libraries that define them, on the same files:
SDMetrics 0.32.0 (TVComplement, KSComplement, CorrelationSimilarity, ContingencySimilarity, LogisticDetection)
and synthgauge 2.2.0 (pMSE ratio with a logistic and a CART model, SPECKS).

One seeded table (3,000 people: sex, region, education; age, income, hours, tied to each other) and seven
releases whose right answer is known: a copy, a random half, a draw with replacement, the columns shuffled
apart, Gaussian noise on the numbers, a recoding (two regions merged, ages banded, incomes top-coded) and a
suppression (values blanked). Then the propensity ratios' null: the logistic ratio of `--repeats` more draws
with replacement and random halves (the peers: the first 30 of each), whose expectation is known (1 and 1 − ½
for AnonGuard's).

AnonGuard's half runs here, in the project's environment, calling engine/utility directly. The peers' half is
this same file run by `.venv-peers/bin/python` (`make .venv-peers/.installed`; never a dependency of
AnonGuard) on the CSV files AnonGuard's half read; without that environment only AnonGuard's half is printed.
Where a measure is defined the same way in both, the difference is printed and should be 0 (to 1e-9); every
other difference is explained in docs/utility.md, "Where AnonGuard differs from synthgauge, SDNist and
SDMetrics".

    python bench/bench_utility_peers.py [--rows 3000] [--seed 20261201] [--repeats 200]

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import tempfile
from itertools import combinations
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parent.parent
PEERS = ROOT / ".venv-peers" / "bin" / "python"
CATEGORICALS = ("sex", "region", "education")
CONTINUOUS = ("age", "income", "hours")
KINDS = {**{c: "categorical" for c in CATEGORICALS}, **{c: "continuous" for c in CONTINUOUS}}
BINS = 10  # AnonGuard's default quantile bins
NOISE = 0.5  # the noisy release's noise, in standard deviations of each column
SUPPRESSED = 0.05  # the suppressed release's share of blanked regions and incomes
PEER_REPEATS = 30  # null draws of each kind the peers measure (about a second each); AnonGuard's: --repeats
SAME = 1e-9  # a difference below this is rounding: the two define the measure alike
CASES = {
    "copy": "the original itself: every distance 0, every similarity 1, pMSE 0",
    "half": "a random 50 % of the rows: sampling noise only; AnonGuard's logistic ratio about 1 - 1/2",
    "drawn": "as many rows drawn with replacement: sampling noise only; a ratio about 1 (the null's own case)",
    "shuffled": "each column shuffled on its own: every variable's distance exactly 0, every link gone "
                "(correlations near 0, so CorrelationSimilarity about 1 - |r|/2)",
    "noisy": f"Gaussian noise of {NOISE:g} standard deviation on age, income, hours: categoricals untouched; a "
             f"correlation of two noisy columns shrinks by 1/(1 + {NOISE:g}²) = {1 / (1 + NOISE ** 2):.2f}",
    "recoded": "North and East merged (region's total variation = their share, about 0.50), ages as the middle of "
               "their ten years, incomes top-coded at the 90th percentile (income's KS about 0.10)",
    "suppressed": f"{SUPPRESSED:.0%} of regions and of incomes blanked at random: the values present keep their "
                  f"distribution (distances near 0); {SUPPRESSED:.0%} missing",
}


# ---------------------------------------------------------------------------------------------- the tables


def original_table(rows: int, seed: int) -> pd.DataFrame:
    """People whose education follows region, sex and age, and whose income and hours follow all of them."""
    rng = np.random.default_rng(seed)
    sex = rng.choice(np.array(["F", "M"]), rows)
    region = rng.choice(np.array(["North", "South", "East", "West", "Centre"]), rows, p=[0.3, 0.25, 0.2, 0.15, 0.1])
    age = np.clip(np.round(rng.normal(45, 14, rows)), 18, 80).astype(np.int64)
    latent = rng.normal(size=rows) + 0.6 * np.isin(region, ["North", "South"]) + 0.3 * (sex == "F") - 0.02 * (age - 45)
    level = np.digitize(latent, [-0.3, 0.8, 1.8])
    education = np.array(["primary", "secondary", "tertiary", "doctorate"])[level]
    log_income = 7.5 + 0.35 * level + 0.015 * (age - 45) + 0.2 * (sex == "M") + rng.normal(0, 0.4, rows)
    hours = 38 + 8 * (log_income - log_income.mean()) / log_income.std() + rng.normal(0, 5, rows)
    return pd.DataFrame({"sex": sex, "region": region, "education": education, "age": age,
                         "income": np.round(np.exp(log_income), 2), "hours": np.round(hours, 1)})


def releases(original: pd.DataFrame, seed: int) -> dict[str, pd.DataFrame]:
    """The releases of CASES, from one seeded generator."""
    rng = np.random.default_rng(seed + 1)
    rows = len(original)
    shuffled = pd.DataFrame({c: rng.permutation(original[c].to_numpy()) for c in original.columns})
    noisy = original.astype({c: float for c in CONTINUOUS})
    for column in CONTINUOUS:
        noisy[column] += rng.normal(0, NOISE * original[column].std(), rows)
    recoded = original.copy()
    recoded["region"] = original["region"].replace({"North": "North/East", "East": "North/East"})
    recoded["age"] = original["age"] // 10 * 10 + 5
    recoded["income"] = original["income"].clip(upper=original["income"].quantile(0.9))
    suppressed = original.astype({"income": float, "region": object})
    for column in ("region", "income"):
        suppressed.loc[rng.random(rows) < SUPPRESSED, column] = None
    return {"copy": original.copy(),
            "half": original.iloc[np.sort(rng.choice(rows, rows // 2, replace=False))].reset_index(drop=True),
            "drawn": original.iloc[rng.integers(rows, size=rows)].reset_index(drop=True),
            "shuffled": shuffled, "noisy": noisy, "recoded": recoded, "suppressed": suppressed}


def null_draws(original: pd.DataFrame, seed: int, repeats: int) -> dict[str, pd.DataFrame]:
    """`repeats` releases drawn with replacement and as many random halves, whose ratios' mean is known."""
    rng = np.random.default_rng(seed + 2)
    rows = len(original)
    draws = {}
    for repeat in range(repeats):
        draws[f"drawn-{repeat}"] = original.iloc[rng.integers(rows, size=rows)].reset_index(drop=True)
        draws[f"half-{repeat}"] = original.iloc[np.sort(rng.choice(rows, rows // 2, replace=False))]
    return draws


def read(path: Path) -> pd.DataFrame:
    """A table as both halves read it: the categoricals as text, the rest as numbers."""
    return pd.read_csv(path, dtype={c: str for c in CATEGORICALS})


# ---------------------------------------------------------------------------------------------- AnonGuard's half


def anonguard_half(folder: Path, seed: int) -> dict:
    """AnonGuard's measures of one release (folder/original.csv, folder/release.csv), calling engine/utility
    as the utility plan does; the cells of its grid are written beside them for the peers to count too."""
    from anonguard.engine.utility.fidelity import headline, pair_fidelity, variable_fidelity
    from anonguard.engine.utility.grid import on_grid
    from anonguard.engine.utility.whole_table import MODELS, k_marginal, propensity

    original, release = read(folder / "original.csv"), read(folder / "release.csv")
    columns = on_grid(original, release, KINDS, BINS)
    for side in ("original", "release"):
        pd.DataFrame({c.name: getattr(c, side) for c in columns}).to_csv(folder / f"cells_{side}.csv", index=False)
    variables = [variable_fidelity(c) for c in columns]
    pairs = [pair_fidelity(a, b) for a, b in combinations(columns, 2)]
    told = {m: propensity(original, release, KINDS, model=m, seed=seed) for m in MODELS}
    return {"variables": {v.column: {"distance": v.distance, "hellinger": v.hellinger, "missing": v.missing_release}
                          for v in variables},
            "pairs": {"|".join(p.columns): {"distance": p.distance, "association": p.association,
                                            "original": p.original, "release": p.release} for p in pairs},
            "headline": headline(variables, pairs).as_dict(),
            "propensity": {m: {"pmse": t.pmse, "null": t.null_pmse, "ratio": t.ratio, "specks": t.specks}
                           for m, t in told.items()},
            "k_marginal": {k: k_marginal(original, release, KINDS, k=k, bins=BINS, seed=seed).score for k in (1, 2)}}


def anonguard_null(original: pd.DataFrame, release: pd.DataFrame, seed: int) -> float:
    """AnonGuard's logistic ratio of one of the null draws."""
    from anonguard.engine.utility.whole_table import propensity

    return propensity(original, release, KINDS, seed=seed).ratio


# ---------------------------------------------------------------------------------------------- the peers' half


def attempt(measure):
    """A peer's number (or numbers), or why it could not give one: a peer failing on a release is a finding."""
    try:
        found = measure()
        return found if isinstance(found, dict) else float(found)
    except Exception as exc:  # any failure of the peer is reported, not raised
        return f"fails: {type(exc).__name__}: {str(exc).splitlines()[0][:90] if str(exc) else ''}"


def peer_half(folder: Path, seed: int) -> dict:
    """SDMetrics' and synthgauge's measures of one release, in the peers' environment."""
    from sdmetrics.column_pairs import ContingencySimilarity, CorrelationSimilarity
    from sdmetrics.single_column import KSComplement, TVComplement

    original, release = read(folder / "original.csv"), read(folder / "release.csv")
    cells = [pd.read_csv(folder / f"cells_{side}.csv", dtype=str) for side in ("original", "release")]
    single = {c: attempt(lambda c=c: (TVComplement if KINDS[c] == "categorical" else KSComplement).compute(
        original[c], release[c])) for c in original.columns}
    pairs = {}
    for a, b in combinations(original.columns, 2):
        both = [a, b]
        numbers = [c for c in both if KINDS[c] == "continuous"]
        pairs[f"{a}|{b}"] = {
            "contingency": attempt(lambda: ContingencySimilarity.compute(
                original[both], release[both], continuous_column_names=numbers or None)),
            "contingency_on_cells": attempt(lambda: ContingencySimilarity.compute(cells[0][both], cells[1][both])),
            "correlation": attempt(lambda: CorrelationSimilarity.compute(original[both], release[both]))
            if len(numbers) == 2 else None}
    return {"single": single, "pairs": pairs, "report": attempt(lambda: quality_report(original, release)),
            "whole": peer_whole(original, release, seed)}


def quality_report(original: pd.DataFrame, release: pd.DataFrame) -> dict:
    """SDMetrics' quality report, the way its users meet these measures: its two scores and each pair's."""
    from sdmetrics.reports import QualityReport

    columns = {c: {"sdtype": "categorical" if k == "categorical" else "numerical"} for c, k in KINDS.items()}
    report = QualityReport()
    report.generate({"t": original}, {"t": release}, {"tables": {"t": {"columns": columns}}}, verbose=False)
    scores = report.get_properties().set_index("Property")["Score"]
    details = report.get_details("Column Pair Trends", table_name="t")
    return {"shapes": float(scores["Column Shapes"]), "trends": float(scores["Column Pair Trends"]),
            "pairs": {f"{a}|{b}": None if pd.isna(score) else float(score)
                      for a, b, score in details[["Column 1", "Column 2", "Score"]].itertuples(index=False)}}


def peer_whole(original: pd.DataFrame, release: pd.DataFrame, seed: int) -> dict:
    """synthgauge's propensity measures as a user calls them (and two variants that explain them), and
    SDMetrics' LogisticDetection."""
    from sdmetrics.single_table import LogisticDetection
    from sklearn.linear_model import LogisticRegression
    from synthgauge.metrics.propensity import pmse_ratio, propensity_metrics, specks
    from synthgauge.utils import df_combine

    def ratio(tables: tuple[pd.DataFrame, pd.DataFrame] = (original, release), **options) -> dict:
        found = propensity_metrics(*tables, **options)
        return {"pmse": float(found.pmse), "ratio": float(found.pmse_ratio)}

    def observed_first() -> float:  # the stacking propensity_metrics does, then pmse_ratio itself
        stacked = pd.get_dummies(df_combine(original, release, source_val_real=0, source_val_synth=1), drop_first=True)
        return pmse_ratio(stacked, stacked.pop("source").to_numpy(), "cart", num_perms=20, random_state=seed)

    def detection() -> float:
        np.random.seed(seed)  # its folds are shuffled by numpy's global generator
        return LogisticDetection.compute(original, release)

    return {"logistic": attempt(lambda: ratio(method="logr")),
            "logistic_standardised": attempt(lambda: ratio(standardised(original, release), method="logr")),
            "cart": attempt(lambda: ratio(method="cart", random_state=seed)),
            "cart_observed_first": attempt(observed_first),
            "cart_boot": attempt(lambda: ratio(method="cart", estimator="boot", random_state=seed)),
            "specks": attempt(lambda: specks(original, release, LogisticRegression)),
            "detection": attempt(detection)}


def standardised(original: pd.DataFrame, release: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Both tables with each continuous column standardised by the original's mean and standard deviation, as
    AnonGuard's design does: synthgauge leaves scaling to its user, and its solver stops far from the optimum
    on raw incomes and their products."""
    centre, spread = original[list(CONTINUOUS)].mean(), original[list(CONTINUOUS)].std()
    return tuple(t.assign(**((t[list(CONTINUOUS)] - centre) / spread)) for t in (original, release))


def peer_null(folder: Path) -> dict:
    """synthgauge's logistic ratio of one of the null draws, as it is called and on standardised columns."""
    from synthgauge.metrics.propensity import propensity_metrics

    tables = (read(folder / "original.csv"), read(folder / "release.csv"))
    return {"raw": attempt(lambda: propensity_metrics(*tables, method="logr").pmse_ratio),
            "standardised": attempt(lambda: propensity_metrics(*standardised(*tables), method="logr").pmse_ratio)}


def peers_main(folder: Path, seed: int) -> None:
    """The peers' half of every case and null draw, printed as one line of JSON."""
    import warnings
    from importlib.metadata import version

    warnings.filterwarnings("ignore")  # convergence, chained assignment, synthgauge's FutureWarning on "perm"
    print(json.dumps({"versions": {name: version(name) for name in ("sdmetrics", "synthgauge", "scikit-learn")},
                      "cases": {case: peer_half(folder / case, seed) for case in CASES},
                      "null": {d.name: peer_null(d) for d in sorted((folder / "null").iterdir())}}))


def run_peers(folder: Path, seed: int) -> dict | str:
    """The peers' half, in one process of the peers' environment; or why there is none."""
    if not PEERS.exists():
        return (f"no environment at {PEERS.parent.parent} (make .venv-peers/.installed): only AnonGuard's half "
                "is printed")
    done = subprocess.run([str(PEERS), __file__, "--peers", str(folder), "--seed", str(seed)], capture_output=True,
                          text=True, cwd=ROOT)
    if done.returncode:
        return f"the peers' environment failed:\n{done.stderr.strip()[-2000:]}"
    return json.loads(done.stdout.strip().splitlines()[-1])


# ---------------------------------------------------------------------------------------------- printing


def number(value: float | str | None, digits: int = 4) -> str:
    if value is None:
        return "—"
    if isinstance(value, str):
        return "fails"
    return f"{value:.{digits}f}"


def gap(ours: float | None, theirs: float | str | None, differences: list[float]) -> str:
    """How far 1 − the peer's similarity is from AnonGuard's distance; kept in `differences`."""
    if ours is None or not isinstance(theirs, float) or not np.isfinite(theirs):
        return ""
    difference = (1 - theirs) - ours
    differences.append(abs(difference))
    return "same" if abs(difference) < SAME else f"{difference:+.2e}"


def print_variables(ours: dict, theirs: dict | None, same: dict[str, list[float]]) -> None:
    print(f"  {'variable':10s} {'AnonGuard distance':>22s} {'SDMetrics':>26s} {'1 − SDMetrics − AnonGuard':>26s}"
          f"   AnonGuard Hellinger, missing")
    for column, found in ours["variables"].items():
        kind = "TV" if KINDS[column] == "categorical" else "KS"
        peer = theirs["single"][column] if theirs else None
        name = "TVComplement" if kind == "TV" else "KSComplement"
        print(f"  {column:10s} {kind:>13s} {found['distance']:8.4f} {name:>17s} {number(peer):>8s} "
              f"{gap(found['distance'], peer, same[kind]):>26s}   {number(found['hellinger']):>8s}, "
              f"{found['missing']:.3f}")
    mean = ours["headline"]["variables"]
    report = theirs["report"] if theirs else None
    shapes = report["shapes"] if isinstance(report, dict) else report
    print(f"  {'mean':10s} {'':>13s} {mean:8.4f} {'Column Shapes':>17s} {number(shapes):>8s} "
          f"{gap(mean, shapes, same['shapes']):>26s}")


def print_pairs(ours: dict, theirs: dict | None, same: dict[str, list[float]]) -> None:
    print(f"  {'pair':18s} {'AG TV':>7s} {'Cont.AG':>8s} {'diff':>9s} {'Cont.SDM':>8s} {'Report':>7s}   "
          f"{'association (AG)':22s} {'1−|Δr|/2':>8s} {'CorrSim':>8s} {'diff':>9s}")
    report = theirs["report"] if theirs and isinstance(theirs["report"], dict) else None
    for key, pair in ours["pairs"].items():
        peer = theirs["pairs"][key] if theirs else {}
        trend = "" if report is None else "skip" if report["pairs"][key] is None else number(report["pairs"][key])
        cells, own_bins = peer.get("contingency_on_cells"), peer.get("contingency")
        moved = None if pair["original"] is None or pair["release"] is None else pair["release"] - pair["original"]
        correlation = pair["association"] == "correlation"
        similarity = 1 - abs(moved) / 2 if correlation and moved is not None else None
        moved_distance = None if similarity is None else 1 - similarity
        association = f"{'r' if correlation else 'V'} {number(pair['original'], 3)} → {number(pair['release'], 3)}"
        print(f"  {key.replace('|', ' × '):18s} {pair['distance']:7.4f} {number(cells):>8s} "
              f"{gap(pair['distance'], cells, same['contingency']):>9s} {number(own_bins):>8s} {trend:>7s}   "
              f"{association:22s} "
              f"{number(similarity):>8s} {number(peer.get('correlation')):>8s} "
              f"{gap(moved_distance, peer.get('correlation'), same['correlation']):>9s}")


def ratio_text(found: dict | str | None) -> str:
    if found is None:
        return "—"
    if isinstance(found, str):
        return found
    return f"{found['ratio']:.3f} (pMSE {found['pmse']:.2e})"


def print_whole(ours: dict, theirs: dict | None) -> None:
    own = ours["propensity"]
    for model in own:
        found = own[model]
        print(f"  AnonGuard   {model} ratio {found['ratio']:.3f} (pMSE {found['pmse']:.2e} / null "
              f"{found['null']:.2e}), SPECKS {found['specks']:.3f}")
    print(f"  AnonGuard   k-marginal k = 1 {ours['k_marginal'][1]:.3f}, k = 2 {ours['k_marginal'][2]:.3f}; "
          f"1 − mean pair TV {1 - ours['headline']['pairs']:.3f}")
    if not theirs:
        return
    report, whole = theirs["report"], theirs["whole"]
    if isinstance(report, dict):
        kept = sum(score is not None for score in report["pairs"].values())
        print(f"  SDMetrics   quality report: Column Pair Trends {report['trends']:.3f} over the {kept} of "
              f"{len(report['pairs'])} pairs associated in the original (|r| > 0.5 or Cramér's V > 0.3)")
    else:
        print(f"  SDMetrics   quality report {report}")
    print(f"  synthgauge  logistic ratio {ratio_text(whole['logistic'])}; continuous columns standardised first: "
          f"{ratio_text(whole['logistic_standardised'])}; SPECKS (logistic) {number(whole['specks'], 3)}")
    print(f"  synthgauge  CART ratio {ratio_text(whole['cart'])}; pmse_ratio itself (observed before the "
          f"permutations): {number(whole['cart_observed_first'], 3)}; bootstrap null: {ratio_text(whole['cart_boot'])}")
    print(f"  SDMetrics   LogisticDetection {number(whole['detection'], 4)}"
          + (f" ({whole['detection']})" if isinstance(whole["detection"], str) else ""))


def print_null(ours: dict[str, float], theirs: dict | None) -> None:
    """The logistic ratios of the null draws: mean and spread against what they should be."""
    half = len(ours) // 2
    print(f"\n--- the logistic ratio's null: {half} draws with replacement and {half} random halves (the peers: the "
          f"first {PEER_REPEATS} of each); mean (standard error)")
    for kind, expected in (("drawn", "1"), ("half", "1 − ½ = 0.5")):
        mine = np.array([v for k, v in ours.items() if k.startswith(kind)])
        line = f"  {kind:6s} AnonGuard {mine.mean():.3f} ({error(mine):.3f}; expected {expected})"
        for way in ("raw", "standardised"):
            peer = [v[way] for k, v in (theirs or {}).items() if k.startswith(kind) and isinstance(v[way], float)]
            if peer:
                line += f";  synthgauge ({way}) {np.mean(peer):.3f} ({error(peer):.3f})"
        print(line)


def error(values) -> float:
    """The standard error of a mean."""
    return float(np.std(values, ddof=1) / np.sqrt(len(values)))


def print_summary(results: dict[str, tuple[dict, dict | None]]) -> None:
    """The whole-table readings of every case as one Markdown table (docs/utility.md keeps it)."""
    print("\n| case | AnonGuard logistic ratio / SPECKS | AnonGuard tree ratio | AnonGuard k = 1 / k = 2 | synthgauge "
          "logistic ratio (standardised) / SPECKS | synthgauge CART ratio (pmse_ratio; bootstrap null) | "
          "SDMetrics LogisticDetection |")
    print("|---|---|---|---|---|---|---|")
    for case, (ours, theirs) in results.items():
        own = ours["propensity"]
        whole = theirs["whole"] if theirs else {}

        def ratio(key: str) -> str:
            found = whole.get(key)
            return "—" if found is None else "fails" if isinstance(found, str) else (
                f"{found:.3g}" if isinstance(found, float) else f"{found['ratio']:.3g}")

        print(f"| {case} | {own['logistic']['ratio']:.3g} / {own['logistic']['specks']:.3f} | "
              f"{own['tree']['ratio']:.3g} | {ours['k_marginal'][1]:.3f} / {ours['k_marginal'][2]:.3f} | "
              f"{ratio('logistic')} ({ratio('logistic_standardised')}) / {number(whole.get('specks'), 3)} | "
              f"{ratio('cart')} ({ratio('cart_observed_first')}; {ratio('cart_boot')}) | "
              f"{number(whole.get('detection'), 3)} |")


def print_alike(same: dict[str, list[float]]) -> None:
    print("\nMeasures defined alike, largest difference over every case (0: the same to rounding):")
    for name, words in (("TV", "categorical total variation = 1 − TVComplement"),
                        ("KS", "Kolmogorov-Smirnov distance = 1 − KSComplement"),
                        ("shapes", "mean variable distance = 1 − the quality report's Column Shapes"),
                        ("contingency", "pair total variation = 1 − ContingencySimilarity on AnonGuard's cells"),
                        ("correlation", "1 − |Δr|/2 = CorrelationSimilarity (two continuous variables)")):
        found = same[name]
        print(f"  {words}: {max(found):.1e} over {len(found)} comparisons" if found else f"  {words}: none")


# ---------------------------------------------------------------------------------------------- main


def write_pair(folder: Path, original: pd.DataFrame, release: pd.DataFrame) -> Path:
    folder.mkdir(parents=True)
    original.to_csv(folder / "original.csv", index=False)
    release.to_csv(folder / "release.csv", index=False)
    return folder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=20261201)
    parser.add_argument("--repeats", type=int, default=200)
    parser.add_argument("--peers", help=argparse.SUPPRESS)  # the peers' half, run in their environment
    args = parser.parse_args()
    if args.peers:
        peers_main(Path(args.peers), args.seed)
        return
    original = original_table(args.rows, args.seed)
    with tempfile.TemporaryDirectory(prefix="anonguard-bench-utility-peers-") as tmp:
        ours = {case: anonguard_half(write_pair(Path(tmp) / case, original, release), args.seed)
                for case, release in releases(original, args.seed).items()}
        draws = null_draws(original, args.seed, args.repeats)
        null = {name: anonguard_null(original, release, args.seed) for name, release in draws.items()}
        for name, release in draws.items():  # the peers are slower: the first PEER_REPEATS of each
            if int(name.split("-")[1]) < PEER_REPEATS:
                write_pair(Path(tmp) / "null" / name, original, release)
        theirs = run_peers(Path(tmp), args.seed)
    print(f"== {args.rows:,} people: {', '.join(CATEGORICALS)} (categorical); {', '.join(CONTINUOUS)} (continuous); "
          f"seed {args.seed}")
    if isinstance(theirs, str):
        print(f"SDMetrics and synthgauge: {theirs}")
        theirs = {}
    else:
        print("peers: " + ", ".join(f"{name} {number}" for name, number in theirs["versions"].items()))
    cases = theirs.get("cases", {})
    same: dict[str, list[float]] = {k: [] for k in ("TV", "KS", "shapes", "contingency", "correlation")}
    for case, description in CASES.items():
        print(f"\n--- {case}: {description}")
        print_variables(ours[case], cases.get(case), same)
        print_pairs(ours[case], cases.get(case), same)
        print_whole(ours[case], cases.get(case))
    print_null(null, theirs.get("null"))
    if cases:
        print_alike(same)
    print_summary({case: (ours[case], cases.get(case)) for case in CASES})


if __name__ == "__main__":
    main()
