"""The attribute-inference results as the command line prints them: one line per finished result
while the audit runs, a table when it ends."""

from __future__ import annotations

from anonguard.cli.membership_table import membership_summary
from anonguard.engine.outcome import Kind, Status


def summary(result) -> str:
    """One line for a finished result, as the command line reports it while the audit runs."""
    if result.kind == Kind.MEMBERSHIP:
        return membership_summary(result)
    where = f"{result.attack_id} on {result.release}: secret {result.secret}"
    if result.status == Status.FAILED:
        return f"{where}: FAILED {result.error}"
    if result.status == Status.NOT_APPLICABLE:
        return f"{where}: NOT APPLICABLE: {'; '.join(result.problems)}"
    if result.alc is None:
        return f"{where}: {result.status}"
    return (f"{where}: ALC {_alc(result)} {result.verdict} ({result.n_attempts:,} of {result.n_targets_available:,} "
            f"targets, {result.halt_reason})")


def _alc(result) -> str:
    """ALC with its interval; far below −1 it only says 'no advantage'."""
    low, high = result.alc_ci
    if result.alc < -1:
        return "no advantage (below -1)"
    return f"{result.alc:.2f} [{max(low, -1):.2f}, {high:.2f}]"


def results_table(results: list) -> str:
    """The attribute results as a fixed-width table, with the notes on undecided and disagreeing readings."""
    width = max([20] + [len(r.attack_id) for r in results])
    header = (f"{'release':<14} {'attack':<{width}} {'secret':<14} {'known':>5} {'ALC [interval]':<24} {'verdict':<12} "
              f"{'P_atk':>6} {'R_atk':>6} {'P_base':>6} {'R_base':>6} {'PI':>6} {'n':>7}  baseline")
    lines = [header, "-" * len(header)]
    for r in results:
        start = f"{r.release:<14} {r.attack_id:<{width}} {r.secret:<14} {len(r.known):>5}"
        if r.status in (Status.FAILED, Status.NOT_APPLICABLE) or r.alc is None:
            lines.append(f"{start} {r.status}: {r.error or '; '.join(r.problems)}")
            continue
        a, b = r.attack, r.baseline
        lines.append(
            f"{start} {_alc(r):<24} {r.verdict:<12} "
            f"{_fmt(a and a.precision)} {_fmt(a and a.recall)} {_fmt(b and b.precision)} {_fmt(b and b.recall)} "
            f"{_fmt(r.precision_improvement)} {r.n_attempts:>7,}  {r.baseline_model}"
        )
    notes = [f"  {r.release} · {r.attack_id} · {r.secret}: {r.verdict_note}" for r in results if r.verdict_note]
    undecided = [r for r in results if r.verdict == "undetermined" and r.attempts_to_decide]
    lines += ["", "Where the readings disagree or more attempts are needed:", *notes] if notes or undecided else []
    lines += [f"  {r.release} · {r.attack_id} · {r.secret}: undetermined; about {r.attempts_to_decide:,} attempts "
              f"(of {r.n_targets_available:,} targets) would decide it" for r in undecided]
    lines.append("ALC and precision improvement (PI, paper 000: attack against baseline on the same people) are "
                 "cross-fitted, with 95 % intervals; a band is claimed only when its interval settles it.")
    return "\n".join(lines)


def _fmt(value) -> str:
    return f"{value:>6.3f}" if value is not None else f"{'-':>6}"
