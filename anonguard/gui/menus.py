"""The window's menus and tool bar: every command with its shortcut and a status tip saying what it
does. Kept apart from the window so that the window's module holds behaviour, not wiring."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: Menus)

if TYPE_CHECKING:
    from anonguard.gui.window import MainWindow


def build_menus(window: "MainWindow") -> None:
    """File, Edit, View, Audit, Export and Help, and the Audit tool bar; sets the actions the window enables."""
    def action(menu, text, slot, shortcut=None, tip=None):
        item = QAction(text, window)
        item.triggered.connect(slot)
        if shortcut:
            item.setShortcut(QKeySequence(shortcut))
        if tip:
            item.setStatusTip(tip)
        menu.addAction(item)
        return item

    files = window.menuBar().addMenu(translate("Menus", "&File"))
    window.editing_actions = [
        action(files, translate("Menus", "&New audit"), window.new_audit, QKeySequence.StandardKey.New, translate("Menus", "Start an empty audit with the last settings")),
        action(files, translate("Menus", "&Open audit…"), window.choose_audit, QKeySequence.StandardKey.Open),
    ]
    window.recent_menu = files.addMenu(translate("Menus", "Open &recent"))
    window.editing_actions += [
        window.recent_menu.menuAction(),
        action(files, translate("Menus", "&Save audit"), window.save_audit, QKeySequence.StandardKey.Save),
        action(files, translate("Menus", "Save audit &as…"), lambda: window.save_audit(ask=True), QKeySequence.StandardKey.SaveAs),
    ]
    files.addSeparator()
    window.editing_actions += [
        action(files, translate("Menus", "Open &original…"), window.choose_original, "Ctrl+Shift+O"),
        action(files, translate("Menus", "Add &release…"), window.choose_release, "Ctrl+Shift+R"),
        action(files, translate("Menus", "Open the &demo audit"), window.open_demo),
    ]
    files.addSeparator()
    window.editing_actions.append(action(files, translate("Menus", "Install &plugin…"), window.install_plugin, None,
                                       translate("Menus", "Install a third-party plugin from its wheel (.whl), without a network")))
    files.addSeparator()
    action(files, translate("Menus", "&Quit"), window.close, QKeySequence.StandardKey.Quit)
    edit = window.menuBar().addMenu(translate("Menus", "&Edit"))
    window.editing_actions += [
        action(edit, translate("Menus", "&Undo"), window.undo, QKeySequence.StandardKey.Undo,
               translate("Menus", "Undo the last change to roles, kinds, attacks or settings")),
        action(edit, translate("Menus", "&Redo"), window.redo, QKeySequence.StandardKey.Redo,
               translate("Menus", "Redo what was undone")),
    ]
    view = window.menuBar().addMenu(translate("Menus", "&View"))
    for number in range(window.tabs.count()):  # every page one key away; Ctrl+Tab steps through them too
        page = window.tabs.page(number)
        action(view, window.tabs.tabText(number).split("(")[0].strip(),
               lambda _=False, page=page: window.tabs.show_page(page), f"Ctrl+{number + 1}")
    audit = window.menuBar().addMenu(translate("Menus", "&Audit"))
    window.run_action = action(audit, translate("Menus", "&Run"), window.run, "F5", translate("Menus", "Run every chosen attack in the background"))
    window.cancel_action = action(audit, translate("Menus", "&Cancel"), window.cancel, "Esc", translate("Menus", "Stop after the current batch; keep finished results"))
    window.cancel_action.setEnabled(False)
    action(audit, translate("Menus", "Run &history…"), window.show_history, "Ctrl+H", translate("Menus", "The last runs of this audit: show one again, or compare two side by side"))
    report = window.menuBar().addMenu(translate("Menus", "&Export"))
    window.export_action = action(report, translate("Menus", "&Export report…"), window.export_report, "Ctrl+E",
                                translate("Menus", "Write the risk report of the last run, or of results saved with one: HTML, PDF, JSON, CSV"))
    window.export_action.setEnabled(False)
    help_menu = window.menuBar().addMenu(translate("Menus", "&Help"))
    action(help_menu, translate("Menus", "&Manual"), window.show_manual, "F1", translate("Menus", "The manual's page for the page in use; searchable, offline"))
    action(help_menu, translate("Menus", "&About AnonGuard"), window.about)
    toolbar = window.addToolBar(translate("Menus", "Audit"))
    toolbar.setObjectName("audit-toolbar")
    toolbar.addAction(window.run_action)
    toolbar.addAction(window.cancel_action)
    toolbar.addSeparator()
    toolbar.addAction(window.export_action)
