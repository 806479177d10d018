"""Curation at scale (issue 17): the Duplicates view merges and unmerges (undoable, ledgered),
a bulk edit of tags and kind is one transaction and one undo, and deleting everything from a
conversation or a source says how many first and comes back with one undo."""

import json

from PySide6.QtCore import Qt

from mnemosyne_app import qt_async
from mnemosyne_app.core.progress import Progress
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
    # retain() refuses an exact repeat; two conversations can hold the same turn
    path = conversations_file(tmp_path, {"a": ["I live in Lyon", "tea, not coffee"],
                                         "b": ["I live in Lyon", "a different turn"],
                                         "c": ["tea, not coffee"]})
    w = make_window()
    run(w.session.import_archive(str(path), "auto", Progress()))
    brain = w.session.brain
    before = visible_texts(brain)
    assert len(before) == 5
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
    assert visible_texts(brain).count("I live in Lyon") == 1 and len(visible_texts(brain)) == 4
    assert brain.verify_integrity().valid

    # merge all, then undo it: the tea pair comes back, the Lyon merge stays
    view.merge_all.click()
    wait_until(lambda: view.merged.topLevelItemCount() == 2 and view.groups.topLevelItemCount() == 0)
    assert len(visible_texts(brain)) == 3
    w.undo_stack.undo()
    wait_until(lambda: len(visible_texts(brain)) == 4, what="the undone merge")
    assert visible_texts(brain).count("tea, not coffee") == 2

    # unmerge the Lyon merge from the list, then undo and redo that
    wait_until(lambda: view.merged.topLevelItemCount() == 1)
    view.merged.setCurrentItem(view.merged.topLevelItem(0))
    assert view.unmerge.isEnabled()
    assert run(view.unmerge_selected()) == 1
    assert visible_texts(brain) == before
    w.undo_stack.undo()
    wait_until(lambda: len(visible_texts(brain)) == 4, what="the unmerge undone (merged again)")
    w.undo_stack.redo()
    wait_until(lambda: visible_texts(brain) == before, what="the unmerge redone")
    assert brain.verify_integrity().valid
    history_ops = {v.op for m in brain.list_memories() for v in brain.history(m.memory_id)}
    assert {"merge", "restore"} <= history_ops
