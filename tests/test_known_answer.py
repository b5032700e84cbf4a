"""Calibration end to end: real audits (best row match, the majority baseline) of releases whose true ALC
is known analytically (tests/known_answer.py), each under several seeds, every person attacked."""

from anonguard.engine.claims.decision import AT_RISK, SAFE, SERIOUS, decide
from anonguard.engine.claims.estimate import Interval
from anonguard.engine.claims.measures import RiskBands
from known_answer import known_audit, true_measures

# (share copied, share of copies redrawn): true ALC 0.30 (safe), 0.63 (at risk), 0.94 (serious)
CASES = [(0.2, 0.6), (0.1, 0.3), (0.05, 0.0)]
SEEDS = range(6)


def test_intervals_hold_the_truth_and_verdicts_never_contradict_it():
    held, total = 0, 0
    for f, s in CASES:
        truth = true_measures(f, s)["alc"]
        true_band = decide(Interval(truth, truth, truth), RiskBands())
        for seed in SEEDS:
            audit = known_audit(3000, f, s, seed).prepare()
            for _ in audit.run():
                pass
            (result,) = audit.results
            assert result.status == "ok" and result.halt_reason == "exhausted" and result.n_attempts == 3000
            held += result.alc_ci[0] <= truth <= result.alc_ci[1]
            total += 1
            if true_band == SAFE:
                assert result.verdict not in (AT_RISK, SERIOUS), (f, s, seed, result.alc_ci)
            else:
                assert result.verdict != SAFE, (f, s, seed, result.alc_ci)
    # nominal 95 %; these 18 audits hold it 18 times, 600 audits of experiments/calibration.py 94 %
    assert held >= 15, held
