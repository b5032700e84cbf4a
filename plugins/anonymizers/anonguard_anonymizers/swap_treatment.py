"""Within-column swapping as a treatment: the `swap` generator's method as a step of a chain, so an officer (or the
frontier search) can swap a release's sensitive variables after recoding its key variables, and the audit file
records it as any step. sdcMicro's rank swapping swaps values between records close in rank; this swaps at random
within the chosen rows, as the demo's swapped releases were made."""

from __future__ import annotations

import zlib

import numpy as np

from anonguard.api import PERTURB, Parameter, Treated, Treatment, TreatmentTask, say
from anonguard_anonymizers.swap import swap_within_columns


class SwapTreatment(Treatment):
    id = "swap"
    stage = PERTURB
    title = "Within-column swapping"
    description = (
        "For each chosen column on its own, a random share of the rows get their values permuted among themselves: "
        "every column keeps its values and their frequencies, and the link between a person's sensitive values "
        "and their key variables is broken for the rows swapped. By default the sensitive variables are swapped.")
    parameters = (
        Parameter("columns", "str", "", "Comma-separated columns to swap (empty: the sensitive variables).",
                  label="Columns"),
        Parameter("fraction", "float", 0.2, "Share of the rows whose values are swapped, per column.",
                  minimum=0.0, maximum=1.0, label="Share of rows swapped", unit="0 to 1"),
    )

    def treat(self, task: TreatmentTask) -> Treated:
        columns = task.columns(self.params["columns"], "columns", task.sensitive)
        if not columns:
            raise ValueError("columns: name the columns to swap (the audit names no sensitive variable)")
        fraction = self.params["fraction"]
        # the same columns and seed make the same swap; other columns, another
        rng = np.random.default_rng([task.seed, zlib.crc32(",".join(columns).encode())])
        swapped = swap_within_columns(task.data, fraction, rng, columns)
        return Treated(swapped, (say("{columns}: {rows} of {total} rows swapped within each column ({share:.0%})",
                                     columns=", ".join(columns), rows=round(fraction * len(task.data)),
                                     total=len(task.data), share=fraction),))

    def proposals(self, task: TreatmentTask) -> list[tuple[dict, ...]]:
        """The sensitive variables, a fifth then half of their rows swapped."""
        if not task.sensitive:
            return []
        return [({"columns": ",".join(task.sensitive), "fraction": share},) for share in (0.2, 0.5)]
