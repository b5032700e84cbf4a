"""PRAM, the Post-Randomisation Method (Kooiman, Willenborg & Gouweleeuw 1997; Gouweleeuw, Kooiman, Willenborg &
de Wolf 1998, Journal of Official Statistics 14(4)): each value of a categorical column is replaced by a category
drawn from its row of a transition matrix P, P[i, j] being the chance that category i is published as j.

The matrix is *invariant*: with p̂ the column's category shares, p̂ᵀP = p̂, so the expected count of every
category after PRAM is its count before. It is built as sdcMicro's `pram` builds it (its `pd` and `alpha`):

1. a first matrix P₁ with diagonal entries drawn uniformly between `diagonal` (sdcMicro's pd) and 1, the rest of
   each row spread evenly over the other L − 1 categories;
2. the backward matrix Q[k, j] = P₁[j, k] p̂_j / Σ_i p̂_i P₁[i, k] (the chance that a published k came from j);
3. R = P₁ Q, which is invariant: Σ_i p̂_i R[i, j] = Σ_k (p̂ᵀP₁)_k Q[k, j] = p̂_j;
4. the matrix applied, P = alpha · R + (1 − alpha) · I, invariant too, its diagonal at least 1 − alpha.

A rare category keeps its value less often than a common one (R sends as many records into each category as out
of it, and a rare one receives from many): the values that single people out are the ones most often changed.
Within `strata`, each group of records gets a matrix of its own, so the counts are kept within each group as well.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.api import CATEGORICAL, PERTURB, Parameter, Suppressed, Treated, Treatment, TreatmentTask, ValueSet, parse_cell
from anonguard_treatments._perturb import chosen_columns, column_rng
from anonguard.api import say
from anonguard_treatments._proposals import of_kind


def invariant_matrix(counts: np.ndarray, diagonal: float, alpha: float, rng: np.random.Generator) -> np.ndarray:
    """The L × L invariant transition matrix for categories holding `counts` records (each at least one), drawn
    with `rng` (L uniform numbers, the first step's diagonal)."""
    shares = np.asarray(counts, dtype=float) / np.sum(counts)
    size = shares.size
    if size == 1:
        return np.ones((1, 1))
    kept = rng.uniform(diagonal, 1.0, size)
    first = np.repeat(((1.0 - kept) / (size - 1))[:, None], size, axis=1)
    np.fill_diagonal(first, kept)
    reached = shares @ first  # the share of records published as each category after the first step
    backward = (first * shares[:, None]).T / reached[:, None]
    return alpha * (first @ backward) + (1.0 - alpha) * np.eye(size)


def _categories(series: pd.Series) -> tuple[np.ndarray, np.ndarray]:
    """Per row, the code of its category (-1 where missing or generalized, left as written), and the categories."""
    try:
        codes, labels = pd.factorize(series, sort=True)
    except TypeError:  # categories of mixed types (numbers and text): in the order they first appear
        codes, labels = pd.factorize(series)
    plain = np.array([not isinstance(label, str) or (label.strip() != "" and not isinstance(
        parse_cell(label), (ValueSet, Suppressed))) for label in labels], dtype=bool)
    renumbered = np.cumsum(plain) - 1
    kept = codes >= 0
    kept[kept] = plain[codes[kept]]
    return np.where(kept, renumbered[np.maximum(codes, 0)], -1), np.asarray(labels, dtype=object)[plain]


def _draw(codes: np.ndarray, groups: np.ndarray, size: int, diagonal: float, alpha: float,
          rng: np.random.Generator) -> tuple[np.ndarray, float]:
    """New codes for the rows with a category (codes ≥ 0), each group's matrix built on its own counts; and the
    smallest chance of keeping a value over the matrices."""
    rows = np.flatnonzero(codes >= 0)
    old, group = codes[rows], groups[rows]
    pairs, pair_of = np.unique(np.stack([group, old]), axis=1, return_inverse=True)
    pair_of = pair_of.ravel()
    counts = np.bincount(pair_of, minlength=pairs.shape[1])
    cumulative = np.ones((pairs.shape[1], size))  # per (group, category): cumulative chances over the categories
    smallest = 1.0
    starts = np.flatnonzero(np.r_[True, pairs[0, 1:] != pairs[0, :-1]])
    for start, stop in zip(starts, np.r_[starts[1:], pairs.shape[1]]):  # the groups, each's categories in order
        members = np.arange(start, stop)
        present = pairs[1, members]
        matrix = invariant_matrix(counts[members], diagonal, alpha, rng)
        smallest = min(smallest, float(np.diag(matrix).min()))
        full = np.zeros((present.size, size))
        full[:, present] = matrix
        running = np.cumsum(full, axis=1)
        running[:, present[-1]:] = 1.0  # the last category reachable ends the row exactly at 1
        cumulative[members] = running
    chance = rng.random(rows.size)
    drawn = (cumulative[pair_of] <= chance[:, None]).sum(axis=1)
    new = codes.copy()
    new[rows] = drawn
    return new, smallest


class Pram(Treatment):
    id = "pram"
    stage = PERTURB
    title = "PRAM (post-randomisation of categories)"
    description = (
        "Changes the categories of chosen categorical columns at random, following a transition matrix built so "
        "that each category's count stays what it was, in expectation: every person's published value may be "
        "another, so a rare combination of key variables (quasi-identifiers) no longer proves that its owner is in "
        "the file, while tables of one column stay true on average. Rare categories change most often; missing "
        "values and generalized cells ({a,b}, *) are left as written. Tables that cross two changed columns, or a "
        "changed column with another, are blurred: say so to the users of the release. As sdcMicro's pram (its pd "
        "and alpha)."
    )
    parameters = (
        Parameter("columns", "str", "",
                  "Comma-separated categorical columns whose categories are changed (empty: the categorical key "
                  "variables). Each column is changed on its own."),
        Parameter("diagonal", "float", 0.8,
                  "In the matrix's first step, each category is kept with a chance drawn between this and 1 "
                  "(sdcMicro's pd). Lower: more values change.",
                  minimum=0.0, maximum=1.0, label="Smallest first-step chance of keeping a value", unit="0 to 1"),
        Parameter("alpha", "float", 0.5,
                  "How much of the invariant step is applied (sdcMicro's alpha): the chance of keeping a value is "
                  "1 − alpha + alpha × the invariant matrix's, so at least 1 − alpha. 0 changes nothing.",
                  minimum=0.0, maximum=1.0, label="Share of the invariant step", unit="0 to 1", advanced=True),
        Parameter("strata", "str", "",
                  "Comma-separated columns whose groups are treated each on its own (empty: the whole table): "
                  "the category counts are then kept within each group, e.g. within each region.",
                  advanced=True),
    )

    def proposals(self, task: TreatmentTask) -> list[tuple[dict, ...]]:
        """The categorical sensitive variables, then the two riskiest categorical keys, each kept with chance 0.9,
        then 0.8."""
        found = []
        for columns in (of_kind(task, task.sensitive, categorical=True),
                        of_kind(task, task.keys, categorical=True)[:2]):
            found += [({"columns": ",".join(columns), "diagonal": d},) for d in (0.9, 0.8) if columns]
        return found

    def treat(self, task: TreatmentTask) -> Treated:
        columns = chosen_columns(task, self.params["columns"], "pram.columns", CATEGORICAL,
                                 "whose categories PRAM should change",
                                 "PRAM changes categories; for numbers use additive-noise, correlated-noise or "
                                 "microaggregation")
        strata = task.columns(self.params["strata"], "pram.strata", ())
        both = [c for c in strata if c in columns]
        if both:
            raise ValueError(f"pram.strata: {both[0]} is also among the columns PRAM changes; a column cannot be "
                             f"changed and group the records at once: take it out of strata or of columns")
        groups = (task.data[strata].astype("string").fillna("\x00missing").groupby(strata, sort=True).ngroup()
                  .to_numpy() if strata else np.zeros(len(task.data), dtype=np.int64))
        diagonal, alpha = self.params["diagonal"], self.params["alpha"]
        data, said = task.data.copy(), []
        for column in columns:
            codes, labels = _categories(task.data[column])
            if not labels.size:
                said.append(say("{column}: no category to change (every cell missing or generalized)", column=column))
                continue
            new, smallest = _draw(codes, groups, labels.size, diagonal, alpha, column_rng(task.seed, self.id, column))
            changed = np.flatnonzero(new != codes)
            values = task.data[column].to_numpy(dtype=object, copy=True)
            values[changed] = labels[new[changed]]
            data[column] = pd.Series(values, index=task.data.index, name=column).astype(task.data[column].dtype)
            total = int((codes >= 0).sum())
            said += [say("{column}: {changed:,} of {total:,} values changed ({share:.1%})", column=column,
                         changed=changed.size, total=total, share=changed.size / total),
                     say("every value kept with a chance of at least {smallest:.0%}", smallest=smallest)]
        made = dict(columns=", ".join(columns), diagonal=diagonal, alpha=alpha, how="; ".join(said))
        return Treated(data, (
            say("PRAM on {columns} (first-step diagonal from {diagonal:g} to 1, alpha {alpha:g}), within each group "
                "of {strata}: {how}", strata=", ".join(strata), **made) if strata else
            say("PRAM on {columns} (first-step diagonal from {diagonal:g} to 1, alpha {alpha:g}): {how}", **made),
            say("kept in expectation: each column's category counts within each group (an invariant matrix); not "
                "kept: the cross-tables of a changed column with any other column; missing values and generalized "
                "cells left as written") if strata else
            say("kept in expectation: each column's category counts (an invariant matrix); not kept: the "
                "cross-tables of a changed column with any other column; missing values and generalized cells left "
                "as written"),
        ))
