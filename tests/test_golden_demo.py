"""The demo audit's results for its fixed seed are byte for byte those recorded before the core
was restructured: every field of every result (curves, intervals, membership ROC and claims) but
the seconds it took, compared through a SHA-256 of its canonical JSON. A refactoring of the
engine, the readers or the plugin contract must change no result; when a change of method is
meant to change them, record them again and say why in the commit:

    anonguard audit --demo --out /tmp/demo --format json
    python tests/test_golden_demo.py /tmp/demo/audit.json
"""

import hashlib
import json
import sys
from pathlib import Path

GOLDEN = Path(__file__).with_name("golden") / "demo_results.json"
VOLATILE = {"seconds", "attempts"}  # wall-clock time; per-attempt records are written only on request


def fingerprints(results: list[dict]) -> list[dict]:
    """What identifies each result, its headline number (for a readable difference) and the hash of the rest."""
    rows = []
    for result in results:
        kept = {key: value for key, value in result.items() if key not in VOLATILE}
        canonical = json.dumps(kept, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        rows.append({"kind": result["kind"], "release": result["release"], "attack": result["attack_id"],
                     "secret": result.get("secret"), "alc": result.get("alc"), "auc": result.get("auc"),
                     "sha256": hashlib.sha256(canonical.encode()).hexdigest()})
    return rows


def test_the_demo_results_are_those_recorded(demo_audit):
    out, _ = demo_audit
    now = fingerprints(json.loads((out / "audit.json").read_text())["results"])
    recorded = json.loads(GOLDEN.read_text())
    assert [(r["kind"], r["release"], r["attack"], r["secret"]) for r in now] == \
        [(r["kind"], r["release"], r["attack"], r["secret"]) for r in recorded]
    changed = [(was, is_) for was, is_ in zip(recorded, now) if was != is_]
    assert changed == []


def test_a_changed_digit_anywhere_in_a_result_is_seen():
    result = {"kind": "attribute", "release": "r", "attack_id": "a", "secret": "s", "alc": 0.5, "seconds": 1.0,
              "attack_curve": {"precision": [0.5, 0.25]}}
    altered = {**result, "attack_curve": {"precision": [0.5, 0.250001]}}
    slower = {**result, "seconds": 9.0}
    assert fingerprints([result]) != fingerprints([altered]) and fingerprints([result]) == fingerprints([slower])


if __name__ == "__main__":
    written = fingerprints(json.loads(Path(sys.argv[1]).read_text())["results"])
    GOLDEN.write_text(json.dumps(written, indent=1) + "\n")
    print(f"recorded {len(written)} results in {GOLDEN}")
