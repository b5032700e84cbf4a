"""`anonguard treat --search --budget SECONDS`: the frontier search from the command line.

The installed treatments propose candidate chains for each release named by --from (or the original); each is
audited with everything the audit holds, within the budget (`anonguard.engine.treatment.search`). The search
writes DIR/frontier.csv and DIR/frontier.json (every candidate: its chain, verdict, risk, utility, whether it is on
the front) and DIR/frontier.png (the risk–utility map). When a candidate is safe on every reading and on the front,
the one keeping the most is audited again beside the untreated releases as `anonguard treat` audits a chain: its
report, its treated table in its source's format and the audit file that makes and audits it again next year.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from anonguard.cli.parser import UsageError
from anonguard.cli.treat_command import treat_sources, write_treated
from anonguard.engine.spec import AuditSpec, TreatedRelease, TreatmentsSpec, UtilitySpec
from anonguard.engine.treatment.plan import inherit_row_order
from anonguard.engine.treatment.search import FrontierSearch, SearchFinished, SearchProgress
from anonguard.fileio import atomic_write_text, write_file
from anonguard.report.frontier import Frontier, frontier

COLUMNS = ("release", "from", "chain", "audited", "verdict", "risk", "risk_measured", "utility", "utility_low",
           "utility_high", "on_front")


def run_search(args: argparse.Namespace, spec_from_args: Callable[[argparse.Namespace], AuditSpec],
               execute: Callable[..., int]) -> int:
    """Search, write the frontier, then audit the first choice in full (if any is safe)."""
    if args.treatment:
        raise UsageError("--search proposes the chains itself; drop --treatment (or drop --search to audit the chain "
                         "you give)")
    spec = spec_from_args(args)
    spec.utility = spec.utility or UtilitySpec()
    search = FrontierSearch(spec, treat_sources(spec, args), args.budget, args.candidates)
    out = Path(args.out)
    started = time.perf_counter()
    try:
        for event in search.run():
            if isinstance(event, SearchProgress) and not args.quiet:
                print(f"anonguard: {event.words}", file=sys.stderr)
            elif isinstance(event, SearchFinished):
                found = event
    except KeyboardInterrupt:  # Ctrl-C or SIGTERM: what was audited is written, then the stop goes on
        stopped = search.finished(cancelled=True)
        _write(frontier(stopped), stopped, out, args)
        raise
    seconds = time.perf_counter() - started
    chosen = frontier(found)
    _write(chosen, found, out, args)
    print(_table(chosen, found, seconds))
    print(chosen.advice())
    best = chosen.best
    if best is None:
        return 0
    candidate = next(c for c in found.candidates if c.label == best.release)
    spec.treatments = TreatmentsSpec(releases=[candidate.treated()])
    inherit_row_order(spec, [TreatedRelease(candidate.label, candidate.source, list(candidate.steps))])
    print(f"anonguard: auditing {candidate.label} again beside the untreated releases, as 'anonguard treat' would",
          file=sys.stderr)

    def written(audit: Any) -> None:
        for path in write_treated(audit, out):
            print(f"wrote {path}")

    return execute(spec, args, after=written)


def _write(found: Frontier, search: SearchFinished, out: Path, args: argparse.Namespace) -> None:
    """frontier.json, frontier.csv and frontier.png in `out` (readable by the owner alone: they describe the
    original's people)."""
    out.mkdir(parents=True, exist_ok=True)
    whole = {**found.to_dict(), "budget_seconds": args.budget, "key_variables": list(search.keys),
             "audited": len(search.audited), "proposed": len(search.candidates), "cancelled": search.cancelled,
             "failed": search.failed, "warnings": search.warnings}
    atomic_write_text(out / "frontier.json", json.dumps(whole, indent=1, default=str))
    text = io.StringIO()
    writer = csv.DictWriter(text, COLUMNS, extrasaction="ignore", lineterminator="\n")
    writer.writeheader()
    writer.writerows(row.to_dict() for row in found.rows)
    write_file(out / "frontier.csv", text.getvalue().encode("utf-8"), 0o600)
    if found.map is not None:
        _draw(found, out / "frontier.png")
    print(f"wrote {out / 'frontier.json'}, {out / 'frontier.csv'}"
          + (f", {out / 'frontier.png'}" if found.map is not None else ""))


def _draw(found: Frontier, path: Path) -> None:
    from matplotlib.figure import Figure  # drawn off-screen: no display is needed

    from anonguard.report.figures import BAND_COLORS, to_png
    from anonguard.report.risk_utility import draw_map

    figure = Figure(figsize=(7.5, 5.5))
    draw_map(figure.add_subplot(), found.map, BAND_COLORS)
    figure.tight_layout()
    write_file(path, to_png(figure, dpi=120), 0o600)


def _table(found: Frontier, search: SearchFinished, seconds: float) -> str:
    lines = [f"Frontier search: {len(search.audited)} of {len(search.candidates)} candidate chains audited in "
             f"{seconds:.0f} s (key variables, riskiest first: {', '.join(search.keys)})"]
    lines.append(f"{'release':<16} {'verdict':<13} {'risk':>5} {'utility':>8} {'front':<5}  chain")
    for row in found.rows:
        p = row.point
        if p is None:
            lines.append(f"{row.release:<16} {'not audited':<13} {'':>5} {'':>8} {'':<5}  {row.chain}")
            continue
        risk = f"{p.risk:.2f}" if p.measured else "-"
        lines.append(f"{row.release:<16} {p.band:<13} {risk:>5} {100 * p.utility:>7.0f}% {'yes' if p.on_front else 'no':<5}"
                     f"  {row.chain or '(untreated)'}")
    for label, why in search.failed.items():
        lines.append(f"  {label}: left out, {why}")
    return "\n".join(lines)
