"""One session at the window, as a person would have it: add, find, edit, undo, go async, add 50,
flush, verify."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from tests.gui.finding import newest


def test_a_person_uses_the_window(qtbot, make_window):
    w = make_window()
    # add a memory with the keyboard
    qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: newest(w, "memoryEditor") is not None and newest(w, "memoryEditor").isVisible())
    qtbot.keyClicks(newest(w, "memoryEditor").text, "I am allergic to peanuts and I prefer Python examples")
    newest(w, "memoryEditor")._submit()
    qtbot.waitUntil(lambda: w.model.rowCount() == 1)
    qtbot.waitUntil(lambda: not newest(w, "memoryEditor").isVisible())
    w.activateWindow()  # the window manager's job when a dialog closes; offscreen has none
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    # find it
    qtbot.keyClick(w, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(w.search.hasFocus)
    qtbot.keyClicks(w.search, "peanuts")
    qtbot.waitUntil(lambda: w.count.text() == "1 hit")
    # edit it
    w.table.setCurrentIndex(w.model.index(0, 0))
    qtbot.waitUntil(lambda: w.detail.memory is not None)
    w.detail.text.setPlainText("I am allergic to peanuts")
    qtbot.keyClick(w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.detail.memory.text == "I am allergic to peanuts")
    # undo the edit
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.detail.memory.text == "I am allergic to peanuts and I prefer Python examples")
    # async on, 50 notes through the queue, flush
    w.search.clear()
    qtbot.keyClick(w, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: w.session.brain.hot_path("status")["enabled"])
    for i in range(50):
        w.new_memory()
        newest(w, "memoryEditor").text.setPlainText(f"async note number {i}")
        newest(w, "memoryEditor")._submit()
    qtbot.waitUntil(lambda: w.session.brain.stats()["events"]["succeeded"] + w.session.brain.hot_path("status")["depth"] >= 50,
                    timeout=20000)
    qtbot.waitUntil(lambda: not newest(w, "memoryEditor").isVisible())
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    qtbot.keyClick(w, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: not w.queue_status.flushing and w.session.brain.hot_path("status")["depth"] == 0,
                    timeout=30000)
    qtbot.waitUntil(lambda: w.model.rowCount() == 51)
    # verify
    qtbot.keyClick(w, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: w.integrity.report is not None)
    assert w.integrity.report.valid and w.integrity.report.checked == 51 + 2  # 51 adds, edit, undo
    assert "valid" in w.queue_status.integrity.text()
