"""Qt's file-dialog history goes to the config dir (issue 31, point 7): it went to
~/.config/QtProject.conf whatever MNEMOSYNE_CONFIG said."""

import sys

import pytest
from PySide6.QtCore import QSettings

from mnemosyne_app.gui import window_state


@pytest.mark.skipif(sys.platform == "darwin", reason="macOS keeps Qt's settings in its preferences system")
def test_qt_project_settings_are_written_under_the_config_dir(qapp, tmp_path, monkeypatch):
    config = tmp_path / "config"
    monkeypatch.setenv("MNEMOSYNE_CONFIG", str(config))
    before = QSettings(QSettings.Scope.UserScope, "QtProject").fileName()
    assert not before.startswith(str(config))  # the attack: Qt's default place
    window_state.keep_qt_settings_in_config_dir()
    qt = QSettings(QSettings.Scope.UserScope, "QtProject")
    assert qt.fileName().startswith(str(config))
    qt.setValue("FileDialog/history", ["/somewhere/private"])
    qt.sync()
    assert (config / "QtProject.conf").exists()
