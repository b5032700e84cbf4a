"""Population-uniqueness estimators (anonguard/engine/key_variables/uniqueness.py) against formulas worked out here in
plain Python, ARX's own reference figures (docs/research/arx_suda.md §2.6), simulated populations whose
uniques are counted, Dankar et al.'s rule as ARX codes it, and the degenerate files."""

import math
import warnings
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import optimize

from anonguard.engine.key_variables.uniqueness import (ClassSizeSpectrum, Estimate, class_size_spectrum, dankar_rule,
                                         estimate_uniqueness, pitman, population_uniqueness, record_class_sizes,
                                         shlosser_classes, snb, snb_expected_small_classes, zayatz)

SMALL = {1: 3, 2: 1, 3: 1}  # n = 8 records in u = 5 classes
PITMAN_CASE = {1: 10, 2: 3, 3: 1, 7: 1}  # n = 26, u = 15: a spectrum whose Pitman fit is inside the model

# ARX's data/adult.csv (commit aacd487f), all nine attributes as quasi-identifiers, as ARX's
# TestRiskMetrics.getDataObject defines them: class size -> number of classes (n = 30,162, u = 19,502)
ADULT = {1: 15512, 2: 2098, 3: 754, 4: 375, 5: 189, 6: 155, 7: 97, 8: 73, 9: 39, 10: 37, 11: 29, 12: 18, 13: 23,
         14: 14, 15: 15, 16: 9, 17: 11, 18: 10, 19: 10, 20: 5, 21: 3, 22: 4, 23: 3, 24: 2, 25: 1, 26: 3, 27: 5,
         29: 1, 30: 2, 32: 1, 34: 1, 35: 1, 36: 1, 45: 1}


def records_of(spectrum: dict[int, int]) -> np.ndarray:
    """Per-record class sizes of a spectrum, shuffled (the order must not matter)."""
    classes = [j for j, s in spectrum.items() for _ in range(s)]
    return np.random.default_rng(0).permutation(np.repeat(classes, classes))


# --- the spectrum ---------------------------------------------------------------------------------------

def test_spectrum_from_per_record_sizes_and_from_class_ids():
    spectrum = class_size_spectrum(np.array([3, 1, 2, 3, 1, 2, 3, 1, 1]))
    assert dict(zip(spectrum.sizes.tolist(), spectrum.counts.tolist())) == {1: 4, 2: 1, 3: 1}
    assert (spectrum.records, spectrum.classes, spectrum.count(1), spectrum.count(4)) == (9, 6, 4, 0)
    ids = np.array(["a", "b", "a", "c", "a", "d", "d"])
    assert record_class_sizes(ids).tolist() == [3, 1, 3, 1, 3, 2, 2]
    assert spectrum.larger_than().tolist() == [2, 1]  # classes with more than 1, more than 2 records


def test_per_record_sizes_that_do_not_add_up_are_refused():
    with pytest.raises(ValueError, match="1 records say they are in a class of 2 records"):
        class_size_spectrum(np.array([1, 2]))
    with pytest.raises(ValueError, match="whole numbers"):
        class_size_spectrum(np.array([1, 0.5]))


# --- Zayatz ---------------------------------------------------------------------------------------------

def zayatz_by_hand(spectrum: dict[int, int], big_n: int) -> float:
    """Zayatz's estimate written out: hypergeometric P(f=1|F=j) = j·C(N−j, n−1)/C(N, n) in exact
    fractions, population class proportions p_j = s_j/u, Bayes, then s_1·P(F=1|f=1)·N/n."""
    n = sum(j * s for j, s in spectrum.items())
    u = sum(spectrum.values())
    seen_once = {j: Fraction(j * math.comb(big_n - j, n - 1), math.comb(big_n, n)) for j in spectrum}
    mix = sum(Fraction(s, u) * seen_once[j] for j, s in spectrum.items())
    posterior = Fraction(spectrum[1], u) * seen_once[1] / mix
    return float(spectrum[1] * posterior * big_n / n)


@pytest.mark.parametrize("spectrum, big_n", [(SMALL, 100), (SMALL, 9), (SMALL, 10**6), (PITMAN_CASE, 60)])
def test_zayatz_as_worked_out_by_hand(spectrum, big_n):
    found = zayatz(ClassSizeSpectrum.of(spectrum), big_n)
    assert found.uniques == pytest.approx(zayatz_by_hand(spectrum, big_n), rel=1e-12)
    assert found.share == pytest.approx(found.uniques / big_n, rel=1e-15)


def test_zayatz_small_case_in_numbers():
    # n = 8, N = 100: P(f=1|F=1) = 0.08, P(f=1|F=2) = 2·C(98,7)/C(100,8), P(f=1|F=3) = 3·C(97,7)/C(100,8)
    p1, p2, p3 = 8 / 100, 2 * math.comb(98, 7) / math.comb(100, 8), 3 * math.comb(97, 7) / math.comb(100, 8)
    posterior = 3 * p1 / (3 * p1 + p2 + p3)
    assert zayatz(ClassSizeSpectrum.of(SMALL), 100).uniques == pytest.approx(3 * posterior * 100 / 8, rel=1e-12)


# --- Pitman ---------------------------------------------------------------------------------------------

def pitman_log_likelihood(spectrum: dict[int, int], theta: float, alpha: float) -> float:
    """Pitman's sampling formula up to a constant, term by term."""
    n, u = sum(j * s for j, s in spectrum.items()), sum(spectrum.values())
    value = sum(math.log(theta + i * alpha) for i in range(1, u)) - sum(math.log(theta + i) for i in range(1, n))
    return value + sum(s * sum(math.log(k - alpha) for k in range(1, j)) for j, s in spectrum.items())


def pitman_score(spectrum: dict[int, int], theta: float, alpha: float) -> tuple[float, float]:
    n, u = sum(j * s for j, s in spectrum.items()), sum(spectrum.values())
    d_theta = sum(1 / (theta + i * alpha) for i in range(1, u)) - sum(1 / (theta + i) for i in range(1, n))
    d_alpha = sum(i / (theta + i * alpha) for i in range(1, u)) - sum(
        s * sum(1 / (k - alpha) for k in range(1, j)) for j, s in spectrum.items())
    return d_theta, d_alpha


def test_pitman_is_the_maximum_likelihood_fit_and_hoshinos_formula():
    found = pitman(ClassSizeSpectrum.of(PITMAN_CASE), 1000)
    theta, alpha = dict(found.parameters)["theta"], dict(found.parameters)["alpha"]
    assert all(abs(g) < 1e-9 for g in pitman_score(PITMAN_CASE, theta, alpha))  # the score equations hold
    # an independent maximisation (Nelder-Mead on the plain likelihood) finds the same point
    best = optimize.minimize(lambda x: -pitman_log_likelihood(PITMAN_CASE, x[0], x[1]) if 0 < x[1] < 1 else math.inf,
                             [1.0, 0.5], method="Nelder-Mead",
                             options={"xatol": 1e-10, "fatol": 1e-13, "maxiter": 5000})
    assert (theta, alpha) == pytest.approx(tuple(best.x), rel=1e-5)
    expected = math.exp(math.lgamma(theta + 1) - math.lgamma(theta + alpha)) * 1000**alpha
    assert found.uniques == pytest.approx(expected, rel=1e-12)
    assert found.share == pytest.approx(expected / 1000, rel=1e-12)


def test_pitman_gives_no_estimate_when_the_likelihood_peaks_at_alpha_zero():
    found = pitman(ClassSizeSpectrum.of(SMALL), 100)
    assert not found.available and math.isnan(found.share) and "α = 0" in found.reason
    theta = dict(found.parameters)["theta"]
    n, u = 8, 5
    # at α = 0 the θ-equation is Ewens': (u−1)/θ = Σ_{i<n} 1/(θ+i) ...
    assert (u - 1) / theta == pytest.approx(sum(1 / (theta + i) for i in range(1, n)), rel=1e-6)
    # ... and the likelihood falls as α leaves 0: ∂ℓ/∂α at (θ, 0) is negative, and no grid point beats it
    assert pitman_score(SMALL, theta, 0.0)[1] < 0
    top = pitman_log_likelihood(SMALL, theta, 0.0)
    assert all(pitman_log_likelihood(SMALL, t, a) < top
               for t in np.geomspace(0.05, 500, 60) for a in np.linspace(0.01, 0.99, 50))


# --- SNB ------------------------------------------------------------------------------------------------

def snb_counts_by_summation(classes: float, alpha: float, beta: float, f: float, largest: int = 20000):
    """E[s_1], E[s_2] summed over the population class sizes j: P(F=j) = C(j+α−2, j−1) β^α (1−β)^{j−1},
    then binomial thinning with the sampling fraction f."""
    one = two = 0.0
    for j in range(1, largest):
        p = math.exp(math.lgamma(j + alpha - 1) - math.lgamma(alpha) - math.lgamma(j)) \
            * beta**alpha * (1 - beta) ** (j - 1)
        one += p * j * f * (1 - f) ** (j - 1)
        two += p * math.comb(j, 2) * f * f * (1 - f) ** (j - 2) if j >= 2 else 0.0
    return classes * one, classes * two


@pytest.mark.parametrize("alpha, beta, f", [(0.7, 0.3, 0.2), (2.5, 0.05, 0.6), (0.05, 0.5, 0.01)])
def test_snb_expected_counts_match_a_direct_summation(alpha, beta, f):
    expected = snb_counts_by_summation(1.0, alpha, beta, f)
    assert snb_expected_small_classes(1.0, alpha, beta, f) == pytest.approx(expected, rel=1e-9)


def shlosser_by_hand(spectrum: dict[int, int], q: float) -> float:
    u, s1 = sum(spectrum.values()), spectrum[1]
    a = sum(j * q * q * (1 - q * q) ** (j - 1) * s for j, s in spectrum.items())
    b = sum(((1 + q) ** j - 1) * (1 - q) ** j * s for j, s in spectrum.items())
    c = sum((1 - q) ** j * s for j, s in spectrum.items())
    d = sum(j * q * (1 - q) ** (j - 1) * s for j, s in spectrum.items())
    return u + s1 * (a / b) * (c / d) ** 2


@pytest.mark.parametrize("spectrum, big_n", [(SMALL, 20), (SMALL, 100), (PITMAN_CASE, 60)])
def test_snb_solves_its_two_equations_and_counts_uniques_as_k_beta_to_the_alpha(spectrum, big_n):
    n = sum(j * s for j, s in spectrum.items())
    found = snb(ClassSizeSpectrum.of(spectrum), big_n)
    fitted = dict(found.parameters)
    assert fitted["population_classes"] == pytest.approx(shlosser_by_hand(spectrum, n / big_n), rel=1e-12)
    assert shlosser_classes(ClassSizeSpectrum.of(spectrum), n / big_n) == pytest.approx(fitted["population_classes"])
    one, two = snb_counts_by_summation(fitted["population_classes"], fitted["alpha"], fitted["beta"], n / big_n)
    assert (one, two) == pytest.approx((spectrum[1], spectrum[2]), rel=1e-8)
    assert found.uniques == pytest.approx(fitted["population_classes"] * fitted["beta"] ** fitted["alpha"], rel=1e-12)


def test_snb_needs_classes_of_size_two():
    found = snb(ClassSizeSpectrum.of({1: 4, 3: 2}), 40)
    assert not found.available and "exactly 2 records" in found.reason
    result = estimate_uniqueness(ClassSizeSpectrum.of({1: 4, 3: 2}), 40)  # f = 0.25: the rule falls back to Zayatz
    assert result.dankar_model == "zayatz" and result.dankar == result.zayatz
    assert any("SNB gives no estimate" in note for note in result.notes)


# --- ARX's own figures ----------------------------------------------------------------------------------

ARX_N = {f: round(30162 / f) for f in (0.01, 0.1, 0.2, 1.0)}  # ARXPopulationModel.create(n, f): N = round(n/f)


@pytest.mark.parametrize("f, model, share", [
    # TestRiskMetrics.testDecisionRule2 (arx_suda.md §2.6): getFractionOfUniqueTuplesDankar(), Pitman chosen
    (0.01, "pitman", 0.1446083531167384),
    (0.1, "pitman", 0.27684993883653597),
])
def test_arx_reference_figures_for_pitman(f, model, share):
    result = estimate_uniqueness(ClassSizeSpectrum.of(ADULT), ARX_N[f])
    assert result.dankar_model == model
    assert result.dankar_value == pytest.approx(share, rel=1e-9)  # ARX stops its Newton at |score| ≤ 1e-6


def test_arx_reference_figures_for_zayatz_and_the_census():
    # testDecisionRule2: 0.3207402393466189 "if Zayatz is chosen" at f = 0.1, and 0.3577099234829125 at f = 0.2,
    # where ARX's SNB has no solution and its rule falls back to Zayatz; f = 1 gives the sample uniqueness
    at_tenth = estimate_uniqueness(ClassSizeSpectrum.of(ADULT), ARX_N[0.1])
    assert at_tenth.zayatz.share == pytest.approx(0.3207402393466189, rel=1e-12)
    at_fifth = estimate_uniqueness(ClassSizeSpectrum.of(ADULT), ARX_N[0.2])
    assert at_fifth.zayatz.share == pytest.approx(0.3577099234829125, rel=1e-12)
    # with the corrected SNB equations (docs/uniqueness.md) SNB solves, is smaller, and the rule takes it
    assert at_fifth.snb.available and at_fifth.snb.share < at_fifth.zayatz.share
    assert (at_fifth.dankar_model, at_fifth.dankar) == ("snb", at_fifth.snb)
    census = estimate_uniqueness(ClassSizeSpectrum.of(ADULT), ARX_N[1.0])
    assert census.dankar_value == census.sample_uniques_share == pytest.approx(0.5142895033485844, rel=1e-15)


# --- simulated populations whose uniques are counted ----------------------------------------------------

def chinese_restaurant(size: int, theta: float, alpha: float, rng: np.random.Generator) -> np.ndarray:
    """A population drawn from Pitman's two-parameter process: person m opens a new class with chance
    (θ + Kα)/(θ + m), else joins class t with chance ∝ (size_t − α). Returns each person's class."""
    sizes: list[int] = []
    label = np.empty(size, dtype=np.int64)
    for m in range(size):
        if m == 0 or rng.random() < (theta + len(sizes) * alpha) / (theta + m):
            label[m] = len(sizes)
            sizes.append(1)
            continue
        while True:  # a class by its size (a random earlier person's class), kept with chance (size − α)/size
            t = label[int(rng.random() * m)]
            if rng.random() < (sizes[t] - alpha) / sizes[t]:
                break
        label[m] = t
        sizes[t] += 1
    return label


def draw(population: np.ndarray, fraction: float, rng: np.random.Generator) -> np.ndarray:
    """A simple random sample of the population's records; returns per-record class sizes in the sample."""
    picked = population[rng.choice(population.size, int(round(fraction * population.size)), replace=False)]
    return record_class_sizes(picked)


def test_pitman_finds_the_uniques_of_a_pitman_population():
    rng = np.random.default_rng(20261124)
    population = chinese_restaurant(200_000, theta=500.0, alpha=0.5, rng=rng)
    true_uniques = int((np.bincount(population) == 1).sum())
    result = population_uniqueness(draw(population, 0.05, rng), population.size)
    assert result.dankar_model == "pitman"
    # Over eight other seeds the error stayed within 8 % (the sample's own variation at n = 10,000); 15 %
    # leaves room for that and still fails a wrong fit or formula, which is off by far more (Zayatz: +30 %).
    assert result.pitman.uniques == pytest.approx(true_uniques, rel=0.15)


def test_snb_finds_the_uniques_of_a_shifted_negative_binomial_population():
    rng = np.random.default_rng(7)
    sizes = 1 + rng.negative_binomial(0.5, 0.3, size=100_000)  # population classes, P(F=1) = 0.3^0.5
    population = np.repeat(np.arange(sizes.size), sizes)
    true_uniques = int((sizes == 1).sum())
    result = population_uniqueness(draw(population, 0.5, rng), population.size)
    # SNB is this population's own model; at f = 0.5 Shlosser's K̂ is within 1 % and the estimate was within
    # 2 % over five seeds. 10 % still fails ARX's form of the second equation, which has no solution here.
    assert result.snb.uniques == pytest.approx(true_uniques, rel=0.10)
    assert result.dankar_model == "snb" and result.zayatz.uniques > result.snb.uniques


def test_when_the_file_is_the_population_its_uniques_are_counted():
    sizes = records_of({1: 17, 2: 4, 5: 3})
    result = population_uniqueness(sizes, sizes.size)
    assert (result.dankar_model, result.dankar.uniques, result.dankar_value) == ("census", 17, 17 / 40)
    assert result.zayatz.uniques == pytest.approx(17, rel=1e-15)  # Zayatz's formula is exact here too
    assert not result.pitman.available and not result.snb.available
    assert "whole population" in result.pitman.reason and "whole population" in result.snb.reason


# --- Dankar et al.'s rule -------------------------------------------------------------------------------

Z, P, S, NONE = Estimate.of(30, 1000), Estimate.of(20, 1000), Estimate.of(40, 1000), Estimate.none("no fit")


@pytest.mark.parametrize("f, zayatz_, pitman_, snb_, chosen", [
    (0.05, Z, P, S, "pitman"),
    (0.1, Z, P, S, "pitman"),  # "at most 10 %"
    (0.1000001, Z, P, S, "zayatz"),  # above: the smaller of Zayatz (30) and SNB (40)
    (0.5, S, P, Z, "snb"),  # Zayatz 40 > SNB 30
    (0.5, Z, P, Z, "snb"),  # a tie goes to SNB, as in ARX
    (0.05, Z, NONE, S, "zayatz"),  # Pitman cannot be fitted: Zayatz
    (0.3, Z, P, NONE, "zayatz"),  # SNB cannot be fitted: Zayatz
    (0.3, NONE, P, S, "snb"),
])
def test_dankar_rule_picks_as_arx_codes_it(f, zayatz_, pitman_, snb_, chosen):
    model, estimate = dankar_rule(f, zayatz_, pitman_, snb_)
    assert model == chosen
    assert estimate == {"zayatz": zayatz_, "pitman": pitman_, "snb": snb_}[chosen]


def test_dankar_rule_with_nothing_to_choose():
    model, estimate = dankar_rule(0.05, NONE, Estimate.none("other"), S)  # SNB is not considered below 10 %
    assert model == "" and not estimate.available and "no fit" in estimate.reason and "other" in estimate.reason


def test_dankar_rule_on_a_real_spectrum_follows_the_sampling_fraction():
    spectrum = ClassSizeSpectrum.of(PITMAN_CASE)  # n = 26
    assert estimate_uniqueness(spectrum, 1000).dankar_model == "pitman"  # f = 2.6 %
    larger = estimate_uniqueness(spectrum, 60)  # f = 43 %: the smaller of Zayatz and SNB
    smaller = min((larger.zayatz, "zayatz"), (larger.snb, "snb"), key=lambda e: e[0].uniques)
    assert larger.dankar_model == smaller[1] and larger.dankar == smaller[0]


# --- degenerate files -----------------------------------------------------------------------------------

def test_no_sample_uniques_no_population_uniques_among_the_records():
    result = population_uniqueness(records_of({2: 5, 3: 4}), 1000)
    for estimate in (result.zayatz, result.pitman, result.snb):
        assert not estimate.available and "no record is unique" in estimate.reason
    assert (result.dankar_model, result.dankar_value, result.sample_uniques_share) == ("none", 0.0, 0.0)


def test_every_record_unique_is_not_available():
    result = population_uniqueness(np.ones(50), 1000)
    for estimate in (result.zayatz, result.pitman, result.snb, result.dankar):
        assert not estimate.available and math.isnan(estimate.share) and "every record is unique" in estimate.reason
    assert result.dankar_model == "" and math.isnan(result.dankar_value) and result.sample_uniques_share == 1.0


def test_a_population_smaller_than_the_file_is_refused_in_plain_words():
    with pytest.raises(ValueError) as refused:
        population_uniqueness(records_of({1: 400, 2: 300}), 900)
    assert str(refused.value) == ("population size 900 is smaller than the 1,000 records of the file; "
                                  "give the size of the whole population the file was drawn from")
    for nonsense in (0, -5, math.nan, math.inf):
        with pytest.raises(ValueError, match="is not a number of people"):
            population_uniqueness(records_of(SMALL), nonsense)


def test_an_empty_file():
    result = population_uniqueness(np.array([], dtype=np.int64), 1000)
    assert (result.records, result.dankar_model, result.dankar_value) == (0, "none", 0.0)
    assert "no records" in result.zayatz.reason


@settings(max_examples=40, deadline=None)
@given(st.dictionaries(st.integers(1, 60), st.integers(1, 300), min_size=1, max_size=8),
       st.sampled_from([1.0, 1.001, 1.5, 10.0, 1e4]))
def test_every_estimate_is_a_count_within_the_population_or_a_stated_gap(spectrum, inflation):
    n = sum(j * s for j, s in spectrum.items())
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        result = estimate_uniqueness(ClassSizeSpectrum.of(spectrum), n * inflation)
    for estimate in (result.zayatz, result.pitman, result.snb, result.dankar):
        if estimate.available:
            assert 0 <= estimate.uniques <= n * inflation and estimate.reason == ""
        else:
            assert math.isnan(estimate.share) and estimate.reason
