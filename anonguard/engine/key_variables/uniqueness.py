"""Population uniqueness: how many people of the whole population are the only one with their key
combination, estimated from the file's equivalence classes (records sharing the key values) and the
stated population size N. These are the estimators ARX offers (docs/research/arx_suda.md §2 has ARX's
formulas, sources and figures; docs/uniqueness.md says what each assumes and where this differs):

- Zayatz (1991): Bayes' rule with hypergeometric sampling, the population's class-size mix read off the file;
- Pitman (Hoshino 2001): a maximum-likelihood fit of the Pitman sampling formula's θ and α;
- SNB, slide negative binomial (Chen & Keller-McNulty 1998): class sizes shifted negative binomial,
  records drawn one by one with the sampling fraction, fitted to the counts of classes of size 1 and 2;
- Dankar, El Emam, Neisa & Roffey (2012)'s rule as ARX applies it: Pitman for a sampling fraction of at
  most 10 %, else the smaller of Zayatz and SNB.

Every estimate is what ARX reports: the number of population uniques (people alone in their class in the
population) and that number over N. Under simple random sampling the two readings agree: the expected share
of the file's records that are unique in the population is also (population uniques) / N. A model that
cannot be fitted gives NaN with its reason, never an exception or a number it cannot stand behind.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
from scipy import optimize, special

from anonguard.phrases import say

DANKAR_PITMAN_LIMIT = 0.1  # Dankar et al.: Pitman up to a sampling fraction of 10 %


@dataclass(frozen=True)
class ClassSizeSpectrum:
    """The file's class-size distribution: `counts[i]` classes hold exactly `sizes[i]` records (s_j of
    class size j), sizes ascending and each count positive."""

    sizes: np.ndarray
    counts: np.ndarray

    @classmethod
    def of(cls, counts_by_size: dict[int, int]) -> "ClassSizeSpectrum":
        """From {class size j: number of classes s_j}; sizes with no classes are dropped."""
        kept = sorted((int(j), int(s)) for j, s in counts_by_size.items() if s)
        if any(j < 1 or s < 0 for j, s in kept):
            raise ValueError("class sizes must be at least 1 and class counts at least 0")
        return cls(np.array([j for j, _ in kept], dtype=np.int64), np.array([s for _, s in kept], dtype=np.int64))

    @property
    def records(self) -> int:
        """n, the number of records."""
        return int((self.sizes * self.counts).sum())

    @property
    def classes(self) -> int:
        """u, the number of classes."""
        return int(self.counts.sum())

    def count(self, size: int) -> int:
        """s_j: how many classes hold exactly `size` records."""
        return int(self.counts[self.sizes == size].sum())

    def larger_than(self) -> np.ndarray:
        """c_k = number of classes with more than k records, for k = 1 .. largest size − 1."""
        dense = np.zeros(int(self.sizes.max(initial=1)) + 1, dtype=np.float64)
        dense[self.sizes] = self.counts
        return (dense.sum() - np.cumsum(dense))[1:-1]


def class_size_spectrum(class_sizes: np.ndarray) -> ClassSizeSpectrum:
    """The spectrum from each record's class size f (its equivalence class's number of records).
    A class of size j contributes j records of size j, so s_j = (records of size j) / j."""
    f = np.asarray(class_sizes)
    if f.size and (not np.all(np.isfinite(f)) or np.any(f < 1) or np.any(f != np.round(f))):
        raise ValueError("class sizes must be whole numbers of at least 1, one per record")
    sizes, records = np.unique(f.astype(np.int64), return_counts=True)
    broken = records % sizes != 0
    if broken.any():
        j, r = int(sizes[broken][0]), int(records[broken][0])
        raise ValueError(f"{r:,} records say they are in a class of {j:,} records, which is not a whole number "
                         "of such classes; give each record the size of its own class")
    return ClassSizeSpectrum(sizes, records // sizes)


def record_class_sizes(class_ids: np.ndarray) -> np.ndarray:
    """Each record's class size, from its class id (records with the same id form a class)."""
    _, inverse, counts = np.unique(np.asarray(class_ids), return_inverse=True, return_counts=True)
    return counts[inverse.ravel()]


@dataclass(frozen=True)
class Estimate:
    """One model's estimate: `uniques`, the number of population uniques, and `share` = uniques / N;
    both NaN, with `reason` saying why, when the model gives none. `parameters` are the fitted values."""

    uniques: float
    share: float
    reason: str = ""
    parameters: tuple[tuple[str, float], ...] = ()

    @property
    def available(self) -> bool:
        return not math.isnan(self.uniques)

    @classmethod
    def of(cls, uniques: float, population_size: float, **parameters: float) -> "Estimate":
        return cls(float(uniques), float(uniques) / population_size, "", tuple(parameters.items()))

    @classmethod
    def none(cls, reason: str, **parameters: float) -> "Estimate":
        return cls(math.nan, math.nan, reason, tuple(parameters.items()))


def check_population_size(population_size: float, records: int) -> float:
    """N as a float, or a ValueError in plain words when it cannot be the population the file came from."""
    size = float(population_size)
    advice = "give the size of the whole population the file was drawn from"
    if not math.isfinite(size) or size <= 0:
        raise ValueError(f"population size {population_size} is not a number of people; {advice}")
    if size < records:
        shown = f"{int(size):,}" if size == int(size) else f"{size:,}"
        raise ValueError(f"population size {shown} is smaller than the {records:,} records of the file; {advice}")
    return size


def _unfit_reason(spectrum: ClassSizeSpectrum) -> str:
    """Why no model has anything to fit, or '' when the file can be modelled."""
    if spectrum.records == 0:
        return say("the file has no records")
    if spectrum.count(1) == 0:
        return say("no record is unique in the file, so none can be unique in the population")
    if spectrum.count(1) == spectrum.records:
        return say("every record is unique in the file, which says nothing about how large the classes are in the "
                   "population; treat every record as possibly unique")
    return ""


def zayatz(spectrum: ClassSizeSpectrum, population_size: float) -> Estimate:
    """Zayatz (1991) as ARX computes it. Bayes' rule gives the chance that a sample unique is a
    population unique, P(F=1 | f=1) = s_1·P(f=1|F=1) / Σ_j s_j·P(f=1|F=j), where P(f=1|F=j) is the
    hypergeometric chance that a population class of j people shows up once in a sample of n from N, and
    the population's class sizes are taken in the file's proportions s_j/u. The number of population
    uniques is s_1·P(F=1|f=1)·N/n. Only the ratio P(f=1|F=j)/P(f=1|F=1) = j·Π_{i<j}(N−n−i+1)/(N−i)
    is needed, built as a running product so it stays exact for any N (and is 0 for j ≥ 2 when N = n)."""
    n, big_n = spectrum.records, check_population_size(population_size, spectrum.records)
    reason = _unfit_reason(spectrum)
    if reason:
        return Estimate.none(reason)
    i = np.arange(1, int(spectrum.sizes.max()), dtype=np.float64)
    with np.errstate(divide="ignore"):
        log_factor = np.log(np.maximum(big_n - n - i + 1, 0.0) / (big_n - i))
    running = np.concatenate([[0.0], np.cumsum(log_factor)])
    ratio = spectrum.sizes * np.exp(running[spectrum.sizes - 1])
    conditional = spectrum.count(1) / float((spectrum.counts * ratio).sum())
    return Estimate.of(spectrum.count(1) * conditional * big_n / n, big_n, p_unique_given_sample_unique=conditional)


# --- Pitman ---------------------------------------------------------------------------------------------

_ASYMPTOTIC = 1e4  # from here on, differences of log-gamma and polygamma values are taken from Stirling's series


def _log_rising(z: float, m: int) -> float:
    """Σ_{i<m} ln(z+i) = lnΓ(z+m) − lnΓ(z). For large z the two log-gammas are huge and nearly equal, so
    their difference is taken from Stirling's series, written without the cancellation."""
    if not z > 0:
        return math.nan
    if z < _ASYMPTOTIC:
        return float(special.gammaln(z + m) - special.gammaln(z))
    w = z + m
    return ((z - 0.5) * math.log1p(m / z) + m * math.log(w) - m - m / (12 * z * w)
            + m * (w * w + w * z + z * z) / (360 * z**3 * w**3))


def _harmonic(z: float, m: int) -> float:
    """Σ_{i<m} 1/(z+i) = ψ(z+m) − ψ(z), from the asymptotic series for large z."""
    if not z > 0:
        return math.nan
    if z < _ASYMPTOTIC:
        return float(special.digamma(z + m) - special.digamma(z))
    w = z + m
    return (math.log1p(m / z) + m / (2 * z * w) + m * (w + z) / (12 * z * z * w * w)
            - m * (w + z) * (w * w + z * z) / (120 * z**4 * w**4))


def _harmonic2(z: float, m: int) -> float:
    """Σ_{i<m} 1/(z+i)² = ψ1(z) − ψ1(z+m), from the asymptotic series for large z."""
    if not z > 0:  # (scipy's polygamma can take very long far below 0)
        return math.nan
    if z < _ASYMPTOTIC:
        return float(special.polygamma(1, z) - special.polygamma(1, z + m))
    w = z + m
    return (m / (z * w) + m * (w + z) / (2 * z * z * w * w) + m * (w * w + w * z + z * z) / (6 * z**3 * w**3)
            - m * (w**4 + w**3 * z + w * w * z * z + w * z**3 + z**4) / (30 * z**5 * w**5))


@dataclass(frozen=True)
class _PitmanData:
    """What the Pitman likelihood needs: n, u, i = 1..u−1 and c_k with k = 1..largest−1."""

    n: int
    i: np.ndarray
    k: np.ndarray
    c: np.ndarray

    @classmethod
    def of(cls, spectrum: ClassSizeSpectrum) -> "_PitmanData":
        c = spectrum.larger_than()
        return cls(spectrum.records, np.arange(1, spectrum.classes, dtype=np.float64),
                   np.arange(1, c.size + 1, dtype=np.float64), c)

    def log_likelihood(self, theta: float, alpha: float) -> float:
        """Pitman's sampling formula up to a constant (Hoshino 2001; arx_suda.md §2.3):
        Σ_{i<u} ln(θ+iα) − Σ_{i<n} ln(θ+i) + Σ_j s_j Σ_{k<j} ln(k−α), the last as Σ_k c_k ln(k−α).
        The first sum is taken term by term (exact for any α, ARX's "iterative" form); the second, which
        depends on θ alone, in closed form."""
        return float(np.log(theta + self.i * alpha).sum() - _log_rising(theta + 1, self.n - 1)
                     + (self.c * np.log(self.k - alpha)).sum())

    def score(self, theta: float, alpha: float) -> np.ndarray:
        """∂ℓ/∂θ and ∂ℓ/∂α."""
        w = 1.0 / (theta + self.i * alpha)
        return np.array([w.sum() - _harmonic(theta + 1, self.n - 1),
                         (self.i * w).sum() - (self.c / (self.k - alpha)).sum()])

    def hessian(self, theta: float, alpha: float) -> np.ndarray:
        """The second derivatives, with a correct trigamma (ARX's drops a term below 12, §2.7 item 3)."""
        w2 = 1.0 / (theta + self.i * alpha) ** 2
        tt = -w2.sum() + _harmonic2(theta + 1, self.n - 1)
        ta = -(self.i * w2).sum()
        aa = -(self.i**2 * w2).sum() - (self.c / (self.k - alpha) ** 2).sum()
        return np.array([[tt, ta], [ta, aa]])


def _pitman_starts(spectrum: ClassSizeSpectrum) -> list[tuple[float, float]]:
    """(θ, α) to start from: ARX's moment-style guess when it lies inside the model (c_2 := 1 when
    there are no pairs, as ARX does), then a few fixed points, so one bad guess cannot sink the fit."""
    n, u, c1 = spectrum.records, spectrum.classes, spectrum.count(1)
    c2 = spectrum.count(2) or 1
    c = c1 * (c1 - 1) / c2
    starts = []
    with np.errstate(all="ignore"):
        den = 2 * c1 * u + c1 * c - n * c
        theta = (n * u * c - c1 * (n - 1) * (2 * u + c)) / den if den else math.nan
        alpha = (theta * (c1 - n) + (n - 1) * c1) / (n * u)
    if math.isfinite(theta) and 0 < alpha < 1 and theta > -alpha:
        starts.append((theta, alpha))
    return starts + [(1.0, 0.5), (float(u), 0.5), (1.0, 0.9)]


def _newton_polish(data: _PitmanData, theta: float, alpha: float) -> tuple[float, float] | None:
    """Newton's method on the score equations from a point near the maximum, each step halved until it
    stays inside the model (0 < α < 1, θ > −α) and does not lower the likelihood; None if it stalls."""
    x, value = np.array([theta, alpha]), data.log_likelihood(theta, alpha)
    for _ in range(100):
        with np.errstate(all="ignore"):
            hessian = data.hessian(*x)
            step = np.linalg.solve(hessian, data.score(*x)) if np.all(np.isfinite(hessian)) else np.full(2, np.nan)
        if not np.all(np.isfinite(step)):
            return None
        for _ in range(60):
            new = x - step
            if 0 < new[1] < 1 and new[0] > -new[1]:
                new_value = data.log_likelihood(*new)
                if new_value >= value - 1e-12 * max(1.0, abs(value)):
                    break
            step = step / 2
        else:
            return None
        x, value = new, new_value
        if abs(step[0]) <= 1e-10 * max(1.0, abs(x[0])) and abs(step[1]) <= 1e-10:
            return float(x[0]), float(x[1])
    return None


def _fit_pitman(spectrum: ClassSizeSpectrum) -> tuple[float, float, str]:
    """Maximum-likelihood θ and α over the whole model (0 ≤ α < 1, θ > −α), or NaNs and a reason.
    Bounded quasi-Newton (L-BFGS-B) on (α, ln(θ+α)) from several starts finds the maximum; a guarded
    Newton polish on the score equations (exact Hessian, a correct trigamma) then pins it down."""
    data = _PitmanData.of(spectrum)

    def negative(x: np.ndarray) -> tuple[float, np.ndarray]:
        alpha, phi = x[0], math.exp(x[1])
        theta = phi - alpha
        if not phi > 0 or not math.isfinite(phi):
            return math.inf, np.zeros(2)
        g = data.score(theta, alpha)
        value = -data.log_likelihood(theta, alpha)
        if not math.isfinite(value):
            return math.inf, np.zeros(2)
        return value, -np.array([g[1] - g[0], phi * g[0]])

    best = None
    for theta0, alpha0 in _pitman_starts(spectrum):
        with np.errstate(all="ignore"):
            found = optimize.minimize(negative, [alpha0, math.log(theta0 + alpha0)], jac=True, method="L-BFGS-B",
                                      bounds=[(0.0, 1.0 - 1e-12), (-50.0, 200.0)],
                                      options={"ftol": 1e-15, "gtol": 1e-9, "maxiter": 2000})
        if math.isfinite(found.fun) and (best is None or found.fun < best.fun):
            best = found
    if best is None:
        return math.nan, math.nan, say("the likelihood could not be evaluated anywhere the model is defined")
    alpha, theta = float(best.x[0]), float(math.exp(best.x[1]) - best.x[0])
    if alpha < 1e-7:
        return theta, 0.0, say("the likelihood is highest at α = 0 (Ewens' model), where Hoshino's formula for the "
                               "uniques does not hold; ARX gives no Pitman estimate there either")
    if alpha > 1 - 1e-7:
        return theta, alpha, say("the likelihood keeps growing as α approaches 1, so it has no maximum to fit")
    polished = _newton_polish(data, theta, alpha)
    if polished is None:
        return math.nan, math.nan, say("the maximum-likelihood fit did not converge")
    return polished[0], polished[1], ""


def pitman(spectrum: ClassSizeSpectrum, population_size: float) -> Estimate:
    """Pitman's model as ARX uses it (Hoshino 2001): fit θ and α of Pitman's sampling formula by maximum
    likelihood, then the expected number of population uniques is Γ(θ+1)/Γ(θ+α)·N^α. The fit is a
    maximisation over the whole model, not ARX's Newton-Raphson on the score equations from a fixed grid
    of starts, which can stop without an answer (arx_suda.md §2.3, §2.7); an answer outside [0, N] is
    refused, as ARX refuses it."""
    n, big_n = spectrum.records, check_population_size(population_size, spectrum.records)
    reason = _unfit_reason(spectrum)
    if not reason and big_n == n:
        reason = say("the file is the whole population: its uniques are counted, not estimated")
    if reason:
        return Estimate.none(reason)
    theta, alpha, reason = _fit_pitman(spectrum)
    if reason:
        return Estimate.none(reason, theta=theta, alpha=alpha)
    uniques = math.exp(special.gammaln(theta + 1) - special.gammaln(theta + alpha) + alpha * math.log(big_n))
    if not 0 <= uniques <= big_n:
        return Estimate.none(say("the fitted model puts more uniques in the population than it has people"),
                             theta=theta, alpha=alpha)
    return Estimate.of(uniques, big_n, theta=theta, alpha=alpha)


# --- SNB ------------------------------------------------------------------------------------------------

def shlosser_classes(spectrum: ClassSizeSpectrum, sampling_fraction: float) -> float:
    """K̂, the number of non-empty classes in the population, by the modified Shlosser estimator that
    ARX cites (Haas et al. 1995): u + s_1·[Σ j q²(1−q²)^{j−1} s_j / Σ ((1+q)^j − 1)(1−q)^j s_j]
    ·[Σ (1−q)^j s_j / Σ j q (1−q)^{j−1} s_j]² with q the sampling fraction. ARX's code subtracts the 1
    once per class size instead of inside the sum (arx_suda.md §2.7, item 2); this follows the paper."""
    q, j, s = sampling_fraction, spectrum.sizes.astype(np.float64), spectrum.counts.astype(np.float64)
    first = (j * q * q * (1 - q * q) ** (j - 1) * s).sum() / (((1 + q) ** j - 1) * (1 - q) ** j * s).sum()
    second = ((1 - q) ** j * s).sum() / (j * q * (1 - q) ** (j - 1) * s).sum()
    return float(spectrum.classes + spectrum.count(1) * first * second**2)


def snb_expected_small_classes(classes: float, alpha: float, beta: float,
                               sampling_fraction: float) -> tuple[float, float]:
    """E[s_1] and E[s_2] under SNB: K population classes whose sizes are 1 + a negative binomial (α, β),
    P(F=j) = C(j+α−2, j−1)·β^α·(1−β)^{j−1}, each person kept with probability f. With d = (1−f)(1−β):
    E[s_1] = K f β^α (1−d)^{−α} (1 + αd/(1−d)) and
    E[s_2] = K α β^α f² (1−β) (2 − (1−α)d) / (2 (1−d)^{α+2}).
    ARX multiplies by (1−d)^{α+2} in the second (arx_suda.md §2.7, item 1); this divides, as the model does."""
    f = sampling_fraction
    d = (1 - f) * (1 - beta)
    one = classes * f * beta**alpha * (1 - d) ** -alpha * (1 + alpha * d / (1 - d))
    two = classes * alpha * beta**alpha * f * f * (1 - beta) * (2 - (1 - alpha) * d) / (2 * (1 - d) ** (alpha + 2))
    return float(one), float(two)


def _snb_equations(classes: float, s1: int, s2: int, f: float, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """SNB's two equations as log(E[s_1]/s_1) and log(E[s_2]/s_2), and their Jacobian, at x = (log α, logit β):
    unbounded coordinates for α > 0, 0 < β < 1 (`snb_expected_small_classes` has the expectations)."""
    alpha, beta = math.exp(x[0]), 1 / (1 + math.exp(-x[1]))
    d = (1 - f) * (1 - beta)
    g, h = d / (1 - d), 2 - (1 - alpha) * d
    residuals = np.array([
        math.log(classes * f / s1) + alpha * (math.log(beta) - math.log(1 - d)) + math.log(1 + alpha * g),
        math.log(classes * f * f / (2 * s2)) + math.log(alpha) + alpha * math.log(beta) + math.log(1 - beta)
        + math.log(h) - (alpha + 2) * math.log(1 - d)])
    by_alpha = [math.log(beta) - math.log(1 - d) + g / (1 + alpha * g),
                1 / alpha + math.log(beta) + d / h - math.log(1 - d)]
    by_beta = [alpha / beta - alpha * (1 - f) / (1 - d) - alpha * (1 - f) / ((1 - d) ** 2 * (1 + alpha * g)),
               alpha / beta - 1 / (1 - beta) + (1 - alpha) * (1 - f) / h - (alpha + 2) * (1 - f) / (1 - d)]
    return residuals, np.array(by_alpha)[:, None] * [alpha, 0] + np.array(by_beta)[:, None] * [0, beta * (1 - beta)]


def _snb_root(classes: float, s1: int, s2: int, f: float, alpha0: float, beta0: float) -> tuple[float, float] | None:
    """(α, β) meeting SNB's two equations to 1e-10, by Newton's method from (α0, β0) with the analytic Jacobian,
    each step halved until it shrinks the larger residual; None when the start leads nowhere. (A bounded least
    squares with a finite-difference Jacobian found the same roots 17 times slower, and missed some.)"""
    x = np.array([math.log(alpha0), math.log(beta0 / (1 - beta0))])
    try:
        residuals, jacobian = _snb_equations(classes, s1, s2, f, x)
        for _ in range(100):
            if np.abs(residuals).max() < 1e-13:
                break
            step, shrink = np.linalg.solve(jacobian, -residuals), 1.0
            while shrink > 1e-8:
                with np.errstate(all="ignore"):
                    try:
                        tried = _snb_equations(classes, s1, s2, f, x + shrink * step)
                    except (ValueError, OverflowError, ZeroDivisionError):  # out of the model's domain there
                        tried = None
                if tried is not None and np.all(np.isfinite(tried[0])) \
                        and np.abs(tried[0]).max() < np.abs(residuals).max():
                    break
                shrink /= 2
            else:
                return None
            x, (residuals, jacobian) = x + shrink * step, tried
    except (ValueError, OverflowError, ZeroDivisionError, np.linalg.LinAlgError):
        return None
    if not np.abs(residuals).max() < 1e-10:
        return None
    return math.exp(x[0]), 1 / (1 + math.exp(-x[1]))


def snb(spectrum: ClassSizeSpectrum, population_size: float) -> Estimate:
    """The slide negative binomial model (Chen & Keller-McNulty 1998) as ARX uses it: K̂ from Shlosser's
    estimator, then α and β so that the expected counts of classes of size 1 and 2 equal the file's s_1 and
    s_2, and the number of population uniques is K̂·P(F=1) = K̂·β^α. The two equations are solved in
    logarithms from a grid of starts (`_snb_root`); a start counts only when both are met to 1e-10."""
    n, big_n = spectrum.records, check_population_size(population_size, spectrum.records)
    reason = _unfit_reason(spectrum)
    if not reason and big_n == n:
        reason = say("the file is the whole population: its uniques are counted, not estimated")
    if not reason and spectrum.count(2) == 0:
        reason = say("no class of the file has exactly 2 records, and SNB is fitted to the classes of size 1 and 2")
    if reason:
        return Estimate.none(reason)
    f = n / big_n
    classes = shlosser_classes(spectrum, f)
    s1, s2 = spectrum.count(1), spectrum.count(2)

    solutions = [found for alpha0 in (0.1, 1.0, 10.0) for beta0 in (0.1, 0.5, 0.9)
                 if (found := _snb_root(classes, s1, s2, f, alpha0, beta0)) is not None]
    if not solutions:
        return Estimate.none(say("no shifted negative binomial reproduces the file's classes of size 1 and 2"),
                             population_classes=classes)
    alpha, beta = solutions[0]
    uniques = classes * beta**alpha
    spread = max(abs(classes * b**a - uniques) for a, b in solutions)
    if spread > 1e-6 * max(uniques, 1.0):
        return Estimate.none(say("the SNB equations have more than one solution, with different numbers of uniques"),
                             population_classes=classes)
    if not 0 < uniques <= big_n:
        return Estimate.none(say("the fitted model puts more uniques in the population than it has people"),
                             population_classes=classes, alpha=alpha, beta=beta)
    return Estimate.of(uniques, big_n, population_classes=classes, alpha=alpha, beta=beta)


# --- Dankar et al.'s rule and the whole picture ---------------------------------------------------------

def dankar_rule(sampling_fraction: float, zayatz_estimate: Estimate, pitman_estimate: Estimate,
                snb_estimate: Estimate) -> tuple[str, Estimate]:
    """Dankar et al. (2012)'s choice as ARX codes it: at a sampling fraction of at most 10 % Pitman, or
    Zayatz when Pitman gives nothing; above it the smaller of Zayatz and SNB (SNB on a tie), or whichever
    of the two is there. Returns the model's name ("pitman", "zayatz", "snb", or "" when none is) and its
    estimate."""
    if sampling_fraction <= DANKAR_PITMAN_LIMIT:
        order = [("pitman", pitman_estimate), ("zayatz", zayatz_estimate)]
    elif zayatz_estimate.available and snb_estimate.available and zayatz_estimate.uniques < snb_estimate.uniques:
        order = [("zayatz", zayatz_estimate)]
    else:
        order = [("snb", snb_estimate), ("zayatz", zayatz_estimate)]
    for name, estimate in order:
        if estimate.available:
            return name, estimate
    reasons = "; ".join(dict.fromkeys(e.reason for _, e in order if e.reason))
    return "", Estimate.none(f"no model chosen by the rule gives an estimate ({reasons})")


@dataclass(frozen=True)
class UniquenessEstimates:
    """Everything ARX's population-uniqueness view shows, for one file and population size.

    `sample_uniques_share` is s_1/n, the share of the file's records that are alone in their class.
    Each model's `share` is its number of population uniques over N (ARX's "fraction of unique tuples"),
    which is also the expected share of the file's records that are unique in the population.
    `dankar_model` names the model Dankar et al.'s rule took and `dankar` is its estimate; "census" when the
    file is the population (the uniques are counted), "none" when no record is unique in the file (then none
    can be unique in the population: 0, as ARX reports), "" when the rule has nothing to give."""

    records: int
    population_size: float
    sampling_fraction: float
    sample_uniques: int
    sample_uniques_share: float
    zayatz: Estimate
    pitman: Estimate
    snb: Estimate
    dankar_model: str
    dankar: Estimate
    notes: tuple[str, ...] = field(default=())

    @property
    def dankar_value(self) -> float:
        """The share of the population that is unique, by Dankar et al.'s rule (NaN when none)."""
        return self.dankar.share


def estimate_uniqueness(spectrum: ClassSizeSpectrum, population_size: float) -> UniquenessEstimates:
    """Every model and Dankar et al.'s choice for a file with this class-size spectrum, drawn from a
    population of `population_size` people."""
    n = spectrum.records
    big_n = check_population_size(population_size, n)
    f = n / big_n
    s1 = spectrum.count(1)
    models = zayatz(spectrum, big_n), pitman(spectrum, big_n), snb(spectrum, big_n)
    notes: list[str] = []
    if n == 0 or s1 == 0:
        model, chosen = "none", Estimate.of(0.0, big_n)
        notes.append(say("{reason}; ARX reports 0 here as well", reason=_unfit_reason(spectrum)))
    elif big_n == n:
        model, chosen = "census", Estimate.of(float(s1), big_n)
        notes.append(say("the file is the whole population: the population uniques are its sample uniques, counted"))
    else:
        model, chosen = dankar_rule(f, *models)
        notes.append(say("sampling fraction {fraction:.4g} is at most {limit:.0%}: Dankar et al.'s rule takes Pitman",
                         fraction=f, limit=DANKAR_PITMAN_LIMIT) if f <= DANKAR_PITMAN_LIMIT else say(
            "sampling fraction {fraction:.4g} is above {limit:.0%}: Dankar et al.'s rule takes the smaller of Zayatz and "
            "SNB", fraction=f, limit=DANKAR_PITMAN_LIMIT))
        if f <= DANKAR_PITMAN_LIMIT and model == "zayatz":
            notes.append(say("Pitman gives no estimate ({reason}), so the rule falls back to Zayatz",
                             reason=models[1].reason))
        elif f > DANKAR_PITMAN_LIMIT and model == "zayatz" and not models[2].available:
            notes.append(say("SNB gives no estimate ({reason}), so the rule takes Zayatz", reason=models[2].reason))
    return UniquenessEstimates(n, big_n, f, s1, s1 / n if n else math.nan, *models, model, chosen, tuple(notes))


def population_uniqueness(class_sizes: np.ndarray, population_size: float) -> UniquenessEstimates:
    """The estimates for a file given each record's class size (how many records share its key values),
    drawn from a population of `population_size` people. A ValueError says so when the population size
    is smaller than the file or the class sizes do not add up."""
    return estimate_uniqueness(class_size_spectrum(class_sizes), population_size)
