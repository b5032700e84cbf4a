"""The reconstruction measured against the original and the baselines, on answers checked by hand; the noise
curve; suppression; and the Census Bureau's lesson on a small synthetic population."""

import numpy as np
import pandas as pd
import pytest

from anonguard.api import CellRules, ReconstructionTask, published_tables, table_from_frame
from anonguard.engine.reconstruction.measure import (
    NON_MEMBER, PUBLISHED_MODAL, RECONSTRUCTION, agreement, as_categories, grids, inference,
)
from anonguard.engine.reconstruction.population import CENSUS_TABLES, publish, synthetic_population
from anonguard_reconstruction.integer_program import IntegerProgram

AGES = ["0-4", "5-9", "10-14"]


def frame(rows, columns):
    return pd.DataFrame(rows, columns=columns)


def sex_age_tables(units=("u",)):
    rows = [(u, s, a, 0) for u in units for s in "FM" for a in AGES]
    return published_tables("block", [table_from_frame(frame(rows, ["block", "sex", "age", "count"]).astype(str),
                                                       "sex by age", "block")])


def test_agreement_exactly_and_within_one_band():
    tables = sex_age_tables()
    people = frame([("u", "F", "0-4"), ("u", "F", "5-9"), ("u", "M", "10-14")], ["block", "sex", "age"])
    # reconstructed: F 0-4 (exact), F 10-14 (one band from F 5-9), M 0-4 (two bands from M 10-14)
    rebuilt = frame([("u", "F", "0-4", 1), ("u", "F", "10-14", 1), ("u", "M", "0-4", 1)],
                    ["block", "sex", "age", "count"])
    exact, near = agreement(tables, grids(tables, people, rebuilt), "age")
    assert exact == pytest.approx(1 / 3) and near == pytest.approx(2 / 3)


def test_ages_in_years_are_read_into_the_published_bands():
    tables = sex_age_tables()
    people = frame([("u", "F", 3), ("u", "M", 9.5), ("u", "M", 14)], ["block", "sex", "age"])
    assert as_categories(people, tables)["age"].tolist() == ["0-4", "5-9", "10-14"]


def test_inference_through_the_reconstruction_and_by_both_baselines():
    # unit u: two women aged 0-4 of race A, one man aged 0-4 of race B; A is the unit's modal race
    rows = [("u", "F", "0-4", "A", 2), ("u", "M", "0-4", "B", 1), ("u", "F", "0-4", "B", 0), ("u", "M", "0-4", "A", 0)]
    cross = frame(rows, ["block", "sex", "age", "race", "count"]).astype(str)
    race = frame([("u", "A", 2), ("u", "B", 1)], ["block", "race", "count"]).astype(str)
    tables = published_tables("block", [table_from_frame(cross, "all", "block"), table_from_frame(race, "race", "block")])
    people = frame([("u", "F", "0-4", "A"), ("u", "F", "0-4", "A"), ("u", "M", "0-4", "B")],
                   ["block", "sex", "age", "race"])
    rebuilt = cross[cross["count"] != "0"].assign(count=lambda f: f["count"].astype(int))
    guesses, groups = inference(tables, grids(tables, people, rebuilt), ("sex", "age"), "race", np.array([True]))
    assert guesses[RECONSTRUCTION].correct.tolist() == [True, True, True]
    # the published tables' modal race for (unit, sex, age) is the cross table's: right for everyone here
    assert guesses[PUBLISHED_MODAL].correct.tolist() == [True, True, True]
    # non-member: the other woman is A (right); no other man of 0-4, so the unit's others, A and A (wrong)
    assert guesses[NON_MEMBER].correct.tolist() == [True, True, False]
    assert groups["non-modal people in unique units"].tolist() == [False, False, True]
    # from the race table alone (key: the unit), the modal guess misses the man
    guesses, _ = inference(tables, grids(tables, people, rebuilt), (), "race", np.array([True]))
    assert guesses[PUBLISHED_MODAL].correct.tolist() == [True, True, False]


def exact_share(people, tables, **params):
    found = IntegerProgram(workers=1, time_limit=5, **params).reconstruct(ReconstructionTask(tables))
    return agreement(tables, grids(tables, people, found.counts), "age")[0], found


def test_laplace_noise_of_growing_scale_lowers_the_exact_share():
    shares = {scale: np.mean([exact_share(people, publish(people, "block", CENSUS_TABLES, CellRules(noise_scale=scale),
                                                          seed=seed), prove=False)[0]
                              for seed, people in ((s, synthetic_population(300, 10, seed=s)) for s in range(2))])
              for scale in (0.0, 1.0, 4.0)}
    assert shares[0.0] > shares[1.0] > shares[4.0]


def test_suppressing_cells_below_3_reconstructs_less_and_says_which_units_are_determined():
    people = synthetic_population(300, 10, seed=5)
    whole, found_whole = exact_share(people, publish(people, "block", CENSUS_TABLES))
    part, found_part = exact_share(people, publish(people, "block", CENSUS_TABLES, CellRules(suppressed_below=3)))
    assert part < whole
    assert found_part.units["unique"].sum() < found_whole.units["unique"].sum()
    assert set(found_part.units.loc[found_part.units["unique"], "unit"]) <= set(
        found_whole.units.loc[found_whole.units["unique"], "unit"])


def test_codes_read_as_numbers_match_the_tables_labels():
    rows = [(u, r, 1) for u in ("7", "8") for r in ("1", "2")]
    tables = published_tables("block", [table_from_frame(frame(rows, ["block", "race", "count"]).astype(str), "race",
                                                         "block")])
    people = frame([(7, 1.0), (8, 2.0), (8, np.nan)], ["block", "race"])
    read = as_categories(people, tables)
    assert read.values.tolist()[:2] == [["7", "1"], ["8", "2"]] and read["race"].iloc[2] not in ("1", "2")
