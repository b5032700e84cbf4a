"""The questions the window asks before it could lose work, as small functions that return the
answer as a word (the window's tests answer them without a dialog)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from anonguard.gui.recovery import Interrupted


def keep_results(parent: QWidget, doing: str) -> str:
    """Before `doing` replaces unsaved results: "save", "discard" or "cancel"."""
    box = QMessageBox(QMessageBox.Icon.Warning, "Unsaved results",
                      f"The results of the last run are not saved. Save them before {doing}?", parent=parent)
    box.setInformativeText("Discarded results cannot be brought back; saving keeps them in the audit file.")
    box.setStandardButtons(QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                           | QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    answer = box.exec()
    return {QMessageBox.StandardButton.Save: "save", QMessageBox.StandardButton.Discard: "discard"}.get(
        QMessageBox.StandardButton(answer), "cancel")


def recover_interrupted(parent: QWidget, found: Interrupted, older: int) -> str:
    """After a crash: "recover", "discard" or "later" for the finished results of the run it interrupted."""
    box = QMessageBox(QMessageBox.Icon.Question, "Recover an interrupted audit",
                      f"AnonGuard stopped while an audit was running. {found.describe()} can be recovered"
                      + (f" ({older} older interrupted run(s) are kept for later)." if older else "."), parent=parent)
    recover = box.addButton("Recover the results", QMessageBox.ButtonRole.AcceptRole)
    discard = box.addButton("Discard them", QMessageBox.ButtonRole.DestructiveRole)
    box.addButton("Later", QMessageBox.ButtonRole.RejectRole)
    box.exec()
    return {recover: "recover", discard: "discard"}.get(box.clickedButton(), "later")
