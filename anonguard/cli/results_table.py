"""The attribute-inference results as the command line prints them: one line per finished result
while the audit runs, a table when it ends."""

from __future__ import annotations

from anonguard.cli.membership_table import membership_summary
from anonguard.engine.outcome import Kind, Status
from anonguard.report.result_words import abbreviated, header


def summary(result) -> str:
    """One line for a finished result, as the command line reports it while the audit runs."""
    if result.kind == Kind.MEMBERSHIP:
        return membership_summary(result)
    where = f"{result.attack_id} on {result.release}: " + (
        result.secret if result.kind == Kind.IDENTITY else f"{header('secret').lower()} {result.secret}")
    if result.status == Status.FAILED:
        return f"{where}: FAILED {result.error}"
    if result.status == Status.NOT_APPLICABLE:
        return f"{where}: NOT APPLICABLE: {'; '.join(result.problems)}"
    if result.alc is None:  # an identity attack with nothing to claim has a verdict and a note, but no ALC
        return f"{where}: {result.verdict}: {result.verdict_note}" if result.verdict else f"{where}: {result.status}"
    return (f"{where}: ALC {_alc(result)} {result.verdict} ({result.n_attempts:,} of {result.n_targets_available:,} "
            f"targets, {result.halt_reason})")


def _alc(result) -> str:
    """ALC with its interval; far below −1 it only says 'no advantage'."""
    low, high = result.alc_ci
    if result.alc < -1:
        return "no advantage (below -1)"
    return f"{result.alc:.2f} [{max(low, -1):.2f}, {high:.2f}]"


def results_table(results: list, what: str = "secret") -> str:
    """The attribute (or, with `what` "claim", identity) results as a fixed-width table, with the notes on
    undecided and disagreeing readings."""
    width = max([20] + [len(r.attack_id) for r in results])
    secret = max([len(header(what))] + [len(r.secret) for r in results])
    heads = [f"{header('release'):<14}", f"{header('attack_id'):<{width}}", f"{header(what):<{secret}}",
             f"{abbreviated('known'):>9}", f"{header('alc_with_interval'):<24}", f"{header('verdict'):<12}",
             *(f"{header(key):>13}" for key in ("attack_precision", "attack_recall", "baseline_precision",
                                                "baseline_recall")),
             f"{abbreviated('precision_improvement'):>11}", f"{header('n_attempts'):>8}", f" {header('baseline_model')}"]
    head = " ".join(heads)
    lines = [head, "-" * len(head)]
    for r in results:
        start = f"{r.release:<14} {r.attack_id:<{width}} {r.secret:<{secret}} {len(r.known):>9}"
        if r.status in (Status.FAILED, Status.NOT_APPLICABLE) or r.alc is None:
            said = f"{r.verdict}: {r.verdict_note}" if r.verdict else f"{r.status}: {r.error or '; '.join(r.problems)}"
            lines.append(f"{start} {said}")
            continue
        a, b = r.attack, r.baseline
        lines.append(
            f"{start} {_alc(r):<24} {r.verdict:<12} "
            + " ".join(_fmt(v, 13) for v in (a and a.precision, a and a.recall, b and b.precision, b and b.recall))
            + f" {_fmt(r.precision_improvement, 11)} {r.n_attempts:>8,}  {r.baseline_model}"
        )
    notes = [f"  {r.release} · {r.attack_id} · {r.secret}: {r.verdict_note}" for r in results if r.verdict_note]
    undecided = [r for r in results if r.verdict == "undetermined" and r.attempts_to_decide]
    lines += ["", "Where the readings disagree or more attempts are needed:", *notes] if notes or undecided else []
    lines += [f"  {r.release} · {r.attack_id} · {r.secret}: undetermined; about {r.attempts_to_decide:,} attempts "
              + (f"(of {r.n_targets_available:,} targets) would decide it" if r.attempts_to_decide <= r.n_targets_available
                 else f"would decide it, more than the {r.n_targets_available:,} targets attacked") for r in undecided]
    lines.append("Key vars.: how many key variables the attacker knows. P: precision, cov.: coverage at each side's "
                 "operating point. ALC and the precision improvement (paper 000: attack against baseline on the same "
                 "people) are cross-fitted, with 95 % intervals; a band is claimed only when its interval settles it.")
    return "\n".join(lines)


def _fmt(value, width: int) -> str:
    return f"{value:>{width}.3f}" if value is not None else f"{'-':>{width}}"
