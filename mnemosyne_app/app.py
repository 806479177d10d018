"""Start the desktop window (imported only when no CLI command is given)."""

from __future__ import annotations

import sys


def run_app(args) -> int:
    from PySide6.QtWidgets import QApplication

    from mnemosyne_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Mnemosyne")
    app.setOrganizationName("Mnemosyne")
    window = MainWindow(data_dir=args.data_dir, scope=args.scope)
    if args.screenshot:
        return window.save_screenshot(args.screenshot)
    window.show()
    return app.exec()
