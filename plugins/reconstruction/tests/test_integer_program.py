"""The integer program on answers checked by hand: tables that determine the people, tables that allow two
answers (and by how much they differ), suppressed cells that leave one unit open and another closed, rounding,
noise, and cells that contradict each other."""

import numpy as np
import pandas as pd

from anonguard.api import NO_ANSWER, OPEN, SOLVED, CellRules, ReconstructionTask, published_tables, table_from_frame
from anonguard_reconstruction.integer_program import IntegerProgram


def table(name, rows, columns, rules=CellRules()):
    frame = pd.DataFrame(rows, columns=["unit", *columns, "count"]).astype(str)
    return table_from_frame(frame, name, "unit", rules)


def run(*tables, **params):
    found = IntegerProgram(workers=1, **params).reconstruct(ReconstructionTask(published_tables("unit", list(tables))))
    return found, found.units.set_index("unit")


def people(found, unit):
    rows = found.counts[found.counts["unit"] == unit]
    return {tuple(r[1:-1]): int(r[-1]) for r in rows.itertuples(index=False)}


def test_margins_that_leave_one_answer_and_margins_that_leave_two():
    # unit a: 2 women, no men; 1 old, 1 young -> (F, old) = (F, young) = 1, nothing else possible
    # unit b: 1 woman, 1 man; 1 old, 1 young -> {F old, M young} or {F young, M old}: 4 type counts differ by 1
    sex = table("sex", [("a", "F", 2), ("a", "M", 0), ("b", "F", 1), ("b", "M", 1)], ["sex"])
    age = table("age", [("a", "old", 1), ("a", "young", 1), ("b", "old", 1), ("b", "young", 1)], ["age"])
    found, units = run(sex, age)
    assert people(found, "a") == {("F", "old"): 1, ("F", "young"): 1}
    assert units.loc["a", "unique"] and units.loc["a", "variability_bound"] == 0
    assert not units.loc["b", "unique"]
    assert units.loc["b", "variability"] == units.loc["b", "variability_bound"] == 4
    assert sum(people(found, "b").values()) == 2 and (units["status"] == SOLVED).all()


def test_the_full_cross_table_reconstructs_everyone_and_proves_it():
    rng = np.random.default_rng(3)
    rows = [(u, s, a, int(rng.integers(0, 4))) for u in "pqrs" for s in "FM" for a in ("0-9", "10-19", "20+")]
    found, units = run(table("all", rows, ["sex", "age"]), table("sex", _margin(rows, 1), ["sex"]))
    truth = {(u, s, a): c for u, s, a, c in rows if c}
    assert {(r.unit, r.sex, r.age): r.count for r in found.counts.itertuples()} == truth
    assert units["unique"].all() and (units["variability_bound"] == 0).all()


def _margin(rows, position):
    totals = {}
    for row in rows:
        totals[(row[0], row[position])] = totals.get((row[0], row[position]), 0) + row[-1]
    return [(u, v, c) for (u, v), c in totals.items()]


def test_suppressed_cells_leave_the_unit_that_cannot_be_told_open_and_name_it():
    # every cross cell below 3 suppressed ('x'); the sex margin is exact.
    # unit a: F old 5, F young 1 (x), M old 1 (x), M young 0 (x); F = 6, M = 1 -> F young = 1, but the man
    #   may be old or young: two answers, differing in 2 type counts
    # unit b: F old 3, F young 3, M old 3, M young 0 (x); M = 3 -> M young = 0: one answer
    rules = CellRules(suppressed_below=3)
    cross = table("cross", [("a", "F", "old", 5), ("a", "F", "young", "x"), ("a", "M", "old", "x"),
                            ("a", "M", "young", "x"), ("b", "F", "old", 3), ("b", "F", "young", 3),
                            ("b", "M", "old", 3), ("b", "M", "young", "x")], ["sex", "age"], rules)
    sex = table("sex", [("a", "F", 6), ("a", "M", 1), ("b", "F", 6), ("b", "M", 3)], ["sex"])
    found, units = run(cross, sex)
    assert units.loc["a", "variability_bound"] == 2 and not units.loc["a", "unique"]
    assert units.loc["b", "unique"]
    assert people(found, "b") == {("F", "old"): 3, ("F", "young"): 3, ("M", "old"): 3}
    assert people(found, "a")[("F", "old")] == 5 and people(found, "a")[("F", "young")] == 1


def test_rounded_counts_bound_the_truth_within_the_base():
    # rounded to the nearest 5: a published 5 is 3 to 7 (half the base, 2, either way), a published 0 is 0 to 2;
    # an exact total of 3 then leaves 3 women and no man, and nothing else
    rules = CellRules(rounding_base=5, rounding="nearest")
    cross = table("cross", [("a", "F", 5), ("a", "M", 0)], ["sex"], rules)
    total = table("total", [("a", 3)], [])
    found, units = run(cross, total)
    assert people(found, "a") == {("F",): 3} and units.loc["a", "unique"]
    # with a total of 4, 3 women and 1 man fit as well: two answers, 2 type counts apart
    found, units = run(cross, table("total", [("a", 4)], []))
    assert not units.loc["a", "unique"] and units.loc["a", "variability_bound"] == 2
    # rounded up or down (random rounding): the 5 is 1 to 9 and the 0 is 0 to 4; a total of 3 allows
    # (3, 0), (2, 1) and (1, 2): the furthest two answers are 4 apart, an answer in the middle 2 from each
    found, units = run(table("cross", [("a", "F", 5), ("a", "M", 0)], ["sex"], CellRules(rounding_base=5)), total)
    assert not units.loc["a", "unique"] and units.loc["a", "variability_bound"] in (2, 4)


def test_noisy_counts_are_fitted_to_the_most_likely_answer():
    # Laplace noise of scale 1 on a cross table; the exact margin of 10 women: the fitted answer sums to 10
    rules = CellRules(noise_scale=1.0)
    cross = table("cross", [("a", "F", "old", 6.4), ("a", "F", "young", 3.2), ("a", "M", "old", -0.7),
                            ("a", "M", "young", 0.3)], ["sex", "age"], rules)
    sex = table("sex", [("a", "F", 10), ("a", "M", 0)], ["sex"])
    found, units = run(cross, sex)
    assert people(found, "a") == {("F", "old"): 7, ("F", "young"): 3}  # 7 + 3: off by 0.6 + 0.2, the least
    assert not units.loc["a", "unique"]  # the noise bound allows other answers


def test_cells_that_contradict_each_other_give_no_answer_for_their_unit_only():
    # unit a: x = y in table xy, y = z in table yz, but x != z in table xz: every margin agrees, yet no two
    # people fit all three tables. Unit b's xz table says x = z: two people (0, 0, 0) and (1, 1, 1).
    xy = table("xy", [("a", 0, 0, 1), ("a", 1, 1, 1), ("b", 0, 0, 1), ("b", 1, 1, 1)], ["x", "y"])
    yz = table("yz", [("a", 0, 0, 1), ("a", 1, 1, 1), ("b", 0, 0, 1), ("b", 1, 1, 1)], ["y", "z"])
    xz = table("xz", [("a", 0, 1, 1), ("a", 1, 0, 1), ("b", 0, 0, 1), ("b", 1, 1, 1)], ["x", "z"])
    found, units = run(xy, yz, xz)
    assert units.loc["a", "status"] == NO_ANSWER and units.loc["b", "status"] == SOLVED
    assert people(found, "b") == {("0", "0", "0"): 1, ("1", "1", "1"): 1} and units.loc["b", "unique"]
    assert any("(a)" in note for note in found.notes)


def test_units_solved_in_processes_give_the_same_answers_in_the_same_order():
    rows = [(u, s, 1 + (i % 3)) for i, u in enumerate("abcdef") for s in "FM"]
    alone, _ = run(table("sex", rows, ["sex"]))
    tables = published_tables("unit", [table("sex", rows, ["sex"])])
    parallel = IntegerProgram(workers=2).reconstruct(ReconstructionTask(tables))
    pd.testing.assert_frame_equal(alone.counts, parallel.counts)
    assert list(parallel.units["unit"]) == list("abcdef")


def test_a_suppressed_cell_without_a_threshold_or_a_total_leaves_its_unit_open():
    # unit a: a suppressed cell of unknown size and nothing else; unit b: every cell published
    sex = table("sex", [("a", "F", 4), ("a", "M", "x"), ("b", "F", 1), ("b", "M", 2)], ["sex"])
    found, units = run(sex)
    assert units.loc["a", "status"] == OPEN and units.loc["b", "status"] == SOLVED and units.loc["b", "unique"]
    assert any("suppressed_below" in note and "(a)" in note for note in found.notes)
    # a published total bounds it: 6 people in a, so 2 men
    found, units = run(sex, table("total", [("a", 6), ("b", 3)], []))
    assert people(found, "a") == {("F",): 4, ("M",): 2} and units.loc["a", "unique"]
