"""The window fits a small screen: at 1280×720 the status bar (progress, Cancel) is on screen and
every control of every page can be scrolled into view, none squashed below its own minimum."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit  # noqa: E402

from anonguard.gui.window import MINIMUM_SIZE, MainWindow  # noqa: E402
from test_gui import isolated  # noqa: E402,F401 - QSettings in a temporary folder, no blocking dialogs

CONTROLS = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit)


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    assert w.open_demo()
    return w


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_every_control_is_reachable_on_a_small_screen(qtbot, window, size):
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0] and window.size().height() == size[1])
    bar = window.statusBar()
    assert bar.isVisible() and window.rect().contains(bar.geometry())  # progress and Cancel live here
    checked = 0
    for index in range(window.tabs.count()):
        page = window.tabs.page(index)
        window.tabs.setCurrentIndex(index)
        area = window.tabs.area(page)
        controls = [c for kind in CONTROLS for c in page.findChildren(kind)
                    if c.isVisibleTo(page) and not c.objectName().startswith("qt_")]  # Qt's own parts of a view
        checked += len(controls)
        for control in controls:
            area.ensureWidgetVisible(control)
            qtbot.wait(1)
            assert not control.visibleRegion().isEmpty(), (window.tabs.tabText(index), control.objectName() or control)
            hint = control.minimumSizeHint()
            assert control.height() >= min(hint.height(), 16), control  # not squashed flat
    assert checked > 20  # the Scenario page alone has more


def test_the_window_is_never_larger_than_its_screen_nor_smaller_than_usable(qtbot, window):
    room = window.screen().availableGeometry()
    assert window.width() <= room.width() and window.height() <= room.height()
    window.resize(200, 200)
    assert window.width() >= MINIMUM_SIZE.width() and window.height() >= MINIMUM_SIZE.height()
