"""Mondrian: k-anonymity, optionally distinct l-diversity, by multidimensional partitioning.

LeFevre, DeWitt & Ramakrishnan (2006), strict version: a partition is split on the
quasi-identifier with the widest normalized range, at its median, keeping equal values
together; a split is allowed only if both halves keep at least k rows (and l distinct
sensitive values). A partition that admits no allowed split becomes one equivalence
class. Classes are boxes in value order, so each is written with one generalized tuple.

Missing values are a value of their own, ordered after all others (one average step
beyond the largest), so splits tend to set them apart. A class whose column holds both
missing and present values is written as suppression `*`, the only cell that stands for
a missing value too; a class where it is missing throughout keeps the empty cell.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.api import GeneratedRelease, GenerationTask, Generator, Parameter
from anonguard_anonymizers.columns import check_column, quasi_identifiers
from anonguard_anonymizers.values import OrderedValues, is_numeric, ordered_values

SUPPRESSED = "*"


def mondrian_partition(points: np.ndarray, k: int, l: int = 1, sensitive: np.ndarray | None = None) -> np.ndarray:
    """Equivalence class (0, 1, …) of every row of `points` (rows × quasi-identifiers, each
    column scaled to [0, 1]); `sensitive` holds codes for the l-diversity condition."""
    classes = np.empty(len(points), dtype=np.int64)
    pending = [np.arange(len(points))]
    found = 0
    while pending:
        rows = pending.pop()
        halves = _median_split(points[rows], None if sensitive is None else sensitive[rows], k, l)
        if halves is None:
            classes[rows] = found
            found += 1
        else:
            pending.extend((rows[~halves], rows[halves]))
    return classes


def _median_split(points: np.ndarray, sensitive: np.ndarray | None, k: int, l: int) -> np.ndarray | None:
    """The left half's mask of the first allowed split, widest dimension first; None if none is."""
    widths = points.max(axis=0) - points.min(axis=0)
    for dimension in np.argsort(-widths, kind="stable"):
        if widths[dimension] <= 0:
            break
        column = points[:, dimension]
        middle = (len(column) - 1) // 2
        median = np.partition(column, middle)[middle]
        # the median's own value goes left, unless it is the largest: then it goes right
        left = column <= median if column.max() > median else column < median
        if _allowed(left, sensitive, k, l):
            return left
    return None


def _allowed(left: np.ndarray, sensitive: np.ndarray | None, k: int, l: int) -> bool:
    size = int(left.sum())
    if size < k or len(left) - size < k:
        return False
    if sensitive is None or l <= 1:
        return True
    return np.unique(sensitive[left]).size >= l and np.unique(sensitive[~left]).size >= l


def scaled_positions(values: OrderedValues) -> np.ndarray:
    """Each row's place in the column's value order, scaled to [0, 1]: numbers by value
    (LeFevre's normalized range), other values by rank; missing one average step past the end."""
    places = values.numbers if values.numbers is not None else np.arange(len(values.labels), dtype=float)
    step = (places[-1] - places[0]) / (len(places) - 1) if len(places) > 1 else 1.0
    places = np.append(places, (places[-1] if len(places) else 0.0) + step)
    span = places.max() - places.min()
    return (places[values.codes] - places.min()) / (span if span > 0 else 1.0)


def class_cells(classes: np.ndarray, values: OrderedValues, interval: bool) -> np.ndarray:
    """Every row's generalized cell: its class's closed interval `lo-hi` or value set `{a,b}`
    (the value itself when the class holds one), `*` when the class mixes missing and present
    values, None (missing) when it is missing throughout."""
    n_classes = int(classes.max()) + 1
    present = values.codes != values.missing_code
    width = max(len(values.labels), 1)
    owner, code = np.divmod(np.unique(classes[present] * width + values.codes[present]), width)  # by class, value
    first = np.flatnonzero(np.diff(owner, prepend=-1))  # each class's smallest value ...
    last = np.flatnonzero(np.diff(owner, append=n_classes))  # ... and its largest
    labels = values.labels[code]
    if interval:
        text = np.where(first == last, labels[first], labels[first] + "-" + labels[last])
    else:
        listed = labels.tolist()
        text = [listed[a] if a == b else "{" + ",".join(listed[a:b + 1]) + "}" for a, b in zip(first, last)]
    cells = np.full(n_classes, None, dtype=object)
    cells[owner[first]] = text
    mixed = np.zeros(n_classes, dtype=bool)
    mixed[classes[~present]] = True
    mixed &= np.bincount(classes[present], minlength=n_classes) > 0
    cells[mixed] = SUPPRESSED
    return cells[classes]


def smallest_class(frame: pd.DataFrame, by: list[str], sensitive: np.ndarray | None) -> tuple[int, int | None]:
    """k and l achieved: the fewest rows, and fewest distinct sensitive codes, sharing the
    same values of `by` in the published table."""
    group = frame.groupby(by, dropna=False, sort=False).ngroup().to_numpy()
    k = int(np.bincount(group).min())
    if sensitive is None:
        return k, None
    pairs = np.unique(np.column_stack([group, sensitive]), axis=0)
    return k, int(np.bincount(pairs[:, 0]).min())


def _check_spellable(columns: dict[str, OrderedValues]) -> None:
    """Values that will be written inside sets must not hold the set's separator."""
    for column, values in columns.items():
        comma = next((label for label in values.labels if "," in label), None)
        if comma is not None:
            raise ValueError(f"column {column!r} holds {comma!r}: a value with a comma cannot be written "
                             "inside a value set {a,b}; replace the commas first")


class Mondrian(Generator):
    id = "mondrian"
    title = "Mondrian k-anonymity / l-diversity"
    description = (
        "Generalizes the quasi-identifiers by strict Mondrian multidimensional partitioning (LeFevre et "
        "al. 2006) so that every combination of published values is shared by at least k rows, and "
        "optionally holds at least l distinct values of a sensitive column. Numeric quasi-identifiers "
        "become closed intervals `lo-hi`, others value sets `{a,b}`. 'bucketize' instead keeps the "
        "quasi-identifiers exact and replaces the sensitive value by its group's set (Anatomy-like)."
    )
    parameters = (
        Parameter("quasi_identifiers", "str", "",
                  "Comma-separated columns to generalize (empty: every column except the sensitive one).",
                  label="Key variables (quasi-identifiers)"),
        Parameter("k", "int", 5, "Fewest rows any equivalence class may hold.", minimum=1, maximum=1_000_000,
                  label="k (fewest rows per class)", unit="rows"),
        Parameter("sensitive", "str", "", "Sensitive column for l-diversity and bucketize (empty: none).",
                  label="Sensitive variable"),
        Parameter("l", "int", 1, "Fewest distinct sensitive values per class (1: no l-diversity).",
                  minimum=1, maximum=10_000, label="l (distinct sensitive values per class)", unit="values"),
        Parameter("output", "choice", "generalize",
                  "generalize: publish generalized quasi-identifiers; bucketize: exact quasi-identifiers, "
                  "the sensitive value replaced by its group's set of values.",
                  choices=("generalize", "bucketize")),
    )

    def generate(self, task: GenerationTask) -> GeneratedRelease:
        frame, k, l = task.data, self.params["k"], self.params["l"]
        sensitive, bucketize = self.params["sensitive"].strip(), self.params["output"] == "bucketize"
        qis = self._quasi_identifiers(frame, sensitive, bucketize)
        values = {c: ordered_values(frame[c], is_numeric(frame[c], task.kinds.get(c))) for c in qis}
        secret = None
        if sensitive:
            secret = ordered_values(frame[sensitive], is_numeric(frame[sensitive], task.kinds.get(sensitive)))
            distinct = np.unique(secret.codes).size
            if distinct < l:
                raise ValueError(f"l = {l} cannot be met: {sensitive!r} holds only {distinct} distinct value(s)")
        _check_spellable({sensitive: secret} if bucketize else {c: v for c, v in values.items() if v.numbers is None})

        points = np.column_stack([scaled_positions(values[c]) for c in qis])
        classes = mondrian_partition(points, k, l, None if secret is None else secret.codes)
        out = frame.copy()
        if bucketize:
            out[sensitive] = class_cells(classes, secret, interval=False)
            published = [sensitive]
        else:
            for column in qis:
                out[column] = class_cells(classes, values[column], interval=values[column].numbers is not None)
            published = qis
        k_achieved, l_achieved = smallest_class(out, published, None if secret is None else secret.codes)
        if k_achieved < k or (l_achieved or 1) < l:
            raise ValueError(f"the release misses its target: k achieved {k_achieved}, l achieved {l_achieved}")
        return GeneratedRelease(out, self._notes(qis, sensitive, bucketize, int(classes.max()) + 1,
                                                 k_achieved, l_achieved))

    def _quasi_identifiers(self, frame: pd.DataFrame, sensitive: str, bucketize: bool) -> list[str]:
        """The quasi-identifiers, once the request is known to be possible."""
        k, l = self.params["k"], self.params["l"]
        if sensitive:
            check_column(sensitive, frame, "sensitive")
        if not sensitive and (bucketize or l > 1):
            raise ValueError(f"{'bucketize' if bucketize else f'l = {l}'} needs the sensitive parameter (a column name)")
        if len(frame) < k:
            raise ValueError(f"k = {k} cannot be met: the table has only {len(frame)} rows")
        return quasi_identifiers(self.params["quasi_identifiers"], frame, sensitive, "the sensitive column", "generalize")

    def _notes(self, qis: list[str], sensitive: str, bucketize: bool, n_classes: int,
               k_achieved: int, l_achieved: int | None) -> tuple[str, ...]:
        k, l = self.params["k"], self.params["l"]
        achieved = f"k achieved: {k_achieved} (required {k})"
        achieved += (f"; l achieved: {l_achieved} (required {l}, distinct values of {sensitive!r})"
                     if l_achieved is not None else "; l-diversity not requested")
        if bucketize:
            return (achieved, (f"bucketize (Anatomy-like): {n_classes} groups; quasi-identifiers "
                               f"({', '.join(qis)}) published exactly; every row's {sensitive!r} replaced by its "
                               f"group's set of values, so a group of at least {k_achieved} rows shares each set"))
        return (achieved, (f"generalized {', '.join(qis)} into {n_classes} equivalence classes (strict Mondrian): "
                           "numeric columns as closed intervals lo-hi, others as value sets {a,b}, '*' where a class "
                           "mixes missing and present values; other columns and the row order unchanged"))
