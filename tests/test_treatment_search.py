"""The frontier search: the treatments' proposals composed into chains (coarsen, perturb, always finish with local
suppression), the riskiest key set riskiest variable first, candidates audited in rounds within the budget (one the
budget did not reach is never read as safe), the front drawn over every round, and `anonguard treat --search`."""

import json

import numpy as np
import pandas as pd
import pytest

from anonguard.api import PERTURB, Treatment
from anonguard.engine.claims.decision import AT_RISK, SAFE, SERIOUS
from anonguard.engine.settings import with_settings
from anonguard.engine.spec import AuditSpec, ReleaseSpec, TableRef, UtilitySpec
from anonguard.engine.treatment.search import FrontierSearch, candidate_chains, riskiest_keys
from anonguard.plugins.manager import load_catalog
from anonguard.report.frontier import Frontier, FrontierRow
from anonguard.report.risk_utility import MapPoint, fronted
from anonguard.testing import treatment_task


def test_riskiest_key_set_is_chosen_and_its_variables_come_recode_first():
    rng = np.random.default_rng(0)
    n = 300
    table = pd.DataFrame({"sex": rng.choice(["f", "m"], n), "region": rng.choice(["a", "b"], n),
                          "year": rng.integers(1930, 2005, n).astype(str), "flag": ["x"] * n})
    # sex × region leaves no class below 3 (4 classes of ~75); sex × year × flag leaves many: it is the riskiest,
    # and year, which makes the uniques, is the variable to recode first; flag (one value) contributes nothing
    assert riskiest_keys(table, [["sex", "region"], ["flag", "sex", "year"]], 3) == ("year", "sex", "flag")
    assert riskiest_keys(table, [["nope"]], 3) == ()


def test_chains_take_one_coarsening_and_one_perturbing_proposal_and_end_with_suppression_to_k():
    task = treatment_task()
    warnings = []
    chains = candidate_chains(load_catalog(), task, warnings)
    catalog = load_catalog()
    stage = {e.id: e.cls.stage for e in catalog.of_kind("treatment")}
    assert not warnings
    assert chains[0] == (chains[0][-1],) and chains[0][-1].id == "local-suppression"  # the mildest: suppression alone
    assert chains[0][-1].params == {"columns": ",".join(task.keys), "k": task.k}
    assert len({repr(chain) for chain in chains}) == len(chains)
    for chain in chains:
        stages = [stage[step.id] for step in chain]
        assert stages[-1] == "finish" and "finish" not in stages[:-1]
        assert stages == sorted(stages, key=["coarsen", "perturb", "finish"].index)  # coarsen, then perturb
        perturbing = [s.id for s in chain if stage[s.id] == "perturb"]
        # one perturbing proposal, or two of different treatments (noise on the numbers, PRAM on the categories)
        assert len(set(perturbing)) == len({s for s in perturbing}) <= 2
    uncoarsened = [len({s.id for s in c if stage[s.id] == "perturb"}) for c in chains
                   if not any(stage[s.id] == "coarsen" for s in c)]
    assert 2 in uncoarsened and uncoarsened.index(2) > max(i for i, n in enumerate(uncoarsened) if n == 1)
    # milder first: every chain of one extra step comes before any chain combining both kinds
    lengths = [len({stage[s.id] for s in chain}) for chain in chains]
    assert lengths.index(3) > max(i for i, n in enumerate(lengths) if n == 2 and i < lengths.index(3))


def test_the_front_and_the_first_choice_are_read_over_every_round():
    points = [MapPoint("a", 0.9, 0.9, SERIOUS, True), MapPoint("b", 0.3, 0.6, SAFE, True),
              MapPoint("c", 0.35, 0.5, SAFE, True), MapPoint("d", 0.2, 0.7, AT_RISK, True),
              MapPoint("e", 1.0, 0.95, SAFE, False)]  # e: no ALC measured, drawn at the top of the risk axis
    whole = fronted(points)
    front = {p.release for p in whole.points if p.on_front}
    assert front == {"a", "d", "e"}  # b is beaten by d (more utility, less risk); c by b and d
    rows = [FrontierRow(p.release, "original", "chain", p) for p in whole.points]
    rows.append(FrontierRow("f", "original", "chain", None))  # not audited within the budget
    found = Frontier(rows, whole)
    assert found.best is None  # d is on the front but at risk; e is not measured; f was not audited
    assert "No candidate" in found.advice()
    safer = fronted([MapPoint("b", 0.3, 0.6, SAFE, True), MapPoint("c", 0.35, 0.5, SAFE, True)])
    best = Frontier([FrontierRow(p.release, "original", "x → y", p) for p in safer.points], safer).best
    assert best.release == "b" and "Consider 'b' first" in Frontier([best], safer).advice()


def _table(rows=600, seed=1):
    rng = np.random.default_rng(seed)
    age = rng.integers(18, 90, rows)
    return pd.DataFrame({"age": age, "sex": rng.choice(["f", "m"], rows), "region": rng.choice(list("ABCDEF"), rows),
                         "income": np.round(rng.lognormal(10, 0.6, rows), -1),
                         "job": np.where(age > 65, "retired", rng.choice(["clerk", "driver", "nurse"], rows))})


def _spec(tmp_path):
    _table().to_csv(tmp_path / "o.csv", index=False)
    spec = AuditSpec(TableRef(str(tmp_path / "o.csv")), [], ["job"], [["age", "sex", "region"]], utility=UtilitySpec())
    spec.settings = with_settings(spec.settings, [("halting.max_attempts", 200), ("execution.cache", False)])
    return spec


class Clock:
    """A clock that moves only when the search reads it: each reading `step` seconds later."""

    def __init__(self, step):
        self.now, self.step = 0.0, step

    def __call__(self):
        self.now += self.step
        return self.now


def test_a_budget_spent_leaves_candidates_not_audited_and_never_safe(tmp_path):
    # every reading of the clock is 100 s: the first round (two candidates) runs past the 150 s budget
    search = FrontierSearch(_spec(tmp_path), ["original"], budget=150, clock=Clock(100))
    *progress, found = list(search.run())
    assert len(found.rounds) == 1 and found.rounds[0].stopped
    assert found.audited == [] and len(found.candidates) > 2
    from anonguard.report.frontier import frontier

    seen = frontier(found)
    assert all(row.point is None for row in seen.rows if row.chain)  # none drawn, none offered
    assert seen.best is None


def test_within_its_budget_the_search_audits_each_candidate_as_a_release(tmp_path):
    search = FrontierSearch(_spec(tmp_path), ["original"], budget=10_000, limit=3)
    *_, found = list(search.run())
    assert [c.label for c in found.audited] == ["original-c01", "original-c02", "original-c03"]
    audit = found.rounds[0].audit
    assert {r.release for r in audit.results} >= {"original-c01", "original-c02"}  # attacked as releases are
    from anonguard.report.frontier import frontier

    seen = frontier(found)
    assert {row.release for row in seen.rows if row.point is not None} == {"original-c01", "original-c02",
                                                                            "original-c03"}
    # local suppression to k = 3 on age, sex, region, counted here on its own: every record matches at least 3
    # (itself included), a suppressed cell "*" matching any value
    made = audit.plans["treatment"].made["original-c01"][["age", "sex", "region"]].astype(str).to_numpy()
    alike = np.ones((len(made), len(made)), dtype=bool)
    for column in made.T:
        alike &= (column[:, None] == column[None, :]) | (column[:, None] == "*") | (column[None, :] == "*")
    assert alike.sum(axis=1).min() >= 3


def test_treat_search_writes_the_frontier_and_audits_the_first_choice(tmp_path):
    from conftest import run_here

    _table().to_csv(tmp_path / "o.csv", index=False)
    done = run_here("treat", "--search", "--budget", "3000", "--candidates", "3", "--original", tmp_path / "o.csv",
                    "--from", "original", "--secret", "job", "--keys", "age,sex,region", "--known", "age,sex,region",
                    "--attack", "best-row-match", "--max-attempts", "150", "--out", tmp_path / "out", "--format",
                    "json", "--quiet")
    assert done.returncode in (0, 1), done.stderr
    out = tmp_path / "out"
    found = json.loads((out / "frontier.json").read_text())
    assert found["proposed"] == 3 and found["audited"] == 3 and found["key_variables"]
    table = pd.read_csv(out / "frontier.csv")
    assert list(table["release"]) == ["original-c01", "original-c02", "original-c03"]
    assert table["chain"].str.endswith("k = 3)").all()
    assert (out / "frontier.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    first = found["first_choice"]
    if first is not None:  # audited in full and written as `anonguard treat` writes a chain
        assert (out / "treated" / f"{first}.csv").exists()
        spec = json.loads((out / "audit.anonguard.json").read_text())
        assert [r["label"] for r in spec["treatments"]["releases"]] == [first]
    assert "Frontier search: 3 of 3 candidate chains audited" in done.stdout


def test_search_and_a_typed_chain_do_not_go_together(tmp_path):
    from conftest import run_here

    done = run_here("treat", "--search", "--treatment", "rounding", "--original", tmp_path / "o.csv", "--from",
                    "original", "--secret", "job", "--out", tmp_path / "out")
    assert done.returncode == 2 and "--search proposes the chains itself" in done.stderr


@pytest.mark.parametrize("budget", ["0", "-5"])
def test_a_budget_must_be_above_zero(tmp_path, budget):
    from conftest import run_here

    _table().to_csv(tmp_path / "o.csv", index=False)
    done = run_here("treat", "--search", "--budget", budget, "--original", tmp_path / "o.csv", "--from", "original",
                    "--secret", "job", "--out", tmp_path / "out")
    assert done.returncode == 2 and "time budget above 0" in done.stderr


def test_a_release_treated_in_later_rounds_is_read_to_be_treated_not_audited_again(tmp_path):
    spec = _spec(tmp_path)
    _table(seed=2).to_csv(tmp_path / "puf.csv", index=False)
    spec.releases = [ReleaseSpec("puf", [TableRef(str(tmp_path / "puf.csv"))])]
    search = FrontierSearch(spec, ["puf"], budget=10_000, limit=4)
    search_rounds = [event for event in search.run()][-1].rounds
    assert len(search_rounds) == 2  # two candidates beside the release, then the other two
    first, second = ({r.release for r in done.audit.results} for done in search_rounds)
    assert first == {"puf", "puf-c01", "puf-c02"}
    assert second == {"puf-c03", "puf-c04"}  # puf was read to make them, not attacked again


def test_the_chains_treat_the_officers_key_variables_never_a_sensitive_one():
    from anonguard.engine.spec import IdentitySpec, ReidentificationSpec
    from anonguard.engine.treatment.search import _key_sets

    spec = AuditSpec(TableRef("o.csv"), [], ["income"], [["age", "sex", "income"]],
                     reidentification=ReidentificationSpec(key_sets=[["age", "sex"], ["age", "region", "job"]]),
                     identity=IdentitySpec(keys=["age", "sex", "region", "job", "income", "hours"]))
    assert _key_sets(spec) == [["age", "sex", "region", "job"]]  # k on the union is k on each set
    spec.reidentification = None
    assert _key_sets(spec) == [["age", "sex"]]  # the attacker's known set, its sensitive variable left out
    spec.known_sets = []
    assert _key_sets(spec) == [["age", "sex", "region", "job", "hours"]]


class Failing(Treatment):
    """A perturbing treatment whose every proposal fails when applied."""

    id, title, description, stage = "failing", "Failing", "Proposes a step that always fails.", PERTURB

    def treat(self, task):
        raise ValueError("this step always fails")

    def proposals(self, task):
        return [({},), ({},)]


def test_a_chain_that_fails_is_left_out_and_the_next_one_stands_in_for_it(tmp_path):
    from test_robustness import plugin

    catalog = load_catalog([("failing", plugin(anonguard_treatments=[Failing]))])
    search = FrontierSearch(_spec(tmp_path), ["original"], budget=10_000, limit=5, catalog=catalog)
    *_, found = list(search.run())
    assert found.failed and all("this step always fails" in why for why in found.failed.values())
    assert all("failing" in c.chain() for c in found.candidates if c.label in found.failed)
    assert len(found.audited) == 5  # as many audited as asked, the failed chains' places taken by the next ones
    assert len(found.candidates) == 5 + len(found.failed)


def test_a_continuous_column_an_attacker_knows_beside_the_keys_is_proposed_for_noise_and_microaggregation(tmp_path):
    from dataclasses import replace

    from anonguard.engine.treatment.plan import attackers_know

    base = replace(treatment_task(), keys=("age", "sex", "region"))  # sensitive: job; income, known to no one
    catalog = load_catalog()
    propose = lambda task, id: catalog.get("treatment", id).create({}).proposals(task)  # noqa: E731
    assert propose(base, "additive-noise") == []  # no continuous sensitive variable, no other column known
    assert propose(base, "microaggregation") == [({"columns": "age", "k": 3},)]
    known = replace(base, known=("age", "sex", "income"))  # an attacker knows the incomes too
    assert propose(known, "additive-noise") == [({"columns": "income", "noise": 0.25},), ({"columns": "income", "noise": 0.5},)]
    assert propose(known, "microaggregation") == [({"columns": "age", "k": 3},), ({"columns": "income", "k": 3},)]
    # the audit's attackers: the attribute attackers' known sets and the identity attacks' keys, each column once
    spec = _spec(tmp_path)
    assert attackers_know(spec, list(_table().columns)) == ["age", "sex", "region"]
    spec.identity = type("Identity", (), {"keys": ["age", "income"]})()
    assert attackers_know(spec, list(_table().columns)) == ["age", "sex", "region", "income"]
