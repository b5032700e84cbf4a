"""The window's menus and tool bar: every command with its shortcut and a status tip saying what it
does. Kept apart from the window so that the window's module holds behaviour, not wiring."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QWidget

import anonguard
from anonguard.gui.page_tabs import PageTabs
from anonguard.plugins.manager import Catalog

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: Menus)


class Commands(Protocol):
    """What the menus call: the window's commands, and nothing else of it."""

    def new_audit(self) -> None: ...
    def choose_audit(self) -> None: ...
    def save_audit(self, ask: bool = False) -> bool: ...
    def choose_original(self) -> None: ...
    def choose_release(self, folder: bool = False) -> None: ...
    def open_demo(self) -> bool: ...
    def install_plugin(self) -> bool: ...
    def undo(self) -> bool: ...
    def redo(self) -> bool: ...
    def run(self) -> bool: ...
    def cancel(self) -> None: ...
    def show_history(self) -> object: ...
    def export_report(self) -> object: ...
    def show_manual(self) -> object: ...


@dataclass
class Menus:
    """The actions the window enables and disables as the audit changes."""

    editing: list[QAction]  # everything that would change the audit: off while it runs
    recent: QMenu
    run: QAction
    cancel: QAction
    export: QAction


def build_menus(window: QMainWindow, commands: Commands, tabs: PageTabs, catalog: Catalog) -> Menus:
    """File, Edit, View, Audit, Export and Help on `window`, and the Audit tool bar; `tabs` are the pages the
    View menu shows, `catalog` what Help ▸ About lists."""
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
    editing = [
        action(files, translate("Menus", "&New audit"), commands.new_audit, QKeySequence.StandardKey.New, translate("Menus", "Start an empty audit with the last settings")),
        action(files, translate("Menus", "&Open audit…"), commands.choose_audit, QKeySequence.StandardKey.Open),
    ]
    recent = files.addMenu(translate("Menus", "Open &recent"))
    editing += [
        recent.menuAction(),
        action(files, translate("Menus", "&Save audit"), commands.save_audit, QKeySequence.StandardKey.Save),
        action(files, translate("Menus", "Save audit &as…"), lambda: commands.save_audit(ask=True), QKeySequence.StandardKey.SaveAs),
    ]
    files.addSeparator()
    editing += [
        action(files, translate("Menus", "Open &original…"), commands.choose_original, "Ctrl+Shift+O"),
        action(files, translate("Menus", "Add &release…"), lambda: commands.choose_release(False), "Ctrl+Shift+R"),
        action(files, translate("Menus", "Add published &tables…"), lambda: commands.choose_release(True), None,
               translate("Menus", "Add a folder of published count tables (with its tables.json or tables.toml)")),
        action(files, translate("Menus", "Open the &demo audit"), commands.open_demo),
    ]
    files.addSeparator()
    editing.append(action(files, translate("Menus", "Install &plugin…"), commands.install_plugin, None,
                          translate("Menus", "Install a third-party plugin from its wheel (.whl), without a network")))
    files.addSeparator()
    action(files, translate("Menus", "&Quit"), window.close, QKeySequence.StandardKey.Quit)
    edit = window.menuBar().addMenu(translate("Menus", "&Edit"))
    editing += [
        action(edit, translate("Menus", "&Undo"), commands.undo, QKeySequence.StandardKey.Undo,
               translate("Menus", "Undo the last change to roles, kinds, attacks, settings or treatments")),
        action(edit, translate("Menus", "&Redo"), commands.redo, QKeySequence.StandardKey.Redo,
               translate("Menus", "Redo what was undone")),
    ]
    view = window.menuBar().addMenu(translate("Menus", "&View"))
    for number in range(tabs.count()):  # every page one key away; Ctrl+Tab steps through them too
        page = tabs.page(number)
        action(view, tabs.tabText(number).split("(")[0].strip(),
               lambda _=False, page=page: tabs.show_page(page), f"Ctrl+{(number + 1) % 10}")  # the tenth: Ctrl+0
    audit = window.menuBar().addMenu(translate("Menus", "&Audit"))
    run = action(audit, translate("Menus", "&Run"), commands.run, "F5", translate("Menus", "Run every chosen attack in the background"))
    cancel = action(audit, translate("Menus", "&Cancel"), commands.cancel, "Esc", translate("Menus", "Stop after the current batch; keep finished results"))
    cancel.setEnabled(False)
    action(audit, translate("Menus", "Run &history…"), commands.show_history, "Ctrl+H", translate("Menus", "The last runs of this audit: show one again, or compare two side by side"))
    report = window.menuBar().addMenu(translate("Menus", "&Export"))
    export = action(report, translate("Menus", "&Export report…"), commands.export_report, "Ctrl+E",
                    translate("Menus", "Write the risk report of the last run, or of results saved with one: HTML, PDF, JSON, CSV"))
    export.setEnabled(False)
    help_menu = window.menuBar().addMenu(translate("Menus", "&Help"))
    action(help_menu, translate("Menus", "&Manual"), commands.show_manual, "F1", translate("Menus", "The manual's page for the page in use; searchable, offline"))
    action(help_menu, translate("Menus", "&About AnonGuard"), lambda: about(window, catalog))
    toolbar = window.addToolBar(translate("Menus", "Audit"))
    toolbar.setObjectName("audit-toolbar")
    toolbar.addAction(run)
    toolbar.addAction(cancel)
    toolbar.addSeparator()
    toolbar.addAction(export)
    return Menus(editing, recent, run, cancel, export)


def about(parent: QWidget, catalog: Catalog) -> None:
    """Help ▸ About: the version and the plugins loaded."""
    plugins = "".join(f"<li>{p.name} {p.version}</li>" for p in catalog.plugins)
    QMessageBox.about(parent, translate("MainWindow", "About AnonGuard"),
                      translate("MainWindow", "<h3>AnonGuard {version}</h3><p>Audits anonymized releases against a "
                                "non-member baseline.</p><p>Plugins:</p><ul>{plugins}</ul>")
                      .format(version=anonguard.__version__, plugins=plugins))
