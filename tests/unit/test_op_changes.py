"""The engine says what changed (issue 26): every MemoryBrain operation that changes anything
yields a typed change set (``OpChanges``) noted by the row writers themselves, on the real store."""

import time

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core import library
from mnemosyne_app.core.progress import Cancelled, Progress
from mnemosyne_app.core.types import OpChanges
from tests.store_access import conn_of


@pytest.fixture
def brain(data_home):
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        yield b


def test_adding_editing_deleting_and_restoring_name_the_memory_each_time(brain):
    r, added = brain.run_op(brain.retain, "I keep two hives of bees", extract=False)
    mid = r.memory_ids[0]
    assert added.added == (mid,) and not added.changed and not added.removed
    assert added.events == (r.event_id,) and not added.queued

    _, edited = brain.run_op(brain.update, mid, text="I keep three hives of bees")
    assert edited.changed == (mid,) and edited.in_place and not edited.added and not edited.events

    _, same = brain.run_op(brain.update, mid, text="I keep three hives of bees")
    assert same.empty  # nothing changed: no version, and the change set says so

    _, deleted = brain.run_op(brain.delete, mid)
    assert deleted.removed == (mid,) and not deleted.in_place
    _, restored = brain.run_op(brain.restore, mid)
    assert restored.added == (mid,)  # visible again: undo inserts its row
    _, older = brain.run_op(brain.restore, mid, 1)
    assert older.changed == (mid,)


def test_a_batch_names_each_new_memory_and_an_already_stored_one_names_none(brain):
    res, changes = brain.run_op(brain.retain_batch, ["one note", "two note", "three note"], extract=False)
    ids = [m for r in res.results for m in r.memory_ids]
    assert sorted(changes.added) == sorted(ids) and len(ids) == 3
    _, again = brain.run_op(brain.retain, "one note", extract=False)
    assert not again.added  # already stored: nothing to show, nothing to undo


def test_a_queued_write_is_queued_and_its_landing_is_reported_with_its_own_change_set(brain):
    brain.hot_path("enable")
    landed = []
    brain.on_write_finished(lambda event_id, status, ids, changes: landed.append((event_id, ids, changes)))
    r, queued = brain.run_op(brain.retain, "a queued note", fast=True, extract=False)
    assert queued.queued == (r.event_id,) and queued.queue and not queued.added
    brain.hot_path("flush")
    (event_id, ids, changes), = landed
    assert event_id == r.event_id and changes.added == tuple(ids) and r.event_id in changes.events


def test_cancelling_a_queued_write_moves_the_queue_and_its_event(brain):
    brain.hot_path("enable")
    brain._hot.queue().worker_delay = 0.5  # the worker waits, so the second write is still pending
    brain.retain("first, keeps the worker busy", fast=True, extract=False)
    r = brain.retain("second, cancelled", fast=True, extract=False)
    cancelled, changes = brain.run_op(brain.cancel, r.event_id)
    assert cancelled and changes.events == (r.event_id,) and changes.queue and not changes.memories


def test_merge_removes_the_absorbed_and_changes_the_survivor_and_unmerge_brings_them_back(brain):
    a = brain.retain("the cat is called Tom", extract=False).memory_ids[0]
    b = brain.retain("our cat is called Tom", extract=False).memory_ids[0]
    out, merged = brain.run_op(brain.merge_groups, [[a, b]])
    survivor = out["merges"][0]["survivor"]
    absorbed = out["merges"][0]["absorbed"]
    assert merged.removed == tuple(absorbed) and survivor in merged.changed
    _, back = brain.run_op(brain.unmerge, survivor)
    assert set(back.added) == set(absorbed)


def test_facts_extracted_later_are_a_backlog_and_a_pasted_conversation_adds_its_turns(data_home):
    from tests.unit.fakes import CountingExtractor

    with MemoryBrain(scope="default", extractor=CountingExtractor(), embedder="none") as b:
        b.run_backlog()  # the caller (the window's lane) takes the backlog over
        ids, changes = b.run_op(b.paste_conversation, "user: I keep bees\nassistant: How many?", extract=True)
        assert changes.added == tuple(ids) and changes.backlog and len(changes.events) >= 2
        _, ran = b.run_op(b.run_backlog)
        assert set(ran.events) and not ran.added


def test_a_cancelled_bulk_delete_changes_nothing_and_its_tally_ends_anyway(brain):
    ids = [brain.retain(f"note {i}", extract=False).memory_ids[0] for i in range(3)]
    progress = Progress()
    progress.subscribe(lambda p: p.cancel())  # checked again once all three are written: rolled back then
    with pytest.raises(Cancelled):
        with MemoryBrain.changes() as op:
            brain.delete_many(ids, progress)
    assert set(op.changes.removed) == set(ids)  # noted before the rollback: a view re-reads those rows
    assert len(brain.memory_ids()) == 3  # and finds them all still there


def test_verify_notes_the_memories_whose_badge_comes_or_goes(brain):
    mid = brain.retain("I was born in Porto", extract=False).memory_ids[0]
    other = brain.retain("I like figs", extract=False).memory_ids[0]
    conn_of(brain).execute("UPDATE memories SET text = 'I was born in Lisbon' WHERE memory_id = ?", (mid,))
    _, found = brain.run_op(brain.verify_integrity)
    assert found.changed == (mid,) and other not in found.memories
    _, restored = brain.run_op(brain.restore_vouched, mid)
    assert mid in restored.changed and restored.events


def test_expiry_purge_removes_and_opening_and_renaming_name_the_scope(data_home):
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        mid = b.retain("a passing note", extract=False, expires_at=time.time() - 30 * 86400).memory_ids[0]
        purged, swept = b.run_op(b.sweep)
        assert purged == [mid] and swept.removed == (mid,)
    b = MemoryBrain(scope="default", extractor="none", embedder="none")
    _, opened = MemoryBrain.run_op(b.ensure_init)
    assert opened.scopes == ("default",)
    b.close()
    _, renamed = MemoryBrain.run_op(library.rename, None, "default", "renamed")
    assert renamed.scopes == ("default", "renamed")


def test_change_sets_fold_as_one_operation():
    first = OpChanges(added=("a", "b"), events=(1,), queue=True)
    second = OpChanges(removed=("a",), changed=("b", "c"), events=(2,), queued=(2,))
    both = first | second
    assert both.added == ("b",) and both.changed == ("c",) and not both.removed  # "a" came and went
    assert both.events == (1, 2) and both.queued == (2,) and both.queue
    assert (OpChanges(removed=("x",)) | OpChanges(added=("x",))).changed == ("x",)  # went and came back
