"""The window fits small screens, remembers how it was left, starts in the search box, and
names its widgets for screen readers and tests."""

import time
from types import SimpleNamespace

from PySide6.QtWidgets import QApplication, QWidget

from mnemosyne_app import MemoryBrain, qt_async
from tests.gui.waiting import pump, wait_until

NAMED = ["memoryTable", "searchBox", "memoryText", "kindEdit", "tagsEdit", "saveButton", "eventsTable",
         "retryButton", "flushButton", "queueStatus", "panels", "integrityStatus", "scopeBox", "jobStatus"]


def seed_with_facts():
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.retain("a note with a long story " * 20, extract=False)


def test_minimum_size_fits_a_small_laptop_and_1024x640_is_usable(qtbot, make_window):
    seed_with_facts()
    w = make_window()
    minimum = w.minimumSize().expandedTo(w.minimumSizeHint())
    assert minimum.width() <= 800 and minimum.height() <= 600, f"minimum {minimum.width()}x{minimum.height()}"
    w.resize(1024, 640)
    pump(0.2)
    assert (w.width(), w.height()) == (1024, 640)
    assert w.detail.text.height() >= 100, f"the editor is {w.detail.text.height()} px tall"
    assert w.table.height() >= 150 and w.detail.save.isVisible()


def test_first_focus_is_in_the_search_box(qtbot, make_window):
    w = make_window()
    wait_until(lambda: QApplication.focusWidget() is w.search)
    qtbot.keyClicks(QApplication.focusWidget(), "notes")
    assert w.search.text() == "notes" and w.scope_box.currentText() == "default"


def test_panels_collapse_and_the_window_comes_back_as_it_was_left(qtbot, make_window):
    w = make_window()
    assert w.dock.isVisible()
    w.actions_by_name["panels"].trigger()  # the toolbar's Panels button
    assert not w.dock.isVisible()
    w.resize(790, 590)  # within the offscreen screen (800x600): a restored geometry is kept on screen
    w.split.setSizes([300, 460])
    pump(0.1)
    assert (w.width(), w.height()) == (790, 590)
    sizes = w.split.sizes()
    w.close()
    wait_until(lambda: w.session.brain is None, what="the window to close")
    again = make_window()
    pump(0.1)
    assert not again.dock.isVisible() and not again.actions_by_name["panels"].isChecked()
    assert (again.width(), again.height()) == (790, 590)
    assert abs(again.split.sizes()[0] - sizes[0]) <= 2
    again.actions_by_name["panels"].trigger()
    assert again.dock.isVisible()


def test_the_panels_open_at_a_usable_height_and_keep_the_height_a_person_gave_them(qtbot, make_window):
    """The dock opened 130 px high on a first start, whatever the screen (the Events table showed
    one row); it opens as high as the editor's five lines leave in the default window and at a third of the window on a bigger screen, and the height a person
    drags it to comes back, after hiding it and after a restart."""
    from PySide6.QtCore import QSize, Qt
    from mnemosyne_app.gui.main_window import DEFAULT_SIZE, first_start_size, panels_height

    assert first_start_size(QSize(1366, 728)) == DEFAULT_SIZE  # a laptop with a taskbar
    assert first_start_size(QSize(1920, 1040)) == (1536, 884) and panels_height(884) == 294
    assert first_start_size(QSize(2560, 1400)) == (1600, 1000)
    w = make_window()  # the offscreen screen is 800x600: the default size
    pump(0.2)
    assert w.dock.height() >= 180, f"the dock is {w.dock.height()} px"
    events = w.events.findChild(QWidget, "eventsTable")
    assert events.height() >= 3 * events.verticalHeader().defaultSectionSize(), "under two events show"
    assert w.table.height() >= 150 and w.detail.text.height() >= 100 and w.detail.save.isVisible()
    w.resizeDocks([w.dock], [160], Qt.Orientation.Vertical)  # what dragging the dock's edge does
    pump(0.1)
    chosen = w.dock.height()
    assert abs(chosen - 160) <= 4
    w.actions_by_name["panels"].trigger()
    w.actions_by_name["panels"].trigger()  # hidden and shown again: the same height
    pump(0.1)
    assert abs(w.dock.height() - chosen) <= 4, f"{w.dock.height()} after hiding, was {chosen}"
    w.close()
    wait_until(lambda: w.session.brain is None, what="the window to close")
    again = make_window()
    pump(0.2)
    assert abs(again.dock.height() - chosen) <= 4, f"{again.dock.height()} after a restart, was {chosen}"


def test_widgets_have_object_and_accessible_names(qtbot, make_window):
    w = make_window()
    for name in NAMED:
        found = w.findChildren(QWidget, name)
        assert len(found) == 1, f"{name}: {len(found)} widgets"
        assert found[0].accessibleName(), f"{name} has no accessible name"


def test_the_waiting_helper_lets_the_store_thread_run(qtbot, make_window, monkeypatch):
    """qtbot.waitUntil spins Qt with the GIL held; wait_until sleeps between looks, and the store
    thread's calls run in those sleeps. (Was: each of 20 store calls had to take under 0.25 s,
    which measured the machine: 0.42 s once with two busy loops on 2 cores.)"""
    from tests.gui import waiting

    w = make_window()
    brain = w.session.brain
    finished_in_store, finished_while_asleep = [], []

    def sleep(seconds):
        before = len(finished_in_store)
        time.sleep(seconds)
        finished_while_asleep.append(len(finished_in_store) - before)

    monkeypatch.setattr(waiting, "time", SimpleNamespace(monotonic=time.monotonic, sleep=sleep))

    async def calls():
        for _ in range(20):
            await qt_async.in_store(lambda: (brain.stats(), finished_in_store.append(1)))

    task = qt_async.spawn(calls())
    wait_until(task.done, timeout=30)
    assert len(finished_in_store) == 20
    assert sum(finished_while_asleep) > 0, "no store call ran while the helper waited"


def test_an_empty_table_says_how_to_begin_or_why_nothing_matches(qtbot, make_window):
    w = make_window()
    empty = w.findChild(QWidget, "emptyState")
    wait_until(lambda: empty.isVisible())
    assert "No memories here yet" in empty.text() and "Ctrl+N" in empty.text()
    qt_async.spawn(w.session.add("the one memory", extract=False))
    wait_until(lambda: w.model.rowCount() == 1 and not empty.isVisible())
    w.search.setText("zebra")
    wait_until(lambda: empty.isVisible() and "No memory matches “zebra”" in empty.text())
