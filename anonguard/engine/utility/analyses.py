"""The officer's own analyses: a regression and weighted indicators (mean, share, quantile, Gini), each
estimated with a 95 % interval on the original and on a release, and compared by bias and by interval
overlap (Karr, Kohnen, Oganian, Reiter & Sanil 2006, "A framework for evaluating the utility of data
altered to protect confidentiality", The American Statistician 60(3)). docs/utility.md explains them.

A release is worth what the analyses it was made for still give: the same regression coefficients, the
same mean income, the same share of women, within their uncertainty. The choices:

- Weights are survey (probability) weights, not frequency weights: a row's weight says how many people
  it stands for, not how many identical rows it replaces. Without weights every row weighs 1 and each
  estimate below is the ordinary one.
- Mean and share: the ratio estimator sum(w·y) / sum(w) (a share is the mean of 1{y = value}), with the
  linearization (Taylor) variance of a one-stage with-replacement design,
  v = n/(n−1) · sum(w_i² (y_i − ȳ)²) / sum(w)², and a t interval with n − 1 degrees of freedom. Without
  weights that is ȳ ± t·s/√n, and for a share p ± t·√(p(1−p)/(n−1)); a share's interval is cut to [0, 1].
- Quantile: statsmodels' weighted quantile (SAS's definition: the smallest value whose cumulative weight
  reaches q of the total, the mean of two neighbours on an exact hit, so the plain median of an even
  count is the mean of the middle two); interval by Woodruff's method: the interval of the share of
  weight at or below the estimate (linearized as above), p ± t·se, read back through the quantile function.
- Gini: sum_ij w_i w_j |y_i − y_j| / (2 W² ȳ), computed in one pass over the sorted values (without
  weights the plain, uncorrected Gini). It needs a positive weighted total. Interval: normal, ± z·se,
  with se the standard deviation of 200 seeded bootstrap replicates (rows drawn with replacement, each
  keeping its weight; 200 replicates suffice for a standard error, Efron & Tibshirani 1993, ch. 6).
  Above 100,000 rows the replicates are drawn from a seeded random subsample of 100,000 rows and their
  standard error scaled by √(m/n): the Gini is a smooth statistic whose variance falls as 1/n, and a
  million rows then take well under a second.
- Regression: OLS through statsmodels' formula API (patsy's formula language), WLS with the survey
  weights when there are any, always with the HC1 (heteroscedasticity-robust) sandwich covariance, which
  for probability weights is the linearization variance of the coefficients; t intervals with the
  residual degrees of freedom. Rows with a missing value in a column the formula uses are left out (`n`
  counts the rows used). Text columns enter as categories, coded against the original's categories when
  `levels` is given, so that a release keeps the original's reference category; a term the release's
  rows cannot estimate (a category it lacks) is reported with NaN and a note.
"""

from __future__ import annotations

import ast
import json
import math
import re
import warnings
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, fields
from functools import lru_cache

import numpy as np
import pandas as pd
import patsy
import patsy.builtins
import statsmodels.formula.api as smf
from scipy import stats
from statsmodels.stats.weightstats import DescrStatsW
from statsmodels.tools.sm_exceptions import SingularMatrixWarning

from anonguard.data.columns import CATEGORICAL, CONTINUOUS
from anonguard.errors import DataError
from anonguard.phrases import say

KINDS = ("regression", "mean", "share", "quantile", "gini")
CONFIDENCE = 0.95
BOOTSTRAP_REPLICATES = 200
BOOTSTRAP_ROWS = 100_000  # above this, the Gini's bootstrap runs on a random subsample (see the module's doc)
# what a formula may call besides patsy's own C, Q, I, center, standardize, bs, ...: numpy as np, and these
FUNCTIONS = {"np": np, "log": np.log, "log1p": np.log1p, "exp": np.exp, "sqrt": np.sqrt}
_OPTIONS = {"regression": (), "mean": (), "share": ("value",), "quantile": ("q",), "gini": ()}
_FORMS = ('{"regression": "income ~ age + C(sex)"}, {"mean": "income"}, {"share": "sex", "value": "F"}, '
          '{"quantile": "income", "q": 0.9} or {"gini": "income"}, each with an optional "name": "..."')
_HOW = "write it as 'outcome ~ predictor + C(category)', with Q('...') around a column name that has spaces"
_LEVEL = re.compile(r"^(?P<factor>.+)\[T\.(?P<level>.*)\]$")


# -- what the officer asked for -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Analysis:
    """One analysis the officer asked for, as the audit file's utility section lists it."""

    kind: str  # "regression", "mean", "share", "quantile" or "gini"
    target: str  # the formula for a regression, else the column
    value: str | None = None  # for "share": the category whose share is estimated
    q: float | None = None  # for "quantile": in (0, 1)
    name: str | None = None  # the officer's own name for it; None: `indicator`, or the formula

    def __post_init__(self) -> None:
        if self.name is None:  # every analysis has a name: results and comparisons are keyed by it
            object.__setattr__(self, "name", self.target if self.kind == "regression" else self.indicator)

    @property
    def indicator(self) -> str:
        """An indicator's own name, its only term: mean(income), share(sex = F), quantile(income, 0.9), gini(income)."""
        detail = f" = {self.value}" if self.kind == "share" else f", {self.q:g}" if self.kind == "quantile" else ""
        return f"{self.kind}({self.target}{detail})"

    def to_dict(self) -> dict:
        """The audit file's form, exactly what `from_dict` reads back; a default name is left out."""
        data: dict = {self.kind: self.target}
        data.update({key: getattr(self, key) for key in _OPTIONS[self.kind]})
        if self.name != Analysis(self.kind, self.target, self.value, self.q).name:
            data["name"] = self.name
        return data

    @classmethod
    def from_dict(cls, data: dict, where: str = "utility.analyses[0]") -> Analysis:
        """Read one entry the officer wrote in the audit file; refuse anything but the forms of `_FORMS`, saying
        where (`where`), what is wrong and what to write instead, since a guess would audit the wrong thing."""
        if not isinstance(data, Mapping):
            raise ValueError(f"{where}: an analysis is a mapping, got {data!r}; write one of {_FORMS}")
        named = [kind for kind in KINDS if kind in data]
        if len(named) != 1:
            what = "names no analysis" if not named else f"names {' and '.join(named)}: one analysis per entry"
            raise ValueError(f"{where}: {what}; write one of {_FORMS}")
        kind = named[0]
        takes = (kind, *_OPTIONS[kind], "name")
        unknown = [str(key) for key in data if key not in takes]
        if unknown:
            raise ValueError(f"{where}: a {kind} takes no {unknown[0]!r} (it takes {', '.join(map(repr, takes))}); "
                             f"write one of {_FORMS}")
        return cls(kind, _text(data, kind, where), _share_value(data, kind, where), _quantile_q(data, kind, where),
                   _text(data, "name", where) if "name" in data else None)


def _text(data: Mapping, key: str, where: str) -> str:
    text = data[key]
    if not isinstance(text, str) or not text.strip():
        what = {"regression": "a formula", "name": "a name"}.get(key, "a column")
        raise ValueError(f"{where}: {key!r} must be {what} written as text, got {text!r}; write one of {_FORMS}")
    return text


def _share_value(data: Mapping, kind: str, where: str) -> str | None:
    if kind != "share":
        return None
    value = data.get("value")
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise ValueError(f"{where}: a share needs the category whose share is estimated, as \"value\": \"F\" "
                         f"(got {value!r}); write one of {_FORMS}")
    return str(value)


def _quantile_q(data: Mapping, kind: str, where: str) -> float | None:
    if kind != "quantile":
        return None
    q = data.get("q")
    if isinstance(q, bool) or not isinstance(q, (int, float)) or not 0 < q < 1:
        raise ValueError(f"{where}: a quantile needs \"q\", a number between 0 and 1 (0.5 for the median), "
                         f"got {q!r}; write one of {_FORMS}")
    return float(q)


def parse_analyses(items: list, where: str = "utility.analyses") -> list[Analysis]:
    """The audit file's list of analyses, each read by `Analysis.from_dict`; names must differ, since the
    results are keyed by them."""
    if not isinstance(items, list):
        raise ValueError(f"{where}: must be a list of analyses, like [{{\"mean\": \"income\"}}], got {items!r}")
    analyses = [Analysis.from_dict(item, f"{where}[{i}]") for i, item in enumerate(items)]
    first: dict[str, int] = {}
    for i, analysis in enumerate(analyses):
        if analysis.name in first:
            raise ValueError(f"{where}[{i}]: the name {analysis.name!r} is already that of "
                             f"{where}[{first[analysis.name]}]; give each analysis its own \"name\"")
        first[analysis.name] = i
    return analyses


# -- formulas -------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Formula:
    outcome: tuple[str, ...]  # the columns the left side reads
    columns: tuple[str, ...]  # every column the formula reads, in order of appearance
    functions: tuple[str, ...]  # the names it calls (or whose attributes it reads: np)


@lru_cache(maxsize=256)
def _formula(formula: str) -> _Formula:
    """What a formula reads and calls, by patsy's parser and Python's; ValueError with patsy's reason when
    either cannot read it, or when it has not exactly one outcome."""
    try:
        desc = patsy.ModelDesc.from_formula(formula)
    except patsy.PatsyError as error:
        raise ValueError(error.message) from None
    if len(desc.lhs_termlist) != 1:
        raise ValueError("it needs exactly one outcome, left of '~'")
    sides = [[factor.code for term in terms for factor in term.factors]
             for terms in (desc.lhs_termlist, desc.rhs_termlist)]
    try:
        read = [_names(code) for side in sides for code in side]
    except SyntaxError as error:
        raise ValueError(f"{error.msg}: {error.text!r}") from None
    outcome = [column for columns, _ in read[:len(sides[0])] for column in columns]
    return _Formula(tuple(dict.fromkeys(outcome)), tuple(dict.fromkeys(c for columns, _ in read for c in columns)),
                    tuple(dict.fromkeys(f for _, functions in read for f in functions)))


def _names(code: str) -> tuple[list[str], list[str]]:
    """(the columns, the functions) one factor's code names: Q("a b") and bare names are columns; a called
    name, or one whose attribute is read, is a function; patsy's contrasts (Treatment, Sum) are neither."""
    tree = ast.parse(code, mode="eval")
    functions, columns = [], []
    for node in ast.walk(tree):
        head = node.func if isinstance(node, ast.Call) else node.value if isinstance(node, ast.Attribute) else None
        while isinstance(head, ast.Attribute):
            head = head.value
        if isinstance(head, ast.Name):
            functions.append(head)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Q" and node.args \
                and isinstance(node.args[0], ast.Constant):
            columns.append(str(node.args[0].value))
    builtin = set(patsy.builtins.__all__)
    columns += [node.id for node in ast.walk(tree) if isinstance(node, ast.Name) and node not in functions
                and node.id not in builtin]
    return columns, [node.id for node in functions]


def _factor_column(code: str) -> str:
    """The column a categorical factor's code reads: C(sex) and C(Q("a b"), Sum) give sex and a b."""
    node = ast.parse(code, mode="eval").body
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("C", "Q") and node.args:
        node = node.args[0]
    return node.id if isinstance(node, ast.Name) else str(node.value) if isinstance(node, ast.Constant) else code


def _absent(term: str) -> str:
    """Why a term has no estimate where its category has no row: 'has no row with sex = F'."""
    parts = [_LEVEL.match(part) for part in term.split(":")]
    cells = [f"{_factor_column(m['factor'])} = {m['level']}" for m in parts if m]
    return say("has no row with {cells}", cells=" and ".join(cells)) if cells else say("has no usable row for it")


# -- checking analyses against a table ------------------------------------------------------------------------

def check_analyses(analyses: list[Analysis], columns: Sequence[str], kinds: Mapping[str, str], source: str,
                   original: pd.DataFrame | None = None) -> None:
    """Refuse (DataError) an analysis the table `source` cannot answer, before anything runs: a column it
    lacks, an indicator of the wrong kind of column, a formula patsy cannot read, and, given the
    `original` table, a share of a category the original never holds."""
    for analysis in analyses:
        where = f"{source}: the {'regression' if analysis.kind == 'regression' else 'analysis'} {analysis.name!r}"
        used = _check_formula(analysis, kinds, where) if analysis.kind == "regression" else [analysis.target]
        for column in used:
            if column not in columns:
                spaces = "; in a formula, a name with spaces is written Q('...')" * (analysis.kind == "regression")
                raise DataError(f"{where} uses the column {column!r}, which the table does not have (its columns: "
                                f"{', '.join(columns)}); correct the name in the audit file's utility section{spaces}")
        if analysis.kind != "regression":
            _check_indicator(analysis, kinds.get(analysis.target), where, original)


def _check_formula(analysis: Analysis, kinds: Mapping[str, str], where: str) -> tuple[str, ...]:
    try:
        formula = _formula(analysis.target)
    except ValueError as error:
        raise DataError(f"{where} has a formula patsy cannot read, {analysis.target!r}: {error}; {_HOW}") from None
    known = [*patsy.builtins.__all__, *FUNCTIONS]
    unknown = [name for name in formula.functions if name not in known]
    if unknown:
        raise DataError(f"{where} calls {unknown[0]!r}, which a formula does not know; use one of {', '.join(known)}")
    for column in formula.outcome:
        if kinds.get(column) == CATEGORICAL:
            raise DataError(f"{where} has the categorical column {column!r} as its outcome; a regression's outcome "
                            "must be continuous: ask for the share of one of its categories instead, or declare the "
                            "column continuous if it holds amounts")
    return formula.columns


def _check_indicator(analysis: Analysis, kind: str | None, where: str, original: pd.DataFrame | None) -> None:
    column = analysis.target
    if analysis.kind != "share" and kind == CATEGORICAL:
        share = json.dumps({"share": column, "value": "..."})
        raise DataError(f"{where} asks for the {analysis.kind} of {column!r}, a categorical column; a mean, quantile "
                        f"or Gini coefficient needs a continuous column: ask for the share of one of its categories "
                        f"instead ({share}), or declare the column continuous if it holds amounts")
    if analysis.kind == "share" and kind == CONTINUOUS:
        raise DataError(f"{where} asks for a share of {column!r}, a continuous column; a share needs a categorical "
                        "column: ask for its mean or a quantile instead, or declare the column categorical if its "
                        "numbers are codes")
    if analysis.kind == "share" and original is not None:
        held = sorted(set(original[column].dropna().astype(str)))
        if analysis.value not in held:
            raise DataError(f"{where} asks for the share of {column} = {analysis.value!r}, a value the original never "
                            f"holds in {column!r} (it holds {', '.join(map(repr, held[:20]))}"
                            f"{', ...' if len(held) > 20 else ''}); write one of these values")


# -- estimates ------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Estimate:
    """One number an analysis gives on one table, with its 95 % interval."""

    analysis: str  # the analysis' name
    term: str  # "Intercept", "age", "C(sex)[T.F]" for a regression; the indicator's own name otherwise
    value: float
    low: float  # 95 % interval
    high: float
    n: int  # rows used
    note: str | None = None  # why the table cannot estimate it, said of the table ('has no row with sex = F')

    @property
    def usable(self) -> bool:
        """Whether it has a number and an interval (a term the table cannot estimate has NaN for each)."""
        return all(math.isfinite(x) for x in (self.value, self.low, self.high))


def category_levels(frame: pd.DataFrame, kinds: Mapping[str, str]) -> dict[str, list[str]]:
    """The sorted labels of each categorical column: the original's, handed to `estimate` for each release so
    that a release's categories are coded as the original's (same reference category, same terms)."""
    return {column: sorted(frame[column].dropna().unique()) for column in frame.columns
            if kinds.get(column) == CATEGORICAL}


def estimate(analysis: Analysis, frame: pd.DataFrame, kinds: Mapping[str, str], weights: np.ndarray | None,
             seed: int = 0, levels: Mapping[str, Sequence[str]] | None = None) -> list[Estimate]:
    """What `analysis` gives on one table (the original or a release), each number with its 95 % interval.

    `weights`: the survey weight of each row of `frame` (None: each row weighs 1). `seed`: the Gini's
    bootstrap, the same for original and release so that a copy gives the same interval. `levels`: the
    original's categories (`category_levels`), for a release's regression. The choices are the module's.
    """
    if analysis.kind == "regression":
        return _regression(analysis, frame, kinds, None if weights is None else np.asarray(weights, dtype=float),
                           levels or {})
    w = np.ones(len(frame)) if weights is None else np.asarray(weights, dtype=float)
    series = frame[analysis.target]
    keep = series.notna().to_numpy()
    if analysis.kind == "share":
        y = (series[keep].astype(str).to_numpy() == analysis.value).astype(float)
    else:
        y = series.to_numpy(dtype=float)[keep]
    one = {"mean": _mean, "share": _share, "quantile": _quantile, "gini": _gini}[analysis.kind]
    value, low, high, note = one(y, w[keep], analysis, seed)
    return [Estimate(analysis.name, analysis.indicator, value, low, high, int(keep.sum()), note)]


def _t(n: int) -> float:
    """The t quantile of a 95 % interval on n rows (n − 1 degrees of freedom)."""
    return float(stats.t.ppf(0.5 + CONFIDENCE / 2, n - 1))


def linearized_mean(y: np.ndarray, w: np.ndarray) -> tuple[float, float]:
    """The ratio mean sum(w·y)/sum(w) and its linearization standard error
    √(n/(n−1) · sum(w_i² (y_i − ȳ)²) / sum(w)²) (one-stage design, rows drawn with replacement)."""
    mean = float(DescrStatsW(y, weights=w).mean)
    scores = w * (y - mean) / w.sum()
    return mean, math.sqrt(y.size / (y.size - 1) * float(scores @ scores))


_NaN = (math.nan, math.nan, math.nan)


def _few(y: np.ndarray, analysis: Analysis) -> str | None:
    if y.size >= 2:
        return None
    if y.size == 0:
        return say("has no row with a value of {column}", column=analysis.target)
    return say("has only one row with a value of {column}", column=analysis.target)


def _mean(y: np.ndarray, w: np.ndarray, analysis: Analysis, seed: int) -> tuple[float, float, float, str | None]:
    if note := _few(y, analysis):
        return (*_NaN, note)
    mean, se = linearized_mean(y, w)
    return mean, mean - _t(y.size) * se, mean + _t(y.size) * se, None


def _share(y: np.ndarray, w: np.ndarray, analysis: Analysis, seed: int) -> tuple[float, float, float, str | None]:
    value, low, high, note = _mean(y, w, analysis, seed)
    return value, max(low, 0.0), min(high, 1.0), note


def _quantile(y: np.ndarray, w: np.ndarray, analysis: Analysis, seed: int) -> tuple[float, float, float, str | None]:
    if note := _few(y, analysis):
        return (*_NaN, note)
    weighted = DescrStatsW(y, weights=w)
    value = float(weighted.quantile([analysis.q], return_pandas=False)[0])
    _, se = linearized_mean((y <= value).astype(float), w)
    half = _t(y.size) * se
    low, high = weighted.quantile(np.clip([analysis.q - half, analysis.q + half], 0, 1), return_pandas=False)
    return value, float(low), float(high), None


def gini_coefficient(y: np.ndarray, w: np.ndarray) -> np.ndarray:
    """The Gini coefficient of values `y` sorted ascending, under weights `w` (one row of weights, or one per
    replicate): sum_ij w_i w_j |y_i − y_j| / (2 W² ȳ) = sum_i w_i y_i (2 C_i − w_i − W) / (W · sum w·y),
    C_i the cumulative weight up to i."""
    cumulative = np.cumsum(w, axis=-1)
    total = cumulative[..., -1]
    wy = w * y
    amount = wy.sum(axis=-1)
    return (2 * (wy * cumulative).sum(axis=-1) - (wy * w).sum(axis=-1) - total * amount) / (total * amount)


def _gini(y: np.ndarray, w: np.ndarray, analysis: Analysis, seed: int) -> tuple[float, float, float, str | None]:
    if note := _few(y, analysis):
        return (*_NaN, note)
    if float(w @ y) <= 0:
        return (*_NaN, say("has a total of {column} that is not positive (a Gini coefficient needs a positive one)",
                           column=analysis.target))
    order = np.argsort(y, kind="stable")
    y, w = y[order], w[order]
    value = float(gini_coefficient(y, w))
    se = _bootstrap_se(y, w, np.random.default_rng(seed))
    half = float(stats.norm.ppf(0.5 + CONFIDENCE / 2)) * se
    return value, value - half, value + half, None


def _bootstrap_se(y: np.ndarray, w: np.ndarray, rng: np.random.Generator, chunk: int = 25) -> float:
    """The Gini's bootstrap standard error over `BOOTSTRAP_REPLICATES` replicates, each a count of draws
    per row (rows drawn with replacement, weights kept), on at most `BOOTSTRAP_ROWS` rows (scaled up).
    `chunk` replicates at a time: vectorized, yet at most 25 × 100,000 numbers per array."""
    n = y.size
    if n > BOOTSTRAP_ROWS:
        rows = np.sort(rng.choice(n, BOOTSTRAP_ROWS, replace=False))  # sorted: the values stay in order
        y, w = y[rows], w[rows]
    m = y.size
    replicates = []
    for start in range(0, BOOTSTRAP_REPLICATES, chunk):
        size = min(chunk, BOOTSTRAP_REPLICATES - start)
        draws = rng.integers(0, m, size=(size, m)) + (np.arange(size) * m)[:, None]
        counts = np.bincount(draws.ravel(), minlength=size * m).reshape(size, m)
        with np.errstate(invalid="ignore", divide="ignore"):
            replicates.append(gini_coefficient(y, w * counts))
    return float(np.nanstd(np.concatenate(replicates), ddof=1)) * math.sqrt(m / n)  # NaN: a draw of zeros only


# -- the regression -------------------------------------------------------------------------------------------

def _model_frame(frame: pd.DataFrame, columns: Sequence[str], kinds: Mapping[str, str],
                 levels: Mapping[str, Sequence[str]]) -> pd.DataFrame:
    """The columns a formula reads: categorical ones as pandas categories, the original's `levels` first
    (a label the original lacks after them), continuous ones as floats."""
    data = {}
    for column in columns:
        series = frame[column]
        if kinds.get(column) == CATEGORICAL:
            known = list(levels.get(column, []))
            extra = sorted(set(series.dropna().unique()) - set(known))
            data[column] = pd.Categorical(series, categories=known + extra)
        else:
            data[column] = series.to_numpy(dtype=float)
    return pd.DataFrame(data, index=frame.index)


def _regression(analysis: Analysis, frame: pd.DataFrame, kinds: Mapping[str, str], weights: np.ndarray | None,
                levels: Mapping[str, Sequence[str]]) -> list[Estimate]:
    """OLS (WLS under weights) with HC1 intervals; a term the rows cannot estimate gets NaN and a note."""
    columns = [c for c in _formula(analysis.target).columns if c in frame.columns]
    data = _model_frame(frame, columns, kinds, levels)
    keep = data.notna().all(axis=1).to_numpy()
    if not keep.any():
        return []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SingularMatrixWarning)  # a category without rows: handled below
        model = smf.ols(analysis.target, data[keep], eval_env=FUNCTIONS) if weights is None else \
            smf.wls(analysis.target, data[keep], weights=weights[keep], eval_env=FUNCTIONS)
        fit = model.fit(cov_type="HC1", use_t=True)
    bounds = fit.conf_int(alpha=1 - CONFIDENCE).to_numpy()
    return [_term(analysis.name, term, float(fit.params.iloc[j]), bounds[j], int(fit.nobs), why)
            for j, (term, why) in enumerate(zip(model.exog_names, _inestimable(model)))]


def _inestimable(model) -> list[str | None]:
    """Per term, why the rows cannot estimate it, or None: a term is estimable when its unit vector lies in the
    row space of the design (the projector pinv(X)·X keeps it); a column without a 1 has no row at all."""
    kept = np.diag(model.pinv_wexog @ model.wexog)
    empty = ~model.exog.any(axis=0)
    return [_absent(term) if empty[j] else None if abs(kept[j] - 1) < 1e-8 else
            say("has rows that cannot tell this term apart from the others (is the category they are compared with "
                "missing?)") for j, term in enumerate(model.exog_names)]


def _term(analysis: str, term: str, value: float, bounds: np.ndarray, n: int, why: str | None) -> Estimate:
    if why is None and not np.isfinite(bounds).all():
        why = say("has too few rows to give this term an interval")
    if why is not None:
        return Estimate(analysis, term, *_NaN, n, why)
    return Estimate(analysis, term, value, float(bounds[0]), float(bounds[1]), n)


# -- comparing a release with the original --------------------------------------------------------------------

@dataclass(frozen=True)
class Comparison:
    """One term of one analysis, on the original and on a release: how far the release moved it (bias) and how
    much the two intervals share (Karr et al.'s overlap)."""

    analysis: str
    term: str
    original: float
    original_low: float
    original_high: float
    release: float | None
    release_low: float | None
    release_high: float | None
    bias: float | None  # release − original
    relative_bias: float | None  # |bias| / |original| (None when the original is 0)
    overlap: float  # `ci_overlap`; 0 for a term the release cannot estimate, NaN for one the original cannot
    note: str | None = None  # e.g. "the release has no row with sex = F: the term cannot be estimated"

    def to_dict(self) -> dict:
        """Plain JSON values: a number that is not finite is written null."""
        return {key: None if isinstance(value, float) and not math.isfinite(value) else value
                for key, value in asdict(self).items()}

    @classmethod
    def from_dict(cls, data: dict) -> Comparison:
        """Read `to_dict`'s form back; a null where a number is required is NaN."""
        required = {"original", "original_low", "original_high", "overlap"}
        return cls(**{f.name: math.nan if f.name in required and data.get(f.name) is None else data.get(f.name)
                      for f in fields(cls)})


def ci_overlap(low_a: float, high_a: float, low_b: float, high_b: float) -> float:
    """Karr et al.'s interval overlap J = ½·[(U−L)/(u_a−l_a) + (U−L)/(u_b−l_b)], with L = max(l_a, l_b) and
    U = min(u_a, u_b): 1 for equal intervals, less as they part.

    Disjoint intervals give 0, not Karr's negative value: a term the release cannot estimate also gets 0, and 0
    must stay the worst value (how far apart they are is the bias's to say). An interval of zero width (a point)
    counts as wholly covered when the other interval holds it (its ratio is 1, as 0/0 would be for a point in
    the common part), so two equal points give 1 and a point inside a proper interval ½.
    """
    lower, upper = max(low_a, low_b), min(high_a, high_b)
    if upper < lower:
        return 0.0
    common = upper - lower
    return 0.5 * sum(1.0 if width == 0 else common / width for width in (high_a - low_a, high_b - low_b))


def compare(original: list[Estimate], release: list[Estimate]) -> list[Comparison]:
    """Each term of the original beside the same term of the release (matched by analysis and term name; a term
    only the release has, a category only it holds, is left out)."""
    found = {(e.analysis, e.term): e for e in release}
    answered = {e.analysis for e in release}
    return [_compared(one, found.get((one.analysis, one.term)), one.analysis in answered) for one in original]


def _compared(original: Estimate, release: Estimate | None, answered: bool) -> Comparison:
    """`answered`: the release gave the analysis some estimate (a regression on no usable row gives none)."""
    head = (original.analysis, original.term, original.value, original.low, original.high)
    if not original.usable:
        shown = (release.value, release.low, release.high) if release is not None and release.usable else (None,) * 3
        return Comparison(*head, *shown, None, None, math.nan, say(
            "the original {why}: there is nothing to compare", why=original.note or say("has no interval for it")))
    if release is None or not release.usable:
        why = release.note if release is not None and release.note else _absent(original.term) if answered else \
            say("has no row with a value in every column the analysis uses")
        return Comparison(*head, None, None, None, None, None, 0.0,
                          say("the release {why}: the term cannot be estimated", why=why))
    bias = release.value - original.value
    return Comparison(*head, release.value, release.low, release.high, bias,
                      abs(bias) / abs(original.value) if original.value != 0 else None,
                      ci_overlap(original.low, original.high, release.low, release.high))
