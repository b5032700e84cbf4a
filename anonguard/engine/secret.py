"""How predictions of a secret are judged: equal code, same bin, or within a relative tolerance."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd
from scipy import sparse

from anonguard.data.cells import GeneralizedColumn
from anonguard.data.counts import numeric_bounds
from anonguard.data.encoding import MISSING_LABEL, ColumnCoding
from anonguard.engine.settings import SecretSettings
from anonguard.errors import DataError
from anonguard.plugins.api import CATEGORICAL, CONTINUOUS, Predictions


@dataclass(frozen=True)
class SecretCodec:
    """Turns a secret column into what is predicted, and judges predictions against the truth.

    Categorical secrets keep their codes. A continuous secret is either cut into equal-width
    bins over the original's range (the bin code is predicted; outliers of a release fall in
    the end bins; missing is a bin of its own) or kept as a number judged by relative tolerance.
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
        low, high = float(present.min()), float(present.max())
        if high == low:
            high = low + 1.0
        return cls(column, "bins", edges=np.linspace(low, high, settings.bins + 1))

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
            raise ValueError(f"{source} predicted {values[0]!r}: predict the encoded secret (a number)") from None
        if self.mode != "tolerance" and not (np.isfinite(numbers) & (numbers == np.round(numbers))).all():
            raise ValueError(f"{source} predicted values that are not category codes; predict the secret's integer codes")

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
            return f"[{self.edges[code]:.6g}, {self.edges[code + 1]:.6g})"
        return MISSING_LABEL if np.isnan(value) else f"{value:.6g}"

    def describe(self, original: np.ndarray | None = None) -> dict:
        """How the secret was judged, with the value each predicted code stands for and, given the
        original column, how many original rows hold it (what a report needs to withhold rare ones)."""
        codes = len(self.edges) if self.mode == "bins" else (len(self.coding.categories) + 1 if self.coding else 0)
        described = {
            "mode": self.mode,
            "bin_edges": None if self.edges is None else [float(e) for e in self.edges],
            "tolerance": self.tolerance,
            "labels": [self.label(code) for code in range(codes)],
        }
        if original is not None and codes:
            encoded = np.asarray(self.encode(np.asarray(original)), dtype=np.int64)
            encoded = np.where((encoded >= 0) & (encoded < codes), encoded, codes - 1)  # unknown codes read as missing
            described["counts"] = np.bincount(encoded, minlength=codes).tolist()
        return described
