"""Membership results as text: one line per scenario while running, a table at the end."""

from __future__ import annotations

from anonguard.engine.membership_result import MembershipResult
from anonguard.engine.outcome import Status
from anonguard.report.result_words import abbreviated, header

READ_AT = (1.0, 100.0, 1000.0)  # skews always shown in the table, besides the realistic one


def membership_summary(result: MembershipResult) -> str:
    where = f"{result.attack_id} on {result.release}: membership"
    if result.status == Status.FAILED or result.auc is None:
        return f"{where}: {result.status.upper()} {result.error or ''}".rstrip()
    head = result.headline
    return (f"{where}: AUC {result.auc:.3f}, best precision {head['best_precision']:.3f} at {head['label']} "
            f"(base rate {head['base_rate']:.4f}), {result.members}+{result.non_members} candidates, {result.halt_reason}")


def membership_table(results: list[MembershipResult]) -> str:
    """AUC, TPR at the FPR levels and precision at the standard and realistic skews (000 §5)."""
    levels = next((r.operating_points for r in results if r.operating_points), [])
    realistic = next((r.realistic_skew for r in results if r.realistic_skew), None)
    skews = [k for k in READ_AT] + ([realistic] if realistic and realistic not in READ_AT else [])
    width = max([16] + [len(r.attack_id) for r in results])
    head = (f"{header('release'):<14} {header('attack_id'):<{width}} {header('members'):>7} "
              f"{abbreviated('non_members'):>7} {header('auc'):>5} "
              + " ".join(f"{'TPR@' + format(p['fpr_level'], 'g'):>10}" for p in levels) + " "
              + " ".join(f"{'P 1:' + format(k, '.4g'):>9}" for k in skews) + f" {header('membership_alc'):>6}")
    lines = [head, "-" * len(head)]
    for r in results:
        start = f"{r.release:<14} {r.attack_id:<{width}}"
        if r.status == Status.FAILED or r.auc is None:
            lines.append(f"{start} {r.status}: {r.error or ''}")
            continue
        tprs = " ".join(f"{p['tpr']:>9.4f}{'' if p['resolved'] else '*'}" for p in r.operating_points)
        by_skew = {s["skew"]: s for s in r.by_skew}
        precisions = " ".join(f"{by_skew[k]['best_precision']:>9.3f}" if k in by_skew else f"{'-':>9}" for k in skews)
        head = r.headline
        lines.append(f"{start} {r.members:>7} {r.non_members:>7} {r.auc:>5.3f} {tprs}  {precisions} {head['alc']:>6.3f}")
    lines.append(
        "TPR@f: share of members found while wrongly claiming at most the share f of non-members. "
        "P 1:k: best precision claiming 'member' when k non-members stand beside each member (the base rate is "
        "1/(1+k)); ALC against that base rate at " + (f"the stated skew 1:{realistic:.4g}" if realistic else "the largest skew")
        + "; * fewer non-members than 1/FPR: that TPR is read at FPR 0"
    )
    return "\n".join(lines)
