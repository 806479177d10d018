"""Logging: one named logger per area (mnemosyne.store, .queue, .model, .gui, .api, …), a
rotating file in the user log dir, Qt's own messages routed in, and a crash handler that keeps
the log and tells the person where it is."""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import os
import stat
import sys
import traceback
from pathlib import Path

import platformdirs

from mnemosyne_app import paths
from mnemosyne_app.paths import APP_NAME

FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
# ``logger.error(..., extra=FILE_ONLY)``: for the file, not the terminal (a traceback the person
# was already told about in one line).
FILE_ONLY = {"file_only": True}


class PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """Log files quote what people stored (errors name texts and paths): owner-only, 0600,
    including each new file a rotation starts."""

    def _open(self):
        # Never through a symbolic link: one planted at the log's name made the app append what
        # people stored to, and chmod, whatever file it pointed at.
        flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0)
        try:
            fd = os.open(self.baseFilename, flags, paths.PRIVATE_FILE_MODE)
        except OSError as exc:
            if os.path.islink(self.baseFilename):
                raise LogFileRefused(f"not logging to {self.baseFilename}: it is a symbolic link "
                                     "(remove it and the log starts there again)") from exc
            raise
        if hasattr(os, "fchmod"):
            with contextlib.suppress(OSError):  # a file an older version created 0644 (tightened, never loosened)
                st = os.fstat(fd)
                if st.st_mode & 0o077 and st.st_uid == os.getuid():
                    os.fchmod(fd, stat.S_IMODE(st.st_mode) & paths.PRIVATE_FILE_MODE)
        return open(fd, self.mode, encoding=self.encoding, errors=self.errors)


class LogFileRefused(OSError):
    """The log file's name is taken by something we must not write through."""


def log_dir() -> Path:
    env = os.environ.get("MNEMOSYNE_LOG_DIR")
    return Path(env) if env else Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def log_file() -> Path:
    return log_dir() / "mnemosyne.log"


def setup(level: int = logging.INFO) -> Path:
    """Log to a rotating file (2 MB × 5) and stderr warnings; returns the file's path."""
    path = log_file()
    paths.private_dir(path.parent, mark=path.name)
    root = logging.getLogger("mnemosyne")
    if not any(isinstance(h, logging.handlers.RotatingFileHandler) for h in root.handlers):
        try:
            handler = PrivateRotatingFileHandler(path, maxBytes=2 << 20, backupCount=5, encoding="utf-8")
        except LogFileRefused as exc:
            print(f"mnemosyne: {exc}", file=sys.stderr)
        else:
            handler.setFormatter(logging.Formatter(FORMAT))
            root.addHandler(handler)
        console = logging.StreamHandler(sys.stderr)
        console.setLevel(logging.WARNING)
        console.addFilter(lambda record: not getattr(record, "file_only", False))
        console.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        root.addHandler(console)
    root.setLevel(level)
    return path


def install_crash_handler(show=None) -> None:
    """Uncaught exceptions go to the log; ``show(message)`` tells the person where it is."""
    def handle(exc_type, exc, tb):
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        logging.getLogger("mnemosyne.crash").critical(
            "uncaught exception\n%s", "".join(traceback.format_exception(exc_type, exc, tb)))
        message = (f"Mnemosyne hit an unexpected error: {exc}\n\nNothing you stored is lost (every write is "
                   f"committed or journaled). The details are in {log_file()}")
        if show is not None:
            try:
                show(message)
                return
            except Exception:
                pass
        print(message, file=sys.stderr)

    sys.excepthook = handle


def route_qt_messages() -> None:
    """Qt's warnings and errors into the mnemosyne.qt logger."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    qt_log = logging.getLogger("mnemosyne.qt")
    levels = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
              QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
              QtMsgType.QtFatalMsg: logging.CRITICAL}

    def handler(mode, context, message):
        qt_log.log(levels.get(mode, logging.WARNING), "%s", message)

    qInstallMessageHandler(handler)
