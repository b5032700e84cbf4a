"""AnonGuard's ALC beside the reference package's, on public tables (see docs/reference-comparison.md).

For every table of `public_tables.py`, a few secrets and every release (copy, swap-20, swap-50,
independent, sample-50), with the attacker knowing every other column, this runs best row match:

(a) in the reference package `anonymity-loss-coefficient` (the paper-003 authors' code), one run
    per (table, secret, release, seed) through `bench/reference_brm.py` in `.venv-ref`; skipped
    with a note when that environment or the package is missing;
(b) in AnonGuard with its default settings;
(c) in AnonGuard with `halting.work_budget: 0`: the adaptive halting rule alone;
(d) in AnonGuard converged, `halting.work_budget: null`: every eligible target attacked.

AnonGuard runs through its command line on one audit file per table and setting, holding every
release and secret, so the baseline is shared as in a real audit. Unlike the other experiments, which
audit frames in memory (`Audit.of_frames`), this one writes the tables to files: the reference
package reads CSV files, and the timings compare what an officer runs, command against command. A default run that attacked
every eligible target of a secret is that secret's converged answer and is reused; a converged
audit runs only for the other secrets (`--always-converge`: always). Column kinds are given to
AnonGuard as the reference package classifies them (`--own-kinds`: let AnonGuard infer them), so
that both compute the same Gower distance; a secret the reference bins with one value per bin is
categorical in its own audit (AnonGuard would predict a continuous secret's mean, the reference
predicts the modal bin).

It writes a Markdown table (`--out`, default docs/reference_table.md) and the raw numbers as
JSON beside it (same name, `.json`): per row the reference's ALC and attempts, AnonGuard's ALC
with its interval and band for each setting, the flags |reference − converged| > 0.1 and
|default − converged| > 0.1, and the timings. Audit files, AnonGuard outputs and the reference's
own files stay in `--work` (default out/reference_alc) for inspection.

An engine without `halting.time_budget_seconds` (before the second-round rewrite) is detected;
then "converged" is emulated with an unlimited attempt count and no early or diminishing-returns
halt, and "adaptive" is the default run itself (the engine has no other rule). The output says
so.

Usage (about 18 minutes on 2 cores with the default secrets; see --help):
    python experiments/reference_alc.py --out docs/reference_table.md
    python experiments/reference_alc.py --table CPS1988 --secret region --out /tmp/t.md   # a quick check
"""

from __future__ import annotations

import argparse
import concurrent.futures as futures
import copy
import csv
import json
import os
import platform
import shutil
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "experiments"))

from public_tables import RELEASES, TABLES, write_table_releases  # noqa: E402

REFERENCE_PYTHON = ROOT / ".venv-ref" / "bin" / "python"
REFERENCE_DRIVER = ROOT / "bench" / "reference_brm.py"
ANONGUARD = ROOT / ".venv" / "bin" / "anonguard"

# Secrets per table: a binary one and one with more values (CPS1988's parttime is dominated by
# one value, which AnonGuard thins and the reference does not). The extra ones run only when
# named with --secret (or with --all-secrets): they keep the whole run near 20 minutes on 2 cores.
# CPS1988's education (19 values) is the slowest: about 200 s per reference run (its baseline
# candidates fit 19 classes) and 3-5 minutes of AnonGuard baseline per setting.
SECRETS = {
    "CPS1988": ["parttime", "region"],  # 2 values (91 % "no"); 4 values
    "HI": ["whi", "education"],  # 2 values (63/37); 6 values
}
EXTRA_SECRETS = {
    "CPS1988": ["education", "ethnicity"],  # 19 values (years of schooling); 2 values (92 % cauc)
    "HI": ["race", "hhi"],  # 3 values (94 % white); 2 values (50/50)
}
SEED = 0
DIFF = 0.1  # a difference larger than this must be explained
VARIANTS = ("default", "adaptive", "converged")
THREAD_VARS = ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS")

# Run under .venv-ref: how the reference package classifies each column of the original
# (continuous columns are matched by |a - b| / range and, as secrets, cut into 20 bins).
REFERENCE_KINDS = r"""
import json, logging, sys
from importlib.metadata import version
import pandas as pd
from anonymity_loss_coefficient.alc.data_files import DataFiles
from anonymity_loss_coefficient.alc.params import ALCParams
frame = pd.read_csv(sys.argv[1])
p = ALCParams().df
files = DataFiles(frame, frame.copy(), p.disc_max, p.disc_min, p.disc_bins, p.discretize_in_place,
                  p.max_cntl_size, p.max_cntl_percent, logging.getLogger("kinds"))
print(json.dumps({"version": version("anonymity-loss-coefficient"),
                  "kinds": {c: files.column_classification[c] for c in frame.columns}}))
"""


# -- running things ---------------------------------------------------------------------------

@dataclass
class Job:
    """One subprocess: an AnonGuard audit or a reference run."""

    kind: str  # "anonguard" or "reference"
    key: dict[str, Any]
    argv: list[str]
    workdir: Path
    result: dict[str, Any] = field(default_factory=dict)
    expected_seconds: float = 30.0


_print_lock = threading.Lock()


def log(message: str) -> None:
    with _print_lock:
        print(message, file=sys.stderr, flush=True)


def child_env(single_threaded: bool) -> dict[str, str]:
    env = dict(os.environ)
    if single_threaded:  # concurrent jobs on few cores: one thread each (caller may override)
        for name in THREAD_VARS:
            env.setdefault(name, "1")
    return env


def run_job(job: Job, env: dict[str, str]) -> Job:
    started = time.perf_counter()
    done = subprocess.run(job.argv, capture_output=True, text=True, env=env, cwd=ROOT)
    wall = time.perf_counter() - started
    job.result.update({"wall_seconds": round(wall, 2), "returncode": done.returncode})
    if job.kind == "reference":
        lines = [line for line in done.stdout.splitlines() if line.strip().startswith("{")]
        if done.returncode == 0 and lines:
            job.result.update(json.loads(lines[-1]))
            job.result.update(reference_operating_points(job.workdir))
        else:
            job.result["error"] = (done.stderr.strip().splitlines() or ["no output"])[-1][:300]
    else:
        audit, partial = job.workdir / "audit.json", job.workdir / "audit.partial.json"
        if audit.is_file():  # status 1: some scenarios failed; their errors are in the file
            job.result["audit_json"] = str(audit)
        else:
            job.result["error"] = (done.stderr.strip().splitlines() or ["no audit.json written"])[-1][:300]
            if partial.is_file():  # the finished results were journaled: use them, the error stays shown
                job.result["audit_json"] = str(partial)
                job.result["error"] += " (results read from audit.partial.json)"
    (job.workdir / "stdout.txt").write_text(done.stdout)
    (job.workdir / "stderr.txt").write_text(done.stderr)
    label = " ".join(f"{v}" for v in job.key.values())
    outcome = job.result.get("error") or (f"ALC {job.result.get('alc')}" if job.kind == "reference" else "ok")
    log(f"  {job.kind:9s} {label}: {wall:.1f} s, {outcome}")
    return job


def reference_operating_points(workdir: Path) -> dict[str, Any]:
    """The reference's chosen (precision, recall) pairs, from the summary it writes."""
    path = workdir / "summary_secret_known.csv"
    if not path.is_file():
        return {}
    with path.open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    if not rows:
        return {}
    row = rows[-1]
    out = {}
    for key in ("attack_prec", "attack_recall", "attack_n", "attack_total_predict", "attack_si_low",
                "attack_si_high", "base_prec", "base_recall", "base_n", "base_total_predict", "base_si_low",
                "base_si_high", "alc_early_low", "alc_early_high"):
        try:
            out[key] = float(row[key])
        except (KeyError, TypeError, ValueError):
            pass
    return out


def reference_available() -> tuple[bool, str]:
    if not REFERENCE_PYTHON.exists():
        return False, ".venv-ref is missing (create it with `make .venv-ref/.installed`)"
    done = subprocess.run([str(REFERENCE_PYTHON), "-c", "import anonymity_loss_coefficient"],
                          capture_output=True, text=True)
    if done.returncode != 0:
        return False, "the package anonymity-loss-coefficient does not import in .venv-ref"
    return True, ""


def reference_kinds(original: Path) -> tuple[dict[str, str], str | None]:
    done = subprocess.run([str(REFERENCE_PYTHON), "-c", REFERENCE_KINDS, str(original)], capture_output=True,
                          text=True, env=child_env(True))
    if done.returncode != 0:
        raise RuntimeError(f"reference column kinds failed: {done.stderr.strip().splitlines()[-1:]}")
    answer = json.loads(done.stdout.strip().splitlines()[-1])
    return answer["kinds"], answer["version"]


def own_bin_per_value(values, bins: int = 20) -> bool:
    """Whether the reference's equal-width bins put every distinct value in a bin of its own.

    Then its modal-bin prediction of the secret is a modal-value prediction, and AnonGuard is
    given the column as categorical when it is the secret (AnonGuard's best row match predicts the
    mean of a continuous secret, the reference the modal bin).
    """
    import numpy as np

    distinct = np.unique(np.asarray(values, dtype=float))
    if distinct.size < 2:
        return True
    edges = np.linspace(distinct[0], distinct[-1], bins + 1)
    return np.unique(np.searchsorted(edges[1:-1], distinct, side="right")).size == distinct.size


def kind_groups(original: Path, secrets: list[str], kinds: dict[str, str] | None) -> list[tuple[dict, list[str]]]:
    """Secrets grouped by the column kinds AnonGuard is given for them: [(kinds, secrets)].

    Every group gets the reference's kinds, except that a secret the reference treats as
    continuous but whose values each have a bin of their own is categorical in its own
    scenarios (see own_bin_per_value). With no reference kinds: one group, AnonGuard infers.
    """
    if not kinds:
        return [({}, list(secrets))]
    import pandas as pd

    frame = pd.read_csv(original)
    groups: list[tuple[dict, list[str]]] = []
    for secret in secrets:
        mine = dict(kinds)
        if kinds.get(secret) == "continuous" and own_bin_per_value(frame[secret]):
            mine[secret] = "categorical"
        for group_kinds, members in groups:
            if group_kinds == mine:
                members.append(secret)
                break
        else:
            groups.append((mine, [secret]))
    return groups


# -- AnonGuard's settings ---------------------------------------------------------------------

def deep_merge(base: dict, extra: dict) -> dict:
    out = copy.deepcopy(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out


def variant_settings(variant: str, seed: int, extra: dict) -> dict:
    """The audit file's settings for a variant: the defaults, the adaptive halting rule alone, or every target."""
    settings: dict[str, Any] = {"seed": seed}
    if variant == "adaptive":
        settings["halting"] = {"work_budget": 0}
    elif variant == "converged":
        settings["halting"] = {"work_budget": None}
    return deep_merge(settings, extra)


def audit_file(info: dict, secrets: list[str], releases: list[str], kinds: dict[str, str] | None,
               settings: dict) -> dict:
    folder = Path(info["folder"])
    return {
        "format": "anonguard-audit",
        "version": 1,
        "original": {"path": os.path.relpath(info["original"], folder), "sha256": None},
        "releases": [{"label": label, "tables": [{"path": os.path.relpath(info["releases"][label], folder),
                                                  "sha256": None}]} for label in releases],
        "secrets": secrets,
        "known_sets": [],  # every column but the secret, as for the reference
        "attacks": [{"id": "best-row-match", "params": {}}],
        "kinds": kinds or {},
        "ignore": [],
        "entity": None,
        "settings": settings,
    }


def anonguard_results(path: str | None) -> tuple[dict[tuple[str, str], dict], dict]:
    """Attribute results of an audit.json by (secret, release), and its header facts."""
    if not path:
        return {}, {}
    data = json.loads(Path(path).read_text())
    by_key = {}
    for result in data.get("results", []):
        if result.get("kind", "attribute") != "attribute":
            continue
        by_key[(result.get("secret"), result.get("release"))] = result
    facts = {"tool": data.get("tool"), "settings_halting": (data.get("settings") or {}).get("halting"),
             "warnings": data.get("warnings", [])}
    return by_key, facts


AG_FIELDS = ("alc", "alc_ci", "alc_in_sample", "risk", "verdict", "conclusive", "n_attempts", "n_targets_available",
             "halt_reason", "status", "error", "seconds", "attack_precision", "attack_recall", "baseline_precision",
             "baseline_recall", "baseline_model")


def pick(result: dict | None) -> dict:
    if not result:
        return {}
    return {k: result.get(k) for k in AG_FIELDS if k in result}


# -- the table --------------------------------------------------------------------------------

def num(value: Any, digits: int = 3) -> str:
    if value is None:
        return "—"
    try:
        return f"{float(value):.{digits}f}"
    except (TypeError, ValueError):
        return str(value)


def interval(ci: Any) -> str:
    if isinstance(ci, (list, tuple)) and len(ci) == 2 and None not in ci:
        return f"[{float(ci[0]):.2f}, {float(ci[1]):.2f}]"
    return ""


def ag_cell(result: dict, band: bool = False) -> str:
    if not result:
        return "—"
    if result.get("status") not in (None, "ok"):
        return f"{result.get('status')}: {str(result.get('error') or '')[:60]}"
    parts = [num(result.get("alc")), interval(result.get("alc_ci"))]
    if band:
        parts.append(str(result.get("risk") or ""))
    parts.append(f"n={result.get('n_attempts')}")
    return " ".join(p for p in parts if p)


def diff(a: Any, b: Any) -> float | None:
    if a is None or b is None:
        return None
    return float(a) - float(b)


def flag(value: float | None) -> str:
    return "" if value is None else (f"**{value:+.3f}**" if abs(value) > DIFF else f"{value:+.3f}")


def markdown(report: dict) -> str:
    meta, rows = report["meta"], report["rows"]
    lines = [
        "# AnonGuard and the reference package on public tables",
        "",
        f"Generated by `experiments/reference_alc.py` on {meta['date']} ({meta['machine']}); total "
        f"{meta['total_seconds']:.0f} s with {meta['jobs']} concurrent job(s). How to read it and what explains "
        "the differences: [reference-comparison.md](reference-comparison.md).",
        "",
        f"- Reference: {meta['reference']}",
        f"- AnonGuard: {meta['anonguard']}",
        f"- Column kinds given to AnonGuard: {meta['kinds_source']}",
        f"- Converged: {meta['converged']} (marked ᵈ)",
        f"- Known columns: every column but the secret; best row match; seed {meta['seed']} for both tools"
        + (f" (reference seeds {', '.join(map(str, meta['reference_seeds']))})" if meta["reference_seeds"] else ""),
    ]
    lines += [f"- Note: {note}" for note in meta["notes"]]
    lines += [
        "",
        "ALC cells: point estimate, [interval] when the engine gives one, band (default run), n = attempts. "
        "Δ columns: **bold** when |Δ| > 0.1.",
        "",
        "| table | secret | release | reference ALC (n, halt) | default ALC [CI] band | adaptive ALC [CI] "
        "| converged ALC [CI] | converged in-sample | Δ ref − conv | Δ default − conv |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        ref = r["reference"]
        if ref.get("alc") is not None:
            seeds = ref.get("alc_seeds")
            ref_cell = f"{num(ref['alc'])} ({int(ref.get('n_attempts', 0))}, {ref.get('halt_code')})"
            if seeds and len(seeds) > 1:
                ref_cell += " seeds " + "/".join(num(s, 2) for s in seeds)
        else:
            ref_cell = ref.get("error") or ref.get("skipped") or "—"
        d, a, c = r["default"], r["adaptive"], r["converged"]
        lines.append(
            f"| {r['table']} | {r['secret']} | {r['release']} | {ref_cell} | {ag_cell(d, band=True)} "
            f"| {ag_cell(a)} | {ag_cell(c)}{'ᵈ' if c and r['converged_source'] == 'default run' else ''} "
            f"| {num(c.get('alc_in_sample'))} | {flag(r['diff_reference_converged'])} "
            f"| {flag(r['diff_default_converged'])} |")
    lines += [
        "",
        "## Operating points (precision, recall at the best PRC)",
        "",
        "Reference precisions are Wilson midpoints, as the package reports them; AnonGuard's are raw precisions.",
        "",
        "| table | secret | release | ref attack P / R | ref baseline P / R (model) | converged attack P / R "
        "| converged baseline P / R (model) |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        ref, c = r["reference"], r["converged"]
        lines.append(
            f"| {r['table']} | {r['secret']} | {r['release']} "
            f"| {num(ref.get('attack_prec'))} / {num(ref.get('attack_recall'))} "
            f"| {num(ref.get('base_prec'))} / {num(ref.get('base_recall'))} ({ref.get('baseline_model', '—')}) "
            f"| {num(c.get('attack_precision'))} / {num(c.get('attack_recall'))} "
            f"| {num(c.get('baseline_precision'))} / {num(c.get('baseline_recall'))} ({c.get('baseline_model', '—')}) |")
    lines += ["", "## Timings", "", "| part | runs | total s | median s | max s |", "|---|---|---|---|---|"]
    for part, figures in meta["timings"].items():
        lines.append(f"| {part} | {figures['runs']} | {num(figures['total'], 1)} | {num(figures['median'], 1)} "
                     f"| {num(figures['max'], 1)} |")
    lines += ["", "AnonGuard audits (one per table and setting, every release and secret in it):", "",
              "| table | setting | secrets | wall s | scenarios | status |", "|---|---|---|---|---|---|"]
    for audit in report["audits"]:
        lines.append(f"| {audit['table']} | {audit['variant']} | {audit.get('secrets', '')} "
                     f"| {num(audit.get('wall_seconds'), 1)} "
                     f"| {audit.get('scenarios', '—')} | {audit.get('error') or audit.get('note') or 'ok'} |")
    return "\n".join(lines) + "\n"


def timing_summary(values: list[float]) -> dict:
    values = sorted(v for v in values if v is not None)
    if not values:
        return {"runs": 0, "total": None, "median": None, "max": None}
    middle = len(values) // 2
    median = values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2
    return {"runs": len(values), "total": sum(values), "median": median, "max": values[-1]}


# -- main -------------------------------------------------------------------------------------

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "reference_table.md",
                        help="Markdown table; the raw numbers go to the same name with .json")
    parser.add_argument("--work", type=Path, default=ROOT / "out" / "reference_alc",
                        help="tables, audit files, AnonGuard outputs and the reference's files")
    parser.add_argument("--table", action="append", choices=sorted(TABLES), help="default: every table")
    parser.add_argument("--secret", action="append",
                        help="only these secrets (among SECRETS and EXTRA_SECRETS of the chosen tables)")
    parser.add_argument("--all-secrets", action="store_true", help="also the tables' EXTRA_SECRETS")
    parser.add_argument("--release", action="append", choices=RELEASES, help="default: every release")
    parser.add_argument("--reference-seeds", default=str(SEED),
                        help="comma-separated seeds for the reference (it is slow: ~35-45 s a run); the table "
                             "shows the first seed's ALC and the others beside it")
    parser.add_argument("--seed", type=int, default=SEED, help="AnonGuard's seed")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="concurrent subprocesses")
    parser.add_argument("--skip-reference", action="store_true")
    parser.add_argument("--variants", default=",".join(VARIANTS), help="AnonGuard settings to run")
    parser.add_argument("--always-converge", action="store_true",
                        help="run the converged audit even for secrets whose default run attacked every eligible "
                             "target (by default such a run is the converged answer and is reused)")
    parser.add_argument("--own-kinds", action="store_true", help="let AnonGuard infer column kinds")
    parser.add_argument("--extra-settings", default="{}",
                        help="JSON merged into every AnonGuard audit's settings, e.g. '{\"limits\": {\"isolate\": false}}'")
    parser.add_argument("--anonguard", default=str(ANONGUARD),
                        help="the anonguard command (split on spaces), e.g. 'PYTHON -m anonguard.cli.main'")
    args = parser.parse_args()

    started = time.perf_counter()
    tables = args.table or list(TABLES)
    releases = args.release or list(RELEASES)
    ref_seeds = [int(s) for s in args.reference_seeds.split(",") if s.strip()]
    variants = [v for v in args.variants.split(",") if v]
    unknown = set(variants) - set(VARIANTS)
    if unknown:
        parser.error(f"unknown variant(s) {sorted(unknown)}; choose among {', '.join(VARIANTS)}")
    extra = json.loads(args.extra_settings)
    notes: list[str] = []
    if extra:
        notes.append(f"extra AnonGuard settings: {json.dumps(extra)}")
    reuse_default = "default" in variants and "converged" in variants and not args.always_converge

    use_reference, why_not = (False, "skipped (--skip-reference)") if args.skip_reference else reference_available()
    if not use_reference:
        notes.append(f"reference runs skipped: {why_not}")
        log(f"reference runs skipped: {why_not}")
    ref_version = None

    work = args.work.resolve()
    work.mkdir(parents=True, exist_ok=True)
    table_info: dict[str, dict] = {}
    table_secrets: dict[str, list[str]] = {}
    kinds_used: dict[str, dict] = {}

    def audit_jobs(table: str, variant: str, secrets: list[str]) -> list[Job]:
        """One audit per group of `secrets` sharing their column kinds (usually one)."""
        return [audit_job(table, variant, group_kinds, members)
                for group_kinds, members in kind_groups(table_info[table]["original"], secrets, kinds_used[table])]

    def audit_job(table: str, variant: str, kinds: dict, secrets: list[str]) -> Job:
        info = table_info[table]
        settings = variant_settings(variant, args.seed, extra)
        name = f"{variant}-{'-'.join(secrets)}"
        outdir = work / "anonguard" / table / name
        if outdir.exists():
            shutil.rmtree(outdir)
        outdir.mkdir(parents=True)
        config = Path(info["folder"]) / f"audit_{name}.json"
        config.write_text(json.dumps(audit_file(info, secrets, releases, kinds or None, settings), indent=2) + "\n")
        argv = [*args.anonguard.split(), "audit", "--config", str(config), "--out", str(outdir),
                "--format", "json", "--quiet"]
        # a rough guess of its length (attacking every target of every scenario), to start long jobs first
        expected = 0.0017 * info["rows"] * len(secrets) * len(releases) * (0.4 if variant == "adaptive" else 1.0)
        return Job("anonguard", {"table": table, "variant": variant, "secrets": ",".join(secrets)}, argv, outdir,
                   expected_seconds=expected)

    ready: list[Job] = []
    for table in tables:
        candidates = SECRETS[table] + EXTRA_SECRETS.get(table, [])
        if args.secret:
            secrets = [s for s in candidates if s in args.secret]
        else:
            secrets = candidates if args.all_secrets else list(SECRETS[table])
        if not secrets:
            continue
        info = write_table_releases(table, work / "tables" / table)
        table_info[table], table_secrets[table] = info, secrets
        kinds = None
        if use_reference and not args.own_kinds:
            kinds, ref_version = reference_kinds(info["original"])
        kinds_used[table] = kinds or {}
        for variant in variants:
            if variant == "converged" and reuse_default:
                continue  # decided once the default run is done
            ready.extend(audit_jobs(table, variant, secrets))
        if use_reference:
            for secret in secrets:
                known = [c for c in info["columns"] if c != secret]
                for release in releases:
                    for seed in ref_seeds:
                        workdir = work / "reference" / table / secret / release / f"seed{seed}"
                        if workdir.exists():  # the package skips attacks it finds already done there
                            shutil.rmtree(workdir)
                        argv = [str(REFERENCE_PYTHON), str(REFERENCE_DRIVER), "--original", str(info["original"]),
                                "--release", str(info["releases"][release]), "--secret", secret,
                                "--known", ",".join(known), "--seed", str(seed), "--workdir", str(workdir)]
                        ready.append(Job("reference", {"table": table, "secret": secret, "release": release,
                                                       "seed": seed}, argv, workdir, expected_seconds=40.0))
    if not ready:
        raise SystemExit("nothing to run: no table / secret / release matched")

    # -- run: longest first, at most --jobs at a time; a default run that did not attack every
    # eligible target of a secret adds a converged run for that secret --------------------------
    env = child_env(args.jobs > 1)
    log(f"{len(ready)} runs to start ({sum(j.kind == 'reference' for j in ready)} reference, "
        f"{sum(j.kind == 'anonguard' for j in ready)} AnonGuard audits), {args.jobs} at a time")
    finished: list[Job] = []
    converged_from_default: dict[str, list[str]] = {}
    with futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        running: dict[futures.Future, Job] = {}
        while ready or running:
            ready.sort(key=lambda j: -j.expected_seconds)
            while ready and len(running) < max(1, args.jobs):
                job = ready.pop(0)
                running[pool.submit(run_job, job, env)] = job
            done, _ = futures.wait(running, return_when=futures.FIRST_COMPLETED)
            for future in done:
                job = running.pop(future)
                future.result()
                finished.append(job)
                if reuse_default and job.kind == "anonguard" and job.key["variant"] == "default":
                    table, secrets = job.key["table"], job.key["secrets"].split(",")
                    results, _ = anonguard_results(job.result.get("audit_json"))
                    exhaustive = [s for s in secrets
                                  if all(results.get((s, r), {}).get("halt_reason") == "exhausted" for r in releases)]
                    converged_from_default.setdefault(table, []).extend(exhaustive)
                    rest = [s for s in secrets if s not in exhaustive]
                    if rest:
                        ready.extend(audit_jobs(table, "converged", rest))
                    log(f"  {table} ({', '.join(secrets)}): default run attacked every eligible target for "
                        f"{', '.join(exhaustive) or 'no secret'}" + (f"; converged run for {', '.join(rest)}" if rest else ""))

    # -- collect ---------------------------------------------------------------------------
    audits, ag_by_table, ag_facts = [], {}, None
    for job in (j for j in finished if j.kind == "anonguard"):
        table, variant = job.key["table"], job.key["variant"]
        results, facts = anonguard_results(job.result.get("audit_json"))
        ag_by_table.setdefault((table, variant), {}).update(results)
        ag_facts = ag_facts or facts
        audits.append({"table": table, "variant": variant, "secrets": job.key["secrets"],
                       "wall_seconds": job.result.get("wall_seconds"), "returncode": job.result.get("returncode"),
                       "scenarios": len(results), "error": job.result.get("error"),
                       "audit_json": job.result.get("audit_json"),
                       "scenario_seconds": {f"{s}/{r}": res.get("seconds") for (s, r), res in results.items()}})
    for table, secrets in converged_from_default.items():
        default = ag_by_table.get((table, "default"), {})
        reused = {key: res for key, res in default.items() if key[0] in secrets}
        ag_by_table.setdefault((table, "converged"), {}).update(reused)
        if secrets:
            audits.append({"table": table, "variant": "converged", "secrets": ",".join(secrets),
                           "note": "= default run (it attacked every eligible target)"})
    ref_runs = {}
    for job in (j for j in finished if j.kind == "reference"):
        k = job.key
        ref_runs.setdefault((k["table"], k["secret"], k["release"]), []).append({"seed": k["seed"], **job.result})

    rows = []
    for table, info in table_info.items():
        for secret in table_secrets[table]:
            for release in releases:
                runs = sorted(ref_runs.get((table, secret, release), []), key=lambda r: ref_seeds.index(r["seed"]))
                reference = dict(runs[0]) if runs else {"skipped": "not run"}
                if len(runs) > 1:
                    reference["alc_seeds"] = [r.get("alc") for r in runs]
                    reference["runs"] = runs
                ag = {v: pick(ag_by_table.get((table, v), {}).get((secret, release))) for v in VARIANTS}
                conv = ag["converged"].get("alc")
                rows.append({
                    "table": table, "secret": secret, "release": release, "reference": reference, **ag,
                    "converged_source": ("default run" if secret in converged_from_default.get(table, [])
                                         else "converged run"),
                    "diff_reference_converged": diff(reference.get("alc"), conv),
                    "diff_default_converged": diff(ag["default"].get("alc"), conv),
                    "diff_adaptive_converged": diff(ag["adaptive"].get("alc"), conv),
                })

    ref_jobs = [j for j in finished if j.kind == "reference"]
    timings = {
        "reference run (wall, each)": timing_summary([j.result.get("wall_seconds") for j in ref_jobs]),
        "reference baseline model selection (each)": timing_summary(
            [j.result.get("baseline_select_seconds") for j in ref_jobs]),
    }
    for variant in variants:
        walls = [a.get("wall_seconds") for a in audits if a["variant"] == variant and a.get("wall_seconds")]
        if walls:
            timings[f"AnonGuard audit, {variant} (wall, per table)"] = timing_summary(walls)
        per_scenario = [s for a in audits if a["variant"] == variant for s in (a.get("scenario_seconds") or {}).values()]
        if per_scenario:
            timings[f"AnonGuard scenario, {variant} (each)"] = timing_summary(per_scenario)
    total = time.perf_counter() - started
    tool = (ag_facts or {}).get("tool") or {}
    report = {
        "meta": {
            "date": time.strftime("%Y-%m-%d"), "machine": f"{platform.system()}, {os.cpu_count()} cores",
            "total_seconds": total, "jobs": args.jobs, "seed": args.seed,
            "reference_seeds": ref_seeds if use_reference else [],
            "reference": (f"anonymity-loss-coefficient {ref_version}, BrmAttack via bench/reference_brm.py"
                          if use_reference else f"not run ({why_not})"),
            "anonguard": f"{tool.get('name', 'anonguard')} {tool.get('version', '?')}, {args.anonguard}",
            "kinds_source": ("AnonGuard's own inference" if args.own_kinds or not use_reference
                                                   else "as the reference package classifies the columns; a secret it bins "
                                                   "with one value per bin is categorical in its own scenarios"),
            "converged": ("a default run that attacked every eligible target is the converged answer and is reused"
                          if reuse_default else "always a run of its own"),
            "kinds": kinds_used,
            "kinds_per_secret": {t: {m: g for g, ms in kind_groups(i["original"], table_secrets[t], kinds_used[t])
                                     for m in ms} for t, i in table_info.items()},
            "tables": {t: {"rows": i["rows"], "columns": i["columns"], "sha256": i["sha256"],
                                                "secrets": table_secrets[t]} for t, i in table_info.items()},
            "releases": releases, "variants": variants, "notes": notes, "timings": timings,
            "anonguard_warnings": (ag_facts or {}).get("warnings", []),
        },
        "rows": rows, "audits": audits,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(markdown(report))
    args.out.with_suffix(".json").write_text(json.dumps(report, indent=1, default=str) + "\n")
    log(f"wrote {args.out} and {args.out.with_suffix('.json')} in {total:.0f} s")


if __name__ == "__main__":
    main()
