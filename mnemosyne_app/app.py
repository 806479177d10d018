"""Start the desktop window: one instance per data dir, the asyncio loop inside Qt's."""

from __future__ import annotations

import logging
import sys

from mnemosyne_app import paths

log = logging.getLogger("mnemosyne.gui")


def _server_name(data_dir) -> str:
    import hashlib

    return "mnemosyne-" + hashlib.sha256(str(paths.data_dir(data_dir)).encode()).hexdigest()[:16]


class SingleInstance:
    """QLockFile in the data dir says whether another window owns it; QLocalServer lets a second
    start ask that window to come to the front instead of opening the same store twice."""

    def __init__(self, data_dir) -> None:
        from PySide6.QtCore import QLockFile
        from PySide6.QtNetwork import QLocalServer, QLocalSocket

        root = paths.data_dir(data_dir)
        root.mkdir(parents=True, exist_ok=True)
        self.name = _server_name(data_dir)
        self.lock = QLockFile(str(root / "window.lock"))
        self.lock.setStaleLockTime(0)
        self.primary = self.lock.tryLock(100)
        self.server = None
        if self.primary:
            QLocalServer.removeServer(self.name)
            self.server = QLocalServer()
            self.server.listen(self.name)
        else:
            sock = QLocalSocket()
            sock.connectToServer(self.name)
            if sock.waitForConnected(1000):
                sock.write(b"raise\n")
                sock.waitForBytesWritten(1000)
                sock.disconnectFromServer()

    def on_activate(self, fn) -> None:
        if self.server is not None:
            self.server.newConnection.connect(lambda: (self.server.nextPendingConnection(), fn()))

    def release(self) -> None:
        if self.primary:
            self.lock.unlock()


def _show_crash(message: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Critical, "Mnemosyne", message)
    box.open()  # never exec() inside the asyncio loop
    _show_crash.box = box  # keep it alive while shown


def run_app(args) -> int:
    from PySide6.QtWidgets import QApplication

    from mnemosyne_app import qt_async
    from mnemosyne_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Mnemosyne")
    app.setOrganizationName("Mnemosyne")
    app.setStyle("Fusion")  # Fusion follows the system's light/dark colour scheme on every OS
    from mnemosyne_app.gui import window_state

    window_state.keep_qt_settings_in_config_dir()
    from mnemosyne_app import log

    log.route_qt_messages()
    log.install_crash_handler(show=_show_crash)
    qt_async.install(app)
    from mnemosyne_app.gui.panels.settings_panel import load_settings, settings_store

    settings = load_settings(settings_store(args.data_dir))
    if args.model != "auto":  # --model wins over the saved setting for this run
        settings["model"] = args.model
    if args.screenshot:
        window = MainWindow(data_dir=args.data_dir, scope=args.scope, settings=settings)
        code = window.save_screenshot(args.screenshot)
        window.closing = True
        qt_async.loop().run_until_complete(window.session.close())
        return code
    instance = SingleInstance(args.data_dir)
    if not instance.primary:
        print("Mnemosyne is already open for this data directory; brought it to the front.")
        return 0
    from mnemosyne_app.core.brain import MemoryBrain
    from mnemosyne_app.gui.unlock import unlock_at_start

    passphrase = unlock_at_start(paths.data_dir(args.data_dir))  # asked before any scope opens
    if passphrase is False:
        instance.release()
        print("Mnemosyne was not unlocked; nothing was opened.")
        return 1
    first_start = not MemoryBrain.scopes(args.data_dir)  # nothing stored yet: say hello
    window = MainWindow(data_dir=args.data_dir, scope=args.scope, settings=settings, welcome=first_start)
    window.session.passphrase = passphrase  # before the loop runs the first open_scope
    instance.on_activate(lambda: (window.showNormal(), window.raise_(), window.activateWindow()))
    window.show()
    try:
        return qt_async.run(app)
    finally:
        if window.deferred_on_quit:
            print(f"{window.deferred_on_quit} queued writes were deferred; they resume on the next start.")
        instance.release()
