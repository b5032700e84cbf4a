"""Files dropped on the window: an audit file opens, a first table becomes the original, later ones releases."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: MainWindow)


class FileDrops:
    """Mixed into the main window, which provides `running`, `status`, `draft` and the open and load methods."""

    def dragEnterEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if self.running:
            self.status.setText(translate("MainWindow", "An audit is running: drop files once it has finished or "
                                          "been cancelled."))
            return
        for url in event.mimeData().urls():
            path = url.toLocalFile()
            if path.endswith(".json"):
                self.open_audit(path)
            elif self.draft.original is None:
                self.load_original(path)
            else:
                self.load_release(path)
