"""Top and bottom coding of continuous variables: the values beyond a threshold written as one open cell.

sdcMicro's `topBotCoding(x, value, replacement, kind)` replaces the values above `value` (below, for a bottom
code) by `replacement`. Here the threshold is a value or a quantile of the column, and the values at or beyond it
are written, by default, as the open cell a release prints, ">=100000" or "<=2000": AnonGuard then reads the cell
as the interval it is, and every attack matches it as "somewhere at or above 100,000". Written as the threshold
itself (`write` = "value", sdcMicro's way), a top-coded income of 100,000 reads as an exact 100,000: the attacks
and the utility measures then take a stand-in for a value, and the release looks more precise than it is.

The value itself is also coded (">=X" holds X): were it kept, an exact X would tell its record apart from the
coded ones, and ">=X" would in fact mean "above X".

Written here rather than taken from a library: it is a comparison and a write per column.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.api import COARSEN, CONTINUOUS, Parameter, Treated, Treatment, TreatmentTask
from anonguard.api import say
from anonguard_treatments._proposals import numbers_of, of_kind
from anonguard_treatments._release_cells import (
    EXACT, GENERALIZED, SUPPRESSED_CELL, number_text, optional_number, read_numbers, written,
)


def continuous_keys(task: TreatmentTask, text: str, parameter: str, treatment: str) -> list[str]:
    """The columns `text` names, else the task's continuous key variables; a ValueError if that leaves none."""
    default = [c for c in task.keys if task.kinds.get(c) == CONTINUOUS and c in task.data.columns]
    columns = task.columns(text, parameter, default)
    if not columns:
        raise ValueError(f"{parameter}: name the columns to {treatment} (comma-separated); the key variables hold no "
                         "continuous one to take by default")
    return columns


class TopBottomCoding(Treatment):
    id = "top-bottom-coding"
    stage = COARSEN
    title = "Top and bottom coding"
    description = (
        "Hides the extreme values of continuous variables, which single out the few records holding them (the "
        "highest incomes, the oldest ages): every value at or above a top threshold is written as one open "
        "cell '>=X', every value at or below a bottom threshold as '<=X'. A threshold is a value you give or a "
        "quantile of the column (0.99: the top 1 % are coded); given both, the stricter one applies (the lower "
        "top, the higher bottom), so adding one never codes fewer values. By default the key variables "
        "(quasi-identifiers) that are continuous are coded.")
    parameters = (
        Parameter("columns", "str", "",
                  "Comma-separated columns to code (empty: the continuous key variables).", label="Columns"),
        Parameter("top", "str", "", "Values at or above this number are top-coded (empty: no top value).",
                  label="Top code from"),
        Parameter("top_quantile", "float", 0.0,
                  "Top-code from this quantile of each column, e.g. 0.99 for the top 1 % (0: not used). Given with "
                  "a top value, the lower of the two thresholds applies.", minimum=0.0, maximum=1.0,
                  label="Top code from quantile"),
        Parameter("bottom", "str", "", "Values at or below this number are bottom-coded (empty: no bottom value).",
                  label="Bottom code up to"),
        Parameter("bottom_quantile", "float", 0.0,
                  "Bottom-code up to this quantile of each column, e.g. 0.01 for the lowest 1 % (0: not used). "
                  "Given with a bottom value, the higher of the two thresholds applies.", minimum=0.0, maximum=1.0,
                  label="Bottom code up to quantile"),
        Parameter("write", "choice", "cell",
                  "cell: the coded values are written '>=X' / '<=X', which AnonGuard and every attack read as the "
                  "interval it is (the honest default); value: they are replaced by the threshold X itself "
                  "(sdcMicro's topBotCoding), which reads as an exact value the record does not hold.",
                  choices=("cell", "value"), label="Write coded values as"),
    )

    def proposals(self, task: TreatmentTask) -> list[tuple[dict, ...]]:
        """The continuous sensitive and key variables top-coded at their 99th, then 95th percentile."""
        columns = of_kind(task, tuple(dict.fromkeys((*task.sensitive, *task.keys))), categorical=False)
        columns = [c for c in columns if numbers_of(task.data[c]) is not None]
        if not columns:
            return []
        return [({"columns": ",".join(columns), "top_quantile": q},) for q in (0.99, 0.95)]

    def treat(self, task: TreatmentTask) -> Treated:
        p = self.params
        top, bottom = optional_number(p["top"], "top"), optional_number(p["bottom"], "bottom")
        if top is None and bottom is None and not p["top_quantile"] and not p["bottom_quantile"]:
            raise ValueError("top-bottom-coding: give a top or bottom value, or a top_quantile or bottom_quantile")
        if p["top_quantile"] == 1.0 or (p["bottom_quantile"] == 1.0):
            raise ValueError("top_quantile and bottom_quantile lie between 0 and 1 (0.99: the top 1 %); 1 would code "
                             "nothing (top) or everything (bottom)")
        data, notes = task.data.copy(), []
        for column in continuous_keys(task, p["columns"], "columns", "top- or bottom-code"):
            cells = read_numbers(task.data[column], column, "columns")
            values = cells.value[cells.what == EXACT]
            if not values.size:
                raise ValueError(f"columns: column {column!r} holds no numbers to code")
            high = _threshold(top, p["top_quantile"], values, min, "top")
            low = _threshold(bottom, p["bottom_quantile"], values, max, "bottom")
            if high is not None and low is not None and high[0] <= low[0]:
                raise ValueError(f"{column!r}: the top threshold {number_text(high[0])} ({high[1]}) does not lie above "
                                 f"the bottom threshold {number_text(low[0])} ({low[1]}); nothing would be left "
                                 "between them: lower the bottom or raise the top")
            data[column], said = _code(task.data[column], cells, column, high, low, p["write"])
            notes += said
        return Treated(data, tuple(notes))


def _threshold(value: float | None, quantile: float, values: np.ndarray, stricter, side: str
               ) -> tuple[float, str] | None:
    """The threshold that applies, with the words saying where it came from; None if neither is given."""
    found = []  # (threshold, the quantile it is; None for the value given)
    if value is not None:
        found.append((value, None))
    if quantile:
        # 12 significant digits: the interpolation's float noise (52800.00000000002) is no part of a threshold
        found.append((float(f"{np.quantile(values, quantile):.12g}"), quantile))
    if not found:
        return None
    chosen = stricter(found, key=lambda pair: pair[0])
    words = (say("the {quantile:g} quantile", quantile=chosen[1]) if chosen[1] is not None else
             say("the top value") if side == "top" else say("the bottom value"))
    if len(found) == 2:
        other = found[1] if chosen is found[0] else found[0]
        said = dict(how=words, threshold=number_text(other[0]))
        words = (say("{how}, stricter than the {quantile:g} quantile {threshold}", quantile=other[1], **said)
                 if other[1] is not None else
                 say("{how}, stricter than the top value {threshold}", **said) if side == "top" else
                 say("{how}, stricter than the bottom value {threshold}", **said))
    return chosen[0], words


def _code(series: pd.Series, cells, column: str, high: tuple[float, str] | None, low: tuple[float, str] | None,
          write: str) -> tuple[pd.Series, list[str]]:
    """The column coded, and the notes. An exact value, or a band lying wholly beyond a threshold, is coded; a
    band straddling it is kept (it shows a range the office chose, not a value beyond the threshold)."""
    coded = cells.what == EXACT
    banded = cells.what == GENERALIZED
    texts = np.empty(len(series), dtype=object)
    numbers = cells.value.copy()
    changed = np.zeros(len(series), dtype=bool)
    notes = []
    for bound, beyond, symbol in ((high, cells.low, ">="), (low, cells.high, "<=")):
        if bound is None:
            continue
        x, source = bound
        with np.errstate(invalid="ignore"):
            hit = (coded | banded) & ((beyond >= x) if symbol == ">=" else (beyond <= x))
        texts[hit] = f"{symbol}{number_text(x)}" if write == "cell" else number_text(x)
        numbers[hit] = x
        changed |= hit
        notes.append(_note(column, int(hit.sum()), number_text(x), symbol == ">=", write == "cell", source))
    rows = np.flatnonzero(changed)
    if write == "value" and not (cells.what == GENERALIZED).any() and not (cells.what == SUPPRESSED_CELL).any():
        return pd.Series(np.where(changed, numbers, cells.value), index=series.index, name=series.name), notes
    return (written(series, texts[rows], rows) if rows.size else series.copy()), notes


def _note(column: str, count: int, threshold: str, top: bool, cell: bool, source: str) -> str:
    """What a top (`top`) or bottom code did to a column: `count` values at or beyond `threshold` written as the
    open cell (`cell`) or as the threshold; `source` says where the threshold came from."""
    said = dict(column=column, count=count, threshold=threshold, how=source)
    if not count:
        return (say("{column}: no value at or above {threshold} ({how})", **said) if top else
                say("{column}: no value at or below {threshold} ({how})", **said))
    if top:
        return (say("{column}: {count} values at or above {threshold} written as '>={threshold}' (top code: {how})",
                    **said) if cell else
                say("{column}: {count} values at or above {threshold} written as the value {threshold} (top code: "
                    "{how})", **said))
    return (say("{column}: {count} values at or below {threshold} written as '<={threshold}' (bottom code: {how})",
                **said) if cell else
            say("{column}: {count} values at or below {threshold} written as the value {threshold} (bottom code: "
                "{how})", **said))
