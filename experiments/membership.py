"""Membership inference on the demo population, read at realistic skews (000 §5, 001).

A sample of the demo population is the original (the members, |D| = 1000 as in 001); the
releases are made from it with the anonymizers: a copy (swap of 0 %), swaps of 20 % and 80 %
of the rows per column, and the independent-marginals synthesizer. Non-members are people of
the same population in no release (`non_members.csv`); half of them are the attacker's
auxiliary data. Two attacks, closest-distance (Gower) and shadow modelling with the release's
own generator (001 §5.1), score targets chosen two ways: at random, and the most vulnerable
records by the distance selector (V_k, 001), each as many members as non-members.

The table gives AUC and the best precision when 1, 100 and 1000 non-members stand beside each
member, with the precision's 95 % lower bound at 1:1000. Not part of the test suite (a few
minutes). Usage:
    python experiments/membership.py [--targets N] [--shadows N] [--out FILE]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import pandas as pd

from anonguard.data.columns import column_kinds
from anonguard.engine.audit import Audit
from anonguard.engine.settings import AuditSettings
from anonguard.engine.spec import ComponentChoice, MembershipSpec
from anonguard.plugins.api import GenerationTask
from anonguard.plugins.manager import load_catalog
from anonguard.resources import resources_dir

SEED = 2026
MEMBERS = 1000
NON_MEMBERS = 4000  # 2000 for the attacker's auxiliary data, 2000 to score
RELEASES = {
    "copy": ("swap", {"fraction": 0.0}),
    "swap 20 %": ("swap", {"fraction": 0.2}),
    "swap 80 %": ("swap", {"fraction": 0.8}),
    "independent marginals": ("independent-marginals", {}),
}
TARGETS = {"random": {"targets": "random"}, "distance (V_k)": {"targets": "pre-targeted", "selector": "distance-vulnerability"}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--targets", type=int, default=30, help="members and non-members scored per target choice")
    parser.add_argument("--shadows", type=int, default=32, help="shadow datasets per target")
    parser.add_argument("--out", type=Path, help="also write the table (markdown) here")
    args = parser.parse_args()
    demo = resources_dir() / "demo"
    population = pd.read_csv(demo / "population.csv").drop(columns="person_id")
    members = population.sample(MEMBERS, random_state=SEED).reset_index(drop=True)
    non_members = pd.read_csv(demo / "non_members.csv").drop(columns="person_id").sample(NON_MEMBERS, random_state=SEED)
    catalog = load_catalog()
    kinds = column_kinds(members)
    rows = []
    for release, (method, params) in RELEASES.items():
        generator = catalog.get("generator", method).create(params)
        made = generator.generate(GenerationTask(members, kinds, SEED)).data
        for targets, choice in TARGETS.items():
            settings = {"seed": SEED, "membership": {**choice, "count": args.targets}}
            if "selector" in choice:
                settings["membership"]["selector_params"] = {"top": 2 * args.targets}
            started = time.perf_counter()
            audit = Audit.of_frames(
                members, {release: made}, [], catalog=catalog, non_members=non_members,
                settings=AuditSettings.from_dict(settings),
                membership=MembershipSpec(generator=ComponentChoice(method, params),
                                          attacks=[ComponentChoice("closest-distance"),
                                                   ComponentChoice("shadow-model", {"n_shadows": args.shadows})]),
            ).prepare()
            list(audit.run())  # run every scenario; the events only matter to a live view
            for result in audit.results:
                rows.append(_row(release, targets, result, time.perf_counter() - started))
                print(_line(rows[-1]), flush=True)
    table = _markdown(rows)
    print("\n" + table)
    if args.out:
        args.out.write_text(table + "\n", encoding="utf-8")


def _row(release: str, targets: str, result, seconds: float) -> dict:
    if result.status != "ok":
        return {"release": release, "targets": targets, "attack": result.attack_id, "error": result.error}
    by_skew = {s["skew"]: s for s in result.by_skew}
    return {
        "release": release, "targets": targets, "attack": result.attack_id,
        "members": result.members, "non-members": result.non_members, "AUC": result.auc,
        "P 1:1": by_skew[1.0]["best_precision"], "P 1:100": by_skew[100.0]["best_precision"],
        "P 1:1000": by_skew[1000.0]["best_precision"], "P 1:1000 ≥": by_skew[1000.0]["best_precision_low"],
        "base 1:1000": by_skew[1000.0]["base_rate"], "seconds": seconds,
    }


def _line(row: dict) -> str:
    if "error" in row:
        return f"{row['release']} / {row['targets']} / {row['attack']}: FAILED {row['error']}"
    return (f"{row['release']} / {row['targets']} / {row['attack']}: AUC {row['AUC']:.3f}, P@1:1 {row['P 1:1']:.3f}, "
            f"P@1:100 {row['P 1:100']:.3f}, P@1:1000 {row['P 1:1000']:.3f} (≥ {row['P 1:1000 ≥']:.3f})")


def _markdown(rows: list[dict]) -> str:
    header = ["release", "targets", "attack", "AUC", "P 1:1", "P 1:100", "P 1:1000", "P 1:1000 ≥"]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for row in rows:
        cells = [row["release"], row["targets"], row["attack"]]
        cells += ["failed"] * 5 if "error" in row else [f"{row[h]:.3f}" for h in header[3:]]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
