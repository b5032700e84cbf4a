"""Additive and correlated noise: the conformance kit, and known answers on tables large enough to measure them: the
mean kept within its standard error, the noise's spread as stated, correlations shrunk by 1 / (1 + noise²) under
additive noise and kept under correlated noise, means and covariances kept with Kim's rescaling.

sdcMicro publishes no worked addNoise output to compare with (tests/testthat/test_addNoise.R checks only that more
noise changes values more; the vignette shows none), and R is not on this machine: the checks are against the
formulas sdcMicro's R/addNoise.r implements (additive: sd(x) · noise / 100 per column; correlated: covariance ·
noise / 100), with noise written here as a share of the standard deviation."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from anonguard.api import CATEGORICAL, CONTINUOUS, TreatmentTask
from anonguard.testing import check_treatment, treatment_checks
from anonguard_treatments.noise import AdditiveNoise, CorrelatedNoise


@pytest.mark.parametrize("check", treatment_checks(AdditiveNoise) + treatment_checks(CorrelatedNoise)
                         + treatment_checks(CorrelatedNoise, {"rescale": False, "noise": 1.5}), ids=str)
def test_noise_keeps_the_contract(check):
    check()


def test_check_treatment_passes():
    check_treatment(AdditiveNoise, {"columns": "age", "noise": 0.5})
    check_treatment(CorrelatedNoise, {"columns": "age,income", "noise": 0.3})


def _task(data: pd.DataFrame, seed: int = 0) -> TreatmentTask:
    kinds = {c: CATEGORICAL if c == "sex" else CONTINUOUS for c in data.columns}
    return TreatmentTask(data, kinds, tuple(data.columns), (), seed=seed)


def _correlated(rows: int, seed: int = 0) -> pd.DataFrame:
    """Three columns on different scales, correlated 0.8, −0.5 and −0.3."""
    correlation = np.array([[1.0, 0.8, -0.5], [0.8, 1.0, -0.3], [-0.5, -0.3, 1.0]])
    scale = np.array([1.0, 100.0, 2500.0])
    draws = np.random.default_rng(seed).multivariate_normal([10.0, 500.0, 30000.0],
                                                            correlation * np.outer(scale, scale), rows)
    return pd.DataFrame(draws, columns=["a", "b", "c"])


def test_additive_noise_keeps_the_mean_within_its_standard_error_and_has_the_stated_spread():
    data = pd.DataFrame({"x": np.random.default_rng(1).normal(50.0, 10.0, 4000)})
    sd = data["x"].std()
    share, rows = 0.2, len(data)
    standard_error = share * sd / np.sqrt(rows)  # of the mean of the noise
    shifts, spreads = [], []
    for seed in range(200):
        treated = AdditiveNoise(noise=share).treat(_task(data, seed)).data["x"]
        shifts.append(treated.mean() - data["x"].mean())
        spreads.append((treated - data["x"]).std())
    shifts, spreads = np.array(shifts), np.array(spreads)
    assert np.abs(shifts).max() < 4 * standard_error
    within = np.mean(np.abs(shifts) < standard_error)  # 68 % of seeds for a normal mean; ± 4 binomial SD over 200
    assert abs(within - 0.6827) < 4 * np.sqrt(0.6827 * 0.3173 / 200), within
    assert abs(shifts.mean()) < 3 * standard_error / np.sqrt(200)
    # the noise's standard deviation is share × the column's: each seed's within 4 of its standard errors
    assert np.abs(spreads - share * sd).max() < 4 * share * sd / np.sqrt(2 * rows)
    assert abs(spreads.mean() - share * sd) < 3 * share * sd / np.sqrt(2 * rows * 200)


def test_additive_noise_shrinks_correlations_by_one_over_one_plus_noise_squared():
    data = _correlated(40000)
    treated = AdditiveNoise(noise=0.5).treat(_task(data)).data
    before, after = data.corr().to_numpy(), treated.corr().to_numpy()
    off = ~np.eye(3, dtype=bool)
    assert np.abs(after[off] - before[off] / 1.25).max() < 0.01
    assert np.allclose(treated.var() / data.var(), 1.25, atol=0.02)


@pytest.mark.parametrize("rescale", [True, False])
def test_correlated_noise_keeps_the_correlation_matrix(rescale):
    data = _correlated(40000)
    treated = CorrelatedNoise(noise=0.5, rescale=rescale).treat(_task(data)).data
    assert np.abs(treated.corr().to_numpy() - data.corr().to_numpy()).max() < 0.01


def test_correlated_noise_has_the_stated_spread_and_the_columns_correlation():
    data = _correlated(40000)
    noise = CorrelatedNoise(noise=0.5, rescale=False).treat(_task(data)).data - data
    assert (noise.std() / data.std()).between(0.49, 0.51).all()  # 0.5 × each column's standard deviation
    assert np.abs(noise.corr().to_numpy() - data.corr().to_numpy()).max() < 0.02


def test_kims_rescaling_keeps_means_and_covariances():
    data = _correlated(40000)
    rescaled = CorrelatedNoise(noise=0.5).treat(_task(data)).data
    plain = CorrelatedNoise(noise=0.5, rescale=False).treat(_task(data)).data
    sd = data.std()
    assert ((rescaled.mean() - data.mean()).abs() < 4 * 0.5 * sd / np.sqrt(len(data))).all()
    assert np.abs(rescaled.cov().to_numpy() / data.cov().to_numpy() - 1).max() < 0.03
    assert np.abs(plain.cov().to_numpy() / data.cov().to_numpy() - 1.25).max() < 0.04  # grown by 1 + noise²


def test_the_sdcmicro_convention():
    """sdcMicro's addNoise(noise = 150, method = "additive") is noise 1.5 here; its "correlated" at noise 150 (a
    share of the covariance) is sqrt(1.5) here."""
    data = _correlated(40000)
    additive = AdditiveNoise(noise=1.5).treat(_task(data)).data
    assert ((additive - data).std() / data.std()).between(1.47, 1.53).all()
    correlated = CorrelatedNoise(noise=np.sqrt(1.5), rescale=False).treat(_task(data)).data
    assert np.abs((correlated - data).cov().to_numpy() / data.cov().to_numpy() - 1.5).max() < 0.06


def test_missing_values_and_generalized_cells_are_left_as_written():
    rng = np.random.default_rng(3)
    cells = rng.normal(40, 12, 300).round().astype(object)
    cells[:5] = ["[20-30)", ">=65", "*", None, np.nan]
    data = pd.DataFrame({"age": cells, "income": rng.lognormal(10, 0.5, 300)})
    data.loc[7, "income"] = np.nan
    for cls in (AdditiveNoise, CorrelatedNoise):
        found = cls(noise=0.3).treat(_task(data))
        out = found.data
        assert out["age"][:3].tolist() == ["[20-30)", ">=65", "*"] and out["age"][3:5].isna().all()
        assert np.isnan(out.loc[7, "income"])
        exact = pd.to_numeric(out["age"][5:]).to_numpy()
        assert (exact != data["age"][5:].to_numpy(dtype=float)).all()
        assert any("age: 3 generalized cells and 2 missing values left as written" in note for note in found.notes)


def test_each_column_gets_its_own_noise_whichever_columns_go_with_it():
    data = _correlated(500)
    alone = AdditiveNoise(columns="a").treat(_task(data)).data
    together = AdditiveNoise(columns="a,b").treat(_task(data)).data
    assert alone["a"].equals(together["a"]) and alone["b"].equals(data["b"])


def test_a_column_that_becomes_negative_is_said():
    data = pd.DataFrame({"income": np.random.default_rng(2).uniform(0, 100, 500)})
    notes = AdditiveNoise(noise=0.5).treat(_task(data)).notes
    assert any("income:" in note and "became negative" in note for note in notes)


def test_default_columns_are_the_continuous_key_variables():
    task = TreatmentTask(pd.DataFrame({"age": np.arange(100.0), "sex": ["f", "m"] * 50, "pay": np.arange(100.0)}),
                         {"age": CONTINUOUS, "sex": CATEGORICAL, "pay": CONTINUOUS}, ("age", "sex"), ("pay",))
    out = AdditiveNoise().treat(task).data
    assert not out["age"].equals(task.data["age"]) and out["pay"].equals(task.data["pay"])


def test_clear_errors():
    data = pd.DataFrame({"age": [30.0, 41.0, np.nan], "sex": ["f", "m", "f"], "note": ["1", "two", "3"],
                         "one": [1.0, np.nan, np.nan]})
    kinds = {"age": CONTINUOUS, "sex": CATEGORICAL, "note": CONTINUOUS, "one": CONTINUOUS}
    task = TreatmentTask(data, kinds, ("sex",), ())
    for cls in (AdditiveNoise, CorrelatedNoise):
        with pytest.raises(ValueError, match=rf"{cls.id}.columns: sex is a categorical column.*categories use pram"):
            cls(columns="age,sex").treat(task)
        with pytest.raises(ValueError, match=rf"{cls.id}.columns: the audit names no continuous key variable"):
            cls().treat(task)
        with pytest.raises(ValueError, match=rf"{cls.id}.columns: note holds 'two', which is neither a number"):
            cls(columns="note").treat(task)
        with pytest.raises(ValueError, match=rf"{cls.id}.columns: one holds 1 exact number"):
            cls(columns="one").treat(task)
    with pytest.raises(ValueError, match="noise"):
        AdditiveNoise(noise=-0.1)
