"""Whose row is whose: the original record each release row was made from, which record linkage needs.

A record-linkage claim "release row r is person X" is right or wrong only if the source of row r is known.
Public-use files are shuffled on purpose, so row i of a release says nothing about original row i. The
source is known in three ways (docs/identity.md, "Whose row is whose"):

- **given ids**: a column of the release holding the original's entity id (the internal id, kept in a copy
  of the release before it was dropped);
- **given order**: the officer states that the release's rows are in the original's order (a release made
  row by row: swapping, noise, a copy);
- **inferred from consistency**: a release that only generalizes and suppresses keeps each row's values
  inside its cells, so its source is an original row consistent with it on every column the two share
  (each cell holds the original value; an empty cell holds anything). A row consistent with *no* original
  row proves the release changed values (rounding, noise, swapping, synthesis): nothing is inferred then.
  Rows consistent with exactly one original row, each a different one, are judged; rows consistent with
  several (the rows of a k-anonymous class when every column is generalized) are left unjudged.

Otherwise record linkage is *not applicable*: it needs the release rows' ids.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
import pandas as pd

from anonguard.data.cells import GeneralizedColumn
from anonguard.data.encoding import ReleaseTable
from anonguard.errors import DataError
from anonguard.phrases import say

PAIR_LIMIT = 20_000_000  # candidate (release row, original row) pairs checked at most when inferring
PAIR_CHUNK = 1 << 20
NEEDS_IDS = say("record linkage needs the release rows' ids: keep the internal id column in a copy of the release and "
                "name it (--row-ids LABEL=COLUMN, or 'Rows' ids' in the Identity attacks box of the Scenario page), or "
                "state that its rows are in the original's order (--in-order LABEL)")


@dataclass(frozen=True)
class RowSources:
    """Per release row, the original row it was made from (-1: no one of the original, or not known), and
    whether every row's source is known (`complete`): then -1 means the row is no one's in the original."""

    person: np.ndarray
    complete: bool
    how: str  # how the correspondence was found, for the run's notes

    def judged(self, people: np.ndarray) -> np.ndarray:
        """Whose claims can be judged right or wrong: everyone's when every row's source is known; otherwise
        people whose own row is known, and people not in the original (-1), whose every claim is wrong."""
        people = np.asarray(people)
        if self.complete:
            return np.ones(people.size, dtype=bool)
        return (people < 0) | np.isin(people, self.person[self.person >= 0])


def from_ids(release_ids: pd.Series, original_ids: pd.Series, where: str, column: str, entity: str) -> RowSources:
    """The source of each row from the release's id column, matched (as text) to the original's entity ids.
    An id the original does not hold is no one of it; a missing id, or one the original holds twice, is
    not known."""
    text = original_ids.astype("string").str.strip()
    twice = text.duplicated(keep=False).to_numpy()
    rows = pd.Series(np.arange(len(text)), index=text.to_numpy())
    given = release_ids.astype("string").str.strip()
    person = rows[~twice].reindex(given.to_numpy()).fillna(-1).to_numpy(dtype=np.int64)
    known = given.notna().to_numpy() & ~given.isin(text[twice]).to_numpy()
    if not (person >= 0).any():
        example = given.dropna().iloc[0] if given.notna().any() else "(empty)"
        raise DataError(f"{where}: none of the values of its column {column!r} (e.g. {example!r}) is an id of the "
                        f"original's column {entity!r}; name the release column holding the original's entity ids")
    unknown = int((~known).sum())
    said = {"column": column, "entity": entity, "people": int((person >= 0).sum()), "rows": person.size}
    how = say("whose row is whose read from its column {column!r} (the original's {entity!r}): {people:,} of its "
              "{rows:,} rows are people of the original", **said) if not unknown else say(
        "whose row is whose read from its column {column!r} (the original's {entity!r}): {people:,} of its {rows:,} rows "
        "are people of the original, {unknown:,} rows have no id or one the original holds twice and are left unjudged",
        **said, unknown=unknown)
    return RowSources(person, unknown == 0, how)


def in_order(rows: int, original: int, label: str) -> RowSources | str:
    """Row i made from original row i, as the officer stated; or why that cannot be (the release's record
    linkage is then not applicable, and the rest of the audit runs)."""
    if rows != original:
        return say("release {release!r} has {rows:,} rows and the original {original:,}: its rows cannot be in the "
                   "original's order, as the audit file says; give the release rows' ids instead (--row-ids "
                   "LABEL=COLUMN)", release=label, rows=rows, original=original)
    return RowSources(np.arange(rows), True, say("whose row is whose as stated: rows in the original's order"))


def inferred(original: pd.DataFrame, table: ReleaseTable, missing_codes: Mapping[str, int],
             label: str) -> RowSources | str:
    """The sources of a release that only generalizes and suppresses, from consistency on every column it
    shares with the original (both encoded; `missing_codes`: each categorical column's code of an empty
    cell); or why they cannot be inferred."""
    columns = [c for c in table.data.columns if c in original.columns]
    plain = [c for c in columns if c not in table.generalized]
    exact = [c for c in plain if not _missing(table.data[c], missing_codes.get(c)).any()]
    pairs = _candidates(original, table.data, exact)
    if isinstance(pairs, str):
        return pairs
    rows, people = pairs
    for column in columns:
        if column in exact or rows.size == 0:
            continue
        keep = np.zeros(rows.size, dtype=bool)
        held = original[column].to_numpy(dtype=float)
        published = table.data[column].to_numpy(dtype=float)
        blank = _missing(table.data[column], missing_codes.get(column))
        for start in range(0, rows.size, PAIR_CHUNK):
            part = slice(start, start + PAIR_CHUNK)
            keep[part] = _consistent(table.generalized.get(column), held[people[part]], published, blank, rows[part])
        rows, people = rows[keep], people[keep]
    m = len(table.data)
    fits = np.bincount(rows, minlength=m)
    if (fits == 0).any():
        return _changed(original, table, missing_codes, int((fits == 0).sum()), label)
    single = fits[rows] == 1
    source = np.full(m, -1, dtype=np.int64)
    source[rows[single]] = people[single]
    claimed = np.bincount(source[source >= 0], minlength=len(original))
    source[(source >= 0) & (claimed[np.maximum(source, 0)] > 1)] = -1  # one original row for two release rows
    judged = int((source >= 0).sum())
    if judged == 0:
        return say("every row of {file} (release {release!r}) fits several original records on every column it shares "
                   "with the original, so whose row is whose cannot be inferred; {needs_ids}", file=table.name,
                   release=label, needs_ids=NEEDS_IDS)
    if judged == m:
        return RowSources(source, True, say("whose row is whose inferred: each of its {rows:,} rows fits exactly one "
                                            "original record on every column (it only generalizes and suppresses)",
                                            rows=m))
    return RowSources(source, False, say(
        "whose row is whose inferred for {judged:,} of its {rows:,} rows, each fitting exactly one original record on "
        "every column; the other {others:,} fit several (as a k-anonymous class's rows do) and are left unjudged: "
        "record linkage is judged on the people whose row is known, who are the easier to tell apart", judged=judged,
        rows=m, others=m - judged))


def _missing(values: pd.Series, code: int | None) -> np.ndarray:
    """A release's empty cells (they hold any value: suppression); a categorical column's have its missing code."""
    array = values.to_numpy(dtype=float)
    return np.isnan(array) if code is None else array == code


def _candidates(original: pd.DataFrame, release: pd.DataFrame, exact: list[str]) -> tuple[np.ndarray, np.ndarray] | str:
    """(release row, original row) pairs agreeing on the `exact` columns (all pairs without any), or why
    there are too many to check."""
    m, n = len(release), len(original)
    if not exact:
        if m * n > PAIR_LIMIT:
            return _too_many(m * n)
        return np.repeat(np.arange(m), n), np.tile(np.arange(n), m)
    left = pd.DataFrame(release[exact].to_numpy(dtype=float), columns=exact).fillna(np.inf)
    right = pd.DataFrame(original[exact].to_numpy(dtype=float), columns=exact).fillna(np.inf)
    sizes = left.value_counts().rename("m").to_frame().join(right.value_counts().rename("n"), how="inner")
    total = int((sizes["m"] * sizes["n"]).sum())
    if total > PAIR_LIMIT:
        return _too_many(total)
    joined = left.assign(row=np.arange(m)).merge(right.assign(person=np.arange(n)), on=exact, how="inner")
    return joined["row"].to_numpy(dtype=np.int64), joined["person"].to_numpy(dtype=np.int64)


def _too_many(pairs: int) -> str:
    return say("inferring whose row is whose would compare {pairs:,} pairs of release and original rows (too few "
               "columns are published exactly to narrow them down); {needs_ids}", pairs=pairs, needs_ids=NEEDS_IDS)


def _consistent(cells: GeneralizedColumn | None, value: np.ndarray, published: np.ndarray, blank: np.ndarray,
                rows: np.ndarray) -> np.ndarray:
    """Whether release row `rows[i]`'s cell holds the original value `value[i]`: inside a generalized cell,
    else equal to the published value, or the cell is empty (suppressed). An interval's ends are read closed:
    whether a value halfway between two rounded ones went up or down depends on the office's software
    (half-up in SAS, Stata and spreadsheets, half-to-even in R and pandas), so either cell could hold it."""
    if cells is not None and cells.categorical:
        codes = value.astype(np.int64)
        inside = codes < cells.members.shape[1]
        held = np.zeros(rows.size, dtype=bool)
        held[inside] = np.asarray(cells.members[rows[inside], codes[inside]]).ravel() > 0
        return held
    if cells is not None:
        low, high = np.nextafter(cells.low[rows], -np.inf), np.nextafter(cells.high[rows], np.inf)
        return ((value >= low) & (value <= high)) | (np.isnan(value) & np.isnan(low))
    return (published[rows] == value) | blank[rows]


def _changed(original: pd.DataFrame, table: ReleaseTable, missing_codes: Mapping[str, int], unfit: int,
             label: str) -> str:
    """Why no correspondence: rows that fit no original record, with the columns whose published values the
    original never holds (rounded, perturbed, recoded)."""
    shares = {}
    for column in (c for c in table.data.columns if c in original.columns):
        held = np.unique(original[column].to_numpy(dtype=float))
        cells = table.generalized.get(column)
        if cells is not None and cells.categorical:
            present = np.zeros(cells.members.shape[1], dtype=np.float32)
            present[held[(held >= 0) & (held < present.size)].astype(np.int64)] = 1
            foreign = (cells.members @ present) == 0
        elif cells is not None:
            finite = held[np.isfinite(held)]
            foreign = np.searchsorted(finite, cells.low, "left") == np.searchsorted(finite, cells.high, "right")
        else:
            values = table.data[column].to_numpy(dtype=float)
            foreign = ~np.isin(values, held) & ~_missing(table.data[column], missing_codes.get(column))
        if foreign.mean() >= 0.01:
            shares[column] = float(foreign.mean())
    named = ", ".join(say("{column} ({share:.0%} of its values)", column=c, share=s)
                      for c, s in sorted(shares.items(), key=lambda i: -i[1])[:3])
    said = {"unfit": unfit, "rows": len(table.data), "file": table.name, "release": label, "needs_ids": NEEDS_IDS}
    if named:
        return say("{unfit:,} of the {rows:,} rows of {file} (release {release!r}) fit no original record on every "
                   "column; values no original record holds are in {columns}: the release changes values (rounding, "
                   "noise, swapping or synthesis), not only generalizes and suppresses, so whose row is whose cannot be "
                   "inferred; {needs_ids}", **said, columns=named)
    return say("{unfit:,} of the {rows:,} rows of {file} (release {release!r}) fit no original record on every column: "
               "the release changes values (rounding, noise, swapping or synthesis), not only generalizes and "
               "suppresses, so whose row is whose cannot be inferred; {needs_ids}", **said)
