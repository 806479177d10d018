"""Tampering through the window (issue 27): a memory's text changed with SQL behind the app's back,
Verify lists it with the vouched text, the memory carries the warning (table badge, detail pane,
Profile) across a restart, and Restore from the result brings the vouched text back: Verify is
valid again and History holds exactly one ledgered restore."""

from mnemosyne_app import qt_async
from tests.gui.waiting import wait_until
from tests.store_access import conn_of

VOUCHED = "My dentist appointment is on January 14."
FORGED = "My dentist appointment was moved to March 3."


def run(coro):
    return qt_async.loop().run_until_complete(coro)


def _verify(w):
    w.integrity.report = None
    w.actions_by_name["verify"].trigger()
    wait_until(lambda: w.integrity.report is not None, what="the verify result")
    return w.integrity.report


def _row_text(w, mid):
    row = w.model.row_of(mid)
    return w.model.data(w.model.index(row, 0)) if row is not None and row >= 0 else None


def test_tamper_verify_restore_through_the_window(qtbot, make_window):
    w = make_window()
    brain = w.session.brain
    mid = brain.retain(VOUCHED, extract=False).memory_ids[0]
    brain.update(mid, facts=["User's dentist appointment is on January 14."])
    run(w.model.reload())
    conn_of(brain).execute("UPDATE memories SET text = ? WHERE memory_id = ?", (FORGED, mid))

    rep = _verify(w)
    assert not rep.valid
    panel = w.integrity
    assert panel.broken.isVisibleTo(panel) and panel.broken.topLevelItemCount() == 1
    item = panel.broken.topLevelItem(0)
    assert (item.text(0), item.text(1)) == (FORGED, VOUCHED)  # what it says now, what is vouched for
    assert "1 memory was changed outside Mnemosyne" in panel.result.text()
    assert "1 memory changed outside Mnemosyne" in w.queue_status.integrity.text()
    wait_until(lambda: (_row_text(w, mid) or "").startswith("⚠ "), what="the table's badge")
    w.table.setCurrentIndex(w.model.index(w.model.row_of(mid), 0))
    wait_until(lambda: w.detail.memory is not None and w.detail.tamper.isVisibleTo(w.detail), what="the warning")
    assert VOUCHED in w.detail.tamper.words.text() and w.detail.tamper.restore.isEnabled()
    w.actions_by_name["profile"].trigger()
    wait_until(lambda: any(w.profile.tree.topLevelItem(i).childCount() and
                           w.profile.tree.topLevelItem(i).child(0).text(0).startswith("⚠ ")
                           for i in range(w.profile.tree.topLevelItemCount())), what="the Profile's warning")

    # a restart: the warning is still there, read from the store
    run(w.session.close())
    w2 = make_window()
    assert "1 memory changed outside Mnemosyne" in w2.queue_status.integrity.text()
    assert w2.integrity.broken.topLevelItemCount() == 1 and w2.integrity.restore.isEnabled()
    wait_until(lambda: (_row_text(w2, mid) or "").startswith("⚠ "), what="the badge after a restart")

    # restore from the verify result
    w2.integrity.restore.click()
    brain2 = w2.session.brain
    wait_until(lambda: brain2.get(mid).text == VOUCHED, what="the vouched text back")
    wait_until(lambda: not w2.integrity.broken.isVisibleTo(w2.integrity), what="the list emptied")
    wait_until(lambda: not (_row_text(w2, mid) or "").startswith("⚠ "), what="the badge gone")
    rep = _verify(w2)
    assert rep.valid and "valid" in w2.queue_status.integrity.text()
    ops = [v.op for v in brain2.history(mid)]
    assert ops.count("restore") == 1 and ops[-1] == "restore"
    (event,) = brain2.list_events(op="restore vouched")
    assert event.payload["changed_outside"]["text"] == FORGED  # what it said meanwhile is kept


def test_opening_a_store_an_earlier_version_compacted_says_what_was_repaired(qtbot, make_window, tmp_path):
    from mnemosyne_app import MemoryBrain
    from tests.unit.test_compaction import _compact_as_version_one_did, chatgpt_export

    with MemoryBrain(scope="default", extractor="none", embedder="none") as brain:
        brain.import_archive(chatgpt_export(tmp_path / "conversations.json", 30))
        _compact_as_version_one_did(brain, "long-thread", 20)
    w = make_window()
    assert "20 conversation turns an earlier version had archived are visible again" in w.statusBar().currentMessage()
    wait_until(lambda: w.model.rowCount() == 31, what="the 30 turns and the marked summary")
    w.panels.setCurrentWidget(w.events)
    wait_until(lambda: any("Brought back turns" in (w.events.table.item(r, 0).text() if w.events.table.item(r, 0) else "")
                           for r in range(w.events.table.rowCount())), what="the repair in the operation log")
