"""The foundation window: opens a scope off the GUI thread, shows rows, adds a note."""

import subprocess
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from mnemosyne_app import MemoryBrain
from mnemosyne_app.gui.main_window import MainWindow


def test_window_lists_memories_and_adds_a_note(qtbot, data_home):
    with MemoryBrain(scope="default") as b:
        b.retain("I water the tomatoes every morning", extract=False)
    w = MainWindow()
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: w.table.rowCount() == 1, timeout=5000)
    assert w.table.item(0, 0).text() == "I water the tomatoes every morning"
    assert "1 memories" in w.status.text()

    w.note.setPlainText("My bike is a green Brompton")
    qtbot.mouseClick(w.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.table.rowCount() == 2, timeout=5000)
    assert w.note.toPlainText() == ""

    w.search.setText("Brompton")
    w.refresh()
    qtbot.waitUntil(lambda: w.table.rowCount() == 1, timeout=5000)
    assert "Brompton" in w.table.item(0, 0).text()
    w.close()
    with MemoryBrain(scope="default") as b:
        assert b.stats()["memories"] == 2 and b.verify_integrity().valid


def test_screenshot_flag_writes_a_png(tmp_path):
    out = tmp_path / "shot.png"
    with MemoryBrain(tmp_path / "data") as b:
        b.retain("screenshot memory", extract=False)
    r = subprocess.run([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(tmp_path / "data"),
                        "--screenshot", str(out)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    img = QImage(str(out))
    assert img.width() >= 600 and img.height() >= 400
