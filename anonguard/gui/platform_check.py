"""Before Qt starts on Linux: name the system libraries its X11 (xcb) plugin cannot find.

Qt aborts with a hint that names only one of them (`libxcb-cursor0`), after a core dump, when a
minimal system lacks the X11 client libraries; the user then installs one library per attempt.
Here the plugin's dependencies are read with `ldd` first and every missing one is named at once,
with the command that installs them on Debian and Ubuntu.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

# the Debian/Ubuntu package holding each library Qt's xcb plugin loads that a minimal system may lack
PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0", "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1", "libxcb-shape.so.0": "libxcb-shape0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0", "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0", "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-randr.so.0": "libxcb-randr0", "libxcb-xkb.so.1": "libxcb-xkb1", "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1", "libdbus-1.so.3": "libdbus-1-3", "libGL.so.1": "libgl1",
}


def missing_xcb_libraries() -> list[str]:
    """The libraries Qt's xcb plugin (and what it links) cannot find; empty when all are there,
    when Qt will not use xcb (offscreen, Wayland, another system), or when ldd is unavailable."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM", "xcb").split(":")[0] != "xcb":
        return []
    import PySide6

    plugins = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms"
    ldd = shutil.which("ldd")
    candidates = [plugins / "libqxcb.so", *(plugins.parent.parent / "lib").glob("libQt6XcbQpa.so*")]
    if ldd is None or not candidates[0].exists():
        return []
    missing: list[str] = []
    for library in (c for c in candidates if c.exists()):
        try:
            listing = subprocess.run([ldd, str(library)], capture_output=True, text=True, timeout=30).stdout
        except (OSError, subprocess.SubprocessError):
            return []
        missing += [line.split("=>")[0].strip() for line in listing.splitlines() if "not found" in line]
    return list(dict.fromkeys(missing))


def explain(missing: list[str]) -> str:
    """One message naming every missing library and how to install them."""
    packages = sorted({PACKAGES.get(name, name) for name in missing})
    from PySide6.QtCore import QCoreApplication  # Qt's core library loads without the X11 ones

    # printed before the window, so before any catalogue is loaded: marked for translators all the same
    return QCoreApplication.translate(
        "PlatformCheck", "the window cannot open: Qt's X11 plugin needs {libraries}, which this system lacks. On "
        "Debian or Ubuntu: sudo apt install {packages} (other systems: the packages holding these libraries). The "
        "command line works without them: anonguard audit --help").format(libraries=", ".join(missing),
                                                                          packages=" ".join(packages))
