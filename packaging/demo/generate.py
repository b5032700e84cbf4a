"""Generate AnonGuard's bundled demo data: a synthetic population and four releases of it.

The demo must exercise attribute inference honestly, so the columns are not drawn
independently: each one follows from its causes through an explicit generative model,
and an attacker (or the non-member baseline model) has real, but imperfect, signal.

Generative model (roots first; every arrow is a parameter in the code below)::

    region, sex, age                     roots, mutually independent
    education      <- age, region        ordered probit: older and rural -> lower levels;
                                         the young are capped: whoever is headed above the level
                                         their age allows holds Upper secondary for now
    marital_status <- age, sex           multinomial logit: Single fades with age,
                                         Divorced rises to mid-life, Widowed late (more so for F)
    children       <- age, marital       Poisson, mean by status, ramping up from 18 to 32, cut at 5
    occupation     <- age, education, sex
                                         Retired by a logistic in age (later for the educated);
                                         Unemployed more likely young and less educated;
                                         otherwise ten jobs by a multinomial logit in
                                         education and sex
    hours_per_week <- occupation, sex    full-time around an occupation mean, part-time
                                         mostly for women; 0 for most retired/unemployed
    income         <- education, occupation, hours, age, region, sex
                                         log-normal: returns to education, occupation premium,
                                         log hours, concave experience, regional level;
                                         pensions and benefits for retired/unemployed

Missing values are an observation process on top of the model, completely at random:
about 1 % of `income` and 0.3 % of `education` are blanked after generation.

Releases never carry `person_id` and keep the population's row order:
`release_copy` (no protection), `release_swap_weak` / `release_swap_strong` (within-column
swapping of 20 % / 80 % of the rows, each column on its own) and `release_independent`
(every column permuted, all dependence destroyed, marginals kept). The swapping is the
`swap` generator of the anonymizers plugin (plugins/anonymizers, installed by `make`).

Usage: python packaging/demo/generate.py [--rows N] [--seed S] [--out DIR]
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from pathlib import Path

import numpy as np
import pandas as pd
from anonguard_anonymizers import swap

REGIONS = ("Capital", "North Coast", "Lakeland", "Highlands", "River Valley",
           "Eastern Plains", "Southern Hills", "Islands", "Western Forest")
REGION_WEIGHTS = np.array([0.22, 0.14, 0.13, 0.05, 0.12, 0.11, 0.10, 0.04, 0.09])
REGION_URBANITY = np.array([0.50, 0.20, 0.10, -0.30, 0.05, -0.20, -0.10, -0.30, -0.15])
REGION_INCOME = np.array([0.20, 0.05, 0.00, -0.15, 0.02, -0.10, -0.05, -0.12, -0.08])

EDUCATION = ("Primary", "Lower secondary", "Upper secondary", "Vocational", "Bachelor", "Postgraduate")
EDUCATION_CUTS = np.array([-1.55, -0.84, 0.0, 0.39, 1.13])
# Highest level completed by an age: (minimum age, level cap), increasing age.
EDUCATION_AGE_CAPS = ((0, 2), (20, 3), (22, 4), (24, 5))
STILL_STUDYING_LEVEL = 2  # those headed above their age cap hold Upper secondary for now

MARITAL = ("Single", "Married", "Divorced", "Widowed")
CHILDREN_MEAN = np.array([0.35, 2.0, 1.6, 2.3])  # by MARITAL

RETIRED, UNEMPLOYED = "Retired", "Unemployed"
JOBS = ("Manager", "Professional", "Technician", "Clerical", "Sales", "Service",
        "Care worker", "Skilled trades", "Machine operator", "Laborer")
OCCUPATIONS = JOBS + (RETIRED, UNEMPLOYED)
# Multinomial logit of a job: intercept, slope in centred education level, male shift.
JOB_INTERCEPT = np.array([-0.8, -0.6, 0.0, 0.2, 0.2, 0.2, -0.2, -0.2, -0.5, -0.4])
JOB_EDUCATION = np.array([0.6, 1.2, 0.4, 0.1, -0.1, -0.5, -0.3, -0.4, -0.6, -0.9])
JOB_MALE = np.array([0.4, 0.0, 0.5, -0.9, 0.0, -0.3, -1.6, 1.8, 1.4, 0.9])
JOB_HOURS = np.array([46.0, 42.0, 40.0, 38.0, 36.0, 35.0, 34.0, 41.0, 40.0, 39.0])
JOB_INCOME = np.array([0.55, 0.45, 0.20, 0.00, -0.05, -0.25, -0.20, 0.05, -0.05, -0.25])

INCOME_MISSING_RATE = 0.01
EDUCATION_MISSING_RATE = 0.003
ID_COLUMN = "person_id"
WEAK_SWAP_FRACTION = 0.2
STRONG_SWAP_FRACTION = 0.8
NON_MEMBER_SHARE = 0.5  # non_members.csv: people of the same population in no release, for membership audits
# The survey design the weights stand for: a sample of a population of POPULATION_SIZE people whose regional
# shares differ from the sample's (small regions oversampled), so weights differ by region, calibrated with
# a little noise. Households group consecutive records; their sizes follow HOUSEHOLD_SIZES.
POPULATION_SIZE = 2_000_000
REGION_POPULATION_SHARES = np.array([0.30, 0.13, 0.12, 0.03, 0.12, 0.12, 0.09, 0.02, 0.07])
WEIGHT_NOISE = 0.1
HOUSEHOLD_SIZES = np.array([0.30, 0.34, 0.16, 0.15, 0.05])  # shares of households of 1, 2, 3, 4, 5 people
RECORD_COLUMNS = ("weight", "household_id")  # describe the record, not the person: never swapped


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))


def _sample_from_logits(rng: np.random.Generator, logits: np.ndarray) -> np.ndarray:
    """One category code per row of `logits` (Gumbel-max trick: vectorized softmax sampling)."""
    return np.argmax(logits + rng.gumbel(size=logits.shape), axis=1)


def _labels(names: tuple[str, ...], codes: np.ndarray) -> np.ndarray:
    return np.asarray(names, dtype=object)[codes]


def _sample_age(rng: np.random.Generator, n: int) -> np.ndarray:
    """Adult ages 18-90, mode near 40 and a thinning old-age tail."""
    return np.minimum(18 + np.floor(73 * rng.beta(1.4, 1.9, n)), 90).astype(np.int64)


def _sample_education(rng: np.random.Generator, age: np.ndarray, region: np.ndarray) -> np.ndarray:
    latent = REGION_URBANITY[region] - 0.025 * (age - 45) + rng.standard_normal(age.size)
    level = np.searchsorted(EDUCATION_CUTS, latent)
    cap = np.zeros_like(level)
    for min_age, level_cap in EDUCATION_AGE_CAPS:
        cap[age >= min_age] = level_cap
    return np.where(level > cap, STILL_STUDYING_LEVEL, level)


def _sample_marital(rng: np.random.Generator, age: np.ndarray, female: np.ndarray) -> np.ndarray:
    years = age - 18.0
    logits = np.column_stack([
        np.maximum(3.0 - 0.16 * years, -1.8),           # Single
        np.zeros(age.size),                             # Married (reference)
        np.minimum(-4.0 + 0.08 * years, -1.3),          # Divorced
        -8.0 + 0.12 * years + 0.6 * female,             # Widowed
    ])
    return _sample_from_logits(rng, logits)


def _sample_children(rng: np.random.Generator, age: np.ndarray, marital: np.ndarray) -> np.ndarray:
    ramp = np.clip((age - 18) / 14.0, 0.05, 1.0)
    return np.minimum(rng.poisson(CHILDREN_MEAN[marital] * ramp), 5).astype(np.int64)


def _sample_occupation(rng: np.random.Generator, age: np.ndarray, education: np.ndarray,
                       male: np.ndarray) -> np.ndarray:
    """Codes into OCCUPATIONS: retirement first, then unemployment, then a job."""
    edu = education - 2.5
    retired = rng.random(age.size) < _sigmoid((age - 62.0 - 0.8 * edu) / 2.2)
    unemployed = rng.random(age.size) < _sigmoid(-2.4 - 0.35 * edu + 0.6 * (age < 25))
    logits = JOB_INTERCEPT + np.outer(edu, JOB_EDUCATION) + np.outer(male, JOB_MALE)
    job = _sample_from_logits(rng, logits)
    return np.where(retired, OCCUPATIONS.index(RETIRED),
                    np.where(unemployed, OCCUPATIONS.index(UNEMPLOYED), job))


def _sample_hours(rng: np.random.Generator, occupation: np.ndarray, male: np.ndarray) -> np.ndarray:
    """Weekly hours, one decimal; retired/unemployed mostly exactly 0."""
    n = occupation.size
    employed = occupation < len(JOBS)
    base = JOB_HOURS[np.minimum(occupation, len(JOBS) - 1)]
    part_time = rng.random(n) < np.where(male, 0.08, 0.25)
    full = base + 2.5 * male + rng.normal(0.0, 5.0, n)
    partial = rng.normal(20.0, 5.0, n)
    worked = np.clip(np.where(part_time, partial, full), 2.0, 80.0)
    side_job = rng.random(n) < np.where(occupation == OCCUPATIONS.index(RETIRED), 0.08, 0.10)
    odd_hours = np.clip(4.0 + rng.gamma(2.0, 4.0, n), 2.0, 40.0)
    hours = np.where(employed, worked, np.where(side_job, odd_hours, 0.0))
    return np.round(hours, 1)


def _sample_income(rng: np.random.Generator, age: np.ndarray, education: np.ndarray,
                   occupation: np.ndarray, hours: np.ndarray, region: np.ndarray,
                   male: np.ndarray) -> np.ndarray:
    """Annual income, whole currency units: earnings for workers, pensions/benefits otherwise."""
    n = age.size
    edu = education - 2.5
    years = age - 18.0
    job_premium = JOB_INCOME[np.minimum(occupation, len(JOBS) - 1)]
    earnings = (10.35 + 0.12 * edu + job_premium + 0.75 * np.log(np.maximum(hours, 2.0) / 38.0)
                + 0.025 * years - 0.0004 * years**2 + REGION_INCOME[region] + 0.08 * male
                + rng.normal(0.0, 0.30, n))
    side = 0.25 * np.log1p(hours / 10.0)
    pension = 9.75 + 0.15 * edu + 0.5 * REGION_INCOME[region] + side + rng.normal(0.0, 0.30, n)
    benefit = 9.00 + 0.05 * edu + side + rng.normal(0.0, 0.35, n)
    log_income = np.select([occupation == OCCUPATIONS.index(RETIRED),
                            occupation == OCCUPATIONS.index(UNEMPLOYED)],
                           [pension, benefit], earnings)
    return np.round(np.exp(log_income))


def _blank(rng: np.random.Generator, values: np.ndarray, rate: float) -> np.ndarray:
    """Copy of `values` with a `rate` share set to NaN, completely at random."""
    out = values.astype(float if values.dtype.kind == "f" else object)
    out[rng.random(values.size) < rate] = np.nan
    return out


def _person_ids(n: int, prefix: str = "P") -> pd.Series:
    width = max(6, len(str(n)))
    return prefix + pd.Series(np.arange(1, n + 1)).astype(str).str.zfill(width)


def make_population(n_rows: int, seed: int, id_prefix: str = "P") -> pd.DataFrame:
    """The original person-level table, drawn from the generative model in the module docstring."""
    rng = np.random.default_rng(seed)
    region = rng.choice(len(REGIONS), size=n_rows, p=REGION_WEIGHTS)
    male = rng.random(n_rows) < 0.49
    age = _sample_age(rng, n_rows)
    education = _sample_education(rng, age, region)
    marital = _sample_marital(rng, age, ~male)
    children = _sample_children(rng, age, marital)
    occupation = _sample_occupation(rng, age, education, male)
    hours = _sample_hours(rng, occupation, male)
    income = _sample_income(rng, age, education, occupation, hours, region, male)
    design = np.random.default_rng(_derived_seed(seed, 5))  # its own stream: the people stay as they were
    return pd.DataFrame({
        ID_COLUMN: _person_ids(n_rows, id_prefix),
        "age": age,
        "sex": np.where(male, "M", "F").astype(object),
        "region": _labels(REGIONS, region),
        "education": _blank(rng, _labels(EDUCATION, education), EDUCATION_MISSING_RATE),
        "occupation": _labels(OCCUPATIONS, occupation),
        "marital_status": _labels(MARITAL, marital),
        "children": children,
        "hours_per_week": hours,
        "income": _blank(rng, income, INCOME_MISSING_RATE),
        "weight": _survey_weights(design, region),
        "household_id": _households(design, n_rows, id_prefix),
    })


def _survey_weights(rng: np.random.Generator, region: np.ndarray) -> np.ndarray:
    """How many people of the population each record stands for: the region's population over its
    sample size, calibrated with a little noise, never below one person."""
    sampled = np.bincount(region, minlength=len(REGIONS)).astype(float)
    design = POPULATION_SIZE * REGION_POPULATION_SHARES / np.maximum(sampled, 1)
    noisy = design[region] * rng.lognormal(0.0, WEIGHT_NOISE, region.size)
    return np.round(np.maximum(noisy, 1.0), 1)


def _households(rng: np.random.Generator, n: int, prefix: str) -> pd.Series:
    """Household ids over consecutive records, households of one to five people."""
    sizes = rng.choice(np.arange(1, HOUSEHOLD_SIZES.size + 1), size=n, p=HOUSEHOLD_SIZES)
    starts = np.cumsum(sizes)
    household = np.searchsorted(starts, np.arange(n), side="right")
    width = max(5, len(str(n)))
    return "H" + prefix + pd.Series(household + 1).astype(str).str.zfill(width)


def swap_within_columns(df: pd.DataFrame, fraction: float, seed: int,
                        exclude: Iterable[str] = (ID_COLUMN, *RECORD_COLUMNS)) -> pd.DataFrame:
    """Within-column swapping of round(fraction·n) rows per column, `exclude` left untouched.

    The implementation is the `swap` generator's (the anonymizers plugin), so the demo's
    releases and what-if releases made with `anonguard anonymize` are the same thing.
    """
    excluded = set(exclude)
    return swap.swap_within_columns(df, fraction, seed, [c for c in df.columns if c not in excluded])


def shuffle_columns(df: pd.DataFrame, seed: int, exclude: Iterable[str] = (ID_COLUMN, *RECORD_COLUMNS)) -> pd.DataFrame:
    """The 'independent columns' release: every column permuted on its own, marginals kept."""
    return swap_within_columns(df, 1.0, seed, exclude)


def _derived_seed(seed: int, stream: int) -> int:
    """A seed per release, independent of the population's stream and of each other."""
    return int(np.random.SeedSequence([seed, stream]).generate_state(1)[0])


def write_demo(out_dir: Path, n_rows: int, seed: int) -> None:
    """Write the population, its four releases and people of the same population who are in none of them."""
    out_dir.mkdir(parents=True, exist_ok=True)
    population = make_population(n_rows, seed)
    release = population.drop(columns=ID_COLUMN)
    population.to_csv(out_dir / "population.csv", index=False)
    release.to_csv(out_dir / "release_copy.csv", index=False)
    weak_seed, strong_seed, shuffle_seed = (_derived_seed(seed, stream) for stream in (1, 2, 3))
    anonymized = {
        "release_swap_weak.parquet": swap_within_columns(release, WEAK_SWAP_FRACTION, weak_seed),
        "release_swap_strong.parquet": swap_within_columns(release, STRONG_SWAP_FRACTION, strong_seed),
        "release_independent.parquet": shuffle_columns(release, shuffle_seed),
    }
    for file_name, table in anonymized.items():
        table.to_parquet(out_dir / file_name, engine="pyarrow", index=False)
    make_population(round(n_rows * NON_MEMBER_SHARE), _derived_seed(seed, 4), "N").to_csv(
        out_dir / "non_members.csv", index=False)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=12000, help="population size (default 12000)")
    parser.add_argument("--seed", type=int, default=2026, help="master seed (default 2026)")
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[2] / "anonguard" / "resources" / "demo",
                        help="output folder (default: this script's folder)")
    args = parser.parse_args(argv)
    write_demo(args.out, args.rows, args.seed)


if __name__ == "__main__":
    main()
