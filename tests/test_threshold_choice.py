"""Which operating point a side is read at (`estimate.choose_threshold`): the best PRC among the significant
thresholds and every prediction. Every prediction chooses nothing, so it cannot have got lucky; read only when
no point was significant, a significant group of low precision won over it (docs/measures.md, *Calibration*:
on multivariate singling out of 1,000 people the interval held its release's own ALC 19 times in 30)."""

import numpy as np

from anonguard.engine.claims.estimate import Attempts, choose_threshold, folds_of, pooled_best
from anonguard.engine.settings import MeasureSettings

SETTINGS = MeasureSettings()


def claims(groups: list[tuple[int, int]], attempts: int) -> Attempts:
    """Attempts whose predictions come in groups of (predictions, right), the first group the most sure;
    the remaining attempts make no prediction."""
    score, correct = [], []
    for rank, (made, right) in enumerate(groups):
        score += [len(groups) - rank] * made
        correct += [True] * right + [False] * (made - right)
    rest = attempts - len(score)
    return Attempts.of(np.r_[np.ones(len(score), bool), np.zeros(rest, bool)], np.r_[score, np.zeros(rest)],
                       np.r_[correct, np.zeros(rest, bool)])


def test_every_prediction_wins_over_a_significant_group_of_lower_prc():
    # 80 sure claims, 1 right: significant (a precision near 0 is narrow); all 200 claims, 61 right: not
    # significant (±0.065), but a PRC of about 0.3 against 0.03
    attempts = claims([(80, 1), (120, 60)], 500)
    rows = np.arange(500)
    assert choose_threshold(attempts, rows, 1.0, SETTINGS) == -np.inf
    point = pooled_best(attempts, folds_of(500, 5), SETTINGS)
    assert point.n_predictions == 200 and 0.25 < point.prc.point < 0.35


def test_a_significant_group_of_higher_prc_still_wins():
    # 400 sure claims, 360 right, then 100 with none right: the sure group is significant and better
    attempts = claims([(400, 360), (100, 0)], 600)
    assert choose_threshold(attempts, np.arange(600), 1.0, SETTINGS) == 2.0
    assert pooled_best(attempts, folds_of(600, 5), SETTINGS).n_predictions == 400
