"""Desktop integration files are well-formed and the install step puts them in place."""

import configparser
import os
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"


def test_desktop_entry_and_metainfo():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(LINUX / "io.github.mnemosyne.Mnemosyne.desktop")
    d = entry["Desktop Entry"]
    assert (d["Type"], d["Name"], d["Icon"]) == ("Application", "Mnemosyne", "io.github.mnemosyne.Mnemosyne")
    meta = ET.parse(LINUX / "io.github.mnemosyne.Mnemosyne.metainfo.xml").getroot()
    assert meta.findtext("id") == "io.github.mnemosyne.Mnemosyne"
    assert meta.find("launchable").text == "io.github.mnemosyne.Mnemosyne.desktop"


def test_icons_exist_in_every_size(qapp):
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        image = QImage(str(ROOT / "resources" / "icons" / f"mnemosyne-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
    assert (ROOT / "resources" / "icons" / "mnemosyne.svg").read_text().startswith("<svg")


def test_install_step_puts_files_in_the_user_share(tmp_path):
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path))
    r = subprocess.run(["bash", str(LINUX / "install-desktop.sh")], capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stderr
    desktop = (tmp_path / "applications" / "io.github.mnemosyne.Mnemosyne.desktop").read_text()
    assert "Exec=" in desktop and "mnemosyne" in desktop
    assert (tmp_path / "icons" / "hicolor" / "256x256" / "apps" / "io.github.mnemosyne.Mnemosyne.png").exists()
    assert (tmp_path / "metainfo" / "io.github.mnemosyne.Mnemosyne.metainfo.xml").exists()
