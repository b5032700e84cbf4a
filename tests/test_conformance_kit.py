"""The conformance kit catches each broken promise it names, and passes the core's own components
(every first-party plugin runs it in its own tests, as a third party would)."""

import re

import numpy as np
import pandas as pd
import pyreadstat
import pytest

from anonguard.api import (
    RECORD_LINKAGE, SINGLING_OUT, Attack, Claims, GeneratedRelease, Generator, IdentityAttack, MembershipAttack,
    Parameter, Predicates, Predictions, ReadCancelled, TableReader, TargetSelector, open_counted,
)
from anonguard.plugins.defaults import baseline_models, readers, selectors
from anonguard.testing import (
    attack_checks, check_attack, check_baseline_model, check_generator, check_identity_attack,
    check_membership_attack, check_reader, check_selector, load_catalog, reader_checks, synthetic_task,
)


class SameA(Attack):
    """A correct attack: the most common secret among the release rows sharing the person's `a`."""

    id, title, description = "same-a", "Same a", "Predicts the most common secret among rows sharing a."
    parameters = (Parameter("share", "float", 0.5, "A share.", minimum=0.0, maximum=1.0),)

    def fit(self, task):
        rows = task.tables[0].data
        self.by_a_ = rows.groupby("a")[task.secret].agg(lambda s: s.mode()[0])
        self.seed_ = task.seed
        return self

    def predict(self, targets):
        n = len(targets)
        value = targets["a"].map(self.by_a_).fillna(0).to_numpy(dtype=np.int64)
        return Predictions(value, np.ones(n), np.zeros(n, dtype=bool))


class WrongShape(SameA):
    id = "wrong-shape"

    def predict(self, targets):
        return Predictions(np.zeros(len(targets) + 1), np.ones(len(targets)), np.zeros(len(targets), dtype=bool))


class NotACode(SameA):
    id = "not-a-code"

    def predict(self, targets):
        n = len(targets)
        return Predictions(np.full(n, 7), np.ones(n), np.zeros(n, dtype=bool))


class Unseeded(SameA):
    id = "unseeded"

    def predict(self, targets):
        n = len(targets)
        return Predictions(np.random.default_rng().integers(0, 3, n), np.ones(n), np.zeros(n, dtype=bool))


class Mutating(SameA):
    id = "mutating"

    def predict(self, targets):
        targets["a"] = 0
        return super().predict(targets)


class FitReturnsNothing(SameA):
    id = "fit-returns-nothing"

    def fit(self, task):
        super().fit(task)


class Lax(SameA):
    id = "lax"

    def __init__(self, **params):
        self.params = params  # skips the declared checks


class Undeclared(SameA):
    id = ""


@pytest.mark.parametrize("cls, said", [
    (WrongShape, "returned (121,) values for 120 targets"),
    (NotACode, "not codes of the secret"),
    (Unseeded, "same task and seed"),
    (Mutating, "changed the targets"),
    (FitReturnsNothing, "must return the instance"),
    (Lax, "does not declare"),
    (Undeclared, "the catalog would refuse"),
])
def test_each_broken_promise_is_named(cls, said):
    with pytest.raises(AssertionError, match=re.escape(said)):
        check_attack(cls)


def test_a_correct_attack_passes():
    check_attack(SameA)


class AlwaysAbstains(SameA):
    id = "always-abstains"

    def predict(self, targets):
        found = super().predict(targets)
        return Predictions(found.value, found.rank_score, np.ones(len(targets), dtype=bool))


class RandomGuess(SameA):
    id = "random-guess"

    def predict(self, targets):  # seeded: the same guesses for the same seed, only no better than chance
        n = len(targets)
        return Predictions(np.random.default_rng(self.seed_).integers(0, 3, n), np.ones(n), np.zeros(n, dtype=bool))


class Modal(SameA):
    id = "modal"

    def predict(self, targets):
        n = len(targets)
        return Predictions(np.full(n, self.by_a_.value_counts().index[0]), np.ones(n), np.zeros(n, dtype=bool))


@pytest.mark.parametrize("cls, said", [
    (AlwaysAbstains, "abstained on all 400 people"),
    (RandomGuess, "not clearly better than a guess of the most common secret"),
    (Modal, "not clearly better than a guess of the most common secret"),
])
def test_an_attack_that_learns_nothing_fails(cls, said):
    with pytest.raises(AssertionError, match=re.escape(said)):
        check_attack(cls)


@pytest.mark.parametrize("check", attack_checks(SameA), ids=str)
def test_each_promise_is_a_check_of_its_own(check):
    check()


def failed(checks):
    """The names of the checks that fail."""
    names = []
    for check in checks:
        try:
            check()
        except AssertionError:
            names.append(str(check))
    return names


def test_only_the_broken_promise_fails_among_the_checks():
    assert [str(c) for c in attack_checks(SameA)] == [
        "same-a-declaration", "same-a-parameters", "same-a-pickles", "same-a-fit", "same-a-predictions",
        "same-a-seeded", "same-a-learns"]
    assert failed(attack_checks(RandomGuess)) == ["random-guess-learns"]
    assert failed(attack_checks(AlwaysAbstains)) == ["always-abstains-learns"]


class WideRanges(SameA):
    """Ranges whose ends a step of 0.001 or 1 past would not leave: the kit reads them from the declaration."""

    id = "wide-ranges"
    parameters = (Parameter("budget", "float", 1e20, "A budget.", minimum=0.0, maximum=1e20),
                  Parameter("rows", "int", 1, "Rows.", minimum=1, maximum=2**63 - 1),
                  Parameter("how", "choice", "a", "How.", choices=("a",)))


class Lenient(SameA):
    """Declares a share and a choice, and takes any value of them."""

    id = "lenient"
    parameters = (*SameA.parameters, Parameter("how", "choice", "a", "How.", choices=("a", "b")))

    def __init__(self, **params):
        if set(params) - {"share", "how"}:
            raise ValueError("no such parameter")
        self.params = {"share": 0.5, "how": "a", **params}


def _parameters_check(cls):
    return next(check for check in attack_checks(cls) if str(check).endswith("-parameters"))


def test_the_kit_tries_the_values_just_beyond_each_declared_end():
    _parameters_check(WideRanges)()  # 1e20 + 0.001 is 1e20: a value inside, no longer taken for one outside
    with pytest.raises(AssertionError, match=r"accepted share=-5e-324, outside what it declares"):
        _parameters_check(Lenient)()
    lenient_share = type("LenientShare", (Lenient,), {"id": "lenient-share", "parameters": Lenient.parameters[1:]})
    with pytest.raises(AssertionError, match=r"accepted how='not a/b'"):
        _parameters_check(lenient_share)()


def test_the_core_s_own_baseline_models_and_selectors_pass():
    catalog = load_catalog(entry_points=False)
    models = [e.cls for e in catalog.of_kind("baseline-model") if e.plugin == baseline_models.__name__]
    chosen = [e.cls for e in catalog.of_kind("selector") if e.plugin == selectors.__name__]
    assert len(models) >= 4 and chosen
    for cls in models:
        check_baseline_model(cls)
    for cls in chosen:
        check_selector(cls)


class Near(MembershipAttack):
    id, title, description = "near", "Near", "Scores by closeness of x to the release's mean."

    def fit(self, task):
        self.mean_ = float(task.tables[0].data["x"].mean())
        return self

    def score(self, candidates):
        return -np.abs(candidates["x"].to_numpy() - self.mean_)


class OneScoreShort(Near):
    id = "one-score-short"

    def score(self, candidates):
        return super().score(candidates)[1:]


class NotFinite(Near):
    id = "not-finite"

    def score(self, candidates):
        return np.full(len(candidates), np.nan)


class Copy(Generator):
    id, title, description = "copy", "Copy", "Publishes the table."

    def generate(self, task):
        return GeneratedRelease(task.data.copy())


class Renaming(Copy):
    id = "renaming"

    def generate(self, task):
        return GeneratedRelease(task.data.rename(columns={"a": "age_group"}))


class Scribbling(Copy):
    id = "scribbling"

    def generate(self, task):
        task.data.loc[0, "x"] = -1.0
        return super().generate(task)


class Everyone(TargetSelector):
    id, title, description = "everyone", "Everyone", "Targets every record."

    def select(self, task):
        return np.arange(len(task.data))


class OffTheEnd(Everyone):
    id = "off-the-end"

    def select(self, task):
        return np.arange(len(task.data) + 1)


class Drifting(Everyone):
    id = "drifting"

    def select(self, task):
        return np.random.default_rng().choice(len(task.data), 10, replace=False)


@pytest.mark.parametrize("check, cls, said", [
    (check_membership_attack, OneScoreShort, "one score per candidate"),
    (check_membership_attack, NotFinite, "not a finite number"),
    (check_generator, Renaming, "columns the input lacks: ['age_group']"),
    (check_generator, Scribbling, "changed the table it was given"),
    (check_selector, OffTheEnd, "outside the 400 records"),
    (check_selector, Drifting, "different rows for the same table and seed"),
])
def test_each_broken_promise_of_the_other_kinds_is_named(check, cls, said):
    with pytest.raises(AssertionError, match=re.escape(said)):
        check(cls)


def test_correct_components_of_the_other_kinds_pass():
    check_membership_attack(Near)
    check_generator(Copy)
    check_selector(Everyone)


def test_the_synthetic_secret_follows_a_known_column():
    frame = synthetic_task().tables[0].data
    assert ((frame["a"] % 3) == frame["s"]).mean() == pytest.approx(0.8 + 0.2 / 3, abs=0.05)
    counts = synthetic_task(("counts",)).counts[0].rows
    assert counts.loc[counts["attribute"] == "a", "count"].sum() == len(frame)
    assert isinstance(frame, pd.DataFrame) and not synthetic_task(("counts",)).tables


# -- identity attacks -----------------------------------------------------------------------------


def test_the_first_party_identity_attacks_pass():
    attacks = [e.cls for e in load_catalog().of_kind("identity-attack") if e.plugin == "identity_attacks"]
    assert len(attacks) == 4
    for cls in attacks:
        check_identity_attack(cls)


class FirstRow(IdentityAttack):
    """A correct (if idle) record-linkage attack: everybody is release row 0."""

    id, title, description, claim = "first-row", "First row", "Claims every person is the release's first row.", \
        RECORD_LINKAGE

    def fit(self, task):
        return self

    def claims(self, targets):
        n = len(targets)
        return Claims(np.zeros(n), np.zeros(n, dtype=bool), link=np.zeros(n, dtype=np.int64))


class NoClaim(FirstRow):
    id, claim = "no-claim", "guessing"


class OneClaimShort(FirstRow):
    id = "one-claim-short"

    def claims(self, targets):
        found = super().claims(targets)
        return Claims(found.rank_score[1:], found.abstain[1:], link=found.link[1:])


class PastTheEnd(FirstRow):
    id = "past-the-end"

    def claims(self, targets):
        n = len(targets)
        return Claims(np.zeros(n), np.zeros(n, dtype=bool), link=np.full(n, 200))


class WanderingScores(FirstRow):
    id = "wandering-scores"

    def claims(self, targets):
        n = len(targets)
        return Claims(np.random.default_rng().random(n), np.zeros(n, dtype=bool), link=np.zeros(n, dtype=np.int64))


class ScribblingOnTargets(FirstRow):
    id = "scribbling-on-targets"

    def claims(self, targets):
        targets["a"] = 0
        return super().claims(targets)


class OffTheKeys(FirstRow):
    id, claim = "off-the-keys", SINGLING_OUT

    def claims(self, targets):
        n = len(targets)
        bounds = pd.DataFrame({"income": np.zeros(n)})
        return Claims(np.zeros(n), np.zeros(n, dtype=bool), predicates=Predicates(bounds, bounds))


@pytest.mark.parametrize("cls, said", [
    (NoClaim, "one of SINGLING_OUT, LINKABILITY or RECORD_LINKAGE"),
    (OneClaimShort, "(39,) rank scores and (39,) abstain flags for 40 targets"),
    (PastTheEnd, "claimed a link to a record that does not exist (0 to 199)"),
    (WanderingScores, "different rank scores for the same task and seed"),
    (ScribblingOnTargets, "changed the targets it was given"),
    (OffTheKeys, "predicates on columns that are no key variable: ['income']"),
])
def test_each_broken_promise_of_an_identity_attack_is_named(cls, said):
    check_identity_attack(FirstRow)
    with pytest.raises(AssertionError, match=re.escape(said)):
        check_identity_attack(cls)


# -- table readers --------------------------------------------------------------------------------

PEOPLE = pd.DataFrame({"age": [30, 41, 52, 63], "town": ["Köln", "Bonn", "Ulm", "Hof"], "x": [1.5, 2.5, None, 4.0]})


@pytest.fixture(scope="module")
def samples(tmp_path_factory):
    """A small file of every built-in reader's format, by reader id."""
    folder = tmp_path_factory.mktemp("samples")
    PEOPLE.to_csv(folder / "t.csv", index=False)
    PEOPLE.to_parquet(folder / "t.parquet")
    PEOPLE.to_excel(folder / "t.xlsx", index=False)
    pyreadstat.write_sav(PEOPLE, folder / "t.sav")
    PEOPLE.to_stata(folder / "t.dta", write_index=False)
    pyreadstat.write_xport(PEOPLE, folder / "t.xpt")
    (folder / "t.lines").write_text(PEOPLE.to_csv(index=False))
    return {"delimited-text": folder / "t.csv", "parquet": folder / "t.parquet", "excel": folder / "t.xlsx",
            "spss": folder / "t.sav", "stata": folder / "t.dta", "sas": folder / "t.xpt", "lines": folder / "t.lines"}


def test_the_built_in_readers_pass(samples):
    built_in = [e.cls for e in load_catalog(entry_points=False).of_kind("reader") if e.plugin == readers.__name__]
    assert len(built_in) == 6
    for cls in built_in:
        check_reader(cls, samples[cls.id])


class Lines(TableReader):
    """A correct reader: comma-separated lines, progress by bytes, only the columns asked for."""

    id, title, description, extensions = "lines", "Lines", "Comma-separated lines.", (".lines",)

    def read(self, path, columns=None):
        with open_counted(path) as stream:
            return pd.read_csv(stream, usecols=None if columns is None else lambda name: name in set(columns))


class KeyErrorOnNoise(Lines):
    id = "key-error-on-noise"

    def read(self, path, columns=None):
        if not path.read_bytes().startswith(b"age"):
            raise KeyError("age")
        return super().read(path, columns)


class SwallowsCancel(Lines):
    id = "swallows-cancel"

    def read(self, path, columns=None):
        try:
            return super().read(path, columns)
        except ReadCancelled:
            return pd.read_csv(path)


class CancelAsValueError(Lines):
    id = "cancel-as-value-error"

    def read(self, path, columns=None):
        try:
            return super().read(path, columns)
        except ReadCancelled:
            raise ValueError("stopped") from None


class EveryColumn(Lines):
    id = "every-column"

    def read(self, path, columns=None):
        return super().read(path)


class HeaderOnly(Lines):
    id = "header-only"

    def read(self, path, columns=None):
        return super().read(path, columns).iloc[:0]


class NoDot(Lines):
    id, extensions = "no-dot", ("lines",)


@pytest.mark.parametrize("cls, said", [
    (KeyErrorOnNoise, "raised KeyError ('age') on a file of no format: raise ValueError"),
    (SwallowsCancel, "finished the read the user had cancelled"),
    (CancelAsValueError, "turned the user's Cancel into ValueError (stopped)"),
    (EveryColumn, "gave the columns ['age', 'town', 'x']"),
    (HeaderOnly, "could not read t.lines as AnonGuard reads it"),
    (NoDot, "the catalog would refuse NoDot: NoDot.extensions must be a non-empty tuple"),
])
def test_each_broken_promise_of_a_reader_is_named(samples, cls, said):
    check_reader(Lines, samples["lines"])
    with pytest.raises(AssertionError, match=re.escape(said)):
        check_reader(cls, samples["lines"])


def test_a_reader_s_checks_are_named_one_per_promise(samples):
    assert [str(c) for c in reader_checks(Lines, samples["lines"])] == [
        "lines-declaration", "lines-parameters", "lines-pickles", "lines-reads", "lines-columns", "lines-damaged",
        "lines-cancel"]
    assert failed(reader_checks(SwallowsCancel, samples["lines"])) == ["swallows-cancel-cancel"]
