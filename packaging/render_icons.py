"""Render anonguard/resources/icons/anonguard.svg to the PNG sizes desktops ask for, and to a Windows .ico.

The SVG is the source; the PNGs and the .ico are committed so that building the bundle or
installing the desktop entry needs no SVG renderer. Run again after editing the SVG:

    .venv/bin/python packaging/render_icons.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "anonguard" / "resources" / "icons"
SIZES = (16, 32, 48, 64, 128, 256)


def render(svg: Path, size: int, out: Path) -> None:
    """One square PNG with a transparent background, anti-aliased by Qt's SVG renderer."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    if not image.save(str(out)):
        raise SystemExit(f"{out}: could not be written")


def write_ico(pngs: dict[int, Path], out: Path) -> None:
    """A multi-size .ico for the Windows executable, from the exact renders (Pillow comes with Matplotlib)."""
    from PIL import Image

    images = [Image.open(pngs[size]) for size in SIZES]
    images[-1].save(out, format="ICO", sizes=[(s, s) for s in SIZES], append_images=images[:-1])


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no display needed
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - QPainter needs one
    svg = ICONS / "anonguard.svg"
    pngs = {size: ICONS / f"anonguard-{size}.png" for size in SIZES}
    for size, png in pngs.items():
        render(svg, size, png)
    write_ico(pngs, ICONS / "anonguard.ico")
    print(f"wrote {', '.join(p.name for p in pngs.values())} and anonguard.ico in {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
