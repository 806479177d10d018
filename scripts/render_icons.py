"""Render resources/icons/mnemosyne.svg to the PNG sizes desktops ask for (run after editing it)."""

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

if __name__ == "__main__":
    app = QGuiApplication(sys.argv[:1])
    folder = Path(__file__).resolve().parents[1] / "resources" / "icons"
    renderer = QSvgRenderer(str(folder / "mnemosyne.svg"))
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        image.save(str(folder / f"mnemosyne-{size}.png"))
    print(f"rendered {len(SIZES)} sizes into {folder}")
