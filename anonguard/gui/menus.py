"""The window's menus and tool bar: every command with its shortcut and a status tip saying what it
does. Kept apart from the window so that the window's module holds behaviour, not wiring."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from anonguard.gui.window import MainWindow


def build_menus(window: "MainWindow") -> None:
    """File, Audit, Export and Help, and the Audit tool bar; sets the actions the window enables."""
    def action(menu, text, slot, shortcut=None, tip=None):
        item = QAction(text, window)
        item.triggered.connect(slot)
        if shortcut:
            item.setShortcut(QKeySequence(shortcut))
        if tip:
            item.setStatusTip(tip)
        menu.addAction(item)
        return item

    files = window.menuBar().addMenu("&File")
    window.editing_actions = [
        action(files, "&New audit", window.new_audit, QKeySequence.StandardKey.New, "Start an empty audit with the last settings"),
        action(files, "&Open audit…", window.choose_audit, QKeySequence.StandardKey.Open),
    ]
    window.recent_menu = files.addMenu("Open &recent")
    window.editing_actions += [
        window.recent_menu.menuAction(),
        action(files, "&Save audit", window.save_audit, QKeySequence.StandardKey.Save),
        action(files, "Save audit &as…", lambda: window.save_audit(ask=True), QKeySequence.StandardKey.SaveAs),
    ]
    files.addSeparator()
    window.editing_actions += [
        action(files, "Open &original…", window.choose_original, "Ctrl+Shift+O"),
        action(files, "Add &release…", window.choose_release, "Ctrl+Shift+R"),
        action(files, "Open the &demo audit", window.open_demo),
    ]
    files.addSeparator()
    window.editing_actions.append(action(files, "Install &plugin…", window.install_plugin, None,
                                       "Install a third-party plugin from its wheel (.whl), without a network"))
    files.addSeparator()
    action(files, "&Quit", window.close, QKeySequence.StandardKey.Quit)
    audit = window.menuBar().addMenu("&Audit")
    window.run_action = action(audit, "&Run", window.run, "F5", "Run every chosen attack in the background")
    window.cancel_action = action(audit, "&Cancel", window.cancel, "Esc", "Stop after the current batch; keep finished results")
    window.cancel_action.setEnabled(False)
    action(audit, "Run &history…", window.show_history, "Ctrl+H", "The last runs of this audit: show one again, "
           "or compare two side by side")
    report = window.menuBar().addMenu("&Export")
    window.export_action = action(report, "&Export report…", window.export_report, "Ctrl+E",
                                "Write the risk report of the last run, or of results saved with one: HTML, PDF, "
                                "JSON, CSV")
    window.export_action.setEnabled(False)
    help_menu = window.menuBar().addMenu("&Help")
    action(help_menu, "&Manual", window.show_manual, "F1", "The manual's page for the page in use; searchable, offline")
    action(help_menu, "&About AnonGuard", window.about)
    toolbar = window.addToolBar("Audit")
    toolbar.setObjectName("audit-toolbar")
    toolbar.addAction(window.run_action)
    toolbar.addAction(window.cancel_action)
    toolbar.addSeparator()
    toolbar.addAction(window.export_action)
