"""Plugins ▸ Install a plugin: a wheel unpacked into the per-user plugin folder, and what it adds shown
at once (its attacks on the Attacks page, its readers for the next file opened)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from anonguard.errors import AuditError
from anonguard.gui.file_dialogs import wheel_filter
from anonguard.plugins.install import install_wheel
from anonguard.plugins.manager import load_catalog
from anonguard.plugins.tables import forget_readers

if TYPE_CHECKING:
    from anonguard.gui.window import MainWindow

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: MainWindow)


def install_plugin(window: "MainWindow") -> bool:
    """Ask for a wheel, install it and refill the window's catalog in place (the pages hold it)."""
    path = window._ask(translate("MainWindow", "Install a plugin"), wheel_filter())
    if not path:
        return False
    try:
        installed = install_wheel(path)
    except (AuditError, OSError) as exc:
        window._warn(translate("MainWindow", "Cannot install this plugin"), str(exc))
        return False
    catalog, before = window.catalog, set(window.catalog.entries)
    fresh = load_catalog()
    catalog.entries, catalog.problems, catalog.plugins = fresh.entries, fresh.problems, fresh.plugins
    forget_readers()
    window.refresh()
    added = sorted(entry_id for _kind, entry_id in set(catalog.entries) - before)
    what = ", ".join(added) if added else translate("MainWindow",
                                                    "nothing new (a replaced version is used after a restart)")
    window.status.setText(translate("MainWindow", "Installed {plugin} {version}: {added}").format(
        plugin=installed.name, version=installed.version, added=what))
    return True
