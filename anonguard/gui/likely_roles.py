"""The columns of a new original that are likely not an intruder's knowledge: a survey weight, a
household id, a record id. Every column used to start as a key variable, the weight and the household
id included, so a first audit measured how well the weight re-identifies people. They are recognised
by their name and their values together (a name alone would take a person's body weight for a survey
weight), left out of the key variables, and named on the Data page, where a wrong guess is undone by
choosing the role again.
"""

from __future__ import annotations

import re

import pandas as pd

from anonguard.data.columns import CATEGORICAL

WEIGHT, HOUSEHOLD, RECORD_ID = "weight", "household", "ignore"  # the roles given
_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_NOT_A_SURVEY_WEIGHT = frozenset({"body", "birth", "kg", "kgs", "lb", "lbs", "pounds", "gram", "grams", "g"})
_HOUSEHOLD_WORDS = frozenset({"household", "households", "hh", "hhid", "hid", "hhnr", "hhno", "hhld", "famid",
                              "family", "dwelling", "hhserial"})
_ID_WORDS = frozenset({"id", "ids", "ident", "identifier", "serial", "serialno", "record", "respondent", "case", "pid",
                       "uid", "key"})
MAX_HOUSEHOLD = 30  # people sharing a household id, on average, at most: more is a region or a category


def _words(name: object) -> list[str]:
    return [w.lower() for w in _WORD.findall(str(name))]


def likely_role(name: object, series: pd.Series, kind: str) -> str | None:
    """The role a column of the original likely has, when it is not a key variable; None otherwise."""
    words = _words(name)
    values = series.dropna()
    if values.empty:
        return None
    numeric = pd.api.types.is_numeric_dtype(values) and not pd.api.types.is_bool_dtype(values)
    if numeric and any(map(_weight_word, words)) and not set(words) & _NOT_A_SURVEY_WEIGHT and (values > 0).all():
        return WEIGHT
    whole = kind == CATEGORICAL or pd.api.types.is_integer_dtype(values)
    if whole and _is_household(words, "".join(words)) and not values.is_unique:
        if len(values) / values.nunique() <= MAX_HOUSEHOLD:
            return HOUSEHOLD
    if len(series) > 1 and values.is_unique and (whole or set(words) & _ID_WORDS):
        return RECORD_ID  # a value unique to each row is an identifier, not knowledge
    return None


def _weight_word(word: str) -> bool:
    """A word of a survey weight's name: weight, wgt, wght, wt (pweight, PWGTP, PERWT, HHWT, WTFINL)."""
    return ("weight" in word or "wgt" in word or "wght" in word or word.startswith("wt")
            or (word.endswith("wt") and len(word) <= 6))


def _is_household(words: list[str], joined: str) -> bool:
    return bool(set(words) & _HOUSEHOLD_WORDS) or "household" in joined or (
        joined.startswith("hh") and joined.endswith(("id", "nr", "no", "num")))
