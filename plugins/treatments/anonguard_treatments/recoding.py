"""Global recoding: numeric bands, merged categories, and a level of a hierarchy read from a file.

Global recoding replaces every value of a key variable by a coarser one, the same way in every record: ages by
five-year bands, regions by larger areas, occupations by their major group. It is sdcMicro's `globalRecode`
(numeric bands from break points) and `groupAndRename` (merged categories), and ARX's generalization to a level
of a hierarchy. The result is written as a release writes it, so that AnonGuard reads the coarser cells as the
values they stand for:

- a band as "[20-25)": the low end included, the high end not (sdcMicro's `cut` closes bands on the right,
  "(20,25]"; offices write age bands closed on the left, and so does this treatment); the open ends as ">=85"
  and "<15";
- merged categories, and a hierarchy's level, as the set of categories they stand for, "{R03,R04}" (AnonGuard
  reads a set as "one of these"); or, if asked, as a label ("North"), which an audit reads only when told what
  it stands for (a hierarchy file given with --hierarchy, or the Data page's Recodes).

Written here rather than taken from a library: the Python k-anonymity libraries (anjana, pycanon) generalize
through hierarchies they search themselves and check the result, and none writes bands and sets the way
AnonGuard reads a release; the recoding itself is a few vectorized lines.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

import numpy as np
import pandas as pd

from anonguard.api import COARSEN, CONTINUOUS, Parameter, Treated, Treatment, TreatmentTask, ValueSet, parse_cell
from anonguard.api import say
from anonguard_treatments._proposals import key_recodes
from anonguard_treatments._release_cells import (
    EXACT, GENERALIZED, SUPPRESSED, as_text, band_text, missing_mask, number_text, optional_number, read_numbers,
    set_text, written,
)

MERGE_HELP = (
    "Categories to merge, one group after another separated by ';', the categories of a group joined by '+': "
    "'R03+R04; R10+R11+R12' makes two groups. A group may end with '=NAME' for its label when 'write' is "
    "'label' ('R03+R04=North'). A category holding '+', ';' or '=' is written in double quotes. Categories "
    "named nowhere stay as they are.")


class GlobalRecode(Treatment):
    id = "global-recode"
    stage = COARSEN
    title = "Global recoding (bands, merged categories, hierarchy)"
    description = (
        "Makes one key variable (quasi-identifier) coarser in every record: numbers into bands (equal bands of a "
        "width, or bands between cut points you give, with open top and bottom bands), categories merged into "
        "groups you name, or the categories replaced by a level of a hierarchy read from a file (a CSV file: "
        "value, level1, level2 …). Fewer distinct values mean larger groups of look-alike records, so fewer "
        "records stand out. Bands are written as offices write them ('[20-25)', '>=85'), merged categories as "
        "the set they stand for ('{R03,R04}'), so AnonGuard reads the treated release as generalized. Give "
        "exactly one of width, breaks, merge or hierarchy.")
    parameters = (
        Parameter("column", "str", "", "The column to recode (one column; required).", label="Column"),
        Parameter("width", "float", 0.0,
                  "Equal bands this wide, e.g. 5 for five-year age bands (0: no equal bands).", minimum=0.0,
                  label="Band width"),
        Parameter("start", "float", 0.0,
                  "Where the equal bands are anchored: bands run from start + i × width for every whole i, so "
                  "width 5 from 0 gives [15-20), [20-25) …, from 18 gives [18-23), [23-28) ….",
                  label="Bands anchored at", advanced=True),
        Parameter("top", "str", "",
                  "With a width: values at or above this number form one open top band '>=X' (e.g. 85 gives "
                  "'>=85'); empty: none.", label="Open top band from"),
        Parameter("bottom", "str", "",
                  "With a width: values below this number form one open bottom band '<X' (e.g. 15 gives '<15'); "
                  "empty: none.", label="Open bottom band below", advanced=True),
        Parameter("breaks", "str", "",
                  "Cut points in increasing order, comma-separated, e.g. '18, 25, 35, 50, 65': bands [18-25), "
                  "[25-35) …, values below the first written '<18', at or above the last '>=65'.",
                  label="Cut points"),
        Parameter("merge", "str", "", MERGE_HELP, label="Categories to merge"),
        Parameter("hierarchy", "str", "",
                  "A CSV file (';', ',' or tab between fields) with one row per category: the category, then its "
                  "group at level 1, level 2 … (ARX's layout; a first row 'value,level1,…' is read as a header). "
                  "An empty group or '*' suppresses the category.", label="Hierarchy file"),
        Parameter("level", "int", 1, "The hierarchy's level to recode to (1: the column after the category).",
                  minimum=1, maximum=100, label="Hierarchy level"),
        Parameter("write", "choice", "set",
                  "How a group of categories is written: 'set' as the categories it stands for ('{R03,R04}'), "
                  "which AnonGuard reads as generalized cells without more ado; 'label' as its name ('North', the "
                  "hierarchy's label or the merge's '=NAME'), which an audit reads only when told what it stands "
                  "for (--hierarchy COLUMN=FILE, or the Data page's Recodes).",
                  choices=("set", "label"), label="Write groups as"),
    )

    def proposals(self, task: TreatmentTask) -> list[tuple[dict, ...]]:
        """The riskiest key first, mildly; then the two riskiest; then the riskiest strongly beside the second
        mildly; and so on up to three keys recoded strongly: one step per key."""
        mild, strong = key_recodes(task, strong=False), key_recodes(task, strong=True)
        keys = [k for k in task.keys if k in mild or k in strong][:3]
        levels = [[mild.get(k) for k in keys[:1]], [mild.get(k) for k in keys[:2]],
                  [strong.get(k) for k in keys[:1]] + [mild.get(k) for k in keys[1:2]],
                  [strong.get(k) for k in keys[:2]] + [mild.get(k) for k in keys[2:3]],
                  [strong.get(k) for k in keys[:3]]]
        found = []
        for level in levels:
            steps = tuple(step for step in level if step)
            if steps and steps not in found:
                found.append(steps)
        return found

    def treat(self, task: TreatmentTask) -> Treated:
        p = self.params
        column = _one_column(task, p["column"])
        modes = [name for name, given in (("width", p["width"] > 0), ("breaks", p["breaks"].strip()),
                                          ("merge", p["merge"].strip()), ("hierarchy", p["hierarchy"].strip()))
                 if given]
        if len(modes) != 1:
            raise ValueError("global-recode: give exactly one of width, breaks, merge or hierarchy "
                             + (f"(given: {', '.join(modes)})" if modes else "(none given)"))
        mode = modes[0]
        if mode != "width" and (p["top"].strip() or p["bottom"].strip()):
            raise ValueError(f"global-recode: top and bottom go with width; with {mode} leave them empty"
                             + (" (the cut points already end in open bands '<first' and '>=last')"
                                if mode == "breaks" else ""))
        data = task.data.copy()
        if mode in ("width", "breaks"):
            bands = _Bands.equal(p, column) if mode == "width" else _Bands.cut(p["breaks"])
            data[column], notes = _band(task.data[column], column, mode, bands)
        else:
            if task.kinds.get(column) == CONTINUOUS:
                raise ValueError(f"{mode}: column {column!r} is continuous; merge categories of a categorical "
                                 "column, or band this one with width or breaks")
            categories = _categories(task.data[column])
            groups = (_merge_groups(p["merge"], column, categories) if mode == "merge"
                      else _hierarchy_groups(p["hierarchy"], p["level"], column, categories))
            data[column], notes = _regroup(task.data[column], column, groups, p["write"], mode)
        return Treated(data, tuple(notes))


def _one_column(task: TreatmentTask, text: str) -> str:
    if not text.strip():
        raise ValueError("column: name the column to recode (one of: " + ", ".join(map(str, task.data.columns)) + ")")
    columns = task.columns(text, "column", [])
    if len(columns) != 1:
        raise ValueError(f"column: name one column, not {len(columns)} ({', '.join(columns)}); recode each in a "
                         "step of its own")
    return columns[0]


def _decimals(*numbers: float) -> int:
    """Decimal places enough to write each of `numbers` (band ends are rounded to them: no 0.30000000000000004)."""
    return max((len(number_text(x).partition(".")[2]) for x in numbers), default=0)


class _Bands:
    """Half-open bands [lower[i], lower[i + 1]) with optional open ends: `index` finds each number's band,
    `text` writes it. Equal bands are generated around the values they are asked for."""

    def __init__(self, cuts: np.ndarray | None, width: float = 0.0, start: float = 0.0, top: float | None = None,
                 bottom: float | None = None) -> None:
        self.cuts, self.width, self.start, self.top, self.bottom = cuts, width, start, top, bottom
        self.places = _decimals(width, start, *(x for x in (top, bottom) if x is not None)) + 1

    @classmethod
    def equal(cls, p: dict, column: str) -> "_Bands":
        top, bottom = optional_number(p["top"], "top"), optional_number(p["bottom"], "bottom")
        if top is not None and bottom is not None and top <= bottom:
            raise ValueError(f"top ({number_text(top)}) must lie above bottom ({number_text(bottom)}): nothing would "
                             "be left between the open bands")
        return cls(None, p["width"], p["start"], top, bottom)

    @classmethod
    def cut(cls, text: str) -> "_Bands":
        cuts = np.array([optional_number(part, "breaks") for part in text.split(",") if part.strip()], dtype=float)
        if cuts.size < 1:
            raise ValueError("breaks: give at least one cut point, e.g. '18, 65'")
        backwards = np.flatnonzero(np.diff(cuts) <= 0)
        if backwards.size:
            i = backwards[0]
            raise ValueError(f"breaks: {number_text(cuts[i + 1])} comes after {number_text(cuts[i])}; give the cut "
                             "points in increasing order, each once")
        return cls(cuts)

    def index(self, x: np.ndarray) -> np.ndarray:
        """Each number's band as an integer (comparable: the same integer, the same band); NaN stays NaN.
        Cut points: 0 below the first, len(cuts) at or above the last. Equal bands: i of [start + i·width, …),
        with the open ends as the bands just beyond them."""
        if self.cuts is not None:
            found = np.searchsorted(self.cuts, x, side="right").astype(float)
            return np.where(np.isnan(x), np.nan, found)
        with np.errstate(invalid="ignore"):
            i = np.floor((x - self.start) / self.width)
            finite = np.isfinite(i)
            i = np.where(finite, i, 0)
            i -= x < self._low(i)  # the division's rounding, corrected against the written ends
            i += x >= self._low(i + 1)
            i = np.where(finite, i, np.where(np.isnan(x), np.nan, np.sign(x) * np.inf))
            if self.top is not None:
                i = np.where(x >= self.top, np.inf, i)
            if self.bottom is not None:
                i = np.where(x < self.bottom, -np.inf, i)
        return i

    def _low(self, i: np.ndarray) -> np.ndarray:
        return np.round(self.start + i * self.width, self.places)

    def texts(self, bands: np.ndarray) -> np.ndarray:
        """The cell of each distinct band index."""
        if self.cuts is not None:
            cuts = self.cuts
            labels = [f"<{number_text(cuts[0])}" if b == 0 else f">={number_text(cuts[-1])}" if b == cuts.size
                      else band_text(cuts[int(b) - 1], cuts[int(b)]) for b in bands]
            return np.array(labels, dtype=object)
        labels = []
        for b in bands:
            if b == np.inf:
                labels.append(f">={number_text(self.top)}")
            elif b == -np.inf:
                labels.append(f"<{number_text(self.bottom)}")
            else:
                low, high = self._low(np.array([b, b + 1.0]))
                low = low if self.bottom is None else max(low, self.bottom)
                high = high if self.top is None else min(high, self.top)
                labels.append(band_text(low, high))
        return np.array(labels, dtype=object)

    def count(self, bands: np.ndarray) -> int:
        return int(np.unique(bands[~np.isnan(bands)]).size)


def _band(series: pd.Series, column: str, mode: str, bands: _Bands) -> tuple[pd.Series, list[str]]:
    """The column in bands, and the notes. A cell already banded becomes the new band holding it whole, and is
    kept as it is where it straddles two (it is then no finer than the new bands); "*" and missing values stay."""
    cells = read_numbers(series, column, "column")
    exact = cells.what == EXACT
    if not exact.any() and not (cells.what == GENERALIZED).any():
        raise ValueError(f"{mode}: column {column!r} holds no numbers to band")
    low_band, high_band = bands.index(cells.low), bands.index(cells.high)
    banded = (exact | (cells.what == GENERALIZED)) & (low_band == high_band)
    rows = np.flatnonzero(banded)
    distinct, inverse = np.unique(low_band[rows], return_inverse=True)
    labels = bands.texts(distinct)[inverse]
    out = written(series, labels, rows)
    values = np.unique(cells.value[exact]).size
    notes = [say("{column}: {values} distinct values written as {bands} bands ({lowest} to {highest})", column=column,
                 values=values, bands=distinct.size, lowest=labels[np.argmin(low_band[rows])],
                 highest=labels[np.argmax(low_band[rows])]) if rows.size else
             say("{column}: {values} distinct values written as {bands} bands", column=column, values=values,
                 bands=distinct.size)]
    straddling = int(((cells.what == GENERALIZED) & ~banded).sum())
    if straddling:
        notes.append(say("{column}: {count} cells already banded across two of the new bands were kept as they were "
                         "(no finer than the new bands)", column=column, count=straddling))
    notes += _missing_note(series, column, rows.size)
    return out, notes


def _missing_note(series: pd.Series, column: str, written_cells: int) -> list[str]:
    missing = int(missing_mask(series).sum())
    if not missing or not written_cells:
        return []
    return [say("{column}: {count} missing values stay empty; AnonGuard reads an empty cell of a generalized column "
                "as suppressed (any value)", column=column, count=missing)]


def _categories(series: pd.Series) -> list[str]:
    """The column's categories as text (numbers as a release writes them): its plain values and the members of
    the sets it already holds."""
    found = set()
    for value in pd.unique(as_text(series).dropna()):
        cell = parse_cell(value) if value else None
        if isinstance(cell, ValueSet):
            found.update(cell.values)
        elif cell is None and value:
            found.add(value)
    return sorted(found)


_QUOTED_OR_PLAIN = r'(?:"(?:[^"]|"")*"|[^{sep}"])+'


def _split(text: str, separator: str) -> list[str]:
    """`text` split at `separator` outside double quotes, each part stripped (quotes kept)."""
    return [part.strip() for part in re.findall(_QUOTED_OR_PLAIN.format(sep=re.escape(separator)), text)]


def _unquote(text: str) -> str:
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] == '"':
        return text[1:-1].replace('""', '"')
    return text


class _Groups:
    """Categories grouped: `of` maps a category to its group's number; each group has a label and its members
    (in the order given); `dropped` are categories the file suppresses."""

    def __init__(self) -> None:
        self.of: dict[str, int] = {}
        self.labels: list[str] = []
        self.members: list[list[str]] = []
        self.dropped: set[str] = set()

    def add(self, label: str, members: list[str]) -> None:
        for member in members:
            self.of[member] = len(self.labels)
        self.labels.append(label)
        self.members.append(members)


def _merge_groups(text: str, column: str, categories: list[str]) -> _Groups:
    known, groups = set(categories), _Groups()
    shown = ", ".join(categories[:20]) + (", …" if len(categories) > 20 else "")
    for part in _split(text, ";"):
        if not part:
            continue
        named = _split(part, "=")
        if len(named) > 2:
            raise ValueError(f"merge: {part!r} holds '=' twice; write one group as 'A+B=NAME'")
        members = [_unquote(m) for m in _split(named[0], "+") if m]
        label = _unquote(named[1]) if len(named) == 2 else "+".join(members)
        unknown = [m for m in members if m not in known]
        if unknown:
            raise ValueError(f"merge: {unknown[0]!r} is not a category of {column!r} (its categories: {shown}); "
                             "write the categories as the column holds them")
        again = [m for m in members if m in groups.of or members.count(m) > 1]
        if again:
            raise ValueError(f"merge: {again[0]!r} is named in two groups (or twice in one); name each category once")
        if len(members) < 2:
            raise ValueError(f"merge: the group {part!r} holds one category; join at least two with '+'")
        groups.add(label, members)
    if not groups.labels:
        raise ValueError(f"merge: no group given; write e.g. '{'+'.join(categories[:2]) or 'A+B'}'")
    return groups


def _hierarchy_groups(path_text: str, level: int, column: str, categories: list[str]) -> _Groups:
    path = Path(path_text.strip()).expanduser()
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"hierarchy: cannot read {str(path)!r} ({exc.__class__.__name__}: {exc}); give the path of "
                         "a CSV file with one row per category: the category, then its group at each level") from None
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        raise ValueError(f"hierarchy: {str(path)!r} is empty; give one row per category, e.g. 'R03;North'")
    delimiter = max(";,\t", key=lambda d: lines[0].count(d))
    rows = [[cell.strip() for cell in row] for row in csv.reader(lines, delimiter=delimiter)]
    if rows[0] and rows[0][0].lower() in {"value", "values", "category", "original", column.lower()}:
        rows = rows[1:]
    levels = max((len(row) for row in rows), default=1) - 1
    if levels < 1:
        raise ValueError(f"hierarchy: {str(path)!r} has one column only; each row needs the category and at least one "
                         "level, separated by ';' or ',' (e.g. 'R03;North')")
    if level > levels:
        raise ValueError(f"level: {level} asked, but {str(path)!r} has {levels} level(s); choose 1 to {levels}")
    label_of: dict[str, str] = {}
    for row in rows:
        if row and row[0] and row[0] not in label_of:
            label_of[row[0]] = row[level] if len(row) > level else ""
    absent = [c for c in categories if c not in label_of]
    if absent:
        raise ValueError(f"hierarchy: {str(path)!r} has no row for {', '.join(map(repr, absent[:5]))}"
                         + (f" and {len(absent) - 5} more" if len(absent) > 5 else "")
                         + f" (categories of {column!r}); add a row for each")
    groups, by_label = _Groups(), {}
    for category in categories:
        label = label_of[category]
        if label in ("", "*"):
            groups.dropped.add(category)
            continue
        by_label.setdefault(label, []).append(category)
    for label, members in by_label.items():
        groups.add(label, members)
    return groups


def _regroup(series: pd.Series, column: str, groups: _Groups, write: str, mode: str) -> tuple[pd.Series, list[str]]:
    """The column with each category replaced by its group's cell, and the notes. A set already in the column
    becomes the union of the groups its members belong to ('label': their label if they all share one, else it
    stays); "*", missing values and categories in no group stay as they are."""
    text = as_text(series)
    present = text.notna().to_numpy()
    distinct, inverse = np.unique(text[present].to_numpy(dtype=str), return_inverse=True)
    cell_of = {g: _group_cell(groups, g, write) for g in range(len(groups.labels))}
    replaced = []
    for value in distinct:
        if value in groups.dropped:
            replaced.append(SUPPRESSED)
        elif value in groups.of:
            replaced.append(cell_of[groups.of[value]])
        else:
            cell = parse_cell(value)
            replaced.append(_widened_set(cell.values, groups, write, value) if isinstance(cell, ValueSet) else value)
    replaced = np.array(replaced, dtype=object)
    rows = np.flatnonzero(present)
    cells = replaced[inverse]
    changed = cells != text[present].to_numpy(dtype=object)
    out = written(series, cells, rows) if changed.any() else series.copy()
    merged = [g for g in range(len(groups.labels)) if len(groups.members[g]) > 1]
    made = dict(column=column, count=sum(len(groups.members[g]) for g in merged), records=int(changed.sum()))
    if mode == "merge":
        notes = [say("{column}: {count} categories merged, {suppressed} suppressed; {records} records changed",
                     suppressed=len(groups.dropped), **made) if groups.dropped else
                 say("{column}: {count} categories merged; {records} records changed", **made)]
    else:
        made["groups"] = len(groups.labels)
        notes = [say("{column}: {count} categories recoded to the hierarchy's level ({groups} groups), {suppressed} "
                     "suppressed; {records} records changed", suppressed=len(groups.dropped), **made)
                 if groups.dropped else
                 say("{column}: {count} categories recoded to the hierarchy's level ({groups} groups); {records} "
                     "records changed", **made)]
    if write == "label":
        shown = groups.labels[:3] + (["…"] if len(groups.labels) > 3 else [])
        notes.append(say("{column}: groups written as labels ({labels}); tell the audit what each stands for "
                         "(--hierarchy COLUMN=FILE, or the Data page's Recodes), or AnonGuard reads them as new "
                         "values", column=column, labels=", ".join(shown)))
    notes += _missing_note(series, column, int(changed.sum()))
    return out, notes


def _group_cell(groups: _Groups, group: int, write: str) -> str:
    members = groups.members[group]
    if write == "label":
        return groups.labels[group]
    return members[0] if len(members) == 1 else set_text(members)


def _widened_set(values: tuple[str, ...], groups: _Groups, write: str, as_given: str) -> str:
    """A set cell after regrouping: the union of its members' groups (a member in no group stays itself)."""
    touched = sorted({groups.of[v] for v in values if v in groups.of})
    if write == "label":
        inside = len(touched) == 1 and all(v in groups.of for v in values)
        return groups.labels[touched[0]] if inside else as_given
    members = list(dict.fromkeys([m for g in touched for m in groups.members[g]]
                                 + [v for v in values if v not in groups.of]))
    return set_text(members)
