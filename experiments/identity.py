"""Identity attacks beside anonymeter: singling out and linkability by both tools on the same releases.

AnonGuard's four identity attacks (multivariate and univariate singling out, linkability, record
linkage; anonguard/engine/identity/plan.py) and anonymeter's `SinglingOutEvaluator` (univariate and
multivariate) and `LinkabilityEvaluator` run on the very same releases of two tables:

- **demo**: the bundled demo population (12,000 people; anonguard/resources/demo), key variables
  age, sex, region, education, occupation, marital_status, children, hours_per_week, income
  (person_id, weight and household_id left out);
- **CPS1988**: the March 1988 Current Population Survey as experiments/public_tables.py builds it
  offline (28,155 men, every column a key variable), not made here.

Releases, made from the original with the generator plugins of plugins/anonymizers: copy, swap-20
and swap-80 (`swap`, fraction 0.2 and 0.8), independent (`swap` with fraction 1: every column
permuted on its own), independent-marginals (`independent-marginals`: every column resampled with
replacement; a synthetic release, declared so to AnonGuard), mondrian-5 (`mondrian`, k = 5,
generalized cells) and dp-marginals (`dp-marginals`, ε = 1: published count tables, no records).

anonymeter's control set is what its README asks for: "original records which have not been used
to generate the synthetic data". For the demo they are 1,000 people of `non_members.csv` (drawn by
the same generator, in no release); for CPS1988, 1,000 men held out at random *before* any release
is made (docs/research/anonymeter.md §1.7: taking them out of an already shuffled release would
leave their values in it). AnonGuard gets the same original and releases and no control set: its
baseline is its own non-member half. Linkability uses the two views AnonGuard chooses for both
tools. Seed 0 for both, 1,000 predicates / targets / attacks each; anonymeter's multivariate
singling out is capped at MAX_ATTEMPTS attempts (its default of 10,000,000 takes about 15 minutes
per release on CPS1988, §1.3).

anonymeter runs in its own environment (.venv-anonymeter), one process per release and evaluator;
this module is also that process's driver (`... identity.py anonymeter ...`), so it imports nothing
of AnonGuard at module level. The hand-written section "Why the two tools disagree" of `--out` is
kept when the tables are written again.

Usage (about 5 minutes on 2 cores):
    python experiments/identity.py --out docs/identity_table.md
    python experiments/identity.py --table demo --out /tmp/identity.md --raw /tmp/identity.json
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import platform
import re
import subprocess
import sys
import tempfile
import time
import zlib
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parent.parent
SEED = 0
ATTEMPTS = 1000  # predicates, targets or attacks per scenario, both tools
MAX_ATTEMPTS = 200_000  # anonymeter's multivariate singling out: attempts before it gives up
CONTROL_ROWS = 1000
JOBS = 2  # anonymeter's n_jobs for linkability (the machine's cores)
DEMO_KEYS = ("age", "sex", "region", "education", "occupation", "marital_status", "children", "hours_per_week",
             "income")
KEPT = "## Why the two tools disagree"  # the hand-written section of --out, kept on re-runs

# (AnonGuard plugin id, what the table calls it, anonymeter's mode; None: anonymeter has no evaluator)
ATTACKS = (
    ("singling-out", "singling out, multivariate", "multivariate"),
    ("singling-out-univariate", "singling out, univariate", "univariate"),
    ("linkability", "linkability", "linkability"),
    ("record-linkage", "record linkage", None),
)
# (label, generator id, parameters); None: the original itself
RELEASES = (
    ("copy", None, {}),
    ("swap-20", "swap", {"fraction": 0.2}),
    ("swap-80", "swap", {"fraction": 0.8}),
    ("independent", "swap", {"fraction": 1.0}),
    ("independent-marginals", "independent-marginals", {}),
    ("mondrian-5", "mondrian", {"k": 5}),
    ("dp-marginals", "dp-marginals", {"epsilon": 1.0}),
)
SYNTHETIC = ("independent-marginals",)  # no row made from one person's record: AnonGuard is told so
IN_ORDER = ("copy", "swap-20", "swap-80", "independent")  # made row by row: row i is person i (mondrian-5: inferred)


# -- anonymeter's side: runs in .venv-anonymeter ------------------------------------------------


class _GeneratedCount(logging.Handler):
    """Catches anonymeter's warning "could generate only N singling out queries": the only place
    it tells how many predicates it made before reaching its attempts cap."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.generated: int | None = None

    def emit(self, record: logging.LogRecord) -> None:
        found = re.search(r"generate only (\d+)", record.getMessage())
        if found:
            self.generated = int(found.group(1))


def anonymeter_singling_out(ori: pd.DataFrame, syn: pd.DataFrame, control: pd.DataFrame, mode: str,
                            args: argparse.Namespace) -> tuple[object, dict]:
    """anonymeter's singling out as its README runs it, with a seed and the attempts cap; also how many
    predicates it generated (its rate divides by the number requested, whatever that was)."""
    from anonymeter.evaluators import SinglingOutEvaluator

    caught = _GeneratedCount()
    logging.getLogger("anonymeter").addHandler(caught)
    evaluator = SinglingOutEvaluator(ori=ori, syn=syn, control=control, n_attacks=args.attacks,
                                     max_attempts=args.max_attempts, seed=args.seed)
    evaluator.evaluate(mode=mode)
    return evaluator, {"generated": args.attacks if caught.generated is None else caught.generated}


def anonymeter_linkability(ori: pd.DataFrame, syn: pd.DataFrame, control: pd.DataFrame,
                           args: argparse.Namespace) -> tuple[object, dict]:
    """anonymeter's linkability with one nearest row; its targets come from numpy's global generator,
    which is the only seed it takes."""
    from anonymeter.evaluators import LinkabilityEvaluator

    first, second = (part.split(",") for part in args.views.split("|"))
    np.random.seed(args.seed)
    evaluator = LinkabilityEvaluator(ori=ori, syn=syn, control=control, aux_cols=(first, second),
                                     n_attacks=args.attacks, n_neighbors=1)
    evaluator.evaluate(n_jobs=args.jobs)
    return evaluator, {}


def anonymeter_main(argv: list[str]) -> None:
    """One evaluator on one release; prints one JSON line: the risk, its counts and how long
    `evaluate()` took (construction included, reading and imports not)."""
    parser = argparse.ArgumentParser(prog="identity.py anonymeter", description="anonymeter's side of the comparison")
    parser.add_argument("--original", required=True)
    parser.add_argument("--release", required=True)
    parser.add_argument("--control", required=True)
    parser.add_argument("--mode", required=True, choices=("univariate", "multivariate", "linkability"))
    parser.add_argument("--views", default="", help="linkability: 'a,b|c,d'")
    parser.add_argument("--attacks", type=int, default=ATTEMPTS)
    parser.add_argument("--max-attempts", type=int, default=MAX_ATTEMPTS)
    parser.add_argument("--jobs", type=int, default=JOBS)
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    import anonymeter  # noqa: F401  (imported before the clock starts, as numba and polars come with it)

    ori, syn, control = (pd.read_csv(path) for path in (args.original, args.release, args.control))
    started = time.perf_counter()
    try:
        if args.mode == "linkability":
            evaluator, extra = anonymeter_linkability(ori, syn, control, args)
        else:
            evaluator, extra = anonymeter_singling_out(ori, syn, control, args.mode, args)
        seconds = time.perf_counter() - started
        risk, rates = evaluator.risk(), evaluator.results()
    except Exception as exc:  # the answer is that anonymeter could not digest the release
        message = " ".join(str(exc).split())[:300]
        print(json.dumps({"error": f"{type(exc).__name__}: {message}", "seconds": time.perf_counter() - started}))
        return
    print(json.dumps({
        "seconds": seconds, "risk": float(risk.value), "ci": [float(v) for v in risk.ci], "n_attacks": args.attacks,
        "n_success": int(rates.n_success), "n_control": float(rates.n_control), "n_baseline": int(rates.n_baseline),
        "attack_rate": float(rates.attack_rate.value), "control_rate": float(rates.control_rate.value), **extra,
    }))


# -- the tables and their releases ----------------------------------------------------------


@dataclass(frozen=True)
class Table:
    """An original, the control set held out of it for anonymeter, and what was done to make them."""

    name: str
    original: pd.DataFrame
    control: pd.DataFrame
    secret: str  # the column the DP marginals cross every other column with
    made: str


def demo_table() -> Table:
    """The demo population's key variables; the control comes from the demo's non-members."""
    from anonguard.resources import resources_dir

    folder = resources_dir() / "demo"
    original = pd.read_csv(folder / "population.csv")[list(DEMO_KEYS)]
    control = pd.read_csv(folder / "non_members.csv")[list(DEMO_KEYS)].sample(CONTROL_ROWS, random_state=SEED)
    return Table("demo", original, control.reset_index(drop=True), "occupation",
                 f"population.csv ({len(original):,} people); control: {CONTROL_ROWS:,} of non_members.csv "
                 "(same generator, in no release)")


def cps_table() -> Table:
    """CPS1988 as experiments/public_tables.py loads it, with CONTROL_ROWS men held out before any release."""
    sys.path.insert(0, str(ROOT / "experiments"))
    from public_tables import load_table

    frame = load_table("CPS1988")
    held = np.zeros(len(frame), dtype=bool)
    held[np.random.default_rng(SEED).choice(len(frame), CONTROL_ROWS, replace=False)] = True
    original, control = frame[~held].reset_index(drop=True), frame[held].reset_index(drop=True)
    return Table("CPS1988", original, control, "region",
                 f"experiments/public_tables.py's CPS1988 ({len(frame):,} men); control: {CONTROL_ROWS:,} of them "
                 f"held out at random before the releases were made, leaving {len(original):,}")


TABLES = {"demo": demo_table, "CPS1988": cps_table}


def make_releases(table: Table) -> tuple[dict[str, pd.DataFrame], dict[str, str]]:
    """Every release of RELEASES, made from the table's original by the generator plugins, and what
    each generator noted about its release (k achieved, noise)."""
    from anonguard.data.columns import column_kinds
    from anonguard.plugins.api import GenerationTask
    from anonguard.plugins.manager import load_catalog

    catalog, kinds = load_catalog(), column_kinds(table.original)
    releases, notes = {}, {}
    for label, method, params in RELEASES:
        if method is None:
            releases[label] = table.original.copy()
            continue
        params = {**params, "secret": table.secret} if method == "dp-marginals" else params
        seed = zlib.crc32(f"{SEED}/{table.name}/{label}".encode())  # a release's randomness is its own
        made = catalog.get("generator", method).create(params).generate(GenerationTask(table.original, kinds, seed))
        releases[label], notes[label] = made.data, "; ".join(made.notes)
    return releases, notes


# -- AnonGuard's side ---------------------------------------------------------------------------


@dataclass
class AnonGuardRun:
    """What AnonGuard answered: results by (release, attack id), wall seconds per scenario, the views
    it chose, and releases it refused as a whole (with its message)."""

    results: dict[tuple[str, str], object]
    seconds: dict[tuple[str, str], float]
    views: tuple[tuple[str, ...], tuple[str, ...]]
    refused: dict[str, str]
    prepare_seconds: float


def run_anonguard(table: Table, releases: dict[str, pd.DataFrame]) -> AnonGuardRun:
    """Every attack on every release in one audit (a release of published counts gets not-applicable rows)."""
    return audit_identity(table, releases)


def audit_identity(table: Table, releases: dict[str, pd.DataFrame],
                   extra: tuple[tuple[str, str], ...] = ()) -> AnonGuardRun:
    """One audit of the identity attacks, timed scenario by scenario from the audit's events. One worker:
    scenarios run one after another, so each one's wall time is its own (from 20,000 rows AnonGuard
    would otherwise run two side by side on this machine). `extra` settings as `--set` takes them."""
    from anonguard.engine.audit import Audit
    from anonguard.engine.events import ScenarioFinished, ScenarioStarted
    from anonguard.engine.settings import AuditSettings, with_settings
    from anonguard.engine.spec import ComponentChoice, IdentitySpec

    settings = with_settings(AuditSettings(), [("seed", str(SEED)), ("halting.work_budget", "none"),
                                                ("execution.workers", "1"), *extra])
    spec = IdentitySpec(keys=list(table.original.columns), attacks=[ComponentChoice(a) for a, _, _ in ATTACKS],
                        targets=ATTEMPTS, synthetic=[s for s in SYNTHETIC if s in releases],
                        in_order=[s for s in IN_ORDER if s in releases])
    audit = Audit.of_frames(table.original, releases, secrets=[], identity=spec, settings=settings)
    started = time.perf_counter()
    audit.prepare()
    prepared = time.perf_counter() - started
    began, seconds = {}, {}
    for event in audit.run():
        if isinstance(event, ScenarioStarted):
            began[event.index] = time.perf_counter()
        elif isinstance(event, ScenarioFinished):
            seconds[(event.result.release, event.result.attack_id)] = time.perf_counter() - began[event.index]
    results = {(r.release, r.attack_id): r for r in audit.results}
    return AnonGuardRun(results, seconds, audit.identity.views, {}, prepared)


# -- anonymeter, driven from here ------------------------------------------------------------------


def _bench_reference():
    """bench/bench_reference.py: its subprocess timer and anonymeter's interpreter (imported late, as
    it brings AnonGuard's anonymizers, which the driver's environment lacks)."""
    sys.path.insert(0, str(ROOT / "bench"))
    import bench_reference

    return bench_reference


def run_anonymeter(table: Table, releases: dict[str, pd.DataFrame], views, folder: Path, quiet: bool = False,
                   max_attempts: int = MAX_ATTEMPTS) -> dict[tuple[str, str], dict]:
    """Every anonymeter evaluator on every release, each a process of its own; answers by (release, mode)."""
    bench = _bench_reference()
    if not bench.ANONYMETER.exists():  # `make bench` / `make experiments` install it; without it, say so per cell
        print(f"anonymeter is not installed ({bench.ANONYMETER} missing): its columns stay empty")
        return {(label, mode): {"error": "not run: anonymeter is not installed (.venv-anonymeter)"}
                for label in releases for _, _, mode in ATTACKS if mode}
    folder.mkdir(parents=True, exist_ok=True)
    paths = {name: folder / f"{name}.csv" for name in ("original", "control")}
    table.original.to_csv(paths["original"], index=False)
    table.control.to_csv(paths["control"], index=False)
    answers = {}
    for label, frame in releases.items():
        missing = [c for c in table.original.columns if c not in frame.columns]
        release = folder / f"{label}.csv"
        frame.to_csv(release, index=False)
        for _, _, mode in ATTACKS:
            if mode is None:
                continue
            if missing:  # anonymeter attacks records with the original's columns; this release holds none
                answers[(label, mode)] = {"error": f"not run: the release has no column {', '.join(missing)} "
                                                   f"(it is a {'count table' if 'count' in frame.columns else 'table'} "
                                                   "with other columns), and anonymeter needs the original's columns"}
                continue
            argv = [str(bench.ANONYMETER), str(Path(__file__).resolve()), "anonymeter", "--original",
                    str(paths["original"]), "--release", str(release), "--control", str(paths["control"]),
                    "--mode", mode, "--views", "|".join(",".join(v) for v in views),
                    "--max-attempts", str(max_attempts)]
            wall, answer, error = bench.timed(argv)
            answers[(label, mode)] = {**(answer or {"error": f"crashed: {error}"}), "wall": wall}
            if not quiet:
                print(f"  anonymeter {label:22s} {mode:13s} {_anonymeter_summary(answers[(label, mode)])}", flush=True)
    return answers


def _anonymeter_summary(answer: dict) -> str:
    """One progress line per evaluator, so a long run shows where it is."""
    if "error" in answer:
        return answer["error"][:120]
    return (f"risk {answer['risk']:.3f} [{answer['ci'][0]:.3f}, {answer['ci'][1]:.3f}] "
            f"{answer['n_success']}/{answer['n_attacks']} control {answer['n_control']:.1f} "
            f"{answer['seconds']:.1f} s ({answer['wall']:.1f} s)")


# -- the document -----------------------------------------------------------------------------


class Notes:
    """Footnotes: each distinct text once, cited by its number."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def cite(self, text: str) -> str:
        """The footnote mark for `text`, numbered on first use."""
        if text not in self.texts:
            self.texts.append(text)
        return f"<sup>{self.texts.index(text) + 1}</sup>"

    def lines(self) -> list[str]:
        return [f"{number}. {text}" for number, text in enumerate(self.texts, 1)]


def anonguard_cells(result, seconds: float | None, refused: str | None, notes: Notes) -> list[str]:
    """ALC [CI], precision / coverage (claims), baseline precision, seconds, for one AnonGuard result."""
    if refused is not None:
        return [f"refused{notes.cite('AnonGuard: ' + refused)}", "", "", ""]
    status = str(result.status)
    time_cell = f"{seconds:.1f}" if seconds is not None else ""
    base = _number(result.baseline.precision) if result.baseline else "—"
    if status != "ok":
        why = result.error or "; ".join(result.problems) or status
        claims = claims_made(result)
        return [f"{status}{notes.cite(f'AnonGuard ({status}): {why}')}", f"{claims} claims", base, time_cell]
    if result.alc is None:  # nothing to claim: a verdict without an ALC
        note = notes.cite(f"AnonGuard ({result.verdict}): {result.verdict_note}")
        return [f"{result.verdict}, no ALC{note}", f"{claims_made(result)} claims", base, time_cell]
    alc = f"{result.alc:.2f} [{result.alc_ci[0]:.2f}, {result.alc_ci[1]:.2f}]"
    point = f"{_number(result.attack.precision)} / {_number(result.attack.recall)} ({claims_made(result)})"
    return [alc, point, base, time_cell]


def claims_made(result) -> int:
    """Claims the attack side made (attempts it did not abstain on)."""
    attempts = result.attempts
    return 0 if attempts is None else int((~attempts["attack_abstained"].astype(bool)).sum())


def _number(value: float | None) -> str:
    """Two decimals; a dash where a side made no measurable claim (None or NaN)."""
    return "—" if value is None or not np.isfinite(value) else f"{value:.2f}"


def anonymeter_cells(answer: dict | None, notes: Notes) -> list[str]:
    """Risk [CI], successes / attacks (control successes; predicates generated), seconds, for one answer."""
    if answer is None:
        return ["no evaluator", "", ""]
    if "error" in answer:
        return [f"failed{notes.cite('anonymeter: ' + answer['error'])}", "", f"{answer.get('seconds', 0):.1f}"]
    counts = f"{answer['n_success']} / {answer['n_attacks']} (control {answer['n_control']:.1f}"
    short = answer.get("generated", answer["n_attacks"]) != answer["n_attacks"]
    counts += f"; {answer['generated']} made)" if short else ")"
    risk = f"{answer['risk']:.3f} [{answer['ci'][0]:.3f}, {answer['ci'][1]:.3f}]"
    return [risk, counts, f"{answer['seconds']:.1f} ({answer['wall']:.1f})"]


HEADER = ("| release | attack | AnonGuard ALC [95 %] | precision / coverage (claims) | baseline precision "
          "| AnonGuard s | anonymeter risk [95 %] | successes / attacks (control) | anonymeter s (process) |")


def table_markdown(table: Table, run: AnonGuardRun, answers: dict, releases: dict[str, pd.DataFrame],
                   notes: dict[str, str]) -> list[str]:
    """One table's section: how it was made, the views, then a row per release and attack."""
    foot = Notes()
    lines = [f"## {table.name}", "", f"- Original: {table.made}.",
             f"- Key variables: {', '.join(table.original.columns)}.",
             f"- Linkability views (AnonGuard's choice, given to both tools): {', '.join(run.views[0])} | "
             f"{', '.join(run.views[1])}.",
             f"- AnonGuard prepared the audit in {run.prepare_seconds:.1f} s.", ""]
    lines += [f"- `{label}`: {text}" for label, text in notes.items() if text]
    lines += ["", HEADER, "|" + "---|" * 9]
    for label in releases:
        for attack, title, mode in ATTACKS:
            ours = anonguard_cells(run.results.get((label, attack)), run.seconds.get((label, attack)),
                                   run.refused.get(label), foot)
            theirs = anonymeter_cells(answers.get((label, mode)) if mode else None, foot)
            lines.append("| " + " | ".join([label, title, *ours, *theirs]) + " |")
    return lines + [""] + foot.lines() + [""]


def document(sections: list[list[str]], seconds: float, load: tuple[float, float]) -> str:
    """The generated part of --out."""
    import anonguard

    head = [
        "# Identity attacks: AnonGuard beside anonymeter",
        "",
        f"Generated by `experiments/identity.py` on {date.today().isoformat()} ({platform.system()}, "
        f"{_cores()} cores; load average {load[0]:.1f} at the start, {load[1]:.1f} at the end) in "
        f"{seconds / 60:.1f} minutes; anonguard {anonguard.__version__} at commit {_commit()}, anonymeter 1.1.0 "
        "(`.venv-anonymeter`). The protocol is the module's docstring; the evaluators are described in "
        "docs/research/anonymeter.md.",
        "",
        f"- Seed {SEED} for both tools; {ATTEMPTS:,} predicates (singling out) or targets (linkability, record "
        f"linkage) for AnonGuard, `n_attacks={ATTEMPTS}` for anonymeter.",
        f"- anonymeter's multivariate singling out is capped at `max_attempts={MAX_ATTEMPTS:,}` (default "
        "10,000,000, about 15 minutes per release on CPS1988); when it stops short, \"N made\" says how many "
        "predicates it generated, and its rate still divides by 1,000.",
        f"- anonymeter's control set: {CONTROL_ROWS:,} people of the same population who are in no release, held "
        "out *before* the releases were made (the demo's non-members; for CPS1988, men taken out of the table "
        "first). Its singling-out control count is after its size correction (research notes §1.5). AnonGuard "
        "needs no control: its baseline is the same attack fitted on a random half of the original and judged "
        "on the other half.",
        "- anonymeter: linkability with `n_neighbors=1`, `n_jobs=2`; singling out with `n_cols=3`. AnonGuard: "
        "default parameters (multivariate singling out starts from 3 conditions and narrows), every one of "
        "the 1,000 attempts made (`halting.work_budget=none`), attacks in their own processes, one "
        "scenario at a time (`execution.workers=1`).",
        "- AnonGuard s: wall time of the scenario in the audit (fitting the attack and its baseline, the "
        "claims, measuring). anonymeter s: `evaluate()` with the evaluator's construction; in brackets the "
        "whole process (start-up, imports, reading the CSVs).",
        "- Coverage is the share of attempts the attack side's claims covered at its best operating point; "
        "\"claims\" counts the attempts it did not abstain on. Record linkage has no anonymeter evaluator.",
        "",
    ]
    return "\n".join(head + [line for section in sections for line in section])


def _cores() -> int:
    """The machine's cores, stated beside the timings they bound."""
    return os.cpu_count() or 1


def _commit() -> str:
    """The repository's commit, so a table can be matched with the code that made it ("+" if files differ)."""
    def git(*argv: str) -> str:
        done = subprocess.run(["git", *argv], cwd=ROOT, capture_output=True, text=True)
        return done.stdout.strip() if done.returncode == 0 else ""

    head = git("rev-parse", "--short", "HEAD") or "unknown"
    return head + ("+" if git("status", "--porcelain", "--untracked-files=no", "anonguard", "plugins") else "")


def write_out(path: Path, text: str) -> None:
    """Write the generated part and keep the hand-written section that follows it, if there is one."""
    kept = ""
    if path.exists():
        old = path.read_text()
        if KEPT in old:
            kept = old[old.index(KEPT):]
    path.write_text(text.rstrip() + "\n\n" + kept if kept else text)


def _raw(table: Table, run: AnonGuardRun, answers: dict) -> dict:
    """The numbers behind one table's rows, for --raw."""
    ours = {f"{release}/{attack}": {**result.to_dict(), "wall": run.seconds.get((release, attack)),
                                   "claims": claims_made(result)} for (release, attack), result in run.results.items()}
    return {"views": run.views, "anonguard": ours, "refused": run.refused,
            "anonymeter": {f"{release}/{mode}": answer for (release, mode), answer in answers.items()}}


def main() -> None:
    """Both tables: releases, AnonGuard's audit, anonymeter's evaluators, then the document."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "identity_table.md")
    parser.add_argument("--table", action="append", choices=sorted(TABLES), help="default: both")
    parser.add_argument("--raw", type=Path, help="also write every number as JSON here")
    args = parser.parse_args()
    started, sections, raw, load = time.perf_counter(), [], {}, os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="anonguard-identity-") as tmp:
        for name in args.table or list(TABLES):
            table = TABLES[name]()
            releases, notes = make_releases(table)
            print(f"== {name}: {len(table.original):,} rows", flush=True)
            run = run_anonguard(table, releases)
            for (release, attack), result in run.results.items():
                print(f"  AnonGuard  {release:22s} {attack:24s} {result.status} ALC {result.alc} "
                      f"{run.seconds.get((release, attack), 0):.1f} s", flush=True)
            answers = run_anonymeter(table, releases, run.views, Path(tmp) / name)
            sections.append(table_markdown(table, run, answers, releases, notes))
            raw[name] = _raw(table, run, answers)
    write_out(args.out, document(sections, time.perf_counter() - started, (load, os.getloadavg()[0])))
    if args.raw:
        args.raw.write_text(json.dumps(raw, indent=1, default=str))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["anonymeter"]:
        anonymeter_main(sys.argv[2:])
    else:
        main()
