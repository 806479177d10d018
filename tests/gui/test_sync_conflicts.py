"""A sync conflict where the memory is (issue 32), against a real PostgreSQL: the table marks the
row, the detail pane shows both sides with Keep this / Keep that / Merge by hand, settling is
one undo step, and the settling syncs (the other device's mark clears)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QLabel, QPlainTextEdit, QPushButton

from mnemosyne_app import qt_async
from mnemosyne_app.core.replica import state as local
from mnemosyne_app.core.store import scope_store
from tests.gui.two_devices import changed_on_both, sync_now
from tests.gui.waiting import wait_until
from tests.sync.conftest import pg_server, pg_url  # noqa: F401  (the fixtures)
from tests.sync.helpers import Device


def conflicted_window(make_window, pg_url, tmp_path):  # noqa: F811
    # the window's edit is the later: it is kept, the laptop's is the other side
    return changed_on_both(make_window, pg_url, tmp_path, "Dinner with Sam on Friday",
                           there="Dinner with Sam on Saturday", here="Dinner with Sam and Alex on Friday")


def select(w, mid: str) -> None:
    wait_until(lambda: w.model.row_of(mid) >= 0, what="the memory's row")
    w.table.setCurrentIndex(w.model.index(w.model.row_of(mid), 0))
    wait_until(lambda: w.detail.memory is not None and w.detail.memory.memory_id == mid
               and w.detail.conflict.record is not None, what="the memory with its conflict in the pane")


def row_text(w, mid: str) -> str:
    return w.model.data(w.model.index(w.model.row_of(mid), 0))


def marks(device: Device) -> list[str]:
    store = scope_store.ScopeStore(device.root / "scopes" / "default.db", "default")
    store.open()
    try:
        with store.reading() as conn:
            return local.conflicts(conn)
    finally:
        store.close()


def test_the_row_is_marked_and_the_pane_shows_both_sides_and_keep_that_is_one_undo_step(
        make_window, pg_url, tmp_path):  # noqa: F811
    w, other, mid = conflicted_window(make_window, pg_url, tmp_path)
    wait_until(lambda: row_text(w, mid).startswith("[conflict]"), what="the conflict mark on the row")
    select(w, mid)
    box = w.detail.conflict
    assert box.isVisible() and box.accessibleName() == "Sync conflict"
    sides = w.findChild(type(box.sides), "conflictSides").text()
    assert "Dinner with Sam and Alex on Friday" in sides and "Dinner with Sam on Saturday" in sides
    for name in ("keepThisButton", "keepThatButton", "mergeByHandButton"):
        button = w.findChild(QPushButton, name)
        assert button is not None and button.isEnabled() and button.accessibleName()
    w.findChild(QPushButton, "keepThatButton").click()
    wait_until(lambda: w.detail.memory is not None and w.detail.memory.text == "Dinner with Sam on Saturday"
               and not box.isVisible(), what="the other side kept")
    wait_until(lambda: not row_text(w, mid).startswith("[conflict]"), what="the mark off the row")
    assert w.undo_stack.undoText() == "settle conflict"
    w.undo_stack.undo()  # one step: the version before, and the conflict back
    wait_until(lambda: row_text(w, mid).startswith("[conflict]"), what="the conflict back after undo")
    task = qt_async.spawn(w.session.memory(mid))
    wait_until(task.done)
    assert task.result()[0].text == "Dinner with Sam and Alex on Friday"


def test_merge_by_hand_opens_a_prefilled_editor_and_the_settling_clears_the_other_devices_mark(
        make_window, pg_url, tmp_path):  # noqa: F811
    w, other, mid = conflicted_window(make_window, pg_url, tmp_path)
    other.sync()
    assert marks(other) == [mid]  # both devices see the conflict
    select(w, mid)
    w.findChild(QPushButton, "mergeByHandButton").click()
    wait_until(lambda: w.detail.conflict.editor is not None and w.detail.conflict.editor.isVisible(),
               what="the merge editor")
    editor = w.detail.conflict.editor.findChild(QPlainTextEdit, "mergeEditor")
    assert editor.toPlainText() == "Dinner with Sam and Alex on Friday\nDinner with Sam on Saturday"
    editor.setPlainText("Dinner with Sam and Alex on Saturday")
    w.detail.conflict.editor.findChild(QPushButton, "mergeKeepButton").click()
    wait_until(lambda: w.detail.memory is not None and w.detail.memory.text == "Dinner with Sam and Alex on Saturday"
               and not w.detail.conflict.isVisible(), what="the merged text kept")
    sync_now(w)
    other.sync()
    assert marks(other) == [], "the settling did not clear the mark on the other device"
    with other.brain() as b:
        assert b.get(mid).text == "Dinner with Sam and Alex on Saturday"
        assert b.history(mid)[-1].op == "resolve"


def test_a_delete_that_met_an_edit_is_listed_by_the_conflicts_filter_and_settled_in_the_pane(
        make_window, pg_url, tmp_path):  # noqa: F811
    # deleted in the window while edited on the laptop: the delete stays, the edit is the other side
    w, _, mid = changed_on_both(make_window, pg_url, tmp_path, "Spare key with the neighbour",
                                there="Spare key with the neighbour at number 12", here=None)
    wait_until(lambda: w.model.rowCount() == 1 and mid not in w.model.ids, what="the deleted memory out of the table")
    w.findChild(QCheckBox, "conflictFilter").setChecked(True)
    wait_until(lambda: w.model.ids == [mid], what="the deleted memory, listed by the conflicts filter")
    wait_until(lambda: row_text(w, mid).startswith("[conflict] [deleted] "), what="the row marked deleted")
    select(w, mid)
    box = w.detail.conflict
    assert box.isVisible() and "the delete was kept" in w.findChild(QLabel, "conflictSummary").text()
    assert "Spare key with the neighbour at number 12" in w.findChild(QLabel, "conflictSides").text()
    assert not w.findChild(QPlainTextEdit, "memoryText").isEnabled()  # settled, not edited, while deleted
    w.findChild(QPushButton, "keepThatButton").click()
    wait_until(lambda: w.model.ids == [], what="nothing left to settle under the conflicts filter")
    w.filters.clear()
    wait_until(lambda: mid in w.model.ids and row_text(w, mid) == "Spare key with the neighbour at number 12",
               what="the memory back in the table with the laptop's edit, unmarked")
    assert w.undo_stack.undoText() == "settle conflict"
