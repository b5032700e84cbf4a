"""The questions the window asks before it could lose work, as small functions that return the
answer as a word (the window's tests answer them without a dialog)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from anonguard.gui.recovery import Interrupted

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: Questions)


def keep_results(parent: QWidget, doing: str) -> str:
    """Before `doing` replaces unsaved results: "save", "discard" or "cancel"."""
    box = QMessageBox(QMessageBox.Icon.Warning, translate("Questions", "Unsaved results"),
                      translate("Questions", "The results of the last run are not saved. Save them before {doing}?")
                      .format(doing=doing), parent=parent)
    box.setInformativeText(translate("Questions", "Discarded results cannot be brought back; saving keeps them in "
                                     "the audit file."))
    box.setStandardButtons(QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                           | QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    answer = box.exec()
    return {QMessageBox.StandardButton.Save: "save", QMessageBox.StandardButton.Discard: "discard"}.get(
        QMessageBox.StandardButton(answer), "cancel")


def recover_interrupted(parent: QWidget, found: Interrupted, older: int) -> str:
    """After a crash: "recover", "discard" or "later" for the finished results of the run it interrupted."""
    if older:
        text = translate("Questions", "AnonGuard stopped while an audit was running. {found} can be recovered "
                         "({older} older interrupted run(s) are kept for later).")
    else:
        text = translate("Questions", "AnonGuard stopped while an audit was running. {found} can be recovered.")
    box = QMessageBox(QMessageBox.Icon.Question, translate("Questions", "Recover an interrupted audit"),
                      text.format(found=found.describe(), older=older), parent=parent)
    recover = box.addButton(translate("Questions", "Recover the results"), QMessageBox.ButtonRole.AcceptRole)
    discard = box.addButton(translate("Questions", "Discard them"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(translate("Questions", "Later"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    return {recover: "recover", discard: "discard"}.get(box.clickedButton(), "later")
