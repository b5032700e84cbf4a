"""Calibration of AnonGuard's intervals and verdicts on releases whose true answer is known, as users run it.

Designs (each a set of cases, each case audited under several seeds, every seed a new population and release):

- attribute inference (`tests/known_answer.py`): a share f of people copied exactly, a share s of those
  copies with a redrawn sensitive value, everyone else an independent draw; best row match against the
  baseline the default selection picks among every installed model; a categorical secret and a continuous
  one judged in the default 20 bins; 1,000 people (`CASES`) and 50,000 (`LARGE_CASES`, the three nearest the
  bands' edges: an audit of 50,000 people takes minutes), every one attacked;
- the identity attacks (`tests/known_identity.py`): a share f of rows copied exactly, the rest independent
  draws, rows in the original's order; the four default attacks (record linkage, linkability, singling out
  on one variable and on several), 1,000 and 50,000 people, every target attacked. Singling out is also
  scored against each release's own truth (`known_identity.release_truths`): its claims are drawn from one
  release, so what its interval estimates is how often a claim drawn from that release is right.

Each truth is given twice where they differ: the whole curve's (what the release leaks), and what an audit
of that many attempts can see (`known_answer.best_prc`: only points whose group is large enough to be
significant, as the engine reads them). The interval estimates the second, and is scored against it; the
verdicts are set beside the first. Per case the table gives both truths, how often the reported 95 %
interval held the second, the verdicts; per design, how often over all its audits, each figure with its
binomial 95 % range (Wilson). Audits run in `--workers` processes (each an audit in its own process; 2 by
default, the machine's cores). Run: `python experiments/calibration.py --out docs/calibration_table.md`.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from known_answer import BIN_SHARES, SECRETS, SHARES, known_audit, true_measures  # noqa: E402
from known_identity import (  # noqa: E402
    ATTACKS, attempts, identity_audit, monte_carlo_singling_out, release_truths, true_identity,
)

from anonguard.engine.claims.decision import decide  # noqa: E402
from anonguard.engine.claims.estimate import Interval  # noqa: E402
from anonguard.engine.claims.measures import RiskBands, wilson_interval  # noqa: E402

# (share copied, share of copies redrawn): true ALC from below zero to the serious band, either secret
CASES = [(0.0, 0.0), (0.2, 0.6), (0.2, 0.45), (0.1, 0.3), (0.15, 0.15), (0.05, 0.0)]
LARGE_CASES = [(0.2, 0.45), (0.1, 0.3), (0.15, 0.15)]  # at 50,000 people: true ALC either side of each band's edge
# share of rows copied: record linkage and linkability near 0 or high, singling out on one variable ≈ f
IDENTITY_CASES = [0.0, 0.02, 0.2, 0.5, 0.9]
SMALL, LARGE = 1000, 50_000
MC_DRAWS = 5000  # claims per side per Monte-Carlo release (multivariate singling out's truth)
OWN_DRAWS = {SMALL: 20_000, LARGE: 5_000}  # fresh claims per side for a release's own truth (multivariate)
CASE_SEEDS = 1000  # case i audits seeds i·1000, i·1000 + 1, …: no two audits share a population


@dataclass
class Case:
    """One case of a design: its truths and, over the seeds, what the audits reported."""

    label: str
    truth: float  # the whole curve's true ALC (nan: nothing to claim)
    seen: float  # the true ALC an audit of this many attempts can see (nan: too few claims to measure)
    pi: float = np.nan  # the true precision improvement an audit can see (attribute designs)
    truth_se: float = 0.0  # Monte-Carlo standard error of the truths
    held: int = 0
    held_pi: int = 0
    audits: int = 0
    alcs: list[float] = field(default_factory=list)
    verdicts: Counter = field(default_factory=Counter)
    baseline: Counter = field(default_factory=Counter)  # the models the default selection chose
    base_held: int = 0  # audits whose baseline PRC interval held the true best baseline PRC
    own: list[float] = field(default_factory=list)  # singling out: each release's own true ALC at this size
    own_held: int = 0

    @property
    def band(self) -> str:
        return "nothing to claim" if np.isnan(self.truth) else decide(Interval(*3 * [self.truth]), RiskBands())

    def add(self, reading: dict[str, Any]) -> None:
        """One audit's result (`_reading`)."""
        self.audits += 1
        self.verdicts[reading["verdict"]] += 1
        self.baseline[reading["baseline"]] += 1
        if reading["alc"] is None:  # nothing to claim, or too few claims: no interval to hold anything
            return
        self.alcs.append(reading["alc"])
        self.held += reading["alc_ci"][0] <= self.seen <= reading["alc_ci"][1]
        low, high = reading["pi_ci"] or (np.nan, np.nan)
        self.held_pi += low <= self.pi <= high
        self.base_held += reading["base_ci"][0] <= reading["base_truth"] <= reading["base_ci"][1]
        if reading.get("own") is not None:
            self.own.append(reading["own"])
            self.own_held += reading["alc_ci"][0] <= reading["own"] <= reading["alc_ci"][1]


@dataclass
class Design:
    title: str
    seeds: int
    cases: list[Case]
    seconds: float = 0.0
    cpu: float = 0.0
    audits: int = 0
    note: str = ""


def _reading(result, base_truth: float = np.nan) -> dict[str, Any]:
    """What calibration needs of one result, small enough to send between processes."""
    equal = getattr(result, "equal_coverage", None)
    base = result.baseline
    verdict = result.verdict or getattr(result.status, "value", result.status)  # not applicable: no verdict
    return {"alc": result.alc, "alc_ci": result.alc_ci, "verdict": str(verdict),
            "pi_ci": None if equal is None else (equal.improvement.low, equal.improvement.high),
            "baseline": result.baseline_model, "base_truth": base_truth,
            "base_ci": (np.nan, np.nan) if base is None else (base.prc_low, base.prc_high),
            "attack": getattr(result, "attack_id", None)}


def _audited(job: tuple) -> tuple[list[dict[str, Any]], float]:
    """One audit (a worker process's job): its results' readings (with, for singling out, the release's own
    truth) and the CPU seconds it took."""
    cpu = time.process_time()
    kind, rows, f, s, seed = job
    audit = (identity_audit(rows, f, seed) if kind == "identity" else known_audit(rows, f, s, seed, kind, models=()))
    audit = audit.prepare()
    for _ in audit.run():
        pass
    if kind == "identity":
        own = release_truths(audit, seed, OWN_DRAWS[rows])
        readings = [{**_reading(result), "own": own.get(result.attack_id)} for result in audit.results]
    else:
        readings = [_reading(result, float((SHARES if kind == "categorical" else BIN_SHARES).max()))
                    for result in audit.results]
    return readings, time.process_time() - cpu


def _carlo(job: tuple) -> tuple[dict[str, float], float]:
    cpu = time.process_time()
    return monte_carlo_singling_out(*job), time.process_time() - cpu


class Runner:
    """Jobs run in worker processes, answers in the order asked; CPU time summed over the workers."""

    def __init__(self, workers: int) -> None:
        self.pool = ProcessPoolExecutor(workers) if workers > 1 else None

    def map(self, function, jobs: list[tuple]) -> Iterator[tuple[Any, float]]:
        return self.pool.map(function, jobs) if self.pool else map(function, jobs)


def attribute_design(runner: Runner, secret: str, rows: int, seeds: int, cases: list[tuple[float, float]]) -> Design:
    """Best row match against the default baseline selection on `known_frames` releases."""
    shares = SHARES if secret == "categorical" else BIN_SHARES
    design = Design(f"{secret} secret, {rows:,} people", seeds, [])
    started = time.perf_counter()
    for f, s in cases:
        seen = true_measures(f, s, shares=shares, attempts=rows)
        design.cases.append(Case(f"{f:g} \\| {s:g}", true_measures(f, s, shares=shares)["alc"], seen["alc"], seen["pi"]))
    jobs = [(secret, rows, f, s, i * CASE_SEEDS + seed) for i, (f, s) in enumerate(cases) for seed in range(seeds)]
    for i, (readings, cpu) in enumerate(runner.map(_audited, jobs)):
        design.cases[i // seeds].add(readings[0])
        design.cpu += cpu
    design.audits = len(jobs)
    design.seconds = time.perf_counter() - started
    for c in design.cases:
        print(f"{design.title}, {c.label}: ALC {c.seen:.3f} held {c.held}/{c.audits}, verdicts {dict(c.verdicts)}, "
              f"baselines {dict(c.baseline)}", flush=True)
    return design


def identity_design(runner: Runner, rows: int, seeds: int, mc_releases: int) -> Design:
    """The default identity attacks on `identity_frames` releases; multivariate singling out against a
    Monte-Carlo truth of `mc_releases` releases."""
    design = Design(f"identity attacks, {rows:,} people", seeds, [])
    started = time.perf_counter()
    carlo = list(runner.map(_carlo, [(rows, f, mc_releases, MC_DRAWS) for f in IDENTITY_CASES]))
    cases: dict[tuple[float, str], Case] = {}
    for f, (mc, cpu) in zip(IDENTITY_CASES, carlo):
        design.cpu += cpu
        whole, seen = true_identity(rows, f), true_identity(rows, f, attempts(rows))
        whole["singling-out"], seen["singling-out"] = mc["alc"], mc["alc_seen"]
        for attack in ATTACKS:
            cases[f, attack] = Case(f"{f:g} \\| {attack}", whole[attack], seen[attack],
                                    truth_se=mc["se"] if attack == "singling-out" else 0.0)
    jobs = [("identity", rows, f, 0.0, i * CASE_SEEDS + seed) for i, f in enumerate(IDENTITY_CASES)
            for seed in range(seeds)]
    for (_, _, f, _, _), (readings, cpu) in zip(jobs, runner.map(_audited, jobs)):
        for reading in readings:
            cases[f, reading["attack"]].add(reading)
        design.cpu += cpu
    design.cases, design.audits = list(cases.values()), len(jobs)
    design.seconds = time.perf_counter() - started
    design.note = (f"{attempts(rows):,} members attacked per audit; the multivariate singling out's truth from "
                   f"{mc_releases} Monte-Carlo releases of {MC_DRAWS:,} claims per side (± its standard error), each "
                   f"release's own from {OWN_DRAWS[rows]:,} fresh claims per side")
    for c in design.cases:
        print(f"{design.title}, {c.label}: ALC {c.seen:.3f} held {c.held}/{len(c.alcs)}, verdicts "
              f"{dict(c.verdicts)}", flush=True)
    return design


def coverage(held: int, audits: int) -> str:
    """A coverage figure with its binomial 95 % range (Wilson)."""
    if not audits:
        return "–"
    low, high = wilson_interval(held, audits)
    return f"{held / audits:.0%} ({low:.0%}–{high:.0%})"


def number(value: float, se: float = 0.0) -> str:
    if np.isnan(value):
        return "–"
    return f"{value:.3f}" + (f" ± {se:.3f}" if se else "")


def verdict_words(c: Case) -> str:
    return ", ".join(f"{n} {v}" for v, n in c.verdicts.most_common())


def attribute_table(design: Design, shares: np.ndarray) -> list[str]:
    lines = [f"### {design.title}: {design.seeds} seeds per case", "",
             "| copied f \\| redrawn s | true ALC | true band | true ALC at this size | its interval held it | mean "
             f"ALC | true PI at this size | its interval held it | baseline chosen | baseline PRC interval held "
             f"{shares.max():g} | verdicts |", "|---|---|---|---|---|---|---|---|---|---|---|"]
    for c in design.cases:
        chosen = ", ".join(f"{n} {m}" for m, n in c.baseline.most_common())
        lines.append(f"| {c.label} | {c.truth:.3f} | {c.band} | {c.seen:.3f} | {coverage(c.held, c.audits)} | "
                     f"{np.mean(c.alcs):.3f} | {c.pi:.3f} | {coverage(c.held_pi, c.audits)} | {chosen} | "
                     f"{coverage(c.base_held, c.audits)} | {verdict_words(c)} |")
    held_pi = sum(c.held_pi for c in design.cases)
    return lines + ["", summary(design) + f"; the precision-improvement interval held the true PI "
                    f"{coverage(held_pi, design.audits)}; the baseline's PRC interval held {shares.max():g} "
                    f"{coverage(sum(c.base_held for c in design.cases), design.audits)}.", ""]


def identity_table(design: Design) -> list[str]:
    lines = [f"### {design.title}: {design.seeds} seeds per case", "", design.note + ".", "",
             "| copied f \\| attack | true ALC | true band | true ALC at this size | its interval held it | the release's "
             "own true ALC (mean) | its interval held it | mean ALC | verdicts |", "|---|---|---|---|---|---|---|---|---|"]
    for c in design.cases:
        measured = f"{np.mean(c.alcs):.3f}" if c.alcs else "–"
        own = (f"{np.mean(c.own):.3f} | {coverage(c.own_held, len(c.own))}" if c.own else "– | –")
        lines.append(f"| {c.label} | {number(c.truth, c.truth_se)} | {c.band} | {number(c.seen)} | "
                     f"{coverage(c.held, len(c.alcs))} | {own} | {measured} | {verdict_words(c)} |")
    per_attack = []
    for attack in ATTACKS:
        mine = [c for c in design.cases if c.label.endswith(attack)]
        words = f"{attack} {coverage(sum(c.held for c in mine), sum(len(c.alcs) for c in mine))}"
        if any(c.own for c in mine):
            words += f" (the release's own truth: {coverage(sum(c.own_held for c in mine), sum(len(c.own) for c in mine))})"
        per_attack.append(words)
    return lines + ["", summary(design) + "; per attack: " + ", ".join(per_attack) + ".", ""]


def summary(design: Design) -> str:
    measured = sum(len(c.alcs) for c in design.cases)
    return (f"{design.audits} audits in {design.seconds / 60:.1f} minutes ({design.cpu / 60:.1f} minutes of CPU). Over "
            f"its {measured} measured results the ALC interval held the true ALC at this size "
            f"{coverage(sum(c.held for c in design.cases), measured)} (nominal 95 %)")


def contradictions(designs: Iterable[Design]) -> str:
    """Verdicts that contradict the whole curve's band: safe for an at-risk or serious truth, or the reverse."""
    wrong = total = 0
    for design in designs:
        for c in design.cases:
            total += c.audits
            if c.band in ("at-risk", "serious"):
                wrong += c.verdicts["safe"]
            elif c.band in ("safe", "nothing to claim"):
                wrong += c.verdicts["at-risk"] + c.verdicts["serious"]
    return f"{wrong} of {total} verdicts contradict the whole curve's band (safe for at risk or serious, or the reverse)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=30, help="seeds per case of the 1,000-people designs")
    parser.add_argument("--large-seeds", type=int, default=2, help="seeds per case of the 50,000-people attribute designs")
    parser.add_argument("--large-identity-seeds", type=int, default=6, help="... and of the 50,000-people identity design")
    parser.add_argument("--mc-releases", type=int, default=40, help="Monte-Carlo releases per case (1,000 people)")
    parser.add_argument("--large-mc-releases", type=int, default=4, help="Monte-Carlo releases per case (50,000 people)")
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1), help="audits run side by side")
    parser.add_argument("--out", type=Path, default=Path("docs/calibration_table.md"))
    args = parser.parse_args()
    started = time.perf_counter()
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    lines = [f"Generated by `experiments/calibration.py` at commit {commit} ({platform.system()}, {os.cpu_count()} "
             f"cores, {args.workers} audits side by side; load average {os.getloadavg()[0]:.1f} at the start); the "
             "protocol is the module's docstring, the reading is docs/measures.md, *Calibration*.", ""]
    runner, designs = Runner(args.workers), []
    plan = [(SMALL, args.seeds, args.seeds, args.mc_releases, CASES),
            (LARGE, args.large_seeds, args.large_identity_seeds, args.large_mc_releases, LARGE_CASES)]
    for rows, seeds, identity_seeds, mc, cases in plan:
        for secret in SECRETS if seeds > 0 else ():
            designs.append(attribute_design(runner, secret, rows, seeds, cases))
            lines += attribute_table(designs[-1], SHARES if secret == "categorical" else BIN_SHARES)
            args.out.write_text("\n".join(lines) + "\n")  # a partial table survives an interrupted run
        if identity_seeds > 0:
            designs.append(identity_design(runner, rows, identity_seeds, mc))
            lines += identity_table(designs[-1])
            args.out.write_text("\n".join(lines) + "\n")
    lines += [f"Over every design, {contradictions(designs)}. The whole run took "
              f"{(time.perf_counter() - started) / 60:.0f} minutes (load average {os.getloadavg()[0]:.1f} at the end)."]
    args.out.write_text("\n".join(lines) + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
