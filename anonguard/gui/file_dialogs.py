"""Choosing files: the dialogs' filters (their words translated, their patterns not), a dialog that
starts in the folder used last, and the Open recent list."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMenu, QWidget

from anonguard.plugins.tables import supported_extensions

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: FileDialogs)
RECENT = 8  # audits listed under File ▸ Open recent


def all_files_filter() -> str:
    """The dialogs' last filter, "All files (*)"."""
    return "{words} (*)".format(words=translate("FileDialogs", "All files"))


def table_filter() -> str:
    """Every extension an installed reader (built in or plugin) reads."""
    patterns = " ".join("*" + e for e in supported_extensions())
    return "{words} ({patterns});;{rest}".format(words=translate("FileDialogs", "Tables"), patterns=patterns,
                                                 rest=all_files_filter())


def audit_filter() -> str:
    return "{words} (*.json);;{rest}".format(words=translate("FileDialogs", "AnonGuard audits"), rest=all_files_filter())


def wheel_filter() -> str:
    return "{words} (*.whl);;{rest}".format(words=translate("FileDialogs", "Plugin wheels"), rest=all_files_filter())


def csv_filter() -> str:
    return "{words} (*.csv);;{rest}".format(words=translate("FileDialogs", "CSV files"), rest=all_files_filter())


def ask_path(parent: QWidget, store: QSettings, title: str, filters: str, save: bool = False, suffix: str = "json") -> str:
    """A file chosen by the user ("" if none), starting in the folder chosen from last."""
    dialog = QFileDialog(parent, title, store.value("last_dir", str(Path.home())), filters)
    if save:  # the suffix is added before the dialog's own overwrite question, not after it
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix(suffix)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    if not dialog.exec():
        return ""
    path = dialog.selectedFiles()[0]
    store.setValue("last_dir", str(Path(path).parent))
    return path


def ask_release(parent: QWidget, store: QSettings, folder: bool = False) -> str:
    """A release chosen by the user ("" if none): a table file, or (`folder`) a folder of published tables."""
    if not folder:
        return ask_path(parent, store, translate("MainWindow", "Add a release table"), table_filter())
    path = QFileDialog.getExistingDirectory(parent, translate("FileDialogs", "Add a folder of published tables (with "
                                                              "its tables.json or tables.toml)"),
                                            store.value("last_dir", str(Path.home())))
    if path:
        store.setValue("last_dir", str(Path(path).parent))
    return path


class RecentAudits:
    """File ▸ Open recent: the audits opened or saved last, newest first."""

    def __init__(self, menu: QMenu, store: QSettings, open_audit: Callable[[str], object]) -> None:
        self.menu, self.store, self.open_audit = menu, store, open_audit
        self.refresh()

    def paths(self) -> list[str]:
        return self.store.value("recent", [], type=list)

    def remember(self, path: Path) -> None:
        self.store.setValue("recent", ([str(path)] + [p for p in self.paths() if p != str(path)])[:RECENT])
        self.refresh()

    def refresh(self) -> None:
        self.menu.clear()
        for path in self.paths():
            self.menu.addAction(path, lambda p=path: self.open_audit(p))


def pick_sheet(parent: QWidget, path: str | Path, sheets: list[str]) -> str | None | bool:
    """Which of a workbook's `sheets` holds the table (None: there is only one; False: the user gave up)."""
    if len(sheets) < 2:
        return None
    question = translate("MainWindow", "{file} has {count} sheets. Which one holds the table?").format(
        file=Path(path).name, count=len(sheets))
    sheet, chosen = QInputDialog.getItem(parent, translate("MainWindow", "Choose a sheet"), question, sheets, 0, False)
    return sheet if chosen else False
