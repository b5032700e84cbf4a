"""Benchmark: a baseline model fitted in a fresh process, with glibc's default allocator settings
and with `process_limits.keep_freed_memory()` (what every plugin process now calls first).

The demo's logistic-regression baseline for the income secret (11,000 rows, 23 classes) is fitted
three times in each of two fresh processes started the same way; the same fit in this process is
shown for reference. Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import multiprocessing
import statistics
import time

from anonguard.process_limits import keep_freed_memory


def _fits(data, keep: bool, repeats: int = 3) -> list[float]:
    from anonguard.plugins.defaults.baseline_models import LogisticModel

    if keep:
        keep_freed_memory()
    features, secret, kinds = data
    LogisticModel().fit(features.iloc[:500], secret[:500], kinds)  # first use: lazy imports, not timed
    seconds = []
    for _ in range(repeats):
        started = time.perf_counter()
        LogisticModel().fit(features, secret, kinds)
        seconds.append(time.perf_counter() - started)
    return seconds


def _demo_income():
    from anonguard.engine.audit import Audit
    from anonguard.engine.spec import AuditSpec
    from anonguard.resources import demo_audit_path

    audit = Audit(AuditSpec.load(demo_audit_path())).prepare()
    known = ["age", "sex", "region", "children", "hours_per_week"]
    original = audit.data.original
    secret = audit.codecs["income"].encode(original["income"].to_numpy())
    return original[known].iloc[:11_000], secret[:11_000], {c: audit.data.kinds[c] for c in known}


def main() -> None:
    data = _demo_income()
    context = multiprocessing.get_context("spawn")  # a fresh interpreter, as a plugin process starts
    rows = [("this process", _fits(data, keep=False))]
    for label, keep in (("fresh process, default allocator", False), ("fresh process, freed memory kept", True)):
        with context.Pool(1) as pool:
            rows.append((label, pool.apply(_fits, (data, keep))))
    print("logistic-regression baseline fit, demo income (11,000 rows, 23 classes), median of 3")
    for label, seconds in rows:
        print(f"  {label:<36} {statistics.median(seconds):6.2f} s")
    ratio = statistics.median(rows[1][1]) / statistics.median(rows[2][1])
    print(f"  default / kept: {ratio:.1f}x")


if __name__ == "__main__":
    main()
