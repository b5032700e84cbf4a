"""Files dropped on the window: an audit file opens, a first table becomes the original, later ones releases (a
folder of published tables, or its manifest, too)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from anonguard.data.published_read import MANIFESTS

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
            if path.endswith(".json") and Path(path).name not in MANIFESTS:  # a manifest: its folder is a release
                self.open_audit(path)
            elif self.draft.original is None:
                self.load_original(path)
            else:
                self.load_release(path)
