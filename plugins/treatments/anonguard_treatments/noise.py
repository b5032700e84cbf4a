"""Noise on continuous columns: each exact number plus a normal draw (Brand 2002, "Microdata protection through noise
addition"; sdcMicro's addNoise).

The amount is `noise`, a share of each column's standard deviation: noise 0.1 adds draws whose standard deviation is
10 % of the column's. sdcMicro's addNoise writes the same amount in percent (its default noise = 150 is 1.5 here;
its "additive" method is AdditiveNoise with noise/100). Its "correlated" method multiplies the *covariance* by
noise/100, i.e. its noise = 150 is sqrt(1.5) ≈ 1.22 here: CorrelatedNoise's draws have covariance noise² · Σ, so
that in both treatments each column's noise has the standard deviation noise × the column's.

- AdditiveNoise: x' = x + e, e ~ N(0, (noise · s_x)²), each column on its own. Means kept in expectation; each
  variance grows by the factor 1 + noise², and so correlations between treated columns shrink by 1 / (1 + noise²).
- CorrelatedNoise (Kim 1986; Tendick & Matloff 1994; Brand 2002 §4): e ~ N(0, noise² Σ̂) jointly over the columns,
  Σ̂ their covariance, so x + e has covariance (1 + noise²) Σ̂ and the same correlations. With `rescale` (Kim's
  linear transformation) each value becomes z = d (x + e) + (1 − d) x̄, d = 1 / sqrt(1 + noise²): then
  E[z̄] = x̄ and E[Cov(z)] = d² (1 + noise²) Σ̂ = Σ̂, means and covariances kept in expectation. (sdcMicro's
  "correlated2" is another method: each column on its own, x √(1 − δ²) + δ e with uncorrelated e, which keeps means
  and variances but shrinks covariances by 1 − δ².)

Missing values stay missing. Generalized cells ("[20-25)", ">=100000", "*") are left as written: the noise goes on the
exact numbers only, and the column's spread is measured on them.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from anonguard.api import CONTINUOUS, PERTURB, Parameter, Treated, Treatment, TreatmentTask
from anonguard_treatments._perturb import (
    Numbers, chosen_columns, column_rng, exact_numbers, left_as_written, written_back,
)
from anonguard.api import say
from anonguard_treatments._proposals import numbers_of, of_kind

_NUMBERS_ONLY = "noise changes numbers; for categories use pram"


def _noise_parameter(default_help: str) -> Parameter:
    return Parameter("noise", "float", 0.1, default_help, minimum=0.0, maximum=10.0,
                     label="Noise, as a share of each column's standard deviation", unit="0.1 = 10 %")


def _columns_parameter() -> Parameter:
    return Parameter("columns", "str", "",
                     "Comma-separated continuous columns the noise goes on (empty: the continuous key variables).")


def _chosen(task: TreatmentTask, text: str, parameter: str) -> tuple[list[str], dict[str, Numbers]]:
    """The columns `text` names (parameter `parameter`; empty: the continuous key variables), each read as numbers;
    a ValueError for a column a noise treatment cannot use."""
    columns = chosen_columns(task, text, parameter, CONTINUOUS, "the noise should go on", _NUMBERS_ONLY)
    numbers = {column: exact_numbers(task.data[column], parameter) for column in columns}
    for column, read in numbers.items():
        if read.exact.sum() < 2:
            raise ValueError(f"{parameter}: {column} holds {int(read.exact.sum())} exact number(s), too few to measure "
                             f"its spread; leave it out of {parameter.split('.')[-1]}")
    return columns, numbers


def _notes(correlated: bool, columns: list[str], numbers: dict[str, Numbers], spreads: np.ndarray,
           treated: dict[str, np.ndarray], kept: str) -> tuple[str, ...]:
    sizes = ", ".join(say("{column} ± {spread:,.4g}", column=column, spread=spread)
                      for column, spread in zip(columns, spreads))
    named = ", ".join(columns)
    notes = [say("correlated noise on {columns}, noise standard deviations {how}", columns=named, how=sizes)
             if correlated else
             say("additive noise on {columns}, noise standard deviations {how}", columns=named, how=sizes), kept]
    for column in columns:
        before, after = numbers[column].values, treated[column]
        if np.nanmin(before) >= 0 and (after[numbers[column].exact] < 0).any():
            count = int((after[numbers[column].exact] < 0).sum())
            notes.append(say("{column}: {count:,} value became negative (the column had none): bottom-code it at 0 "
                             "if a negative {column} cannot be", column=column, count=count) if count == 1 else
                         say("{column}: {count:,} values became negative (the column had none): bottom-code it at 0 "
                             "if a negative {column} cannot be", column=column, count=count))
    notes += [said for said in (left_as_written(c, numbers[c]) for c in columns) if said]
    return tuple(notes)


class AdditiveNoise(Treatment):
    id = "additive-noise"
    stage = PERTURB
    title = "Additive noise"
    description = (
        "Adds random normal noise to each value of chosen continuous columns, each column on its own: the noise's "
        "standard deviation is a share of the column's (0.1: 10 %). Means stay what they were on average; every "
        "spread grows a little (by the factor 1 + share²) and correlations between the columns shrink by as much. "
        "An intruder who knows a person's exact value no longer finds it in the release; one who knows it roughly "
        "may still, above all for outlying values, so follow it with top coding where the extremes are few. "
        "Missing values stay missing; generalized cells ([20-25), >=100000, *) are left as written. As sdcMicro's "
        "addNoise, method additive (its noise 150 % is 1.5 here)."
    )
    parameters = (
        _columns_parameter(),
        _noise_parameter("The noise's standard deviation as a share of each column's (0.1: 10 %; sdcMicro's noise "
                         "in percent divided by 100)."),
    )

    def proposals(self, task: TreatmentTask) -> list[tuple[dict, ...]]:
        """The continuous sensitive variables with noise of 0.1, then 0.25 of their standard deviation; then, with
        them, the continuous columns an attacker knows beside the key variables (a row found by them gives its
        sensitive values away), at 0.25, then 0.5."""
        numeric = lambda columns: [c for c in of_kind(task, columns, categorical=False)  # noqa: E731
                                   if numbers_of(task.data[c]) is not None]
        sensitive = numeric(task.sensitive)
        known = numeric(tuple(c for c in task.known if c not in task.keys and c not in task.sensitive))
        found = [({"columns": ",".join(sensitive), "noise": n},) for n in (0.1, 0.25)] if sensitive else []
        wider = [c for c in task.data.columns if c in {*sensitive, *known}]
        if known:
            found += [({"columns": ",".join(wider), "noise": n},) for n in (0.25, 0.5)]
        return found

    def treat(self, task: TreatmentTask) -> Treated:
        columns, numbers = _chosen(task, self.params["columns"], "additive-noise.columns")
        share = self.params["noise"]
        data, treated, spreads = task.data.copy(), {}, []
        for column in columns:
            values = numbers[column].values
            spread = share * float(np.nanstd(values, ddof=1))
            noisy = values + column_rng(task.seed, self.id, column).normal(0.0, 1.0, len(values)) * spread
            treated[column] = noisy
            spreads.append(spread)
            data[column] = written_back(task.data[column], numbers[column], noisy)
        return Treated(data, _notes(False, columns, numbers, np.array(spreads), treated, say(
            "kept in expectation: each column's mean; grown: each variance, by the factor {grown:.4g}; shrunk: "
            "correlations between the treated columns, by the factor {shrunk:.4g}", grown=1 + share ** 2,
            shrunk=1 / (1 + share ** 2))))


class CorrelatedNoise(Treatment):
    id = "correlated-noise"
    title = "Correlated noise"
    description = (
        "Adds random normal noise to chosen continuous columns together, the noise correlated as the columns are "
        "(its covariance the columns' covariance times the share squared), so the correlations between the columns "
        "are kept. With 'Keep means and covariances' each value is then drawn towards its column's mean just enough "
        "that means, variances and covariances are what they were, on average (Kim's method). Missing values stay "
        "missing; generalized cells ([20-25), >=100000, *) are left as written and do not count in the covariance. "
        "As sdcMicro's addNoise, method correlated (its noise 150, a share of the covariance, is sqrt(1.5) ≈ 1.22 "
        "here)."
    )
    parameters = (
        _columns_parameter(),
        _noise_parameter("The noise's standard deviation as a share of each column's (0.1: 10 %); the noise's "
                         "covariance is the columns' times its square."),
        Parameter("rescale", "bool", True,
                  "Draw each noisy value towards its column's mean by the factor 1 / sqrt(1 + noise²), so that means, "
                  "variances and covariances are kept in expectation (Kim 1986). Off: variances grow by 1 + noise².",
                  label="Keep means and covariances"),
    )

    def treat(self, task: TreatmentTask) -> Treated:
        columns, numbers = _chosen(task, self.params["columns"], "correlated-noise.columns")
        share, rescale = self.params["noise"], self.params["rescale"]
        values = np.column_stack([numbers[c].values for c in columns])
        covariance = pd.DataFrame(values).cov().to_numpy()  # pairwise over the exact numbers
        covariance = np.where(np.isfinite(covariance), covariance, 0.0)  # a pair never both exact: uncorrelated
        eigenvalues, eigenvectors = np.linalg.eigh(covariance)
        root = eigenvectors * np.sqrt(np.clip(eigenvalues, 0.0, None))  # root @ root.T: the covariance, made PSD
        draws = column_rng(task.seed, self.id, ",".join(columns)).standard_normal(values.shape)
        noisy = values + share * draws @ root.T
        shrink = 1.0 / np.sqrt(1.0 + share ** 2)
        if rescale:
            noisy = shrink * noisy + (1.0 - shrink) * np.nanmean(values, axis=0)
        data, treated = task.data.copy(), {}
        for i, column in enumerate(columns):
            treated[column] = noisy[:, i]
            data[column] = written_back(task.data[column], numbers[column], noisy[:, i])
        spreads = share * np.sqrt(np.diag(covariance))
        kept = (say("kept in expectation: the means, variances and covariances (each noisy value x + e became "
                    "{shrink:.4g} (x + e) + {rest:.4g} × its column's mean)", shrink=shrink, rest=1 - shrink)
                if rescale else
                say("kept in expectation: the means and the correlations; grown: variances and covariances, by the "
                    "factor {grown:.4g}", grown=1 + share ** 2))
        return Treated(data, _notes(True, columns, numbers, spreads, treated, kept))
