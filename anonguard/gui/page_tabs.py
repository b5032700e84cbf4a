"""The window's pages as tabs, each in a scroll area, so that every field and button stays
reachable on a small screen (1280×720, a laptop at 150 %) instead of squashing the form or
pushing the status bar, its progress and Cancel off the screen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QTabWidget, QWidget


class PageTabs(QTabWidget):
    """A tab widget whose tabs are scroll areas around the pages; it speaks of the pages
    (`setCurrentWidget(page)`, `currentWidget() is page`), never of their scroll areas."""

    def add_page(self, page: QWidget, title: str) -> int:
        area = QScrollArea()
        area.setWidget(page)
        area.setWidgetResizable(True)  # the page fills the tab; scroll bars only below its minimum size
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        return self.addTab(area, title)

    def page(self, index: int) -> QWidget | None:
        area = self.widget(index)
        return area.widget() if isinstance(area, QScrollArea) else area

    def currentWidget(self) -> QWidget | None:  # noqa: N802 - Qt's name
        return self.page(self.currentIndex())

    def setCurrentWidget(self, page: QWidget) -> None:  # noqa: N802 - Qt's name
        self.setCurrentIndex(self.indexOf(page))

    def indexOf(self, page: QWidget) -> int:  # noqa: N802 - Qt's name
        return next((i for i in range(self.count()) if self.page(i) is page), super().indexOf(page))

    def area(self, page: QWidget) -> QScrollArea:
        """The scroll area holding `page`."""
        return self.widget(self.indexOf(page))

    def show_page(self, page: QWidget) -> None:
        """Show `page` with the keyboard's focus on its first control, in Tab order."""
        self.setCurrentWidget(page)
        first = next((w for w in tab_order(page)), None)
        if first is not None:
            first.setFocus(Qt.FocusReason.ShortcutFocusReason)


def tab_order(page: QWidget) -> list[QWidget]:
    """The controls of `page` that Tab visits, in the order it visits them."""
    reachable = {w for w in page.findChildren(QWidget)
                 if w.isVisibleTo(page) and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus}
    order, widget = [], page.nextInFocusChain()
    while widget is not page and len(order) < len(reachable):
        if widget in reachable and widget not in order:
            order.append(widget)
        widget = widget.nextInFocusChain()
        if widget is None:
            break
    return order
