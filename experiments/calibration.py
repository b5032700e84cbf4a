"""Calibration of AnonGuard's intervals and verdicts on releases whose true answer is known.

For each known-answer release (`tests/known_answer.py`: a share f of people copied exactly into the
release, a share s of those copies with a redrawn sensitive value, everyone else replaced by an
independent draw), many audits under different seeds: each draws a new population and release and
attacks every person with best row match against the majority baseline. The table gives how often
the reported 95 % intervals hold the true ALC and the true precision improvement, and which verdicts
were given. Run: `python experiments/calibration.py --seeds 100 --out docs/calibration_table.md`.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from known_answer import known_audit, true_measures  # noqa: E402

from anonguard.engine.decision import decide  # noqa: E402
from anonguard.engine.estimate import Interval  # noqa: E402
from anonguard.engine.measures import RiskBands  # noqa: E402

# (share copied, share of copies redrawn): true ALC from below zero to the serious band
CASES = [(0.0, 0.0), (0.2, 0.6), (0.2, 0.45), (0.1, 0.3), (0.15, 0.15), (0.05, 0.0)]
ROWS = 3000


def run_case(f: float, s: float, seeds: int) -> dict:
    truth = true_measures(f, s)
    true_band = decide(Interval(truth["alc"], truth["alc"], truth["alc"]), RiskBands())
    alc_in = pi_in = 0
    verdicts: Counter = Counter()
    started = time.perf_counter()
    for seed in range(seeds):
        audit = known_audit(ROWS, f, s, seed).prepare()  # frames in memory: nothing written or read
        for _ in audit.run():
            pass
        result = audit.results[0]
        alc_in += result.alc_ci[0] <= truth["alc"] <= result.alc_ci[1]
        equal = result.equal_coverage
        pi_in += equal is not None and equal.improvement.low <= truth["pi"] <= equal.improvement.high
        verdicts[result.verdict] += 1
    return {"f": f, "s": s, "alc": truth["alc"], "pi": truth["pi"], "band": true_band, "alc_in": alc_in, "pi_in": pi_in,
            "verdicts": verdicts, "seeds": seeds, "seconds": time.perf_counter() - started}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--out", type=Path, default=Path("docs/calibration_table.md"))
    args = parser.parse_args()
    rows = []
    for f, s in CASES:
        row = run_case(f, s, args.seeds)
        rows.append(row)
        print(f"f={f} s={s}: ALC {row['alc']:.3f} held {row['alc_in']}/{row['seeds']}, "
              f"PI {row['pi']:.3f} held {row['pi_in']}/{row['seeds']}, verdicts {dict(row['verdicts'])}", flush=True)
    lines = [
        f"| copied f | redrawn s | true ALC | true band | ALC interval held the truth | true PI | PI interval held "
        f"the truth | verdicts ({args.seeds} seeds) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        told = ", ".join(f"{n} {v}" for v, n in r["verdicts"].most_common())
        lines.append(f"| {r['f']:g} | {r['s']:g} | {r['alc']:.3f} | {r['band']} | {r['alc_in'] / r['seeds']:.0%} | "
                     f"{r['pi']:.3f} | {r['pi_in'] / r['seeds']:.0%} | {told} |")
    total = sum(r["seeds"] for r in rows)
    lines.append("")
    lines.append(f"Over all {total} audits: the ALC interval held the truth in "
                 f"{sum(r['alc_in'] for r in rows) / total:.1%}, the precision-improvement interval in "
                 f"{sum(r['pi_in'] for r in rows) / total:.1%} (nominal 95 %); {ROWS:,} people per population, "
                 "every one attacked.")
    args.out.write_text("\n".join(lines) + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
