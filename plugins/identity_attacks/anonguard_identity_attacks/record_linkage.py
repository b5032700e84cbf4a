"""Record linkage: an identified external file linked to the rows of a release.

The attacker holds, for each target, a record with the person's name and key variables (with
errors at the rate the audit sets: a year off, a moved region). Each record is linked to the
release row nearest to it by Gower distance over the key variables, and the claim is "this release
row is this person". The rank score is minus the distance, minus the log of the number of rows at
that distance: a record equally near to ten rows is one guess in ten.

This is distance-based linkage. Fellegi–Sunter linkage weighs agreements by how rare the agreeing
value is; with the release itself as the only file of the population, the nearest row among ties
already is the most likely match, and the tie count carries the rarity (docs/identity.md).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.api import RECORD_LINKAGE, Claims, IdentityAttack, IdentityTask

from anonguard_identity_attacks.nearest import GowerIndex


class RecordLinkage(IdentityAttack):
    id = "record-linkage"
    title = "Record linkage (re-identification)"
    description = ("Links each target's record in an identified external file to the nearest release row over the "
                   "key variables and claims the row is that person. Right when the row was made from the "
                   "person's record.")
    claim = RECORD_LINKAGE

    def fit(self, task: IdentityTask) -> "RecordLinkage":
        self.keys_ = list(task.keys)
        table = task.table()  # its `ranges`, where given, scale numbers by the whole release's spread
        self.index_ = GowerIndex(table.data, self.keys_, task.kinds, table.ranges, seed=task.seed,
                                 generalized=table.generalized)
        return self

    def claims(self, targets: pd.DataFrame) -> Claims:
        near = self.index_.nearest(targets[self.keys_], 1)
        score = -near.distance[:, 0] - np.log(np.maximum(near.ties, 1))
        return Claims(score, np.zeros(len(targets), dtype=bool), link=near.rows[:, 0])
