"""The window's size and its splitters' positions: kept between sessions, and never larger than the
screen the window opens on (a saved size may come from a bigger screen, or a docked laptop)."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QSettings, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QSplitter, QWidget

PREFERRED_SIZE = QSize(1280, 820)  # shrunk to the screen the window opens on
MINIMUM_SIZE = QSize(800, 560)  # below this the pages scroll rather than squash


def splitters(pages: list[QWidget]) -> Iterator[tuple[str, QSplitter]]:
    """Every splitter of the pages, under a key that names its page."""
    for page in pages:
        for index, splitter in enumerate(page.findChildren(QSplitter)):
            yield f"splitters/{type(page).__name__}/{index}", splitter


def restore(window: QMainWindow, pages: list[QWidget], store: QSettings) -> None:
    """The size and splitter positions the user left, or the preferred size, fitted to the screen."""
    window.setMinimumSize(MINIMUM_SIZE)
    geometry = store.value("geometry")
    if geometry is None or not window.restoreGeometry(geometry):
        window.resize(PREFERRED_SIZE)
    for key, splitter in splitters(pages):
        state = store.value(key)
        if state is not None:
            splitter.restoreState(state)
    fit_screen(window)


def save(window: QMainWindow, pages: list[QWidget], store: QSettings) -> None:
    store.setValue("geometry", window.saveGeometry())
    for key, splitter in splitters(pages):
        store.setValue(key, splitter.saveState())


def fit_screen(window: QMainWindow) -> None:
    """Shrink `window` to 95 % of its screen's free area where it is larger."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    room = screen.availableGeometry()
    wanted = window.size().boundedTo(QSize(room.width(), room.height()) * 0.95)
    if wanted != window.size():
        window.resize(wanted.expandedTo(window.minimumSize()))
