"""Where the window was: its geometry, the panels' dock (shown or collapsed, its height) and the
table/detail split, kept per person (in the config dir, not the data dir) and restored on start."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from mnemosyne_app import paths


def keep_qt_settings_in_config_dir() -> None:
    """Qt's own settings (the file dialog's recent folders and history, in ``QtProject.conf``)
    go to our config dir, not ``~/.config``: a person who points MNEMOSYNE_CONFIG elsewhere (or
    runs from a portable folder) leaves no trail of the folders they opened. (macOS keeps Qt's
    settings in its preferences system, where Qt ignores the path.)"""
    folder = str(paths.config_dir())
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.NativeFormat, scope, folder)
        QSettings.setPath(QSettings.Format.IniFormat, scope, folder)


def _store() -> QSettings:
    return QSettings(str(paths.config_dir() / "window.ini"), QSettings.Format.IniFormat)


def restore(window) -> bool:
    """Put ``window`` back as it was left; False on a first start (nothing saved yet)."""
    store = _store()
    geometry, state, split = (store.value(k) for k in ("geometry", "state", "split"))
    if geometry is None:
        return False
    window.restoreGeometry(geometry)
    if state is not None:
        window.restoreState(state)
    if split is not None:
        window.split.restoreState(split)
    return True


def save(window) -> None:
    store = _store()
    store.setValue("geometry", window.saveGeometry())
    store.setValue("state", window.saveState())
    store.setValue("split", window.split.saveState())
    store.sync()
    if getattr(window, "columns", None) is not None:
        window.columns.save()  # the table's column widths
