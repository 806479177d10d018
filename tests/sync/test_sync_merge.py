"""Concurrent edits through a real PostgreSQL (issue 32): different fields merge field by field on
every device, the same field is a conflict whose two sides are kept, a delete wins over a
concurrent edit (kept as the conflict's other side) and a purge is final."""

from __future__ import annotations

import time

import pytest

from mnemosyne_app.core.store import scope_store
from mnemosyne_app.core.replica import sides, state as local

from tests.sync.helpers import Device


@pytest.fixture
def devices(tmp_path, pg_url):
    return Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)


def conflict_of(device: Device, memory_id: str) -> dict | None:
    store = scope_store.ScopeStore(device.root / "scopes" / "default.db", "default")
    store.open()
    try:
        with store.reading() as conn:
            return sides.of(conn, memory_id)
    finally:
        store.close()


def marks(device: Device) -> list[str]:
    store = scope_store.ScopeStore(device.root / "scopes" / "default.db", "default")
    store.open()
    try:
        with store.reading() as conn:
            return local.conflicts(conn)
    finally:
        store.close()


def shared(a: Device, b: Device, text: str, **fields) -> str:
    with a.brain() as ba:
        mid = ba.retain(text, extract=False, **fields).memory_ids[0]
    a.sync()
    b.sync()
    return mid


def settle(*devices: Device) -> None:
    for d in devices + devices[:1]:
        d.sync()


def test_edits_of_different_fields_merge_on_both_devices_without_a_conflict(devices):
    a, b = devices
    mid = shared(a, b, "Dentist on Monday", tags=["health"])
    with a.brain() as ba:
        ba.update(mid, text="Dentist on Tuesday at nine")
    with b.brain() as bb:  # later by the clock: before field merging, A's new text was lost
        bb.update(mid, tags=["health", "errand"], kind="event", pinned=True)
    settle(a, b)
    assert a.snapshot() == b.snapshot()
    text, kind, tags, *_ , pinned, _, _ = a.snapshot()[mid]
    assert (text, kind, tags, pinned) == ("Dentist on Tuesday at nine", "event", ("errand", "health"), True)
    assert marks(a) == marks(b) == []
    for d in (a, b):
        with d.brain() as brain:
            ops = [v.op for v in brain.history(mid)]
            assert "merged" in ops or ops[-1] == "edit", ops
    assert a.verify().valid and b.verify().valid
    # Each device pushes the merge it made (the same state): they meet once, then nothing moves
    settle(a, b)
    before = a.snapshot()
    assert b.sync().pulled == 0 and a.sync().pulled == 0
    assert a.snapshot() == before == b.snapshot()


def test_a_third_device_reaches_the_same_merge(tmp_path, pg_url):
    a, b, c = (Device(tmp_path / n, pg_url) for n in "ABC")
    mid = shared(a, b, "Call the plumber", tags=["home"])
    with a.brain() as ba:
        ba.update(mid, text="Call the plumber about the leak")
    with b.brain() as bb:
        bb.update(mid, tags=["home", "urgent"])
    a.sync()
    b.sync()
    c.sync()
    a.sync()
    assert a.snapshot() == b.snapshot() == c.snapshot()
    assert c.snapshot()[mid][:3] == ("Call the plumber about the leak", "note", ("home", "urgent"))


def test_the_same_field_on_both_is_a_conflict_with_both_sides_kept(devices):
    a, b = devices
    mid = shared(a, b, "Meeting on Tuesday")
    with a.brain() as ba:
        ba.update(mid, text="Meeting on Wednesday", pinned=True)
    with b.brain() as bb:  # later: its text wins; A's pin (a field B left alone) is merged
        bb.update(mid, text="Meeting on Thursday")
    settle(a, b)
    assert a.snapshot() == b.snapshot()
    assert a.snapshot()[mid][0] == "Meeting on Thursday" and a.snapshot()[mid][6] is True
    assert marks(a) == marks(b) == [mid]
    for d in (a, b):
        found = conflict_of(d, mid)
        assert found["fields"] == ["text"]
        assert found["this"]["text"] == "Meeting on Thursday" and found["that"]["text"] == "Meeting on Wednesday"
        with d.brain() as brain:
            texts = [v.text for v in brain.history(mid)]
            assert "Meeting on Wednesday" in texts and texts[-1] == "Meeting on Thursday"
    assert a.verify().valid and b.verify().valid


@pytest.mark.parametrize("deleter", ["earlier", "later"])
def test_a_delete_wins_over_a_concurrent_edit_which_stays_the_other_side(devices, deleter):
    a, b = devices
    mid = shared(a, b, "Gym membership renews in May")
    deleting, editing = (a, b) if deleter == "earlier" else (b, a)
    first, second = (deleting, editing) if deleter == "earlier" else (editing, deleting)
    for d in (first, second):
        with d.brain() as brain:
            if d is deleting:
                brain.delete(mid)
            else:
                brain.update(mid, text="Gym membership renews in June")
    settle(a, b)
    assert a.snapshot() == b.snapshot()
    assert a.snapshot()[mid][4] is True, "a later edit elsewhere brought a deleted memory back"
    assert marks(a) == marks(b) == [mid]
    for d in (a, b):
        found = conflict_of(d, mid)
        assert "deleted" in found["fields"] and "delete was kept" in found["why"]
        assert found["that"]["text"] == "Gym membership renews in June" and not found["that"]["deleted"]
    assert a.verify().valid and b.verify().valid


def test_a_purge_is_final_against_a_later_edit_elsewhere(devices):
    a, b = devices
    mid = shared(a, b, "Old locker code 4471")
    with a.brain() as ba:
        ba.update(mid, expires_at=time.time() - 10)
        ba.sweep(grace_s=0)
    with b.brain() as bb:  # later, not knowing of the purge
        bb.update(mid, text="Old locker code 4472")
    settle(a, b)
    assert mid not in a.snapshot() and mid not in b.snapshot()
    assert a.snapshot() == b.snapshot()
    assert a.verify().valid and b.verify().valid


def run_cli(device: Device, *argv) -> tuple[int, str]:
    import contextlib
    import io

    from mnemosyne_app.cli import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        code = main(["--data-dir", str(device.root), *argv])
    return code, out.getvalue()


def conflicted(a: Device, b: Device) -> str:
    mid = shared(a, b, "Flight lands at 18:05")
    with a.brain() as ba:
        ba.update(mid, text="Flight lands at 18:35")
    with b.brain() as bb:
        bb.update(mid, text="Flight lands at 19:10")
    settle(a, b)
    return mid


def conflict_rows(device: Device) -> int:
    """Rows in sync_conflicts, whatever the marks say (a purge left them behind)."""
    store = scope_store.ScopeStore(device.root / "scopes" / "default.db", "default")
    store.open()
    try:
        with store.reading() as conn:
            return conn.execute("SELECT count(*) FROM sync_conflicts").fetchall()[0][0]
    finally:
        store.close()


def test_a_purged_memory_leaves_no_conflict_mark_on_either_device(devices):
    a, b = devices
    mid = conflicted(a, b)
    assert marks(a) == marks(b) == [mid] and conflict_rows(a) == conflict_rows(b) == 1
    with a.brain() as ba:
        ba.update(mid, expires_at=time.time() - 10)
        ba.sweep(grace_s=0)
    assert marks(a) == [] and conflict_rows(a) == 0, "the purge left the conflict behind here"
    settle(a, b)
    assert mid not in a.snapshot() and mid not in b.snapshot()
    assert marks(b) == [] and conflict_rows(b) == 0, "the purge synced but left the conflict on the other device"
    assert a.snapshot() == b.snapshot()
    assert a.verify().valid and b.verify().valid


def test_show_prints_both_sides_and_settling_that_side_clears_the_mark_on_every_device(devices):
    a, b = devices
    mid = conflicted(a, b)
    code, out = run_cli(a, "show", mid)
    assert code == 0
    assert "CONFLICT changed on two devices at once: text" in out
    assert "this (kept)  Flight lands at 19:10" in out and "Flight lands at 18:35" in out
    assert "mnemosyne settle" in out
    code, out = run_cli(a, "settle", mid, "--keep", "that")
    assert code == 0 and "settled" in out, out
    assert marks(a) == [] and marks(b) == [mid]
    settle(a, b)
    assert marks(a) == marks(b) == [], "the settling did not clear the mark on the other device"
    assert a.snapshot() == b.snapshot() and a.snapshot()[mid][0] == "Flight lands at 18:35"
    with b.brain() as bb:
        assert bb.history(mid)[-1].op == "resolve" and bb.conflict(mid) is None
    code, out = run_cli(b, "show", mid)
    assert "CONFLICT" not in out
    assert a.verify().valid and b.verify().valid


def test_keep_this_and_merge_by_hand_sync_and_undo_brings_the_conflict_back(devices):
    a, b = devices
    mid = conflicted(a, b)
    with b.brain() as bb:
        settled = bb.settle_conflict(mid, "this")
        assert bb.get(mid).text == "Flight lands at 19:10" and bb.conflict(mid) is None
        bb.reopen_conflict(settled)  # undo: the mark and both sides are back here
        again = bb.conflict(mid)
        assert again is not None and again["that"]["text"] == "Flight lands at 18:35"
        bb.settle_conflict(mid, "hand", text="Flight lands at 18:35 (was 19:10 on the old ticket)")
    settle(b, a)
    assert marks(a) == marks(b) == []
    assert a.snapshot()[mid][0] == "Flight lands at 18:35 (was 19:10 on the old ticket)"
    assert a.snapshot() == b.snapshot()


@pytest.mark.parametrize("keep", ["this", "that"])
def test_undoing_a_settling_syncs_the_conflict_back_to_every_device_with_both_sides(devices, keep):
    a, b = devices
    mid = conflicted(a, b)
    assert marks(a) == marks(b) == [mid]
    with a.brain() as ba:
        settled = ba.settle_conflict(mid, keep)
    settle(a, b)
    assert marks(a) == marks(b) == []
    with a.brain() as ba:  # undo, after the settling reached the other device
        ba.reopen_conflict(settled)
    settle(a, b)
    assert marks(a) == marks(b) == [mid], "the undo did not bring the conflict back on the other device"
    with b.brain() as bb:
        assert bb.history(mid)[-1].op == "reopen"  # a version of its own there too ("keep this" changed nothing)
    for device in (a, b):  # both sides, to settle again on either device
        record = conflict_of(device, mid)
        assert record["fields"] == ["text"] and record["that"] is not None
        assert {record["this"]["text"], record["that"]["text"]} == {"Flight lands at 18:35", "Flight lands at 19:10"}
    assert a.snapshot() == b.snapshot() and a.snapshot()[mid][0] == "Flight lands at 19:10"
    with b.brain() as bb:  # settled again on the other device: cleared everywhere
        bb.settle_conflict(mid, "that" if keep == "this" else "this")
    settle(b, a)
    assert marks(a) == marks(b) == [] and a.snapshot() == b.snapshot()
    assert a.verify().valid and b.verify().valid


def test_settling_a_memory_without_a_conflict_is_one_line_in_words(devices):
    a, _ = devices
    with a.brain() as ba:
        mid = ba.retain("No conflict here", extract=False).memory_ids[0]
    code, out = run_cli(a, "settle", mid, "--keep", "this")
    assert code != 0 and "has no conflict to settle" in out and "Traceback" not in out


def test_keep_that_brings_back_the_edit_a_delete_met_on_both_devices(devices):
    a, b = devices
    mid = shared(a, b, "Spare key with the neighbour")
    with a.brain() as ba:
        ba.delete(mid)
    with b.brain() as bb:
        bb.update(mid, text="Spare key with the neighbour at number 12")
    settle(a, b)
    code, out = run_cli(b, "show", mid)
    assert "delete was kept" in out and "deleted: this (kept)  deleted" in out, out
    with a.brain() as ba:
        ba.settle_conflict(mid, "that")
    settle(a, b)
    snap = b.snapshot()[mid]
    assert snap[0] == "Spare key with the neighbour at number 12" and snap[4] is False
    assert a.snapshot() == b.snapshot() and marks(a) == marks(b) == []


def test_three_devices_delete_and_two_edits_converge_deleted_with_both_edits_kept(tmp_path, pg_url):
    a, b, c = (Device(tmp_path / n, pg_url) for n in "ABC")
    mid = shared(a, b, "Piano lesson on Wednesday", tags=["music"])
    c.sync()
    with a.brain() as ba:
        ba.delete(mid)
    with b.brain() as bb:
        bb.update(mid, text="Piano lesson on Thursday")
    with c.brain() as bc:
        bc.update(mid, tags=["music", "weekly"])
    for _ in range(3):
        for d in (a, b, c):
            d.sync()
    assert a.snapshot() == b.snapshot() == c.snapshot()
    text, _, tags, _, deleted, *_ = a.snapshot()[mid]
    assert deleted is True and text == "Piano lesson on Thursday" and tags == ("music", "weekly")
    with c.brain() as bc:  # the delete met C's edit: "keep that" brings it back, with both edits
        assert "deleted" in bc.conflict(mid)["fields"]
        bc.settle_conflict(mid, "that")
    for _ in range(2):
        for d in (c, a, b):
            d.sync()
    assert a.snapshot() == b.snapshot() == c.snapshot()
    assert a.snapshot()[mid][4] is False and a.snapshot()[mid][0] == "Piano lesson on Thursday"
    for d in (a, b, c):
        assert d.verify().valid


@pytest.mark.parametrize("first", ["deleter", "restorer"])
def test_a_restore_of_its_own_delete_does_not_undo_a_delete_made_elsewhere(devices, first):
    a, b = devices
    mid = shared(a, b, "Renew the car insurance")
    with a.brain() as ba:
        ba.delete(mid)
    with b.brain() as bb:  # B deletes and changes its mind, never having seen A's delete
        bb.delete(mid)
        bb.restore(mid)
    order = (a, b) if first == "deleter" else (b, a)
    for _ in range(2):
        settle(*order)
    assert a.snapshot() == b.snapshot()
    assert a.snapshot()[mid][4] is True, "B's restore of its own delete undid A's"
