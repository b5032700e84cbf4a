"""How predictions of a secret are judged: equal code, same bin, or within a relative tolerance."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd
from scipy import sparse

from anonguard.data.cells import GeneralizedColumn
from anonguard.data.counts import numeric_bounds
from anonguard.data.encoding import MISSING_LABEL, ColumnCoding
from anonguard.engine.settings import SecretSettings
from anonguard.errors import DataError
from anonguard.phrases import say
from anonguard.plugins.api import CATEGORICAL, CONTINUOUS, Predictions


@dataclass(frozen=True)
class SecretCodec:
    """Turns a secret column into what is predicted, and judges predictions against the truth.

    Categorical secrets keep their codes. A continuous secret is either cut into bins (the bin
    code is predicted; missing is a bin of its own; see `bin_edges`) or kept as a number judged
    by relative tolerance.
    """

    column: str
    mode: str  # "categorical", "bins" or "tolerance"
    edges: np.ndarray | None = None
    tolerance: float | None = None
    coding: ColumnCoding | None = None

    @classmethod
    def build(cls, column: str, kind: str, original: np.ndarray, settings: SecretSettings,
              coding: ColumnCoding | None = None) -> "SecretCodec":
        if kind == CATEGORICAL:
            return cls(column, "categorical", coding=coding)
        if settings.continuous == "tolerance":
            return cls(column, "tolerance", tolerance=settings.tolerance)
        present = original[np.isfinite(original)]
        if present.size == 0:
            raise DataError(f"secret column {column!r} has no values in the original; choose another secret")
        return cls(column, "bins", edges=np.concatenate([[-np.inf], bin_edges(present, settings.bins), [np.inf]]))

    @property
    def task_kind(self) -> str:
        """What an attack sees the secret as: a category (codes, bins) or a number (tolerance)."""
        return CONTINUOUS if self.mode == "tolerance" else CATEGORICAL

    def encode(self, values: np.ndarray) -> np.ndarray:
        if self.mode != "bins":
            return values
        n_bins = len(self.edges) - 1
        inner = self.edges[1:-1]
        codes = np.searchsorted(inner, values, side="right").astype(np.int32)
        return np.where(np.isnan(values), n_bins, codes).astype(np.int32)

    def encode_text(self, labels: pd.Series, span: tuple[float, float], where: str) -> np.ndarray:
        """Secret values written as text (a count table's secret_value) as predicted; -1 if unknown."""
        if self.mode == "categorical":
            return self.coding.codes(labels) if self.coding else pd.to_numeric(labels, errors="coerce").to_numpy()
        low, high = numeric_bounds(labels, span, where)
        return self.encode((low + high) / 2)

    def encode_cells(self, cells: GeneralizedColumn) -> GeneralizedColumn:
        """A generalized release column of this secret, as what is predicted (bins a cell overlaps)."""
        if self.mode != "bins" or cells.categorical:
            return cells
        first, last = self.encode(cells.low), self.encode(cells.high)
        counts = (last - first + 1).astype(np.int64)
        indptr = np.concatenate([[0], np.cumsum(counts)])
        indices = np.repeat(first, counts) + np.arange(indptr[-1]) - np.repeat(indptr[:-1], counts)
        members = sparse.csr_matrix((np.ones(indices.size, np.float32), indices, indptr), shape=(first.size, len(self.edges)))
        return GeneralizedColumn(members=members)

    def check(self, predicted: Predictions, source: str) -> None:
        """Raise ValueError unless the predictions are what this secret is judged on."""
        values = np.asarray(predicted.value)[~predicted.abstain]
        try:
            numbers = values.astype(float)
        except (TypeError, ValueError):
            raise ValueError(say("{what} predicted {value!r}: predict the encoded secret (a number)", what=source,
                                 value=values[0])) from None
        if self.mode != "tolerance" and not (np.isfinite(numbers) & (numbers == np.round(numbers))).all():
            raise ValueError(say("{what} predicted values that are not category codes; predict the secret's integer "
                                 "codes", what=source))

    def correct(self, predicted: np.ndarray, truth: np.ndarray) -> np.ndarray:
        predicted = np.asarray(predicted, dtype=float)
        truth = np.asarray(truth, dtype=float)
        if self.mode != "tolerance":
            return predicted == truth
        both_missing = np.isnan(predicted) & np.isnan(truth)
        with np.errstate(invalid="ignore"):
            close = np.abs(predicted - truth) <= self.tolerance * np.abs(truth)
        return both_missing | close

    def label(self, value: float) -> str:
        """The value a prediction stands for, as a person reads it."""
        if self.mode == "categorical":
            return self.coding.label(int(value)) if self.coding else str(int(value))
        if self.mode == "bins":
            code = int(value)
            if code >= len(self.edges) - 1:
                return MISSING_LABEL
            low, high = self.edges[code], self.edges[code + 1]
            if not np.isfinite(low):
                return f"below {high:.6g}"
            return f"{low:.6g} and above" if not np.isfinite(high) else f"[{low:.6g}, {high:.6g})"
        return MISSING_LABEL if np.isnan(value) else f"{value:.6g}"

    def describe(self, original: np.ndarray | None = None) -> dict:
        """How the secret was judged, with the value each predicted code stands for and, given the
        original column, how many original rows hold it (what a report needs to withhold rare ones)."""
        codes = len(self.edges) if self.mode == "bins" else (len(self.coding.categories) + 1 if self.coding else 0)
        described = {
            "mode": self.mode,
            "bin_edges": None if self.edges is None else [float(e) if np.isfinite(e) else None for e in self.edges],
            "tolerance": self.tolerance,
            "labels": [self.label(code) for code in range(codes)],
        }
        if original is not None and codes:
            encoded = np.asarray(self.encode(np.asarray(original)), dtype=np.int64)
            encoded = np.where((encoded >= 0) & (encoded < codes), encoded, codes - 1)  # unknown codes read as missing
            described["counts"] = np.bincount(encoded, minlength=codes).tolist()
        return described


TAIL_SHARE = 0.01  # the open end bins start at about the 1st and 99th percentiles ...
TAIL_ROWS = 10  # ... and hold at least this many original rows each
ROUND_STEPS = (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8)


def bin_edges(present: np.ndarray, bins: int) -> np.ndarray:
    """The inner edges of about `bins` bins for the finite values `present`.

    Equal-width bins on a round grid (a step of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a
    power of ten), with an open bin below the first edge and one from the last edge up ('below
    20,000', '90,000 and above') that each hold at least the TAIL_ROWS smallest or largest rows
    (and 1 % of them). Two reasons over plain equal-width bins from the minimum to the maximum:
    the edges then say nothing exact about any person (a line through min + i·(max − min)/k
    gives back the extremes, however the edges are rounded, and the top bin's count shows who
    is alone there), and an outlier no longer squeezes almost everyone into one bin.
    """
    ordered = np.sort(present)
    n = ordered.size
    k = min(max(TAIL_ROWS, int(np.ceil(TAIL_SHARE * n))), max(1, n // 4))
    low, high = float(ordered[k - 1]), float(ordered[n - k])  # the k-th smallest and k-th largest
    middle = max(1, bins - 2)
    step = round_step(high / middle - low / middle if high > low else max(abs(low), abs(high), 1.0) / middle)
    if not np.isfinite(step) or step <= 0:  # a range too wide for floats: quantiles to three digits
        return np.unique(_three_digits(ordered[np.linspace(k - 1, n - k, middle + 1).astype(int)]))
    first = np.floor(low / step) + 1  # the first edge above the k smallest values ...
    last = max(np.floor(high / step), first)  # ... and the last at or below the k largest
    return np.arange(first, last + 1) * step


def round_step(width: float) -> float:
    """The largest round step (ROUND_STEPS times a power of ten) that is at most `width`."""
    if not np.isfinite(width) or width <= 0:
        return width
    power = 10.0 ** np.floor(np.log10(width))
    return max(m * power for m in ROUND_STEPS if m * power <= width * (1 + 1e-12))
def _three_digits(values: np.ndarray) -> np.ndarray:
    """Values rounded to three significant digits (for ranges too wide for a round grid)."""
    magnitude = np.floor(np.log10(np.abs(np.where(values == 0, 1.0, values))))
    scale = 10.0 ** (2 - magnitude)
    return np.round(values * scale) / scale


def secret_problem(secret: str, kind: str, values: np.ndarray, coding: Any) -> str | None:
    """Why a secret cannot be attacked meaningfully: no values at all, or one value for everybody."""
    if coding is not None:
        present = values[values != coding.missing_code]
    else:
        present = values[np.isfinite(values.astype(float))]
    if present.size == 0:
        return say("the sensitive variable {secret!r} has no values in the original: there is nothing to learn; "
                   "choose another sensitive variable or check how missing values are written", secret=secret)
    distinct = np.unique(present)
    if distinct.size == 1 and present.size == values.size:
        shown = coding.label(int(distinct[0])) if coding is not None else f"{float(distinct[0]):g}"
        return say("the sensitive variable {secret!r} holds the same value ({value!r}) for every record: there is "
                   "nothing to learn about anyone; choose another sensitive variable", secret=secret, value=shown)
    return None
