"""The report's tables for spreadsheets: one row per result, and on request one per attempt."""

from __future__ import annotations

import pandas as pd

from anonguard.data.writers import inert
from anonguard.report.model import Report
from anonguard.report.presenters import presenter_of

# the documented columns of results.csv, in order (docs/report.md lists the same)
RESULT_COLUMNS = {
    "kind": "attribute, membership, identity, or risk-utility (one row per release on the risk-utility map)",
    "release": "the release label",
    "attack_id": "the attack plugin's id",
    "secret": "attribute: the column the attacker tries to learn",
    "known": "attribute: the columns the attacker knows, separated by '; '",
    "status": "ok, failed, cancelled or not-applicable",
    "problems": "attribute: why the audit's set-up leaves the result without a meaning (not-applicable)",
    "verdict": "the band decided from the intervals: safe, at-risk, serious or undetermined",
    "verdict_note": "attribute: where ALC and the equal-coverage improvement disagree, or what keeps the band open",
    "attempts_to_decide": "attribute: attempts in all that would likely decide an undetermined verdict",
    "alc": "anonymity loss coefficient, cross-fitted (membership: at the realistic or largest odds); raw, may be below -1",
    "alc_low": "lower end of its 95 % interval",
    "alc_high": "upper end of its 95 % interval",
    "risk": "the band the ALC interval alone decides",
    "alc_in_sample": "attribute: best against best PRC on the attempts that chose them (paper 003's reading)",
    "precision_improvement": "attribute: the largest sure precision improvement at equal coverage (paper 000)",
    "precision_improvement_low": "lower end of its 95 % interval",
    "precision_improvement_high": "upper end of its 95 % interval",
    "precision_improvement_coverage": "coverage at which it was measured",
    "precision_improvement_risk": "the band its interval decides",
    "attack_precision": "attribute: precision at the attack's operating point (cross-fitted)",
    "attack_precision_low": "lower end of its confidence interval",
    "attack_precision_high": "upper end of its confidence interval",
    "attack_recall": "coverage at that point",
    "attack_prc": "the attack's PRC there",
    "baseline_precision": "attribute: precision at the baseline's operating point (cross-fitted)",
    "baseline_precision_low": "lower end of its confidence interval",
    "baseline_precision_high": "upper end of its confidence interval",
    "baseline_recall": "coverage at that point",
    "baseline_prc": "the baseline's PRC there",
    "baseline_model": "the baseline model chosen",
    "n_attempts": "attribute: people attacked",
    "n_targets_available": "attribute: people who could have been attacked",
    "members": "membership: members scored",
    "non_members": "membership: non-members scored",
    "auc": "membership: area under the ROC",
    "odds": "membership: members : non-members the ALC is read at",
    "best_precision": "membership: best precision at those odds",
    "base_rate": "membership: precision of claiming everyone at those odds",
    "tpr_at_fpr_0.001": "membership: share of members found at a false-positive rate of at most 0.001",
    "tpr_at_fpr_0.01": "membership: the same at 0.01",
    "map_risk": "risk-utility: the release's risk on the map, its worst ALC's upper end (1 when none was measured)",
    "risk_measured": "risk-utility: whether an ALC was measured (else the release is drawn at the top of the risk axis)",
    "utility": "risk-utility: the share of the original a random subsample as faithful would keep (pairs of variables)",
    "utility_low": "the same, read on the subsamples' lowest scores",
    "utility_high": "the same, read on their highest scores",
    "on_front": "risk-utility: whether no other release keeps more at no more risk",
    "first_choice": "risk-utility: the release on the front with the most utility among the safe ones",
    "halt_reason": "why the run stopped",
    "error": "what went wrong, for a failed result",
    "seconds": "time the result took",
}


def results_frame(report: Report) -> pd.DataFrame:
    """Every result of the audit as one row of `RESULT_COLUMNS`."""
    rows = []
    for r in report.results:
        row = {"kind": r.kind, "release": r.release, "attack_id": r.attack_id, "status": r.status,
               "halt_reason": r.halt_reason, "error": r.error, "seconds": r.seconds}
        row.update(presenter_of(r.kind).spreadsheet_row(r, report))
        rows.append(row)
    rows += _map_rows(report)
    frame = pd.DataFrame(rows, columns=list(RESULT_COLUMNS))
    counts = ["n_attempts", "n_targets_available", "attempts_to_decide", "members", "non_members"]
    frame[counts] = frame[counts].astype("Int64")  # whole numbers, empty where the kind has none
    return inert(frame)


def _map_rows(report: Report) -> list[dict]:
    """The risk-utility map's releases, one row each, when the audit measured utility."""
    found = report.summaries().get("risk_utility")
    if not found:
        return []
    return [{"kind": "risk-utility", "release": p["release"], "status": "ok", "verdict": p["band"],
             "map_risk": p["risk"], "risk_measured": p["risk_measured"], "utility": p["utility"],
             "utility_low": p["utility_low"], "utility_high": p["utility_high"], "on_front": p["on_front"],
             "first_choice": p["release"] == found["best"]} for p in found["points"]]


VALUE_COLUMNS = {"truth", "attack_prediction", "baseline_prediction", "open_prediction"}


def attempts_table(report: Report) -> pd.DataFrame:
    """One row per attempt of every attribute result that kept its attempts (as the disclosure
    policy allows them: without original values unless they were asked for)."""
    frames = []
    for data in report.audit.get("results", []):
        attempts = data.get("attempts")
        if not attempts:  # (only results measured by claims keep their attempts)
            continue
        frame = pd.DataFrame(attempts)
        labels = report.audit.get("secrets", {}).get(data["secret"], {})
        if labels.get("mode") in ("categorical", "bins"):  # codes read as the values they stand for
            names = pd.Series(labels["labels"])
            for column in VALUE_COLUMNS.intersection(frame.columns):
                frame[column] = pd.to_numeric(frame[column], errors="coerce").map(names)
        frame.insert(0, "attempt", range(1, len(frame) + 1))
        for position, (name, value) in enumerate((("release", data["release"]), ("attack_id", data["attack_id"]),
                                                   ("secret", data["secret"]), ("known", "; ".join(data["known"])))):
            frame.insert(position, name, value)
        frames.append(frame)
    return inert(pd.concat(frames, ignore_index=True)) if frames else pd.DataFrame(
        columns=["release", "attack_id", "secret", "known", "attempt"])


def csv_bytes(frame: pd.DataFrame) -> bytes:
    """The frame as the CSV file AnonGuard writes (UTF-8, no index), made `inert`: every CSV the
    program writes goes through here (a treated release, in its source's delimiter and encoding, through
    `anonguard.data.writers`), so none runs as a formula when opened. Rows end in CR LF (RFC
    4180), so a cell holding a carriage return is quoted: else a spreadsheet starts a row at it, and a
    formula after it would run in a cell of its own."""
    return inert(frame).to_csv(index=False, lineterminator="\r\n").encode("utf-8")
