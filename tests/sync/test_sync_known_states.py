"""Operations a pull met as nothing to do (the memory here already said the same) are still
known here afterwards, by their stamp (issue 32, the 30-step soak's memory divergences): an
operation made on top of one has a known base, and a delete met so still counts as a delete."""

from __future__ import annotations

from tests.sync.helpers import Device


def rounds(*devices: Device, times: int = 3) -> None:
    for _ in range(times):
        for d in devices:
            d.sync()


def deleted_by_b(tmp_path, pg_url, text: str) -> tuple[Device, Device, Device, str]:
    """Three devices that all hold a memory B made, B's delete of it made but not yet synced."""
    a, b, c = (Device(tmp_path / n, pg_url) for n in "ABC")
    with b.brain() as bb:
        mid = bb.retain(text, extract=False).memory_ids[0]
    rounds(b, a, c, times=1)
    with b.brain() as bb:
        bb.delete(mid)
    return a, b, c, mid


def converged(*devices: Device) -> dict:
    """Synced again until quiet: every device holds the same memories, every ledger valid."""
    rounds(*devices)
    first = devices[0].snapshot()
    assert all(d.snapshot() == first for d in devices[1:])
    for d in devices:
        assert d.verify().valid
    return first


def test_a_restore_does_not_undo_a_delete_this_device_met_as_already_deleted(tmp_path, pg_url):
    """Seed 596: B deleted and later restored a memory; A, not having seen either, edited and
    deleted it. C held B's delete when A's came, so A's delete changed nothing there and left no
    trace; when B's restore came, C knew of no delete it had not seen and brought the memory
    back, while A and B kept A's delete: the devices differed for good."""
    a, b, c, mid = deleted_by_b(tmp_path, pg_url, "Water the plants on Sunday")
    b.sync()
    c.sync()  # C holds B's delete
    with a.brain() as ba:  # A never saw it: an edit, then a delete of its own
        ba.update(mid, text="Water the plants on Saturday")
        ba.delete(mid)
    a.sync()
    c.sync()  # A's edit meets B's delete (a conflict), A's delete says what C holds already
    with b.brain() as bb:  # B changes its mind about its own delete, still not having seen A's
        bb.restore(mid)
    b.sync()
    c.sync()
    assert converged(a, b, c)[mid][4] is True, "B's restore of its own delete undid A's on some device"


def test_a_delete_undone_where_it_was_made_is_not_brought_back_by_another_devices_merge(tmp_path, pg_url):
    """Seed 805: B deleted a memory and restored it; A had edited it between the two. C met B's
    delete after A's edit (a conflict: the delete kept, the edit merged into it, on top of the
    edit, the later by the clock) and then B's restore, and pushed that merge. B took the delete the merge carried, a delete it had undone itself,
    and deleted the memory again there only: the devices differed for good."""
    a, b, c, mid = deleted_by_b(tmp_path, pg_url, "Call the plumber about the boiler")
    with a.brain() as ba:  # after B's delete by the clock, before it reached the server
        ba.update(mid, text="Call the plumber about the boiler on Friday")
    a.sync()
    with b.brain() as bb:  # B changes its mind about its own delete before it syncs
        bb.restore(mid)
    b.sync()
    c.sync()  # A's edit, then B's delete (a conflict C writes), then B's restore
    c.sync()
    a.sync()  # A meets the same (its merge of the delete is an echo of C's)
    a.sync()
    b.sync()  # C's conflict write carries B's delete, which B undid
    assert b.snapshot()[mid][4] is False, "B took back the delete it had undone"
    text, _, _, _, deleted, *_ = converged(a, b, c)[mid]
    assert deleted is False and text == "Call the plumber about the boiler on Friday"
