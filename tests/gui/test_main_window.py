"""The main window driven as a person drives it: keyboard, buttons, the detail pane, undo."""

import subprocess
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox

from mnemosyne_app import MemoryBrain, qt_async
from mnemosyne_app.gui.main_window import SHORTCUTS
from tests.store_access import conn_of
from tests.gui.finding import newest
from tests.gui.long_paste import OVER_THE_LIMIT
from tests.gui.waiting import pump, wait_until


def seed(n=0, texts=()):
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.retain_batch([f"seeded memory number {i}" for i in range(n)] + list(texts), extract=False)


def select_row(qtbot, w, row):
    w.table.setCurrentIndex(w.model.index(row, 0))
    qtbot.waitUntil(lambda: w.detail.memory is not None and w.detail.memory.memory_id == w.model.memory_id_at(row))


def test_window_lists_memories_and_searches(qtbot, make_window):
    seed(texts=["I water the tomatoes every morning", "My bike is a green Brompton"])
    w = make_window()
    assert w.model.rowCount() == 2 and w.count.text() == "2 memories"
    qtbot.keyClicks(w.search, "Brompton")
    qtbot.waitUntil(lambda: w.model.rowCount() == 1 and w.count.text() == "1 hit")
    assert "Brompton" in w.model.data(w.model.index(0, 0))
    w.search.clear()
    qtbot.waitUntil(lambda: w.model.rowCount() == 2)


def test_filters_by_kind_tag_source_and_time_narrow_the_table_and_the_search_alike(qtbot, make_window):
    import time as clock

    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.retain("tomato seedlings need light", kind="project", tags=["garden"], source="notes", extract=False)
        b.retain("tomato soup recipe from grandma", tags=["food"], source="chat", extract=False)
        old = b.retain("tomato blight last summer", tags=["garden"], source="notes", extract=False).memory_ids[0]
        conn_of(b).execute("UPDATE memories SET created_at = ? WHERE memory_id = ?", (clock.time() - 40 * 86400, old))
    w = make_window()
    qtbot.waitUntil(lambda: w.model.rowCount() == 3)
    bar = w.filters
    qtbot.waitUntil(lambda: bar.tag.count() == 3)  # all tags, food, garden
    assert [bar.source.itemText(i) for i in range(bar.source.count())] == ["all sources", "chat", "notes"]

    def pick(box, text):
        box.setCurrentText(text)
        box.activated.emit(box.currentIndex())

    pick(bar.tag, "garden")
    qtbot.waitUntil(lambda: w.model.rowCount() == 2)
    pick(bar.period, "last 30 days")
    qtbot.waitUntil(lambda: w.model.rowCount() == 1)
    assert "seedlings" in w.model.data(w.model.index(0, 0))
    qtbot.keyClicks(w.search, "tomato")  # the search keeps the filters
    qtbot.waitUntil(lambda: w.count.text() == "1 hit")
    qtbot.mouseClick(bar.clear_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.count.text() == "3 hits")
    w.search.clear()
    pick(bar.source, "chat")
    qtbot.waitUntil(lambda: w.model.rowCount() == 1 and "soup" in w.model.data(w.model.index(0, 0)))
    # A new tag reaches the filter's list shortly after the write that brings it.
    qt_async.spawn(w.session.add("tomato jam", tags=["pantry"], extract=False))
    qtbot.waitUntil(lambda: bar.tag.findText("pantry") > 0, timeout=5000)
    assert bar.source.currentText() == "chat"  # the choice survives the new list


def test_new_memory_dialog_edit_and_undo(qtbot, make_window):
    w = make_window()
    w.actions_by_name["new"].trigger()
    newest(w, "memoryEditor").text.setPlainText("My cat is called Miso")
    newest(w, "memoryEditor").tags.setText("pets")
    newest(w, "memoryEditor")._submit()
    qtbot.waitUntil(lambda: w.model.rowCount() == 1)
    select_row(qtbot, w, 0)
    assert w.detail.tags.text() == "pets"
    w.detail.text.setPlainText("My cat is called Tofu")
    w.detail.pinned.setChecked(True)
    qtbot.mouseClick(w.detail.save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.detail.memory.text == "My cat is called Tofu" and w.detail.versions.count() == 2)
    assert w.detail.memory.pinned
    wait_until(lambda: w.model.data(w.model.index(0, 3)) == "★")  # the table's reload may land after the pane's
    w.actions_by_name["undo"].trigger()  # back to v1 (as a new version)
    qtbot.waitUntil(lambda: w.detail.memory.text == "My cat is called Miso")
    w.actions_by_name["redo"].trigger()
    qtbot.waitUntil(lambda: w.detail.memory.text == "My cat is called Tofu")


def test_paste_a_conversation_makes_one_memory_per_turn_and_one_undo_takes_it_back(qtbot, make_window):
    w = make_window()
    w.actions_by_name["paste"].trigger()
    newest(w, "memoryEditor").text.setPlainText("You said:\nI'm moving to Porto in May.\nChatGPT said:\nCongratulations!")
    newest(w, "memoryEditor")._submit()
    qtbot.waitUntil(lambda: w.model.rowCount() == 2)
    roles = {m.metadata["role"]: m.text for m in w.session.brain.list_memories()}
    assert roles == {"user": "I'm moving to Porto in May.", "assistant": "Congratulations!"}
    w.actions_by_name["undo"].trigger()
    qtbot.waitUntil(lambda: w.model.rowCount() == 0)


def test_a_long_list_shows_its_progress_in_the_status_bar(qtbot, make_window):
    w = make_window()
    status, seen = w.queue_status, []
    w.session.progressed.connect(lambda done, total: seen.append((done, total, status.work.text())))
    w.actions_by_name["new"].trigger()
    newest(w, "memoryEditor").text.setPlainText("\n".join(f"list line {i}" for i in range(4500)))  # three chunks
    newest(w, "memoryEditor").per_line.setChecked(True)
    newest(w, "memoryEditor")._submit()
    qtbot.waitUntil(lambda: w.model.rowCount() == 4500, timeout=20000)
    qtbot.waitUntil(lambda: not status.work_progress.isVisible())
    assert seen[-1][:2] == (4500, 4500) and "adding a list of memories" in seen[-1][2]
    assert [d for d, _, _ in seen] == sorted(d for d, _, _ in seen) and len({d for d, _, _ in seen}) >= 3


def test_leaving_the_scope_picker_does_not_reopen_the_scope_or_forget_the_undo_history(qtbot, make_window):
    seed(texts=["keep my undo"])
    w = make_window()
    brain = w.session.brain
    select_row(qtbot, w, 0)
    w.table.setFocus()
    qtbot.keyClick(w.table, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: w.model.rowCount() == 0)
    w.scope_box.setFocus()
    w.scope_box.activated.emit(w.scope_box.currentIndex())  # what focus leaving the picker does
    pump(0.1)  # let a reopen, if one were wrongly started, begin
    assert w.session.brain is brain and w.undo_stack.canUndo()


def test_adding_a_memory_that_is_already_stored_cannot_be_undone_into_deleting_it(qtbot, make_window):
    # Typing a note the store already holds changes nothing, so there is nothing to undo: an
    # undo must never delete the memory that was there before.
    seed(texts=["My passport expires in 2031"])
    w = make_window()
    w.actions_by_name["new"].trigger()
    newest(w, "memoryEditor").text.setPlainText("My passport expires in 2031")
    newest(w, "memoryEditor")._submit()
    qtbot.waitUntil(lambda: "already" in w.statusBar().currentMessage())
    assert not w.undo_stack.canUndo()
    assert w.model.rowCount() == 1


def test_new_memory_one_per_line_adds_each_line_and_one_undo_takes_them_back(qtbot, make_window):
    seed(texts=["I drink oat milk"])
    w = make_window()
    w.actions_by_name["new"].trigger()
    newest(w, "memoryEditor").text.setPlainText(
        "I drink oat milk\n\nMy dentist is Dr Lopes\n" + OVER_THE_LIMIT + "\nI run on Sundays\n")
    newest(w, "memoryEditor").per_line.setChecked(True)
    newest(w, "memoryEditor").tags.setText("list")
    newest(w, "memoryEditor")._submit()
    qtbot.waitUntil(lambda: w.model.rowCount() == 3)
    message = w.statusBar().currentMessage()
    assert "2 added, 1 already stored, 1 failed (line 4: text is 200,001 characters" in message
    tags = {m.text: m.tags for m in w.session.brain.list_memories()}
    assert tags == {"I drink oat milk": [], "My dentist is Dr Lopes": ["list"], "I run on Sundays": ["list"]}
    w.actions_by_name["undo"].trigger()  # the two new ones go; the one that was there stays
    qtbot.waitUntil(lambda: w.model.rowCount() == 1)
    assert [m.text for m in w.session.brain.list_memories()] == ["I drink oat milk"]


def test_delete_with_undo(qtbot, make_window):
    seed(texts=["something I may regret deleting"])
    w = make_window()
    select_row(qtbot, w, 0)
    w.table.setFocus()
    qtbot.keyClick(w.table, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: w.model.rowCount() == 0)
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.model.rowCount() == 1)


def test_delete_several_selected_rows_and_one_undo_brings_them_back(qtbot, make_window):
    seed(n=5)
    w = make_window()
    qtbot.waitUntil(lambda: w.model.rowCount() == 5)
    for row, keys in ((0, Qt.KeyboardModifier.NoModifier), (1, Qt.KeyboardModifier.ControlModifier),
                      (3, Qt.KeyboardModifier.ControlModifier)):  # click, then Ctrl-click two more
        rect = w.table.visualRect(w.model.index(row, 0))
        qtbot.mouseClick(w.table.viewport(), Qt.MouseButton.LeftButton, keys, rect.center())
    chosen = {w.model.memory_id_at(r) for r in (0, 1, 3)}
    assert set(w.selected_ids()) == chosen
    w.table.setFocus()
    qtbot.keyClick(w.table, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: w.model.rowCount() == 2)
    assert "deleted 3 memories" in w.statusBar().currentMessage()
    # The table reloaded; what is still there keeps its selection through the next reload too.
    rect = w.table.visualRect(w.model.index(1, 0))
    qtbot.mouseClick(w.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    kept = set(w.selected_ids())
    assert len(kept) == 1
    qt_async.spawn(w.session.add("a note that lands while rows are selected", extract=False))
    qtbot.waitUntil(lambda: w.model.rowCount() == 3)
    assert set(w.selected_ids()) == kept
    assert {m.memory_id for m in w.session.brain.list_memories()}.isdisjoint(chosen)
    assert [v.op for v in w.session.brain.history(next(iter(chosen)))][-1] == "delete"
    w.actions_by_name["undo"].trigger()
    qtbot.waitUntil(lambda: w.model.rowCount() == 6)  # the three back, beside the new note
    assert w.session.brain.verify_integrity().valid


def test_deleting_many_rows_asks_first(qtbot, make_window):
    seed(n=30)
    w = make_window()
    qtbot.waitUntil(lambda: w.model.rowCount() == 30)
    w.table.setFocus()
    w.table.selectAll()  # Ctrl+A
    qtbot.keyClick(w.table, Qt.Key.Key_Delete)
    newest(w, "confirmDeleteBox").button(QMessageBox.StandardButton.Cancel).click()
    assert w.session.brain.stats()["memories"] == 30 and not w.undo_stack.canUndo()
    qtbot.keyClick(w.table, Qt.Key.Key_Delete)
    [delete] = [b for b in newest(w, "confirmDeleteBox").buttons() if b.text() == "Delete 30"]
    delete.click()
    qtbot.waitUntil(lambda: w.model.rowCount() == 0)
    w.actions_by_name["undo"].trigger()
    qtbot.waitUntil(lambda: w.model.rowCount() == 30)


def test_restore_an_old_version_from_the_history_tab(qtbot, make_window):
    seed(texts=["first draft"])
    w = make_window()
    select_row(qtbot, w, 0)
    w.detail.text.setPlainText("second draft")
    w.detail._save()
    qtbot.waitUntil(lambda: w.detail.versions.count() == 2)
    w.detail.versions.setCurrentRow(1)  # newest first: the first draft is below the current version
    qtbot.mouseClick(w.detail.restore_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.detail.memory.text == "first draft" and w.detail.versions.count() == 3)


def test_sorting_is_done_in_sql(qtbot, make_window):
    seed(texts=["banana", "apple", "cherry"])
    w = make_window()
    w.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    qtbot.waitUntil(lambda: [w.model.data(w.model.index(i, 0)) for i in range(3)] == ["apple", "banana", "cherry"])
    w.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    qtbot.waitUntil(lambda: w.model.data(w.model.index(0, 0)) == "cherry")


def test_every_shortcut_is_bound_and_documented(qtbot, make_window):
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    w = make_window()
    for name, keys in SHORTCUTS.items():
        assert w.actions_by_name[name].shortcut().toString() == keys
        assert f"`{keys}`" in readme, f"{keys} ({name}) is not in the README"


def test_screenshot_flag_writes_a_png(tmp_path):
    out = tmp_path / "shot.png"
    with MemoryBrain(tmp_path / "data", extractor="none", embedder="none") as b:
        b.retain("screenshot memory", extract=False)
    r = subprocess.run([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(tmp_path / "data"),
                        "--screenshot", str(out)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    img = QImage(str(out))
    assert img.width() >= 800 and img.height() >= 500


def open_trip(qtbot, make_window):
    """A window on scope "trip" (two memories), with "default" (one) beside it."""
    seed(texts=["a default note"])
    with MemoryBrain(scope="trip", extractor="none", embedder="none") as b:
        b.retain_batch(["passport in the blue bag", "train at 7:40"], extract=False)
    w = make_window(scope="trip")
    qtbot.waitUntil(lambda: w.model.rowCount() == 2)
    return w


def test_remove_a_scope_after_asking_then_undo_brings_it_back(qtbot, make_window):
    from mnemosyne_app.core.store import scopes

    w = open_trip(qtbot, make_window)
    # Cancel changes nothing.
    qtbot.mouseClick(w.remove_scope_button, Qt.MouseButton.LeftButton)
    newest(w, "removeScopeBox").button(QMessageBox.StandardButton.Cancel).click()
    assert w.session.scope == "trip" and MemoryBrain.scopes() == ["default", "trip"]
    # Remove: the agents' API serving it stops, its file goes to removed/, another scope opens.
    w.events.api_toggle.blockSignals(True)
    w.events.api_toggle.setChecked(True)
    w.events.api_toggle.blockSignals(False)
    w.events.set_api(True, port=0)  # an ephemeral port for the test
    qtbot.waitUntil(lambda: w.events.api is not None)
    real_remove, api_when_removing = w.session.remove_scope, []

    async def remove_scope(name):  # the API must not serve a store that is being closed and moved
        api_when_removing.append(w.events.api)
        return await real_remove(name)

    w.session.remove_scope = remove_scope
    qtbot.mouseClick(w.remove_scope_button, Qt.MouseButton.LeftButton)
    [remove] = [b for b in newest(w, "removeScopeBox").buttons() if b.text() == "Remove"]
    remove.click()
    qtbot.waitUntil(lambda: w.session.scope == "default" and w.model.rowCount() == 1)
    assert api_when_removing == [None] and not w.events.api_toggle.isChecked()
    assert MemoryBrain.scopes() == ["default"] and [w.scope_box.itemText(i) for i in range(w.scope_box.count())] == [
        "default"]
    assert len(scopes.removed()) == 1 and "moved to" in w.statusBar().currentMessage()
    # Undo: it is back, with its memories, and open.
    w.actions_by_name["undo"].trigger()
    qtbot.waitUntil(lambda: w.session.scope == "trip" and w.model.rowCount() == 2)
    assert MemoryBrain.scopes() == ["default", "trip"] and scopes.removed() == []


def test_rename_a_scope_refuses_a_taken_name_and_undo_gives_the_old_name_back(qtbot, make_window):
    w = open_trip(qtbot, make_window)
    qtbot.mouseClick(w.rename_scope_button, Qt.MouseButton.LeftButton)
    newest(w, "renameScopeDialog").setTextValue("default")  # taken: refused, trip open again, and the reason shown
    newest(w, "renameScopeDialog").accept()
    qtbot.waitUntil(lambda: "scope not renamed: a scope named 'default' exists already" in w.statusBar().currentMessage())
    assert w.session.scope == "trip" and w.session.brain is not None and w.model.rowCount() == 2
    assert MemoryBrain.scopes() == ["default", "trip"]
    qtbot.mouseClick(w.rename_scope_button, Qt.MouseButton.LeftButton)
    newest(w, "renameScopeDialog").setTextValue("kyoto-2027")
    newest(w, "renameScopeDialog").accept()
    # The picker's list is read again after the renamed scope opens: wait for that too.
    wait_until(lambda: w.session.scope == "kyoto-2027" and w.model.rowCount() == 2
               and w.scope_box.currentText() == "kyoto-2027", what="the renamed scope in the picker")
    assert MemoryBrain.scopes() == ["default", "kyoto-2027"]
    w.actions_by_name["undo"].trigger()
    qtbot.waitUntil(lambda: w.session.scope == "trip" and w.model.rowCount() == 2)
    assert MemoryBrain.scopes() == ["default", "trip"]


def test_a_damaged_scope_is_offered_to_be_moved_aside(qtbot, make_window):
    from mnemosyne_app import paths
    from mnemosyne_app.core.store import scopes

    seed(texts=["a default note"])
    broken = paths.scopes_dir(paths.data_dir(None)) / "broken.db"
    broken.write_bytes(b"not a database at all " * 200)
    w = make_window()
    w.open_scope("broken")
    qtbot.waitUntil(lambda: newest(w, "moveAsideBox") is not None and newest(w, "moveAsideBox").isVisible())
    assert "damaged" in newest(w, "moveAsideBox").text() and w.session.scope == "default"
    [move] = [b for b in newest(w, "moveAsideBox").buttons() if b.text() == "Move aside"]
    move.click()
    qtbot.waitUntil(lambda: "moved to" in w.statusBar().currentMessage())
    assert MemoryBrain.scopes() == ["default"] and len(scopes.removed()) == 1
    assert [w.scope_box.itemText(i) for i in range(w.scope_box.count())] == ["default"]
    assert w.session.scope == "default" and w.model.rowCount() == 1
