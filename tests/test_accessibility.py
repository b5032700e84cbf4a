"""Every page can be worked from the keyboard, and a screen reader can name every control on it:
Tab reaches each control in order, Ctrl+1… shows each page with the focus inside it, and Qt's
accessibility interface (what a screen reader reads) gives each control a name."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QAccessible  # noqa: E402
from PySide6.QtWidgets import QAbstractSpinBox, QApplication  # noqa: E402

from anonguard.gui.page_tabs import tab_order  # noqa: E402
from anonguard.gui.parameter_form import Collapsible  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from test_gui import isolated  # noqa: E402,F401


@pytest.fixture
def window(qtbot, isolated):
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    assert w.open_demo()
    item = next(i for i in w.attacks_page._attack_items() if i.data(0, 0x0100)[1] == "release-classifier")
    w.attacks_page.tree.setCurrentItem(item)  # a parameter form is shown too
    return w


def _controls(window, index):
    window.tabs.setCurrentIndex(index)
    page = window.tabs.page(index)
    for section in page.findChildren(Collapsible):
        section.set_open(True)
    # a spin box's text field is its own part: the screen reader and Tab see the spin box
    return page, [w for w in tab_order(page) if not isinstance(w.parentWidget(), QAbstractSpinBox)]


def test_every_control_has_a_name_a_screen_reader_reads(window):
    unnamed = []
    for index in range(window.tabs.count()):
        page, controls = _controls(window, index)
        assert controls, window.tabs.tabText(index)
        for control in controls:
            name = QAccessible.queryAccessibleInterface(control).text(QAccessible.Text.Name)
            if not name.strip():
                unnamed.append((window.tabs.tabText(index), type(control).__name__, control.objectName()))
    assert unnamed == []


def test_tab_reaches_every_control_of_a_page_in_order(qtbot, window):
    page, controls = _controls(window, 2)  # the Scenario page: the longest form
    controls[0].setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is controls[0])
    visited = [controls[0]]
    for _ in range(len(controls) * 3):  # a spin box's own text field may take a step of its own
        window.focusNextChild()
        focused = QApplication.focusWidget()
        if isinstance(focused.parentWidget(), QAbstractSpinBox):
            focused = focused.parentWidget()
        if focused in controls and focused not in visited:
            visited.append(focused)
        if len(visited) == len(controls):
            break
    assert visited == controls  # each one, in the order of the page


def test_each_page_is_one_shortcut_away_with_the_focus_inside_it(window):
    view = next(menu for menu in window.menuBar().findChildren(type(window.menuBar().actions()[0].menu()))
                if menu.title() == "&View")
    actions = view.actions()
    assert [a.shortcut().toString() for a in actions] == [f"Ctrl+{n % 10}" for n in range(1, window.tabs.count() + 1)]
    for number, action in enumerate(actions):
        action.trigger()
        page = window.tabs.page(number)
        assert window.tabs.currentWidget() is page
        focused = QApplication.focusWidget()
        assert focused is not None and page.isAncestorOf(focused), window.tabs.tabText(number)
