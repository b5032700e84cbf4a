"""Whole-table fidelity of a release: can a classifier tell it from the original (pMSE, its ratio to
what chance alone gives, SPECKS), and how far off are its k-way marginals (the k-marginal score).

Neither needs to know what the release will be used for, which is why a release board reads them
before the analysis-specific measures. Definitions, and where they differ from synthgauge, SDNist and
SDMetrics: docs/utility.md, "Whole-table measures".
"""

from __future__ import annotations

import itertools
import math
import warnings
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np
import pandas as pd
from scipy import sparse
from scipy.linalg import lapack
from sklearn.exceptions import ConvergenceWarning
from sklearn.linear_model import LogisticRegression
from sklearn.tree import DecisionTreeClassifier

from anonguard.data.columns import CATEGORICAL, CONTINUOUS
from anonguard.engine.utility.grid import GridColumn, on_grid, spread_keys
from anonguard.engine.utility.spread import ReleaseCells
from anonguard.errors import DataError
from anonguard.phrases import say

MODELS = ("logistic", "tree")
TREE_MIN_LEAF = 50  # rows in each leaf of the CART propensity model, so a leaf's share is not one row's label
TREE_MAX_DEPTH = 10  # interactions of up to 10 variables; deeper trees mostly fit noise, at 3x the time
NULL_DRAWS = 5  # refits on releases drawn from the original that estimate the tree's null pMSE
MAX_LEVELS = 50  # a categorical's most common levels that get a column each in the model; the rest share one
_RIDGE_C = 1e6  # practically unpenalized, yet finite when a variable separates the two tables
_LOGISTIC_TOL = 1e-6  # fitted probabilities to about 1e-6: well below any difference worth reading
_LOGISTIC_MAX_ITER = 1000
_RANK_TOL = 1e-9  # pivots of the unit-diagonal Gram below this are linear dependence, not information
_MAX_DENSE_CELLS = 1 << 22  # above this many cells a marginal's occupied cells are renumbered before counting


# ---------------------------------------------------------------------------------------------- results


@dataclass(frozen=True)
class Propensity:
    """How well a classifier tells the release's rows from the original's (Snoke et al. 2018).

    `ratio` is the number to read: 1 means no more distinguishable than a release drawn at random from
    the original's rows would be, larger is worse; an exact copy gives 0, and a subsample of the
    original's own rows about 1 - n_release / n_original (it is closer to the original than a fresh draw).
    """

    model: str  # "logistic" or "tree"
    pmse: float  # mean of (propensity - c)^2, c the release's share of the stacked rows
    null_pmse: float  # expected pMSE if the release were drawn from the original's distribution
    ratio: float  # pmse / null_pmse (1: indistinguishable; larger: worse); inf when only the null is 0
    specks: float  # KS distance between the two groups' propensity scores, in [0, 1]
    rows_used: tuple[int, int]  # (original, release) rows the model saw
    sampled: bool  # whether those rows are a seeded sample of a larger table

    def to_dict(self) -> dict:
        """Plain JSON values; an infinite ratio is written as null, which JSON can hold."""
        return {"model": self.model, "pmse": self.pmse, "null_pmse": self.null_pmse,
                "ratio": self.ratio if math.isfinite(self.ratio) else None, "specks": self.specks,
                "rows_used": list(self.rows_used), "sampled": self.sampled}

    @classmethod
    def from_dict(cls, data: dict) -> Propensity:
        """The inverse of `to_dict`."""
        ratio = data["ratio"]
        return cls(model=str(data["model"]), pmse=float(data["pmse"]), null_pmse=float(data["null_pmse"]),
                   ratio=math.inf if ratio is None else float(ratio), specks=float(data["specks"]),
                   rows_used=(int(data["rows_used"][0]), int(data["rows_used"][1])), sampled=bool(data["sampled"]))


@dataclass(frozen=True)
class KMarginal:
    """Mean agreement of the k-way marginals (NIST CRC / SDNist): 1 is identical, 0 is disjoint.

    SDNist prints 1000 times `score`.
    """

    k: int  # columns in each marginal (lowered to the table's column count when it has fewer)
    score: float  # mean over the column sets of 1 - TVD, in [0, 1]
    worst: tuple[tuple[str, ...], float]  # the column set whose marginal is furthest off, and its TVD
    sets_used: int  # column sets compared: all of them, or a seeded sample of `max_marginals`
    sets_total: int  # column sets there are: C(columns, k)

    def to_dict(self) -> dict:
        """Plain JSON values."""
        return {"k": self.k, "score": self.score, "worst_columns": list(self.worst[0]), "worst_tvd": self.worst[1],
                "sets_used": self.sets_used, "sets_total": self.sets_total}

    @classmethod
    def from_dict(cls, data: dict) -> KMarginal:
        """The inverse of `to_dict`."""
        return cls(k=int(data["k"]), score=float(data["score"]),
                   worst=(tuple(str(c) for c in data["worst_columns"]), float(data["worst_tvd"])),
                   sets_used=int(data["sets_used"]), sets_total=int(data["sets_total"]))


# ---------------------------------------------------------------------------------------------- propensity


def propensity(original: pd.DataFrame, release: pd.DataFrame, kinds: Mapping[str, str], *, model: str = "logistic",
               max_rows: int = 100_000, seed: int = 0) -> Propensity:
    """pMSE, its null expectation and ratio, and SPECKS, from a classifier of original (0) against release (1).

    The default model is a logistic regression on each variable's main effects (one-hot categories, a
    continuous variable's standardized value, its square and a missing indicator). Its null pMSE has a
    closed form, (k - 1)(1 - c)^2 c / N with k its independent parameters (Snoke et al. 2018), so the
    ratio costs one fit and carries no Monte Carlo noise, and it reproduces exactly on every machine;
    the square lets it see a changed spread (noise addition), not only a shifted mean. What it cannot
    see is a changed association between variables: a release whose columns were shuffled apart has its
    margins, so the logistic ratio stays near 0. `model="tree"` (CART with `TREE_MIN_LEAF` rows per leaf
    and `TREE_MAX_DEPTH` levels) finds interactions itself, at the price of a null estimated from
    `NULL_DRAWS` refits on releases drawn from the original (ten times the logistic's time or more); the
    k-marginal score with k >= 2 covers associations too.

    Each table enters as a seeded random sample of at most `max_rows` rows; the result says so.
    """
    columns = _columns(original, release, kinds)
    if model not in MODELS:
        raise ValueError(f"model must be one of {MODELS}, got {model!r}")
    if max_rows < 1:
        raise ValueError(f"max_rows must be positive, got {max_rows}")
    rng = np.random.default_rng(seed)
    orig, rel = _sample(original, max_rows, rng), _sample(release, max_rows, rng)
    design = _design(orig[columns], rel[columns], kinds, squares=model == "logistic")
    labels = np.r_[np.zeros(len(orig)), np.ones(len(rel))]
    share = len(rel) / labels.size
    if model == "logistic":
        scores = _logistic_scores(design, labels)
        null = (_rank_with_intercept(design) - 1) * (1 - share) ** 2 * share / labels.size
    else:
        design = design.toarray().astype(np.float32)  # trees split dense columns several times faster
        scores = _tree_scores(design, labels, seed)
        null = _tree_null(design, labels, share, seed, rng)
    pmse = _pmse(scores, share)
    return Propensity(model=model, pmse=pmse, null_pmse=float(null), ratio=_ratio(pmse, null),
                      specks=_ks_distance(scores[labels == 0], scores[labels == 1]),
                      rows_used=(len(orig), len(rel)), sampled=len(orig) < len(original) or len(rel) < len(release))


def _sample(table: pd.DataFrame, max_rows: int, rng: np.random.Generator) -> pd.DataFrame:
    """At most `max_rows` rows, drawn without replacement and kept in the table's order."""
    if len(table) <= max_rows:
        return table
    return table.iloc[np.sort(rng.choice(len(table), size=max_rows, replace=False))]


def _pmse(scores: np.ndarray, share: float) -> float:
    return float(np.mean((scores - share) ** 2))


def _ratio(pmse: float, null: float) -> float:
    """pmse / null; with nothing to fit (null 0) a pMSE of 0 is what the null expects, so 1."""
    if null > 0:
        return pmse / null
    return 1.0 if pmse == 0 else math.inf


def _ks_distance(a: np.ndarray, b: np.ndarray) -> float:
    """Largest gap between the two samples' empirical CDFs (two-sample Kolmogorov-Smirnov statistic)."""
    a, b = np.sort(a), np.sort(b)
    points = np.concatenate([a, b])
    gap = np.searchsorted(a, points, side="right") / a.size - np.searchsorted(b, points, side="right") / b.size
    return float(np.max(np.abs(gap)))


def _logistic_scores(design: sparse.csr_matrix, labels: np.ndarray) -> np.ndarray:
    """Fitted P(release | row). A variable that separates the tables drives its coefficient towards
    infinity, which the solver reports as not converged: the fitted probabilities are then as close to
    0 and 1 as the tiny ridge allows, which is the answer, so that warning carries nothing here."""
    model = LogisticRegression(C=_RIDGE_C, tol=_LOGISTIC_TOL, max_iter=_LOGISTIC_MAX_ITER)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)
        model.fit(design, labels)
    return model.predict_proba(design)[:, 1]


def _tree_scores(design: np.ndarray, labels: np.ndarray, seed: int) -> np.ndarray:
    tree = DecisionTreeClassifier(min_samples_leaf=TREE_MIN_LEAF, max_depth=TREE_MAX_DEPTH, random_state=seed)
    return tree.fit(design, labels).predict_proba(design)[:, 1]


def _tree_null(design: np.ndarray, labels: np.ndarray, share: float, seed: int, rng: np.random.Generator) -> float:
    """Mean pMSE of the tree over `NULL_DRAWS` releases drawn with replacement from the original's rows.

    This is the null the logistic model's closed form describes (a release drawn from the original's
    distribution, the original as it is), so the two models' ratios read alike; labels permuted over
    both tables instead (Snoke et al.) give a null larger by a factor 1 / (1 - c), and one that grows
    with how bad the release is."""
    originals = int(np.count_nonzero(labels == 0))
    kept = np.arange(originals)
    draws = [np.r_[kept, rng.integers(originals, size=labels.size - originals)] for _ in range(NULL_DRAWS)]
    return float(np.mean([_pmse(_tree_scores(design[rows], labels, seed), share) for rows in draws]))


def _rank_with_intercept(design: sparse.csr_matrix) -> int:
    """k: the logistic model's independent parameters, the intercept included.

    Counted as the rank of [1, X] (pivoted Cholesky of its unit-diagonal Gram), not as the number of
    columns, so that nested variables (a region inside a country) do not inflate the null pMSE."""
    rows = design.shape[0]
    sums = np.asarray(design.sum(axis=0)).ravel()
    gram = np.block([[np.array([[rows]], dtype=float), sums[None, :]],
                     [sums[:, None], (design.T @ design).toarray()]])
    scale = 1 / np.sqrt(np.diag(gram))
    _, _, rank, _ = lapack.dpstrf(gram * scale[:, None] * scale[None, :], tol=_RANK_TOL)
    return int(rank)


def _design(original: pd.DataFrame, release: pd.DataFrame, kinds: Mapping[str, str], *,
            squares: bool) -> sparse.csr_matrix:
    """The stacked rows (original first) as model columns scaled to unit root mean square; constant
    columns are left out, as they carry nothing the intercept does not."""
    blocks = [_categorical_block(original[c], release[c]) if kinds[c] == CATEGORICAL
              else _continuous_block(original[c], release[c], squares) for c in original.columns]
    design = sparse.hstack(blocks, format="csr", dtype=float)
    root_mean_square = np.sqrt(np.asarray(design.multiply(design).mean(axis=0)).ravel())
    return (design @ sparse.diags(1 / np.where(root_mean_square > 0, root_mean_square, 1.0))).tocsr()


def _categorical_block(original: pd.Series, release: pd.Series) -> sparse.csr_matrix:
    """One-hot over the union of both tables' categories (missing is one more), less the most common,
    which is the reference; past the `MAX_LEVELS` most common, the rest share one column."""
    codes = _union_codes(original, release)
    counts = np.bincount(codes)
    order = np.argsort(-counts, kind="stable")
    rank = np.empty_like(order)
    rank[order] = np.arange(order.size)
    width = min(int(np.count_nonzero(counts)) - 1, MAX_LEVELS)
    column = np.minimum(rank[codes], MAX_LEVELS) - 1
    rows = np.flatnonzero(column >= 0)
    return sparse.csr_matrix((np.ones(rows.size), (rows, column[rows])), shape=(codes.size, width))


def _continuous_block(original: pd.Series, release: pd.Series, squares: bool) -> sparse.csr_matrix:
    """Standardized by the original's mean and standard deviation, missing set to that mean, plus an
    indicator of missing (when some but not all rows miss) and, for the logistic model, the square."""
    values = np.concatenate([_numbers(original), _numbers(release)])
    missing = ~np.isfinite(values)
    known = values[: len(original)][~missing[: len(original)]]
    known = known if known.size else values[~missing]  # the original is all missing: the release's own
    centre = float(known.mean()) if known.size else 0.0
    spread = float(known.std()) if known.size else 0.0
    z = np.where(missing, 0.0, (values - centre) / (spread if spread > 0 else 1.0))
    candidates = [z, z * z] if squares else [z]
    columns = [c for c in candidates if np.ptp(c) > 0]
    if 0 < np.count_nonzero(missing) < missing.size:
        columns.append(missing.astype(float))
    return sparse.csr_matrix(np.column_stack(columns) if columns else np.empty((values.size, 0)))


# ---------------------------------------------------------------------------------------------- k-marginal


def k_marginal(original: pd.DataFrame, release: pd.DataFrame, kinds: Mapping[str, str], *, k: int = 3,
               bins: int = 10, max_marginals: int = 200, seed: int = 0,
               generalized: Mapping[str, ReleaseCells] | None = None) -> KMarginal:
    """Mean over sets of k columns of 1 - TVD between the two tables' joint distributions over the cells.

    The cells are the grid's (engine/utility/grid.py), the per-variable and pair measures' own: a
    categorical's categories (the union of both tables'), missing one more; a continuous column cut at the
    original's `bins`-quantiles (deciles by default; tied quantiles merge), a value equal to a cut going up,
    and below the original's minimum, above its maximum and missing three more cells, so that a release that
    moves values out of the original's range is not hidden in the end bins. A generalized release's cells
    (`generalized`) count in every cell they stand for. With more than `max_marginals` column sets, a seeded
    sample of that many (distinct) sets.
    """
    columns = _columns(original, release, kinds)
    if bins < 2:
        raise ValueError(f"bins must be at least 2, got {bins}")
    return marginal_score(on_grid(original[columns], release[columns], kinds, bins, generalized), k=k,
                          max_marginals=max_marginals, seed=seed)


def marginal_score(columns: Sequence[GridColumn], *, k: int = 3, max_marginals: int = 200, seed: int = 0
                   ) -> KMarginal:
    """The k-marginal score of columns already on the grid (see `k_marginal`)."""
    if k not in (1, 2, 3):
        raise ValueError(f"k must be 1, 2 or 3, got {k}")
    if max_marginals < 1:
        raise ValueError(f"max_marginals must be positive, got {max_marginals}")
    k = min(k, len(columns))
    narrow = [c if c.spread is not None else replace(c, original=c.original.astype(np.int32),
                                                     release=c.release.astype(np.int32)) for c in columns]
    sets = _column_sets(len(columns), k, max_marginals, seed)
    tvds = np.array([_tvd([narrow[i] for i in chosen]) for chosen in sets])
    worst = int(np.argmax(tvds))
    return KMarginal(k=k, score=float(1 - tvds.mean()),
                     worst=(tuple(columns[i].name for i in sets[worst]), float(tvds[worst])),
                     sets_used=len(sets), sets_total=math.comb(len(columns), k))


def _tvd(parts: Sequence[GridColumn]) -> float:
    """Total variation distance, 1/2 sum |p - q|, between the two tables' joint distributions of `parts`."""
    if all(c.spread is None for c in parts):
        key_o, key_r, cells = _joint([(c.original, c.release, c.cells) for c in parts])
        p = np.bincount(key_o, minlength=cells) / key_o.size
        q = np.bincount(key_r, minlength=cells) / key_r.size
        return 0.5 * float(np.abs(p - q).sum())
    key_r, weights = spread_keys(parts)
    key_o, cells = np.zeros(len(parts[0].original), dtype=np.int64), 1
    for column in parts:
        key_o, cells = key_o * column.cells + column.original, cells * column.cells
    if cells > _MAX_DENSE_CELLS:
        values, inverse = np.unique(np.r_[key_o, key_r], return_inverse=True)
        key_o, key_r, cells = inverse[: key_o.size], inverse[key_o.size:], values.size
    p = np.bincount(key_o, minlength=cells) / key_o.size
    q = np.bincount(key_r, weights=weights, minlength=cells) / weights.sum()
    return 0.5 * float(np.abs(p - q).sum())


_Cells = tuple[np.ndarray, np.ndarray, int]  # each table's cell of every row, and how many cells there are


def _joint(parts: Sequence[_Cells]) -> _Cells:
    """One cell code per row for the columns together: mixed-radix, renumbered to the occupied cells
    whenever the product of the cell counts grows past what a bincount should allocate. Codes stay
    32-bit below that bound, which halves the memory traffic on a million rows; the renumbered ones
    are 64-bit, so a product past it cannot overflow."""
    key_o, key_r, cells = parts[0]
    for codes_o, codes_r, size in parts[1:]:
        if cells * size > _MAX_DENSE_CELLS:
            key_o, key_r, cells = _occupied(key_o, key_r)
        key_o, key_r, cells = key_o * size + codes_o, key_r * size + codes_r, cells * size
    return _occupied(key_o, key_r) if cells > _MAX_DENSE_CELLS else (key_o, key_r, cells)


def _occupied(key_o: np.ndarray, key_r: np.ndarray) -> _Cells:
    values, inverse = np.unique(np.concatenate([key_o, key_r]), return_inverse=True)
    return inverse[: key_o.size], inverse[key_o.size:], values.size


def _column_sets(columns: int, k: int, limit: int, seed: int) -> list[tuple[int, ...]]:
    """All k-subsets of the columns in lexicographic order, or a seeded sample of `limit` distinct ones
    (drawn by rank, so that C(columns, k) subsets need not be listed)."""
    total = math.comb(columns, k)
    if total <= limit:
        return list(itertools.combinations(range(columns), k))
    ranks = np.sort(np.random.default_rng(seed).choice(total, size=limit, replace=False))
    return [_unrank(int(r), columns, k) for r in ranks]


def _unrank(rank: int, columns: int, k: int) -> tuple[int, ...]:
    """The k-subset at position `rank` in the lexicographic order of all k-subsets of range(columns)."""
    chosen: list[int] = []
    first = 0
    for slots in range(k, 0, -1):
        for column in range(first, columns):
            starting_here = math.comb(columns - column - 1, slots - 1)
            if rank < starting_here:
                chosen.append(column)
                first = column + 1
                break
            rank -= starting_here
    return tuple(chosen)


# ---------------------------------------------------------------------------------------------- shared


def _columns(original: pd.DataFrame, release: pd.DataFrame, kinds: Mapping[str, str]) -> list[str]:
    """The original's columns, once checked against the release's and the kinds."""
    columns = list(original.columns)
    if set(columns) != set(release.columns):
        raise DataError(say("the release's columns ({release}) are not the original's ({original}); the "
                            "whole-table measures compare the same columns",
                            release=", ".join(map(str, release.columns)), original=", ".join(map(str, columns))))
    unknown = [str(c) for c in columns if kinds.get(c) not in (CATEGORICAL, CONTINUOUS)]
    if unknown:
        raise DataError(say("no kind (categorical or continuous) is given for {columns}", columns=", ".join(unknown)))
    if not columns or original.empty or release.empty:
        raise DataError(say("the whole-table measures need columns and rows in both tables; the original has "
                            "{original} rows, the release {release}, in {columns} columns",
                            original=len(original), release=len(release), columns=len(columns)))
    return columns


def _union_codes(original: pd.Series, release: pd.Series) -> np.ndarray:
    """Integer codes of the stacked rows (the original's first) over the union of both columns'
    categories; missing (None, NaN) is one more category, numbered after the others."""
    codes, uniques = pd.factorize(pd.concat([original, release], ignore_index=True))
    return np.where(codes < 0, uniques.size, codes).astype(np.int32)


def _numbers(column: pd.Series) -> np.ndarray:
    return pd.to_numeric(column, errors="coerce").to_numpy(dtype=float, na_value=np.nan)
