"""A synthetic population and the tables an office would publish of it: what the reconstruction is checked on.

The population mimics what makes the Census Bureau's lesson: small geographic units of very different sizes,
each with a dominant race (people live near people like them), Hispanic origin tied to race, and age and sex
spread as in any town. `publish` counts it into tables (every combination of categories in every unit, zeros
included) and applies what an office applies: suppression of small cells, rounding, Laplace noise.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

import numpy as np
import pandas as pd

from anonguard.data.published import CellRules, PublishedTable, PublishedTables, cell_bounds, count_cells, published_tables

AGES = tuple(f"{low}-{low + 4}" for low in range(0, 85, 5)) + ("85+",)
RACES = ("White", "Black", "Asian", "Native", "Other")
# the four tables of the Census-like release: each unit's counts by these variables
CENSUS_TABLES: dict[str, tuple[str, ...]] = {
    "sex by age": ("sex", "age"),
    "race by Hispanic origin by sex": ("race", "hispanic", "sex"),
    "race by age": ("race", "age"),
    "Hispanic origin by age": ("hispanic", "age"),
}


def synthetic_population(people: int = 10_000, units: int = 100, seed: int = 0, spread: float = 0.3) -> pd.DataFrame:
    """`people` people in `units` blocks: columns block, sex, age (five-year bands), race, hispanic. The smaller
    `spread`, the more unequal the blocks' sizes (a Dirichlet's concentration): at 0.3, as in a census, many
    blocks hold a handful of people and a few hold hundreds."""
    rng = np.random.default_rng(seed)
    sizes = rng.multinomial(people - units, rng.dirichlet(np.full(units, spread))) + 1
    block = np.repeat(np.arange(units), sizes)
    # each block's dominant race, and how dominant it is
    dominant = rng.choice(len(RACES), size=units, p=[0.55, 0.2, 0.12, 0.05, 0.08])
    share = rng.beta(5, 2, size=units)
    others = rng.dirichlet(np.ones(len(RACES)), size=units)
    mix = others * (1 - share)[:, None]
    mix[np.arange(units), dominant] += share
    race = _draw(rng, mix[block])
    hispanic_rate = np.array([0.12, 0.05, 0.03, 0.2, 0.6])[race] * rng.uniform(0.5, 1.5, units)[block]
    hispanic = np.where(rng.random(block.size) < np.clip(hispanic_rate, 0, 1), "Hispanic", "Not Hispanic")
    # blocks lean young or old; each race its own age profile
    lean = rng.normal(0, 0.6, units)[block]
    centre = 7 + lean * 3 + np.array([1.5, -0.5, 0.0, -1.0, -1.5])[race]
    age = np.clip(np.round(rng.normal(centre, 4.5)), 0, len(AGES) - 1).astype(int)
    sex = np.where(rng.random(block.size) < 0.5, "F", "M")
    return pd.DataFrame({"block": [f"B{b:04d}" for b in block], "sex": sex, "age": np.asarray(AGES)[age],
                         "race": np.asarray(RACES)[race], "hispanic": hispanic})


def _draw(rng: np.random.Generator, probabilities: np.ndarray) -> np.ndarray:
    """One category per row from each row's probabilities, vectorized."""
    cumulative = np.cumsum(probabilities, axis=1)
    return (rng.random((len(probabilities), 1)) * cumulative[:, -1:] > cumulative).sum(axis=1)


def publish(people: pd.DataFrame, unit: str, tables: dict[str, tuple[str, ...]], rules: CellRules = CellRules(),
            seed: int = 0) -> PublishedTables:
    """The tables an office publishes of `people` under `rules`: true counts suppressed below the threshold,
    rounded to the base (to the nearest multiple, or up or down at random with the chance that keeps it
    unbiased), or with Laplace noise of the scale added."""
    rng = np.random.default_rng(seed)
    categories = {v: tuple(pd.unique(people[v].astype(str))) for vs in tables.values() for v in vs}
    made = []
    for name, variables in tables.items():
        cells = count_cells(people, unit, variables, {v: categories[v] for v in variables})
        true = cells.pop("count").to_numpy(dtype=float)
        published = _published(true, rules, rng)
        low, high = cell_bounds(published, rules)
        made.append(PublishedTable(name, tuple(variables), cells.assign(published=published, low=low, high=high),
                                   rules))
    return published_tables(unit, made)


def _published(true: np.ndarray, rules: CellRules, rng: np.random.Generator) -> np.ndarray:
    published = true.copy()
    if rules.noise_scale > 0:
        published = published + rng.laplace(0.0, rules.noise_scale, size=true.size)
    elif rules.rounding_base > 1:
        base = rules.rounding_base
        if rules.rounding == "nearest":
            published = np.floor(true / base + 0.5) * base
        else:
            below = np.floor(true / base) * base
            published = below + base * (rng.random(true.size) < (true - below) / base)
    if rules.suppressed_below is not None:
        published[true < rules.suppressed_below] = np.nan
    return published


def write_folder(tables: PublishedTables, folder: str | Path, marker: str = "x") -> Path:
    """The tables as an office publishes them: one long CSV per table (suppressed cells as `marker`) and the
    manifest `tables.json` declaring each table's rounding, noise and suppression."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    entries = []
    for number, table in enumerate(tables.tables, start=1):
        name = f"table_{number}.csv"
        counts = table.cells["published"].map(lambda c: marker if np.isnan(c) else f"{c:g}")
        table.cells[[tables.unit, *table.variables]].assign(count=counts).to_csv(folder / name, index=False)
        rules = {key: value for key, value in asdict(table.rules).items()
                 if value is not None and value != getattr(CellRules(), key)}
        entries.append({"file": name, "name": table.name, **rules})
    (folder / "tables.json").write_text(json.dumps({"unit": tables.unit, "tables": entries}, indent=2),
                                        encoding="utf-8")
    return folder
