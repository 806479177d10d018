"""Issue 30, item 1: a bulk change and its undo run as one op with progress and Cancel; the
undo stack moves when the change has landed; the views it changes take no input meanwhile."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from mnemosyne_app import MemoryBrain
from tests.gui.finding import newest
from tests.gui.waiting import pump, settled, wait_until


def seed(n):
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.retain_batch([f"bulk memory number {i} about topic {i % 7}" for i in range(n)], extract=False)


def visible(w):
    return w.session.brain.stats()["memories"]


def delete_all_from_the_table(w):
    w.table.selectAll()
    w.actions_by_name["delete"].trigger()
    box = newest(w, "confirmDeleteBox")
    assert isinstance(box, QMessageBox) and "Delete all" in box.text()
    delete = next(b for b in box.buttons() if b.text().startswith("Delete "))
    delete.click()


def test_bulk_delete_and_its_undo_run_as_one_op_and_the_stack_moves_when_landed(qtbot, make_window):
    seed(1500)
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 1500, what="all rows")
    delete_all_from_the_table(w)
    wait_until(lambda: w.bulk_ops.running, what="the delete to start")
    # While it runs: the views it changes take no input, Undo is off, nothing on the stack yet.
    cancel = w.findChild(type(w.bulk_ops.cancel), "bulkCancelButton")
    assert cancel.isVisible() and cancel.isEnabled()
    assert not w.table.isEnabled() and not w.search.isEnabled() and not w.detail.isEnabled()
    assert not w.actions_by_name["undo"].isEnabled() and not w.actions_by_name["delete"].isEnabled()
    assert w.undo_stack.count() == 0
    first_box = newest(w, "confirmDeleteBox")
    qtbot.keyClick(w.table, Qt.Key.Key_Delete)  # pressed again meanwhile: refused, not queued for later
    w.actions_by_name["delete"].trigger()
    assert newest(w, "confirmDeleteBox") is first_box
    wait_until(lambda: not w.bulk_ops.running, 60, what="the delete to land")
    assert visible(w) == 0 and w.undo_stack.count() == 1 and w.undo_stack.canUndo()
    assert w.table.isEnabled() and w.actions_by_name["undo"].isEnabled()
    assert w.actions_by_name["undo"].text() == "Undo"  # the step is in the tooltip, not the label
    assert "delete 1,500 memories" in w.actions_by_name["undo"].toolTip()

    w.actions_by_name["undo"].trigger()
    wait_until(lambda: w.bulk_ops.running, what="the undo to start")
    assert w.undo_stack.index() == 1 and not w.undo_stack.canRedo()  # not claimed before it landed
    assert not w.table.isEnabled() and not w.actions_by_name["redo"].isEnabled()
    wait_until(lambda: not w.bulk_ops.running, 60, what="the undo to land")
    assert visible(w) == 1500 and w.undo_stack.index() == 0 and w.undo_stack.canRedo()
    wait_until(lambda: w.model.rowCount() == 1500, what="the rows back in the table")

    w.actions_by_name["redo"].trigger()
    wait_until(lambda: w.undo_stack.index() == 1, 60, what="the redo to land")
    assert visible(w) == 0
    settled()
    assert newest(w, "confirmDeleteBox") is first_box and not newest(w, "confirmDeleteBox").isVisible()  # no confirmation came back by itself


def test_cancelling_a_bulk_delete_changes_nothing(qtbot, make_window):
    seed(3000)
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 3000, what="all rows")
    delete_all_from_the_table(w)
    wait_until(lambda: w.bulk_ops.running, what="the delete to start")
    w.bulk_ops.cancel.click()
    wait_until(lambda: not w.bulk_ops.running, 60, what="the delete to stop")
    assert visible(w) == 3000  # one transaction, rolled back
    assert w.undo_stack.count() == 0 and not w.actions_by_name["undo"].isEnabled()
    assert "cancelled" in w.statusBar().currentMessage() and "nothing changed" in w.statusBar().currentMessage()
    assert w.table.isEnabled()


def test_bulk_edit_and_its_undo_go_through_the_same_op(qtbot, make_window):
    seed(300)
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 300, what="all rows")
    ids = list(w.model.ids)
    w.table.selectAll()
    w.actions_by_name["bulk_edit"].trigger()
    dialog = newest(w, "bulkEditDialog")
    dialog.add.setText("reviewed")
    dialog.activateWindow()
    qtbot.keyClick(dialog.add, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Enter applies it
    wait_until(lambda: w.bulk_ops.running, what="the bulk edit to start")
    assert w.undo_stack.count() == 0 and not w.table.isEnabled()
    wait_until(lambda: w.undo_stack.count() == 1, 30, what="the bulk edit to land")
    brain = w.session.brain
    assert all("reviewed" in brain.get(m).tags for m in ids[:: 50])
    w.actions_by_name["undo"].trigger()
    wait_until(lambda: w.bulk_ops.running, what="the undo to start")
    assert w.undo_stack.index() == 1
    wait_until(lambda: w.undo_stack.index() == 0, 30, what="the undo to land")
    assert not any("reviewed" in brain.get(m).tags for m in ids[:: 50])


def test_closing_the_window_during_a_bulk_delete_cancels_it_and_keeps_every_memory(qtbot, make_window):
    seed(4000)
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 4000, what="all rows")
    delete_all_from_the_table(w)
    wait_until(lambda: w.bulk_ops.running, what="the delete to start")
    w.close()  # the window, and with it the undo step, would be gone once the delete landed
    wait_until(lambda: not w.session.is_open and not w.bulk_ops.running, 60, what="the window to close")
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        assert b.stats()["memories"] == 4000


def test_a_note_saved_while_a_bulk_undo_runs_is_kept_and_the_stack_stays_in_order(qtbot, make_window):
    seed(3000)
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 3000, what="all rows")
    delete_all_from_the_table(w)
    wait_until(lambda: w.undo_stack.count() == 1 and not w.bulk_ops.running, 60, what="the delete")
    editor = w.new_memory()  # opened before the undo: the dialog is not one of the locked views
    qtbot.keyClicks(editor.text, "written while the undo ran")
    w.actions_by_name["undo"].trigger()
    wait_until(lambda: w.bulk_ops.running, what="the undo to start")
    qtbot.keyClick(editor.text, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    wait_until(lambda: not editor.isVisible(), what="the note saved")
    wait_until(lambda: not w.bulk_ops.running, 60, what="the undo to land")
    # the note is written after the undo on the one store thread: the stack moves first, then takes it
    wait_until(lambda: visible(w) == 3001, what="the note written after the undo")
    settled()
    assert visible(w) == 3001
    assert [w.undo_stack.command(i).text() for i in range(w.undo_stack.count())] == ["add memory"]
    assert w.undo_stack.index() == 1  # Ctrl+Z now takes back the note, and only it
    w.actions_by_name["undo"].trigger()
    wait_until(lambda: visible(w) == 3000, what="the note taken back")
    settled()
    assert visible(w) == 3000 and w.undo_stack.index() == 0


def test_at_800_by_600_the_running_change_and_its_counts_are_readable(qtbot, make_window):
    seed(4000)
    w = make_window()
    w.resize(800, 600)
    wait_until(lambda: w.model.rowCount() == 4000, what="all rows")
    delete_all_from_the_table(w)
    ops = w.bulk_ops
    wait_until(lambda: ops.bar.maximum() > 0 and ops.bar.value() > 0 or not ops.running, 30, what="a count")
    pump(0.05)
    if ops.running:
        assert " / 4,000" in ops.bar.text()  # was: "… 4,000 memories 1" (the count cut off)
        assert ops.label.width() >= ops.label.sizeHint().width(), (ops.label.width(), ops.label.text())
        # the background job (here the expiry sweep) steps aside while it runs, in the bar as in the store
        assert not w.queue_status.job.isVisible() and not w.queue_status.job_stop.isVisible()
    wait_until(lambda: not ops.running, 60, what="the delete to land")
