"""The window's pages in their order, declared once: the tabs take their numbers and titles from here
("5  Results"), and so does the manual, which writes `{page:results}` where it names a page ("page 5")."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

# (key, English title), in the order of the tabs; the key names the window's page (`MainWindow.results_page`)
PAGES = (
    ("data", QT_TRANSLATE_NOOP("Pages", "Data")),
    ("attacks", QT_TRANSLATE_NOOP("Pages", "Attacks")),
    ("scenario", QT_TRANSLATE_NOOP("Pages", "Scenario")),
    ("verdict", QT_TRANSLATE_NOOP("Pages", "Verdict")),
    ("utility", QT_TRANSLATE_NOOP("Pages", "Utility")),
    ("results", QT_TRANSLATE_NOOP("Pages", "Results")),
    ("membership", QT_TRANSLATE_NOOP("Pages", "Membership")),
    ("reidentification", QT_TRANSLATE_NOOP("Pages", "Re-identification")),
    ("reconstruction", QT_TRANSLATE_NOOP("Pages", "Reconstruction")),
    ("treatments", QT_TRANSLATE_NOOP("Pages", "Treatments")),
)
KEYS = tuple(key for key, _ in PAGES)


def number(key: str) -> int:
    """The page's number, as its tab shows it (from 1)."""
    return KEYS.index(key) + 1


def title(key: str) -> str:
    """The page's title in the window's language."""
    return QCoreApplication.translate("Pages", dict(PAGES)[key])


def tab_title(key: str) -> str:
    """The page's tab: its number and its title ("5  Results")."""
    return f"{number(key)}  {title(key)}"
