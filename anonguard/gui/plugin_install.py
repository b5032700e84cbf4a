"""Plugins ▸ Install a plugin: a wheel unpacked into the per-user plugin folder, and what it adds shown
at once (its attacks on the Attacks page, its readers for the next file opened)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from anonguard.errors import AuditError
from anonguard.gui.file_dialogs import wheel_filter
from anonguard.plugins.install import install_wheel
from anonguard.plugins.manager import Catalog, load_catalog
from anonguard.plugins.tables import forget_readers

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: MainWindow)


def install_plugin(ask: Callable[[str, str], str], warn: Callable[[str, str], None], catalog: Catalog) -> str | None:
    """Ask for a wheel (`ask(title, filters)`: its path, "" if none), install it and refill `catalog` in place
    (the pages hold it); what to tell the user, or None if nothing was installed (`warn(title, text)` said why)."""
    path = ask(translate("MainWindow", "Install a plugin"), wheel_filter())
    if not path:
        return None
    try:
        installed = install_wheel(path)
    except (AuditError, OSError) as exc:
        warn(translate("MainWindow", "Cannot install this plugin"), str(exc))
        return None
    before = set(catalog.entries)
    fresh = load_catalog()
    catalog.entries, catalog.problems, catalog.plugins = fresh.entries, fresh.problems, fresh.plugins
    forget_readers()
    added = sorted(entry_id for _kind, entry_id in set(catalog.entries) - before)
    what = ", ".join(added) if added else translate("MainWindow",
                                                    "nothing new (a replaced version is used after a restart)")
    return translate("MainWindow", "Installed {plugin} {version}: {added}").format(
        plugin=installed.name, version=installed.version, added=what)
