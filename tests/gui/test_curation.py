"""Curation at scale (issue 17): the Duplicates view merges and unmerges (undoable, ledgered),
a bulk edit of tags and kind is one transaction and one undo, and deleting everything from a
conversation or a source says how many first and comes back with one undo."""

import json

from PySide6.QtCore import Qt

from mnemosyne_app import qt_async
from mnemosyne_app.core.progress import Progress
from mnemosyne_app.gui.views import bulk
from tests.gui.finding import newest
from tests.gui.waiting import wait_until


def run(coro):
    return qt_async.loop().run_until_complete(coro)


def conversations_file(tmp_path, convs: dict[str, list[str]], name="chats.jsonl"):
    """A generic JSONL archive: one conversation per line, each message a user turn."""
    path = tmp_path / name
    path.write_text("\n".join(json.dumps({"id": cid, "title": cid, "messages": [
        {"role": "user", "content": text} for text in texts]}) for cid, texts in convs.items()))
    return path


def visible_texts(brain) -> list[str]:
    return sorted(m.text for m in brain.list_memories())


def test_the_duplicates_view_merges_and_unmerges_with_undo(qtbot, make_window, tmp_path):
    # retain() refuses an exact repeat; a conversation can hold the same turn twice. The same
    # words in another conversation are another thing said: never a duplicate (issue 27).
    path = conversations_file(tmp_path, {"a": ["I live in Lyon", "tea, not coffee", "I live in Lyon", "tea, not coffee"],
                                         "b": ["I live in Lyon", "a different turn"]})
    w = make_window()
    run(w.session.import_archive(str(path), "auto", Progress()))
    brain = w.session.brain
    before = visible_texts(brain)
    assert len(before) == 6
    w.actions_by_name["duplicates"].trigger()
    view = w.duplicates
    wait_until(lambda: view.groups.topLevelItemCount() == 2, what="two groups of duplicates")
    assert "2 groups" in view.heading.text()
    lyon = next(i for i in range(2) if "Lyon" in view.groups.topLevelItem(i).text(0))
    top = view.groups.topLevelItem(lyon)
    assert top.childCount() == 2 and top.text(1) == "same text"

    # merge the checked group only
    top.setCheckState(0, Qt.CheckState.Checked)
    assert run(view.merge(view.checked_groups())) == 1
    wait_until(lambda: view.groups.topLevelItemCount() == 1 and view.merged.topLevelItemCount() == 1)
    assert visible_texts(brain).count("I live in Lyon") == 2 and len(visible_texts(brain)) == 5
    assert brain.verify_integrity().valid

    # merge all asks first, with the count; cancelling changes nothing
    view.merge_all.click()
    box = view.confirm
    assert box.isVisible() and box.objectName() == "mergeAllConfirm"
    assert "Merge all 1 group? 1 memory will be set aside" in box.text()
    box.button(box.StandardButton.Cancel).click()
    assert len(visible_texts(brain)) == 5 and view.groups.topLevelItemCount() == 1
    # agreed: merged, then undone as one step: the tea pair comes back, the Lyon merge stays
    view.merge_all.click()
    next(b for b in view.confirm.buttons() if b.objectName() == "mergeAllYes").click()
    wait_until(lambda: view.merged.topLevelItemCount() == 2 and view.groups.topLevelItemCount() == 0)
    assert len(visible_texts(brain)) == 4
    undo_steps = w.undo_stack.count()
    w.undo_stack.undo()
    wait_until(lambda: len(visible_texts(brain)) == 5, what="the undone merge")
    assert w.undo_stack.index() == undo_steps - 1
    assert visible_texts(brain).count("tea, not coffee") == 2

    # unmerge the Lyon merge from the list, then undo and redo that
    wait_until(lambda: view.merged.topLevelItemCount() == 1)
    view.merged.setCurrentItem(view.merged.topLevelItem(0))
    assert view.unmerge.isEnabled()
    assert run(view.unmerge_selected()) == 1
    assert visible_texts(brain) == before
    w.undo_stack.undo()
    wait_until(lambda: len(visible_texts(brain)) == 5, what="the unmerge undone (merged again)")
    w.undo_stack.redo()
    wait_until(lambda: visible_texts(brain) == before, what="the unmerge redone")
    assert brain.verify_integrity().valid
    history_ops = {v.op for m in brain.list_memories() for v in brain.history(m.memory_id)}
    assert {"merge", "restore"} <= history_ops


def _select(w, ids):
    from PySide6.QtCore import QItemSelectionModel

    sel = w.table.selectionModel()
    sel.clearSelection()
    sel.setCurrentIndex(w.model.index(w.model.row_of(ids[0]), 0), QItemSelectionModel.SelectionFlag.NoUpdate)
    for mid in ids:
        sel.select(w.model.index(w.model.row_of(mid), 0),
                   QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows)


def _ledger_entries(brain) -> int:
    return brain.stats()["ledger_entries"]


def test_bulk_edit_of_tags_and_kind_is_one_step_to_undo(qtbot, make_window):
    w = make_window()
    brain = w.session.brain
    ids = [brain.retain(t, extract=False, tags=["old", "keep"] if i else ["keep"]).memory_ids[0]
           for i, t in enumerate(["one", "two", "three"])]
    other = brain.retain("not selected", extract=False).memory_ids[0]
    run(w.model.reload())
    _select(w, ids)
    assert sorted(w.selected_ids()) == sorted(ids)
    w.actions_by_name["bulk_edit"].trigger()
    dialog = newest(w, "bulkEditDialog")
    dialog.kind.setEditText("Not A Kind!")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert "kind" in dialog.error.text() and dialog.isVisible()  # refused in words, nothing changed
    assert {brain.get(m).kind for m in ids} == {"note"}
    dialog.kind.setEditText("project")
    dialog.add.setText("work, 2024")
    dialog.remove.setText("old")
    entries = _ledger_entries(brain)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    wait_until(lambda: w.undo_stack.count() == 1, what="the bulk edit's undo step")
    for m in ids:
        got = brain.get(m)
        assert got.kind == "project" and got.tags == ["2024", "keep", "work"]
    assert brain.get(other).kind == "note" and brain.get(other).tags == []
    assert _ledger_entries(brain) == entries + 3  # one version (and ledger entry) each, in one go
    w.undo_stack.undo()
    wait_until(lambda: brain.get(ids[0]).kind == "note", what="the undone bulk edit")
    assert [brain.get(m).tags for m in ids] == [["keep"], ["keep", "old"], ["keep", "old"]]
    w.undo_stack.redo()
    wait_until(lambda: brain.get(ids[2]).kind == "project", what="the redone bulk edit")
    assert brain.verify_integrity().valid


def test_bulk_edit_is_all_or_none(make_window):
    w = make_window()
    brain = w.session.brain
    a = brain.retain("a", extract=False).memory_ids[0]
    import pytest

    with pytest.raises(KeyError):
        brain.update_many({a: {"kind": "project"}, "m_missing000000000000000000": {"kind": "project"}})
    assert brain.get(a).kind == "note" and len(brain.history(a)) == 1


def test_delete_a_conversation_a_source_and_an_import_count_first_one_undo(qtbot, make_window, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    w = make_window()
    brain = w.session.brain
    run(w.session.import_archive(str(conversations_file(tmp_path, {"x": ["x1", "x2", "x3"], "y": ["y1"]})),
                                 "auto", Progress()))
    note = brain.retain("a note of mine", extract=False, source="notes").memory_ids[0]
    run(w.model.reload())
    x2 = next(m.memory_id for m in brain.list_memories() if m.text == "x2")

    def answer(box, yes: bool):
        wait_until(lambda: newest(w, "confirmDeleteBox") is box and box.isVisible())
        button = next(b for b in box.buttons() if b.text().startswith("Delete")) if yes \
            else box.button(QMessageBox.StandardButton.Cancel)
        button.click()

    # the whole conversation: the count is asked first; Cancel changes nothing
    box = run(bulk.delete_conversation_of(w, x2))
    assert "all 3 memories" in box.text() and "“x”" in box.text()
    answer(box, False)
    assert len(visible_texts(brain)) == 5
    box = run(bulk.delete_conversation_of(w, x2))
    answer(box, True)
    wait_until(lambda: visible_texts(brain) == ["a note of mine", "y1"], what="the conversation deleted")
    wait_until(w.undo_stack.canUndo, what="the step on the stack (it is pushed once the delete has landed)")
    w.undo_stack.undo()
    wait_until(lambda: len(visible_texts(brain)) == 5, what="all three back with one undo")

    # everything from a source
    box = run(bulk.delete_source_of(w, note))
    assert "all 1 memory" in box.text() and "notes" in box.text()
    answer(box, True)
    wait_until(lambda: "a note of mine" not in visible_texts(brain))
    wait_until(w.undo_stack.canUndo, what="the second step on the stack")
    w.undo_stack.undo()
    wait_until(lambda: "a note of mine" in visible_texts(brain))

    # everything an import wrote, from its Events row
    events = w.events
    run(events.refresh())
    row = next(r for r in range(events.table.rowCount()) if events.table.item(r, 0).text().startswith("Imported"))
    events.table.setCurrentCell(row, 0)
    events.delete_import_action.trigger()
    wait_until(lambda: newest(w, "confirmDeleteBox") is not None
               and "all 4 memories" in newest(w, "confirmDeleteBox").text())
    answer(newest(w, "confirmDeleteBox"), True)
    wait_until(lambda: visible_texts(brain) == ["a note of mine"], what="the import deleted")
    wait_until(w.undo_stack.canUndo, what="the third step on the stack")
    w.undo_stack.undo()
    wait_until(lambda: len(visible_texts(brain)) == 5)
    assert brain.verify_integrity().valid


def test_an_import_row_opens_out_to_its_conversations(qtbot, make_window, tmp_path):
    w = make_window()
    run(w.session.import_archive(str(conversations_file(tmp_path, {"trip": ["t1", "t2"], "cello": ["c1"]})),
                                 "auto", Progress()))
    w.session.brain.retain("a note", extract=False)
    events = w.events
    run(events.refresh())
    rows = {events.table.item(r, 0).text(): r for r in range(events.table.rowCount())}
    events.table.setCurrentCell(rows["Imported chats.jsonl"], 0)
    wait_until(lambda: events.conversations.isVisible() and events.conversations.topLevelItemCount() == 2)
    listed = {events.conversations.topLevelItem(i).text(0): events.conversations.topLevelItem(i).text(1)
              for i in range(2)}
    assert listed == {"trip": "2", "cello": "1"}
    other = next(r for t, r in rows.items() if not t.startswith("Imported"))
    events.table.setCurrentCell(other, 0)
    wait_until(lambda: not events.conversations.isVisible())
