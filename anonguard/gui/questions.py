"""The questions the window asks before it could lose work, as small functions that return the
answer as a word (the window's tests answer them without a dialog)."""

from __future__ import annotations

import sys

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


def send_original(parent: QWidget, draft, headless: bool) -> bool:
    """Before a run sends the original table where the opened audit file says (a Dask cluster, a shared folder):
    True when nothing is to be confirmed or the person agrees; once agreed, the places are the person's own.
    Without a dialog (`headless`) nothing is sent: a file someone else wrote never sends the original unasked."""
    places = draft.places_to_confirm()
    if not places:
        return True
    named = {"execution.cluster": translate("Questions", "the Dask cluster at {value}"),
             "execution.shared_folder": translate("Questions", "the shared folder {value}")}
    where = "; ".join(named[setting].format(value=value) for setting, value in places.items())
    text = translate("Questions", "This audit file sends the original table to {where}. Send it there?").format(
        where=where)
    if headless:
        print("anonguard: " + text + " " + translate(
            "Questions", "Not sent: open the audit in the window and confirm, or run it with `anonguard audit "
            "--config FILE`, naming the place on the command line."), file=sys.stderr)
        return False
    box = QMessageBox(QMessageBox.Icon.Question, translate("Questions", "Send the original?"), text, parent=parent)
    box.setInformativeText(translate("Questions", "The audit file names this place, not you. Whoever runs that "
                                     "cluster or can read that folder gets the original's records."))
    send = box.addButton(translate("Questions", "Send it"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("Questions", "Do not run"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    if box.clickedButton() is not send:
        return False
    draft.from_file = {}
    return True
