"""The window's language: Qt's translation system with catalogues in anonguard/resources/i18n.

Every string of the window is written in English in the code and marked for translation (`tr` in
widgets, `QCoreApplication.translate` elsewhere). `make translations` (pyside6-lupdate) collects
them into `anonguard/resources/i18n/anonguard_<language>.ts`; a translator fills those in with Qt Linguist,
without touching code, and pyside6-lrelease compiles them to the `.qm` files loaded here. The
language is $ANONGUARD_LANGUAGE (`de`, `en`), else the system's. Qt's own catalogue of that
language (qtbase: the Save / Discard / Cancel buttons, the file dialogs) is loaded with it.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from anonguard.resources import resources_dir

LANGUAGE_VARIABLE = "ANONGUARD_LANGUAGE"


def catalogue_folder() -> Path:
    return resources_dir() / "i18n"


def available() -> list[str]:
    """The languages with a compiled catalogue, besides English (the code's own)."""
    return sorted(path.stem.split("_", 1)[1] for path in catalogue_folder().glob("anonguard_*.qm"))


def system_locale() -> QLocale:
    """The system's locale; the plain "C" locale of a bare machine (no grouping at all) reads as English."""
    system = QLocale.system()
    if system.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return system


def install(app: QCoreApplication, language: str | None = None) -> str:
    """Load the catalogue of `language` (or $ANONGUARD_LANGUAGE, or the system's) into `app`; the
    language used is returned ("en" when there is no catalogue for the one asked for)."""
    wanted = (language or os.environ.get(LANGUAGE_VARIABLE) or QLocale.system().name()).split("_")[0].lower()
    for old in app.findChildren(QTranslator):
        app.removeTranslator(old)
        old.deleteLater()
    QLocale.setDefault(system_locale())  # numbers as the system writes them, unless a language says otherwise
    if wanted == "en" or wanted not in available():
        return "en"
    translator = QTranslator(app)
    if not translator.load(str(catalogue_folder() / f"anonguard_{wanted}.qm")):
        return "en"
    app.installTranslator(translator)
    qt_own = QTranslator(app)  # shipped with Qt; a bundle without it keeps Qt's buttons in English
    if qt_own.load(f"qtbase_{wanted}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
    QLocale.setDefault(QLocale(wanted))  # numbers in the tables follow the language too
    return wanted
