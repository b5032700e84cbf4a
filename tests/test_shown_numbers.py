"""The window's tables show numbers as the user's locale writes them."""

import numpy as np
import pytest
from PySide6.QtCore import QLocale

from anonguard.gui.models import shown_number


@pytest.fixture
def locale():
    before = QLocale()
    yield lambda language, country: QLocale.setDefault(QLocale(language, country))
    QLocale.setDefault(before)


def test_numbers_follow_the_locale(locale):
    locale(QLocale.Language.English, QLocale.Country.UnitedStates)
    assert shown_number(12_000) == "12,000" and shown_number(np.int64(1_212_000)) == "1,212,000"
    assert shown_number(0.7514) == "0.751"
    locale(QLocale.Language.German, QLocale.Country.Germany)
    assert shown_number(12_000) == "12.000" and shown_number(0.7514) == "0,751"
    locale(QLocale.Language.French, QLocale.Country.France)
    assert shown_number(0.5) == "0,500" and shown_number(12_000).replace("\u202f", " ").replace("\xa0", " ") == "12 000"


def test_words_and_empty_cells_are_left_alone():
    assert shown_number(None) == "" and shown_number("safe") == "safe" and shown_number(True) == "True"
