"""Reproduce the qualitative findings of papers 004 and 001 with AnonGuard's attack library.

On the demo population, with the demo's known columns, this prints a table of:

1. naive Bayes from DP marginals (004 §2): ALC rises as ε grows (0.1, 1, 10, ∞), while its
   raw accuracy is high and its ALC stays near 0: population inference, not personal loss;
2. the group attack on Mondrian l-diverse releases (004 §3): its advantage shrinks as l grows,
   and its open prediction shows what the release teaches about everyone;
3. target selectors (001): how best row match on a lightly swapped release fares on the
   distance-vulnerable targets against random, rare-value and log-likelihood targets.

Not part of the test suite (it runs a few minutes). Usage:
    python experiments/attack_library.py [--secret COL] [--attempts N] [--out DIR]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import pandas as pd

from anonguard.data.columns import column_kinds
from anonguard.engine.audit import Audit
from anonguard.engine.settings import AuditSettings
from anonguard.engine.spec import ComponentChoice
from anonguard.plugins.api import GenerationTask
from anonguard.plugins.manager import load_catalog
from anonguard.resources import resources_dir

KNOWN = ["age", "sex", "region", "children", "hours_per_week"]
SEED = 2026
EPSILONS = (0.1, 1.0, 10.0, float("inf"))
DIVERSITY = (1, 2, 3, 4)
SELECTORS = ("random", "distance-vulnerability", "rare-value", "log-likelihood")


def generate(catalog, population: pd.DataFrame, kinds: dict, method: str, **params) -> pd.DataFrame:
    generator = catalog.get("generator", method).create(params)
    return generator.generate(GenerationTask(population, kinds, SEED)).data


def audit(population: pd.DataFrame, release: pd.DataFrame, name: str, secret: str, attack: str, attempts: int,
          attack_params: dict | None = None, targets: dict | None = None):
    """One scenario's result: `attack` on `release` for `secret`, the demo's known columns."""
    # a fixed number of attempts per scenario (no halting before), so the rows compare like with like
    settings = {"seed": SEED, "halting": {"max_attempts": attempts, "work_budget": None}}
    if targets:
        settings["targets"] = targets
    run = Audit.of_frames(population, {name: release}, [secret], [KNOWN],
                          attacks=[ComponentChoice(attack, attack_params or {})], entity="person_id",
                          settings=AuditSettings.from_dict(settings)).prepare()
    list(run.run())  # run every scenario; the events only matter to a live view
    result = run.results[0]
    if result.status != "ok":
        raise SystemExit(f"{name} / {attack}: {result.error}")
    return result


def accuracy(result) -> float:
    """Raw accuracy: the share of all attacked targets whose secret the attack got right."""
    return float(result.attempts["attack_correct"].mean())


def row(finding: str, setting: str, result, extra: str = "") -> dict:
    return {
        "finding": finding, "release": setting, "attempts": result.n_attempts,
        "raw accuracy": accuracy(result),
        "attack P": result.attack.precision if result.attack else float("nan"),
        "baseline P": result.baseline.precision if result.baseline else float("nan"),
        "ALC": result.alc, "open ALC": result.open_alc if result.open_alc is not None else float("nan"),
        "note": extra,
    }


def markdown(rows: list[dict]) -> str:
    header = list(rows[0])
    cells = [[f"{v:.3f}" if isinstance(v, float) else str(v) for v in r.values()] for r in rows]
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    return "\n".join(lines + ["| " + " | ".join(c) + " |" for c in cells])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--secret", default="marital_status")
    parser.add_argument("--attempts", type=int, default=4000)
    parser.add_argument("--out", help="also write the table as Markdown to this file")
    args = parser.parse_args()
    catalog = load_catalog()
    population = pd.read_csv(resources_dir() / "demo" / "population.csv")
    kinds = column_kinds(population.drop(columns="person_id"))
    kinds["person_id"] = "categorical"
    rows = []
    started = time.perf_counter()
    data = population.drop(columns="person_id")
    # 1. naive Bayes from differentially private two-way marginals
    for epsilon in EPSILONS:
        counts = generate(catalog, data, kinds, "dp-marginals", secret=args.secret, quasi_identifiers=",".join(KNOWN),
                          mechanism="laplace", epsilon=epsilon if epsilon != float("inf") else 1e9)
        result = audit(population, counts, f"dp_eps_{epsilon:g}", args.secret, "naive-bayes-counts", args.attempts)
        rows.append(row("DP marginals, naive Bayes (004 §2)", f"ε = {epsilon:g}", result))
    # 2. the group attack on l-diverse generalizations
    for diversity in DIVERSITY:
        release = generate(catalog, data, kinds, "mondrian", quasi_identifiers=",".join(KNOWN), k=5,
                           sensitive=args.secret, l=diversity)
        result = audit(population, release, f"mondrian_l{diversity}", args.secret, "group-attack", args.attempts)
        rows.append(row("Mondrian k = 5, group attack (004 §3)", f"l = {diversity}", result))
    # 3. which targets: selectors on a lightly swapped release, best row match, for several secrets
    swapped = generate(catalog, population, kinds, "swap", fraction=0.2)
    for secret in dict.fromkeys((args.secret, "education", "income")):
        for selector in SELECTORS:
            targets = None if selector == "random" else {
                "mode": "pre-targeted", "selector": selector, "selector_params": {"top": 300}}
            result = audit(population, swapped, "swap_20", secret, "best-row-match", args.attempts, targets=targets)
            rows.append(row(f"Swap 20 %, best row match, secret {secret} (001)", f"{selector} targets", result,
                            f"{result.n_targets_available} targets"))
    text = markdown(rows)
    print(f"secret: {args.secret}; known: {', '.join(KNOWN)}; seed {SEED}; {time.perf_counter() - started:.0f} s\n")
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n")


if __name__ == "__main__":
    main()
