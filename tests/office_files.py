"""A household survey and the public-use file an office would make of it, for tests that must not read
"safe" by accident (issue 31).

The survey: about 5,000 people in households, each with a postcode district (`LS11`), age, sex,
education, household size, income, a survey weight, and two sensitive variables whose "no" category is
written "None" (no diagnosis, no benefit). Diagnosis and benefit follow age and income only weakly, so
a model fitted on other people (the non-member baseline) predicts them poorly, while a person found in
the release gives them away.

The public-use file, as offices write it: person and household ids dropped, rows shuffled, age in
5-year bands with a top band (`20-24`, `85+`), the postcode district truncated to its area (`LS`),
income rounded to 1,000 and top-coded (`>=100000`). `set_spelled` writes each area as the set of its
districts instead (`{LS1,LS10,…}`), the spelling the audit already understood.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

AREAS = {"LS": 12, "BD": 9, "HX": 6, "WF": 10, "HG": 5}
DIAGNOSES = ("None", "Asthma", "Diabetes", "Depression", "Arthritis", "Heart disease", "Cancer", "Epilepsy")
BENEFITS = ("None", "Housing", "Disability", "Jobseeker", "Carer", "Pension credit")
EDUCATION = ("Primary", "Secondary", "Vocational", "Degree")


def household_survey(people: int = 5000, seed: int = 31) -> pd.DataFrame:
    """The confidential survey file, one row per person."""
    rng = np.random.default_rng(seed)
    sizes = rng.choice([1, 2, 3, 4, 5, 6], size=people, p=[0.28, 0.34, 0.16, 0.14, 0.06, 0.02])
    sizes = sizes[np.cumsum(sizes) <= people]
    sizes = np.append(sizes, people - sizes.sum()) if sizes.sum() < people else sizes
    household = np.repeat(np.arange(len(sizes)), sizes)
    area_names = list(AREAS)
    area = rng.choice(len(area_names), size=len(sizes), p=[0.35, 0.25, 0.1, 0.2, 0.1])
    district = np.array([f"{area_names[a]}{rng.integers(1, AREAS[area_names[a]] + 1)}" for a in area])
    age = np.clip(np.round(rng.gamma(3.0, 14.0, size=people)), 0, 99).astype(int)
    sex = rng.choice(["F", "M"], size=people)
    education = np.where(age < 16, "Primary", rng.choice(EDUCATION, size=people, p=[0.15, 0.4, 0.2, 0.25]))
    income = np.where(age < 16, 0.0, np.round(np.exp(rng.normal(10.0 + 0.3 * (education == "Degree"), 0.7,
                                                                  size=people)), 0))
    diagnosis = np.where(rng.random(people) < 0.45 + 0.004 * age.clip(0, 90),
                         rng.choice(DIAGNOSES[1:], size=people), "None")
    benefit = np.where(rng.random(people) < 0.25 + 0.3 * (income < 12000),
                       rng.choice(BENEFITS[1:], size=people), "None")
    return pd.DataFrame({
        "person_id": [f"P{i:05d}" for i in range(people)],
        "household_id": [f"H{h:05d}" for h in household],
        "district": district[household],
        "household_size": sizes[household],
        "age": age,
        "sex": sex,
        "education": education,
        "income": income,
        "diagnosis": diagnosis,
        "benefit": benefit,
        "weight": np.round(rng.uniform(80, 160, size=people), 1),
    })


def public_use_file(survey: pd.DataFrame, seed: int = 32, set_spelled: bool = False) -> pd.DataFrame:
    """The release an office makes of `survey`: ids dropped, shuffled, banded, truncated, top-coded."""
    rng = np.random.default_rng(seed)
    band = (survey["age"] // 5) * 5
    age = np.where(survey["age"] >= 85, "85+", band.astype(str) + "-" + (band + 4).astype(str))
    area = survey["district"].str.extract(r"^([A-Z]+)", expand=False)
    if set_spelled:
        districts = survey.groupby(area)["district"].unique()
        spelled = {a: "{" + ",".join(sorted(d)) + "}" for a, d in districts.items()}
        area = area.map(spelled)
    income = (survey["income"] / 1000).round() * 1000
    income = np.where(income >= 100000, ">=100000", income.astype(int).astype(str))
    release = pd.DataFrame({
        "district": area, "household_size": survey["household_size"], "age": age, "sex": survey["sex"],
        "education": survey["education"], "income": income, "diagnosis": survey["diagnosis"],
        "benefit": survey["benefit"], "weight": survey["weight"],
    })
    return release.iloc[rng.permutation(len(release))].reset_index(drop=True)
